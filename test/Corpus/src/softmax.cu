// Row-wise softmax: one block per row, shared memory + warp shuffles.
#include <cuda_runtime.h>
#include <float.h>

__device__ __forceinline__ float wmax(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
__device__ __forceinline__ float wsum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void softmax_rows(const float *x, float *y, int cols) {
  __shared__ float red[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int nw = (blockDim.x + 31) >> 5;

  float m = -FLT_MAX;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, row[c]);
  m = wmax(m);
  if (lane == 0)
    red[warp] = m;
  __syncthreads();
  m = lane < nw ? red[lane] : -FLT_MAX;
  m = wmax(m);
  __syncthreads();

  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += __expf(row[c] - m);
  s = wsum(s);
  if (lane == 0)
    red[warp] = s;
  __syncthreads();
  s = lane < nw ? red[lane] : 0.f;
  s = wsum(s);
  float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[c] = __expf(row[c] - m) * inv;
}

// One warp per row, cols <= 1024, online softmax.
extern "C" __global__ void softmax_warp_online(const float *x, float *y,
                                               int rows, int cols) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  if (row >= rows)
    return;
  const float *r = x + (size_t)row * cols;
  float m = -INFINITY, d = 0.f;
  for (int c = lane; c < cols; c += 32) {
    float v = r[c];
    float nm = fmaxf(m, v);
    d = d * __expf(m - nm) + __expf(v - nm);
    m = nm;
  }
  for (int o = 16; o > 0; o >>= 1) {
    float om = __shfl_xor_sync(0xffffffffu, m, o);
    float od = __shfl_xor_sync(0xffffffffu, d, o);
    float nm = fmaxf(m, om);
    d = d * __expf(m - nm) + od * __expf(om - nm);
    m = nm;
  }
  float inv = __frcp_rn(d);
  for (int c = lane; c < cols; c += 32)
    y[(size_t)row * cols + c] = __expf(r[c] - m) * inv;
}

// Masked causal softmax with scale, writes log-sum-exp.
extern "C" __global__ void softmax_causal_lse(const float *x, float *y,
                                              float *lse, int cols,
                                              float scale) {
  extern __shared__ float buf[];
  int row = blockIdx.x;
  const float *r = x + (size_t)row * cols;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    buf[c] = c <= row ? r[c] * scale : -INFINITY;
  __syncthreads();
  if (threadIdx.x < 32) {
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += 32)
      m = fmaxf(m, buf[c]);
    m = wmax(m);
    float s = 0.f;
    for (int c = threadIdx.x; c < cols; c += 32)
      s += expf(buf[c] - m);
    s = wsum(s);
    if (threadIdx.x == 0)
      lse[row] = m + logf(s);
    for (int c = threadIdx.x; c < cols; c += 32)
      y[(size_t)row * cols + c] = expf(buf[c] - m) / s;
  }
}
