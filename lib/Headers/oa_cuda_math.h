/*===- oa_cuda_math.h - CUDA math functions without libdevice -------------===*
 * Functions the hardware or LLVM does exactly (sqrt, fma, floor, min/max,
 * fabs, ...) are Clang builtins that become LLVM intrinsics (llvm.sqrt.f32
 * is correctly rounded, as CUDA's default -prec-sqrt=true needs).  The
 * __fast variants are the NVVM approximations (MUFU).  Transcendentals are
 * written here in plain C: argument reduction + Taylor or Chebyshev
 * polynomials (the coefficients are in this file), so their
 * accuracy does not depend on the backend.  Errors measured on the host are in
 * docs/E2E.md; sin/cos reduce with a three-part Cody-Waite pi/2, which is
 * accurate for |x| < 1e5 (float) / 1e9 (double), not beyond.
 *===----------------------------------------------------------------------===*/
#ifndef OA_CUDA_MATH_H
#define OA_CUDA_MATH_H

#define __OA_INF __builtin_inff()
#define __OA_NAN __builtin_nanf("")

/* ---- exact operations: LLVM intrinsics ---- */
__OA_DEV float sqrtf(float x) { return __builtin_sqrtf(x); }
__OA_DEV double sqrt(double x) { return __builtin_sqrt(x); }
__OA_DEV float fabsf(float x) { return __builtin_fabsf(x); }
__OA_DEV double fabs(double x) { return __builtin_fabs(x); }
__OA_DEV float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__OA_DEV double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
__OA_DEV float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
__OA_DEV float fminf(float a, float b) { return __builtin_fminf(a, b); }
__OA_DEV double fmax(double a, double b) { return __builtin_fmax(a, b); }
__OA_DEV double fmin(double a, double b) { return __builtin_fmin(a, b); }
__OA_DEV float floorf(float x) { return __builtin_floorf(x); }
__OA_DEV float ceilf(float x) { return __builtin_ceilf(x); }
__OA_DEV float truncf(float x) { return __builtin_truncf(x); }
__OA_DEV float roundf(float x) { return __builtin_roundf(x); }
__OA_DEV float rintf(float x) { return __builtin_rintf(x); }
__OA_DEV float nearbyintf(float x) { return __builtin_rintf(x); }
__OA_DEV double floor(double x) { return __builtin_floor(x); }
__OA_DEV double ceil(double x) { return __builtin_ceil(x); }
__OA_DEV double trunc(double x) { return __builtin_trunc(x); }
__OA_DEV double round(double x) { return __builtin_round(x); }
__OA_DEV double rint(double x) { return __builtin_rint(x); }
__OA_DEV float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
__OA_DEV double copysign(double a, double b) { return __builtin_copysign(a, b); }
__OA_DEV float fdimf(float a, float b) { return a > b ? a - b : (a <= b ? 0.0f : a + b); }
__OA_DEV int isnan(float x) { return __builtin_isnan(x); }
__OA_DEV int isnan(double x) { return __builtin_isnan(x); }
__OA_DEV int isinf(float x) { return __builtin_isinf(x); }
__OA_DEV int isinf(double x) { return __builtin_isinf(x); }
__OA_DEV int isfinite(float x) { return __builtin_isfinite(x); }
__OA_DEV int isfinite(double x) { return __builtin_isfinite(x); }
__OA_DEV int signbit(float x) { return __builtin_signbit(x); }
__OA_DEV int signbit(double x) { return __builtin_signbit(x); }

