//===-- SASSEarlyPredicate.cpp - Guarded memory accesses before scheduling -===//
//
// `v = c ? p[i] : 0` reaches the machine level as a triangle: a block that
// branches around a short block holding the load.  IfConverter predicates
// such blocks only after register allocation, when the order is fixed, so
// each guarded load was scheduled alone in its block and waited for before
// the next one started.  This pass predicates them on SSA code, before the
// machine scheduler: the short block's memory accesses take the branch's
// predicate as their guard, its arithmetic runs unconditionally (it cannot
// fault), and the joined value is the load's own register with the other
// incoming value as its prior contents (an implicit use tied to the
// result, as the hardware leaves the register unchanged when the guard is
// false).  The join block is then merged in, so a run of guarded loads
// becomes one block whose loads the scheduler starts together, as ptxas's
// `@!P0 LDG` runs do.
//
// A loop unrolled up to a bound on its trip count keeps each copy behind
// its exit test: `if (c1) { copy1; if (c2) { copy2; ... } }`, every failed
// test leaving for the same block.  Such a chain is flattened the same
// way: each copy's memory accesses take the conjunction of the tests above
// them as their guard, so the copies' loads also start together.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSInstrInfo.h"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

#define DEBUG_TYPE "sass-early-predicate"

// Not "sass-early-predicate": that is the pass's name, which opt turns into
// an option of its own when it loads the plugin.
static cl::opt<bool> EnableEarlyPredicate(
    "sass-enable-early-predicate", cl::Hidden, cl::init(true),
    cl::desc("Predicate short guarded memory blocks before scheduling"));

// Past this many instructions a guarded block is cheaper as a branch (the
// lanes that skip it step through all of them): IfConverter's limit.
static constexpr unsigned MaxGuardedInstrs = SASSInstrInfo::kMaxIfCvtInstrs;
// A chain's copy may be longer: the alternative is a branch per copy, each
// waiting for the load before it.
static constexpr unsigned MaxChainInstrs = 2 * MaxGuardedInstrs;
// A block of accesses that are all guarded already (see tryChain).
static constexpr unsigned MaxRegionInstrs = 4 * MaxGuardedInstrs;

namespace {
class SASSEarlyPredicate : public MachineFunctionPass {
public:
  static char ID;
  SASSEarlyPredicate() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS early predication"; }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  const SASSInstrInfo *TII = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  // Blocks that took a chain's copies with a further link (a U): the
  // chain's last copy may be as long as the others.
  SmallPtrSet<MachineBasicBlock *, 8> ChainBlocks;

  bool canMove(const MachineInstr &MI, bool &IsMem, bool AllowGuarded = false) const;
  bool tryTriangle(MachineBasicBlock &A);
  bool tryMerge(MachineBasicBlock &A);
  bool tryChain(MachineBasicBlock &A);
  bool vectorBranch(MachineBasicBlock &A, MachineBasicBlock *&TBB, MachineBasicBlock *&FBB,
                    SmallVectorImpl<MachineOperand> &Cond) const;
  bool movable(const MachineInstr &Phi, Register VT) const;
  void mergePhi(MachineInstr &Phi, MachineBasicBlock &A, MachineBasicBlock *T,
                MachineBasicBlock::iterator At, const DebugLoc &DL,
                ArrayRef<MachineOperand> Guard, MachineInstr *Def);
  void forwardCopies(MachineBasicBlock &MBB);
};
} // namespace

char SASSEarlyPredicate::ID = 0;
INITIALIZE_PASS(SASSEarlyPredicate, DEBUG_TYPE, "SASS early predication", false, false)
FunctionPass *llvm::createSASSEarlyPredicatePass() { return new SASSEarlyPredicate(); }

