//===-- SASSCGLowerTable.cpp - The generated codegen-to-form table --------===//
//
// SASSGenCGLowering.inc is written at build time by sass-cg-lowering-gen.
//
//===----------------------------------------------------------------------===//

#include "SASSMCInstLower.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include <iterator>

using namespace llvm;

#include "SASSGenCGLowering.inc"

ArrayRef<SASSCGLowerEntry> SASSMCLower::entries() {
  return ArrayRef(SASSCGLowerEntries);
}

const SASSCGLowerEntry *SASSMCLower::find(unsigned CGOpcode, unsigned SM) {
  if (CGOpcode >= std::size(SASSCGLowerIndex))
    return nullptr;
  int I = SASSCGLowerIndex[CGOpcode][SM >= 90 ? 1 : 0];
  return I < 0 ? nullptr : &SASSCGLowerEntries[I];
}

ArrayRef<SASSCGLowerOp> SASSMCLower::ops(const SASSCGLowerEntry &E) {
  return ArrayRef(SASSCGLowerOps).slice(E.FirstOp, E.NumOps);
}

bool SASSMCLower::lower(const SASSCGLowerEntry &E, const MCRegisterInfo &MRI,
                        OperandFn Op, MCRegister Guard, bool GuardNeg,
                        uint64_t Control, uint64_t PC, MCInst &Out,
                        std::string &Err) {
  return lower(E, ops(E), MRI, Op, Guard, GuardNeg, Control, PC, Out, Err);
}
