// The multistage tensor-core GEMM of the suite: D (M x N, f32) = A (M x K)
// * B (K x N), both row-major 16-bit (f16 or bf16, by the mma in MMA).
// 128 x 128 x 32 block tiles in STAGES shared-memory buffers filled with
// cp.async (16 bytes per copy, one commit group per tile), read with
// ldmatrix (.x4 for A, .x4.trans for B), multiplied with mma.sync
// m16n8k16; 8 warps as 2 x 4, each a 64 x 32 tile of 4 x 4 mma tiles.
// Shared tiles are XOR-swizzled in 16-byte chunks so that the ldmatrix
// rows of one matrix fall in different banks.  M, N must be multiples of
// 128 and K of 32 (the descriptions make sure of it); dynamic shared memory
// is STAGES * 16 KiB.
#include "tensor.h"

#define BM 128
#define BN 128
#define BK 32
#define STAGES 4
#define THREADS 256

#ifdef OA_HOST
// Thread t of the block computes rows t/2 and columns (t%2)*64 .. +63 of
// the block's tile, in float64.
template <bool BF>
static void gemm_ref(const u16 *A, const u16 *B, float *D, int M, int N, int K) {
  int R = blockIdx.y * BM + threadIdx.x / 2;
  auto V = [](u16 X) { return BF ? bf2d(X) : h2d(X); };
  for (int C = blockIdx.x * BN + (threadIdx.x % 2) * 64, E = C + 64; C < E; ++C) {
    double S = 0;
    for (int Q = 0; Q < K; ++Q)
      S += V(A[(size_t)R * K + Q]) * V(B[(size_t)Q * N + C]);
    D[(size_t)R * N + C] = (float)S;
  }
}
#else
// Byte offset of 16-byte chunk C of row R in an A stage (BK halves = 64 B
// per row) and in a B stage (BN halves = 256 B per row).
__device__ __forceinline__ u32 a_off(int R, int C) { return R * 64 + ((C ^ ((R >> 1) & 3)) << 4); }
__device__ __forceinline__ u32 b_off(int R, int C) { return R * 256 + ((C ^ (R & 7)) << 4); }

template <bool BF>
__device__ __forceinline__ void gemm_body(const u16 *A, const u16 *B, float *D, int M, int N, int K) {
  extern __shared__ __align__(128) unsigned char smem[];
  const u32 sbase = smem_u32(smem);
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = (warp >> 2) * 64, wn = (warp & 3) * 32; // warp tile origin
  const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
  const int KT = K / BK;
  auto load = [&](int kt, int s) {
    u32 sa = sbase + s * (BM * BK * 2 + BK * BN * 2), sb = sa + BM * BK * 2;
    for (int i = tid; i < BM * BK / 8; i += THREADS) { // 512 chunks of A
      int r = i >> 2, c = i & 3;
      cp_async16(sa + a_off(r, c), A + (size_t)(m0 + r) * K + kt * BK + c * 8);
    }
    for (int i = tid; i < BK * BN / 8; i += THREADS) { // 512 chunks of B
      int r = i >> 4, c = i & 15;
      cp_async16(sb + b_off(r, c), B + (size_t)(kt * BK + r) * N + n0 + c * 8);
    }
  };
  float acc[4][4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      for (int q = 0; q < 4; ++q)
        acc[i][j][q] = 0.f;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < KT)
      load(s, s);
    cp_async_commit();
  }
  for (int kt = 0; kt < KT; ++kt) {
    cp_async_wait<STAGES - 2>();
    __syncthreads();
    int nk = kt + STAGES - 1;
    if (nk < KT)
      load(nk, nk % STAGES);
    cp_async_commit();
    u32 sa = sbase + (kt % STAGES) * (BM * BK * 2 + BK * BN * 2), sb = sa + BM * BK * 2;
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      u32 af[4][4], bf[4][2];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        int r = wm + i * 16 + (lane & 15), c = (kk >> 3) + (lane >> 4);
        ldsm_x4(af[i], sa + a_off(r, c));
      }
#pragma unroll
      for (int j = 0; j < 2; ++j) {
        int r = kk + (lane & 15), c = ((wn + j * 16) >> 3) + (lane >> 4);
        u32 t[4];
        ldsm_x4_t(t, sb + b_off(r, c));
        bf[2 * j][0] = t[0], bf[2 * j][1] = t[1], bf[2 * j + 1][0] = t[2], bf[2 * j + 1][1] = t[3];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) {
          if (BF)
            mma_bf16(acc[i][j], af[i], bf[j]);
          else
            mma_f16(acc[i][j], af[i], bf[j]);
        }
    }
  }
  cp_async_wait<0>();
  int g = lane >> 2, t = lane & 3;
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      int r = m0 + wm + i * 16 + g, c = n0 + wn + j * 8 + 2 * t;
      *(float2 *)&D[(size_t)r * N + c] = make_float2(acc[i][j][0], acc[i][j][1]);
      *(float2 *)&D[(size_t)(r + 8) * N + c] = make_float2(acc[i][j][2], acc[i][j][3]);
    }
}
#endif
