//===-- ExecFloat.cpp - fp32 / fp64 / fp16x2 and conversion semantics -----===//
//
// IEEE results with the instruction's rounding mode (this file is compiled
// with -frounding-math so the host honours fesetround).  MUFU is computed in
// double and rounded once: within its documented error bounds.
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include "FloatOps.h"
#include <climits>
#include <cmath>

using namespace oa;
using namespace oa::emu;

namespace {

uint32_t negAbs32(uint32_t V, const Src &S) {
  if (S.K == SrcKind::Imm)
    return V;
  if (S.Abs)
    V &= 0x7fffffffu;
  if (S.Neg)
    V ^= 0x80000000u;
  return V;
}
uint64_t negAbs64(uint64_t V, const Src &S) {
  if (S.K == SrcKind::Imm)
    return V;
  if (S.Abs)
    V &= ~(1ull << 63);
  if (S.Neg)
    V ^= 1ull << 63;
  return V;
}

bool fcmp(unsigned Cmp, double A, double B) {
  bool Un = std::isnan(A) || std::isnan(B);
  switch (Cmp) {
  case 0: return false;
  case 1: return !Un && A < B;
  case 2: return !Un && A == B;
  case 3: return !Un && A <= B;
  case 4: return !Un && A > B;
  case 5: return !Un && A != B;
  case 6: return !Un && A >= B;
  case 7: return !Un;
  case 8: return Un;
  case 9: return Un || A < B;
  case 10: return Un || A == B;
  case 11: return Un || A <= B;
  case 12: return Un || A > B;
  case 13: return Un || A != B;
  case 14: return Un || A >= B;
  default: return true;
  }
}
bool bop(unsigned Op, bool A, bool B) { return Op == 0 ? (A && B) : Op == 1 ? (A || B) : (A != B); }

// fp16x2 / bf16x2 lanes.
double half(uint32_t V, unsigned Swz, unsigned H, bool BF) {
  // Swizzle: 0 = H0 and H1 as they are, 2 = H0_H0, 3 = H1_H1 (1 = .F32:
  // the operand is an f32 used for both halves).
  if (Swz == 1)
    return asF(V);
  unsigned Sel = Swz == 2 ? 0 : Swz == 3 ? 1 : H;
  uint16_t X = (uint16_t)(V >> (16 * Sel));
  return BF ? bf2f(X) : h2d(X);
}
uint16_t toHalf(double D, bool BF) {
  if (std::isnan(D))
    return kCanonNaN16;
  return BF ? f2bf(d2fOdd(D)) : d2h(D);
}
double halfNegAbs(double D, const Src &S) {
  if (S.K == SrcKind::Imm)
    return D;
  if (S.Abs)
    D = std::fabs(D);
  if (S.Neg)
    D = -D;
  return D;
}

// Integer conversion with saturation (NaN -> 0), the way the hardware does it.
uint64_t toInt(double D, unsigned Bits, bool Signed) {
  if (std::isnan(D))
    return 0;
  if (Signed) {
    double Lo = -std::ldexp(1.0, Bits - 1), Hi = std::ldexp(1.0, Bits - 1);
    int64_t V;
    if (D <= Lo)
      V = Bits == 64 ? INT64_MIN : (int64_t)Lo;
    else if (D >= Hi)
      V = Bits == 64 ? INT64_MAX : (int64_t)Hi - 1;
    else
      V = (int64_t)D;
    return Bits == 64 ? (uint64_t)V : (uint64_t)V & ((1ull << Bits) - 1);
  }
  double Hi = std::ldexp(1.0, Bits);
  if (D <= 0)
    return 0;
  if (D >= Hi)
    return Bits == 64 ? UINT64_MAX : (1ull << Bits) - 1;
  return (uint64_t)D;
}

double roundInt(double D, unsigned Rnd) {
  switch (Rnd) {
  case 1: return std::floor(D);
  case 2: return std::ceil(D);
  case 3: return std::trunc(D);
  default: return std::nearbyint(D); // host mode is RN here
  }
}

} // namespace