/* IEEE division is the plain '/' (fdiv); these are CUDA's named forms. */
__OA_DEV float __fdiv_rn(float a, float b) { return a / b; }
__OA_DEV float __frcp_rn(float a) { return 1.0f / a; }
__OA_DEV float __fsqrt_rn(float a) { return __builtin_sqrtf(a); }
__OA_DEV double __dsqrt_rn(double a) { return __builtin_sqrt(a); }
__OA_DEV float __fmaf_rn(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__OA_DEV double __fma_rn(double a, double b, double c) { return __builtin_fma(a, b, c); }
/* Unfused on purpose: a product or sum that must not be contracted. */
__OA_DEV float __fmul_rn(float a, float b) {
#pragma clang fp contract(off)
  return a * b;
}
__OA_DEV float __fadd_rn(float a, float b) {
#pragma clang fp contract(off)
  return a + b;
}

/* ---- fast approximations: NVVM intrinsics (MUFU on the GPU) ---- */
__OA_DEV float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
__OA_DEV float __exp10f(float x) { return __nvvm_ex2_approx_f(x * 3.3219280948873622f); }
__OA_DEV float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.6931471805599453f; }
__OA_DEV float __log2f(float x) { return __nvvm_lg2_approx_f(x); }
__OA_DEV float __log10f(float x) { return __nvvm_lg2_approx_f(x) * 0.3010299956639812f; }
__OA_DEV float __sinf(float x) { return __nvvm_sin_approx_f(x); }
__OA_DEV float __cosf(float x) { return __nvvm_cos_approx_f(x); }
__OA_DEV float __tanf(float x) { return __nvvm_sin_approx_f(x) * __nvvm_rcp_approx_ftz_f(__nvvm_cos_approx_f(x)); }
__OA_DEV void __sincosf(float x, float *s, float *c) { *s = __nvvm_sin_approx_f(x); *c = __nvvm_cos_approx_f(x); }
__OA_DEV float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
__OA_DEV float __powf(float a, float b) { return __nvvm_ex2_approx_f(b * __nvvm_lg2_approx_f(a)); }
__OA_DEV float __saturatef(float x) { return __nvvm_saturate_f(x); }
/* CUDA documents rsqrtf as a 2-ulp approximation: rsqrt.approx. */
__OA_DEV float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
__OA_DEV double rsqrt(double x) { return 1.0 / __builtin_sqrt(x); }
__OA_DEV float exp2f(float x);

/* ---- helpers ---- */
/* x * 2^k for k in [-252, 254]: two exact power-of-two steps. */
__OA_DEV float __oa_ldexpf(float x, int k) {
  int a = k >> 1, b = k - a;
  return x * __builtin_bit_cast(float, (a + 127) << 23) * __builtin_bit_cast(float, (b + 127) << 23);
}
/* 2^a and 2^b as high words over a zero low word (32-bit arithmetic: a
   64-bit add and shift cost a carry chain). */
__OA_DEV double __oa_ldexp(double x, int k) {
  int a = k >> 1, b = k - a;
  unsigned long long sa = (unsigned long long)(unsigned)((a + 1023) << 20) << 32;
  unsigned long long sb = (unsigned long long)(unsigned)((b + 1023) << 20) << 32;
  return x * __builtin_bit_cast(double, sa) * __builtin_bit_cast(double, sb);
}

/* ---- exp: 2^x = 2^k * ex2.approx(x - k) ----
   With k = rint(x) held in [-126, 126], x - k is exact and within about
   [-1/2, 1/2] wherever the result is a normal float, where MUFU.EX2 is good
   to about 2^-22.5; 2^k is exact, so the product is within 2 ulp (CUDA's
   documented bound for expf).  Outside, k stops at -126 or 126 and the ex2
   factor carries the rest: overflow to inf, underflow through the denormals
   to 0, NaN and +-inf propagate.  No branches: this is in every softmax.
   k comes without FRND/F2I (conversion-pipe round trips): with t = x c,
   t/252 + 1/2 saturated to [0, 1] (NaN to 0) holds t in [-126, 126], and
   adding 1.5 * 2^23 + 1 to 252 times it leaves rint(t) + 127 in the low
   mantissa bits, which shifted up by 23 are the exponent field of 2^k (k
   may be off by one at a half-integer t: r grows by the rounding error of
   c/252, far inside ex2's range). */
