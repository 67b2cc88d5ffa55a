// Element-wise kernels and a reduction, as a CUDA project writes them.
#include "common.cuh"

extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void bias_relu(float *out, const float *in, const float *bias, int rows,
                                     int cols) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < rows * cols)
    out[i] = relu(in[i] + bias[i % cols]);
}

extern "C" __global__ void __launch_bounds__(256) sum(float *total, const float *x, int n) {
  __shared__ float partial[8];
  float acc = 0.0f;
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += 256 * gridDim.x)
    acc += x[i];
  acc = warp_sum(acc);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = acc;
  __syncthreads();
  if (threadIdx.x < 32) {
    float v = threadIdx.x < 8 ? partial[threadIdx.x] : 0.0f;
    v = warp_sum(v);
    if (threadIdx.x == 0)
      atomicAdd(total, v);
  }
}
