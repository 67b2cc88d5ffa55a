/*===- oa_cuda_intrinsics.h - barriers, fences, warp ops, atomics, bits ---===*
 * Each function is one NVVM builtin, Clang builtin or __scoped_atomic_*
 * builtin, so the IR carries the operation itself (an NVVM or LLVM
 * intrinsic, atomicrmw, cmpxchg) and oa-llc decides how to lower it.
 * Atomics are relaxed and device-scoped, as CUDA's atomicXxx are.
 *===----------------------------------------------------------------------===*/
#ifndef OA_CUDA_INTRINSICS_H
#define OA_CUDA_INTRINSICS_H

/* ---- barriers and fences ---- */
/* __syncthreads is a Clang builtin in CUDA mode (llvm.nvvm.barrier.cta.sync.aligned.all). */
__OA_DEV int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__OA_DEV int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
__OA_DEV int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
__OA_DEV void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
__OA_DEV void __threadfence_block(void) { __nvvm_membar_cta(); }
__OA_DEV void __threadfence(void) { __nvvm_membar_gl(); }
__OA_DEV void __threadfence_system(void) { __nvvm_membar_sys(); }

/* ---- warp shuffles: c = ((32 - width) << 8) | clamp, as in PTX shfl.sync ---- */
#define __OA_SHFL_C(width, clamp) ((((32 - (width)) & 0x1f) << 8) | (clamp))
__OA_DEV int __shfl_sync(unsigned m, int v, int src, int w = 32) { return __nvvm_shfl_sync_idx_i32(m, v, src, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV unsigned __shfl_sync(unsigned m, unsigned v, int src, int w = 32) { return (unsigned)__nvvm_shfl_sync_idx_i32(m, (int)v, src, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV float __shfl_sync(unsigned m, float v, int src, int w = 32) { return __nvvm_shfl_sync_idx_f32(m, v, src, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV int __shfl_up_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_i32(m, v, d, __OA_SHFL_C(w, 0)); }
__OA_DEV unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_up_i32(m, (int)v, d, __OA_SHFL_C(w, 0)); }
__OA_DEV float __shfl_up_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_f32(m, v, d, __OA_SHFL_C(w, 0)); }
__OA_DEV int __shfl_down_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_i32(m, v, d, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_down_i32(m, (int)v, d, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV float __shfl_down_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_f32(m, v, d, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV int __shfl_xor_sync(unsigned m, int v, int lm, int w = 32) { return __nvvm_shfl_sync_bfly_i32(m, v, lm, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV unsigned __shfl_xor_sync(unsigned m, unsigned v, int lm, int w = 32) { return (unsigned)__nvvm_shfl_sync_bfly_i32(m, (int)v, lm, __OA_SHFL_C(w, 0x1f)); }
__OA_DEV float __shfl_xor_sync(unsigned m, float v, int lm, int w = 32) { return __nvvm_shfl_sync_bfly_f32(m, v, lm, __OA_SHFL_C(w, 0x1f)); }
/* 64-bit values travel as two 32-bit halves, as the SDK does it. */
#define __OA_SHFL64(NAME, T, LT)                                                    \
  __OA_DEV T NAME(unsigned m, T v, LT l, int w = 32) {                           \
    unsigned long long b = __builtin_bit_cast(unsigned long long, v);            \
    unsigned lo = NAME(m, (unsigned)b, l, w), hi = NAME(m, (unsigned)(b >> 32), l, w); \
    return __builtin_bit_cast(T, ((unsigned long long)hi << 32) | lo);           \
  }
__OA_SHFL64(__shfl_sync, double, int)
__OA_SHFL64(__shfl_sync, long long, int)
__OA_SHFL64(__shfl_sync, unsigned long long, int)
__OA_SHFL64(__shfl_up_sync, double, unsigned)
__OA_SHFL64(__shfl_up_sync, long long, unsigned)
__OA_SHFL64(__shfl_up_sync, unsigned long long, unsigned)
__OA_SHFL64(__shfl_down_sync, double, unsigned)
__OA_SHFL64(__shfl_down_sync, long long, unsigned)
__OA_SHFL64(__shfl_down_sync, unsigned long long, unsigned)
__OA_SHFL64(__shfl_xor_sync, double, int)
__OA_SHFL64(__shfl_xor_sync, long long, int)
__OA_SHFL64(__shfl_xor_sync, unsigned long long, int)
#undef __OA_SHFL64

/* ---- votes ---- */
__OA_DEV unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p != 0); }
__OA_DEV int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p != 0); }
__OA_DEV int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p != 0); }
__OA_DEV int __uni_sync(unsigned m, int p) { return __nvvm_vote_uni_sync(m, p != 0); }
__OA_DEV unsigned __activemask(void) { return __nvvm_activemask(); }
__OA_DEV unsigned __lanemask_lt(void) { return __nvvm_read_ptx_sreg_lanemask_lt(); }

/* ---- bit manipulation (llvm.ctpop / ctlz / cttz / bitreverse / fshl / fshr) ---- */
__OA_DEV int __popc(unsigned x) { return __builtin_popcount(x); }
__OA_DEV int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__OA_DEV int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
__OA_DEV int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__OA_DEV int __ffs(int x) { return x == 0 ? 0 : __builtin_ctz((unsigned)x) + 1; }
__OA_DEV int __ffsll(long long x) { return x == 0 ? 0 : __builtin_ctzll((unsigned long long)x) + 1; }
__OA_DEV unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
__OA_DEV unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
/* CUDA's (lo, hi) order; LLVM's fshl/fshr take the high word first. */
__OA_DEV unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { return __builtin_elementwise_fshl(hi, lo, s); }
__OA_DEV unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { return __builtin_elementwise_fshr(hi, lo, s); }
__OA_DEV unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned s) { return s >= 32 ? lo : __builtin_elementwise_fshl(hi, lo, s); }
__OA_DEV unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned s) { return s >= 32 ? hi : __builtin_elementwise_fshr(hi, lo, s); }
/* CUDA's selectors are 3 bits a byte; PRMT's default mode reads a 4th, the
   sign replication bit (utils/difftest seed 389161022). */