bool Engine::execFloat(Warp &W, const Inst &I, uint32_t M) {
  uint32_t A[32], B[32], C[32], R[32];
  switch (I.Opc) {
  case Op::FFMA:
  case Op::FADD:
  case Op::FMUL: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    if (I.Opc == Op::FFMA)
      fetch(W, I, I.C, C);
    bool FTZ = I.M1 == 2, FMZ = I.M1 == 1;
    RoundScope RS(I.M0);
    float Scale = I.Opc == Op::FMUL && I.M3 != 4 ? std::ldexp(1.0f, (int)I.M3 - 4) : 1.0f;
    for (unsigned K = 0; K < 32; ++K) {
      float X = asF(negAbs32(A[K], I.A)), Y = asF(negAbs32(B[K], I.B));
      if (FTZ || FMZ)
        X = ftz(X), Y = ftz(Y);
      float Z;
      if (I.Opc == Op::FFMA) {
        float Cv = asF(negAbs32(C[K], I.C));
        if (FTZ || FMZ)
          Cv = ftz(Cv);
        if (FMZ && (X == 0 || Y == 0))
          Z = 0.0f + Cv;
        else
          Z = std::fma(X, Y, Cv);
      } else if (I.Opc == Op::FADD)
        Z = X + Y;
      else {
        Z = (FMZ && (X == 0 || Y == 0)) ? 0.0f : X * Y;
        if (Scale != 1.0f)
          Z *= Scale;
      }
      if (FTZ || FMZ)
        Z = ftz(Z);
      if (I.M2)
        Z = sat(Z);
      R[K] = canonF32(Z);
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::FMNMX: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pp = readPred(W, I, I.Pp);
    for (unsigned K = 0; K < 32; ++K) {
      float X = asF(negAbs32(A[K], I.A)), Y = asF(negAbs32(B[K], I.B));
      if (I.M1 == 2)
        X = ftz(X), Y = ftz(Y);
      bool Min = (Pp >> K) & 1;
      float Z;
      if (std::isnan(X) || std::isnan(Y))
        Z = I.M2 ? NAN : (std::isnan(X) ? Y : X);
      else if (X == 0 && Y == 0)
        Z = Min ? (std::signbit(X) ? X : Y) : (std::signbit(X) ? Y : X);
      else
        Z = Min ? (X < Y ? X : Y) : (X > Y ? X : Y);
      R[K] = canonF32(Z);
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::FSEL: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pp = readPred(W, I, I.Pp);
    for (unsigned K = 0; K < 32; ++K)
      R[K] = (Pp >> K) & 1 ? negAbs32(A[K], I.A) : negAbs32(B[K], I.B);
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::FSETP:
  case Op::FSET:
  case Op::DSETP: {
    bool D = I.Opc == Op::DSETP;
    uint64_t A6[32], B6[32];
    if (D) {
      fetch64(W, I, I.A, A6);
      fetch64(W, I, I.B, B6);
    } else {
      fetch(W, I, I.A, A);
      fetch(W, I, I.B, B);
    }
    uint32_t Pp = readPred(W, I, I.Pp), Pu = 0, Pv = 0;
    for (unsigned K = 0; K < 32; ++K) {
      double X, Y;
      if (D)
        X = asD(negAbs64(A6[K], I.A)), Y = asD(negAbs64(B6[K], I.B));
      else {
        float Xf = asF(negAbs32(A[K], I.A)), Yf = asF(negAbs32(B[K], I.B));
        if (I.M1 == 2)
          Xf = ftz(Xf), Yf = ftz(Yf);
        X = Xf, Y = Yf;
      }
      bool Res = fcmp(I.M0, X, Y), PB = (Pp >> K) & 1;
      bool U = bop(I.M3, Res, PB), V = bop(I.M3, !Res, PB);
      if (D && (I.M0 == 0 || I.M0 == 15)) {
        // DSETP.MIN / .MAX (ptxas's fmin/fmax of doubles): Pu picks A over
        // B, Pv says both are NaN (the result is then B, quieted).  Before
        // utils/difftest found it they read as never/always true.
        bool NA = std::isnan(X), NB = std::isnan(Y), Max = I.M0 == 15;
        bool PickA = !NA && (NB || (Max ? X > Y || (X == Y && !std::signbit(X))
                                        : X < Y || (X == Y && std::signbit(X))));
        U = bop(I.M3, PickA, PB);
        V = bop(I.M3, NA && NB, PB);
      }
      Pu |= (uint32_t)U << K;
      Pv |= (uint32_t)V << K;
      R[K] = U ? 0x3f800000u : 0;
    }
    if (I.Opc == Op::FSET)
      writeR(W, I, I.Rd, R, M);
    else {
      writeP(W, I, I.Pu, Pu, M);
      writeP(W, I, I.Pv, Pv, M);
    }
    return true;
  }
  case Op::FCHK: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pu = 0;
    for (unsigned K = 0; K < 32; ++K) {
      float X = asF(negAbs32(A[K], I.A)), Y = asF(negAbs32(B[K], I.B));
      // True when X / Y needs the slow (exact) path: special or extreme
      // operands, or a quotient near the ends of the normal range.  A zero
      // dividend too: ptxas's fast path computes 0 / -y as +0 (RZ * r + RZ),
      // and its division is IEEE, so FCHK must send it to the slow path
      // (utils/difftest; the GPU bundle checks it).
      int EX, EY;
      std::frexp(X, &EX);
      std::frexp(Y, &EY);
      // A dividend below 2^-102 too: the fast path's residual a - b*q then
      // falls below the normal range and is not exact (ptxas's quotient was
      // one ulp off for 2^-106 / 0x1.fffffep-47: test/CodeGen/SASS's
      // fdiv-exact inputs through ptxas).
      bool Slow = X == 0 || !std::isfinite(X) || !std::isnormal(Y) ||
                  (X != 0 && !std::isnormal(X)) || (X != 0 && (EX - EY > 126 || EX - EY < -125)) ||
                  EY > 126 || EY < -124 || EX < -101;
      Pu |= (uint32_t)Slow << K;
    }
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::MUFU: {
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t V = negAbs32(B[K], I.B);
      double X = asF(V), Z;
      switch (I.M0) {
      case 0: Z = std::cos(X * 2 * M_PI); break;
      case 1: Z = std::sin(X * 2 * M_PI); break;
      case 2: Z = std::exp2(ftz((float)X)); break;
      case 3: Z = std::log2(ftz((float)X)); break;
      case 4: Z = 1.0 / ftz((float)X); break;
      case 5: Z = 1.0 / std::sqrt((double)ftz((float)X)); break;
      case 6: case 7: {
        double Dv = asD((uint64_t)V << 32);
        double Q = I.M0 == 6 ? 1.0 / Dv : 1.0 / std::sqrt(Dv);
        // A NaN result is the f32 MUFU's canonical word (the H200: oa's
        // sqrt.rn.d of a negative, whose NaN comes from here through DFMAs
        // that keep payloads, gave 0x7fffffff00000000).
        R[K] = std::isnan(Q) ? 0x7fffffffu : (uint32_t)(asU64(Q) >> 32);
        continue;
      }
      case 8: Z = std::sqrt((double)ftz((float)X)); break;
      case 9: Z = std::tanh(X); break;
      default:
        fail(I, -1, W, "not supported: MUFU function");
        return true;
      }
      R[K] = canonF32(ftz((float)Z));
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::DFMA:
  case Op::DADD:
  case Op::DMUL: {
    uint64_t A6[32], B6[32], C6[32], R6[32];
    fetch64(W, I, I.A, A6);
    fetch64(W, I, I.B, B6);
    if (I.Opc == Op::DFMA)
      fetch64(W, I, I.C, C6);
    RoundScope RS(I.M0);
    for (unsigned K = 0; K < 32; ++K) {
      double X = asD(negAbs64(A6[K], I.A)), Y = asD(negAbs64(B6[K], I.B)), Z;
      if (I.Opc == Op::DFMA)
        Z = std::fma(X, Y, asD(negAbs64(C6[K], I.C)));
      else if (I.Opc == Op::DADD)
        Z = X + Y;
      else
        Z = X * Y;
      R6[K] = asU64(Z);
      // A NaN operand comes through as it is, quieted, its negation or
      // absolute value not applied (the H200: -S * S + x with S NaN kept S's
      // sign; the host would flip it).  Which of two different NaNs wins is
      // not established on the GPU; here the first in operand order.
      auto IsNaN = [](uint64_t V) { return (V & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; };
      const uint64_t *Ops[3] = {&A6[K], &B6[K], I.Opc == Op::DFMA ? &C6[K] : nullptr};
      for (const uint64_t *P : Ops)
        if (P && IsNaN(*P)) {
          R6[K] = *P | 0x0008000000000000ull;
          break;
        }
    }
    writeR64(W, I, I.Rd, R6, M);
    return true;
  }
  case Op::FRND:
  case Op::F2I:
  case Op::I2F:
  case Op::F2F: {
    unsigned SrcBits = I.M3, DstBits = I.M2, Rnd = I.M4 & 3;
    bool FTZ = I.M4 & 4, DstBF = I.M4 & 8;
    uint64_t S6[32], R6[32];
    if (SrcBits == 64)
      fetch64(W, I, I.B, S6);
    else {
      fetch(W, I, I.B, B);
      for (unsigned K = 0; K < 32; ++K)
        S6[K] = B[K];
    }
    for (unsigned K = 0; K < 32; ++K) {
      uint64_t V = S6[K];
      if (SrcBits < 32 && I.Opc != Op::I2F)
        V >>= 16 * (I.B.Swz & 1);
      if (SrcBits < 32 && I.Opc == Op::I2F)
        V >>= (SrcBits == 8 ? 8 : 16) * I.B.Swz;
      double X = 0;
      if (I.Opc == Op::I2F) {
        bool Sg = I.M1;
        long double LX;
        if (SrcBits == 64)
          LX = Sg ? (long double)(int64_t)V : (long double)V;
        else {
          uint64_t Msk = (1ull << SrcBits) - 1;
          uint64_t U = V & Msk;
          int64_t Sv = (int64_t)(U << (64 - SrcBits)) >> (64 - SrcBits);
          LX = Sg ? (long double)Sv : (long double)U;
        }
        RoundScope RS(Rnd);
        if (DstBits == 64)
          R6[K] = asU64((double)LX);
        else if (DstBits == 32)
          R6[K] = asU((float)LX);
        else
          R6[K] = d2h((double)LX, Rnd == 3);
        continue;
      }
      // Float source.
      if (SrcBits == 64)
        X = asD(negAbs64(V, I.B));
      else if (SrcBits == 32)
        X = asF(negAbs32((uint32_t)V, I.B));
      else {
        X = h2d((uint16_t)V);
        if (I.B.Abs)
          X = std::fabs(X);
        if (I.B.Neg)
          X = -X;
      }
      if (FTZ && SrcBits == 32)
        X = ftz((float)X);
      if (I.Opc == Op::F2I) {
        // NaN: 0 from f32 to 32 bits, the sign bit alone otherwise (f64
        // sources, 64-bit results: measured on the H200).
        if (std::isnan(X) && !(SrcBits <= 32 && DstBits == 32))
          R6[K] = 1ull << (DstBits - 1);
        else
          R6[K] = toInt(roundInt(X, Rnd), DstBits, I.M0);
        continue;
      }
      if (I.Opc == Op::FRND) {
        double Z = roundInt(X, Rnd);
        R6[K] = DstBits == 64 ? asU64(Z) : DstBits == 32 ? canonF32((float)Z) : toHalf(Z, false);
        continue;
      }
      RoundScope RS(Rnd);
      if (DstBits == 64)
        R6[K] = asU64(X);
      else if (DstBits == 32) {
        float F = (float)X;
        R6[K] = asU(FTZ ? ftz(F) : F);
      } else
        R6[K] = std::isnan(X) ? kCanonNaN16 : DstBF ? f2bf((float)X, Rnd == 3) : d2h(X, Rnd == 3);
    }
    if (DstBits == 64)
      writeR64(W, I, I.Rd, R6, M);
    else {
      for (unsigned K = 0; K < 32; ++K)
        R[K] = (uint32_t)(DstBits == 32 || I.Opc == Op::F2I ? R6[K] : (R6[K] & 0xffff));
      writeR(W, I, I.Rd, R, M);
    }
    return true;
  }
  case Op::I2FP: {
    fetch(W, I, I.B, B);
    RoundScope RS(I.M4);
    for (unsigned K = 0; K < 32; ++K)
      R[K] = asU(I.M0 ? (float)(int32_t)B[K] : (float)B[K]);
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::F2FP: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    if (I.M3 && I.M3 < 4)
      fetch(W, I, I.C, C);
    if (I.M3 == 5) {
      // TF32: round to 10 mantissa bits (.RZ truncates; else to nearest
      // even, a carry into the exponent included, so the largest values
      // round to infinity), the low 13 bits cleared; .RELU as below; every
      // NaN gives 0x7fffe000 (the H100, 2026-12-07).
      for (unsigned K = 0; K < 32; ++K) {
        uint32_t X = B[K];
        float XF = asF(X);
        if (std::isnan(XF)) {
          R[K] = 0x7fffe000u;
          continue;
        }
        if (I.M0 && XF <= 0)
          X = 0;
        if (I.M4 != 3 && (X & 0x7f800000u) != 0x7f800000u)
          X += 0xfffu + ((X >> 13) & 1);
        R[K] = X & 0xffffe000u;
      }
      writeR(W, I, I.Rd, R, M);
      return true;
    }
    if (I.M3 >= 2) {
      // fp8 (sm_90): .RELU makes negative values and -0 +0 first (NaN
      // stays NaN), as for the f16 / bf16 shapes.
      auto Relu = [&](double X) { return I.M0 && X <= 0 ? 0.0 : X; };
      for (unsigned K = 0; K < 32; ++K) {
        if (I.M3 == 4) { // UNPACK_B: bytes 1 / 0 of B to f16 high / low
          uint32_t Out = 0;
          for (unsigned H = 0; H < 2; ++H) {
            double X = Relu(f82d((uint8_t)(B[K] >> (8 * H)), I.M1));
            Out |= (uint32_t)(std::isnan(X) ? kCanonNaN16 : d2h(X)) << (16 * H);
          }
          R[K] = Out;
          continue;
        }
        double Hi, Lo;
        if (I.M3 == 2)
          Hi = asF(A[K]), Lo = asF(B[K]);
        else
          Hi = h2d((uint16_t)(B[K] >> 16)), Lo = h2d((uint16_t)B[K]);
        R[K] = (C[K] & 0xffff0000u) | (uint32_t)d2f8(Relu(Hi), I.M1) << 8 | d2f8(Relu(Lo), I.M1);
      }
      writeR(W, I, I.Rd, R, M);
      return true;
    }
    // .SATFINITE: an infinite result is the largest finite value of its sign.
    auto Cvt = [&](float X) -> uint16_t {
      // .RELU: negative values and -0 give +0 (as HFMA2.RELU measured on
      // the H200; not yet measured for F2FP), NaN stays the canonical NaN.
      if (I.M0 && X <= 0)
        X = 0.0f;
      if (std::isnan(X))
        return kCanonNaN16;
      uint16_t H = I.M1 ? f2bf(X, I.M4 == 3) : d2h(X, I.M4 == 3);
      uint16_t Inf = I.M1 ? 0x7f80 : 0x7c00;
      if (I.M2 && (H & 0x7fff) == Inf)
        H = (uint16_t)((H & 0x8000) | (Inf - 1));
      return H;
    };
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t Hi = I.M3 ? C[K] >> 16 : Cvt(asF(A[K]));
      R[K] = (Hi << 16) | Cvt(asF(B[K]));
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::HFMA2:
  case Op::HADD2:
  case Op::HMUL2: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    if (I.Opc == Op::HFMA2)
      fetch(W, I, I.C, C);
    bool BF = I.M1;
    for (unsigned K = 0; K < 32; ++K) {
      if (I.M0 && I.Opc == Op::HADD2) {
        // HADD2.F32: one f32 result from the low (selected) halves.
        double X = halfNegAbs(half(A[K], I.A.Swz, 0, BF), I.A);
        double Y = halfNegAbs(half(B[K], I.B.Swz, 0, BF), I.B);
        R[K] = canonF32((float)(X + Y));
        continue;
      }
      uint16_t Out[2];
      for (unsigned H = 0; H < 2; ++H) {
        double X = halfNegAbs(half(A[K], I.A.Swz, H, BF), I.A);
        double Y = halfNegAbs(half(B[K], I.B.Swz, H, BF), I.B);
        double Z;
        if (I.Opc == Op::HFMA2)
          // The product is exact in double (24-bit significands at most); the sum
          // rounds once, to odd, then to the half format in toHalf.
          Z = addRoundOdd(X * Y, halfNegAbs(half(C[K], I.C.Swz, H, BF), I.C));
        else if (I.Opc == Op::HADD2)
          Z = X + Y;
        else
          Z = X * Y;
        if (I.M2) // .SAT: NaN and -0 give +0
          Z = !(Z > 0) ? 0 : Z > 1 ? 1 : Z;
        if (I.M3 && Z <= 0) // .RELU: -0 gives +0, NaN stays (canonical)
          Z = 0;
        Out[H] = toHalf(Z, BF);
      }
      R[K] = Out[0] | ((uint32_t)Out[1] << 16);
    }
    if (I.M0 && I.Opc != Op::HADD2)
      return false; // .F32 outputs of HFMA2/HMUL2: not yet
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  default:
    return false;
  }
}
