//===-- SASSRegisterInfo.h - SASS register information ---------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_SASSREGISTERINFO_H
#define LLVM_LIB_TARGET_SASS_SASSREGISTERINFO_H

#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_REGINFO_HEADER
#include "SASSGenRegisterInfo.inc"

namespace llvm {
class SASSRegisterInfo : public SASSGenRegisterInfo {
public:
  SASSRegisterInfo();
  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  const uint32_t *getCallPreservedMask(const MachineFunction &MF,
                                       CallingConv::ID) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
  /// A spilled predicate goes through a GPR found after allocation.
  static bool spillsPredicates(const MachineFunction &MF);
  bool requiresRegisterScavenging(const MachineFunction &MF) const override;
  bool requiresFrameIndexScavenging(const MachineFunction &MF) const override {
    return requiresRegisterScavenging(MF);
  }
  /// Values live after setmaxnreg: only registers below its count
  /// (SASSSetMaxReg.cpp).
  bool getRegAllocationHints(Register VirtReg, ArrayRef<MCPhysReg> Order,
                             SmallVectorImpl<MCPhysReg> &Hints, const MachineFunction &MF,
                             const VirtRegMap *VRM,
                             const LiveRegMatrix *Matrix) const override;
  /// The registers a call leaves alone: R1, the constant and the uniform
  /// ones, and with KeepCalleeSaved the call ABI's R16-R19/R22-R31 (a device
  /// function's; what a driver function keeps is not known).
  static uint32_t *callMask(const MachineFunction &MF, bool KeepCalleeSaved);
  /// The register limit for MF: -maxrregcount, __launch_bounds__ or 255.
  static unsigned getRegLimit(const MachineFunction &MF);
  /// Threads per CTA from __launch_bounds__ (nvvm.maxntid) or a PTX
  /// .reqntid (nvvm.reqntid); 0 when the kernel does not say.
  static unsigned getThreadsPerCTA(const Function &F);
};
} // namespace llvm

#endif
