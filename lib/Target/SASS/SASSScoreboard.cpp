//===-- SASSScoreboard.cpp - Control codes for emitted code ---------------===//
//
// The last pass before emission: computes every instruction's control field
// and stores it in the instruction's control operand (visible in MIR).
//
// Scoreboards: write SBs 0-4 are handed out round-robin to variable-latency
// instructions, SB 5 guards the sources of late-reading ones (stores,
// atomics).  A forward data-flow over the CFG tracks which registers each SB
// still covers; an instruction waits on every SB covering a register it
// reads or writes (and on an SB guarding a register it overwrites).
// Stalls: within a block, fixed-latency results are covered by adding stall
// cycles between producer and consumer (the producer's latency within its
// pipe, two more for another pipe or a memory instruction); at each block
// end every fixed result is complete, so blocks start clean.
//
//===----------------------------------------------------------------------===//

#include "SASSScoreboard.h"
#include "SASSInstrInfo.h"
#include "SASSGenSchedFacts.inc"
#define GET_INSTRINFO_SCHED_ENUM
#include "SASSGenInstrInfo.inc"
#define GET_SASS_SCHED_CLASS_MAP
#include "SASSGenSchedFacts.inc"
#include "SASSSubtarget.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "SASS.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/InitializePasses.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "sass-scoreboard"

STATISTIC(NumInstrs, "Instructions given a control field");
STATISTIC(NumStallCycles, "Stall cycles");
STATISTIC(NumWaits, "Scoreboard waits");
STATISTIC(NumReleasedSB, "Results released through a write scoreboard");

// Conservative knobs for bisecting hardware hazards on the GPU (a variant
// that passes where the default fails names the class of the missing wait).
static cl::opt<unsigned> ExtraLatency(
    "sass-extra-latency", cl::Hidden, cl::init(0),
    cl::desc("Add N cycles to every fixed latency"));
static cl::opt<bool> WaitAllSB("sass-wait-all", cl::Hidden, cl::init(false),
                               cl::desc("Every instruction waits on every scoreboard"));
static cl::opt<unsigned> MinStall("sass-min-stall", cl::Hidden, cl::init(0),
                                  cl::desc("Give every instruction at least N stall cycles"));
static cl::opt<unsigned> VarStall("sass-var-stall", cl::Hidden, cl::init(2),
                                  cl::desc("Stall cycles after a variable-latency instruction"));
static cl::opt<unsigned> BranchStall("sass-branch-stall", cl::Hidden, cl::init(5),
                                     cl::desc("Stall cycles after a branch or convergence instruction"));
// Bit 109 set ("transient" wait) does not guarantee the stall on the H200:
// divergent_loop, dyn_smem and half_elem gave wrong results with ptxas's
// placement of it and passed with it clear everywhere (measured).  Until
// its rule is known it stays clear.
static cl::opt<bool> YieldAll("sass-yield-all", cl::Hidden, cl::init(true),
                              cl::desc("Clear bit 109 (end the issue group) everywhere"));

