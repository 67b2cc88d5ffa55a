//===-- SASSInstrInfo.cpp - SASS instruction information ------------------===//
//
// Copies, spills to local memory and branch analysis for the code
// generation instructions.
//
//===----------------------------------------------------------------------===//

#include "SASSInstrInfo.h"
#include "SASS.h"
#include "SASSAsync90.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "SASSGenInstrInfo.inc"

SASSInstrInfo::SASSInstrInfo(const SASSSubtarget &ST)
    : SASSGenInstrInfo(ST, RI), RI() {}

// The wgmma accumulator tuple classes: 8-aligned runs of 8 to 64 registers.
static const TargetRegisterClass *const WgmmaTupleClasses[] = {
    &SASS::GPR256RegClass, &SASS::GPR512RegClass, &SASS::GPR1024RegClass,
    &SASS::GPR2048RegClass};

void SASSInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator I,
                                const DebugLoc &DL, Register Dst, Register Src,
                                bool KillSrc, bool, bool) const {
  auto R32 = &SASS::GPR32RegClass, R64 = &SASS::GPR64RegClass;
  auto mov = [&](unsigned Opc, Register D, Register S) {
    SASS::addDefaultOps(
        BuildMI(MBB, I, DL, get(Opc), D).addReg(S, getKillRegState(KillSrc)));
  };
  if (R32->contains(Dst) && R32->contains(Src))
    return mov(SASS::MOVr, Dst, Src);
  if (R64->contains(Dst) && R64->contains(Src)) {
    // Pairs are even-aligned, so no copy overwrites its own source half.
    mov(SASS::MOVr, RI.getSubReg(Dst, SASS::sub0), RI.getSubReg(Src, SASS::sub0));
    mov(SASS::MOVr, RI.getSubReg(Dst, SASS::sub1), RI.getSubReg(Src, SASS::sub1));
    return;
  }
  if (SASS::GPR128RegClass.contains(Dst) && SASS::GPR128RegClass.contains(Src)) {
    // Quads are 4-aligned: source and destination are equal or disjoint.
    for (unsigned Sub : {SASS::sub0, SASS::sub1, SASS::sub2, SASS::sub3})
      mov(SASS::MOVr, RI.getSubReg(Dst, Sub), RI.getSubReg(Src, Sub));
    return;
  }
  // wgmma accumulator tuples (8-aligned, of one size): equal or disjoint.
  for (const TargetRegisterClass *RC : WgmmaTupleClasses)
    if (RC->contains(Dst) && RC->contains(Src)) {
      for (MCSubRegIterator S(Dst, &RI); S.isValid(); ++S)
        if (R32->contains(*S))
          mov(SASS::MOVr, *S, RI.getSubReg(Src, RI.getSubRegIndex(Dst, *S)));
      return;
    }
  if (SASS::PREDRegClass.contains(Dst) && SASS::PREDRegClass.contains(Src))
    return mov(SASS::PMOV, Dst, Src);
  report_fatal_error("oa: cannot copy between these register classes");
}

/// Registers of a wgmma accumulator tuple class (0 for other classes).
static unsigned longTupleRegs(const TargetRegisterClass *RC, const TargetRegisterInfo &TRI) {
  for (const TargetRegisterClass *T : WgmmaTupleClasses)
    if (T->hasSubClassEq(RC))
      return TRI.getRegSizeInBits(*T) / 32;
  return 0;
}

