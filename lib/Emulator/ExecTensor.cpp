//===-- ExecTensor.cpp - warp-level MMA and matrix loads/stores ------------===//
//
// HMMA and IMMA compute D = A * B + C over the fragments the PTX ISA gives
// for mma.sync (g = lane / 4, t = lane % 4; E elements of the source type
// per 32-bit register):
//   A register r: row g (+8 when r is odd, m16 shapes), k = (r / 2) * 4E + tE + j
//   B register r: k = r * 4E + tE + j, column g
//   C/D (32-bit elements) register r: row g (+8 for r >= 2), column 2t + (r & 1)
//   C/D (f16) register r: row g + 8r, columns 2t, 2t + 1
// Products of f16/bf16/tf32/int8/int4 elements are exact in double; the sum
// is rounded once to the accumulator type (f32/f16), integer sums wrap or
// saturate (.SAT).  LDSM/STSM move 8x8 b16 matrices between shared memory
// and registers: the lanes 8j..8j+7 give the row addresses of matrix j and
// lane t holds (row t / 4, 32-bit word t % 4) of each, or with .MT88 the
// transposed pair.
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include "FloatOps.h"
#include <cstring>

using namespace oa;
using namespace oa::emu;

namespace {

unsigned eltBits(unsigned T) {
  switch (T) {
  case MmaF16:
  case MmaBF16: return 16;
  case MmaTF32: return 32;
  case MmaU8:
  case MmaS8: return 8;
  default: return 4; // MmaU4, MmaS4
  }
}

double elt(uint32_t R, unsigned T, unsigned J) {
  switch (T) {
  case MmaF16: return h2d((uint16_t)(R >> (16 * J)));
  case MmaBF16: return bf2f((uint16_t)(R >> (16 * J)));
  case MmaTF32: return asF(R & 0xffffe000u); // the low 13 mantissa bits are ignored
  case MmaU8: return (double)((R >> (8 * J)) & 0xff);
  case MmaS8: return (double)(int8_t)(R >> (8 * J));
  case MmaU4: return (double)((R >> (4 * J)) & 0xf);
  default: return (double)((int32_t)(R << (28 - 4 * J)) >> 28); // MmaS4
  }
}

} // namespace