// Whether MI may leave its block for the block above: memory accesses that
// take a guard (plain loads and stores; no atomics, fences or volatile
// accesses), or arithmetic that may run on every path.
bool SASSEarlyPredicate::canMove(const MachineInstr &MI, bool &IsMem,
                                 bool AllowGuarded) const {
  IsMem = MI.mayLoadOrStore();
  if (MI.isPHI() || MI.isCall() || MI.isConvergent() || MI.isInlineAsm() ||
      MI.hasUnmodeledSideEffects() || MI.isTerminator())
    return false;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.isDef() && !MO.getReg().isVirtual())
      return false;
  if (!IsMem)
    return !MI.isPosition();
  if ((MI.mayLoad() && MI.mayStore()) || MI.hasOrderedMemoryRef() || MI.memoperands_empty())
    return false;
  // A guarded access (a triangle merged before) was predicable.
  bool Guarded = AllowGuarded && TII->isPredicated(MI);
  return (Guarded || TII->isPredicable(MI)) && !TII->usesUniformRegs(MI) &&
         MI.getNumExplicitDefs() <= 1;
}

// A's terminators: a two-way branch on a vector predicate (FBB the
// fall-through when A has no second branch).
bool SASSEarlyPredicate::vectorBranch(MachineBasicBlock &A, MachineBasicBlock *&TBB,
                                      MachineBasicBlock *&FBB,
                                      SmallVectorImpl<MachineOperand> &Cond) const {
  if (TII->analyzeBranch(A, TBB, FBB, Cond) || Cond.size() != 2 || !TBB)
    return false;
  if (!FBB)
    FBB = A.getNextNode();
  return FBB && TBB != FBB && Cond[0].isReg() && Cond[0].getReg().isVirtual() &&
         SASS::PREDRegClass.hasSubClassEq(MRI->getRegClass(Cond[0].getReg()));
}

// The values a PHI takes from T and from A (null where it has none).
static std::pair<Register, Register> incoming(const MachineInstr &Phi, const MachineBasicBlock *T,
                                              const MachineBasicBlock *A) {
  Register VT, VA;
  for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2) {
    if (Phi.getOperand(I + 1).getMBB() == T)
      VT = Phi.getOperand(I).getReg();
    else if (Phi.getOperand(I + 1).getMBB() == A)
      VA = Phi.getOperand(I).getReg();
  }
  return {VT, VA};
}

// Whether a guarded MOV can merge T's value VT into the PHI: it moves one
// 32-bit vector register.
bool SASSEarlyPredicate::movable(const MachineInstr &Phi, Register VT) const {
  return SASS::GPR32RegClass.hasSubClassEq(MRI->getRegClass(Phi.getOperand(0).getReg())) &&
         SASS::GPR32RegClass.hasSubClassEq(MRI->getRegClass(VT));
}

// T's code has moved into A under Guard: the PHI's incoming value from A
// becomes Guard ? T's : A's, computed at the end of A (At) by T's
// instruction Def guarded, or else by a guarded MOV, with A's value tied
// to its result as the prior contents; T's incoming pair is dropped, and a
// PHI left with A alone becomes a copy.
void SASSEarlyPredicate::mergePhi(MachineInstr &Phi, MachineBasicBlock &A, MachineBasicBlock *T,
                                  MachineBasicBlock::iterator At, const DebugLoc &DL,
                                  ArrayRef<MachineOperand> Guard, MachineInstr *Def) {
  Register Dst = Phi.getOperand(0).getReg();
  auto [VT, VA] = incoming(Phi, T, &A);
  Register Merged = VA;
  if (VT != VA) {
    // Both values gain a reader at the end of A.
    MRI->clearKillFlags(VA);
    MRI->clearKillFlags(VT);
    // The prior contents must be in the result's class (a tied pair is one
    // register).
    const TargetRegisterClass *RC = MRI->getRegClass(Def ? VT : Dst);
    Register Prior = MRI->createVirtualRegister(RC);
    BuildMI(A, Def ? Def->getIterator() : At, DL, TII->get(TargetOpcode::COPY), Prior).addReg(VA);
    MachineInstr *Guarded = Def;
    if (!Guarded) {
      Merged = MRI->createVirtualRegister(RC);
      Guarded = SASS::addDefaultOps(BuildMI(A, At, DL, TII->get(SASS::MOVr), Merged).addReg(VT));
      TII->PredicateInstruction(*Guarded, Guard);
    } else {
      Merged = VT;
    }
    Guarded->addOperand(MachineOperand::CreateReg(Prior, /*isDef=*/false, /*isImp=*/true));
    Guarded->tieOperands(0, Guarded->getNumOperands() - 1);
  }
  for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
    if (Phi.getOperand(I + 1).getMBB() == &A)
      Phi.getOperand(I).setReg(Merged);
  for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
    if (Phi.getOperand(I + 1).getMBB() == T) {
      Phi.removeOperand(I + 1);
      Phi.removeOperand(I);
      break;
    }
  if (Phi.getNumOperands() == 3) {
    MachineBasicBlock &J = *Phi.getParent();
    BuildMI(J, J.getFirstNonPHI(), Phi.getDebugLoc(), TII->get(TargetOpcode::COPY), Dst)
        .addReg(Merged);
    Phi.eraseFromParent();
  }
}