static MachineMemOperand *frameMMO(MachineBasicBlock &MBB, int FI,
                                   MachineMemOperand::Flags F) {
  MachineFunction &MF = *MBB.getParent();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getMachineMemOperand(MachinePointerInfo::getFixedStack(MF, FI), F,
                                 MFI.getObjectSize(FI), MFI.getObjectAlign(FI));
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
  else if (SASS::GPR128RegClass.hasSubClassEq(RC))
    Opc = SASS::STL_128;
  else if (unsigned N = longTupleRegs(RC, RI)) {
    // A wgmma accumulator tuple: a word at a time.
    // A physical tuple (the fast allocator) names its registers, a
    // virtual one its sub-registers.
    auto Word = [&](MachineInstrBuilder B, unsigned K, unsigned Flags) -> MachineInstrBuilder {
      if (Src.isPhysical())
        return B.addReg(RI.getSubReg(Src, SASS::tupleSubReg(K)), Flags);
      return B.addReg(Src, Flags, SASS::tupleSubReg(K));
    };
    for (unsigned K = 0; K < N; ++K) {
      MachineInstrBuilder B = BuildMI(MBB, I, DL, get(SASS::STL_32));
      SASS::addDefaultOps(Word(B, K, getKillRegState(IsKill && K + 1 == N))
                              .addFrameIndex(FI)
                              .addImm(4 * K))
          .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOStore));
    }
    return;
  } else {
    BuildMI(MBB, I, DL, get(SASS::STL_PRED))
        .addReg(Src, getKillRegState(IsKill))
        .addFrameIndex(FI)
        .addImm(0)
        .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOStore));
    return;
  }
  SASS::addDefaultOps(BuildMI(MBB, I, DL, get(Opc))
                          .addReg(Src, getKillRegState(IsKill))
                          .addFrameIndex(FI)
                          .addImm(0))
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
  else if (SASS::GPR128RegClass.hasSubClassEq(RC))
    Opc = SASS::LDL_128;
  else if (unsigned N = longTupleRegs(RC, RI)) {
    for (unsigned K = 0; K < N; ++K)
      SASS::addDefaultOps((Dst.isPhysical()
                               ? BuildMI(MBB, I, DL, get(SASS::LDL_32),
                                         RI.getSubReg(Dst, SASS::tupleSubReg(K)))
                               : BuildMI(MBB, I, DL, get(SASS::LDL_32))
                                     .addReg(Dst, RegState::Define |
                                                      (K == 0 ? RegState::Undef : 0),
                                             SASS::tupleSubReg(K)))
                              .addFrameIndex(FI)
                              .addImm(4 * K))
          .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOLoad));
    return;
  } else {
    BuildMI(MBB, I, DL, get(SASS::LDL_PRED), Dst)
        .addFrameIndex(FI)
        .addImm(0)
        .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOLoad));
    return;
  }
  SASS::addDefaultOps(
      BuildMI(MBB, I, DL, get(Opc), Dst).addFrameIndex(FI).addImm(0))
      .addMemOperand(frameMMO(MBB, FI, MachineMemOperand::MOLoad));
}

int SASSInstrInfo::guardIndex(const MachineInstr &MI) {
  return MI.findFirstPredOperandIdx();
}

std::string SASSInstrInfo::createMIROperandComment(
    const MachineInstr &MI, const MachineOperand &Op, unsigned OpIdx,
    const TargetRegisterInfo *TRI) const {
  int G = guardIndex(MI);
  if (G >= 0 && OpIdx == (unsigned)G + 2 && Op.isImm() && Op.getImm())
    return SASSCodec::printControl(Op.getImm());
  return TargetInstrInfo::createMIROperandComment(MI, Op, OpIdx, TRI);
}

bool SASSInstrInfo::isPredicated(const MachineInstr &MI) const {
  int G = guardIndex(MI);
  return G >= 0 && MI.getOperand(G).getReg();
}

bool SASSInstrInfo::isLoneExitBlock(const MachineBasicBlock &MBB) {
  if (!MBB.succ_empty())
    return false;
  auto I = MBB.getFirstNonDebugInstr();
  return I != MBB.end() && I->getOpcode() == SASS::EXITcg &&
         !I->getOperand(guardIndex(*I)).getReg() && std::next(I) == MBB.end();
}

bool SASSInstrInfo::getConstValDefinedInReg(const MachineInstr &MI,
                                            const Register Reg,
                                            int64_t &ImmVal) const {
  if (MI.getOpcode() != SASS::MOVi || isPredicated(MI) ||
      MI.getOperand(0).getReg() != Reg || !MI.getOperand(1).isImm())
    return false;
  ImmVal = MI.getOperand(1).getImm();
  return true;
}

