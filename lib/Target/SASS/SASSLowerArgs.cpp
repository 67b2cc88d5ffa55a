//===-- SASSLowerArgs.cpp - Kernel arguments and allocas to their spaces --===//
//
// Before instruction selection:
// - pointer arguments of kernels point to global memory (CUDA passes device
//   pointers), so they are cast to address space 1;
// - by-value aggregates are read in place from the parameter space (constant
//   bank 0) when only loaded from, otherwise copied to a local alloca;
// - allocas move to the local space (5).
// InferAddressSpaces then turns the generic accesses into specific ones.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {
class SASSLowerArgs : public FunctionPass {
public:
  static char ID;
  SASSLowerArgs() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS lower kernel arguments"; }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSLowerArgs::ID = 0;

FunctionPass *llvm::createSASSLowerArgsPass() { return new SASSLowerArgs(); }

/// True if every use of V (through GEPs and casts) only loads.
static bool onlyLoaded(Value *V) {
  for (User *U : V->users()) {
    if (isa<LoadInst>(U))
      continue;
    if (isa<GetElementPtrInst>(U) || isa<BitCastInst>(U)) {
      if (!onlyLoaded(U))
        return false;
      continue;
    }
    return false;
  }
  return true;
}

bool SASSLowerArgs::runOnFunction(Function &F) {
  bool Changed = false;
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> B(&*Entry.getFirstInsertionPt());
  const DataLayout &DL = F.getDataLayout();

  if (F.getCallingConv() == CallingConv::PTX_Kernel) {
    for (Argument &A : F.args()) {
      if (!A.getType()->isPointerTy() || A.getType()->getPointerAddressSpace() != 0)
        continue;
      if (A.use_empty())
        continue;
      if (A.hasByValAttr()) {
        Type *T = A.getParamByValType();
        Value *P = B.CreateAddrSpaceCast(&A, B.getPtrTy(SASSAS::Param));
        if (onlyLoaded(&A)) {
          Value *G = B.CreateAddrSpaceCast(P, B.getPtrTy(0));
          A.replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != P; });
        } else {
          AllocaInst *Copy = B.CreateAlloca(T, SASSAS::Local, nullptr, A.getName() + ".copy");
          Copy->setAlignment(DL.getABITypeAlign(T));
          B.CreateMemCpy(Copy, Copy->getAlign(), P, A.getParamAlign().valueOrOne(),
                         DL.getTypeAllocSize(T));
          Value *G = B.CreateAddrSpaceCast(Copy, B.getPtrTy(0));
          A.replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != P; });
        }
      } else {
        Value *Gl = B.CreateAddrSpaceCast(&A, B.getPtrTy(SASSAS::Global));
        Value *G = B.CreateAddrSpaceCast(Gl, B.getPtrTy(0));
        A.replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != Gl; });
      }
      Changed = true;
    }
  }

  SmallVector<AllocaInst *, 8> Allocas;
  for (Instruction &I : instructions(F))
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (AI->getAddressSpace() == 0)
        Allocas.push_back(AI);
  for (AllocaInst *AI : Allocas) {
    IRBuilder<> AB(AI);
    AllocaInst *L = AB.CreateAlloca(AI->getAllocatedType(), SASSAS::Local,
                                    AI->getArraySize(), AI->getName());
    L->setAlignment(AI->getAlign());
    Value *G = AB.CreateAddrSpaceCast(L, AI->getType());
    AI->replaceAllUsesWith(G);
    AI->eraseFromParent();
    Changed = true;
  }
  return Changed;
}
