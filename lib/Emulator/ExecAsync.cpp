//===-- ExecAsync.cpp - sm_90 mbarriers, TMA, bulk copies, register pools -===//
//
// mbarriers live in shared memory as the 64-bit word ptxas initialises with
// SYNCS.EXCH.64 (mbarrier.init with count N writes {(2^20-N) << 1,
// (2^20-N) << 11}, and mbarrier.pending_count reads 2^20 - bits 43-62):
//   bits 1-20   2^20 - expected arrivals per phase
//   bits 21-41  transaction count (signed; expect_tx adds, complete_tx subtracts)
//   bits 43-62  2^20 - arrivals still pending in this phase
//   bit 63      the phase parity; PHASECHK compares it with bit 31 of its
//               operand (try_wait.parity P passes once the phase is not P)
// A phase completes when no arrival and no transaction byte is pending: the
// parity flips and the pending count reloads.  sm_80's mbarrier (STS.64
// init {2^30-N, 2^31-N}, ATOMS.ARRIVE.64, the phase in bit 63 too) keeps
// the pending count in bits 32-62 and the expected count in bits 0-29.
//
// TMA (UTMALDG/UTMASTG) and bulk copies (UBLKCP) happen when issued; a
// load's bytes then complete their transactions on its mbarrier.  The
// hazard checker remembers the bytes each load wrote and reports a warp
// that touches them before it has seen that mbarrier phase complete
// (through a successful PHASECHK), a write to shared memory that an
// in-flight HGMMA or a pending bulk/TMA store still reads, and an
// async-proxy read (HGMMA, UTMASTG, UBLKCP) of bytes a generic store wrote
// with no FENCE.VIEW.ASYNC.S (fence.proxy.async) after it.
//
//===----------------------------------------------------------------------===//

#include "AsyncModel.h"
#include "Engine.h"
#include "FloatOps.h"
#include "oa/Launch/TensorMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstring>

using namespace oa;
using namespace oa::emu;

namespace oa {
namespace emu {
struct TmaView : launch::EmuTensorMap {};
} // namespace emu
} // namespace oa

namespace {

std::string hex(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(V, 0);
  return S;
}

uint64_t ur64(const Warp &W, uint8_t R) {
  if (R >= 63)
    return 0;
  return W.UR[R] | (uint64_t)(R + 1 < 63 ? W.UR[R + 1] : 0) << 32;
}
uint32_t ur(const Warp &W, unsigned R) { return R >= 63 ? 0 : W.UR[R]; }

/// A shared address without the CTA-in-cluster bits (single-CTA clusters).
uint32_t cta(uint64_t A) { return (uint32_t)(A & 0xffffff); }

} // namespace

uint8_t *Engine::asyncShared(Warp &W, const Inst &I, uint32_t Addr, uint32_t Bytes,
                             const char *What) {
  if ((uint64_t)Addr + Bytes > Shared.size() || Addr < SharedBase) {
    fail(I, -1, W, std::string("error: ") + What + " at shared " + hex(Addr) + " (" +
                       std::to_string(Bytes) + " bytes) is outside shared memory [" +
                       hex(SharedBase) + ", " + hex(Shared.size()) + ")");
    return nullptr;
  }
  return Shared.data() + Addr;
}

// SYNCS.EXCH (mbarrier.init) completes asynchronously, on its write
// scoreboard: until its warp has waited for that scoreboard (the GPU lets
// a CTA barrier pass before the init lands), an arrival, a transaction or
// a wait on the mbarrier may meet the old word, and the init then erases
// it (ptxas waits for the init at the barrier that publishes it).
std::string Engine::notDone(const Pending &P, const char *What) {
  return P.SB < 6 ? "nothing waited on SB" + std::to_string(P.SB)
                  : "the " + std::string(What) + " has no write scoreboard";
}

