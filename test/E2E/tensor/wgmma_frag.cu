// wgmma fragment and shared-memory layouts, one warpgroup: four
// wgmma.mma_async forms whose operands the 128 threads lay out in shared
// memory with plain stores (then fence.proxy.async), each checked against
// a float64 reference:
//   1. f16, A and B K-major with the 128B swizzle, m64n64k16, f32 accumulators
//   2. bf16, A from registers (the m16n8k16 A fragment per warp), B MN-major
//      (transposed) with the 64B swizzle, imm-scale-b = -1, m64n32k16
//   3. f16, A K-major without swizzle (8x16-byte core matrices, LBO/SBO), B
//      K-major with the 32B swizzle, two k16 steps, f16 accumulators, the
//      first with scale-d = 0 (the accumulators' old values dropped)
//   4. tf32, A K-major 128B, B K-major 64B, m64n8k8, adding to C
// A is M x K row-major, B is N x K (row n holds column n of B), D is M x N.
#include "tensor.h"

#ifndef OA_HOST
// Byte offset of (mn, k) in a K-major layout with W-byte swizzle rows
// (8-row atoms 8W apart), and the swizzle on the address.
__device__ __forceinline__ u32 kmaj(u32 base, int mn, int kb, int W) {
  u32 a = base + (mn / 8) * (8 * W) + (mn % 8) * W + kb;
  int bits = W == 128 ? 3 : W == 64 ? 2 : W == 32 ? 1 : 0;
  return bits ? a ^ (((a >> 7) & ((1u << bits) - 1)) << 4) : a;
}
__device__ __forceinline__ void st16(u32 a, u16 v) { asm volatile("st.shared.u16 [%0], %1;" ::"r"(a), "h"(v)); }
__device__ __forceinline__ void st32(u32 a, u32 v) { asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(v)); }
#endif

