//===-- SASSFunctionPointers.cpp - Function pointers as numbers -----------===//
//
// Each device function copy lives inside the kernel that calls it
// (SASSKernelCallees.cpp), so a function has no one address that every
// kernel could jump to.  ptxas has the same problem and stores a small
// number in a function pointer, which each kernel maps to its own copy
// through a table in constant bank 2.  oa stores the same kind of number
// (8, 16, 24, ... in module order; 0 stays null) and turns each indirect
// call into a switch over the functions whose type matches the call, each
// arm a direct call, and a trap for any other value (a null or stale
// pointer stops the kernel, as an invalid address does under ptxas).  The
// direct calls are then inlined or compiled as calls like any other, the
// switch is ordinary control flow, and no new section or relocation is
// needed.  Numbers are the same in every kernel of the module, so a
// pointer written by one kernel (or read by the host through
// cudaMemcpyFromSymbol) is called correctly by another.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

/// Whether U is F's use as the callee of a direct call.
static bool isDirectCallee(const Use &U) {
  auto *CB = dyn_cast<CallBase>(U.getUser());
  return CB && CB->isCallee(&U);
}

/// Uses that only keep F alive (llvm.used, llvm.compiler.used): they need
/// no number.
static bool isKeepAlive(const Use &U) {
  auto *GV = dyn_cast<GlobalVariable>(U.getUser()->stripPointerCasts());
  if (!GV)
    if (auto *C = dyn_cast<ConstantArray>(U.getUser()))
      if (C->hasOneUse())
        GV = dyn_cast<GlobalVariable>(*C->user_begin());
  return GV && (GV->getName() == "llvm.used" || GV->getName() == "llvm.compiler.used");
}

static void unsupported(const Function &F, const Twine &Msg, const DebugLoc &DL = {}) {
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, DL));
}

/// The functions V may be when it is a tree of selects and phis over
/// function addresses; false when some leaf is anything else.
static bool knownFunctions(Value *V, SmallPtrSetImpl<Value *> &Seen,
                           SmallSetVector<Function *, 4> &Out) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return true;
  if (auto *F = dyn_cast<Function>(V))
    return Out.insert(F), true;
  if (auto *S = dyn_cast<SelectInst>(V))
    return knownFunctions(S->getTrueValue(), Seen, Out) &&
           knownFunctions(S->getFalseValue(), Seen, Out);
  if (auto *P = dyn_cast<PHINode>(V))
    return all_of(P->incoming_values(),
                  [&](Value *In) { return knownFunctions(In, Seen, Out); });
  return false;
}

/// Replaces `call %p(args)` with a switch on %p over Targets' numbers; any
/// other value traps, or cannot happen when Exhaustive.
static void promote(CallBase *CB, ArrayRef<std::pair<Function *, uint64_t>> Targets,
                    bool Exhaustive) {
  Function *F = CB->getFunction();
  LLVMContext &Ctx = F->getContext();
  BasicBlock *Head = CB->getParent();
  BasicBlock *Join = Head->splitBasicBlock(CB->getIterator(), Head->getName() + ".icall.end");
  Head->getTerminator()->eraseFromParent();
  IRBuilder<> B(Head);
  B.SetCurrentDebugLocation(CB->getDebugLoc());
  Value *N = B.CreatePtrToInt(CB->getCalledOperand(), B.getInt64Ty());
  BasicBlock *Bad = BasicBlock::Create(Ctx, "icall.bad", F, Join);
  SwitchInst *SI = B.CreateSwitch(N, Bad, Targets.size());
  PHINode *Phi = nullptr;
  if (!CB->getType()->isVoidTy()) {
    Phi = PHINode::Create(CB->getType(), Targets.size(), CB->getName());
    Phi->insertBefore(Join->begin());
  }
  SmallVector<Value *, 8> Args(CB->args());
  for (auto &[Callee, Num] : Targets) {
    BasicBlock *Arm = BasicBlock::Create(Ctx, "icall." + Callee->getName(), F, Join);
    SI->addCase(B.getInt64(Num), Arm);
    IRBuilder<> A(Arm);
    A.SetCurrentDebugLocation(CB->getDebugLoc());
    CallInst *Call = A.CreateCall(Callee->getFunctionType(), Callee, Args);
    Call->setAttributes(CB->getAttributes());
    Call->setCallingConv(Callee->getCallingConv());
    if (Phi)
      Phi->addIncoming(Call, Arm);
    A.CreateBr(Join);
  }
  IRBuilder<> T(Bad);
  T.SetCurrentDebugLocation(CB->getDebugLoc());
  // The trap ends the launch.  SASSConvergence reconverges the arms at the
  // join all the same: it does not count paths that end in a trap.
  if (!Exhaustive)
    T.CreateIntrinsic(Intrinsic::trap, {});
  T.CreateUnreachable();
  if (Phi)
    CB->replaceAllUsesWith(Phi);
  CB->eraseFromParent();
}