void Engine::checkInitDone(const Inst &I, uint32_t Addr) {
  auto It = MbarInitPending.find(Addr);
  if (It == MbarInitPending.end())
    return;
  if (!done(It->second) && O.CheckHazards)
    hazard(I, "uses the mbarrier at shared " + hex(Addr) + " before its init (SYNCS.EXCH at " +
                  formatPC(It->second.PC) + ", warp " + std::to_string(It->second.Warp) +
                  ") is known to be done: " + notDone(It->second, "init"));
  MbarInitPending.erase(It); // done, or reported once
}

bool Engine::mbarUpdate(Warp &W, const Inst &I, int Lane, uint32_t Addr, int Arrivals,
                        int64_t Tx, bool Drop, uint64_t *Old) {
  if (Addr % 8) {
    fail(I, Lane, W, "error: misaligned mbarrier at shared " + hex(Addr));
    return false;
  }
  uint8_t *P = asyncShared(W, I, Addr, 8, "mbarrier");
  if (!P)
    return false;
  bool SM90 = this->P.Img.SM >= 90;
  if (SM90 && O.CheckHazards && !MbarInit.count(Addr))
    hazard(I, "uses the mbarrier at shared " + hex(Addr) +
                  ", which no SYNCS.EXCH (mbarrier.init) initialised");
  if (SM90)
    checkInitDone(I, Addr);
  uint64_t V;
  std::memcpy(&V, P, 8);
  if (Old)
    *Old = V;
  Mbar B = SM90 ? decodeMbar90(V) : decodeMbar80(V);
  if (Drop) // arrive_drop: each arrival also leaves the later phases
    B.Expected -= std::min<uint32_t>(B.Expected, Arrivals > 0 ? (uint32_t)Arrivals : 0);
  B.Tx += (int32_t)Tx;
  if (Arrivals > (int)B.Pending) {
    if (O.CheckHazards)
      hazard(I, std::to_string(Arrivals) + " arrivals on the mbarrier at shared " + hex(Addr) +
                    " with " + std::to_string(B.Pending) + " pending in its phase");
    Arrivals = (int)B.Pending;
  }
  B.Pending -= Arrivals;
  if (B.Pending == 0 && B.Tx == 0) {
    B.Phase ^= 1;
    B.Pending = B.Expected;
    ++MbarDone[Addr];
  }
  V = SM90 ? encodeMbar90(B) : encodeMbar80(B);
  std::memcpy(P, &V, 8);
  ++SyncEpoch;
  return true;
}

void Engine::proxyRead(Warp &W, const Inst &I, uint32_t Lo, uint32_t Hi) {
  if (GenWrite.empty())
    return;
  for (size_t K = 0; K < FencePending.size();) {
    const PendingFence &PF = FencePending[K];
    bool Hit = !done(PF.F) &&
               llvm::any_of(PF.Ranges, [&](auto R) { return R.first < Hi && Lo < R.second; });
    if (Hit)
      hazard(I, "reads shared memory [" + hex(Lo) + ", " + hex(Hi) +
                    ") through the async proxy before the FENCE.VIEW.ASYNC.S at " +
                    formatPC(PF.F.PC) + " (warp " + std::to_string(PF.F.Warp) +
                    ") is known to be done: " + notDone(PF.F, "fence"));
    if (Hit || done(PF.F)) // done, or reported once
      FencePending.erase(FencePending.begin() + K);
    else
      ++K;
  }
  for (uint32_t A = Lo; A < Hi && A < GenWrite.size(); ++A)
    if (GenWrite[A]) {
      hazard(I, "reads shared memory at " + hex(A) + " through the async proxy; " +
                    P.Insts[(GenWrite[A] - 1) / 16].Mnemonic + " at " +
                    formatPC(GenWrite[A] - 1) +
                    " wrote it and no FENCE.VIEW.ASYNC.S (fence.proxy.async) followed");
      return;
    }
}

