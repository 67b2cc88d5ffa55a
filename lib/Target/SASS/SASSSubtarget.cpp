//===-- SASSSubtarget.cpp - sm_80 / sm_90 subtargets ----------------------===//
#include "SASSSubtarget.h"
#include "SASSTargetMachine.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"

using namespace llvm;

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "SASSGenSubtargetInfo.inc"

SASSSubtarget::SASSSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                             const SASSTargetMachine &TM)
    : SASSGenSubtargetInfo(TT, CPU, CPU, FS),
      InstrInfo(initializeSubtargetDependencies(CPU, FS)),
      FrameLowering(*this), TLInfo(TM, *this) {}

SASSSubtarget &SASSSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                              StringRef FS) {
  ParseSubtargetFeatures(CPU.empty() ? "sm_80" : CPU, CPU, FS);
  return *this;
}
