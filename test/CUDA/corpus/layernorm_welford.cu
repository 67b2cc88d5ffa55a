// LayerNorm with Welford's running mean/variance, a block per row, rsqrtf.
#include <cuda_runtime.h>

struct Welford {
  float mean, m2;
  int n;
};

__device__ Welford combine(Welford a, Welford b) {
  int n = a.n + b.n;
  if (n == 0)
    return a;
  float d = b.mean - a.mean;
  Welford r;
  r.n = n;
  r.mean = a.mean + d * b.n / n;
  r.m2 = a.m2 + b.m2 + d * d * a.n * b.n / n;
  return r;
}

__global__ void layerNorm(const float *x, const float *gamma, const float *beta, float *y, int cols,
                          float eps) {
  __shared__ Welford part[32];
  const float *r = x + (size_t)blockIdx.x * cols;
  Welford w = {0.0f, 0.0f, 0};
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    w.n += 1;
    float d = r[c] - w.mean;
    w.mean += d / w.n;
    w.m2 += d * (r[c] - w.mean);
  }
  for (int o = 16; o; o >>= 1) {
    Welford v;
    v.mean = __shfl_xor_sync(0xffffffffu, w.mean, o);
    v.m2 = __shfl_xor_sync(0xffffffffu, w.m2, o);
    v.n = __shfl_xor_sync(0xffffffffu, w.n, o);
    w = combine(w, v);
  }
  if ((threadIdx.x & 31) == 0)
    part[threadIdx.x / 32] = w;
  __syncthreads();
  if (threadIdx.x == 0)
    for (int i = 1; i < (int)(blockDim.x / 32); ++i)
      part[0] = combine(part[0], part[i]);
  __syncthreads();
  float mean = part[0].mean, inv = rsqrtf(part[0].m2 / cols + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = (r[c] - mean) * inv * gamma[c] + beta[c];
}
