//===-- SASSConvergence.cpp - BSSY/BSYNC around divergent regions ---------===//
//
// Volta and later GPUs do not reconverge a warp by themselves: after a
// divergent branch its threads stay apart until a BSYNC.  For each
// conditional branch whose immediate post-dominator P is a real block, a
// convergence barrier is armed (BSSY Bn, P) where the region is entered and
// waited on (BSYNC Bn) at the top of P.  A branch inside a loop that does not
// contain P is armed in the loop's preheader, so the barrier is set once and
// not re-armed by the threads still iterating.  Regions that can be armed
// at the same time (overlapping, or on different arms of an enclosing
// divergent region) get different barriers (B0-B15); regions one after the
// other share them, in loops too when the warp's threads cannot be in
// different iterations at once (every divergence reconverges inside the
// iteration, and threads leaving the loop reconverge before coming back).
// A loop without a preheader is armed in the block that dominates it when
// the region from there has no other way in.  When more than 16 regions
// would be open at once, or a region cannot have a barrier at all (armed
// again from inside, or entered apart by two groups of threads), the region
// is given up and its threads reconverge at the next join out, provided no
// warp-synchronous instruction runs before that; otherwise it is an error.
// A branch whose arms meet only at their loop's header, over back edges of
// their own, first gets a latch block to meet in (splitBackEdges).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSInstrInfo.h"
#include "SASSMachineFunctionInfo.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/InitializePasses.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace {
#define DEBUG_TYPE "sass-convergence"

class SASSConvergence : public MachineFunctionPass {
public:
  static char ID;
  SASSConvergence() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS convergence barriers"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

struct Region {
  MachineBasicBlock *Entry, *Join;
  SmallPtrSet<MachineBasicBlock *, 16> Blocks;
  unsigned Barrier = 0;
  unsigned Depth = 0;
  /// Its entry is reached again from inside it (a loop whose header is
  /// also the latch of an inner cycle, as unoptimised code has): threads
  /// going round would re-arm the barrier while the others wait at the
  /// join, so it cannot have one.
  bool ReArmed = false;
  /// A meeting region (addMeetRegions): the blocks whose threads leave it
  /// for Leave, not its join, and BREAK its barrier on the way.
  MachineBasicBlock *Leave = nullptr;
  SmallVector<MachineBasicBlock *, 2> Breaks;
};

// A divergent branch: the successors its threads take (guarded EXIT edges
// aside), their nearest common post-dominator, and whether a region of its
// own reconverges them there.
struct Branch {
  MachineBasicBlock *MBB;
  SmallVector<MachineBasicBlock *, 2> Succs;
  MachineBasicBlock *Post = nullptr;
  bool OwnRegion = false;
  MachineBasicBlock *RegionEntry = nullptr; // of its own region
  MachineBasicBlock *Arm = nullptr; // where its region would be armed
  bool GivenUp = false; // had a region, given up (below)
};

/// Post-dominance over the blocks from which the function's end (a RET or
/// EXIT) can still be reached.  Paths into a dead end (a trap, `unreachable`,
/// a loop with no way out) do not count: a thread that takes one never
/// reaches a later BSYNC (a trap ends the launch).  With them, the arms of a
/// branch with a trap below one of them (an indirect call's switch,
/// SASSFunctionPointers.cpp) would have no common post-dominator, so no
/// region would reconverge their threads.
class LivePostDom {
  DenseMap<const MachineBasicBlock *, unsigned> Num;
  SmallVector<BitVector, 32> PDom; // per block; empty: a dead end

public:
  explicit LivePostDom(MachineFunction &MF);
  bool live(const MachineBasicBlock *B) const { return PDom[Num.lookup(B)].any(); }
  /// A post-dominates B (both live).
  bool dominates(const MachineBasicBlock *A, const MachineBasicBlock *B) const {
    return live(A) && live(B) && PDom[Num.lookup(B)].test(Num.lookup(A));
  }
  /// The nearest block that post-dominates every one of Bs (live), or null.
  MachineBasicBlock *nearestCommon(ArrayRef<MachineBasicBlock *> Bs) const;

private:
  SmallVector<MachineBasicBlock *, 32> Blocks;
};
} // namespace

