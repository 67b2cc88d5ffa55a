//===-- AsyncModelTest.cpp - mbarrier words, swizzles, wgmma descriptors --===//
//
// The sm_90 model's plain functions (lib/Emulator/AsyncModel.h): the
// mbarrier encodings against the words ptxas writes and reads, and the
// agreement between what a TMA load writes (its swizzle on the box layout)
// and what a wgmma descriptor reads, for every swizzle mode: the e2e
// wgmma + TMA GEMM relies on it, and the H200 run checks it for real.
//
//===----------------------------------------------------------------------===//

#include "AsyncModel.h"
#include "gtest/gtest.h"

using namespace oa::emu;

TEST(AsyncModel, Mbarrier90) {
  // mbarrier.init with count 1 as ptxas writes it (SYNCS.EXCH.64 of
  // {(2^20-1) << 1, (2^20-1) << 11}).
  uint64_t Init = (uint64_t)((0x100000u - 1) << 11) << 32 | ((0x100000u - 1) << 1);
  Mbar B = decodeMbar90(Init);
  EXPECT_EQ(B.Expected, 1u);
  EXPECT_EQ(B.Pending, 1u);
  EXPECT_EQ(B.Tx, 0);
  EXPECT_EQ(B.Phase, 0u);
  EXPECT_EQ(encodeMbar90(B), Init);
  for (uint32_t Pending : {0u, 1u, 7u, 255u, 0xfffffu})
    for (int32_t Tx : {0, 1, -1, 32768, -65536, 0xfffff, -0x100000}) {
      Mbar S;
      S.Expected = 3, S.Pending = Pending, S.Tx = Tx, S.Phase = Pending & 1;
      uint64_t V = encodeMbar90(S);
      Mbar D = decodeMbar90(V);
      EXPECT_EQ(D.Pending, Pending);
      EXPECT_EQ(D.Tx, Tx);
      EXPECT_EQ(D.Expected, 3u);
      EXPECT_EQ(D.Phase, Pending & 1);
      // mbarrier.pending_count as ptxas computes it from a state's high word.
      uint32_t Hi = (uint32_t)(V >> 32);
      EXPECT_EQ((0x100000u - ((Hi >> 11) & 0xfffff)) & 0xfffff, Pending);
      // PHASECHK's bit.
      EXPECT_EQ(Hi >> 31, S.Phase);
    }
}

TEST(AsyncModel, Mbarrier80) {
  // STS.64 [bar], {0x3fffffe0, 0x7fffffe0}: ptxas's init with count 32.
  uint64_t Init = 0x7fffffe0ull << 32 | 0x3fffffe0u;
  Mbar B = decodeMbar80(Init);
  EXPECT_EQ(B.Expected, 32u);
  EXPECT_EQ(B.Pending, 32u);
  EXPECT_EQ(B.Phase, 0u);
  EXPECT_EQ(encodeMbar80(B), Init);
}

TEST(AsyncModel, Swizzle) {
  // 128B: chunk c of row r of a 1024-byte aligned tile lands at chunk c ^ r.
  for (unsigned R = 0; R < 8; ++R)
    for (unsigned C = 0; C < 8; ++C)
      EXPECT_EQ(swizzle(0x2000 + R * 128 + C * 16 + 6, 3), 0x2000 + R * 128 + (C ^ R) * 16 + 6);
  // 64B: 64-byte rows pair up: rows 2k and 2k+1 use k.
  for (unsigned R = 0; R < 8; ++R)
    for (unsigned C = 0; C < 4; ++C)
      EXPECT_EQ(swizzle(0x400 + R * 64 + C * 16, 2), 0x400 + R * 64 + (C ^ ((R >> 1) & 3)) * 16);
  // 32B: one bit.
  EXPECT_EQ(swizzle(0x80 + 0x10, 1), 0x80u);
  EXPECT_EQ(swizzle(0x123, 0), 0x123u);
}

static uint64_t desc(uint32_t Start, uint32_t Lbo, uint32_t Sbo, unsigned Mode) {
  return (uint64_t)(Start >> 4) | (uint64_t)(Lbo >> 4) << 16 | (uint64_t)(Sbo >> 4) << 32 |
         (uint64_t)Mode << 62;
}

TEST(AsyncModel, TmaBoxMatchesKMajorDescriptors) {
  // A TMA box of 128 rows of W bytes (f16, W = the swizzle span) written at
  // Base: element (row, k) at swizzle(Base + row * W + 2k).  The descriptor
  // of the k16 step kk starts kk * 32 bytes in, with 8-row atoms SBO = 8W
  // apart, and must read the same addresses.
  const unsigned Modes[3][2] = {{1, 3}, {2, 2}, {3, 1}}; // desc mode, swizzle bits
  for (auto [Mode, Bits] : Modes) {
    unsigned W = 16u << Bits, Base = 0x8000;
    for (unsigned KK = 0; KK < W / 32; ++KK) {
      GmmaDesc D(desc(Base + KK * 32, 16, 8 * W, Mode));
      for (unsigned Row = 0; Row < 128; ++Row)
        for (unsigned K = 0; K < 16; ++K)
          ASSERT_EQ(D.addr(Row, K, 2, true), swizzle(Base + Row * W + (KK * 16 + K) * 2, Bits))
              << "mode " << Mode << " kk " << KK << " row " << Row << " k " << K;
    }
  }
}

TEST(AsyncModel, InterleavedAndMNMajorDescriptors) {
  // K-major, no swizzle: 8x16-byte core matrices, LBO between the two k
  // halves, SBO between 8-row groups.
  GmmaDesc I(desc(0x1000, 128, 256, 0));
  for (unsigned R = 0; R < 64; ++R)
    for (unsigned K = 0; K < 16; ++K)
      ASSERT_EQ(I.addr(R, K, 2, true), 0x1000 + (R / 8) * 256 + (K / 8) * 128 + (R % 8) * 16 + (K % 8) * 2);
  // MN-major, 128B: atoms of 64 MN elements (128 bytes) by 8 k rows; LBO
  // between atoms along MN, SBO between 8-row k groups.
  GmmaDesc M(desc(0x4000, 2048, 1024, 1));
  for (unsigned N = 0; N < 128; ++N)
    for (unsigned K = 0; K < 16; ++K)
      ASSERT_EQ(M.addr(N, K, 2, false),
                swizzle(0x4000 + (K % 8) * 128 + (K / 8) * 1024 + (N / 64) * 2048 + (N % 64) * 2, 3));
  // tf32, K-major 128B: four elements per 16-byte unit.
  GmmaDesc T(desc(0x2000, 16, 1024, 1));
  EXPECT_EQ(T.addr(9, 5, 4, true), swizzle(0x2000 + 1024 + 128 + 20, 3));
}
