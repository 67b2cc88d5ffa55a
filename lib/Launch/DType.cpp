//===-- DType.cpp - Element types and their bit patterns ------------------===//
#include "oa/Launch/Launch.h"

#include <cmath>
#include <cstring>

using namespace oa::launch;

namespace {
struct DTypeInfo {
  DType T;
  const char *Name;
  unsigned Size;
};
const DTypeInfo Infos[] = {
    {DType::I8, "i8", 1},     {DType::I16, "i16", 2}, {DType::I32, "i32", 4},
    {DType::I64, "i64", 8},   {DType::U8, "u8", 1},   {DType::U16, "u16", 2},
    {DType::U32, "u32", 4},   {DType::U64, "u64", 8}, {DType::F16, "f16", 2},
    {DType::BF16, "bf16", 2}, {DType::F32, "f32", 4}, {DType::F64, "f64", 8},
};
} // namespace

unsigned oa::launch::dtypeSize(DType T) { return Infos[unsigned(T)].Size; }
const char *oa::launch::dtypeName(DType T) { return Infos[unsigned(T)].Name; }

bool oa::launch::parseDType(const std::string &Name, DType &T) {
  for (const DTypeInfo &I : Infos)
    if (Name == I.Name) {
      T = I.T;
      return true;
    }
  return false;
}

bool oa::launch::isFloat(DType T) {
  return T == DType::F16 || T == DType::BF16 || T == DType::F32 ||
         T == DType::F64;
}

bool oa::launch::isSigned(DType T) {
  return T == DType::I8 || T == DType::I16 || T == DType::I32 ||
         T == DType::I64;
}

static uint64_t widthMask(DType T) {
  unsigned Bits = dtypeSize(T) * 8;
  return Bits == 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}

// Rounds a double to a narrower binary format with EB exponent and MB
// mantissa bits, nearest-even, with subnormals, overflow to infinity and
// quiet NaNs. Double subnormals are below every target's range.
static uint64_t roundToFormat(double V, int EB, int MB) {
  uint64_t D;
  std::memcpy(&D, &V, 8);
  uint64_t SignBit = (D >> 63) << (EB + MB);
  int E = int((D >> 52) & 0x7ff);
  uint64_t M = D & ((uint64_t(1) << 52) - 1);
  int Bias = (1 << (EB - 1)) - 1;
  int ExpMax = (1 << EB) - 1;
  if (E == 0x7ff) {
    if (M == 0)
      return SignBit | (uint64_t(ExpMax) << MB);
    return SignBit | (uint64_t(ExpMax) << MB) | (uint64_t(1) << (MB - 1)) |
           (M >> (52 - MB));
  }
  if (E == 0)
    return SignBit;
  uint64_t Sig = M | (uint64_t(1) << 52);
  int TE = E - 1023 + Bias;
  int Shift = TE >= 1 ? 52 - MB : 52 - MB + (1 - TE);
  uint64_t R = 0;
  if (Shift < 64) {
    uint64_t Kept = Sig >> Shift;
    uint64_t Rem = Sig & ((uint64_t(1) << Shift) - 1);
    uint64_t Half = uint64_t(1) << (Shift - 1);
    if (Rem > Half || (Rem == Half && (Kept & 1)))
      ++Kept;
    R = Kept;
  }
  if (TE < 1)
    return SignBit | R; // a carry into bit MB gives the smallest normal
  if (R >> (MB + 1)) {
    R >>= 1;
    ++TE;
  }
  if (TE >= ExpMax)
    return SignBit | (uint64_t(ExpMax) << MB);
  return SignBit | (uint64_t(TE) << MB) | (R & ((uint64_t(1) << MB) - 1));
}

static int64_t saturatingInt64(double V) {
  if (std::isnan(V))
    return 0;
  if (V >= 9223372036854775808.0)
    return INT64_MAX;
  if (V < -9223372036854775808.0)
    return INT64_MIN;
  return int64_t(V);
}

uint64_t oa::launch::encodeDouble(DType T, double V) {
  switch (T) {
  case DType::F64: {
    uint64_t B;
    std::memcpy(&B, &V, 8);
    return B;
  }
  case DType::F32: {
    float F = float(V);
    uint32_t B;
    std::memcpy(&B, &F, 4);
    return B;
  }
  case DType::F16:
    return roundToFormat(V, 5, 10);
  case DType::BF16:
    return roundToFormat(V, 8, 7);
  default:
    if (!isSigned(T) && V >= 9223372036854775808.0 && V < 18446744073709551616.0)
      return uint64_t(V) & widthMask(T);
    return uint64_t(saturatingInt64(V)) & widthMask(T);
  }
}

uint64_t oa::launch::encodeInt(DType T, int64_t V) {
  if (isFloat(T))
    return encodeDouble(T, double(V));
  return uint64_t(V) & widthMask(T);
}

double oa::launch::decodeToDouble(DType T, uint64_t Bits) {
  switch (T) {
  case DType::F64: {
    double D;
    std::memcpy(&D, &Bits, 8);
    return D;
  }
  case DType::F32: {
    uint32_t B = uint32_t(Bits);
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  }
  case DType::BF16: {
    uint32_t B = uint32_t(Bits & 0xffff) << 16;
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  }
  case DType::F16: {
    unsigned S = (Bits >> 15) & 1, E = (Bits >> 10) & 0x1f, M = Bits & 0x3ff;
    double R;
    if (E == 0x1f)
      R = M ? NAN : INFINITY;
    else if (E == 0)
      R = std::ldexp(double(M), -24);
    else
      R = std::ldexp(double(M | 0x400), int(E) - 25);
    return S ? -R : R;
  }
  default:
    return double(decodeInt(T, Bits));
  }
}

__int128 oa::launch::decodeInt(DType T, uint64_t Bits) {
  unsigned Bits8 = dtypeSize(T) * 8;
  uint64_t V = Bits & widthMask(T);
  if (isSigned(T) && Bits8 < 64 && (V >> (Bits8 - 1)))
    return int64_t(V | ~widthMask(T));
  if (isSigned(T))
    return int64_t(V);
  return V;
}
