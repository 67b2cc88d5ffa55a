// Scalar inline PTX through oa's translation (lib/PTX/ToLLVM.cpp): directed
// rounding conversions, saturating float-to-int, prmt/bfe/bfi, wide and high
// multiplies, clamped shifts, predicates p|q with guards, and a loop over
// labels local to the asm.  Each thread writes 16 words; asm_scalar.py
// computes them from the PTX ISA's definitions.
extern "C" __global__ void asm_scalar(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned h = (unsigned)i * 0x9E3779B9u;
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  unsigned g = h * 0x27D4EB2Fu + 0x165667B1u;
  g ^= g >> 15;
  // 2^-30 .. 2^29: f16 overflow, underflow and subnormal results
  unsigned xb = (h & 0x807fffffu) | (((h >> 23) % 60 + 97) << 23);
  float x = __uint_as_float(xb);
  float y = __uint_as_float(g & 0xbfffffffu);
  unsigned *o = out + i * 16;
  unsigned short s;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(s) : "f"(x));
  o[0] = s;
  asm("cvt.rz.f16.f32 %0, %1;" : "=h"(s) : "f"(x));
  o[1] = s;
  asm("cvt.rm.f16.f32 %0, %1;" : "=h"(s) : "f"(x));
  o[2] = s;
  asm("cvt.rp.f16.f32 %0, %1;" : "=h"(s) : "f"(x));
  o[3] = s;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(s) : "f"(x));
  o[4] = s;
  int r;
  asm("{ .reg .f32 t; mul.rn.f32 t, %1, 0f41000000; cvt.rzi.s32.f32 %0, t; }" : "=r"(r) : "f"(x));
  o[5] = r;
  asm("{ .reg .f32 t; mul.rn.f32 t, %1, 0f3A83126F; cvt.rni.s32.f32 %0, t; }" : "=r"(r) : "f"(x));
  o[6] = r;
  unsigned d;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(h), "r"(g), "r"(g >> 7));
  o[7] = d;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(h), "r"(i % 40), "r"((i / 40) % 40));
  o[8] = d;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(g), "r"(i % 40), "r"((i / 40) % 40));
  o[9] = d;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(h), "r"(g), "r"(i % 40), "r"((i / 40) % 40));
  o[10] = d;
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(d) : "r"(h), "r"(g));
  o[11] = d;
  asm("{ .reg .u64 w; mul.wide.s32 w, %1, %2; xor.b64 w, w, 0x123456789ab; shr.u64 w, w, 17;"
      " cvt.u32.u64 %0, w; }" : "=r"(d) : "r"(h), "r"(g));
  o[12] = d;
  asm("{ .reg .u32 t; shl.b32 t, %1, %2; shr.s32 %0, t, %3; }"
      : "=r"(d) : "r"(h), "r"(i % 40), "r"(g % 40));
  o[13] = d;
  asm("{ .reg .pred p, q; setp.lt.f32 p|q, %1, %2; selp.u32 %0, 1, 2, q; @p add.u32 %0, %0, 4; }"
      : "=r"(d) : "f"(x), "f"(y));
  o[14] = d;
  asm volatile("{ .reg .pred p; .reg .u32 t, c, u; mov.u32 t, %1; mov.u32 c, 0;\n"
               "LOOP: setp.eq.u32 p, t, 0; @p bra DONE;\n"
               "  sub.u32 u, t, 1; and.b32 t, t, u; add.u32 c, c, 1; bra LOOP;\n"
               "DONE: lop3.b32 %0, c, %1, %2, 0x96; }"
               : "=r"(d) : "r"(h), "r"(g));
  o[15] = d;
}
