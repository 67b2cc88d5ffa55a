#include "e2e.h"
// int8 dot products with __dp4a, a row of 512 bytes per thread group of 4.
extern "C" __global__ void i8_dot4(const int *a, const int *b, int *out, int rows) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int r = t >> 2, part = t & 3;
  if (r >= rows) return;
  const int *ra = a + (size_t)r * 128 + part * 32;
  const int *rb = b + part * 32;
  int s = 0;
#pragma unroll 8
  for (int k = 0; k < 32; ++k) s = __dp4a(ra[k], rb[k], s);
  s += __shfl_xor_sync(0xffffffffu, s, 1);
  s += __shfl_xor_sync(0xffffffffu, s, 2);
  if (part == 0) out[r] = s;
}