__OA_DEV float __oa_exp2_bias(float x, float c252) {
  return __builtin_fmaf(__nvvm_fma_rn_sat_f(x, c252, 0.5f), 252.0f, 12582913.0f);
}
__OA_DEV float __oa_exp2_k(float v) { return v - 12583039.0f; /* 1.5 * 2^23 + 127 */ }
__OA_DEV float __oa_exp2_split(float v, float r) {
  return __builtin_bit_cast(float, __builtin_bit_cast(int, v) << 23) * __nvvm_ex2_approx_f(r);
}
__OA_DEV float exp2f(float x) {
  float v = __oa_exp2_bias(x, 1.0f / 252.0f);
  return __oa_exp2_split(v, x - __oa_exp2_k(v));
}
/* x log2(e) - k with log2(e) in two parts, so r keeps x's full precision. */
__OA_DEV float expf(float x) {
  float v = __oa_exp2_bias(x, 1.44269504f / 252.0f);
  float r = __builtin_fmaf(x, 1.44269502f, -__oa_exp2_k(v));
  r = __builtin_fmaf(x, 1.92596303e-08f, r);
  return __oa_exp2_split(v, r);
}
__OA_DEV float exp10f(float x) {
  float v = __oa_exp2_bias(x, 3.32192809f / 252.0f);
  float r = __builtin_fmaf(x, 3.32192802f, -__oa_exp2_k(v));
  r = __builtin_fmaf(x, 7.05953700e-08f, r);
  return __oa_exp2_split(v, r);
}
__OA_DEV float expm1f(float x) {
  if (__builtin_fabsf(x) < 0.34657359f) {
    float p = 1.0f / 40320;
    p = __builtin_fmaf(p, x, 1.0f / 5040);
    p = __builtin_fmaf(p, x, 1.0f / 720);
    p = __builtin_fmaf(p, x, 1.0f / 120);
    p = __builtin_fmaf(p, x, 1.0f / 24);
    p = __builtin_fmaf(p, x, 1.0f / 6);
    p = __builtin_fmaf(p, x, 0.5f);
    return __builtin_fmaf(p * x, x, x);
  }
  if (x < -17.5f) return -1.0f;
  return expf(x) - 1.0f;
}
/* No branches: the argument is clamped to where 2^k stays two finite
   factors, and overflow, underflow and NaN are selected at the end.  k is
   rint(x log2 e) through the 1.5 * 2^52 constant (its low word is k), not
   FRND and F2I (conversion-pipe round trips). */
__OA_DEV double exp(double x) {
  /* Compares, not fmin/fmax (their NaN and signed-zero rules cost a dozen
     instructions in f64); a NaN goes through and is selected away. */
  double xc = x < -746.0 ? -746.0 : x;
  xc = xc > 710.0 ? 710.0 : xc;
  double t = __builtin_fma(xc, 1.4426950408889634, 6755399441055744.0);
  double k = t - 6755399441055744.0;
  int ki = (int)__builtin_bit_cast(unsigned long long, t);
  double r = __builtin_fma(k, -0.6931471805599453, xc);
  r = __builtin_fma(k, -2.3190468138462996e-17, r);
  double p = 1.0 / 6227020800.0; /* 1/13! */
  p = __builtin_fma(p, r, 1.0 / 479001600.0);
  p = __builtin_fma(p, r, 1.0 / 39916800.0);
  p = __builtin_fma(p, r, 1.0 / 3628800.0);
  p = __builtin_fma(p, r, 1.0 / 362880.0);
  p = __builtin_fma(p, r, 1.0 / 40320.0);
  p = __builtin_fma(p, r, 1.0 / 5040.0);
  p = __builtin_fma(p, r, 1.0 / 720.0);
  p = __builtin_fma(p, r, 1.0 / 120.0);
  p = __builtin_fma(p, r, 1.0 / 24.0);
  p = __builtin_fma(p, r, 1.0 / 6.0);
  p = __builtin_fma(p, r, 0.5);
  p = __builtin_fma(p, r, 1.0);
  p = __builtin_fma(p, r, 1.0);
  double v = __oa_ldexp(p, ki);
  v = x > 709.782712893384 ? __builtin_inf() : v;
  v = x < -745.1332191019412 ? 0.0 : v;
  return x != x ? x + x : v;
}
__OA_DEV double exp2(double x) { return exp(x * 0.6931471805599453); }

