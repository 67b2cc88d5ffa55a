//===-- SASSFrameLowering.h - Local-memory stack frame ----------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_SASSFRAMELOWERING_H
#define LLVM_LIB_TARGET_SASS_SASSFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {
class SASSSubtarget;

/// Kernels start with R1 = c[0x0][0x28] (the per-thread local stack top); the
/// frame is R1 minus its size, objects at positive offsets from the new R1.
/// A device function (the call ABI) takes its frame below its caller's and
/// gives it back before it returns.
class SASSFrameLowering : public TargetFrameLowering {
public:
  explicit SASSFrameLowering(const SASSSubtarget &)
      : TargetFrameLowering(StackGrowsDown, Align(8), 0) {}
  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  void emitEpilogue(MachineFunction &MF, MachineBasicBlock &MBB) const override;
  bool hasFPImpl(const MachineFunction &MF) const override { return false; }
  /// The register scavenger's emergency slot, where spilled predicates need
  /// a scratch GPR and none may be free.
  void processFunctionBeforeFrameFinalized(MachineFunction &MF,
                                           RegScavenger *RS) const override;
  StackOffset getFrameIndexReference(const MachineFunction &MF, int FI,
                                     Register &FrameReg) const override;
};
} // namespace llvm

#endif
