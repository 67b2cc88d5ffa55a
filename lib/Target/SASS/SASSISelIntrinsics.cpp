//===-- SASSISelIntrinsics.cpp - NVVM intrinsics before and in ISel -------===//
//
// Before instruction selection (SASSLowerIntrinsics, an IR pass that runs
// ahead of SASSLowerArgs):
// - NVVM intrinsics with an exact generic or short IR equivalent become it
//   (bit operations, 64-bit high multiplies, sad, mul24, round-half-away,
//   f64 min/max, bit moves between f64 and i32 pairs, f16/bf16 conversions);
// - warp intrinsics with a mask that is not a constant get a WARPSYNC of the
//   mask first and the full mask (ptxas's shape), so the patterns apply;
// - every other llvm.nvvm.* call that nothing selects is a located error
//   naming the intrinsic (never "Cannot select").
// In selection: BAR.RED.POPC glued to its B2R.RESULT (selectIntrinsic).
// The instruction patterns are in SASSInstrIntrinsics.td.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSISelLowering.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {
class SASSLowerIntrinsics : public FunctionPass {
public:
  static char ID;
  SASSLowerIntrinsics() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS lower NVVM intrinsics"; }
  bool runOnFunction(Function &F) override;
};
} // namespace

char SASSLowerIntrinsics::ID = 0;
FunctionPass *llvm::createSASSLowerIntrinsicsPass() { return new SASSLowerIntrinsics(); }

