//===-- SASSTargetTransformInfo.h - SASS cost hooks -------------*- C++ -*-===//
//
// What IR passes ask the target: generic (flat) pointers are address space
// 0, which InferAddressSpaces rewrites into global/shared/local accesses;
// which values differ between the threads of a warp (the .cpp).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SASS_SASSTARGETTRANSFORMINFO_H
#define LLVM_LIB_TARGET_SASS_SASSTARGETTRANSFORMINFO_H

#include "SASS.h"
#include "SASSTargetMachine.h"
#include "llvm/CodeGen/BasicTTIImpl.h"

namespace llvm {
class SASSTTIImpl final : public BasicTTIImplBase<SASSTTIImpl> {
  using BaseT = BasicTTIImplBase<SASSTTIImpl>;
  friend BaseT;
  const SASSSubtarget *ST;
  const SASSTargetLowering *TLI;
  const SASSSubtarget *getST() const { return ST; }
  const SASSTargetLowering *getTLI() const { return TLI; }

public:
  SASSTTIImpl(const SASSTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}
  unsigned getFlatAddressSpace() const override { return 0; }
  // Volatile accesses keep their meaning in any space (oa caches nothing
  // across them), so InferAddressSpaces may rewrite them too.
  bool hasVolatileVariant(Instruction *, unsigned) const override { return true; }
  bool hasBranchDivergence(const Function *F = nullptr) const override { return true; }
  InstructionUniformity getInstructionUniformity(const Value *V) const override;
  // oa-llc takes ptxas's place, and ptxas unrolls what the front end left:
  // partial and runtime unrolling of small loops (NVPTX's setting), and a
  // loop with a small bound on its trip count (`for (e = tid; e < 1024;
  // e += 256)`, a tile loaded by a block) completely, each copy behind its
  // exit test; SASSEarlyPredicate turns those tests into guards, so the
  // copies' loads start together.
  void getUnrollingPreferences(Loop *L, ScalarEvolution &SE,
                               TargetTransformInfo::UnrollingPreferences &UP,
                               OptimizationRemarkEmitter *ORE) const override {
    BaseT::getUnrollingPreferences(L, SE, UP, ORE);
    UP.Partial = UP.Runtime = UP.UpperBound = true;
    UP.PartialThreshold = UP.Threshold / 4;
    // A loop strided by the block (`for (c = tid; c < n; c += 256)`) has
    // a trip count of a smax, a subtraction and a shift (by blockDim.x, a
    // division), over SCEV's cheap-expansion budget, and is worth unrolling
    // when it reads global memory: the copies' loads are in flight
    // together.  Four copies, as NVVM makes: a row of 1024 at 256 threads
    // is four trips, which eight copies would leave all to the remainder
    // loop.  A loop on shared memory only gains little from the copies and
    // pays the remainder loop at every entry: a bitonic sort's 55 passes
    // of two trips each ran every trip there, 1.16x the instructions.
    UP.AllowExpensiveTripCount = readsGlobalMemory(L);
    // A loop whose complete unrolling gives an inner loop a known trip count
    // (`for (size = 2; size <= 1024; size <<= 1) for (stride = size / 2;
    // ...)`, a sort's or an FFT's stages) is unrolled completely at four
    // times the threshold, as NVVM unrolls such nests: the second unrolling
    // (SASSPassConfig) then unrolls the inner loops, and each stage's
    // strides and masks become immediates (a bitonic sort of 1024 keys:
    // 0.79x the instructions).
    if (fixesInnerTripCounts(L, SE))
      UP.Threshold *= 4;
    UP.DefaultUnrollRuntimeCount = 4;
    // A k loop of tensor-core multiply-adds (wmma or mma.sync) too big for
    // four copies within the partial threshold is unrolled by
    // -sass-tensor-unroll-count (2) whatever its length, as ptxas unrolls a
    // GEMM's: the next step's fragment loads are in flight with this one's
    // (gemm_wmma: one warp's issue time through the loop from its control
    // codes, global loads at 600 cycles, 1,323 -> 408 cycles a k step at
    // 82 -> 122 registers; by 4 the scheduler's occupancy target reuses the
    // fragment registers and the copies' loads run one after the other).
    // -sass-unroll-tensor-loops=false leaves them to the default thresholds.
    if (SASS::unrollTensorLoops() && hasTensorOps(L) &&
        approxSize(L) * UP.DefaultUnrollRuntimeCount > UP.PartialThreshold) {
      UP.PartialThreshold = 8 * UP.Threshold;
      UP.MaxCount = SASS::tensorUnrollCount();
    }
  }