void Engine::checkAsyncProxy(Warp &W, const Inst &I, int Lane, uint32_t Lo, uint32_t Hi,
                             bool Write, bool Async) {
  for (const TmaWrite &T : TmaWrites) {
    if (!(T.Lo < Hi && Lo < T.Hi))
      continue;
    if (Async) {
      // An async copy over bytes an earlier one filled: a race unless some
      // warp has waited for the earlier one (the "empty" barrier of a
      // pipeline orders the two).
      bool Seen = false;
      for (Warp *O2 : Warps) {
        auto It = O2->Observed.find(T.Bar);
        Seen |= It != O2->Observed.end() && It->second >= T.Need;
      }
      if (!Seen) {
        hazard(I, "overwrites shared memory [" + hex(std::max(Lo, T.Lo)) + ", " +
                      hex(std::min(Hi, T.Hi)) + ") that " + P.Insts[T.PC / 16].Mnemonic + " at " +
                      formatPC(T.PC) + " filled and no warp has waited for (mbarrier at " +
                      hex(T.Bar) + ")");
        return;
      }
      continue;
    }
    auto It = W.Observed.find(T.Bar);
    uint64_t Seen = It == W.Observed.end() ? 0 : It->second;
    if (Seen < T.Need) {
      // Once per instruction and copy, not per lane.
      if (AsyncReported.insert({I.PC, T.PC}).second)
        hazard(I, (Lane >= 0 ? "lane " + std::to_string(Lane) + " " : std::string()) +
                      (Write ? "writes" : "reads") + " shared memory [" + hex(Lo) + ", " +
                      hex(Hi) + ") that " + P.Insts[T.PC / 16].Mnemonic + " at " +
                      formatPC(T.PC) + " fills, before this warp waited for the mbarrier at " +
                      hex(T.Bar) + " to complete");
      return;
    }
  }
  if (!Write)
    return;
  for (Warp *O2 : Warps) {
    if (!O2->GmmaInFlight)
      continue;
    auto Check = [&](const Warp::GmmaGroup &G) {
      for (auto [L, H] : G.Smem)
        if (L < Hi && Lo < H) {
          hazard(I, "writes shared memory [" + hex(Lo) + ", " + hex(Hi) + ") that the HGMMA at " +
                        formatPC(G.PC) + " (warp " + std::to_string(O2->Id) +
                        ") may still read: no WARPGROUP.DEPBAR has retired it");
          return true;
        }
      return false;
    };
    for (const Warp::GmmaGroup &G : O2->GmmaGroups)
      if (Check(G))
        return;
    if (O2->GmmaOpenAny && Check(O2->GmmaOpen))
      return;
  }
  for (size_t K = 0; K < BulkReads.size(); ++K) {
    const AsyncCopy &C = BulkReads[K];
    if (asyncDone(C)) {
      BulkReads.erase(BulkReads.begin() + K--);
      continue;
    }
    if (C.Lo < Hi && Lo < C.Hi) {
      hazard(I, "writes shared memory [" + hex(Lo) + ", " + hex(Hi) + ") that the " +
                    P.Insts[C.PC / 16].Mnemonic + " at " + formatPC(C.PC) +
                    " still reads: no wait on its bulk group (cp.async.bulk.wait_group.read) "
                    "covers it");
      BulkReads.erase(BulkReads.begin() + K);
      return;
    }
  }
}

bool Engine::tensorMap(Warp &W, const Inst &I, uint64_t Addr, TmaView &M) {
  uint8_t Buf[128];
  const uint8_t *Src = nullptr;
  if (Addr >= kConstWin && Addr + 128 <= kConstWin + C0.size())
    Src = C0.data() + (Addr - kConstWin);
  else if (Addr >= kSharedWin && Addr < kSharedWin + kWinSize) {
    uint32_t A = cta(Addr - kSharedWin);
    if (A + 128 <= Shared.size())
      Src = Shared.data() + A;
  } else
    Src = Mem.translate(Addr, 128);
  if (!Src) {
    fail(I, -1, W, "error: the tensor map at " + hex(Addr) + " is not in any memory");
    return false;
  }
  if (Addr % 64) {
    fail(I, -1, W, "error: the tensor map at " + hex(Addr) + " is not 64-byte aligned");
    return false;
  }
  std::memcpy(Buf, Src, 128);
  if (!launch::decodeEmuTensorMap(Buf, M)) {
    fail(I, -1, W, "error: the tensor map at " + hex(Addr) +
                       " is not one oa-emu made (give it as a \"tensormap\" argument of the "
                       "launch description)");
    return false;
  }
  if (M.Interleave) {
    fail(I, -1, W, "not supported: interleaved tensor maps");
    return false;
  }
  return true;
}

