//===-- SASSISelIntrinsics.cpp - NVVM intrinsics before and in ISel -------===//
//
// Before instruction selection (SASSLowerIntrinsics, an IR pass that runs
// ahead of SASSLowerArgs):
// - NVVM intrinsics with an exact generic or short IR equivalent become it
//   (bit operations, 64-bit high multiplies, sad, mul24,
//   f64 min/max, bit moves between f64 and i32 pairs, f16/bf16 conversions,
//   div/rcp/sqrt with a directed rounding mode or .ftz);
// - mbarrier.* and cp.async.mbarrier.arrive* become their .shared forms
//   (SASSISelTensor.cpp selects those) and what ptxas computes with plain
//   instructions (sm_80's init and test_wait, pending_count, sm_90's
//   lane-order state of counted arrivals, the loop over distinct operands of
//   the instructions that need them warp-uniform);
// - warp intrinsics with a mask that is not a constant get a WARPSYNC of the
//   mask first and the full mask (ptxas's shape), so the patterns apply;
// - every other llvm.nvvm.* call that nothing selects is a located error
//   naming the intrinsic (never "Cannot select").
// In selection: BAR.RED.POPC glued to its B2R.RESULT (selectIntrinsic).
// The instruction patterns are in SASSInstrIntrinsics.td.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSAsync90.h"
#include "SASSISelLowering.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

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

namespace {
/// f32 -> f16 / bf16 conversions with a mode: f2{f16,bf16}.{rn,rz}[.relu]
/// [.satfinite] and the pairs ff2{f16,bf16}x2.{rn,rz}[.relu][.satfinite]
/// (the first operand in the high half), one F2FP each as ptxas writes
/// them (combineConvertIntrinsic).
struct NarrowCvt {
  bool Pair = false, BF = false, RZ = false, Relu = false, Sat = false;
};
} // namespace

/// N (the name after "llvm.nvvm.") as a NarrowCvt, or false.
static bool parseNarrowCvt(StringRef N, NarrowCvt &C) {
  SmallVector<StringRef, 6> P;
  N.split(P, '.');
  C.Pair = P[0] == "ff2f16x2" || P[0] == "ff2bf16x2";
  if (!C.Pair && P[0] != "f2f16" && P[0] != "f2bf16")
    return false;
  if (P.size() < 2 || (P[1] != "rn" && P[1] != "rz"))
    return false;
  for (StringRef M : ArrayRef(P).drop_front(2)) {
    if (M == "relu" && !C.Sat && !C.Relu)
      C.Relu = true;
    else if (M == "satfinite" && !C.Sat)
      C.Sat = true;
    else
      return false;
  }
  C.BF = P[0].contains("bf16");
  C.RZ = P[1] == "rz";
  return true;
}

namespace {
/// sm_90's mbarrier forms with a scope, mbarrier.OP[.relaxed].scope.{cta,
/// cluster}.space.cta (the .tl and .space.cluster ones are not selected).
struct ScopedMbar {
  enum Kind { Arrive, Drop, ArriveTx, DropTx, ExpectTx, CompleteTx, TestWait, TestWaitParity,
              TryWait, TryWaitParity } K;
  bool Relaxed = false, Cluster = false;
};
} // namespace

/// N after "llvm.nvvm." as a ScopedMbar, or false.
static bool parseScopedMbar(StringRef N, ScopedMbar &S) {
  if (!N.consume_front("mbarrier.") || !N.consume_back(".space.cta"))
    return false;
  if (N.consume_back(".scope.cluster"))
    S.Cluster = true;
  else if (!N.consume_back(".scope.cta"))
    return false;
  S.Relaxed = N.consume_back(".relaxed");
  static const std::pair<const char *, ScopedMbar::Kind> Ops[] = {
      {"arrive", ScopedMbar::Arrive},       {"arrive.drop", ScopedMbar::Drop},
      {"arrive.expect.tx", ScopedMbar::ArriveTx}, {"arrive.drop.expect.tx", ScopedMbar::DropTx},
      {"expect.tx", ScopedMbar::ExpectTx}, {"complete.tx", ScopedMbar::CompleteTx},
      {"test.wait", ScopedMbar::TestWait}, {"test.wait.parity", ScopedMbar::TestWaitParity},
      {"try.wait", ScopedMbar::TryWait},   {"try.wait.parity", ScopedMbar::TryWaitParity}};
  for (auto [Name, K] : Ops)
    if (N == Name) {
      S.K = K;
      return true;
    }
  return false;
}

/// sm_90's fp8 conversions (N after "llvm.nvvm."): ff.to.{e4m3x2,e5m2x2}.rn,
/// f16x2.to.{e4m3x2,e5m2x2}.rn, {e4m3x2,e5m2x2}.to.f16x2.rn, each also
/// .relu: Kind 0 from an f32 pair, 1 from f16x2, 2 to f16x2.
static bool parseFp8Cvt(StringRef N, unsigned &Kind, bool &E4M3, bool &Relu) {
  Relu = N.consume_back(".relu");
  if (!N.consume_back(".rn"))
    return false;
  for (StringRef F : {"e4m3x2", "e5m2x2"}) {
    E4M3 = F == "e4m3x2";
    if (N == ("ff.to." + F).str())
      return Kind = 0, true;
    if (N == ("f16x2.to." + F).str())
      return Kind = 1, true;
    if (N == (F + ".to.f16x2").str())
      return Kind = 2, true;
  }
  return false;
}

/// sm_90's cluster registers and is_explicit_cluster (combineSreg), and
/// the cluster barriers SASSLowerIntrinsics left for the cluster path.
static bool isClusterRegister(StringRef N) {
  static const StringSet<> Names = {
      "read.ptx.sreg.clusterid.x", "read.ptx.sreg.clusterid.y", "read.ptx.sreg.clusterid.z",
      "read.ptx.sreg.nclusterid.x", "read.ptx.sreg.nclusterid.y", "read.ptx.sreg.nclusterid.z",
      "read.ptx.sreg.cluster.ctaid.x", "read.ptx.sreg.cluster.ctaid.y",
      "read.ptx.sreg.cluster.ctaid.z", "read.ptx.sreg.cluster.nctaid.x",
      "read.ptx.sreg.cluster.nctaid.y", "read.ptx.sreg.cluster.nctaid.z",
      "read.ptx.sreg.cluster.ctarank", "read.ptx.sreg.cluster.nctarank", "is_explicit_cluster"};
  return Names.contains(N);
}

/// Intrinsics that instruction selection handles (patterns in
/// SASSInstr*.td, SASSISelDAGToDAG's REDUX, selectIntrinsic below) or that
/// SASSLowerArgs rewrites.  N is the name after "llvm.nvvm.".
/// bar.sync / bar.arrive with a thread count: BAR takes the id and the
/// count as immediates here (BARSYNCcnt, BARARVcnt).
static bool isBarrierCount(StringRef N) {
  return N == "barrier.cta.sync.aligned.count" || N == "barrier.cta.sync.count" ||
         N == "barrier.cta.arrive.aligned.count" || N == "barrier.cta.arrive.count";
}

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
      "barrier.cta.sync.all", "membar.cta", "membar.gl", "membar.sys", "prefetch.L1", "prefetch.L2", "prefetch.global.L1", "prefetch.global.L2",
      "prefetch.global.L2.evict.normal", "prefetch.global.L2.evict.last", "prefetchu.L1",
      "applypriority.L2.evict.normal", "applypriority.global.L2.evict.normal", "discard.L2",
      "discard.global.L2",
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
      "trunc.f", "trunc.ftz.f", "trunc.d", "round.f", "round.ftz.f", "round.d"};
  if (Names.contains(N) || isBarrierCount(N))
    return true;
  NarrowCvt C;
  if (parseNarrowCvt(N, C))
    return true;
  // combineNVVMIntrinsic (SASSISelIntrinsics.cpp).
  if (N == "read.ptx.sreg.warpid" || N == "read.ptx.sreg.nwarpid" || N == "read.ptx.sreg.nsmid" ||
      N == "read.ptx.sreg.gridid")
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
  Type *I64 = B.getInt64Ty(), *I128 = B.getInt128Ty();
  // The 128-bit product's high half: instruction selection makes it one
  // MULHU (SASSDAGToDAGISel::selectMulHU64).
  Value *Hi = B.CreateTrunc(
      B.CreateLShr(B.CreateMul(B.CreateZExt(X, I128), B.CreateZExt(Y, I128)), 64), I64);
  if (!Signed)
    return Hi;
  // Signed: subtract y if x < 0 and x if y < 0 (two's complement correction).
  Value *Zero = ConstantInt::get(I64, 0);
  Hi = B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(X, Zero), Y, Zero));
  return B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(Y, Zero), X, Zero));
}

/// The NaN the hardware's f32/f16/bf16 arithmetic writes (0x7fffffff,
/// 0x7fff: measured on the H200), for results oa computes another way.
static Value *canonicalNaN(IRBuilder<> &B, Type *T) {
  if (T->isFloatTy())
    return B.CreateBitCast(B.getInt32(0x7fffffff), T);
  return B.CreateBitCast(B.getInt16(0x7fff), T);
}

static Value *canonicalizeNaN(IRBuilder<> &B, Value *X) {
  return B.CreateSelect(B.CreateFCmpUNO(X, X), canonicalNaN(B, X->getType()), X);
}

/// X with a subnormal value flushed to a zero of its sign (.ftz).
static Value *flushSubnormal(IRBuilder<> &B, Value *X) {
  Type *T = X->getType();
  double Min = T->isFloatTy() ? 0x1p-126 : 0x1p-1022;
  Value *Tiny = B.CreateFCmpOLT(B.CreateUnaryIntrinsic(Intrinsic::fabs, X), ConstantFP::get(T, Min));
  return B.CreateSelect(Tiny, B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 0.0), X), X);
}

/// Mantissa (in +-[1,2), the sign of X) and unbiased exponent of a finite
/// nonzero f64, subnormals included.
static std::pair<Value *, Value *> splitF64(IRBuilder<> &B, Value *X) {
  Type *I64 = B.getInt64Ty();
  Value *ExpMask = B.getInt64(0x7ffULL << 52);
  Value *Sub = B.CreateICmpEQ(B.CreateAnd(B.CreateBitCast(X, I64), ExpMask), B.getInt64(0));
  Value *XS = B.CreateSelect(Sub, B.CreateFMul(X, ConstantFP::get(X->getType(), 0x1p64)), X);
  Value *Bits = B.CreateBitCast(XS, I64);
  Value *E = B.CreateSub(B.CreateTrunc(B.CreateLShr(B.CreateAnd(Bits, ExpMask), 52), B.getInt32Ty()),
                         B.CreateSelect(Sub, B.getInt32(1023 + 64), B.getInt32(1023)));
  Value *M = B.CreateOr(B.CreateAnd(Bits, B.getInt64(~(0x7ffULL << 52))), B.getInt64(1023ULL << 52));
  return {B.CreateBitCast(M, X->getType()), E};
}

