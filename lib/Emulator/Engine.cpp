//===-- Engine.cpp - grid / CTA / warp scheduling and control flow --------===//
//
// CTAs run one after another; inside a CTA every warp runs until all its
// lanes are blocked (barrier, convergence point) or exited, then the next
// warp runs.  A BAR releases once every warp has all its live lanes at it.
// Nothing merges divergent lanes implicitly: that is what makes a missing
// BSYNC visible (see the reconvergence-point check in step()).
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include "oa/Launch/Launch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstring>

using namespace oa;
using namespace oa::emu;

// Local memory per thread: CUDA's limit on sm_80 and sm_90.
static const unsigned MaxLocalBytes = 512 * 1024;

static unsigned popc(uint32_t V) { return __builtin_popcount(V); }
static std::string hex(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(V, 0);
  return S;
}

Engine::Engine(const Program &P, const Launch &L, GlobalMemory &Mem, const Options &O,
               Result &Res)
    : P(P), L(L), Mem(Mem), O(O), Res(Res) {}

std::string Engine::where(const Warp &W, int Lane) const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  if (Lane >= 0) {
    unsigned T = W.Id * 32 + Lane;
    unsigned X = T % L.Block[0], Y = (T / L.Block[0]) % L.Block[1],
             Z = T / (L.Block[0] * L.Block[1]);
    OS << " (lane " << Lane << ", thread (" << X << "," << Y << "," << Z << ")";
  } else
    OS << " (warp " << W.Id;
  OS << ", block (" << CtaId[0] << "," << CtaId[1] << "," << CtaId[2] << "))";
  return S;
}

void Engine::fail(const Inst &I, int Lane, const Warp &W, const std::string &Msg) {
  if (Stop)
    return;
  Stop = true;
  Res.Ok = false;
  Res.Error = Msg + " at " + formatPC(I.PC) + where(W, Lane);
}

void Engine::hazard(const Inst &I, const std::string &Msg) {
  Res.Ok = false;
  std::string S = "hazard: " + std::string(I.Mnemonic) + " at " + formatPC(I.PC) + ": " + Msg;
  for (const std::string &H : Res.Hazards)
    if (H == S)
      return;
  if (Res.Hazards.size() < O.MaxReports)
    Res.Hazards.push_back(S);
  if (O.StopOnHazard && !Stop) {
    Stop = true;
    Res.Error = "stopped at the first hazard";
  }
}

void Engine::run() {
  const KernelImage &Img = P.Img;
  auto Refuse = [&](const std::string &Msg) {
    Res.Ok = false;
    Res.Error = "error: " + Msg;
  };
  uint64_t Threads = uint64_t(L.Block[0]) * L.Block[1] * L.Block[2];
  if (Threads == 0 || Threads > launch::MaxBlockThreads)
    return Refuse("block of " + std::to_string(Threads) + " threads (1-" +
                  std::to_string(launch::MaxBlockThreads) + " allowed)");
  NThreads = unsigned(Threads);
  uint64_t Ctas = uint64_t(L.Grid[0]) * L.Grid[1] * L.Grid[2];
  if (Ctas == 0 || Ctas > O.MaxCtas)
    return Refuse("grid of " + std::to_string(Ctas) + " CTAs; the emulator runs at most " +
                  std::to_string(O.MaxCtas) + " (--max-ctas)");
  LocalBytes = O.LocalBytes ? O.LocalBytes : std::max(O.StackLimit, Img.StackBytes);
  if (LocalBytes > MaxLocalBytes)
    return Refuse("local memory of " + std::to_string(LocalBytes) +
                  " bytes per thread; CUDA allows at most " + std::to_string(MaxLocalBytes));
  // Constant bank 0: launch geometry, stack top, parameters.
  C0.assign(0x10000, 0);
  if (!Img.Const0.empty())
    std::memcpy(C0.data(), Img.Const0.data(), std::min<size_t>(Img.Const0.size(), C0.size()));
  auto Put32 = [&](unsigned Off, uint32_t V) { std::memcpy(&C0[Off], &V, 4); };
  for (unsigned D = 0; D < 3; ++D) {
    Put32(0x0 + 4 * D, L.Block[D]);
    Put32(0xc + 4 * D, L.Grid[D]);
  }
  Put32(0x28, LocalBytes);
  // %nsmid, where ptxas reads it: the SMs of an A100 (sm_80) / H100, H200.
  Put32(0x10c, Img.SM >= 90 ? 132 : 108);
  // The generic windows' bases, where ptxas reads them for cvta: shared at
  // 0x18 (sm_80; sm_90 uses SR_SWINHI), local at 0x20 (both).
  std::memcpy(&C0[0x18], &kSharedWin, 8);
  std::memcpy(&C0[0x20], &kLocalWin, 8);
  // sm_80's cvta.param: bank 0's own window base at 0x40 plus the bank offset.
  if (Img.SM < 90)
    std::memcpy(&C0[0x40], &kConstWin, 8);
  unsigned PB = Img.ParamBase ? Img.ParamBase : (Img.SM >= 90 ? 0x210 : 0x160);
  if (Img.SM >= 90) {
    // What ptxas reads for the cluster special registers (every CTA its own
    // cluster): dimensions at 0x144, their reciprocals (f32) at 0x150, the
    // number of clusters at 0x15c, the CTAs per cluster at 0x188; and at
    // 0x198 the generic address of the parameters.
    for (unsigned D = 0; D < 3; ++D) {
      Put32(0x144 + 4 * D, 1);
      Put32(0x150 + 4 * D, 0x3f800000u);
      Put32(0x15c + 4 * D, L.Grid[D]);
    }
    Put32(0x188, 1);
    uint64_t ParamWin = kConstWin + PB;
    std::memcpy(&C0[0x198], &ParamWin, 8);
  }
  if (PB + L.Params.size() > C0.size()) {
    Res.Ok = false;
    Res.Error = "error: parameter block too large";
    return;
  }
  if (!L.Params.empty()) // a kernel without parameters has no block
    std::memcpy(&C0[PB], L.Params.data(), L.Params.size());

  // The static shared section spans the window from 0.  On sm_90 the first
  // 1 KiB is the system's reserved area (user data from 0x400) and counts in
  // the section's size, as ptxas sizes it; the driver allocates exactly
  // that, so an access past it is out of bounds here too.
  SharedBase = Img.SM >= 90 ? 0x400 : 0;
  uint64_t StaticEnd = std::max<uint64_t>(Img.StaticShared, SharedBase);
  uint64_t StaticAligned = (StaticEnd + 15) & ~15ull;
  // The reserved KiB of sm_90 is not the block's to use.
  uint64_t UserShared = StaticAligned - SharedBase + L.DynShared;
  if (UserShared > launch::maxSharedPerBlock(Img.SM))
    return Refuse(std::to_string(UserShared) + " bytes of shared memory (" +
                  std::to_string(StaticAligned - SharedBase) + " static, " +
                  std::to_string(L.DynShared) + " dynamic); a block on sm_" +
                  std::to_string(Img.SM) + " has at most " +
                  std::to_string(launch::maxSharedPerBlock(Img.SM)));
  Shared.assign(StaticAligned + L.DynShared, 0);
  unsigned NW = (NThreads + 31) / 32;
  Local.clear();
  while (Pool.size() < NW)
    Pool.push_back(new Warp());
  Warps.assign(Pool.begin(), Pool.begin() + NW);
  for (unsigned Z = 0; Z < L.Grid[2] && !Stop; ++Z)
    for (unsigned Y = 0; Y < L.Grid[1] && !Stop; ++Y)
      for (unsigned X = 0; X < L.Grid[0] && !Stop; ++X) {
        CtaId[0] = X, CtaId[1] = Y, CtaId[2] = Z;
        runCta();
      }
  for (Warp *W : Pool)
    delete W;
  Pool.clear();
}

