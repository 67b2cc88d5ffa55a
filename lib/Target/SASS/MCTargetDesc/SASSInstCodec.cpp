//===-- SASSInstCodec.cpp - Table-driven SASS codec -----------------------===//
//
// The rules here mirror utils/sass_model.py; docs/Target/SASS/Encodings.md
// states them.  Any change must be made in both (the corpus check compares
// the C++ engine with nvdisasm, the model is what encodings are written with).
//
//===----------------------------------------------------------------------===//

#include "SASSInstCodec.h"
#include "SASSMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <cstring>
#include <limits>
#include <map>
#include <vector>

using namespace llvm;

#define SASS_GEN_ENCODING_TABLES
#include "SASSGenEncodings.inc"

uint64_t SASSWord::get(unsigned LoBit, unsigned Width) const {
  uint64_t V = 0;
  for (unsigned I = 0; I < Width; ++I) {
    unsigned B = LoBit + I;
    uint64_t Bit = B < 64 ? (Lo >> B) & 1 : (Hi >> (B - 64)) & 1;
    V |= Bit << I;
  }
  return V;
}

void SASSWord::set(unsigned LoBit, unsigned Width, uint64_t V) {
  for (unsigned I = 0; I < Width; ++I) {
    unsigned B = LoBit + I;
    uint64_t Bit = (V >> I) & 1;
    uint64_t &Part = B < 64 ? Lo : Hi;
    unsigned S = B < 64 ? B : B - 64;
    Part = (Part & ~(1ULL << S)) | (Bit << S);
  }
}

unsigned SASSFieldDesc::width() const {
  unsigned W = 0;
  for (unsigned I = 0; I < NumChunks; ++I)
    W += Chunks[I][1];
  return W;
}

/// An operand-reuse flag (the bits above 121).  nvdisasm shows .reuse only
/// with control bit 109 set (ptxas never sets one on an instruction that
/// yields): a word with the flag and without the bit has no text, and the
/// decoder refuses it (checkReuse says so to the assembler).
static bool isReuseFlag(const SASSFieldDesc &FD) {
  return FD.Chunks[0][0] >= 122 && StringRef(FD.Name).starts_with("reuse");
}

static uint64_t getField(const SASSWord &W, const SASSFieldDesc &F) {
  uint64_t V = 0;
  unsigned Sh = 0;
  for (unsigned I = 0; I < F.NumChunks; ++I) {
    V |= W.get(F.Chunks[I][0], F.Chunks[I][1]) << Sh;
    Sh += F.Chunks[I][1];
  }
  return V;
}

static void putField(SASSWord &W, const SASSFieldDesc &F, uint64_t V) {
  for (unsigned I = 0; I < F.NumChunks; ++I) {
    W.set(F.Chunks[I][0], F.Chunks[I][1], V);
    V = F.Chunks[I][1] >= 64 ? 0 : V >> F.Chunks[I][1];
  }
}

static int64_t signExtend(uint64_t V, unsigned W) {
  if (W >= 64)
    return (int64_t)V;
  if ((V >> (W - 1)) & 1)
    return (int64_t)(V | (~0ULL << W));
  return (int64_t)V;
}

static uint64_t maskOf(unsigned W) { return W >= 64 ? ~0ULL : (1ULL << W) - 1; }

SASSControl SASSControl::fromBits(uint64_t V) {
  SASSControl C;
  C.Stall = V & 15;
  C.Yield = (V >> 4) & 1;
  C.WriteSB = (V >> 5) & 7;
  C.ReadSB = (V >> 8) & 7;
  C.WaitMask = (V >> 11) & 63;
  return C;
}

uint64_t SASSControl::toBits() const {
  return (Stall & 15) | (Yield & 1) << 4 | (WriteSB & 7) << 5 |
         (ReadSB & 7) << 8 | (uint64_t)(WaitMask & 63) << 11;
}

//===----------------------------------------------------------------------===//
// Table access
//===----------------------------------------------------------------------===//

// Each lookup table is built on first use and never destroyed: a compiler
// process is short, tearing the maps down at exit costs more than it frees,
// and a code generator that only encodes never builds the assembler's or
// the disassembler's tables (a measurable part of compiling a small kernel).
template <class T> static const T &lazily() {
  static const T *I = new T;
  return *I;
}

namespace {
/// Encoding: forms by codegen opcode, register operands' field values.
struct EncodeIndex {
  DenseMap<unsigned, const SASSFormDesc *> ByOpcode;
  DenseMap<unsigned, std::pair<SASSFieldKind, uint64_t>> RegValue;
  EncodeIndex() {
    ByOpcode.reserve(std::size(SASSForms));
    for (const SASSFormDesc &F : SASSForms)
      ByOpcode[F.Opcode] = &F;
    auto Add = [&](const MCPhysReg *Regs, unsigned N, SASSFieldKind K) {
      for (unsigned I = 0; I < N; ++I)
        RegValue[Regs[I]] = {K, I};
    };
    Add(SASSGPRRegs, 256, SASSFieldKind::R);
    Add(SASSUGPRRegs, 64, SASSFieldKind::UR);
    Add(SASSPredRegs, 8, SASSFieldKind::P);
    Add(SASSUPredRegs, 8, SASSFieldKind::UP);
  }
};
/// Decoding: forms by the opcode bits of the word.
struct DecodeIndex {
  std::vector<std::vector<const SASSFormDesc *>> ByKey;
  DecodeIndex() : ByKey(1 << 13) {
    for (const SASSFormDesc &F : SASSForms)
      ByKey[F.Key & 0x1fff].push_back(&F);
  }
};
/// Parsing text: forms by name and by mnemonic.
struct TextIndex {
  StringMap<std::vector<const SASSFormDesc *>> ByMnemonic;
  StringMap<const SASSFormDesc *> ByName;
  TextIndex() {
    for (const SASSFormDesc &F : SASSForms) {
      ByName[F.Name] = &F;
      ByMnemonic[StringRef(F.Mnemonic).split('.').first].push_back(&F);
    }
  }
};
} // namespace