// A constant 32-bit address (a parameter object's place in bank 0, a
// shared variable) becomes RZ plus the offset of the instruction that reads
// through it: LDC R4, c[0x0][0x220] rather than MOV R2, 0x218 and
// LDC R4, c[0x0][R2+0x8].
bool SASSInstrInfo::foldImmediate(MachineInstr &UseMI, MachineInstr &DefMI,
                                  Register Reg, MachineRegisterInfo *MRI) const {
  int64_t Imm;
  if (!getConstValDefinedInReg(DefMI, Reg, Imm))
    return false;
  Imm = SignExtend64<32>(Imm);
  const MCInstrDesc &D = UseMI.getDesc();
  bool Folded = false;
  for (unsigned I = 0, E = UseMI.getNumExplicitOperands(); I + 1 < E && I + 1 < D.getNumOperands(); ++I) {
    MachineOperand &Base = UseMI.getOperand(I), &Off = UseMI.getOperand(I + 1);
    if (!Base.isReg() || Base.getReg() != Reg || Base.getSubReg() || !Off.isImm() ||
        D.operands()[I + 1].OperandType != MCOI::OPERAND_MEMORY ||
        !isInt<24>(Off.getImm() + Imm))
      continue;
    Base.ChangeToRegister(SASS::RZ, /*isDef=*/false);
    Off.setImm(Off.getImm() + Imm);
    Folded = true;
  }
  if (Folded && MRI->use_nodbg_empty(Reg))
    DefMI.eraseFromParent();
  return Folded;
}

// Cond is [guard predicate register, negation] of a BRAc.
bool SASSInstrInfo::analyzeBranch(MachineBasicBlock &MBB,
                                  MachineBasicBlock *&TBB,
                                  MachineBasicBlock *&FBB,
                                  SmallVectorImpl<MachineOperand> &Cond,
                                  bool AllowModify) const {
  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  if (I == MBB.end() || !I->isTerminator())
    return false;
  SmallVector<MachineInstr *, 2> Terms;
  for (;; --I) {
    if (!I->isDebugInstr()) {
      if (!I->isTerminator())
        break;
      Terms.push_back(&*I);
    }
    if (I == MBB.begin())
      break;
  }
  auto condOf = [&](MachineInstr *B) {
    int G = guardIndex(*B);
    Cond.push_back(B->getOperand(G));
    Cond.push_back(B->getOperand(G + 1));
  };
  MachineInstr *Last = Terms[0];
  if (Terms.size() == 1) {
    if (Last->getOpcode() == SASS::BRA && !isPredicated(*Last)) {
      TBB = Last->getOperand(0).getMBB();
      return false;
    }
    if (Last->getOpcode() == SASS::BRAc) {
      TBB = Last->getOperand(0).getMBB();
      condOf(Last);
      return false;
    }
    return true;
  }
  if (Terms.size() == 2 && Terms[1]->getOpcode() == SASS::BRAc &&
      Last->getOpcode() == SASS::BRA && !isPredicated(*Last)) {
    TBB = Terms[1]->getOperand(0).getMBB();
    condOf(Terms[1]);
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
    if (Opc != SASS::BRA && Opc != SASS::BRAc)
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
  unsigned Count = 1;
  if (Cond.empty()) {
    SASS::addDefaultOps(BuildMI(&MBB, DL, get(SASS::BRA)).addMBB(TBB));
  } else {
    BuildMI(&MBB, DL, get(SASS::BRAc)).addMBB(TBB).add(Cond[0]).add(Cond[1]).addImm(0);
    if (FBB) {
      SASS::addDefaultOps(BuildMI(&MBB, DL, get(SASS::BRA)).addMBB(FBB));
      ++Count;
    }
  }
  if (BytesAdded)
    *BytesAdded = Count * 16;
  return Count;
}

bool SASSInstrInfo::reverseBranchCondition(
    SmallVectorImpl<MachineOperand> &Cond) const {
  Cond[1].setImm(!Cond[1].getImm());
  return false;
}

// `P1 = PNOT P0; @P1 BRA` (the negation of a compare the DAG had already
// lowered, e.g. `(x & 1) == 0` as a LOP3 to a predicate) is `@!P0 BRA`: the
// guard has its own negation bit.  Called by PeepholeOptimizer on SSA code.
bool SASSInstrInfo::optimizeCondBranch(MachineInstr &MI) const {
  int G = guardIndex(MI);
  if (MI.getOpcode() != SASS::BRAc || G < 0)
    return false;
  Register P = MI.getOperand(G).getReg();
  if (!P.isVirtual())
    return false;
  MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  MachineInstr *Def = MRI.getUniqueVRegDef(P);
  if (!Def || Def->getOpcode() != SASS::PNOT || isPredicated(*Def) || !MRI.hasOneNonDBGUse(P) ||
      !Def->getOperand(1).isReg() || !Def->getOperand(1).getReg().isVirtual())
    return false;
  Register Src = Def->getOperand(1).getReg();
  MI.getOperand(G).setReg(Src);
  MI.getOperand(G).setIsKill(false);
  MI.getOperand(G + 1).setImm(!MI.getOperand(G + 1).getImm());
  MRI.clearKillFlags(Src);
  Def->eraseFromParent();
  return true;
}

// The one state space all of MI's memory operands name, or none when it
// has none or one is generic (a generic address may point into any window).
// Shared::cluster (7) addresses the CTA's own shared memory too.
static std::optional<unsigned> stateSpace(const MachineInstr &MI) {
  if (MI.memoperands_empty())
    return std::nullopt;
  std::optional<unsigned> Space;
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    unsigned AS = MMO->getAddrSpace();
    if (AS == 7)
      AS = SASSAS::Shared;
    if (AS == SASSAS::Generic || (Space && *Space != AS))
      return std::nullopt;
    Space = AS;
  }
  return Space;
}

