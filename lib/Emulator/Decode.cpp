//===-- Decode.cpp - words to the emulator's Inst form --------------------===//
//
// The MC codec identifies the form of each word; operands are then read from
// the form's named fields (the .td records), except the ALU source slots,
// whose layout the operand selector (opcode bits 9-11 and bit 91) fixes for
// every ALU family alike.
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace llvm;
using namespace oa;
using namespace oa::emu;

std::string oa::emu::formatPC(uint32_t PC) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "/*" << format("%04x", PC) << "*/";
  return S;
}

namespace {

int64_t sext(uint64_t V, unsigned Bits) {
  // A form without the field (CALL.ABS Ra has no "target"): width 0.
  if (Bits == 0)
    return 0;
  if (Bits >= 64)
    return (int64_t)V;
  uint64_t M = 1ull << (Bits - 1);
  V &= (M << 1) - 1;
  return (int64_t)((V ^ M) - M);
}

struct Fields {
  const SASSFormDesc *F;
  SASSWord W;

  int find(StringRef N) const {
    for (unsigned I = 0; I < F->NumFields; ++I)
      if (N == SASSCodec::getField(*F, I).Name)
        return I;
    return -1;
  }
  bool has(StringRef N) const { return find(N) >= 0; }
  uint64_t raw(const SASSFieldDesc &D) const {
    uint64_t V = 0;
    unsigned Sh = 0;
    for (unsigned C = 0; C < D.NumChunks; ++C) {
      V |= W.get(D.Chunks[C][0], D.Chunks[C][1]) << Sh;
      Sh += D.Chunks[C][1];
    }
    return V;
  }
  uint64_t u(StringRef N, uint64_t Dflt = 0) const {
    int I = find(N);
    return I < 0 ? Dflt : raw(SASSCodec::getField(*F, I));
  }
  int64_t s(StringRef N, int64_t Dflt = 0) const {
    int I = find(N);
    if (I < 0)
      return Dflt;
    const SASSFieldDesc &D = SASSCodec::getField(*F, I);
    return sext(raw(D), D.width());
  }
  unsigned width(StringRef N) const {
    int I = find(N);
    return I < 0 ? 0 : SASSCodec::getField(*F, I).width();
  }
  /// A source predicate: 4-bit fields carry their negation in bit 3;
  /// 3-bit ones take it from the "np" flag.
  uint8_t pred(StringRef N, uint8_t Dflt = 7) const {
    int I = find(N);
    if (I < 0)
      return Dflt;
    const SASSFieldDesc &D = SASSCodec::getField(*F, I);
    uint64_t V = raw(D);
    if (D.width() >= 4)
      return V & 0xf;
    return (V & 7) | (u("np") ? 8 : 0);
  }
  uint8_t reg(StringRef N, uint8_t Dflt = 255) const {
    int I = find(N);
    return I < 0 ? Dflt : (uint8_t)raw(SASSCodec::getField(*F, I));
  }
};

bool isOneOf(StringRef S, std::initializer_list<const char *> L) {
  for (const char *X : L)
    if (S == X)
      return true;
  return false;
}

struct Builder {
  Inst &I;
  const Fields &F;
  unsigned SM;