unsigned SASSCodec::smIndex(unsigned SM) { return SM >= 90 ? 2 : 1; }

const SASSFormDesc *SASSCodec::getForm(unsigned Opcode) {
  auto &M = lazily<EncodeIndex>().ByOpcode;
  auto It = M.find(Opcode);
  return It == M.end() ? nullptr : It->second;
}

const SASSFieldDesc &SASSCodec::getField(const SASSFormDesc &F, unsigned I) {
  return SASSFields[F.FirstField + I];
}

unsigned SASSCodec::numForms() { return sizeof(SASSForms) / sizeof(SASSForms[0]); }
const SASSFormDesc &SASSCodec::formAt(unsigned I) { return SASSForms[I]; }

MCRegister SASSCodec::regForField(SASSFieldKind K, unsigned Width, uint64_t V) {
  switch (K) {
  case SASSFieldKind::R:
    return V < 256 ? MCRegister(SASSGPRRegs[V]) : MCRegister();
  case SASSFieldKind::UR:
    if (V == maskOf(Width))
      return SASS::URZ;
    return V < 63 ? MCRegister(SASSUGPRRegs[V]) : MCRegister();
  case SASSFieldKind::P:
    return V < 8 ? MCRegister(SASSPredRegs[V]) : MCRegister();
  case SASSFieldKind::UP:
    return V < 8 ? MCRegister(SASSUPredRegs[V]) : MCRegister();
  default:
    return MCRegister();
  }
}

static bool isRegKind(SASSFieldKind K) {
  return K == SASSFieldKind::R || K == SASSFieldKind::UR ||
         K == SASSFieldKind::P || K == SASSFieldKind::UP;
}

/// The field value of a register operand (URZ is the all-ones value of the
/// field, whatever its width).
static bool regValue(MCRegister R, const SASSFieldDesc &F, uint64_t &V) {
  auto &M = lazily<EncodeIndex>().RegValue;
  auto It = M.find(R.id());
  if (It == M.end() || It->second.first != F.Kind)
    return false;
  V = It->second.second;
  if (F.Kind == SASSFieldKind::UR && V == 63)
    V = maskOf(F.width());
  return V <= maskOf(F.width());
}

/// The guard predicate (bits 12-14) as a field, P or UP by the form.
static SASSFieldDesc guardField(const SASSFormDesc &F) {
  return {"guard", F.UniformGuard ? SASSFieldKind::UP : SASSFieldKind::P,
          1, {{12, 3}}, 0, 1, 0, 0};
}

static const char *enumString(const SASSFieldDesc &F, uint64_t V) {
  if (V >= F.NumValues)
    return nullptr;
  const char *S = SASSEnumStrings[F.FirstValue + V];
  return std::strcmp(S, "?") == 0 ? nullptr : S;
}

const char *SASSCodec::enumSpelling(const SASSFieldDesc &F, uint64_t V) {
  return enumString(F, V);
}

//===----------------------------------------------------------------------===//
// Decode / encode
//===----------------------------------------------------------------------===//

bool SASSCodec::decode(const SASSWord &W, unsigned SM, MCInst &MI) {
  unsigned Key = (W.Lo & 0xfff) | (((W.Hi >> 27) & 1) << 12);
  unsigned SMBit = smIndex(SM);
  for (const SASSFormDesc *F : lazily<DecodeIndex>().ByKey[Key]) {
    if (!(F->SMMask & SMBit))
      continue;
    if ((W.Lo & F->FixMaskLo) != F->FixValLo || (W.Hi & F->FixMaskHi) != F->FixValHi)
      continue;
    if ((W.Lo & ~F->OwnedLo) || (W.Hi & ~F->OwnedHi))
      continue;
    MCInst Tmp;
    Tmp.setOpcode(F->Opcode);
    unsigned Pg = W.get(12, 3);
    Tmp.addOperand(MCOperand::createReg(F->UniformGuard ? SASSUPredRegs[Pg] : SASSPredRegs[Pg]));
    Tmp.addOperand(MCOperand::createImm(W.get(15, 1)));
    bool OK = true;
    for (unsigned I = 0; I < F->NumFields && OK; ++I) {
      const SASSFieldDesc &FD = getField(*F, I);
      uint64_t V = ::getField(W, FD);
      if (isRegKind(FD.Kind)) {
        MCRegister R = regForField(FD.Kind, FD.width(), V);
        if (!R)
          OK = false;
        Tmp.addOperand(MCOperand::createReg(R));
        continue;
      }
      if (FD.Kind == SASSFieldKind::Hidden && (int64_t)V != FD.Default)
        OK = false;
      if (FD.Kind == SASSFieldKind::Enum && !enumString(FD, V))
        OK = false;
      if (V && !W.get(109, 1) && isReuseFlag(FD))
        OK = false;
      Tmp.addOperand(MCOperand::createImm((int64_t)V));
    }
    if (!OK)
      continue;
    Tmp.addOperand(MCOperand::createImm(W.get(105, 17)));
    MI = Tmp;
    return true;
  }
  return false;
}