bool SASSInstrInfo::areMemAccessesTriviallyDisjoint(const MachineInstr &MIa,
                                                    const MachineInstr &MIb) const {
  std::optional<unsigned> A = stateSpace(MIa), B = stateSpace(MIb);
  return A && B && *A != *B;
}

// A read-modify-write of memory whose memory operand is atomic: what the
// atomicrmw/cmpxchg patterns select (the mbarrier and async-copy forms carry
// no atomic memory operand).
unsigned SASSInstrInfo::arrivalWithoutState(unsigned Opc) {
  switch (Opc) {
  case SASS::MBAR90_ARRIVE: return SASS::MBAR90_ARRIVE_NR;
  case SASS::MBAR90_DROP: return SASS::MBAR90_DROP_NR;
  case SASS::MBAR90_ARRIVE_TX: return SASS::MBAR90_ARRIVE_TX_NR;
  case SASS::MBAR90_DROP_TX: return SASS::MBAR90_DROP_TX_NR;
  }
  llvm_unreachable("not an sm_90 mbarrier arrival with a state");
}

static bool isPerLaneAtomic(const MachineInstr &MI) {
  // An mbarrier arrival (with or without transaction bytes) counts one per
  // active lane: ptxas guards the leader lane's release of a pipeline stage
  // (`@!P1 SYNCS.ARRIVE.TRANS64.A1T0 RZ, [R9+URZ+0x28], RZ`) where a branch
  // would put a convergence region in the loop.
  switch (MI.getOpcode()) {
  case SASS::MBAR90_ARRIVE: case SASS::MBAR90_ARRIVE_TX: case SASS::MBAR90_DROP:
  case SASS::MBAR90_DROP_TX: case SASS::MBAR90_ARRIVE_NR: case SASS::MBAR90_ARRIVE_TX_NR:
  case SASS::MBAR90_DROP_NR: case SASS::MBAR90_DROP_TX_NR:
  case SASS::MBAR90_EXPECT_TX: case SASS::MBAR90_COMPLETE_TX:
  case SASS::MBAR90_RED_A0T1: case SASS::MBAR80_ARRIVE:
    return true;
  default:
    break;
  }
  if (!MI.mayLoad() || !MI.mayStore() || MI.memoperands_empty())
    return false;
  for (const MachineMemOperand *MMO : MI.memoperands())
    if (!MMO->isAtomic())
      return false;
  return true;
}