LivePostDom::LivePostDom(MachineFunction &MF) {
  for (MachineBasicBlock &B : MF) {
    Num[&B] = Blocks.size();
    Blocks.push_back(&B);
  }
  unsigned N = Blocks.size();
  // Live: the function's end is reachable (backwards from the returns).
  BitVector Live(N);
  SmallVector<MachineBasicBlock *, 16> Work;
  for (MachineBasicBlock *B : Blocks)
    if (B->succ_empty() && B->isReturnBlock())
      Work.push_back(B);
  while (!Work.empty()) {
    MachineBasicBlock *B = Work.pop_back_val();
    if (Live.test(Num[B]))
      continue;
    Live.set(Num[B]);
    for (MachineBasicBlock *P : B->predecessors())
      Work.push_back(P);
  }
  PDom.assign(N, BitVector(N));
  for (unsigned I = 0; I < N; ++I)
    if (Live.test(I)) {
      if (Blocks[I]->succ_empty())
        PDom[I].set(I);
      else
        PDom[I].set();
    }
  // PDom(b) = {b} + the intersection over b's live successors, iterated to
  // the greatest fixed point (successors first; blocks the entry does not
  // reach last).
  SmallVector<MachineBasicBlock *, 32> Order(post_order(&MF));
  SmallPtrSet<MachineBasicBlock *, 32> InOrder(Order.begin(), Order.end());
  for (MachineBasicBlock *B : Blocks)
    if (!InOrder.count(B))
      Order.push_back(B);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock *B : Order) {
      unsigned I = Num[B];
      if (!Live.test(I) || B->succ_empty())
        continue;
      BitVector New(N, true);
      for (MachineBasicBlock *S : B->successors())
        if (Live.test(Num[S]))
          New &= PDom[Num[S]];
      New.set(I);
      if (New != PDom[I]) {
        PDom[I] = std::move(New);
        Changed = true;
      }
    }
  }
}

MachineBasicBlock *LivePostDom::nearestCommon(ArrayRef<MachineBasicBlock *> Bs) const {
  BitVector Common(Blocks.size(), true);
  for (MachineBasicBlock *B : Bs) {
    if (!live(B))
      return nullptr;
    Common &= PDom[Num.lookup(B)];
  }
  // The common post-dominators form a chain; the nearest is the one all the
  // others post-dominate.
  unsigned Want = Common.count();
  for (unsigned I : Common.set_bits())
    if (PDom[I].count() == Want)
      return Blocks[I];
  return nullptr;
}

static void saveCallerBarriers(MachineFunction &MF, ArrayRef<Region> Regions);

/// Blocks reachable from From without passing Stop (null: unbounded).
static void span(ArrayRef<MachineBasicBlock *> From, MachineBasicBlock *Stop,
                 SmallPtrSetImpl<MachineBasicBlock *> &Out) {
  SmallVector<MachineBasicBlock *, 16> Work(From.begin(), From.end());
  while (!Work.empty()) {
    MachineBasicBlock *X = Work.pop_back_val();
    if (X == Stop || !Out.insert(X).second)
      continue;
    for (MachineBasicBlock *S : X->successors())
      Work.push_back(S);
  }
}

/// For each block, how many of the branch's successors reach it before Stop
/// (two or more: groups of its threads that arrive apart).
static DenseMap<MachineBasicBlock *, unsigned> ways(const Branch &Br, MachineBasicBlock *Stop) {
  DenseMap<MachineBasicBlock *, unsigned> Ways;
  for (MachineBasicBlock *S : Br.Succs) {
    SmallPtrSet<MachineBasicBlock *, 16> Z;
    span({S}, Stop, Z);
    for (MachineBasicBlock *X : Z)
      ++Ways[X];
  }
  return Ways;
}

/// Where a BSYNC reconverges the branch's threads: its own region's join,
/// else the nearest join of a region around it (a loop exit with no
/// preheader to arm a region in); null: nowhere.
static MachineBasicBlock *reconvergence(const Branch &Br, ArrayRef<Region> Regions,
                                        MachineDominatorTree &DT,
                                        const LivePostDom &PDT) {
  MachineBasicBlock *Join = Br.OwnRegion ? Br.Post : nullptr;
  for (const Region &R : Regions)
    if (!R.Leave && R.Blocks.count(Br.MBB) && DT.dominates(R.Entry, Br.MBB) &&
        (!Join || PDT.dominates(Join, R.Join)))
      Join = R.Join;
  return Join;
}