/// Intrinsics that instruction selection handles (patterns in
/// SASSInstr*.td, SASSISelDAGToDAG's REDUX, selectIntrinsic below) or that
/// SASSLowerArgs rewrites.  N is the name after "llvm.nvvm.".
static bool isSelected(StringRef N) {
  static const StringSet<> Names = {
      // SASSLowerArgs
      "sin.approx.f", "sin.approx.ftz.f", "cos.approx.f", "cos.approx.ftz.f",
      "sqrt.rn.f", "sqrt.rn.d", "sqrt.f", "fabs.f32", "fabs.f64",
      "fabs.ftz.f32", "div.approx.f", "div.approx.ftz.f", "div.full",
      "div.full.ftz", "div.rn.f", "div.rn.d", "rcp.rn.f", "rcp.rn.d",
      "saturate.f", "saturate.ftz.f", "mulhi.i", "mulhi.ui",
      // SASSInstrInfo.td, SASSInstrControl.td, SASSISelDAGToDAG.cpp
      "read.ptx.sreg.tid.x", "read.ptx.sreg.tid.y", "read.ptx.sreg.tid.z",
      "read.ptx.sreg.ctaid.x", "read.ptx.sreg.ctaid.y", "read.ptx.sreg.ctaid.z",
      "read.ptx.sreg.ntid.x", "read.ptx.sreg.ntid.y", "read.ptx.sreg.ntid.z",
      "read.ptx.sreg.nctaid.x", "read.ptx.sreg.nctaid.y",
      "read.ptx.sreg.nctaid.z", "read.ptx.sreg.laneid",
      "read.ptx.sreg.warpsize", "ex2.approx.f32", "ex2.approx.ftz.f32",
      "lg2.approx.f", "lg2.approx.ftz.f", "rsqrt.approx.f",
      "rsqrt.approx.ftz.f", "sqrt.approx.f", "sqrt.approx.ftz.f",
      "rcp.approx.ftz.f", "barrier.cta.sync.aligned.all",
      "barrier.cta.sync.all", "membar.cta", "membar.gl", "membar.sys",
      "bar.warp.sync", "shfl.sync.idx.i32", "shfl.sync.idx.f32",
      "shfl.sync.up.i32", "shfl.sync.up.f32", "shfl.sync.down.i32",
      "shfl.sync.down.f32", "shfl.sync.bfly.i32", "shfl.sync.bfly.f32",
      "vote.ballot.sync", "vote.any.sync", "vote.all.sync", "activemask",
      "redux.sync.add", "redux.sync.and", "redux.sync.or", "redux.sync.xor",
      "redux.sync.max", "redux.sync.min", "redux.sync.umax",
      "redux.sync.umin",
      // SASSInstrIntrinsics.td and selectIntrinsic
      "fmin.f", "fmin.ftz.f", "fmin.nan.f", "fmin.ftz.nan.f", "fmax.f",
      "fmax.ftz.f", "fmax.nan.f", "fmax.ftz.nan.f", "rcp.approx.ftz.d",
      "rsqrt.approx.ftz.d",
      "prmt", "prmt.f4e", "prmt.b4e", "prmt.rc8", "prmt.ecl", "prmt.ecr",
      "prmt.rc16", "bmsk.clamp", "bmsk.wrap", "idp4a.s.s", "idp4a.s.u",
      "idp4a.u.s", "idp4a.u.u", "match.any.sync.i32", "match.any.sync.i64",
      "match.all.sync.i32p", "match.all.sync.i64p",
      "read.ptx.sreg.clock", "read.ptx.sreg.clock64",
      "read.ptx.sreg.globaltimer", "read.ptx.sreg.globaltimer.lo",
      "read.ptx.sreg.smid", "read.ptx.sreg.lanemask.eq",
      "read.ptx.sreg.lanemask.lt", "read.ptx.sreg.lanemask.le",
      "read.ptx.sreg.lanemask.gt", "read.ptx.sreg.lanemask.ge", "nanosleep",
      "exit", "barrier.cta.red.popc.aligned.all", "barrier.cta.red.popc.all",
      "floor.f", "floor.ftz.f", "floor.d", "ceil.f", "ceil.ftz.f", "ceil.d",
      "trunc.f", "trunc.ftz.f", "trunc.d"};
  if (Names.contains(N))
    return true;
  // Arithmetic with a rounding mode: {add,mul,fma}.r{n,z,m,p}[.ftz][.sat].{f,d}.
  SmallVector<StringRef, 5> P;
  N.split(P, '.');
  if (P.size() >= 3 && (P[0] == "add" || P[0] == "mul" || P[0] == "fma") &&
      (P[1] == "rn" || P[1] == "rz" || P[1] == "rm" || P[1] == "rp")) {
    if (P.back() == "d")
      return P.size() == 3;
    return P.back() == "f" && P.size() <= 5 &&
           llvm::all_of(ArrayRef(P).slice(2, P.size() - 3),
                        [&](StringRef M) { return M == "ftz" || (M == "sat" && P[0] != "mul"); });
  }
  // Conversions with a rounding mode: f2i.rm, f2ull.rz.ftz, d2f.rp, ll2d.rn ...
  if (P.size() >= 2 && (P[1] == "rn" || P[1] == "rz" || P[1] == "rm" || P[1] == "rp")) {
    static const StringSet<> Cvt = {"f2i", "f2ui", "f2ll", "f2ull", "d2f", "d2i",
                                    "d2ui", "d2ll", "d2ull", "i2f", "ui2f", "ll2f",
                                    "ull2f", "i2d", "ui2d", "ll2d", "ull2d"};
    bool FtzOk = P[0].starts_with("f2") || P[0] == "d2f";
    return Cvt.contains(P[0]) && (P.size() == 2 || (P.size() == 3 && P[2] == "ftz" && FtzOk));
  }
  // The tensor-core families belong to their own work (SASSInstrTensor.td):
  // left to instruction selection.
  static const char *const Tensor[] = {"wmma.", "mma.", "ldmatrix", "stmatrix",
                                       "cp.async", "wgmma.", "mbarrier.",
                                       "tcgen05."};
  for (const char *T : Tensor)
    if (N.starts_with(T))
      return true;
  return false;
}

