//===-- SASSMachineScheduler.cpp - Occupancy-aware pre-RA scheduling -------===//
//
// GenericScheduler weighs register pressure only against the register file
// (255 here) and only inside a region, so it spends registers freely on
// latency: a tensor-core loop kept every fragment of a k-step live at once
// and needed 146 registers, one 256-thread CTA per SM where nvcc's build has
// two.  This strategy measures the function's GPR pressure once (a sweep
// over the live intervals), picks the occupancy step below it as a target
// (SASS::occupancyTarget; else the ceiling of the class it is in), and
// while the absolute pressure at the bottom of the schedule is above the
// target prefers the candidate that leaves fewer registers live, waiting
// out a latency when only a node not yet ready would free registers.
// Below the target it issues global loads as early as their operands
// allow (ptxas's order; a load in flight sooner keeps more bytes moving per
// warp) and is otherwise GenericScheduler.
//
//===----------------------------------------------------------------------===//

#include "SASSMachineScheduler.h"
#include "SASSRegisterInfo.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/DenseSet.h"
#include <climits>
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "sass-misched"

STATISTIC(NumTargeted, "Functions scheduled towards an occupancy target");

static cl::opt<bool> OccupancyTarget(
    "sass-occupancy-target", cl::Hidden, cl::init(true),
    cl::desc("Schedule towards the register count of the next occupancy step"));

static cl::opt<unsigned> OccupancyMargin(
    "sass-occupancy-margin", cl::Hidden, cl::init(0),
    cl::desc("Registers assumed between GPR pressure and the declared count "
             "(0: a sixteenth of the count, 4 to 8)"));

static cl::opt<bool> SinkStores(
    "sass-sink-stores", cl::Hidden, cl::init(false),
    cl::desc("Schedule stores (global, shared or local; not atomics) last in "
             "their region when GPR pressure is well below the occupancy "
             "target (an experiment)"));

static cl::opt<bool> LoadsEarly(
    "sass-loads-early", cl::Hidden, cl::init(true),
    cl::desc("Issue global loads as early as their operands allow, below the "
             "occupancy target"));

static cl::opt<bool> InterleaveSlices(
    "sass-interleave-slices", cl::Hidden, cl::init(true),
    cl::desc("With loads early, let the address slices of loads that are "
             "ready together interleave"));

static cl::opt<bool> ReportPressure(
    "sass-report-pressure", cl::Hidden, cl::init(false),
    cl::desc("Print each function's GPR pressure and occupancy target, and "
             "each region's before and after scheduling"));

unsigned SASS::residentWarps(unsigned Regs, unsigned Threads) {
  unsigned WarpsPerCTA = std::max(1u, (Threads + 31) / 32);
  unsigned RegsPerWarp = alignTo(std::max(Regs, 1u), 8) * 32;
  unsigned CTAs = std::min({65536 / RegsPerWarp / WarpsPerCTA, 32u, 64 / WarpsPerCTA});
  return CTAs * WarpsPerCTA;
}

unsigned SASS::occupancyMargin(unsigned Regs, unsigned Margin) {
  // Between the pressure and the count a kernel declares: R1 (the stack
  // pointer), the two registers the hardware keeps, the holes aligned
  // register tuples leave and what the schedule overshoots its aim by; the
  // last two grow with the count.  A flat 8 made 32-register kernels
  // serialise their loads to reach 24 (sgemm_naive), while the tensor
  // GEMMs at 128 need the full 8 (at 4 or 6 they land on 130).
  return Margin ? Margin : std::clamp(Regs / 16, 4u, 8u);
}

unsigned SASS::occupancyTarget(unsigned Pressure, unsigned Threads, unsigned Limit,
                               unsigned Margin) {
  if (!Threads)
    Threads = 256;
  auto Aim = [&](unsigned Regs) {
    unsigned M = occupancyMargin(Regs, Margin);
    return Regs > 2 * M ? Regs - M : 0;
  };
  unsigned Regs = Pressure + occupancyMargin(Pressure, Margin);
  if (Regs > Limit)
    return Aim(Limit);
  unsigned Now = residentWarps(Regs, Threads);
  // The next step down, if it is within reach: an eighth of the registers
  // at most.  Further away, the schedule gives up latency and, as often as
  // not, still misses the step (the model GEMM at 128 threads: 186 -> 160).
  for (unsigned Step = Regs - 1; Step >= 8; --Step)
    if (residentWarps(Step, Threads) > Now) {
      if (Aim(Step) * 8 >= Pressure * 7)
        return Aim(Step);
      break;
    }
  // Otherwise keep the class the function is in: latency may not buy a
  // schedule that crosses into fewer resident warps.
  unsigned Ceiling = Regs;
  while (Ceiling < Limit && residentWarps(Ceiling + 1, Threads) == Now)
    ++Ceiling;
  return Ceiling < Limit ? Aim(Ceiling) : 0;
}