namespace {
// Register slots: R0-R254, then P0-P6, then UR0-UR62, then UP0-UP6, then
// three completions of instructions that write no register, which ptxas
// tracks on scoreboards:
// - InitSlot: an mbarrier.init (SYNCS.EXCH.64), on a write scoreboard that
//   the CTA barrier publishing the mbarrier waits for: a barrier another
//   warp arrives on, or a TMA completes on, before the init has landed
//   loses that arrival or its bytes (the phase completes early or never).
// - FenceSlot: a proxy fence (FENCE.VIEW.ASYNC), on a write scoreboard that
//   the barrier and the async-proxy accesses after it (TMA and bulk copies,
//   HGMMA) wait for.
// - MembarSlot: sm_90's MEMBAR.*.CTA, through the read scoreboard, which
//   the next memory access, fence or barrier waits for.
constexpr unsigned PSlot = 256, URSlot = 264, UPSlot = 330, InitSlot = 337, FenceSlot = 338,
                   MembarSlot = 339, NumSlots = 340;
constexpr unsigned NumWriteSB = 5, ReadSB = 5;

constexpr unsigned NumQueues = sass_sched::NumQueues;

struct State {
  // W[B]: slots whose variable-latency write is pending on scoreboard B.
  BitVector W[6];
  // Slots with a late read pending on the read scoreboard, by the in-order
  // queue of the reader (0: none); their union is what the read scoreboard
  // guards.
  BitVector RQ[NumQueues];
  State() {
    for (auto &B : W)
      B.resize(NumSlots);
    for (auto &B : RQ)
      B.resize(NumSlots);
  }
  bool merge(const State &O) {
    bool Changed = false;
    for (int I = 0; I < 6; ++I) {
      BitVector NW = W[I];
      NW |= O.W[I];
      Changed |= NW != W[I];
      W[I] = NW;
    }
    for (unsigned Q = 0; Q < NumQueues; ++Q) {
      BitVector N = RQ[Q];
      N |= O.RQ[Q];
      Changed |= N != RQ[Q];
      RQ[Q] = N;
    }
    return Changed;
  }
  /// Whether scoreboard B guards a pending read (of Slot, or of any slot).
  bool readPending(unsigned B, unsigned Slot) const {
    return B == ReadSB && any_of(RQ, [&](const BitVector &Q) { return Q.test(Slot); });
  }
  bool anyReadPending(unsigned B) const {
    return B == ReadSB && any_of(RQ, [](const BitVector &Q) { return Q.any(); });
  }
  /// Whether every pending late read of Slot is in queue Q (not 0): a
  /// variable-latency result of that queue lands after those reads.
  bool readsOnlyIn(unsigned Slot, unsigned Q) const {
    if (!Q || !RQ[Q].test(Slot))
      return false;
    for (unsigned O = 0; O < NumQueues; ++O)
      if (O != Q && RQ[O].test(Slot))
        return false;
    return true;
  }
};

struct InstInfo {
  // GuardUses: predicates read as a guard (or by VOTE), which the
  // PredicateGuard rule covers instead of the latency.
  SmallVector<unsigned, 8> Uses, GuardUses, Defs;
  bool Var = false, Late = false, WaitAll = false, Branch = false;
  // Late and a register it reads may be written before the read is known to
  // be done: the read is released through the read scoreboard.
  bool ReadSB = false;
  bool Barrier = false, Mem = false;
  // cp.async.commit_group: counts its group on SB0 (DEPBAR.LE SB0, n).
  bool CopyGroup = false;
  // cp.async.bulk.commit_group (UTMACMDFLUSH): counts its bulk group on
  // SB0's read scoreboard, as ptxas does (DEPBAR.LE SB0, n waits for it).
  bool BulkGroup = false;
  // cp.async (LDGSTS): the next memory instruction keeps its distance.
  bool Copy = false;
  // wgmma: WARPGROUP.ARRIVE, WARPGROUP.DEPBAR, and an HGMMA's N (0: not
  // one) and whether it closes its group (gsb0).
  bool GmmaArrive = false, GmmaWait = false, GmmaCommit = false;
  unsigned GmmaN = 0;
  // R2UR: its uniform results are read no sooner than the R2URRead rule.
  bool R2UR = false;
  // Waits for pending mbarrier inits (InitSlot) and proxy fences
  // (FenceSlot): CTA barriers, full waits, mbarrier operations, TMA and
  // bulk copies, wgmma.  Waits for a sm_90 CTA membar (MembarSlot): memory
  // accesses, fences, barriers.  Membar: that membar.
  bool WaitsInit = false, WaitsFence = false, WaitsMembar = false, Membar = false;
  sass_sched::WriteClass Class = sass_sched::WriteCtrl;
  unsigned Latency = 0;
  unsigned Pipe = sass_sched::PipeOther;
  // The model's in-order queue (0: none).
  unsigned Queue = 0;
  int WSB = -1;
};
} // namespace

bool llvm::isEmittedSASSInstr(const MachineInstr &MI) {
  return !MI.isMetaInstruction() && !MI.isDebugInstr() &&
         MI.getOpcode() != TargetOpcode::MEMBARRIER;
}

static void addSlots(const TargetRegisterInfo &TRI, MCRegister Reg,
                     SmallVectorImpl<unsigned> &Out) {
  if (!Reg)
    return;
  if (!TRI.subregs(Reg).empty()) { // pairs, quads and longer tuples
    for (MCRegister Sub : TRI.subregs(Reg))
      if (TRI.subregs(Sub).empty())
        addSlots(TRI, Sub, Out);
    return;
  }
  if (SASS::GPR32RegClass.contains(Reg)) {
    unsigned I = TRI.getEncodingValue(Reg);
    if (I < 255)
      Out.push_back(I);
    return;
  }
  if (SASS::PREDRegClass.contains(Reg)) {
    unsigned I = TRI.getEncodingValue(Reg);
    if (I < 7)
      Out.push_back(PSlot + I);
    return;
  }
  if (SASS::UGPR32RegClass.contains(Reg)) {
    unsigned I = TRI.getEncodingValue(Reg);
    if (I < 63)
      Out.push_back(URSlot + I);
    return;
  }
  // Uniform predicates (USETMAXREG.TRY_ALLOC's result, through a write
  // scoreboard as ptxas's).
  if (SASS::UPREDRegClass.contains(Reg)) {
    unsigned I = TRI.getEncodingValue(Reg);
    if (I < 7)
      Out.push_back(UPSlot + I);
  }
}

/// The scheduling model's write class of MI (SASSSchedule.td).
static sass_sched::WriteClass writeClassOf(const MachineInstr &MI) {
  unsigned SC = MI.getDesc().getSchedClass();
  for (const auto &E : SASSSchedClassMap)
    if (E.SchedClass == SC)
      return E.Class;
  return sass_sched::WriteCtrl;
}