char SASSConvergence::ID = 0;
INITIALIZE_PASS_BEGIN(SASSConvergence, "sass-convergence",
                      "SASS convergence barriers", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(SASSConvergence, "sass-convergence",
                    "SASS convergence barriers", false, false)

FunctionPass *llvm::createSASSConvergencePass() { return new SASSConvergence(); }

/// The CFG edge a guarded EXIT keeps to its EXIT block (SASSEarlyExit.cpp):
/// threads that take it end, so it does not make the warp diverge.
static bool isGuardedExitEdge(const MachineBasicBlock &MBB,
                              const MachineBasicBlock &S) {
  bool HasGuardedExit = llvm::any_of(MBB.terminators(), [](const MachineInstr &T) {
    return T.getOpcode() == SASS::EXITc;
  });
  return HasGuardedExit && SASSInstrInfo::isLoneExitBlock(S);
}

/// Blocks with an instruction that needs the warp's threads together
/// (shuffle, vote, match, barrier, MMA, ...), a call (its callee may have
/// one) or inline assembly.
static DenseSet<const MachineBasicBlock *> blocksWithConvergentCode(MachineFunction &MF) {
  DenseSet<const MachineBasicBlock *> Out;
  for (const MachineBasicBlock &B : MF)
    if (llvm::any_of(B, [](const MachineInstr &MI) {
          return MI.isConvergent() || MI.isCall() || MI.isInlineAsm();
        }))
      Out.insert(&B);
  return Out;
}

/// Whether region A's barrier can be given up: its threads then run on from
/// its join apart until the join of a region around it holds them (or to
/// the end), and none of the blocks on the way needs them together.
static bool canGiveUp(ArrayRef<Region> Regions, unsigned A, MachineDominatorTree &DT,
                      const DenseSet<const MachineBasicBlock *> &Sync) {
  const Region &R = Regions[A];
  if (R.Leave)
    return false; // what it is for is reconvergence
  SmallPtrSet<MachineBasicBlock *, 8> Stops;
  for (const Region &O : Regions)
    if (&O != &R && O.Blocks.count(R.Entry) && DT.dominates(O.Entry, R.Entry) &&
        !R.Blocks.count(O.Join))
      Stops.insert(O.Join);
  SmallPtrSet<MachineBasicBlock *, 32> Seen;
  SmallVector<MachineBasicBlock *, 16> Work{R.Join};
  while (!Work.empty()) {
    MachineBasicBlock *X = Work.pop_back_val();
    if (Stops.count(X) || !Seen.insert(X).second)
      continue;
    if (Sync.count(X))
      return false;
    for (MachineBasicBlock *S : X->successors())
      Work.push_back(S);
  }
  return true;
}

/// The successors a divergent branch's threads may take: a guarded EXIT's
/// edge and dead ends aside (threads that take them do not come back to a
/// BSYNC).
static SmallVector<MachineBasicBlock *, 2> divergentSuccs(MachineBasicBlock &MBB,
                                                         const LivePostDom &PDT) {
  SmallVector<MachineBasicBlock *, 2> Succs;
  for (MachineBasicBlock *S : MBB.successors())
    if (!isGuardedExitEdge(MBB, *S) && PDT.live(S))
      Succs.push_back(S);
  return Succs;
}

/// A divergent branch in a loop whose arms meet again only at the loop's
/// header, each over a back edge of its own, has no block inside the
/// iteration to reconverge at, and its threads would run the next iteration
/// apart (a row loop's shuffles then read lanes of the other group).  The
/// IR had one there, the latch of PHI copies, which CodeGenPrepare or branch
/// folding merged into its predecessors: it is made again, a block J that
/// those back edges go through (to the header), which the branch dominates
/// and where its region then joins.  Returns whether the CFG changed.
static bool splitBackEdges(MachineFunction &MF, MachineDominatorTree &DT,
                           MachineLoopInfo &LI, const LivePostDom &PDT,
                           const TargetInstrInfo &TII) {
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<MachineBasicBlock *, 2> Succs = divergentSuccs(MBB, PDT);
    if (Succs.size() < 2)
      continue;
    MachineBasicBlock *H = PDT.nearestCommon(Succs);
    MachineLoop *L = LI.getLoopFor(&MBB);
    if (!H || H == &MBB || !L || L->getHeader() != H)
      continue;
    SmallPtrSet<MachineBasicBlock *, 16> Arms;
    span(Succs, H, Arms);
    Arms.insert(&MBB);
    SmallVector<MachineBasicBlock *, 4> Latches;
    for (MachineBasicBlock *X : Arms)
      if (X->isSuccessor(H))
        Latches.push_back(X);
    // Each latch's branch is rewritten to J, so it must be analyzable.
    auto CannotRedirect = [&](MachineBasicBlock *X) {
      MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
      SmallVector<MachineOperand, 2> Cond;
      return !DT.dominates(&MBB, X) || TII.analyzeBranch(*X, TBB, FBB, Cond);
    };
    if (Latches.size() < 2 || llvm::any_of(Latches, CannotRedirect))
      continue;
    // J goes after the last latch in the layout, which may fall into it.
    MachineBasicBlock *Last = nullptr;
    for (MachineBasicBlock &X : MF)
      if (llvm::is_contained(Latches, &X))
        Last = &X;
    DenseMap<MachineBasicBlock *, MachineBasicBlock *> OldNext;
    for (MachineBasicBlock *X : Latches)
      OldNext[X] = X->getNextNode();
    MachineBasicBlock *J = MF.CreateMachineBasicBlock();
    MF.insert(std::next(Last->getIterator()), J);
    for (const MachineBasicBlock::RegisterMaskPair &In : H->liveins())
      J->addLiveIn(In);
    J->addSuccessor(H);
    TII.insertBranch(*J, H, nullptr, {}, DebugLoc());
    for (MachineBasicBlock *X : Latches) {
      X->ReplaceUsesOfBlockWith(H, J);
      MachineBasicBlock *Next = OldNext[X];
      X->updateTerminator(Next == H ? J : Next);
    }
    MF.RenumberBlocks();
    return true;
  }
  return false;
}

