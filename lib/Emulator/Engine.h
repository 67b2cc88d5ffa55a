//===-- Engine.h - warp state and the execution engine ----------*- C++ -*-===//
//
// A CTA runs as a set of warps; each warp holds its lanes in convergence
// groups (lanes that share a PC).  Groups split at divergent branches and
// merge only where SASS says so: BSYNC, WARPSYNC, BAR.  The engine runs one
// group of one warp at a time, round-robin between warps at barriers.
//
//===----------------------------------------------------------------------===//

#ifndef OA_LIB_EMULATOR_ENGINE_H
#define OA_LIB_EMULATOR_ENGINE_H

#include "Program.h"
#include <cstdint>
#include <string>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace oa {
namespace emu {

enum class GState : uint8_t { Run, BSync, WarpSync, Bar };

struct Group {
  uint32_t Mask;
  uint32_t PC; // instruction index
  GState State = GState::Run;
  uint32_t Arg = 0;
  bool Released = false; // within tryReleaseBSync
};

/// What stands between a register and its next reader (W) or writer (Rd):
/// an operation counted on scoreboard SB (0xff: none; 0xfe: a variable-
/// latency result with no scoreboard of its own), number Seq on it, and
/// number QSeq in its completion queue Q (0: a queue with no order).
struct Lock {
  uint8_t SB = 0xff;
  uint8_t Q = 0;
  uint32_t Seq = 0;
  uint32_t QSeq = 0;
  uint32_t PC = 0;   // producer
  // The lanes it covers: on divergent paths the same register of other
  // lanes is not in its way (ptxas relies on that).
  uint32_t Lanes = ~0u;
};

constexpr unsigned kNumQueues = sass_sched::NumQueues;

// Generic address windows onto shared and local memory (SR_SWINHI and
// SR_LWINHI give their upper words) and onto constant bank 0, where
// c[0x0][0x198] points at the kernel parameters (__grid_constant__ ones,
// tensor maps) on sm_90, and c[0x0][0x40] at the bank itself on sm_80.
constexpr uint64_t kSharedWin = 0x1000000000000ull;
constexpr uint64_t kLocalWin = 0x2000000000000ull;
constexpr uint64_t kConstWin = 0x3000000000000ull;
constexpr uint64_t kWinSize = 1ull << 32;

struct TmaView;

struct Warp {
  alignas(64) uint32_t R[256][32];
  uint32_t UR[64];
  uint32_t P[8];
  uint8_t UP;
  uint32_t Bar[16];
  uint32_t BarTarget[16];
  uint32_t BarPending[16];
  uint32_t BarPC[16];
  // BMOV.32.CLEAR of a barrier sets aside the lanes still inside its regions
  // (a device function saving its caller's barrier); BMOV.32 into it brings
  // back the most recent set.
  std::vector<uint32_t> BarSaved[16];
  uint32_t Valid = 0, Exited = 0;
  std::vector<Group> G;
  int Cur = 0;
  unsigned Id = 0;
  bool Done = false;
  uint32_t BarPred = 0; // BAR.RED contributions
  uint32_t BarResult = 0;
  // Hazard state.
  uint64_t Clock = 0;
  uint64_t Ready[kNumTrack];
  uint32_t ReadyPC[kNumTrack];
  // A predicate read as a guard (or by VOTE) is ready later than as data.
  uint64_t GuardReady[8];
  // Memory instructions and branches issue no sooner than this after a BAR.
  uint64_t AfterBar = 0;
  // Clock before which no memory instruction may follow the last LDGSTS.
  uint64_t AfterCopy = 0;
  uint32_t CopyIssuePC = 0;
  // Clocks before which no HGMMA may follow the last WARPGROUP.ARRIVE or
  // HGMMA, and no WARPGROUP.DEPBAR the last HGMMA with gsb0.
  uint64_t GmmaAfterArrive = 0, GmmaAfterGmma = 0, WaitAfterCommit = 0;
  uint32_t ArrivePC = 0, GmmaPC = 0, CommitPC = 0;
  // Per uniform register: the clock from which a read of R2UR's result is
  // safe (0: not written by an R2UR), and that R2UR's PC.
  uint64_t R2URReady[kP - kUR] = {};
  uint32_t R2URPC[kP - kUR] = {};
  // Per register: clock before which a fixed-latency write would replace a
  // source an HMMA/IMMA has not read yet (the TensorSourceWrite rule).
  uint64_t TensorRead[256] = {};
  // Per register: 1 + the clock its last fixed-latency write issued (0:
  // none), for the TensorOperandRead rule.
  uint64_t FixedIssue[256] = {};
  uint32_t FixedIssuePC[256] = {};
  uint32_t TensorReadPC[256] = {};
  uint32_t BarIssuePC = 0;
  Lock W[kNumTrack], Rd[kNumTrack];
  uint32_t SBIssued[8], SBRetired[8];
  // In-order completion queues: QDone[Q] ops of queue Q are known complete;
  // SBLastQ[S][Q] is 1 + the queue number of the last op of Q counted on S.
  uint32_t QIssued[kNumQueues], QDone[kNumQueues];
  uint32_t SBLastQ[8][kNumQueues];
  // cp.async groups committed by LDGDEPBAR: (write SB, its number on it).
  std::vector<std::pair<uint8_t, uint32_t>> AsyncGroups;
  // sm_90.  A failed mbarrier test or setmaxnreg allocation ends the warp's
  // time slice so that the warps it waits for can run.
  bool YieldNow = false;
  unsigned RegLimit = 255; // registers R0..R(RegLimit-1) (setmaxnreg kernels)
  unsigned MaxRegs = 0;    // the setmaxnreg budget
  // HGMMA groups in flight (wgmma.commit_group closes one at gsb0): the
  // registers they own until WARPGROUP.DEPBAR retires them, and the shared
  // memory they read.
  struct GmmaGroup {
    uint32_t PC = 0;
    std::vector<std::pair<uint8_t, uint8_t>> Regs; // [first, count)
    std::vector<std::pair<uint32_t, uint32_t>> Smem; // [lo, hi)
  };
  std::vector<GmmaGroup> GmmaGroups; // committed, oldest first
  GmmaGroup GmmaOpen;
  bool GmmaOpenAny = false;
  uint32_t GmmaBusy[256];  // PC + 1 of the in-flight HGMMA owning the register
  uint32_t FenceDirty[256]; // PC + 1 of a write since the last WARPGROUP.ARRIVE
  unsigned GmmaInFlight = 0;
  std::unordered_map<uint32_t, uint64_t> Observed; // mbarrier -> completions seen
  std::vector<std::pair<uint32_t, uint32_t>> GenDirty; // unfenced generic smem writes
};

class Engine {
public:
  Engine(const Program &P, const Launch &L, GlobalMemory &Mem, const Options &O,
         Result &Res);
  void run();

private:
  const Program &P;
  const Launch &L;
  GlobalMemory &Mem;
  const Options &O;
  unsigned LocalBytes = 0; // per thread, from O and the kernel (run())
  Result &Res;
  bool Stop = false;

