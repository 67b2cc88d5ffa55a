// Inclusive scan per warp with shfl.up, then across the block's warps
// through shared memory (a two-level block scan).
#include "e2e.h"
__device__ __forceinline__ int warp_scan(int v, int lane) {
  for (int o = 1; o < 32; o <<= 1) {
    int u = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o)
      v += u;
  }
  return v;
}
extern "C" __global__ void scan_warp(const int *x, int *y, int n) {
  __shared__ int wsum[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = warp_scan(i < n ? x[i] : 0, lane);
  if (lane == 31)
    wsum[warp] = v;
  __syncthreads();
  if (warp == 0)
    wsum[lane] = warp_scan(lane < (int)(blockDim.x >> 5) ? wsum[lane] : 0, lane);
  __syncthreads();
  if (warp > 0)
    v += wsum[warp - 1];
  if (i < n)
    y[i] = v;
}
