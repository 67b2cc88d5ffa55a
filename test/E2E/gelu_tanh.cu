// GELU, tanh form: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
#include "e2e.h"
__device__ __forceinline__ float gelu(float x) {
  const float k = 0.7978845608f;
  float u = k * (x + 0.044715f * x * x * x);
  return 0.5f * x * (1.0f + tanhf(u));
}
extern "C" __global__ void gelu_tanh(const float *x, float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = gelu(x[i]);
}
