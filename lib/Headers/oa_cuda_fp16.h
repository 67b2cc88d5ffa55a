/*===- oa_cuda_fp16.h - minimal __half and __nv_bfloat16 ------------------===*
 * Wrappers around Clang's _Float16 and __bf16, which are native IR types
 * (half, bfloat) on NVPTX: arithmetic on them stays in 16 bits, conversions
 * are fpext/fptrunc (round to nearest even).  Enough of cuda_fp16.h and
 * cuda_bf16.h for elementwise kernels that compute in f32.
 *===----------------------------------------------------------------------===*/
#ifndef OA_CUDA_FP16_H
#define OA_CUDA_FP16_H

struct __attribute__((aligned(2))) __half {
  _Float16 __x;
  __half() = default;
  __host__ __device__ __half(float f) : __x((_Float16)f) {}
  __host__ __device__ __half(double f) : __x((_Float16)f) {}
  __host__ __device__ __half(int i) : __x((_Float16)i) {}
  __host__ __device__ operator float() const { return (float)__x; }
};
struct __attribute__((aligned(2))) __nv_bfloat16 {
  __bf16 __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(float f) : __x((__bf16)f) {}
  __host__ __device__ __nv_bfloat16(double f) : __x((__bf16)f) {}
  __host__ __device__ __nv_bfloat16(int i) : __x((__bf16)i) {}
  __host__ __device__ operator float() const { return (float)__x; }
};
struct __attribute__((aligned(4))) __half2 { __half x, y; };
struct __attribute__((aligned(4))) __nv_bfloat162 { __nv_bfloat16 x, y; };
typedef __half half;
typedef __half2 half2;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#define __OA_H(v) __builtin_bit_cast(__half, (_Float16)(v))
#define __OA_B(v) __builtin_bit_cast(__nv_bfloat16, (__bf16)(v))

/* ---- __half ---- */
__OA_DEV __half __float2half(float f) { return __OA_H(f); }
__OA_DEV __half __float2half_rn(float f) { return __OA_H(f); }
__OA_DEV float __half2float(__half h) { return (float)h.__x; }
__OA_DEV __half __int2half_rn(int i) { return __OA_H(i); }
__OA_DEV int __half2int_rz(__half h) { return (int)h.__x; }
__OA_DEV unsigned short __half_as_ushort(__half h) { return __builtin_bit_cast(unsigned short, h); }
__OA_DEV __half __ushort_as_half(unsigned short u) { return __builtin_bit_cast(__half, u); }
__OA_DEV short __half_as_short(__half h) { return __builtin_bit_cast(short, h); }
__OA_DEV __half __short_as_half(short u) { return __builtin_bit_cast(__half, u); }
__OA_DEV __half __hadd(__half a, __half b) { return __OA_H(a.__x + b.__x); }
__OA_DEV __half __hsub(__half a, __half b) { return __OA_H(a.__x - b.__x); }
__OA_DEV __half __hmul(__half a, __half b) { return __OA_H(a.__x * b.__x); }
__OA_DEV __half __hdiv(__half a, __half b) { return __OA_H(a.__x / b.__x); }
__OA_DEV __half __hneg(__half a) { return __OA_H(-a.__x); }
__OA_DEV __half __habs(__half a) { return __OA_H(__builtin_fabsf16(a.__x)); }
__OA_DEV __half __hfma(__half a, __half b, __half c) { return __OA_H(__builtin_fmaf16(a.__x, b.__x, c.__x)); }
__OA_DEV __half __hmax(__half a, __half b) { return __OA_H(__builtin_fmaxf16(a.__x, b.__x)); }
__OA_DEV __half __hmin(__half a, __half b) { return __OA_H(__builtin_fminf16(a.__x, b.__x)); }
__OA_DEV bool __heq(__half a, __half b) { return a.__x == b.__x; }
__OA_DEV bool __hlt(__half a, __half b) { return a.__x < b.__x; }
__OA_DEV bool __hgt(__half a, __half b) { return a.__x > b.__x; }
__OA_DEV bool __hle(__half a, __half b) { return a.__x <= b.__x; }
__OA_DEV bool __hge(__half a, __half b) { return a.__x >= b.__x; }
__OA_DEV __half hsqrt(__half a) { return __OA_H(__builtin_sqrtf((float)a.__x)); }
__OA_DEV __half operator+(__half a, __half b) { return __hadd(a, b); }
__OA_DEV __half operator-(__half a, __half b) { return __hsub(a, b); }
__OA_DEV __half operator*(__half a, __half b) { return __hmul(a, b); }
__OA_DEV __half operator/(__half a, __half b) { return __hdiv(a, b); }
__OA_DEV __half operator-(__half a) { return __hneg(a); }

