// 16x16x16 half-precision tiles on tensor cores through nvcuda::wmma (mma.h).
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

__global__ void wmmaGemm(const half *a, const half *b, float *c, int M, int N, int K) {
  int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  int warpN = blockIdx.y * blockDim.y + threadIdx.y;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < K; k += 16) {
    int aRow = warpM * 16, bCol = warpN * 16;
    if (aRow < M && bCol < N) {
      wmma::load_matrix_sync(fa, a + aRow * K + k, K);
      wmma::load_matrix_sync(fb, b + bCol * K + k, K);
      wmma::mma_sync(acc, fa, fb, acc);
    }
  }
  int cRow = warpM * 16, cCol = warpN * 16;
  if (cRow < M && cCol < N)
    wmma::store_matrix_sync(c + cRow * N + cCol, acc, N, wmma::mem_row_major);
}
