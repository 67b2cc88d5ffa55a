//===-- oa/Launch/TensorMap.h - TMA tensor maps -----------------*- C++ -*-===//
//
// A tensor-map kernel argument (a __grid_constant__ CUtensorMap, what TMA
// copies read) described by what it means: the buffer it covers, element
// type, dimensions, strides, box, element strides, swizzle, interleave, L2
// promotion and out-of-bounds fill, in the order cuTensorMapEncodeTiled
// takes them (innermost dimension first).  oa-run turns it into the
// driver's 128 bytes with cuTensorMapEncodeTiled; oa-emu and the host
// references into the emulator's own 128-byte form below, which oa-emu's
// UTMALDG/UTMASTG read.  Header-only, so that lib/Emulator reads the form
// without linking lib/Launch.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LAUNCH_TENSORMAP_H
#define OA_LAUNCH_TENSORMAP_H

#include <cstdint>
#include <cstring>

namespace oa::launch {

struct TensorMapDesc {
  unsigned BufferIndex = 0;
  unsigned ElemBytes = 4;
  int CuDataType = 7;       // CUtensorMapDataType (FLOAT32)
  bool IsFloat = true;
  unsigned Rank = 0;        // 1..5
  uint64_t Offset = 0;      // bytes from the buffer's start to element 0
  uint64_t Dims[5] = {};    // elements, innermost first
  uint64_t Strides[5] = {}; // bytes; Strides[0] is unused (the element size)
  uint32_t Box[5] = {};
  uint32_t ElementStrides[5] = {1, 1, 1, 1, 1};
  unsigned Interleave = 0;  // CUtensorMapInterleave: NONE, 16B, 32B
  unsigned Swizzle = 0;     // CUtensorMapSwizzle: NONE, 32B, 64B, 128B
  unsigned L2Promotion = 0; // CUtensorMapL2promotion: NONE, 64B, 128B, 256B
  unsigned OobFill = 0;     // CUtensorMapFloatOOBfill: NONE (zeros), NAN_REQUEST_ZERO_FMA
};

/// oa-emu's tensor map, stored little-endian at the start of the 128 bytes.
constexpr uint32_t kEmuTensorMapMagic = 0x4d54414f; // "OATM"
struct EmuTensorMap {
  uint32_t Magic = 0;
  uint8_t Rank = 0, ElemBytes = 0, Swizzle = 0, Interleave = 0;
  uint8_t OobFill = 0, IsFloat = 0, L2Promotion = 0, CuDataType = 0;
  uint64_t Global = 0;
  uint64_t Dims[5] = {};
  uint64_t Strides[5] = {}; // bytes, Strides[0] = element size
  uint16_t Box[5] = {};
  uint8_t ElementStrides[5] = {};
};
static_assert(sizeof(EmuTensorMap) <= 128, "the emulator's tensor map is 128 bytes");

inline void encodeEmuTensorMap(const TensorMapDesc &D, uint64_t Global, uint8_t Out[128]) {
  EmuTensorMap M;
  M.Magic = kEmuTensorMapMagic;
  M.Rank = uint8_t(D.Rank);
  M.ElemBytes = uint8_t(D.ElemBytes);
  M.Swizzle = uint8_t(D.Swizzle);
  M.Interleave = uint8_t(D.Interleave);
  M.OobFill = uint8_t(D.OobFill);
  M.IsFloat = D.IsFloat;
  M.L2Promotion = uint8_t(D.L2Promotion);
  M.CuDataType = uint8_t(D.CuDataType);
  M.Global = Global;
  for (unsigned I = 0; I < 5 && I < D.Rank; ++I) {
    M.Dims[I] = D.Dims[I];
    M.Strides[I] = I ? D.Strides[I] : D.ElemBytes;
    M.Box[I] = uint16_t(D.Box[I]);
    M.ElementStrides[I] = uint8_t(D.ElementStrides[I]);
  }
  std::memset(Out, 0, 128);
  std::memcpy(Out, &M, sizeof M);
}

/// False when the bytes are not an emulator tensor map.
inline bool decodeEmuTensorMap(const uint8_t *In, EmuTensorMap &M) {
  std::memcpy(&M, In, sizeof M);
  if (M.Magic != kEmuTensorMapMagic || M.Rank < 1 || M.Rank > 5 || !M.ElemBytes)
    return false;
  for (unsigned I = 0; I < M.Rank; ++I)
    if (!M.Dims[I] || !M.Box[I] || !M.ElementStrides[I])
      return false;
  return true;
}

} // namespace oa::launch

#endif