bool SASS::numberFunctionPointers(Module &M) {
  bool OK = true;
  // The functions whose address is taken, numbered in module order.
  MapVector<Function *, uint64_t> Number;
  for (Function &F : M) {
    F.removeDeadConstantUsers();
    bool Taken = any_of(F.uses(), [](const Use &U) {
      return !isDirectCallee(U) && !isKeepAlive(U);
    });
    if (!Taken || F.isIntrinsic())
      continue;
    if (!SASS::isCallee(F)) {
      // Only the launch (host code, dynamic parallelism) takes a kernel's
      // address; device code that does is refused where it is used.
      for (const Use &U : F.uses())
        if (auto *I = dyn_cast<Instruction>(U.getUser()))
          if (!isDirectCallee(U)) {
            unsupported(*I->getFunction(),
                        "the address of kernel '" + F.getName() +
                            "' is taken in device code (dynamic parallelism is not "
                            "supported)",
                        I->getDebugLoc());
            OK = false;
          }
      continue;
    }
    if (F.isDeclaration()) {
      for (const Use &U : F.uses())
        if (auto *I = dyn_cast<Instruction>(U.getUser()); I && !isDirectCallee(U)) {
          unsupported(*I->getFunction(),
                      "the address of '" + F.getName() +
                          "' is taken, but it is not defined in this module (function "
                          "pointers across files, -rdc, are not supported)",
                      I->getDebugLoc());
          OK = false;
        }
      continue;
    }
    Number[&F] = 8 * (Number.size() + 1);
  }

  // Every indirect call and the functions it may reach, before numbers
  // replace the addresses: all those of its type, or the few its pointer
  // is selected from when that is visible in the IR.
  struct Site {
    CallBase *CB;
    SmallVector<std::pair<Function *, uint64_t>, 8> Targets;
    bool Exhaustive = false;
  };
  SmallVector<Site, 8> Indirect;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm() || CB->getCalledFunction())
        continue;
      Site S{CB, {}};
      SmallPtrSet<Value *, 8> Seen;
      SmallSetVector<Function *, 4> Known;
      S.Exhaustive = knownFunctions(CB->getCalledOperand(), Seen, Known) &&
                     all_of(Known, [&](Function *K) { return Number.count(K); });
      for (auto &[G, Num] : Number)
        if (G->getFunctionType() == CB->getFunctionType() &&
            (!S.Exhaustive || Known.contains(G)))
          S.Targets.push_back({G, Num});
      Indirect.push_back(std::move(S));
    }

  for (auto &[F, Num] : Number) {
    Constant *C = ConstantExpr::getIntToPtr(
        ConstantInt::get(Type::getInt64Ty(M.getContext()), Num), F->getType());
    // One use at a time: replacing F in a constant replaces every use of
    // F in it and makes a new constant.
    for (;;) {
      auto It = find_if(F->uses(), [](const Use &U) {
        return !isDirectCallee(U) && !isKeepAlive(U);
      });
      if (It == F->use_end())
        break;
      Use &U = *It;
      if (auto *K = dyn_cast<Constant>(U.getUser()); K && !isa<GlobalValue>(K))
        K->handleOperandChange(F, C); // initializers, constant expressions
      else
        U.set(C);
    }
  }

  for (Site &S : Indirect) {
    CallBase *CB = S.CB;
    if (isa<InvokeInst>(CB) || isa<CallBrInst>(CB) || CB->isMustTailCall()) {
      unsupported(*CB->getFunction(), "this kind of indirect call is not supported",
                  CB->getDebugLoc());
      OK = false;
      continue;
    }
    promote(CB, S.Targets, S.Exhaustive);
  }
  return OK;
}
