// Warp-specialised Hopper GEMM: D (M x N, f32) = A (M x K) * B^T, with A
// (M x K) and B (N x K) f16 and K-major (row-major with K contiguous).
// 128 x 128 x 64 block tiles; warpgroup 0 is the producer: one thread
// waits for a free stage (mbarrier "empty"), posts the expected bytes and
// issues two TMA loads (cp.async.bulk.tensor, 128-byte swizzle) that
// complete on the stage's "full" mbarrier.  Warpgroups 1 and 2 consume:
// each waits for "full", runs four wgmma.mma_async m64n128k16 on its 64
// rows (shared-memory descriptors, 128B swizzle), waits for them and frees
// the stage.  setmaxnreg moves registers from the producer to the
// consumers.  STAGES stages of 32 KiB; dynamic shared memory is STAGES *
// 32 KiB + 1 KiB (alignment and barriers).  M, N multiples of 128; K of 64.
#include "tensor.h"

#define BM 128
#define BN 128
#define BK 64
#define STAGES 4
#define STAGE_BYTES (BM * BK * 2 + BN * BK * 2)

#ifndef OA_HOST
// d += A(desc) * B(desc)^T for a 64 x 128 x 16 step, f32 accumulators.
__device__ __forceinline__ void wgmma_m64n128k16(float *d, u64 DescA, u64 DescB) {
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63}, %64, %65, p, 1, 1, 0, 0; }"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
               : "l"(DescA), "l"(DescB));
}
#endif

extern "C" __global__ void __launch_bounds__(384, 1)
    gemm_wgmma_tma(const __grid_constant__ TmaMap tmA, const __grid_constant__ TmaMap tmB,
                   const u16 *A, const u16 *B, float *D, int M, int N, int K) {
  const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
#ifdef OA_HOST
  // Reference, in float64: the block's 128 x 128 outputs dealt round-robin
  // to its 384 threads.
  (void)tmA, (void)tmB, (void)M;
  int t = threadIdx.x;
  for (int e = t; e < BM * BN; e += 384) {
    int r = m0 + e / BN, c = n0 + e % BN;
    double s = 0;
    for (int q = 0; q < K; ++q)
      s += h2d(A[(size_t)r * K + q]) * h2d(B[(size_t)c * K + q]);
    D[(size_t)r * N + c] = (float)s;
  }
#else
  (void)A, (void)B, (void)M;
  extern __shared__ __align__(1024) unsigned char smem[];
  const u32 base = (smem_u32(smem) + 1023) & ~1023u;
  const u32 full = base + STAGES * STAGE_BYTES, empty = full + STAGES * 8;
  const int wg = threadIdx.x / 128, tid = threadIdx.x % 128;
  const int KT = K / BK;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, 2);
    }
    fence_barrier_init();
  }
  __syncthreads();
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (tid == 0) {
      for (int kt = 0; kt < KT; ++kt) {
        int s = kt % STAGES;
        u32 ph = (kt / STAGES) & 1;
        mbar_wait(empty + 8 * s, ph ^ 1);
        u32 sa = base + s * STAGE_BYTES, bar = full + 8 * s;
        mbar_expect_tx(bar, STAGE_BYTES);
        tma_load_2d(sa, &tmA, kt * BK, m0, bar);
        tma_load_2d(sa + BM * BK * 2, &tmB, kt * BK, n0, bar);
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    float d[64];
    for (int i = 0; i < 64; ++i)
      d[i] = 0.f;
    const int row0 = (wg - 1) * 64;
    for (int kt = 0; kt < KT; ++kt) {
      int s = kt % STAGES;
      mbar_wait(full + 8 * s, (kt / STAGES) & 1);
      u32 sa = base + s * STAGE_BYTES, sb = sa + BM * BK * 2;
      wg_fence();
#pragma unroll
      for (int kk = 0; kk < BK / 16; ++kk)
        // K-major, 128-byte swizzle: rows of 128 bytes, 8-row atoms 1024 bytes apart.
        wgmma_m64n128k16(d, gmma_desc(sa + row0 * 128 + kk * 32, 16, 1024, 1),
                         gmma_desc(sb + kk * 32, 16, 1024, 1));
      wg_commit();
      wg_wait<0>();
      if (tid == 0)
        mbar_arrive(empty + 8 * s);
    }
    // The m64nN f32 fragment: warp w holds rows 16w..16w+15; d[4j..4j+3] are
    // (g, 8j+2t), (g, 8j+2t+1), (g+8, 8j+2t), (g+8, 8j+2t+1).
    int w = tid / 32, g = (tid % 32) / 4, t = tid % 4;
    for (int j = 0; j < 16; ++j) {
      int r = m0 + row0 + 16 * w + g, c = n0 + 8 * j + 2 * t;
      D[(size_t)r * N + c] = d[4 * j], D[(size_t)r * N + c + 1] = d[4 * j + 1];
      D[(size_t)(r + 8) * N + c] = d[4 * j + 2], D[(size_t)(r + 8) * N + c + 1] = d[4 * j + 3];
    }
  }
#endif
}
