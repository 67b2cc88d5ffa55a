//===-- SASSFoldConstBank.cpp - Constant-bank words as operands ----------===//
//
// A kernel parameter, blockDim/gridDim or a __constant__ word at a fixed
// address is loaded by LDC into a register, and every reader waits on the
// load's scoreboard.  The ALU reads such a word itself when the instruction
// names it (FFMA R0, R3, R0, c[0x0][0x218]), as ptxas writes it: no load, no
// wait, one register less.  Each reader with a constant-bank form for the
// slot it reads the register in (getCBankForm, SASSInstrCBank.td) is
// rewritten to that form; the load goes once nothing reads it.  Runs on SSA
// machine code before register allocation.
//
// Then a parameter (or device global address) still loaded into a register
// is loaded again where it is used when its value would otherwise be live
// across a loop that does not read it: SelectionDAG reads every argument a
// later block uses in the entry block, so sgemm_naive's C pointer and A's
// base were held through the k loop (4 registers of the 28 the occupancy
// target leaves it).  ptxas loads them after the loop.  The loads have no
// operands and no memory effects (LDPARAM*, isReMaterializable), so any
// place is correct; a use inside a loop that does not hold the original
// gets its copy in the loop's preheader.  Off by default
// (-sass-sink-params): it pays only where registers bind, and costs a load
// and its wait after every loop elsewhere (layernorm_rows: 7 -> 16 LDCs,
// 2.5% more warp instructions in oa-emu, 36 -> 34 registers and the same
// 48 warps); not timed on a GPU.  It wants a gate on the function's
// pressure against its occupancy step (SASSMachineScheduler's target).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "SASSInstrInfo.h"
#include "SASSSubtarget.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

#define DEBUG_TYPE "sass-fold-const-bank"

STATISTIC(NumFolded, "Readers given a constant-bank operand");
STATISTIC(NumLoadsRemoved, "Constant-bank loads no longer needed");
STATISTIC(NumSunk, "Parameter loads repeated past a loop");

static cl::opt<bool> SinkParams("sass-sink-params", cl::Hidden, cl::init(false),
                                cl::desc("Load a parameter again after a loop instead of "
                                         "holding it in a register through the loop"));

#define GET_INSTRMAP_INFO
#include "SASSGenInstrInfo.inc"

namespace {
/// Bank and byte offset of the 32-bit word MI loads, if it is a load of a
/// fixed constant-bank address with no guard.
bool constBankWord(const SASSInstrInfo &TII, const MachineInstr &MI, unsigned &Bank,
                   int64_t &Off) {
  if (SASSInstrInfo::guardIndex(MI) < 0 || TII.isPredicated(MI))
    return false;
  switch (MI.getOpcode()) {
  case SASS::LDPARAM32:
    Bank = 0;
    Off = MI.getOperand(1).getImm();
    return true;
  case SASS::LDC3_32:
    if (MI.getOperand(1).getReg() != SASS::RZ || !MI.getOperand(2).isImm())
      return false;
    Bank = 3;
    Off = MI.getOperand(2).getImm();
    return true;
  case SASS::LDC_NTIDX: Bank = 0; Off = 0x0; return true;
  case SASS::LDC_NTIDY: Bank = 0; Off = 0x4; return true;
  case SASS::LDC_NTIDZ: Bank = 0; Off = 0x8; return true;
  case SASS::LDC_NCTAIDX: Bank = 0; Off = 0xc; return true;
  case SASS::LDC_NCTAIDY: Bank = 0; Off = 0x10; return true;
  case SASS::LDC_NCTAIDZ: Bank = 0; Off = 0x14; return true;
  default:
    return false;
  }
}

class SASSFoldConstBank : public MachineFunctionPass {
public:
  static char ID;
  SASSFoldConstBank() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS constant-bank operands"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachineDominatorTreeWrapperPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool fold(MachineInstr &Use, unsigned OpNo, unsigned Bank, int64_t Off);
  bool sinkParams(MachineFunction &MF);
  const SASSInstrInfo *TII = nullptr;
};
} // namespace