void Engine::runCta() {
  std::fill(Shared.begin(), Shared.end(), O.SharedFill);
  Async.clear();
  BulkReads.clear();
  MbarDone.clear();
  MbarInit.clear();
  MbarInitPending.clear();
  FencePending.clear();
  TmaWrites.clear();
  RegPool = 0;
  if (O.CheckHazards && P.HasAsyncProxy)
    GenWrite.assign(Shared.size(), 0);
  unsigned NW = Warps.size();
  for (unsigned K = 0; K < NW; ++K) {
    Warp &W = *Warps[K];
    unsigned Regs = std::min(255u, std::max(P.Img.Registers, 1u) + 4);
    for (unsigned R = 0; R < Regs; ++R)
      std::fill(std::begin(W.R[R]), std::end(W.R[R]), O.RegisterFill);
    std::memset(W.R[255], 0, sizeof(W.R[255]));
    std::memset(W.UR, 0, sizeof(W.UR));
    std::memset(W.P, 0, sizeof(W.P));
    W.P[7] = ~0u;
    W.UP = 0x80;
    std::memset(W.Bar, 0, sizeof(W.Bar));
    std::memset(W.BarPending, 0, sizeof(W.BarPending));
    for (auto &S : W.BarSaved)
      S.clear();
    unsigned Lanes = std::min(32u, NThreads - K * 32);
    W.Valid = Lanes == 32 ? ~0u : ((1u << Lanes) - 1);
    W.Exited = 0;
    W.G.clear();
    W.G.push_back(Group{W.Valid, 0});
    W.Cur = 0;
    W.Id = K;
    W.Done = false;
    W.BarPred = W.BarResult = 0;
    W.YieldNow = false;
    W.MaxRegs = std::max(P.Img.Registers, 1u);
    W.RegLimit = P.Img.Registers > 2 ? P.Img.Registers - 2 : 255;
    W.GmmaGroups.clear();
    W.GmmaOpen = Warp::GmmaGroup();
    W.GmmaOpenAny = false;
    W.GmmaInFlight = 0;
    std::memset(W.GmmaBusy, 0, sizeof(W.GmmaBusy));
    std::memset(W.FenceDirty, 0, sizeof(W.FenceDirty));
    W.Observed.clear();
    W.GenDirty.clear();
    if (O.CheckHazards) {
      W.Clock = 0;
      std::memset(W.Ready, 0, sizeof(W.Ready));
      std::memset(W.GuardReady, 0, sizeof(W.GuardReady));
      W.AfterBar = 0;
      W.AfterCopy = 0;
      W.GmmaAfterArrive = W.GmmaAfterGmma = W.WaitAfterCommit = 0;
      std::memset(W.R2URReady, 0, sizeof(W.R2URReady));
      std::memset(W.TensorRead, 0, sizeof(W.TensorRead));
      std::memset(W.FixedIssue, 0, sizeof(W.FixedIssue));
      for (unsigned T = 0; T < kNumTrack; ++T)
        W.W[T] = Lock(), W.Rd[T] = Lock();
      std::memset(W.SBIssued, 0, sizeof(W.SBIssued));
      std::memset(W.SBRetired, 0, sizeof(W.SBRetired));
      std::memset(W.QIssued, 0, sizeof(W.QIssued));
      std::memset(W.QDone, 0, sizeof(W.QDone));
      std::memset(W.SBLastQ, 0, sizeof(W.SBLastQ));
      W.AsyncGroups.clear();
    }
  }
  unsigned StallRounds = 0;
  while (!Stop) {
    bool AllDone = true, Ran = false, AllYielded = true;
    uint64_t Epoch = SyncEpoch;
    for (Warp *W : Warps) {
      if (W->Done)
        continue;
      AllDone = false;
      if (pickGroup(*W) >= 0) {
        runWarp(*W, 1u << 16);
        Ran = true;
        AllYielded &= W->YieldNow;
        W->YieldNow = false;
      }
      if (Stop)
        return;
    }
    if (AllDone)
      return;
    // Every warp that could run only waited on an mbarrier phase (or a
    // register allocation) that nothing changed: nothing ever will.
    StallRounds = Ran && AllYielded && Epoch == SyncEpoch ? StallRounds + 1 : 0;
    if (StallRounds >= 3) {
      for (Warp *W : Warps)
        if (!W->Done && pickGroup(*W) >= 0) {
          fail(P.Insts[W->G[W->Cur].PC], -1, *W,
               "error: deadlock: every running warp waits on an mbarrier phase (or a setmaxnreg "
               "allocation) that no other warp can complete");
          return;
        }
    }
    if (Ran)
      continue;
    // Nobody can run: a CTA barrier must be complete, else it is a deadlock.
    bool AllAtBar = true;
    for (Warp *W : Warps)
      if (!W->Done && !warpAtBarrier(*W))
        AllAtBar = false;
    if (!AllAtBar) {
      for (Warp *W : Warps)
        if (!W->Done && !warpAtBarrier(*W)) {
          const Group &G = W->G.empty() ? Group{0, 0} : W->G[0];
          std::string Why = G.State == GState::BSync    ? "BSYNC waiting for lanes that never arrive"
                            : G.State == GState::WarpSync ? "WARPSYNC waiting for lanes that never arrive"
                                                          : "lanes blocked";
          fail(P.Insts[G.PC], -1, *W, "error: deadlock: " + Why);
          return;
        }
    }
    // Release the barrier.
    ++SyncEpoch;
    uint32_t Pop = 0;
    bool Any = false, All = true;
    for (Warp *W : Warps) {
      if (W->Done)
        continue;
      Pop += popc(W->BarPred);
      Any |= W->BarPred != 0;
      uint32_t Arrived = 0;
      for (const Group &G : W->G)
        Arrived |= G.Mask;
      All &= (W->BarPred & Arrived) == Arrived;
    }
    for (Warp *W : Warps) {
      if (W->Done)
        continue;
      unsigned RedOp = 0;
      for (Group &G : W->G) {
        RedOp = P.Insts[G.PC].M2;
        G.State = GState::Run;
        ++G.PC;
      }
      W->BarResult = RedOp == 0 ? Pop : RedOp == 1 ? All : Any;
      W->BarPred = 0;
      // Lanes that meet at the same instruction after a barrier run together.
      for (size_t A = 0; A < W->G.size(); ++A)
        for (size_t B = A + 1; B < W->G.size();)
          if (W->G[B].PC == W->G[A].PC) {
            W->G[A].Mask |= W->G[B].Mask;
            W->G.erase(W->G.begin() + B);
          } else
            ++B;
      W->Cur = 0;
    }
  }
}