bool SASSCodec::encode(const MCInst &MI, SASSWord &W, std::string *Err) {
  auto Fail = [&](const std::string &M) {
    if (Err)
      *Err = M;
    return false;
  };
  const SASSFormDesc *F = getForm(MI.getOpcode());
  if (!F)
    return Fail("opcode has no SASS encoding");
  if (MI.getNumOperands() != F->NumFields + 3u)
    return Fail(std::string(F->Name) + ": wrong number of operands");
  W = SASSWord();
  W.Lo = (F->Key & 0xfff) | F->FixValLo;
  W.Hi = F->FixValHi | ((uint64_t)((F->Key >> 12) & 1) << 27);
  const MCOperand &G = MI.getOperand(0);
  uint64_t Pg = 7;
  if (G.isReg() && G.getReg()) {
    SASSFieldDesc GD = guardField(*F);
    if (!regValue(G.getReg(), GD, Pg))
      return Fail(std::string(F->Name) + ": bad guard predicate");
  }
  W.set(12, 3, Pg);
  W.set(15, 1, MI.getOperand(1).getImm() & 1);
  for (unsigned I = 0; I < F->NumFields; ++I) {
    const SASSFieldDesc &FD = getField(*F, I);
    const MCOperand &Op = MI.getOperand(2 + I);
    uint64_t V;
    if (isRegKind(FD.Kind)) {
      if (!Op.isReg() || !regValue(Op.getReg(), FD, V))
        return Fail(std::string(F->Name) + ": operand " + FD.Name + " is not a valid register");
    } else {
      if (!Op.isImm())
        return Fail(std::string(F->Name) + ": operand " + FD.Name + " must be an immediate");
      int64_t S = Op.getImm();
      unsigned Wd = FD.width();
      if (Wd < 64 && (uint64_t)S > maskOf(Wd) && signExtend((uint64_t)S & maskOf(Wd), Wd) != S)
        return Fail(std::string(F->Name) + ": operand " + FD.Name + " does not fit in " +
                    std::to_string(Wd) + " bits");
      V = (uint64_t)S & maskOf(Wd);
    }
    putField(W, FD, V);
  }
  W.set(105, 17, MI.getOperand(F->NumFields + 2).getImm());
  return true;
}

bool SASSCodec::checkReuse(const MCInst &MI, const SASSWord &W, std::string &Err) {
  const SASSFormDesc *F = getForm(MI.getOpcode());
  if (!F || W.get(109, 1))
    return true;
  for (unsigned I = 0; I < F->NumFields; ++I)
    if (isReuseFlag(getField(*F, I)) && ::getField(W, getField(*F, I))) {
      Err = ".reuse on an instruction whose control field yields (Y): operand reuse "
            "needs '-' there, as in ptxas's code (nvdisasm cannot show the word)";
      return false;
    }
  return true;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

// nvdisasm: %.20g, but %.20e from 1e9 up, and "-0.0 " (trailing blank, like
// "+INF ") for negative zero.
static std::string fmtDouble(double D) {
  if (D == 0)
    return std::signbit(D) ? "-0.0 " : "0";
  char Buf[64];
  std::snprintf(Buf, sizeof(Buf), std::fabs(D) >= 1e9 ? "%.20e" : "%.20g", D);
  return Buf;
}

static std::string fmtSpecial(bool Neg, bool Inf, bool Quiet) {
  std::string S = Neg ? "-" : "+";
  return S + (Inf ? "INF " : Quiet ? "QNAN " : "SNAN ");
}

static std::string fmtF32(uint32_t B) {
  if (((B >> 23) & 0xff) == 0xff)
    return fmtSpecial(B >> 31, (B & 0x7fffff) == 0, B & 0x400000);
  float F;
  std::memcpy(&F, &B, 4);
  return fmtDouble(F);
}

std::string SASSCodec::formatF32(uint32_t Bits) { return fmtF32(Bits); }

static double halfToDouble(uint16_t H) {
  int E = (H >> 10) & 0x1f, M = H & 0x3ff;
  double V = E == 0 ? std::ldexp((double)M, -24) : std::ldexp((double)(M | 0x400), E - 25);
  return (H >> 15) ? -V : V;
}

static std::string fmtF16(uint16_t H) {
  if (((H >> 10) & 0x1f) == 0x1f)
    return fmtSpecial(H >> 15, (H & 0x3ff) == 0, H & 0x200);
  return fmtDouble(halfToDouble(H));
}

static std::string fmtF64Hi(uint64_t Hi32) {
  uint64_t D = Hi32 << 32;
  if (((D >> 52) & 0x7ff) == 0x7ff)
    return fmtSpecial(D >> 63, (D & ((1ULL << 52) - 1)) == 0, D & (1ULL << 51));
  double V;
  std::memcpy(&V, &D, 8);
  return fmtDouble(V);
}

std::string SASSCodec::formatF64Hi(uint32_t HiBits) { return fmtF64Hi(HiBits); }

static std::string shex(int64_t V) {
  char Buf[32];
  if (V < 0)
    std::snprintf(Buf, sizeof(Buf), "-0x%llx", (unsigned long long)(-(uint64_t)V));
  else
    std::snprintf(Buf, sizeof(Buf), "0x%llx", (unsigned long long)V);
  return Buf;
}

static std::string uhex(uint64_t V) {
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "0x%llx", (unsigned long long)V);
  return Buf;
}

