// Held-out: attention-style tile with mma.sync (QK^T, online softmax, PV),
// ldmatrix and cp.async; plus an m16n8k8 f16 mma.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t su(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ uint32_t pack_h2(float a, float b) {
  __half2 h = __floats2half2_rn(a, b);
  return *(uint32_t *)&h;
}

// One warp: Q tile 16x64, K/V tiles 16x64 streamed; head dim 64.
extern "C" __global__ void flash_attn_warp(const half *Q, const half *K,
                                           const half *V, float *O, int L,
                                           float scale) {
  __shared__ __align__(16) half qs[16][72];
  __shared__ __align__(16) half ks[2][16][72];
  __shared__ __align__(16) half vs[2][16][72];
  int lane = threadIdx.x;
  const half *q = Q + (size_t)blockIdx.x * 16 * 64;
  for (int i = lane; i < 128; i += 32)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                     su(&qs[i / 8][(i % 8) * 8])),
                 "l"(q + (i / 8) * 64 + (i % 8) * 8));
  asm volatile("cp.async.commit_group;\n");
  float o[8][4] = {};
  float mrow[2] = {-INFINITY, -INFINITY}, lrow[2] = {0.f, 0.f};
  int nt = L / 16;
  for (int t = 0; t < nt; ++t) {
    int s = t & 1;
    for (int i = lane; i < 128; i += 32) {
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                       su(&ks[s][i / 8][(i % 8) * 8])),
                   "l"(K + (size_t)t * 1024 + (i / 8) * 64 + (i % 8) * 8));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                       su(&vs[s][i / 8][(i % 8) * 8])),
                   "l"(V + (size_t)t * 1024 + (i / 8) * 64 + (i % 8) * 8));
    }
    asm volatile("cp.async.commit_group;\n");
    asm volatile("cp.async.wait_group 0;\n" ::: "memory");
    __syncwarp();
    float sc[2][4] = {};
#pragma unroll
    for (int kk = 0; kk < 64; kk += 16) {
      uint32_t a[4], b[4];
      asm volatile(
          "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
          : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
          : "r"(su(&qs[lane & 15][kk + (lane >> 4) * 8])));
      asm volatile(
          "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
          : "=r"(b[0]), "=r"(b[1]), "=r"(b[2]), "=r"(b[3])
          : "r"(su(&ks[s][(lane & 7) + ((lane >> 4) << 3)]
                       [kk + ((lane >> 3) & 1) * 8])));
#pragma unroll
      for (int j = 0; j < 2; ++j)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                     : "+f"(sc[j][0]), "+f"(sc[j][1]), "+f"(sc[j][2]),
                       "+f"(sc[j][3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]),
                       "r"(b[2 * j]), "r"(b[2 * j + 1]));
    }
    // online softmax over the 16 key columns held by the quad
#pragma unroll
    for (int h = 0; h < 2; ++h) {
      float mx = -INFINITY;
      for (int j = 0; j < 2; ++j)
        mx = fmaxf(mx, fmaxf(sc[j][2 * h], sc[j][2 * h + 1]) * scale);
      mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
      mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
      float nm = fmaxf(mrow[h], mx);
      float corr = __expf(mrow[h] - nm);
      float ls = 0.f;
      for (int j = 0; j < 2; ++j) {
        sc[j][2 * h] = __expf(sc[j][2 * h] * scale - nm);
        sc[j][2 * h + 1] = __expf(sc[j][2 * h + 1] * scale - nm);
        ls += sc[j][2 * h] + sc[j][2 * h + 1];
      }
      lrow[h] = lrow[h] * corr + ls;
      mrow[h] = nm;
      for (int d = 0; d < 8; ++d) {
        o[d][2 * h] *= corr;
        o[d][2 * h + 1] *= corr;
      }
    }
    uint32_t pa[4] = {pack_h2(sc[0][0], sc[0][1]), pack_h2(sc[0][2], sc[0][3]),
                      pack_h2(sc[1][0], sc[1][1]), pack_h2(sc[1][2], sc[1][3])};
#pragma unroll
    for (int d = 0; d < 8; d += 2) {
      uint32_t b[4];
      asm volatile(
          "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
          : "=r"(b[0]), "=r"(b[1]), "=r"(b[2]), "=r"(b[3])
          : "r"(su(&vs[s][lane & 15][d * 8 + (lane >> 4) * 8])));
#pragma unroll
      for (int j = 0; j < 2; ++j)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                     : "+f"(o[d + j][0]), "+f"(o[d + j][1]), "+f"(o[d + j][2]),
                       "+f"(o[d + j][3])
                     : "r"(pa[0]), "r"(pa[1]), "r"(pa[2]), "r"(pa[3]),
                       "r"(b[2 * j]), "r"(b[2 * j + 1]));
    }
    __syncwarp();
  }
  for (int h = 0; h < 2; ++h) {
    lrow[h] += __shfl_xor_sync(0xffffffffu, lrow[h], 1);
    lrow[h] += __shfl_xor_sync(0xffffffffu, lrow[h], 2);
  }
  int r = lane >> 2, c = (lane & 3) * 2;
  float *out = O + (size_t)blockIdx.x * 16 * 64;
  for (int d = 0; d < 8; ++d) {
    out[r * 64 + d * 8 + c] = o[d][0] / lrow[0];
    out[r * 64 + d * 8 + c + 1] = o[d][1] / lrow[0];
    out[(r + 8) * 64 + d * 8 + c] = o[d][2] / lrow[1];
    out[(r + 8) * 64 + d * 8 + c + 1] = o[d][3] / lrow[1];
  }
}

extern "C" __global__ void mma_m16n8k8_f16(const uint32_t *a, const uint32_t *b,
                                           float *c) {
  int lane = threadIdx.x & 31;
  float d[4] = {0.f, 0.f, 0.f, 0.f};
  uint32_t a0 = a[lane * 2], a1 = a[lane * 2 + 1], b0 = b[lane];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a0), "r"(a1), "r"(b0));
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 "
               "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a1), "r"(a0), "r"(b0));
  for (int i = 0; i < 4; ++i)
    c[lane * 4 + i] = d[i];
}
