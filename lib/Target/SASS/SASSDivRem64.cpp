//===-- SASSDivRem64.cpp - 64-bit integer division in IR ------------------===//
//
// sm_80/sm_90 have no 64-bit divide.  Operands that both fit in 32 bits take
// the 32-bit path (one reciprocal, the backend's udivrem32); the others use
// a 64-bit fixed-point reciprocal of the divisor: an f32 estimate scaled just
// below 2^64, two integer Newton-Raphson steps, a multiply-high for the
// quotient and at most two corrections.  It is the scheme LLVM's AMDGPU
// backend uses (LowerUDIVREM64); a shift-subtract loop took 64 iterations.
//
// The pass runs after the IR loop passes: Loop Strength Reduction rewrote
// the 128-bit multiply-highs of an expansion inside a loop into invalid IR
// ("zext i64 to i32", found by the llc fuzzer; test div64-after-lsr.ll).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

static Value *mulhu64(IRBuilder<> &B, Value *X, Value *Y) {
  Type *I128 = B.getInt128Ty();
  Value *P = B.CreateMul(B.CreateZExt(X, I128), B.CreateZExt(Y, I128));
  return B.CreateTrunc(B.CreateLShr(P, 64), B.getInt64Ty());
}

static Value *fconst(IRBuilder<> &B, uint32_t Bits) {
  return ConstantFP::get(B.getFloatTy(), llvm::bit_cast<float>(Bits));
}

/// Quotient and remainder of N / D, unsigned, D != 0, not both below 2^32.
static std::pair<Value *, Value *> udivrem64Wide(IRBuilder<> &B, Value *N, Value *D) {
  // D rounded up to f32 (I2F.U64.RP), so 1/Df <= 1/D; its reciprocal
  // estimate (within about 2^-23) times 2^64 (1 - 2^-22), rounded, stays
  // below 2^64 / D, and F2I.U64.TRUNC makes it the integer estimate.  The
  // Newton steps need an underestimate.  One conversion each way, where
  // splitting D and the estimate into 32-bit halves took ten instructions
  // (FRND and two F2I among them).
  Value *Df = B.CreateIntrinsic(Intrinsic::nvvm_ull2f_rp, {}, {D});
  Value *Rcp = B.CreateIntrinsic(Intrinsic::nvvm_rcp_approx_ftz_f, {}, {Df});
  Value *R = B.CreateFPToUI(B.CreateFMul(Rcp, fconst(B, 0x5f7ffffc)), B.getInt64Ty()); // just below 2^64
  Value *NegD = B.CreateNeg(D);
  for (int K = 0; K < 2; ++K)
    R = B.CreateAdd(R, mulhu64(B, R, B.CreateMul(NegD, R)));
  Value *Q = mulhu64(B, N, R);
  Value *Rem = B.CreateSub(N, B.CreateMul(Q, D));
  for (int K = 0; K < 2; ++K) {
    Value *GE = B.CreateICmpUGE(Rem, D);
    Q = B.CreateSelect(GE, B.CreateAdd(Q, B.getInt64(1)), Q);
    Rem = B.CreateSelect(GE, B.CreateSub(Rem, D), Rem);
  }
  return {Q, Rem};
}