/// The sign of A - Q * D as an i1 (true: negative) and whether it is zero,
/// exactly, for finite nonzero f64 A, D, Q with Q within a factor of 2 of
/// A / D: all three are scaled near 1 so the FMA's residual neither
/// underflows nor overflows.
static std::pair<Value *, Value *> residualSign(IRBuilder<> &B, Value *A, Value *D, Value *Q) {
  auto [MA, EA] = splitF64(B, A);
  auto [MD, ED] = splitF64(B, D);
  auto [MQ, EQ] = splitF64(B, Q);
  Value *Sh = B.CreateSub(B.CreateAdd(EQ, ED), EA);
  Sh = B.CreateSelect(B.CreateICmpSLT(Sh, B.getInt32(-16)), B.getInt32(-16), Sh);
  Sh = B.CreateSelect(B.CreateICmpSGT(Sh, B.getInt32(16)), B.getInt32(16), Sh);
  Value *Pow = B.CreateBitCast(
      B.CreateShl(B.CreateZExt(B.CreateAdd(Sh, B.getInt32(1023)), B.getInt64Ty()), 52), A->getType());
  Value *R = B.CreateIntrinsic(Intrinsic::fma, {A->getType()},
                               {B.CreateFNeg(B.CreateFMul(MQ, Pow)), MD, MA});
  Value *RI = B.CreateBitCast(R, B.getInt64Ty());
  return {B.CreateICmpSLT(RI, B.getInt64(0)), B.CreateFCmpOEQ(R, ConstantFP::get(R->getType(), 0.0))};
}

static Value *signBit(IRBuilder<> &B, Value *X) {
  unsigned W = X->getType()->getPrimitiveSizeInBits();
  return B.CreateICmpSLT(B.CreateBitCast(X, B.getIntNTy(W)), ConstantInt::get(B.getIntNTy(W), 0));
}

/// The biased exponent field of a float or double, as an i32.
static Value *expField(IRBuilder<> &B, Value *X) {
  bool F32 = X->getType()->isFloatTy();
  Type *IT = B.getIntNTy(F32 ? 32 : 64);
  Value *E = B.CreateLShr(B.CreateBitCast(X, IT), F32 ? 23 : 52);
  E = B.CreateAnd(E, ConstantInt::get(IT, F32 ? 0xff : 0x7ff));
  return B.CreateTrunc(E, B.getInt32Ty());
}

// Lo <= V <= Hi as one unsigned compare of V - Lo (an add and an ISETP
// where two compares and their AND took three).
static Value *inRange(IRBuilder<> &B, Value *V, int Lo, int Hi) {
  return B.CreateICmpULE(B.CreateSub(V, B.getInt32(Lo)), B.getInt32(Hi - Lo));
}

/// 2^E as a double, E within the normal range.
static Value *pow2F64(IRBuilder<> &B, Value *E) {
  return B.CreateBitCast(B.CreateShl(B.CreateZExt(B.CreateAdd(E, B.getInt32(1023)), B.getInt64Ty()), 52),
                         B.getDoubleTy());
}

/// The f64 quotient A / D correctly rounded to nearest from Q, the
/// reciprocal sequence's result: that is faithful, not always correctly
/// rounded (1 / x with x's mantissa all ones), so the exact quotient is
/// compared with the midpoints next to Q (residuals of exact products,
/// their signs exact while A, D and Q are well inside the normal range).
static Value *roundNearest64(IRBuilder<> &B, Value *A, Value *D, Value *Q) {
  Type *T = Q->getType();
  Value *AbsA = B.CreateUnaryIntrinsic(Intrinsic::fabs, A);
  Value *AbsD = B.CreateUnaryIntrinsic(Intrinsic::fabs, D);
  Value *AbsQ = B.CreateUnaryIntrinsic(Intrinsic::fabs, Q);
  Value *R = B.CreateIntrinsic(Intrinsic::fma, {T}, {B.CreateFNeg(AbsQ), AbsD, AbsA});
  Value *QI = B.CreateBitCast(Q, B.getInt64Ty());
  Value *HalfUlp = pow2F64(B, B.CreateSub(expField(B, Q), B.getInt32(1023 + 53)));
  Value *Pow2 = B.CreateICmpEQ(B.CreateAnd(QI, B.getInt64((1ULL << 52) - 1)), B.getInt64(0));
  Value *HalfUlpDn = B.CreateSelect(Pow2, B.CreateFMul(HalfUlp, ConstantFP::get(T, 0.5)), HalfUlp);
  Value *DUp = B.CreateFSub(R, B.CreateFMul(HalfUlp, AbsD));
  Value *DDn = B.CreateFAdd(R, B.CreateFMul(HalfUlpDn, AbsD));
  Value *Odd = B.CreateICmpNE(B.CreateAnd(QI, B.getInt64(1)), B.getInt64(0));
  Value *Zero = ConstantFP::get(T, 0.0);
  Value *Up = B.CreateOr(B.CreateFCmpOGT(DUp, Zero), B.CreateAnd(B.CreateFCmpOEQ(DUp, Zero), Odd));
  Value *Dn = B.CreateOr(B.CreateFCmpOLT(DDn, Zero), B.CreateAnd(B.CreateFCmpOEQ(DDn, Zero), Odd));
  Value *Fixed = B.CreateSelect(Up, B.CreateAdd(QI, B.getInt64(1)),
                                B.CreateSelect(Dn, B.CreateSub(QI, B.getInt64(1)), QI));
  return B.CreateBitCast(Fixed, T);
}

/// ptxas's f64 fast path: the estimate of the high word (low word 1),
/// refined to third order and once more, then the quotient corrected by its
/// FMA residual; inside this range (narrower than ptxas's checks:
/// |a| >= 2^-963, |d| < 2^1016, 2^-960 <= |q| < 2^1017) it rounds
/// correctly, as ptxas's code relies on.  Nine instructions where the
/// generic sequence and a rounding fix took some eighty.
static Value *fastDiv64(IRBuilder<> &B, Value *A, Value *D) {
  Type *T = A->getType();
  auto Fma = [&](Value *X, Value *Y, Value *Z) {
    return B.CreateIntrinsic(Intrinsic::fma, {T}, {X, Y, Z});
  };
  Type *I64 = B.getInt64Ty();
  Value *One = ConstantFP::get(T, 1.0);
  Value *NegD = B.CreateFNeg(D);
  Value *R = B.CreateIntrinsic(Intrinsic::nvvm_rcp_approx_ftz_d, {}, {D});
  R = B.CreateBitCast(B.CreateOr(B.CreateBitCast(R, I64), B.getInt64(1)), T);
  Value *E = Fma(R, NegD, One);
  E = Fma(E, E, E);
  R = Fma(R, E, R);
  R = Fma(R, Fma(R, NegD, One), R);
  Value *Q0 = B.CreateFMul(A, R);
  return Fma(R, Fma(Q0, NegD, A), Q0);
}