__OA_DEV unsigned __byte_perm(unsigned x, unsigned y, unsigned s) { return __nvvm_prmt(x, y, s & 0x7777u); }
__OA_DEV int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
__OA_DEV unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
__OA_DEV long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
__OA_DEV unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }
__OA_DEV int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
__OA_DEV unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffffu) * (b & 0xffffffu); }
__OA_DEV unsigned __sad(int a, int b, unsigned c) { return c + (unsigned)(a > b ? a - b : b - a); }
__OA_DEV unsigned __usad(unsigned a, unsigned b, unsigned c) { return c + (a > b ? a - b : b - a); }
/* The SDK's (sm_61_intrinsics.hpp) spelling: inline PTX dp4a/dp2a, which
   oa's PTX translator turns into IDP.4A or the sum. */
#define __OA_DOT(NAME, T, PTX)                                                   \
  __OA_DEV T NAME(T a, T b, T c) {                                               \
    T d;                                                                         \
    asm(PTX " %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));              \
    return d;                                                                    \
  }
__OA_DOT(__dp4a, int, "dp4a.s32.s32")
__OA_DOT(__dp4a, unsigned, "dp4a.u32.u32")
__OA_DOT(__dp2a_lo, int, "dp2a.lo.s32.s32")
__OA_DOT(__dp2a_lo, unsigned, "dp2a.lo.u32.u32")
__OA_DOT(__dp2a_hi, int, "dp2a.hi.s32.s32")
__OA_DOT(__dp2a_hi, unsigned, "dp2a.hi.u32.u32")
#undef __OA_DOT

/* ---- reinterpretation ---- */
__OA_DEV float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__OA_DEV int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__OA_DEV float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
__OA_DEV unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
__OA_DEV double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
__OA_DEV long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
__OA_DEV int __double2hiint(double x) { return (int)(__builtin_bit_cast(unsigned long long, x) >> 32); }
__OA_DEV int __double2loint(double x) { return (int)__builtin_bit_cast(unsigned long long, x); }
__OA_DEV double __hiloint2double(int hi, int lo) {
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}

/* ---- read-only loads: Clang lowers __nvvm_ldg_* to an addrspace(1) load with !invariant.load ---- */
__OA_DEV char __ldg(const char *p) { return __nvvm_ldg_c(p); }
__OA_DEV unsigned char __ldg(const unsigned char *p) { return __nvvm_ldg_uc(p); }
__OA_DEV short __ldg(const short *p) { return __nvvm_ldg_s(p); }
__OA_DEV unsigned short __ldg(const unsigned short *p) { return __nvvm_ldg_us(p); }
__OA_DEV int __ldg(const int *p) { return __nvvm_ldg_i(p); }
__OA_DEV unsigned __ldg(const unsigned *p) { return __nvvm_ldg_ui(p); }
__OA_DEV long long __ldg(const long long *p) { return __nvvm_ldg_ll(p); }
__OA_DEV unsigned long long __ldg(const unsigned long long *p) { return __nvvm_ldg_ull(p); }
__OA_DEV float __ldg(const float *p) { return __nvvm_ldg_f(p); }
__OA_DEV double __ldg(const double *p) { return __nvvm_ldg_d(p); }
__OA_DEV int2 __ldg(const int2 *p) { typedef int v2 __attribute__((ext_vector_type(2))); v2 v = __nvvm_ldg_i2((const v2 *)p); return make_int2(v[0], v[1]); }
__OA_DEV int4 __ldg(const int4 *p) { typedef int v4 __attribute__((ext_vector_type(4))); v4 v = __nvvm_ldg_i4((const v4 *)p); return make_int4(v[0], v[1], v[2], v[3]); }
__OA_DEV uint2 __ldg(const uint2 *p) { typedef unsigned v2 __attribute__((ext_vector_type(2))); v2 v = __nvvm_ldg_ui2((const v2 *)p); return make_uint2(v[0], v[1]); }
__OA_DEV uint4 __ldg(const uint4 *p) { typedef unsigned v4 __attribute__((ext_vector_type(4))); v4 v = __nvvm_ldg_ui4((const v4 *)p); return make_uint4(v[0], v[1], v[2], v[3]); }
__OA_DEV float2 __ldg(const float2 *p) { typedef float v2 __attribute__((ext_vector_type(2))); v2 v = __nvvm_ldg_f2((const v2 *)p); return make_float2(v[0], v[1]); }
__OA_DEV float4 __ldg(const float4 *p) { typedef float v4 __attribute__((ext_vector_type(4))); v4 v = __nvvm_ldg_f4((const v4 *)p); return make_float4(v[0], v[1], v[2], v[3]); }
__OA_DEV double2 __ldg(const double2 *p) { typedef double v2 __attribute__((ext_vector_type(2))); v2 v = __nvvm_ldg_d2((const v2 *)p); return make_double2(v[0], v[1]); }

/* ---- atomics: relaxed, device scope ---- */
#define __OA_R __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE
#define __OA_ATOMIC_RMW(NAME, OP, T) \
  __OA_DEV T NAME(T *p, T v) { return __scoped_atomic_##OP(p, v, __OA_R); }
#define __OA_ATOMIC_INTS(NAME, OP)                \
  __OA_ATOMIC_RMW(NAME, OP, int)                  \
  __OA_ATOMIC_RMW(NAME, OP, unsigned)             \
  __OA_ATOMIC_RMW(NAME, OP, unsigned long long)
__OA_ATOMIC_INTS(atomicAdd, fetch_add)
__OA_ATOMIC_RMW(atomicAdd, fetch_add, float)
__OA_ATOMIC_RMW(atomicAdd, fetch_add, double)
__OA_ATOMIC_INTS(atomicSub, fetch_sub)
__OA_ATOMIC_INTS(atomicAnd, fetch_and)
__OA_ATOMIC_INTS(atomicOr, fetch_or)
__OA_ATOMIC_INTS(atomicXor, fetch_xor)
__OA_ATOMIC_INTS(atomicMax, fetch_max)
__OA_ATOMIC_RMW(atomicMax, fetch_max, long long)
__OA_ATOMIC_INTS(atomicMin, fetch_min)
__OA_ATOMIC_RMW(atomicMin, fetch_min, long long)
#undef __OA_ATOMIC_INTS
#undef __OA_ATOMIC_RMW
#define __OA_ATOMIC_EXCH(T)                                                     \
  __OA_DEV T atomicExch(T *p, T v) { return __scoped_atomic_exchange_n(p, v, __OA_R); } \
  __OA_DEV T atomicCAS(T *p, T cmp, T v) {                                      \
    __scoped_atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __OA_R); \
    return cmp;                                                                 \
  }
__OA_ATOMIC_EXCH(int)
__OA_ATOMIC_EXCH(unsigned)
__OA_ATOMIC_EXCH(unsigned long long)
__OA_ATOMIC_EXCH(unsigned short)
#undef __OA_ATOMIC_EXCH
__OA_DEV float atomicExch(float *p, float v) {
  return __builtin_bit_cast(float, __scoped_atomic_exchange_n((unsigned *)p, __builtin_bit_cast(unsigned, v), __OA_R));
}
#undef __OA_R
/* No __atomic builtin wraps around: these are llvm's atomicrmw uinc_wrap / udec_wrap. */
__OA_DEV unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
__OA_DEV unsigned atomicDec(unsigned *p, unsigned v) { return __nvvm_atom_dec_gen_ui(p, v); }

#endif /* OA_CUDA_INTRINSICS_H */