static const char *regName(MCRegister R, const SASSFieldDesc &F, std::string &Buf) {
  uint64_t V;
  if (!regValue(R, F, V))
    return nullptr;
  bool Z = V == maskOf(F.width()) || (F.Kind == SASSFieldKind::P && V == 7) ||
           (F.Kind == SASSFieldKind::UP && V == 7);
  switch (F.Kind) {
  case SASSFieldKind::R: Buf = Z ? "RZ" : "R" + std::to_string(V); break;
  case SASSFieldKind::UR: Buf = Z ? "URZ" : "UR" + std::to_string(V); break;
  case SASSFieldKind::P: Buf = Z ? "PT" : "P" + std::to_string(V); break;
  default: Buf = Z ? "UPT" : "UP" + std::to_string(V); break;
  }
  return Buf.c_str();
}

static bool printField(const SASSFieldDesc &F, const MCOperand &Op, uint64_t PC,
                       std::string &Out) {
  if (isRegKind(F.Kind)) {
    std::string B;
    if (!Op.isReg() || !regName(Op.getReg(), F, B))
      return false;
    Out += B;
    return true;
  }
  if (!Op.isImm())
    return false;
  unsigned W = F.width();
  uint64_t V = (uint64_t)Op.getImm() & maskOf(W);
  switch (F.Kind) {
  case SASSFieldKind::Enum: {
    const char *S = enumString(F, V);
    if (!S)
      return false;
    Out += S;
    return true;
  }
  case SASSFieldKind::hex: Out += uhex(V * F.Scale); return true;
  case SASSFieldKind::shex: Out += shex(signExtend(V, W) * F.Scale); return true;
  case SASSFieldKind::ioff:
    if (V)
      Out += "+" + shex(signExtend(V, W) * F.Scale);
    return true;
  case SASSFieldKind::uoff:
    if (V)
      Out += "+" + uhex(V * F.Scale);
    return true;
  case SASSFieldKind::dec: Out += std::to_string(V); return true;
  case SASSFieldKind::f32: Out += fmtF32((uint32_t)V); return true;
  case SASSFieldKind::f16x2:
    Out += fmtF16(V >> 16) + ", " + fmtF16(V & 0xffff);
    return true;
  case SASSFieldKind::bf16x2: // each half is the top of an f32
    Out += fmtF32((uint32_t)(V >> 16) << 16) + ", " + fmtF32((uint32_t)(V & 0xffff) << 16);
    return true;
  case SASSFieldKind::f64hi: Out += fmtF64Hi(V); return true;
  case SASSFieldKind::pcrel:
    // nvdisasm prints a target before address 0 as a negative offset.
    Out += shex((int64_t)PC + 16 + signExtend(V, W) * F.Scale);
    return true;
  case SASSFieldKind::Hidden: return true;
  default: return false;
  }
}

bool SASSCodec::printText(const MCInst &MI, uint64_t PC, raw_ostream &OS) {
  const SASSFormDesc *F = getForm(MI.getOpcode());
  if (!F || MI.getNumOperands() != F->NumFields + 3u)
    return false;
  std::string Out;
  const MCOperand &G = MI.getOperand(0);
  SASSFieldDesc GD = guardField(*F);
  uint64_t Pg = 7;
  if (G.isReg() && G.getReg() && !regValue(G.getReg(), GD, Pg))
    return false;
  bool Neg = MI.getOperand(1).getImm() & 1;
  if (Pg != 7 || Neg) {
    std::string B;
    Out += "@";
    if (Neg)
      Out += "!";
    Out += regName(regForField(GD.Kind, 3, Pg), GD, B);
    Out += " ";
  }
  for (unsigned T = 0; T < F->NumTokens; ++T) {
    const SASSTemplateToken &Tok = SASSTokens[F->FirstToken + T];
    if (Tok.Field < 0) {
      Out += Tok.Text;
      continue;
    }
    if (!printField(getField(*F, Tok.Field), MI.getOperand(2 + Tok.Field), PC, Out))
      return false;
  }
  OS << Out;
  return true;
}

std::string SASSCodec::printControl(uint64_t Bits) {
  SASSControl C = SASSControl::fromBits(Bits);
  std::string S = "[B";
  for (unsigned I = 0; I < 6; ++I)
    S += (C.WaitMask >> I) & 1 ? char('0' + I) : '-';
  S += ":R";
  S += C.ReadSB == 7 ? '-' : char('0' + C.ReadSB);
  S += ":W";
  S += C.WriteSB == 7 ? '-' : char('0' + C.WriteSB);
  S += C.Yield ? ":-" : ":Y";
  char Buf[8];
  std::snprintf(Buf, sizeof(Buf), ":S%02u]", C.Stall);
  return S + Buf;
}

