// Inclusive warp scan with __shfl_up_sync, then block scan through shared memory.
#include <cuda_runtime.h>

__global__ void blockScan(const int *in, int *out, int n) {
  __shared__ int sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = i < n ? in[i] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    int t = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o)
      v += t;
  }
  if (lane == 31)
    sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int s = lane < (int)(blockDim.x >> 5) ? sums[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int t = __shfl_up_sync(0xffffffffu, s, o);
      if (lane >= o)
        s += t;
    }
    sums[lane] = s;
  }
  __syncthreads();
  if (warp > 0)
    v += sums[warp - 1];
  if (i < n)
    out[i] = v;
}
