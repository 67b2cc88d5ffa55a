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
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
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
        Align Old = getLoadStoreAlignment(&I);
        Align Known = getKnownAlignment(Ptr, DL, &I);
        if (Known <= Old)
          continue;
        if (auto *LI = dyn_cast<LoadInst>(&I))
          LI->setAlignment(Known);
        else
          cast<StoreInst>(I).setAlignment(Known);
        Changed = true;
      }
  }
  return Changed;
}
