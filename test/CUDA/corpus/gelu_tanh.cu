// GELU (tanh approximation) and its fast-math variant.
#include <cuda_runtime.h>

__global__ void gelu(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    y[i] = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
  }
}

__global__ void geluFast(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    float t = 0.7978845608f * (v + 0.044715f * v * v * v);
    y[i] = v * __fdividef(1.0f, 1.0f + __expf(-2.0f * t));
  }
}