static InstInfo describe(const MachineInstr &MI, const TargetRegisterInfo &TRI,
                         unsigned SM) {
  InstInfo I;
  uint64_t F = MI.getDesc().TSFlags;
  I.Class = writeClassOf(MI);
  const sass_sched::WriteFacts &WF = sass_sched::facts(SM, I.Class);
  I.Var = WF.Var;
  I.Latency = WF.Latency + ExtraLatency;
  I.Pipe = WF.Pipe;
  I.Queue = WF.Queue < NumQueues ? WF.Queue : 0;
  I.Late = F & SASSTSFlags::LateRead;
  I.WaitAll = F & SASSTSFlags::WaitAll;
  I.Barrier = F & SASSTSFlags::CTABarrier;
  I.CopyGroup = MI.getOpcode() == SASS::LDGDEPBARcg;
  I.BulkGroup = MI.getOpcode() == SASS::UTMACMDFLUSHcg;
  switch (MI.getOpcode()) {
  case SASS::LDGSTS_CA4: case SASS::LDGSTS_CA4_Z:
  case SASS::LDGSTS_CA8: case SASS::LDGSTS_CA8_Z:
  case SASS::LDGSTS_CA16: case SASS::LDGSTS_CA16_Z:
  case SASS::LDGSTS_CG16: case SASS::LDGSTS_CG16_Z:
    I.Copy = true;
    break;
  default:
    break;
  }
  I.GmmaArrive = MI.getOpcode() == SASS::WARPGROUP_ARRIVEcg;
  I.GmmaWait = MI.getOpcode() == SASS::WARPGROUP_DEPBARcg;
  // HGMMA_<type>_N<n>_..., the _G twin with gsb0 (SASSInstrWgmma.td).
  StringRef Name = MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  I.R2UR = Name.starts_with("R2UR");
  if (Name.consume_front("HGMMA_")) {
    Name = Name.substr(Name.find("_N") + 2);
    Name.consumeInteger(10, I.GmmaN);
    I.GmmaCommit = Name.ends_with("_G");
  }
  I.Mem = MI.mayLoadOrStore();
  I.Branch = MI.isBranch() || MI.isReturn() || MI.getOpcode() == SASS::BSSYcg ||
             MI.getOpcode() == SASS::BSYNCcg || MI.getOpcode() == SASS::BREAKcg;
  int Guard = SASSInstrInfo::guardIndex(MI);
  // An implicit operand covering an explicit def is liveness bookkeeping:
  // the rewriter marks a def of one register of a tuple (an LDG into one
  // element of an HMMA fragment) as reading and redefining the whole tuple.
  // The hardware writes the one register; counted as a tuple access, each
  // element's load waited for the previous element's (gemm_wmma's fragment
  // loads ran one memory latency apart).
  auto isTupleBookkeeping = [&](const MachineOperand &MO) {
    return MO.isImplicit() && any_of(MI.explicit_operands(), [&](const MachineOperand &D) {
             return D.isReg() && D.isDef() && D.getReg().isPhysical() &&
                    TRI.isSuperRegisterEq(D.getReg(), MO.getReg());
           });
  };
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isPhysical() || isTupleBookkeeping(MO))
      continue;
    if (MO.isDef()) {
      addSlots(TRI, MO.getReg(), I.Defs);
      continue;
    }
    // LDGSTS's source-size predicate is read like a guard (measured: 6 cycles after its
    // ISETP it read a stale value on the H200; ptxas keeps >= 13), so is any memory op's.
    bool AsGuard = SASS::PREDRegClass.contains(MO.getReg()) &&
                   ((int)MO.getOperandNo() == Guard || I.Class == sass_sched::WriteVote || I.Mem);
    addSlots(TRI, MO.getReg(), AsGuard ? I.GuardUses : I.Uses);
  }
  // Variable-latency instructions read their registers when their pipe takes
  // them, not at issue: a load's address overwritten two instructions later
  // faults on the H200 (measured).  Their sources are released through the
  // read scoreboard, like stores'.
  if (I.Var && !I.Uses.empty())
    I.Late = true;
  unsigned Opc = MI.getOpcode();
  bool Fence = Opc == SASS::FENCE_ASYNC_S || Opc == SASS::FENCE_ASYNC_G;
  bool AsyncUse = I.Barrier || I.WaitAll || I.Class == sass_sched::WriteSync ||
                  Name.starts_with("UTMA") || Name.starts_with("UBLKCP") || I.GmmaN ||
                  I.GmmaArrive;
  if (Opc == SASS::MBAR90_INIT)
    I.Defs.push_back(InitSlot);
  if (Fence)
    I.Defs.push_back(FenceSlot);
  I.WaitsInit = Opc != SASS::MBAR90_INIT && AsyncUse;
  I.WaitsFence = !Fence && AsyncUse;
  I.Membar = SM >= 90 && (Opc == SASS::MEMBAR_CTA || Opc == SASS::MEMBAR_ALL_CTA);
  if (I.Membar)
    I.Uses.push_back(MembarSlot);
  I.WaitsMembar = SM >= 90 && !I.Membar && (I.Mem || Fence || I.Barrier || I.WaitAll);
  if (Opc == SASS::ULDC_DESC80 || Opc == SASS::ULDC_DESC90) {
    I.Defs.push_back(URSlot + 4);
    I.Defs.push_back(URSlot + 5);
  }
  // Global memory instructions name the descriptor in UR4:UR5.
  if (MI.mayLoadOrStore()) {
    I.Uses.push_back(URSlot + 4);
    I.Uses.push_back(URSlot + 5);
  }
  return I;
}

bool llvm::sassReadsLate(const MachineInstr &MI) {
  const MachineFunction &MF = *MI.getMF();
  return describe(MI, *MF.getSubtarget().getRegisterInfo(),
                  MF.getSubtarget<SASSSubtarget>().getSMVersion())
      .Late;
}

