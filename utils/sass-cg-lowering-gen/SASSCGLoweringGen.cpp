//===-- SASSCGLoweringGen.cpp - Derive the codegen-to-form lowering table -===//
//
// Build-time tool.  Each code generation instruction's AsmString is the SASS
// text it stands for; this tool prints it with probe operands, lets the codec
// parse the text into an instruction form (once per SM), and finds which
// codegen operand fills which field by changing one operand at a time.  The
// result is SASSGenCGLowering.inc: at compile time oa-llc fills the form's
// operands from the table and never prints or parses text.
//
//===----------------------------------------------------------------------===//

#include "SASSCGTextPrinter.h"
#include "SASSMCInstLower.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <map>
#include <memory>
#include <optional>

using namespace llvm;

namespace {
const unsigned SMs[] = {80, 90};
constexpr uint64_t ProbePC = 0x100;

struct Ctx {
  const MCInstrInfo &MII;
  const MCRegisterInfo &MRI;
  SASSCGTextPrinter &P;
};

/// The SASS text of codegen instruction CG for SM, as the compiler used to
/// assemble it: the guard is not part of the AsmString, sm_80 listings leave
/// the memory descriptor unprinted.
std::string textOf(Ctx &C, const MCInst &CG, unsigned SM) {
  std::string Text;
  raw_string_ostream OS(Text);
  C.P.printInstruction(&CG, ProbePC, OS);
  if (SM < 90) {
    size_t Pos;
    while ((Pos = Text.find("desc[UR4]")) != std::string::npos)
      Text.erase(Pos, 9);
  }
  return Text;
}

struct Probe {
  // Register index in its class, or immediate value, per operand.
  SmallVector<int64_t, 8> V;
};

MCOperand operandFor(Ctx &C, const MCOperandInfo &OI, int64_t V) {
  if (OI.RegClass >= 0) {
    const MCRegisterClass &RC = C.MRI.getRegClass(OI.RegClass);
    return MCOperand::createReg(RC.getRegister((unsigned)V % RC.getNumRegs()));
  }
  return MCOperand::createImm(V);
}

bool isPredClass(Ctx &C, const MCOperandInfo &OI) {
  return OI.RegClass == SASS::PREDRegClassID || OI.RegClass == SASS::UPREDRegClassID;
}

MCInst build(Ctx &C, unsigned Opc, unsigned NumOps, const Probe &P) {
  MCInst I;
  I.setOpcode(Opc);
  const MCInstrDesc &D = C.MII.get(Opc);
  for (unsigned K = 0; K < NumOps; ++K)
    I.addOperand(operandFor(C, D.operands()[K], P.V[K]));
  return I;
}

bool parse(Ctx &C, const MCInst &CG, unsigned SM, MCInst &Form) {
  std::string Err;
  size_t Col;
  Form.clear();
  return SASSCodec::parseText(textOf(C, CG, SM), SM, ProbePC, Form, Err, Col);
}

// Probe values: registers by index in their class, immediates that differ in
// magnitude so that narrow fields and scaled fields each find one that fits.
int64_t baseValue(Ctx &C, const MCOperandInfo &OI, unsigned K, unsigned Variant) {
  if (OI.RegClass >= 0) {
    if (isPredClass(C, OI))
      return 1 + K;
    return OI.RegClass == SASS::GPR64RegClassID ? 10 + 3 * K : 20 + 4 * K;
  }
  static const int64_t Base[] = {0x1230, 0x70, 0x2};
  static const int64_t Step[] = {0x100, 0x10, 0x2};
  return Base[Variant] + Step[Variant] * K;
}

SmallVector<int64_t, 4> altValues(Ctx &C, const MCOperandInfo &OI, unsigned K,
                                  int64_t Base) {
  if (OI.RegClass >= 0) {
    if (isPredClass(C, OI))
      return {(int64_t)((1 + K + 3) % 7)};
    return {OI.RegClass == SASS::GPR64RegClassID ? 60 + 3 * (int64_t)K
                                                 : 120 + 4 * (int64_t)K};
  }
  return {Base + 0x40, Base + 0x10, Base + 4, Base + 1};
}

struct Derived {
  unsigned FormOpc = 0;
  bool Uniform = false;
  std::vector<SASSCGLowerOp> Ops;
};

/// The table must give exactly what assembling the text gives, for operand
/// values other than the probes: random registers, and immediates near the
/// probe values (which are known to fit).
bool selfCheck(Ctx &C, unsigned Opc, unsigned NumOps, unsigned SM, const Probe &Base,
               const Derived &R, std::string &Err) {
  const MCInstrDesc &D = C.MII.get(Opc);
  SASSCGLowerEntry E{(uint16_t)Opc, 0, (uint16_t)R.FormOpc, 0, (uint16_t)R.Ops.size(),
                     R.Uniform};
  uint64_t Seed = Opc * 7919 + SM;
  auto rnd = [&] {
    Seed = Seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return Seed >> 33;
  };
  for (unsigned Trial = 0; Trial < 8; ++Trial) {
    Probe P = Base;
    for (unsigned K = 0; K < NumOps; ++K) {
      const MCOperandInfo &OI = D.operands()[K];
      if (OI.RegClass >= 0)
        P.V[K] = isPredClass(C, OI) ? rnd() % 7
                 : OI.RegClass == SASS::GPR64RegClassID ? rnd() % 120 + 1
                                                        : rnd() % 250 + 2;
      else if (Trial % 2)
        P.V[K] = Base.V[K] + 16 * (int64_t)(rnd() % 4);
    }
    MCInst CG = build(C, Opc, NumOps, P), Want, Got;
    if (!parse(C, CG, SM, Want))
      continue; // a value the form cannot hold (e.g. RZ-less fields)
    std::string E2;
    auto Op = [&](unsigned I, MCOperand &O) {
      O = CG.getOperand(I);
      return true;
    };
    if (!SASSMCLower::lower(E, R.Ops, C.MRI, Op, MCRegister(), false, 0, ProbePC, Got,
                            E2)) {
      Err = "self-check: the table cannot lower '" + textOf(C, CG, SM) + "': " + E2;
      return false;
    }
    Want.getOperand(Want.getNumOperands() - 1).setImm(0);
    bool Same = Want.getOpcode() == Got.getOpcode() &&
                Want.getNumOperands() == Got.getNumOperands();
    for (unsigned I = 0; Same && I < Want.getNumOperands(); ++I) {
      const MCOperand &A = Want.getOperand(I), &B = Got.getOperand(I);
      Same = A.isReg() ? B.isReg() && A.getReg() == B.getReg()
                       : B.isImm() && A.getImm() == B.getImm();
    }
    if (!Same) {
      Err = "self-check: the table and the assembler disagree on '" + textOf(C, CG, SM) + "'";
      return false;
    }
  }
  return true;
}

/// Derives the lowering of codegen opcode Opc on SM; Err says why not.
std::optional<Derived> derive(Ctx &C, unsigned Opc, unsigned SM, std::string &Err) {
  const MCInstrDesc &D = C.MII.get(Opc);
  unsigned NumOps = D.findFirstPredOperandIdx();
  Probe Base;
  MCInst FB;
  bool Found = false;
  for (unsigned Variant = 0; Variant < 3 && !Found; ++Variant) {
    Base.V.clear();
    for (unsigned K = 0; K < NumOps; ++K)
      Base.V.push_back(baseValue(C, D.operands()[K], K, Variant));
    Found = parse(C, build(C, Opc, NumOps, Base), SM, FB);
  }
  if (!Found) {
    MCInst Dummy;
    std::string E;
    size_t Col;
    Probe P0 = Base;
    SASSCodec::parseText(textOf(C, build(C, Opc, NumOps, P0), SM), SM, ProbePC,
                         Dummy, E, Col);
    Err = "'" + textOf(C, build(C, Opc, NumOps, P0), SM) + "' does not assemble: " + E;
    return std::nullopt;
  }
  const SASSFormDesc *F = SASSCodec::getForm(FB.getOpcode());
  Derived R;
  R.FormOpc = FB.getOpcode();
  R.Uniform = F->UniformGuard;
  unsigned NF = F->NumFields;
  // Which codegen operand drives each field (-1: none, a constant).
  std::vector<int> Src(NF, -1);
  std::vector<MCInst> Alt(NumOps);
  std::vector<Probe> AltProbe(NumOps);
  for (unsigned K = 0; K < NumOps; ++K) {
    bool OK = false;
    for (int64_t A : altValues(C, D.operands()[K], K, Base.V[K])) {
      Probe P = Base;
      P.V[K] = A;
      MCInst FA;
      if (parse(C, build(C, Opc, NumOps, P), SM, FA) && FA.getOpcode() == FB.getOpcode()) {
        Alt[K] = FA;
        AltProbe[K] = P;
        OK = true;
        break;
      }
    }
    if (!OK) {
      Err = "operand " + std::to_string(K) + " cannot be varied without changing the form";
      return std::nullopt;
    }
    for (unsigned I = 0; I < NF; ++I) {
      const MCOperand &X = FB.getOperand(2 + I), &Y = Alt[K].getOperand(2 + I);
      bool Same = X.isReg() ? X.getReg() == Y.getReg() : X.getImm() == Y.getImm();
      if (Same)
        continue;
      if (Src[I] >= 0) {
        Err = std::string("field ") + SASSCodec::getField(*F, I).Name +
              " depends on two operands";
        return std::nullopt;
      }
      Src[I] = K;
    }
  }
  R.Ops.push_back({SASSCGLowerOp::GuardReg, 0, 0, 0});
  R.Ops.push_back({SASSCGLowerOp::GuardNeg, 0, 0, 0});
  for (unsigned I = 0; I < NF; ++I) {
    const SASSFieldDesc &FD = SASSCodec::getField(*F, I);
    const MCOperand &X = FB.getOperand(2 + I);
    if (Src[I] < 0) {
      if (X.isReg())
        R.Ops.push_back({SASSCGLowerOp::ConstReg, 0, 0, (int64_t)X.getReg().id()});
      else
        R.Ops.push_back({SASSCGLowerOp::ConstImm, 0, 0, X.getImm()});
      continue;
    }
    unsigned K = Src[I];
    const MCOperandInfo &OI = D.operands()[K];
    if (X.isReg()) {
      // The operand itself, or one half of a pair.
      MCOperand B = operandFor(C, OI, Base.V[K]), A = operandFor(C, OI, AltProbe[K].V[K]);
      const MCOperand &Y = Alt[K].getOperand(2 + I);
      int Sub = -1;
      for (int S = 0; S < 4 && Sub < 0; ++S) {
        // The register, a pair's halves, or a quad's third register.
        auto half = [&](MCRegister Reg) {
          return S == 0 ? Reg
                        : C.MRI.getSubReg(Reg, S == 1   ? SASS::sub0
                                               : S == 2 ? SASS::sub1
                                                        : SASS::sub2);
        };
        if (B.isReg() && half(B.getReg()) == X.getReg() && half(A.getReg()) == Y.getReg())
          Sub = S;
      }
      if (Sub < 0) {
        Err = std::string("register field ") + FD.Name + " is not operand " +
              std::to_string(K);
        return std::nullopt;
      }
      R.Ops.push_back({SASSCGLowerOp::Reg, (uint8_t)Sub, (uint16_t)K, 0});
      continue;
    }
    if (OI.RegClass >= 0) {
      // A register spelled through an enum (a predicate with its "!", a
      // register that cannot be RZ): the register's number plus a constant.
      MCOperand B = operandFor(C, OI, Base.V[K]), A = operandFor(C, OI, AltProbe[K].V[K]);
      int64_t XB = X.getImm(), XA = Alt[K].getOperand(2 + I).getImm();
      int Sub = -1;
      int64_t Off = 0;
      for (int S = 0; S < 3 && Sub < 0; ++S) {
        auto enc = [&](MCRegister Reg) -> int64_t {
          MCRegister H = S == 0 ? Reg : C.MRI.getSubReg(Reg, S == 1 ? SASS::sub0 : SASS::sub1);
          return H ? C.MRI.getEncodingValue(H) : -1000;
        };
        int64_t EB = enc(B.getReg()), EA = enc(A.getReg());
        if (EB >= 0 && EA >= 0 && XB - EB == XA - EA) {
          Sub = S;
          Off = XB - EB;
        }
      }
      if (Sub < 0 || FD.Kind != SASSFieldKind::Enum) {
        Err = std::string("field ") + FD.Name + " takes register operand " +
              std::to_string(K) + " as a value";
        return std::nullopt;
      }
      R.Ops.push_back({SASSCGLowerOp::RegEnc, (uint8_t)Sub, (uint16_t)K, Off});
      continue;
    }
    if (FD.Kind == SASSFieldKind::pcrel) {
      R.Ops.push_back({SASSCGLowerOp::PCRel, 0, (uint16_t)K, FD.Scale});
      continue;
    }
    // An immediate divided by the field's scale, read as signed or as the
    // uint32 the printer writes; a negative probe tells which.
    auto check = [&](SASSCGLowerOp::Kind Kd, int64_t Imm, int64_t Got) {
      int64_t V = Kd == SASSCGLowerOp::ImmS ? Imm : (int64_t)(uint32_t)Imm;
      return V % FD.Scale == 0 && V / FD.Scale == Got;
    };
    // A float field holds the operand's bit pattern, an f64 one its high
    // word (negative probes would be NaNs, which the listing does not spell
    // exactly).
    if ((FD.Kind == SASSFieldKind::f32 || FD.Kind == SASSFieldKind::f64hi) && FD.Scale == 1 &&
        check(SASSCGLowerOp::ImmU32, Base.V[K], X.getImm()) &&
        check(SASSCGLowerOp::ImmU32, AltProbe[K].V[K], Alt[K].getOperand(2 + I).getImm())) {
      R.Ops.push_back({SASSCGLowerOp::ImmU32, 0, (uint16_t)K, 1});
      continue;
    }
    bool S = check(SASSCGLowerOp::ImmS, Base.V[K], X.getImm()) &&
             check(SASSCGLowerOp::ImmS, AltProbe[K].V[K], Alt[K].getOperand(2 + I).getImm());
    bool U = check(SASSCGLowerOp::ImmU32, Base.V[K], X.getImm()) &&
             check(SASSCGLowerOp::ImmU32, AltProbe[K].V[K], Alt[K].getOperand(2 + I).getImm());
    if (S && U) {
      Probe P = Base;
      P.V[K] = -Base.V[K];
      MCInst FN;
      if (parse(C, build(C, Opc, NumOps, P), SM, FN) && FN.getOpcode() == FB.getOpcode()) {
        int64_t Got = FN.getOperand(2 + I).getImm();
        S = check(SASSCGLowerOp::ImmS, P.V[K], Got);
        U = !S && check(SASSCGLowerOp::ImmU32, P.V[K], Got);
      } else {
        bool Signed = FD.Kind == SASSFieldKind::shex || FD.Kind == SASSFieldKind::ioff;
        S = Signed;
        U = !Signed;
      }
    }
    if (!S && !U) {
      Err = std::string("field ") + FD.Name + " is not a plain copy of operand " +
            std::to_string(K);
      return std::nullopt;
    }
    R.Ops.push_back({S ? SASSCGLowerOp::ImmS : SASSCGLowerOp::ImmU32, 0, (uint16_t)K, FD.Scale});
  }
  R.Ops.push_back({SASSCGLowerOp::Control, 0, 0, 0});
  if (!selfCheck(C, Opc, NumOps, SM, Base, R, Err))
    return std::nullopt;
  return R;
}

const char *kindName(SASSCGLowerOp::Kind K) {
  switch (K) {
  case SASSCGLowerOp::ConstImm: return "ConstImm";
  case SASSCGLowerOp::ConstReg: return "ConstReg";
  case SASSCGLowerOp::Reg: return "Reg";
  case SASSCGLowerOp::RegEnc: return "RegEnc";
  case SASSCGLowerOp::ImmS: return "ImmS";
  case SASSCGLowerOp::ImmU32: return "ImmU32";
  case SASSCGLowerOp::PCRel: return "PCRel";
  case SASSCGLowerOp::GuardReg: return "GuardReg";
  case SASSCGLowerOp::GuardNeg: return "GuardNeg";
  case SASSCGLowerOp::Control: return "Control";
  }
  return "?";
}
} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    errs() << "usage: sass-cg-lowering-gen OUT.inc\n";
    return 2;
  }
  LLVMInitializeSASSTargetInfo();
  LLVMInitializeSASSTargetMC();
  Triple TT("sass64-nvidia-cuda");
  const Target &T = getTheSASSTarget();
  std::unique_ptr<MCInstrInfo> MII(T.createMCInstrInfo());
  std::unique_ptr<MCRegisterInfo> MRI(T.createMCRegInfo(TT));
  MCTargetOptions Opts;
  std::unique_ptr<MCAsmInfo> MAI(T.createMCAsmInfo(*MRI, TT, Opts));
  SASSCGTextPrinter P(*MAI, *MII, *MRI);
  Ctx C{*MII, *MRI, P};

  std::string Out;
  raw_string_ostream OS(Out);
  OS << "// Generated by sass-cg-lowering-gen from the AsmStrings of the code\n"
        "// generation instructions (SASSInstrInfo.td).  Do not edit.\n";
  std::vector<SASSCGLowerOp> AllOps;
  std::vector<std::string> Rows;
  unsigned NumEntries = 0, NumNone = 0;
  std::string Missing;
  std::vector<std::array<int, 2>> Index(MII->getNumOpcodes(), {-1, -1});
  for (unsigned Opc = 0; Opc < MII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = MII->get(Opc);
    if (D.findFirstPredOperandIdx() < 0 || D.isPseudo())
      continue;
    for (unsigned SI = 0; SI < 2; ++SI) {
      std::string Err;
      auto R = derive(C, Opc, SMs[SI], Err);
      if (!R) {
        ++NumNone;
        Missing += "//   " + MII->getName(Opc).str() + " sm_" + std::to_string(SMs[SI]) +
                   ": " + Err + "\n";
        continue;
      }
      Index[Opc][SI] = NumEntries++;
      Rows.push_back("  {SASS::" + MII->getName(Opc).str() + ", " + std::to_string(SI + 1) +
                     ", " + std::to_string(R->FormOpc) + ", " + std::to_string(AllOps.size()) +
                     ", " + std::to_string(R->Ops.size()) + ", " +
                     std::to_string(R->Uniform) + "}, // " +
                     SASSCodec::getForm(R->FormOpc)->Name);
      AllOps.insert(AllOps.end(), R->Ops.begin(), R->Ops.end());
    }
  }
  OS << "// " << NumEntries << " lowerings; no form for " << NumNone << ":\n" << Missing;
  OS << "static const SASSCGLowerOp SASSCGLowerOps[] = {\n";
  for (const SASSCGLowerOp &O : AllOps)
    OS << "  {SASSCGLowerOp::" << kindName(O.K) << ", " << (unsigned)O.Sub << ", " << O.Src
       << ", " << O.Value << "},\n";
  OS << "};\nstatic const SASSCGLowerEntry SASSCGLowerEntries[] = {\n";
  for (const std::string &Row : Rows)
    OS << Row << "\n";
  OS << "};\n// Per opcode: the entry for sm_80 and sm_90, or -1.\n"
        "static const int32_t SASSCGLowerIndex[][2] = {\n";
  for (auto &I : Index)
    OS << "  {" << I[0] << ", " << I[1] << "},\n";
  OS << "};\n";

  std::error_code EC;
  raw_fd_ostream F(argv[1], EC, sys::fs::OF_Text);
  if (EC) {
    errs() << "sass-cg-lowering-gen: " << argv[1] << ": " << EC.message() << "\n";
    return 1;
  }
  F << Out;
  return 0;
}