bool Engine::warpAtBarrier(const Warp &W) const {
  if (W.G.empty())
    return false;
  for (const Group &G : W.G)
    if (G.State != GState::Bar)
      return false;
  return true;
}

int Engine::pickGroup(Warp &W) {
  if (W.Cur >= 0 && W.Cur < (int)W.G.size() && W.G[W.Cur].State == GState::Run)
    return W.Cur;
  for (size_t K = 0; K < W.G.size(); ++K)
    if (W.G[K].State == GState::Run) {
      W.Cur = (int)K;
      return W.Cur;
    }
  return -1;
}

void Engine::runWarp(Warp &W, uint64_t Budget) {
  const size_t N = P.Insts.size();
  while (!Stop && Budget--) {
    int GI = pickGroup(W);
    if (GI < 0)
      return;
    Group &G = W.G[GI];
    if (G.PC >= N) {
      Inst Dummy;
      Dummy.PC = G.PC * 16;
      fail(Dummy, -1, W, "error: execution ran past the end of the kernel");
      return;
    }
    const Inst &I = P.Insts[G.PC];
    if (++Steps > O.MaxWarpInstructions) {
      fail(I, -1, W, "error: instruction limit reached (runaway loop?)");
      return;
    }
    step(W, G, I);
    if (W.YieldNow)
      return;
  }
}

uint32_t Engine::readPred(const Warp &W, const Inst &I, uint8_t Pr) const {
  uint32_t V;
  if (I.Uniform)
    V = (W.UP >> (Pr & 7)) & 1 ? ~0u : 0u;
  else
    V = W.P[Pr & 7];
  return Pr & 8 ? ~V : V;
}

void Engine::split(Warp &W, Group &G, uint32_t Taken, uint32_t TargetIdx) {
  if (Taken == G.Mask) {
    G.PC = TargetIdx;
    return;
  }
  ++G.PC;
  if (!Taken)
    return;
  G.Mask &= ~Taken;
  Group NG{Taken, TargetIdx};
  W.G.push_back(NG); // G may dangle from here on
}

void Engine::exitLanes(Warp &W, Group &G, uint32_t M) {
  W.Exited |= M;
  ++SyncEpoch;
  G.Mask &= ~M;
  ++G.PC;
  for (int K = (int)W.G.size() - 1; K >= 0; --K)
    if (W.G[K].Mask == 0)
      W.G.erase(W.G.begin() + K);
  W.Cur = 0;
  if (W.G.empty()) {
    W.Done = true;
    return;
  }
  for (unsigned B = 0; B < 16; ++B)
    tryReleaseBSync(W, B);
  tryReleaseWarpSync(W);
}

void Engine::tryReleaseBSync(Warp &W, unsigned B) {
  // Threads waiting on B that the barrier no longer names (a device function
  // saved and re-armed it: BMOV.32.CLEAR, BSSY) wait for the saved state to
  // come back; an empty barrier releases everyone waiting.
  uint32_t Need = W.Bar[B] & ~W.Exited;
  uint32_t Arrived = 0;
  bool Any = false;
  auto Waits = [&](const Group &G) {
    return G.State == GState::BSync && G.Arg == B && (!Need || (G.Mask & Need));
  };
  for (const Group &G : W.G)
    if (Waits(G))
      Arrived |= G.Mask, Any = true;
  if (!Any || (Need & ~Arrived))
    return;
  // Each released group goes on after its own BSYNC; groups at one PC merge.
  int First = -1;
  for (int K = 0; K < (int)W.G.size();) {
    Group &G = W.G[K];
    if (!Waits(G)) {
      ++K;
      continue;
    }
    int Same = -1;
    for (int J = 0; J < K; ++J)
      if (W.G[J].State == GState::Run && W.G[J].PC == G.PC + 1 && W.G[J].Released)
        Same = J;
    if (Same >= 0) {
      W.G[Same].Mask |= G.Mask;
      W.G.erase(W.G.begin() + K);
      continue;
    }
    G.State = GState::Run;
    G.Released = true;
    ++G.PC;
    if (First < 0)
      First = K;
    ++K;
  }
  for (Group &G : W.G)
    G.Released = false;
  W.BarPending[B] &= ~Arrived;
  W.Cur = First;
}

void Engine::tryReleaseWarpSync(Warp &W) {
  uint32_t Arrived = 0, Need = 0;
  for (const Group &G : W.G)
    if (G.State == GState::WarpSync)
      Arrived |= G.Mask, Need |= G.Arg;
  Need &= ~W.Exited;
  if (!Arrived || (Need & ~Arrived))
    return;
  for (Group &G : W.G)
    if (G.State == GState::WarpSync)
      G.State = GState::Run, ++G.PC;
  for (size_t A = 0; A < W.G.size(); ++A)
    for (size_t B = A + 1; B < W.G.size();)
      if (W.G[B].PC == W.G[A].PC && W.G[A].State == GState::Run &&
          W.G[B].State == GState::Run) {
        W.G[A].Mask |= W.G[B].Mask;
        W.G.erase(W.G.begin() + B);
      } else
        ++B;
  W.Cur = 0;
}

