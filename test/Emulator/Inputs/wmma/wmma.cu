// The wmma API (mma.h) on oa's fragments (SASSLowerWMMA.cpp): one block per
// case, each a D = A * B + C on small integers (exact in every type), with
// row- and column-major loads and stores, an element-wise operation on a
// fragment, and every shape and element type oa lowers.
#include <mma.h>
#include <cuda_bf16.h>
using namespace nvcuda;

// Case buffers are 512 elements apart: enough for a 32x16 matrix.
#define SLOT 512

template <int M, int N, int K, typename T, typename LA, typename LB, typename Acc, typename E>
__device__ void run(const E *a, int lda, const E *b, int ldb, const Acc *c, int ldc,
                    wmma::layout_t lc, Acc *d, int ldd, wmma::layout_t ld, bool twice) {
  wmma::fragment<wmma::matrix_a, M, N, K, T, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, T, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, Acc> fc;
  wmma::load_matrix_sync(fa, a, lda);
  wmma::load_matrix_sync(fb, b, ldb);
  wmma::load_matrix_sync(fc, c, ldc, lc);
  if (twice)
    for (int i = 0; i < fa.num_elements; i++)
      fa.x[i] = fa.x[i] + fa.x[i];
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, ldd, ld);
}

extern "C" __global__ void wmma_cases(const half *h, const __nv_bfloat16 *bf, const float *f,
                                      const signed char *s8, const int *s32, float *of,
                                      half *oh, int *oi) {
  int w = blockIdx.x; // one warp per block: the case is uniform
  const half *ha = h + SLOT * (2 * w), *hb = h + SLOT * (2 * w + 1);
  // Separate ifs, not a switch: -O0's switch nests every case's regions.
  if (w == 0) { // f16 16x16x16, A row, B col, C f32 column-major, D row-major
    run<16, 16, 16, half, wmma::row_major, wmma::col_major, float>(
        ha, 16, hb, 16, f, 16, wmma::mem_col_major, of, 16, wmma::mem_row_major, false);
  }
  if (w == 1) { // f16 accumulators, A col, B row, doubled A, D column-major
    run<16, 16, 16, half, wmma::col_major, wmma::row_major, half>(
        ha, 16, hb, 16, h + SLOT * 16, 16, wmma::mem_row_major, oh, 16, wmma::mem_col_major,
        true);
  }
  if (w == 2) { // bf16, strides wider than the tile
    run<16, 16, 16, __nv_bfloat16, wmma::row_major, wmma::col_major, float>(
        bf, 24, bf + SLOT, 32, f + SLOT, 16, wmma::mem_row_major, of + SLOT, 16,
        wmma::mem_row_major, false);
  }
  if (w == 3) { // tf32 16x16x8
    run<16, 16, 8, wmma::precision::tf32, wmma::row_major, wmma::col_major, float>(
        f + 4 * SLOT, 8, f + 5 * SLOT, 8, f + 2 * SLOT, 16, wmma::mem_row_major,
        of + 2 * SLOT, 16, wmma::mem_row_major, false);
  }
  if (w == 4) { // s8 16x16x16, s32 accumulators
    run<16, 16, 16, signed char, wmma::row_major, wmma::col_major, int>(
        s8, 16, s8 + SLOT, 16, s32, 16, wmma::mem_row_major, oi, 16, wmma::mem_row_major,
        false);
  }
  if (w == 5) { // f16 32x8x16, f16 accumulators, B row-major
    run<32, 8, 16, half, wmma::row_major, wmma::row_major, half>(
        ha, 16, hb, 8, h + SLOT * 17, 8, wmma::mem_row_major, oh + SLOT, 8,
        wmma::mem_row_major, false);
  }
  if (w == 6) { // f16 8x32x16, f32 accumulators stored column-major
    run<8, 32, 16, half, wmma::row_major, wmma::col_major, float>(
        ha, 16, hb, 16, f + 3 * SLOT, 32, wmma::mem_row_major, of + 3 * SLOT, 8,
        wmma::mem_col_major, false);
  }
  if (w == 7) { // s8 32x8x16 and 8x32x16 in one warp
    run<32, 8, 16, signed char, wmma::row_major, wmma::col_major, int>(
        s8 + 2 * SLOT, 16, s8 + 3 * SLOT, 16, s32 + SLOT, 8, wmma::mem_row_major, oi + SLOT, 8,
        wmma::mem_row_major, false);
    run<8, 32, 16, signed char, wmma::row_major, wmma::row_major, int>(
        s8 + 4 * SLOT, 16, s8 + 5 * SLOT, 32, s32 + 2 * SLOT, 32, wmma::mem_row_major,
        oi + 2 * SLOT, 32, wmma::mem_row_major, false);
  }
}
