//===-- SASSEarlyExit.cpp - Guarded EXIT instead of a branch to EXIT ------===//
//
// `if (i >= n) return;` reaches code generation as a conditional branch to
// a block holding only EXIT.  As a branch it makes a divergent region that
// SASSConvergence brackets with BSSY/BSYNC, and the threads that are done
// wait at the BSYNC for the others.  A guarded EXIT (`@P0 EXIT`, what ptxas
// emits) ends them where they are, and no region is needed.  Runs after
// block placement, before SASSConvergence.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSInstrInfo.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"

using namespace llvm;

namespace {
class SASSEarlyExit : public MachineFunctionPass {
public:
  static char ID;
  SASSEarlyExit() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS guarded early exits"; }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char SASSEarlyExit::ID = 0;
FunctionPass *llvm::createSASSEarlyExitPass() { return new SASSEarlyExit(); }

static bool isLoneExit(const MachineBasicBlock *MBB) {
  return MBB && SASSInstrInfo::isLoneExitBlock(*MBB);
}

/// Whether Target is MBB or comes before it in the layout.
static bool isBackEdge(const MachineBasicBlock &MBB, const MachineBasicBlock *Target) {
  for (const MachineBasicBlock &B : *MBB.getParent()) {
    if (&B == Target)
      return true;
    if (&B == &MBB)
      return false;
  }
  return false;
}

bool SASSEarlyExit::runOnMachineFunction(MachineFunction &MF) {
  const auto &TII = *static_cast<const SASSInstrInfo *>(MF.getSubtarget().getInstrInfo());
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF) {
    MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
    SmallVector<MachineOperand, 2> Cond;
    if (TII.analyzeBranch(MBB, TBB, FBB, Cond) || Cond.empty())
      continue;
    // Where the branch does not go: FBB, or the next block in the layout.
    MachineBasicBlock *Other = FBB;
    if (!Other) {
      auto Next = std::next(MBB.getIterator());
      if (Next == MF.end())
        continue;
      Other = &*Next;
    }
    MachineBasicBlock *Rest;
    if (isLoneExit(TBB) && TBB != Other) {
      Rest = Other;
    } else if (isLoneExit(Other) && !isLoneExit(TBB)) {
      // A loop's latch falls through to the EXIT block: `@P0 BRA top` is
      // one instruction, a guarded EXIT would need the BRA after it (a
      // grid-stride loop: one more every trip; ptxas keeps the branch).
      // The loop's threads leave into EXIT; no region brackets the loop.
      if (!FBB && isBackEdge(MBB, TBB))
        continue;
      Rest = TBB;
      TII.reverseBranchCondition(Cond);
    } else {
      continue;
    }
    DebugLoc DL = MBB.findBranchDebugLoc();
    TII.removeBranch(MBB);
    BuildMI(&MBB, DL, TII.get(SASS::EXITc)).add(Cond[0]).add(Cond[1]).addImm(0);
    auto Next = std::next(MBB.getIterator());
    if (Next == MF.end() || &*Next != Rest)
      TII.insertBranch(MBB, Rest, nullptr, {}, DL);
    // The edge to the EXIT block stays in the CFG: without it a loop that is
    // left only through a guarded EXIT would have no exit, and the
    // post-dominator tree SASSConvergence builds on would be meaningless.
    // SASSConvergence does not count the edge as a divergent branch.
    Changed = true;
  }
  return Changed;
}
