//===-- SASSLowerArgs.cpp - Kernel arguments and allocas to their spaces --===//
//
// Before instruction selection:
// - pointer arguments of kernels point to global memory (CUDA passes device
//   pointers), so they are cast to address space 1;
// - by-value aggregates are read in place from the parameter space (constant
//   bank 0) when only loaded from or __grid_constant__ (pointers loaded
//   from them are global too), otherwise copied to a local alloca;
// - allocas move to the local space (5).
// InferAddressSpaces then turns the generic accesses into specific ones.
// Parameter blocks CUDA cannot express (over 32764 bytes), or that ptxas
// would move to another bank-0 base (over 4352 bytes on sm_80), are errors.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSSubtarget.h"
#include "oa/Cubin/Cubin.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/IR/DiagnosticInfo.h"
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

private:
  void checkParamBytes(const Function &F);
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

/// V (a generic pointer) points to global memory: its uses take it through
/// address space 1, which InferAddressSpaces then propagates.
static void castToGlobal(Value *V, IRBuilder<> &B) {
  Value *Gl = B.CreateAddrSpaceCast(V, B.getPtrTy(SASSAS::Global));
  Value *G = B.CreateAddrSpaceCast(Gl, V->getType());
  V->replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != Gl; });
}

/// A pointer inside a kernel's parameter block was written by the host, so
/// it points to global memory, like a pointer argument: each one loaded
/// from the by-value aggregate at V is cast to address space 1 (LDG/STG
/// instead of generic LD/ST, as ptxas does).
static void castLoadedPointersToGlobal(Value *V) {
  for (User *U : make_early_inc_range(V->users())) {
    if (isa<GetElementPtrInst>(U) || isa<BitCastInst>(U)) {
      castLoadedPointersToGlobal(U);
      continue;
    }
    auto *LI = dyn_cast<LoadInst>(U);
    if (!LI || !LI->getType()->isPointerTy() ||
        LI->getType()->getPointerAddressSpace() != 0 || LI->use_empty())
      continue;
    IRBuilder<> B(LI->getNextNode());
    castToGlobal(LI, B);
  }
}

