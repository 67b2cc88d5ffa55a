//===-- SASSLowerMemIntrinsics.cpp - memcpy/memmove/memset as loops -------===//
//
// There is no C library on the device: a memcpy, memmove or memset the DAG
// cannot expand into a bounded run of loads and stores (a length that is not
// a constant, or more than kMaxInlineBytes) becomes a loop here, as NVPTX's
// LowerAggrCopies does.  Shorter ones are left to the DAG, which expands
// them inline (SASSTargetLowering's MaxStoresPer* limits match), except a
// short memcpy of whole 32-bit words: it becomes word loads and stores
// here, where SROA and the load/store vectoriser still run after it.  A
// struct copy that clang writes as a field plus a memcpy of the rest
// through a stack temporary then moves as LDG/STG.128 where the record is
// aligned (32-byte records moved as 8 scalar LDGs and STGs, 1.8x nvcc's
// time on the H100), not as the DAG's word copies after the vectoriser.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
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

/// Bytes up to which a word-aligned memcpy becomes word loads and stores.
static constexpr uint64_t kWordCopyBytes = 64;

/// A memcpy of N whole words between word-aligned pointers as N loads, then
/// N stores (the copy's operands do not overlap).
static bool isWordCopy(const MemIntrinsic *MI) {
  auto *C = dyn_cast<MemCpyInst>(MI);
  auto *Len = C ? dyn_cast<ConstantInt>(C->getLength()) : nullptr;
  if (!Len || C->isVolatile() || C->isForceInlined())
    return false;
  uint64_t N = Len->getZExtValue();
  return N && N <= kWordCopyBytes && N % 4 == 0 && C->getDestAlign().valueOrOne() >= 4 &&
         C->getSourceAlign().valueOrOne() >= 4;
}

static void expandWordCopy(MemCpyInst *C) {
  IRBuilder<> B(C);
  Type *I32 = B.getInt32Ty();
  uint64_t N = cast<ConstantInt>(C->getLength())->getZExtValue() / 4;
  Align SA = *C->getSourceAlign(), DA = *C->getDestAlign();
  SmallVector<Value *, 16> Words;
  for (uint64_t K = 0; K < N; ++K) {
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), C->getRawSource(), 4 * K);
    Words.push_back(B.CreateAlignedLoad(I32, P, commonAlignment(SA, 4 * K)));
  }
  for (uint64_t K = 0; K < N; ++K) {
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), C->getRawDest(), 4 * K);
    B.CreateAlignedStore(Words[K], P, commonAlignment(DA, 4 * K));
  }
}

bool SASSLowerMemIntrinsics::runOnFunction(Function &F) {
  SmallVector<MemIntrinsic *, 4> Work;
  SmallVector<MemCpyInst *, 4> Words;
  for (Instruction &I : instructions(F))
    if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
      if (isWordCopy(MI)) {
        Words.push_back(cast<MemCpyInst>(MI));
        continue;
      }
      if (MI->isForceInlined())
        continue; // the DAG expands these whatever their length
      auto *Len = dyn_cast<ConstantInt>(MI->getLength());
      if (!Len || Len->getZExtValue() > SASS::kMaxInlineBytes)
        Work.push_back(MI);
    }
  for (MemCpyInst *C : Words) {
    expandWordCopy(C);
    C->eraseFromParent();
  }
  if (Work.empty())
    return !Words.empty();
  const TargetTransformInfo &TTI =
      getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  bool Changed = !Words.empty();
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
