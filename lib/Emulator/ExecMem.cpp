//===-- ExecMem.cpp - memory, atomic and warp-collective semantics --------===//
//
// Every access is checked against the memory it names: global buffers (as
// registered), the CTA's shared memory, the thread's local memory and the
// constant banks.  A miss stops the run with the instruction, lane and
// address.  Lanes are served in lane order, which also orders atomics.
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include "FloatOps.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace oa;
using namespace oa::emu;


static std::string hex(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(V, 0);
  return S;
}

uint8_t *Engine::globalPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes,
                           const char *What) {
  if (Addr % Bytes) {
    fail(I, Lane, W, std::string("error: misaligned ") + What + " of " + std::to_string(Bytes) +
                         " bytes at " + hex(Addr));
    return nullptr;
  }
  uint8_t *Ptr = Mem.translate(Addr, Bytes);
  if (!Ptr)
    fail(I, Lane, W, std::string("error: out-of-bounds global ") + What + " of " +
                         std::to_string(Bytes) + " bytes at " + hex(Addr) + " (" +
                         Mem.describe(Addr) + ")");
  return Ptr;
}

uint8_t *Engine::sharedPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes) {
  uint64_t A = Addr & 0xffffffu; // bits 24+ name the CTA of a cluster (size 1)
  if (Addr % Bytes) {
    fail(I, Lane, W, "error: misaligned shared access of " + std::to_string(Bytes) +
                         " bytes at " + hex(Addr));
    return nullptr;
  }
  if ((Addr >> 24) != 0 && (Addr >> 32) == 0 && P.Img.SM < 90)
    A = Addr;
  if (A < SharedBase || A + Bytes > Shared.size()) {
    fail(I, Lane, W, "error: out-of-bounds shared access of " + std::to_string(Bytes) +
                         " bytes at " + hex(Addr) + " (shared memory is [" + hex(SharedBase) +
                         ", " + hex(Shared.size()) + "))");
    return nullptr;
  }
  if (O.CheckHazards && !Async.empty() && I.Opc != Op::LDGSTS)
    checkAsync(I, Lane, (uint32_t)A, (uint32_t)(A + Bytes));
  if (O.CheckHazards && P.Img.SM >= 90) {
    bool Write = I.Opc == Op::STS || I.Opc == Op::ST || I.Opc == Op::ATOMS ||
                 I.Opc == Op::STSM || I.Opc == Op::LDGSTS;
    if (!TmaWrites.empty() || !BulkReads.empty() || Write)
      checkAsyncProxy(W, I, Lane, (uint32_t)A, (uint32_t)(A + Bytes), Write);
    // Generic writes an async-proxy reader must not see without a fence.
    if (Write && !GenWrite.empty()) {
      for (uint64_t K = A; K < A + Bytes; ++K)
        GenWrite[K] = I.PC + 1;
      if (W.GenDirty.empty() || W.GenDirty.back().second != A)
        W.GenDirty.push_back({(uint32_t)A, (uint32_t)(A + Bytes)});
      else
        W.GenDirty.back().second = (uint32_t)(A + Bytes);
    }
  }
  return Shared.data() + A;
}

uint8_t *Engine::constPtr(Warp &W, const Inst &I, int Lane, uint64_t Off, unsigned Bytes) {
  if (Off % Bytes || Off + Bytes > C0.size()) {
    fail(I, Lane, W, "error: out-of-bounds generic load of " + std::to_string(Bytes) +
                         " bytes at constant bank 0 offset " + hex(Off));
    return nullptr;
  }
  return C0.data() + Off;
}

uint8_t *Engine::localPtr(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes) {
  if (Addr % Bytes || Addr + Bytes > LocalBytes) {
    fail(I, Lane, W, "error: out-of-bounds local access of " + std::to_string(Bytes) +
                         " bytes at " + hex(Addr) + " (local memory is " +
                         std::to_string(LocalBytes) + " bytes per thread)");
    return nullptr;
  }
  size_t Need = (size_t)Warps.size() * 32 * LocalBytes;
  if (Local.size() < Need)
    Local.resize(Need, 0);
  return Local.data() + ((size_t)W.Id * 32 + Lane) * LocalBytes + Addr;
}