void Engine::step(Warp &W, Group &G, const Inst &I) {
  bool Tr = O.Trace && tracing(W);
  if (Tr)
    llvm::errs() << "  warp " << W.Id << " mask " << llvm::format_hex(G.Mask, 10) << " "
                 << formatPC(I.PC) << " " << I.Mnemonic << "\n";
  if (I.ReconvPoint && O.CheckHazards)
    for (unsigned B = 0; B < 16; ++B)
      // A BSYNC B at the target itself (oa's layout; ptxas targets the
      // instruction after the BSYNC) is about to synchronise: not a miss.
      if (W.BarTarget[B] == G.PC && (W.BarPending[B] & G.Mask) &&
          !(I.Opc == Op::BSYNC && (unsigned)I.M0 == B)) {
        hazard(I, "lanes " + hex(W.BarPending[B] & G.Mask) +
                      " reached the reconvergence point of BSSY B" + std::to_string(B) +
                      " at " + formatPC(W.BarPC[B]) + " without a BSYNC B" +
                      std::to_string(B));
        W.BarPending[B] &= ~G.Mask;
      }
  if (P.DynamicRegs && I.MaxReg >= W.RegLimit) {
    fail(I, -1, W, "error: R" + std::to_string(I.MaxReg) + " is beyond the " +
                       std::to_string(W.MaxRegs) + " registers the warp holds" +
                       (W.MaxRegs == P.Img.Registers ? " (two are reserved)" : " after setmaxnreg"));
    return;
  }
  uint32_t Gd = I.UGuard ? ((W.UP >> (I.Guard & 7)) & 1 ? ~0u : 0u) : W.P[I.Guard & 7];
  if (I.Guard & 8)
    Gd = ~Gd;
  uint32_t M = G.Mask & Gd;
  if (O.CheckHazards) {
    // Lanes whose guard is false neither read nor write: ptxas writes one
    // register under complementary guards (@P3 FRND R18 ... @!P3 MOV R18).
    HazLanes = M;
    hazardsBefore(W, I);
  }
  Res.WarpInstructions++;
  Res.ThreadInstructions += popc(M);
  uint32_t PCIdx = G.PC;
  bool Done = true;
  switch (I.Opc) {
  case Op::Invalid:
    fail(I, -1, W, "error: undecodable instruction word");
    return;
  case Op::Unsupported:
    fail(I, -1, W, std::string("not supported: ") + I.Mnemonic);
    return;
  case Op::BPT:
    fail(I, -1, W, "error: BPT.TRAP executed (device-side trap)");
    return;
  case Op::LEPC: {
    uint32_t Lo[32], Hi[32];
    for (unsigned K = 0; K < 32; ++K)
      Lo[K] = (uint32_t)I.Off, Hi[K] = (uint32_t)((uint64_t)I.Off >> 32);
    writeR(W, I, I.Rd, Lo, M);
    writeR(W, I, (I.Rd + 1) & 255, Hi, M);
    break;
  }
  case Op::CALL:
    if (I.M3) { // CALL.ABS.NOINC to a driver function
      if (O.CheckHazards)
        hazardsAfter(W, I);
      if (!driverCall(W, G, I, M & readPred(W, I, I.Pp)))
        return;
      return;
    }
    [[fallthrough]];
  case Op::BRA:
  case Op::JMP: {
    uint32_t Taken = M & readPred(W, I, I.Pp);
    if (I.Opc == Op::BRA && I.M0 == 5 && Taken) // .U.ANY: one lane takes the whole group
      Taken = G.Mask;
    if (I.M1) {
      // BRA.DIV URa: leave the converged path when the group is not the
      // whole mask.
      uint32_t Mask = W.UR[I.B.Reg == 63 ? 63 : I.B.Reg];
      if (I.B.Reg == 63)
        Mask = 0;
      if (I.M2)
        Mask = ~Mask;
      Mask &= W.Valid & ~W.Exited;
      Taken = (Taken && G.Mask != Mask) ? M : 0;
    }
    if (Taken && I.Target == UINT32_MAX) {
      fail(I, -1, W, "error: branch target outside the kernel");
      return;
    }
    if (O.CheckHazards)
      hazardsAfter(W, I);
    split(W, G, Taken, I.Target);
    return;
  }
  case Op::BRX:
  case Op::RET: {
    // Per-lane targets.
    uint32_t Rest = M;
    if (O.CheckHazards)
      hazardsAfter(W, I);
    uint32_t All = G.Mask;
    if (!M) {
      ++G.PC;
      return;
    }
    std::vector<std::pair<uint32_t, uint32_t>> Tg;
    while (Rest) {
      int Lane = __builtin_ctz(Rest);
      int64_t T = (int64_t)I.Off + (I.A.Reg == 255 ? 0 : (int64_t)W.R[I.A.Reg][Lane]);
      if (I.Opc == Op::BRX && I.A.Reg != 255)
        T = (int64_t)I.Off + (int32_t)W.R[I.A.Reg][Lane];
      if (T < 0 || T % 16 || (uint64_t)T >= P.Insts.size() * 16) {
        fail(I, Lane, W, "error: indirect branch to " + hex((uint64_t)T) + " outside the kernel");
        return;
      }
      uint32_t Idx = (uint32_t)(T / 16), Same = 0;
      for (uint32_t R = Rest; R; R &= R - 1) {
        int L2 = __builtin_ctz(R);
        int64_t T2 = (int64_t)I.Off + (I.A.Reg == 255 ? 0 : (int64_t)(I.Opc == Op::BRX ? (int64_t)(int32_t)W.R[I.A.Reg][L2] : (int64_t)W.R[I.A.Reg][L2]));
        if (T2 == T)
          Same |= 1u << L2;
      }
      Tg.push_back({Same, Idx});
      Rest &= ~Same;
    }
    uint32_t NotTaken = All & ~M;
    G.Mask = Tg[0].first;
    G.PC = Tg[0].second;
    std::vector<Group> New;
    for (size_t K = 1; K < Tg.size(); ++K)
      New.push_back(Group{Tg[K].first, Tg[K].second});
    if (NotTaken)
      New.push_back(Group{NotTaken, PCIdx + 1});
    for (const Group &NG : New)
      W.G.push_back(NG);
    return;
  }
  case Op::EXIT:
    M &= readPred(W, I, I.Pp);
    if (O.CheckHazards)
      hazardsAfter(W, I);
    if (!M) {
      ++G.PC;
      return;
    }
    exitLanes(W, G, M);
    return;
  case Op::BSSY:
    // Lanes outside this group still inside a region of the barrier: two
    // regions that can run at once share it (the BSYNCs would wait for the
    // wrong lanes).
    if (O.CheckHazards && (W.BarPending[I.M0] & ~M & ~W.Exited))
      hazard(I, "re-arms B" + std::to_string(I.M0) + " while lanes " +
                    hex(W.BarPending[I.M0] & ~M & ~W.Exited) + " are still inside the region " +
                    "the BSSY at " + formatPC(W.BarPC[I.M0]) + " armed");
    W.Bar[I.M0] = M;
    W.BarTarget[I.M0] = I.Target;
    W.BarPending[I.M0] = M;
    W.BarPC[I.M0] = I.PC;
    break;
  case Op::BSYNC: {
    if (O.CheckHazards)
      hazardsAfter(W, I);
    if (!(M & readPred(W, I, I.Pp))) {
      ++G.PC;
      return;
    }
    G.State = GState::BSync;
    G.Arg = I.M0;
    tryReleaseBSync(W, I.M0);
    return;
  }
  case Op::BREAK: {
    uint32_t Br = M & readPred(W, I, I.Pp);
    W.Bar[I.M0] &= ~Br;
    W.BarPending[I.M0] &= ~Br;
    ++G.PC;
    if (O.CheckHazards)
      hazardsAfter(W, I);
    tryReleaseBSync(W, I.M0);
    return;
  }
  case Op::WARPSYNC: {
    if (!(M & readPred(W, I, I.Pp)))
      break;
    uint32_t V[32];
    fetch(W, I, I.B, V);
    uint32_t Mask = V[__builtin_ctz(M)] & W.Valid;
    if (O.CheckHazards)
      hazardsAfter(W, I);
    if (((Mask & ~W.Exited) & ~G.Mask) == 0) {
      ++G.PC;
      return;
    }
    G.State = GState::WarpSync;
    G.Arg = Mask;
    tryReleaseWarpSync(W);
    return;
  }
  case Op::UCGABAR:
    // barrier.cluster.arrive / wait with one CTA per cluster: the wait is a
    // CTA-wide barrier (every thread arrives before it waits).
    if (I.M0 == 0)
      break;
    if (O.CheckHazards)
      hazardsAfter(W, I);
    G.State = GState::Bar;
    G.Arg = 0;
    return;
  case Op::BAR: {
    if (P.Img.Barriers && unsigned(I.M1) >= P.Img.Barriers) {
      fail(I, -1, W, "error: BAR on barrier " + std::to_string(I.M1) + ", but the cubin declares " +
                         std::to_string(P.Img.Barriers) +
                         " (EIATTR_NUM_BARRIERS): the GPU faults with ILLEGAL_INSTRUCTION");
      return;
    }
    if (I.M0 == 1) // BAR.ARV: arrive, do not wait
      break;
    if (I.M0 == 2)
      W.BarPred |= G.Mask & readPred(W, I, I.Pp);
    if (O.CheckHazards)
      hazardsAfter(W, I);
    G.State = GState::Bar;
    G.Arg = I.M1;
    return;
  }
  case Op::B2R: {
    uint32_t V[32];
    for (unsigned K = 0; K < 32; ++K)
      V[K] = W.BarResult;
    writeR(W, I, I.Rd, V, M);
    break;
  }
  case Op::BMOV: {
    if (I.M1 == 0) {
      uint32_t V[32];
      for (unsigned K = 0; K < 32; ++K)
        V[K] = W.Bar[I.M0];
      writeR(W, I, I.Rd, V, M);
      if (I.M2 && M) {
        W.BarSaved[I.M0].push_back(W.BarPending[I.M0]);
        W.Bar[I.M0] = 0;
        W.BarPending[I.M0] = 0;
      }
    } else if (M) {
      uint32_t V[32];
      fetch(W, I, I.B, V);
      W.Bar[I.M0] = V[__builtin_ctz(M)];
      if (!W.BarSaved[I.M0].empty()) {
        W.BarPending[I.M0] = W.BarSaved[I.M0].back();
        W.BarSaved[I.M0].pop_back();
      }
    }
    break;
  }
  case Op::Nop:
  case Op::LDGDEPBAR:
  case Op::DEPBAR:
    break;
  default:
    Done = execInt(W, I, M) || execFloat(W, I, M) || execMem(W, I, M) || execWarp(W, I, M) ||
           execTensor(W, I, M) || execAsync(W, I, M);
    if (!Done && !Stop)
      fail(I, -1, W, std::string("not supported: ") + I.Mnemonic);
    break;
  }
  if (Stop)
    return;
  if (Tr && (M >> (O.TraceLane & 31) & 1))
    traceWrites(W, I);
  // Registers written since the last WARPGROUP.ARRIVE, for HGMMA's fence rule.
  if (P.HasGmma && O.CheckHazards && I.Opc != Op::HGMMA && M)
    for (unsigned K = 0; K < I.NW; ++K)
      if (I.Writes[K] < 256)
        W.FenceDirty[I.Writes[K]] = I.PC + 1;
  if (O.CheckHazards)
    hazardsAfter(W, I);
  // G is still valid: the cases above that change the group list return.
  ++W.G[W.Cur].PC;
}

