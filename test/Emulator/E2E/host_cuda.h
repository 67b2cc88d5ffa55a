//===-- host_cuda.h - run the e2e CUDA kernels on the host, as C++ --------===//
//
// The host reference for oa-emu's differential test (run-e2e.py): the
// suite's .cu files compile as plain C++ with this header forced in.  Every
// CUDA thread is a fiber (host_main.cpp), so __syncthreads, __syncwarp and
// the shuffles really synchronise; blocks run one after another, which
// makes block-local statics behave as __shared__ memory.  run-e2e.py
// rewrites `extern __shared__ T name[];` to a pointer to the dynamic shared
// buffer before compiling.  Only what the suite uses is here.
//
//===----------------------------------------------------------------------===//
#ifndef OA_TEST_HOST_CUDA_H
#define OA_TEST_HOST_CUDA_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __shared__ static
#define __constant__
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __align__(N) __attribute__((aligned(N)))

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
extern dim3 threadIdx, blockIdx, blockDim, gridDim;
extern unsigned char *oa_dyn_smem;

// Fiber synchronisation (host_main.cpp; out of line, so that the compiler
// reloads threadIdx and memory after every call).
void __syncthreads();
void __syncwarp(unsigned Mask = 0xffffffffu);
uint64_t oa_shfl_raw(uint64_t V, int Mode, unsigned Arg, int Width);

template <class T> inline T oa_shfl(T V, int Mode, unsigned Arg, int Width) {
  static_assert(sizeof(T) <= 8, "shuffle of a value over 8 bytes");
  uint64_t B = 0;
  std::memcpy(&B, &V, sizeof(T));
  B = oa_shfl_raw(B, Mode, Arg, Width);
  T R;
  std::memcpy(&R, &B, sizeof(T));
  return R;
}
// The ballot of the warp's live lanes; *Live (when given) gets the live
// lanes at the vote.
unsigned oa_vote_raw(bool Pred, unsigned *Live = nullptr);
inline unsigned __ballot_sync(unsigned, int P) { return oa_vote_raw(P != 0); }
unsigned oa_live_mask();
inline int __any_sync(unsigned, int P) { return oa_vote_raw(P != 0) != 0; }
inline int __all_sync(unsigned, int P) {
  unsigned Live;
  unsigned B = oa_vote_raw(P != 0, &Live);
  return B == Live;
}
inline unsigned __activemask() { return oa_live_mask(); }
template <class T> T __shfl_sync(unsigned, T V, int L, int W = 32) { return oa_shfl(V, 0, L, W); }
template <class T> T __shfl_up_sync(unsigned, T V, unsigned D, int W = 32) { return oa_shfl(V, 1, D, W); }
template <class T> T __shfl_down_sync(unsigned, T V, unsigned D, int W = 32) { return oa_shfl(V, 2, D, W); }
template <class T> T __shfl_xor_sync(unsigned, T V, int M, int W = 32) { return oa_shfl(V, 3, M, W); }

// Blocks run sequentially and fibers switch only at synchronisation, so
// atomics are plain read-modify-writes.
template <class T, class U> inline T atomicAdd(T *P, U V) {
  T Old = *P;
  *P = (T)(Old + V);
  return Old;
}
template <class T, class U> inline T atomicMax(T *P, U V) {
  T Old = *P;
  *P = Old < (T)V ? (T)V : Old;
  return Old;
}
template <class T, class U> inline T atomicMin(T *P, U V) {
  T Old = *P;
  *P = (T)V < Old ? (T)V : Old;
  return Old;
}

template <class T, class U> inline T atomicCAS(T *P, U Cmp, U V) {
  T Old = *P;
  if (Old == (T)Cmp)
    *P = (T)V;
  return Old;
}
template <class T, class U> inline T atomicExch(T *P, U V) {
  T Old = *P;
  *P = (T)V;
  return Old;
}
template <class T, class U> inline T atomicOr(T *P, U V) {
  T Old = *P;
  *P = Old | (T)V;
  return Old;
}
template <class T, class U> inline T atomicAnd(T *P, U V) {
  T Old = *P;
  *P = Old & (T)V;
  return Old;
}
template <class T, class U> inline T atomicXor(T *P, U V) {
  T Old = *P;
  *P = Old ^ (T)V;
  return Old;
}
template <class T, class U> inline T atomicSub(T *P, U V) {
  T Old = *P;
  *P = (T)(Old - V);
  return Old;
}