// A: ..., @P BRA T / J (either way round); T: short, only pred A, only
// succ J.  T's code moves into A; J's PHIs take the merged values.
bool SASSEarlyPredicate::tryTriangle(MachineBasicBlock &A) {
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (!vectorBranch(A, TBB, FBB, Cond))
    return false;
  for (bool TakenIsT : {true, false}) {
    MachineBasicBlock *T = TakenIsT ? TBB : FBB, *J = TakenIsT ? FBB : TBB;
    if (T == &A || J == &A || T->pred_size() != 1 || T->succ_size() != 1 ||
        *T->succ_begin() != J || T->hasAddressTaken() || T->isEHPad())
      continue;
    // A block that only falls into the kernel's end stays a branch: the
    // lanes that skip it leave at once (@P EXIT, SASSEarlyExit), as ptxas
    // writes `if (i >= n) return;` (SASSInstrInfo::isProfitableToIfCvt).
    if (SASSInstrInfo::isLoneExitBlock(*J))
      continue;
    MachineBasicBlock *TT = nullptr, *TF = nullptr;
    SmallVector<MachineOperand, 2> TCond;
    if (TII->analyzeBranch(*T, TT, TF, TCond) || !TCond.empty())
      continue;
    unsigned N = 0, Mem = 0;
    bool OK = true;
    for (MachineInstr &MI : T->instrs()) {
      if (MI.isDebugInstr() || MI.isUnconditionalBranch())
        continue;
      bool IsMem;
      if (!canMove(MI, IsMem) || ++N > MaxGuardedInstrs) {
        OK = false;
        break;
      }
      Mem += IsMem;
    }
    // Only guarded memory accesses are worth it here; other short blocks
    // IfConverter predicates after allocation.
    if (!OK || !Mem)
      continue;
    // Each PHI of J merges T's value with A's: the result of the T
    // instruction that computes it, guarded (when only the PHI reads it),
    // or a guarded move of a 32-bit value.
    SmallVector<std::pair<MachineInstr *, MachineInstr *>, 4> Merges; // PHI, def
    for (MachineInstr &Phi : J->phis()) {
      auto [VT, VA] = incoming(Phi, T, &A);
      if (!VT || !VA) {
        OK = false;
        break;
      }
      MachineInstr *Def = MRI->getVRegDef(VT);
      if (Def && Def->getParent() == T && VT != VA && TII->canGuardDef(*Def, VT))
        Merges.push_back({&Phi, Def});
      else if (VT != VA && !movable(Phi, VT))
        OK = false;
      else
        Merges.push_back({&Phi, nullptr});
    }
    if (!OK)
      continue;

    SmallVector<MachineOperand, 2> Guard(Cond.begin(), Cond.end());
    if (!TakenIsT && TII->reverseBranchCondition(Guard))
      continue;
    Register P = Guard[0].getReg();
    // `P = PNOT Q` guards as !Q: the negation is the guard's own bit, as
    // SASSInstrInfo::optimizeCondBranch folds it into a branch.
    if (MachineInstr *Not = MRI->getUniqueVRegDef(P);
        Not && Not->getOpcode() == SASS::PNOT && !TII->isPredicated(*Not) &&
        Not->getOperand(1).isReg() && Not->getOperand(1).getReg().isVirtual()) {
      bool Neg = !Guard[1].getImm();
      P = Not->getOperand(1).getReg();
      Guard = {MachineOperand::CreateReg(P, /*isDef=*/false), MachineOperand::CreateImm(Neg)};
    }
    MRI->clearKillFlags(P);
    DebugLoc DL = A.findBranchDebugLoc();
    MachineBasicBlock::iterator At = A.getFirstTerminator();
    SmallPtrSet<MachineInstr *, 4> Defs;
    for (auto [Phi, Def] : Merges)
      if (Def)
        Defs.insert(Def);
    for (MachineInstr &MI : make_early_inc_range(T->instrs())) {
      if (MI.isTerminator())
        break;
      A.splice(At, T, MI.getIterator());
      if (MI.mayLoadOrStore() || Defs.count(&MI))
        TII->PredicateInstruction(MI, Guard);
    }
    for (auto [Phi, Def] : Merges)
      mergePhi(*Phi, A, T, At, DL, Guard, Def);
    TII->removeBranch(A);
    A.removeSuccessor(T);
    T->removeSuccessor(J);
    T->eraseFromParent();
    if (J != A.getNextNode())
      TII->insertBranch(A, J, nullptr, {}, DL);
    return true;
  }
  return false;
}

