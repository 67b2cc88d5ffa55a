//===-- ExecPrintf.cpp - the driver's vprintf -----------------------------===//
//
// vprintf for one lane (ExecDriver.cpp makes the call): the format at R4:R5
// is applied to the packed arguments at R6:R7 (generic addresses; each
// argument aligned to its size, floats promoted to double, as clang and nvcc
// pack them), the text is appended to the run's output, and the result is
// what CUDA's printf returns (the number of arguments).
//
//===----------------------------------------------------------------------===//

#include "Engine.h"
#include <cstdio>
#include <cstring>

using namespace oa;
using namespace oa::emu;

bool Engine::readGeneric(Warp &W, const Inst &I, int Lane, uint64_t Addr, unsigned Bytes,
                         void *Out) {
  auto *O8 = static_cast<uint8_t *>(Out);
  for (unsigned K = 0; K < Bytes; ++K) {
    uint64_t A = Addr + K;
    uint8_t *P;
    if (A >= kSharedWin && A < kSharedWin + kWinSize)
      P = sharedPtr(W, I, Lane, A - kSharedWin, 1);
    else if (A >= kConstWin && A < kConstWin + kWinSize)
      P = constPtr(W, I, Lane, A - kConstWin, 1);
    else if (A >= kLocalWin && A < kLocalWin + kWinSize)
      P = localPtr(W, I, Lane, A - kLocalWin, 1);
    else
      P = globalPtr(W, I, Lane, A, 1, "driver-function read");
    if (!P)
      return false;
    O8[K] = *P;
  }
  return true;
}

bool Engine::readString(Warp &W, const Inst &I, int Lane, uint64_t Addr, std::string &S) {
  S.clear();
  for (unsigned K = 0; K < (1u << 20); ++K) {
    char C;
    if (!readGeneric(W, I, Lane, Addr + K, 1, &C))
      return false;
    if (!C)
      return true;
    S += C;
  }
  fail(I, Lane, W, "error: a driver function reads an unterminated string");
  return false;
}

// One lane's printf; -1 after a failed read (the run has stopped).
int Engine::vprintfLane(Warp &W, const Inst &I, int Lane, std::string &Out) {
  uint64_t Fmt = W.R[4][Lane] | (uint64_t)W.R[5][Lane] << 32;
  uint64_t Args = W.R[6][Lane] | (uint64_t)W.R[7][Lane] << 32;
  if (!Fmt)
    return -1;
  std::string F;
  if (!readString(W, I, Lane, Fmt, F))
    return -2;
  uint64_t Off = 0;
  int N = 0;
  auto arg = [&](unsigned Bytes, uint64_t &V) {
    Off = (Off + Bytes - 1) / Bytes * Bytes;
    V = 0;
    if (!readGeneric(W, I, Lane, Args + Off, Bytes, &V))
      return false;
    Off += Bytes;
    ++N;
    return true;
  };
  for (size_t K = 0; K < F.size();) {
    if (F[K] != '%') {
      Out += F[K++];
      continue;
    }
    size_t Start = K++;
    if (K < F.size() && F[K] == '%') {
      Out += '%';
      ++K;
      continue;
    }
    std::string Spec = "%";
    while (K < F.size() && std::strchr("-+ #0", F[K]))
      Spec += F[K++];
    for (int Part = 0; Part < 2; ++Part) { // width, then precision
      if (Part == 1) {
        if (K >= F.size() || F[K] != '.')
          break;
        Spec += F[K++];
      }
      if (K < F.size() && F[K] == '*') {
        uint64_t V;
        if (!arg(4, V))
          return -2;
        Spec += std::to_string((int32_t)V);
        ++K;
      }
      while (K < F.size() && F[K] >= '0' && F[K] <= '9')
        Spec += F[K++];
    }
    unsigned Long = 0;
    while (K < F.size() && std::strchr("hlLqjzt", F[K])) {
      if (F[K] != 'h')
        Long = 1;
      ++K;
    }
    if (K >= F.size()) {
      Out += F.substr(Start);
      break;
    }
    char C = F[K++];
    char Buf[512];
    uint64_t V;
    if (std::strchr("diouxXc", C)) {
      if (!arg(Long ? 8 : 4, V))
        return -2;
      if (C == 'c')
        std::snprintf(Buf, sizeof Buf, (Spec + "c").c_str(), (int)(uint8_t)V);
      else if (C == 'd' || C == 'i')
        std::snprintf(Buf, sizeof Buf, (Spec + "ll" + C).c_str(),
                      Long ? (long long)(int64_t)V : (long long)(int32_t)V);
      else
        std::snprintf(Buf, sizeof Buf, (Spec + "ll" + C).c_str(),
                      Long ? (unsigned long long)V : (unsigned long long)(uint32_t)V);
      Out += Buf;
    } else if (std::strchr("eEfFgGaA", C)) {
      if (!arg(8, V))
        return -2;
      double D;
      std::memcpy(&D, &V, 8);
      std::snprintf(Buf, sizeof Buf, (Spec + C).c_str(), D);
      Out += Buf;
    } else if (C == 's') {
      if (!arg(8, V))
        return -2;
      std::string S;
      if (!V)
        S = "(null)";
      else if (!readString(W, I, Lane, V, S))
        return -2;
      std::vector<char> Big(S.size() + 512);
      std::snprintf(Big.data(), Big.size(), (Spec + "s").c_str(), S.c_str());
      Out += Big.data();
    } else if (C == 'p') {
      if (!arg(8, V))
        return -2;
      std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)V);
      Out += Buf;
    } else {
      Out += F.substr(Start, K - Start); // not a conversion: printed as is
    }
  }
  return N;
}