bool SASSCodec::parseControl(StringRef S, uint64_t &Bits, std::string &Err) {
  // [B012345:R0:W1:Y:S04]; '-' for an unused scoreboard/wait slot.
  SASSControl C;
  S = S.trim();
  if (!S.consume_front("[") || !S.consume_back("]")) {
    Err = "control field must be bracketed: [B------:R-:W-:Y:S15]";
    return false;
  }
  SmallVector<StringRef, 5> Parts;
  S.split(Parts, ':');
  if (Parts.size() != 5 || Parts[0].size() != 7 || Parts[0][0] != 'B' ||
      Parts[1].size() != 2 || Parts[1][0] != 'R' || Parts[2].size() != 2 ||
      Parts[2][0] != 'W' || (Parts[3] != "Y" && Parts[3] != "-") ||
      Parts[4].size() < 2 || Parts[4][0] != 'S') {
    Err = "malformed control field, expected [B------:R-:W-:Y:S15]";
    return false;
  }
  for (unsigned I = 0; I < 6; ++I) {
    char Ch = Parts[0][1 + I];
    if (Ch == char('0' + I))
      C.WaitMask |= 1u << I;
    else if (Ch != '-') {
      Err = "wait mask slot " + std::to_string(I) + " must be '" +
            std::to_string(I) + "' or '-'";
      return false;
    }
  }
  auto SB = [&](char Ch, unsigned &Out, const char *What) {
    if (Ch == '-') {
      Out = 7;
      return true;
    }
    if (Ch < '0' || Ch > '5') {
      Err = std::string(What) + " scoreboard must be 0-5 or '-'";
      return false;
    }
    Out = Ch - '0';
    return true;
  };
  if (!SB(Parts[1][1], C.ReadSB, "read") || !SB(Parts[2][1], C.WriteSB, "write"))
    return false;
  C.Yield = Parts[3] == "-";
  unsigned Stall;
  if (Parts[4].drop_front().getAsInteger(10, Stall) || Stall > 15) {
    Err = "stall count must be 0-15";
    return false;
  }
  C.Stall = Stall;
  Bits = C.toBits();
  return true;
}

uint64_t SASSCodec::defaultControl() {
  SASSControl C;
  C.Stall = 15;
  return C.toBits();
}

//===----------------------------------------------------------------------===//
// Parsing: a backtracking match of the text against each form's template.
//===----------------------------------------------------------------------===//

namespace {
class TemplateMatcher {
  StringRef Text;
  uint64_t PC;
  const SASSFormDesc *F = nullptr;
  std::vector<int64_t> Vals;     // per field
  std::vector<MCRegister> Regs;  // per field
  std::vector<bool> Set;         // a field printed twice must parse equal
public:
  size_t BestPos = 0;
  std::string BestErr;

  TemplateMatcher(StringRef T, uint64_t PC) : Text(T), PC(PC) {}

  bool BestWeak = false;
  // A weak failure (a modifier with no spelling here) never hides a
  // stronger message at the same column.
  void fail(size_t Pos, const std::string &What, bool Weak = false) {
    if (Pos > BestPos || BestErr.empty() || (Pos == BestPos && BestWeak && !Weak)) {
      BestPos = Pos;
      BestErr = What;
      BestWeak = Weak;
    }
  }

  static size_t skipWS(StringRef T, size_t P) {
    while (P < T.size() && (T[P] == ' ' || T[P] == '\t'))
      ++P;
    return P;
  }

  bool run(const SASSFormDesc *Form, size_t Start, MCInst &MI) {
    F = Form;
    Vals.assign(F->NumFields, 0);
    Regs.assign(F->NumFields, MCRegister());
    Set.assign(F->NumFields, false);
    for (unsigned I = 0; I < F->NumFields; ++I) {
      const SASSFieldDesc &FD = SASSCodec::getField(*F, I);
      if (FD.Kind == SASSFieldKind::Hidden)
        Vals[I] = FD.Default;
    }
    if (!match(0, Start))
      return false;
    for (unsigned I = 0; I < F->NumFields; ++I) {
      const SASSFieldDesc &FD = SASSCodec::getField(*F, I);
      if (isRegKind(FD.Kind)) {
        // A register field the template never prints (should not happen).
        MI.addOperand(MCOperand::createReg(Set[I] ? Regs[I]
                                                  : SASSCodec::regForField(FD.Kind, FD.width(), 0)));
      } else {
        MI.addOperand(MCOperand::createImm(Vals[I]));
      }
    }
    return true;
  }

private:
  bool assign(unsigned FI, int64_t V, MCRegister R, size_t Pos) {
    if (Set[FI] && (Vals[FI] != V || Regs[FI] != R)) {
      fail(Pos, "operand repeats with a different value");
      return false;
    }
    return true;
  }

