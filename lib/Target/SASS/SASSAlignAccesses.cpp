//===-- SASSAlignAccesses.cpp - Alignment that makes vector accesses legal -===//
//
// Clang gives a __shared__ float array 4-byte alignment, so a load of
// As[k][4*ty+i] carries align 4 even when the element offset is a multiple
// of 16 bytes, and the load/store vectorizer may not merge the four loads
// into one LDS.128.  ptxas can, because it places the shared variables
// itself; so does oa (layoutShared), so this pass first gives every shared
// variable 16-byte alignment (dynamic shared memory already starts 16-byte
// aligned), then raises the alignment of each load and store to what the
// known bits of its address prove.
//
// Known bits cannot see a record's alignment through an index computed at
// run time (in[n - 1 - i] of a 32-byte struct): clang marks the record's
// first field align 16 and the rest by their own size.  An access that
// must have run whenever another runs vouches for their common base, so
// the other's alignment follows from the distance between the two (the
// second 16 bytes of that record become one LDG.E.128 as ptxas makes).
// An alignment assumption (__builtin_assume_aligned) vouches the same way,
// through casts between generic and global pointers.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace {
class SASSAlignAccesses : public ModulePass {
public:
  static char ID;
  SASSAlignAccesses() : ModulePass(ID) {}
  StringRef getPassName() const override { return "SASS align shared variables and accesses"; }
  bool runOnModule(Module &M) override;

private:
  bool alignFromSiblings(Function &F, const DataLayout &DL);
};
} // namespace

char SASSAlignAccesses::ID = 0;
ModulePass *llvm::createSASSAlignAccessesPass() { return new SASSAlignAccesses(); }

static const Align SharedAlign(16);

bool SASSAlignAccesses::runOnModule(Module &M) {
  bool Changed = false;
  const DataLayout &DL = M.getDataLayout();
  for (GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != SASSAS::Shared)
      continue;
    // A scalar keeps its size as alignment; a dynamic (zero-sized) window
    // gets the 16 bytes the driver gives it anyway.
    uint64_t Size = DL.getTypeAllocSize(GV.getValueType());
    Align Want = Size == 0 ? SharedAlign
                           : std::min(SharedAlign, Align(PowerOf2Ceil(Size)));
    if (GV.getAlign().valueOrOne() >= Want)
      continue;
    GV.setAlignment(Want);
    Changed = true;
  }
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        Value *Ptr = getLoadStorePointerOperand(&I);
        if (!Ptr)
          continue;
        Align Known = getKnownAlignment(Ptr, DL, &I);
        if (Known > getLoadStoreAlignment(&I)) {
          setLoadStoreAlignment(&I, Known);
          Changed = true;
        }
      }
    Changed |= alignFromSiblings(F, DL);
  }
  return Changed;
}

// Whether Other is sure to have run whenever I runs: it comes first on
// every path (dominates I), or it follows I in I's block with nothing
// between that may leave.
static bool runsWith(const Instruction *I, const Instruction *Other,
                     const DominatorTree &DT) {
  if (DT.dominates(Other, I))
    return true;
  if (I->getParent() != Other->getParent() || !I->comesBefore(Other))
    return false;
  return isGuaranteedToTransferExecutionToSuccessor(I->getIterator(),
                                                    Other->getIterator());
}

bool SASSAlignAccesses::alignFromSiblings(Function &F, const DataLayout &DL) {
  // Accesses grouped by the pointer left once constant offsets are
  // stripped; an alignment proven mod 2^k survives wrapping offsets.
  // An alignment assumption (__builtin_assume_aligned; oa's __ldg of a
  // vector type) vouches as an access would, with its own alignment.
  struct Access {
    Instruction *I;
    int64_t Offset;
    MaybeAlign Assumed;
    Align align() const { return Assumed ? *Assumed : getLoadStoreAlignment(I); }
  };
  DenseMap<const Value *, SmallVector<Access, 8>> ByBase;
  auto Add = [&](Instruction &I, const Value *Ptr, MaybeAlign Assumed) {
    APInt Off(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
    const Value *Base =
        Ptr->stripAndAccumulateConstantOffsets(DL, Off, /*AllowNonInbounds=*/true);
    // A generic pointer and its cast to a memory space name one address.
    while (const auto *C = dyn_cast<AddrSpaceCastOperator>(Base))
      Base = C->getOperand(0)->stripAndAccumulateConstantOffsets(DL, Off,
                                                                 /*AllowNonInbounds=*/true);
    if (Off.getSignificantBits() <= 63)
      ByBase[Base].push_back({&I, Off.getSExtValue(), Assumed});
  };
  for (Instruction &I : instructions(F)) {
    if (Value *Ptr = getLoadStorePointerOperand(&I)) {
      Add(I, Ptr, std::nullopt);
      continue;
    }
    auto *Assume = dyn_cast<AssumeInst>(&I);
    if (!Assume)
      continue;
    for (unsigned B = 0, E = Assume->getNumOperandBundles(); B != E; ++B) {
      OperandBundleUse U = Assume->getOperandBundleAt(B);
      // "align"(ptr, alignment): the form without an offset operand.
      if (U.getTagName() != "align" || U.Inputs.size() != 2)
        continue;
      const auto *A = dyn_cast<ConstantInt>(U.Inputs[1]);
      if (A && U.Inputs[0]->getType()->isPointerTy() && A->getValue().isPowerOf2() &&
          A->getZExtValue() <= Value::MaximumAlignment)
        Add(I, U.Inputs[0], Align(A->getZExtValue()));
    }
  }
  // Pairs within a group are compared; a group too big to compare pays
  // nothing (its accesses keep what known bits gave them).
  constexpr size_t MaxGroup = 64;
  std::optional<DominatorTree> DT;
  bool Changed = false;
  for (auto &[Base, Accesses] : ByBase) {
    if (Accesses.size() < 2 || Accesses.size() > MaxGroup)
      continue;
    if (!DT)
      DT.emplace(F);
    // A raised alignment can vouch for a third access: repeat to a fixed
    // point (alignments only grow, up to the 16 bytes an access can use).
    for (bool Again = true; Again;) {
      Again = false;
      for (Access &B : Accesses)
        for (const Access &A : Accesses) {
          if (A.I == B.I || B.Assumed)
            continue;
          Align Have = getLoadStoreAlignment(B.I);
          uint64_t Dist = A.Offset > B.Offset ? uint64_t(A.Offset) - B.Offset
                                              : uint64_t(B.Offset) - A.Offset;
          Align Implied = commonAlignment(A.align(), Dist);
          if (Implied <= Have || !runsWith(B.I, A.I, *DT))
            continue;
          setLoadStoreAlignment(B.I, Implied);
          Again = Changed = true;
        }
    }
  }
  return Changed;
}
