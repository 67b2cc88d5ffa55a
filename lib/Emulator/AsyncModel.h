//===-- AsyncModel.h - sm_90 mbarrier words and shared-memory layouts ----===//
//
// The pieces of oa-emu's sm_90 model that are plain functions, shared by
// the engine (ExecAsync.cpp, ExecTensor.cpp) and its unit tests: the
// mbarrier word in both SMs' encodings, the swizzle TMA and wgmma apply to
// shared addresses, and the element addresses of wgmma's matrix
// descriptors in the canonical K-major and MN-major layouts.
//
//===----------------------------------------------------------------------===//

#ifndef OA_LIB_EMULATOR_ASYNCMODEL_H
#define OA_LIB_EMULATOR_ASYNCMODEL_H

#include <cstdint>

namespace oa {
namespace emu {

/// An mbarrier's state: arrivals expected per phase and still pending in
/// this one, the transaction count (bytes expected minus bytes completed)
/// and the phase parity.
struct Mbar {
  uint32_t Pending = 0, Expected = 0;
  int32_t Tx = 0;
  unsigned Phase = 0;
};

/// sm_90 (SYNCS): ptxas initialises an mbarrier of count N with
/// {(2^20-N) << 1, (2^20-N) << 11} and reads mbarrier.pending_count as
/// 2^20 - bits 43..62; PHASECHK compares bit 63 with bit 31 of its operand.
///   bits 1-20  2^20 - expected   bits 21-41 transaction count (signed)
///   bits 43-62 2^20 - pending    bit 63     phase
inline Mbar decodeMbar90(uint64_t V) {
  Mbar B;
  B.Expected = (0x100000u - ((V >> 1) & 0xfffff)) & 0xfffff;
  B.Pending = (0x100000u - ((V >> 43) & 0xfffff)) & 0xfffff;
  B.Tx = (int32_t)((uint32_t)(V >> 21) << 11) >> 11;
  B.Phase = (unsigned)(V >> 63);
  return B;
}
inline uint64_t encodeMbar90(const Mbar &B) {
  return (uint64_t)((0x100000u - B.Expected) & 0xfffff) << 1 |
         (uint64_t)((uint32_t)B.Tx & 0x1fffff) << 21 |
         (uint64_t)((0x100000u - B.Pending) & 0xfffff) << 43 | (uint64_t)B.Phase << 63;
}
/// sm_80 (STS.64 init {2^30-N, 2^31-N}, ATOMS.ARRIVE.64; test_wait checks
/// bit 63): 2^30 - expected in bits 0-29, 2^31 - pending in bits 32-62.
inline Mbar decodeMbar80(uint64_t V) {
  Mbar B;
  B.Expected = (0x40000000u - ((uint32_t)V & 0x3fffffff)) & 0x3fffffff;
  B.Pending = (0x80000000u - ((uint32_t)(V >> 32) & 0x7fffffff)) & 0x7fffffff;
  B.Phase = (unsigned)(V >> 63);
  return B;
}
inline uint64_t encodeMbar80(const Mbar &B) {
  return (uint64_t)((0x40000000u - B.Expected) & 0x3fffffff) |
         (uint64_t)((0x80000000u - B.Pending) & 0x7fffffff) << 32 | (uint64_t)B.Phase << 63;
}

/// The shared-memory swizzle of TMA and wgmma: address bits 4.. (the
/// 16-byte chunk) XOR bits 7.. (the 128-byte row); Bits = 1 (32B), 2 (64B),
/// 3 (128B), 0 none.  It works on the address itself, so a tile must sit
/// on a 2^(7+Bits) boundary for the pattern to start at its first row.
inline uint32_t swizzle(uint32_t A, unsigned Bits) {
  return Bits ? A ^ (((A >> 7) & ((1u << Bits) - 1)) << 4) : A;
}

/// A wgmma shared-memory matrix descriptor and the address of element
/// (MN, K) of its operand (E-byte elements).  Canonical layouts, in
/// 16-byte units with T = 16 / E elements each (CUTLASS's GMMA layouts):
///   K-major,  no swizzle: MN%8 -> 1,  MN/8 -> SBO, K/T -> LBO
///   K-major,  swizzled:   MN%8 -> W,  MN/8 -> SBO, K/T -> 1
///   MN-major, no swizzle: MN/T -> SBO, K%8 -> 1, K/8 -> LBO
///   MN-major, swizzled:   (MN/T)%W -> 1, (MN/T)/W -> LBO, K%8 -> W, K/8 -> SBO
/// where W = 2^Bits units is the swizzle row (32/64/128 bytes).
struct GmmaDesc {
  uint32_t Start, Lbo, Sbo;
  unsigned Swz, Base;
  explicit GmmaDesc(uint64_t D)
      : Start((uint32_t)(D & 0x3fff) << 4), Lbo((uint32_t)((D >> 16) & 0x3fff) << 4),
        Sbo((uint32_t)((D >> 32) & 0x3fff) << 4), Swz(0), Base((unsigned)(D >> 49) & 7) {
    static const unsigned Modes[4] = {0, 3, 2, 1}; // bits 62-63: none, 128B, 64B, 32B
    Swz = Modes[D >> 62];
  }
  uint32_t addr(unsigned MN, unsigned K, unsigned E, bool KMajor) const {
    unsigned T = 16 / E;
    uint32_t A;
    if (KMajor) {
      unsigned U = K / T;
      A = Swz ? Start + (MN % 8) * (16u << Swz) + (MN / 8) * Sbo + U * 16
              : Start + (MN % 8) * 16 + (MN / 8) * Sbo + U * Lbo;
      A += (K % T) * E;
    } else {
      unsigned U = MN / T, W = 1u << Swz;
      A = Swz ? Start + (U % W) * 16 + (U / W) * Lbo + (K % 8) * (16u << Swz) + (K / 8) * Sbo
              : Start + U * Sbo + (K % 8) * 16 + (K / 8) * Lbo;
      A += (MN % T) * E;
    }
    return swizzle(A, Swz);
  }
};

} // namespace emu
} // namespace oa

#endif
