#include <cuda_runtime.h>
extern "C" __global__ void axpy(float *o, const float *a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = a[i] * s + 1.0f;
}