bool Engine::tracing(const Warp &W) const {
  uint64_t Lin = CtaId[0] + (uint64_t)L.Grid[0] * (CtaId[1] + (uint64_t)L.Grid[1] * CtaId[2]);
  return Lin == O.TraceBlock && (O.TraceWarp < 0 || (unsigned)O.TraceWarp == W.Id);
}

static std::string regName(uint16_t T);

void Engine::traceWrites(const Warp &W, const Inst &I) {
  unsigned Ln = O.TraceLane & 31;
  for (unsigned K = 0; K < I.NW; ++K) {
    uint16_t T = I.Writes[K];
    uint32_t V = T < kUR ? W.R[T][Ln]
                 : T < kP ? W.UR[T - kUR]
                 : T < kUP ? (W.P[T - kP] >> Ln) & 1
                           : (W.UP >> (T - kUP)) & 1;
    llvm::errs() << "      " << regName(T) << " = " << llvm::format_hex(V, 10) << "\n";
  }
}

//===----------------------------------------------------------------------===//
// Hazard checking.
//===----------------------------------------------------------------------===//

static std::string regName(uint16_t T) {
  if (T < kUR)
    return "R" + std::to_string(T);
  if (T < kP)
    return "UR" + std::to_string(T - kUR);
  if (T < kUP)
    return "P" + std::to_string(T - kP);
  return "UP" + std::to_string(T - kUP);
}