/// Weight of RC in the GPR pressure set (0 for predicates, uniform registers).
static unsigned gprWeight(const TargetRegisterInfo &TRI, const TargetRegisterClass *RC,
                          unsigned GPRSet) {
  for (const int *P = TRI.getRegClassPressureSets(RC); *P != -1; ++P)
    if ((unsigned)*P == GPRSet)
      return TRI.getRegClassWeight(RC).RegWeight;
  return 0;
}

/// The most GPRs live at one point of MF: a sweep over the live segments.
static unsigned maxGPRPressure(const MachineFunction &MF, const LiveIntervals &LIS,
                               unsigned GPRSet) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  SmallVector<std::pair<SlotIndex, int>, 0> Events;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (MRI.reg_nodbg_empty(R) || !LIS.hasInterval(R))
      continue;
    int W = gprWeight(TRI, MRI.getRegClass(R), GPRSet);
    if (!W)
      continue;
    for (const LiveRange::Segment &S : LIS.getInterval(R)) {
      Events.push_back({S.start, W});
      Events.push_back({S.end, -W});
    }
  }
  // Segments are half-open: at one index, ends go before starts.
  llvm::sort(Events);
  int Live = 0, Max = 0;
  for (auto &[Idx, W] : Events)
    Max = std::max(Max, Live += W);
  return Max;
}

void SASSSchedStrategy::initPolicy(MachineBasicBlock::iterator Begin,
                                   MachineBasicBlock::iterator End,
                                   unsigned NumRegionInstrs) {
  GenericScheduler::initPolicy(Begin, End, NumRegionInstrs);
  const MachineFunction &MF = *Begin->getMF();
  if (TargetFor != &MF) {
    TargetFor = &MF;
    Target = 0;
    GPRSet = SASS::RegisterPressureSets::GPR32;
    PredLimit = MF.getSubtarget().getRegisterInfo()->getRegPressureSetLimit(
        MF, SASS::RegisterPressureSets::PRED);
    if ((OccupancyTarget || ReportPressure) && Context->LIS) {
      unsigned Pressure = FnPressure = maxGPRPressure(MF, *Context->LIS, GPRSet);
      if (OccupancyTarget)
        Target = SASS::occupancyTarget(Pressure,
                                       SASSRegisterInfo::getThreadsPerCTA(MF.getFunction()),
                                       SASSRegisterInfo::getRegLimit(MF), OccupancyMargin);
      if (ReportPressure)
        errs() << MF.getName() << ": GPR pressure " << Pressure << ", occupancy target "
               << Target << "\n";
      if (Target)
        ++NumTargeted;
    }
  }
  // GenericScheduler tracks pressure only in long regions; shorter ones are
  // tracked when the function comes near its target.
  if (Target && FnPressure + 8 > Target)
    RegionPolicy.ShouldTrackPressure = true;
}

// Pending nodes whose latency is at least this are not waited for to save
// registers (the model's global loads: 200).
static constexpr unsigned LongWait = 100;

// Address nodes of a load slice are waited for when this close to ready
// (the ALU's latencies); a constant-bank load's 12 cycles are not.
static constexpr unsigned ShortWait = 8;

// Room under the target for interleaving one more load slice: with 3 or 6
// registers of room sgemm_tiled's tile loads went past it and spilled.
static constexpr unsigned SliceRoom = 8;

static bool isLongLoad(const SUnit &SU) {
  return SU.getInstr()->mayLoad() && SU.Latency >= LongWait;
}

/// Marks the long-latency loads of the region and the nodes whose every
/// data use is one of them or another such node.  Successors come later in
/// program order, so one reverse sweep settles each node.
static void markLoadSlices(ArrayRef<SUnit> SUnits, BitVector &Slice) {
  Slice.clear();
  Slice.resize(SUnits.size());
  for (const SUnit &SU : reverse(SUnits)) {
    const MachineInstr *MI = SU.getInstr();
    if (!MI || MI->isCall() || MI->hasUnmodeledSideEffects() || MI->mayStore())
      continue;
    if (isLongLoad(SU)) {
      Slice.set(SU.NodeNum);
      continue;
    }
    bool Any = false, All = true;
    for (const SDep &D : SU.Succs) {
      if (D.getKind() != SDep::Data)
        continue;
      Any = true;
      const SUnit *S = D.getSUnit();
      All &= !S->isBoundaryNode() && Slice[S->NodeNum];
    }
    if (Any && All)
      Slice.set(SU.NodeNum);
  }
}

