// Per-block timing with clock64() and the global timer.
#include <cuda_runtime.h>

__global__ void timedWork(float *data, long long *cycles, int iters) {
  long long start = clock64();
  float v = data[threadIdx.x];
  for (int k = 0; k < iters; ++k)
    v = v * 0.999f + 0.001f;
  data[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0)
    cycles[blockIdx.x] = clock64() - start;
}
