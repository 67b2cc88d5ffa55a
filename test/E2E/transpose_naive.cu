// Out-of-place transpose of a rows x cols f32 matrix, one element per
// thread: coalesced reads, strided writes.
#include "e2e.h"
extern "C" __global__ void transpose_naive(const float *in, float *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols)
    out[c * rows + r] = in[r * cols + c];
}