inline int __popc(unsigned X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __clz(int X) { return X ? __builtin_clz((unsigned)X) : 32; }
inline int __clzll(long long X) { return X ? __builtin_clzll((unsigned long long)X) : 64; }
inline int __ffs(int X) { return __builtin_ffs(X); }
inline int __ffsll(long long X) { return __builtin_ffsll(X); }
inline unsigned __brev(unsigned X) {
  unsigned R = 0;
  for (int K = 0; K < 32; ++K)
    R |= ((X >> K) & 1u) << (31 - K);
  return R;
}
// CUDA: the 64-bit {Hi, Lo} shifted by Sh & 31, high (l) or low (r) word.
inline unsigned __funnelshift_l(unsigned Lo, unsigned Hi, unsigned Sh) {
  unsigned long long V = ((unsigned long long)Hi << 32) | Lo;
  return (unsigned)((V << (Sh & 31)) >> 32);
}
inline unsigned __funnelshift_r(unsigned Lo, unsigned Hi, unsigned Sh) {
  unsigned long long V = ((unsigned long long)Hi << 32) | Lo;
  return (unsigned)(V >> (Sh & 31));
}
inline float __sinf(float X) { return std::sin(X); }
inline float __cosf(float X) { return std::cos(X); }
inline float __logf(float X) { return std::log(X); }
inline float __log2f(float X) { return std::log2(X); }
inline float __powf(float X, float Y) { return std::pow(X, Y); }

struct alignas(16) float4 {
  float x, y, z, w;
};
struct alignas(8) float2 {
  float x, y;
};
#define OA_MINMAX(T)                                                           \
  inline T min(T A, T B) { return B < A ? B : A; }                             \
  inline T max(T A, T B) { return A < B ? B : A; }
OA_MINMAX(int)
OA_MINMAX(unsigned)
OA_MINMAX(long long)
OA_MINMAX(unsigned long long)
OA_MINMAX(float)
OA_MINMAX(double)
#undef OA_MINMAX

inline float4 make_float4(float X, float Y, float Z, float W) { return {X, Y, Z, W}; }
inline float2 make_float2(float X, float Y) { return {X, Y}; }
template <class T> inline T __ldg(const T *P) { return *P; }
inline float rsqrtf(float X) { return 1.0f / std::sqrt(X); }
inline int __float2int_rn(float X) { return (int)std::nearbyint(X); }
inline unsigned long long __umul64hi(unsigned long long A, unsigned long long B) {
  return (unsigned long long)(((unsigned __int128)A * B) >> 64);
}
inline float __fdividef(float A, float B) { return A / B; }
inline float __expf(float X) { return std::exp(X); }

// fp16 through the compiler's _Float16 (correctly rounded conversions).
struct __half {
  uint16_t Bits;
};
inline float __half2float(__half H) {
  _Float16 F;
  std::memcpy(&F, &H.Bits, 2);
  return (float)F;
}
inline __half oa_half_from_double(double D) {
  _Float16 F = (_Float16)D;
  __half H;
  std::memcpy(&H.Bits, &F, 2);
  return H;
}
inline unsigned short __half_as_ushort(__half H) { return H.Bits; }
inline __half __float2half(float F) { return oa_half_from_double(F); }
// a * b + c with one rounding: the product of two halves and the sum are
// exact in double.
inline __half __hfma(__half A, __half B, __half C) {
  return oa_half_from_double((double)__half2float(A) * __half2float(B) + __half2float(C));
}
inline __half __hadd(__half A, __half B) {
  return oa_half_from_double((double)__half2float(A) + __half2float(B));
}
inline __half __hmul(__half A, __half B) {
  return oa_half_from_double((double)__half2float(A) * __half2float(B));
}

struct __nv_bfloat16 {
  uint16_t Bits;
};
inline float __bfloat162float(__nv_bfloat16 H) {
  uint32_t U = (uint32_t)H.Bits << 16;
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}
inline __nv_bfloat16 __float2bfloat16(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  __nv_bfloat16 H;
  if ((U & 0x7fffffffu) > 0x7f800000u)
    H.Bits = (uint16_t)((U >> 16) | 0x40); // quiet NaN
  else
    H.Bits = (uint16_t)((U + 0x7fffu + ((U >> 16) & 1)) >> 16);
  return H;
}
// Through float: for operands whose exponents differ by more than 16 this
// rounds twice (the tests' tolerances cover that).
inline __nv_bfloat16 __hadd(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __float2bfloat16(__bfloat162float(A) + __bfloat162float(B));
}
inline __nv_bfloat16 __hmul(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __float2bfloat16(__bfloat162float(A) * __bfloat162float(B));
}

// Calls a kernel with its parameters unpacked from the packed block.
template <class T> inline std::remove_cv_t<T> oa_arg(const uint8_t *P) {
  std::remove_cv_t<T> V;
  std::memcpy((void *)&V, P, sizeof(V));
  return V;
}
template <class... A, size_t... I>
inline void oa_invoke_impl(void (*F)(A...), const uint8_t *P, const uint32_t *Off,
                           std::index_sequence<I...>) {
  F(oa_arg<A>(P + Off[I])...);
}
template <class... A>
inline void oa_invoke(void (*F)(A...), const uint8_t *P, const uint32_t *Off, unsigned N) {
  if (N != sizeof...(A))
    throw "the description's argument count differs from the kernel's";
  oa_invoke_impl(F, P, Off, std::index_sequence_for<A...>());
}

#endif
