#include "e2e.h"
// Embedding-style gather: each row of 64 floats picked by an index, scaled.
extern "C" __global__ void gather_scale(const int *idx, const float *table, float *out, int rows, float s) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int r = t >> 4, c = (t & 15) * 4;
  if (r >= rows) return;
  const float *src = table + (size_t)idx[r] * 64 + c;
  float *dst = out + (size_t)r * 64 + c;
  for (int k = 0; k < 4; ++k) dst[k] = src[k] * s;
}
