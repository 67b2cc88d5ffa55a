// Carry chains and 24-bit multiplies in inline PTX (lib/PTX/ToLLVMScalar.cpp:
// carry, mul24): multi-word additions and subtractions (add.cc, addc.cc,
// addc, sub.cc, subc.cc, subc on 32 and 64 bits), mad.lo.cc/madc.hi, and
// mul24/mad24 .lo/.hi signed and unsigned.  Each thread writes 20 words;
// asm_carry.py computes them from the PTX ISA's definitions.
#include "asm_hash.h"

extern "C" __global__ void asm_carry(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned h, g;
  threadHashes(i, h, g);
  // Carries and borrows on every word in some threads.
  if (i % 4 == 1)
    h |= 0xffff0000u;
  if (i % 4 == 2)
    g = ~h;
  unsigned *o = out + i * 20;
  unsigned a, b, c;
  asm("add.cc.u32 %0, %2, %3; addc.u32 %1, %3, %2;" : "=r"(a), "=r"(b) : "r"(h), "r"(g));
  o[0] = a, o[1] = b;
  asm("add.cc.u32 %0, %3, %4; addc.cc.u32 %1, %4, %3; addc.u32 %2, %3, 7;"
      : "=r"(a), "=r"(b), "=r"(c) : "r"(h), "r"(g));
  o[2] = a, o[3] = b, o[4] = c;
  asm("sub.cc.u32 %0, %3, %4; subc.cc.u32 %1, %4, %3; subc.u32 %2, %3, %4;"
      : "=r"(a), "=r"(b), "=r"(c) : "r"(h), "r"(g));
  o[5] = a, o[6] = b, o[7] = c;
  asm("mad.lo.cc.u32 %0, %2, %3, %2; madc.hi.u32 %1, %2, %3, %3;" : "=r"(a), "=r"(b) : "r"(h), "r"(g));
  o[8] = a, o[9] = b;
  int s;
  asm("mul24.lo.s32 %0, %1, %2;" : "=r"(s) : "r"(h), "r"(g));
  o[10] = s;
  asm("mul24.hi.u32 %0, %1, %2;" : "=r"(a) : "r"(h), "r"(g));
  o[11] = a;
  asm("mul24.hi.s32 %0, %1, %2;" : "=r"(s) : "r"(h), "r"(g));
  o[12] = s;
  asm("mad24.lo.u32 %0, %1, %2, %1;" : "=r"(a) : "r"(h), "r"(g));
  o[13] = a;
  unsigned long long x = ((unsigned long long)h << 32) | g, y = ((unsigned long long)g << 32) | ~h, lo, hi;
  asm("add.cc.u64 %0, %2, %3; addc.u64 %1, %3, %2;" : "=l"(lo), "=l"(hi) : "l"(x), "l"(y));
  o[14] = (unsigned)lo, o[15] = (unsigned)(lo >> 32), o[16] = (unsigned)hi, o[17] = (unsigned)(hi >> 32);
  asm("sub.cc.s64 %0, %2, %3; subc.s64 %1, %3, %2;" : "=l"(lo), "=l"(hi) : "l"(x), "l"(y));
  o[18] = (unsigned)(lo >> 7) ^ (unsigned)lo, o[19] = (unsigned)hi ^ (unsigned)(hi >> 32);
}
