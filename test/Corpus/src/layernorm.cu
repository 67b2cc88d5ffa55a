// LayerNorm / RMSNorm forward and a simple backward piece.
#include <cuda_runtime.h>

__device__ __forceinline__ float wsum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

__device__ float block_sum(float v, float *sh) {
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  v = wsum(v);
  if (lane == 0)
    sh[w] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x >> 5) ? sh[lane] : 0.f;
  if (w == 0)
    v = wsum(v);
  if (threadIdx.x == 0)
    sh[0] = v;
  __syncthreads();
  float r = sh[0];
  __syncthreads();
  return r;
}

extern "C" __global__ void layernorm_fwd(const float *x, const float *gamma,
                                         const float *beta, float *y,
                                         float *mean_out, float *rstd_out,
                                         int cols, float eps) {
  __shared__ float sh[32];
  const float *r = x + (size_t)blockIdx.x * cols;
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += r[c];
  float mean = block_sum(s, sh) / cols;
  float v = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float d = r[c] - mean;
    v += d * d;
  }
  float var = block_sum(v, sh) / cols;
  float rstd = rsqrtf(var + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = (r[c] - mean) * rstd * gamma[c] + beta[c];
  if (threadIdx.x == 0) {
    mean_out[blockIdx.x] = mean;
    rstd_out[blockIdx.x] = rstd;
  }
}

// Welford, one warp per row.
extern "C" __global__ void layernorm_welford_warp(const float *x, float *y,
                                                  int rows, int cols,
                                                  float eps) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  if (row >= rows)
    return;
  const float *r = x + (size_t)row * cols;
  float mean = 0.f, m2 = 0.f, cnt = 0.f;
  for (int c = lane; c < cols; c += 32) {
    float v = r[c];
    cnt += 1.f;
    float d = v - mean;
    mean += d / cnt;
    m2 += d * (v - mean);
  }
  for (int o = 16; o > 0; o >>= 1) {
    float ob = __shfl_xor_sync(0xffffffffu, cnt, o);
    float om = __shfl_xor_sync(0xffffffffu, mean, o);
    float o2 = __shfl_xor_sync(0xffffffffu, m2, o);
    float n = cnt + ob;
    float d = om - mean;
    float f = n > 0.f ? ob / n : 0.f;
    mean += d * f;
    m2 += o2 + d * d * cnt * f;
    cnt = n;
  }
  float rstd = rsqrtf(m2 / cnt + eps);
  for (int c = lane; c < cols; c += 32)
    y[(size_t)row * cols + c] = (r[c] - mean) * rstd;
}

extern "C" __global__ void rmsnorm_vec4(const float4 *x, const float4 *w,
                                        float4 *y, int cols4, float eps) {
  __shared__ float sh[32];
  const float4 *r = x + (size_t)blockIdx.x * cols4;
  float s = 0.f;
  for (int c = threadIdx.x; c < cols4; c += blockDim.x) {
    float4 v = r[c];
    s += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
  }
  float ms = block_sum(s, sh) / (cols4 * 4);
  float k = rsqrtf(ms + eps);
  for (int c = threadIdx.x; c < cols4; c += blockDim.x) {
    float4 v = r[c], g = w[c];
    y[(size_t)blockIdx.x * cols4 + c] =
        make_float4(v.x * k * g.x, v.y * k * g.y, v.z * k * g.z, v.w * k * g.w);
  }
}
