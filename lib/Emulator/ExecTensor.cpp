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
// HGMMA (wgmma.mma_async) is computed by each warp of the warpgroup for
// its own 16 rows (warp w % 4 holds rows 16(w%4) .. +15 of the 64): its D
// fragment is the mma.sync C layout repeated over N/8 column blocks, its
// register A the m16n8k16 (tf32: m16n8k8) A layout.  Shared-memory
// operands follow the matrix descriptors (start address, leading and
// stride byte offsets, swizzle) in the canonical K-major and MN-major
// layouts; the swizzles XOR address bits 4.. with bits 7.. (32B: one bit,
// 64B: two, 128B: three).  The result is computed at issue; the hazard
// checker keeps the registers and shared bytes busy until WARPGROUP.DEPBAR
// retires the group.
//
//===----------------------------------------------------------------------===//

#include "AsyncModel.h"
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
  case Op::HGMMA:
    return execGmma(W, I, M);
  default:
    return false;
  }
}

bool Engine::execGmma(Warp &W, const Inst &I, uint32_t M) {
  if (M != W.Valid || W.Valid != ~0u) {
    fail(I, -1, W, "error: HGMMA needs all 32 lanes of the warp active");
    return true;
  }
  const unsigned N = I.M0, T = I.M2, K = T == MmaTF32 ? 8 : 16, E = T == MmaTF32 ? 4 : 2;
  const bool F32 = I.M1, RegA = I.M3 & 16, NegA = I.M3 & 1, NegB = I.M3 & 2;
  const bool KMajorA = !(I.M3 & 4), KMajorB = !(I.M3 & 8);
  const unsigned ND = F32 ? N / 2 : N / 4, Q = W.Id % 4;
  unsigned Regs[3][2] = {{I.Rd, ND}, {I.C.Reg, ND}, {RegA ? I.A.Reg : 255u, 4}};
  for (auto &R : Regs)
    if (R[0] == 255 || R[0] + R[1] > 255)
      R[1] = R[0] == 255 ? 0 : 255 - R[0];
  if (O.CheckHazards)
    for (auto &R : Regs)
      for (unsigned X = R[0]; X < R[0] + R[1]; ++X)
        if (W.FenceDirty[X]) {
          const Inst &Pr = P.Insts[(W.FenceDirty[X] - 1) / 16];
          hazard(I, "uses R" + std::to_string(X) + ", which " + Pr.Mnemonic + " at " +
                        formatPC(Pr.PC) +
                        " wrote after the last WARPGROUP.ARRIVE (wgmma.fence)");
          std::memset(W.FenceDirty, 0, sizeof(W.FenceDirty));
          break;
        }
  uint64_t DA = 0, DB = 0;
  if (I.B.Reg < 60) {
    DA = W.UR[I.B.Reg] | (uint64_t)W.UR[I.B.Reg + 1] << 32;
    DB = W.UR[I.B.Reg + 2] | (uint64_t)W.UR[I.B.Reg + 3] << 32;
  }
  GmmaDesc GA(DA), GB(DB);
  if ((!RegA && GA.Base) || GB.Base) {
    fail(I, -1, W, "not supported: an HGMMA descriptor with a matrix base offset");
    return true;
  }
  auto Val = [&](const uint8_t *P) -> double {
    uint32_t X = 0;
    std::memcpy(&X, P, E);
    return T == MmaF16 ? h2d((uint16_t)X) : T == MmaBF16 ? bf2f((uint16_t)X) : asF(X & 0xffffe000u);
  };
  // Shared-memory reads, with their bounds and the span each operand covers.
  uint32_t Span[2][2] = {{UINT32_MAX, 0}, {UINT32_MAX, 0}};
  auto Smem = [&](unsigned Which, uint32_t A, double &V) {
    if (A < SharedBase || (uint64_t)A + E > Shared.size()) {
      fail(I, -1, W, "error: HGMMA reads shared " + std::to_string(A) +
                         ", outside shared memory (descriptor " +
                         std::to_string(Which ? DB : DA) + ")");
      return false;
    }
    Span[Which][0] = std::min(Span[Which][0], A);
    Span[Which][1] = std::max(Span[Which][1], A + E);
    V = Val(Shared.data() + A);
    return true;
  };
  // A: this warp's 16 rows.
  double A[16][16], B[16][256];
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned Kk = 0; Kk < K; ++Kk) {
      if (!RegA) {
        if (!Smem(0, GA.addr(16 * Q + R, Kk, E, KMajorA), A[R][Kk]))
          return true;
      }
    }
  if (RegA) {
    const unsigned EA = 32 / (E * 8);
    for (unsigned L = 0; L < 32; ++L) {
      unsigned G = L / 4, Tt = L % 4;
      for (unsigned R = 0; R < 4; ++R) {
        uint32_t V = I.A.Reg + R < 255 ? W.R[I.A.Reg + R][L] : 0;
        for (unsigned J = 0; J < EA; ++J) {
          unsigned Row = G + 8 * (R & 1), Kk = (R >> 1) * 4 * EA + Tt * EA + J;
          uint8_t Bytes[4];
          std::memcpy(Bytes, (uint8_t *)&V + J * E, E);
          A[Row][Kk] = Val(Bytes);
        }
      }
    }
  }
  for (unsigned Kk = 0; Kk < K; ++Kk)
    for (unsigned C = 0; C < N; ++C)
      if (!Smem(1, GB.addr(C, Kk, E, KMajorB), B[Kk][C]))
        return true;
  if (O.CheckHazards)
    for (unsigned Which = 0; Which < 2; ++Which)
      if (Span[Which][0] < Span[Which][1]) {
        // An operand an LDGSTS has not finished writing (no DEPBAR waited
        // for its group) reads stale bytes on the GPU.
        if (!Async.empty())
          checkAsync(I, -1, Span[Which][0], Span[Which][1]);
        checkAsyncProxy(W, I, -1, Span[Which][0], Span[Which][1], false);
        proxyRead(W, I, Span[Which][0], Span[Which][1]);
      }
  // scale-d: a false predicate drops the accumulator input.
  unsigned Sp = I.M4 & 7;
  bool ScaleD = Sp == 7 ? true : (W.UP >> Sp) & 1;
  if (I.M4 & 8)
    ScaleD = !ScaleD;
  double Sa = NegA ? -1 : 1, Sb = NegB ? -1 : 1;
  // Written once every lane's inputs are read: C is usually D.
  uint32_t GmmaOut[128][32];
  for (unsigned L = 0; L < 32; ++L) {
    unsigned G = L / 4, Tt = L % 4;
    for (unsigned Rg = 0; Rg < ND; ++Rg) {
      unsigned Halves = F32 ? 1 : 2;
      uint32_t Out = 0;
      for (unsigned H = 0; H < Halves; ++H) {
        unsigned Row, Col;
        if (F32)
          Row = G + 8 * ((Rg >> 1) & 1), Col = 8 * (Rg / 4) + 2 * Tt + (Rg & 1);
        else
          Row = G + 8 * (Rg & 1), Col = 8 * (Rg / 2) + 2 * Tt + H;
        double S = 0;
        if (ScaleD && I.C.Reg != 255 && I.C.Reg + Rg < 255) {
          uint32_t Cv = W.R[I.C.Reg + Rg][L];
          S = F32 ? (double)asF(Cv) : h2d((uint16_t)(Cv >> (16 * H)));
        }
        for (unsigned Kk = 0; Kk < K; ++Kk)
          S += Sa * A[Row][Kk] * Sb * B[Kk][Col];
        if (F32)
          Out = asU((float)S);
        else
          Out |= (uint32_t)d2h(S) << (16 * H);
      }
      GmmaOut[Rg][L] = Out;
    }
  }
  for (unsigned Rg = 0; Rg < ND && I.Rd != 255 && I.Rd + Rg < 255; ++Rg)
    std::memcpy(W.R[I.Rd + Rg], GmmaOut[Rg], sizeof(GmmaOut[Rg]));
  // The group: registers and shared bytes stay busy until WARPGROUP.DEPBAR.
  if (!W.GmmaOpenAny) {
    W.GmmaOpen = Warp::GmmaGroup();
    W.GmmaOpen.PC = I.PC;
    W.GmmaOpenAny = true;
    ++W.GmmaInFlight;
  }
  for (auto &R : Regs)
    if (R[1]) {
      W.GmmaOpen.Regs.push_back({(uint8_t)R[0], (uint8_t)R[1]});
      for (unsigned X = R[0]; X < R[0] + R[1]; ++X)
        W.GmmaBusy[X] = I.PC + 1;
    }
  for (unsigned Which = 0; Which < 2; ++Which)
    if (Span[Which][0] < Span[Which][1])
      W.GmmaOpen.Smem.push_back({Span[Which][0], Span[Which][1]});
  if (I.M3 & 32) { // gsb0: wgmma.commit_group
    W.GmmaGroups.push_back(std::move(W.GmmaOpen));
    W.GmmaOpen = Warp::GmmaGroup();
    W.GmmaOpenAny = false;
  }
  return true;
}
