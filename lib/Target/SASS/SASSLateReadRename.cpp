//===-- SASSLateReadRename.cpp - Keep writes off registers read late ------===//
//
// A variable-latency instruction reads its registers when its unit takes it,
// not at issue (an LDG's address, an F2I's source), and a store reads its
// data late; a later write of such a register waits on the read scoreboard
// until the read is done.  The register allocator does not know this and
// hands a freed register straight to the next value: convert's third
// pointer was loaded (LDC.64 R4) into the address register of the LDG just
// before it and waited for that LDG's read, and then its own load issued
// late; ptxas picks another register.
//
// After register allocation, a value whose def would wait that way and whose
// whole life is in its block is moved to a register that is free over that
// life and was not read late just before: one already in use, or one more
// while the function stays in its occupancy class.  Writers of the same
// in-order queue as the reader (an LDG's result over the previous LDG's
// address) do not wait and stay.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSInstrInfo.h"
#include "SASSMachineScheduler.h"
#include "SASSRegisterInfo.h"
#include "SASSScoreboard.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/LivePhysRegs.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "sass-late-read-rename"

STATISTIC(NumRenamed, "Values moved off a register read late");

static cl::opt<bool> EnableRename("sass-rename-late-reads", cl::Hidden, cl::init(true),
                                  cl::desc("Move values off registers a variable-latency "
                                           "instruction just read"));

// How far back (instructions of the block) a late read still costs a wait.
static constexpr unsigned Window = 12;

namespace {
class SASSLateReadRename : public MachineFunctionPass {
public:
  static char ID;
  SASSLateReadRename() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS late-read renaming"; }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  const TargetRegisterInfo *TRI = nullptr;
  const MachineRegisterInfo *MRI = nullptr;
  unsigned MaxAllowed = 0; // highest register index a new value may take
  unsigned MaxUsed = 0;
  // Register units some instruction of the function reads late (kept up to
  // date as values move).
  BitVector ReadLate;
  // Instructions whose value came back to a register it left: moved no
  // more, so that the values after them still get their turn.
  SmallPtrSet<const MachineInstr *, 8> Settled;
  // The last move: which instruction's value went from which register to
  // which.
  struct Move {
    const MachineInstr *MI = nullptr;
    MCRegister From, To;
  };
  bool renameOne(MachineBasicBlock &MBB, Move &Done);
};
} // namespace

char SASSLateReadRename::ID = 0;
INITIALIZE_PASS(SASSLateReadRename, DEBUG_TYPE, "SASS late-read renaming", false, false)
FunctionPass *llvm::createSASSLateReadRenamePass() { return new SASSLateReadRename(); }

static bool isGuarded(const MachineInstr &MI) {
  int G = SASSInstrInfo::guardIndex(MI);
  return G >= 0 && MI.getOperand(G).isReg() && MI.getOperand(G).getReg();
}

/// Functions whose registers other passes placed on purpose: calls and
/// device functions (the ABI), inline assembly, wgmma groups and setmaxnreg
/// (SASSWarpgroup, SASSSetMaxReg).  The operands' renamable flags do not
/// survive to here, so these are named.
static bool leaveAlone(const MachineFunction &MF) {
  if (SASS::isCallee(MF.getFunction()))
    return true;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.isCall() || MI.isInlineAsm())
        return true;
      StringRef N = TII.getName(MI.getOpcode());
      if (N.starts_with("HGMMA") || N.starts_with("WARPGROUP") || N.starts_with("USETMAXREG"))
        return true;
    }
  return false;
}