// If-conversion (LLVM's IfConverter, after register allocation): a short
// block under a branch becomes guarded instructions, as ptxas does for a
// bounds-checked load (`@!P0 LDG`), with no branch and no BSSY/BSYNC.
bool SASSInstrInfo::isPredicable(const MachineInstr &MI) const {
  if (guardIndex(MI) < 0 || isPredicated(MI) || MI.isBranch() || MI.isReturn() ||
      MI.isCall() || MI.isConvergent() || MI.isInlineAsm() || MI.isMetaInstruction())
    return false;
  // An atomic (ATOMG/ATOMS/RED, marked with side effects to keep its order)
  // acts per lane like a store: `@P0 REDG` is what ptxas writes for the
  // leader lane of an aggregated atomic.  Other side effects (barriers,
  // scoreboard counters, driver calls) act for the whole warp.
  if (MI.hasUnmodeledSideEffects() && !isPerLaneAtomic(MI))
    return false;
  if (MI.getDesc().TSFlags & (SASSTSFlags::CTABarrier | SASSTSFlags::WaitAll))
    return false;
  // A guarded instruction still writes its predicate results; an implicit
  // one (dead or not) cannot be sunk to PT as PredicateInstruction does with
  // explicit ones, and may be the guard's register.
  for (const MachineOperand &MO : MI.implicit_operands())
    if (MO.isReg() && MO.isDef() && SASS::PREDRegClass.contains(MO.getReg()))
      return false;
  // Uniform-datapath instructions take a uniform guard (@UP0); the branch
  // condition is a vector predicate.
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg().isPhysical() &&
        (SASS::UGPR32RegClass.contains(MO.getReg()) ||
         SASS::UPREDRegClass.contains(MO.getReg())))
      return false;
  return true;
}

static cl::opt<bool> GuardSelects(
    "sass-guard-selects", cl::Hidden, cl::init(true),
    cl::desc("Fold a SEL into the guarded instruction computing one of its operands"));

bool SASSInstrInfo::analyzeSelect(const MachineInstr &MI,
                                  SmallVectorImpl<MachineOperand> &Cond, unsigned &TrueOp,
                                  unsigned &FalseOp, bool &Optimizable) const {
  if (!GuardSelects || MI.getOpcode() != SASS::SELrr || isPredicated(MI))
    return true;
  // SELrr: $d, $p, $a, $b (d = p ? a : b), then the guard operands.
  Cond.push_back(MI.getOperand(1));
  Cond.push_back(MachineOperand::CreateImm(0));
  TrueOp = 2;
  FalseOp = 3;
  Optimizable = true;
  return false;
}

bool SASSInstrInfo::usesUniformRegs(const MachineInstr &MI) const {
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg())
      continue;
    const TargetRegisterClass *RC = MO.getReg().isVirtual()
                                        ? MRI.getRegClass(MO.getReg())
                                        : RI.getMinimalPhysRegClass(MO.getReg());
    if (RC && (SASS::UGPR32RegClass.hasSubClassEq(RC) || SASS::UPREDRegClass.hasSubClassEq(RC)))
      return true;
  }
  return false;
}

bool SASSInstrInfo::canGuardDef(const MachineInstr &MI, Register R) const {
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  if (!MRI.hasOneNonDBGUse(R) || MI.getNumExplicitDefs() != 1 || !MI.getOperand(0).isReg() ||
      MI.getOperand(0).getReg() != R || MI.getOperand(0).getSubReg() ||
      MI.getOperand(0).isEarlyClobber() || !isPredicable(MI) || usesUniformRegs(MI))
    return false;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.isTied())
      return false;
  return true;
}

// The instruction defining Reg, when it can run guarded at a later SEL in
// its block instead (canGuardDef): plain arithmetic, no memory, side
// effects or implicit operands, reading only virtual registers and the
// constant ones, which keep their values down to the SEL.
static MachineInstr *guardableDef(Register Reg, const MachineRegisterInfo &MRI,
                                  const SASSInstrInfo &TII,
                                  const SmallPtrSetImpl<MachineInstr *> &SeenMIs) {
  MachineInstr *Def = Reg.isVirtual() ? MRI.getVRegDef(Reg) : nullptr;
  if (!Def || !SeenMIs.count(Def) || !TII.canGuardDef(*Def, Reg) || Def->mayLoadOrStore() ||
      Def->hasUnmodeledSideEffects() || Def->getNumImplicitOperands())
    return nullptr;
  for (const MachineOperand &MO : Def->operands())
    if (MO.isReg() && MO.getReg().isPhysical() && !MRI.isConstantPhysReg(MO.getReg()))
      return nullptr;
  return Def;
}

