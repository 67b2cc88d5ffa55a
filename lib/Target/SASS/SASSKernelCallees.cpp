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

static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

/// Defined, non-kernel functions that F calls directly.
static void directCallees(Function &F, SetVector<Function *> &Out) {
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *C = CB->getCalledFunction())
        if (!C->isDeclaration() && !isKernel(*C))
          Out.insert(C);
}

bool SASSKernelCallees::runOnModule(Module &M) {
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (isKernel(F) && !F.isDeclaration())
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
      C->removeFromParent();
      M.getFunctionList().insertAfter(After->getIterator(), C);
      After = C;
      Copy[F] = C;
      Originals.insert(F);
    }
    auto Redirect = [&](Function &F) {
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *C = CB->getCalledFunction())
            if (Function *To = Copy.lookup(C))
              CB->setCalledFunction(To);
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