bool SASSLateReadRename::runOnMachineFunction(MachineFunction &MF) {
  if (!EnableRename || skipFunction(MF.getFunction()) || leaveAlone(MF))
    return false;
  TRI = MF.getSubtarget().getRegisterInfo();
  MRI = &MF.getRegInfo();
  // The registers in use, and how many more keep the occupancy class.
  MaxUsed = 0;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.getReg().isPhysical())
          for (MCPhysReg R : TRI->subregs_inclusive(MO.getReg()))
            if (SASS::GPR32RegClass.contains(R) && R != SASS::RZ)
              MaxUsed = std::max(MaxUsed, (unsigned)TRI->getEncodingValue(R));
  // .registers is the highest register + 3 (SASSAsmPrinter).
  // Without a launch bound, the count must keep every block size's
  // occupancy (and so every launch that fit, up to 1024 threads).
  unsigned Threads = SASSRegisterInfo::getThreadsPerCTA(MF.getFunction());
  unsigned Limit = SASSRegisterInfo::getRegLimit(MF);
  auto sameClass = [&](unsigned Regs) {
    for (unsigned T : {32u, 64u, 128u, 256u, 512u, 1024u})
      if ((!Threads || T == Threads) &&
          SASS::residentWarps(Regs, T) != SASS::residentWarps(MaxUsed + 3, T))
        return false;
    return true;
  };
  MaxAllowed = MaxUsed;
  while (MaxAllowed + 4 <= Limit && MaxAllowed + 1 < 254 && sameClass(MaxAllowed + 4))
    ++MaxAllowed;
  ReadLate.clear();
  ReadLate.resize(TRI->getNumRegUnits());
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (isEmittedSASSInstr(MI) && sassReadsLate(MI))
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && MO.getReg().isPhysical())
            for (MCRegUnit U : TRI->regunits(MO.getReg().asMCReg()))
              ReadLate.set(static_cast<unsigned>(U));
  // At most MaxMoves moves a block.  A move that undoes the one before it
  // (a value whose new register is read late just before it as well, and so
  // is its old one) would trade the two registers for ever (softmax_rows
  // spent a tenth of its compile time trading R22 and R23): that value
  // stays where it is and the search goes on past it (convert's last
  // four waits on its stores' reads were behind such a pair).
  constexpr unsigned MaxMoves = 64;
  bool Changed = false;
  Settled.clear();
  for (MachineBasicBlock &MBB : MF) {
    Move Prev, Cur;
    for (unsigned N = 0; N < MaxMoves && renameOne(MBB, Cur); ++N) {
      Changed = true;
      if (Prev.MI && Cur.MI == Prev.MI && Cur.From == Prev.To && Cur.To == Prev.From) {
        Settled.insert(Cur.MI);
        Prev = Move();
        continue;
      }
      Prev = Cur;
    }
  }
  return Changed;
}