void SASSSchedStrategy::initialize(ScheduleDAGMI *Dag) {
  GenericScheduler::initialize(Dag);
  PassThrough = 0;
  LoadSlice.clear();
  if (LoadsEarly && FnPressure < Target)
    markLoadSlices(Dag->SUnits, LoadSlice);
  if (!Target || !DAG->isTrackingPressure() || DAG->begin() == DAG->end())
    return;
  const LiveIntervals &LIS = *DAG->getLIS();
  const MachineRegisterInfo &MRI = DAG->MRI;
  SmallDenseSet<Register, 64> Used;
  for (const MachineInstr &MI : make_range(DAG->begin(), DAG->end()))
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg().isVirtual())
        Used.insert(MO.getReg());
  SlotIndex First = LIS.getInstructionIndex(*DAG->begin()).getBaseIndex();
  SlotIndex Last = LIS.getInstructionIndex(*std::prev(DAG->end())).getDeadSlot();
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (Used.count(R) || !LIS.hasInterval(R))
      continue;
    const LiveInterval &LI = LIS.getInterval(R);
    if (LI.liveAt(First) && LI.liveAt(Last))
      PassThrough += gprWeight(*TRI, MRI.getRegClass(R), GPRSet);
  }
}

int SASSSchedStrategy::pressureAfter(const SUnit &SU, unsigned PSet) const {
  int P = DAG->getBotRPTracker().getRegSetPressureAtPos()[PSet] +
          (PSet == GPRSet ? PassThrough : 0);
  for (const PressureChange &PC : DAG->getPressureDiff(&SU)) {
    if (!PC.isValid())
      break;
    if (PC.getPSet() == PSet)
      P += PC.getUnitInc();
  }
  return P;
}

bool SASSSchedStrategy::waitingNodeSavesRegisters() const {
  if (Bot.Pending.empty())
    return false;
  int Ready = INT_MAX, Waiting = INT_MAX;
  for (const SUnit *SU : const_cast<ReadyQueue &>(Bot.Available))
    Ready = std::min(Ready, pressureAfter(*SU));
  if (Ready <= (int)Target)
    return false;
  // Not for a global load's wait (hundreds of cycles): that stall is paid by
  // the warp unless enough other warps cover it, which a small grid does
  // not give (rowdot, a dot product per thread over 64 CTAs: every load
  // waited for by the next instruction, 4.8x nvcc's time on the H100).
  for (const SUnit *SU : const_cast<ReadyQueue &>(Bot.Pending))
    if (SU->Latency < LongWait)
      Waiting = std::min(Waiting, pressureAfter(*SU));
  return Waiting < Ready;
}

bool SASSSchedStrategy::sliceNodeWaiting() const {
  if (Bot.Pending.empty() || Bot.Available.empty())
    return false;
  unsigned LoadDepth = 0;
  for (const SUnit *SU : const_cast<ReadyQueue &>(Bot.Available)) {
    if (!LoadSlice[SU->NodeNum] || !isLongLoad(*SU))
      return false;
    LoadDepth = std::max(LoadDepth, SU->getDepth());
  }
  // A load whose operands are ready no sooner than the waiting node's is
  // not issued later for going below it: take it, and the two slices'
  // address nodes interleave above (a 3x3 stencil's nine address chains
  // one after another cost 12 cycles a load; ptxas overlaps them).  Each
  // open slice holds an address, so only with room under the target.
  bool Room = !DAG->isTrackingPressure() ||
              DAG->getBotRPTracker().getRegSetPressureAtPos()[GPRSet] + PassThrough + SliceRoom <=
                  Target;
  for (const SUnit *SU : const_cast<ReadyQueue &>(Bot.Pending))
    if (LoadSlice[SU->NodeNum] && !isLongLoad(*SU) &&
        SU->BotReadyCycle <= Bot.getCurrCycle() + ShortWait &&
        (!InterleaveSlices || !Room || SU->getDepth() > LoadDepth))
      return true;
  return false;
}

SUnit *SASSSchedStrategy::pickNode(bool &IsTopNode) {
  // The model is in order: a node whose operands are not ready this cycle
  // waits in Pending.  When such a node would free registers and no ready
  // one does, the schedule takes the stall (other warps cover it) and
  // advances the cycle until the node is ready.
  if (Target && RegionPolicy.OnlyBottomUp && DAG->isTrackingPressure() &&
      DAG->top() != DAG->bottom())
    while (waitingNodeSavesRegisters()) {
      Bot.bumpCycle(Bot.getCurrCycle() + 1);
      Bot.releasePending();
    }
  // A load's address slice right above it: wait out the slice's few cycles
  // rather than issue another load below it (the GPU's other warps cover
  // the stall; a load issued late is paid in bytes not in flight).
  if (loadsEarly() && RegionPolicy.OnlyBottomUp && DAG->top() != DAG->bottom())
    while (sliceNodeWaiting()) {
      Bot.bumpCycle(Bot.getCurrCycle() + 1);
      Bot.releasePending();
    }
  return GenericScheduler::pickNode(IsTopNode);
}

