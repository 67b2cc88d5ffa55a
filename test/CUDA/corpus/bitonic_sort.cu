// Bitonic sort of one block's keys in shared memory.
#include <cuda_runtime.h>

__global__ void bitonicSortShared(unsigned *keys, int n) {
  extern __shared__ unsigned s[];
  unsigned t = threadIdx.x;
  s[t] = t < (unsigned)n ? keys[t] : 0xffffffffu;
  __syncthreads();
  for (unsigned size = 2; size <= blockDim.x; size <<= 1)
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      unsigned p = t ^ stride;
      if (p > t) {
        bool up = (t & size) == 0;
        unsigned a = s[t], b = s[p];
        if ((a > b) == up) {
          s[t] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  if (t < (unsigned)n)
    keys[t] = s[t];
}
