// Dynamic shared memory (extern __shared__, size from the launch): each
// block reverses its chunk; a second array is carved out of the same space.
#include "e2e.h"
extern "C" __global__ void dyn_smem(const float *in, float *out, int *idx, int n) {
  extern __shared__ float dsm[];
  int *tags = (int *)&dsm[blockDim.x];
  int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  dsm[t] = g < n ? in[g] : 0.0f;
  tags[t] = g;
  __syncthreads();
  int r = blockDim.x - 1 - t;
  if (g < n) {
    out[g] = dsm[r];
    idx[g] = tags[r];
  }
}
