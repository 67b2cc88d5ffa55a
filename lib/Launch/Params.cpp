//===-- Params.cpp - Kernel parameters in C layout ------------------------===//
#include "oa/Launch/Launch.h"

using namespace oa::launch;

static unsigned alignTo(unsigned X, unsigned A) { return (X + A - 1) / A * A; }

unsigned ArgDesc::align() const {
  switch (K) {
  case Scalar:
    return dtypeSize(Type);
  case Buffer:
    return 8;
  case TensorMap:
    return 64;
  case Struct: {
    unsigned A = Align ? Align : 1;
    for (const ArgDesc &F : Fields)
      A = std::max(A, F.align());
    return A;
  }
  }
  return 1;
}

unsigned ArgDesc::size() const {
  switch (K) {
  case Scalar:
    return dtypeSize(Type);
  case Buffer:
    return 8;
  case TensorMap:
    return 128;
  case Struct: {
    unsigned Off = 0;
    for (const ArgDesc &F : Fields)
      Off = alignTo(Off, F.align()) + F.size();
    return alignTo(Off, align()); // trailing padding, as sizeof does
  }
  }
  return 0;
}

static void storeLE(std::vector<uint8_t> &Out, unsigned Off, uint64_t V,
                    unsigned Size) {
  for (unsigned I = 0; I < Size; ++I)
    Out[Off + I] = uint8_t(V >> (8 * I));
}

// Check: apply checkTensorMapAddress (launches; not plans or references).
static bool place(const ArgDesc &A, unsigned Off, std::vector<uint8_t> &Out,
                  const std::vector<uint64_t> &Addrs, const TensorMapEncoder &Enc,
                  bool Check, const std::string &Path, std::string &Err) {
  switch (A.K) {
  case ArgDesc::Scalar:
    storeLE(Out, Off, A.Bits, dtypeSize(A.Type));
    return true;
  case ArgDesc::Buffer:
    storeLE(Out, Off, A.BufferIndex < Addrs.size() ? Addrs[A.BufferIndex] : 0, 8);
    return true;
  case ArgDesc::TensorMap: {
    uint64_t Addr = A.TM.BufferIndex < Addrs.size() ? Addrs[A.TM.BufferIndex] + A.TM.Offset : 0;
    return (!Check || checkTensorMapAddress(A.TM, Addr,
                                            Path + ":" + std::to_string(A.Line) + ":" +
                                                std::to_string(A.Col),
                                            Err)) &&
           Enc(A.TM, Addr, Out.data() + Off, Err);
  }
  case ArgDesc::Struct: {
    unsigned FO = 0;
    for (const ArgDesc &F : A.Fields) {
      FO = alignTo(FO, F.align());
      if (!place(F, Off + FO, Out, Addrs, Enc, Check, Path, Err))
        return false;
      FO += F.size();
    }
    return true;
  }
  }
  return true;
}

static bool pack(const LaunchDesc &D, const std::vector<uint64_t> &BufferAddrs,
                 const TensorMapEncoder &Enc, bool Check, PackedParams &P, std::string &Err) {
  P = PackedParams();
  unsigned Off = 0;
  for (const ArgDesc &A : D.Args) {
    Off = alignTo(Off, A.align());
    P.Offsets.push_back(Off);
    P.Sizes.push_back(A.size());
    Off += A.size();
  }
  P.Bytes.assign(Off, 0); // padding stays zero
  for (size_t I = 0; I < D.Args.size(); ++I)
    if (!place(D.Args[I], P.Offsets[I], P.Bytes, BufferAddrs, Enc, Check, D.Path, Err))
      return false;
  return true;
}

bool oa::launch::packParams(const LaunchDesc &D, const std::vector<uint64_t> &BufferAddrs,
                            const TensorMapEncoder &Enc, PackedParams &P, std::string &Err) {
  return pack(D, BufferAddrs, Enc, /*Check=*/true, P, Err);
}

TensorMapEncoder oa::launch::emuTensorMapEncoder() {
  return [](const TensorMapDesc &T, uint64_t Addr, uint8_t Out[128], std::string &) {
    encodeEmuTensorMap(T, Addr, Out);
    return true;
  };
}

bool oa::launch::checkTensorMapAddress(const TensorMapDesc &T, uint64_t Addr,
                                       const std::string &Where, std::string &Err) {
  uint64_t Align = T.Interleave == 2 ? 32 : 16; // CU_TENSOR_MAP_INTERLEAVE_32B
  if (Addr % Align == 0)
    return true;
  char Hex[32];
  std::snprintf(Hex, sizeof Hex, "0x%llx", (unsigned long long)Addr);
  Err = Where + ": the tensor map's buffer is at " + Hex + ", which is not " +
        std::to_string(Align) + "-byte aligned (cuTensorMapEncodeTiled's rule" +
        (Align == 32 ? " with a 32B interleave" : "") + ")";
  return false;
}

PackedParams oa::launch::packParams(const LaunchDesc &D,
                                    const std::vector<uint64_t> &BufferAddrs) {
  PackedParams P;
  std::string Err;
  pack(D, BufferAddrs, emuTensorMapEncoder(), /*Check=*/false, P, Err);
  return P;
}