static bool liveLock(const Warp &W, const Lock &Lk) {
  if (Lk.SB == 0xff)
    return false;
  if (Lk.Q && W.QDone[Lk.Q] > Lk.QSeq)
    return false; // a later op of the same in-order queue was waited on
  if (Lk.SB == 0xfe)
    return true;
  return Lk.Seq >= W.SBRetired[Lk.SB];
}

void Engine::hazardsBefore(Warp &W, const Inst &I) {
  // Waits first: they complete every operation counted on those scoreboards,
  // and with them everything issued earlier in the same in-order queues.
  auto Retire = [&](unsigned S) {
    W.SBRetired[S] = W.SBIssued[S];
    for (unsigned Q = 1; Q < kNumQueues; ++Q)
      W.QDone[Q] = std::max(W.QDone[Q], W.SBLastQ[S][Q]);
  };
  for (unsigned S = 0; S < 6; ++S)
    if (I.Wait & (1u << S))
      Retire(S);
  if (I.Opc == Op::DEPBAR && I.M0) {
    unsigned S = I.M1;
    if (S < 6 && I.M2 == 0)
      Retire(S);
    else if (S < 6 && W.SBIssued[S] > W.SBRetired[S] + (uint32_t)I.M2)
      W.SBRetired[S] = W.SBIssued[S] - I.M2;
  }
  if (I.Opc == Op::DEPBAR)
    for (unsigned S = 0; S < 6; ++S)
      if (I.M3 & (1u << S))
        Retire(S);
  bool Guarded = (I.Guard & 7) != 7 && !I.UGuard;
  if ((I.Queue == 1 || I.Queue == 2 || I.Opc == Op::BRA || I.Opc == Op::EXIT) &&
      W.Clock < W.AfterBar)
    hazard(I, "issues " + std::to_string(W.Clock + kBarToMem - W.AfterBar) +
                  " cycles after the BAR at " + formatPC(W.BarIssuePC) + "; a memory "
                  "instruction or branch needs " + std::to_string(kBarToMem) +
                  " (missing stall cycles)");
  if ((I.Queue == 1 || I.Queue == 2 || I.Opc == Op::LDGDEPBAR) && W.Clock < W.AfterCopy)
    hazard(I, "issues " + std::to_string(W.Clock + kCopyToMem - W.AfterCopy) +
                  " cycles after the LDGSTS at " + formatPC(W.CopyIssuePC) +
                  "; the next memory instruction needs " + std::to_string(kCopyToMem) +
                  " (missing stall cycles)");
  for (unsigned K = 0; K < I.NR; ++K) {
    uint16_t T = I.Reads[K];
    if (T >= kUR && T < kP && W.Clock < W.R2URReady[T - kUR])
      hazard(I, "reads UR" + std::to_string(T - kUR) + " " +
                    std::to_string(W.Clock + kR2URRead - W.R2URReady[T - kUR]) +
                    " cycles after the R2UR at " + formatPC(W.R2URPC[T - kUR]) +
                    " wrote it; an R2UR result is read after " + std::to_string(kR2URRead) +
                    ", scoreboard or not (missing stall cycles)");
  }
  if (I.Opc == Op::HGMMA) {
    if (W.Clock < W.GmmaAfterArrive)
      hazard(I, "issues " + std::to_string(W.Clock + kGmmaAfterArrive - W.GmmaAfterArrive) +
                    " cycles after the WARPGROUP.ARRIVE at " + formatPC(W.ArrivePC) +
                    "; an HGMMA needs " + std::to_string(kGmmaAfterArrive) +
                    " (missing stall cycles)");
    if (W.Clock < W.GmmaAfterGmma)
      hazard(I, "issues " + std::to_string(W.GmmaAfterGmma - W.Clock) +
                    " cycles too soon after the HGMMA at " + formatPC(W.GmmaPC) +
                    " (missing stall cycles)");
  }
  if (I.Opc == Op::WARPGROUP && I.M0 == 2 && W.Clock < W.WaitAfterCommit)
    hazard(I, "issues " + std::to_string(W.Clock + kGmmaCommitToWait - W.WaitAfterCommit) +
                  " cycles after the HGMMA closing its group at " + formatPC(W.CommitPC) +
                  "; WARPGROUP.DEPBAR needs " + std::to_string(kGmmaCommitToWait) +
                  " or it may not wait for that group (missing stall cycles)");
  if (isFullSizeMma(I))
    for (unsigned K = 0; K < I.NR; ++K) {
      uint16_t T = I.Reads[K];
      if (T < 255 && W.FixedIssue[T] && W.Clock + 1 < W.FixedIssue[T] + kTensorOperandRead) {
        hazard(I, "reads R" + std::to_string(T) + " " +
                      std::to_string(W.Clock + 1 - W.FixedIssue[T]) + " cycles after the " +
                      "fixed-latency write at " + formatPC(W.FixedIssuePC[T]) +
                      "; an HMMA/IMMA operand needs " + std::to_string(kTensorOperandRead) +
                      " (missing stall cycles)");
        break;
      }
    }
  if (I.WSB >= 6 && !I.VarLatency && I.Opc != Op::HMMA)
    for (unsigned K = 0; K < I.NW; ++K) {
      uint16_t T = I.Writes[K];
      if (T < 255 && W.Clock < W.TensorRead[T]) {
        hazard(I, "writes R" + std::to_string(T) + " " +
                      std::to_string(W.Clock + kTensorSrcWrite - W.TensorRead[T]) +
                      " cycles after the HMMA/IMMA at " + formatPC(W.TensorReadPC[T]) +
                      " that reads it; a fixed-latency write needs " +
                      std::to_string(kTensorSrcWrite) + " (missing stall cycles)");
        break;
      }
    }
  if (W.GmmaInFlight && I.Opc != Op::HGMMA) {
    auto Busy = [&](unsigned T, const char *How) {
      if (T >= 256 || !W.GmmaBusy[T])
        return false;
      hazard(I, std::string(How) + " R" + std::to_string(T) + ", which the HGMMA at " +
                    formatPC(W.GmmaBusy[T] - 1) + " still uses: no WARPGROUP.DEPBAR "
                    "(wgmma.wait_group) has retired it");
      return true;
    };
    bool Hit = false;
    for (unsigned K = 0; K < I.NR && !Hit; ++K)
      Hit = Busy(I.Reads[K], "reads");
    for (unsigned K = 0; K < I.NW && !Hit; ++K)
      Hit = Busy(I.Writes[K], "overwrites");
  }
  // Register ranges (HGMMA's accumulators and A fragment): the same
  // read-after-write rules as Reads[].
  for (unsigned Rg = 0; Rg < 2; ++Rg) {
    unsigned Lo = Rg ? I.Range2Lo : I.RangeLo, N = Rg ? I.Range2N : I.RangeN;
    for (unsigned T = Lo; T < Lo + N && T < 255; ++T) {
      const Lock &Lk = W.W[T];
      if (liveLock(W, Lk)) {
        const Inst &Pr = P.Insts[Lk.PC / 16];
        hazard(I, "reads R" + std::to_string(T) + " before waiting on " +
                      (Lk.SB == 0xfe ? std::string("a later wait") : "SB" + std::to_string(Lk.SB)) +
                      " (written by " + Pr.Mnemonic + " at " + formatPC(Lk.PC) + ")");
        break;
      }
      if (W.Ready[T] > W.Clock) {
        const Inst &Pr = P.Insts[W.ReadyPC[T] / 16];
        hazard(I, "reads R" + std::to_string(T) + " too soon after " + Pr.Mnemonic + " at " +
                      formatPC(W.ReadyPC[T]) + " wrote it; its latency is " +
                      std::to_string(Pr.Latency) + " (missing stall cycles)");
        break;
      }
    }
  }
  for (unsigned K = 0; K < I.NR; ++K) {
    uint16_t T = I.Reads[K];
    bool AsGuard = T >= kP && T < kUP &&
                   ((K == 0 && Guarded) || I.Opc == Op::VOTE || I.Opc == Op::LDGSTS);
    if (AsGuard && W.GuardReady[T - kP] > W.Clock) {
      const Inst &Pr = P.Insts[W.ReadyPC[T] / 16];
      unsigned Need = guardLatency(P.Img.SM, Pr);
      hazard(I, "reads " + regName(T) + (K == 0 && Guarded ? " as its guard " : " ") +
                    std::to_string(W.Clock - (W.GuardReady[T - kP] - Need)) + " cycles after " +
                    Pr.Mnemonic + " at " + formatPC(W.ReadyPC[T]) + " wrote it; a guard needs " +
                    std::to_string(Need) + " (missing stall cycles)");
    }
    const Lock &Lk = W.W[T];
    if (liveLock(W, Lk) && (Lk.Lanes & HazLanes)) {
      const Inst &Pr = P.Insts[Lk.PC / 16];
      if (Lk.SB == 0xfe)
        hazard(I, "reads " + regName(T) + ", the result of " + Pr.Mnemonic + " at " +
                      formatPC(Lk.PC) + ", which sets no write scoreboard and no later "
                      "wait covers it");
      else
        hazard(I, "reads " + regName(T) + " before waiting on SB" + std::to_string(Lk.SB) +
                      " (written by " + Pr.Mnemonic + " at " + formatPC(Lk.PC) + ")");
    } else if (W.Ready[T] > W.Clock + I.ReadLate[K]) {
      const Inst &Pr = P.Insts[W.ReadyPC[T] / 16];
      unsigned Lat = Pr.Latency - (Pr.NW && Pr.Writes[0] == T ? Pr.EarlyFirst : 0);
      hazard(I, "reads " + regName(T) + " " +
                    std::to_string(W.Clock + I.ReadLate[K] - (W.Ready[T] - Lat)) +
                    " cycles after " + Pr.Mnemonic + " at " + formatPC(W.ReadyPC[T]) +
                    " wrote it; its latency is " + std::to_string(Lat) +
                    " (missing stall cycles)");
    }
  }
  for (unsigned K = 0; K < I.NW; ++K) {
    uint16_t T = I.Writes[K];
    const Lock &Wl = W.W[T];
    // A later result of the same in-order queue lands after the earlier one.
    bool SameQ = I.VarLatency && I.Queue && I.Queue == Wl.Q;
    if (!SameQ && Wl.SB != 0xfe && liveLock(W, Wl) && (Wl.Lanes & HazLanes)) {
      const Inst &Pr = P.Insts[Wl.PC / 16];
      hazard(I, "overwrites " + regName(T) + " before waiting on SB" + std::to_string(Wl.SB) +
                    " (pending write by " + Pr.Mnemonic + " at " + formatPC(Wl.PC) + ")");
    }
    const Lock &Rl = W.Rd[T];
    // A variable-latency writer in the late reader's queue writes after
    // that reader has read its sources.
    // A SHFL goes down the memory pipe after an earlier STL has read its
    // sources too (ptxas overwrites an STL.128 source with one; difftest).
    bool SameRQ = I.VarLatency && I.Queue &&
                  (I.Queue == Rl.Q || (I.Queue == 5 && (Rl.Q == 1 || Rl.Q == 2)));
    if (!SameRQ && liveLock(W, Rl) && (Rl.Lanes & HazLanes)) {
      const Inst &Pr = P.Insts[Rl.PC / 16];
      hazard(I, "overwrites " + regName(T) +
                    (Rl.SB == 0xfe ? std::string(" that ") + Pr.Mnemonic + " at " + formatPC(Rl.PC) +
                                         " reads late and releases on no read scoreboard"
                                   : " before waiting on read SB" + std::to_string(Rl.SB) +
                                         " (still read by " + Pr.Mnemonic + " at " + formatPC(Rl.PC) + ")"));
    }
  }
}

