// Tensor-core GEMMs with inline PTX: mma.sync (f16, bf16, tf32, s8),
// ldmatrix (x4, x2, trans) and cp.async (cg 16B, ca 4/8B) double buffering.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

#define BM 32
#define BN 32
#define BK 32
#define PAD 8

__device__ __forceinline__ uint32_t smem_u32(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ void cp_async16(void *s, const void *g) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_u32(s)),
               "l"(g));
}
__device__ __forceinline__ void cp_commit() {
  asm volatile("cp.async.commit_group;\n" ::);
}
template <int N> __device__ __forceinline__ void cp_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}
__device__ __forceinline__ void ldsm_x4(uint32_t &a, uint32_t &b, uint32_t &c,
                                        uint32_t &d, const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(a), "=r"(b), "=r"(c), "=r"(d)
               : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldsm_x4_t(uint32_t &a, uint32_t &b,
                                          uint32_t &c, uint32_t &d,
                                          const void *p) {
  asm volatile(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
      : "=r"(a), "=r"(b), "=r"(c), "=r"(d)
      : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldsm_x2(uint32_t &a, uint32_t &b,
                                        const void *p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];\n"
               : "=r"(a), "=r"(b)
               : "r"(smem_u32(p)));
}
__device__ __forceinline__ void mma_f16(float *c, const uint32_t *a,
                                        const uint32_t *b) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]),
                 "r"(b[1]));
}
__device__ __forceinline__ void mma_bf16(float *c, const uint32_t *a,
                                         const uint32_t *b) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]),
                 "r"(b[1]));
}

// C[M,N] = A[M,K] * B[N,K]^T, f16 in, f32 out. 128 threads, 32x32 tile.
extern "C" __global__ void __launch_bounds__(128)
    hgemm_mma_cpasync(const half *A, const half *B, float *C, int M, int N,
                      int K) {
  __shared__ __align__(16) half As[2][BM][BK + PAD];
  __shared__ __align__(16) half Bs[2][BN][BK + PAD];
  int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
  int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  int wm = (warp >> 1) * 16, wn = (warp & 1) * 16;
  int lr = tid >> 2, lc = (tid & 3) * 8;
  float acc[2][4] = {};
  const half *ga = A + (size_t)(bm + lr) * K + lc;
  const half *gb = B + (size_t)(bn + lr) * K + lc;
  cp_async16(&As[0][lr][lc], ga);
  cp_async16(&Bs[0][lr][lc], gb);
  cp_commit();
  int nk = K / BK;
  for (int kt = 0; kt < nk; ++kt) {
    int cur = kt & 1;
    if (kt + 1 < nk) {
      cp_async16(&As[cur ^ 1][lr][lc], ga + (kt + 1) * BK);
      cp_async16(&Bs[cur ^ 1][lr][lc], gb + (kt + 1) * BK);
    }
    cp_commit();
    cp_wait<1>();
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t a[4], b[4];
      ldsm_x4(a[0], a[1], a[2], a[3],
              &As[cur][wm + (lane & 15)][kk + (lane >> 4) * 8]);
      ldsm_x4(b[0], b[1], b[2], b[3],
              &Bs[cur][wn + (lane & 7) + ((lane >> 4) << 3)]
                 [kk + ((lane >> 3) & 1) * 8]);
      mma_f16(acc[0], a, b);
      mma_f16(acc[1], a, b + 2);
    }
    __syncthreads();
  }
  cp_wait<0>();
  int r = bm + wm + (lane >> 2), c = bn + wn + (lane & 3) * 2;
#pragma unroll
  for (int j = 0; j < 2; ++j) {
    if (r < M && c + j * 8 < N) {
      *(float2 *)&C[(size_t)r * N + c + j * 8] = make_float2(acc[j][0], acc[j][1]);
      *(float2 *)&C[(size_t)(r + 8) * N + c + j * 8] =
          make_float2(acc[j][2], acc[j][3]);
    }
  }
}