/// The divergent branches of MF and the regions that reconverge them.
static void discover(MachineFunction &MF, MachineDominatorTree &DT, const LivePostDom &PDT,
                     MachineLoopInfo &LI, SmallVectorImpl<Branch> &Branches,
                     SmallVectorImpl<Region> &Regions) {
  SmallSetVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 8> Seen;
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<MachineBasicBlock *, 2> Succs = divergentSuccs(MBB, PDT);
    if (Succs.size() < 2)
      continue;
    MachineBasicBlock *P = PDT.nearestCommon(Succs);
    Branches.push_back({&MBB, Succs, P});
    if (!P || P == &MBB)
      continue;
    MachineBasicBlock *D = &MBB;
    bool Hoisted = false;
    for (MachineLoop *L = LI.getLoopFor(D); L && !L->contains(P);
         L = LI.getLoopFor(D)) {
      MachineBasicBlock *Pre = L->getLoopPreheader();
      if (!Pre) {
        // No preheader (block placement merged it away, or two loops run
        // back to back): the block that dominates the loop, if the region
        // from there has no other way in and every thread reaches P.
        MachineDomTreeNode *N = DT.getNode(L->getHeader())->getIDom();
        Pre = N ? N->getBlock() : nullptr;
        Hoisted = true;
      }
      if (!Pre) {
        D = nullptr;
        break;
      }
      D = Pre;
    }
    if (!D || D == P)
      continue;
    Branches.back().Arm = D;
    if (!DT.dominates(D, P))
      continue;
    SmallPtrSet<MachineBasicBlock *, 16> Blocks;
    SmallVector<MachineBasicBlock *, 16> Work{D};
    while (!Work.empty()) {
      MachineBasicBlock *B = Work.pop_back_val();
      if (B == P || !Blocks.insert(B).second)
        continue;
      for (MachineBasicBlock *S : B->successors())
        Work.push_back(S);
    }
    if (Hoisted && (!PDT.dominates(P, D) ||
                    llvm::any_of(Blocks, [&](MachineBasicBlock *X) {
                      return X != D && llvm::any_of(X->predecessors(), [&](MachineBasicBlock *Y) {
                               return !Blocks.count(Y);
                             });
                    })))
      continue;
    Branches.back().OwnRegion = true;
    Branches.back().RegionEntry = D;
    if (!Seen.insert({D, P}))
      continue;
    Region R;
    R.Entry = D;
    R.Join = P;
    R.Blocks = std::move(Blocks);
    R.Depth = DT.getNode(D)->getLevel();
    R.ReArmed = llvm::any_of(R.Blocks, [&](MachineBasicBlock *X) { return X->isSuccessor(D); });
    Regions.push_back(std::move(R));
  }
}

