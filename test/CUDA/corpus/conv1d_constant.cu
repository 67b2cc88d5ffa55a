// 1-D convolution with the filter in __constant__ memory and a shared halo.
#include <cuda_runtime.h>
#define RADIUS 8
#define BLOCK 256

__constant__ float filter[2 * RADIUS + 1];

__global__ void conv1d(const float *in, float *out, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < RADIUS) {
    tile[l - RADIUS] = g >= RADIUS ? in[g - RADIUS] : 0.0f;
    tile[l + BLOCK] = g + BLOCK < n ? in[g + BLOCK] : 0.0f;
  }
  __syncthreads();
  if (g >= n)
    return;
  float s = 0.0f;
#pragma unroll
  for (int k = -RADIUS; k <= RADIUS; ++k)
    s += filter[k + RADIUS] * tile[l + k];
  out[g] = s;
}
