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
class Target;

Target &getTheSASSTarget();

/// 80 or 90, from the subtarget (sm_90a counts as 90).
unsigned getSASSSMVersion(const MCSubtargetInfo &STI);
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
