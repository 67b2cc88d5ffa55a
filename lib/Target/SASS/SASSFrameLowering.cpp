//===-- SASSFrameLowering.cpp - Local-memory stack frame ------------------===//
//
// The prologue loads the stack pointer and the global memory descriptor
// (UR4:UR5, which every LDG/STG names) and carves out the frame.
//
//===----------------------------------------------------------------------===//

#include "SASSFrameLowering.h"
#include "SASS.h"
#include "SASSInstrInfo.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/RegisterScavenging.h"

using namespace llvm;

void SASSFrameLowering::emitPrologue(MachineFunction &MF,
                                     MachineBasicBlock &MBB) const {
  const auto &ST = MF.getSubtarget<SASSSubtarget>();
  const TargetInstrInfo &TII = *ST.getInstrInfo();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  MachineBasicBlock::iterator I = MBB.begin();
  DebugLoc DL;
  bool Callee = SASS::isCallee(MF.getFunction());
  if (!Callee)
    SASS::addDefaultOps(BuildMI(MBB, I, DL, TII.get(SASS::LDC_SP), SASS::R1));
  SASS::addDefaultOps(BuildMI(
      MBB, I, DL,
      TII.get(ST.getSMVersion() >= 90 ? SASS::ULDC_DESC90 : SASS::ULDC_DESC80)));
  uint64_t Size = alignTo(MFI.getStackSize(), 8);
  MFI.setStackSize(Size);
  if (Size)
    SASS::addDefaultOps(BuildMI(MBB, I, DL, TII.get(SASS::IADD3ri), SASS::R1)
                            .addReg(SASS::R1)
                            .addImm(-(int64_t)Size)
                            .setMIFlag(MachineInstr::FrameSetup));
}

void SASSFrameLowering::emitEpilogue(MachineFunction &MF,
                                     MachineBasicBlock &MBB) const {
  // Kernels end with EXIT and keep their frame.
  uint64_t Size = MF.getFrameInfo().getStackSize();
  if (!SASS::isCallee(MF.getFunction()) || !Size)
    return;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineBasicBlock::iterator I = MBB.getFirstTerminator();
  DebugLoc DL = I != MBB.end() ? I->getDebugLoc() : DebugLoc();
  SASS::addDefaultOps(BuildMI(MBB, I, DL, TII.get(SASS::IADD3ri), SASS::R1)
                          .addReg(SASS::R1)
                          .addImm((int64_t)Size)
                          .setMIFlag(MachineInstr::FrameDestroy));
}

void SASSFrameLowering::processFunctionBeforeFrameFinalized(MachineFunction &MF,
                                                            RegScavenger *RS) const {
  // Before frame-index elimination a function has a scavenger only when it
  // spills predicates (SASSRegisterInfo::requiresRegisterScavenging).
  if (RS)
    RS->addScavengingFrameIndex(
        MF.getFrameInfo().CreateSpillStackObject(4, Align(4)));
}

StackOffset
SASSFrameLowering::getFrameIndexReference(const MachineFunction &MF, int FI,
                                          Register &FrameReg) const {
  FrameReg = SASS::R1;
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  return StackOffset::getFixed(MFI.getObjectOffset(FI) + MFI.getStackSize());
}
