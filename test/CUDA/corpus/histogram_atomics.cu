// 256-bin histogram: per-block bins in shared memory, merged with atomics,
// and a device-global count of processed bytes.
#include <cuda_runtime.h>

__device__ unsigned long long bytesSeen;

__global__ void histogram256(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    atomicAdd(&bins[i], local[i]);
  if (threadIdx.x == 0)
    atomicAdd(&bytesSeen, (unsigned long long)blockDim.x);
}
