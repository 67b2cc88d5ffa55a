// Signed and unsigned 32-bit division and remainder by runtime divisors
// (negative ones too), and shifts by runtime amounts.
#include "e2e.h"
extern "C" __global__ void int_divrem(const int *a, const int *b, int *q, int *r, unsigned *uq,
                                      unsigned *ur, int *sh, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i], d = b[i];
  if (d == 0)
    d = 7; // keep the division defined
  q[i] = x / d;
  r[i] = x % d;
  unsigned ux = (unsigned)x * 2654435761u, ud = (unsigned)d | 1u;
  uq[i] = ux / ud;
  ur[i] = ux % ud;
  int s = d & 31;
  sh[i] = (int)((unsigned)x << s) ^ (x >> s) ^ (int)((unsigned)x >> (31 - s)); // no signed overflow
}