static void loadBytes(uint32_t *Dst, const uint8_t *Src, unsigned Bytes, unsigned SizeCode) {
  if (Bytes >= 4) {
    std::memcpy(Dst, Src, Bytes);
    return;
  }
  uint32_t V = 0;
  std::memcpy(&V, Src, Bytes);
  if (SizeCode == 1)
    V = (uint32_t)(int32_t)(int8_t)V;
  else if (SizeCode == 3)
    V = (uint32_t)(int32_t)(int16_t)V;
  Dst[0] = V;
}

template <typename T> static T atomOp(unsigned Op, T Old, T B, bool &Ok) {
  Ok = true;
  switch (Op) {
  case 0: return Old + B;
  case 1: return B < Old ? B : Old;
  case 2: return B > Old ? B : Old;
  case 5: return Old & B;
  case 6: return Old | B;
  case 7: return Old ^ B;
  case 8: return B;
  case 3: return Old >= B ? 0 : Old + 1;
  case 4: return (Old == 0 || Old > B) ? B : Old - 1;
  default: Ok = false; return Old;
  }
}

bool Engine::execMem(Warp &W, const Inst &I, uint32_t M) {
  switch (I.Opc) {
  case Op::LDG:
  case Op::STG:
  case Op::LD:
  case Op::ST: {
    bool Store = I.Opc == Op::STG || I.Opc == Op::ST;
    bool Generic = I.Opc == Op::LD || I.Opc == Op::ST;
    uint64_t UOff = 0;
    if (I.B.K == SrcKind::UReg && I.B.Reg < 63)
      UOff = W.UR[I.B.Reg] | ((uint64_t)(I.B.Reg + 1 < 63 ? W.UR[I.B.Reg + 1] : 0) << 32);
    unsigned Bytes = I.M2;
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint64_t Base = 0;
      if (I.A.Reg != 255) {
        Base = W.R[I.A.Reg][Lane];
        if (I.M1)
          Base |= (uint64_t)W.R[(I.A.Reg + 1) & 255][Lane] << 32;
      }
      uint64_t Addr = Base + UOff + (uint64_t)I.Off;
      uint8_t *Ptr;
      if (Generic && Addr >= kSharedWin && Addr < kSharedWin + kWinSize)
        Ptr = sharedPtr(W, I, Lane, Addr - kSharedWin, Bytes);
      else if (Generic && Addr >= kConstWin && Addr < kConstWin + kWinSize) {
        if (Store) {
          fail(I, Lane, W, "error: store to the kernel parameters at " + hex(Addr));
          return true;
        }
        Ptr = constPtr(W, I, Lane, Addr - kConstWin, Bytes);
      }
      else if (Generic && Addr >= kLocalWin && Addr < kLocalWin + kWinSize)
        Ptr = localPtr(W, I, Lane, Addr - kLocalWin, Bytes);
      else
        Ptr = globalPtr(W, I, Lane, Addr, Bytes, Store ? "store" : "load");
      if (!Ptr)
        return true;
      if (Store) {
        uint32_t V[4];
        for (unsigned K = 0; K < (Bytes + 3) / 4; ++K)
          V[K] = I.C.Reg == 255 || I.C.Reg + K >= 255 ? 0 : W.R[I.C.Reg + K][Lane];
        std::memcpy(Ptr, V, Bytes);
      } else {
        uint32_t V[4] = {0, 0, 0, 0};
        loadBytes(V, Ptr, Bytes, I.M0);
        for (unsigned K = 0; K < (Bytes + 3) / 4; ++K)
          if (I.Rd != 255 && I.Rd + K < 255)
            W.R[I.Rd + K][Lane] = V[K];
      }
    }
    return true;
  }
  case Op::LDS:
  case Op::STS:
  case Op::LDL:
  case Op::STL: {
    bool Store = I.Opc == Op::STS || I.Opc == Op::STL;
    bool Sh = I.Opc == Op::LDS || I.Opc == Op::STS;
    uint32_t UOff = I.B.K == SrcKind::UReg && I.B.Reg < 63 ? W.UR[I.B.Reg] : 0;
    unsigned Bytes = I.M2;
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint32_t Ra = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][Lane];
      uint64_t Addr = (uint32_t)(Ra * (uint32_t)I.M3 + UOff + (uint32_t)I.Off);
      uint8_t *Ptr = Sh ? sharedPtr(W, I, Lane, Addr, Bytes) : localPtr(W, I, Lane, Addr, Bytes);
      if (!Ptr)
        return true;
      if (Store) {
        uint32_t V[4];
        for (unsigned K = 0; K < (Bytes + 3) / 4; ++K)
          V[K] = I.C.Reg == 255 || I.C.Reg + K >= 255 ? 0 : W.R[I.C.Reg + K][Lane];
        std::memcpy(Ptr, V, Bytes);
      } else {
        uint32_t V[4] = {0, 0, 0, 0};
        loadBytes(V, Ptr, Bytes, I.M0);
        for (unsigned K = 0; K < (Bytes + 3) / 4; ++K)
          if (I.Rd != 255 && I.Rd + K < 255)
            W.R[I.Rd + K][Lane] = V[K];
      }
    }
    return true;
  }
  case Op::LDC:
  case Op::ULDC: {
    unsigned Bytes = I.M2;
    auto One = [&](int Lane, int64_t Off, uint32_t *V) {
      uint64_t X = 0;
      if (!constRead(I.M1, Off, Bytes, &X)) {
        fail(I, Lane, W, "error: constant bank " + std::to_string(I.M1) +
                             " read out of bounds at offset " + hex((uint64_t)Off));
        return false;
      }
      if (Bytes == 1 && I.M0 == 1)
        X = (uint32_t)(int32_t)(int8_t)X;
      if (Bytes == 2 && I.M0 == 3)
        X = (uint32_t)(int32_t)(int16_t)X;
      V[0] = (uint32_t)X, V[1] = (uint32_t)(X >> 32);
      return true;
    };
    if (I.Opc == Op::ULDC) {
      if (!M)
        return true;
      uint32_t V[2];
      if (!One(-1, I.Off, V))
        return true;
      if (I.Rd < 63)
        W.UR[I.Rd] = V[0];
      if (Bytes == 8 && I.Rd + 1 < 63)
        W.UR[I.Rd + 1] = V[1];
      return true;
    }
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      int64_t Off = I.Off + (I.A.Reg == 255 ? 0 : (int64_t)(int32_t)W.R[I.A.Reg][Lane]);
      uint32_t V[2];
      if (!One(Lane, Off, V))
        return true;
      if (I.Rd != 255)
        W.R[I.Rd][Lane] = V[0];
      if (Bytes == 8 && I.Rd + 1 < 255)
        W.R[I.Rd + 1][Lane] = V[1];
    }
    return true;
  }
  case Op::ATOMG:
  case Op::RED:
  case Op::ATOMS: {
    bool Shared = I.Opc == Op::ATOMS;
    bool Generic = std::strcmp(I.Mnemonic, "ATOM") == 0 || std::strcmp(I.Mnemonic, "RED") == 0;
    unsigned Bytes = I.M2;
    uint64_t UOff = 0;
    if (I.B.K == SrcKind::UReg && I.B.Reg < 63) {
      UOff = W.UR[I.B.Reg];
      if (!Shared)
        UOff |= (uint64_t)(I.B.Reg + 1 < 63 ? W.UR[I.B.Reg + 1] : 0) << 32;
    }
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint64_t Base = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][Lane];
      if (!Shared && I.M4 && I.A.Reg != 255)
        Base |= (uint64_t)W.R[(I.A.Reg + 1) & 255][Lane] << 32;
      if (Shared)
        Base *= (uint32_t)I.M3;
      uint64_t Addr = Base + UOff + (uint64_t)I.Off;
      if (Shared)
        Addr &= 0xffffffffu;
      // ATOM and sm_80's RED take generic addresses: the shared window is
      // shared memory (oa-llc's -O0 code reaches shared atomics so).
      uint8_t *Ptr = Shared ? sharedPtr(W, I, Lane, Addr, Bytes)
                     : Generic && Addr >= kSharedWin && Addr < kSharedWin + kWinSize
                         ? sharedPtr(W, I, Lane, Addr - kSharedWin, Bytes)
                         : globalPtr(W, I, Lane, Addr, Bytes, "atomic");
      if (!Ptr)
        return true;
      auto Reg64 = [&](uint8_t R) -> uint64_t {
        if (R == 255)
          return 0;
        uint64_t V = W.R[R][Lane];
        if (Bytes == 8)
          V |= (uint64_t)(R + 1 < 255 ? W.R[R + 1][Lane] : 0) << 32;
        return V;
      };
      uint64_t Bv = I.C.K == SrcKind::Imm ? I.C.Imm : Reg64(I.C.Reg), Old = 0, New = 0;
      std::memcpy(&Old, Ptr, Bytes);
      bool Ok = true;
      if (I.M0 == 100) {
        uint64_t Swap = Reg64(I.Rd2);
        New = Old == Bv ? Swap : Old;
      } else
        switch (I.M1) {
        case 0: New = atomOp<uint32_t>(I.M0, (uint32_t)Old, (uint32_t)Bv, Ok); break;
        case 1: New = (uint32_t)atomOp<int32_t>(I.M0, (int32_t)Old, (int32_t)Bv, Ok); break;
        case 2: New = atomOp<uint64_t>(I.M0, Old, Bv, Ok); break;
        case 5: New = (uint64_t)atomOp<int64_t>(I.M0, (int64_t)Old, (int64_t)Bv, Ok); break;
        case 3: {
          float F = asF((uint32_t)Old), G = asF((uint32_t)Bv);
          if (I.M0 == 0)
            New = asU(ftz(ftz(F) + ftz(G)));
          else if (I.M0 == 1 || I.M0 == 2)
            New = asU(I.M0 == 1 ? std::fmin(F, G) : std::fmax(F, G));
          else
            Ok = false;
          break;
        }
        case 6:
          if (I.M0 == 0)
            New = asU64(asD(Old) + asD(Bv));
          else
            Ok = false;
          break;
        default:
          Ok = false;
        }
      if (!Ok) {
        fail(I, Lane, W, std::string("not supported: ") + I.Mnemonic + " operation");
        return true;
      }
      std::memcpy(Ptr, &New, Bytes);
      if (I.Opc != Op::RED && I.Rd != 255) {
        W.R[I.Rd][Lane] = (uint32_t)Old;
        if (Bytes == 8 && I.Rd + 1 < 255)
          W.R[I.Rd + 1][Lane] = (uint32_t)(Old >> 32);
      }
    }
    return true;
  }
  case Op::LDGSTS: {
    // Pp false: the source is ignored and the bytes are zeroed.  .ZFILL
    // (cp.async with src-size): the low bits of the global address count
    // the trailing zero bytes; the copy reads the rest from the aligned
    // address (ptxas adds (size - src-size) to the address).
    unsigned Bytes = I.M2;
    uint64_t UOff = 0;
    if (I.B.K == SrcKind::UReg && I.B.Reg < 63)
      UOff = W.UR[I.B.Reg] | ((uint64_t)(I.B.Reg + 1 < 63 ? W.UR[I.B.Reg + 1] : 0) << 32);
    uint32_t SUOff = I.C.K == SrcKind::UReg && I.C.Reg < 63 ? W.UR[I.C.Reg] : 0;
    uint32_t Valid = readPred(W, I, I.Pp);
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int Lane = __builtin_ctz(Ms);
      uint64_t G = I.A.Reg == 255 ? 0 : W.R[I.A.Reg][Lane];
      if (I.Rd2 && I.A.Reg != 255)
        G |= (uint64_t)W.R[(I.A.Reg + 1) & 255][Lane] << 32;
      G += UOff + (uint64_t)I.Off;
      uint32_t S = (I.M3 == 255 ? 0 : W.R[I.M3][Lane]) + SUOff + (uint32_t)I.M4;
      uint8_t *Dst = sharedPtr(W, I, Lane, S, Bytes);
      if (!Dst)
        return true;
      unsigned Fill = 0;
      if (!(Valid >> Lane & 1))
        Fill = Bytes;
      else if (I.M1) {
        Fill = (unsigned)(G & (Bytes - 1));
        G &= ~(uint64_t)(Bytes - 1);
      }
      if (Fill < Bytes) {
        if (G % Bytes) {
          fail(I, Lane, W, "error: misaligned cp.async source of " + std::to_string(Bytes) +
                               " bytes at " + hex(G));
          return true;
        }
        uint8_t *Sp = Mem.translate(G, Bytes - Fill);
        if (!Sp) {
          fail(I, Lane, W, "error: out-of-bounds global load of " + std::to_string(Bytes - Fill) +
                               " bytes at " + hex(G) + " (" + Mem.describe(G) + ")");
          return true;
        }
        std::memcpy(Dst, Sp, Bytes - Fill);
      }
      std::memset(Dst + (Bytes - Fill), 0, Fill);
      if (O.CheckHazards) {
        uint32_t Lo = (uint32_t)(Dst - Shared.data());
        Async.push_back({Lo, Lo + Bytes, I.PC, (uint16_t)W.Id, -1});
      }
    }
    return true;
  }
  default:
    return false;
  }
}

