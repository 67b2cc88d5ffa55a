//===-- SASSKernelCallees.cpp - A copy of each callee per kernel ----------===//
//
// Device functions that stay calls (recursion, __noinline__ under the call
// ABI) are laid out inside the .text section of every kernel that reaches
// them, as ptxas does ("$kernel$function"): calls and returns are then
// offsets within one section and the cubin needs no relocation for them.
// Each kernel gets its own copy, placed right after it in the module, so
// the code generator meets a kernel and then its callees; a copy is marked
// with the kernel that owns it ("sass-owner").
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace {
class SASSKernelCallees : public ModulePass {
public:
  static char ID;
  SASSKernelCallees() : ModulePass(ID) {}
  StringRef getPassName() const override { return "SASS kernel callees"; }
  bool runOnModule(Module &M) override;
};
} // namespace

char SASSKernelCallees::ID = 0;

/// Defined, non-kernel functions that F calls directly.
static void directCallees(Function &F, SetVector<Function *> &Out) {
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *C = CB->getCalledFunction())
        if (!C->isDeclaration() && SASS::isCallee(*C))
          Out.insert(C);
}

/// The type an aggregate argument passed by value travels in (the call
/// ABI has registers only): an integer of its size up to 8 bytes, else an
/// array of words up to 48 bytes; null when it does not fit.
static Type *registerTypeFor(const DataLayout &DL, Type *T) {
  uint64_t Size = DL.getTypeAllocSize(T);
  if (!Size)
    return nullptr;
  if (Size <= 8)
    return IntegerType::get(T->getContext(), 8 * Size);
  if (Size % 4 == 0 && Size <= 48)
    return ArrayType::get(Type::getInt32Ty(T->getContext()), Size / 4);
  return nullptr;
}

/// A copy whose byval arguments (clang's way to pass a struct such as
/// __half) take their bytes in registers instead: the copy puts them in a
/// stack slot of its own, which is what byval promises the callee.
static Function *passAggregatesInRegisters(Function *C) {
  const DataLayout &DL = C->getDataLayout();
  SmallVector<Type *, 8> Params;
  bool Any = false;
  for (Argument &A : C->args()) {
    Type *R = A.hasByValAttr() ? registerTypeFor(DL, A.getParamByValType()) : nullptr;
    Any |= R != nullptr;
    Params.push_back(R ? R : A.getType());
  }
  if (!Any)
    return C;
  auto *Ty = FunctionType::get(C->getReturnType(), Params, C->isVarArg());
  Function *N = Function::Create(Ty, C->getLinkage(), C->getAddressSpace(), "", C->getParent());
  N->copyAttributesFrom(C);
  N->takeName(C);
  N->setSubprogram(C->getSubprogram());
  N->splice(N->begin(), C);
  IRBuilder<> B(&*N->getEntryBlock().getFirstInsertionPt());
  AttributeList AL = C->getAttributes();
  for (unsigned I = 0; I < C->arg_size(); ++I) {
    Argument &Old = *C->getArg(I), &New = *N->getArg(I);
    New.takeName(&Old);
    if (Old.getType() == New.getType()) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    Type *T = Old.getParamByValType();
    AllocaInst *Slot = B.CreateAlloca(T, DL.getAllocaAddrSpace(), nullptr, New.getName() + ".byval");
    Slot->setAlignment(std::max(Old.getParamAlign().valueOrOne(), DL.getPrefTypeAlign(T)));
    B.CreateStore(&New, Slot);
    Value *P = Slot;
    if (P->getType() != Old.getType())
      P = B.CreateAddrSpaceCast(P, Old.getType());
    Old.replaceAllUsesWith(P);
    AL = AL.removeParamAttributes(C->getContext(), I);
  }
  N->setAttributes(AL);
  C->eraseFromParent();
  return N;
}

