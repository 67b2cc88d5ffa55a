#include "e2e.h"
#include <cuda_fp16.h>
// Bias + GELU (tanh form) on half2 pairs, math in float.
extern "C" __global__ void half2_gelu(const __half2 *x, const __half2 *b, __half2 *y, int n2, int cols2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i < n2; i += gridDim.x * blockDim.x) {
    float2 v = __half22float2(__hadd2(x[i], b[i % cols2]));
    float2 o;
    o.x = 0.5f * v.x * (1.f + tanhf(0.7978845608f * (v.x + 0.044715f * v.x * v.x * v.x)));
    o.y = 0.5f * v.y * (1.f + tanhf(0.7978845608f * (v.y + 0.044715f * v.y * v.y * v.y)));
    y[i] = __float22half2_rn(o);
  }
}
