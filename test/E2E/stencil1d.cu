// 1D 7-point stencil: each block stages its 256 inputs plus a 3-element
// halo on both sides in shared memory; weights in __constant__ memory.
#include "e2e.h"
#define R 3
#define BS 256
__constant__ float stencil_w[2 * R + 1] = {0.05f, 0.1f, 0.2f, 0.3f, 0.2f, 0.1f, 0.05f};
extern "C" __global__ void stencil1d(const float *in, float *out, int n) {
  __shared__ float s[BS + 2 * R];
  int g = blockIdx.x * BS + threadIdx.x, l = threadIdx.x + R;
  s[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < R) {
    int lo = g - R, hi = g + BS;
    s[l - R] = lo >= 0 ? in[lo] : 0.0f;
    s[l + BS] = hi < n ? in[hi] : 0.0f;
  }
  __syncthreads();
  if (g >= n)
    return;
  float acc = 0.0f;
#pragma unroll
  for (int k = -R; k <= R; ++k)
    acc += stencil_w[k + R] * s[l + k];
  out[g] = acc;
}
