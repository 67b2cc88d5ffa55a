//===-- SASSMCInstLower.h - Codegen instructions to SASS forms --*- C++ -*-===//
//
// Maps a code generation MachineInstr to the MCInst of the SASS instruction
// form it stands for, through a table generated at build time from each
// instruction's AsmString (utils/sass-cg-lowering-gen): no text is printed
// or parsed while compiling.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSMCINSTLOWER_H
#define LLVM_LIB_TARGET_SASS_SASSMCINSTLOWER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <string>

namespace llvm {
class MCRegisterInfo;

/// How one operand of the form's MCInst is filled (generated table rows).
struct SASSCGLowerOp {
  enum Kind : uint8_t {
    ConstImm,  // Value
    ConstReg,  // register number Value
    Reg,       // codegen operand Src (Sub: 0 itself, 1 low half, 2 high half)
    RegEnc,    // its register number plus Value, in an enum field
    ImmS,      // codegen operand Src as a signed value, divided by Scale
    ImmU32,    // codegen operand Src as uint32, divided by Scale
    PCRel,     // codegen operand Src is an absolute address; Scale per step
    GuardReg,  // the guard predicate (no register: PT / UPT)
    GuardNeg,  // its negation
    Control,   // the control field
  };
  Kind K;
  uint8_t Sub;
  uint16_t Src;
  int64_t Value; // ConstImm/ConstReg value, or the field's scale and width
};

struct SASSCGLowerEntry {
  uint16_t CGOpcode;
  uint8_t SMIndex; // 1: sm_80, 2: sm_90
  uint16_t FormOpcode;
  uint32_t FirstOp;
  uint16_t NumOps;
  uint8_t UniformGuard;
};

namespace SASSMCLower {
/// The table entry of CGOpcode on SM, or null when it has no form there.
const SASSCGLowerEntry *find(unsigned CGOpcode, unsigned SM);
ArrayRef<SASSCGLowerEntry> entries();
ArrayRef<SASSCGLowerOp> ops(const SASSCGLowerEntry &E);

/// Op gives codegen operand I as a register or an immediate (a block operand
/// as its absolute address).  Fills Out, the form's MCInst for an
/// instruction at PC; false with Err when a value does not fit its field.
using OperandFn = function_ref<bool(unsigned I, MCOperand &Out)>;
bool lower(const SASSCGLowerEntry &E, ArrayRef<SASSCGLowerOp> Ops,
           const MCRegisterInfo &MRI, OperandFn Op, MCRegister Guard,
           bool GuardNeg, uint64_t Control, uint64_t PC, MCInst &Out,
           std::string &Err);
/// The same with E's row of the generated table.
bool lower(const SASSCGLowerEntry &E, const MCRegisterInfo &MRI, OperandFn Op,
           MCRegister Guard, bool GuardNeg, uint64_t Control, uint64_t PC,
           MCInst &Out, std::string &Err);
} // namespace SASSMCLower
} // namespace llvm

#endif