/// A branch whose block does not dominate its post-dominator P has no
/// region of its own (`if (a) { if (b) X else Y }`, a's other arm going
/// straight to P): its threads stay apart until an enclosing region's join.
/// When both groups reach a region on the way (the remainder loop of a loop
/// unrolled by a runtime count, reached past the unrolled loop and around
/// it), each group arms that region's barrier in turn, the second while the
/// first is still inside (a deadlock: difftest finding
/// nested-loop-bsync-deadlock).  They are reconverged where they meet, at M:
/// a barrier armed at the branch and waited on at M, which the threads that
/// go on to P without passing M leave on the way (BREAK, as ptxas leaves a
/// loop's barrier on a break).
static void addMeetRegions(MachineDominatorTree &DT, ArrayRef<Branch> Branches,
                           SmallVectorImpl<Region> &Regions, const TargetInstrInfo &TII) {
  unsigned Found = Regions.size();
  for (const Branch &Br : Branches) {
    if (Br.OwnRegion || !Br.Post || Br.Post == Br.MBB || !Br.Arm)
      continue;
    MachineBasicBlock *D = Br.Arm, *P = Br.Post;
    DenseMap<MachineBasicBlock *, unsigned> Ways = ways(Br, P);
    if (llvm::none_of(ArrayRef(Regions).take_front(Found),
                      [&](const Region &R) { return Ways.lookup(R.Entry) >= 2; }))
      continue;
    // M: the block both reach that dominates every other such block.
    SmallVector<MachineBasicBlock *, 16> Both;
    for (auto [X, N] : Ways)
      if (N >= 2)
        Both.push_back(X);
    MachineBasicBlock *M = nullptr;
    for (MachineBasicBlock *X : Both)
      if (llvm::all_of(Both, [&](MachineBasicBlock *Y) { return DT.dominates(X, Y); }))
        M = X;
    if (!M || M == D || !DT.dominates(D, M))
      continue;
    // The region: from D up to M or P, with one way in (D, not re-entered),
    // M entered from it alone, and branches to P that BREAK can follow.
    SmallPtrSet<MachineBasicBlock *, 16> Blocks;
    SmallVector<MachineBasicBlock *, 16> Work{D};
    while (!Work.empty()) {
      MachineBasicBlock *X = Work.pop_back_val();
      if (X == M || X == P || !Blocks.insert(X).second)
        continue;
      for (MachineBasicBlock *S : X->successors())
        Work.push_back(S);
    }
    bool OK = llvm::all_of(Blocks, [&](MachineBasicBlock *X) {
      return llvm::all_of(X->predecessors(), [&](MachineBasicBlock *Y) {
        return X == D ? !Blocks.count(Y) : (bool)Blocks.count(Y);
      });
    }) && llvm::all_of(M->predecessors(), [&](MachineBasicBlock *Y) { return Blocks.count(Y); });
    SmallVector<MachineBasicBlock *, 2> Breaks;
    for (MachineBasicBlock *X : Blocks) {
      if (!X->isSuccessor(P))
        continue;
      MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
      SmallVector<MachineOperand, 2> Cond;
      OK &= !TII.analyzeBranch(*X, TBB, FBB, Cond);
      Breaks.push_back(X);
    }
    if (!OK || Breaks.empty())
      continue;
    Region R;
    R.Entry = D;
    R.Join = M;
    R.Blocks = std::move(Blocks);
    R.Depth = DT.getNode(D)->getLevel();
    R.Leave = P;
    R.Breaks = std::move(Breaks);
    Regions.push_back(std::move(R));
  }
}

/// The BREAKs of a meeting region (addMeetRegions): before each branch to
/// the block its threads leave for, under that branch's condition.
static void insertBreaks(const Region &R, const TargetInstrInfo &TII) {
  for (MachineBasicBlock *X : R.Breaks) {
    MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
    SmallVector<MachineOperand, 2> Cond;
    if (TII.analyzeBranch(*X, TBB, FBB, Cond))
      continue; // checked in addMeetRegions
    if (!TBB)
      TBB = X->getNextNode(); // falls through
    if (!Cond.empty() && !FBB && TBB != R.Leave)
      FBB = X->getNextNode();
    MachineInstr *MI = SASS::addDefaultOps(
        BuildMI(*X, X->getFirstTerminator(), DebugLoc(), TII.get(SASS::BREAKcg)).addImm(R.Barrier));
    if (Cond.empty())
      continue;
    SmallVector<MachineOperand, 2> Guard(Cond.begin(), Cond.end());
    if (TBB != R.Leave)
      TII.reverseBranchCondition(Guard);
    TII.PredicateInstruction(*MI, Guard);
  }
}