/// A / D correctly rounded (IEEE, round to nearest) for every input class,
/// inserted before B's insertion point.  The reciprocal-and-residual
/// sequence instruction selection makes of an fdiv is exact only while
/// nothing in it overflows or underflows; operands outside that range take
/// a branch (ptxas's shape: FCHK and a slow path) that handles zeros,
/// infinities, NaNs, denormals, overflow and denormal results.
static Value *exactDiv(IRBuilder<> &B, Value *A, Value *D) {
  Type *T = A->getType();
  bool F32 = T->isFloatTy();
  Value *NeedSlow; // the operands need the slow path
  if (F32) {
    // FCHK P, a, d (ptxas's check, one instruction where the exponent
    // range test took about ten): set when a / d needs the slow path, for
    // every input on which the fast path below (ptxas's) is not exact.
    Module &M = *B.GetInsertBlock()->getModule();
    FunctionCallee Chk =
        M.getOrInsertFunction("oa.fchk", FunctionType::get(B.getInt1Ty(), {T, T}, false));
    if (auto *CF = dyn_cast<Function>(Chk.getCallee())) {
      CF->setDoesNotAccessMemory();
      CF->setDoesNotThrow();
      CF->setWillReturn();
    }
    NeedSlow = B.CreateCall(Chk, {A, D});
  } else {
    // Biased exponents: the dividend normal and not tiny (the residual stays
    // exact), the divisor's reciprocal normal, the quotient well inside range.
    Value *EA = expField(B, A), *ED = expField(B, D);
    Value *Diff = B.CreateSub(EA, ED);
    NeedSlow = B.CreateNot(B.CreateAnd(B.CreateAnd(inRange(B, EA, 60, 2046), inRange(B, ED, 3, 2038)),
                                   inRange(B, Diff, -960, 1015)));
  }
  // The fast path runs unconditionally and only the slow path is branched
  // to (ptxas's shape): the reciprocal and its refinement issue while the
  // check is in flight instead of after the branch that waits for it.
  Instruction *IP = &*B.GetInsertPoint();
  BasicBlock *Head = IP->getParent();
  Value *Fast;
  if (F32) {
    // In range, the reciprocal estimate refined once and the quotient
    // corrected by its exact FMA residual round correctly (ptxas's fast
    // path).  Spelled out here: a plain fdiv left to instruction selection
    // goes through f64 (SASSTargetLowering::lowerFDiv), for any caller
    // without this range check.
    auto Fma = [&](Value *X, Value *Y, Value *Z) {
      return B.CreateIntrinsic(Intrinsic::fma, {T}, {X, Y, Z});
    };
    Value *NegD = B.CreateFNeg(D);
    Value *R0 = B.CreateIntrinsic(Intrinsic::nvvm_rcp_approx_ftz_f, {}, {D});
    Value *R = Fma(R0, Fma(NegD, R0, ConstantFP::get(T, 1.0)), R0);
    Value *Q0 = B.CreateFMul(A, R);
    Fast = Fma(Fma(NegD, Q0, A), R, Q0);
  } else {
    Fast = fastDiv64(B, A, D);
  }
  // Unlikely: block placement moves the slow path past the kernel's exit,
  // as ptxas places it, so the hot path is one run of instruction-cache
  // lines (bf16_swiglu's two divisions put 3.5 KiB of cold code in it).
  Instruction *SlowT = SplitBlockAndInsertIfThen(
      NeedSlow, IP->getIterator(), false,
      MDBuilder(B.getContext()).createUnlikelyBranchWeights());
  B.SetInsertPoint(SlowT);
  // Zeros, infinities and NaNs: A times the exact reciprocal of a special
  // divisor (+-inf, +-0, NaN), or times +-1 when only A is special.
  Value *Inf = ConstantFP::getInfinity(T);
  auto Special = [&](Value *V) {
    return B.CreateOr(B.CreateFCmpOEQ(V, ConstantFP::get(T, 0.0)),
                      B.CreateFCmpUEQ(B.CreateUnaryIntrinsic(Intrinsic::fabs, V), Inf));
  };
  Value *DSpecial = Special(D);
  Value *RcpD = B.CreateSelect(
      B.CreateFCmpOEQ(D, ConstantFP::get(T, 0.0)), B.CreateBinaryIntrinsic(Intrinsic::copysign, Inf, D),
      B.CreateSelect(B.CreateFCmpOEQ(B.CreateUnaryIntrinsic(Intrinsic::fabs, D), Inf),
                     B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 0.0), D),
                     B.CreateSelect(B.CreateFCmpUNO(D, D), D,
                                    B.CreateBinaryIntrinsic(Intrinsic::copysign,
                                                            ConstantFP::get(T, 1.0), D))));
  Value *AnySpecial = B.CreateOr(Special(A), DSpecial);
  Value *SpecialQ = B.CreateFMul(A, RcpD);
  Value *Slow;
  Type *I64 = B.getInt64Ty();
  Type *F64 = B.getDoubleTy();
  if (F32) {
    // In f64 every f32 quotient is normal and the division's fast path
    // applies; its FMA residual rounds the quotient to odd, then one
    // rounding to f32 (53 >= 24 + 2 bits) is exact.  The fast path itself,
    // not an fdiv: instruction selection's f64 division checks ranges that
    // cannot occur here (the kernel's register count is the whole
    // function's: bf16_elem's was 38 for this path, nvcc's 20).
    Value *A64 = B.CreateFPExt(A, F64), *D64 = B.CreateFPExt(D, F64);
    Value *Q = fastDiv64(B, A64, D64);
    Value *R = B.CreateIntrinsic(Intrinsic::fma, {F64}, {B.CreateFNeg(Q), D64, A64});
    Value *QI = B.CreateBitCast(Q, I64);
    Value *Fix = B.CreateAnd(B.CreateFCmpONE(R, ConstantFP::get(F64, 0.0)),
                             B.CreateICmpEQ(B.CreateAnd(QI, B.getInt64(1)), B.getInt64(0)));
    Value *Away = B.CreateICmpEQ(B.CreateXor(signBit(B, R), signBit(B, D64)), signBit(B, Q));
    Value *Odd = B.CreateSelect(Fix, B.CreateAdd(QI, B.CreateSelect(Away, B.getInt64(1), B.getInt64(-1))), QI);
    Slow = B.CreateFPTrunc(B.CreateBitCast(Odd, F64), T);
  } else {
    // Mantissas in [1,2): their quotient by the fast path, scaled back by
    // 2^k in two exact steps; a denormal result was rounded twice, so it is
    // corrected against the exact midpoints (scaled near 1, where the FMA's
    // residual sign is exact).
    auto [MA, XA] = splitF64(B, A);
    auto [MD, XD] = splitF64(B, D);
    Value *AbsA = B.CreateUnaryIntrinsic(Intrinsic::fabs, MA);
    Value *AbsD = B.CreateUnaryIntrinsic(Intrinsic::fabs, MD);
    Value *Q1 = roundNearest64(B, AbsA, AbsD, fastDiv64(B, AbsA, AbsD));
    Value *K = B.CreateSub(XA, XD);
    K = B.CreateSelect(B.CreateICmpSLT(K, B.getInt32(-1100)), B.getInt32(-1100), K);
    K = B.CreateSelect(B.CreateICmpSGT(K, B.getInt32(1100)), B.getInt32(1100), K);
    Value *K1 = B.CreateAShr(K, 1), *K2 = B.CreateSub(K, K1);
    Value *C = B.CreateFMul(B.CreateFMul(Q1, pow2F64(B, K1)), pow2F64(B, K2));
    Value *CUp = B.CreateFMul(B.CreateFMul(C, pow2F64(B, B.CreateNeg(K1))), pow2F64(B, B.CreateNeg(K2)));
    // Half an ulp of the denormal grid, at the scale of Q1.
    Value *HE = B.CreateSub(B.getInt32(-1075), K);
    HE = B.CreateSelect(B.CreateICmpSLT(HE, B.getInt32(-1000)), B.getInt32(-1000), HE);
    HE = B.CreateSelect(B.CreateICmpSGT(HE, B.getInt32(1000)), B.getInt32(1000), HE);
    Value *H = pow2F64(B, HE);
    auto Resid = [&](Value *M) {
      Value *R = B.CreateIntrinsic(Intrinsic::fma, {F64}, {B.CreateFNeg(M), AbsD, AbsA});
      return std::pair(B.CreateFCmpOGT(R, ConstantFP::get(F64, 0.0)),
                       B.CreateFCmpOEQ(R, ConstantFP::get(F64, 0.0)));
    };
    auto [AboveUp, TieUp] = Resid(B.CreateFAdd(CUp, H));
    auto [AboveDn, TieDn] = Resid(B.CreateFSub(CUp, H));
    Value *CI = B.CreateBitCast(C, I64);
    Value *OddC = B.CreateICmpNE(B.CreateAnd(CI, B.getInt64(1)), B.getInt64(0));
    Value *Up = B.CreateOr(AboveUp, B.CreateAnd(TieUp, OddC));
    Value *Dn = B.CreateAnd(B.CreateNot(AboveDn), B.CreateNot(B.CreateAnd(TieDn, B.CreateNot(OddC))));
    Value *Denormal = B.CreateFCmpOLE(C, ConstantFP::get(F64, 0x1p-1022));
    Value *Fixed = B.CreateSelect(Up, B.CreateAdd(CI, B.getInt64(1)),
                                  B.CreateSelect(Dn, B.CreateSub(CI, B.getInt64(1)), CI));
    Value *Mag = B.CreateBitCast(B.CreateSelect(Denormal, Fixed, CI), F64);
    Value *Neg = B.CreateXor(signBit(B, A), signBit(B, D));
    Slow = B.CreateSelect(Neg, B.CreateFNeg(Mag), Mag);
  }
  Slow = B.CreateSelect(AnySpecial, SpecialQ, Slow);
  if (F32)
    Slow = canonicalizeNaN(B, Slow);
  B.SetInsertPoint(IP);
  PHINode *Phi = B.CreatePHI(T, 2);
  Phi->addIncoming(Fast, Head);
  Phi->addIncoming(Slow, SlowT->getParent());
  return Phi;
}

/// div/rcp/sqrt with a directed rounding mode (and the .ftz forms of .rn):
/// N is the intrinsic's name after "llvm.nvvm.", or null when it is not one.
/// f32: the quotient or root in f64 rounded to odd (the FMA residual says
/// whether it is inexact and on which side), then converted with the mode:
/// 53 >= 24 + 2 bits make that double rounding exact.  f64: the .rn result,
/// moved one ulp toward the exact value when the mode asks (the residual's
/// sign, computed scaled).
static Value *roundedDivSqrt(StringRef N, CallInst *CI, IRBuilder<> &B) {
  SmallVector<StringRef, 4> P;
  N.split(P, '.');
  if (P.size() < 3 || (P[0] != "div" && P[0] != "rcp" && P[0] != "sqrt"))
    return nullptr;
  StringRef Mode = P[1];
  if (Mode != "rn" && Mode != "rz" && Mode != "rm" && Mode != "rp")
    return nullptr;
  bool Ftz = P.size() == 4 && P[2] == "ftz";
  if (P.size() != 3u + Ftz || (P.back() != "f" && P.back() != "d") || (Ftz && P.back() != "f"))
    return nullptr;
  if (Mode == "rn" && !Ftz) {
    if (P[0] == "sqrt")
      return nullptr; // SASSLowerArgs: the generic sqrt
    return exactDiv(B, P[0] == "rcp" ? ConstantFP::get(CI->getType(), 1.0) : CI->getArgOperand(0),
                    CI->getArgOperand(P[0] == "rcp" ? 0 : 1));
  }
  bool Sqrt = P[0] == "sqrt";
  Type *T = CI->getType();
  Value *A = P[0] == "rcp" ? ConstantFP::get(T, 1.0) : CI->getArgOperand(0);
  Value *D = Sqrt ? nullptr : CI->getArgOperand(P[0] == "rcp" ? 0 : 1);
  if (Ftz) {
    A = flushSubnormal(B, A);
    if (D)
      D = flushSubnormal(B, D);
  }
  Type *I64 = B.getInt64Ty();
  Type *F64 = B.getDoubleTy();
  if (T->isFloatTy()) {
    if (Mode == "rn") {
      // .ftz.rn: the f32 operation on flushed operands, the result flushed.
      Value *R = Sqrt ? B.CreateUnaryIntrinsic(Intrinsic::sqrt, A) : exactDiv(B, A, D);
      return flushSubnormal(B, R);
    }
    Value *A64 = B.CreateFPExt(A, F64);
    Value *D64 = D ? B.CreateFPExt(D, F64) : nullptr;
    Value *Q = Sqrt ? B.CreateUnaryIntrinsic(Intrinsic::sqrt, A64) : exactDiv(B, A64, D64);
    // f32 operands: the f64 result is normal and its residual exact.
    Value *R = B.CreateIntrinsic(Intrinsic::fma, {F64}, {B.CreateFNeg(Q), Sqrt ? Q : D64, A64});
    Value *Inexact = B.CreateFCmpONE(R, ConstantFP::get(F64, 0.0));
    Value *QI = B.CreateBitCast(Q, I64);
    Value *Even = B.CreateICmpEQ(B.CreateAnd(QI, B.getInt64(1)), B.getInt64(0));
    // The exact value is farther from zero than Q when the residual's sign
    // (over the divisor's) is Q's.
    Value *Toward = Sqrt ? signBit(B, R) : B.CreateXor(signBit(B, R), signBit(B, D64));
    Value *Away = B.CreateICmpEQ(Toward, signBit(B, Q));
    Value *Step = B.CreateSelect(Away, B.getInt64(1), B.getInt64(-1));
    Value *Odd = B.CreateSelect(B.CreateAnd(Inexact, Even), B.CreateAdd(QI, Step), QI);
    std::string Cvt = ("llvm.nvvm.d2f." + Mode + (Ftz ? ".ftz" : "")).str();
    Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(Cvt);
    return canonicalizeNaN(B, B.CreateIntrinsic(ID, {}, {B.CreateBitCast(Odd, F64)}));
  }
  // f64: the correctly rounded result, then at most one step.
  Value *Q = Sqrt ? B.CreateUnaryIntrinsic(Intrinsic::sqrt, A) : exactDiv(B, A, D);
  Value *Div = Sqrt ? Q : D;
  auto Finite = [&](Value *V) {
    Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, V);
    return B.CreateAnd(B.CreateFCmpOLT(Abs, ConstantFP::getInfinity(F64)),
                       B.CreateFCmpONE(V, ConstantFP::get(F64, 0.0)));
  };
  // Operands finite and nonzero (for sqrt: positive): otherwise the result
  // is exact (NaN, +-inf, +-0).
  Value *Regular = Sqrt ? B.CreateAnd(Finite(A), B.CreateFCmpOGT(A, ConstantFP::get(F64, 0.0)))
                        : B.CreateAnd(Finite(A), Finite(D));
  Value *QInf = B.CreateFCmpOEQ(B.CreateUnaryIntrinsic(Intrinsic::fabs, Q), ConstantFP::getInfinity(F64));
  Value *QZero = B.CreateFCmpOEQ(Q, ConstantFP::get(F64, 0.0));
  // Q overflowed or underflowed: the exact value is below or above it in
  // magnitude.  Otherwise the residual's sign (with the divisor's) tells.
  Value *QSafe = B.CreateSelect(B.CreateOr(QInf, QZero), ConstantFP::get(F64, 1.0), Q);
  auto [RNeg, RZero] = residualSign(B, A, Div, QSafe);
  Value *Toward = Sqrt ? RNeg : B.CreateXor(RNeg, signBit(B, D));
  Value *Away = B.CreateICmpEQ(Toward, signBit(B, Q));
  Away = B.CreateSelect(QZero, B.getTrue(), B.CreateSelect(QInf, B.getFalse(), Away));
  Value *Exact = B.CreateOr(B.CreateNot(Regular),
                            B.CreateAnd(RZero, B.CreateNot(B.CreateOr(QInf, QZero))));
  // Bit steps: +1 is away from zero, -1 toward it.
  Value *Neg = signBit(B, Q);
  Value *Move; // whether the mode moves Q toward the exact value
  if (Mode == "rz")
    Move = B.CreateNot(Away);
  else if (Mode == "rp") // up: away from zero when positive
    Move = B.CreateICmpNE(Away, Neg);
  else // rm
    Move = B.CreateICmpEQ(Away, Neg);
  Move = B.CreateAnd(Move, B.CreateNot(Exact));
  Value *QI = B.CreateBitCast(Q, I64);
  Value *Stepped = B.CreateAdd(QI, B.CreateSelect(Away, B.getInt64(1), B.getInt64(-1)));
  return B.CreateBitCast(B.CreateSelect(Move, Stepped, QI), F64);
}

