#include "e2e.h"
// 5-point stencil on a 2048x2048 grid through a 32x8 shared tile with halo.
#define W 2048
extern "C" __global__ void smem_stencil2d(const float *in, float *out, float c0, float c1) {
  __shared__ float t[10][34];
  int bx = blockIdx.x % (W / 32), by = blockIdx.x / (W / 32);
  int tx = threadIdx.x & 31, ty = threadIdx.x >> 5;
  int gx = bx * 32 + tx, gy = by * 8 + ty;
  t[ty + 1][tx + 1] = in[gy * W + gx];
  if (tx == 0) t[ty + 1][0] = gx > 0 ? in[gy * W + gx - 1] : 0.f;
  if (tx == 31) t[ty + 1][33] = gx < W - 1 ? in[gy * W + gx + 1] : 0.f;
  if (ty == 0) t[0][tx + 1] = gy > 0 ? in[(gy - 1) * W + gx] : 0.f;
  if (ty == 7) t[9][tx + 1] = gy < W - 1 ? in[(gy + 1) * W + gx] : 0.f;
  __syncthreads();
  out[gy * W + gx] = c0 * t[ty + 1][tx + 1] +
                     c1 * (t[ty][tx + 1] + t[ty + 2][tx + 1] + t[ty + 1][tx] + t[ty + 1][tx + 2]);
}
