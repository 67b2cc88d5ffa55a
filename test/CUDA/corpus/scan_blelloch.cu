// Work-efficient exclusive scan of one block (Blelloch), dynamic shared memory.
#include <cuda_runtime.h>

__global__ void scanBlock(const float *in, float *out, int n) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int offset = 1;
  temp[2 * t] = 2 * t < n ? in[2 * t] : 0.0f;
  temp[2 * t + 1] = 2 * t + 1 < n ? in[2 * t + 1] : 0.0f;
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0)
    temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
  if (2 * t < n) out[2 * t] = temp[2 * t];
  if (2 * t + 1 < n) out[2 * t + 1] = temp[2 * t + 1];
}
