//===-- SASSSetMaxReg.cpp - registers where setmaxnreg leaves fewer --------===//
//
// setmaxnreg.dec N gives a warp's registers beyond N back to the CTA's pool
// (setmaxnreg.inc N asks for them again): from there on the warp owns
// R0..R(N-3) (N counted as a kernel's declared count, which covers the
// highest register plus the two the hardware keeps, SASSAsmPrinter.cpp).
// oa allocates registers for the whole kernel, so:
// - Before register allocation (after the machine scheduler, on the
//   coalesced live intervals), every general register value live at a
//   point after a setmaxnreg whose count is below the kernel's gets that
//   count as a cap (SASSMachineFunctionInfo::RegCaps); the allocator's
//   order for it (and for the pieces the allocator splits or spills it
//   into, through VirtRegMap::getOriginal) is the registers below the cap
//   only (SASSRegisterInfo::getRegAllocationHints: hard hints).  The
//   allocator spills rather than leave them.
// - After allocation, fitSetMaxReg checks every point after a setmaxnreg:
//   the registers it reads or writes and those live across it (a value
//   live through a dec..inc stretch loses its register too).  Where a
//   register is beyond the count (a value no register below the cap could
//   hold, a -O0 allocation, which takes no hints, or the allocator's hint
//   recolouring), the function's setmaxnreg are dropped, with a warning:
//   setmaxnreg only moves registers between the CTA's warps, the kernel
//   still declares its launch bound's count and each warp keeps it.  The
//   inc's retry loop then sees its predicate true at once.  Never a kernel
//   whose warp reads a register it gave back.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSInstrInfo.h"
#include "SASSMachineFunctionInfo.h"
#include "SASSRegisterInfo.h"
#include "SASSSetMaxReg.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/VirtRegMap.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace {
constexpr unsigned NumR = 255;
constexpr unsigned NoCap = 256;

bool isSetMaxReg(const MachineInstr &MI) {
  return MI.getOpcode() == SASS::USETMAXREG_DEC || MI.getOpcode() == SASS::USETMAXREG_TRY;
}

/// The registers a warp may name after setmaxnreg N: R0..R(N-3).
unsigned usable(unsigned Count) { return Count >= 2 ? Count - 2 : 0; }

/// The count in effect at each block's entry (NoCap: the kernel's own),
/// the lowest over the paths that reach it.
DenseMap<const MachineBasicBlock *, unsigned> entryCounts(const MachineFunction &MF) {
  DenseMap<const MachineBasicBlock *, unsigned> In;
  ReversePostOrderTraversal<const MachineFunction *> RPO(&MF);
  In[&MF.front()] = NoCap;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock *MBB : RPO) {
      auto It = In.find(MBB);
      if (It == In.end())
        continue;
      unsigned C = It->second;
      for (const MachineInstr &MI : *MBB)
        if (isSetMaxReg(MI))
          C = MI.getOperand(0).getImm();
      for (const MachineBasicBlock *S : MBB->successors()) {
        auto [SI, New] = In.try_emplace(S, C);
        if (New || C < SI->second) {
          SI->second = std::min(SI->second, C);
          Changed = true;
        }
      }
    }
  }
  return In;
}

/// Whether RC's registers are general registers (or tuples of them).
bool isGPRClass(const TargetRegisterClass *RC, const TargetRegisterInfo &TRI) {
  if (RC->getNumRegs() == 0)
    return false;
  for (MCSubRegIterator S(RC->getRegister(0), &TRI, true); S.isValid(); ++S)
    if (SASS::GPR32RegClass.contains(*S))
      return true;
  return false;
}