/// NVVM math intrinsics with a generic equivalent become that equivalent
/// (with afn where the NVVM one is an approximation), so one set of lowerings
/// serves Clang's CUDA headers and other frontends alike.
static bool rewriteNVVMIntrinsics(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("llvm.nvvm."))
          Calls.push_back(CI);
  bool Changed = false;
  for (CallInst *CI : Calls) {
    StringRef N = CI->getCalledFunction()->getName().drop_front(10);
    IRBuilder<> B(CI);
    FastMathFlags Approx;
    Approx.setApproxFunc();
    auto unary = [&](Intrinsic::ID ID, bool IsApprox) -> Value * {
      CallInst *R = B.CreateUnaryIntrinsic(ID, CI->getArgOperand(0));
      if (IsApprox)
        R->setFastMathFlags(Approx);
      return R;
    };
    bool Ftz = N.contains(".ftz");
    (void)Ftz; // oa keeps denormals; .ftz variants are computed without flushing
    Value *V = nullptr;
    if (N.starts_with("sin.approx"))
      V = unary(Intrinsic::sin, true);
    else if (N.starts_with("cos.approx"))
      V = unary(Intrinsic::cos, true);
    else if (N.starts_with("sqrt.rn") || N == "sqrt.f")
      V = unary(Intrinsic::sqrt, false);
    else if (N.starts_with("fabs") || N.starts_with("abs.f") || N.starts_with("abs.d"))
      V = unary(Intrinsic::fabs, false);
    else if (N.starts_with("div.approx") || N.starts_with("div.full")) {
      auto *D = cast<Instruction>(B.CreateFDiv(CI->getArgOperand(0), CI->getArgOperand(1)));
      D->setFastMathFlags(Approx);
      V = D;
    } else if (N.starts_with("div.rn")) {
      V = B.CreateFDiv(CI->getArgOperand(0), CI->getArgOperand(1));
    } else if (N.starts_with("rcp.rn")) {
      V = B.CreateFDiv(ConstantFP::get(CI->getType(), 1.0), CI->getArgOperand(0));
    } else if (N == "fma.rn.f" || N == "fma.rn.d") {
      V = B.CreateIntrinsic(Intrinsic::fma, {CI->getType()},
                            {CI->getArgOperand(0), CI->getArgOperand(1), CI->getArgOperand(2)});
    } else if (N.starts_with("fmax.") || N.starts_with("fmin.")) {
      if (N.contains("nan") || N.contains("xorsign") || N.contains("bf16") || N.contains("f16") ||
          N.contains("ftz"))
        continue;
      V = B.CreateBinaryIntrinsic(N.starts_with("fmax") ? Intrinsic::maxnum : Intrinsic::minnum,
                                  CI->getArgOperand(0), CI->getArgOperand(1));
    } else if (N == "saturate.f") {
      Value *Lo = B.CreateBinaryIntrinsic(Intrinsic::maxnum, CI->getArgOperand(0),
                                          ConstantFP::get(CI->getType(), 0.0));
      V = B.CreateBinaryIntrinsic(Intrinsic::minnum, Lo, ConstantFP::get(CI->getType(), 1.0));
    } else if (N == "mulhi.i" || N == "mulhi.ui") {
      bool Signed = N == "mulhi.i";
      Type *T = CI->getType();
      Type *W = B.getIntNTy(T->getIntegerBitWidth() * 2);
      Value *A = Signed ? B.CreateSExt(CI->getArgOperand(0), W) : B.CreateZExt(CI->getArgOperand(0), W);
      Value *C = Signed ? B.CreateSExt(CI->getArgOperand(1), W) : B.CreateZExt(CI->getArgOperand(1), W);
      V = B.CreateTrunc(B.CreateLShr(B.CreateMul(A, C), T->getIntegerBitWidth()), T);
    }
    if (!V)
      continue;
    CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

unsigned SASS::layoutKernelParams(const Function &F, unsigned ParamBase, unsigned *Offsets,
                                  unsigned *Sizes, unsigned *Aligns) {
  const DataLayout &DL = F.getDataLayout();
  uint64_t Off = 0;
  for (const Argument &A : F.args()) {
    Type *T = A.hasByValAttr() ? A.getParamByValType() : A.getType();
    uint64_t Size = DL.getTypeAllocSize(T);
    uint64_t Align = DL.getABITypeAlign(T).value();
    if (A.hasByValAttr())
      Align = std::max<uint64_t>(Align, A.getParamAlign().valueOrOne().value());
    if (T->isPointerTy())
      Size = Align = 8;
    Off = alignTo(ParamBase + Off, Align) - ParamBase;
    unsigned I = A.getArgNo();
    if (Offsets)
      Offsets[I] = Off;
    if (Sizes)
      Sizes[I] = Size;
    if (Aligns)
      Aligns[I] = Align;
    Off += Size;
  }
  return Off;
}

void SASSLowerArgs::checkParamBytes(const Function &F) {
  unsigned SM = 90, Base = 0x210;
  if (auto *TPC = getAnalysisIfAvailable<TargetPassConfig>()) {
    const auto &ST = TPC->getTM<TargetMachine>().getSubtarget<SASSSubtarget>(F);
    SM = ST.getSMVersion();
    Base = ST.getParamBase();
  }
  uint64_t Bytes = SASS::layoutKernelParams(F, Base);
  if (Bytes <= oa::LargeParamThreshold)
    return;
  if (Bytes > oa::MaxParamBytes)
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "kernel '" + F.getName() + "' has " + Twine(Bytes) +
               " bytes of parameters; CUDA allows at most " + Twine(oa::MaxParamBytes) +
               " (pass large data through a pointer)",
        DiagnosticLocation(F.getSubprogram())));
  else if (SM < 90)
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "kernel '" + F.getName() + "' has " + Twine(Bytes) +
               " bytes of parameters; on sm_80 blocks over " +
               Twine(oa::LargeParamThreshold) +
               " bytes start at c[0x0][0x1a80], which oa does not place yet (sm_90 "
               "takes up to " + Twine(oa::MaxParamBytes) + ")",
        DiagnosticLocation(F.getSubprogram())));
}

static bool isWideFloat(Type *T) {
  T = T->getScalarType();
  return T->isFP128Ty() || T->isX86_FP80Ty() || T->isPPC_FP128Ty();
}

