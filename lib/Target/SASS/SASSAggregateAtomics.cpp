//===-- SASSAggregateAtomics.cpp - One atomic per warp for a uniform address ===//
//
// An integer atomic whose result is unused and whose address is the same for
// every thread (built from kernel arguments, block ids and sizes and
// constants) is done once per warp: REDUX combines the active lanes' values
// and the highest active lane alone sends the reduction.  ptxas does the same;
// on a contended counter it is the difference between 32 and one
// serialised update per warp.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace {
class SASSAggregateAtomics : public FunctionPass {
public:
  static char ID;
  SASSAggregateAtomics() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS warp-aggregated atomics"; }
  bool runOnFunction(Function &F) override;

private:
  DenseMap<const Value *, bool> Memo;
  bool uniform(const Value *V, unsigned Depth = 0);
};
} // namespace

char SASSAggregateAtomics::ID = 0;
FunctionPass *llvm::createSASSAggregateAtomicsPass() { return new SASSAggregateAtomics(); }

static bool uniformIntrinsic(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
    return true;
  default:
    return false;
  }
}

/// Same value in every thread of the grid.  Phis and loads are not: a phi
/// under divergent control flow and a load of racing memory can differ.
bool SASSAggregateAtomics::uniform(const Value *V, unsigned Depth) {
  if (isa<Constant>(V))
    return true;
  if (auto *A = dyn_cast<Argument>(V))
    return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel &&
           !A->hasByValAttr();
  if (Depth > 16)
    return false;
  auto It = Memo.find(V);
  if (It != Memo.end())
    return It->second;
  bool U = false;
  if (auto *CI = dyn_cast<IntrinsicInst>(V)) {
    U = uniformIntrinsic(CI->getIntrinsicID());
  } else if (isa<BinaryOperator>(V) || isa<CastInst>(V) || isa<GetElementPtrInst>(V) ||
             isa<SelectInst>(V) || isa<CmpInst>(V)) {
    U = true;
    for (const Value *O : cast<User>(V)->operands())
      U = U && uniform(O, Depth + 1);
  }
  Memo[V] = U;
  return U;
}

static std::optional<Intrinsic::ID> reduxOf(AtomicRMWInst::BinOp Op) {
  switch (Op) {
  case AtomicRMWInst::Add: return Intrinsic::nvvm_redux_sync_add;
  case AtomicRMWInst::And: return Intrinsic::nvvm_redux_sync_and;
  case AtomicRMWInst::Or: return Intrinsic::nvvm_redux_sync_or;
  case AtomicRMWInst::Xor: return Intrinsic::nvvm_redux_sync_xor;
  case AtomicRMWInst::Max: return Intrinsic::nvvm_redux_sync_max;
  case AtomicRMWInst::Min: return Intrinsic::nvvm_redux_sync_min;
  case AtomicRMWInst::UMax: return Intrinsic::nvvm_redux_sync_umax;
  case AtomicRMWInst::UMin: return Intrinsic::nvvm_redux_sync_umin;
  default: return std::nullopt;
  }
}

bool SASSAggregateAtomics::runOnFunction(Function &F) {
  Memo.clear();
  SmallVector<AtomicRMWInst *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      if (RMW->use_empty() && RMW->getType()->isIntegerTy(32) && reduxOf(RMW->getOperation()) &&
          RMW->getPointerAddressSpace() != SASSAS::Shared && uniform(RMW->getPointerOperand()))
        Work.push_back(RMW);
  for (AtomicRMWInst *RMW : Work) {
    IRBuilder<> B(RMW);
    Value *Mask = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {});
    Value *Red = B.CreateIntrinsic(*reduxOf(RMW->getOperation()), {}, {RMW->getValOperand(), Mask});
    Value *Lane = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_laneid, {});
    // The highest active lane, as ptxas picks it: 31 - ctlz is FLO itself
    // (the lowest would need a BREV and a subtraction as well).
    Value *Last = B.CreateSub(B.getInt32(31), B.CreateBinaryIntrinsic(Intrinsic::ctlz, Mask, B.getFalse()));
    Value *Leader = B.CreateICmpEQ(Lane, Last);
    Instruction *Then = SplitBlockAndInsertIfThen(Leader, RMW, false);
    RMW->moveBefore(Then->getIterator());
    RMW->setOperand(1, Red);
  }
  return !Work.empty();
}
