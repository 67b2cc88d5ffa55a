//===-- SASSWgmmaOperandLiveness.cpp - HGMMA's register A lives to the wait ===//
//
// An HGMMA with its A operand in registers (wgmma.mma_async ... {a0..a3},
// the form P V takes in attention) reads them after it issues, until its
// group completes.  The register allocator sees them die at the HGMMA and
// hands them to the next value, which SASSWarpgroup.cpp must then protect
// with WARPGROUP.DEPBAR before the write: each HGMMA of a chain waits for
// the last one.  ptxas keeps such registers until the wait.  This pass,
// on SSA code before allocation, follows the groups (wgmma.commit_group)
// of a block and adds each group's A tuples as implicit uses of the
// wgmma.wait_group (WARPGROUP.DEPBAR N) that retires it, the first that
// leaves fewer than its place in the queue in flight, so their live
// ranges reach it.  A group no wait in the block retires keeps its
// ranges (still correct: SASSWarpgroup.cpp waits where a register is
// reused).
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#include <deque>

using namespace llvm;

#define DEBUG_TYPE "sass-wgmma-operand-liveness"

STATISTIC(NumExtended, "HGMMA register-A tuples kept live to the next wait");

namespace {
class SASSWgmmaOperandLiveness : public MachineFunctionPass {
public:
  static char ID;
  SASSWgmmaOperandLiveness() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS HGMMA register-A liveness"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char SASSWgmmaOperandLiveness::ID = 0;
INITIALIZE_PASS(SASSWgmmaOperandLiveness, DEBUG_TYPE, "SASS HGMMA register-A liveness", false,
                false)

FunctionPass *llvm::createSASSWgmmaOperandLivenessPass() {
  return new SASSWgmmaOperandLiveness();
}

bool SASSWgmmaOperandLiveness::runOnMachineFunction(MachineFunction &MF) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF) {
    SmallVector<Register, 8> Open;                  // the open group's A tuples
    std::deque<SmallVector<Register, 8>> Committed; // oldest first
    for (MachineInstr &MI : MBB) {
      unsigned Opc = MI.getOpcode();
      if (Opc == SASS::WGMMA_COMMIT) {
        Committed.push_back(std::move(Open));
        Open.clear();
        continue;
      }
      if (Opc == SASS::WARPGROUP_DEPBARcg) {
        uint64_t Keep = MI.getOperand(0).getImm();
        for (; Committed.size() > Keep; Committed.pop_front())
          for (Register R : Committed.front()) {
            MRI.clearKillFlags(R); // the HGMMA's use is no longer the last
            MI.addOperand(MF, MachineOperand::CreateReg(R, /*isDef=*/false, /*isImp=*/true));
            ++NumExtended;
            Changed = true;
          }
        continue;
      }
      // The register-A forms (HGMMA_*_RS_*) take the A tuple as their
      // first use.
      if (!TII.getName(Opc).contains("_RS_"))
        continue;
      for (const MachineOperand &MO : MI.uses())
        if (MO.isReg() && MO.getReg().isVirtual()) {
          if (!llvm::is_contained(Open, MO.getReg()))
            Open.push_back(MO.getReg());
          break;
        }
    }
  }
  return Changed;
}
