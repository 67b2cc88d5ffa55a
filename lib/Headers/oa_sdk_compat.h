/*===- oa_sdk_compat.h - what nvcc's headers give that clang's lack -------===*
 *
 * oa-cc force-includes this header in SDK mode (clang-22 with the CUDA 13
 * SDK).  nvcc accepts these in ordinary code, clang-22 rejects them, and
 * real kernels use them (every llm.c dev/cuda file does):
 *
 *  - isfinite/isnan/isinf on float and double in __host__ code (llm.c's
 *    validate_result): clang's CUDA cmath declares them __device__ only in
 *    the global namespace, so a host template calling them has no overload.
 *    These are templates, so that the non-template std:: ones a `using`
 *    brings in still win where they are visible.
 *  - clock() in host code (llm.c's permute.cu times its CPU reference):
 *    nvcc's common_functions.h includes <time.h>, clang's wrappers do not.
 *  - printf, fprintf(stderr, ...), FILE without <stdio.h> (Parboil's
 *    mri-fhd reports errors to stderr and includes only its own headers):
 *    nvcc's common_functions.h includes <stdio.h> and <stdlib.h> in every
 *    translation unit; clang's wrappers include <stdlib.h> only.
 *  - min/max in __host__ code (llm.c's launchers: max(1, C / 256)): nvcc's
 *    math_functions.hpp defines them for host and device, clang's for the
 *    device only.  The same overloads (mixed signedness gives the unsigned
 *    type, float with double gives double, as nvcc's do).
 *  - __stcs/__stcg/__stwb (cache-policy stores; clang has __stwt and the
 *    loads only): plain stores.  The hint changes where the line is cached,
 *    never the value, so dropping it is exact.
 *===----------------------------------------------------------------------===*/
#ifndef OA_SDK_COMPAT_H
#define OA_SDK_COMPAT_H
#if defined(__CUDA__) && !defined(__OA_CUDA__)

#include <stdio.h>
#include <time.h>

template <class __T> struct __oa_host_fp {};
template <> struct __oa_host_fp<float> { typedef bool type; };
template <> struct __oa_host_fp<double> { typedef bool type; };
template <> struct __oa_host_fp<long double> { typedef bool type; };
template <class __T>
__host__ inline typename __oa_host_fp<__T>::type isfinite(__T __x) { return __builtin_isfinite(__x); }
template <class __T>
__host__ inline typename __oa_host_fp<__T>::type isnan(__T __x) { return __builtin_isnan(__x); }
template <class __T>
__host__ inline typename __oa_host_fp<__T>::type isinf(__T __x) { return __builtin_isinf(__x); }

#define __OA_HOST_MINMAX(R, A, B)                                              \
  static __host__ inline R min(A __a, B __b) { return (R)__b < (R)__a ? (R)__b : (R)__a; } \
  static __host__ inline R max(A __a, B __b) { return (R)__a < (R)__b ? (R)__b : (R)__a; }
__OA_HOST_MINMAX(int, int, int)
__OA_HOST_MINMAX(unsigned int, unsigned int, unsigned int)
__OA_HOST_MINMAX(unsigned int, int, unsigned int)
__OA_HOST_MINMAX(unsigned int, unsigned int, int)
__OA_HOST_MINMAX(long, long, long)
__OA_HOST_MINMAX(unsigned long, unsigned long, unsigned long)
__OA_HOST_MINMAX(unsigned long, long, unsigned long)
__OA_HOST_MINMAX(unsigned long, unsigned long, long)
__OA_HOST_MINMAX(long long, long long, long long)
__OA_HOST_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__OA_HOST_MINMAX(unsigned long long, long long, unsigned long long)
__OA_HOST_MINMAX(unsigned long long, unsigned long long, long long)
#undef __OA_HOST_MINMAX
static __host__ inline float min(float __a, float __b) { return __builtin_fminf(__a, __b); }
static __host__ inline float max(float __a, float __b) { return __builtin_fmaxf(__a, __b); }
static __host__ inline double min(double __a, double __b) { return __builtin_fmin(__a, __b); }
static __host__ inline double max(double __a, double __b) { return __builtin_fmax(__a, __b); }
static __host__ inline double min(float __a, double __b) { return __builtin_fmin(__a, __b); }
static __host__ inline double max(float __a, double __b) { return __builtin_fmax(__a, __b); }
static __host__ inline double min(double __a, float __b) { return __builtin_fmin(__a, __b); }
static __host__ inline double max(double __a, float __b) { return __builtin_fmax(__a, __b); }

#if defined(__CUDA_ARCH__)
#include <vector_types.h>
#define __OA_ST_HINTS(__T)                                                     \
  static __device__ __inline__ void __stcs(__T *__p, __T __v) { *__p = __v; } \
  static __device__ __inline__ void __stcg(__T *__p, __T __v) { *__p = __v; } \
  static __device__ __inline__ void __stwb(__T *__p, __T __v) { *__p = __v; }
__OA_ST_HINTS(char)
__OA_ST_HINTS(signed char)
__OA_ST_HINTS(short)
__OA_ST_HINTS(int)
__OA_ST_HINTS(long long)
__OA_ST_HINTS(unsigned char)
__OA_ST_HINTS(unsigned short)
__OA_ST_HINTS(unsigned int)
__OA_ST_HINTS(unsigned long long)
__OA_ST_HINTS(float)
__OA_ST_HINTS(double)
__OA_ST_HINTS(char2)
__OA_ST_HINTS(char4)
__OA_ST_HINTS(short2)
__OA_ST_HINTS(short4)
__OA_ST_HINTS(int2)
__OA_ST_HINTS(int4)
__OA_ST_HINTS(longlong2)
__OA_ST_HINTS(uchar2)
__OA_ST_HINTS(uchar4)
__OA_ST_HINTS(ushort2)
__OA_ST_HINTS(ushort4)
__OA_ST_HINTS(uint2)
__OA_ST_HINTS(uint4)
__OA_ST_HINTS(ulonglong2)
__OA_ST_HINTS(float2)
__OA_ST_HINTS(float4)
__OA_ST_HINTS(double2)
#undef __OA_ST_HINTS
#endif // __CUDA_ARCH__

#endif // __CUDA__ && !__OA_CUDA__
#endif // OA_SDK_COMPAT_H
