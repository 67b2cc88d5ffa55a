// A kernel next to its host program: oa-cc compiles the device side of the
// file (the CUDA SDK's headers, or oa's own, declare the runtime API).
#include <cuda_runtime.h>

__global__ void fill(float *x, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}

int main() {
  float *d;
  cudaMalloc(&d, 1024 * sizeof(float));
  fill<<<4, 256>>>(d, 1.0f, 1024);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
