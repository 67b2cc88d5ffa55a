//===-- SASSWidenBools.cpp - Booleans cross blocks in GPRs ----------------===//
//
// sm_80/sm_90 have seven predicate registers and oa cannot spill them, so an
// i1 value that lives across blocks (a hoisted compare, a bool argument, an
// i1 phi) would exhaust them in any kernel with a few such values.  This pass
// runs just before instruction selection and carries every such value as an
// i32 0/1: it is widened where it is defined and compared with zero in each
// block that uses it, so predicates only live inside one block.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {
class SASSWidenBools : public FunctionPass {
public:
  static char ID;
  SASSWidenBools() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS widen cross-block booleans"; }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSWidenBools::ID = 0;
FunctionPass *llvm::createSASSWidenBoolsPass() { return new SASSWidenBools(); }

/// The block a use is read in (a phi reads in the incoming block).
static BasicBlock *useBlock(const Use &U) {
  auto *I = cast<Instruction>(U.getUser());
  if (auto *PN = dyn_cast<PHINode>(I))
    return PN->getIncomingBlock(U);
  return I->getParent();
}

static Instruction *useInsertPoint(const Use &U) {
  auto *I = cast<Instruction>(U.getUser());
  if (auto *PN = dyn_cast<PHINode>(I))
    return PN->getIncomingBlock(U)->getTerminator();
  return I;
}

bool SASSWidenBools::runOnFunction(Function &F) {
  bool Changed = false;
  Type *I1 = Type::getInt1Ty(F.getContext());
  Type *I32 = Type::getInt32Ty(F.getContext());

  // i1 phis become i32 phis: their incoming values are widened in the
  // predecessors, and the value is narrowed once after the phis.
  SmallVector<PHINode *, 8> Phis;
  for (BasicBlock &BB : F)
    for (PHINode &PN : BB.phis())
      if (PN.getType() == I1)
        Phis.push_back(&PN);
  for (PHINode *PN : Phis) {
    PHINode *W = PHINode::Create(I32, PN->getNumIncomingValues(), PN->getName() + ".w", PN->getIterator());
    for (unsigned I = 0; I < PN->getNumIncomingValues(); ++I) {
      IRBuilder<> B(PN->getIncomingBlock(I)->getTerminator());
      W->addIncoming(B.CreateZExt(PN->getIncomingValue(I), I32), PN->getIncomingBlock(I));
    }
    IRBuilder<> B(&*PN->getParent()->getFirstInsertionPt());
    Value *N = B.CreateICmpNE(W, ConstantInt::get(I32, 0), PN->getName());
    PN->replaceAllUsesWith(N);
    PN->eraseFromParent();
    Changed = true;
  }

  // Other i1 values (arguments included) used outside their block.
  SmallVector<Value *, 16> Values;
  for (Argument &A : F.args())
    if (A.getType() == I1)
      Values.push_back(&A);
  for (Instruction &I : instructions(F))
    if (I.getType() == I1 && !isa<PHINode>(I))
      Values.push_back(&I);
  for (Value *V : Values) {
    BasicBlock *Def = isa<Instruction>(V) ? cast<Instruction>(V)->getParent()
                                          : &F.getEntryBlock();
    SmallVector<Use *, 8> Far;
    for (Use &U : V->uses())
      if (useBlock(U) != Def || (isa<Argument>(V) && !isa<PHINode>(U.getUser())))
        Far.push_back(&U);
    if (Far.empty())
      continue;
    Instruction *After = isa<Instruction>(V) ? cast<Instruction>(V)->getNextNode()
                                             : &*Def->getFirstInsertionPt();
    if (isa<Instruction>(V) && isa<PHINode>(After))
      After = &*Def->getFirstInsertionPt();
    IRBuilder<> B(After);
    Value *W = B.CreateZExt(V, I32, V->getName() + ".w");
    // One compare per using block.
    DenseMap<BasicBlock *, Value *> Narrow;
    for (Use *U : Far) {
      BasicBlock *UB = useBlock(*U);
      if (UB == Def && !isa<Argument>(V))
        continue;
      Value *&N = Narrow[UB];
      if (!N) {
        Instruction *IP = useInsertPoint(*U);
        // Compares go before the first user in the block so later users see them.
        for (Use *O : Far)
          if (useBlock(*O) == UB && useInsertPoint(*O)->comesBefore(IP))
            IP = useInsertPoint(*O);
        IRBuilder<> NB(IP);
        N = NB.CreateICmpNE(W, ConstantInt::get(I32, 0), V->getName() + ".p");
      }
      U->set(N);
    }
    Changed = true;
  }
  return Changed;
}