class SASSSetMaxRegCaps : public MachineFunctionPass {
public:
  static char ID;
  SASSSetMaxRegCaps() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS setmaxnreg register caps"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char SASSSetMaxRegCaps::ID = 0;

FunctionPass *llvm::createSASSSetMaxRegCapsPass() { return new SASSSetMaxRegCaps(); }

bool SASSSetMaxRegCaps::runOnMachineFunction(MachineFunction &MF) {
  auto *MFI = MF.getInfo<SASSMachineFunctionInfo>();
  MFI->RegCaps.clear();
  bool Any = false;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      Any |= isSetMaxReg(MI);
  if (!Any)
    return false;
  LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  // A count at or above the kernel's limits nothing the allocator may use.
  unsigned Kernel = SASSRegisterInfo::getRegLimit(MF);
  struct Stretch {
    SlotIndex S, E;
    unsigned Count;
  };
  SmallVector<Stretch, 16> Region;
  auto Add = [&](SlotIndex S, SlotIndex E, unsigned C) {
    if (C < Kernel && S < E)
      Region.push_back({S, E, C});
  };
  DenseMap<const MachineBasicBlock *, unsigned> In = entryCounts(MF);
  for (const MachineBasicBlock &MBB : MF) {
    auto It = In.find(&MBB);
    if (It == In.end())
      continue;
    unsigned C = It->second;
    SlotIndex Start = LIS.getMBBStartIdx(&MBB);
    for (const MachineInstr &MI : MBB) {
      if (!isSetMaxReg(MI))
        continue;
      SlotIndex At = LIS.getInstructionIndex(MI).getRegSlot();
      Add(Start, At, C);
      C = MI.getOperand(0).getImm();
      Start = At;
    }
    Add(Start, LIS.getMBBEndIdx(&MBB), C);
  }
  if (Region.empty())
    return false;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (MRI.reg_nodbg_empty(R) || !LIS.hasInterval(R) ||
        !isGPRClass(MRI.getRegClass(R), TRI))
      continue;
    unsigned Cap = NoCap;
    for (const LiveRange::Segment &Seg : LIS.getInterval(R))
      for (const Stretch &St : Region)
        if (Seg.start < St.E && St.S < Seg.end)
          Cap = std::min(Cap, St.Count);
    if (Cap != NoCap)
      MFI->RegCaps[R] = usable(Cap);
  }
  return false;
}

bool SASS::setMaxRegHints(Register VirtReg, ArrayRef<MCPhysReg> Order,
                          SmallVectorImpl<MCPhysReg> &Hints, const MachineFunction &MF,
                          const VirtRegMap *VRM, const TargetRegisterInfo &TRI) {
  const auto *MFI = MF.getInfo<SASSMachineFunctionInfo>();
  if (MFI->RegCaps.empty() || !VirtReg.isVirtual())
    return false;
  auto It = MFI->RegCaps.find(VirtReg);
  if (It == MFI->RegCaps.end() && VRM)
    It = MFI->RegCaps.find(VRM->getOriginal(VirtReg));
  if (It == MFI->RegCaps.end())
    return false;
  unsigned Cap = It->second;
  auto Fits = [&](MCPhysReg P) {
    for (MCSubRegIterator S(P, &TRI, true); S.isValid(); ++S)
      if (SASS::GPR32RegClass.contains(*S) && TRI.getEncodingValue(*S) >= Cap)
        return false;
    return true;
  };
  SmallVector<MCPhysReg, 64> Out;
  for (MCPhysReg P : Hints)
    if (Fits(P))
      Out.push_back(P);
  for (MCPhysReg P : Order)
    if (Fits(P) && !is_contained(Out, P))
      Out.push_back(P);
  // No register below the cap (a tuple wider than it): the allocator's own
  // order; fitSetMaxReg then drops the setmaxnreg.
  if (Out.empty())
    return false;
  Hints.assign(Out.begin(), Out.end());
  return true;
}

namespace {
/// The general registers (R0..R254) MI reads and writes.
void gprs(const MachineInstr &MI, const TargetRegisterInfo &TRI, BitVector &Uses,
          BitVector &Defs) {
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isPhysical())
      continue;
    for (MCSubRegIterator S(MO.getReg(), &TRI, true); S.isValid(); ++S)
      if (SASS::GPR32RegClass.contains(*S) && *S != SASS::RZ) {
        unsigned I = TRI.getEncodingValue(*S);
        if (I < NumR)
          (MO.isDef() ? Defs : Uses).set(I);
      }
  }
}
} // namespace

