// dp4a and dp2a in inline PTX (lib/PTX/ToLLVMScalar.cpp: dotProduct) and
// the CUDA spellings oa's headers give them (__dp4a, __dp2a_lo/_hi): every
// signedness of each source.  Each thread writes 12 words; asm_dot.py
// computes them from the PTX ISA's definitions.
#include "asm_hash.h"

extern "C" __global__ void asm_dot(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned h, g;
  threadHashes(i, h, g);
  unsigned c = h ^ (g << 3);
  unsigned *o = out + 12 * i;
  unsigned r;
  asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[0] = r;
  asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[1] = r;
  asm("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[2] = r;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[3] = r;
  asm("dp2a.lo.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[4] = r;
  asm("dp2a.hi.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[5] = r;
  asm("dp2a.lo.s32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[6] = r;
  asm("dp2a.hi.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(h), "r"(g), "r"(c));
  o[7] = r;
  o[8] = (unsigned)__dp4a((int)h, (int)g, (int)c);
  o[9] = __dp4a(h, g, c);
  o[10] = (unsigned)__dp2a_lo((int)h, (int)g, (int)c);
  o[11] = __dp2a_hi(h, g, c);
}