/// fma.rn / fmin / fmax / neg on f16, bf16 and their pairs (and the f32
/// xorsign.abs min/max): each lane in f32.  min/max are FMNMX's (exact in
/// f32); the FMA is exact in f64 (the f16 product is), its sum rounded to
/// odd there (TwoSum) and again at f32 precision, so the one rounding to the
/// narrow type is the only one that counts (53, 24 >= 11 + 2 bits).
/// Null when N is not one of them (or a form PTX does not have).
static Value *halfArith(StringRef N, CallInst *CI, IRBuilder<> &B) {
  SmallVector<StringRef, 6> P;
  N.split(P, '.');
  StringRef Ty = P.back();
  bool Narrow = Ty == "f16" || Ty == "f16x2" || Ty == "bf16" || Ty == "bf16x2";
  bool IsFma = P[0] == "fma" && P.size() > 2 && P[1] == "rn" && Narrow;
  bool IsMinMax = (P[0] == "fmin" || P[0] == "fmax") && (Narrow || (Ty == "f" && N.contains(".xorsign.abs")));
  bool IsNeg = P[0] == "neg" && (Ty == "bf16" || Ty == "bf16x2");
  if (!IsFma && !IsMinMax && !IsNeg)
    return nullptr;
  bool Ftz = N.contains(".ftz."), Sat = N.contains(".sat."), Relu = N.contains(".relu.");
  bool NaN = N.contains(".nan."), XorSign = N.contains(".xorsign.abs.");
  // PTX has no .ftz or .sat on bf16 (NVPTX and ptxas reject them): an error.
  if (Ty.starts_with("bf16") && (Ftz || Sat))
    return nullptr;
  Type *T = CI->getType();
  Type *ET = T->getScalarType();
  Type *F32 = B.getFloatTy(), *F64 = B.getDoubleTy(), *I64 = B.getInt64Ty();
  // The narrow type's smallest normal (for .ftz).
  double MinNormal = ET->isHalfTy() ? 0x1p-14 : 0x1p-126;
  auto Flush = [&](Value *X) {
    Value *Tiny = B.CreateFCmpOLT(B.CreateUnaryIntrinsic(Intrinsic::fabs, X), ConstantFP::get(F32, MinNormal));
    return B.CreateSelect(Tiny, B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(F32, 0.0), X), X);
  };
  auto Lane = [&](ArrayRef<Value *> X) -> Value * {
    if (IsNeg) // a NaN becomes the canonical one (0x7fff), as ptxas's
      return B.CreateSelect(B.CreateFCmpUNO(X[0], X[0]), canonicalNaN(B, ET), B.CreateFNeg(X[0]));
    SmallVector<Value *, 3> V;
    for (Value *A : X) {
      Value *E = ET->isFloatTy() ? A : B.CreateFPExt(A, F32);
      V.push_back(Ftz ? Flush(E) : E);
    }
    Value *R;
    if (IsMinMax) {
      std::string Name = (P[0] + (NaN ? ".nan" : "") + ".f").str();
      Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(("llvm.nvvm." + Name));
      if (XorSign) {
        R = B.CreateIntrinsic(ID, {}, {B.CreateUnaryIntrinsic(Intrinsic::fabs, V[0]),
                                       B.CreateUnaryIntrinsic(Intrinsic::fabs, V[1])});
        // A NaN result keeps its (canonical) sign.
        Value *Neg = B.CreateAnd(B.CreateXor(signBit(B, V[0]), signBit(B, V[1])),
                                 B.CreateFCmpORD(R, R));
        R = B.CreateSelect(Neg, B.CreateFNeg(R), R);
      } else {
        R = B.CreateIntrinsic(ID, {}, {V[0], V[1]});
      }
      return ET->isFloatTy() ? R : B.CreateFPTrunc(R, ET);
    }
    // FMA: the exact product in f64, the sum and its TwoSum error.
    Value *Prod = B.CreateFMul(B.CreateFPExt(V[0], F64), B.CreateFPExt(V[1], F64));
    Value *C = B.CreateFPExt(V[2], F64);
    Value *S = B.CreateFAdd(Prod, C);
    Value *BV = B.CreateFSub(S, Prod);
    Value *Err = B.CreateFAdd(B.CreateFSub(Prod, B.CreateFSub(S, BV)), B.CreateFSub(C, BV));
    Value *SI = B.CreateBitCast(S, I64);
    Value *Fix = B.CreateAnd(B.CreateFCmpONE(Err, ConstantFP::get(F64, 0.0)),
                             B.CreateICmpEQ(B.CreateAnd(SI, B.getInt64(1)), B.getInt64(0)));
    Value *Away = B.CreateICmpEQ(signBit(B, Err), signBit(B, S));
    SI = B.CreateSelect(Fix, B.CreateAdd(SI, B.CreateSelect(Away, B.getInt64(1), B.getInt64(-1))), SI);
    S = B.CreateBitCast(SI, F64);
    // To f32 rounded to odd: truncate, and set the last bit if inexact.
    Value *T32 = B.CreateIntrinsic(Intrinsic::nvvm_d2f_rz, {}, {S});
    Value *TI = B.CreateBitCast(T32, B.getInt32Ty());
    Value *Inexact = B.CreateFCmpONE(B.CreateFPExt(T32, F64), S);
    T32 = B.CreateBitCast(B.CreateSelect(Inexact, B.CreateOr(TI, B.getInt32(1)), TI), F32);
    // NaN and infinite operands: the f32 FMA gives the right special value.
    Value *Special = B.CreateFCmpUNO(S, S);
    Value *Inf = ConstantFP::getInfinity(F64);
    Special = B.CreateOr(Special, B.CreateFCmpOEQ(B.CreateUnaryIntrinsic(Intrinsic::fabs, S), Inf));
    T32 = B.CreateSelect(Special, B.CreateIntrinsic(Intrinsic::fma, {F32}, {V[0], V[1], V[2]}), T32);
    R = B.CreateFPExt(B.CreateFPTrunc(T32, ET), F32);
    if (Ftz)
      R = Flush(R);
    if (Sat) {
      Value *Pos = B.CreateFCmpOGT(R, ConstantFP::get(F32, 0.0));
      R = B.CreateSelect(Pos, B.CreateSelect(B.CreateFCmpOGT(R, ConstantFP::get(F32, 1.0)),
                                             ConstantFP::get(F32, 1.0), R),
                         ConstantFP::get(F32, 0.0));
    }
    if (Relu) // -0 too becomes +0 (as on the H200)
      R = B.CreateSelect(B.CreateFCmpOLE(R, ConstantFP::get(F32, 0.0)), ConstantFP::get(F32, 0.0), R);
    return B.CreateFPTrunc(R, ET);
  };
  auto *VT = dyn_cast<FixedVectorType>(T);
  if (!VT) {
    SmallVector<Value *, 3> Args(CI->args());
    return Lane(Args);
  }
  Value *Res = PoisonValue::get(T);
  for (unsigned L = 0; L < VT->getNumElements(); ++L) {
    SmallVector<Value *, 3> Args;
    for (Value *A : CI->args())
      Args.push_back(B.CreateExtractElement(A, L));
    Res = B.CreateInsertElement(Res, Lane(Args), L);
  }
  return Res;
}

/// Scoped atomics (atomic.OP.gen.{i,f}.{cta,sys}, clang's __nvvm_atom_cta_*
/// and __nvvm_atom_sys_*): a relaxed atomicrmw / cmpxchg with the scope.
/// As NVPTX reads them, max/min are signed (clang maps the unsigned
/// builtins to the same intrinsics).  Null when N is not one.
static Value *scopedAtomic(StringRef N, CallInst *CI, IRBuilder<> &B) {
  SmallVector<StringRef, 8> P;
  N.split(P, '.');
  if (P.size() < 5 || P[0] != "atomic" || P[2] != "gen" || (P[4] != "cta" && P[4] != "sys"))
    return nullptr;
  bool F = P[3] == "f";
  SyncScope::ID Scope = SyncScope::System;
  if (P[4] == "cta")
    Scope = CI->getContext().getOrInsertSyncScopeID("block");
  Value *Ptr = CI->getArgOperand(0);
  if (P[1] == "cas") {
    auto *X = B.CreateAtomicCmpXchg(Ptr, CI->getArgOperand(1), CI->getArgOperand(2), MaybeAlign(),
                                    AtomicOrdering::Monotonic, AtomicOrdering::Monotonic, Scope);
    return B.CreateExtractValue(X, 0);
  }
  static const std::pair<const char *, AtomicRMWInst::BinOp> Ops[] = {
      {"add", AtomicRMWInst::Add},   {"exch", AtomicRMWInst::Xchg}, {"max", AtomicRMWInst::Max},
      {"min", AtomicRMWInst::Min},   {"inc", AtomicRMWInst::UIncWrap},
      {"dec", AtomicRMWInst::UDecWrap}, {"and", AtomicRMWInst::And}, {"or", AtomicRMWInst::Or},
      {"xor", AtomicRMWInst::Xor}};
  for (auto [Name, Op] : Ops)
    if (P[1] == Name) {
      if (F && Op != AtomicRMWInst::Add)
        return nullptr;
      return B.CreateAtomicRMW(F ? AtomicRMWInst::FAdd : Op, Ptr, CI->getArgOperand(1), MaybeAlign(),
                               AtomicOrdering::Monotonic, Scope);
    }
  return nullptr;
}

