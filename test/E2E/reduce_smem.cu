// Sum with a shared-memory tree (two loads per thread, then the last warp
// unrolled through volatile shared memory; each step reads, syncs the warp,
// then writes, so no lane reads a slot another lane is updating).
#include "e2e.h"
#define BS 256
extern "C" __global__ void reduce_smem(const float *x, float *partial, int n) {
  __shared__ float s[BS];
  unsigned t = threadIdx.x, i = blockIdx.x * (2 * BS) + t;
  float v = 0.0f;
  if (i < (unsigned)n)
    v = x[i];
  if (i + BS < (unsigned)n)
    v += x[i + BS];
  s[t] = v;
  __syncthreads();
  for (unsigned w = BS / 2; w > 32; w >>= 1) {
    if (t < w)
      s[t] += s[t + w];
    __syncthreads();
  }
  if (t < 32) {
    volatile float *vs = s;
    float v = vs[t];
    for (unsigned o = 32; o > 0; o >>= 1) {
      v += vs[t + o];
      __syncwarp();
      vs[t] = v;
      __syncwarp();
    }
  }
  if (t == 0)
    partial[blockIdx.x] = s[0];
}