static bool isWarpSync(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::nvvm_vote_ballot_sync:
  case Intrinsic::nvvm_vote_any_sync:
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_uni_sync:
  case Intrinsic::nvvm_match_any_sync_i32:
  case Intrinsic::nvvm_match_any_sync_i64:
  case Intrinsic::nvvm_match_all_sync_i32p:
  case Intrinsic::nvvm_match_all_sync_i64p:
  case Intrinsic::nvvm_shfl_sync_idx_i32:
  case Intrinsic::nvvm_shfl_sync_idx_f32:
  case Intrinsic::nvvm_shfl_sync_up_i32:
  case Intrinsic::nvvm_shfl_sync_up_f32:
  case Intrinsic::nvvm_shfl_sync_down_i32:
  case Intrinsic::nvvm_shfl_sync_down_f32:
  case Intrinsic::nvvm_shfl_sync_bfly_i32:
  case Intrinsic::nvvm_shfl_sync_bfly_f32:
    return true;
  default:
    return false;
  }
}

/// f64 min/max as PTX defines them: a NaN operand yields the other operand;
/// -0 is below +0.
static Value *minMax64(IRBuilder<> &B, Value *X, Value *Y, bool Max) {
  Type *I64 = B.getInt64Ty();
  Value *XI = B.CreateBitCast(X, I64), *YI = B.CreateBitCast(Y, I64);
  Value *Pick = Max ? B.CreateFCmpOGT(X, Y) : B.CreateFCmpOLT(X, Y);
  // Equal values: only zeros can differ (in sign); or/and the sign bits.
  Value *Eq = B.CreateBitCast(Max ? B.CreateAnd(XI, YI) : B.CreateOr(XI, YI), X->getType());
  Value *R = B.CreateSelect(Pick, X, B.CreateSelect(B.CreateFCmpOEQ(X, Y), Eq, Y));
  R = B.CreateSelect(B.CreateFCmpUNO(Y, Y), X, R);
  return B.CreateSelect(B.CreateFCmpUNO(X, X), Y, R);
}

/// 64 x 64 -> high 64 bits from 32-bit pieces (no 128-bit multiply exists).
static Value *mulHi64(IRBuilder<> &B, Value *X, Value *Y, bool Signed) {
  Type *I64 = B.getInt64Ty();
  Value *M32 = B.getInt64(0xffffffffu);
  Value *XL = B.CreateAnd(X, M32), *XH = B.CreateLShr(X, 32);
  Value *YL = B.CreateAnd(Y, M32), *YH = B.CreateLShr(Y, 32);
  Value *LL = B.CreateMul(XL, YL), *LH = B.CreateMul(XL, YH);
  Value *HL = B.CreateMul(XH, YL), *HH = B.CreateMul(XH, YH);
  Value *Mid = B.CreateAdd(B.CreateAdd(B.CreateLShr(LL, 32), B.CreateAnd(LH, M32)),
                           B.CreateAnd(HL, M32));
  Value *Hi = B.CreateAdd(B.CreateAdd(HH, B.CreateLShr(LH, 32)),
                          B.CreateAdd(B.CreateLShr(HL, 32), B.CreateLShr(Mid, 32)));
  if (!Signed)
    return Hi;
  // Signed: subtract y if x < 0 and x if y < 0 (two's complement correction).
  Value *Zero = ConstantInt::get(I64, 0);
  Hi = B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(X, Zero), Y, Zero));
  return B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(Y, Zero), X, Zero));
}

