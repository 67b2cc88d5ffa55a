// A 16 KB __grid_constant__ table passed by value (CUDA 12.1+ large params).
#include <cuda_runtime.h>

struct Table {
  float v[4096];
};

__global__ void lookup(const __grid_constant__ Table t, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = t.v[idx[i] & 4095];
}
