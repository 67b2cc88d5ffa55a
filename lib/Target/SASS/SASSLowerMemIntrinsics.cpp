//===-- SASSLowerMemIntrinsics.cpp - memcpy/memmove/memset as loops -------===//
//
// There is no C library on the device: a memcpy, memmove or memset the DAG
// cannot expand into a bounded run of loads and stores (a length that is not
// a constant, or more than kMaxInlineBytes) becomes a loop here, as NVPTX's
// LowerAggrCopies does.  Shorter ones are left to the DAG, which expands
// them inline (SASSTargetLowering's MaxStoresPer* limits match).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

using namespace llvm;

namespace {
class SASSLowerMemIntrinsics : public FunctionPass {
public:
  static char ID;
  SASSLowerMemIntrinsics() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS memory intrinsics as loops"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetTransformInfoWrapperPass>();
  }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSLowerMemIntrinsics::ID = 0;
FunctionPass *llvm::createSASSLowerMemIntrinsicsPass() { return new SASSLowerMemIntrinsics(); }

bool SASSLowerMemIntrinsics::runOnFunction(Function &F) {
  SmallVector<MemIntrinsic *, 4> Work;
  for (Instruction &I : instructions(F))
    if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      if (MI->isForceInlined())
        continue; // the DAG expands these whatever their length
      auto *Len = dyn_cast<ConstantInt>(MI->getLength());
      if (!Len || Len->getZExtValue() > SASS::kMaxInlineBytes)
        Work.push_back(MI);
    }
  if (Work.empty())
    return false;
  const TargetTransformInfo &TTI =
      getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  bool Changed = false;
  for (MemIntrinsic *MI : Work) {
    if (auto *C = dyn_cast<MemCpyInst>(MI))
      expandMemCpyAsLoop(C, TTI);
    else if (auto *M = dyn_cast<MemMoveInst>(MI)) {
      if (!expandMemMoveAsLoop(M, TTI))
        continue; // address spaces that cannot be compared: left for a diagnostic
    } else
      expandMemSetAsLoop(cast<MemSetInst>(MI));
    MI->eraseFromParent();
    Changed = true;
  }
  return Changed;
}
