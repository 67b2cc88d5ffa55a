#include "e2e.h"
// A 3x3 convolution of one 2048x2048 channel with clamped borders, the
// weights in constant memory.
__constant__ float Wt[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
extern "C" __global__ void conv3x3(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float s = 0.f;
#pragma unroll
  for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      s += Wt[(dy + 1) * 3 + dx + 1] * in[yy * w + xx];
    }
  out[y * w + x] = s;
}