bool Engine::asyncDone(const AsyncCopy &C) const {
  if (C.Group < 0)
    return false;
  const Warp &W = *Warps[C.Warp];
  auto [SB, Seq] = W.AsyncGroups[C.Group];
  return Seq < W.SBRetired[SB];
}

void Engine::checkAsync(const Inst &I, int Lane, uint32_t Lo, uint32_t Hi) {
  for (size_t K = 0; K < Async.size();) {
    AsyncCopy &C = Async[K];
    if (asyncDone(C)) {
      C = Async.back();
      Async.pop_back();
      continue;
    }
    if (C.Lo < Hi && Lo < C.Hi) {
      std::string Why = C.Group < 0
                            ? "its group is not committed (no LDGDEPBAR)"
                            : "no wait on SB" + std::to_string(Warps[C.Warp]->AsyncGroups[C.Group].first) +
                                  " (DEPBAR) covers it";
      hazard(I, (Lane < 0 ? std::string("it") : "lane " + std::to_string(Lane)) +
                    " accesses shared memory [" + hex(Lo) + ", " +
                    hex(Hi) + ") before the LDGSTS at " + formatPC(C.PC) + " (warp " +
                    std::to_string(C.Warp) + ") has written it: " + Why);
      Async.erase(Async.begin() + K); // one report per copy
      continue;
    }
    ++K;
  }
}

