// Shared-memory tiled SGEMM (C = A * B), square tiles, a template block size.
#include <cuda_runtime.h>

template <int TILE>
__global__ void matrixMul(float *C, const float *A, const float *B, int wA, int wB) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * TILE * by, aEnd = aBegin + wA - 1, aStep = TILE;
  int bBegin = TILE * bx, bStep = TILE * wB;
  float sum = 0.0f;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * TILE * by + TILE * bx;
  C[c + wB * ty + tx] = sum;
}

template __global__ void matrixMul<16>(float *, const float *, const float *, int, int);
template __global__ void matrixMul<32>(float *, const float *, const float *, int, int);

void launch(float *C, const float *A, const float *B, int n) {
  dim3 threads(32, 32), grid(n / 32, n / 32);
  matrixMul<32><<<grid, threads>>>(C, A, B, n, n);
}