/// isspacep.{shared,shared.cluster,local,global}: is the generic pointer in
/// that window?  The windows' bases are where oa's addrspacecasts put them
/// (SASSISelLowering: shared at c[0x0][0x18] on sm_80, SR_SWINHI as the
/// upper word on sm_90; local at c[0x0][0x20]); a window spans 2^24 bytes
/// from its base (more than any shared or local offset), sm_90's shared one
/// its whole upper word (other CTAs of the cluster included).  Global is
/// neither.  isspacep.const is false for every pointer, as ptxas 13's code
/// is: it tests base <= p < base with both bounds the one bank-0 word
/// (c[0x0][0x50] on sm_80, c[0x0][0xd0] on sm_90; oa makes no generic
/// constant pointers either).
static Value *isSpace(StringRef N, CallInst *CI, IRBuilder<> &B, unsigned SM) {
  if (N == "isspacep.const")
    return B.getFalse();
  if (N != "isspacep.shared" && N != "isspacep.shared.cluster" && N != "isspacep.local" &&
      N != "isspacep.global")
    return nullptr;
  Type *I64 = B.getInt64Ty();
  Value *P = B.CreatePtrToInt(CI->getArgOperand(0), I64);
  auto Base = [&](unsigned AS) {
    Value *Null = ConstantPointerNull::get(PointerType::get(CI->getContext(), AS));
    // An instruction (not a folded constant expression): the lowering
    // computes the window's base.
    Value *Cast = B.Insert(new AddrSpaceCastInst(Null, CI->getArgOperand(0)->getType()));
    return B.CreatePtrToInt(Cast, I64);
  };
  auto InWindow = [&](unsigned AS) {
    return B.CreateICmpULT(B.CreateSub(P, Base(AS)), B.getInt64(1ULL << 24));
  };
  auto Shared = [&]() -> Value * {
    if (SM >= 90)
      return B.CreateICmpEQ(B.CreateLShr(P, 32), B.CreateLShr(Base(3), 32));
    return InWindow(3);
  };
  if (N.starts_with("isspacep.shared"))
    return Shared();
  if (N == "isspacep.local")
    return InWindow(5);
  return B.CreateNot(B.CreateOr(Shared(), InWindow(5)));
}

/// f2tf32.rna[.satfinite]: the f32 bits rounded to 10 mantissa bits, ties
/// away from zero, by adding half a unit to finite inputs and clearing the
/// low 13 bits; .satfinite takes an infinite or NaN result one unit down
/// (ptxas's sequence, to the bit).
static Value *tf32Cvt(StringRef N, CallInst *CI, IRBuilder<> &B) {
  if (N != "f2tf32.rna" && N != "f2tf32.rna.satfinite")
    return nullptr;
  Value *X = CI->getArgOperand(0);
  Value *XI = B.CreateBitCast(X, B.getInt32Ty());
  Value *Special = B.CreateFCmpUGE(B.CreateUnaryIntrinsic(Intrinsic::fabs, X),
                                   ConstantFP::getInfinity(X->getType()));
  Value *R = B.CreateAnd(B.CreateSelect(Special, XI, B.CreateAdd(XI, B.getInt32(0x1000))),
                         B.getInt32(0xffffe000u));
  if (N.ends_with(".satfinite")) {
    Value *RF = B.CreateBitCast(R, X->getType());
    Value *Big = B.CreateFCmpUGE(B.CreateUnaryIntrinsic(Intrinsic::fabs, RF),
                                 ConstantFP::getInfinity(X->getType()));
    R = B.CreateSelect(Big, B.CreateSub(R, B.getInt32(0x2000)), R);
  }
  return R;
}

/// sm_90's f2tf32.{rn,rz}[.relu] (N after "llvm.nvvm."): one F2FP PACK_B,
/// or 0 for another intrinsic.
static unsigned tf32CvtOpcode(StringRef N) {
  return StringSwitch<unsigned>(N)
      .Case("f2tf32.rn", SASS::F2TF32_rn)
      .Case("f2tf32.rn.relu", SASS::F2TF32_rn_relu)
      .Case("f2tf32.rz", SASS::F2TF32_rz)
      .Case("f2tf32.rz.relu", SASS::F2TF32_rz_relu)
      .Default(0);
}

/// fns.b32 (find the n-th set bit) as ptxas 13 computes it: offset 0 looks
/// at bit base alone (n = 1); a negative offset searches the bit-reversed
/// mask from 31 - base with n = -offset and maps the position back; the
/// mask loses the bits below base (a shift of 32 or more clears it all);
/// then a binary search over popcounts of 16, 8, 4, 2, 1 bits, and
/// 0xffffffff when fewer than n bits are set (a signed compare, as ptxas's).
static Value *findNthSet(IRBuilder<> &B, Value *Mask, Value *Base, Value *Off) {
  auto C = [&](uint32_t V) { return B.getInt32(V); };
  // SHF.L.U32 clamps its shift: 32 or more gives 0.
  auto Shl = [&](Value *V, Value *S) {
    return B.CreateSelect(B.CreateICmpUGE(S, C(32)), C(0), B.CreateShl(V, B.CreateAnd(S, C(31))));
  };
  auto Popc = [&](Value *V) { return B.CreateUnaryIntrinsic(Intrinsic::ctpop, V); };
  Value *Zero = B.CreateICmpEQ(Off, C(0)), *Neg = B.CreateICmpSLT(Off, C(0));
  Value *M = B.CreateSelect(Zero, B.CreateAnd(Mask, Shl(C(1), Base)),
                            B.CreateSelect(Neg, B.CreateUnaryIntrinsic(Intrinsic::bitreverse, Mask), Mask));
  Value *N = B.CreateSelect(Zero, C(1), B.CreateSelect(Neg, B.CreateNeg(Off), Off));
  Value *From = B.CreateSelect(Neg, B.CreateSub(C(31), Base), Base);
  M = B.CreateAnd(M, Shl(C(0xffffffffu), From));
  Value *Total = Popc(M);
  Value *Pos = C(0), *K = N, *X = M;
  for (unsigned W : {16u, 8u, 4u, 2u, 1u}) {
    Value *Cnt = Popc(B.CreateAnd(X, C((1u << W) - 1)));
    Value *Skip = B.CreateICmpULT(Cnt, K);
    if (W > 1) {
      K = B.CreateSelect(Skip, B.CreateSub(K, Cnt), K);
      X = B.CreateSelect(Skip, B.CreateLShr(X, W), X);
    }
    Pos = B.CreateSelect(Skip, B.CreateAdd(Pos, C(W)), Pos);
  }
  Pos = B.CreateSelect(Neg, B.CreateSub(C(31), Pos), Pos);
  return B.CreateSelect(B.CreateICmpSLT(Total, N), C(0xffffffffu), Pos);
}

/// The generic IR for N (the intrinsic's name after "llvm.nvvm."), or null.
static Value *rewrite(StringRef N, CallInst *CI, IRBuilder<> &B) {
  auto Arg = [&](unsigned K) { return CI->getArgOperand(K); };
  Type *T = CI->getType();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  if (Value *V = roundedDivSqrt(N, CI, B))
    return V;
  if (Value *V = halfArith(N, CI, B))
    return V;
  if (Value *V = scopedAtomic(N, CI, B))
    return V;
  if (Value *V = tf32Cvt(N, CI, B))
    return V;
  if (N == "fns")
    return findNthSet(B, Arg(0), Arg(1), Arg(2));
  if (N == "fence.sc.cluster") // fence.sc.gpu (MEMBAR.SC.GPU) orders more
    return B.CreateIntrinsic(Intrinsic::nvvm_membar_gl, ArrayRef<Type *>(), ArrayRef<Value *>());
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

/// The same in every lane of the warp: a constant, a kernel's argument, or
/// constant offsets and casts of one.
static bool isUniformValue(Value *V) {
  while (true) {
    if (isa<Constant>(V))
      return true;
    if (auto *A = dyn_cast<Argument>(V))
      return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel;
    if (auto *C = dyn_cast<CastInst>(V))
      V = C->getOperand(0);
    else if (auto *G = dyn_cast<GetElementPtrInst>(V); G && G->hasAllConstantIndices())
      V = G->getPointerOperand();
    else
      return false;
  }
}

/// Calls Emit with values uniform across the warp: Vals as they are when
/// every one is (isUniformValue), else a loop that takes the lowest active lane's
/// values (broadcast) and runs Emit for the lanes that have the same, until
/// every lane had its turn (ptxas's R2UR.OR loop).  For the instructions
/// that take uniform registers (SYNCS.EXCH) or a warp-uniform address
/// (ARRIVES).  B's insertion point is before CI, which stays in place.
static void forUniform(CallInst *CI, IRBuilder<> &B, ArrayRef<Value *> Vals,
                       function_ref<void(ArrayRef<Value *>)> Emit) {
  if (llvm::all_of(Vals, isUniformValue)) {
    Emit(Vals);
    return;
  }
  LLVMContext &C = CI->getContext();
  BasicBlock *Head = CI->getParent();
  BasicBlock *Tail = SplitBlock(Head, CI);
  Function *F = Head->getParent();
  BasicBlock *Loop = BasicBlock::Create(C, "uniform.loop", F, Tail);
  BasicBlock *Body = BasicBlock::Create(C, "uniform.body", F, Tail);
  BasicBlock *Latch = BasicBlock::Create(C, "uniform.latch", F, Tail);
  Head->getTerminator()->setSuccessor(0, Loop);
  B.SetInsertPoint(Loop);
  Value *M = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {});
  Value *Lead = B.CreateBinaryIntrinsic(Intrinsic::cttz, M, B.getTrue());
  B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {M});
  SmallVector<Value *, 2> Lv;
  Value *Mine = B.getTrue();
  for (Value *V : Vals) {
    Value *L = B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_i32, {},
                                 {B.getInt32(-1), V, Lead, B.getInt32(31)});
    Lv.push_back(L);
    Mine = B.CreateAnd(Mine, B.CreateICmpEQ(V, L));
  }
  B.CreateCondBr(Mine, Body, Latch);
  B.SetInsertPoint(Body);
  Emit(Lv);
  B.CreateBr(Latch);
  B.SetInsertPoint(Latch);
  B.CreateCondBr(Mine, Tail, Loop);
  B.SetInsertPoint(CI);
}

