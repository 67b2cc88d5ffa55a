// f64 dot product: grid-stride partial sums, a shared-memory tree per
// block, one f64 atomicAdd per block into the total; per-block partials
// are an output too.
#include "e2e.h"
extern "C" __global__ void ddot(const double *x, const double *y, double *partial, double *total, int n) {
  __shared__ double s[256];
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    acc += x[i] * y[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w >>= 1) {
    if (threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    atomicAdd(total, s[0]);
  }
}