/* ---- log: x = 2^e m, m in [sqrt(1/2), sqrt(2)), log m = 2 atanh(f/(2+f)) ---- */
/* Returns log(m) and sets *e; x must be positive and finite. */
__OA_DEV float __oa_logf_core(float x, int *e) {
  int adj = 0;
  if (x < 1.17549435e-38f) { x *= 8388608.0f; adj = -23; }
  int b = __builtin_bit_cast(int, x);
  int ex = ((b >> 23) & 0xff) - 127 + adj;
  float m = __builtin_bit_cast(float, (b & 0x7fffff) | 0x3f800000);
  if (m > 1.41421356f) { m *= 0.5f; ex += 1; }
  float f = m - 1.0f;
  /* s = f / (2 + f) without an IEEE division (its range checks and slow
     path cost more than the rest of logf): 2 + f is in [1.29, 2.42], so the
     reciprocal estimate and one FMA-residual correction of the quotient are
     within an ulp, inside logf's error. */
  float d = 2.0f + f, r = __nvvm_rcp_approx_ftz_f(d);
  float s = f * r;
  s = __builtin_fmaf(r, __builtin_fmaf(-s, d, f), s);
  float s2 = s * s;
  float t = __builtin_fmaf(s2, 2.0f / 9, 2.0f / 7);
  t = __builtin_fmaf(s2, t, 2.0f / 5);
  t = __builtin_fmaf(s2, t, 2.0f / 3);
  *e = ex;
  /* 2s + s^3 t, with 2s = f - s f kept apart to save a rounding. */
  return __builtin_fmaf(s * s2, t, f - s * f);
}
__OA_DEV float logf(float x) {
  if (!(x > 0.0f)) return x == 0.0f ? -__OA_INF : __OA_NAN;
  if (x == __OA_INF) return x;
  int e;
  float l = __oa_logf_core(x, &e);
  float fe = (float)e;
  return __builtin_fmaf(fe, 0.693147182f, __builtin_fmaf(fe, -1.90465421e-09f, l));
}
__OA_DEV float log2f(float x) {
  if (!(x > 0.0f)) return x == 0.0f ? -__OA_INF : __OA_NAN;
  if (x == __OA_INF) return x;
  int e;
  float l = __oa_logf_core(x, &e);
  return __builtin_fmaf(l, 1.44269504f, (float)e);
}
__OA_DEV float log10f(float x) {
  if (!(x > 0.0f)) return x == 0.0f ? -__OA_INF : __OA_NAN;
  if (x == __OA_INF) return x;
  int e;
  float l = __oa_logf_core(x, &e);
  return __builtin_fmaf((float)e, 0.301029996f, l * 0.434294482f);
}
__OA_DEV float log1pf(float x) {
  float u = 1.0f + x;
  if (u == 1.0f) return x;
  /* log(u) * x / (u - 1) corrects the rounding of 1 + x. */
  return logf(u) * (x / (u - 1.0f));
}
/* No branches: denormals are scaled by a select, zero, negative, inf and
   NaN arguments select their result at the end. */
__OA_DEV double log(double x0) {
  bool sub = x0 < 2.2250738585072014e-308;
  double x = sub ? x0 * 4503599627370496.0 : x0;
  int adj = sub ? -52 : 0;
  long long b = __builtin_bit_cast(long long, x);
  int ex = (int)((b >> 52) & 0x7ff) - 1023 + adj;
  double m = __builtin_bit_cast(double, (b & 0xfffffffffffffLL) | 0x3ff0000000000000LL);
  if (m > 1.4142135623730951) { m *= 0.5; ex += 1; }
  double f = m - 1.0;
  /* f / (2 + f) without the IEEE division's range checks and slow path:
     2 + f is in [1.7, 2.5], so two Newton steps on the reciprocal estimate
     and one on the quotient give it to within an ulp. */
  double d = 2.0 + f, y = __nvvm_rcp_approx_ftz_d(d);
  y = __builtin_fma(y, __builtin_fma(-d, y, 1.0), y);
  y = __builtin_fma(y, __builtin_fma(-d, y, 1.0), y);
  double s = f * y;
  s = __builtin_fma(__builtin_fma(-d, s, f), y, s);
  double s2 = s * s;
  double t = 2.0 / 21;
  t = __builtin_fma(s2, t, 2.0 / 19);
  t = __builtin_fma(s2, t, 2.0 / 17);
  t = __builtin_fma(s2, t, 2.0 / 15);
  t = __builtin_fma(s2, t, 2.0 / 13);
  t = __builtin_fma(s2, t, 2.0 / 11);
  t = __builtin_fma(s2, t, 2.0 / 9);
  t = __builtin_fma(s2, t, 2.0 / 7);
  t = __builtin_fma(s2, t, 2.0 / 5);
  t = __builtin_fma(s2, t, 2.0 / 3);
  double l = __builtin_fma(s * s2, t, f - s * f);
  double de = (double)ex;
  double v = __builtin_fma(de, 0.6931471805599453, __builtin_fma(de, 2.3190468138462996e-17, l));
  v = x0 == __builtin_inf() ? x0 : v;
  v = x0 == 0.0 ? -__builtin_inf() : v;
  return x0 >= 0.0 ? v : __builtin_nan("");
}
__OA_DEV double log2(double x) { return log(x) * 1.4426950408889634; }
__OA_DEV double log10(double x) { return log(x) * 0.4342944819032518; }