bool llvm::sassWriteWaitsForRead(const MachineInstr &Reader, const MachineInstr &Writer) {
  const MachineFunction &MF = *Reader.getMF();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  unsigned SM = MF.getSubtarget<SASSSubtarget>().getSMVersion();
  InstInfo R = describe(Reader, TRI, SM);
  if (!R.Late)
    return false;
  InstInfo W = describe(Writer, TRI, SM);
  return !(W.Var && R.Queue && R.Queue == W.Queue);
}

/// Applies MI to S; returns the wait mask it needs.
static unsigned step(const InstInfo &I, State &S) {
  unsigned Wait = 0;
  for (int B = 0; B < 6; ++B) {
    bool Need = I.WaitAll && (S.W[B].any() || S.anyReadPending(B));
    // WARPGROUP.ARRIVE (wgmma.fence) orders the register writes before it
    // for the HGMMAs after it: they must have landed (ptxas's ARRIVE waits
    // for the loads of the accumulators; with the LDLs of 128 accumulators
    // still in flight at the ARRIVE, an f32 m64n256 step was wrong on the
    // H100 although each HGMMA waited for its own scoreboards).
    Need |= I.GmmaArrive && S.W[B].any();
    Need |= I.WaitsInit && S.W[B].test(InitSlot);
    Need |= I.WaitsFence && S.W[B].test(FenceSlot);
    Need |= I.WaitsMembar && S.readPending(B, MembarSlot);
    for (unsigned Slot : I.Uses)
      Need |= S.W[B].test(Slot);
    for (unsigned Slot : I.GuardUses)
      Need |= S.W[B].test(Slot);
    // A variable-latency result of an in-order queue lands after the
    // earlier reads of that queue (ptxas: an LDG's address register is the
    // next LDG's destination, no wait).
    // (Inits and fences complete in any order: a second one need not wait
    // for the first.)
    for (unsigned Slot : I.Defs)
      Need |= Slot != InitSlot && Slot != FenceSlot &&
              (S.W[B].test(Slot) ||
               (S.readPending(B, Slot) && !(I.Var && S.readsOnlyIn(Slot, I.Queue))));
    if (Need) {
      Wait |= 1u << B;
      S.W[B].reset();
      if (B == (int)ReadSB)
        for (auto &Q : S.RQ)
          Q.reset();
    }
  }
  if (I.Var && I.WSB >= 0)
    for (unsigned Slot : I.Defs)
      S.W[I.WSB].set(Slot);
  if (I.ReadSB)
    for (unsigned Slot : I.Uses)
      S.RQ[I.Queue].set(Slot);
  return Wait;
}

static bool isTensor(sass_sched::WriteClass C) {
  return C == sass_sched::WriteTensor || C == sass_sched::WriteTensorHalf ||
         C == sass_sched::WriteTensorSmall;
}

static bool writesEveryRegister(const MachineInstr &MI) {
  return MI.isCall() || MI.getOpcode() == SASS::RETcg;
}

/// Which late readers need the read scoreboard: those a register of which
/// some later instruction (later in the block, or in a block reachable from
/// it) may write.  The others release nothing: no one waits for their reads
/// (ptxas sets it on 15% of its LDGs and 39% of its STGs, never for a store
/// just before EXIT).  A call or return may write any register.
static void markReadScoreboards(const MachineFunction &MF,
                                DenseMap<const MachineInstr *, InstInfo> &Info) {
  BitVector AllSlots(NumSlots, true);
  DenseMap<const MachineBasicBlock *, BitVector> BlockDefs, Reach;
  for (const MachineBasicBlock &MBB : MF) {
    BitVector &D = BlockDefs[&MBB];
    D.resize(NumSlots);
    for (const MachineInstr &MI : MBB) {
      if (writesEveryRegister(MI))
        D |= AllSlots;
      auto It = Info.find(&MI);
      if (It != Info.end())
        for (unsigned Slot : It->second.Defs)
          D.set(Slot);
    }
    Reach[&MBB].resize(NumSlots);
  }
  // Reach[B]: every slot written in a block reachable from B's end.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF) {
      BitVector R = Reach[&MBB];
      for (const MachineBasicBlock *Succ : MBB.successors()) {
        R |= BlockDefs[Succ];
        R |= Reach[Succ];
      }
      if (R != Reach[&MBB]) {
        Reach[&MBB] = R;
        Changed = true;
      }
    }
  }
  for (const MachineBasicBlock &MBB : MF) {
    BitVector Later = Reach[&MBB];
    for (const MachineInstr &MI : reverse(MBB)) {
      auto It = Info.find(&MI);
      if (It != Info.end()) {
        InstInfo &I = It->second;
        if (I.Late)
          I.ReadSB = any_of(I.Uses, [&](unsigned Slot) { return Later.test(Slot); });
        I.ReadSB |= I.Membar;
        for (unsigned Slot : I.Defs)
          Later.set(Slot);
      }
      if (writesEveryRegister(MI))
        Later |= AllSlots;
    }
  }
}