bool Engine::execAsync(Warp &W, const Inst &I, uint32_t M) {
  const bool SM90 = P.Img.SM >= 90;
  auto LaneAddr = [&](int Lane) -> uint32_t {
    uint32_t A = I.A.Reg == 255 || I.A.K != SrcKind::Reg ? 0 : W.R[I.A.Reg][Lane];
    if (I.B.K == SrcKind::UReg)
      A += ur(W, I.B.Reg);
    return cta((uint32_t)(A + (uint32_t)I.Off));
  };
  switch (I.Opc) {
  case Op::SYNCS: {
    if (I.M0 == SyncsExch || I.M0 == SyncsLd) {
      if (!M)
        return true;
      uint32_t A = cta(ur(W, I.A.Reg) + (uint32_t)I.Off);
      if (A % 8) {
        fail(I, -1, W, "error: misaligned mbarrier at shared " + hex(A));
        return true;
      }
      uint8_t *Ptr = asyncShared(W, I, A, 8, "mbarrier");
      if (!Ptr)
        return true;
      uint64_t Old;
      std::memcpy(&Old, Ptr, 8);
      if (I.M0 == SyncsExch) {
        uint64_t New = ur64(W, I.C.Reg);
        std::memcpy(Ptr, &New, 8);
        MbarInit.insert(A);
        MbarInitPending[A] = pending(W, I);
        ++SyncEpoch;
      }
      if (I.Rd < 63) {
        W.UR[I.Rd] = (uint32_t)Old;
        if (I.Rd + 1 < 63)
          W.UR[I.Rd + 1] = (uint32_t)(Old >> 32);
      }
      return true;
    }
    if (I.M0 == SyncsCctl) {
      for (uint32_t Ms = M; Ms; Ms &= Ms - 1)
        MbarInit.erase(LaneAddr(__builtin_ctz(Ms)));
      return true;
    }
    if (I.M0 == SyncsArrive && (I.M2 & 4)) {
      // .TMASK: the lanes on one address arrive as one, with the sum of
      // their counts (ptxas passes every lane the same count); each gets
      // the word before that arrival, its low half replaced by the mask of
      // those lanes (ptxas then adds the lanes below it to its copy).
      for (uint32_t Left = M; Left;) {
        uint32_t A = LaneAddr(__builtin_ctz(Left)), Group = 0;
        int Arr = 0;
        int64_t Tx = 0;
        for (uint32_t Ms = Left; Ms; Ms &= Ms - 1) {
          int Lane = __builtin_ctz(Ms);
          if (LaneAddr(Lane) != A)
            continue;
          Group |= 1u << Lane;
          uint32_t Rb = I.C.Reg == 255 ? 0 : W.R[I.C.Reg][Lane];
          switch (I.M1) {
          case 0: Arr += 1, Tx += Rb; break;
          case 1: Arr += 1; break;
          case 2: Tx += 1; break;
          case 3: Tx += Rb; break;
          case 4: Tx -= (int64_t)Rb; break;
          default: Arr += (int)Rb; break;
          }
        }
        Left &= ~Group;
        uint64_t Old;
        if (!mbarUpdate(W, I, __builtin_ctz(Group), A, Arr, Tx, I.M2 & 2, &Old))
          return true;
        if (!(I.M2 & 1) && I.Rd != 255)
          for (uint32_t Ms = Group; Ms; Ms &= Ms - 1) {
            int Lane = __builtin_ctz(Ms);
            W.R[I.Rd][Lane] = Group;
            if (I.Rd + 1 < 255)
              W.R[I.Rd + 1][Lane] = (uint32_t)(Old >> 32);
          }
      }
      return true;
    }
    if (I.M0 == SyncsArrive) {
      for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
        int Lane = __builtin_ctz(Ms);
        uint32_t Rb = I.C.Reg == 255 ? 0 : W.R[I.C.Reg][Lane];
        int Arr = 0;
        int64_t Tx = 0;
        switch (I.M1) {
        case 0: Arr = 1, Tx = Rb; break;  // arrive.expect_tx
        case 1: Arr = 1; break;            // .A1T0: arrive
        case 2: Tx = 1; break;             // .A0T1: one transaction ARRIVES.TRANSCNT completes
        case 3: Tx = Rb; break;            // .A0TR: expect_tx
        case 4: Tx = -(int64_t)Rb; break;  // .A0TX: complete_tx
        default: Arr = (int)Rb; break;     // .ART0: arrive with a count
        }
        uint64_t Old;
        if (!mbarUpdate(W, I, Lane, LaneAddr(Lane), Arr, Tx, I.M2 & 2, &Old))
          return true;
        if (!(I.M2 & 1) && I.Rd != 255) {
          W.R[I.Rd][Lane] = (uint32_t)Old;
          if (I.Rd + 1 < 255)
            W.R[I.Rd + 1][Lane] = (uint32_t)(Old >> 32);
        }
      }
      return true;
    }
    // PHASECHK: is the phase named by bit 31 of Rb over?
    uint32_t Pu = 0;
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint32_t A = LaneAddr(Lane);
      if (A % 8) {
        fail(I, Lane, W, "error: misaligned mbarrier at shared " + hex(A));
        return true;
      }
      uint8_t *Ptr = asyncShared(W, I, A, 8, "mbarrier");
      if (!Ptr)
        return true;
      if (O.CheckHazards && !MbarInit.count(A))
        hazard(I, "uses the mbarrier at shared " + hex(A) +
                      ", which no SYNCS.EXCH (mbarrier.init) initialised");
      checkInitDone(I, A);
      uint64_t V;
      std::memcpy(&V, Ptr, 8);
      uint32_t Rb = I.C.Reg == 255 ? 0 : W.R[I.C.Reg][Lane];
      if ((V >> 63) != (Rb >> 31)) {
        Pu |= 1u << Lane;
        W.Observed[A] = MbarDone[A];
      }
    }
    writeP(W, I, I.Pu, Pu, M);
    if ((Pu & M) != M)
      W.YieldNow = true;
    return true;
  }
  case Op::MBAR80:
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint64_t Old;
      if (!mbarUpdate(W, I, Lane, LaneAddr(Lane), 1, 0, false, &Old))
        return true;
      if (I.Rd != 255) {
        W.R[I.Rd][Lane] = (uint32_t)Old;
        if (I.Rd + 1 < 255)
          W.R[I.Rd + 1][Lane] = (uint32_t)(Old >> 32);
      }
    }
    return true;
  case Op::ARRIVES:
    // The thread's LDGSTS happened when issued: arrive now.  Copies not
    // yet committed (no LDGDEPBAR) become visible with this barrier's next
    // completion, as TMA bytes are.
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint32_t Bar = LaneAddr(Lane);
      if (O.CheckHazards) {
        for (size_t K = 0; K < Async.size();) {
          if (Async[K].Warp == W.Id && Async[K].Group < 0) {
            TmaWrites.push_back({Async[K].Lo, Async[K].Hi, Async[K].PC, Bar, MbarDone[Bar] + 1});
            Async[K] = Async.back();
            Async.pop_back();
          } else
            ++K;
        }
      }
      if (!mbarUpdate(W, I, Lane, Bar, I.M1 == 1 ? 1 : 0, I.M1 == 2 ? -1 : 0, false, nullptr))
        return true;
    }
    return true;
  case Op::UTMALDG:
  case Op::UTMASTG: {
    if (!M)
      return true;
    TmaView Map;
    if (!tensorMap(W, I, ur64(W, I.A.Reg), Map))
      return true;
    bool Load = I.Opc == Op::UTMALDG;
    if (Map.Rank != (unsigned)I.M0) {
      fail(I, -1, W, "error: a " + std::to_string(I.M0) + "D TMA copy with a " +
                         std::to_string(Map.Rank) + "-dimensional tensor map");
      return true;
    }
    unsigned B = I.B.Reg;
    uint32_t Sh = cta(ur(W, B)), Bar = Load ? cta(ur(W, B + 1)) : 0;
    int32_t Coord[5];
    for (unsigned D = 0; D < Map.Rank; ++D)
      Coord[D] = (int32_t)ur(W, B + (Load ? 2 : 1) + D);
    if (Sh % 128) {
      fail(I, -1, W, "error: TMA shared address " + hex(Sh) + " is not 128-byte aligned");
      return true;
    }
    unsigned E = Map.ElemBytes, Cnt[5] = {1, 1, 1, 1, 1};
    // The box must start on a 16-byte boundary of its row: the H200 stops
    // the kernel with CUDA_ERROR_ILLEGAL_INSTRUCTION otherwise (tma_layout's
    // nvcc build on 2026-12-05, at column 90 of an f32 tensor; Triton saw
    // the same, triton-lang/triton#7385).  cuTensorMapEncodeTiled cannot
    // check it: the coordinates come at run time.
    if ((int64_t)Coord[0] * E % 16) {
      fail(I, -1, W, "error: TMA box at column " + std::to_string(Coord[0]) + " of the innermost "
                         "dimension starts " + std::to_string((int64_t)Coord[0] * E) +
                         " bytes into its row, not a multiple of 16 (the GPU faults: "
                         "CUDA_ERROR_ILLEGAL_INSTRUCTION)");
      return true;
    }
    uint64_t Total = E;
    for (unsigned D = 0; D < Map.Rank; ++D) {
      Cnt[D] = (Map.Box[D] + Map.ElementStrides[D] - 1) / Map.ElementStrides[D];
      Total *= Cnt[D];
    }
    if (!asyncShared(W, I, Sh, (uint32_t)Total, "TMA box"))
      return true;
    // The swizzle XORs the 16-byte chunk (address bits 4..) with the
    // 128-byte row (bits 7..) inside each 2^(7+n) byte span, as wgmma reads it.
    unsigned SwB = Map.Swizzle; // 1: 32B, 2: 64B, 3: 128B
    auto Phys = [&](uint32_t A) { return swizzle(A, SwB); };
    uint32_t Lo = UINT32_MAX, Hi = 0;
    if (!Load && O.CheckHazards)
      proxyRead(W, I, Sh, Sh + (uint32_t)Total);
    uint64_t Idx = 0;
    unsigned I0, I1, I2, I3, I4;
    for (I4 = 0; I4 < Cnt[4]; ++I4)
      for (I3 = 0; I3 < Cnt[3]; ++I3)
        for (I2 = 0; I2 < Cnt[2]; ++I2)
          for (I1 = 0; I1 < Cnt[1]; ++I1)
            for (I0 = 0; I0 < Cnt[0]; ++I0, ++Idx) {
              unsigned Ix[5] = {I0, I1, I2, I3, I4};
              bool In = true;
              uint64_t G = Map.Global;
              for (unsigned D = 0; D < Map.Rank; ++D) {
                int64_t C = (int64_t)Coord[D] + (int64_t)Ix[D] * Map.ElementStrides[D];
                In &= C >= 0 && (uint64_t)C < Map.Dims[D];
                G += (uint64_t)C * Map.Strides[D];
              }
              uint32_t A = Phys(Sh + (uint32_t)(Idx * E));
              if (A + E > Shared.size()) {
                fail(I, -1, W, "error: TMA box byte at shared " + hex(A) + " is outside shared memory");
                return true;
              }
              Lo = std::min(Lo, A), Hi = std::max(Hi, A + E);
              uint8_t *S = Shared.data() + A;
              uint8_t *Gp = In ? Mem.translate(G, E) : nullptr;
              if (In && !Gp) {
                fail(I, -1, W, "error: the tensor map reaches global " + hex(G) + " (" +
                                   Mem.describe(G) + ")");
                return true;
              }
              if (!Load) {
                if (In)
                  std::memcpy(Gp, S, E); // out-of-bounds elements are not stored
                continue;
              }
              if (In) {
                std::memcpy(S, Gp, E);
              } else if (Map.OobFill && Map.IsFloat) {
                uint64_t Nan = E == 2 ? (Map.CuDataType == 9 ? 0x7fc0 : 0x7e00)
                               : E == 4 ? 0x7fc00000u : 0x7ff8000000000000ull;
                std::memcpy(S, &Nan, E);
              } else
                std::memset(S, 0, E);
            }
    if (!Load) {
      if (O.CheckHazards)
        BulkReads.push_back({Lo, Hi, I.PC, (uint16_t)W.Id, -1});
      return true;
    }
    if (O.CheckHazards) {
      checkAsyncProxy(W, I, -1, Lo, Hi, true, true);
      for (size_t K = 0; K < TmaWrites.size();)
        if (TmaWrites[K].Lo >= Lo && TmaWrites[K].Hi <= Hi)
          TmaWrites.erase(TmaWrites.begin() + K);
        else
          ++K;
      TmaWrites.push_back({Lo, Hi, I.PC, Bar, MbarDone[Bar] + 1});
      if (!GenWrite.empty())
        std::fill(GenWrite.begin() + Lo, GenWrite.begin() + Hi, 0);
    }
    mbarUpdate(W, I, -1, Bar, 0, -(int64_t)Total, false, nullptr);
    return true;
  }
  case Op::UBLKCP: {
    if (!M)
      return true;
    uint32_t Bytes = ur(W, I.C.Reg) * 16;
    if (I.M0 == 1) { // .S.G: global -> shared, completing on an mbarrier
      uint32_t Dst = cta(ur(W, I.B.Reg)), Bar = cta(ur(W, I.B.Reg + 1));
      uint64_t Src = ur64(W, I.A.Reg);
      uint8_t *D = asyncShared(W, I, Dst, Bytes, "bulk copy destination");
      uint8_t *S = D ? Mem.translate(Src, Bytes) : nullptr;
      if (D && !S)
        fail(I, -1, W, "error: bulk copy from global " + hex(Src) + " (" + std::to_string(Bytes) +
                           " bytes, " + Mem.describe(Src) + ")");
      if (!S)
        return true;
      if (O.CheckHazards) {
        checkAsyncProxy(W, I, -1, Dst, Dst + Bytes, true, true);
        TmaWrites.push_back({Dst, Dst + Bytes, I.PC, Bar, MbarDone[Bar] + 1});
        if (!GenWrite.empty())
          std::fill(GenWrite.begin() + Dst, GenWrite.begin() + Dst + Bytes, 0);
      }
      std::memcpy(D, S, Bytes);
      mbarUpdate(W, I, -1, Bar, 0, -(int64_t)Bytes, false, nullptr);
      return true;
    }
    uint64_t Dst = ur64(W, I.B.Reg);
    uint32_t Src = cta(ur(W, I.A.Reg));
    uint8_t *S = asyncShared(W, I, Src, Bytes, "bulk copy source");
    uint8_t *D = S ? Mem.translate(Dst, Bytes) : nullptr;
    if (S && !D)
      fail(I, -1, W, "error: bulk copy to global " + hex(Dst) + " (" + std::to_string(Bytes) +
                         " bytes, " + Mem.describe(Dst) + ")");
    if (!D)
      return true;
    if (O.CheckHazards) {
      proxyRead(W, I, Src, Src + Bytes);
      BulkReads.push_back({Src, Src + Bytes, I.PC, (uint16_t)W.Id, -1});
    }
    std::memcpy(D, S, Bytes);
    return true;
  }
  case Op::UTMACMDFLUSH:
    return true; // the bulk group is committed in hazardsAfter (its read scoreboard)
  case Op::FENCEASYNC:
    if (I.M0 == 0 && !GenWrite.empty()) {
      for (auto [L, H] : W.GenDirty)
        std::fill(GenWrite.begin() + L, GenWrite.begin() + H, 0);
      // The fence takes effect when it completes (its write scoreboard):
      // until its warp has waited for that, the bytes stay unfenced.
      if (!W.GenDirty.empty())
        FencePending.push_back({pending(W, I), std::move(W.GenDirty)});
      W.GenDirty.clear();
    }
    return true;
  case Op::ELECT: {
    uint32_t Mask = M;
    if (I.B.K == SrcKind::UReg)
      Mask &= I.M1 ? ~ur(W, I.B.Reg) : ur(W, I.B.Reg);
    else
      Mask &= readPred(W, I, I.Pp);
    int Leader = Mask ? __builtin_ctz(Mask) : -1;
    writeP(W, I, I.Pu, Leader >= 0 ? 1u << Leader : 0, M);
    if (M && I.Rd < 63)
      W.UR[I.Rd] = Leader >= 0 ? (uint32_t)Leader : 0;
    return true;
  }
  case Op::USETMAXREG: {
    if (!M)
      return true;
    unsigned N = I.M1;
    if (N < 24 || N > 256 || N % 8) {
      fail(I, -1, W, "error: setmaxnreg to " + std::to_string(N) +
                         " registers (a multiple of 8 from 24 to 256)");
      return true;
    }
    if (I.M0 == 1) { // DEALLOC
      if (N > W.MaxRegs) {
        fail(I, -1, W, "error: setmaxnreg.dec to " + std::to_string(N) + " registers from " +
                           std::to_string(W.MaxRegs));
        return true;
      }
      RegPool += (uint64_t)(W.MaxRegs - N) * 32;
      W.MaxRegs = W.RegLimit = N;
      ++SyncEpoch;
      return true;
    }
    if (N < W.MaxRegs) {
      fail(I, -1, W, "error: setmaxnreg.inc to " + std::to_string(N) + " registers from " +
                         std::to_string(W.MaxRegs));
      return true;
    }
    uint64_t Need = (uint64_t)(N - W.MaxRegs) * 32;
    bool Ok = RegPool >= Need;
    if (Ok) {
      RegPool -= Need;
      W.MaxRegs = W.RegLimit = N;
    } else
      W.YieldNow = true;
    if ((I.Pu & 7) != 7)
      W.UP = (uint8_t)((W.UP & ~(1u << I.Pu)) | ((unsigned)Ok << I.Pu));
    return true;
  }
  case Op::WARPGROUP:
    if (!M)
      return true;
    if (I.M0 == 0)
      std::memset(W.FenceDirty, 0, sizeof(W.FenceDirty));
    else
      gmmaRetire(W, I.M0 == 1 ? 0 : (unsigned)I.M1);
    return true;
  default:
    (void)SM90;
    return false;
  }
}

void Engine::gmmaRetire(Warp &W, unsigned Keep) {
  if (W.GmmaGroups.size() <= Keep)
    return;
  W.GmmaInFlight -= (unsigned)(W.GmmaGroups.size() - Keep);
  W.GmmaGroups.erase(W.GmmaGroups.begin(), W.GmmaGroups.end() - Keep);
  // A register can belong to several groups (chained accumulation): what
  // is left in flight owns it.
  std::memset(W.GmmaBusy, 0, sizeof(W.GmmaBusy));
  auto Mark = [&](const Warp::GmmaGroup &G) {
    for (auto [R, N] : G.Regs)
      for (unsigned K = 0; K < N && R + K < 256; ++K)
        W.GmmaBusy[R + K] = G.PC + 1;
  };
  for (const Warp::GmmaGroup &G : W.GmmaGroups)
    Mark(G);
  if (W.GmmaOpenAny)
    Mark(W.GmmaOpen);
}