// bf16 variant, B given row-major [K,N] and loaded with ldmatrix.trans.
extern "C" __global__ void __launch_bounds__(128)
    bf16gemm_mma_trans(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
                       __nv_bfloat16 *C, int M, int N, int K, float alpha) {
  __shared__ __align__(16) __nv_bfloat16 As[BM][BK + PAD];
  __shared__ __align__(16) __nv_bfloat16 Bs[BK][BN + PAD];
  int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
  int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  int wm = (warp >> 1) * 16, wn = (warp & 1) * 16;
  int lr = tid >> 2, lc = (tid & 3) * 8;
  float acc[2][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    cp_async16(&As[lr][lc], A + (size_t)(bm + lr) * K + k0 + lc);
    cp_async16(&Bs[lr][lc], B + (size_t)(k0 + lr) * N + bn + lc);
    cp_commit();
    cp_wait<0>();
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t a[4], b[4];
      ldsm_x4(a[0], a[1], a[2], a[3],
              &As[wm + (lane & 15)][kk + (lane >> 4) * 8]);
      ldsm_x4_t(b[0], b[1], b[2], b[3],
                &Bs[kk + (lane & 15)][wn + (lane >> 4) * 8]);
      uint32_t b0[2] = {b[0], b[1]}, b1[2] = {b[2], b[3]};
      mma_bf16(acc[0], a, b0);
      mma_bf16(acc[1], a, b1);
    }
    __syncthreads();
  }
  int r = bm + wm + (lane >> 2), c = bn + wn + (lane & 3) * 2;
  for (int j = 0; j < 2; ++j) {
    *(__nv_bfloat162 *)&C[(size_t)r * N + c + j * 8] =
        __floats2bfloat162_rn(acc[j][0] * alpha, acc[j][1] * alpha);
    *(__nv_bfloat162 *)&C[(size_t)(r + 8) * N + c + j * 8] =
        __floats2bfloat162_rn(acc[j][2] * alpha, acc[j][3] * alpha);
  }
}

__device__ __forceinline__ uint32_t to_tf32(float f) {
  uint32_t r;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(r) : "f"(f));
  return r;
}

// tf32 m16n8k8, one warp per 16x8 output tile, fragments loaded from global
// through small cp.async.ca copies into shared.
extern "C" __global__ void tf32gemm_mma(const float *A, const float *B,
                                        float *C, int M, int N, int K) {
  __shared__ __align__(16) float As[16][8];
  __shared__ __align__(16) float Bs[8][8];
  int lane = threadIdx.x & 31;
  int tm = blockIdx.y * 16, tn = blockIdx.x * 8;
  float c[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k0 = 0; k0 < K; k0 += 8) {
    for (int i = lane; i < 128; i += 32) {
      uint32_t s = smem_u32(&As[i >> 3][i & 7]);
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s),
                   "l"(A + (size_t)(tm + (i >> 3)) * K + k0 + (i & 7)));
    }
    for (int i = lane * 2; i < 64; i += 64) {
      uint32_t s = smem_u32(&Bs[i >> 3][i & 7]);
      asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(s),
                   "l"(B + (size_t)(tn + (i >> 3)) * K + k0 + (i & 7)));
    }
    asm volatile("cp.async.commit_group;\n");
    asm volatile("cp.async.wait_all;\n");
    __syncwarp();
    int g = lane >> 2, t = lane & 3;
    uint32_t a0 = to_tf32(As[g][t]), a1 = to_tf32(As[g + 8][t]);
    uint32_t a2 = to_tf32(As[g][t + 4]), a3 = to_tf32(As[g + 8][t + 4]);
    uint32_t b0 = to_tf32(Bs[g][t]), b1 = to_tf32(Bs[g][t + 4]);
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    __syncwarp();
  }
  int r = tm + (lane >> 2), col = tn + (lane & 3) * 2;
  C[(size_t)r * N + col] = c[0];
  C[(size_t)r * N + col + 1] = c[1];
  C[(size_t)(r + 8) * N + col] = c[2];
  C[(size_t)(r + 8) * N + col + 1] = c[3];
}

// f16-accumulate and int8 mma, fragments from shared via ldmatrix.x2.
extern "C" __global__ void mma_f16acc_s8(const uint4 *frag, uint32_t *out) {
  __shared__ __align__(16) uint4 sh[64];
  int lane = threadIdx.x & 31;
  sh[lane] = frag[lane];
  sh[lane + 32] = frag[lane + 32];
  __syncwarp();
  uint32_t a[4], b[2];
  ldsm_x4(a[0], a[1], a[2], a[3], &sh[lane]);
  ldsm_x2(b[0], b[1], &sh[32 + (lane & 15)]);
  uint32_t h0 = 0, h1 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
               "{%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};\n"
               : "+r"(h0), "+r"(h1)
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]),
                 "r"(b[1]));
  int d[4] = {0, 0, 0, 0};
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]),
                 "r"(b[1]));
  out[lane * 6 + 0] = h0;
  out[lane * 6 + 1] = h1;
  for (int i = 0; i < 4; ++i)
    out[lane * 6 + 2 + i] = (uint32_t)d[i];
}