static DenseMap<const MachineInstr *, SASSControl>
computeControls(const MachineFunction &MF) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  unsigned SM = MF.getSubtarget<SASSSubtarget>().getSMVersion();
  DenseMap<const MachineInstr *, InstInfo> Info;
  // cp.async groups complete on SB0 (ptxas's choice), counted by
  // DEPBAR.LE SB0, n: no other result may share it, or a wait for n groups
  // would also count, and wait for, unrelated loads.
  unsigned FirstSB = 0;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == SASS::LDGDEPBARcg || MI.getOpcode() == SASS::UTMACMDFLUSHcg)
        FirstSB = 1;
  bool HasLong = false, HasShort = false;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (!isEmittedSASSInstr(MI))
        continue;
      InstInfo I = describe(MI, TRI, SM);
      if (I.Var && !I.Defs.empty())
        (I.Class == sass_sched::WriteGMem ? HasLong : HasShort) = true;
      Info[&MI] = I;
    }
  markReadScoreboards(MF, Info);

  // Global loads (hundreds of cycles) and the short variable-latency results
  // (shared loads, S2R, MUFU, ...) take scoreboards from separate pools: a
  // wait for a shared load must not also wait for a prefetching global load
  // that happened to get the same scoreboard (ptxas keeps them apart too).
  // Each pool is handed out round-robin in program order.
  unsigned NumSB = NumWriteSB - FirstSB;
  unsigned LongSBs = HasLong && HasShort && NumSB >= 3 ? (NumSB >= 4 ? 2 : 1) : 0;
  unsigned NextLong = 0, NextShort = 0;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (!isEmittedSASSInstr(MI))
        continue;
      InstInfo &I = Info[&MI];
      if (!I.Var || I.Defs.empty())
        continue;
      if (LongSBs && I.Class == sass_sched::WriteGMem)
        I.WSB = NumWriteSB - LongSBs + NextLong++ % LongSBs;
      else
        I.WSB = FirstSB + NextShort++ % (NumSB - LongSBs);
    }

  // A successor may open with an HMMA reading a result of this block, so
  // with tensor instructions in the function blocks also drain that rule.
  bool HasTensor = false;
  for (const auto &KV : Info)
    HasTensor |= isTensor(KV.second.Class);
  const unsigned TensorOperandRead =
      sass_sched::hazard(SM, "TensorOperandRead", sass_sched::WriteTensor, true);

  // Forward data-flow of the scoreboard state to a fixed point.
  DenseMap<const MachineBasicBlock *, State> In;
  bool Changed = true;
  for (int Iter = 0; Changed && Iter < 64; ++Iter) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF) {
      State S = In[&MBB];
      for (const MachineInstr &MI : MBB)
        if (isEmittedSASSInstr(MI))
          step(Info[&MI], S);
      for (const MachineBasicBlock *Succ : MBB.successors())
        Changed |= In[Succ].merge(S);
    }
  }

  DenseMap<const MachineInstr *, SASSControl> Out;
  for (const MachineBasicBlock &MBB : MF) {
    State S = In[&MBB];
    SmallVector<const MachineInstr *, 64> Seq;
    for (const MachineInstr &MI : MBB)
      if (isEmittedSASSInstr(MI))
        Seq.push_back(&MI);
    SmallVector<unsigned, 64> Stall(Seq.size(), 1);
    // Issue cycle of each instruction (IssueAt[J] is set when J is reached;
    // delay() moves every later one).  Pending results are kept relative to
    // their producer's issue, so stalls added before a producer after it
    // was visited also move its result.
    SmallVector<unsigned, 64> IssueAt(Seq.size() + 1, 0);
    // Per slot: cycles from the producer's issue until a fixed-latency result
    // is ready in its pipe (0: none pending) and until it may guard.
    unsigned ReadyOff[NumSlots] = {0}, GuardOff[NumSlots] = {0};
    // Per slot: cycles from the issue of the tensor instruction (TReadIdx)
    // that reads it until a fixed-latency write may replace it.
    unsigned TReadOff[NumSlots] = {0}, TReadIdx[NumSlots] = {0};
    unsigned char PipeOf[NumSlots] = {0};
    // Index in Seq of the instruction that wrote the slot's pending result.
    unsigned FromIdx[NumSlots] = {0};
    sass_sched::WriteClass ClassOf[NumSlots];
    std::fill(std::begin(ClassOf), std::end(ClassOf), sass_sched::WriteCtrl);
    unsigned T = 0; // issue cycle of the current instruction
    // Memory and branches wait until BarrierOff cycles after the barrier.
    unsigned BarrierOff = 0, BarrierIdx = 0;
    // Memory instructions wait until CopyOff cycles after the last LDGSTS.
    unsigned CopyOff = 0, CopyIdx = 0;
    // wgmma's distances (the Gmma* rules): an HGMMA after the last
    // WARPGROUP.ARRIVE and the last HGMMA, a WARPGROUP.DEPBAR after the
    // last gsb0.
    unsigned ArriveOff = 0, ArriveIdx = 0, GmmaOff = 0, GmmaIdx = 0, CommitOff = 0,
             CommitIdx = 0;
    // Per uniform register: 1 + the index of the R2UR that wrote it (0: none).
    unsigned R2URAt[UPSlot - URSlot] = {0};
    unsigned R2URRead = sass_sched::hazard(SM, "R2URRead", sass_sched::WriteSR, true);
    auto afterR2UR = [&](unsigned Slot) {
      return Slot >= URSlot && Slot < UPSlot && R2URAt[Slot - URSlot]
                 ? IssueAt[R2URAt[Slot - URSlot] - 1] + R2URRead
                 : 0u;
    };
    auto readyAt = [&](unsigned Slot) {
      return ReadyOff[Slot] ? IssueAt[FromIdx[Slot]] + ReadyOff[Slot] : 0u;
    };
    auto guardAt = [&](unsigned Slot) {
      return GuardOff[Slot] ? IssueAt[FromIdx[Slot]] + GuardOff[Slot] : 0u;
    };
    // When an instruction may issue Off cycles after instruction Idx (the
    // barrier, copy and wgmma distances; 0: no such instruction yet).
    auto after = [&](unsigned Off, unsigned Idx) { return Off ? IssueAt[Idx] + Off : 0u; };
    // When a tensor instruction may read the slot's fixed-latency result.
    auto tensorOperandAt = [&](unsigned Slot) {
      return ReadyOff[Slot] ? IssueAt[FromIdx[Slot]] + TensorOperandRead : 0u;
    };
    auto tensorReadAt = [&](unsigned Slot) {
      return TReadOff[Slot] ? IssueAt[TReadIdx[Slot]] + TReadOff[Slot] : 0u;
    };
    // Adds Delta cycles before instruction J, spread over J-1, J-2, ...,
    // Lo (the producer whose result J waits for: stalls before it do not
    // separate the two).
    auto delay = [&](unsigned J, unsigned Delta, unsigned Lo) {
      for (int K = (int)J - 1; K >= (int)Lo && Delta; --K) {
        unsigned Add = std::min(Delta, 15 - Stall[K]);
        Stall[K] += Add;
        Delta -= Add;
        for (unsigned L = K + 1; L <= J; ++L)
          IssueAt[L] += Add;
      }
      return Delta == 0;
    };
    // When a consumer of pipe Pipe (PipeOther for memory and variable-latency
    // ones) may read Slot: the latency, plus the model's rules with oa's
    // margins.
    auto readyFor = [&](unsigned Slot, unsigned Pipe) {
      unsigned R = readyAt(Slot);
      if (!R)
        return 0u;
      if (Pipe == sass_sched::PipeOther || Pipe != PipeOf[Slot])
        R += sass_sched::hazard(SM, "CrossPipeRead", ClassOf[Slot], true);
      else
        R += sass_sched::hazard(SM, "FP64Chain", ClassOf[Slot], true);
      return R;
    };
    for (unsigned J = 0; J < Seq.size(); ++J) {
      const InstInfo &I = Info[Seq[J]];
      bool Fixed = !I.Var && !I.Late;
      unsigned ReadPipe = Fixed ? I.Pipe : (unsigned)sass_sched::PipeOther;
      // Stalls added before a producer move its result as well, so repeat
      // until every operand is covered.
      for (;;) {
        unsigned Need = 0, Lo = 0;
        auto need = [&](unsigned Cycle, unsigned From) {
          if (Cycle > Need)
            Need = Cycle, Lo = From;
        };
        for (unsigned Slot : I.Uses)
          need(readyFor(Slot, ReadPipe), FromIdx[Slot]);
        if (isTensor(I.Class))
          for (unsigned Slot : I.Uses)
            need(tensorOperandAt(Slot), FromIdx[Slot]);
        for (unsigned Slot : I.Defs)
          need(readyFor(Slot, ReadPipe), FromIdx[Slot]);
        for (unsigned Slot : I.GuardUses)
          need(guardAt(Slot), FromIdx[Slot]);
        if (I.Mem || I.Branch)
          need(after(BarrierOff, BarrierIdx), BarrierIdx);
        if (I.Mem || I.CopyGroup)
          need(after(CopyOff, CopyIdx), CopyIdx);
        if (I.GmmaN) {
          need(after(ArriveOff, ArriveIdx), ArriveIdx);
          need(after(GmmaOff, GmmaIdx), GmmaIdx);
        }
        if (I.GmmaWait)
          need(after(CommitOff, CommitIdx), CommitIdx);
        for (unsigned Slot : I.Uses)
          if (unsigned R = afterR2UR(Slot))
            need(R, R2URAt[Slot - URSlot] - 1);
        // Variable-latency writers too, though ptxas lets an LDSM replace an
        // HMMA's B two instructions later: how soon an LDC or S2R result
        // lands is not known.  Not tensor instructions, whose results land
        // at completion (ptxas: an HMMA's D over the previous one's A).
        if (!isTensor(I.Class))
          for (unsigned Slot : I.Defs)
            need(tensorReadAt(Slot), TReadIdx[Slot]);
        if (Need <= T)
          break;
        if (!delay(J, Need - T, Lo))
          report_fatal_error("oa: cannot cover a fixed latency with stalls");
        T = IssueAt[J];
      }
      assert(T == IssueAt[J]);
      SASSControl C;
      C.Yield = 1;
      C.WaitMask = step(I, S);
      if (WaitAllSB)
        C.WaitMask = 0x3f;
      C.WriteSB = I.Var && I.WSB >= 0 ? I.WSB : I.CopyGroup ? 0 : 7;
      C.ReadSB = I.ReadSB ? ReadSB : I.BulkGroup ? 0 : 7;
      Stall[J] = std::max(Stall[J], std::min(15u, (unsigned)MinStall));
      if (I.Var)
        Stall[J] = std::max(Stall[J], std::min(15u, (unsigned)VarStall));
      // cp.async.wait_group takes effect a few cycles after DEPBAR issues:
      // the next instruction (a BAR.SYNC, the shared loads) waits for it.
      if (Seq[J]->getOpcode() == SASS::DEPBAR_SB0 || Seq[J]->getOpcode() == SASS::WARPGROUP_DEPBARcg)
        Stall[J] = std::max(Stall[J], sass_sched::hazard(SM, "CopyWaitStall", I.Class, true));
      // setmaxnreg as ptxas 13 writes it: WARPSYNC.ALL, 9 cycles, then
      // USETMAXREG (every gemm_wgmma_tma pair; the warp's threads must have
      // met before the register count changes).
      if (Seq[J]->getOpcode() == SASS::WARPSYNCALL && J + 1 < Seq.size() &&
          (Seq[J + 1]->getOpcode() == SASS::USETMAXREG_DEC ||
           Seq[J + 1]->getOpcode() == SASS::USETMAXREG_TRY))
        Stall[J] = std::max(Stall[J], 9u);
      // A CTA barrier keeps the branch stall it had while it waited for all
      // scoreboards (ptxas: 6 or more after every BAR.SYNC).
      if (I.Branch || I.WaitAll || I.Barrier)
        Stall[J] = std::max(Stall[J], std::min(15u, (unsigned)BranchStall));
      for (unsigned Slot : I.Defs) {
        if (I.Var) {
          ReadyOff[Slot] = GuardOff[Slot] = 0;
          continue;
        }
        ReadyOff[Slot] = I.Latency;
        FromIdx[Slot] = J;
        PipeOf[Slot] = I.Pipe;
        ClassOf[Slot] = I.Class;
        GuardOff[Slot] = Slot >= PSlot && Slot < URSlot
                             ? sass_sched::hazard(SM, "PredicateGuard", I.Class, true) +
                                   ExtraLatency
                             : 0;
      }
      if (I.Barrier) {
        BarrierOff = sass_sched::hazard(SM, "BarrierToMemory", I.Class, true);
        BarrierIdx = J;
      }
      if (I.Copy) {
        CopyOff = sass_sched::hazard(SM, "CopyToMemory", I.Class, true);
        CopyIdx = J;
      }
      for (unsigned Slot : I.Defs)
        if (Slot >= URSlot && Slot < UPSlot)
          R2URAt[Slot - URSlot] = I.R2UR ? J + 1 : 0;
      if (I.GmmaArrive) {
        ArriveOff = sass_sched::hazard(SM, "GmmaAfterArrive", I.Class, true);
        ArriveIdx = J;
      }
      if (I.GmmaN) {
        GmmaOff = sass_sched::gmmaIssueCycles(SM, I.GmmaN, true);
        GmmaIdx = J;
        if (I.GmmaCommit) {
          CommitOff = sass_sched::hazard(SM, "GmmaCommitToWait", I.Class, true);
          CommitIdx = J;
        }
      }
      if (isTensor(I.Class))
        for (unsigned Slot : I.Uses) {
          TReadOff[Slot] = sass_sched::hazard(SM, "TensorSourceWrite", I.Class, true);
          TReadIdx[Slot] = J;
        }
      Out[Seq[J]] = C;
      T += Stall[J];
      IssueAt[J + 1] = T;
    }
    // Blocks end with every fixed-latency result complete and the barrier's
    // and the last copy's distances kept (a successor's first instruction
    // may be a memory one).  Each is drained by the stalls from its producer
    // on.
    for (bool Moved = !Seq.empty(); Moved;) {
      Moved = false;
      for (unsigned Slot = 0; Slot < NumSlots + 3; ++Slot) {
        // The cycle the block's end must reach, and the instruction from
        // which on stalls may cover it.
        std::pair<unsigned, unsigned> Due;
        if (Slot == NumSlots) {
          Due = {after(BarrierOff, BarrierIdx), BarrierIdx};
        } else if (Slot == NumSlots + 1) {
          Due = {after(CopyOff, CopyIdx), CopyIdx};
        } else if (Slot == NumSlots + 2) {
          // The next block may start with an HGMMA or a WARPGROUP.DEPBAR.
          Due = std::max(std::pair(after(ArriveOff, ArriveIdx), ArriveIdx),
                         std::max(std::pair(after(GmmaOff, GmmaIdx), GmmaIdx),
                                  std::pair(after(CommitOff, CommitIdx), CommitIdx)));
          for (unsigned U = URSlot; U < UPSlot; ++U)
            if (R2URAt[U - URSlot])
              Due = std::max(Due, std::pair(afterR2UR(U), R2URAt[U - URSlot] - 1));
        } else {
          Due = {std::max({readyFor(Slot, sass_sched::PipeOther), guardAt(Slot),
                           HasTensor ? tensorOperandAt(Slot) : 0u}),
                 FromIdx[Slot]};
          if (tensorReadAt(Slot) > Due.first)
            Due = {tensorReadAt(Slot), TReadIdx[Slot]};
        }
        auto [Last, From] = Due;
        if (Last <= T)
          continue;
        if (!delay(Seq.size(), Last - T, From))
          report_fatal_error("oa: cannot cover a fixed latency with stalls");
        T = IssueAt[Seq.size()];
        Moved = true;
      }
    }
    for (unsigned J = 0; J < Seq.size(); ++J) {
      Out[Seq[J]].Stall = Stall[J];
      // Bit 109 set with a stall of 0 or above 11 does not decode (nvdisasm).
      bool Transient = !YieldAll && Stall[J] >= 1 && Stall[J] <= 11;
      // A fixed-latency result read by the very next instruction ends the
      // issue group (bit 109 clear): ptxas does so for 785 of 797 such pairs
      // (utils/ptxas-latencies.py --yield).
      const InstInfo &I = Info[Seq[J]];
      if (Transient && !I.Var && J + 1 < Seq.size()) {
        const InstInfo &N = Info[Seq[J + 1]];
        for (unsigned D : I.Defs)
          if (is_contained(N.Uses, D) || is_contained(N.Defs, D))
            Transient = false;
      }
      Out[Seq[J]].Yield = Transient;
    }
  }
  return Out;
}

