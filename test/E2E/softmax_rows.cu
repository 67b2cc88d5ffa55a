// Row-wise softmax, one block of 256 threads per row of 1024: block max
// and block sum through warp shuffles (xor) and shared memory, expf.
#include "e2e.h"
__device__ float block_reduce(float v, bool is_max, float *sh) {
  for (int o = 16; o > 0; o >>= 1) {
    float u = __shfl_xor_sync(0xffffffffu, v, o);
    v = is_max ? fmaxf(v, u) : v + u;
  }
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nw = blockDim.x >> 5;
  __syncthreads(); // sh is reused between calls
  if (lane == 0)
    sh[warp] = v;
  __syncthreads();
  v = lane < nw ? sh[lane] : (is_max ? -3.4e38f : 0.0f);
  for (int o = 16; o > 0; o >>= 1) {
    float u = __shfl_xor_sync(0xffffffffu, v, o);
    v = is_max ? fmaxf(v, u) : v + u;
  }
  return v;
}
extern "C" __global__ void softmax_rows(const float *x, float *y, int cols) {
  __shared__ float sh[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = -3.4e38f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, row[c]);
  m = block_reduce(m, true, sh);
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += expf(row[c] - m);
  s = block_reduce(s, false, sh);
  float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[c] = expf(row[c] - m) * inv;
}