// A: ..., @P BRA T / X (either way round); T: only pred A, no PHIs, short,
// with a memory access, ending `@Q BRA U / X` or going to X.  T's code moves
// into A, its memory accesses guarded by P (and their own guard), X's PHIs
// take P ? T's value : A's, and A ends `@(P & Q) BRA U / X` or goes to X.
bool SASSEarlyPredicate::tryChain(MachineBasicBlock &A) {
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (!vectorBranch(A, TBB, FBB, Cond))
    return false;
  for (bool TakenIsT : {true, false}) {
    MachineBasicBlock *T = TakenIsT ? TBB : FBB, *X = TakenIsT ? FBB : TBB;
    if (T == &A || X == &A || T == X || T->pred_size() != 1 || !T->phis().empty() ||
        T->hasAddressTaken() || T->isEHPad() || SASSInstrInfo::isLoneExitBlock(*X))
      continue;
    // Where T goes: U when Q holds (Q empty: U is null, T goes to X).
    MachineBasicBlock *TT = nullptr, *TF = nullptr, *U = nullptr;
    SmallVector<MachineOperand, 2> Q;
    if (TII->analyzeBranch(*T, TT, TF, Q))
      continue;
    if (Q.empty()) {
      if (T->succ_size() != 1 || *T->succ_begin() != X)
        continue;
    } else {
      if (!TF)
        TF = T->getNextNode();
      if (Q.size() != 2 || !Q[0].isReg() || !Q[0].getReg().isVirtual() || !TT || !TF ||
          T->succ_size() != 2 || (TT != X) == (TF != X))
        continue;
      U = TT == X ? TF : TT;
      if (TT == X && TII->reverseBranchCondition(Q))
        continue;
      if (U == &A || U == T)
        continue;
    }
    // Copies and register sequences mostly vanish in allocation.  A copy
    // that ends the chain (no U) is a triangle, and is held to a
    // triangle's length, unless A already took copies of this chain: then
    // the alternative is a branch whose load waits for theirs, a second
    // round trip to memory (sgemm_tiled's fourth A and B tile loads, 10
    // instructions with their address and bounds test).  A lone triangle
    // after other guarded loads keeps the triangle's limit: the lanes that
    // skip it would step through all of it (stencil1d's halo, 13).
    // A block whose accesses all carry guards of their own (triangles merged
    // into it: `if (x < cols) { if (y < rows) ...; if (y + 8 < rows) ...; }`,
    // transpose_tiled's tile load) is a bounds check around bounds checks:
    // as a branch its loads wait for those of A, so it may be as long as
    // MaxRegionInstrs.
    bool ChainEnd = !U && ChainBlocks.count(&A);
    unsigned N = 0, Mem = 0, Guarded = 0, Max = U || ChainEnd ? MaxChainInstrs : MaxGuardedInstrs;
    if (!U)
      Max = MaxRegionInstrs;
    bool OK = true;
    for (MachineInstr &MI : T->instrs()) {
      if (MI.isDebugInstr() || MI.isTerminator())
        continue;
      bool IsMem;
      if (!canMove(MI, IsMem, /*AllowGuarded=*/true) ||
          (!MI.isCopyLike() && !MI.isRegSequence() && !MI.isImplicitDef() && ++N > Max)) {
        OK = false;
        break;
      }
      Mem += IsMem;
      Guarded += IsMem && TII->isPredicated(MI);
    }
    if (!U && N > (ChainEnd ? MaxChainInstrs : MaxGuardedInstrs) && (Guarded != Mem || Mem < 2))
      OK = false;
    if (!OK || !Mem)
      continue;
    // X's PHIs: P ? T's value : A's, as a guarded move of a 32-bit value.
    for (MachineInstr &Phi : X->phis()) {
      auto [VT, VA] = incoming(Phi, T, &A);
      if (!VT || !VA || (VT != VA && !movable(Phi, VT)))
        OK = false;
    }
    if (!OK)
      continue;

    SmallVector<MachineOperand, 2> Guard(Cond.begin(), Cond.end());
    if (!TakenIsT && TII->reverseBranchCondition(Guard))
      continue;
    DebugLoc DL = A.findBranchDebugLoc();
    MachineBasicBlock::iterator At = A.getFirstTerminator();
    Register P = Guard[0].getReg();
    MRI->clearKillFlags(P);
    // P (or !P) and another guard G (or !G) as one PLOP3, ahead of the
    // access it guards or of the new branch.
    auto Both = [&](MachineBasicBlock::iterator Where, Register G, bool GNeg) {
      MRI->clearKillFlags(G);
      unsigned Lut = (Guard[1].getImm() ? 0x0f : 0xf0) & (GNeg ? 0x33 : 0xcc);
      Register R = MRI->createVirtualRegister(&SASS::PREDRegClass);
      SASS::addDefaultOps(
          BuildMI(A, Where, DL, TII->get(SASS::PLOP2), R).addReg(P).addReg(G).addImm(Lut));
      return R;
    };
    DenseMap<unsigned, Register> BothFor; // (guard << 1 | negated) -> P & it
    for (MachineInstr &MI : make_early_inc_range(T->instrs())) {
      if (MI.isTerminator())
        break;
      A.splice(At, T, MI.getIterator());
      if (!MI.mayLoadOrStore())
        continue;
      if (!TII->isPredicated(MI)) {
        TII->PredicateInstruction(MI, Guard);
        continue;
      }
      // Its own guard and P, each negated or not, in one PLOP3 (the same
      // pair, a load and the store of its value, shares it).
      int G = SASSInstrInfo::guardIndex(MI);
      Register Own = MI.getOperand(G).getReg();
      bool OwnNeg = MI.getOperand(G + 1).getImm();
      Register &R = BothFor[Own.id() << 1 | OwnNeg];
      if (!R)
        R = Both(MI.getIterator(), Own, OwnNeg);
      MI.getOperand(G).setReg(R);
      MI.getOperand(G + 1).setImm(0);
    }
    // Collected first: the copies that replace PHIs go where phis() ends.
    SmallVector<MachineInstr *, 8> Phis;
    for (MachineInstr &Phi : X->phis())
      Phis.push_back(&Phi);
    for (MachineInstr *Phi : Phis)
      mergePhi(*Phi, A, T, At, DL, Guard, nullptr);
    // A's new branch: to U where P and Q hold, else to X.
    Register Go;
    if (U)
      Go = Both(At, Q[0].getReg(), Q[1].getImm());
    TII->removeBranch(A);
    TII->removeBranch(*T);
    A.removeSuccessor(T);
    T->removeSuccessor(X);
    // U (if any) becomes A's successor, its PHIs naming A.
    A.transferSuccessorsAndUpdatePHIs(T);
    T->eraseFromParent();
    if (U) {
      SmallVector<MachineOperand, 2> GoCond{MachineOperand::CreateReg(Go, /*isDef=*/false),
                                            MachineOperand::CreateImm(0)};
      TII->insertBranch(A, U, X, GoCond, DL);
      ChainBlocks.insert(&A);
    } else if (X != A.getNextNode()) {
      TII->insertBranch(A, X, nullptr, {}, DL);
    }
    return true;
  }
  return false;
}

