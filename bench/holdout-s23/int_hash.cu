#include "e2e.h"
// Integer mixing: eight rounds of a multiply-xorshift hash per element.
extern "C" __global__ void int_hash(const unsigned *x, unsigned *y, unsigned seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned h = x[i] ^ seed;
#pragma unroll
  for (int r = 0; r < 8; ++r) {
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu + 2u * r;
    h = (h << 7) | (h >> 25);
  }
  y[i] = h ^ (h >> 16);
}