/// Rewrites Use, which reads the loaded word as operand OpNo, to the form
/// that names c[Bank][Off] in that slot.  False if it has none.
bool SASSFoldConstBank::fold(MachineInstr &Use, unsigned OpNo, unsigned Bank,
                             int64_t Off) {
  const MCInstrDesc &D = Use.getDesc();
  unsigned NumDefs = D.getNumDefs();
  if (OpNo < NumDefs || OpNo >= (unsigned)SASSInstrInfo::guardIndex(Use))
    return false;
  // The new form is built from the explicit operands: an implicit operand
  // tied to the result (a guarded instruction's prior contents,
  // SASSEarlyPredicate.cpp) would be lost.
  for (const MachineOperand &MO : Use.implicit_operands())
    if (MO.isReg() && MO.isTied())
      return false;
  Register Reg = Use.getOperand(OpNo).getReg();
  // Both sources the same word: one slot cannot hold it twice.
  for (const MachineOperand &MO : Use.explicit_uses())
    if (&MO != &Use.getOperand(OpNo) && MO.isReg() && MO.getReg() == Reg)
      return false;
  unsigned Slot = OpNo - NumDefs, Swap = ~0u;
  // A commutable operation takes the word in its second source.
  if (Slot == 0 && Use.isCommutable()) {
    Swap = NumDefs + 1;
    Slot = 1;
  }
  if (Slot != 1 && Slot != 2)
    return false;
  SASS::CBCol Col = Slot == 1 ? (Bank ? SASS::CBCol_b3 : SASS::CBCol_b0)
                              : (Bank ? SASS::CBCol_c3 : SASS::CBCol_c0);
  int NewOpc = SASS::getCBankForm(Use.getOpcode(), Col);
  if (NewOpc < 0)
    return false;
  unsigned Target = NumDefs + Slot;
  MachineInstrBuilder B =
      BuildMI(*Use.getParent(), Use, Use.getDebugLoc(), TII->get(NewOpc));
  for (unsigned I = 0, E = Use.getNumExplicitOperands(); I < E; ++I) {
    unsigned From = I;
    if (Swap != ~0u && I == Swap)
      From = OpNo;
    else if (Swap != ~0u && I == OpNo)
      From = Swap;
    if (I == Target)
      B.addImm(Off);
    else
      B.add(Use.getOperand(From));
  }
  B->setFlags(Use.getFlags());
  Use.eraseFromParent();
  ++NumFolded;
  return true;
}

bool SASSFoldConstBank::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()))
    return false;
  TII = MF.getSubtarget<SASSSubtarget>().getInstrInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  bool Changed = false;
  // Readers are rewritten (and erased) while loads are visited: list the
  // loads first.
  SmallVector<MachineInstr *, 16> Loads;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      unsigned Bank;
      int64_t Off;
      if (constBankWord(*TII, MI, Bank, Off))
        Loads.push_back(&MI);
    }
  for (MachineInstr *L : Loads) {
      MachineInstr &Load = *L;
      unsigned Bank;
      int64_t Off;
      constBankWord(*TII, Load, Bank, Off);
      Register Def = Load.getOperand(0).getReg();
      if (!Def.isVirtual())
        continue;
      SmallVector<std::pair<MachineInstr *, unsigned>, 8> Uses;
      for (MachineOperand &MO : MRI.use_nodbg_operands(Def))
        Uses.push_back({MO.getParent(), MO.getOperandNo()});
      for (auto [Use, OpNo] : Uses)
        Changed |= fold(*Use, OpNo, Bank, Off);
      if (MRI.use_nodbg_empty(Def)) {
        for (MachineInstr &DI : make_early_inc_range(MRI.use_instructions(Def)))
          DI.setDebugValueUndef();
        Load.eraseFromParent();
        ++NumLoadsRemoved;
      }
    }
  if (SinkParams)
    Changed |= sinkParams(MF);
  return Changed;
}

