//===-- SASSRegisterInfo.cpp - SASS register information ------------------===//
//
// R1 is the stack pointer (local memory), RZ/PT/URZ/UPT are constants, UR4-5
// hold the global memory descriptor.  A register limit (-maxrregcount or
// __launch_bounds__) reserves everything above it.
//
//===----------------------------------------------------------------------===//

#include "SASSRegisterInfo.h"
#include "SASS.h"
#include "SASSFrameLowering.h"
#include "SASSSetMaxReg.h"
#include "SASSSubtarget.h"
#include "SASSTargetMachine.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "SASSGenRegisterInfo.inc"

SASSRegisterInfo::SASSRegisterInfo() : SASSGenRegisterInfo(SASS::RZ) {}

// The call ABI (docs/CUDA.md, "Calls"): a device function keeps R16-R19 and
// R22-R31 (R20:R21 bring its return address); a kernel keeps nothing.
static const MCPhysReg CalleeSaved[] = {
    SASS::R16, SASS::R17, SASS::R18, SASS::R19, SASS::R22, SASS::R23, SASS::R24,
    SASS::R25, SASS::R26, SASS::R27, SASS::R28, SASS::R29, SASS::R30, SASS::R31, 0};

const MCPhysReg *
SASSRegisterInfo::getCalleeSavedRegs(const MachineFunction *MF) const {
  static const MCPhysReg None[] = {0};
  if (MF && SASS::isCallee(MF->getFunction()))
    return CalleeSaved;
  return None;
}

const uint32_t *SASSRegisterInfo::getCallPreservedMask(const MachineFunction &MF,
                                                       CallingConv::ID) const {
  return callMask(MF, /*KeepCalleeSaved=*/true);
}

uint32_t *SASSRegisterInfo::callMask(const MachineFunction &MF, bool KeepCalleeSaved) {
  uint32_t *Mask = const_cast<MachineFunction &>(MF).allocateRegMask();
  auto keep = [&](MCPhysReg R) { Mask[R / 32] |= 1u << (R % 32); };
  for (MCPhysReg R : {SASS::R1, SASS::RZ, SASS::PT, SASS::URZ, SASS::UPT})
    keep(R);
  // Uniform registers are never allocated (the descriptor in UR4:UR5 is the
  // same in every function; after a driver call it is loaded again).
  for (MCPhysReg R : SASS::UGPR32RegClass)
    keep(R);
  for (MCPhysReg R : SASS::UPREDRegClass)
    keep(R);
  if (!KeepCalleeSaved)
    return Mask;
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  auto isKept = [](MCPhysReg R) {
    for (const MCPhysReg *P = CalleeSaved; *P; ++P)
      if (*P == R)
        return true;
    return false;
  };
  for (const TargetRegisterClass *RC : {&SASS::GPR32RegClass, &SASS::GPR64RegClass,
                                        &SASS::GPR128RegClass})
    for (MCPhysReg R : *RC) {
      bool All = true, Any = false;
      for (MCSubRegIterator S(R, &TRI, /*IncludeSelf=*/true); S.isValid(); ++S)
        if (SASS::GPR32RegClass.contains(*S)) {
          Any = true;
          All &= isKept(*S);
        }
      if (Any && All)
        keep(R);
    }
  return Mask;
}

unsigned SASSRegisterInfo::getThreadsPerCTA(const Function &F) {
  for (StringRef Attr : {"nvvm.reqntid", "nvvm.maxntid"}) {
    if (!F.hasFnAttribute(Attr))
      continue;
    SmallVector<StringRef, 3> Parts;
    F.getFnAttribute(Attr).getValueAsString().split(Parts, ',');
    unsigned N = 1;
    for (StringRef P : Parts) {
      unsigned V = 1;
      P.trim().getAsInteger(10, V);
      N *= std::max(V, 1u);
    }
    return N;
  }
  return 0;
}

unsigned SASSRegisterInfo::getRegLimit(const MachineFunction &MF) {
  unsigned Limit = 255;
  auto &TM = static_cast<const SASSTargetMachine &>(MF.getTarget());
  if (TM.getMaxRegs())
    Limit = std::min(Limit, TM.getMaxRegs());
  const Function &F = MF.getFunction();
  // __launch_bounds__(T, B): B CTAs of T threads must fit the register
  // file, which is four 16K-register quarters, one per SM sub-partition; a
  // CTA's warps are dealt to the four in turn, so a quarter holds
  // ceil(warps / 4) of them (288 threads: 3 warps of at most 168
  // registers, not 9 of 224; the driver refuses the launch otherwise).
  unsigned MinCTA = 1;
  if (F.hasFnAttribute("nvvm.minctasm"))
    F.getFnAttribute("nvvm.minctasm").getValueAsString().getAsInteger(10, MinCTA);
  if (unsigned Threads = getThreadsPerCTA(F)) {
    unsigned WarpsPerQuarter = ((Threads + 31) / 32 + 3) / 4 * std::max(1u, MinCTA);
    unsigned PerThread = 16384 / (WarpsPerQuarter * 32);
    Limit = std::min(Limit, std::max(16u, PerThread & ~7u));
  }
  return Limit;
}