/// mbarrier.* and cp.async.mbarrier.arrive* (N is the name after
/// "llvm.nvvm."): the generic-address forms become the .shared ones, which
/// SASSISelTensor.cpp selects; what ptxas computes with plain instructions
/// is spelled out here.  The 64-bit word (lib/Emulator/AsyncModel.h):
/// sm_80 {2^30 - expected, 2^31 - pending | phase << 31}, ptxas's STS.64
/// init and LDS test_wait; sm_90 {(2^20 - expected) << 1 | tx << 21,
/// (2^20 - pending) << 11 | phase << 31}, SYNCS.  sm_90's SYNCS addresses
/// carry the CTA's rank in the cluster at bit 24 (the low word of the
/// generic address, as ptxas forms them).  Returns false for other names.
static bool lowerMbarrier(StringRef N, CallInst *CI, IRBuilder<> &B, unsigned SM) {
  ScopedMbar SMb;
  if (SM >= 90 && parseScopedMbar(N, SMb)) {
    // The same intrinsic on the SYNCS address (combineNVVMIntrinsic
    // selects it).
    LLVMContext &C = CI->getContext();
    Value *G = B.CreateAddrSpaceCast(CI->getArgOperand(0), PointerType::get(C, 0));
    Value *A = B.CreateIntToPtr(B.CreateTrunc(B.CreatePtrToInt(G, B.getInt64Ty()), B.getInt32Ty()),
                                CI->getArgOperand(0)->getType());
    SmallVector<Value *, 3> Args(CI->args());
    Args[0] = A;
    CallInst *New = B.CreateCall(CI->getCalledFunction(), Args);
    if (!CI->getType()->isVoidTy())
      CI->replaceAllUsesWith(New);
    CI->eraseFromParent();
    return true;
  }
  bool Cp = N.consume_front("cp.async.mbarrier.");
  if (!Cp && !N.consume_front("mbarrier."))
    return false;
  bool Shared = N.consume_back(".shared");
  static const StringSet<> Ops = {"init", "inval", "arrive", "arrive.drop", "arrive.noComplete",
                                  "arrive.drop.noComplete", "test.wait", "pending.count"};
  if (Cp ? N != "arrive" && N != "arrive.noinc" : !Ops.contains(N))
    return false;
  bool SM90 = SM >= 90;
  LLVMContext &C = CI->getContext();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  Type *P3 = PointerType::get(C, SASSAS::Shared);
  auto Replace = [&](Value *V) {
    if (V)
      CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
    return true;
  };
  auto Hi = [&](Value *State) { return B.CreateTrunc(B.CreateLShr(State, 32), I32); };
  // {Lo, Hi} as an i64 (a register pair, not shifts).
  auto Pair = [&](Value *Lo, Value *H) {
    Value *V = B.CreateInsertElement(PoisonValue::get(FixedVectorType::get(I32, 2)), Lo, (uint64_t)0);
    return B.CreateBitCast(B.CreateInsertElement(V, H, 1), I64);
  };
  if (N == "pending.count") {
    Value *H = Hi(CI->getArgOperand(0));
    if (SM90) // 2^20 - bits 43-62
      return Replace(B.CreateSub(B.getInt32(0x100000),
                                 B.CreateAnd(B.CreateLShr(H, 11), B.getInt32(0xfffff))));
    return Replace(B.CreateSub(B.getInt32(0x80000000u), B.CreateAnd(H, B.getInt32(0x7fffffff))));
  }
  Value *P = CI->getArgOperand(0);
  Value *Addr;
  if (!SM90) {
    Addr = Shared ? P : B.CreateAddrSpaceCast(P, P3);
  } else {
    Value *G = Shared ? B.CreateAddrSpaceCast(P, PointerType::get(C, 0)) : P;
    Addr = B.CreateIntToPtr(B.CreateTrunc(B.CreatePtrToInt(G, I64), I32), P3);
  }
  auto Call = [&](Intrinsic::ID ID, ArrayRef<Value *> Args) {
    return B.CreateIntrinsic(ID, ArrayRef<Type *>(), Args);
  };
  // Address (32 bits) and its uniform form: as it is for a constant
  // pointer (a __shared__ variable), else a value forUniform broadcast.
  Value *A32 = B.CreatePtrToInt(Addr, I32);
  bool Uniform = isUniformValue(P);
  Value *U32 = Uniform ? cast<Value>(B.getInt32(0)) : A32;
  auto UAddr = [&](Value *U) { return Uniform ? Addr : B.CreateIntToPtr(U, P3); };
  if (Cp) {
    // ARRIVES takes a warp-uniform address.
    forUniform(CI, B, {U32}, [&](ArrayRef<Value *> U) {
      Call(N == "arrive" ? Intrinsic::nvvm_cp_async_mbarrier_arrive_shared
                         : Intrinsic::nvvm_cp_async_mbarrier_arrive_noinc_shared,
           {UAddr(U[0])});
    });
    return Replace(nullptr);
  }
  if (N == "arrive")
    return Replace(Call(Intrinsic::nvvm_mbarrier_arrive_shared, {Addr}));
  if (N == "arrive.drop")
    return Replace(Call(Intrinsic::nvvm_mbarrier_arrive_drop_shared, {Addr}));
  if (N == "inval")
    return Replace(SM90 ? Call(Intrinsic::nvvm_mbarrier_inval_shared, {Addr}) : nullptr);
  if (N == "arrive.noComplete" || N == "arrive.drop.noComplete") {
    Value *Cnt = CI->getArgOperand(1);
    Value *R = Call(N == "arrive.noComplete" ? Intrinsic::nvvm_mbarrier_arrive_noComplete_shared
                                             : Intrinsic::nvvm_mbarrier_arrive_drop_noComplete_shared,
                    {Addr, Cnt});
    if (!SM90)
      return Replace(R);
    // SYNCS.ARRIVE.TMASK: the lanes on one address arrive together and
    // the state's low word is their mask; each lane's state is as if they
    // arrived in lane order (ptxas's shape).
    Value *Mask = B.CreateTrunc(R, I32);
    Value *LtMask = Call(Intrinsic::nvvm_read_ptx_sreg_lanemask_lt, {});
    Value *Before = B.CreateUnaryIntrinsic(Intrinsic::ctpop, B.CreateAnd(Mask, LtMask));
    Value *H = B.CreateAdd(Hi(R), B.CreateMul(B.CreateShl(Before, 11), Cnt));
    return Replace(Pair(Mask, H));
  }
  if (N == "test.wait") {
    Value *State = CI->getArgOperand(1);
    if (SM90)
      return Replace(Call(Intrinsic::nvvm_mbarrier_test_wait_shared, {Addr, State}));
    // The current phase differs from the state's: LDS of the high word.
    LoadInst *L = B.CreateAlignedLoad(I32, B.CreateConstGEP1_32(B.getInt8Ty(), Addr, 4), Align(4));
    L->setVolatile(true);
    Value *X = B.CreateAnd(B.CreateXor(L, Hi(State)), B.getInt32(0x80000000u));
    return Replace(B.CreateICmpNE(X, B.getInt32(0)));
  }
  // init.
  Value *Cnt = CI->getArgOperand(1);
  if (!SM90) {
    Value *Lo = B.CreateSub(B.getInt32(0x40000000), Cnt);
    Value *H = B.CreateSub(B.getInt32(0x80000000u), Cnt);
    StoreInst *S = B.CreateAlignedStore(Pair(Lo, H), Addr, Align(8));
    S->setVolatile(true);
    return Replace(nullptr);
  }
  // SYNCS.EXCH takes address and count in uniform registers.
  forUniform(CI, B, {U32, Cnt}, [&](ArrayRef<Value *> U) {
    Call(Intrinsic::nvvm_mbarrier_init_shared, {UAddr(U[0]), U[1]});
  });
  return Replace(nullptr);
}

/// The sm_90 cluster intrinsics SASSLowerIntrinsics rewrites (N after
/// "llvm.nvvm."), as ptxas compiles them: barrier.cluster.* takes the
/// cluster path (combineClusterBarrier) only in a launch with clusters
/// (is_explicit_cluster), otherwise wait is a CTA barrier and arrive
/// nothing; mapa puts the CTA rank into bits 24-31 of the address (PRMT),
/// getctarank reads them; the .w components are 0.  Returns false for
/// other names, and on sm_80 (where they stay errors).
static bool lowerCluster(StringRef N, CallInst *CI, IRBuilder<> &B, unsigned SM) {
  auto Replace = [&](Value *V) {
    if (V)
      CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
    return true;
  };
  if (N == "read.ptx.sreg.tid.w" || N == "read.ptx.sreg.ntid.w" || N == "read.ptx.sreg.ctaid.w" ||
      N == "read.ptx.sreg.nctaid.w")
    return Replace(B.getInt32(0));
  if (SM < 90)
    return false;
  if (N == "read.ptx.sreg.clusterid.w" || N == "read.ptx.sreg.nclusterid.w" ||
      N == "read.ptx.sreg.cluster.ctaid.w" || N == "read.ptx.sreg.cluster.nctaid.w")
    return Replace(B.getInt32(0));
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  if (N == "mapa" || N == "mapa.shared.cluster") {
    Value *P = CI->getArgOperand(0);
    Type *IT = N == "mapa" ? I64 : I32;
    Value *A = B.CreatePtrToInt(P, IT);
    Value *Rank = B.CreateShl(B.CreateZExt(B.CreateAnd(CI->getArgOperand(1), B.getInt32(0xff)), IT), 24);
    A = B.CreateOr(B.CreateAnd(A, ConstantInt::get(IT, ~0xff000000ULL)), Rank);
    return Replace(B.CreateIntToPtr(A, CI->getType()));
  }
  if (N == "getctarank" || N == "getctarank.shared.cluster") {
    Value *A = B.CreatePtrToInt(CI->getArgOperand(0), I64);
    return Replace(B.CreateAnd(B.CreateTrunc(B.CreateLShr(A, 24), I32), B.getInt32(0xff)));
  }
  if (!N.starts_with("barrier.cluster."))
    return false;
  bool Wait = N.starts_with("barrier.cluster.wait");
  Value *Explicit = B.CreateIntrinsic(Intrinsic::nvvm_is_explicit_cluster, {});
  Instruction *Then, *Else = nullptr;
  if (Wait)
    SplitBlockAndInsertIfThenElse(Explicit, CI->getIterator(), &Then, &Else);
  else
    Then = SplitBlockAndInsertIfThen(Explicit, CI->getIterator(), false);
  B.SetInsertPoint(Then);
  B.CreateIntrinsic(CI->getCalledFunction()->getIntrinsicID(), {});
  if (Else) {
    B.SetInsertPoint(Else);
    B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all, {}, {B.getInt32(0)});
  }
  B.SetInsertPoint(CI);
  return Replace(nullptr);
}

/// Why an intrinsic oa does not select is rejected, when it is not for
/// these SMs at all (N is the name after "llvm.nvvm."): what ptxas 13 says
/// for the same PTX.  Empty when oa just does not have it.
static std::string unsupportedReason(StringRef N, unsigned SM) {
  SmallVector<StringRef, 8> P;
  N.split(P, '.');
  auto Has = [&](StringRef C) { return llvm::is_contained(P, C); };
  // New narrow formats, stochastic rounding, f32x4 packs and float warp
  // reductions are sm_100's (ptxas: "requires .target sm_100 or higher").
  if (N.contains("ue8m0") || N.contains("e2m1") || N.contains("e2m3") || N.contains("e3m2") ||
      N.starts_with("f32x4.") || Has("rs") || N.starts_with("redux.sync.f") ||
      (N.starts_with("f2tf32.") && Has("satfinite") && !Has("rna")))
    return ": it requires sm_100";
  if (N.contains("e4m3x2") || N.contains("e5m2x2"))
    return SM < 89 ? ": it requires sm_89" : "";
  if (N.starts_with("f2tf32.") && !Has("rna"))
    return SM < 90 ? ": it requires sm_90" : "";
  if ((N.starts_with("shfl.") && !N.starts_with("shfl.sync.")) ||
      (N.starts_with("vote.") && !N.ends_with(".sync")))
    return ": PTX has only the .sync warp shuffles and votes from sm_70 on (use the .sync "
           "intrinsic, __shfl_sync / __ballot_sync)";
  ScopedMbar SMb;
  if (parseScopedMbar(N, SMb) && SM < 90)
    return ": it requires sm_90";
  if (N == "lg2.approx.d")
    return ": PTX's lg2.approx has no f64 form (ptxas rejects the lg2.approx.f64 NVPTX writes)";
  if (isBarrierCount(N))
    return " with a barrier id or thread count that is not a constant";
  if (N.starts_with("barrier.cta.red.popc"))
    return " with a barrier id that is not a constant";
  if ((N.starts_with("fmin.") || N.starts_with("fmax.")) && Has("ftz") &&
      (N.ends_with(".bf16") || N.ends_with(".bf16x2")))
    return ": PTX has no .ftz form of min/max on bf16 (ptxas rejects it)";
  bool Cluster = N.starts_with("barrier.cluster.") || N.starts_with("mapa") ||
                 N.starts_with("getctarank") || N.contains("sreg.cluster") ||
                 N.contains("sreg.nclusterid") || N.contains("sreg.clusterid") ||
                 N == "is_explicit_cluster";
  if (Cluster && SM < 90)
    return ": it requires sm_90";
  return "";
}

