//===-- SASSAsync90.h - sm_90 fences, setmaxnreg, TMA, wgmma ----*- C++ -*-===//
//
// The Hopper asynchronous path (SASSAsync90.cpp): hooks the IR lowering,
// the DAG combine, call lowering and selection call.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSASYNC90_H
#define LLVM_LIB_TARGET_SASS_SASSASYNC90_H

#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/IR/Intrinsics.h"

namespace llvm {
class CallInst;
class TargetInstrInfo;
class SASSSubtarget;

namespace SASS {
/// SASSLowerIntrinsics' hook for llvm.nvvm.<N>: the fences, setmaxnreg and
/// the TMA copies and bulk groups on sm_90.  TMA copies are issued by each
/// thread: they go into a loop over the active lanes, one at a time (the
/// instructions read uniform registers).  setmaxnreg.inc becomes a loop
/// around a call of oa.setmaxnreg.try (lowerOACall); without a launch
/// bound the kernel's register count at entry is not known and setmaxnreg
/// is dropped, as ptxas does.  Returns true when CI is handled (kept for
/// selection or replaced).
bool lowerAsync90IR(StringRef N, CallInst *CI, unsigned SM);

/// The DAG combine of those intrinsics (before type legalization); null
/// when N is not one of them.
SDValue combineAsync90Intrinsic(SDNode *N, Intrinsic::ID ID,
                                TargetLowering::DAGCombinerInfo &DCI,
                                const SASSSubtarget &ST);

/// Calls of oa's internal functions (oa.setmaxnreg.try, oa.wgmma.*);
/// a null SDValue when Name is not one.
SDValue lowerOACall(TargetLowering::CallLoweringInfo &CLI, StringRef Name,
                    SmallVectorImpl<SDValue> &InVals);

/// wgmma.mma_async (a call of oa.wgmma.mma_async.*) as HGMMA, and the
/// wgmma fence / commit / wait intrinsics (SASSWgmma.cpp); the latter
/// return the chain after them, null for other intrinsics.
SDValue lowerWgmmaCall(TargetLowering::CallLoweringInfo &CLI, StringRef Name,
                       SmallVectorImpl<SDValue> &InVals);
SDValue combineWgmmaIntrinsic(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG,
                              const SASSSubtarget &ST);
/// The sub-register index of word K of a register tuple (sub0..sub63).
unsigned tupleSubReg(unsigned K);
/// The opcode of the HGMMA form named Name (SASSInstrWgmma.td), 0 if none.
unsigned findOpcode(const TargetInstrInfo &TII, StringRef Name);
} // namespace SASS
} // namespace llvm

#endif
