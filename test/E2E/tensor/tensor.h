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

// clang's CUDA mode without the SDK headers spells it as an attribute.
#if defined(OA_HOST) && !defined(__grid_constant__)
#define __grid_constant__
#elif defined(__clang__) && !defined(__grid_constant__)
#define __grid_constant__ __attribute__((grid_constant))
#endif

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

// A CUtensorMap as the kernel receives it (__grid_constant__): 128 bytes,
// 64-byte aligned; its contents are the driver's (oa-run encodes them with
// cuTensorMapEncodeTiled) or oa-emu's.
struct __align__(64) TmaMap {
  u64 Opaque[16];
};

// ---- sm_90a: mbarrier, TMA, wgmma ----
#ifndef OA_HOST
__device__ __forceinline__ void mbar_init(u32 Bar, u32 Count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(Bar), "r"(Count));
}
__device__ __forceinline__ void mbar_expect_tx(u32 Bar, u32 Bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(Bar), "r"(Bytes)
               : "memory");
}
__device__ __forceinline__ void mbar_arrive(u32 Bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(Bar) : "memory");
}
__device__ __forceinline__ bool mbar_try_wait(u32 Bar, u32 Parity) {
  u32 Ok;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; "
               "selp.u32 %0, 1, 0, p; }"
               : "=r"(Ok) : "r"(Bar), "r"(Parity) : "memory");
  return Ok;
}
__device__ __forceinline__ void mbar_wait(u32 Bar, u32 Parity) {
  while (!mbar_try_wait(Bar, Parity))
    ;
}
__device__ __forceinline__ void fence_barrier_init() {
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
__device__ __forceinline__ void fence_proxy_async() {
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}
__device__ __forceinline__ void tma_load_2d(u32 Dst, const TmaMap *Map, int C0, int C1, u32 Bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];"
               ::"r"(Dst), "l"(Map), "r"(C0), "r"(C1), "r"(Bar) : "memory");
}
__device__ __forceinline__ void tma_store_2d(const TmaMap *Map, int C0, int C1, u32 Src) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];"
               ::"l"(Map), "r"(C0), "r"(C1), "r"(Src) : "memory");
}
__device__ __forceinline__ void tma_store_commit_wait() {
  asm volatile("cp.async.bulk.commit_group;" ::: "memory");
  asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}
__device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
__device__ __forceinline__ void wg_commit() {
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}
template <int N> __device__ __forceinline__ void wg_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory");
}
// A shared-memory matrix descriptor: start address, leading and stride
// byte offsets (16-byte units), swizzle mode (1: 128B, 2: 64B, 3: 32B,
// 0: none) in bits 62-63.
__device__ __forceinline__ u64 gmma_desc(u32 Addr, u32 Lbo, u32 Sbo, u32 Swizzle) {
  return (u64)((Addr & 0x3ffff) >> 4) | ((u64)((Lbo & 0x3ffff) >> 4) << 16) |
         ((u64)((Sbo & 0x3ffff) >> 4) << 32) | ((u64)Swizzle << 62);
}
#endif
#endif
