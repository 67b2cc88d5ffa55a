//===-- SASSTargetTransformInfo.cpp - Where values differ between threads -===//
//
// The sources of divergence LLVM's uniformity analysis starts from: what a
// thread reads about itself (its index, its lane), what it may hold alone
// (local memory, reached through generic pointers too), what races
// (atomics), and what the analysis cannot see into (calls, inline PTX, a
// device function's arguments).  Everything else is uniform when its
// operands are.
//
//===----------------------------------------------------------------------===//

#include "SASSTargetTransformInfo.h"
#include "SASS.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;

static bool readsOwnThread(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_eq:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_le:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_lt:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_ge:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_gt:
    return true;
  default:
    return false;
  }
}

InstructionUniformity SASSTTIImpl::getInstructionUniformity(const Value *V) const {
  if (const auto *A = dyn_cast<Argument>(V))
    return SASS::isCallee(*A->getParent()) ? InstructionUniformity::NeverUniform
                                           : InstructionUniformity::Default;
  if (const auto *L = dyn_cast<LoadInst>(V)) {
    unsigned AS = L->getPointerAddressSpace();
    return AS == SASSAS::Generic || AS == SASSAS::Local ? InstructionUniformity::NeverUniform
                                          : InstructionUniformity::Default;
  }
  if (isa<AtomicRMWInst>(V) || isa<AtomicCmpXchgInst>(V))
    return InstructionUniformity::NeverUniform;
  if (const auto *CB = dyn_cast<CallBase>(V)) {
    if (CB->isInlineAsm())
      return InstructionUniformity::NeverUniform;
    if (const Function *F = CB->getCalledFunction(); F && F->isIntrinsic()) {
      Intrinsic::ID ID = F->getIntrinsicID();
      if (readsOwnThread(ID))
        return InstructionUniformity::NeverUniform;
      // NVVM's own atomics (scoped forms of atomicrmw).
      if (F->getName().starts_with("llvm.nvvm.atomic."))
        return InstructionUniformity::NeverUniform;
      return InstructionUniformity::Default;
    }
    return InstructionUniformity::NeverUniform;
  }
  return InstructionUniformity::Default;
}