  // Try every way field FI can match at Pos; continue with token T+1.
  bool matchField(unsigned T, unsigned FI, size_t Pos) {
    const SASSFieldDesc &FD = SASSCodec::getField(*F, FI);
    StringRef Rest = Text.substr(Pos);
    auto Continue = [&](size_t NewPos, int64_t V, MCRegister R) {
      if (!assign(FI, V, R, Pos))
        return false;
      bool Was = Set[FI];
      int64_t OV = Vals[FI];
      MCRegister OR = Regs[FI];
      Set[FI] = true;
      Vals[FI] = V;
      Regs[FI] = R;
      if (match(T + 1, NewPos))
        return true;
      Set[FI] = Was;
      Vals[FI] = OV;
      Regs[FI] = OR;
      return false;
    };
    unsigned W = FD.width();
    switch (FD.Kind) {
    case SASSFieldKind::R:
    case SASSFieldKind::UR:
    case SASSFieldKind::P:
    case SASSFieldKind::UP: {
      const char *Prefix = FD.Kind == SASSFieldKind::R ? "R" : FD.Kind == SASSFieldKind::UR ? "UR"
                           : FD.Kind == SASSFieldKind::P ? "P" : "UP";
      const char *Zero = FD.Kind == SASSFieldKind::R ? "RZ" : FD.Kind == SASSFieldKind::UR ? "URZ"
                         : FD.Kind == SASSFieldKind::P ? "PT" : "UPT";
      if (Rest.starts_with(Zero)) {
        uint64_t ZV = (FD.Kind == SASSFieldKind::P || FD.Kind == SASSFieldKind::UP) ? 7 : maskOf(W);
        return Continue(Pos + std::strlen(Zero), 0, SASSCodec::regForField(FD.Kind, W, ZV));
      }
      if (!Rest.starts_with(Prefix)) {
        fail(Pos, std::string("expected a register ") + Prefix + "n or " + Zero);
        return false;
      }
      size_t P = std::strlen(Prefix), E = P;
      while (E < Rest.size() && isdigit((unsigned char)Rest[E]))
        ++E;
      unsigned N;
      if (E == P || Rest.substr(P, E - P).getAsInteger(10, N)) {
        fail(Pos, std::string("expected a register ") + Prefix + "n or " + Zero);
        return false;
      }
      MCRegister R;
      if (!((FD.Kind == SASSFieldKind::P || FD.Kind == SASSFieldKind::UP) && N >= 7) &&
          N < maskOf(W) && !(FD.Kind == SASSFieldKind::UR && N >= 63))
        R = SASSCodec::regForField(FD.Kind, W, N);
      if (!R) {
        fail(Pos, "register number out of range");
        return false;
      }
      return Continue(Pos + E, 0, R);
    }
    case SASSFieldKind::Enum: {
      // Longest spelling first, so ".EF" is tried before ".E".
      std::vector<std::pair<size_t, unsigned>> Cands;
      for (unsigned V = 0; V < FD.NumValues; ++V) {
        const char *S = enumString(FD, V);
        if (S && Rest.starts_with(S))
          Cands.push_back({std::strlen(S), V});
      }
      std::stable_sort(Cands.begin(), Cands.end(),
                       [](auto &A, auto &B) { return A.first > B.first; });
      for (auto &C : Cands)
        if (Continue(Pos + C.first, C.second, MCRegister()))
          return true;
      if (Cands.empty())
        fail(Pos, std::string("unexpected text for modifier '") + FD.Name + "'", true);
      return false;
    }
    case SASSFieldKind::Hidden:
      return match(T + 1, Pos);
    case SASSFieldKind::ioff:
    case SASSFieldKind::uoff: {
      // Absent means 0; "+0x10" / "+-0x10" otherwise.
      if (Rest.starts_with("+")) {
        int64_t V;
        size_t Len;
        if (parseInt(Rest.drop_front(), FD.Kind == SASSFieldKind::ioff, V, Len) &&
            fits(FD, V, Pos + 1) && Continue(Pos + 1 + Len, V / FD.Scale, MCRegister()))
          return true;
      }
      return Continue(Pos, 0, MCRegister());
    }
    case SASSFieldKind::hex:
    case SASSFieldKind::shex:
    case SASSFieldKind::dec: {
      int64_t V;
      size_t Len;
      if (!parseInt(Rest, FD.Kind != SASSFieldKind::hex, V, Len)) {
        fail(Pos, "expected an integer");
        return false;
      }
      if (!fits(FD, V, Pos))
        return false;
      return Continue(Pos + Len, V / FD.Scale, MCRegister());
    }
    case SASSFieldKind::pcrel: {
      int64_t V;
      size_t Len;
      if (!parseInt(Rest, true, V, Len)) {
        fail(Pos, "expected a branch target address");
        return false;
      }
      int64_t Off = V - (int64_t)(PC + 16);
      if (Off % FD.Scale) {
        fail(Pos, "branch target is not aligned");
        return false;
      }
      Off /= FD.Scale;
      if (signExtend((uint64_t)Off & maskOf(W), W) != Off) {
        fail(Pos, "branch target out of range");
        return false;
      }
      return Continue(Pos + Len, (int64_t)((uint64_t)Off & maskOf(W)), MCRegister());
    }
    case SASSFieldKind::f32:
    case SASSFieldKind::f64hi: {
      uint64_t Bits;
      size_t Len;
      if (!parseFloat(Rest, FD.Kind == SASSFieldKind::f32 ? 32 : 64, Bits, Len)) {
        fail(Pos, "expected a floating-point immediate");
        return false;
      }
      if (FD.Kind == SASSFieldKind::f64hi) {
        if (Bits & 0xffffffffULL) {
          fail(Pos, "double immediate needs more than its upper 32 bits");
          return false;
        }
        Bits >>= 32;
      }
      return Continue(Pos + Len, (int64_t)Bits, MCRegister());
    }
    case SASSFieldKind::f16x2:
    case SASSFieldKind::bf16x2: {
      bool BF = FD.Kind == SASSFieldKind::bf16x2;
      unsigned Bits = BF ? 32 : 16;
      uint64_t H1, H0;
      size_t L1, L0;
      if (!parseFloat(Rest, Bits, H1, L1)) {
        fail(Pos, "expected a half-precision immediate");
        return false;
      }
      size_t P = skipWS(Rest, L1);
      if (P >= Rest.size() || Rest[P] != ',') {
        fail(Pos + P, "expected ', ' between the two halves");
        return false;
      }
      P = skipWS(Rest, P + 1);
      if (!parseFloat(Rest.substr(P), Bits, H0, L0)) {
        fail(Pos + P, "expected a half-precision immediate");
        return false;
      }
      if (BF) {
        if ((H1 & 0xffff) || (H0 & 0xffff)) {
          fail(Pos, "value is not exactly a bf16");
          return false;
        }
        H1 >>= 16;
        H0 >>= 16;
      }
      return Continue(Pos + P + L0, (int64_t)(H1 << 16 | H0), MCRegister());
    }
    }
    return false;
  }

