//===-- ExecInt.cpp - operands and integer / uniform semantics ------------===//
//
// Vector and uniform forms share one implementation: a uniform instruction
// computes lane 0 from the uniform register file (fetch broadcasts UR and
// constant operands, writeR / writeP go to UR / UP when Inst::Uniform).
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include <cstring>

using namespace oa;
using namespace oa::emu;

bool Engine::constRead(unsigned Bank, int64_t Off, unsigned Bytes, void *Out) {
  const std::vector<uint8_t> *B = nullptr;
  if (Bank == 0)
    B = &C0;
  else if (Bank == 2)
    B = &P.Img.Const2;
  else if (Bank == 3)
    B = &P.Img.Const3;
  else if (Bank == 4)
    B = &P.Img.Const4;
  if (!B || Off < 0 || (uint64_t)Off + Bytes > B->size()) {
    // Bank 3 is sized 64 KiB on the device; reads past the initialised data
    // are zero there.
    if (Bank == 3 && Off >= 0 && (uint64_t)Off + Bytes <= 0x10000) {
      std::memset(Out, 0, Bytes);
      if (B && (uint64_t)Off < B->size())
        std::memcpy(Out, B->data() + Off, B->size() - Off);
      return true;
    }
    return false;
  }
  std::memcpy(Out, B->data() + Off, Bytes);
  return true;
}

void Engine::fetch(Warp &W, const Inst &I, const Src &S, uint32_t *V) {
  uint32_t X = 0;
  switch (S.K) {
  case SrcKind::Reg:
    std::memcpy(V, W.R[S.Reg], 128);
    return;
  case SrcKind::UReg:
    X = S.Reg >= 63 ? 0 : W.UR[S.Reg];
    break;
  case SrcKind::Imm:
    X = S.Imm;
    break;
  case SrcKind::Const:
    if (!constRead(S.Bank, (int32_t)S.Imm, 4, &X))
      fail(I, -1, W, "error: constant bank " + std::to_string(S.Bank) + " read out of bounds (offset " +
                         std::to_string((int32_t)S.Imm) + ")");
    break;
  case SrcKind::ConstX:
    fail(I, -1, W, "not supported: bindless constant operand cx[] in " + std::string(I.Mnemonic));
    break;
  case SrcKind::None:
    break;
  }
  for (unsigned K = 0; K < 32; ++K)
    V[K] = X;
}

void Engine::fetch64(Warp &W, const Inst &I, const Src &S, uint64_t *V) {
  uint64_t X = 0;
  switch (S.K) {
  case SrcKind::Reg:
    if (S.Reg == 255) {
      for (unsigned K = 0; K < 32; ++K)
        V[K] = 0;
      return;
    }
    for (unsigned K = 0; K < 32; ++K)
      V[K] = W.R[S.Reg][K] | ((uint64_t)W.R[(S.Reg + 1) & 255][K] << 32);
    return;
  case SrcKind::UReg:
    X = S.Reg >= 63 ? 0 : (W.UR[S.Reg] | ((uint64_t)(S.Reg + 1 >= 63 ? 0 : W.UR[S.Reg + 1]) << 32));
    break;
  case SrcKind::Imm:
    X = S.Imm64Hi ? (uint64_t)S.Imm << 32 : S.Imm;
    break;
  case SrcKind::Const:
    if (!constRead(S.Bank, (int32_t)S.Imm, 8, &X))
      fail(I, -1, W, "error: constant bank " + std::to_string(S.Bank) + " read out of bounds");
    break;
  case SrcKind::ConstX:
    fail(I, -1, W, "not supported: bindless constant operand cx[]");
    break;
  case SrcKind::None:
    break;
  }
  for (unsigned K = 0; K < 32; ++K)
    V[K] = X;
}

void Engine::writeR(Warp &W, const Inst &I, uint8_t Rd, const uint32_t *V, uint32_t M) {
  if (Rd == 255)
    return;
  if (I.Uniform) {
    if (M && Rd < 63)
      W.UR[Rd] = V[0];
    return;
  }
  uint32_t *D = W.R[Rd];
  if (M == ~0u) {
    std::memcpy(D, V, 128);
    return;
  }
  for (; M; M &= M - 1) {
    unsigned K = __builtin_ctz(M);
    D[K] = V[K];
  }
}