// A's only successor J, whose only predecessor is A: one block, so the
// scheduler sees the guarded accesses of consecutive triangles together.
bool SASSEarlyPredicate::tryMerge(MachineBasicBlock &A) {
  if (A.succ_size() != 1)
    return false;
  MachineBasicBlock *J = *A.succ_begin();
  if (J == &A || J->pred_size() != 1 || J->hasAddressTaken() || J->isEHPad() ||
      !J->phis().empty() || J->isEntryBlock())
    return false;
  MachineBasicBlock *ATBB = nullptr, *AFBB = nullptr, *JT = nullptr, *JF = nullptr;
  SmallVector<MachineOperand, 2> ACond, JCond;
  if (TII->analyzeBranch(A, ATBB, AFBB, ACond) || !ACond.empty())
    return false;
  // A block that ends the thread (EXIT) keeps its terminators as they are.
  if (J->succ_empty()) {
    TII->removeBranch(A);
    A.splice(A.end(), J, J->begin(), J->end());
    A.removeSuccessor(J);
    J->eraseFromParent();
    return true;
  }
  if (TII->analyzeBranch(*J, JT, JF, JCond))
    return false;
  // Where J went on falling through, A must now branch explicitly.
  MachineBasicBlock *JNext = J->getNextNode();
  if (!JT && J->succ_size()) {
    JT = JNext;
  } else if (JT && !JCond.empty() && !JF) {
    JF = JNext;
  }
  if ((J->succ_size() && !JT) || (!JCond.empty() && !JF))
    return false;
  DebugLoc DL = A.findBranchDebugLoc();
  TII->removeBranch(A);
  TII->removeBranch(*J);
  A.splice(A.end(), J, J->begin(), J->end());
  A.removeSuccessor(J);
  A.transferSuccessorsAndUpdatePHIs(J);
  J->eraseFromParent();
  if (JT)
    TII->insertBranch(A, JT, JCond.empty() ? nullptr : JF, JCond, DL);
  return true;
}