/* ---- pow: through the f64 exp/log, so f32 results are correctly rounded
 * except for |y log x| large enough to lose f64 bits (documented). ---- */
__OA_DEV float powf(float x, float y) {
  if (y == 0.0f || x == 1.0f) return 1.0f;
  if (x != x || y != y) return x + y;
  float ay = __builtin_fabsf(y);
  bool yint = __builtin_truncf(y) == y, yodd = yint && ay < 16777216.0f && ((long long)ay & 1);
  float ax = __builtin_fabsf(x);
  if (x < 0.0f && !yint) return __OA_NAN;
  float r;
  if (ax == 0.0f) r = y < 0.0f ? __OA_INF : 0.0f;
  else if (ax == __OA_INF) r = y < 0.0f ? 0.0f : __OA_INF;
  else r = (float)exp((double)y * log((double)ax));
  return (x < 0.0f && yodd) ? -r : r;
}
__OA_DEV double pow(double x, double y) {
  if (y == 0.0 || x == 1.0) return 1.0;
  if (x != x || y != y) return x + y;
  double ay = __builtin_fabs(y);
  bool yint = __builtin_trunc(y) == y, yodd = yint && ay < 9007199254740992.0 && ((long long)ay & 1);
  double ax = __builtin_fabs(x);
  if (x < 0.0 && !yint) return __builtin_nan("");
  double r;
  if (ax == 0.0) r = y < 0.0 ? __builtin_inf() : 0.0;
  else if (ax == __builtin_inf()) r = y < 0.0 ? 0.0 : __builtin_inf();
  else r = exp(y * log(ax));
  return (x < 0.0 && yodd) ? -r : r;
}

/* ---- sin / cos: k = rint(x 2/pi), r = x - k pi/2 in three fma steps ---- */
__OA_DEV float __oa_sin_poly(float r) {
  float r2 = r * r, p = -1.0f / 39916800;
  p = __builtin_fmaf(p, r2, 1.0f / 362880);
  p = __builtin_fmaf(p, r2, -1.0f / 5040);
  p = __builtin_fmaf(p, r2, 1.0f / 120);
  p = __builtin_fmaf(p, r2, -1.0f / 6);
  return __builtin_fmaf(p * r2, r, r);
}
__OA_DEV float __oa_cos_poly(float r) {
  float r2 = r * r, p = 1.0f / 479001600;
  p = __builtin_fmaf(p, r2, -1.0f / 3628800);
  p = __builtin_fmaf(p, r2, 1.0f / 40320);
  p = __builtin_fmaf(p, r2, -1.0f / 720);
  p = __builtin_fmaf(p, r2, 1.0f / 24);
  p = __builtin_fmaf(p, r2, -0.5f);
  return __builtin_fmaf(p, r2, 1.0f);
}
/* Reduced argument and quadrant (0..3) of x.  For inf and NaN, r is NaN
   (so are both results) and the quadrant is taken as 0: no branch, so the
   sinf and cosf of one argument (each inlines sincosf) share one reduction
   and both polynomials after CSE. */
