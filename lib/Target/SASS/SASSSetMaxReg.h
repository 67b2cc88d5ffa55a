//===-- SASSSetMaxReg.h - registers where setmaxnreg leaves fewer -*- C++ -*-===//
//
// The allocation caps for values live after setmaxnreg and the check after
// allocation (SASSSetMaxReg.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSSETMAXREG_H
#define LLVM_LIB_TARGET_SASS_SASSSETMAXREG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/MC/MCRegister.h"

namespace llvm {
class FunctionPass;
class MachineFunction;
class TargetRegisterInfo;
class VirtRegMap;

/// Before register allocation (after the machine scheduler): the register
/// cap of each value live where setmaxnreg leaves fewer registers than the
/// kernel's (SASSMachineFunctionInfo::RegCaps).
FunctionPass *createSASSSetMaxRegCapsPass();

namespace SASS {
/// The allocation order of a capped value (or a piece of one): the
/// registers below its cap, as hard hints; false for other values.
bool setMaxRegHints(Register VirtReg, ArrayRef<MCPhysReg> Order,
                    SmallVectorImpl<MCPhysReg> &Hints, const MachineFunction &MF,
                    const VirtRegMap *VRM, const TargetRegisterInfo &TRI);
/// After allocation: where a register named or live after a setmaxnreg is
/// beyond its count, drops MF's setmaxnreg with a warning.  True if it did.
bool fitSetMaxReg(MachineFunction &MF);
} // namespace SASS
} // namespace llvm

#endif