void Engine::hazardsAfter(Warp &W, const Inst &I) {
  uint32_t SeqW = 0, SeqR = 0, QSeq = 0;
  uint8_t Q = I.Queue;
  bool Var = I.VarLatency || I.WSB < 6;
  if (Q && (Var || I.RSB < 6)) {
    QSeq = W.QIssued[Q]++;
    if (I.WSB < 6)
      W.SBLastQ[I.WSB][Q] = QSeq + 1;
  }
  if (I.WSB < 6)
    SeqW = W.SBIssued[I.WSB]++;
  if (I.RSB < 6)
    SeqR = I.RSB == I.WSB ? SeqW : W.SBIssued[I.RSB]++;
  if (I.Opc == Op::UTMACMDFLUSH && I.RSB < 6) {
    // cp.async.bulk.commit_group: the warp's bulk / TMA stores so far read
    // their shared source until a wait on this read scoreboard.
    for (AsyncCopy &C : BulkReads)
      if (C.Warp == W.Id && C.Group < 0)
        C.Group = (int32_t)W.AsyncGroups.size();
    W.AsyncGroups.push_back({I.RSB, SeqR});
  }
  if (I.Opc == Op::LDGDEPBAR && I.WSB < 6) {
    // Commit this warp's outstanding cp.async copies as one group.
    for (AsyncCopy &C : Async)
      if (C.Warp == W.Id && C.Group < 0)
        C.Group = (int32_t)W.AsyncGroups.size();
    W.AsyncGroups.push_back({I.WSB, SeqW});
  }
  // A pending result for lanes outside this instruction's stays pending
  // for them (divergent paths).  Only one lock is kept per register: a new
  // variable-latency result of other lanes is then not tracked.
  auto Set = [&](Lock &L, Lock New) {
    if (liveLock(W, L) && (L.Lanes & ~HazLanes)) {
      L.Lanes &= ~HazLanes;
      return;
    }
    New.Lanes = HazLanes;
    L = New;
  };
  for (unsigned K = 0; K < I.NW; ++K) {
    uint16_t T = I.Writes[K];
    bool Fixed = I.WSB >= 6 && !I.VarLatency;
    if (T < 256)
      W.FixedIssue[T] = 0;
    if (I.WSB < 6) {
      Set(W.W[T], Lock{I.WSB, Q, SeqW, QSeq, I.PC});
      W.Ready[T] = 0;
    } else if (I.VarLatency) {
      Set(W.W[T], Lock{0xfe, Q, 0, QSeq, I.PC});
      W.Ready[T] = 0;
    } else {
      Set(W.W[T], Lock());
      W.Ready[T] = W.Clock + I.Latency - (K == 0 ? I.EarlyFirst : 0);
      W.ReadyPC[T] = I.PC;
      if (T < 256) {
        W.FixedIssue[T] = W.Clock + 1;
        W.FixedIssuePC[T] = I.PC;
      }
    }
    if (T >= kP && T < kUP)
      W.GuardReady[T - kP] = Fixed ? W.Clock + guardLatency(P.Img.SM, I) : 0;
  }
  if (isFullSizeMma(I))
    for (unsigned K = 0; K < I.NR; ++K)
      if (I.Reads[K] < 255) {
        W.TensorRead[I.Reads[K]] = W.Clock + kTensorSrcWrite;
        W.TensorReadPC[I.Reads[K]] = I.PC;
      }
  if (I.Opc == Op::LDGSTS) {
    W.AfterCopy = W.Clock + kCopyToMem;
    W.CopyIssuePC = I.PC;
  }
  for (unsigned K = 0; K < I.NW; ++K) {
    uint16_t T = I.Writes[K];
    if (T >= kUR && T < kP) {
      W.R2URReady[T - kUR] = I.Opc == Op::R2UR ? W.Clock + kR2URRead : 0;
      W.R2URPC[T - kUR] = I.PC;
    }
  }
  if (I.Opc == Op::WARPGROUP && I.M0 == 0) {
    // A write still in flight at the fence is not ordered by it: for the
    // HGMMAs after it the register counts as written after the ARRIVE.
    for (unsigned T = 0; T < 256; ++T)
      if (liveLock(W, W.W[T]))
        W.FenceDirty[T] = W.W[T].PC + 1;
    W.GmmaAfterArrive = W.Clock + kGmmaAfterArrive;
    W.ArrivePC = I.PC;
  }
  if (I.Opc == Op::HGMMA) {
    W.GmmaAfterGmma = W.Clock + sass_sched::gmmaIssueCycles(P.Img.SM, I.M0 /* N */, false);
    W.GmmaPC = I.PC;
    if (I.M3 & 32) {
      W.WaitAfterCommit = W.Clock + kGmmaCommitToWait;
      W.CommitPC = I.PC;
    }
  }
  if (I.Opc == Op::BAR) {
    W.AfterBar = W.Clock + kBarToMem;
    W.BarIssuePC = I.PC;
    // A waiting barrier completes the warp's shared-memory loads and the
    // operand reads of its earlier memory instructions: ptxas reads an LDS
    // result, and overwrites a RED's address registers, after BAR.SYNC with
    // no wait (found by utils/difftest).  Not BAR.ARV, which does not wait.
    if (I.M0 != 1) {
      W.QDone[2] = std::max(W.QDone[2], W.QIssued[2]);
      for (Lock &L : W.Rd)
        if (L.Q == 1 || L.Q == 2)
          L = Lock();
    }
  }
  // A read scoreboard covers vector registers only: ptxas overwrites an
  // in-flight LDS's or ATOMS's uniform operand with no wait (found by
  // utils/difftest), so uniform registers are read at issue, except by the
  // mnemonics the scheduling model lists (the TMA and bulk copies): without
  // a read scoreboard their URs stay unsafe to overwrite.
  bool LateUniform = sass_sched::readsUniformLate(I.Mnemonic);
  if (I.RSB < 6 || LateUniform)
    for (unsigned K = 0; K < I.NR; ++K)
      if (I.Reads[K] < kUR || LateUniform)
        Set(W.Rd[I.Reads[K]], Lock{I.RSB < 6 ? I.RSB : uint8_t(0xfe), Q, SeqR, QSeq, I.PC});
  W.Clock += I.Stall ? I.Stall : 1;
}