BitVector SASSRegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  BitVector R(getNumRegs());
  for (MCPhysReg Reg : {SASS::RZ, SASS::R1, SASS::PT, SASS::URZ, SASS::UPT})
    R.set(Reg);
  // A device function saves convergence barriers through R3
  // (SASSConvergence.cpp).
  if (SASS::isCallee(MF.getFunction()))
    for (MCRegAliasIterator A(SASS::R3, this, true); A.isValid(); ++A)
      R.set(*A);
  // The limit is on the register count the kernel declares, which is the
  // highest register used plus three (two the hardware keeps): a 1024-thread
  // kernel may declare 64 and so use R0..R61.
  unsigned Limit = getRegLimit(MF);
  for (unsigned I = Limit - 2; I < 255; ++I) {
    MCRegister Reg = SASS::GPR32RegClass.getRegister(I);
    for (MCRegAliasIterator A(Reg, this, true); A.isValid(); ++A)
      R.set(*A);
  }
  for (MCRegAliasIterator A(SASS::R1, this, true); A.isValid(); ++A)
    R.set(*A);
  for (unsigned I = 0; I < SASS::UGPR32RegClass.getNumRegs(); ++I)
    R.set(SASS::UGPR32RegClass.getRegister(I));
  for (unsigned I = 0; I < SASS::UPREDRegClass.getNumRegs(); ++I)
    R.set(SASS::UPREDRegClass.getRegister(I));
  return R;
}

bool SASSRegisterInfo::spillsPredicates(const MachineFunction &MF) {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == SASS::STL_PRED || MI.getOpcode() == SASS::LDL_PRED)
        return true;
  return false;
}

// Asked again after frame-index elimination, when the spills are gone and
// their GPRs are virtual registers for the scavenger.
bool SASSRegisterInfo::requiresRegisterScavenging(const MachineFunction &MF) const {
  return spillsPredicates(MF) || MF.getRegInfo().getNumVirtRegs();
}

bool SASSRegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator II,
                                           int SPAdj, unsigned FIOp,
                                           RegScavenger *RS) const {
  MachineInstr &MI = *II;
  MachineFunction &MF = *MI.getMF();
  int FI = MI.getOperand(FIOp).getIndex();
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  int64_t Off = MFI.getObjectOffset(FI) + MFI.getStackSize();
  // Every frame-index user has (base, immediate offset) operands.
  MI.getOperand(FIOp).ChangeToRegister(SASS::R1, false);
  MachineOperand &Imm = MI.getOperand(FIOp + 1);
  Imm.setImm(Imm.getImm() + Off);
  unsigned Opc = MI.getOpcode();
  if (Opc != SASS::STL_PRED && Opc != SASS::LDL_PRED)
    return false;
  // A predicate's spill or reload through a virtual GPR, which the
  // prologue/epilogue inserter's scavenger then assigns (spilling one to
  // the emergency slot when none is free).
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineBasicBlock &MBB = *MI.getParent();
  DebugLoc DL = MI.getDebugLoc();
  Register T = MF.getRegInfo().createVirtualRegister(&SASS::GPR32RegClass);
  if (Opc == SASS::STL_PRED) {
    // SEL T, RZ, 1, !p: T = p ? 1 : 0.
    SASS::addDefaultOps(BuildMI(MBB, II, DL, TII.get(SASS::SELir), T)
                            .add(MI.getOperand(0))
                            .addReg(SASS::RZ)
                            .addImm(1));
    SASS::addDefaultOps(BuildMI(MBB, II, DL, TII.get(SASS::STL_32))
                            .addReg(T, RegState::Kill)
                            .add(MI.getOperand(1))
                            .add(MI.getOperand(2)))
        .cloneMemRefs(MI);
  } else {
    SASS::addDefaultOps(BuildMI(MBB, II, DL, TII.get(SASS::LDL_32), T)
                            .add(MI.getOperand(1))
                            .add(MI.getOperand(2)))
        .cloneMemRefs(MI);
    SASS::addDefaultOps(BuildMI(MBB, II, DL, TII.get(SASS::ISETP_NE_ui))
                            .add(MI.getOperand(0))
                            .addReg(T, RegState::Kill)
                            .addImm(0));
  }
  MI.eraseFromParent();
  return true;
}

bool SASSRegisterInfo::getRegAllocationHints(Register VirtReg, ArrayRef<MCPhysReg> Order,
                                             SmallVectorImpl<MCPhysReg> &Hints,
                                             const MachineFunction &MF,
                                             const VirtRegMap *VRM,
                                             const LiveRegMatrix *Matrix) const {
  bool Hard = TargetRegisterInfo::getRegAllocationHints(VirtReg, Order, Hints, MF, VRM, Matrix);
  return SASS::setMaxRegHints(VirtReg, Order, Hints, MF, VRM, *this) || Hard;
}

Register SASSRegisterInfo::getFrameRegister(const MachineFunction &MF) const {
  return SASS::R1;
}
