// Row-wise softmax, one warp per row: max and sum with __shfl_xor_sync, expf.
#include <cuda_runtime.h>
#include <cfloat>

__global__ void softmaxRows(const float *x, float *y, int rows, int cols) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x & 31;
  if (row >= rows)
    return;
  const float *r = x + (size_t)row * cols;
  float m = -FLT_MAX;
  for (int c = lane; c < cols; c += 32)
    m = fmaxf(m, r[c]);
  for (int o = 16; o; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32)
    s += expf(r[c] - m);
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  for (int c = lane; c < cols; c += 32)
    y[(size_t)row * cols + c] = expf(r[c] - m) / s;
}