/// The generic IR for N (the intrinsic's name after "llvm.nvvm."), or null.
static Value *rewrite(StringRef N, CallInst *CI, IRBuilder<> &B) {
  auto Arg = [&](unsigned K) { return CI->getArgOperand(K); };
  Type *T = CI->getType();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  if (N == "d2i.lo" || N == "d2i.hi") {
    Value *V = B.CreateBitCast(Arg(0), I64);
    if (N == "d2i.hi")
      V = B.CreateLShr(V, 32);
    return B.CreateTrunc(V, I32);
  }
  if (N == "lohi.i2d") {
    Value *V = B.CreateOr(B.CreateZExt(Arg(0), I64),
                          B.CreateShl(B.CreateZExt(Arg(1), I64), 32));
    return B.CreateBitCast(V, T);
  }
  if (N == "round.f" || N == "round.ftz.f" || N == "round.d") {
    // Halves away from zero: trunc, then one step when the dropped part is
    // at least a half (x - trunc(x) is exact).
    Value *X = Arg(0);
    Value *Tr = B.CreateUnaryIntrinsic(Intrinsic::trunc, X);
    Value *Frac = B.CreateUnaryIntrinsic(Intrinsic::fabs, B.CreateFSub(X, Tr));
    Value *Step = B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 1.0), X);
    Value *R = B.CreateSelect(B.CreateFCmpOGE(Frac, ConstantFP::get(T, 0.5)),
                              B.CreateFAdd(Tr, Step), Tr);
    return B.CreateBinaryIntrinsic(Intrinsic::copysign, R, X);
  }
  if (N == "fmin.d" || N == "fmax.d")
    return minMax64(B, Arg(0), Arg(1), N == "fmax.d");
  if (N == "saturate.d") {
    Value *Lo = minMax64(B, Arg(0), ConstantFP::get(T, 0.0), true);
    return minMax64(B, Lo, ConstantFP::get(T, 1.0), false);
  }
  if (N == "mulhi.ll" || N == "mulhi.ull")
    return mulHi64(B, Arg(0), Arg(1), N == "mulhi.ll");
  if (N == "mul24.i" || N == "mul24.ui") {
    // The low 32 bits of the product of the low 24 bits of each operand.
    auto Ext = [&](Value *V) {
      return N == "mul24.i" ? B.CreateAShr(B.CreateShl(V, 8), 8)
                            : B.CreateAnd(V, B.getInt32(0xffffff));
    };
    return B.CreateMul(Ext(Arg(0)), Ext(Arg(1)));
  }
  if (N.starts_with("sad.")) {
    bool Signed = !N.starts_with("sad.u");
    Value *X = Arg(0), *Y = Arg(1);
    Value *GT = Signed ? B.CreateICmpSGT(X, Y) : B.CreateICmpUGT(X, Y);
    Value *D = B.CreateSelect(GT, B.CreateSub(X, Y), B.CreateSub(Y, X));
    return B.CreateAdd(D, Arg(2));
  }
  if (N == "brev32")
    return B.CreateUnaryIntrinsic(Intrinsic::bitreverse, Arg(0));
  if (N == "brev64") {
    Value *Lo = B.CreateTrunc(Arg(0), I32), *Hi = B.CreateTrunc(B.CreateLShr(Arg(0), 32), I32);
    Value *RL = B.CreateUnaryIntrinsic(Intrinsic::bitreverse, Lo);
    Value *RH = B.CreateUnaryIntrinsic(Intrinsic::bitreverse, Hi);
    return B.CreateOr(B.CreateShl(B.CreateZExt(RL, I64), 32), B.CreateZExt(RH, I64));
  }
  if (N == "clz.i")
    return B.CreateBinaryIntrinsic(Intrinsic::ctlz, Arg(0), B.getFalse());
  if (N == "clz.ll")
    return B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::ctlz, Arg(0), B.getFalse()), I32);
  if (N == "popc.i")
    return B.CreateUnaryIntrinsic(Intrinsic::ctpop, Arg(0));
  if (N == "popc.ll") {
    Value *Lo = B.CreateTrunc(Arg(0), I32), *Hi = B.CreateTrunc(B.CreateLShr(Arg(0), 32), I32);
    return B.CreateAdd(B.CreateUnaryIntrinsic(Intrinsic::ctpop, Lo),
                       B.CreateUnaryIntrinsic(Intrinsic::ctpop, Hi));
  }
  if (N == "f2h.rn" || N == "f2h.rn.ftz")
    return B.CreateBitCast(B.CreateFPTrunc(Arg(0), B.getHalfTy()), T);
  if (N == "f2f16.rn")
    return B.CreateFPTrunc(Arg(0), B.getHalfTy());
  if (N == "f2bf16.rn")
    return B.CreateFPTrunc(Arg(0), B.getBFloatTy());
  if ((N == "barrier.cta.red.and.aligned.all" || N == "barrier.cta.red.and.all" ||
       N == "barrier.cta.red.or.aligned.all" || N == "barrier.cta.red.or.all") &&
      isa<ConstantInt>(Arg(0))) {
    // All: no thread has a false predicate; any: some thread has a true one.
    bool And = N.contains(".and.");
    Value *P = And ? B.CreateNot(Arg(1)) : Arg(1);
    Value *Cnt = B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_red_popc_aligned_all, {},
                                   {Arg(0), P});
    return And ? B.CreateICmpEQ(Cnt, B.getInt32(0)) : B.CreateICmpNE(Cnt, B.getInt32(0));
  }
  if (N == "rsqrt.approx.d") {
    // The MUFU estimate flushes denormals: scale them up by 2^54 first.
    Value *X = Arg(0);
    Value *Tiny = B.CreateFCmpOLT(B.CreateUnaryIntrinsic(Intrinsic::fabs, X),
                                  ConstantFP::get(T, 0x1p-1022));
    Value *XS = B.CreateSelect(Tiny, B.CreateFMul(X, ConstantFP::get(T, 0x1p54)), X);
    Value *R = B.CreateIntrinsic(Intrinsic::nvvm_rsqrt_approx_ftz_d, {}, {XS});
    return B.CreateSelect(Tiny, B.CreateFMul(R, ConstantFP::get(T, 0x1p27)), R);
  }
  if (N == "vote.uni.sync") {
    // Uniform: all lanes true or all lanes false.
    Value *All = B.CreateIntrinsic(Intrinsic::nvvm_vote_all_sync, {}, {Arg(0), Arg(1)});
    Value *None = B.CreateIntrinsic(Intrinsic::nvvm_vote_all_sync, {},
                                    {Arg(0), B.CreateNot(Arg(1))});
    return B.CreateOr(All, None);
  }
  return nullptr;
}

