//===-- CodecTest.cpp - decode/print/parse/encode through the tables ------===//
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {
std::string text(const MCInst &MI, uint64_t PC = 0) {
  std::string S;
  raw_string_ostream OS(S);
  EXPECT_TRUE(SASSCodec::printText(MI, PC, OS));
  return S;
}

struct Case {
  unsigned SM;
  uint64_t Lo, Hi;
  uint64_t PC;
  const char *Text;
};

// Words from ptxas 13 output with the text nvdisasm 13 prints for them.
const Case Cases[] = {
    {80, 0x0000000302077223ULL, 0x004fca0000000007ULL, 0, "FFMA R7, R2, R3, R7 ;"},
    {80, 0x3dcccccd02077823ULL, 0x004fca0000000007ULL, 0, "FFMA R7, R2, 0.10000000149011611938, R7 ;"},
    {80, 0x7f80000002077823ULL, 0x004fca0000000007ULL, 0, "FFMA R7, R2, +INF , R7 ;"},
    {80, 0x0000000302077223ULL, 0x0c4fea0000000007ULL, 0, "FFMA R7, R2.reuse, R3.reuse, R7 ;"},
    {80, 0xfffffff000007947ULL, 0x000fc0000383ffffULL, 0x20, "BRA 0x20;"},
    {90, 0xfffffffc00fc7947ULL, 0x000fc0000383ffffULL, 0x20, "BRA 0x20;"},
    {80, 0x000000000000094dULL, 0x000fea0003800000ULL, 0, "@P0 EXIT ;"},
};
} // namespace

TEST(SASSCodec, DecodePrintEncodeKnownWords) {
  for (const Case &C : Cases) {
    SASSWord W{C.Lo, C.Hi};
    MCInst MI;
    ASSERT_TRUE(SASSCodec::decode(W, C.SM, MI)) << C.Text;
    EXPECT_EQ(text(MI, C.PC), C.Text);
    SASSWord E;
    std::string Err;
    ASSERT_TRUE(SASSCodec::encode(MI, E, &Err)) << Err;
    EXPECT_EQ(E.Lo, C.Lo) << C.Text;
    EXPECT_EQ(E.Hi, C.Hi) << C.Text;
  }
}

TEST(SASSCodec, ParseGivesSameWord) {
  for (const Case &C : Cases) {
    MCInst MI;
    std::string Err;
    size_t Col;
    ASSERT_TRUE(SASSCodec::parseText(C.Text, C.SM, C.PC, MI, Err, Col)) << C.Text << ": " << Err;
    // The parser leaves the default control; take the word's.
    MI.getOperand(MI.getNumOperands() - 1).setImm((C.Hi >> 41) & 0x1ffff);
    SASSWord E;
    ASSERT_TRUE(SASSCodec::encode(MI, E, &Err)) << Err;
    EXPECT_EQ(E.Lo, C.Lo) << C.Text;
    EXPECT_EQ(E.Hi, C.Hi) << C.Text;
  }
}

TEST(SASSCodec, UnclaimedBitsDoNotDecode) {
  // FFMA with a bit no field owns (bit 90) must not decode as FFMA.
  SASSWord W{0x0000000302077223ULL, 0x004fca0000000007ULL | (1ULL << 26)};
  MCInst MI;
  EXPECT_FALSE(SASSCodec::decode(W, 80, MI));
}

TEST(SASSCodec, SMSpecificForms) {
  // The sm_80 branch layout read as sm_90 names a different target.
  SASSWord W{0xfffffff000007947ULL, 0x000fc0000383ffffULL};
  MCInst M80, M90;
  ASSERT_TRUE(SASSCodec::decode(W, 80, M80));
  EXPECT_NE(M80.getOpcode(), 0u);
  if (SASSCodec::decode(W, 90, M90)) {
    EXPECT_NE(M80.getOpcode(), M90.getOpcode());
  }
}

TEST(SASSCodec, ParseErrorsPointAtTheProblem) {
  MCInst MI;
  std::string Err;
  size_t Col;
  EXPECT_FALSE(SASSCodec::parseText("FOO R1, R2 ;", 80, 0, MI, Err, Col));
  EXPECT_NE(Err.find("unknown instruction"), std::string::npos);
  EXPECT_EQ(Col, 0u);
  EXPECT_FALSE(SASSCodec::parseText("FFMA R1, R2, R3, Q4 ;", 80, 0, MI, Err, Col));
  EXPECT_EQ(Col, 17u) << Err;
  EXPECT_FALSE(SASSCodec::parseText("FFMA R1, R2, R3, R400 ;", 80, 0, MI, Err, Col));
  EXPECT_FALSE(SASSCodec::parseText("BRA 0x22;", 80, 0, MI, Err, Col));
  EXPECT_NE(Err.find("aligned"), std::string::npos) << Err;
}

TEST(SASSCodec, EncodeRejectsOutOfRange) {
  MCInst MI;
  std::string Err;
  size_t Col;
  ASSERT_TRUE(SASSCodec::parseText("BRA 0x20;", 80, 0, MI, Err, Col)) << Err;
  MI.getOperand(2).setImm(1LL << 50); // wider than the 48-bit offset field
  SASSWord W;
  EXPECT_FALSE(SASSCodec::encode(MI, W, &Err));
  EXPECT_NE(Err.find("does not fit"), std::string::npos) << Err;
}
