//===-- SASSMachineFunctionInfo.h - Per-kernel facts ------------*- C++ -*-===//
//
// What instruction selection learns about a kernel and the cubin needs:
// parameter layout, shared-memory layout, launch bounds.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSMACHINEFUNCTIONINFO_H
#define LLVM_LIB_TARGET_SASS_SASSMACHINEFUNCTIONINFO_H

#include "oa/Cubin/Cubin.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/CodeGen/MachineFunction.h"
#include <vector>

namespace llvm {
class GlobalVariable;

class SASSMachineFunctionInfo : public MachineFunctionInfo {
public:
  SASSMachineFunctionInfo(const Function &F, const TargetSubtargetInfo *STI) {}

  std::vector<oa::CubinParam> Params; // offsets relative to the param base
  std::vector<unsigned> ParamAligns;
  /// Static shared variables this kernel uses, at their window offsets.
  DenseMap<const GlobalVariable *, unsigned> SharedOffsets;
  unsigned SharedEnd = 0;  // end of static shared memory (window offset)
  bool UsesDynamicShared = false;
  /// A device function (the call ABI): the virtual register holding its
  /// return address, and the stack slots SASSConvergence saves the
  /// convergence barriers it arms in (the caller's stay armed).
  Register ReturnAddress;
  SmallVector<int, 4> BarrierSlots;
  /// Values live where setmaxnreg leaves the warp fewer registers than the
  /// kernel declares: the register index each must stay below
  /// (SASSSetMaxReg.cpp; virtual register number -> cap).
  DenseMap<unsigned, unsigned> RegCaps;
};
} // namespace llvm

#endif
