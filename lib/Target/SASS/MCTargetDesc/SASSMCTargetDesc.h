//===-- SASSMCTargetDesc.h - SASS target descriptions -----------*- C++ -*-===//
//
// Entry points of the SASS MC layer and the generated enums (registers,
// instruction forms, subtarget features).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSMCTARGETDESC_H
#define LLVM_LIB_TARGET_SASS_MCTARGETDESC_SASSMCTARGETDESC_H

#include <cstdint>

namespace llvm {
class MCSubtargetInfo;
class StringRef;
class Target;

Target &getTheSASSTarget();

/// 80 or 90, from the subtarget (sm_90a counts as 90).
unsigned getSASSSMVersion(const MCSubtargetInfo &STI);
/// 80 or 90 for a processor name of SASS.td ("sm_80", "sm_90", "sm_90a");
/// 0 for any other name.  The one parser of SM names in the tree.
unsigned getSASSSMVersion(StringRef CPU);
} // namespace llvm

#define GET_REGINFO_ENUM
#include "SASSGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#include "SASSGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "SASSGenSubtargetInfo.inc"

extern "C" {
void LLVMInitializeSASSTargetInfo();
void LLVMInitializeSASSTargetMC();
void LLVMInitializeSASSDisassembler();
}

#endif