  bool fits(const SASSFieldDesc &FD, int64_t V, size_t Pos) {
    unsigned W = FD.width();
    if (V % FD.Scale) {
      fail(Pos, "immediate is not a multiple of " + std::to_string(FD.Scale));
      return false;
    }
    V /= FD.Scale;
    bool Signed = FD.Kind == SASSFieldKind::shex || FD.Kind == SASSFieldKind::ioff;
    bool OK = Signed ? signExtend((uint64_t)V & maskOf(W), W) == V
                     : (V >= 0 && (uint64_t)V <= maskOf(W)) ||
                           (V < 0 && signExtend((uint64_t)V & maskOf(W), W) == V);
    if (!OK)
      fail(Pos, "immediate does not fit in " + std::to_string(W) + " bits");
    return OK;
  }

  static bool parseInt(StringRef S, bool AllowNeg, int64_t &V, size_t &Len) {
    size_t P = 0;
    bool Neg = false;
    if (AllowNeg && P < S.size() && S[P] == '-') {
      Neg = true;
      ++P;
    }
    size_t B = P;
    unsigned Radix = 10;
    if (S.substr(P).starts_with("0x") || S.substr(P).starts_with("0X")) {
      Radix = 16;
      P += 2;
      B = P;
    }
    while (P < S.size() && (Radix == 16 ? isxdigit((unsigned char)S[P]) : isdigit((unsigned char)S[P])))
      ++P;
    uint64_t U;
    if (P == B || S.substr(B, P - B).getAsInteger(Radix, U))
      return false;
    V = Neg ? -(int64_t)U : (int64_t)U;
    Len = P;
    return true;
  }

  // nvdisasm spellings: %.20g decimals, +INF / -INF / +QNAN / -QNAN / +SNAN
  // (each printed with a trailing blank, which is consumed here).
  static bool parseFloat(StringRef S, unsigned Bits, uint64_t &Out, size_t &Len) {
    bool Neg = S.starts_with("-");
    StringRef T = S;
    if (T.starts_with("+") || T.starts_with("-"))
      T = T.drop_front();
    auto Special = [&](StringRef Name, uint64_t Pos32, uint64_t Pos64, uint64_t Pos16) {
      if (!T.starts_with(Name))
        return false;
      uint64_t V = Bits == 32 ? Pos32 : Bits == 64 ? Pos64 : Pos16;
      if (Neg)
        V |= Bits == 32 ? 0x80000000ULL : Bits == 64 ? (1ULL << 63) : 0x8000;
      Out = V;
      Len = S.size() - T.size() + Name.size();
      if (Len < S.size() && S[Len] == ' ')
        ++Len;
      return true;
    };
    if (S.size() != T.size() || T.starts_with("INF") || T.starts_with("QNAN") || T.starts_with("SNAN")) {
      if (Special("INF", 0x7f800000, 0x7ff0000000000000ULL, 0x7c00) ||
          Special("QNAN", 0x7fc00000, 0x7ff8000000000000ULL, 0x7e00) ||
          Special("SNAN", 0x7f800001, 0x7ff0000000000001ULL, 0x7c01))
        return true;
    }
    std::string Buf = S.substr(0, 64).str();
    char *End = nullptr;
    double D = std::strtod(Buf.c_str(), &End);
    if (End == Buf.c_str())
      return false;
    // Reject hex floats and "inf"/"nan" that strtod would take.
    StringRef Num(Buf.c_str(), End - Buf.c_str());
    if (Num.contains_insensitive("x") || Num.contains_insensitive("n") || Num.contains_insensitive("i"))
      return false;
    // A literal the field cannot hold (strtod's overflow to inf included) is
    // no float immediate: converting it would be undefined behaviour.
    if (!std::isfinite(D) || (Bits == 32 && std::fabs(D) > std::numeric_limits<float>::max()) ||
        (Bits == 16 && std::fabs(D) >= 65520.0)) // rounds to the half infinity
      return false;
    Len = End - Buf.c_str();
    if (Bits == 64) {
      std::memcpy(&Out, &D, 8);
    } else if (Bits == 32) {
      float F = (float)D;
      uint32_t U;
      std::memcpy(&U, &F, 4);
      Out = U;
    } else {
      Out = doubleToHalf(D);
    }
    return true;
  }

  static uint16_t doubleToHalf(double D) {
    // Round to nearest even; the values nvdisasm prints are exact halves.
    uint16_t Sign = std::signbit(D) ? 0x8000 : 0;
    D = std::fabs(D);
    if (D == 0)
      return Sign;
    int E;
    double M = std::frexp(D, &E); // D = M * 2^E, M in [0.5, 1)
    int HE = E + 14;              // biased exponent for 1.m form
    if (HE <= 0) {
      uint16_t Mant = (uint16_t)std::nearbyint(std::ldexp(D, 24));
      return Sign | Mant;
    }
    uint32_t Mant = (uint32_t)std::nearbyint((M * 2 - 1) * 1024);
    if (Mant == 1024) {
      Mant = 0;
      ++HE;
    }
    if (HE >= 31)
      return Sign | 0x7c00;
    return Sign | (uint16_t)(HE << 10) | (uint16_t)Mant;
  }

