// Tiled SGEMM: 64x64 block tile, 16-wide K slices staged in shared memory,
// 16x16 threads each computing a 4x4 register tile.
#include "e2e.h"
#define BM 64
#define BN 64
#define BK 16
extern "C" __global__ void __launch_bounds__(256)
sgemm_tiled(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C) {
  __shared__ float As[BK][BM + 4];
  __shared__ float Bs[BK][BN];
  int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int e = tid; e < BM * BK; e += 256) { // A tile, stored transposed
      int r = e / BK, k = e % BK;
      As[k][r] = (row0 + r < M && k0 + k < K) ? A[(row0 + r) * K + k0 + k] : 0.0f;
    }
    for (int e = tid; e < BK * BN; e += 256) {
      int k = e / BN, c = e % BN;
      Bs[k][c] = (k0 + k < K && col0 + c < N) ? B[(k0 + k) * N + col0 + c] : 0.0f;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        a[i] = As[k][ty * 4 + i];
        b[i] = Bs[k][tx * 4 + i];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      int r = row0 + ty * 4 + i, c = col0 + tx * 4 + j;
      if (r < M && c < N)
        C[r * N + c] = alpha * acc[i][j] + beta * C[r * N + c];
    }
}
