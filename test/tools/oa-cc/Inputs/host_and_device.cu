// A whole .cu file as users write it: SDK header names, host code calling
// the runtime API, a launch, a __device__ counter.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <math_constants.h>
#include <cstdio>

__device__ int launches;

extern "C" __global__ void scale(float *o, const float *a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = a[i] * s + __half2float(__float2half(CUDART_PI_F));
}

int main() {
  float *d = nullptr;
  if (cudaMalloc(&d, 1024 * sizeof(float)) != cudaSuccess)
    return 1;
  scale<<<4, 256>>>(d, d, 2.0f, 1024);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(d);
  return 0;
}
