//===-- SASSMCInstLower.cpp - Codegen instructions to SASS forms ----------===//
//
// Fills a form's MCInst from a row of the lowering table, checking each value
// against its field as the assembler would.  The table itself is in
// SASSCGLowerTable.cpp.
//
//===----------------------------------------------------------------------===//

#include "SASSMCInstLower.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

static bool fits(const SASSFieldDesc &FD, int64_t V) {
  unsigned W = FD.width();
  if (W >= 64)
    return true;
  bool Signed = FD.Kind == SASSFieldKind::shex || FD.Kind == SASSFieldKind::ioff;
  if (Signed)
    return isIntN(W, V);
  return (V >= 0 && (uint64_t)V <= maskTrailingOnes<uint64_t>(W)) || (V < 0 && isIntN(W, V));
}

bool SASSMCLower::lower(const SASSCGLowerEntry &E, ArrayRef<SASSCGLowerOp> Ops,
                        const MCRegisterInfo &MRI, OperandFn Op,
                        MCRegister Guard, bool GuardNeg, uint64_t Control,
                        uint64_t PC, MCInst &Out, std::string &Err) {
  const SASSFormDesc *F = SASSCodec::getForm(E.FormOpcode);
  Out.clear();
  Out.setOpcode(E.FormOpcode);
  unsigned FieldNo = 0;
  for (const SASSCGLowerOp &O : Ops) {
    MCOperand V;
    switch (O.K) {
    case SASSCGLowerOp::GuardReg:
      Out.addOperand(MCOperand::createReg(
          Guard ? Guard : MCRegister(E.UniformGuard ? SASS::UPT : SASS::PT)));
      continue;
    case SASSCGLowerOp::GuardNeg:
      Out.addOperand(MCOperand::createImm(Guard && GuardNeg));
      continue;
    case SASSCGLowerOp::Control:
      Out.addOperand(MCOperand::createImm(Control));
      continue;
    default:
      break;
    }
    const SASSFieldDesc &FD = SASSCodec::getField(*F, FieldNo++);
    switch (O.K) {
    case SASSCGLowerOp::ConstImm:
      Out.addOperand(MCOperand::createImm(O.Value));
      continue;
    case SASSCGLowerOp::ConstReg:
      Out.addOperand(MCOperand::createReg(MCRegister((unsigned)O.Value)));
      continue;
    default:
      break;
    }
    if (!Op(O.Src, V)) {
      Err = std::string("operand ") + std::to_string(O.Src) + " of field " + FD.Name +
            " has no value";
      return false;
    }
    if (O.K == SASSCGLowerOp::Reg || O.K == SASSCGLowerOp::RegEnc) {
      if (!V.isReg()) {
        Err = std::string("field ") + FD.Name + " needs a register";
        return false;
      }
      MCRegister R = V.getReg();
      if (O.Sub) {
        // 1, 2: a pair's halves; 3: a quad's third register (a 64-bit CAS's
        // new value).
        R = MRI.getSubReg(R, O.Sub == 1 ? SASS::sub0 : O.Sub == 2 ? SASS::sub1 : SASS::sub2);
        if (!R) {
          Err = std::string("field ") + FD.Name + " needs a register pair";
          return false;
        }
      }
      if (O.K == SASSCGLowerOp::Reg) {
        Out.addOperand(MCOperand::createReg(R));
        continue;
      }
      int64_t E = MRI.getEncodingValue(R) + O.Value;
      if (E < 0 || E >= (int64_t)FD.NumValues ||
          !SASSCodec::enumSpelling(FD, E)) {
        Err = std::string("register cannot be used in field ") + FD.Name;
        return false;
      }
      Out.addOperand(MCOperand::createImm(E));
      continue;
    }
    if (!V.isImm()) {
      Err = std::string("field ") + FD.Name + " needs an immediate";
      return false;
    }
    int64_t X = V.getImm();
    if (O.K == SASSCGLowerOp::PCRel) {
      int64_t Off = X - (int64_t)(PC + 16);
      if (Off % O.Value || !isIntN(FD.width(), Off / O.Value)) {
        Err = "branch target out of range or not aligned";
        return false;
      }
      Out.addOperand(MCOperand::createImm(
          (int64_t)((uint64_t)(Off / O.Value) & maskTrailingOnes<uint64_t>(FD.width()))));
      continue;
    }
    if (O.K == SASSCGLowerOp::ImmU32)
      X = (int64_t)(uint32_t)X;
    if (X % O.Value) {
      Err = std::string("immediate ") + std::to_string(X) + " of field " + FD.Name +
            " is not a multiple of " + std::to_string(O.Value);
      return false;
    }
    X /= O.Value;
    if (!fits(FD, X)) {
      Err = std::string("immediate ") + std::to_string(V.getImm()) + " does not fit field " +
            FD.Name + " (" + std::to_string(FD.width()) + " bits)";
      return false;
    }
    Out.addOperand(MCOperand::createImm(X));
  }
  return true;
}
