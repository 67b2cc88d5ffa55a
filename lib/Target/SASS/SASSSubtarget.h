//===-- SASSSubtarget.h - sm_80 / sm_90 subtargets --------------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_SASSSUBTARGET_H
#define LLVM_LIB_TARGET_SASS_SASSSUBTARGET_H

#include "SASSFrameLowering.h"
#include "SASSISelLowering.h"
#include "SASSISelTensor.h"
#include "SASSInstrInfo.h"
#include "SASSRegisterInfo.h"
#include "oa/Cubin/Cubin.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#define GET_SUBTARGETINFO_HEADER
#include "SASSGenSubtargetInfo.inc"

namespace llvm {
class SASSTargetMachine;

class SASSSubtarget : public SASSGenSubtargetInfo {
  unsigned SMVersion = 80;
  SASSInstrInfo InstrInfo;
  SASSFrameLowering FrameLowering;
  SASSTargetLowering TLInfo;
  SASSSelectionDAGInfo TSInfo;

public:
  SASSSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                const SASSTargetMachine &TM);
  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);
  SASSSubtarget &initializeSubtargetDependencies(StringRef CPU, StringRef FS);

  unsigned getSMVersion() const { return SMVersion; }
  /// Byte offset of the first kernel parameter in constant bank 0.
  unsigned getParamBase() const { return oa::paramBase(SMVersion); }
  /// Start of user shared memory in the CTA window (sm_90 reserves 1 KiB).
  unsigned getSharedBase() const { return SMVersion >= 90 ? 0x400 : 0; }

  const SASSInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const SASSFrameLowering *getFrameLowering() const override { return &FrameLowering; }
  const SASSTargetLowering *getTargetLowering() const override { return &TLInfo; }
  const SASSRegisterInfo *getRegisterInfo() const override { return &InstrInfo.getRegisterInfo(); }
  const SelectionDAGTargetInfo *getSelectionDAGInfo() const override { return &TSInfo; }
  bool enableMachineScheduler() const override { return true; }
};
} // namespace llvm

#endif
