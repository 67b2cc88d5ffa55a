// The tensor-core suite's helpers.  Device side: the PTX every tensor-core
// kernel writes by hand (ldmatrix, mma.sync, cp.async, wgmma, mbarrier,
// TMA) as small inline functions, so that nvcc and clang-22 + oa compile the
// same instructions.  Host side (OA_HOST, the emulator's differential test
// compiles the kernels as C++): exact decoders of the 16-bit formats and
// the tf32 rounding, for the float64 references.
//
// 16-bit values travel as raw bits (unsigned short) so that no fp16 header
// is needed on any side.
#ifndef OA_TENSOR_H
#define OA_TENSOR_H

typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

#ifdef OA_HOST
#include <cmath>
#include <cstring>
inline double h2d(u16 H) {
  int E = (H >> 10) & 31, M = H & 1023;
  double V = E == 0 ? std::ldexp((double)M, -24) : E == 31 ? INFINITY : std::ldexp(1024.0 + M, E - 25);
  return (H & 0x8000) ? -V : V;
}
inline double bf2d(u16 B) {
  u32 X = (u32)B << 16;
  float F;
  std::memcpy(&F, &X, 4);
  return F;
}
inline u16 d2h(double D) {
  _Float16 F = (_Float16)D;
  u16 H;
  std::memcpy(&H, &F, 2);
  return H;
}
inline double f2d(u32 X) {
  float F;
  std::memcpy(&F, &X, 4);
  return F;
}
// cvt.rna.tf32.f32: round to 10 mantissa bits, ties away from zero.
inline double tf32(float F) {
  u32 X;
  std::memcpy(&X, &F, 4);
  if ((X & 0x7f800000u) != 0x7f800000u)
    X = (X + 0x1000u) & 0xffffe000u;
  float R;
  std::memcpy(&R, &X, 4);
  return R;
}
#else
__device__ __forceinline__ u32 smem_u32(const void *P) {
  u32 A;
  asm("{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }" : "=r"(A) : "l"(P));
  return A;
}
__device__ __forceinline__ void ldsm_x4(u32 *R, u32 Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3]) : "r"(Addr));
}
__device__ __forceinline__ void ldsm_x4_t(u32 *R, u32 Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3]) : "r"(Addr));
}
__device__ __forceinline__ void cp_async16(u32 Dst, const void *Src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(Dst), "l"(Src));
}
// src-size bytes are read, the rest of the 16 zero-filled.
__device__ __forceinline__ void cp_async16_zfill(u32 Dst, const void *Src, u32 SrcBytes) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(Dst), "l"(Src), "r"(SrcBytes));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;"); }
template <int N> __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory");
}
// D += A * B, m16n8k16, f32 accumulators.
__device__ __forceinline__ void mma_f16(float *D, const u32 *A, const u32 *B) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
               : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
}
__device__ __forceinline__ void mma_bf16(float *D, const u32 *A, const u32 *B) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
               : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
}
#endif
#endif
