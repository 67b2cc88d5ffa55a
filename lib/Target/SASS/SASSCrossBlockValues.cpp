//===-- SASSCrossBlockValues.cpp - Cross-block values in whole registers -===//
//
// Values that live across blocks become virtual registers of their IR type.
// Two kinds of type have no register of their own in this backend, and this
// pass, run just before instruction selection, carries them in one:
// - i1: sm_80/sm_90 have seven predicate registers and a spilled one costs a
//   GPR, a SEL and local memory, so a hoisted compare, a bool argument or an
//   i1 phi would exhaust them.
//   Such a value travels as an i32 0/1, compared with zero where it is used.
// - short vectors of 8- or 16-bit elements (<2 x half>, <2 x bfloat>,
//   <4 x i8>...): type legalisation splits them into one register per
//   element, so a fragment loaded before a loop and read in it (an mma
//   operand) was unpacked into halves and packed again, doubling its
//   registers.  Such a value travels as the integer of its size (i32, i64,
//   or <N x i32>), bitcast back where it is used.
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
class SASSCrossBlockValues : public FunctionPass {
public:
  static char ID;
  SASSCrossBlockValues() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS cross-block values in registers"; }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSCrossBlockValues::ID = 0;
FunctionPass *llvm::createSASSCrossBlockValuesPass() { return new SASSCrossBlockValues(); }

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

/// The type a cross-block value of type T travels in, or null when T has a
/// register of its own.
static Type *carrierType(Type *T) {
  LLVMContext &C = T->getContext();
  if (T->isIntegerTy(1))
    return Type::getInt32Ty(C);
  auto *VT = dyn_cast<FixedVectorType>(T);
  if (!VT || VT->getScalarSizeInBits() >= 32 || VT->getElementType()->isIntegerTy(1))
    return nullptr;
  unsigned Bits = VT->getPrimitiveSizeInBits().getFixedValue();
  if (Bits == 32 || Bits == 64)
    return Type::getIntNTy(C, Bits);
  if (Bits % 32 == 0 && Bits <= 256)
    return FixedVectorType::get(Type::getInt32Ty(C), Bits / 32);
  return nullptr;
}

static Value *toCarrier(IRBuilder<> &B, Value *V, Type *CT) {
  if (V->getType()->isIntegerTy(1))
    return B.CreateZExt(V, CT, V->getName() + ".w");
  return B.CreateBitCast(V, CT, V->getName() + ".w");
}

static Value *fromCarrier(IRBuilder<> &B, Value *W, Type *T, const Twine &Name) {
  if (T->isIntegerTy(1))
    return B.CreateICmpNE(W, ConstantInt::get(W->getType(), 0), Name);
  return B.CreateBitCast(W, T, Name);
}

bool SASSCrossBlockValues::runOnFunction(Function &F) {
  bool Changed = false;

  // Phis of such types become phis of the carrier: their incoming values are
  // converted in the predecessors, and the value converted back once after
  // the phis.
  SmallVector<PHINode *, 8> Phis;
  for (BasicBlock &BB : F)
    for (PHINode &PN : BB.phis())
      if (carrierType(PN.getType()))
        Phis.push_back(&PN);
  for (PHINode *PN : Phis) {
    Type *CT = carrierType(PN->getType());
    PHINode *W = PHINode::Create(CT, PN->getNumIncomingValues(), PN->getName() + ".w", PN->getIterator());
    for (unsigned I = 0; I < PN->getNumIncomingValues(); ++I) {
      IRBuilder<> B(PN->getIncomingBlock(I)->getTerminator());
      W->addIncoming(toCarrier(B, PN->getIncomingValue(I), CT), PN->getIncomingBlock(I));
    }
    IRBuilder<> B(&*PN->getParent()->getFirstInsertionPt());
    Value *N = fromCarrier(B, W, PN->getType(), PN->getName());
    PN->replaceAllUsesWith(N);
    PN->eraseFromParent();
    Changed = true;
  }

  // Other such values (arguments included) used outside their block.
  SmallVector<Value *, 16> Values;
  for (Argument &A : F.args())
    if (carrierType(A.getType()))
      Values.push_back(&A);
  for (Instruction &I : instructions(F))
    if (carrierType(I.getType()) && !isa<PHINode>(I))
      Values.push_back(&I);
  for (Value *V : Values) {
    Type *CT = carrierType(V->getType());
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
    Value *W = toCarrier(B, V, CT);
    // One conversion back per using block.
    DenseMap<BasicBlock *, Value *> Narrow;
    for (Use *U : Far) {
      BasicBlock *UB = useBlock(*U);
      if (UB == Def && !isa<Argument>(V))
        continue;
      Value *&N = Narrow[UB];
      if (!N) {
        Instruction *IP = useInsertPoint(*U);
        // Conversions go before the first user in the block so later users see them.
        for (Use *O : Far)
          if (useBlock(*O) == UB && useInsertPoint(*O)->comesBefore(IP))
            IP = useInsertPoint(*O);
        IRBuilder<> NB(IP);
        N = fromCarrier(NB, W, V->getType(), V->getName() + ".p");
      }
      U->set(N);
    }
    Changed = true;
  }
  return Changed;
}
