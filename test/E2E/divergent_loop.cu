// Divergence: a data-dependent trip count (Collatz steps, capped), a break
// out of the loop, an early return, and a divergent if/else chain.
#include "e2e.h"
extern "C" __global__ void divergent_loop(const unsigned *x, int *steps, unsigned *peak, int n, int cap) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = x[i];
  if (v == 0) { // early exit for some lanes
    steps[i] = -1;
    peak[i] = 0;
    return;
  }
  int s = 0;
  unsigned hi = v;
  while (v != 1) {
    if (v & 1)
      v = 3 * v + 1;
    else
      v >>= 1;
    hi = max(hi, v);
    if (++s >= cap)
      break;
  }
  if (s < 10)
    hi ^= 0x1000u;
  else if (s < 50)
    hi += (unsigned)s;
  else
    hi = hi / (unsigned)s;
  steps[i] = s;
  peak[i] = hi;
}