/// Renames the first value of MBB whose def waits for a late read and can
/// move; false when there is none.
bool SASSLateReadRename::renameOne(MachineBasicBlock &MBB, Move &Done) {
  SmallVector<MachineInstr *, 64> Seq;
  for (MachineInstr &MI : MBB)
    if (isEmittedSASSInstr(MI))
      Seq.push_back(&MI);
  // LiveAfter[J]: register units live after Seq[J].
  SmallVector<BitVector, 0> LiveAfter(Seq.size());
  {
    LivePhysRegs Live(*TRI);
    Live.addLiveOuts(MBB);
    unsigned J = Seq.size();
    for (MachineInstr &MI : reverse(MBB)) {
      if (J && &MI == Seq[J - 1]) {
        BitVector &B = LiveAfter[--J];
        B.resize(TRI->getNumRegUnits());
        for (MCPhysReg R : Live)
          for (MCRegUnit U : TRI->regunits(R))
            B.set(static_cast<unsigned>(U));
      }
      Live.stepBackward(MI);
    }
  }
  auto touches = [&](const MachineInstr &MI, MCRegister R) {
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg() && TRI->regsOverlap(MO.getReg(), R))
        return true;
    return false;
  };
  // Whether Seq[J]'s write of R waits for a late read of R within the last
  // Far instructions.  A writer in between waited for that read too, unless
  // it is of the reader's queue (an LDG's result over the previous LDG's
  // address): then the read is still pending at J.
  auto waitsForRead = [&](unsigned J, MCRegister R, unsigned Far) {
    const MachineInstr *Between = nullptr;
    for (unsigned I = J; I-- > 0 && J - I <= Far;) {
      const MachineInstr &P = *Seq[I];
      bool Reads = false, Writes = false;
      for (const MachineOperand &MO : P.operands())
        if (MO.isReg() && MO.getReg() && TRI->regsOverlap(MO.getReg(), R))
          (MO.isDef() ? Writes : Reads) = true;
      if (Reads && sassReadsLate(P)) {
        if (Between && sassWriteWaitsForRead(P, *Between))
          return false;
        return sassWriteWaitsForRead(P, *Seq[J]);
      }
      if (Writes && !Between)
        Between = &P;
    }
    return false;
  };
  for (unsigned J = 0; J < Seq.size(); ++J) {
    MachineInstr &MI = *Seq[J];
    if (isGuarded(MI) || MI.getNumExplicitDefs() == 0 || Settled.count(&MI))
      continue;
    for (unsigned DI = 0; DI < MI.getNumExplicitDefs(); ++DI) {
      MachineOperand &Def = MI.getOperand(DI);
      if (!Def.isReg() || Def.isTied() || Def.getSubReg())
        continue;
      MCRegister R = Def.getReg().asMCReg();
      const TargetRegisterClass *RC =
          SASS::GPR32RegClass.contains(R)   ? &SASS::GPR32RegClass
          : SASS::GPR64RegClass.contains(R) ? &SASS::GPR64RegClass
                                            : nullptr;
      // Never the stack pointer, RZ or another reserved register.
      if (!RC || any_of(TRI->subregs_inclusive(R), [&](MCPhysReg S) { return MRI->isReserved(S); }) ||
          !waitsForRead(J, R, Window))
        continue;
      // Only the explicit def may name R here (no tuple bookkeeping, no
      // other operand).
      bool Other = false;
      for (const MachineOperand &MO : MI.operands())
        if (&MO != &Def && MO.isReg() && MO.getReg() && TRI->regsOverlap(MO.getReg(), R) &&
            (MO.isDef() || MO.isImplicit()))
          Other = true;
      if (Other)
        continue;
      // The value's life: uses up to the next full redefinition, all in
      // this block; each use names R or one of its sub-registers.
      SmallVector<MachineOperand *, 8> Uses;
      unsigned Last = J;
      bool Ok = true, Ended = false;
      for (unsigned K = J + 1; K < Seq.size() && Ok && !Ended; ++K) {
        MachineInstr &U = *Seq[K];
        for (MachineOperand &MO : U.operands()) {
          if (!MO.isReg() || !MO.getReg() || !TRI->regsOverlap(MO.getReg(), R))
            continue;
          if (MO.isDef()) {
            // A whole, unguarded redefinition ends the value.
            if (!MO.isImplicit() && !isGuarded(U) && TRI->isSuperRegisterEq(R, MO.getReg()))
              Ended = true;
            else
              Ok = false;
            continue;
          }
          if (MO.isImplicit() || MO.isTied() || MO.getSubReg() ||
              !TRI->isSubRegisterEq(R, MO.getReg())) {
            Ok = false;
            continue;
          }
          Uses.push_back(&MO);
          Last = K;
        }
      }
      if (!Ok)
        continue;
      // Live out of the block (or into an instruction that is not emitted):
      // leave it.
      if (!Ended) {
        bool LiveOut = false;
        for (MCRegUnit U : TRI->regunits(R))
          LiveOut |= LiveAfter.back().test(static_cast<unsigned>(U));
        if (LiveOut)
          continue;
      }
      // Debug values and other non-emitted instructions naming R in the
      // range would go stale: bail out on any.  (A value with no use has
      // no range: Last == J.)
      bool Meta = false;
      if (Last > J)
        for (auto It = std::next(MI.getIterator()); It != Seq[Last]->getIterator(); ++It)
          if (!isEmittedSASSInstr(*It) && touches(*It, R))
            Meta = true;
      if (Meta)
        continue;
      // A register of RC dead after J, untouched up to Last, not read late
      // just before J and within the occupancy class.
      MCRegister New;
      for (MCPhysReg C : *RC) {
        if (TRI->regsOverlap(C, R) ||
            any_of(TRI->subregs_inclusive(C), [&](MCPhysReg S) { return MRI->isReserved(S); }))
          continue;
        unsigned Top = TRI->getEncodingValue(C) + (RC == &SASS::GPR64RegClass ? 1 : 0);
        if (Top > MaxAllowed)
          continue;
        bool Busy = false;
        for (MCRegUnit U : TRI->regunits(C))
          Busy |= LiveAfter[J].test(static_cast<unsigned>(U));
        for (unsigned K = J + 1; K <= Last && !Busy; ++K)
          Busy = touches(*Seq[K], C);
        // Nor read late anywhere in the function: that read would then
        // have to be released through the read scoreboard, and waits for it
        // (a barrier's, say) would come back.
        for (MCRegUnit U : TRI->regunits(C))
          Busy |= ReadLate.test(static_cast<unsigned>(U));
        if (Busy)
          continue;
        New = C;
        break;
      }
      if (!New)
        continue;
      Done = {&MI, R, New};
      Def.setReg(New);
      for (MachineOperand *MO : Uses) {
        unsigned Idx = MO->getReg() == R ? 0 : TRI->getSubRegIndex(R, MO->getReg());
        MO->setReg(Idx ? TRI->getSubReg(New, Idx) : MCRegister(New));
        if (sassReadsLate(*MO->getParent()))
          for (MCRegUnit U : TRI->regunits(MO->getReg().asMCReg()))
            ReadLate.set(static_cast<unsigned>(U));
      }
      MaxUsed = std::max(MaxUsed, (unsigned)TRI->getEncodingValue(New) +
                                      (RC == &SASS::GPR64RegClass ? 1 : 0));
      ++NumRenamed;
      return true;
    }
  }
  return false;
}
