// Integer sum, sum of squares (u64) and count of odd values straight into
// global totals with atomics: exact whatever the order.
#include "e2e.h"
extern "C" __global__ void reduce_atomic(const int *x, int *sum, unsigned long long *sq, unsigned *odd, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = x[i];
    atomicAdd(sum, v);
    atomicAdd(sq, (unsigned long long)((long long)v * v));
    if (v & 1)
      atomicAdd(odd, 1u);
  }
}