void llvm::setSASSControl(MachineInstr &MI, const SASSControl &C) {
  int G = SASSInstrInfo::guardIndex(MI);
  assert(G >= 0 && "not a SASS instruction");
  MI.getOperand(G + 2).setImm(C.toBits());
}

SASSControl llvm::getSASSControl(const MachineInstr &MI) {
  int G = SASSInstrInfo::guardIndex(MI);
  return G < 0 ? SASSControl()
               : SASSControl::fromBits(MI.getOperand(G + 2).getImm());
}

/// A fixed latency longer than one instruction's 15 stall cycles (HMMA,
/// IMMA) needs a second instruction between the producer and its first
/// reader or the end of its block to hold the rest: a NOP where there is
/// none.
static void insertLatencyRoom(MachineFunction &MF) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned SM = MF.getSubtarget<SASSSubtarget>().getSMVersion();
  for (MachineBasicBlock &MBB : MF)
    for (auto It = MBB.begin(); It != MBB.end(); ++It) {
      if (!isEmittedSASSInstr(*It))
        continue;
      InstInfo I = describe(*It, TRI, SM);
      bool WideGmma = I.GmmaN && sass_sched::gmmaIssueCycles(SM, I.GmmaN, true) > 15;
      if (!WideGmma && (I.Var || I.Latency <= 15))
        continue;
      auto Next = std::next(It);
      while (Next != MBB.end() && !isEmittedSASSInstr(*Next))
        ++Next;
      bool Reads = Next == MBB.end() || Next->isTerminator();
      if (!Reads) {
        InstInfo N = describe(*Next, TRI, SM);
        // An HGMMA over 15 cycles from the one before (ptxas: 64x256
        // HGMMA, NOP, HGMMA).
        Reads = WideGmma && N.GmmaN;
        for (unsigned D : WideGmma ? ArrayRef<unsigned>() : ArrayRef<unsigned>(I.Defs))
          Reads |= is_contained(N.Uses, D) || is_contained(N.Defs, D);
      }
      if (Reads)
        SASS::addDefaultOps(BuildMI(MBB, std::next(It), It->getDebugLoc(),
                                    TII.get(SASS::NOPcg)));
    }
}