__OA_DEV float __oa_reduce_pio2f(float x, int *q) {
  float k = __builtin_rintf(x * 0.636619772f);
  float r = __builtin_fmaf(k, -1.57079637f, x);
  r = __builtin_fmaf(k, 4.37113883e-08f, r);
  r = __builtin_fmaf(k, 1.71512451e-15f, r);
  float h = k - 4.0f * __builtin_floorf(k * 0.25f);
  *q = (int)(h == h ? h : 0.0f);
  return r;
}
__OA_DEV void sincosf(float x, float *s, float *c) {
  int q;
  float r = __oa_reduce_pio2f(x, &q);
  float sp = __oa_sin_poly(r), cp = __oa_cos_poly(r);
  float sv = (q & 1) ? cp : sp, cv = (q & 1) ? sp : cp;
  *s = (q & 2) ? -sv : sv;
  *c = ((q + 1) & 2) ? -cv : cv;
}
__OA_DEV float sinf(float x) { float s, c; sincosf(x, &s, &c); return s; }
__OA_DEV float cosf(float x) { float s, c; sincosf(x, &s, &c); return c; }
__OA_DEV float tanf(float x) { float s, c; sincosf(x, &s, &c); return s / c; }

__OA_DEV double __oa_sin_polyd(double r) {
  double r2 = r * r, p = -1.0 / 355687428096000.0; /* -1/17! */
  p = __builtin_fma(p, r2, 1.0 / 1307674368000.0);
  p = __builtin_fma(p, r2, -1.0 / 6227020800.0);
  p = __builtin_fma(p, r2, 1.0 / 39916800.0);
  p = __builtin_fma(p, r2, -1.0 / 362880.0);
  p = __builtin_fma(p, r2, 1.0 / 5040.0);
  p = __builtin_fma(p, r2, -1.0 / 120.0);
  p = __builtin_fma(p, r2, 1.0 / 6.0);
  return __builtin_fma(-p * r2, r, r);
}
__OA_DEV double __oa_cos_polyd(double r) {
  double r2 = r * r, p = 1.0 / 6402373705728000.0; /* 1/18! */
  p = __builtin_fma(p, r2, -1.0 / 20922789888000.0);
  p = __builtin_fma(p, r2, 1.0 / 87178291200.0);
  p = __builtin_fma(p, r2, -1.0 / 479001600.0);
  p = __builtin_fma(p, r2, 1.0 / 3628800.0);
  p = __builtin_fma(p, r2, -1.0 / 40320.0);
  p = __builtin_fma(p, r2, 1.0 / 720.0);
  p = __builtin_fma(p, r2, -1.0 / 24.0);
  p = __builtin_fma(p, r2, 0.5);
  return __builtin_fma(-p, r2, 1.0);
}
__OA_DEV void sincos(double x, double *s, double *c) {
  double k = __builtin_rint(x * 0.6366197723675814);
  double r = __builtin_fma(k, -1.5707963267948966, x);
  r = __builtin_fma(k, -6.123233995736766e-17, r);
  r = __builtin_fma(k, 1.4973849048591698e-33, r);
  double h = k - 4.0 * __builtin_floor(k * 0.25);
  int q = (int)(h == h ? h : 0.0); /* inf, NaN: r is NaN (sincosf) */
  double sp = __oa_sin_polyd(r), cp = __oa_cos_polyd(r);
  double sv = (q & 1) ? cp : sp, cv = (q & 1) ? sp : cp;
  *s = (q & 2) ? -sv : sv;
  *c = ((q + 1) & 2) ? -cv : cv;
}
__OA_DEV double sin(double x) { double s, c; sincos(x, &s, &c); return s; }
__OA_DEV double cos(double x) { double s, c; sincos(x, &s, &c); return c; }
__OA_DEV double tan(double x) { double s, c; sincos(x, &s, &c); return s / c; }

/* ---- hyperbolic ---- */
/* Below 0.55 an odd polynomial, a + a^3 P(a^2) (P fitted here for the
   relative error of tanh on [0, 0.55]); above, 1 - 2 / (e^{2a} + 1) with
   e^{2a} from one ex2 estimate and the quotient from one reciprocal
   estimate.  e^{2a} + 1 is at least 4 there, so both estimates' relative
   errors (about 2^-22 each) reach the result scaled by 2 / (e^{2a} + 1) <=
   1/2, where the result is at least 1/2: within 2 ulp without a Newton
   step or an accurate exp (half of tanhf's instructions, GELU's cost).
   Far out, 2 / (e^{2a} + 1) drops below half an ulp of 1 and the FMA rounds
   to 1 (to 1 - 0 past ex2's overflow); a NaN passes through both
   estimates.  Both forms are computed and one selected: branches here cost
   more than the other form, and the lanes of a warp (GELU's arguments)
   fall on both sides. */
