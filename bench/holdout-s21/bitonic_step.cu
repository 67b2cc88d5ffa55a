#include "e2e.h"
// A shared-memory bitonic sort of 1024 keys per block.
extern "C" __global__ void bitonic_step(const unsigned *in, unsigned *out) {
  __shared__ unsigned k[1024];
  unsigned base = blockIdx.x * 1024u;
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) k[i] = in[base + i];
  __syncthreads();
  for (int size = 2; size <= 1024; size <<= 1)
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      for (int i = threadIdx.x; i < 512; i += blockDim.x) {
        int lo = 2 * i - (i & (stride - 1)), hi = lo + stride;
        bool up = (lo & size) == 0;
        unsigned a = k[lo], b = k[hi];
        if ((a > b) == up) { k[lo] = b; k[hi] = a; }
      }
      __syncthreads();
    }
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) out[base + i] = k[i];
}