  std::vector<uint8_t> C0;
  std::vector<uint8_t> Shared;
  uint32_t SharedBase = 0;
  std::vector<uint8_t> Local;
  unsigned CtaId[3] = {0, 0, 0};
  unsigned NThreads = 0;
  std::vector<Warp *> Warps;
  // Shared-memory bytes an LDGSTS has yet to write: [Lo, Hi) from warp
  // Warp, in its cp.async group Group (-1: not committed yet).
  struct AsyncCopy {
    uint32_t Lo, Hi, PC;
    uint16_t Warp;
    int32_t Group;
  };
  std::vector<AsyncCopy> Async;
  // Shared memory a bulk/TMA store still reads (until the read scoreboard
  // of its UTMACMDFLUSH group retires).
  std::vector<AsyncCopy> BulkReads;
  bool asyncDone(const AsyncCopy &C) const;
  // sm_90 mbarriers, TMA and the async proxy (ExecAsync.cpp).
  std::unordered_map<uint32_t, uint64_t> MbarDone; // completed phases per barrier
  std::unordered_set<uint32_t> MbarInit;
  // An instruction that completes on its write scoreboard and writes no
  // register (SYNCS.EXCH, FENCE.VIEW.ASYNC.S), not yet seen complete: its
  // warp, the scoreboard (7: none) and that scoreboard's count when it
  // issued.  Done once its warp has waited on that scoreboard.
  struct Pending {
    unsigned Warp, SB;
    uint32_t Seq, PC;
  };
  Pending pending(const Warp &W, const Inst &I) const {
    return {W.Id, I.WSB, I.WSB < 6 ? W.SBIssued[I.WSB] : 0, I.PC};
  }
  bool done(const Pending &P) const { return P.SB < 6 && Warps[P.Warp]->SBRetired[P.SB] > P.Seq; }
  // Why P is not known to be done, for a hazard's message.
  static std::string notDone(const Pending &P, const char *What);
  // mbarrier inits by address; proxy fences with the shared bytes each fences.
  std::unordered_map<uint32_t, Pending> MbarInitPending;
  struct PendingFence {
    Pending F;
    std::vector<std::pair<uint32_t, uint32_t>> Ranges;
  };
  std::vector<PendingFence> FencePending;
  void checkInitDone(const Inst &I, uint32_t Addr);
  struct TmaWrite {
    uint32_t Lo, Hi, PC, Bar;
    uint64_t Need; // the completion of Bar that makes the bytes visible
  };
  std::vector<TmaWrite> TmaWrites;
  std::set<std::pair<uint32_t, uint32_t>> AsyncReported; // (reader, copy) PCs reported
  std::vector<uint32_t> GenWrite; // per shared byte: PC + 1 of an unfenced generic write
  uint64_t RegPool = 0;
  uint64_t SyncEpoch = 0; // counts mbarrier changes, barrier releases, exits
  bool mbarUpdate(Warp &W, const Inst &I, int Lane, uint32_t Addr, int Arrivals, int64_t Tx,
                  bool Drop, uint64_t *Old);
  uint8_t *asyncShared(Warp &W, const Inst &I, uint32_t Addr, uint32_t Bytes, const char *What);
  void checkAsyncProxy(Warp &W, const Inst &I, int Lane, uint32_t Lo, uint32_t Hi, bool Write,
                       bool Async = false);
  void proxyRead(Warp &W, const Inst &I, uint32_t Lo, uint32_t Hi);
  bool tensorMap(Warp &W, const Inst &I, uint64_t Addr, TmaView &M);
  void gmmaRetire(Warp &W, unsigned Keep);
  bool execAsync(Warp &W, const Inst &I, uint32_t M);
  void checkAsync(const Inst &I, int Lane, uint32_t Lo, uint32_t Hi);
  std::vector<Warp *> Pool;
  uint64_t Steps = 0;

