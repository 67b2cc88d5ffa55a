#include "e2e.h"
// One thread per row: a dot product over a runtime-length row.
extern "C" __global__ void rowdot(const float *a, const float *x, float *y, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0.f;
  for (int c = 0; c < cols; ++c) s += a[(size_t)c * rows + r] * x[c];
  y[r] = s;
}