/// Points a call at the kernel's copy of its callee, loading the bytes of
/// aggregates the copy takes in registers.
static void callCopy(CallBase *CB, Function *To) {
  FunctionType *Ty = To->getFunctionType();
  if (Ty == CB->getFunctionType()) {
    CB->setCalledFunction(To);
    return;
  }
  IRBuilder<> B(CB);
  SmallVector<Value *, 8> Args;
  AttributeList AL = CB->getAttributes();
  for (unsigned I = 0; I < CB->arg_size(); ++I) {
    Value *V = CB->getArgOperand(I);
    if (V->getType() != Ty->getParamType(I)) {
      V = B.CreateAlignedLoad(Ty->getParamType(I), V, CB->getParamAlign(I).valueOrOne());
      AL = AL.removeParamAttributes(CB->getContext(), I);
    }
    Args.push_back(V);
  }
  CallInst *New = B.CreateCall(Ty, To, Args);
  New->setAttributes(AL);
  New->setCallingConv(CB->getCallingConv());
  New->setDebugLoc(CB->getDebugLoc());
  if (auto *CI = dyn_cast<CallInst>(CB))
    New->setTailCallKind(CI->getTailCallKind());
  New->takeName(CB);
  CB->replaceAllUsesWith(New);
  CB->eraseFromParent();
}

bool SASSKernelCallees::runOnModule(Module &M) {
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (!SASS::isCallee(F) && !F.isDeclaration())
      Kernels.push_back(&F);
  SetVector<Function *> Originals;
  bool Changed = false;
  for (Function *K : Kernels) {
    // Everything K reaches, in the order first met.
    SetVector<Function *> Reach;
    directCallees(*K, Reach);
    for (unsigned I = 0; I < Reach.size(); ++I)
      directCallees(*Reach[I], Reach);
    if (Reach.empty())
      continue;
    MapVector<Function *, Function *> Copy;
    Function *After = K;
    for (Function *F : Reach) {
      ValueToValueMapTy VM;
      Function *C = CloneFunction(F, VM);
      C->setName("$" + K->getName() + "$" + F->getName());
      C->setLinkage(GlobalValue::InternalLinkage);
      C->addFnAttr("sass-owner", K->getName());
      // The kernel's launch bounds limit its callees' registers too.
      for (StringRef A : {"nvvm.maxntid", "nvvm.minctasm", "nvvm.maxnreg"})
        if (K->hasFnAttribute(A))
          C->addFnAttr(K->getFnAttribute(A));
      C = passAggregatesInRegisters(C);
      C->removeFromParent();
      M.getFunctionList().insertAfter(After->getIterator(), C);
      After = C;
      Copy[F] = C;
      Originals.insert(F);
    }
    auto Redirect = [&](Function &F) {
      SmallVector<CallBase *, 8> Calls;
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *C = CB->getCalledFunction())
            if (Copy.count(C))
              Calls.push_back(CB);
      for (CallBase *CB : Calls)
        callCopy(CB, Copy.lookup(CB->getCalledFunction()));
    };
    Redirect(*K);
    for (auto &[F, C] : Copy)
      Redirect(*C);
    Changed = true;
  }
  // Originals only they themselves call (recursion) go; others are left to
  // what uses them (code generation refuses a function no kernel owns).
  SmallPtrSet<Function *, 8> Dead;
  for (Function *F : Originals)
    if (F->hasLocalLinkage())
      Dead.insert(F);
  for (bool Again = true; Again;) {
    Again = false;
    for (Function *F : Originals) {
      if (!Dead.count(F))
        continue;
      for (User *U : F->users()) {
        auto *I = dyn_cast<Instruction>(U);
        if (!I || !Dead.count(I->getFunction())) {
          Dead.erase(F);
          Again = true;
          break;
        }
      }
    }
  }
  for (Function *F : Dead)
    F->dropAllReferences();
  for (Function *F : Dead)
    F->eraseFromParent();
  return Changed;
}

std::string SASS::sourceName(const Function &F) {
  StringRef N = F.getName();
  if (F.hasFnAttribute("sass-owner"))
    N.consume_front(("$" + F.getFnAttribute("sass-owner").getValueAsString() + "$").str());
  return N.str();
}

ModulePass *llvm::createSASSKernelCalleesPass() { return new SASSKernelCallees(); }