// `a = OP x, y; d = SEL p, a, b` becomes `d = OP x, y` guarded by p with b
// as d's prior contents (an implicit use tied to it): ptxas's `@P0 VIADD`
// for an argmax's index.  Where b stays live past the SEL the allocator
// adds a MOV, which leaves the count as it was.
MachineInstr *SASSInstrInfo::optimizeSelect(MachineInstr &MI,
                                            SmallPtrSetImpl<MachineInstr *> &SeenMIs,
                                            bool PreferFalse) const {
  MachineFunction &MF = *MI.getMF();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  Register A = MI.getOperand(2).getReg(), B = MI.getOperand(3).getReg();
  bool Invert = PreferFalse;
  MachineInstr *Def = guardableDef(Invert ? B : A, MRI, *this, SeenMIs);
  if (!Def) {
    Invert = !Invert;
    Def = guardableDef(Invert ? B : A, MRI, *this, SeenMIs);
  }
  if (!Def)
    return nullptr;
  Register Dst = MI.getOperand(0).getReg(), Other = Invert ? A : B;
  // A loop-carried value the instruction itself reads (`v = odd ? 3v+1 :
  // v/2`) would live in the prior contents' register beside the PHI's and
  // come back through a MOV: the SEL writes the PHI's register directly.
  for (const MachineInstr &U : MRI.use_nodbg_instructions(Dst))
    if (U.isPHI() && Def->readsRegister(U.getOperand(0).getReg(), /*TRI=*/nullptr))
      return nullptr;
  // The result's register must suit the instruction that now writes it.
  const TargetRegisterClass *RC =
      MRI.constrainRegClass(Dst, MRI.getRegClass(Def->getOperand(0).getReg()));
  if (!RC)
    return nullptr;
  MachineBasicBlock &MBB = *MI.getParent();
  Register Prior = MRI.createVirtualRegister(RC);
  BuildMI(MBB, MI, MI.getDebugLoc(), get(TargetOpcode::COPY), Prior).addReg(Other);
  MachineInstr *New = MF.CloneMachineInstr(Def);
  MBB.insert(MI.getIterator(), New);
  New->getOperand(0).setReg(Dst);
  MachineOperand Guard[2] = {MI.getOperand(1), MachineOperand::CreateImm(Invert)};
  Guard[0].setIsKill(false);
  if (!PredicateInstruction(*New, Guard)) {
    New->eraseFromParent();
    return nullptr;
  }
  New->addOperand(MachineOperand::CreateReg(Prior, /*isDef=*/false, /*isImp=*/true));
  New->tieOperands(0, New->getNumOperands() - 1);
  // Its operands now live down to the SEL.
  for (const MachineOperand &MO : New->uses())
    if (MO.isReg() && MO.getReg().isVirtual())
      MRI.clearKillFlags(MO.getReg());
  MRI.clearKillFlags(Other);
  MRI.clearKillFlags(MI.getOperand(1).getReg());
  SeenMIs.insert(New);
  SeenMIs.erase(Def);
  Def->eraseFromParent();
  return New;
}

bool SASSInstrInfo::PredicateInstruction(MachineInstr &MI,
                                         ArrayRef<MachineOperand> Pred) const {
  int G = guardIndex(MI);
  if (G < 0 || Pred.size() != 2 || isPredicated(MI))
    return false;
  // A guarded instruction still writes its predicate results: a dead one
  // (IADD3's unused carry out) the allocator put in the guard's register
  // would change the guard for the rest of the predicated block.  Sink them
  // to PT (the encoding of "no predicate result"); ClobbersPredicate reports
  // the implicit ones, which cannot be sunk, so they are never predicated.
  for (MachineOperand &MO : MI.explicit_operands())
    if (MO.isReg() && MO.isDef() && MO.isDead() && MO.getReg().isPhysical() &&
        SASS::PREDRegClass.contains(MO.getReg()))
      MO.setReg(SASS::PT);
  MI.getOperand(G).setReg(Pred[0].getReg());
  MI.getOperand(G).setIsKill(false);
  MI.getOperand(G + 1).setImm(Pred[1].getImm());
  return true;
}