bool SASSLowerIntrinsics::runOnFunction(Function &F) {
  SmallVector<CallInst *, 16> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("llvm.nvvm."))
          Calls.push_back(CI);
  bool Changed = false;
  for (CallInst *CI : Calls) {
    Function *Callee = CI->getCalledFunction();
    StringRef N = Callee->getName().drop_front(10);
    IRBuilder<> B(CI);
    if (isWarpSync(Callee->getIntrinsicID()) && !isa<ConstantInt>(CI->getArgOperand(0))) {
      B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {CI->getArgOperand(0)});
      CI->setArgOperand(0, B.getInt32(-1));
      Changed = true;
    }
    if (Value *V = rewrite(N, CI, B)) {
      CI->replaceAllUsesWith(V);
      CI->eraseFromParent();
      Changed = true;
      continue;
    }
    // BAR.RED names its barrier as an immediate (selectIntrinsic).
    bool VarBarrier = N.starts_with("barrier.cta.red.popc") &&
                      !isa<ConstantInt>(CI->getArgOperand(0));
    if (isSelected(N) && !VarBarrier)
      continue;
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "NVVM intrinsic '" + Callee->getName() + "' is not supported by oa",
        CI->getDebugLoc()));
    if (!CI->getType()->isVoidTy())
      CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
    CI->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

/// BAR.RED.POPC glued to the B2R.RESULT that reads the count; N is the
/// barrier.cta.red.popc intrinsic node.  Returns a node with N's results
/// (count, chain), or null when N is something else.
SDNode *SASS::selectIntrinsic(SelectionDAG &DAG, SDNode *N) {
  unsigned ID = N->getConstantOperandVal(1);
  if (ID != Intrinsic::nvvm_barrier_cta_red_popc_aligned_all &&
      ID != Intrinsic::nvvm_barrier_cta_red_popc_all)
    return nullptr;
  auto *Id = dyn_cast<ConstantSDNode>(N->getOperand(2));
  if (!Id)
    return nullptr;
  SDLoc DL(N);
  SDNode *R = SASS::machineNode(
      DAG, SASS::BARRED_POPC, DL, {MVT::Other, MVT::Glue},
      {DAG.getTargetConstant(Id->getZExtValue(), DL, MVT::i32), N->getOperand(3),
       N->getOperand(0)});
  return SASS::machineNode(DAG, SASS::B2R_RESULTcg, DL, {MVT::i32, MVT::Other},
                           {SDValue(R, 0), SDValue(R, 1)});
}