  void runCta();
  void runWarp(Warp &W, uint64_t Budget);
  void step(Warp &W, Group &G, const Inst &I);
  int pickGroup(Warp &W);
  void tryReleaseBSync(Warp &W, unsigned B);
  void tryReleaseWarpSync(Warp &W);
  bool warpAtBarrier(const Warp &W) const;
  void exitLanes(Warp &W, Group &G, uint32_t M);
  void split(Warp &W, Group &G, uint32_t Taken, uint32_t TargetIdx);

  bool tracing(const Warp &W) const;
  void traceWrites(const Warp &W, const Inst &I);

  // Hazards.
  void hazardsBefore(Warp &W, const Inst &I);
  void hazardsAfter(Warp &W, const Inst &I);
  uint32_t HazLanes = ~0u; // the lanes of the instruction being checked
  void hazard(const Inst &I, const std::string &Msg);

  // Errors.
  void fail(const Inst &I, int Lane, const Warp &W, const std::string &Msg);
  std::string where(const Warp &W, int Lane) const;

  // Operands.
  void fetch(Warp &W, const Inst &I, const Src &S, uint32_t *V);
  void fetch64(Warp &W, const Inst &I, const Src &S, uint64_t *V);
  uint32_t readPred(const Warp &W, const Inst &I, uint8_t P) const;
  void writeR(Warp &W, const Inst &I, uint8_t Rd, const uint32_t *V, uint32_t M);
  void writeR64(Warp &W, const Inst &I, uint8_t Rd, const uint64_t *V, uint32_t M);
  void writeP(Warp &W, const Inst &I, uint8_t P, uint32_t Bits, uint32_t M);
  bool constRead(unsigned Bank, int64_t Off, unsigned Bytes, void *Out);

  // Families (Exec*.cpp).
  bool execInt(Warp &W, const Inst &I, uint32_t M);
  bool execFloat(Warp &W, const Inst &I, uint32_t M);
  bool execMem(Warp &W, const Inst &I, uint32_t M);
  bool execWarp(Warp &W, const Inst &I, uint32_t M);
  bool execTensor(Warp &W, const Inst &I, uint32_t M);
  bool execGmma(Warp &W, const Inst &I, uint32_t M);
  uint8_t *sharedPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes);
  uint8_t *constPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes);
  uint8_t *globalPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes,
                     const char *What);
  uint8_t *localPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes);
  uint32_t specialReg(const Warp &W, unsigned SR, int Lane);
  // The driver's functions (ExecPrintf.cpp).
  bool driverCall(Warp &W, Group &G, const Inst &I, uint32_t M);
  int vprintfLane(Warp &W, const Inst &I, int Lane, std::string &Out);
  bool readGeneric(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes, void *Out);
  bool readString(Warp &W, const Inst &I, int Lane, uint64_t Addr, std::string &S);
};

} // namespace emu
} // namespace oa

#endif
