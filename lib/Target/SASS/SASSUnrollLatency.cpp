//===-- SASSUnrollLatency.cpp - A second level of runtime unrolling --------===//
//
// nvcc unrolls a loop of unknown trip count twice: NVVM by 4 (a remainder
// loop of up to 3 trips, then the main loop), and ptxas the main loop by 4
// again (sgemm_naive's k loop: 32 global loads a trip, then one block of 8
// and one of 4, then the remainder).  A loop that waits for global memory
// has then 16 copies' loads in flight, where oa-llc's single unrolling by 4
// (LLVM's LoopUnroll with SASSTTIImpl's preferences, NVPTX's setting) had
// 4: each trip waited for one round trip to memory per 4 iterations.
//
// This pass runs right after LoopUnroll, in the same loop pass manager, so
// it sees each loop as LoopUnroll left it: a small innermost loop with a
// global (or generic) load and a trip count known only at run time is
// unrolled by 4 again, with a runtime remainder loop.  The result is ptxas's
// shape: the 16-copy loop, then the 4-copy loop for 0-3 trips, then the
// 1-copy remainder for 0-3 trips, so a loop of 4 trips (a row of 1024 at 256
// threads) still runs as one 4-copy trip (unroll-strided.ll); only the
// 16-copy loop's entry test is added.
//
// Not for: loops with a trip count known at compile time (LoopUnroll's
// full and partial unrolling decide those), loops with unroll metadata
// (pragmas; the remainder loops LoopUnroll made), convergent operations,
// tensor-core loops (their own policy, SASSTTIImpl), or loops too big for 4
// more copies (-sass-latency-unroll-max-size instructions, about
// SASSTTIImpl's count).  -sass-unroll-latency-loops=false turns it off.
// On by default since it measured faster even though the occupancy target
// serialises some of the copies' loads: sgemm_naive 1.12 -> 1.00 of nvcc's
// time on the H100 (local_array, the only other e2e kernel it changes,
// 1.00 either way).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSTargetTransformInfo.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/LoopPass.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

#define DEBUG_TYPE "sass-unroll-latency"

static cl::opt<bool> UnrollLatencyLoops(
    "sass-unroll-latency-loops", cl::Hidden, cl::init(true),
    cl::desc("Unroll small loops of global loads by 4 again after LoopUnroll"));

static cl::opt<unsigned> LatencyUnrollCount("sass-latency-unroll-count", cl::Hidden, cl::init(4),
                                            cl::desc("Copies of the second unrolling"));

static cl::opt<unsigned> LatencyUnrollMaxSize(
    "sass-latency-unroll-max-size", cl::Hidden, cl::init(64),
    cl::desc("Largest loop (instructions) unrolled again"));

namespace {
class SASSUnrollLatency : public LoopPass {
public:
  static char ID;
  SASSUnrollLatency() : LoopPass(ID) {}
  StringRef getPassName() const override { return "SASS second runtime unrolling"; }
  bool runOnLoop(Loop *L, LPPassManager &LPM) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AssumptionCacheTracker>();
    AU.addRequired<TargetTransformInfoWrapperPass>();
    getLoopAnalysisUsage(AU);
  }
};
} // namespace

char SASSUnrollLatency::ID = 0;
namespace llvm {
Pass *createSASSUnrollLatencyPass();
}
Pass *llvm::createSASSUnrollLatencyPass() { return new SASSUnrollLatency(); }

/// Whether L is worth a second unrolling: small, with a load from global
/// or generic memory, and nothing that forbids copies.
static bool candidate(const Loop *L) {
  unsigned N = 0;
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB) {
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->isConvergent() || CB->isInlineAsm())
          return false;
        if (const Function *F = CB->getCalledFunction())
          if (F->getName().starts_with("llvm.nvvm.mma.") ||
              F->getName().starts_with("llvm.nvvm.ldmatrix.") ||
              F->getName().starts_with("llvm.nvvm.cp.async."))
            return false;
      }
      // As SASSTTIImpl::approxSize counts: what is not free.
      N += !isa<PHINode, GetElementPtrInst, ExtractValueInst, InsertValueInst, BitCastInst,
                DbgInfoIntrinsic>(I);
    }
  return N <= LatencyUnrollMaxSize && SASSTTIImpl::readsGlobalMemory(L);
}

bool SASSUnrollLatency::runOnLoop(Loop *L, LPPassManager &LPM) {
  if (!UnrollLatencyLoops || LatencyUnrollCount < 2 || skipLoop(L) || !L->isInnermost() ||
      !L->isLoopSimplifyForm() || !L->getExitingBlock() ||
      L->getExitingBlock() != L->getLoopLatch())
    return false;
  // Pragmas and LoopUnroll's remainder loops (llvm.loop.unroll.disable).
  if (hasUnrollTransformation(L) != TM_Unspecified ||
      findOptionMDForLoop(L, "llvm.loop.unroll.runtime.disable"))
    return false;
  if (!candidate(L))
    return false;
  Function &F = *L->getHeader()->getParent();
  auto &SE = getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  // A trip count known here, or a small bound on it, is LoopUnroll's to
  // decide (full, partial or upper-bound unrolling).
  unsigned MaxTrips = SE.getSmallConstantMaxTripCount(L);
  if (SE.getSmallConstantTripCount(L) || (MaxTrips && MaxTrips <= 4 * LatencyUnrollCount))
    return false;
  // A loop whose trip count divides by a block-wide stride (`for (c = tid;
  // c < n; c += 256)`, `c += blockDim.x`) shares its work among the threads
  // and makes few trips each: a row of 1024 at 256 threads is 4, which the
  // first unrolling covers, and the 16-copy loop's entry test would be pure
  // cost (layernorm_rows: 14% more instructions).  Its backedge-taken
  // count divides by the stride (SCEV writes the shift as udiv): a divisor
  // that is not a constant, or one above 16, leaves the loop alone.
  const SCEV *BTC = SE.getBackedgeTakenCount(L);
  if (isa<SCEVCouldNotCompute>(BTC) || SCEVExprContains(BTC, [](const SCEV *S) {
        const auto *D = dyn_cast<SCEVUDivExpr>(S);
        if (!D)
          return false;
        const auto *C = dyn_cast<SCEVConstant>(D->getRHS());
        return !C || C->getAPInt().ugt(16);
      }))
    return false;
  auto &DT = getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  auto &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  const TargetTransformInfo &TTI = getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  AssumptionCache &AC = getAnalysis<AssumptionCacheTracker>().getAssumptionCache(F);
  OptimizationRemarkEmitter ORE(&F);
  bool PreserveLCSSA = mustPreserveAnalysisID(LCSSAID);

  UnrollLoopOptions ULO;
  ULO.Count = LatencyUnrollCount;
  ULO.Force = false;
  ULO.Runtime = true;
  ULO.AllowExpensiveTripCount = true;
  ULO.UnrollRemainder = false;
  ULO.ForgetAllSCEV = false;
  ULO.SCEVExpansionBudget = 4;
  Loop *Remainder = nullptr;
  LoopUnrollResult R =
      UnrollLoop(L, ULO, &LI, &SE, &DT, &AC, &TTI, &ORE, PreserveLCSSA, &Remainder);
  if (R == LoopUnrollResult::Unmodified)
    return false;
  if (R == LoopUnrollResult::FullyUnrolled) {
    LPM.markLoopAsDeleted(*L);
    return true;
  }
  // Neither this loop nor its remainder is unrolled again.
  L->setLoopAlreadyUnrolled();
  if (Remainder)
    Remainder->setLoopAlreadyUnrolled();
  return true;
}