/// fp128, x86_fp80 and ppc_fp128 have no instructions and no library here:
/// one located error per function, and the instructions that compute with
/// them are removed so that code generation ends with that error alone.
static bool refuseWideFloats(Function &F) {
  SmallVector<Instruction *, 8> Bad;
  for (Instruction &I : instructions(F))
    if (isWideFloat(I.getType()) ||
        llvm::any_of(I.operands(), [](Use &U) { return isWideFloat(U->getType()); }))
      Bad.push_back(&I);
  for (Argument &A : F.args())
    if (isWideFloat(A.getType()) && Bad.empty())
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "argument '" + A.getName() + "': 128-bit and 80-bit floating point "
             "(fp128, x86_fp80, ppc_fp128) is not supported on sm_80/sm_90",
          DiagnosticLocation(F.getSubprogram())));
  if (Bad.empty())
    return false;
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, "128-bit and 80-bit floating point (fp128, x86_fp80, ppc_fp128) is not "
         "supported on sm_80/sm_90",
      Bad.front()->getDebugLoc()));
  for (Instruction *I : llvm::reverse(Bad)) {
    if (I->isTerminator()) {
      for (Use &U : I->operands())
        if (isWideFloat(U->getType()))
          U.set(PoisonValue::get(U->getType()));
      continue;
    }
    if (!I->getType()->isVoidTy())
      I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    I->eraseFromParent();
  }
  return true;
}

/// An atomic read-modify-write that leaves memory as it is (InstCombine
/// writes `atomicAdd(p, 0)` as `atomicrmw or p, 0`) becomes an add of 0:
/// 64-bit ATOM.ADD is selected, the 64-bit logic and min/max forms are not
/// yet (they would need a 64-bit compare-and-swap loop).
static bool canonicalizeIdempotentRMW(Function &F) {
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    auto *RMW = dyn_cast<AtomicRMWInst>(&I);
    if (!RMW || !RMW->getType()->isIntegerTy(64))
      continue;
    auto *C = dyn_cast<ConstantInt>(RMW->getValOperand());
    if (!C)
      continue;
    const APInt &V = C->getValue();
    bool Idempotent = false;
    switch (RMW->getOperation()) {
    case AtomicRMWInst::Or: case AtomicRMWInst::Xor: case AtomicRMWInst::Sub:
    case AtomicRMWInst::UMax:
      Idempotent = V.isZero();
      break;
    case AtomicRMWInst::And: case AtomicRMWInst::UMin:
      Idempotent = V.isAllOnes();
      break;
    case AtomicRMWInst::Max:
      Idempotent = V.isMinSignedValue();
      break;
    case AtomicRMWInst::Min:
      Idempotent = V.isMaxSignedValue();
      break;
    default:
      break;
    }
    if (!Idempotent)
      continue;
    RMW->setOperation(AtomicRMWInst::Add);
    RMW->setOperand(1, ConstantInt::get(C->getType(), 0)); // the value
    Changed = true;
  }
  return Changed;
}

bool SASSLowerArgs::runOnFunction(Function &F) {
  if (F.getCallingConv() == CallingConv::PTX_Kernel)
    checkParamBytes(F);
  bool Changed = refuseWideFloats(F);
  Changed |= canonicalizeIdempotentRMW(F);
  Changed |= rewriteNVVMIntrinsics(F);
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
        // Decided before the cast below becomes one more user of A.  A
        // __grid_constant__ argument is read-only by its contract and is used
        // where it lives even when its address escapes (a tensor map): its
        // generic address points into the parameter window.
        bool ReadOnly = A.hasAttribute("nvvm.grid_constant") || onlyLoaded(&A);
        Value *P = B.CreateAddrSpaceCast(&A, B.getPtrTy(SASSAS::Param));
        if (ReadOnly) {
          Value *G = B.CreateAddrSpaceCast(P, B.getPtrTy(0));
          A.replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != P; });
          castLoadedPointersToGlobal(G);
        } else {
          AllocaInst *Copy = B.CreateAlloca(T, SASSAS::Local, nullptr, A.getName() + ".copy");
          Copy->setAlignment(DL.getABITypeAlign(T));
          B.CreateMemCpy(Copy, Copy->getAlign(), P, A.getParamAlign().valueOrOne(),
                         DL.getTypeAllocSize(T));
          Value *G = B.CreateAddrSpaceCast(Copy, B.getPtrTy(0));
          A.replaceUsesWithIf(G, [&](Use &U) { return U.getUser() != P; });
        }
      } else {
        castToGlobal(&A, B);
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
