// y = a * x + y (f32), with a tail: n is not a multiple of the block.
#include "e2e.h"
extern "C" __global__ void axpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