bool SASSLowerIntrinsics::runOnFunction(Function &F) {
  unsigned SM = 80;
  if (auto *TPC = getAnalysisIfAvailable<TargetPassConfig>())
    SM = TPC->getTM<TargetMachine>().getSubtarget<SASSSubtarget>(F).getSMVersion();
  SmallVector<CallInst *, 16> Calls;
  SmallVector<BinaryOperator *, 8> Divs;
  for (Instruction &I : instructions(F))
    if (I.getOpcode() == Instruction::FDiv && (I.getType()->isFloatTy() || I.getType()->isDoubleTy()) &&
        !I.hasAllowReciprocal() && !I.hasApproxFunc())
      Divs.push_back(cast<BinaryOperator>(&I));
    else if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("llvm.nvvm."))
          Calls.push_back(CI);
  bool Changed = !Divs.empty();
  for (BinaryOperator *D : Divs) {
    IRBuilder<> B(D);
    D->replaceAllUsesWith(exactDiv(B, D->getOperand(0), D->getOperand(1)));
    D->eraseFromParent();
  }
  for (CallInst *CI : Calls) {
    Function *Callee = CI->getCalledFunction();
    StringRef N = Callee->getName().drop_front(10);
    if (N == "exit" && !isa<UnreachableInst>(CI->getNextNode())) {
      // The thread ends here: what follows in the block is dead (EXIT is
      // selected mid-block, so the code would otherwise stay).
      changeToUnreachable(CI->getNextNode());
      Changed = true;
    }
    IRBuilder<> B(CI);
    if (isWarpSync(Callee->getIntrinsicID()) && !isa<ConstantInt>(CI->getArgOperand(0))) {
      B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {CI->getArgOperand(0)});
      CI->setArgOperand(0, B.getInt32(-1));
      Changed = true;
    }
    if (SASS::lowerAsync90IR(N, CI, SM)) { // SASSAsync90.cpp
      Changed = true;
      continue;
    }
    if (lowerCluster(N, CI, B, SM)) {
      Changed = true;
      continue;
    }
    // try_wait with a suspend-time hint (CUTLASS's ClusterBarrier::wait
    // gives one): the hint only bounds how long one try may suspend before
    // it returns false, so the try without it is the same wait loop.
    if (N.starts_with("mbarrier.try.wait.") && N.contains(".tl.")) {
      std::string Plain = ("llvm.nvvm." + N).str();
      Plain.replace(Plain.find(".tl."), 4, ".");
      Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(Plain);
      if (ID != Intrinsic::not_intrinsic) {
        Function *PF = Intrinsic::getOrInsertDeclaration(F.getParent(), ID);
        CallInst *New = B.CreateCall(PF, {CI->getArgOperand(0), CI->getArgOperand(1)});
        New->setDebugLoc(CI->getDebugLoc());
        CI->replaceAllUsesWith(New);
        CI->eraseFromParent();
        CI = New;
        B.SetInsertPoint(New);
        N = PF->getName().drop_front(10);
        Changed = true;
      }
    }
    if (lowerMbarrier(N, CI, B, SM)) {
      Changed = true;
      continue;
    }
    Value *V = isSpace(N, CI, B, SM);
    if (V || (V = rewrite(N, CI, B))) {
      CI->replaceAllUsesWith(V);
      CI->eraseFromParent();
      Changed = true;
      continue;
    }
    // %envregN: a word of constant bank 0, read as the PTX translator reads
    // ptxas's other bank-0 registers (SASSTargetLowering's READ_REGISTER).
    if (N.consume_front("read.ptx.sreg.envreg")) {
      LLVMContext &C = F.getContext();
      Value *RR = B.CreateIntrinsic(
          Intrinsic::read_register, {B.getInt32Ty()},
          {MetadataAsValue::get(C, MDNode::get(C, MDString::get(C, ("envreg" + N).str())))});
      CI->replaceAllUsesWith(RR);
      CI->eraseFromParent();
      Changed = true;
      continue;
    }
    // BAR.RED names its barrier as an immediate (selectIntrinsic), and BAR
    // with a count both of its operands.
    bool VarBarrier = (N.starts_with("barrier.cta.red.popc") &&
                       !isa<ConstantInt>(CI->getArgOperand(0))) ||
                      (isBarrierCount(N) && (!isa<ConstantInt>(CI->getArgOperand(0)) ||
                                             !isa<ConstantInt>(CI->getArgOperand(1))));
    unsigned F8Kind;
    bool F8E4M3, F8Relu;
    ScopedMbar ScopedM;
    bool ScopedOn80 = SM < 90 && parseScopedMbar(N, ScopedM);
    if (!ScopedOn80 && (isSelected(N) ||
         (SM >= 90 && (isClusterRegister(N) || parseFp8Cvt(N, F8Kind, F8E4M3, F8Relu) ||
                       tf32CvtOpcode(N)))) &&
        !VarBarrier)
      continue;
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "NVVM intrinsic '" + Callee->getName() + "' is not supported by oa" +
               unsupportedReason(N, SM),
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

/// The f32 -> f16 / bf16 conversions of NarrowCvt, before type legalization
/// (their half / bfloat results are not legal types): F2FP into a 32-bit
/// word, as ptxas writes it (one value: PACK_AB with RZ for the high half,
/// MERGE_C when .relu or .satfinite; a pair: PACK_AB), then the word as the
/// intrinsic's type.  Null for other nodes.
static SDValue combineConvert(SDNode *N, const NarrowCvt &C, SelectionDAG &DAG,
                              const SASSSubtarget &ST) {
  bool SM90 = ST.getSMVersion() >= 90;
  // [sm_90][bf16][relu | sat << 1][rz][pair, MERGE_C, PACK_AB with RZ]
#define F2FP_KIND(SM, T, V, R)                                                                     \
  {SASS::F2FP##SM##T##V##_##R, SASS::F2FPM##SM##T##V##_##R, SASS::F2FPZ##SM##T##V##_##R}
#define F2FP_VAR(SM, T, V) {F2FP_KIND(SM, T, V, rn), F2FP_KIND(SM, T, V, rz)}
#define F2FP_ROW(SM, T)                                                                            \
  {F2FP_VAR(SM, T, ), F2FP_VAR(SM, T, _relu), F2FP_VAR(SM, T, _sat), F2FP_VAR(SM, T, _relu_sat)}
  static const unsigned Opc[2][2][4][2][3] = {{F2FP_ROW(80, H), F2FP_ROW(80, BF)},
                                              {F2FP_ROW(90, H), F2FP_ROW(90, BF)}};
#undef F2FP_ROW
#undef F2FP_VAR
#undef F2FP_KIND
  unsigned Kind = C.Pair ? 0 : (C.Relu || C.Sat) ? 1 : 2;
  unsigned O = Opc[SM90][C.BF][C.Relu | C.Sat << 1][C.RZ][Kind];
  SDLoc DL(N);
  SDValue Word(C.Pair ? SASS::machineNode(DAG, O, DL, MVT::i32, {N->getOperand(1), N->getOperand(2)})
                      : SASS::machineNode(DAG, O, DL, MVT::i32, {N->getOperand(1)}),
               0);
  EVT VT = N->getValueType(0);
  if (C.Pair)
    return DAG.getBitcast(VT, Word);
  return DAG.getBitcast(VT, DAG.getNode(ISD::TRUNCATE, DL, MVT::i16, Word));
}

/// The special registers ptxas reads from constant bank 0 or computes
/// (sm_90's cluster registers: the driver's words at c[0x0][0x140-0x18b];
/// a launch without clusters has is_explicit_cluster 0, one CTA per
/// cluster), and the sm_90 cluster barriers' cluster path.  N is an
/// INTRINSIC_* node; null when it is none of them.
static SDValue combineSreg(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG, const SASSSubtarget &ST) {
  SDLoc DL(N);
  bool SM90 = ST.getSMVersion() >= 90;
  auto Word = [&](unsigned Off, MVT VT = MVT::i32) {
    return DAG.getNode(SASSISD::PARAM, DL, VT, DAG.getTargetConstant(Off, DL, MVT::i32));
  };
  auto Const = [&](unsigned V) { return DAG.getConstant(V, DL, MVT::i32); };
  auto Sr = [&](unsigned Opc) { return SDValue(SASS::machineNode(DAG, Opc, DL, MVT::i32, {}), 0); };
  // (SR >> 8) & (2^Bits - 1): SHF.R + SGXT in ptxas's listing.
  auto Field = [&](SDValue V, unsigned Bits) {
    return DAG.getNode(ISD::AND, DL, MVT::i32, DAG.getNode(ISD::SRL, DL, MVT::i32, V, Const(8)),
                       Const((1u << Bits) - 1));
  };
  auto CtaId = [&](unsigned D) {
    static const Intrinsic::ID Ids[] = {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                        Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                        Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
    return DAG.getNode(ISD::INTRINSIC_WO_CHAIN, DL, MVT::i32, DAG.getTargetConstant(Ids[D], DL, MVT::i32));
  };
  // clusterid: ctaid times the f32 reciprocal of the cluster's size (0x150),
  // truncated, as ptxas computes it.
  auto ClusterId = [&](unsigned D) {
    SDValue F = DAG.getNode(ISD::UINT_TO_FP, DL, MVT::f32, CtaId(D));
    SDValue R = DAG.getBitcast(MVT::f32, Word(0x150 + 4 * D));
    return DAG.getNode(ISD::FP_TO_UINT, DL, MVT::i32, DAG.getNode(ISD::FMUL, DL, MVT::f32, F, R));
  };
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_warpid:
    return Field(Sr(SASS::S2R_VIRTID), 7);
  case Intrinsic::nvvm_read_ptx_sreg_nwarpid:
    return SM90 ? Field(Sr(SASS::S2R_VIRTCFG), 8) : Const(64);
  case Intrinsic::nvvm_read_ptx_sreg_nsmid:
    return Word(0x10c);
  case Intrinsic::nvvm_read_ptx_sreg_gridid:
    return Word(0x30); // the low word of PTX's 64-bit %gridid (LLVM's intrinsic is i32)
  default:
    break;
  }
  if (!SM90)
    return SDValue();
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_x:
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_y:
  case Intrinsic::nvvm_read_ptx_sreg_clusterid_z:
    return ClusterId(ID - Intrinsic::nvvm_read_ptx_sreg_clusterid_x);
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_z: {
    unsigned D = ID - Intrinsic::nvvm_read_ptx_sreg_cluster_ctaid_x;
    return DAG.getNode(ISD::SUB, DL, MVT::i32, CtaId(D),
                       DAG.getNode(ISD::MUL, DL, MVT::i32, ClusterId(D), Word(0x144 + 4 * D)));
  }
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_z:
    return Word(0x144 + 4 * (ID - Intrinsic::nvvm_read_ptx_sreg_cluster_nctaid_x));
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nclusterid_z:
    return Word(0x15c + 4 * (ID - Intrinsic::nvvm_read_ptx_sreg_nclusterid_x));
  case Intrinsic::nvvm_read_ptx_sreg_cluster_ctarank:
    return Sr(SASS::S2R_CGACTAID);
  case Intrinsic::nvvm_read_ptx_sreg_cluster_nctarank:
    return Word(0x188);
  case Intrinsic::nvvm_is_explicit_cluster:
    return DAG.getSetCC(DL, MVT::i1, Word(0x140), Const(1), ISD::SETEQ);
  default:
    return SDValue();
  }
}