bool SASSConvergence::runOnMachineFunction(MachineFunction &MF) {
  auto &DT = getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  auto &LI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  bool Split = false;
  while (splitBackEdges(MF, DT, LI, LivePostDom(MF), TII)) {
    DT.recalculate(MF);
    LI.calculate(DT);
    Split = true;
  }
  LivePostDom PDT(MF);

  SmallVector<Region, 8> Regions;
  SmallVector<Branch, 16> Branches;
  discover(MF, DT, PDT, LI, Branches, Regions);
  addMeetRegions(DT, Branches, Regions, TII);
  if (Regions.empty())
    return Split;

  // Barriers for the regions; on failure the index of a region no barrier
  // is left for, and the regions it conflicts with.
  SmallVector<unsigned, 16> Conflicts;
  auto Assign = [&]() -> int {
    // Regions that can be armed at the same time need different barriers:
    // overlapping ones, and disjoint ones inside a common divergent region,
    // whose threads run the region's paths interleaved (sibling regions in
    // its two arms), unless every path to one passes the join of the other or
    // of a region around it (its BSYNC holds the other's threads until they
    // leave it) outside a loop holding both where threads of a later
    // iteration can re-arm it.
    //
    // One region's join may be the next one's entry: its BSYNC comes before
    // the next BSSY in the block, unless the next region branches back there.
    auto ReEntered = [&](const Region &R) {
      return llvm::any_of(R.Blocks, [&](MachineBasicBlock *X) { return X->isSuccessor(R.Entry); });
    };
    auto Overlap = [&](const Region &A, const Region &B) {
      for (MachineBasicBlock *X : A.Blocks)
        if (B.Blocks.count(X) || (X == B.Join && (X != A.Entry || ReEntered(A))))
          return true;
      return B.Blocks.count(A.Join) && (A.Join != B.Entry || ReEntered(B));
    };
    // The regions around each region (itself included) whose BSYNC holds its
    // threads: entered before it, joining at or after its join.
    SmallVector<SmallVector<unsigned, 4>, 8> Around(Regions.size());
    for (unsigned I = 0; I < Regions.size(); ++I)
      for (unsigned J = 0; J < Regions.size(); ++J) {
        const Region &A = Regions[I], &R = Regions[J];
        if (I == J || (R.Blocks.count(A.Entry) && DT.dominates(R.Entry, A.Entry) &&
                       !A.Blocks.count(R.Join)))
          Around[I].push_back(J);
      }
    // Every thread that reaches B has left A.
    auto Before = [&](const Region &A, const Region &B) {
      return llvm::any_of(Around[&A - Regions.begin()], [&](unsigned R) {
        return DT.dominates(Regions[R].Join, B.Entry);
      });
    };
    // Per loop: whether the threads still in it always run the same
    // iteration, and the blocks threads that left it run before they
    // reconverge with the others (they run while the others iterate).
    struct LoopFacts {
      bool Lockstep = true;
      SmallPtrSet<MachineBasicBlock *, 16> Escaped;
    };
    DenseMap<MachineLoop *, LoopFacts> Loops;
    // A divergent branch whose region was given up: its threads run apart
    // from its successors up to the join that holds them next, as inside a
    // region.  (Branches that never had a region, a loop exit with no
    // block to arm it in or a region whose join the branch does not
    // dominate, are left as they were: a gap, docs/Robustness.md.)
    SmallVector<SmallPtrSet<MachineBasicBlock *, 16>, 4> Apart;
    for (const Branch &Br : Branches)
      if (Br.GivenUp)
        span(Br.Succs, reconvergence(Br, Regions, DT, PDT), Apart.emplace_back());
    auto loopFacts = [&](MachineLoop *L) -> const LoopFacts & {
      auto [It, New] = Loops.try_emplace(L);
      LoopFacts &Info = It->second;
      if (!New)
        return Info;
      for (const Branch &Br : Branches) {
        if (!L->contains(Br.MBB))
          continue;
        MachineBasicBlock *Join = reconvergence(Br, Regions, DT, PDT);
        SmallVector<MachineBasicBlock *, 2> In, Out;
        for (MachineBasicBlock *S : Br.Succs)
          (L->contains(S) ? In : Out).push_back(S);
        span(Out, Join, Info.Escaped);
        if (!Join) {
          Info.Lockstep = false; // its threads never reconverge
        } else if (L->contains(Join)) {
          // Every thread passes the join, in this iteration.
          SmallPtrSet<MachineBasicBlock *, 16> Span;
          span(Br.Succs, Join, Span);
          Info.Lockstep &= !Span.count(L->getHeader());
        } else {
          // A loop exit: one path may stay in the loop.
          Info.Lockstep &= In.size() <= 1;
        }
      }
      // Threads that left may not come back before reconverging.
      Info.Lockstep &= !Info.Escaped.count(L->getHeader());
      return Info;
    };
    auto Concurrent = [&](const Region &A, const Region &B) {
      bool Enclosed = llvm::any_of(Regions, [&](const Region &R) {
        return &R != &A && &R != &B && R.Blocks.count(A.Entry) && R.Blocks.count(B.Entry);
      }) || llvm::any_of(Apart, [&](const SmallPtrSet<MachineBasicBlock *, 16> &Z) {
        return Z.count(A.Entry) && Z.count(B.Entry);
      });
      if (!Enclosed)
        return false;
      // A later iteration re-arms a region of the loop while threads of an
      // earlier one still run the other region.
      for (MachineLoop *L = LI.getLoopFor(A.Entry); L; L = L->getParentLoop()) {
        if (L->contains(B.Entry) ? !loopFacts(L).Lockstep : loopFacts(L).Escaped.count(B.Entry))
          return true;
      }
      for (MachineLoop *L = LI.getLoopFor(B.Entry); L; L = L->getParentLoop())
        if (!L->contains(A.Entry) && loopFacts(L).Escaped.count(A.Entry))
          return true;
      return !Before(A, B) && !Before(B, A);
    };
    for (unsigned I = 0; I < Regions.size(); ++I) {
      unsigned Used = 0;
      SmallVector<unsigned, 16> With;
      for (unsigned J = 0; J < I; ++J)
        if (Overlap(Regions[I], Regions[J]) || Concurrent(Regions[I], Regions[J])) {
          Used |= 1u << Regions[J].Barrier;
          With.push_back(J);
        }
      // A call may change B0-B5 (ptxas keeps regions around calls in B6+).
      unsigned B = MF.getFrameInfo().hasCalls() ? 6 : 0;
      while (B < 16 && (Used >> B & 1))
        ++B;
      if (B == 16) {
        Conflicts = std::move(With);
        return (int)I;
      }
      Regions[I].Barrier = B;
    }
    return -1;
  };

  // More regions open at once than there are barriers: reconvergence is
  // for speed and for the warp-synchronous instructions, so a region with
  // none of those between its join and the join that holds its threads next
  // (an enclosing region's, or none: the end of the kernel) is given up and
  // its branches reconverge there instead, as a loop exit with no preheader
  // does; then barriers are assigned again.  Unoptimised code (-O0, every
  // llvm-stress loop kept with its own exit) nests that deep; a region
  // with a shuffle, vote, barrier, MMA or call in the way keeps the error.
  DenseSet<const MachineBasicBlock *> Sync = blocksWithConvergentCode(MF);
  // A region no barrier can serve: re-armed from inside (above), or
  // entered by two groups of threads that a branch whose region was given
  // up split (each of its successors leads there before the threads
  // reconverge): the second group would re-arm the barrier while the first
  // is still inside.
  auto FirstUnarmable = [&]() -> int {
    for (unsigned I = 0; I < Regions.size(); ++I)
      if (Regions[I].ReArmed)
        return I;
    for (const Branch &Br : Branches) {
      if (!Br.GivenUp)
        continue;
      DenseMap<MachineBasicBlock *, unsigned> Ways =
          ways(Br, reconvergence(Br, Regions, DT, PDT));
      for (unsigned I = 0; I < Regions.size(); ++I)
        if (Ways.lookup(Regions[I].Entry) >= 2) {
          Regions[I].ReArmed = true;
          return I;
        }
    }
    return -1;
  };
  for (int I; (I = FirstUnarmable()) >= 0 || (I = Assign()) >= 0;) {
    // The region without a barrier, else the largest of those it conflicts
    // with.
    int Drop = canGiveUp(Regions, (unsigned)I, DT, Sync) ? I : -1;
    if (Drop < 0 && !Regions[I].ReArmed)
      for (unsigned J : Conflicts)
        if (canGiveUp(Regions, J, DT, Sync) &&
            (Drop < 0 || Regions[J].Blocks.size() > Regions[Drop].Blocks.size()))
          Drop = J;
    if (Drop < 0 && Regions[I].ReArmed) {
      MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
          MF.getFunction(),
          "divergent threads that no convergence barrier can reconverge (a "
          "loop whose header also closes an inner cycle, or a region that two "
          "groups of the warp's threads enter apart) reach warp-synchronous code "
          "(a shuffle, vote, barrier, matrix operation or call)",
          Regions[I].Entry->getFirstTerminator() != Regions[I].Entry->end()
              ? Regions[I].Entry->getFirstTerminator()->getDebugLoc()
              : DebugLoc()));
      return false;
    }
    if (Drop < 0) {
      // Located at the branch that opens the region, else at the region's
      // first instruction (in layout order) that has a line.
      DebugLoc Where;
      for (const MachineInstr &T : Regions[I].Entry->terminators())
        if (!Where && T.getDebugLoc())
          Where = T.getDebugLoc();
      for (const MachineBasicBlock &X : MF)
        if (Regions[I].Blocks.count(const_cast<MachineBasicBlock *>(&X)))
          for (const MachineInstr &T : X)
            if (!Where && T.getDebugLoc())
              Where = T.getDebugLoc();
      // The user's line, not that of a header function inlined there.
      if (Where)
        if (DILocation *Outer = Where->getInlinedAt()) {
          while (Outer->getInlinedAt())
            Outer = Outer->getInlinedAt();
          Where = DebugLoc(Outer);
        }
      MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
          MF.getFunction(),
          "more than 16 nested divergent regions (convergence barriers B0-B15) "
          "would be open at once, with warp-synchronous code (a shuffle, vote, "
          "barrier, matrix operation or call) after them that needs their "
          "threads reconverged",
          Where));
      return false;
    }
    for (Branch &Br : Branches)
      if (Br.OwnRegion && Br.RegionEntry == Regions[Drop].Entry &&
          Br.Post == Regions[Drop].Join) {
        Br.OwnRegion = false;
        Br.GivenUp = true;
      }
    Regions.erase(Regions.begin() + Drop);
    if (Regions.empty())
      return false;
  }

  for (Region &R : Regions)
    SASS::addDefaultOps(BuildMI(*R.Entry, R.Entry->getFirstTerminator(),
                                DebugLoc(), TII.get(SASS::BSSYcg))
                            .addImm(R.Barrier)
                            .addMBB(R.Join));
  for (const Region &R : Regions)
    if (R.Leave)
      insertBreaks(R, TII);
  // At a join, inner regions (entered deeper in the dominator tree) sync
  // first.
  llvm::stable_sort(Regions, [](const Region &A, const Region &B) {
    return A.Depth < B.Depth;
  });
  for (Region &R : Regions)
    SASS::addDefaultOps(
        BuildMI(*R.Join, R.Join->begin(), DebugLoc(), TII.get(SASS::BSYNCcg))
            .addImm(R.Barrier));
  if (SASS::isCallee(MF.getFunction()))
    saveCallerBarriers(MF, Regions);
  return true;
}

