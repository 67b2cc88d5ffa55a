// The host program: it calls the CUDA runtime, which oa does not replace.
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
