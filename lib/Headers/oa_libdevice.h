/*===- oa_libdevice.h - oa's math behind libdevice's entry points ----------===*
 *
 * With the CUDA SDK, clang's headers implement expf, sinf, ... by calling
 * libdevice's __nv_* functions, and libdevice computes some of them with
 * NVVM intrinsics oa-llc does not select yet (directed-rounding FMAs, inline
 * PTX).  oa-cc force-includes this header in SDK mode: it defines those
 * __nv_* entry points with oa's own implementations (oa_cuda_math.h, the
 * ones the e2e suite checks), so the definitions here are used and
 * libdevice supplies only the rest (clang links it "only needed").
 *===----------------------------------------------------------------------===*/
#ifndef OA_LIBDEVICE_H
#define OA_LIBDEVICE_H
#if defined(__CUDA__) && defined(__CUDA_ARCH__) && !defined(__OA_CUDA__)

#ifndef __OA_DEV
#define __OA_DEV static __device__ __inline__ __attribute__((always_inline))
#endif

namespace __oa_math {
#include "oa_cuda_math.h"
}

#define __OA_NV_F1(N) \
  extern "C" __device__ inline float __nv_##N(float x) { return __oa_math::N(x); }
#define __OA_NV_D1(N) \
  extern "C" __device__ inline double __nv_##N(double x) { return __oa_math::N(x); }
#define __OA_NV_F2(N) \
  extern "C" __device__ inline float __nv_##N(float x, float y) { return __oa_math::N(x, y); }
#define __OA_NV_D2(N) \
  extern "C" __device__ inline double __nv_##N(double x, double y) { return __oa_math::N(x, y); }

__OA_NV_F1(expf)
__OA_NV_F1(exp2f)
__OA_NV_F1(exp10f)
__OA_NV_F1(expm1f)
__OA_NV_F1(logf)
__OA_NV_F1(log2f)
__OA_NV_F1(log10f)
__OA_NV_F1(log1pf)
__OA_NV_F1(sinf)
__OA_NV_F1(cosf)
__OA_NV_F1(tanf)
__OA_NV_F1(tanhf)
__OA_NV_F1(sinhf)
__OA_NV_F1(coshf)
__OA_NV_F1(erff)
__OA_NV_F1(erfcf)
__OA_NV_F1(rsqrtf)
__OA_NV_F2(powf)
__OA_NV_D1(exp)
__OA_NV_D1(exp2)
__OA_NV_D1(log)
__OA_NV_D1(log2)
__OA_NV_D1(log10)
__OA_NV_D1(sin)
__OA_NV_D1(cos)
__OA_NV_D1(tan)
__OA_NV_D1(tanh)
__OA_NV_D1(rsqrt)
__OA_NV_D2(pow)
extern "C" __device__ inline void __nv_sincosf(float x, float *s, float *c) {
  __oa_math::sincosf(x, s, c);
}
extern "C" __device__ inline void __nv_sincos(double x, double *s, double *c) {
  __oa_math::sincos(x, s, c);
}
/* The fast (approximate) forms, which --use_fast_math selects. */
extern "C" __device__ inline float __nv_fast_expf(float x) { return __oa_math::__expf(x); }
extern "C" __device__ inline float __nv_fast_exp10f(float x) { return __oa_math::__exp10f(x); }
extern "C" __device__ inline float __nv_fast_logf(float x) { return __oa_math::__logf(x); }
extern "C" __device__ inline float __nv_fast_log2f(float x) { return __oa_math::__log2f(x); }
extern "C" __device__ inline float __nv_fast_log10f(float x) { return __oa_math::__log10f(x); }
extern "C" __device__ inline float __nv_fast_sinf(float x) { return __oa_math::__sinf(x); }
extern "C" __device__ inline float __nv_fast_cosf(float x) { return __oa_math::__cosf(x); }
extern "C" __device__ inline float __nv_fast_tanf(float x) { return __oa_math::__tanf(x); }
extern "C" __device__ inline float __nv_fast_powf(float x, float y) { return __oa_math::__powf(x, y); }
extern "C" __device__ inline float __nv_fast_fdividef(float x, float y) {
  return __oa_math::__fdividef(x, y);
}
extern "C" __device__ inline void __nv_fast_sincosf(float x, float *s, float *c) {
  __oa_math::__sincosf(x, s, c);
}

#undef __OA_NV_F1
#undef __OA_NV_D1
#undef __OA_NV_F2
#undef __OA_NV_D2
#endif
#endif /* OA_LIBDEVICE_H */
