#include "e2e.h"
// 32 accumulators live across an 8-step loop of loads.
extern "C" __global__ void reg_pressure(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc[32];
#pragma unroll
  for (int k = 0; k < 32; ++k) acc[k] = 0.01f * k;
  for (int s = 0; s < 8; ++s) {
    float v = x[(i + s * 4096) % n];
#pragma unroll
    for (int k = 0; k < 32; ++k) acc[k] = acc[k] * v + (float)(k + s);
  }
  float r = 0.f;
#pragma unroll
  for (int k = 0; k < 32; ++k) r += acc[k] * (k & 1 ? -1.f : 1.f);
  y[i] = r;
}