bool Engine::execWarp(Warp &W, const Inst &I, uint32_t M) {
  switch (I.Opc) {
  case Op::SHFL: {
    uint32_t A[32], B[32], C[32], R[32];
    fetch(W, I, I.A, A);
    fetch(W, I, I.B, B);
    fetch(W, I, I.C, C);
    uint32_t Pu = 0;
    std::memcpy(R, A, sizeof(R));
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int L = __builtin_ctz(Ms);
      uint32_t Bv = B[L] & 31, Cv = C[L];
      uint32_t Clamp = Cv & 31, Seg = (Cv >> 8) & 31;
      int MaxL = (L & Seg) | (Clamp & ~Seg), MinL = L & Seg;
      int J;
      bool Ok;
      switch (I.M0) {
      case 0: J = MinL | (Bv & ~Seg); Ok = J <= MaxL; break;
      case 1: J = L - (int)Bv; Ok = J >= MaxL; break;
      case 2: J = L + (int)Bv; Ok = J <= MaxL; break;
      default: J = L ^ (int)Bv; Ok = J <= MaxL; break;
      }
      if (!Ok)
        J = L;
      R[L] = A[J & 31];
      Pu |= (uint32_t)Ok << L;
    }
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Pu, M);
    return true;
  }
  case Op::VOTE:
  case Op::VOTEU: {
    uint32_t Pv = readPred(W, I, I.Pp) & M;
    bool Res = I.M0 == 0 ? Pv == M : I.M0 == 1 ? Pv != 0 : (Pv == M || Pv == 0);
    if (I.Opc == Op::VOTEU) {
      if (M) {
        if (I.Rd < 63)
          W.UR[I.Rd] = Pv;
        if ((I.Pu & 7) != 7)
          W.UP = (uint8_t)((W.UP & ~(1u << I.Pu)) | ((unsigned)Res << I.Pu));
      }
      return true;
    }
    uint32_t R[32];
    for (unsigned K = 0; K < 32; ++K)
      R[K] = Pv;
    writeR(W, I, I.Rd, R, M);
    writeP(W, I, I.Pu, Res ? ~0u : 0u, M);
    return true;
  }
  case Op::MATCH: {
    uint64_t V[32];
    if (I.M1)
      fetch64(W, I, I.A, V);
    else {
      uint32_t A[32];
      fetch(W, I, I.A, A);
      for (unsigned K = 0; K < 32; ++K)
        V[K] = A[K];
    }
    uint32_t R[32] = {0}, Pu = 0;
    bool AllEq = true;
    for (uint32_t Ms = M; Ms; Ms &= Ms - 1) {
      int L = __builtin_ctz(Ms);
      uint32_t Same = 0;
      for (uint32_t N = M; N; N &= N - 1) {
        int J = __builtin_ctz(N);
        if (V[J] == V[L])
          Same |= 1u << J;
      }
      R[L] = Same;
      AllEq &= Same == M;
    }
    if (!I.M0) {
      for (unsigned K = 0; K < 32; ++K)
        R[K] = AllEq ? M : 0;
      Pu = AllEq ? ~0u : 0u;
      writeP(W, I, I.Pu, Pu, M);
    }
    writeR(W, I, I.Rd, R, M);
    return true;
  }
  case Op::REDUX: {
    if (!M)
      return true;
    uint32_t A[32];
    fetch(W, I, I.A, A);
    uint32_t Acc = A[__builtin_ctz(M)];
    for (uint32_t Ms = M & (M - 1); Ms; Ms &= Ms - 1) {
      uint32_t X = A[__builtin_ctz(Ms)];
      switch (I.M0) {
      case 0: Acc &= X; break;
      case 1: Acc |= X; break;
      case 2: Acc ^= X; break;
      case 3: Acc += X; break;
      case 4: Acc = I.M1 ? (uint32_t)std::min((int32_t)Acc, (int32_t)X) : std::min(Acc, X); break;
      case 5: Acc = I.M1 ? (uint32_t)std::max((int32_t)Acc, (int32_t)X) : std::max(Acc, X); break;
      default:
        fail(I, -1, W, "not supported: REDUX operation");
        return true;
      }
    }
    if (I.Rd < 63)
      W.UR[I.Rd] = Acc;
    return true;
  }
  default:
    return false;
  }
}