/// N's chain through the side-effecting instructions Seq, in order.
static SDValue chainThrough(SDNode *N, ArrayRef<unsigned> Seq, SelectionDAG &DAG) {
  SDLoc DL(N);
  SDValue Ch = N->getOperand(0);
  for (unsigned Opc : Seq)
    Ch = SDValue(SASS::machineNode(DAG, Opc, DL, MVT::Other, {Ch}), 0);
  return Ch;
}

/// barrier.cluster.* on sm_90, the cluster path (SASSLowerIntrinsics puts
/// it under is_explicit_cluster): the chain through ptxas's sequence.
static SDValue combineClusterBarrier(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG) {
  SmallVector<unsigned, 4> Seq;
  switch (ID) {
  case Intrinsic::nvvm_barrier_cluster_arrive:
  case Intrinsic::nvvm_barrier_cluster_arrive_aligned:
    Seq = {SASS::MEMBAR_ALL_GPU, SASS::ERRBARcg, SASS::CGAERRBARcg, SASS::UCGABAR_ARVcg};
    break;
  case Intrinsic::nvvm_barrier_cluster_arrive_relaxed:
  case Intrinsic::nvvm_barrier_cluster_arrive_relaxed_aligned:
    Seq = {SASS::UCGABAR_ARVcg};
    break;
  case Intrinsic::nvvm_barrier_cluster_wait:
  case Intrinsic::nvvm_barrier_cluster_wait_aligned:
    Seq = {SASS::UCGABAR_WAITcg, SASS::CCTL_IVALLcg};
    break;
  default:
    return SDValue();
  }
  return chainThrough(N, Seq, DAG);
}

/// A ScopedMbar on sm_90 as ptxas 13 compiles it: SYNCS.ARRIVE (.OPTOUT
/// for drop; with the byte count for expect_tx; .RED.A0TR / .RED.A0TX for
/// expect_tx / complete_tx alone) or PHASECHK (.TRYWAIT) on the state's
/// high word or the parity at bit 31; a release at cluster scope is
/// preceded by MEMBAR.ALL.CTA, MEMBAR.ALL.GPU, ERRBAR, CGAERRBAR, an acquire
/// at cluster scope followed by CCTL.IVALL (ptxas predicates it on the
/// wait's success; here it always runs: an L1 invalidate more).  Returns
/// the value, or the chain for the void ones.
static SDValue combineScopedMbar(SDNode *N, const ScopedMbar &S, SelectionDAG &DAG) {
  SDLoc DL(N);
  SDValue Ch = N->getOperand(0), A = N->getOperand(2);
  auto Void = [&](unsigned Opc, ArrayRef<SDValue> Ops) {
    SmallVector<SDValue, 4> All(Ops);
    All.push_back(Ch);
    Ch = SDValue(SASS::machineNode(DAG, Opc, DL, MVT::Other, All), 0);
  };
  auto Valued = [&](unsigned Opc, EVT VT, ArrayRef<SDValue> Ops) {
    SmallVector<SDValue, 4> All(Ops);
    All.push_back(Ch);
    SDNode *M = SASS::machineNode(DAG, Opc, DL, {VT, MVT::Other}, All);
    Ch = SDValue(M, 1);
    return SDValue(M, 0);
  };
  bool Arrive = S.K <= ScopedMbar::DropTx;
  // arrive / arrive.drop carry a count: 1 is SYNCS.ARRIVE's .A1T0; other
  // counts are not selected yet (a located error).
  if (S.K == ScopedMbar::Arrive || S.K == ScopedMbar::Drop) {
    auto *Cnt = dyn_cast<ConstantSDNode>(N->getOperand(3));
    if (!Cnt || Cnt->getZExtValue() != 1)
      return SDValue();
  }
  if (Arrive && S.Cluster && !S.Relaxed)
    for (unsigned Opc : {SASS::MEMBAR_ALL_CTA, SASS::MEMBAR_ALL_GPU, SASS::ERRBARcg, SASS::CGAERRBARcg})
      Void(Opc, {});
  SDValue V;
  // An arrival whose state nobody reads writes RZ (no register pair).
  auto Arrival = [&](unsigned Opc, ArrayRef<SDValue> Ops) {
    if (N->hasAnyUseOfValue(0))
      return Valued(Opc, MVT::i64, Ops);
    Void(SASSInstrInfo::arrivalWithoutState(Opc), Ops);
    return DAG.getUNDEF(MVT::i64);
  };
  switch (S.K) {
  case ScopedMbar::Arrive: V = Arrival(SASS::MBAR90_ARRIVE, {A}); break;
  case ScopedMbar::Drop: V = Arrival(SASS::MBAR90_DROP, {A}); break;
  case ScopedMbar::ArriveTx: V = Arrival(SASS::MBAR90_ARRIVE_TX, {A, N->getOperand(3)}); break;
  case ScopedMbar::DropTx: V = Arrival(SASS::MBAR90_DROP_TX, {A, N->getOperand(3)}); break;
  case ScopedMbar::ExpectTx: Void(SASS::MBAR90_EXPECT_TX, {A, N->getOperand(3)}); break;
  case ScopedMbar::CompleteTx: Void(SASS::MBAR90_COMPLETE_TX, {A, N->getOperand(3)}); break;
  default: {
    bool Parity = S.K == ScopedMbar::TestWaitParity || S.K == ScopedMbar::TryWaitParity;
    bool Try = S.K == ScopedMbar::TryWait || S.K == ScopedMbar::TryWaitParity;
    SDValue Op = N->getOperand(3);
    SDValue W = Parity ? DAG.getNode(ISD::SHL, DL, MVT::i32, Op, DAG.getConstant(31, DL, MVT::i32))
                       : DAG.getNode(ISD::TRUNCATE, DL, MVT::i32,
                                     DAG.getNode(ISD::SRL, DL, MVT::i64, Op, DAG.getConstant(32, DL, MVT::i32)));
    V = Valued(Try ? SASS::MBAR90_TRYWAIT : SASS::MBAR90_PHASECHK, MVT::i1, {A, W});
    if (S.Cluster && !S.Relaxed)
      Void(SASS::CCTL_IVALLcg, {});
    break;
  }
  }
  if (!V)
    return Ch;
  return DAG.getMergeValues({V, Ch}, DL);
}

SDValue SASS::combineNVVMIntrinsic(SDNode *N, Intrinsic::ID ID, SelectionDAG &DAG,
                                   const SASSSubtarget &ST) {
  unsigned Opcode = N->getOpcode();
  StringRef Name = Intrinsic::getBaseName(ID);
  NarrowCvt C;
  if (Opcode == ISD::INTRINSIC_WO_CHAIN && Name.consume_front("llvm.nvvm.") &&
      parseNarrowCvt(Name, C))
    return combineConvert(N, C, DAG, ST);
  unsigned Kind;
  bool E4M3, Relu;
  if (Opcode == ISD::INTRINSIC_WO_CHAIN && ST.getSMVersion() >= 90 &&
      parseFp8Cvt(Name, Kind, E4M3, Relu)) {
    // [kind][e4m3][relu]
    static const unsigned Opc[3][2][2] = {
        {{SASS::F8P_E5M2, SASS::F8P_E5M2_relu}, {SASS::F8P_E4M3, SASS::F8P_E4M3_relu}},
        {{SASS::F8U_E5M2, SASS::F8U_E5M2_relu}, {SASS::F8U_E4M3, SASS::F8U_E4M3_relu}},
        {{SASS::F8H_E5M2, SASS::F8H_E5M2_relu}, {SASS::F8H_E4M3, SASS::F8H_E4M3_relu}}};
    unsigned O = Opc[Kind][E4M3][Relu];
    SDLoc DL(N);
    SDValue Src = N->getOperand(1);
    if (Kind == 1)
      Src = DAG.getBitcast(MVT::i32, Src);
    else if (Kind == 2)
      Src = DAG.getNode(ISD::ANY_EXTEND, DL, MVT::i32, Src);
    SDValue Word(Kind == 0 ? SASS::machineNode(DAG, O, DL, MVT::i32, {Src, N->getOperand(2)})
                           : SASS::machineNode(DAG, O, DL, MVT::i32, {Src}),
                 0);
    if (Kind == 2)
      return DAG.getBitcast(N->getValueType(0), Word);
    return DAG.getNode(ISD::TRUNCATE, DL, MVT::i16, Word);
  }
  if (unsigned O = Opcode == ISD::INTRINSIC_WO_CHAIN && ST.getSMVersion() >= 90
                       ? tf32CvtOpcode(Name) : 0)
    return SDValue(SASS::machineNode(DAG, O, SDLoc(N), MVT::i32,
                                     {DAG.getBitcast(MVT::i32, N->getOperand(1))}),
                   0);
  ScopedMbar SMb;
  if (Opcode != ISD::INTRINSIC_WO_CHAIN && ST.getSMVersion() >= 90 &&
      parseScopedMbar(Intrinsic::getBaseName(ID).drop_front(10), SMb))
    return combineScopedMbar(N, SMb, DAG);
  if (Opcode == ISD::INTRINSIC_VOID &&
      (ID == Intrinsic::nvvm_membar_gl || ID == Intrinsic::nvvm_membar_sys)) {
    // A fence at GPU or system scope as ptxas 13 writes it: the MEMBAR, then
    // ERRBAR (and CGAERRBAR on sm_90), then CCTL.IVALL, which drops the
    // warp's L1 lines so that loads after the fence do not read data
    // cached before it.
    SmallVector<unsigned, 4> Seq = {ID == Intrinsic::nvvm_membar_gl ? SASS::MEMBAR_GPU
                                                                    : SASS::MEMBAR_SYS,
                                    SASS::ERRBARcg};
    if (ST.getSMVersion() >= 90)
      Seq.push_back(SASS::CGAERRBARcg);
    Seq.push_back(SASS::CCTL_IVALLcg);
    return chainThrough(N, Seq, DAG);
  }
  if (Opcode == ISD::INTRINSIC_VOID && ST.getSMVersion() >= 90)
    return combineClusterBarrier(N, ID, DAG);
  if (Opcode == ISD::INTRINSIC_VOID)
    return SDValue();
  return combineSreg(N, ID, DAG, ST);
}