__OA_DEV float tanhf(float x) {
  float a = __builtin_fabsf(x);
  float s = a * a;
  float p = __builtin_fmaf(s, -0.00642115530f, 0.0211802889f);
  p = __builtin_fmaf(s, p, -0.0538800135f);
  p = __builtin_fmaf(s, p, 0.133328646f);
  p = __builtin_fmaf(s, p, -0.333333254f);
  float small = __builtin_fmaf(a * s, p, a);
  float e = __nvvm_ex2_approx_f(a * 2.88539008177792681f); /* 2 log2(e) */
  float large = __builtin_fmaf(-2.0f, __nvvm_rcp_approx_ftz_f(e + 1.0f), 1.0f);
  return __builtin_copysignf(a < 0.55f ? small : large, x);
}
__OA_DEV float sinhf(float x) {
  float a = __builtin_fabsf(x), r;
  if (a < 1.0f) { float t = expm1f(a); r = 0.5f * (t + t / (t + 1.0f)); }
  else { float e = expf(0.5f * a); r = (0.5f * e) * e - 0.5f / (e * e); }
  return __builtin_copysignf(r, x);
}
__OA_DEV float coshf(float x) {
  float e = expf(0.5f * __builtin_fabsf(x));
  return (0.5f * e) * e + 0.5f / (e * e);
}
__OA_DEV double tanh(double x) {
  double a = __builtin_fabs(x);
  if (a != a) return x + x;
  double r;
  if (a > 19.1) r = 1.0;
  else if (a < 0.5) {
    /* tanh = t/(t+2), t = expm1(2a) from a Taylor series (no cancellation). */
    double y = 2.0 * a, p = 1.0 / 6227020800.0;
    p = __builtin_fma(p, y, 1.0 / 479001600.0);
    p = __builtin_fma(p, y, 1.0 / 39916800.0);
    p = __builtin_fma(p, y, 1.0 / 3628800.0);
    p = __builtin_fma(p, y, 1.0 / 362880.0);
    p = __builtin_fma(p, y, 1.0 / 40320.0);
    p = __builtin_fma(p, y, 1.0 / 5040.0);
    p = __builtin_fma(p, y, 1.0 / 720.0);
    p = __builtin_fma(p, y, 1.0 / 120.0);
    p = __builtin_fma(p, y, 1.0 / 24.0);
    p = __builtin_fma(p, y, 1.0 / 6.0);
    p = __builtin_fma(p, y, 0.5);
    double t = __builtin_fma(p * y, y, y);
    r = t / (t + 2.0);
  } else { double e = exp(2.0 * a); r = 1.0 - 2.0 / (e + 1.0); }
  return __builtin_copysign(r, x);
}

/* ---- erf: erf(x)/x = P(x^2) on [0,1]; erfc(x) = exp(-x^2) R(1/x) on [1,4]
 * (Chebyshev fits, max fit error 1.2e-9 and 6.5e-10) ---- */
__OA_DEV float erff(float x) {
  float a = __builtin_fabsf(x);
  if (a != a) return x + x;
  if (a < 1.0f) {
    float t = a * a, p = 7.87587506e-05f;
    p = __builtin_fmaf(p, t, -0.000801686429f);
    p = __builtin_fmaf(p, t, 0.00518908742f);
    p = __builtin_fmaf(p, t, -0.026854212f);
    p = __builtin_fmaf(p, t, 0.112835947f);
    p = __builtin_fmaf(p, t, -0.376126267f);
    p = __builtin_fmaf(p, t, 1.12837917f);
    return x * p;
  }
  float r = 1.0f;
  if (a < 4.0f) {
    float u = 1.0f / a, p = -0.0328922085f;
    p = __builtin_fmaf(p, u, 0.231610318f);
    p = __builtin_fmaf(p, u, -0.720168785f);
    p = __builtin_fmaf(p, u, 1.2805354f);
    p = __builtin_fmaf(p, u, -1.37809481f);
    p = __builtin_fmaf(p, u, 0.800106733f);
    p = __builtin_fmaf(p, u, -0.0234595795f);
    p = __builtin_fmaf(p, u, -0.299287768f);
    p = __builtin_fmaf(p, u, 0.00578759584f);
    p = __builtin_fmaf(p, u, 0.563405138f);
    p = __builtin_fmaf(p, u, 4.15331248e-05f);
    float a2 = a * a, a2l = __builtin_fmaf(a, a, -a2);
    float e = expf(-a2) * (1.0f - a2l);
    r = 1.0f - e * p;
  }
  return __builtin_copysignf(r, x);
}
__OA_DEV float erfcf(float x) { return 1.0f - erff(x); }