/// A device function keeps B6-B15 for its callers, whose regions around
/// the call stay armed (B0-B5 a call may change, as ptxas's ABI has it):
/// each one it arms is saved in its frame on entry (BMOV.32.CLEAR through
/// R3, which device functions reserve) and restored before it returns.
static void saveCallerBarriers(MachineFunction &MF, ArrayRef<Region> Regions) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  auto &FI = *MF.getInfo<SASSMachineFunctionInfo>();
  unsigned Kept = 0;
  for (const Region &R : Regions)
    if (R.Barrier >= 6)
      Kept |= 1u << R.Barrier;
  if (!Kept)
    return;
  if ((unsigned)llvm::popcount(Kept) > FI.BarrierSlots.size()) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
        Twine("oa internal error in '") + MF.getFunction().getName() +
        "': no stack slot to save a convergence barrier in"));
    return;
  }
  MachineBasicBlock &Entry = MF.front();
  // After the frame is set up (the slots are R1-relative).
  MachineBasicBlock::iterator At = Entry.begin();
  for (auto I = Entry.begin(); I != Entry.end(); ++I)
    if (I->getFlag(MachineInstr::FrameSetup))
      At = std::next(I);
  unsigned Slot = 0;
  SmallVector<std::pair<unsigned, int64_t>, 4> Saved;
  for (unsigned B = 6; B < 16; ++B) {
    if (!(Kept >> B & 1))
      continue;
    int FIdx = FI.BarrierSlots[Slot++];
    int64_t Off = MFI.getObjectOffset(FIdx) + MFI.getStackSize();
    Saved.push_back({B, Off});
    SASS::addDefaultOps(BuildMI(Entry, At, DebugLoc(), TII.get(SASS::BMOV_SAVE)).addImm(B))
        .addReg(SASS::R3, RegState::ImplicitDefine);
    SASS::addDefaultOps(BuildMI(Entry, At, DebugLoc(), TII.get(SASS::STL_32))
                            .addReg(SASS::R3)
                            .addReg(SASS::R1)
                            .addImm(Off));
  }
  for (MachineBasicBlock &MBB : MF) {
    MachineBasicBlock::iterator T = MBB.getFirstTerminator();
    if (T == MBB.end() || !T->isReturn())
      continue;
    // Before the frame is given back.
    for (auto I = MBB.begin(); I != T; ++I)
      if (I->getFlag(MachineInstr::FrameDestroy)) {
        T = I;
        break;
      }
    for (auto [B, Off] : Saved) {
      SASS::addDefaultOps(BuildMI(MBB, T, DebugLoc(), TII.get(SASS::LDL_32), SASS::R3)
                              .addReg(SASS::R1)
                              .addImm(Off));
      SASS::addDefaultOps(BuildMI(MBB, T, DebugLoc(), TII.get(SASS::BMOV_RESTORE)).addImm(B))
          .addReg(SASS::R3, RegState::Implicit);
    }
  }
}