bool Engine::execTensor(Warp &W, const Inst &I, uint32_t M) {
  switch (I.Opc) {
  case Op::HMMA: {
    if (M != W.Valid || W.Valid != ~0u) {
      fail(I, -1, W, std::string("error: ") + I.Mnemonic + " needs all 32 lanes of the warp active");
      return true;
    }
    const unsigned K = I.M0, Rows = I.M4 & 0xff, TA = I.M2, TB = I.M3;
    const bool Acc32 = I.M1, Int = TA >= MmaU8, Sat = I.M4 >> 8;
    const unsigned EA = 32 / eltBits(TA), EB = 32 / eltBits(TB);
    const unsigned NA = Rows * K / 32 / EA, NB = K * 8 / 32 / EB, NC = Acc32 ? Rows / 4 : 2;
    auto Reg = [&](uint8_t Base, unsigned R, unsigned Lane) -> uint32_t {
      return Base == 255 || Base + R >= 255 ? 0 : W.R[Base + R][Lane];
    };
    double A[16][64], B[64][8];
    double C[16][8];
    for (unsigned L = 0; L < 32; ++L) {
      unsigned G = L / 4, T = L % 4;
      for (unsigned R = 0; R < NA; ++R) {
        unsigned Row = Rows == 16 ? G + 8 * (R & 1) : G;
        unsigned KB = Rows == 16 ? (R >> 1) * 4 * EA : R * 4 * EA;
        for (unsigned J = 0; J < EA; ++J)
          A[Row][KB + T * EA + J] = elt(Reg(I.A.Reg, R, L), TA, J);
      }
      for (unsigned R = 0; R < NB; ++R)
        for (unsigned J = 0; J < EB; ++J)
          B[R * 4 * EB + T * EB + J][G] = elt(Reg(I.B.Reg, R, L), TB, J);
      for (unsigned R = 0; R < NC; ++R) {
        if (Acc32) {
          unsigned Row = Rows == 16 ? G + 8 * (R >> 1) : G;
          uint32_t V = Reg(I.C.Reg, R, L);
          C[Row][2 * T + (R & 1)] = Int ? (double)(int32_t)V : (double)asF(V);
        } else
          for (unsigned J = 0; J < 2; ++J)
            C[G + 8 * R][2 * T + J] = h2d((uint16_t)(Reg(I.C.Reg, R, L) >> (16 * J)));
      }
    }
    uint32_t Out[4][32];
    for (unsigned L = 0; L < 32; ++L) {
      unsigned G = L / 4, T = L % 4;
      auto Dot = [&](unsigned Row, unsigned Col) {
        // Every product and partial sum of integers is exact in double.
        double S = C[Row][Col];
        for (unsigned Q = 0; Q < K; ++Q)
          S += A[Row][Q] * B[Q][Col];
        return S;
      };
      for (unsigned R = 0; R < NC; ++R) {
        if (!Acc32) {
          uint32_t V = 0;
          for (unsigned J = 0; J < 2; ++J)
            V |= (uint32_t)d2h(Dot(G + 8 * R, 2 * T + J)) << (16 * J);
          Out[R][L] = V;
          continue;
        }
        unsigned Row = Rows == 16 ? G + 8 * (R >> 1) : G, Col = 2 * T + (R & 1);
        double S = Dot(Row, Col);
        if (!Int)
          Out[R][L] = asU((float)S);
        else if (Sat)
          Out[R][L] = (uint32_t)(int32_t)std::max(-2147483648.0, std::min(2147483647.0, S));
        else
          Out[R][L] = (uint32_t)(int64_t)S; // wraps modulo 2^32
      }
    }
    for (unsigned R = 0; R < NC && I.Rd != 255; ++R)
      if (I.Rd + R < 255)
        for (unsigned L = 0; L < 32; ++L)
          W.R[I.Rd + R][L] = Out[R][L];
    return true;
  }
  case Op::MOVM: {
    // Lane t holds (row t/4, columns 2(t%4), +1) of an 8x8 b16 matrix; the
    // transpose gives it (2(t%4), t/4) and (2(t%4)+1, t/4).
    if (M != W.Valid || W.Valid != ~0u) {
      fail(I, -1, W, "error: MOVM needs all 32 lanes of the warp active");
      return true;
    }
    auto At = [&](unsigned R, unsigned C) -> uint32_t {
      uint32_t V = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][R * 4 + C / 2];
      return (V >> (16 * (C & 1))) & 0xffff;
    };
    uint32_t Out[32];
    for (unsigned T = 0; T < 32; ++T)
      Out[T] = At(2 * (T % 4), T / 4) | (At(2 * (T % 4) + 1, T / 4) << 16);
    if (I.Rd != 255)
      std::memcpy(W.R[I.Rd], Out, sizeof(Out));
    return true;
  }
  case Op::LDSM:
  case Op::STSM: {
    unsigned N = 1u << I.M0;
    bool Store = I.Opc == Op::STSM;
    uint32_t UOff = I.B.K == SrcKind::UReg && I.B.Reg < 63 ? W.UR[I.B.Reg] : 0;
    uint8_t *Rows[4][8];
    for (unsigned Mx = 0; Mx < N; ++Mx)
      for (unsigned Rw = 0; Rw < 8; ++Rw) {
        unsigned Src = Mx * 8 + Rw;
        if (!(M >> Src & 1)) {
          fail(I, (int)Src, W, std::string("error: ") + I.Mnemonic +
                                   ": the lane giving a row address is not active");
          return true;
        }
        uint32_t Ra = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][Src];
        Rows[Mx][Rw] = sharedPtr(W, I, (int)Src, Ra + UOff + (uint32_t)I.Off, 16);
        if (!Rows[Mx][Rw])
          return true;
      }
    uint8_t Reg = Store ? I.C.Reg : I.Rd;
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      unsigned T = __builtin_ctz(Ms);
      for (unsigned Mx = 0; Mx < N; ++Mx) {
        if (Reg == 255 || Reg + Mx >= 255)
          continue;
        uint32_t &V = W.R[Reg + Mx][T];
        if (I.M1 == 0) {
          if (Store)
            std::memcpy(Rows[Mx][T / 4] + 4 * (T % 4), &V, 4);
          else
            std::memcpy(&V, Rows[Mx][T / 4] + 4 * (T % 4), 4);
          continue;
        }
        // .MT88: halves (2(t%4), t/4) and (2(t%4)+1, t/4).
        uint8_t *P0 = Rows[Mx][2 * (T % 4)] + 2 * (T / 4);
        uint8_t *P1 = Rows[Mx][2 * (T % 4) + 1] + 2 * (T / 4);
        if (Store) {
          std::memcpy(P0, &V, 2);
          std::memcpy(P1, (uint8_t *)&V + 2, 2);
        } else {
          uint16_t H0, H1;
          std::memcpy(&H0, P0, 2);
          std::memcpy(&H1, P1, 2);
          V = H0 | ((uint32_t)H1 << 16);
        }
      }
    }
    return true;
  }
  default:
    return false;
  }
}