  /// Whether L loads from global or generic memory (latency worth copies;
  /// SASSUnrollLatency asks too).
  static bool readsGlobalMemory(const Loop *L) {
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB)
        if (const auto *LI = dyn_cast<LoadInst>(&I))
          if (LI->getPointerAddressSpace() == SASSAS::Global ||
              LI->getPointerAddressSpace() == SASSAS::Generic)
            return true;
    return false;
  }

private:
  /// Instructions of L that are not free (phis, address arithmetic folded
  /// into accesses, aggregate moves): about the unroller's own size.
  static unsigned approxSize(const Loop *L) {
    unsigned N = 0;
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB)
        N += !isa<PHINode, GetElementPtrInst, ExtractValueInst, InsertValueInst, BitCastInst,
                  DbgInfoIntrinsic>(I);
    return N;
  }
  /// Whether V is known at compile time in each copy of L unrolled
  /// completely: a constant, a phi of L's header starting from one and
  /// stepping by such values (Phi: the one whose step is being walked), or
  /// arithmetic on those; Depth bounds the walk.
  static bool constantPerTrip(const Value *V, const Loop *L, const PHINode *Phi = nullptr,
                              unsigned Depth = 6) {
    if (isa<Constant>(V) || V == Phi)
      return true;
    const auto *I = dyn_cast<Instruction>(V);
    if (!I || !Depth || !L->contains(I))
      return false;
    if (const auto *P = dyn_cast<PHINode>(I))
      return !Phi && P->getParent() == L->getHeader() &&
             all_of(P->incoming_values(),
                    [&](const Value *In) { return constantPerTrip(In, L, P, Depth - 1); });
    if (!isa<BinaryOperator, CastInst, CmpInst, SelectInst>(I) ||
        any_of(L->getSubLoops(), [&](const Loop *Sub) { return Sub->contains(I); }))
      return false;
    return all_of(I->operands(), [&](const Value *Op) {
      return constantPerTrip(Op, L, Phi, Depth - 1);
    });
  }
  /// Whether L has a constant trip count and a child loop whose trip count
  /// is unknown but starts or ends on values constant in each of L's trips.
  static bool fixesInnerTripCounts(const Loop *L, ScalarEvolution &SE) {
    if (L->isInnermost() || !SE.getSmallConstantTripCount(L))
      return false;
    for (const Loop *Sub : L->getSubLoops()) {
      const BasicBlock *Pre = Sub->getLoopPreheader(), *Latch = Sub->getLoopLatch();
      if (!Pre || !Latch || isa<SCEVConstant>(SE.getBackedgeTakenCount(Sub)))
        continue;
      auto Varies = [&](const Value *V) {
        return !isa<Constant>(V) && constantPerTrip(V, L);
      };
      for (const PHINode &P : Sub->getHeader()->phis())
        if (Varies(P.getIncomingValueForBlock(Pre)))
          return true;
      if (const auto *BI = dyn_cast<BranchInst>(Latch->getTerminator()))
        if (BI->isConditional())
          if (const auto *C = dyn_cast<CmpInst>(BI->getCondition()))
            for (const Value *Op : C->operands())
              if (!(isa<Instruction>(Op) && Sub->contains(cast<Instruction>(Op))) &&
                  Varies(Op))
                return true;
    }
    return false;
  }
  static bool hasTensorOps(const Loop *L) {
    for (const BasicBlock *BB : L->blocks())
      for (const Instruction &I : *BB)
        if (const auto *CI = dyn_cast<CallBase>(&I))
          if (const Function *F = CI->getCalledFunction())
            if (F->getName().starts_with("llvm.nvvm.mma."))
              return true;
    return false;
  }
};
} // namespace llvm

#endif
