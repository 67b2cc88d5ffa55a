// Device printf, as used for debugging.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void hello(const int *v) {
  if (threadIdx.x == 0)
    printf("block %d: v = %d\n", blockIdx.x, v[blockIdx.x]);
}