bool SASSInstrInfo::SubsumesPredicate(ArrayRef<MachineOperand> Pred1,
                                      ArrayRef<MachineOperand> Pred2) const {
  return Pred1.size() == 2 && Pred2.size() == 2 && Pred1[0].getReg() == Pred2[0].getReg() &&
         Pred1[1].getImm() == Pred2[1].getImm();
}

bool SASSInstrInfo::ClobbersPredicate(MachineInstr &MI, std::vector<MachineOperand> &Pred,
                                      bool SkipDead) const {
  bool Found = false;
  for (const MachineOperand &MO : MI.operands()) {
    // Dead explicit predicate results are sunk to PT when the instruction is
    // predicated (PredicateInstruction); dead implicit ones still write.
    if (MO.isReg() && MO.isDef() && !(SkipDead && MO.isDead() && !MO.isImplicit()) &&
        MO.getReg().isPhysical() && SASS::PREDRegClass.contains(MO.getReg()) &&
        MO.getReg() != SASS::PT) {
      Pred.push_back(MO);
      Found = true;
    }
    // A call's register mask clobbers the predicates too: IfConverter hoists
    // the instructions both arms of a diamond begin with above the branch
    // only when none of them clobbers a predicate, and a driver call (the
    // real malloc does change P0) between the test and its use would leave
    // the arms reading the callee's predicate.
    if (MO.isRegMask())
      for (MCPhysReg P : SASS::PREDRegClass)
        if (P != SASS::PT && MO.clobbersPhysReg(P)) {
          Pred.push_back(MachineOperand::CreateReg(P, /*isDef=*/true));
          Found = true;
        }
  }
  return Found;
}

// A few instructions: a guarded load or store with its address arithmetic
// costs less than the branch, the convergence barrier around it and the
// wait at the join.  Counted in instructions: the cycle figures IfConverter
// passes include a load's planned latency, which predication does not add.
static unsigned numInstrs(const MachineBasicBlock &MBB) {
  unsigned N = 0;
  for (const MachineInstr &MI : MBB)
    N += !MI.isDebugInstr() && !MI.isMetaInstruction() && !MI.isBranch();
  return N;
}

bool SASSInstrInfo::isProfitableToIfCvt(MachineBasicBlock &MBB, unsigned NumCycles,
                                        unsigned ExtraPredCycles,
                                        BranchProbability Probability) const {
  // A block that only falls into the kernel's end stays a branch: the lanes
  // that skip it leave at once (@P EXIT, SASSEarlyExit) instead of stepping
  // through guarded instructions.
  if (MBB.succ_size() == 1 && isLoneExitBlock(**MBB.succ_begin()))
    return false;
  return numInstrs(MBB) <= kMaxIfCvtInstrs;
}

bool SASSInstrInfo::isProfitableToIfCvt(MachineBasicBlock &TMBB, unsigned NumTCycles,
                                        unsigned ExtraTCycles, MachineBasicBlock &FMBB,
                                        unsigned NumFCycles, unsigned ExtraFCycles,
                                        BranchProbability Probability) const {
  return numInstrs(TMBB) + numInstrs(FMBB) <= kMaxIfCvtInstrs;
}