void Engine::writeR64(Warp &W, const Inst &I, uint8_t Rd, const uint64_t *V, uint32_t M) {
  if (Rd == 255)
    return;
  if (I.Uniform) {
    if (M && Rd < 63)
      W.UR[Rd] = (uint32_t)V[0];
    if (M && Rd + 1 < 63)
      W.UR[Rd + 1] = (uint32_t)(V[0] >> 32);
    return;
  }
  for (; M; M &= M - 1) {
    unsigned K = __builtin_ctz(M);
    W.R[Rd][K] = (uint32_t)V[K];
    if (Rd + 1 < 255)
      W.R[Rd + 1][K] = (uint32_t)(V[K] >> 32);
  }
}

void Engine::writeP(Warp &W, const Inst &I, uint8_t Pr, uint32_t Bits, uint32_t M) {
  Pr &= 7;
  if (Pr == 7 || !M)
    return;
  if (I.Uniform) {
    W.UP = (uint8_t)((W.UP & ~(1u << Pr)) | ((Bits & 1) << Pr));
    return;
  }
  W.P[Pr] = (W.P[Pr] & ~M) | (Bits & M);
}

uint32_t Engine::specialReg(const Warp &W, unsigned SR, int Lane) {
  unsigned T = W.Id * 32 + Lane;
  unsigned X = T % L.Block[0], Y = (T / L.Block[0]) % L.Block[1], Z = T / (L.Block[0] * L.Block[1]);
  switch (SR) {
  case 0:
    return Lane;
  case 32:
    return X | (Y << 16) | (Z << 26);
  case 33:
    return X;
  case 34:
    return Y;
  case 35:
    return Z;
  case 37:
    return CtaId[0];
  case 38:
    return CtaId[1];
  case 39:
    return CtaId[2];
  case 56:
    return 1u << Lane;
  case 57:
    return (1u << Lane) - 1;
  case 58:
    return Lane == 31 ? ~0u : (2u << Lane) - 1;
  case 59:
    return Lane == 31 ? 0 : ~((2u << Lane) - 1);
  case 60:
    return ~((1u << Lane) - 1);
  case 2: // SR_VIRTCFG: 64 warp slots per SM (bits 8-15, %nwarpid)
    return 64u << 8;
  case 3: // SR_VIRTID: the warp's slot in bits 8-14 (%warpid): its index in the CTA
    return (W.Id & 0x7f) << 8;
  case 46: // SR_LWINHI, SR_SWINHI: the generic windows' upper words
    return (uint32_t)(kLocalWin >> 32);
  case 47:
    return (uint32_t)(kSharedWin >> 32);
  case 1:
  case 80:
  case 82:
    return (uint32_t)(Steps * 4);
  case 81:
  case 83:
    return (uint32_t)((Steps * 4) >> 32);
  default:
    return 0; // SM ids, CgaCtaId (one CTA per cluster), window bases
  }
}

static uint32_t lop3(uint32_t A, uint32_t B, uint32_t C, unsigned Lut) {
  uint32_t R = 0;
  for (unsigned K = 0; K < 8; ++K)
    if (Lut & (1u << K))
      R |= ((K & 4) ? A : ~A) & ((K & 2) ? B : ~B) & ((K & 1) ? C : ~C);
  return R;
}

static bool icmp(unsigned Cmp, bool Signed, uint32_t A, uint32_t B) {
  int64_t X = Signed ? (int64_t)(int32_t)A : (int64_t)A;
  int64_t Y = Signed ? (int64_t)(int32_t)B : (int64_t)B;
  switch (Cmp) {
  case 0:
    return false;
  case 1:
    return X < Y;
  case 2:
    return X == Y;
  case 3:
    return X <= Y;
  case 4:
    return X > Y;
  case 5:
    return X != Y;
  case 6:
    return X >= Y;
  default:
    return true;
  }
}

static bool bop(unsigned Op, bool A, bool B) {
  return Op == 0 ? (A && B) : Op == 1 ? (A || B) : (A != B);
}

