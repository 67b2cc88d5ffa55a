//===-- SASSWarpgroup.cpp - wgmma groups and setmaxnreg after allocation --===//
//
// After register allocation, before the convergence and scoreboard passes:
// - wgmma.commit_group (WGMMA_COMMIT) becomes gsb0 on the last HGMMA of its
//   group (the _G twin of the form), as ptxas writes it.  A group still
//   open at the end of a block, or whose registers something reads before
//   its commit (a store of the results the IR placed right after the
//   wgmma), closes there instead: the hardware then counts more, smaller
//   groups, so a wait for at most N of them is no weaker than the
//   program's wait for N of its own.
// - An HGMMA reads its accumulators and register A asynchronously and
//   writes its accumulators when its group completes.  WARPGROUP.ARRIVE
//   (wgmma.fence) must separate it from earlier writes of those registers,
//   and WARPGROUP.DEPBAR (wait_group) from later accesses: the PTX rules
//   the program follows, which the register allocator's copies and reloads
//   do not know.  This pass follows the registers of committed groups in
//   flight (per group, so that wait_group N retires the older ones) and of
//   the open group, and the registers written since the last ARRIVE, over
//   the CFG, and inserts WARPGROUP.ARRIVE before an HGMMA that would read a
//   register written since, and WARPGROUP.DEPBAR.LE gsb0, 0x0 before any
//   other instruction that touches a register of a committed group still
//   in flight (ptxas: "warpgroup.arrive / warpgroup.wait is injected").
// - After setmaxnreg.dec / .inc the warp owns fewer registers: where the
//   allocation does not fit them, the function's setmaxnreg are dropped
//   (SASSSetMaxReg.cpp's fitSetMaxReg, first).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSAsync90.h"
#include "SASSInstrInfo.h"
#include "SASSSetMaxReg.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace {
constexpr unsigned NumR = 255;

struct GState {
  std::vector<BitVector> Groups; // committed, oldest first
  BitVector Open, Dirty;
  bool Known = false;
  GState() : Open(NumR), Dirty(NumR) {}
  BitVector pending() const {
    BitVector P(NumR);
    for (const BitVector &G : Groups)
      P |= G;
    return P;
  }
  /// Joins O into this state; true when it changed.
  bool merge(const GState &O) {
    if (!O.Known)
      return false;
    if (!Known) {
      *this = O;
      return true;
    }
    GState Old = *this;
    if (Groups.size() != O.Groups.size() ||
        !std::equal(Groups.begin(), Groups.end(), O.Groups.begin())) {
      // Different histories: one group with everything (a wait for N > 0
      // then keeps it, and accesses get a full wait: slower, still right).
      BitVector All = pending();
      All |= O.pending();
      Groups.clear();
      if (All.any())
        Groups.push_back(All);
    }
    Open |= O.Open;
    Dirty |= O.Dirty;
    return Groups != Old.Groups || Open != Old.Open || Dirty != Old.Dirty;
  }
};

class SASSWarpgroup : public MachineFunctionPass {
public:
  static char ID;
  SASSWarpgroup() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS wgmma groups and setmaxnreg"; }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  const TargetRegisterInfo *TRI = nullptr;
  const TargetInstrInfo *TII = nullptr;
  bool Reported = false;
  void regs(const MachineInstr &MI, BitVector &Uses, BitVector &Defs) const;
  void slots(MCRegister R, BitVector &Out) const;
  /// Applies MBB to S; with Edit, inserts the waits and fences and reports.
  void walk(MachineBasicBlock &MBB, GState &S, bool Edit);
  void error(const MachineInstr &MI, const Twine &Msg);
};
} // namespace

char SASSWarpgroup::ID = 0;

FunctionPass *llvm::createSASSWarpgroupPass() { return new SASSWarpgroup(); }

static bool isHGMMA(const TargetInstrInfo &TII, const MachineInstr &MI) {
  return TII.getName(MI.getOpcode()).starts_with("HGMMA_");
}

void SASSWarpgroup::slots(MCRegister R, BitVector &Out) const {
  if (!R)
    return;
  if (!TRI->subregs(R).empty()) {
    for (MCRegister S : TRI->subregs(R))
      if (TRI->subregs(S).empty())
        slots(S, Out);
    return;
  }
  if (SASS::GPR32RegClass.contains(R) && R != SASS::RZ) {
    unsigned I = TRI->getEncodingValue(R);
    if (I < NumR)
      Out.set(I);
  }
}

void SASSWarpgroup::regs(const MachineInstr &MI, BitVector &Uses, BitVector &Defs) const {
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg().isPhysical())
      slots(MO.getReg(), MO.isDef() ? Defs : Uses);
}

void SASSWarpgroup::error(const MachineInstr &MI, const Twine &Msg) {
  const Function &F = MI.getMF()->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, MI.getDebugLoc()));
}

