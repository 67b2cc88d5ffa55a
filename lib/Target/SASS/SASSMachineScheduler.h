//===-- SASSMachineScheduler.h - Occupancy-aware pre-RA scheduling -*- C++ -*-===//
//
// A GPU hides latency with other warps, and how many warps an SM holds is
// set by the registers each thread uses.  The pre-RA scheduler therefore
// aims the function's register pressure at the occupancy step just below
// it (when that step is within reach) and, under a register limit, below
// the limit.  Below that aim it issues global loads as early as their
// operands allow; elsewhere it is LLVM's GenericScheduler.
//
//===----------------------------------------------------------------------===//
#ifndef LLVM_LIB_TARGET_SASS_SASSMACHINESCHEDULER_H
#define LLVM_LIB_TARGET_SASS_SASSMACHINESCHEDULER_H

#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineScheduler.h"

namespace llvm {

namespace SASS {
/// Warps an SM keeps resident with Regs registers per thread and CTAs of
/// Threads threads (sm_80/sm_90: 64K registers allocated per warp in units
/// of 256, at most 64 warps and 32 CTAs).
unsigned residentWarps(unsigned Regs, unsigned Threads);
/// The register pressure the scheduler aims under, for a function whose
/// pressure before scheduling is Pressure (0: no target).  Threads is the
/// CTA size (0: unknown, 256 assumed), Limit the register limit.
/// Margin: registers assumed between pressure and declared count (0: the
/// default, which grows with the count; see occupancyMargin).
unsigned occupancyTarget(unsigned Pressure, unsigned Threads, unsigned Limit,
                         unsigned Margin = 0);
/// The margin for a declared count of Regs (Margin when it is not 0).
unsigned occupancyMargin(unsigned Regs, unsigned Margin = 0);
} // namespace SASS

class SASSSchedStrategy : public GenericScheduler {
public:
  explicit SASSSchedStrategy(const MachineSchedContext *C) : GenericScheduler(C) {}
  void initialize(ScheduleDAGMI *DAG) override;
  SUnit *pickNode(bool &IsTopNode) override;
  void schedNode(SUnit *SU, bool IsTopNode) override;
  void initPolicy(MachineBasicBlock::iterator Begin,
                  MachineBasicBlock::iterator End,
                  unsigned NumRegionInstrs) override;

protected:
  bool tryCandidate(SchedCandidate &Cand, SchedCandidate &TryCand,
                    SchedBoundary *Zone) const override;

private:
  /// Pressure of set PSet (GPR: 32-bit units) if SU is scheduled next at
  /// the bottom.
  int pressureAfter(const SUnit &SU, unsigned PSet) const;
  int pressureAfter(const SUnit &SU) const { return pressureAfter(SU, GPRSet); }
  /// Above the target, whether a node still waiting on latency would leave
  /// fewer registers live than every node ready now.
  bool waitingNodeSavesRegisters() const;
  /// Below the target, whether only long-latency loads are ready and an
  /// address node of a load slice is a short wait away that none of them
  /// may fill (one ready as late may, with room under the target).
  bool sliceNodeWaiting() const;
  /// Below the target (the region's load slices were marked).
  bool loadsEarly() const { return !LoadSlice.empty(); }
  unsigned GPRSet = ~0u;
  /// The predicate registers a schedule may keep live (past them the
  /// allocator spills predicates through GPRs and local memory).
  unsigned PredLimit = 0;
  /// Per function: the target (0: none) and whether it was computed.
  unsigned Target = 0, FnPressure = 0;
  const MachineFunction *TargetFor = nullptr;
  /// Per region: GPRs live across the region that no instruction of it
  /// reads or writes (the pressure tracker never sees them).
  unsigned PassThrough = 0;
  /// Per region, by NodeNum, when the function is below its target: the
  /// node is a long-latency load or computes only what such loads read
  /// (their address slice).
  BitVector LoadSlice;
};

ScheduleDAGInstrs *createSASSMachineScheduler(MachineSchedContext *C);

} // namespace llvm

#endif
