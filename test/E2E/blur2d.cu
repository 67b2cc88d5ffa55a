// 2D grid and blocks: 3x3 box filter over a 1024x1024 image, clamped edges.
#include "e2e.h"
extern "C" __global__ void blur2d(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      acc += in[yy * w + xx];
    }
  out[y * w + x] = acc * (1.0f / 9.0f);
}