void SASSWarpgroup::walk(MachineBasicBlock &MBB, GState &S, bool Edit) {
  auto Insert = [&](MachineBasicBlock::iterator At, unsigned Opc, bool Cnt) {
    MachineInstrBuilder B = BuildMI(MBB, At, At->getDebugLoc(), TII->get(Opc));
    if (Cnt)
      B.addImm(0);
    SASS::addDefaultOps(B);
  };
  MachineInstr *LastGmma = nullptr;
  auto CloseGroup = [&]() {
    if (Edit) {
      std::string G = (TII->getName(LastGmma->getOpcode()) + "_G").str();
      LastGmma->setDesc(TII->get(SASS::findOpcode(*TII, G)));
    }
    if (S.Open.any())
      S.Groups.push_back(S.Open);
    S.Open.reset();
    LastGmma = nullptr;
  };
  for (auto It = MBB.begin(); It != MBB.end();) {
    MachineInstr &MI = *It++;
    if (MI.isMetaInstruction() || MI.isDebugInstr())
      continue;
    unsigned Opc = MI.getOpcode();
    if (Opc == SASS::WGMMA_COMMIT) {
      // (Nothing open: the group's HGMMAs were closed at the end of their
      // block, or it is empty, which no wait has to count.)
      if (LastGmma)
        CloseGroup();
      if (Edit)
        MI.eraseFromParent();
      continue;
    }
    if (Opc == SASS::WARPGROUP_ARRIVEcg) {
      S.Dirty.reset();
      continue;
    }
    if (Opc == SASS::WARPGROUP_DEPBARcg) {
      unsigned Keep = MI.getOperand(0).getImm();
      if (S.Groups.size() > Keep)
        S.Groups.erase(S.Groups.begin(), S.Groups.end() - Keep);
      continue;
    }
    BitVector Uses(NumR), Defs(NumR);
    regs(MI, Uses, Defs);
    BitVector All = Uses;
    All |= Defs;
    if (isHGMMA(*TII, MI)) {
      BitVector Regs = All;
      if (Regs.anyCommon(S.Dirty)) {
        if (Edit)
          Insert(MI.getIterator(), SASS::WARPGROUP_ARRIVEcg, false);
        S.Dirty.reset();
      }
      // Its register A (an accumulator of an in-flight group is fine: the
      // chain of one group's HGMMAs on the same registers).
      BitVector A = Uses;
      A.reset(Defs);
      if (A.anyCommon(S.pending())) {
        if (Edit)
          Insert(MI.getIterator(), SASS::WARPGROUP_DEPBARcg, true);
        S.Groups.clear();
      }
      S.Open |= All;
      LastGmma = &MI;
      continue;
    }
    // An access to the registers of the open group (the IR may store a
    // wgmma's results right after it, before its commit_group): the group
    // closes here (gsb0 on its last HGMMA so far) and is waited for.  The
    // rest of the PTX group then forms a group of its own, which keeps
    // wait_group's counts: the early part has completed.
    if (All.anyCommon(S.Open)) {
      if (LastGmma) {
        CloseGroup();
      } else {
        if (Edit && !Reported) {
          Reported = true;
          error(MI, "an instruction uses the registers of a wgmma.mma_async of another block "
                    "before its wgmma.commit_group: not supported by oa");
        }
        S.Open.reset(All);
      }
    }
    if (All.anyCommon(S.pending())) {
      if (Edit)
        Insert(MI.getIterator(), SASS::WARPGROUP_DEPBARcg, true);
      S.Groups.clear();
    }
    S.Dirty |= Defs;
  }
  // A group still open at the end of its block closes there: its commit
  // may be in another block (an HGMMA in a loop that was not unrolled).
  if (LastGmma)
    CloseGroup();
}

bool SASSWarpgroup::runOnMachineFunction(MachineFunction &MF) {
  TRI = MF.getSubtarget().getRegisterInfo();
  TII = MF.getSubtarget().getInstrInfo();
  Reported = false;
  bool Any = SASS::fitSetMaxReg(MF);
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      unsigned Opc = MI.getOpcode();
      Any |= Opc == SASS::WGMMA_COMMIT || Opc == SASS::WARPGROUP_ARRIVEcg || isHGMMA(*TII, MI);
    }
  if (!Any)
    return false;
  DenseMap<MachineBasicBlock *, GState> In;
  In[&MF.front()].Known = true;
  bool Changed = true;
  for (unsigned Iter = 0; Changed && Iter < 100; ++Iter) {
    Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      GState S = In[&MBB];
      if (!S.Known)
        continue;
      walk(MBB, S, false);
      for (MachineBasicBlock *Succ : MBB.successors())
        Changed |= In[Succ].merge(S);
    }
  }
  for (MachineBasicBlock &MBB : MF) {
    GState S = In[&MBB];
    walk(MBB, S, true);
  }
  return true;
}
