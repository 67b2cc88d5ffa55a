//===-- SASSInstrInfo.cpp - SASS instruction information ------------------===//
//
// Copies, spills to local memory and branch analysis for the code
// generation instructions.
//
//===----------------------------------------------------------------------===//

#include "SASSInstrInfo.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "SASSGenInstrInfo.inc"

SASSInstrInfo::SASSInstrInfo(const SASSSubtarget &ST)
    : SASSGenInstrInfo(ST, RI), RI() {}

void SASSInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator I,
                                const DebugLoc &DL, Register Dst, Register Src,
                                bool KillSrc, bool, bool) const {
  auto R32 = &SASS::GPR32RegClass, R64 = &SASS::GPR64RegClass;
  if (R32->contains(Dst) && R32->contains(Src)) {
    BuildMI(MBB, I, DL, get(SASS::MOVr), Dst).addReg(Src, getKillRegState(KillSrc));
    return;
  }
  if (R64->contains(Dst) && R64->contains(Src)) {
    Register DL0 = RI.getSubReg(Dst, SASS::sub0), DH = RI.getSubReg(Dst, SASS::sub1);
    Register SL = RI.getSubReg(Src, SASS::sub0), SH = RI.getSubReg(Src, SASS::sub1);
    // Overlapping pairs (R2_R3 <- R0_R1 is fine, R2_R3 <- R3_R4 cannot happen:
    // pairs are even-aligned).
    BuildMI(MBB, I, DL, get(SASS::MOVr), DL0).addReg(SL, getKillRegState(KillSrc));
    BuildMI(MBB, I, DL, get(SASS::MOVr), DH).addReg(SH, getKillRegState(KillSrc));
    return;
  }
  if (SASS::PREDRegClass.contains(Dst) && SASS::PREDRegClass.contains(Src)) {
    BuildMI(MBB, I, DL, get(SASS::PMOV), Dst).addReg(Src, getKillRegState(KillSrc));
    return;
  }
  report_fatal_error("oa: cannot copy between these register classes");
}

static MachineMemOperand *frameMMO(MachineBasicBlock &MBB, int FI,
                                   MachineMemOperand::Flags F) {
  MachineFunction &MF = *MBB.getParent();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getMachineMemOperand(MachinePointerInfo::getFixedStack(MF, FI), F,
                                 MFI.getObjectSize(FI), MFI.getObjectAlign(FI));
}

// A predicate goes to memory as 0/1 in a GPR.  The GPRs are new virtual
// registers (the greedy allocator gives the spill code's vregs live
// intervals); the fast allocator spills physical registers, where no scratch
// GPR is known.
static MachineRegisterInfo &predicateSpillRegs(MachineBasicBlock &MBB,
                                               Register Pred) {
  if (!Pred.isVirtual())
    report_fatal_error("oa: a predicate spill needs a scratch register; "
                       "use -O1 or above (more than 7 predicates live)");
  return MBB.getParent()->getRegInfo();
}

void SASSInstrInfo::storeRegToStackSlot(MachineBasicBlock &MBB,
                                        MachineBasicBlock::iterator I,
                                        Register Src, bool IsKill, int FI,
                                        const TargetRegisterClass *RC,
                                        Register, MachineInstr::MIFlag) const {
  DebugLoc DL;
  unsigned Opc;
  if (SASS::GPR32RegClass.hasSubClassEq(RC))
    Opc = SASS::STL_32;
  else if (SASS::GPR64RegClass.hasSubClassEq(RC))
    Opc = SASS::STL_64;
  else {
    MachineRegisterInfo &MRI = predicateSpillRegs(MBB, Src);
    Register One = MRI.createVirtualRegister(&SASS::GPR32RegClass);
    Register V = MRI.createVirtualRegister(&SASS::GPR32RegClass);
    BuildMI(MBB, I, DL, get(SASS::MOVi), One).addImm(1);
    BuildMI(MBB, I, DL, get(SASS::SELri), V)
        .addReg(Src, getKillRegState(IsKill))
        .addReg(One, RegState::Kill)
        .addImm(0);
    Src = V;
    IsKill = true;
    Opc = SASS::STL_32;
  }
  BuildMI(MBB, I, DL, get(Opc))
      .addReg(Src, getKillRegState(IsKill))
      .addFrameIndex(FI)
      .addImm(0)
      .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOStore));
}

void SASSInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                         MachineBasicBlock::iterator I,
                                         Register Dst, int FI,
                                         const TargetRegisterClass *RC,
                                         Register, unsigned,
                                         MachineInstr::MIFlag) const {
  DebugLoc DL;
  unsigned Opc;
  if (SASS::GPR32RegClass.hasSubClassEq(RC))
    Opc = SASS::LDL_32;
  else if (SASS::GPR64RegClass.hasSubClassEq(RC))
    Opc = SASS::LDL_64;
  else {
    MachineRegisterInfo &MRI = predicateSpillRegs(MBB, Dst);
    Register V = MRI.createVirtualRegister(&SASS::GPR32RegClass);
    BuildMI(MBB, I, DL, get(SASS::LDL_32), V)
        .addFrameIndex(FI)
        .addImm(0)
        .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOLoad));
    BuildMI(MBB, I, DL, get(SASS::ISETP_NE_ui), Dst)
        .addReg(V, RegState::Kill)
        .addImm(0);
    return;
  }
  BuildMI(MBB, I, DL, get(Opc), Dst)
      .addFrameIndex(FI)
      .addImm(0)
      .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOLoad));
}

// Cond is [opcode of the conditional branch, predicate register].
bool SASSInstrInfo::analyzeBranch(MachineBasicBlock &MBB,
                                  MachineBasicBlock *&TBB,
                                  MachineBasicBlock *&FBB,
                                  SmallVectorImpl<MachineOperand> &Cond,
                                  bool AllowModify) const {
  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  if (I == MBB.end())
    return false;
  if (!isUnpredicatedTerminator(*I))
    return false;
  MachineInstr *Last = &*I;
  MachineInstr *Prev = nullptr;
  if (I != MBB.begin()) {
    auto P = std::prev(I);
    if (P->isTerminator())
      Prev = &*P;
  }
  auto isCond = [](unsigned Opc) { return Opc == SASS::BRAp || Opc == SASS::BRAnp; };
  if (!Prev) {
    if (Last->getOpcode() == SASS::BRA) {
      TBB = Last->getOperand(0).getMBB();
      return false;
    }
    if (isCond(Last->getOpcode())) {
      TBB = Last->getOperand(1).getMBB();
      Cond.push_back(MachineOperand::CreateImm(Last->getOpcode()));
      Cond.push_back(Last->getOperand(0));
      return false;
    }
    return true;
  }
  if (isCond(Prev->getOpcode()) && Last->getOpcode() == SASS::BRA) {
    if (I != MBB.begin() && std::prev(I) != MBB.begin() &&
        std::prev(std::prev(I))->isTerminator())
      return true;
    TBB = Prev->getOperand(1).getMBB();
    Cond.push_back(MachineOperand::CreateImm(Prev->getOpcode()));
    Cond.push_back(Prev->getOperand(0));
    FBB = Last->getOperand(0).getMBB();
    return false;
  }
  return true;
}

unsigned SASSInstrInfo::removeBranch(MachineBasicBlock &MBB,
                                     int *BytesRemoved) const {
  unsigned Count = 0;
  while (true) {
    MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
    if (I == MBB.end())
      break;
    unsigned Opc = I->getOpcode();
    if (Opc != SASS::BRA && Opc != SASS::BRAp && Opc != SASS::BRAnp)
      break;
    I->eraseFromParent();
    ++Count;
  }
  if (BytesRemoved)
    *BytesRemoved = Count * 16;
  return Count;
}

unsigned SASSInstrInfo::insertBranch(MachineBasicBlock &MBB,
                                     MachineBasicBlock *TBB,
                                     MachineBasicBlock *FBB,
                                     ArrayRef<MachineOperand> Cond,
                                     const DebugLoc &DL, int *BytesAdded) const {
  unsigned Count = 0;
  if (Cond.empty()) {
    BuildMI(&MBB, DL, get(SASS::BRA)).addMBB(TBB);
    Count = 1;
  } else {
    BuildMI(&MBB, DL, get(Cond[0].getImm())).add(Cond[1]).addMBB(TBB);
    Count = 1;
    if (FBB) {
      BuildMI(&MBB, DL, get(SASS::BRA)).addMBB(FBB);
      ++Count;
    }
  }
  if (BytesAdded)
    *BytesAdded = Count * 16;
  return Count;
}

bool SASSInstrInfo::reverseBranchCondition(
    SmallVectorImpl<MachineOperand> &Cond) const {
  Cond[0].setImm(Cond[0].getImm() == SASS::BRAp ? SASS::BRAnp : SASS::BRAp);
  return false;
}