extern "C" __global__ void __launch_bounds__(128)
    wgmma_frag(const u16 *a1, const u16 *b1, const u16 *a2, const u16 *b2, const u16 *a3,
               const u16 *b3, const float *a4, const float *b4, const float *c4, float *d1,
               float *d2, u16 *d3, float *d4) {
  const int t = threadIdx.x, w = t / 32, g = (t % 32) / 4, q = t % 4;
#ifdef OA_HOST
  // Thread t computes row t / 2, half of the columns, of each output.
  int r = t / 2, h = t % 2;
  if (r < 64) {
    for (int n = h * 32; n < h * 32 + 32; ++n) {
      double s = 0;
      for (int k = 0; k < 16; ++k)
        s += h2d(a1[r * 16 + k]) * h2d(b1[n * 16 + k]);
      d1[r * 64 + n] = (float)s;
    }
    for (int n = h * 16; n < h * 16 + 16; ++n) {
      double s = 0;
      for (int k = 0; k < 16; ++k)
        s -= bf2d(a2[r * 16 + k]) * bf2d(b2[n * 16 + k]);
      d2[r * 32 + n] = (float)s;
    }
    for (int n = h * 8; n < h * 8 + 8; ++n) {
      // The first step rounds to f16 before the second adds.
      double s0 = 0, s1;
      for (int k = 0; k < 16; ++k)
        s0 += h2d(a3[r * 32 + k]) * h2d(b3[n * 32 + k]);
      s1 = h2d(d2h(s0));
      for (int k = 16; k < 32; ++k)
        s1 += h2d(a3[r * 32 + k]) * h2d(b3[n * 32 + k]);
      d3[r * 16 + n] = d2h(s1);
    }
    for (int n = h * 4; n < h * 4 + 4; ++n) {
      double s = c4[r * 8 + n];
      for (int k = 0; k < 8; ++k)
        s += tf32(a4[r * 8 + k]) * tf32(b4[n * 8 + k]);
      d4[r * 8 + n] = (float)s;
    }
  }
#else
  __shared__ __align__(1024) unsigned char sm[31232];
  const u32 S = smem_u32(sm);
  const u32 A1 = S, B1 = S + 8192, B2 = S + 16384, A3 = S + 17408, B3 = S + 21504,
            A4 = S + 22528, B4 = S + 30720;
  // 1: A1 and B1, 64 rows each of 16 halves, K-major 128B.
  for (int i = t; i < 64 * 16; i += 128) {
    int mn = i / 16, k = i % 16;
    st16(kmaj(A1, mn, 2 * k, 128), a1[i]);
    st16(kmaj(B1, mn, 2 * k, 128), b1[i]);
  }
  // 2: B2 (32 x 16) MN-major 64B: atoms of 32 n (64 bytes) by 8 k rows.
  for (int i = t; i < 32 * 16; i += 128) {
    int n = i / 16, k = i % 16;
    u32 a = B2 + (k / 8) * 512 + (k % 8) * 64 + n * 2;
    st16(a ^ (((a >> 7) & 3) << 4), b2[i]);
  }
  // 3: A3 (64 x 32) K-major without swizzle: per 8-row group four 128-byte
  // core-matrix columns (LBO 128, SBO 512); B3 (16 x 32) as two K-major
  // 32B tiles, one per k16 step.
  for (int i = t; i < 64 * 32; i += 128) {
    int m = i / 32, k = i % 32;
    st16(A3 + (m / 8) * 512 + (k / 8) * 128 + (m % 8) * 16 + (k % 8) * 2, a3[i]);
  }
  for (int i = t; i < 16 * 32; i += 128) {
    int n = i / 32, k = i % 32;
    st16(kmaj(B3 + (k / 16) * 512, n, 2 * (k % 16), 32), b3[i]);
  }
  // 4: tf32 (rounded as cvt.rna does), A4 K-major 128B, B4 K-major 64B.
  for (int i = t; i < 64 * 8; i += 128) {
    u32 v;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(v) : "f"(a4[i]));
    st32(kmaj(A4, i / 8, 4 * (i % 8), 128), v);
  }
  if (t < 64) {
    u32 v;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(v) : "f"(b4[t]));
    st32(kmaj(B4, t / 8, 4 * (t % 8), 64), v);
  }
  fence_proxy_async();
  __syncthreads();

  float e1[32], e2[16], e4[4];
  u32 e3[4];
  for (int i = 0; i < 32; ++i)
    e1[i] = 0.f;
  for (int i = 0; i < 16; ++i)
    e2[i] = 0.f;
  for (int i = 0; i < 4; ++i) {
    // C of form 4 in the accumulator layout; form 3 starts from garbage.
    int row = 16 * w + g + 8 * ((i >> 1) & 1), col = 2 * q + (i & 1);
    e4[i] = c4[row * 8 + col];
    e3[i] = 0x7e007e00u;
  }
  // The register A of form 2: rows 16w + g (+8), k 2q (+8), pairs of bf16.
  u32 ra[4];
  for (int i = 0; i < 4; ++i) {
    int row = 16 * w + g + 8 * (i & 1), k = (i >> 1) * 8 + 2 * q;
    ra[i] = (u32)a2[row * 16 + k] | (u32)a2[row * 16 + k + 1] << 16;
  }
  wg_fence();
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31}, %32, %33, p, 1, 1, 0, 0; }"
               : "+f"(e1[0]), "+f"(e1[1]), "+f"(e1[2]), "+f"(e1[3]), "+f"(e1[4]), "+f"(e1[5]), "+f"(e1[6]), "+f"(e1[7]), "+f"(e1[8]), "+f"(e1[9]), "+f"(e1[10]), "+f"(e1[11]), "+f"(e1[12]), "+f"(e1[13]), "+f"(e1[14]), "+f"(e1[15]), "+f"(e1[16]), "+f"(e1[17]), "+f"(e1[18]), "+f"(e1[19]), "+f"(e1[20]), "+f"(e1[21]), "+f"(e1[22]), "+f"(e1[23]), "+f"(e1[24]), "+f"(e1[25]), "+f"(e1[26]), "+f"(e1[27]), "+f"(e1[28]), "+f"(e1[29]), "+f"(e1[30]), "+f"(e1[31]) : "l"(gmma_desc(A1, 16, 1024, 1)), "l"(gmma_desc(B1, 16, 1024, 1)));
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15}, {%16,%17,%18,%19}, %20, p, 1, -1, 1; }"
               : "+f"(e2[0]), "+f"(e2[1]), "+f"(e2[2]), "+f"(e2[3]), "+f"(e2[4]), "+f"(e2[5]), "+f"(e2[6]), "+f"(e2[7]), "+f"(e2[8]), "+f"(e2[9]), "+f"(e2[10]), "+f"(e2[11]), "+f"(e2[12]), "+f"(e2[13]), "+f"(e2[14]), "+f"(e2[15]) : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "l"(gmma_desc(B2, 1024, 512, 2)));
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 0, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 0; }"
               : "+r"(e3[0]), "+r"(e3[1]), "+r"(e3[2]), "+r"(e3[3])
               : "l"(gmma_desc(A3, 128, 512, 0)), "l"(gmma_desc(B3, 16, 256, 3)));
  wg_commit();
  wg_wait<0>();
  wg_fence();
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 0; }"
               : "+r"(e3[0]), "+r"(e3[1]), "+r"(e3[2]), "+r"(e3[3])
               : "l"(gmma_desc(A3 + 256, 128, 512, 0)), "l"(gmma_desc(B3 + 512, 16, 256, 3)));
  asm volatile("{ .reg .pred p; setp.ne.b32 p, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0,%1,%2,%3}, %4, %5, p, 1, 1; }"
               : "+f"(e4[0]), "+f"(e4[1]), "+f"(e4[2]), "+f"(e4[3])
               : "l"(gmma_desc(A4, 16, 1024, 1)), "l"(gmma_desc(B4, 16, 512, 2)));
  wg_commit();
  wg_wait<0>();
  // The accumulator layout: d[4j+i] at row 16w + g + 8((i>>1)&1), column
  // 8j + 2q + (i&1); f16 accumulators pack columns 2q, 2q+1 in one register
  // (register j: row + 8(j&1), columns 8(j/2) + 2q).
  for (int i = 0; i < 32; ++i)
    d1[(16 * w + g + 8 * ((i >> 1) & 1)) * 64 + 8 * (i / 4) + 2 * q + (i & 1)] = e1[i];
  for (int i = 0; i < 16; ++i)
    d2[(16 * w + g + 8 * ((i >> 1) & 1)) * 32 + 8 * (i / 4) + 2 * q + (i & 1)] = e2[i];
  for (int j = 0; j < 4; ++j) {
    int row = 16 * w + g + 8 * (j & 1), col = 8 * (j / 2) + 2 * q;
    d3[row * 16 + col] = (u16)e3[j], d3[row * 16 + col + 1] = (u16)(e3[j] >> 16);
  }
  for (int i = 0; i < 4; ++i)
    d4[(16 * w + g + 8 * ((i >> 1) & 1)) * 8 + 2 * q + (i & 1)] = e4[i];
#endif
}