  bool match(unsigned T, size_t Pos) {
    if (T == F->NumTokens) {
      size_t P = skipWS(Text, Pos);
      if (P != Text.size()) {
        fail(P, "unexpected text after the instruction");
        return false;
      }
      return true;
    }
    const SASSTemplateToken &Tok = SASSTokens[F->FirstToken + T];
    if (Tok.Field >= 0)
      return matchField(T, Tok.Field, Pos);
    // Literal: blanks are optional, other characters must match (blanks in
    // the input before them are allowed too).
    for (const char *C = Tok.Text; *C; ++C) {
      if (*C == ' ') {
        Pos = skipWS(Text, Pos);
        continue;
      }
      if (Pos < Text.size() && Text[Pos] == *C) {
        ++Pos;
        continue;
      }
      size_t P = skipWS(Text, Pos);
      if (P < Text.size() && Text[P] == *C && P != Pos && (*C == ',' || *C == ';' || *C == ']' || *C == '|')) {
        Pos = P + 1;
        continue;
      }
      // Operand decorations ('|', '-', '!', '~') belong to alternative
      // forms: a missing one is a weak reason.
      fail(Pos, std::string("expected '") + *C + "'", std::strchr("|-!~", *C) != nullptr);
      return false;
    }
    return match(T + 1, Pos);
  }
};
} // namespace

const SASSFormDesc *SASSCodec::getFormByName(StringRef Name) {
  auto &M = lazily<TextIndex>().ByName;
  auto It = M.find(Name);
  return It == M.end() ? nullptr : It->second;
}

bool SASSCodec::textRoundTrips(StringRef Text, unsigned SM, uint64_t PC,
                               const SASSWord &W, const SASSFormDesc *Only) {
  MCInst MI;
  std::string Err;
  size_t Col;
  if (!parseText(Text, SM, PC, MI, Err, Col, Only))
    return false;
  MI.getOperand(MI.getNumOperands() - 1).setImm(W.get(105, 17));
  SASSWord E;
  return encode(MI, E) && E == W;
}

bool SASSCodec::parseText(StringRef Text, unsigned SM, uint64_t PC, MCInst &MI,
                          std::string &Err, size_t &ErrCol,
                          const SASSFormDesc *Only) {
  size_t Pos = TemplateMatcher::skipWS(Text, 0);
  // Guard predicate.
  bool HasGuard = false, GuardNeg = false, GuardUniform = false;
  unsigned Guard = 7;
  if (Pos < Text.size() && Text[Pos] == '@') {
    HasGuard = true;
    size_t P = Pos + 1;
    if (P < Text.size() && Text[P] == '!') {
      GuardNeg = true;
      ++P;
    }
    StringRef R = Text.substr(P);
    size_t L = 0;
    if (R.starts_with("UP"))
      GuardUniform = true, L = 2;
    else if (R.starts_with("P"))
      L = 1;
    if (!L) {
      Err = "expected a guard predicate (@P0, @!PT, @UP1)";
      ErrCol = P;
      return false;
    }
    if (R.substr(L).starts_with("T")) {
      Guard = 7;
      ++L;
    } else if (L < R.size() && R[L] >= '0' && R[L] <= '6') {
      Guard = R[L] - '0';
      ++L;
    } else {
      Err = "bad guard predicate";
      ErrCol = P;
      return false;
    }
    Pos = TemplateMatcher::skipWS(Text, P + L);
  }
  size_t MEnd = Pos;
  while (MEnd < Text.size() && (isalnum((unsigned char)Text[MEnd]) || Text[MEnd] == '_'))
    ++MEnd;
  StringRef Mn = Text.substr(Pos, MEnd - Pos);
  if (Mn.empty()) {
    Err = "expected an instruction mnemonic";
    ErrCol = Pos;
    return false;
  }
  auto &ByMn = lazily<TextIndex>().ByMnemonic;
  auto It = ByMn.find(Mn);
  if (It == ByMn.end()) {
    Err = "unknown instruction '" + Mn.str() + "'";
    ErrCol = Pos;
    return false;
  }
  TemplateMatcher M(Text, PC);
  bool AnySM = false;
  for (const SASSFormDesc *F : It->second) {
    if (!(F->SMMask & smIndex(SM)) || (Only && F != Only))
      continue;
    AnySM = true;
    if ((bool)F->UniformGuard != GuardUniform && HasGuard && Guard != 7)
      continue;
    MCInst Tmp;
    Tmp.setOpcode(F->Opcode);
    unsigned GR = F->UniformGuard ? SASSUPredRegs[Guard] : SASSPredRegs[Guard];
    Tmp.addOperand(MCOperand::createReg(GR));
    Tmp.addOperand(MCOperand::createImm(GuardNeg));
    if (!M.run(F, Pos, Tmp))
      continue;
    Tmp.addOperand(MCOperand::createImm(defaultControl()));
    // The template match may accept a value the encoder cannot hold.
    SASSWord W;
    if (!encode(Tmp, W, &Err)) {
      ErrCol = Pos;
      return false;
    }
    MI = Tmp;
    return true;
  }
  if (!AnySM) {
    Err = Only ? "form " + std::string(Only->Name) + " is not an '" + Mn.str() + "' form for sm_" + std::to_string(SM)
               : "instruction '" + Mn.str() + "' is not available on sm_" + std::to_string(SM);
    ErrCol = Pos;
    return false;
  }
  Err = M.BestErr.empty() ? "invalid operands for instruction" : M.BestErr;
  ErrCol = M.BestPos;
  return false;
}
