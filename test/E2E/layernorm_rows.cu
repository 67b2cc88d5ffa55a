// Row-wise layer norm over 1024 columns, one block per row: mean and
// variance by a shared-memory tree, rsqrtf, per-column gamma and beta.
#include "e2e.h"
#define LN_THREADS 256
__device__ float block_sum(float v, float *s) {
  s[threadIdx.x] = v;
  __syncthreads();
  for (int w = LN_THREADS / 2; w > 0; w >>= 1) {
    if ((int)threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  float r = s[0];
  __syncthreads();
  return r;
}
extern "C" __global__ void __launch_bounds__(LN_THREADS)
layernorm_rows(const float *x, const float *gamma, const float *beta, float *y, int cols, float eps) {
  __shared__ float s[LN_THREADS];
  const float *row = x + (size_t)blockIdx.x * cols;
  float acc = 0.0f;
  for (int c = threadIdx.x; c < cols; c += LN_THREADS)
    acc += row[c];
  float mean = block_sum(acc, s) / cols;
  acc = 0.0f;
  for (int c = threadIdx.x; c < cols; c += LN_THREADS) {
    float d = row[c] - mean;
    acc += d * d;
  }
  float rstd = rsqrtf(block_sum(acc, s) / cols + eps);
  for (int c = threadIdx.x; c < cols; c += LN_THREADS)
    y[(size_t)blockIdx.x * cols + c] = (row[c] - mean) * rstd * gamma[c] + beta[c];
}
