// Inclusive scan of 1024-element blocks in shared memory (Hillis-Steele,
// double-buffered), integer so the result is exact.
#include "e2e.h"
extern "C" __global__ void scan_block(const int *x, int *y, int n) {
  __shared__ int buf[2][1024];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  int cur = 0;
  buf[0][t] = i < n ? x[i] : 0;
  __syncthreads();
  for (int off = 1; off < (int)blockDim.x; off <<= 1) {
    int v = buf[cur][t];
    if (t >= off)
      v += buf[cur][t - off];
    buf[cur ^ 1][t] = v;
    cur ^= 1;
    __syncthreads();
  }
  if (i < n)
    y[i] = buf[cur][t];
}
