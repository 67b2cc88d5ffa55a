// Fused elementwise: o = relu(x * w + b) per channel (channel = i % c).
#include "e2e.h"
extern "C" __global__ void relu_bias(const float *x, const float *w, const float *b, float *o, int n, int c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int ch = i % c;
    o[i] = fmaxf(x[i] * w[ch] + b[ch], 0.0f);
  }
}
