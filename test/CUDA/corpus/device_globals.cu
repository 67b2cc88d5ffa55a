// __device__ variables: an initialised table, a struct, an array, a counter.
#include <cuda_runtime.h>

struct Params {
  float scale;
  int offset;
  float bias[3];
};

__device__ float lut[8] = {0.f, 1.f, 4.f, 9.f, 16.f, 25.f, 36.f, 49.f};
__device__ Params params = {2.0f, 3, {0.5f, 0.25f, 0.125f}};
__device__ int scratch[1024];
__device__ unsigned int launches;

__global__ void useGlobals(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0)
    atomicAdd(&launches, 1u);
  if (i < n) {
    scratch[i & 1023] = i;
    out[i] = lut[i & 7] * params.scale + params.offset + params.bias[i % 3];
  }
}