  void readR(uint8_t R, unsigned N = 1) {
    for (unsigned K = 0; K < N; ++K)
      if (R != 255 && R + K < 255 && I.NR < 16)
        I.Reads[I.NR++] = R + K;
  }
  void readUR(uint8_t R, unsigned N = 1) {
    for (unsigned K = 0; K < N; ++K)
      if (R != 63 && R + K < 63 && I.NR < 16)
        I.Reads[I.NR++] = kUR + R + K;
  }
  void readSrc(const Src &S, unsigned N = 1) {
    if (S.K == SrcKind::Reg)
      readR(S.Reg, N);
    else if (S.K == SrcKind::UReg)
      readUR(S.Reg, N);
    else if (S.K == SrcKind::ConstX)
      readUR(S.Reg, 1);
  }
  void readP(uint8_t P) {
    if ((P & 7) != 7 && I.NR < 16)
      I.Reads[I.NR++] = kP + (P & 7);
  }
  void readUP(uint8_t P) {
    if ((P & 7) != 7 && I.NR < 16)
      I.Reads[I.NR++] = kUP + (P & 7);
  }
  void writeR(uint8_t R, unsigned N = 1) {
    for (unsigned K = 0; K < N; ++K)
      if (R != 255 && R + K < 255 && I.NW < 16)
        I.Writes[I.NW++] = R + K;
  }
  void writeUR(uint8_t R, unsigned N = 1) {
    for (unsigned K = 0; K < N; ++K)
      if (R != 63 && R + K < 63 && I.NW < 16)
        I.Writes[I.NW++] = kUR + R + K;
  }
  void writeP(uint8_t P) {
    if ((P & 7) != 7 && I.NW < 16)
      I.Writes[I.NW++] = kP + (P & 7);
  }
  void writeUP(uint8_t P) {
    if ((P & 7) != 7 && I.NW < 16)
      I.Writes[I.NW++] = kUP + (P & 7);
  }
  void lateRead(unsigned T, uint8_t Cycles) {
    for (unsigned K = 0; K < I.NR; ++K)
      if (I.Reads[K] == T)
        I.ReadLate[K] = Cycles;
  }
  // Uniform-aware helpers.
  void rd(uint8_t R, unsigned N = 1) { I.Uniform ? writeUR(R, N) : writeR(R, N); }
  void pw(uint8_t P) { I.Uniform ? writeUP(P) : writeP(P); }
  void pr(uint8_t P) { I.Uniform ? readUP(P) : readP(P); }
};

// ALU source slots.  Selector: opcode bits 9-11 | bit 91 << 3.
unsigned selector(const SASSWord &W) {
  return ((W.Lo >> 9) & 7) | (((W.Hi >> 27) & 1) << 3);
}

Src slot32(const SASSWord &W, unsigned Sel) {
  Src S;
  switch (Sel) {
  case 1:
    S.K = SrcKind::Reg, S.Reg = W.get(32, 8);
    break;
  case 2:
  case 4:
    S.K = SrcKind::Imm, S.Imm = (uint32_t)W.get(32, 32);
    break;
  case 3:
  case 5:
    S.K = SrcKind::Const, S.Bank = W.get(54, 5), S.Imm = (uint32_t)(sext(W.get(40, 14), 14) * 4);
    break;
  case 0xb:
  case 0xd:
    S.K = SrcKind::ConstX, S.Reg = W.get(32, 6), S.Imm = (uint32_t)(W.get(40, 14) * 4);
    break;
  case 0xe:
  case 0xf:
    S.K = SrcKind::UReg, S.Reg = W.get(32, 6);
    break;
  default:
    break;
  }
  return S;
}
Src reg64(const SASSWord &W) {
  Src S;
  S.K = SrcKind::Reg, S.Reg = W.get(64, 8);
  return S;
}
bool cSlotIs32(unsigned Sel) { return Sel == 2 || Sel == 3 || Sel == 0xb || Sel == 0xf; }

struct OpName {
  const char *Mn;
  Op O;
};
const OpName OpNames[] = {
    {"MOV", Op::MOV},       {"IADD3", Op::IADD3},     {"LOP3", Op::LOP3},
    {"SHF", Op::SHF},       {"ISETP", Op::ISETP},     {"SEL", Op::SEL},
    {"IMNMX", Op::IMNMX},   {"IABS", Op::IABS},       {"POPC", Op::POPC},
    {"FLO", Op::FLO},       {"BREV", Op::BREV},       {"PRMT", Op::PRMT},
    {"PLOP3", Op::PLOP3},   {"SGXT", Op::SGXT},       {"BMSK", Op::BMSK},
    {"P2R", Op::P2R},       {"R2P", Op::R2P},         {"VIADD", Op::VIADD},
    {"VIMNMX", Op::VIMNMX}, {"VIADDMNMX", Op::VIADDMNMX}, {"CS2R", Op::CS2R},
    {"S2R", Op::S2R},       {"S2UR", Op::S2R},        {"R2UR", Op::R2UR},
    {"UMOV", Op::UMOV},     {"UIADD3", Op::IADD3},    {"ULOP3", Op::LOP3},
    {"USHF", Op::SHF},      {"UISETP", Op::ISETP},    {"USEL", Op::SEL},
    {"UFLO", Op::FLO},      {"UPOPC", Op::POPC},      {"UBREV", Op::BREV},
    {"USGXT", Op::SGXT},    {"UBMSK", Op::BMSK},      {"UPRMT", Op::PRMT},
    {"UPLOP3", Op::PLOP3},  {"FFMA", Op::FFMA},       {"FADD", Op::FADD},
    {"FMUL", Op::FMUL},     {"FMNMX", Op::FMNMX},     {"FSEL", Op::FSEL},
    {"FSETP", Op::FSETP},   {"FSET", Op::FSET},       {"FCHK", Op::FCHK},
    {"MUFU", Op::MUFU},     {"FRND", Op::FRND},       {"F2I", Op::F2I},
    {"I2F", Op::I2F},       {"F2F", Op::F2F},         {"I2FP", Op::I2FP},
    {"F2FP", Op::F2FP},     {"DFMA", Op::DFMA},       {"DADD", Op::DADD},
    {"DMUL", Op::DMUL},     {"DSETP", Op::DSETP},     {"HFMA2", Op::HFMA2},
    {"HADD2", Op::HADD2},   {"HMUL2", Op::HMUL2},     {"LDG", Op::LDG},
    {"STG", Op::STG},       {"LDS", Op::LDS},         {"STS", Op::STS},
    {"LDL", Op::LDL},       {"STL", Op::STL},         {"LD", Op::LD},
    {"ST", Op::ST},         {"LDC", Op::LDC},         {"ULDC", Op::ULDC},
    {"ATOMG", Op::ATOMG},   {"ATOM", Op::ATOMG},      {"ATOMS", Op::ATOMS},
    {"RED", Op::RED},       {"REDG", Op::RED},        {"LDSM", Op::LDSM},
    {"LDGSTS", Op::LDGSTS}, {"LDGDEPBAR", Op::LDGDEPBAR}, {"DEPBAR", Op::DEPBAR},
    {"SHFL", Op::SHFL},     {"VOTE", Op::VOTE},       {"VOTEU", Op::VOTEU},
    {"MATCH", Op::MATCH},   {"REDUX", Op::REDUX},     {"BRA", Op::BRA},
    {"BRX", Op::BRX},       {"JMP", Op::JMP},         {"JMX", Op::BRX},
    {"CALL", Op::CALL},     {"RET", Op::RET},         {"EXIT", Op::EXIT},
    {"KILL", Op::EXIT},     {"BSSY", Op::BSSY},       {"BSYNC", Op::BSYNC},
    {"BREAK", Op::BREAK},   {"BMOV", Op::BMOV},       {"WARPSYNC", Op::WARPSYNC},
    {"BAR", Op::BAR},       {"B2R", Op::B2R},         {"BPT", Op::BPT},
    {"LEPC", Op::LEPC},
    {"HMMA", Op::HMMA},     {"IMMA", Op::HMMA},       {"STSM", Op::STSM},
    {"MOVM", Op::MOVM},
    {"SYNCS", Op::SYNCS},   {"ARRIVES", Op::ARRIVES}, {"UTMALDG", Op::UTMALDG},
    {"UTMASTG", Op::UTMASTG}, {"UBLKCP", Op::UBLKCP}, {"UTMACMDFLUSH", Op::UTMACMDFLUSH},
    {"UTMACCTL", Op::Nop},  {"UTMAPF", Op::Nop},      {"UBLKPF", Op::Nop},
    {"ELECT", Op::ELECT},   {"USETMAXREG", Op::USETMAXREG}, {"WARPGROUP", Op::WARPGROUP},
    {"HGMMA", Op::HGMMA},   {"UCGABAR_ARV", Op::UCGABAR}, {"UCGABAR_WAIT", Op::UCGABAR},
    {"ACQBULK", Op::Nop},
    {"NOP", Op::Nop},         {"YIELD", Op::Nop},
    {"MEMBAR", Op::Nop},    {"ERRBAR", Op::Nop},      {"CCTL", Op::Nop},
    {"CCTLL", Op::Nop},     {"NANOSLEEP", Op::Nop},   {"FENCE", Op::Nop},
    {"CGAERRBAR", Op::Nop}, {"IMAD", Op::IMAD},       {"UIMAD", Op::IMAD},
    {"LEA", Op::LEA},       {"ULEA", Op::LEA},        {"IDP", Op::IDP4A},
};

bool decodeOne(unsigned SM, const SASSWord &W, uint32_t PC, Inst &I) {
  I.PC = PC;
  MCInst MI;
  if (!SASSCodec::decode(W, SM, MI)) {
    I.Opc = Op::Invalid;
    I.Mnemonic = "(undecodable)";
    return true;
  }
  const SASSFormDesc *FD = SASSCodec::getForm(MI.getOpcode());
  Fields F{FD, W};
  Builder B{I, F, SM};
  StringRef Mn = FD->Mnemonic;
  StringRef Name = FD->Name;
  I.Mnemonic = FD->Mnemonic;
  I.Opc = Op::Unsupported;
  for (const OpName &N : OpNames)
    if (Mn == N.Mn)
      I.Opc = N.O;
  if (Name == "FENCE_VIEW_ASYNC")
    I.Opc = Op::FENCEASYNC;
  I.Uniform = Mn.starts_with("U") && Mn != "UMOV" ? true : Mn == "UMOV";
  if (Mn == "S2UR" || Mn == "R2UR" || Mn == "REDUX" || Mn == "VOTEU")
    I.Uniform = false; // vector instructions writing URs
  I.UGuard = FD->UniformGuard;
  I.Guard = (uint8_t)W.get(12, 4);
  if (I.UGuard)
    B.readUP(I.Guard);
  else
    B.readP(I.Guard);
  SASSControl Ctl = SASSControl::fromBits(W.get(105, 17));
  I.Stall = Ctl.Stall, I.Yield = Ctl.Yield, I.WSB = Ctl.WriteSB, I.RSB = Ctl.ReadSB,
  I.Wait = Ctl.WaitMask;

  unsigned Sel = selector(W);
  const bool U = I.Uniform;
  auto A = [&]() {
    Src S;
    if (U)
      S.K = SrcKind::UReg, S.Reg = W.get(24, 6);
    else
      S.K = SrcKind::Reg, S.Reg = W.get(24, 8);
    return S;
  };
  // Generic ALU sources: A, and B/C from the selector.
  auto aluBC = [&](bool Three) {
    if (U) {
      Src R32, R64, Im;
      R32.K = SrcKind::UReg, R32.Reg = W.get(32, 6);
      R64.K = SrcKind::UReg, R64.Reg = W.get(64, 6);
      Im.K = SrcKind::Imm, Im.Imm = (uint32_t)W.get(32, 32);
      if (Sel == 0xa)
        I.B = R64, I.C = Im;
      else if (Sel == 0xc || Sel == 4)
        I.B = Im, I.C = R64;
      else if (Sel == 0xe)
        I.B = R32, I.C = R64;
      else
        I.B = R32, I.C = R64;
      if (!Three)
        I.C = Src();
      return;
    }
    if (Three && cSlotIs32(Sel))
      I.B = reg64(W), I.C = slot32(W, Sel);
    else {
      I.B = slot32(W, Sel);
      if (Three)
        I.C = reg64(W);
    }
  };
  auto fltNegAbs = [&](bool Three) {
    // Float families: -/| by bit position (32-slot: 63/62, 64-slot: n64/a64).
    I.A.Neg = F.u("na"), I.A.Abs = F.u("aa");
    Src *S32 = nullptr, *S64 = nullptr;
    if (Three && cSlotIs32(Sel))
      S64 = &I.B, S32 = &I.C;
    else {
      S32 = &I.B;
      if (Three)
        S64 = &I.C;
    }
    if (S32 && S32->K != SrcKind::Imm)
      S32->Neg = F.u("n32"), S32->Abs = F.u("a32");
    if (S64)
      S64->Neg = F.u("n64"), S64->Abs = F.u("a64");
  };
  auto finishALU = [&](unsigned WA, unsigned WB, unsigned WC) {
    if (WA)
      B.readSrc(I.A, WA);
    if (WB)
      B.readSrc(I.B, WB);
    if (WC)
      B.readSrc(I.C, WC);
  };
  uint8_t Rd = U ? (uint8_t)W.get(16, 6) : (uint8_t)W.get(16, 8);
  if (U && Rd == 63)
    Rd = 255; // URZ
  auto dst = [&](unsigned N) {
    I.Rd = Rd;
    B.rd(U ? (uint8_t)W.get(16, 6) : Rd, N);
  };
  // Unified RZ handling for uniform destinations: URZ (63) is written as 255.
  auto udst = [&](unsigned N) {
    uint8_t R = (uint8_t)W.get(16, 6);
    I.Rd = R == 63 ? 255 : R;
    B.writeUR(R, N);
  };

  switch (I.Opc) {
  case Op::Invalid:
  case Op::Unsupported:
    return true;
  case Op::Nop:
    return true;
  case Op::FENCEASYNC:
    I.M0 = F.u("k"); // 0 .S (shared), 1 .G
    return true;
  case Op::MOV:
  case Op::UMOV:
  case Op::IABS:
  case Op::POPC:
  case Op::BREV:
  case Op::FLO:
    aluBC(false);
    I.B.Neg = F.u("nb");
    I.M0 = F.u("u32", 1); // FLO: 1 = signed
    I.M1 = F.u("sh");
    I.Pu = F.reg("Pu", 7);
    if (I.Opc == Op::UMOV)
      I.Uniform = true;
    dst(1);
    finishALU(0, 1, 0);
    if (I.Opc == Op::FLO)
      B.pw(I.Pu);
    return true;
  case Op::IMAD: {
    unsigned K = W.Lo & 0x7f;
    if ((K & 0x7f) == 0x25 || (U && (W.Lo & 0xff) == 0xa5))
      I.Opc = Op::IMADWIDE;
    else if ((K & 0x7f) == 0x27)
      I.Opc = Op::IMADHI;
    I.A = A();
    aluBC(true);
    I.C.Neg = F.u("nc");
    I.M0 = F.u("u32", 1);
    I.M1 = W.get(74, 1); // .X
    I.Pp = F.pred("Pp", 0xf);
    I.Pu = F.reg("Pu", 7);
    bool Wide = I.Opc == Op::IMADWIDE;
    bool C64 = Wide || I.Opc == Op::IMADHI;
    dst(Wide ? 2 : 1);
    finishALU(1, 1, C64 ? 2 : 1);
    // The high word of a 64-bit C is read two cycles after issue: ptxas
    // schedules IMAD.MOV R15 -> IMAD.WIDE R14, .., R14 with stall 2.
    if (C64 && I.C.K == SrcKind::Reg)
      B.lateRead(I.C.Reg + 1, 2);
    if (I.M1)
      B.pr(I.Pp);
    B.pw(I.Pu);
    return true;
  }
  case Op::IADD3:
    I.A = A();
    aluBC(true);
    I.A.Neg = F.u("na"), I.B.Neg = F.u("nb"), I.C.Neg = F.u("nc");
    I.M1 = W.get(74, 1);
    I.Pu = F.reg(U ? "UPu" : "Pu", 7), I.Pv = F.reg(U ? "UPv" : "Pv", 7);
    I.Pp = F.pred(U ? "UPp" : "Pp", 0xf), I.Pq = F.pred(U ? "UPq" : "Pq", 0xf);
    if (Mn == "UIADD3" && (W.Lo & 0xff) == 0x97)
      I.M2 = 1; // .64
    dst(I.M2 ? 2 : 1);
    finishALU(I.M2 ? 2 : 1, I.M2 ? 2 : 1, I.M2 ? 2 : 1);
    if (I.M1)
      B.pr(I.Pp), B.pr(I.Pq);
    B.pw(I.Pu), B.pw(I.Pv);
    return true;
  case Op::LOP3:
    I.A = A();
    aluBC(true);
    I.M0 = F.u("lut");
    I.M1 = F.u("pand");
    I.Pu = F.reg(U ? "UPu" : "Pu", 7);
    I.Pp = F.pred(U ? "UPp" : "Pp", 7);
    dst(1);
    finishALU(1, 1, 1);
    B.pr(I.Pp);
    B.pw(I.Pu);
    return true;
  case Op::SHF:
    I.A = A();
    aluBC(true);
    I.M0 = F.u("lr"), I.M1 = F.u("w"), I.M2 = F.u("ty"), I.M3 = F.u("hi");
    dst(1);
    finishALU(1, 1, 1);
    return true;
  case Op::PRMT:
    I.A = A();
    aluBC(true);
    I.M0 = F.u("mode");
    dst(1);
    finishALU(1, 1, 1);
    return true;
  case Op::LEA: {
    I.A = A();
    aluBC(false);
    bool Hi = W.get(80, 1);
    I.M0 = Hi, I.M1 = W.get(73, 1) /*SX32*/, I.M2 = W.get(74, 1) /*X*/, I.M3 = F.u("sh");
    if (Hi && !I.M1) {
      if (U)
        I.C.K = SrcKind::UReg, I.C.Reg = W.get(64, 6);
      else
        I.C = reg64(W);
    }
    I.A.Neg = F.u("na"), I.B.Neg = F.u("nb");
    I.Pu = F.reg(U ? "UPu" : "Pu", 7);
    I.Pp = F.pred(U ? "UPp" : "Pp", 0xf);
    dst(1);
    finishALU(1, 1, 1);
    if (I.M2)
      B.pr(I.Pp);
    B.pw(I.Pu);
    return true;
  }
  case Op::ISETP:
    I.A = A();
    aluBC(false);
    I.M0 = F.u("cmp"), I.M1 = F.u("u32", 1), I.M2 = F.u("bop"), I.M3 = W.get(72, 1);
    I.Pu = F.reg(U ? "UPu" : "Pu", 7), I.Pv = F.reg(U ? "UPv" : "Pv", 7);
    I.Pp = F.pred(U ? "UPp" : "Pp", 7), I.Pq = F.pred(U ? "UPq" : "Pq", 7);
    finishALU(1, 1, 0);
    B.pr(I.Pp);
    if (I.M3)
      B.pr(I.Pq);
    B.pw(I.Pu), B.pw(I.Pv);
    return true;
  case Op::SEL:
  case Op::IMNMX:
  case Op::SGXT:
  case Op::BMSK:
  case Op::VIADD:
  case Op::VIMNMX:
    I.A = A();
    aluBC(false);
    I.B.Neg = F.u("nb");
    I.M0 = F.u("u32", 1), I.M1 = F.u("w");
    if (I.Opc == Op::VIMNMX)
      I.M0 = F.u("ty"), I.M1 = F.u("relu");
    if (I.Opc == Op::VIADD)
      I.M0 = F.u("x2");
    I.Pp = F.pred(U ? "UPp" : "Pp", 7);
    dst(1);
    finishALU(1, 1, 0);
    B.pr(I.Pp);
    return true;
  case Op::VIADDMNMX:
    I.A = A();
    aluBC(true);
    I.B.Neg = F.u("nb");
    I.M0 = F.u("ty"), I.M1 = F.u("relu");
    I.Pp = F.pred("Pp", 7);
    dst(1);
    finishALU(1, 1, 1);
    B.pr(I.Pp);
    return true;
  case Op::IDP4A:
    I.A = A();
    aluBC(true);
    I.C.Neg = F.u("nc");
    I.M0 = F.u("ta"), I.M1 = F.u("tb"), I.M2 = W.get(76, 2);
    dst(1);
    finishALU(1, 1, 1);
    return true;
  case Op::PLOP3: {
    bool UPc = Mn == "UPLOP3" || W.get(67, 1);
    I.Pu = F.reg(U ? "UPu" : "Pu"), I.Pv = F.reg(U ? "UPv" : "Pv");
    I.Pp = F.pred(U ? "UPa" : "Pa"), I.Pq = F.pred(U ? "UPb" : "Pb"),
    I.Pr = F.pred(U ? "UPc" : "Pc");
    I.M0 = F.u("lut"), I.M1 = F.u("imm8"), I.M2 = UPc;
    B.pr(I.Pp), B.pr(I.Pq);
    if (UPc)
      B.readUP(I.Pr);
    else
      B.readP(I.Pr);
    B.pw(I.Pu), B.pw(I.Pv);
    return true;
  }
  case Op::P2R:
  case Op::R2P:
    I.A = A();
    aluBC(false);
    I.M0 = F.u("byte");
    finishALU(1, 1, 0);
    {
      // Only the predicates the mask selects are read (P2R) or written
      // (R2P); a register mask may name any of them.
      unsigned Mask = I.B.K == SrcKind::Imm ? I.B.Imm : 0x7f;
      if (I.Opc == Op::P2R) {
        dst(1);
        for (unsigned P = 0; P < 7; ++P)
          if (Mask >> P & 1)
            B.readP(P);
      } else
        for (unsigned P = 0; P < 7; ++P)
          if (Mask >> P & 1)
            B.writeP(P);
    }
    return true;
  case Op::CS2R:
  case Op::S2R:
    I.M0 = F.u("sr");
    if (Mn == "S2UR") {
      I.M1 = 1;
      udst(1);
    } else {
      I.M1 = 0;
      dst(I.Opc == Op::CS2R && W.get(80, 1) ? 2 : 1);
      I.M2 = I.Opc == Op::CS2R && W.get(80, 1);
    }
    if (I.Opc == Op::CS2R)
      I.Opc = Op::S2R, I.M3 = 1;
    return true;
  case Op::R2UR:
    I.A.K = SrcKind::Reg, I.A.Reg = W.get(24, 8);
    B.readR(I.A.Reg);
    udst(1);
    return true;
  case Op::FFMA:
  case Op::FADD:
  case Op::FMUL:
  case Op::FMNMX:
  case Op::FSEL:
  case Op::FSETP:
  case Op::FSET:
  case Op::FCHK:
  case Op::DFMA:
  case Op::DADD:
  case Op::DMUL:
  case Op::DSETP: {
    bool Three = I.Opc == Op::FFMA || I.Opc == Op::DFMA;
    bool D = I.Opc == Op::DFMA || I.Opc == Op::DADD || I.Opc == Op::DMUL || I.Opc == Op::DSETP;
    I.A = A();
    // DADD's register form names its second source in the C slot (bits
    // 64-71); DSETP keeps it in the B slot like FSETP (ptxas: DADD R14, R12,
    // R14 = ...0e in the high word; DSETP.NAN R8, R8 = ...08 in bits 32-39).
    if (I.Opc == Op::DADD && Sel == 1) {
      I.B = reg64(W);
      I.B.Neg = F.u("n64"), I.B.Abs = F.u("a64");
      I.A.Neg = F.u("na"), I.A.Abs = F.u("aa");
    } else {
      aluBC(Three);
      fltNegAbs(Three);
    }
    if (D) {
      if (I.B.K == SrcKind::Imm)
        I.B.Imm64Hi = true;
      if (I.C.K == SrcKind::Imm)
        I.C.Imm64Hi = true;
    }
    I.M0 = F.u("rnd");
    I.M1 = F.has("fmz") ? F.u("fmz") : (F.u("ftz") ? 2 : 0); // 1 FMZ, 2 FTZ
    I.M2 = F.u("sat");
    I.M3 = F.has("scale") ? F.u("scale") : 4;
    if (I.Opc == Op::FSETP || I.Opc == Op::FSET || I.Opc == Op::DSETP)
      I.M0 = F.u("cmp"), I.M3 = F.u("bop");
    if (I.Opc == Op::FMNMX)
      I.M2 = F.u("nan");
    I.Pu = F.reg("Pu", 7), I.Pv = F.reg("Pv", 7);
    I.Pp = F.pred("Pp", 7);
    unsigned N = D ? 2 : 1;
    finishALU(N, N, Three ? N : 0);
    if (I.Opc == Op::FSETP || I.Opc == Op::DSETP || I.Opc == Op::FCHK) {
      B.writeP(I.Pu), B.writeP(I.Pv);
    } else
      dst(N);
    if (I.Opc == Op::FSETP || I.Opc == Op::DSETP || I.Opc == Op::FSET ||
        I.Opc == Op::FSEL || I.Opc == Op::FMNMX)
      B.readP(I.Pp);
    return true;
  }
  case Op::MUFU: {
    aluBC(false);
    I.B.Neg = F.u("n32"), I.B.Abs = F.u("a32");
    I.M0 = F.u("fn");
    unsigned Ty = SM >= 90 ? W.get(72, 2) : W.get(73, 1);
    if (Ty != 0)
      I.Opc = Op::Unsupported;
    dst(1);
    finishALU(0, I.M0 == 6 || I.M0 == 7 ? 1 : 1, 0);
    return true;
  }
  case Op::F2I:
  case Op::I2F:
  case Op::F2F:
  case Op::FRND: {
    aluBC(false);
    I.B.Neg = F.u("n32"), I.B.Abs = F.u("a32");
    I.B.Swz = F.u("sel");
    uint64_t Ty = F.u("ty");
    I.M0 = Ty & 1;              // F2I signed
    I.M1 = (Ty >> 1) & 1;       // I2F signed
    I.M2 = 8u << ((Ty >> 2) & 3); // destination bits
    I.M3 = 8u << ((Ty >> 4) & 3); // source bits
    I.M4 = F.u("rnd") | (F.u("ftz") << 2) | (SM >= 90 && I.Opc == Op::F2F && W.get(77, 1) ? 8 : 0);
    if (I.B.K == SrcKind::Imm && I.M3 == 64)
      I.B.Imm64Hi = true;
    dst(I.M2 == 64 ? 2 : 1);
    finishALU(0, I.M3 == 64 ? 2 : 1, 0);
    return true;
  }
  case Op::I2FP:
    aluBC(false);
    I.M0 = F.has("sg") ? F.u("sg") : StringRef(Name).contains("_s");
    I.M4 = F.u("rnd");
    dst(1);
    finishALU(0, 1, 0);
    return true;
  case Op::F2FP: {
    I.A = A();
    aluBC(false);
    I.M0 = F.u("relu"), I.M1 = F.u("bf"), I.M4 = F.u("rnd") ? 3 : 0;
    // .SATFINITE; M3: 1 MERGE_C (the B source into the low half, Rc's high
    // half kept), 2-4 the fp8 shapes PACK_AB_MERGE_C, UNPACK_B_MERGE_C,
    // UNPACK_B (M1: E4M3), 5 TF32 PACK_B (B rounded into the whole word).
    I.M2 = F.u("satf"), I.M3 = W.get(78, 1);
    if (Name.starts_with("F2FP_E8"))
      I.M3 = Name.starts_with("F2FP_E8PACK") ? 2 : Name.starts_with("F2FP_E8UNPKM") ? 3 : 4,
      I.M1 = F.u("fmt");
    if (Name.starts_with("F2FP_TF32"))
      I.M3 = 5;
    bool HasC = I.M3 && I.M3 < 4;
    if (HasC)
      I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rc");
    dst(1);
    finishALU(1, 1, HasC ? 1 : 0);
    return true;
  }
  case Op::HFMA2:
  case Op::HADD2:
  case Op::HMUL2: {
    bool Three = I.Opc == Op::HFMA2;
    bool MMA = (W.Lo & 0x1ff) == 0x35;
    I.A = A();
    aluBC(Three);
    I.A.Neg = F.u("na"), I.A.Abs = F.u("aa"), I.A.Swz = F.u("sa");
    Src *S32 = nullptr, *S64 = nullptr;
    if (Three && cSlotIs32(Sel))
      S64 = &I.B, S32 = &I.C;
    else {
      S32 = &I.B;
      if (Three)
        S64 = &I.C;
    }
    if (S32 && S32->K != SrcKind::Imm)
      S32->Neg = F.u("n32"), S32->Abs = F.u("a32"), S32->Swz = F.u("sb");
    if (S64)
      S64->Neg = F.u("n64"), S64->Abs = F.u("a64"), S64->Swz = F.u("sc");
    if (Name.starts_with("HADD2_f32_sm90")) {
      // HADD2.F32 Rd, -RZ, Rb.Hx: f16 -> f32.  The form fixes Ra and its
      // negation (bit 72) instead of naming them: -0 + -0 keeps the sign
      // of a negative zero (found by utils/difftest).
      I.M0 = 1;
      I.A.Neg = W.get(72, 1);
    } else {
      I.M0 = F.has("fmt") ? (F.u("fmt") & 1) : F.u("f32");        // .F32 output
    }
    I.M1 = (F.has("fmt") && (F.u("fmt") & 2)) || (SM >= 90 && W.get(85, 1) &&
                                                 (MMA || Name.contains("bf"))); // bf16
    I.M2 = F.u("sat"), I.M3 = W.get(79, 1) && Three; // relu
    I.M4 = F.has("fmz") ? F.u("fmz") : (F.u("ftz") ? 2 : 0);
    dst(1);
    finishALU(1, 1, Three ? 1 : 0);
    return true;
  }
  // ---------------------------------------------------------------- memory
  case Op::LDG:
  case Op::STG:
  case Op::LD:
  case Op::ST: {
    bool Store = I.Opc == Op::STG || I.Opc == Op::ST;
    unsigned K = W.Lo & 0xfff;
    I.M0 = F.u("size", 4);
    bool Wide = Store ? false : true;
    (void)Wide;
    I.A.K = SrcKind::Reg, I.A.Reg = W.get(24, 8);
    I.Off = F.has("off") ? F.s("off") : (int64_t)F.u("offh");
    bool Desc = (K & 0xf00) == 0x900 || (W.Lo & 0x1000) == 0;
    (void)Desc;
    if (K == 0x381 || K == 0x380 || K == 0x385) {
      // no descriptor: [Ra+off], Ra 64-bit
      I.M1 = 1;
    } else if (W.get(76, 1)) {
      I.M1 = 1; // Ra.64
    } else {
      I.M1 = W.get(90, 1) ? 1 : 0;
      I.B.K = SrcKind::UReg, I.B.Reg = Store ? W.get(64, 6) : W.get(32, 6);
    }
    if (F.has("URb")) {
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URb");
    }
    if (I.A.Reg == 255 && !F.has("Ra"))
      I.A.Reg = 255;
    unsigned Bytes = I.M0 <= 3 ? (I.M0 <= 1 ? 1 : 2) : I.M0 == 4 ? 4 : I.M0 == 5 ? 8 : 16;
    unsigned NRegs = Bytes <= 4 ? 1 : Bytes / 4;
    I.M2 = Bytes;
    B.readR(I.A.Reg, I.M1 ? 2 : 1);
    if (I.B.K == SrcKind::UReg)
      B.readUR(I.B.Reg, 2);
    if (Store) {
      I.C.K = SrcKind::Reg;
      I.C.Reg = F.has("Rb") ? F.reg("Rb") : F.reg("Rc");
      B.readR(I.C.Reg, NRegs);
    } else {
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd, NRegs);
      uint64_t PpI = F.u("Pp");
      if (PpI != 0)
        I.Opc = Op::Unsupported;
    }
    return true;
  }
  case Op::LDS:
  case Op::STS:
  case Op::LDL:
  case Op::STL:
  case Op::LDSM:
  case Op::STSM: {
    bool Store = I.Opc == Op::STS || I.Opc == Op::STL;
    I.M0 = F.u("size", 4);
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra", 255);
    I.M3 = 1u << (F.u("x") ? F.u("x") + 1 : 0); // Ra scale
    if (!F.u("x"))
      I.M3 = 1;
    I.Off = F.has("off") ? F.s("off") : (int64_t)F.u("offh");
    if (F.has("URa"))
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URa");
    unsigned Bytes = I.M0 <= 3 ? (I.M0 <= 1 ? 1 : 2) : I.M0 == 4 ? 4 : I.M0 == 5 ? 8 : 16;
    unsigned NRegs = Bytes <= 4 ? 1 : Bytes / 4;
    I.M2 = Bytes;
    B.readR(I.A.Reg);
    if (I.B.K == SrcKind::UReg)
      B.readUR(I.B.Reg);
    if (I.Opc == Op::LDSM || I.Opc == Op::STSM) {
      I.M0 = F.u("num"); // 1, 2 or 4 matrices
      I.M1 = F.u("layout");
      if (F.u("type") != 0 || I.M1 > 1 || I.M0 > 2)
        I.Opc = Op::Unsupported;
      if (I.Opc == Op::STSM) {
        I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rb");
        B.readR(I.C.Reg, 1u << I.M0);
        return true;
      }
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd, 1u << I.M0);
      return true;
    }
    if (Store) {
      I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rb");
      B.readR(I.C.Reg, NRegs);
    } else {
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd, NRegs);
    }
    return true;
  }
  case Op::LDC:
  case Op::ULDC: {
    I.M0 = F.u("size", 4);
    I.M1 = F.u("bank");
    I.Off = F.s("off");
    unsigned Bytes = I.M0 <= 3 ? (I.M0 <= 1 ? 1 : 2) : I.M0 == 4 ? 4 : 8;
    I.M2 = Bytes;
    if (Name == "ULDC_cx" || F.u("mode") != 0)
      I.Opc = Op::Unsupported;
    if (I.Opc == Op::ULDC) {
      I.Uniform = true;
      udst(Bytes == 8 ? 2 : 1);
    } else {
      I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra", 255);
      B.readR(I.A.Reg);
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd, Bytes == 8 ? 2 : 1);
    }
    return true;
  }
  case Op::ATOMG:
  case Op::RED:
  case Op::ATOMS: {
    bool Cas = Name.contains("CAS");
    bool Shared = I.Opc == Op::ATOMS;
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra", 255);
    I.Off = F.has("off") ? F.s("off") : (int64_t)F.u("offh");
    uint64_t Ty = F.u("type");
    I.M0 = Cas ? 100 : (int)F.u("op"); // op code (100 = CAS)
    if (F.has("URc") && !Shared) {
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URc");
      B.readUR(I.B.Reg, 2);
    }
    if (Shared && (F.has("URa") || F.has("URc"))) {
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg(F.has("URa") ? "URa" : "URc");
      B.readUR(I.B.Reg);
    }
    I.M3 = 1u << (F.u("x") ? F.u("x") + 1 : 0);
    if (!F.u("x"))
      I.M3 = 1;
    // Type: 0 u32, 1 s32, 2 u64, 3 f32, 4 f16x2, 5 s64, 6 f64 (sm_80 numbering).
    int T = -1;
    bool FOpc = (W.Lo & 0xfff) == 0x9a3 || (W.Lo & 0xfff) == 0x9a2 || (W.Lo & 0xfff) == 0x9a6;
    if (FOpc) {
      // sm_90 float atomics: type field includes bit 87 (see AtomFType90).
      if (Ty == 9 || Ty == 12)
        T = 3;
      else if (Ty == 15)
        T = 6;
      I.M0 = F.u("op"); // 0 ADD 1 MIN 2 MAX
      if (I.M0 != 0)
        T = -1;
    } else if (SM >= 90) {
      T = Ty == 0 ? 0 : Ty == 1 ? 1 : Ty == 2 ? 2 : Ty == 3 ? 5 : -1;
    } else {
      T = Ty <= 6 ? (int)Ty : -1;
      if (T == 4)
        T = -1; // f16x2: not yet
    }
    if (T < 0 || (I.M0 > 8 && I.M0 != 100))
      I.Opc = Op::Unsupported;
    I.M1 = T;
    bool W64 = T == 2 || T == 5 || T == 6;
    I.M2 = W64 ? 8 : 4;
    I.M4 = Shared ? 0 : (W.get(76, 1) || Name.contains("_r_") || Name.contains("_desc") ||
                         Name.contains("CAS") || Name.contains("32_")
                         ? 1 : (Name.contains("_w1") ? 1 : 0));
    if (!Shared && F.has("aw"))
      I.M4 = F.u("aw");
    if (!Shared && F.has("URc") && !F.has("Ra"))
      I.M4 = 1, I.A.Reg = 255;
    B.readR(I.A.Reg, (!Shared && I.M4) ? 2 : 1);
    I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rb");
    if (Name.starts_with("ATOMS_POPC")) {
      // ATOMS.POPC.INC: every active lane adds one (the hardware adds the
      // popcount of the lanes sharing an address once).
      I.M0 = 0, I.M1 = 0, I.M2 = 4;
      I.C.K = SrcKind::Imm, I.C.Imm = 1, I.C.Reg = 255;
      I.Opc = Op::ATOMS;
    } else if (Name.starts_with("ATOMS_ARRIVE")) {
      // sm_80 mbarrier.arrive: [Ra+URc+off], the old state in Rd:Rd+1.
      I.Opc = Op::MBAR80;
      I.Rd = F.reg("Rd");
      I.B = Src();
      if (F.has("URc"))
        I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URc");
      I.NR = 0;
      B.readP(I.Guard);
      B.readR(I.A.Reg);
      if (I.B.K == SrcKind::UReg)
        B.readUR(I.B.Reg);
      B.writeR(I.Rd, 2);
      return true;
    }
    B.readR(I.C.Reg, W64 ? 2 : 1);
    if (Cas) {
      I.Pq = 0;
      Src S;
      S.K = SrcKind::Reg, S.Reg = F.reg("Rc");
      I.Rd2 = S.Reg;
      B.readR(S.Reg, W64 ? 2 : 1);
    }
    if (I.Opc != Op::RED) {
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd, W64 ? 2 : 1);
    }
    return true;
  }
  case Op::LDGSTS: {
    // [Rs(+URs)+soff] <- [Ra(.64)(+URc)+goff]; Pp false zero-fills.
    I.M0 = F.u("size");
    I.M2 = I.M0 == 4 ? 4 : I.M0 == 5 ? 8 : 16;
    I.M1 = F.u("zfill");
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    I.Off = F.s("goff");
    I.M3 = F.reg("Rs", 255);
    I.M4 = (int)F.s("soff");
    bool A64 = W.get(70, 1);
    if (F.has("URs"))
      I.C.K = SrcKind::UReg, I.C.Reg = F.reg("URs");
    else if (!W.get(76, 1) && F.has("URc"))
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URc");
    I.Rd2 = A64;
    I.Pp = F.pred("Pp", 7);
    B.readR(I.A.Reg, A64 ? 2 : 1);
    B.readR((uint8_t)I.M3);
    if (I.B.K == SrcKind::UReg)
      B.readUR(I.B.Reg, 2);
    if (I.C.K == SrcKind::UReg)
      B.readUR(I.C.Reg);
    B.readP(I.Pp);
    return true;
  }
  case Op::LDGDEPBAR:
    return true;
  case Op::DEPBAR:
    I.M0 = Name == "DEPBAR_le" ? 1 : 0;
    I.M1 = F.u("sb"), I.M2 = F.u("cnt"), I.M3 = F.u("list");
    return true;
  // ------------------------------------------------------------------ warp
  case Op::SHFL:
    I.M0 = F.u("shm");
    I.Pu = F.reg("Pu", 7);
    I.Rd = F.reg("Rd");
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    if (F.has("Rb"))
      I.B.K = SrcKind::Reg, I.B.Reg = F.reg("Rb");
    else
      I.B.K = SrcKind::Imm, I.B.Imm = F.u("lane");
    if (F.has("Rc"))
      I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rc");
    else
      I.C.K = SrcKind::Imm, I.C.Imm = F.u("clamp");
    B.readSrc(I.A), B.readSrc(I.B), B.readSrc(I.C);
    B.writeR(I.Rd), B.writeP(I.Pu);
    return true;
  case Op::VOTE:
  case Op::VOTEU:
    I.M0 = F.u("vm");
    I.Pp = F.pred("Pp");
    B.readP(I.Pp);
    if (I.Opc == Op::VOTEU) {
      I.Pu = F.reg("UPu", 7);
      if (F.has("URd"))
        udst(1);
      else
        I.Rd = 255;
      B.writeUP(I.Pu);
    } else {
      I.Pu = F.reg("Pu", 7);
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd);
      B.writeP(I.Pu);
    }
    return true;
  case Op::MATCH:
    I.M0 = Name == "MATCH_ANY", I.M1 = F.u("u64");
    I.Pu = F.reg("Pu", 7);
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    I.Rd = F.reg("Rd");
    B.readR(I.A.Reg, I.M1 ? 2 : 1);
    B.writeR(I.Rd), B.writeP(I.Pu);
    return true;
  case Op::REDUX:
    I.M0 = F.u("rop"), I.M1 = F.u("s32");
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    B.readR(I.A.Reg);
    udst(1);
    return true;
  // --------------------------------------------------------------- control
  case Op::BRA:
  case Op::CALL:
  case Op::JMP: {
    int Bits = F.width("target");
    int64_t T = sext(F.u("target"), Bits) * 4;
    I.Off = I.Opc == Op::JMP ? T : (int64_t)PC + 16 + T;
    I.M0 = F.u("udiv");
    I.Pp = F.pred("Pp", 7);
    B.readP(I.Pp);
    if (F.has("URa")) {
      I.M1 = 1, I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URa"), I.M2 = F.u("nu");
      B.readUR(I.B.Reg);
    }
    if (I.Opc == Op::CALL && Name.starts_with("CALL_abs_rz") && F.u("noinc")) {
      // CALL.ABS.NOINC Ra: a call to a driver function (ExecDriver.cpp),
      // which returns to the address LEPC left in R20:R21.  Which one is
      // known only when it runs: it reads the registers of the longest
      // argument list (__assertfail's, R4-R13), as a range.
      I.M3 = 1;
      I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
      B.readR(I.A.Reg, 2);
      B.readR(20, 2);
      I.RangeLo = 4, I.RangeN = 10;
      B.readR(1);
      I.Off = -1;
      return true;
    }
    if (I.Opc == Op::CALL && (!Name.starts_with("CALL_rel_i")))
      I.Opc = Op::Unsupported;
    return true;
  }
  case Op::LEPC: {
    // The address of the LEPC itself (sm_80), or of the instruction after
    // it plus the offset (sm_90: the return point of the CALL that follows).
    int Bits = F.width("off");
    I.Off = Bits ? (int64_t)PC + 16 + sext(F.u("off"), Bits) : (int64_t)PC;
    dst(2);
    return true;
  }
  case Op::BRX:
  case Op::RET: {
    bool Abs = Mn == "JMX" || Name.contains("abs");
    int Bits = F.width("off") ? F.width("off") : F.width("target");
    int64_t T = sext(F.has("off") ? F.u("off") : F.u("target"), Bits ? Bits : 1) * 4;
    if (!Bits)
      T = 0;
    I.Off = Abs ? T : (int64_t)PC + 16 + T;
    I.Pp = F.pred("Pp", 7);
    B.readP(I.Pp);
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    B.readR(I.A.Reg);
    if (F.has("URa"))
      I.Opc = Op::Unsupported;
    return true;
  }
  case Op::EXIT:
    I.Pp = F.pred("Pp", 7);
    B.readP(I.Pp);
    return true;
  case Op::BSSY:
    I.M0 = F.u("Bb");
    I.Off = (int64_t)PC + 16 + sext(F.u("target"), 30) * 4;
    return true;
  case Op::BSYNC:
  case Op::BREAK:
    I.M0 = F.u("Bb");
    I.Pp = F.pred("Pp", 7);
    B.readP(I.Pp);
    return true;
  case Op::BMOV:
    I.M0 = F.u("breg");
    if (I.M0 >= 16 || Name.starts_with("BMOV_64"))
      I.Opc = Op::Unsupported;
    I.M1 = Name.starts_with("BMOV_rb") ? 0 : Name.starts_with("BMOV_br") ? 1 : 2;
    I.M2 = F.u("clear");
    if (I.M1 == 0) {
      I.Rd = F.reg("Rd");
      B.writeR(I.Rd);
    } else if (I.M1 == 1) {
      I.B.K = SrcKind::Reg, I.B.Reg = F.reg("Rb");
      B.readR(I.B.Reg);
    } else {
      I.B.K = SrcKind::Imm, I.B.Imm = F.u("imm");
    }
    return true;
  case Op::WARPSYNC:
    I.Pp = F.pred("Pp", 7);
    B.readP(I.Pp);
    if (Name.contains("_all"))
      I.B.K = SrcKind::Imm, I.B.Imm = 0xffffffff;
    else if (F.has("Ra"))
      I.B.K = SrcKind::Reg, I.B.Reg = F.reg("Ra");
    else if (F.has("Rb"))
      I.B.K = SrcKind::Reg, I.B.Reg = F.reg("Rb");
    else if (Name.starts_with("WARPSYNC_i"))
      I.B.K = SrcKind::Imm, I.B.Imm = (uint32_t)F.u("imm");
    else if (Name.starts_with("WARPSYNC_c_"))
      I.B.K = SrcKind::Const, I.B.Bank = F.u("cbank"), I.B.Imm = (uint32_t)(F.s("coff") * 4);
    else
      I.Opc = Op::Unsupported;
    if (Name.contains("rt") || Name.contains("allt"))
      I.Opc = Op::Unsupported;
    B.readSrc(I.B);
    return true;
  case Op::BAR: {
    unsigned Mode = W.get(77, 3);
    I.M0 = Mode; // 0 SYNC 1 ARV 2 RED 3 SCAN 4 SYNCALL
    I.M1 = F.u("id");
    I.M2 = F.u("redop");
    I.Pp = F.pred("Pp", 7);
    if (Mode == 2)
      B.readP(I.Pp);
    if (F.has("Rb") || Mode == 3)
      I.Opc = Op::Unsupported; // barrier id/count from a register
    return true;
  }
  case Op::B2R:
    I.M0 = W.get(78, 2);
    I.Rd = F.reg("Rd");
    B.writeR(I.Rd);
    if (I.M0 != 1)
      I.Opc = Op::Unsupported;
    return true;
  case Op::BPT:
    return true;
  // ------------------------------------------------------------ sm_90 async
  case Op::SYNCS: {
    // mbarrier operations on [Ra+URc+off] (SYNCS.EXCH/LD: [URa+off]).
    I.Off = F.s("off");
    if (F.has("Ra"))
      I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    if (F.has("URc"))
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URc");
    if (Name.starts_with("SYNCS_ARRIVE")) {
      I.M0 = SyncsArrive;
      I.M1 = F.u("kind");
      // M2: 1 .RED (no state returned), 2 .OPTOUT (arrive_drop), 4 .TMASK.
      I.M2 = (F.u("tmred") == 2 ? 1 : 0) | (F.u("optout") ? 2 : 0) | (F.u("tmred") == 1 ? 4 : 0);
      if (I.M1 > 5)
        I.Opc = Op::Unsupported;
      I.Rd = F.reg("Rd");
      I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rb");
      B.readR(I.A.Reg), B.readR(I.C.Reg);
      B.writeR(I.Rd, 2);
    } else if (Name.starts_with("SYNCS_PHASECHK")) {
      I.M0 = SyncsPhaseChk;
      I.M1 = F.u("try");
      I.Pu = F.reg("Pu", 7);
      I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rb");
      B.readR(I.A.Reg), B.readR(I.C.Reg);
      B.writeP(I.Pu);
    } else if (Name == "SYNCS_EXCH" || Name == "SYNCS_LD") {
      I.M0 = Name == "SYNCS_EXCH" ? SyncsExch : SyncsLd;
      I.Uniform = true;
      I.A.K = SrcKind::UReg, I.A.Reg = F.reg("URa");
      uint8_t URd = F.reg("URd");
      I.Rd = URd == 63 ? 255 : URd;
      B.readUR(I.A.Reg);
      if (I.M0 == SyncsExch) {
        I.C.K = SrcKind::UReg, I.C.Reg = F.reg("URb");
        B.readUR(I.C.Reg, 2);
      }
      B.writeUR(URd, 2);
    } else {
      I.M0 = SyncsCctl;
      B.readR(I.A.Reg);
    }
    if (I.B.K == SrcKind::UReg)
      B.readUR(I.B.Reg);
    return true;
  }
  case Op::ARRIVES:
    // cp.async.mbarrier.arrive: [Ra+URc+off]; sm_90: .ARVCNT counts an
    // arrival, .TRANSCNT completes the transaction SYNCS.ARRIVE.A0T1 posted.
    I.Off = F.s("off");
    if (F.has("Ra"))
      I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URc");
    I.M1 = SM >= 90 ? (int)F.u("cnt") : 1;
    if (I.M1 == 0 || I.M1 == 3)
      I.Opc = Op::Unsupported;
    B.readR(I.A.Reg), B.readUR(I.B.Reg);
    return true;
  case Op::UTMALDG:
  case Op::UTMASTG:
    // [URb]: the shared address (then, for loads, the mbarrier) and the
    // coordinates in the following URs; [URa]: the tensor map's address.
    I.M0 = F.u("dim") + 1;
    I.A.K = SrcKind::UReg, I.A.Reg = F.reg("URa");
    I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URb");
    if (F.has("URc") || F.u("im2col") || F.u("mc") || I.M0 > 5)
      I.Opc = Op::Unsupported; // im2col, multicast
    B.readUR(I.A.Reg, 2);
    B.readUR(I.B.Reg, I.M0 + (I.Opc == Op::UTMALDG ? 2 : 1));
    return true;
  case Op::UBLKCP:
    // .S.G: [URb] = {shared dst, mbarrier}, [URa] = global src; .G.S: [URb] =
    // global dst, [URa] = shared src; URc: size in 16-byte units.
    I.M0 = F.u("dir");
    I.A.K = SrcKind::UReg, I.A.Reg = F.reg("URa");
    I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URb");
    I.C.K = SrcKind::UReg, I.C.Reg = F.reg("URc");
    if ((I.M0 != 1 && I.M0 != 2) || F.u("mc"))
      I.Opc = Op::Unsupported;
    B.readUR(I.A.Reg, 2), B.readUR(I.B.Reg, 2), B.readUR(I.C.Reg);
    return true;
  case Op::UTMACMDFLUSH:
    return true;
  case Op::ELECT:
    // The lowest active lane among those the membermask names.
    I.Uniform = false;
    I.Pu = F.reg("Pu", 7);
    I.Rd = F.reg("URd");
    if (I.Rd == 63)
      I.Rd = 255;
    if (F.has("URa")) {
      I.B.K = SrcKind::UReg, I.B.Reg = F.reg("URa");
      I.M1 = F.u("nm");
      B.readUR(I.B.Reg);
    } else {
      I.Pp = F.pred("Pp", 7);
      B.readP(I.Pp);
    }
    B.writeP(I.Pu);
    B.writeUR(F.reg("URd"));
    return true;
  case Op::USETMAXREG:
    I.M0 = Name == "USETMAXREG_DEALLOC" ? 1 : 2;
    I.M1 = F.u("n");
    I.Pu = F.reg("UPu", 7);
    if (I.M0 == 2)
      B.writeUP(I.Pu);
    return true;
  case Op::WARPGROUP:
    I.M0 = Name == "WARPGROUP_ARRIVE" ? 0 : Name == "WARPGROUP_WAIT" ? 1 : 2;
    I.M1 = F.u("cnt");
    if (I.M0 == 2 && !F.u("le"))
      I.Opc = Op::Unsupported;
    return true;
  case Op::UCGABAR:
    I.M0 = Mn == "UCGABAR_WAIT";
    return true;
  case Op::HGMMA: {
    // wgmma.mma_async: 64 x N x K, f16/bf16 (K 16) or tf32 (K 8) sources,
    // f16 or f32 accumulators; A from gdesc[UR]+0/1 or registers, B from
    // gdesc[UR]+2/3.  M0 = N, M1 = f32 accumulator, M2 = source type (MmaF16
    // / MmaBF16 / MmaTF32), M3 = flags (1 negA, 2 negB, 4 tnspA, 8 tnspB,
    // 16 register A, 32 gsb0), M4 = the scale-d predicate (UP index | 8 if
    // negated).
    unsigned Sh = F.u("shape"), Ty = F.u("types");
    I.M0 = 8 * ((Sh & 31) + 1);
    I.M1 = Ty & 1;
    I.M2 = (Ty >> 1) == 0 ? MmaF16 : (Ty >> 1) == 1 ? MmaBF16 : MmaTF32;
    bool Tf32 = I.M2 == MmaTF32, RegA = Name == "HGMMA_reg";
    if ((Sh >= 32) != Tf32 || (Ty >> 1) > 2 || (I.M2 != MmaF16 && !I.M1) ||
        (Name != "HGMMA_desc" && !RegA))
      I.Opc = Op::Unsupported;
    I.M3 = (F.u("nega") ? 1 : 0) | (F.u("negb") ? 2 : 0) | (F.u("tnspa") ? 4 : 0) |
           (F.u("tnspb") ? 8 : 0) | (RegA ? 16 : 0) | (F.u("gsb") == 0 ? 32 : 0);
    if (F.u("gsb") != 0 && F.u("gsb") != 7)
      I.Opc = Op::Unsupported;
    if (Tf32 && (I.M3 & 12))
      I.Opc = Op::Unsupported; // tf32 is K-major only
    unsigned Scd = F.u("scd");
    I.M4 = (7 - (Scd & 7)) | (Scd & 8); // stored inverted: 0 = UPT
    I.Rd = F.reg("Rd");
    I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rc");
    I.B.K = SrcKind::UReg, I.B.Reg = F.reg(RegA ? "URb" : "URa");
    B.readUR(I.B.Reg, 4);
    B.readUP(I.M4 & 7);
    unsigned ND = I.M1 ? I.M0 / 2 : I.M0 / 4;
    if (I.C.Reg != 255)
      I.RangeLo = I.C.Reg, I.RangeN = ND;
    if (RegA) {
      I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
      I.Range2Lo = I.A.Reg, I.Range2N = 4;
    }
    return true;
  }
  case Op::MOVM:
    // movmatrix.m8n8.trans.b16 (MOVM.16.MT88); the other layouts are not known.
    I.Rd = F.reg("Rd");
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    if (F.u("type") != 0 || F.u("layout") != 0)
      I.Opc = Op::Unsupported;
    B.readR(I.A.Reg);
    B.writeR(I.Rd);
    return true;
  case Op::HMMA: {
    // mma.sync: HMMA.1684/1688/16816 with f16, bf16 or tf32 sources and an
    // f16 or f32 accumulator; IMMA.8816/8832/16816/16832/16864 with 8- or
    // 4-bit integer sources.  M0 = K, M1 = 32-bit accumulator, M2/M3 = the
    // A/B element types, M4 = rows (8 or 16) | .SAT << 8.
    I.Rd = F.reg("Rd");
    I.A.K = SrcKind::Reg, I.A.Reg = F.reg("Ra");
    I.B.K = SrcKind::Reg, I.B.Reg = F.reg("Rb");
    I.C.K = SrcKind::Reg, I.C.Reg = F.reg("Rc");
    bool Ok = true;
    unsigned Rows = 16, Bits;
    if (Mn == "HMMA") {
      unsigned Shape = F.u("shape"), Ty = F.u("type");
      I.M1 = F.u("acc");
      I.M2 = I.M3 = Ty == 0 ? MmaF16 : Ty == 1 ? MmaBF16 : MmaTF32;
      I.M0 = Shape == 0 ? 8 : Shape == 1 ? 16 : 4;
      Bits = Ty == 2 ? 32 : 16;
      Ok = Name == "HMMA_rrr" && Shape <= 2 && Ty <= 2 && !F.u("na") && !F.u("nb") &&
           (Ty == 2 ? Shape != 1 : Shape != 2) && (I.M1 || Ty == 0);
    } else {
      // The shape table index (E<"shape", [85, 2, 75, 1]>) and the type
      // index (0 U8, 1 S8, 4 U4, 5 S4).
      static const unsigned Ks[8] = {16, 32, 16, 64, 0, 0, 32, 0};
      static const unsigned Ms[8] = {8, 8, 16, 16, 0, 0, 16, 0};
      unsigned Sh = F.u("shape"), TA = F.u("ta"), TB = F.u("tb");
      auto Ty = [](unsigned T) { return T == 0 ? MmaU8 : T == 1 ? MmaS8 : T == 4 ? MmaU4 : MmaS4; };
      I.M0 = Ks[Sh & 7], Rows = Ms[Sh & 7];
      I.M1 = 1;
      I.M2 = Ty(TA), I.M3 = Ty(TB);
      Bits = TA >= 4 ? 4 : 8;
      Ok = !Name.contains("_SP_") && I.M0 && (TA >= 4) == (TB >= 4) && (TA & 2) == 0 &&
           (TB & 2) == 0 && F.u("la") == 0 && F.u("lb") == 1 &&
           // 8-bit: 8816, 16816, 16832; 4-bit: 8832, 16832, 16864.
           (Bits == 8 ? (Sh == 0 || Sh == 2 || Sh == 6) : (Sh == 1 || Sh == 3 || Sh == 6));
      I.M4 = (int)F.u("sat") << 8;
    }
    I.M4 |= Rows;
    if (!Ok) {
      I.Opc = Op::Unsupported;
      return true;
    }
    unsigned NA = Rows * I.M0 * Bits / 1024, NB = I.M0 * 8 * Bits / 1024;
    unsigned NC = I.M1 ? Rows / 4 : 2;
    B.readR(I.A.Reg, NA), B.readR(I.B.Reg, NB), B.readR(I.C.Reg, NC);
    B.writeR(I.Rd, NC);
    return true;
  }
  default:
    return true;
  }
}

} // namespace

