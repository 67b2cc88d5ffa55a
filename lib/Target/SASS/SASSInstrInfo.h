//===-- SASSInstrInfo.h - SASS instruction information ----------*- C++ -*-===//
#ifndef LLVM_LIB_TARGET_SASS_SASSINSTRINFO_H
#define LLVM_LIB_TARGET_SASS_SASSINSTRINFO_H

#include "SASSRegisterInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "SASSGenInstrInfo.inc"

namespace llvm {
class SASSSubtarget;

/// TSFlags of code generation instructions (SASSInstrInfo.td).  Latencies
/// and pipes are the scheduling model's (SASSSchedule.td).
namespace SASSTSFlags {
enum : uint64_t {
  LateRead = 1 << 1,
  WaitAll = 1 << 7,
  CTABarrier = 1 << 11,
};
} // namespace SASSTSFlags

namespace SASS {
/// The two trailing operands of every code generation instruction: no guard
/// (always executes) and an empty control field, which the scoreboard pass
/// fills in.
inline const MachineInstrBuilder &addDefaultOps(const MachineInstrBuilder &MIB) {
  return MIB.addReg(0).addImm(0).addImm(0);
}
/// The same with a guard predicate (Neg: execute where it is false).
inline const MachineInstrBuilder &addGuardOps(const MachineInstrBuilder &MIB,
                                              Register P, bool Neg) {
  return MIB.addReg(P).addImm(Neg).addImm(0);
}
} // namespace SASS

class SASSInstrInfo : public SASSGenInstrInfo {
  SASSRegisterInfo RI;

public:
  explicit SASSInstrInfo(const SASSSubtarget &ST);
  const SASSRegisterInfo &getRegisterInfo() const { return RI; }

  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator I,
                   const DebugLoc &DL, Register DestReg, Register SrcReg,
                   bool KillSrc, bool RenamableDest = false,
                   bool RenamableSrc = false) const override;
  void storeRegToStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                           Register SrcReg, bool IsKill, int FrameIndex,
                           const TargetRegisterClass *RC, Register VReg,
                           MachineInstr::MIFlag Flags = MachineInstr::NoFlags) const override;
  void loadRegFromStackSlot(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                            Register DestReg, int FrameIndex,
                            const TargetRegisterClass *RC, Register VReg,
                            unsigned SubReg = 0,
                            MachineInstr::MIFlag Flags = MachineInstr::NoFlags) const override;
  bool analyzeBranch(MachineBasicBlock &MBB, MachineBasicBlock *&TBB,
                     MachineBasicBlock *&FBB, SmallVectorImpl<MachineOperand> &Cond,
                     bool AllowModify = false) const override;
  unsigned removeBranch(MachineBasicBlock &MBB, int *BytesRemoved = nullptr) const override;
  unsigned insertBranch(MachineBasicBlock &MBB, MachineBasicBlock *TBB,
                        MachineBasicBlock *FBB, ArrayRef<MachineOperand> Cond,
                        const DebugLoc &DL, int *BytesAdded = nullptr) const override;
  bool reverseBranchCondition(SmallVectorImpl<MachineOperand> &Cond) const override;
  /// A branch on a negated predicate branches on the predicate with `@!`.
  bool optimizeCondBranch(MachineInstr &MI) const override;
  bool isPredicated(const MachineInstr &MI) const override;
  /// CALL_DRIVER becomes LEPC (+ the return address) and CALL.ABS.NOINC.
  bool expandPostRAPseudo(MachineInstr &MI) const override;
  /// The return-address sequence of a call stays next to its CALL (its
  /// offsets count the instructions up to the return point).
  bool isSchedulingBoundary(const MachineInstr &MI, const MachineBasicBlock *MBB,
                            const MachineFunction &MF) const override;
  bool getConstValDefinedInReg(const MachineInstr &MI, const Register Reg,
                               int64_t &ImmVal) const override;
  bool foldImmediate(MachineInstr &UseMI, MachineInstr &DefMI, Register Reg,
                     MachineRegisterInfo *MRI) const override;
  bool isPredicable(const MachineInstr &MI) const override;
  /// Whether MI reads or writes a uniform register (it would take a
  /// uniform guard, @UP0, not a vector one).
  bool usesUniformRegs(const MachineInstr &MI) const;
  /// Whether MI, which computes R for one reader only, can be guarded with
  /// a prior value tied to its result: R is its one full definition, and it
  /// takes a vector guard (SASSEarlyPredicate's PHIs, optimizeSelect).
  bool canGuardDef(const MachineInstr &MI, Register R) const;
  /// SEL of two registers, for PeepholeOptimizer: `d = p ? a : b` with a
  /// computed only for it becomes a's instruction guarded by p, writing d
  /// over b (optimizeSelect).
  bool analyzeSelect(const MachineInstr &MI, SmallVectorImpl<MachineOperand> &Cond,
                     unsigned &TrueOp, unsigned &FalseOp, bool &Optimizable) const override;
  MachineInstr *optimizeSelect(MachineInstr &MI, SmallPtrSetImpl<MachineInstr *> &SeenMIs,
                               bool PreferFalse = false) const override;
  /// Accesses to different state spaces (global, shared, local, constant,
  /// parameters) never overlap: lets the scheduler start a global load
  /// before an earlier shared-memory store.
  bool areMemAccessesTriviallyDisjoint(const MachineInstr &MIa,
                                       const MachineInstr &MIb) const override;
  bool PredicateInstruction(MachineInstr &MI, ArrayRef<MachineOperand> Pred) const override;
  bool SubsumesPredicate(ArrayRef<MachineOperand> Pred1,
                         ArrayRef<MachineOperand> Pred2) const override;
  bool ClobbersPredicate(MachineInstr &MI, std::vector<MachineOperand> &Pred,
                         bool SkipDead) const override;
  bool isProfitableToIfCvt(MachineBasicBlock &MBB, unsigned NumCycles,
                           unsigned ExtraPredCycles,
                           BranchProbability Probability) const override;
  bool isProfitableToIfCvt(MachineBasicBlock &TMBB, unsigned NumTCycles,
                           unsigned ExtraTCycles, MachineBasicBlock &FMBB,
                           unsigned NumFCycles, unsigned ExtraFCycles,
                           BranchProbability Probability) const override;
  /// The longest block (or pair of blocks) if-conversion guards.
  static constexpr unsigned kMaxIfCvtInstrs = 8;
  /// MIR shows the control operand decoded: [B------:R-:W-:Y:S04].
  std::string createMIROperandComment(const MachineInstr &MI,
                                      const MachineOperand &Op, unsigned OpIdx,
                                      const TargetRegisterInfo *TRI) const override;

  /// A block whose only instruction is an unguarded EXIT (SASSEarlyExit
  /// branches to one become guarded EXITs; SASSConvergence ignores the edge).
  static bool isLoneExitBlock(const MachineBasicBlock &MBB);
  /// Index of MI's guard register operand (the negation follows it, then the
  /// control field), or -1 for instructions that are not SASS's own.
  static int guardIndex(const MachineInstr &MI);
  /// The form of an sm_90 mbarrier arrival (SYNCS.ARRIVE...) that writes
  /// RZ, for an arrival whose state nobody reads, as ptxas writes it.
  static unsigned arrivalWithoutState(unsigned Opc);
};
} // namespace llvm

#endif
