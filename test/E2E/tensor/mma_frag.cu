// Fragment layouts of mma.sync, one warp per 16x8 tile: every lane loads
// its A, B and C elements from global memory at the positions the PTX ISA
// gives for its fragment, runs the mma, and stores D the same way.  A wrong
// layout or a wrong product in the compiler (or in oa-emu) puts values in
// the wrong places.  Forms: f16 m16n8k16 -> f32, f16 m16n8k8 -> f16,
// bf16 m16n8k16 and m16n8k8 -> f32, tf32 m16n8k8 and m16n8k4 -> f32,
// s8 m16n8k32 -> s32, u8 x s8 m16n8k16 -> s32.  Matrices are row-major
// per tile: A is 16 x K, B is K x 8, C and D 16 x 8.
#include "tensor.h"

#define TILE (blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5))

#ifdef OA_HOST
// Lane l writes D elements 4l .. 4l+3 of its warp's tile.
template <class FA, class FB>
static void ref(double *Out, const float *C, int K, FA A, FB B) {
  int L = threadIdx.x & 31;
  for (int E = 4 * L; E < 4 * L + 4; ++E) {
    int R = E / 8, Cl = E % 8;
    double S = C ? C[E] : 0;
    for (int Q = 0; Q < K; ++Q)
      S += A(R, Q) * B(Q, Cl);
    Out[E] = S;
  }
}
#endif