bool Program::decode() {
  const std::vector<uint8_t> &T = Img.Text;
  if (T.size() % 16) {
    DecodeError = "kernel text size is not a multiple of 16";
    return false;
  }
  Insts.resize(T.size() / 16);
  for (size_t K = 0; K < Insts.size(); ++K) {
    SASSWord W;
    std::memcpy(&W.Lo, T.data() + K * 16, 8);
    std::memcpy(&W.Hi, T.data() + K * 16 + 8, 8);
    decodeOne(Img.SM, W, (uint32_t)(K * 16), Insts[K]);
  }
  for (Inst &I : Insts) {
    if (I.Opc == Op::BRA || I.Opc == Op::CALL || I.Opc == Op::JMP || I.Opc == Op::BSSY) {
      if (I.Off < 0 || (uint64_t)I.Off >= T.size() || I.Off % 16) {
        // A target outside the kernel: only an error if executed.
        I.Target = UINT32_MAX;
      } else {
        I.Target = (uint32_t)(I.Off / 16);
        if (I.Opc == Op::BSSY)
          Insts[I.Target].ReconvPoint = true;
      }
    }
    LatencyInfo L = latencyOf(Img.SM, I);
    I.VarLatency = L.Variable;
    I.Latency = L.Cycles;
    // The model's per-SM exceptions (SASSSchedule.td): IMAD.WIDE's early
    // low word, R2UR read after a fixed count when it takes no scoreboard.
    if (I.Opc == Op::IMADWIDE && !I.Uniform)
      I.EarlyFirst = sass_sched::hazard(Img.SM, "WideLowWordEarly", sass_sched::WriteFMA, false);
    if (I.Opc == Op::R2UR && I.WSB >= 6)
      if (unsigned C = sass_sched::hazard(Img.SM, "R2URFixed", sass_sched::WriteSR, false)) {
        I.VarLatency = false;
        I.Latency = C;
      }
    I.Queue = queueOf(Img.SM, I);
  }
  for (Inst &I : Insts) {
    unsigned Mx = 0;
    for (unsigned K = 0; K < I.NR + I.NW; ++K) {
      unsigned R = K < I.NR ? I.Reads[K] : I.Writes[K - I.NR];
      if (R < 255)
        Mx = std::max(Mx, R);
    }
    if (I.RangeN)
      Mx = std::max<unsigned>(Mx, I.RangeLo + I.RangeN - 1);
    if (I.Range2N)
      Mx = std::max<unsigned>(Mx, I.Range2Lo + I.Range2N - 1);
    if (I.Opc == Op::HGMMA && I.Rd != 255)
      Mx = std::max<unsigned>(Mx, I.Rd + (I.M1 ? I.M0 / 2 : I.M0 / 4) - 1);
    I.MaxReg = (uint8_t)std::min(Mx, 254u);
    DynamicRegs |= I.Opc == Op::USETMAXREG;
    HasGmma |= I.Opc == Op::HGMMA;
    HasAsyncProxy |= I.Opc == Op::HGMMA || I.Opc == Op::UTMASTG || I.Opc == Op::UBLKCP;
  }
  // The hardware gives a warp the kernel's declared register count, two of
  // them reserved: R0..R(count-3) are usable, and an instruction naming a
  // higher one stops the H200 with ILLEGAL_INSTRUCTION (measured).  With
  // setmaxnreg the budget changes as warps run, and the engine checks it.
  if (Img.Registers > 2 && !DynamicRegs)
    for (const Inst &I : Insts)
      for (unsigned K = 0; K <= I.NR + I.NW; ++K) {
        unsigned R = K < I.NR + I.NW ? (K < I.NR ? I.Reads[K] : I.Writes[K - I.NR]) : I.MaxReg;
        if (R < 255 && R + 2 >= Img.Registers) {
          char Buf[160];
          std::snprintf(Buf, sizeof Buf,
                        "R%u at /*%04x*/ is beyond the %u registers the kernel "
                        "declares (two are reserved)",
                        R, I.PC, Img.Registers);
          DecodeError = Buf;
          return false;
        }
      }
  return true;
}