/* ---- float overloads of the double names, as the SDK's C++ headers give ---- */
__OA_DEV float sqrt(float x) { return sqrtf(x); }
__OA_DEV float fabs(float x) { return fabsf(x); }
__OA_DEV float exp(float x) { return expf(x); }
__OA_DEV float log(float x) { return logf(x); }
__OA_DEV float sin(float x) { return sinf(x); }
__OA_DEV float cos(float x) { return cosf(x); }
__OA_DEV float tanh(float x) { return tanhf(x); }
__OA_DEV float pow(float x, float y) { return powf(x, y); }
__OA_DEV float floor(float x) { return floorf(x); }
__OA_DEV float ceil(float x) { return ceilf(x); }
__OA_DEV float fma(float a, float b, float c) { return fmaf(a, b, c); }
__OA_DEV float fmax(float a, float b) { return fmaxf(a, b); }
__OA_DEV float fmin(float a, float b) { return fminf(a, b); }

/* ---- integer helpers and min/max overloads ---- */
__OA_DEV int abs(int x) { return x < 0 ? -x : x; }
__OA_DEV long long llabs(long long x) { return x < 0 ? -x : x; }
#define __OA_MINMAX(T)                                          \
  __OA_DEV T min(T a, T b) { return a < b ? a : b; }            \
  __OA_DEV T max(T a, T b) { return a > b ? a : b; }
__OA_MINMAX(int)
__OA_MINMAX(unsigned)
__OA_MINMAX(long long)
__OA_MINMAX(unsigned long long)
#undef __OA_MINMAX
__OA_DEV float min(float a, float b) { return __builtin_fminf(a, b); }
__OA_DEV float max(float a, float b) { return __builtin_fmaxf(a, b); }
__OA_DEV double min(double a, double b) { return __builtin_fmin(a, b); }
__OA_DEV double max(double a, double b) { return __builtin_fmax(a, b); }
/* Mixed signedness picks the unsigned form, as the SDK does. */
__OA_DEV unsigned min(int a, unsigned b) { return min((unsigned)a, b); }
__OA_DEV unsigned min(unsigned a, int b) { return min(a, (unsigned)b); }
__OA_DEV unsigned max(int a, unsigned b) { return max((unsigned)a, b); }
__OA_DEV unsigned max(unsigned a, int b) { return max(a, (unsigned)b); }

/* ---- conversions with explicit rounding ---- */
__OA_DEV int __float2int_rn(float x) { return (int)__builtin_rintf(x); }
__OA_DEV int __float2int_rz(float x) { return (int)x; }
__OA_DEV int __float2int_rd(float x) { return (int)__builtin_floorf(x); }
__OA_DEV int __float2int_ru(float x) { return (int)__builtin_ceilf(x); }
__OA_DEV unsigned __float2uint_rn(float x) { return (unsigned)__builtin_rintf(x); }
__OA_DEV float __int2float_rn(int x) { return (float)x; }
__OA_DEV float __uint2float_rn(unsigned x) { return (float)x; }
__OA_DEV int __double2int_rn(double x) { return (int)__builtin_rint(x); }
__OA_DEV float __double2float_rn(double x) { return (float)x; }
__OA_DEV long long __float2ll_rn(float x) { return (long long)__builtin_rintf(x); }
__OA_DEV long long __double2ll_rn(double x) { return (long long)__builtin_rint(x); }
__OA_DEV double __ll2double_rn(long long x) { return (double)x; }
__OA_DEV float __ll2float_rn(long long x) { return (float)x; }
__OA_DEV int lrintf(float x) { return (int)__builtin_rintf(x); }
__OA_DEV long long llrintf(float x) { return (long long)__builtin_rintf(x); }

#undef __OA_INF
#undef __OA_NAN
#endif /* OA_CUDA_MATH_H */