void llvm::expandSASSDivRem64(BinaryOperator *BO) {
  IRBuilder<> B(BO);
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  unsigned Opc = BO->getOpcode();
  bool Signed = Opc == Instruction::SDiv || Opc == Instruction::SRem;
  bool WantRem = Opc == Instruction::URem || Opc == Instruction::SRem;
  Value *N = BO->getOperand(0), *D = BO->getOperand(1);
  Value *NegN = nullptr, *NegD = nullptr;
  if (Signed) {
    NegN = B.CreateICmpSLT(N, B.getInt64(0));
    NegD = B.CreateICmpSLT(D, B.getInt64(0));
    N = B.CreateSelect(NegN, B.CreateNeg(N), N);
    D = B.CreateSelect(NegD, B.CreateNeg(D), D);
  }
  // Both below 2^32: the 32-bit division, in its own block.
  Value *Small = B.CreateICmpEQ(B.CreateLShr(B.CreateOr(N, D), 32), B.getInt64(0));
  Instruction *ThenT, *ElseT;
  SplitBlockAndInsertIfThenElse(Small, BO->getIterator(), &ThenT, &ElseT);
  B.SetInsertPoint(ThenT);
  Value *N32 = B.CreateTrunc(N, I32), *D32 = B.CreateTrunc(D, I32);
  Value *Q32 = B.CreateZExt(B.CreateUDiv(N32, D32), I64);
  Value *R32 = B.CreateZExt(B.CreateURem(N32, D32), I64);
  B.SetInsertPoint(ElseT);
  auto [QW, RW] = udivrem64Wide(B, N, D);
  B.SetInsertPoint(BO);
  PHINode *Q = B.CreatePHI(I64, 2), *R = B.CreatePHI(I64, 2);
  Q->addIncoming(Q32, ThenT->getParent());
  Q->addIncoming(QW, ElseT->getParent());
  R->addIncoming(R32, ThenT->getParent());
  R->addIncoming(RW, ElseT->getParent());
  Value *Res;
  if (WantRem)
    Res = Signed ? B.CreateSelect(NegN, B.CreateNeg(R), R) : R;
  else
    Res = Signed ? B.CreateSelect(B.CreateXor(NegN, NegD), B.CreateNeg(Q), Q) : Q;
  BO->replaceAllUsesWith(Res);
  BO->eraseFromParent();
}

namespace {
/// 64-bit division has no instruction and no library to call: every one is
/// expanded in IR.
class SASSExpandDivRem64 : public FunctionPass {
public:
  static char ID;
  SASSExpandDivRem64() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS 64-bit division"; }
  bool runOnFunction(Function &F) override {
    bool Changed = false;
    // Powers of two stay for the DAG.  A vector division is split into lanes
    // first (the DAG would unroll it into libcalls).
    auto IsDivRem = [](BinaryOperator *BO) {
      unsigned Opc = BO->getOpcode();
      return Opc == Instruction::UDiv || Opc == Instruction::SDiv ||
             Opc == Instruction::URem || Opc == Instruction::SRem;
    };
    SmallVector<BinaryOperator *, 4> VecDivs;
    for (Instruction &I : instructions(F))
      if (auto *BO = dyn_cast<BinaryOperator>(&I))
        if (auto *VT = dyn_cast<FixedVectorType>(BO->getType()))
          if (VT->getElementType()->isIntegerTy(64) && IsDivRem(BO))
            VecDivs.push_back(BO);
    for (BinaryOperator *BO : VecDivs) {
      IRBuilder<> VB(BO);
      auto *VT = cast<FixedVectorType>(BO->getType());
      Value *R = PoisonValue::get(VT);
      for (unsigned L = 0, E = VT->getNumElements(); L != E; ++L) {
        Value *X = VB.CreateExtractElement(BO->getOperand(0), L);
        Value *Y = VB.CreateExtractElement(BO->getOperand(1), L);
        Value *Q = VB.CreateBinOp(BO->getOpcode(), X, Y);
        if (auto *QI = dyn_cast<BinaryOperator>(Q))
          QI->copyIRFlags(BO);
        R = VB.CreateInsertElement(R, Q, L);
      }
      BO->replaceAllUsesWith(R);
      BO->eraseFromParent();
      Changed = true;
    }
    SmallVector<BinaryOperator *, 4> Divs;
    for (Instruction &I : instructions(F))
      if (auto *BO = dyn_cast<BinaryOperator>(&I))
        if (BO->getType()->isIntegerTy(64)) {
          if (!IsDivRem(BO))
            continue;
          if (auto *C = dyn_cast<ConstantInt>(BO->getOperand(1)))
            if (C->getValue().isPowerOf2())
              continue;
          Divs.push_back(BO);
        }
    for (BinaryOperator *BO : Divs) {
      expandSASSDivRem64(BO);
      Changed = true;
    }
    return Changed;
  }
};
} // namespace

char SASSExpandDivRem64::ID = 0;

FunctionPass *llvm::createSASSExpandDivRem64Pass() { return new SASSExpandDivRem64(); }
