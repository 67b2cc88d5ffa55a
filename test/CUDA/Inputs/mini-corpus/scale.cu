// Compiles: a kernel through the SDK headers and a quoted include found in
// the manifest's -I folder.
#include <cuda_runtime.h>
#include "factor.h"
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= FACTOR;
}
