//===-- ControlTest.cpp - control field and word bit access ---------------===//
#include "MCTargetDesc/SASSInstCodec.h"
#include "gtest/gtest.h"

using namespace llvm;

TEST(SASSWord, GetSetAcrossHalves) {
  SASSWord W;
  W.set(60, 8, 0xa5); // straddles bit 64
  EXPECT_EQ(W.get(60, 8), 0xa5u);
  EXPECT_EQ(W.Lo >> 60, 0x5u);
  EXPECT_EQ(W.Hi & 0xf, 0xau);
  W.set(60, 8, 0);
  EXPECT_EQ(W.Lo, 0u);
  EXPECT_EQ(W.Hi, 0u);
}

TEST(SASSControl, PrintParseRoundTrip) {
  // Every combination of the fields round-trips through the text form.
  for (unsigned Stall = 0; Stall < 16; Stall += 5)
    for (unsigned Y = 0; Y < 2; ++Y)
      for (unsigned WB = 0; WB < 8; WB += 7)
        for (unsigned RB = 0; RB < 8; RB += 3)
          for (unsigned Wait = 0; Wait < 64; Wait += 21) {
            if (RB == 6)
              continue; // 6 is not a scoreboard; never printed
            SASSControl C;
            C.Stall = Stall, C.Yield = Y, C.WriteSB = WB, C.ReadSB = RB, C.WaitMask = Wait;
            std::string S = SASSCodec::printControl(C.toBits());
            uint64_t Bits;
            std::string Err;
            ASSERT_TRUE(SASSCodec::parseControl(S, Bits, Err)) << S << ": " << Err;
            EXPECT_EQ(Bits, C.toBits()) << S;
          }
}

TEST(SASSControl, KnownWord) {
  // LDG.E R2, [R2.64] from ptxas: hi 0x000ea2000c1e1900 -> write SB 2, stall 1.
  uint64_t Hi = 0x000ea2000c1e1900ULL;
  EXPECT_EQ(SASSCodec::printControl((Hi >> 41) & 0x1ffff), "[B------:R-:W2:-:S01]");
}

TEST(SASSControl, RejectsMalformed) {
  uint64_t Bits;
  std::string Err;
  EXPECT_FALSE(SASSCodec::parseControl("[B------:R-:W-:Y:S16]", Bits, Err));
  EXPECT_FALSE(SASSCodec::parseControl("[B-----:R-:W-:Y:S01]", Bits, Err));
  EXPECT_FALSE(SASSCodec::parseControl("[B1-----:R-:W-:Y:S01]", Bits, Err));
  EXPECT_FALSE(SASSCodec::parseControl("B------:R-:W-:Y:S01", Bits, Err));
  EXPECT_FALSE(SASSCodec::parseControl("[B------:R6:W-:Y:S01]", Bits, Err));
  EXPECT_FALSE(Err.empty());
}