extern "C" __global__ void mma_frag(const u16 *ah, const u16 *bh, const u16 *ab, const u16 *bb,
                                    const float *af, const float *bf, const signed char *ai,
                                    const signed char *bi, const float *c, const int *ci,
                                    float *d_h16, u16 *d_h8, float *d_b16, float *d_b8,
                                    float *d_t8, float *d_t4, int *d_i32, int *d_i16) {
  int T = TILE, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const float *C = c + T * 128;
  const int *CI = ci + T * 128;
#ifdef OA_HOST
  double O[128];
  const u16 *AH = ah + T * 256, *BH = bh + T * 128, *AB = ab + T * 256, *BB = bb + T * 128;
  const float *AF = af + T * 128, *BF = bf + T * 64;
  const signed char *AI = ai + T * 512, *BI = bi + T * 256;
  auto Put = [&](float *D) {
    for (int E = 4 * lane; E < 4 * lane + 4; ++E)
      D[T * 128 + E] = (float)O[E];
  };
  ref(O, C, 16, [&](int R, int Q) { return h2d(AH[R * 16 + Q]); },
      [&](int Q, int N) { return h2d(BH[Q * 8 + N]); });
  Put(d_h16);
  {
    // f16 accumulator: C rounded to f16 first, D rounded once to f16.
    double O2[128];
    float CH[128];
    for (int E = 0; E < 128; ++E)
      CH[E] = (float)h2d(d2h(C[E]));
    ref(O2, CH, 8, [&](int R, int Q) { return h2d(AH[R * 16 + Q]); },
        [&](int Q, int N) { return h2d(BH[Q * 8 + N]); });
    for (int E = 4 * lane; E < 4 * lane + 4; ++E)
      d_h8[T * 128 + E] = d2h(O2[E]);
  }
  ref(O, C, 16, [&](int R, int Q) { return bf2d(AB[R * 16 + Q]); },
      [&](int Q, int N) { return bf2d(BB[Q * 8 + N]); });
  Put(d_b16);
  ref(O, C, 8, [&](int R, int Q) { return bf2d(AB[R * 16 + Q]); },
      [&](int Q, int N) { return bf2d(BB[Q * 8 + N]); });
  Put(d_b8);
  ref(O, C, 8, [&](int R, int Q) { return tf32(AF[R * 8 + Q]); },
      [&](int Q, int N) { return tf32(BF[Q * 8 + N]); });
  Put(d_t8);
  ref(O, C, 4, [&](int R, int Q) { return tf32(AF[R * 8 + Q]); },
      [&](int Q, int N) { return tf32(BF[Q * 8 + N]); });
  Put(d_t4);
  for (int E = 4 * lane; E < 4 * lane + 4; ++E) {
    int R = E / 8, N = E % 8;
    long long S = CI[E], U = CI[E];
    for (int Q = 0; Q < 32; ++Q)
      S += (int)AI[R * 32 + Q] * (int)BI[Q * 8 + N];
    for (int Q = 0; Q < 16; ++Q)
      U += (int)(unsigned char)AI[R * 32 + Q] * (int)BI[Q * 8 + N];
    d_i32[T * 128 + E] = (int)S;
    d_i16[T * 128 + E] = (int)U;
  }
#else
  // 16-bit pairs (x, y) packed little-endian into one register.
  auto pk = [](u16 x, u16 y) { return (u32)x | ((u32)y << 16); };
  auto pk8 = [](const signed char *p) {
    return (u32)(unsigned char)p[0] | ((u32)(unsigned char)p[1] << 8) |
           ((u32)(unsigned char)p[2] << 16) | ((u32)(unsigned char)p[3] << 24);
  };
  auto tf = [](float x) {
    u32 r;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return r;
  };
  float c0 = C[g * 8 + 2 * t], c1 = C[g * 8 + 2 * t + 1];
  float c2 = C[(g + 8) * 8 + 2 * t], c3 = C[(g + 8) * 8 + 2 * t + 1];
  auto StoreF = [&](float *D, float d0, float d1, float d2, float d3) {
    D += T * 128;
    D[g * 8 + 2 * t] = d0, D[g * 8 + 2 * t + 1] = d1;
    D[(g + 8) * 8 + 2 * t] = d2, D[(g + 8) * 8 + 2 * t + 1] = d3;
  };
  float d0, d1, d2, d3;
  {
    // f16 (and bf16) m16n8k16: A {row g, k 2t..}, {row g+8}, {row g, k 2t+8}, {row g+8, k 2t+8};
    // B {k 2t, 2t+1 | col g}, {k 2t+8, 2t+9}.
    const u16 *A = ah + T * 256, *B = bh + T * 128;
    u32 a0 = pk(A[g * 16 + 2 * t], A[g * 16 + 2 * t + 1]);
    u32 a1 = pk(A[(g + 8) * 16 + 2 * t], A[(g + 8) * 16 + 2 * t + 1]);
    u32 a2 = pk(A[g * 16 + 2 * t + 8], A[g * 16 + 2 * t + 9]);
    u32 a3 = pk(A[(g + 8) * 16 + 2 * t + 8], A[(g + 8) * 16 + 2 * t + 9]);
    u32 b0 = pk(B[(2 * t) * 8 + g], B[(2 * t + 1) * 8 + g]);
    u32 b1 = pk(B[(2 * t + 8) * 8 + g], B[(2 * t + 9) * 8 + g]);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1),
                   "f"(c2), "f"(c3));
    StoreF(d_h16, d0, d1, d2, d3);
    // f16 m16n8k8 with an f16 accumulator: A {row g, k 2t}, {row g+8}; B {k 2t | g}.
    u32 hc0, hc1, hd0, hd1;
    asm("cvt.rn.f16x2.f32 %0, %2, %1;" : "=r"(hc0) : "f"(c0), "f"(c1));
    asm("cvt.rn.f16x2.f32 %0, %2, %1;" : "=r"(hc1) : "f"(c2), "f"(c3));
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3}, {%4}, "
                 "{%5,%6};"
                 : "=r"(hd0), "=r"(hd1) : "r"(a0), "r"(a1), "r"(b0), "r"(hc0), "r"(hc1));
    u16 *H = d_h8 + T * 128;
    H[g * 8 + 2 * t] = (u16)hd0, H[g * 8 + 2 * t + 1] = (u16)(hd0 >> 16);
    H[(g + 8) * 8 + 2 * t] = (u16)hd1, H[(g + 8) * 8 + 2 * t + 1] = (u16)(hd1 >> 16);
  }
  {
    const u16 *A = ab + T * 256, *B = bb + T * 128;
    u32 a0 = pk(A[g * 16 + 2 * t], A[g * 16 + 2 * t + 1]);
    u32 a1 = pk(A[(g + 8) * 16 + 2 * t], A[(g + 8) * 16 + 2 * t + 1]);
    u32 a2 = pk(A[g * 16 + 2 * t + 8], A[g * 16 + 2 * t + 9]);
    u32 a3 = pk(A[(g + 8) * 16 + 2 * t + 8], A[(g + 8) * 16 + 2 * t + 9]);
    u32 b0 = pk(B[(2 * t) * 8 + g], B[(2 * t + 1) * 8 + g]);
    u32 b1 = pk(B[(2 * t + 8) * 8 + g], B[(2 * t + 9) * 8 + g]);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1),
                   "f"(c2), "f"(c3));
    StoreF(d_b16, d0, d1, d2, d3);
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, "
                 "{%6}, {%7,%8,%9,%10};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
    StoreF(d_b8, d0, d1, d2, d3);
  }
  {
    // tf32 m16n8k8: A {row g, k t}, {row g+8, k t}, {row g, k t+4}, {row g+8, k t+4};
    // B {k t | col g}, {k t+4}.  m16n8k4: the first two of each.
    const float *A = af + T * 128, *B = bf + T * 64;
    u32 a0 = tf(A[g * 8 + t]), a1 = tf(A[(g + 8) * 8 + t]);
    u32 a2 = tf(A[g * 8 + t + 4]), a3 = tf(A[(g + 8) * 8 + t + 4]);
    u32 b0 = tf(B[t * 8 + g]), b1 = tf(B[(t + 4) * 8 + g]);
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1),
                   "f"(c2), "f"(c3));
    StoreF(d_t8, d0, d1, d2, d3);
    asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5}, "
                 "{%6}, {%7,%8,%9,%10};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
    StoreF(d_t4, d0, d1, d2, d3);
  }
  {
    // s8 m16n8k32: A {row g, k 4t..4t+3}, {row g+8}, {row g, k 4t+16..}, {row g+8, k 4t+16..};
    // B {k 4t..4t+3 | col g}, {k 4t+16..}.  m16n8k16 (u8 x s8): the first two / first one.
    const signed char *A = ai + T * 512, *B = bi + T * 256;
    u32 a0 = pk8(A + g * 32 + 4 * t), a1 = pk8(A + (g + 8) * 32 + 4 * t);
    u32 a2 = pk8(A + g * 32 + 4 * t + 16), a3 = pk8(A + (g + 8) * 32 + 4 * t + 16);
    signed char bt[8];
    for (int q = 0; q < 4; ++q)
      bt[q] = B[(4 * t + q) * 8 + g], bt[4 + q] = B[(4 * t + 16 + q) * 8 + g];
    u32 b0 = pk8(bt), b1 = pk8(bt + 4);
    int ic0 = CI[g * 8 + 2 * t], ic1 = CI[g * 8 + 2 * t + 1];
    int ic2 = CI[(g + 8) * 8 + 2 * t], ic3 = CI[(g + 8) * 8 + 2 * t + 1];
    int e0, e1, e2, e3;
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(e0), "=r"(e1), "=r"(e2), "=r"(e3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(ic0), "r"(ic1),
                   "r"(ic2), "r"(ic3));
    int *D = d_i32 + T * 128;
    D[g * 8 + 2 * t] = e0, D[g * 8 + 2 * t + 1] = e1;
    D[(g + 8) * 8 + 2 * t] = e2, D[(g + 8) * 8 + 2 * t + 1] = e3;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, "
                 "{%6}, {%7,%8,%9,%10};"
                 : "=r"(e0), "=r"(e1), "=r"(e2), "=r"(e3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(ic0), "r"(ic1), "r"(ic2), "r"(ic3));
    D = d_i16 + T * 128;
    D[g * 8 + 2 * t] = e0, D[g * 8 + 2 * t + 1] = e1;
    D[(g + 8) * 8 + 2 * t] = e2, D[(g + 8) * 8 + 2 * t + 1] = e3;
  }
#endif
}