bool SASSInstrInfo::expandPostRAPseudo(MachineInstr &MI) const {
  if (MI.getOpcode() == SASS::CALL_INT) {
    // The return address, an offset from the kernel's start that the
    // printer fills in, in R20:R21 right before the call (as ptxas).
    MachineBasicBlock &MBB = *MI.getParent();
    DebugLoc DL = MI.getDebugLoc();
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::MOV_RETADDR)).addImm(0))
        .addReg(SASS::R20, RegState::ImplicitDefine);
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::MOV_RETADDR_HI)))
        .addReg(SASS::R21, RegState::ImplicitDefine);
    MachineInstrBuilder Call = BuildMI(MBB, MI, DL, get(SASS::CALL_REL));
    Call.add(MI.getOperand(0));
    SASS::addDefaultOps(Call);
    for (unsigned I = 1; I < MI.getNumOperands(); ++I)
      Call.add(MI.getOperand(I));
    Call.addReg(SASS::R20_R21, RegState::Implicit);
    MI.eraseFromParent();
    return true;
  }
  if (MI.getOpcode() != SASS::CALL_DRIVER)
    return false;
  MachineBasicBlock &MBB = *MI.getParent();
  DebugLoc DL = MI.getDebugLoc();
  bool SM90 = MBB.getParent()->getSubtarget<SASSSubtarget>().getSMVersion() >= 90;
  // The return address in R20:R21, right before the call: sm_90's LEPC
  // adds its offset to the next instruction's address, sm_80's gives its
  // own, to which three instructions (0x40 bytes) are added.
  if (SM90) {
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::LEPC_RET90)))
        .addReg(SASS::R20, RegState::ImplicitDefine)
        .addReg(SASS::R21, RegState::ImplicitDefine);
  } else {
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::LEPC_RET80)))
        .addReg(SASS::R20, RegState::ImplicitDefine)
        .addReg(SASS::R21, RegState::ImplicitDefine);
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::RETADDR_LO80)))
        .addReg(SASS::R20, RegState::ImplicitDefine)
        .addReg(SASS::P0, RegState::ImplicitDefine)
        .addReg(SASS::R20, RegState::Implicit);
    SASS::addDefaultOps(BuildMI(MBB, MI, DL, get(SASS::RETADDR_HI80)))
        .addReg(SASS::R21, RegState::ImplicitDefine)
        .addReg(SASS::R21, RegState::Implicit)
        .addReg(SASS::P0, RegState::Implicit);
  }
  // Operand 0 is the callee's index (CALL_ABS_R2's $fn); the rest are the
  // register mask and the registers the call reads.
  MachineInstrBuilder Call = SASS::addDefaultOps(
      BuildMI(MBB, MI, DL, get(SASS::CALL_ABS_R2)).addImm(MI.getOperand(0).getImm()));
  for (const MachineOperand &MO : drop_begin(MI.operands()))
    Call.add(MO);
  Call.addReg(SASS::R20_R21, RegState::Implicit);
  SASS::addDefaultOps(BuildMI(MBB, MI, DL,
                              get(SM90 ? SASS::ULDC_DESC90 : SASS::ULDC_DESC80)));
  MI.eraseFromParent();
  return true;
}

bool SASSInstrInfo::isSchedulingBoundary(const MachineInstr &MI,
                                         const MachineBasicBlock *MBB,
                                         const MachineFunction &MF) const {
  switch (MI.getOpcode()) {
  case SASS::LEPC_RET80:
  case SASS::LEPC_RET90:
  case SASS::RETADDR_LO80:
  case SASS::RETADDR_HI80:
  case SASS::CALL_ABS_R2:
  case SASS::MOV_RETADDR:
  case SASS::MOV_RETADDR_HI:
  case SASS::CALL_REL:
  // setmaxnreg changes which registers the warp owns: nothing moves across
  // it (SASSSetMaxReg.cpp caps what lives after it).
  case SASS::USETMAXREG_DEC:
  case SASS::USETMAXREG_TRY:
  // wgmma.fence: the registers the next HGMMAs read are written before it.
  // An instruction sunk past it to shorten a live range would write a
  // register an in-flight HGMMA still reads (or reuse one), and
  // SASSWarpgroup.cpp would then wait for each HGMMA before the next.
  // wgmma.wait_group: an HGMMA's results are defined, as SSA sees them, at
  // the HGMMA, but readable only after the wait that retires its group; a
  // reader hoisted above the wait (above later HGMMAs, say) makes
  // SASSWarpgroup.cpp wait for everything in flight there.
  case SASS::WARPGROUP_ARRIVEcg:
  case SASS::WARPGROUP_DEPBARcg:
    return true;
  default:
    return TargetInstrInfo::isSchedulingBoundary(MI, MBB, MF);
  }
}
