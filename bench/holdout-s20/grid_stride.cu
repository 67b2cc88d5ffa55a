#include "e2e.h"
extern "C" __global__ void grid_stride(const float *x, float *y, float a, float b, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = a * x[i] + b * x[i] * x[i];
}