bool SASS::fitSetMaxReg(MachineFunction &MF) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  SmallVector<MachineInstr *, 8> Sets;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if (isSetMaxReg(MI))
        Sets.push_back(&MI);
  if (Sets.empty())
    return false;
  // Liveness of the general registers over the CFG (a guarded write does
  // not end a value).
  DenseMap<const MachineBasicBlock *, BitVector> LiveIn, LiveOut;
  for (MachineBasicBlock &MBB : MF)
    LiveIn[&MBB] = LiveOut[&MBB] = BitVector(NumR);
  auto Step = [&](const MachineInstr &MI, BitVector &Live) {
    BitVector U(NumR), D(NumR);
    gprs(MI, TRI, U, D);
    if (!TII.isPredicated(MI))
      Live.reset(D);
    Live |= U;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : reverse(MF)) {
      BitVector Live(NumR);
      for (const MachineBasicBlock *S : MBB.successors())
        Live |= LiveIn[S];
      LiveOut[&MBB] = Live;
      for (const MachineInstr &MI : reverse(MBB))
        if (!MI.isDebugInstr())
          Step(MI, Live);
      if (Live != LiveIn[&MBB]) {
        LiveIn[&MBB] = Live;
        Changed = true;
      }
    }
  }
  // Every instruction after a setmaxnreg (the setmaxnreg too, with its
  // new count): what it names and what lives across it must be below the
  // count.
  DenseMap<const MachineBasicBlock *, unsigned> In = entryCounts(MF);
  const MachineInstr *Bad = nullptr;
  unsigned BadReg = 0, BadCount = 0;
  for (MachineBasicBlock &MBB : MF) {
    auto It = In.find(&MBB);
    if (It == In.end())
      continue;
    SmallVector<unsigned, 64> Counts;
    unsigned C = It->second;
    for (const MachineInstr &MI : MBB) {
      if (isSetMaxReg(MI))
        C = MI.getOperand(0).getImm();
      Counts.push_back(C);
    }
    BitVector Live = LiveOut[&MBB];
    unsigned Idx = Counts.size();
    for (const MachineInstr &MI : reverse(MBB)) {
      unsigned Cnt = Counts[--Idx];
      BitVector U(NumR), D(NumR);
      if (!MI.isDebugInstr())
        gprs(MI, TRI, U, D);
      BitVector All = Live;
      All |= U;
      All |= D;
      int Hi = All.find_last();
      if (Cnt != NoCap && Hi >= (int)usable(Cnt) && !Bad) {
        Bad = &MI, BadReg = Hi, BadCount = Cnt;
      }
      if (!MI.isDebugInstr())
        Step(MI, Live);
    }
  }
  if (!Bad)
    return false;
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F,
      "setmaxnreg ignored: register R" + Twine(BadReg) + " is live where setmaxnreg leaves the "
          "warp " + Twine(BadCount) + " registers (R0-R" + Twine(usable(BadCount) - 1) +
          "); the kernel keeps its declared count",
      Bad->getDebugLoc(), DS_Warning));
  for (MachineInstr *MI : Sets) {
    MachineBasicBlock &MBB = *MI->getParent();
    if (MI->getOpcode() == SASS::USETMAXREG_TRY) {
      bool Found = false;
      // The retry loop's predicate (PLOP3 from UP0) becomes true.
      for (auto It = std::next(MI->getIterator()); It != MBB.end(); ++It) {
        if (It->getOpcode() != SASS::PLOP3_UP0)
          continue;
        TII.copyPhysReg(MBB, It, It->getDebugLoc(), It->getOperand(0).getReg(), SASS::PT,
                        false);
        It->eraseFromParent();
        Found = true;
        break;
      }
      if (!Found) {
        F.getContext().diagnose(DiagnosticInfoUnsupported(
            F, "setmaxnreg.inc whose retry loop oa cannot follow: cannot drop it",
            MI->getDebugLoc()));
        continue;
      }
    }
    // (And the WARPSYNC.ALL selected with it, SASSAsync90.cpp.)
    if (MI->getIterator() != MBB.begin() &&
        std::prev(MI->getIterator())->getOpcode() == SASS::WARPSYNCALL)
      std::prev(MI->getIterator())->eraseFromParent();
    MI->eraseFromParent();
  }
  return true;
}