bool SASSSchedStrategy::tryCandidate(SchedCandidate &Cand, SchedCandidate &TryCand,
                                     SchedBoundary *Zone) const {
  if (SinkStores && Cand.isValid() && Zone && !Zone->isTop() && FnPressure + 8 <= Target) {
    auto IsStore = [](const SUnit *SU) {
      const MachineInstr *MI = SU->getInstr();
      return MI && MI->mayStore() && !MI->mayLoad() && MI->getNumExplicitDefs() == 0;
    };
    if (tryGreater(IsStore(TryCand.SU), IsStore(Cand.SU), TryCand, Cand, Stall))
      return TryCand.Reason != NoCand;
  }
  // Bottom-up (the direction GenericScheduler takes here), the pressure
  // diffs say exactly what scheduling a node next does to the live set.
  if (Target && Cand.isValid() && Zone && !Zone->isTop() && !Cand.AtTop &&
      !TryCand.AtTop && DAG->isTrackingPressure()) {
    // Predicates first: GPR pressure counts none, so lowering it could
    // hoist compares far from their selects (a causal mask's 64, which the
    // allocator then spilled as 0/1 words to local memory).
    unsigned Pred = SASS::RegisterPressureSets::PRED;
    int TryP = pressureAfter(*TryCand.SU, Pred), BestP = pressureAfter(*Cand.SU, Pred);
    if (std::max(TryP, BestP) > (int)PredLimit &&
        tryLess(TryP, BestP, TryCand, Cand, RegExcess))
      return TryCand.Reason != NoCand;
    int Try = pressureAfter(*TryCand.SU), Best = pressureAfter(*Cand.SU);
    if (std::max(Try, Best) > (int)Target &&
        tryLess(Try, Best, TryCand, Cand, RegExcess))
      return TryCand.Reason != NoCand;
  }
  // Global loads as early as their operands allow, as ptxas issues them:
  // the region's critical path is the same either way, but a load in
  // flight sooner keeps more bytes moving per warp (a grid-stride loop
  // whose second load's index is a remainder: x[i] before the remainder's
  // twenty instructions, not after).  Bottom-up that means the loads and
  // their address slices go last, the one whose operands come latest first.
  if (loadsEarly() && Cand.isValid() && Zone && !Zone->isTop() && !Cand.AtTop &&
      !TryCand.AtTop) {
    bool TryL = LoadSlice[TryCand.SU->NodeNum], BestL = LoadSlice[Cand.SU->NodeNum];
    if (tryLess(TryL, BestL, TryCand, Cand, Stall))
      return TryCand.Reason != NoCand;
    // Between slices: a load's address nodes before another load, so each
    // load follows its own slice (eight remainders then eight loads would
    // issue the first load last); then the deeper node.
    if (TryL && tryLess(isLongLoad(*TryCand.SU), isLongLoad(*Cand.SU), TryCand, Cand, Stall))
      return TryCand.Reason != NoCand;
    if (TryL && tryGreater(TryCand.SU->getDepth(), Cand.SU->getDepth(), TryCand, Cand,
                           BotPathReduce))
      return TryCand.Reason != NoCand;
  }
  return GenericScheduler::tryCandidate(Cand, TryCand, Zone);
}

void SASSSchedStrategy::schedNode(SUnit *SU, bool IsTopNode) {
  GenericScheduler::schedNode(SU, IsTopNode);
  // After the region's last node: its pressure in the original order and in
  // the schedule, live-through registers included (where a schedule
  // crosses its occupancy target).
  if (!ReportPressure || DAG->top() != DAG->bottom() || !DAG->isTrackingPressure() ||
      GPRSet == ~0u)
    return;
  errs() << "  " << printMBBReference(*SU->getInstr()->getParent()) << ", "
         << DAG->SUnits.size() << " instructions: "
         << DAG->getRegPressure().MaxSetPressure[GPRSet] + PassThrough << " -> "
         << DAG->getBotRPTracker().getPressure().MaxSetPressure[GPRSet] + PassThrough
         << " GPRs\n";
}

ScheduleDAGInstrs *llvm::createSASSMachineScheduler(MachineSchedContext *C) {
  return createSchedLive<SASSSchedStrategy>(C);
}
