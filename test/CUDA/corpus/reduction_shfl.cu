// Sum reduction: grid-stride accumulation, warp shuffles, one atomic per block.
#include <cuda_runtime.h>

__inline__ __device__ float warpReduceSum(float v) {
  for (int off = warpSize / 2; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

__global__ void reduceSum(const float *__restrict__ in, float *out, int n) {
  __shared__ float partial[32];
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpReduceSum(sum);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0)
    partial[warp] = sum;
  __syncthreads();
  sum = threadIdx.x < blockDim.x / warpSize ? partial[lane] : 0.0f;
  if (warp == 0) {
    sum = warpReduceSum(sum);
    if (lane == 0)
      atomicAdd(out, sum);
  }
}