__OA_DEV __half2 __floats2half2_rn(float a, float b) { return __half2{__OA_H(a), __OA_H(b)}; }
__OA_DEV __half2 __float2half2_rn(float a) { return __half2{__OA_H(a), __OA_H(a)}; }
__OA_DEV __half2 __float22half2_rn(float2 a) { return __half2{__OA_H(a.x), __OA_H(a.y)}; }
__OA_DEV __half2 __halves2half2(__half a, __half b) { return __half2{a, b}; }
__OA_DEV float2 __half22float2(__half2 h) { return make_float2((float)h.x.__x, (float)h.y.__x); }
__OA_DEV float __low2float(__half2 h) { return (float)h.x.__x; }
__OA_DEV float __high2float(__half2 h) { return (float)h.y.__x; }
__OA_DEV __half __low2half(__half2 h) { return h.x; }
__OA_DEV __half __high2half(__half2 h) { return h.y; }
__OA_DEV __half2 __hadd2(__half2 a, __half2 b) { return __half2{__hadd(a.x, b.x), __hadd(a.y, b.y)}; }
__OA_DEV __half2 __hmul2(__half2 a, __half2 b) { return __half2{__hmul(a.x, b.x), __hmul(a.y, b.y)}; }
__OA_DEV __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __half2{__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)}; }

/* ---- __nv_bfloat16 ---- */
__OA_DEV __nv_bfloat16 __float2bfloat16(float f) { return __OA_B(f); }
__OA_DEV __nv_bfloat16 __float2bfloat16_rn(float f) { return __OA_B(f); }
__OA_DEV float __bfloat162float(__nv_bfloat16 h) { return (float)h.__x; }
__OA_DEV unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return __builtin_bit_cast(unsigned short, h); }
__OA_DEV __nv_bfloat16 __ushort_as_bfloat16(unsigned short u) { return __builtin_bit_cast(__nv_bfloat16, u); }
__OA_DEV __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return __OA_B(a.__x + b.__x); }
__OA_DEV __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b) { return __OA_B(a.__x - b.__x); }
__OA_DEV __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return __OA_B(a.__x * b.__x); }
__OA_DEV __nv_bfloat16 __hneg(__nv_bfloat16 a) { return __OA_B(-a.__x); }
__OA_DEV __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __OA_B(__builtin_fmaf((float)a.__x, (float)b.__x, (float)c.__x)); /* one rounding at the end */
}
__OA_DEV __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b) { return (float)a.__x >= (float)b.__x ? a : b; }
__OA_DEV __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b) { return (float)a.__x <= (float)b.__x ? a : b; }
__OA_DEV __nv_bfloat16 operator+(__nv_bfloat16 a, __nv_bfloat16 b) { return __hadd(a, b); }
__OA_DEV __nv_bfloat16 operator-(__nv_bfloat16 a, __nv_bfloat16 b) { return __hsub(a, b); }
__OA_DEV __nv_bfloat16 operator*(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmul(a, b); }
__OA_DEV __nv_bfloat16 operator-(__nv_bfloat16 a) { return __hneg(a); }
__OA_DEV __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { return __nv_bfloat162{__OA_B(a), __OA_B(b)}; }
__OA_DEV float2 __bfloat1622float2(__nv_bfloat162 h) { return make_float2((float)h.x.__x, (float)h.y.__x); }

#undef __OA_H
#undef __OA_B
#endif /* OA_CUDA_FP16_H */
