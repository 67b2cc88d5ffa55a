//===-- FloatOps.h - bit-exact float helpers for the emulator ---*- C++ -*-===//
//
// fp16 / bf16 conversions with round-to-nearest-even done on the bits, so
// they do not depend on the host compiler's _Float16 support, and the
// flush / saturate / rounding-mode helpers the float instructions share.
//
//===----------------------------------------------------------------------===//

#ifndef OA_LIB_EMULATOR_FLOATOPS_H
#define OA_LIB_EMULATOR_FLOATOPS_H

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace oa {
namespace emu {

inline float asF(uint32_t V) {
  float F;
  std::memcpy(&F, &V, 4);
  return F;
}
inline uint32_t asU(float F) {
  uint32_t V;
  std::memcpy(&V, &F, 4);
  return V;
}
inline double asD(uint64_t V) {
  double D;
  std::memcpy(&D, &V, 8);
  return D;
}
inline uint64_t asU64(double D) {
  uint64_t V;
  std::memcpy(&V, &D, 8);
  return V;
}

inline double h2d(uint16_t H) {
  unsigned S = H >> 15, E = (H >> 10) & 0x1f, M = H & 0x3ff;
  double V;
  if (E == 0)
    V = std::ldexp((double)M, -24);
  else if (E == 31)
    V = M ? NAN : INFINITY;
  else
    V = std::ldexp((double)(M | 0x400), (int)E - 25);
  return S ? -V : V;
}

/// Round-to-nearest-even of M >> Sh (Sh may be >= 64).
inline uint64_t rneShift(uint64_t M, int Sh) {
  if (Sh <= 0)
    return M << -Sh;
  if (Sh >= 64)
    return 0;
  uint64_t Q = M >> Sh, R = M & ((1ull << Sh) - 1), Half = 1ull << (Sh - 1);
  if (R > Half || (R == Half && (Q & 1)))
    ++Q;
  return Q;
}

/// double -> binary16 (IEEE, RNE) or, with Trunc, toward zero.
inline uint16_t d2h(double D, bool Trunc = false) {
  uint64_t B = asU64(D);
  uint16_t S = (uint16_t)((B >> 63) << 15);
  int Ex = (int)((B >> 52) & 0x7ff);
  uint64_t Mant = B & ((1ull << 52) - 1);
  if (Ex == 0x7ff)
    return S | (Mant ? 0x7e00 : 0x7c00);
  if (Ex == 0)
    return S; // double denormals are far below half's range
  uint64_t M = Mant | (1ull << 52);
  int E = Ex - 1023; // value = M * 2^(E-52)
  auto Rnd = [&](int Sh) { return Trunc ? (Sh >= 64 ? 0 : M >> Sh) : rneShift(M, Sh); };
  if (E >= -14) {
    uint64_t R = Rnd(42);
    if (R == 2048)
      R = 1024, ++E;
    if (E > 15)
      return Trunc ? (S | 0x7bff) : (S | 0x7c00);
    return S | (uint16_t)(((E + 15) << 10) | (R - 1024));
  }
  int Sh = 42 + (-14 - E);
  uint64_t R = Rnd(Sh);
  return S | (uint16_t)R; // R == 1024 spells the smallest normal
}

inline uint16_t f2bf(float F, bool Trunc = false) {
  uint32_t U = asU(F);
  if ((U & 0x7fffffff) > 0x7f800000)
    return (uint16_t)((U >> 16) | 0x40);
  if (Trunc)
    return (uint16_t)(U >> 16);
  uint32_t Lsb = (U >> 16) & 1;
  return (uint16_t)((U + 0x7fff + Lsb) >> 16);
}
inline float bf2f(uint16_t H) { return asF((uint32_t)H << 16); }

/// A + B rounded to odd in double precision (the truncation toward zero,
/// its last bit set when inexact).  Rounding that result to f32, f16 or
/// bf16 gives the correctly rounded A + B (at least two bits to spare);
/// rounding A + B to nearest in double first could create a false tie, as
/// for an HFMA2 product plus a far smaller addend.
inline double addRoundOdd(double A, double B) {
  double S = A + B;
  if (!std::isfinite(S))
    return S;
  double Bb = S - A;
  double Err = (A - (S - Bb)) + (B - Bb); // TwoSum: A + B - S exactly
  if (Err == 0 || (asU64(S) & 1))
    return S;
  return std::nextafter(S, Err > 0 ? INFINITY : -INFINITY);
}
/// D rounded to odd in single precision: with f2bf, a double rounds to
/// bf16 once (the float step cannot make a false tie).
inline float d2fOdd(double D) {
  float F = (float)D;
  if (!std::isfinite(F) || (double)F == D || (asU(F) & 1))
    return F;
  return std::nextafter(F, D > (double)F ? INFINITY : -INFINITY);
}

/// sm_90's fp8 formats: E4M3 (bias 7, no infinities, NaN S.1111.111, largest
/// 448) and E5M2 (bias 15, IEEE-like, largest 57344).  d2f8 rounds to
/// nearest even with .satfinite (infinite or too large: the largest finite
/// value of the sign; NaN: 0x7f); f82d is exact.
inline uint8_t d2f8(double D, bool E4M3) {
  if (std::isnan(D))
    return 0x7f;
  int Man = E4M3 ? 3 : 2, Bias = E4M3 ? 7 : 15;
  uint8_t S = std::signbit(D) ? 0x80 : 0;
  double Max = E4M3 ? 448.0 : 57344.0;
  uint8_t MaxBits = E4M3 ? 0x7e : 0x7b;
  double A = std::fabs(D);
  if (A == 0)
    return S;
  if (std::isinf(A))
    return S | MaxBits;
  int E = std::ilogb(A);
  if (E < 1 - Bias)
    E = 1 - Bias;
  double Q = std::nearbyint(std::ldexp(A, Man - E)); // round half to even
  double V = std::ldexp(Q, E - Man);
  if (V > Max)
    return S | MaxBits;
  if (V == 0)
    return S;
  int E2 = std::ilogb(V);
  if (E2 < 1 - Bias)
    return S | (uint8_t)std::ldexp(V, Bias - 1 + Man);
  return S | (uint8_t)((E2 + Bias) << Man) | (uint8_t)(std::ldexp(V, Man - E2) - (1 << Man));
}
inline double f82d(uint8_t B, bool E4M3) {
  int Man = E4M3 ? 3 : 2, Bias = E4M3 ? 7 : 15;
  unsigned Ex = (B & 0x7f) >> Man, M = B & ((1u << Man) - 1);
  double Sg = (B & 0x80) ? -1.0 : 1.0;
  if (E4M3 ? (B & 0x7f) == 0x7f : Ex == 0x1f)
    return (!E4M3 && M == 0) ? Sg * INFINITY : NAN;
  if (Ex == 0)
    return Sg * std::ldexp((double)M, 1 - Bias - Man);
  return Sg * std::ldexp((double)(M | (1u << Man)), (int)Ex - Bias - Man);
}

// The NaN the hardware's f32 arithmetic (FADD, FMUL, FFMA, FMNMX, FRND,
// MUFU) and its f16/bf16 results write, whatever the operands' payloads
// (measured on the H200: utils/build-cuda-bundle.py's nvvm-values case).
// F2F.F32.F64 keeps the payload instead.
inline uint32_t canonF32(float F) { return std::isnan(F) ? 0x7fffffffu : asU(F); }
constexpr uint16_t kCanonNaN16 = 0x7fff;

inline float ftz(float F) {
  return std::fpclassify(F) == FP_SUBNORMAL ? std::copysign(0.0f, F) : F;
}
// NaN and -0 saturate to +0 too (as on the H200).
inline float sat(float F) {
  if (!(F > 0))
    return 0.0f;
  return F > 1 ? 1.0f : F;
}

/// Sets the host rounding mode for a SASS rounding field (0 RN, 1 RM, 2 RP,
/// 3 RZ) for the lifetime of the object.
class RoundScope {
public:
  explicit RoundScope(unsigned Rnd) : Active(Rnd != 0) {
    if (!Active)
      return;
    Old = std::fegetround();
    std::fesetround(Rnd == 1 ? FE_DOWNWARD : Rnd == 2 ? FE_UPWARD : FE_TOWARDZERO);
  }
  ~RoundScope() {
    if (Active)
      std::fesetround(Old);
  }

private:
  bool Active;
  int Old = FE_TONEAREST;
};

} // namespace emu
} // namespace oa

#endif
