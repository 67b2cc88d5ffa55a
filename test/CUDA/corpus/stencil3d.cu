// 7-point 3-D stencil with __constant__ coefficients and __ldg loads.
#include <cuda_runtime.h>

__constant__ float coeff[2];

__global__ void stencil7(float *__restrict__ out, const float *__restrict__ in, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= nx - 1 || y >= ny - 1)
    return;
  int stride = nx * ny;
  for (int z = 1; z < nz - 1; ++z) {
    int i = z * stride + y * nx + x;
    out[i] = coeff[0] * __ldg(&in[i]) +
             coeff[1] * (__ldg(&in[i - 1]) + __ldg(&in[i + 1]) + __ldg(&in[i - nx]) +
                         __ldg(&in[i + nx]) + __ldg(&in[i - stride]) + __ldg(&in[i + stride]));
  }
}

void setCoefficients(const float *c) { cudaMemcpyToSymbol(coeff, c, 2 * sizeof(float)); }