bool SASSFoldConstBank::sinkParams(MachineFunction &MF) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  auto &MDT = getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  auto &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  SmallVector<MachineLoop *, 16> Loops;
  for (MachineLoop *Top : MLI)
    for (MachineLoop *L : depth_first(Top))
      Loops.push_back(L);
  if (Loops.empty())
    return false;
  SmallVector<MachineInstr *, 16> Params;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if ((MI.getOpcode() == SASS::LDPARAM32 || MI.getOpcode() == SASS::LDPARAM64 ||
           MI.getOpcode() == SASS::LDGLOBALADDR) &&
          MI.getOperand(0).getReg().isVirtual() && SASSInstrInfo::guardIndex(MI) >= 0 &&
          !TII->isPredicated(MI))
        Params.push_back(&MI);
  bool Changed = false;
  for (MachineInstr *D : Params) {
    MachineBasicBlock *DB = D->getParent();
    Register Reg = D->getOperand(0).getReg();
    // Where each use wants its copy: its block (a PHI's: the incoming
    // block), or the preheader of the outermost loop around it that does
    // not hold DB.
    MapVector<MachineBasicBlock *, SmallVector<MachineOperand *, 4>> ByBlock;
    for (MachineOperand &MO : MRI.use_nodbg_operands(Reg)) {
      MachineInstr &U = *MO.getParent();
      MachineBasicBlock *B = U.getParent();
      if (U.isPHI())
        B = U.getOperand(MO.getOperandNo() + 1).getMBB();
      for (MachineLoop *L = MLI.getLoopFor(B); L && !L->contains(DB); L = L->getParentLoop()) {
        MachineBasicBlock *PH = L->getLoopPreheader();
        if (!PH) {
          B = DB;
          break;
        }
        B = PH;
      }
      ByBlock[B].push_back(&MO);
    }
    for (auto &[T, Uses] : ByBlock) {
      if (T == DB || !MDT.dominates(DB, T))
        continue;
      // Only where the value would be held through a loop that does not
      // read it: a loop below DB from whose header T can be reached.
      auto Reaches = [&](MachineBasicBlock *From) {
        SmallPtrSet<MachineBasicBlock *, 32> Seen;
        SmallVector<MachineBasicBlock *, 32> Work{From};
        while (!Work.empty()) {
          MachineBasicBlock *B = Work.pop_back_val();
          if (B == T)
            return true;
          if (Seen.insert(B).second)
            append_range(Work, B->successors());
        }
        return false;
      };
      bool Across = llvm::any_of(Loops, [&](MachineLoop *L) {
        return !L->contains(DB) && !L->contains(T) && MDT.dominates(DB, L->getHeader()) &&
               llvm::none_of(Uses, [&](MachineOperand *MO) {
                 return L->contains(MO->getParent()->getParent());
               }) &&
               Reaches(L->getHeader());
      });
      if (!Across)
        continue;
      Register NewReg = MRI.createVirtualRegister(MRI.getRegClass(Reg));
      MachineInstr *C = MF.CloneMachineInstr(D);
      C->getOperand(0).setReg(NewReg);
      // Ahead of every use in T (the scheduler places it within the block).
      T->insert(T->getFirstNonPHI(), C);
      for (MachineOperand *MO : Uses)
        MO->setReg(NewReg);
      ++NumSunk;
      Changed = true;
    }
    if (MRI.use_nodbg_empty(Reg)) {
      for (MachineInstr &DI : make_early_inc_range(MRI.use_instructions(Reg)))
        DI.setDebugValueUndef();
      D->eraseFromParent();
    }
  }
  return Changed;
}

char SASSFoldConstBank::ID = 0;
INITIALIZE_PASS(SASSFoldConstBank, DEBUG_TYPE, "SASS constant-bank operands", false, false)

FunctionPass *llvm::createSASSFoldConstBankPass() { return new SASSFoldConstBank(); }
