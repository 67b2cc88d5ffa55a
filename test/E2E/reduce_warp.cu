// Sum: a warp-shuffle (shfl.down) reduction inside each warp, warp sums
// combined by the first warp, per-block results and one atomicAdd each.
#include "e2e.h"
__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}
extern "C" __global__ void reduce_warp(const float *x, float *partial, float *total, int n) {
  __shared__ float warps[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  v = warp_sum(v);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    warps[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x >> 5) ? warps[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) {
      partial[blockIdx.x] = v;
      atomicAdd(total, v);
    }
  }
}