bool SASSEarlyPredicate::runOnMachineFunction(MachineFunction &MF) {
  if (!EnableEarlyPredicate || skipFunction(MF.getFunction()))
    return false;
  TII = MF.getSubtarget<SASSSubtarget>().getInstrInfo();
  MRI = &MF.getRegInfo();
  bool Changed = false;
  ChainBlocks.clear();
  SmallPtrSet<MachineBasicBlock *, 8> Merged;
  // Triangles first: a chain's copies are triangles (a guarded load) before
  // they are links of the chain.
  for (bool Again = true; Again;) {
    Again = false;
    for (auto Try : {&SASSEarlyPredicate::tryTriangle, &SASSEarlyPredicate::tryChain}) {
      for (MachineBasicBlock &A : MF) {
        if ((this->*Try)(A)) {
          tryMerge(A);
          Merged.insert(&A);
          Again = Changed = true;
          break;
        }
      }
      if (Again)
        break;
    }
  }
  for (MachineBasicBlock *A : Merged)
    forwardCopies(*A);
  return Changed;
}

// A value the DAG passed between blocks arrives through a full COPY
// (`%0 = COPY %11`, %11 a REG_SEQUENCE).  MachineSink forwards such copies
// in the blocks it visits, which lets PeepholeOptimizer read a subregister
// of the REG_SEQUENCE directly, but it skips blocks with one successor: a
// merged block would keep the whole 64-bit pair (and its MOV of the high
// half) live.  Forwarded here the same way.
void SASSEarlyPredicate::forwardCopies(MachineBasicBlock &MBB) {
  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    if (!MI.isCopy() || MI.getOperand(0).getSubReg() || MI.getOperand(1).getSubReg())
      continue;
    Register Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
    if (!Dst.isVirtual() || !Src.isVirtual() || MRI->getRegClass(Dst) != MRI->getRegClass(Src) ||
        !MRI->hasOneNonDBGUse(Src))
      continue;
    MRI->replaceRegWith(Dst, Src);
    MRI->clearKillFlags(Src);
    MI.eraseFromParent();
  }
}
