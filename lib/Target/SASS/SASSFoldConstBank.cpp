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
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "SASSInstrInfo.h"
#include "SASSSubtarget.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

#define DEBUG_TYPE "sass-fold-const-bank"

STATISTIC(NumFolded, "Readers given a constant-bank operand");
STATISTIC(NumLoadsRemoved, "Constant-bank loads no longer needed");

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
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool fold(MachineInstr &Use, unsigned OpNo, unsigned Bank, int64_t Off);
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
  return Changed;
}

char SASSFoldConstBank::ID = 0;
INITIALIZE_PASS(SASSFoldConstBank, DEBUG_TYPE, "SASS constant-bank operands", false, false)

FunctionPass *llvm::createSASSFoldConstBankPass() { return new SASSFoldConstBank(); }
