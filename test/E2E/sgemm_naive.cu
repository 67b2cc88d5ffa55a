// C = alpha A B + beta C, row-major, one output per thread, no tiling.
#include "e2e.h"
extern "C" __global__ void sgemm_naive(int M, int N, int K, float alpha, const float *A, const float *B,
                                       float beta, float *C) {
  int col = blockIdx.x * blockDim.x + threadIdx.x, row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N)
    return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k)
    acc += A[row * K + k] * B[k * N + col];
  C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
