// A GEMM written with the CUDA WMMA API (nvcuda::wmma from the SDK's
// mma.h): D (M x N, f32) = A (M x K, f16, row-major) * B (K x N, f16,
// row-major).  Each warp computes a 32 x 32 tile as 2 x 2 fragments of
// 16 x 16 x 16, loading A and B straight from global memory
// (load_matrix_sync with the leading dimensions K and N) and storing D with
// store_matrix_sync; 4 warps per block make a 64 x 64 tile.  M and N must
// be multiples of 64, K of 16.
#include "tensor.h"
#ifndef OA_HOST
#include <mma.h>
#endif

extern "C" __global__ void __launch_bounds__(128)
    gemm_wmma(const u16 *A, const u16 *B, float *D, int M, int N, int K) {
  int warp = threadIdx.x >> 5;
  int m0 = blockIdx.y * 64 + (warp >> 1) * 32, n0 = blockIdx.x * 64 + (warp & 1) * 32;
#ifdef OA_HOST
  // Lane l computes rows m0 + l of the warp's tile, all 32 columns.
  int r = m0 + (threadIdx.x & 31);
  for (int c = n0; c < n0 + 32; ++c) {
    double s = 0;
    for (int q = 0; q < K; ++q)
      s += h2d(A[(size_t)r * K + q]) * h2d(B[(size_t)q * N + c]);
    D[(size_t)r * N + c] = (float)s;
  }
#else
  using namespace nvcuda;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      wmma::fill_fragment(acc[i][j], 0.0f);
  const __half *a = reinterpret_cast<const __half *>(A), *b = reinterpret_cast<const __half *>(B);
  for (int k = 0; k < K; k += 16) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa[2];
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> fb[2];
    for (int i = 0; i < 2; ++i)
      wmma::load_matrix_sync(fa[i], a + (size_t)(m0 + 16 * i) * K + k, K);
    for (int j = 0; j < 2; ++j)
      wmma::load_matrix_sync(fb[j], b + (size_t)k * N + n0 + 16 * j, N);
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j)
        wmma::mma_sync(acc[i][j], fa[i], fb[j], acc[i][j]);
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(D + (size_t)(m0 + 16 * i) * N + n0 + 16 * j, acc[i][j], N,
                              wmma::mem_row_major);
#endif
}