/// A call to a device function ends its block, so every result is complete
/// before the callee starts, as at a block's end; the callee drains its own
/// before it returns.  AsmPrinter lays blocks out in order, so the split
/// changes no address.
static void splitAfterCalls(MachineFunction &MF) {
  SmallVector<MachineInstr *, 4> Calls;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if (MI.getOpcode() == SASS::CALL_REL && std::next(MI.getIterator()) != MBB.end())
        Calls.push_back(&MI);
  for (MachineInstr *MI : Calls)
    MI->getParent()->splitAt(*MI, /*UpdateLiveIns=*/false);
}

namespace {
class SASSScoreboard : public MachineFunctionPass {
public:
  static char ID;
  SASSScoreboard() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "SASS scoreboards and stalls"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    splitAfterCalls(MF);
    insertLatencyRoom(MF);
    auto Controls = computeControls(MF);
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB) {
        auto It = Controls.find(&MI);
        if (It == Controls.end())
          continue;
        const SASSControl &C = It->second;
        setSASSControl(MI, C);
        ++NumInstrs;
        NumStallCycles += C.Stall;
        NumWaits += C.WaitMask != 0;
        NumReleasedSB += C.WriteSB != 7;
        LLVM_DEBUG(dbgs() << SASSCodec::printControl(C.toBits()) << ' ' << MI);
      }
    return true;
  }
};
} // namespace

char SASSScoreboard::ID = 0;
INITIALIZE_PASS(SASSScoreboard, DEBUG_TYPE, "SASS scoreboards and stalls", false,
                false)

FunctionPass *llvm::createSASSScoreboardPass() { return new SASSScoreboard(); }