bool Engine::execInt(Warp &W, const Inst &I, uint32_t M) {
  if (I.Uniform)
    M = M ? 1u : 0u;
  uint32_t A[32], B[32], C[32], R[32];
  auto F3 = [&]() {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    fetch(W, I, I.C, C);
  };
  switch (I.Opc) {
  case Op::MOV:
  case Op::UMOV:
    fetch(W, I, I.B, R);
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::IADD3: {
    if (I.M2) { // UIADD3.64
      uint64_t A6[32], B6[32], C6[32], R6[32];
      fetch64(W, I, I.A, A6), fetch64(W, I, I.B, B6), fetch64(W, I, I.C, C6);
      for (unsigned K = 0; K < 32; ++K)
        R6[K] = (I.A.Neg ? -A6[K] : A6[K]) + (I.B.Neg ? -B6[K] : B6[K]) + (I.C.Neg ? -C6[K] : C6[K]);
      writeR64(W, I, I.Rd, R6, M);
      return true;
    }
    F3();
    uint32_t Cin1 = I.M1 ? readPred(W, I, I.Pp) : 0, Cin2 = I.M1 ? readPred(W, I, I.Pq) : 0;
    uint32_t Pu = 0, Pv = 0;
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t X = A[K], Y = B[K], Z = C[K];
      unsigned OnesAB = 0, OnesC = 0;
      if (I.A.Neg)
        X = ~X, OnesAB += !I.M1;
      if (I.B.Neg)
        Y = ~Y, OnesAB += !I.M1;
      if (I.C.Neg)
        Z = ~Z, OnesC += !I.M1;
      // Two cascaded adds, one carry each: A + B (Pu), then + C (Pv), so
      // that IADD3.X ..., Pu, Pv adds the whole carry (0, 1 or 2).
      uint64_t S1 = (uint64_t)X + Y + OnesAB + ((Cin1 >> K) & 1);
      uint64_t S2 = (S1 & 0xffffffffull) + Z + OnesC + ((Cin2 >> K) & 1);
      R[K] = (uint32_t)S2;
      Pu |= (uint32_t)((S1 >> 32) & 1) << K;
      Pv |= (uint32_t)((S2 >> 32) & 1) << K;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    writeP(W, I, I.Pv, Pv, M);
    return true;
  }
  case Op::IMAD: {
    F3();
    uint32_t Cin = I.M1 ? readPred(W, I, I.Pp) : 0;
    for (unsigned K = 0; K < 32; ++K) {
      uint64_t Prod = I.M0 ? (uint64_t)((int64_t)(int32_t)A[K] * (int64_t)(int32_t)B[K])
                           : (uint64_t)A[K] * B[K];
      uint32_t Cv = C[K];
      uint32_t Add = I.C.Neg ? (I.M1 ? ~Cv : ~Cv + 1) : Cv;
      R[K] = (uint32_t)(Prod + Add + ((Cin >> K) & 1));
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::IMADHI: {
    // The high word of A * B + C, where C is the 64-bit pair {Rc+1, Rc}:
    // ptxas's division sequence relies on it (q + mulhi(q, t) as
    // IMAD.HI q, q, t, {q, 0}).
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint64_t C6[32];
    if (I.C.K == SrcKind::Reg || I.C.K == SrcKind::UReg)
      fetch64(W, I, I.C, C6);
    else {
      fetch(W, I, I.C, C);
      for (unsigned K = 0; K < 32; ++K)
        C6[K] = C[K];
    }
    uint32_t Cin = I.M1 ? readPred(W, I, I.Pp) : 0, Pu = 0;
    for (unsigned K = 0; K < 32; ++K) {
      bool S32 = I.M0;
      unsigned __int128 Prod =
          S32 ? (unsigned __int128)(__int128)((int64_t)(int32_t)A[K] * (int64_t)(int32_t)B[K])
              : (unsigned __int128)((uint64_t)A[K] * B[K]);
      uint64_t Add = I.C.Neg ? (I.M1 ? ~C6[K] : -C6[K]) : C6[K];
      unsigned __int128 S = (Prod & ~(uint64_t)0) + (unsigned __int128)Add + ((Cin >> K) & 1);
      if (S32)
        S = (unsigned __int128)((__int128)(int64_t)(uint64_t)Prod + (__int128)(int64_t)Add) +
            ((Cin >> K) & 1);
      R[K] = (uint32_t)(S >> 32);
      Pu |= (uint32_t)((uint64_t)(S >> 64) & 1) << K;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::IMADWIDE: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint64_t C6[32], R6[32];
    fetch64(W, I, I.C, C6);
    uint32_t Cin = I.M1 ? readPred(W, I, I.Pp) : 0, Pu = 0;
    for (unsigned K = 0; K < 32; ++K) {
      uint64_t Prod = I.M0 ? (uint64_t)((int64_t)(int32_t)A[K] * (int64_t)(int32_t)B[K])
                           : (uint64_t)A[K] * B[K];
      uint64_t Add = I.C.Neg ? (I.M1 ? ~C6[K] : -C6[K]) : C6[K];
      unsigned __int128 S = (unsigned __int128)Prod + Add + ((Cin >> K) & 1);
      R6[K] = (uint64_t)S;
      Pu |= (uint32_t)((uint64_t)(S >> 64) & 1) << K;
    }
    writeR64(W, I, I.Rd, R6, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::LOP3: {
    F3();
    uint32_t Pu = 0;
    uint32_t Pp = readPred(W, I, I.Pp);
    for (unsigned K = 0; K < 32; ++K) {
      R[K] = lop3(A[K], B[K], C[K], I.M0);
      bool NZ = R[K] != 0, PB = (Pp >> K) & 1;
      Pu |= (uint32_t)(I.M1 ? (NZ && PB) : (NZ || PB)) << K;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::SHF: {
    F3();
    bool Right = I.M0, Wrap = I.M1, Hi = I.M3;
    unsigned Ty = I.M2; // 0 S64 1 U64 2 S32 3 U32
    bool Signed = Ty == 0 || Ty == 2, Is64 = Ty <= 1;
    for (unsigned K = 0; K < 32; ++K) {
      unsigned S = B[K];
      unsigned Max = Is64 ? 64 : 32;
      S = Wrap ? (S & (Max - 1)) : (S > Max ? Max : S);
      uint64_t V = ((uint64_t)C[K] << 32) | A[K];
      uint64_t X;
      if (Right) {
        if (Signed)
          X = S >= 64 ? (uint64_t)((int64_t)V >> 63) : (uint64_t)((int64_t)V >> S);
        else
          X = S >= 64 ? 0 : V >> S;
        if (!Is64 && !Hi) {
          // 32-bit right shift of Ra alone (Rc supplies the high bits).
        }
        R[K] = Hi ? (uint32_t)(X >> 32) : (uint32_t)X;
      } else {
        X = S >= 64 ? 0 : V << S;
        R[K] = Hi ? (uint32_t)(X >> 32) : (uint32_t)X;
      }
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::LEA: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    fetch(W, I, I.C, C);
    bool Hi = I.M0, SX = I.M1, X = I.M2;
    unsigned Sh = I.M3;
    uint32_t Cin = X ? readPred(W, I, I.Pp) : 0, Pu = 0;
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t Av = A[K], Bv = B[K];
      uint64_t Full;
      if (Hi) {
        uint32_t HiW = SX ? (uint32_t)((int32_t)Av >> 31) : C[K];
        uint64_t V = ((uint64_t)HiW << 32) | Av;
        if (I.A.Neg)
          V = X ? ~V : -V;
        Full = (uint64_t)(uint32_t)((V << Sh) >> 32);
      } else {
        uint32_t V = I.A.Neg ? (X ? ~Av : -Av) : Av;
        Full = (uint64_t)(uint32_t)(V << Sh);
      }
      uint64_t Bx = I.B.Neg ? (X ? (uint64_t)(uint32_t)~Bv : (uint64_t)(uint32_t)-Bv) : Bv;
      uint64_t S = Full + Bx + ((Cin >> K) & 1);
      if (I.B.Neg && !X && Bv == 0)
        S = Full; // -0 carries nothing
      R[K] = (uint32_t)S;
      Pu |= (uint32_t)((S >> 32) & 1) << K;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::ISETP: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pp = readPred(W, I, I.Pp), Pq = readPred(W, I, I.Pq), Pu = 0, Pv = 0;
    bool Signed = I.M1;
    for (unsigned K = 0; K < 32; ++K) {
      bool Res;
      if (I.M3) {
        // .EX: the high words decide; on equality the low result (Pq).
        bool Low = (Pq >> K) & 1;
        bool Eq = A[K] == B[K];
        switch (I.M0) {
        case 2:
          Res = Eq && Low;
          break;
        case 5:
          Res = !Eq || Low;
          break;
        case 1:
        case 3:
          Res = icmp(1, Signed, A[K], B[K]) || (Eq && Low);
          break;
        case 4:
        case 6:
          Res = icmp(4, Signed, A[K], B[K]) || (Eq && Low);
          break;
        default:
          Res = I.M0 == 7;
        }
      } else
        Res = icmp(I.M0, Signed, A[K], B[K]);
      bool PB = (Pp >> K) & 1;
      Pu |= (uint32_t)bop(I.M2, Res, PB) << K;
      Pv |= (uint32_t)bop(I.M2, !Res, PB) << K;
    }
    writeP(W, I, I.Pu, Pu, M);
    writeP(W, I, I.Pv, Pv, M);
    return true;
  }
  case Op::SEL: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pp = readPred(W, I, I.Pp);
    for (unsigned K = 0; K < 32; ++K)
      R[K] = (Pp >> K) & 1 ? A[K] : B[K];
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::IMNMX:
  case Op::VIMNMX: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    uint32_t Pp = readPred(W, I, I.Pp);
    bool Signed = I.Opc == Op::IMNMX ? I.M0 : I.M0 == 1;
    if (I.Opc == Op::VIMNMX && I.M0 >= 2) {
      // .U16x2 / .S16x2: each 16-bit half on its own (.RELU per half).
      for (unsigned K = 0; K < 32; ++K) {
        bool Min = (Pp >> K) & 1;
        R[K] = 0;
        for (unsigned H = 0; H < 32; H += 16) {
          uint32_t X = (A[K] >> H) & 0xffff, Y = (B[K] >> H) & 0xffff;
          bool Lt = I.M0 == 3 ? (int16_t)X < (int16_t)Y : X < Y;
          uint32_t V = Min ? (Lt ? X : Y) : (Lt ? Y : X);
          if (I.M1 && (int16_t)V < 0)
            V = 0;
          R[K] |= V << H;
        }
      }
      writeR(W, I, I.Rd, R, M);
      return true;
    }
    for (unsigned K = 0; K < 32; ++K) {
      bool Lt = icmp(1, Signed, A[K], B[K]);
      bool Min = (Pp >> K) & 1;
      R[K] = Min ? (Lt ? A[K] : B[K]) : (Lt ? B[K] : A[K]);
      if (I.Opc == Op::VIMNMX && I.M1 && (int32_t)R[K] < 0)
        R[K] = 0;
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::VIADDMNMX: {
    F3();
    uint32_t Pp = readPred(W, I, I.Pp);
    if (I.M0 >= 2)
      return false;
    bool Signed = I.M0 == 1;
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t S = A[K] + (I.B.Neg ? -B[K] : B[K]);
      bool Lt = icmp(1, Signed, S, C[K]);
      bool Min = (Pp >> K) & 1;
      R[K] = Min ? (Lt ? S : C[K]) : (Lt ? C[K] : S);
      if (I.M1 && (int32_t)R[K] < 0)
        R[K] = 0;
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::VIADD:
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t Bv = B[K];
      if (I.M0) {
        uint32_t Lo = (A[K] & 0xffff) + ((I.B.Neg ? -(Bv & 0xffff) : Bv) & 0xffff);
        uint32_t Hi = (A[K] >> 16) + (I.B.Neg ? -(Bv >> 16) : (Bv >> 16));
        R[K] = (Lo & 0xffff) | (Hi << 16);
      } else
        R[K] = A[K] + (I.B.Neg ? -Bv : Bv);
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::IABS:
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K)
      R[K] = (int32_t)B[K] < 0 ? -B[K] : B[K];
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::POPC:
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K)
      R[K] = __builtin_popcount(I.B.Neg ? ~B[K] : B[K]);
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::BREV:
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t V = B[K], X = 0;
      for (unsigned J = 0; J < 32; ++J)
        X |= ((V >> J) & 1) << (31 - J);
      R[K] = X;
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::FLO: {
    fetch(W, I, I.B, B);
    uint32_t Pu = 0;
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t V = I.B.Neg ? ~B[K] : B[K];
      if (I.M0 && (int32_t)V < 0)
        V = ~V; // signed: highest bit that differs from the sign
      int Pos = V ? 31 - __builtin_clz(V) : -1;
      R[K] = Pos < 0 ? 0xffffffffu : (I.M1 ? 31 - Pos : Pos);
      Pu |= (uint32_t)(Pos < 0) << K;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::PRMT: {
    F3();
    if (I.M0 != 0)
      return false;
    for (unsigned K = 0; K < 32; ++K) {
      uint64_t Bytes = ((uint64_t)C[K] << 32) | A[K];
      uint32_t S = B[K], X = 0;
      for (unsigned J = 0; J < 4; ++J) {
        unsigned N = (S >> (4 * J)) & 0xf;
        uint32_t Byte = (Bytes >> (8 * (N & 7))) & 0xff;
        if (N & 8)
          Byte = (Byte & 0x80) ? 0xff : 0;
        X |= Byte << (8 * J);
      }
      R[K] = X;
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::PLOP3: {
    uint32_t Pa = readPred(W, I, I.Pp), Pb = readPred(W, I, I.Pq), Pc;
    if (I.M2) {
      Pc = (W.UP >> (I.Pr & 7)) & 1 ? ~0u : 0u;
      if (I.Pr & 8)
        Pc = ~Pc;
    } else
      Pc = readPred(W, I, I.Pr);
    uint32_t Pu = lop3(Pa, Pb, Pc, I.M0), Pv = lop3(Pa, Pb, Pc, I.M1);
    writeP(W, I, I.Pu, Pu, M);
    writeP(W, I, I.Pv, Pv, M);
    return true;
  }
  case Op::SGXT:
  case Op::BMSK:
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t N = B[K];
      if (I.M1)
        N &= 31;
      if (I.Opc == Op::SGXT) {
        if (N >= 32)
          R[K] = A[K];
        else if (N == 0)
          R[K] = 0;
        else {
          uint32_t Msk = N == 32 ? ~0u : ((1u << N) - 1);
          uint32_t V = A[K] & Msk;
          R[K] = (I.M0 && ((V >> (N - 1)) & 1)) ? (V | ~Msk) : V;
        }
      } else {
        uint32_t Pos = A[K] & (I.M1 ? 31 : 0xffffffff);
        uint64_t Msk = N >= 32 ? 0xffffffffull : ((1ull << N) - 1);
        R[K] = Pos >= 32 ? 0 : (uint32_t)(Msk << Pos);
      }
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  case Op::P2R: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    unsigned Sh = 8 * I.M0;
    for (unsigned K = 0; K < 32; ++K) {
      uint32_t Bits = 0;
      for (unsigned J = 0; J < 7; ++J)
        Bits |= ((W.P[J] >> K) & 1) << J;
      uint32_t Msk = (B[K] & 0x7f) << Sh;
      R[K] = (A[K] & ~Msk) | ((Bits << Sh) & Msk);
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::R2P: {
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    unsigned Sh = 8 * I.M0;
    uint32_t Msk = B[M ? __builtin_ctz(M) : 0];
    for (unsigned J = 0; J < 7; ++J) {
      if (!((Msk >> J) & 1))
        continue;
      uint32_t Bits = 0;
      for (unsigned K = 0; K < 32; ++K)
        Bits |= ((A[K] >> (Sh + J)) & 1) << K;
      W.P[J] = (W.P[J] & ~M) | (Bits & M);
    }
    return true;
  }
  case Op::IDP4A: {
    F3();
    for (unsigned K = 0; K < 32; ++K) {
      int64_t S = I.C.Neg ? -(int64_t)(int32_t)C[K] : (int64_t)(int32_t)C[K];
      if (I.M2 != 0)
        return false;
      for (unsigned J = 0; J < 4; ++J) {
        int32_t X = (A[K] >> (8 * J)) & 0xff, Y = (B[K] >> (8 * J)) & 0xff;
        if (I.M0 && X >= 128)
          X -= 256;
        if (I.M1 && Y >= 128)
          Y -= 256;
        S += (int64_t)X * Y;
      }
      R[K] = (uint32_t)S;
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::S2R: {
    if (I.M1) { // S2UR
      if (!M)
        return true;
      int Lane = __builtin_ctz(M);
      if (I.Rd != 255 && I.Rd < 63)
        W.UR[I.Rd] = specialReg(W, I.M0, Lane);
      return true;
    }
    uint32_t Hi[32];
    for (unsigned K = 0; K < 32; ++K) {
      R[K] = specialReg(W, I.M0, K);
      Hi[K] = specialReg(W, I.M0 + 1, K);
    }
    if (I.M2 && I.M0 == 80) // CS2R R, SR_CLOCKLO: 64-bit clock
      for (unsigned K = 0; K < 32; ++K)
        Hi[K] = specialReg(W, 81, K);
    writeR(W, I, I.Rd, R, M);
    if (I.M2 && I.Rd < 254)
      writeR(W, I, I.Rd + 1, Hi, M);
    return true;
  }
  case Op::R2UR:
    if (M && I.Rd < 63)
      W.UR[I.Rd] = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][__builtin_ctz(M)];
    return true;
  default:
    return false;
  }
}
