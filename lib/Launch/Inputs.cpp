//===-- Inputs.cpp - Deterministic input buffers --------------------------===//
//
// The generator and transforms documented in Launch.h. Any change here
// changes every test's inputs on both backends: keep it bit-stable.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Launch.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace oa::launch;

uint64_t SplitMix64::next() {
  S += 0x9e3779b97f4a7c15ull;
  uint64_t Z = S;
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  return Z ^ (Z >> 31);
}

double SplitMix64::unit() { return double(next() >> 11) * 0x1p-53; }

uint64_t oa::launch::fnv1a64(const std::string &S) {
  uint64_t H = 0xcbf29ce484222325ull;
  for (unsigned char C : S) {
    H ^= C;
    H *= 0x100000001b3ull;
  }
  return H;
}

double oa::launch::detLog(double X) {
  int E;
  double M = std::frexp(X, &E); // exact: X = M * 2^E, M in [0.5, 1)
  if (M < 0.70710678118654752440) {
    M *= 2;
    --E;
  }
  // ln M = 2 atanh(s), s = (M-1)/(M+1), |s| < 0.172.
  double S = (M - 1) / (M + 1), S2 = S * S;
  double P = 1.0 / 27;
  for (int K = 12; K >= 0; --K)
    P = P * S2 + 1.0 / (2 * K + 1);
  const double Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10;
  return E * Ln2Hi + (E * Ln2Lo + 2 * S * P);
}

static double sinSeries(double T) { // |T| <= pi/4
  double T2 = T * T, P = 0, F = 1;
  double Coef[10];
  for (int K = 0; K < 10; ++K) { // 1/(2K+1)!
    if (K)
      F *= double((2 * K) * (2 * K + 1));
    Coef[K] = (K & 1 ? -1.0 : 1.0) / F;
  }
  for (int K = 9; K >= 0; --K)
    P = P * T2 + Coef[K];
  return T * P;
}

static double cosSeries(double T) { // |T| <= pi/4
  double T2 = T * T, P = 0, F = 1;
  double Coef[11];
  for (int K = 0; K < 11; ++K) { // 1/(2K)!
    if (K)
      F *= double((2 * K - 1) * (2 * K));
    Coef[K] = (K & 1 ? -1.0 : 1.0) / F;
  }
  for (int K = 10; K >= 0; --K)
    P = P * T2 + Coef[K];
  return P;
}

double oa::launch::detCosTwoPi(double U) {
  const double TwoPi = 6.28318530717958647693;
  U -= std::floor(U);
  if (U > 0.5)
    U = 1 - U; // cos is even about a full turn
  double Sign = 1;
  if (U > 0.25) {
    U = 0.5 - U;
    Sign = -1;
  }
  if (U > 0.125)
    return Sign * sinSeries(TwoPi * (0.25 - U));
  return Sign * cosSeries(TwoPi * U);
}

static void store(uint8_t *P, uint64_t Bits, unsigned Size) {
  for (unsigned I = 0; I < Size; ++I)
    P[I] = uint8_t(Bits >> (8 * I));
}

bool oa::launch::fillBuffer(const BufferDesc &B, const std::string &DescPath,
                            std::vector<uint8_t> &Bytes, std::string &Err) {
  uint64_t N = B.Count;
  unsigned Size = dtypeSize(B.Type);
  Bytes.assign(B.bytes(), 0);
  const InitSpec &I = B.Init;
  SplitMix64 R(B.Seed);
  switch (I.K) {
  case InitSpec::Poison:
    std::fill(Bytes.begin(), Bytes.end(), uint8_t(0xff));
    return true;
  case InitSpec::Keep:
    return true;
  case InitSpec::File: {
    uint64_t Size;
    if (!fileSize(I.Path, Size, Err))
      return false;
    if (Size != Bytes.size()) {
      Err = DescPath + ": buffer '" + B.Name + "': " + I.Path + " has " +
            std::to_string(Size) + " bytes, expected " +
            std::to_string(Bytes.size()) + " (" + std::to_string(N) + " x " +
            dtypeName(B.Type) + ")";
      return false;
    }
    return readFile(I.Path, Bytes, Err, Size);
  }
  case InitSpec::Fill:
    for (uint64_t E = 0; E < N; ++E)
      store(&Bytes[E * Size], I.FillBits, Size);
    return true;
  case InitSpec::Iota:
    for (uint64_t E = 0; E < N; ++E) {
      uint64_t Bits = I.IsInt ? encodeInt(B.Type, int64_t(uint64_t(I.IA) + E * uint64_t(I.IB)))
                              : encodeDouble(B.Type, I.A + double(E) * I.B);
      store(&Bytes[E * Size], Bits, Size);
    }
    return true;
  case InitSpec::Uniform:
    for (uint64_t E = 0; E < N; ++E)
      store(&Bytes[E * Size], encodeDouble(B.Type, I.A + (I.B - I.A) * R.unit()), Size);
    return true;
  case InitSpec::Normal:
    for (uint64_t E = 0; E < N; ++E) {
      double U1 = double((R.next() >> 11) + 1) * 0x1p-53;
      double U2 = R.unit();
      double Z = std::sqrt(-2 * detLog(U1)) * detCosTwoPi(U2);
      store(&Bytes[E * Size], encodeDouble(B.Type, I.A + I.B * Z), Size);
    }
    return true;
  case InitSpec::RandInt: {
    uint64_t Range = uint64_t(I.IB) - uint64_t(I.IA);
    for (uint64_t E = 0; E < N; ++E) {
      uint64_t Off = uint64_t((unsigned __int128)R.next() * Range >> 64);
      store(&Bytes[E * Size], encodeInt(B.Type, int64_t(uint64_t(I.IA) + Off)), Size);
    }
    return true;
  }
  case InitSpec::Default:
    break;
  }
  Err = DescPath + ": buffer '" + B.Name + "' has no init";
  return false;
}

bool oa::launch::makeInputs(const LaunchDesc &D, std::vector<HostBuffer> &Out,
                            std::string &Err) {
  Out.clear();
  if (!checkHostMemory(D, 1, availableHostMemory(), Err))
    return false;
  for (const BufferDesc &B : D.Buffers) {
    HostBuffer H;
    H.Name = B.Name;
    H.Type = B.Type;
    H.Count = B.Count;
    if (!fillBuffer(B, D.Path, H.Bytes, Err))
      return false;
    Out.push_back(std::move(H));
  }
  return true;
}

bool oa::launch::hasExpected(const LaunchDesc &D) {
  for (const BufferDesc &B : D.Buffers)
    if (B.HasExpect)
      return true;
  return false;
}

bool oa::launch::makeExpected(const LaunchDesc &D, std::vector<HostBuffer> &Out,
                              std::string &Err) {
  Out.assign(D.Buffers.size(), HostBuffer());
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const BufferDesc &B = D.Buffers[I];
    Out[I].Name = B.Name;
    Out[I].Type = B.Type;
    Out[I].Count = B.Count;
    if (!B.HasExpect)
      continue;
    // The expectation is generated like an input, with the buffer's seed.
    BufferDesc E = B;
    E.Init = B.Expect;
    if (!fillBuffer(E, D.Path, Out[I].Bytes, Err))
      return false;
  }
  return true;
}

uint64_t oa::launch::fingerprint(const std::vector<uint8_t> &Bytes) {
  uint64_t H = 0xcbf29ce484222325ull;
  for (uint8_t C : Bytes) {
    H ^= C;
    H *= 0x100000001b3ull;
  }
  return H;
}
