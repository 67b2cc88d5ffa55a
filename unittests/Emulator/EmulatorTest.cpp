//===-- EmulatorTest.cpp - oa-emu semantics per instruction family --------===//
//
// Each test assembles a short body with the MC codec between a fixed
// prologue (R4, R5, R6 = in[3 * tid + 0..2]) and epilogue (out[2 * tid] =
// R8, out[2 * tid + 1] = R9), runs one warp per 32 inputs on sm_80 and
// compares with values computed here in C++.  Hazard checking stays on, so
// the bodies carry correct control codes.
//
//===----------------------------------------------------------------------===//

#include "oa/Emulator/Emulator.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace oa::emu;

namespace {

std::vector<uint8_t> assemble(unsigned SM, const std::vector<std::string> &Lines,
                              std::string &Err) {
  std::vector<uint8_t> Text;
  for (const std::string &L : Lines) {
    StringRef T(L);
    uint64_t Ctrl = SASSCodec::defaultControl();
    if (T.starts_with("[")) {
      size_t E = T.find(']');
      if (!SASSCodec::parseControl(T.substr(0, E + 1), Ctrl, Err))
        return {};
      T = T.substr(E + 1).ltrim();
    }
    MCInst MI;
    size_t Col;
    if (!SASSCodec::parseText(T, SM, Text.size(), MI, Err, Col)) {
      Err = L + ": " + Err;
      return {};
    }
    MI.getOperand(MI.getNumOperands() - 1).setImm(Ctrl);
    SASSWord W;
    if (!SASSCodec::encode(MI, W, &Err))
      return {};
    Text.resize(Text.size() + 16);
    std::memcpy(&Text[Text.size() - 16], &W.Lo, 8);
    std::memcpy(&Text[Text.size() - 8], &W.Hi, 8);
  }
  return Text;
}

struct Out {
  std::vector<uint32_t> V; // 2 per thread
  Result R;
  std::string Err;
};

Out run(const std::vector<std::string> &Body, const std::vector<uint32_t> &In,
        unsigned Threads = 32) {
  std::vector<std::string> L = {
      "[B------:R-:W0:-:S01] S2R R0, SR_TID.X ;",
      "[B0-----:R-:W-:-:S15] MOV R7, 0xc ;",
      "[B------:R-:W-:-:S15] ULDC.64 UR4, c[0x0][0x118] ;",
      "[B------:R-:W-:-:S15] IMAD.WIDE R2, R0, R7, c[0x0][0x168] ;",
      "[B------:R-:W1:-:S01] LDG.E R4, [R2.64] ;",
      "[B------:R-:W1:-:S01] LDG.E R5, [R2.64+0x4] ;",
      "[B------:R-:W1:-:S01] LDG.E R6, [R2.64+0x8] ;",
      "[B-1----:R-:W-:-:S15] MOV R8, RZ ;",
      "[B------:R-:W-:-:S15] MOV R9, RZ ;"};
  L.insert(L.end(), Body.begin(), Body.end());
  for (const char *E : {"[B012345:R-:W-:-:S15] MOV R7, 0x8 ;",
                        "[B------:R-:W-:-:S15] IMAD.WIDE R2, R0, R7, c[0x0][0x160] ;",
                        "[B------:R-:W-:-:S15] STG.E [R2.64], R8 ;",
                        "[B------:R-:W-:-:S15] STG.E [R2.64+0x4], R9 ;",
                        "[B------:R-:W-:-:S15] EXIT ;"})
    L.push_back(E);
  Out O;
  KernelImage Img;
  Img.SM = 80;
  Img.Name = "t";
  Img.Registers = 16;
  Img.Text = assemble(80, L, O.Err);
  if (Img.Text.empty())
    return O;
  auto K = Kernel::create(Img);
  if (!K) {
    O.Err = toString(K.takeError());
    return O;
  }
  GlobalMemory Mem;
  uint64_t InA = Mem.allocate("in", In.size() * 4), OutA = Mem.allocate("out", Threads * 8);
  std::memcpy(Mem.data(InA), In.data(), In.size() * 4);
  Launch Ln;
  Ln.Block[0] = Threads;
  Ln.Params.resize(16);
  std::memcpy(&Ln.Params[0], &OutA, 8);
  std::memcpy(&Ln.Params[8], &InA, 8);
  O.R = (*K)->run(Ln, Mem, Options());
  O.V.resize(Threads * 2);
  std::memcpy(O.V.data(), Mem.data(OutA), Threads * 8);
  if (!O.R.Error.empty())
    O.Err = O.R.Error;
  for (const std::string &H : O.R.Hazards)
    O.Err += H + "\n";
  return O;
}

uint32_t f2u(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  return U;
}
float u2f(uint32_t U) {
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}

// Inputs: a spread of patterns, three words per thread.
std::vector<uint32_t> intInputs() {
  std::vector<uint32_t> In;
  uint64_t S = 0x1234567;
  for (unsigned T = 0; T < 96; ++T) {
    S = S * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t V = (uint32_t)(S >> 32);
    if (T % 7 == 0)
      V = 0xffffffffu - T;
    if (T % 11 == 0)
      V = T;
    In.push_back(V);
  }
  return In;
}

TEST(Emulator, IntegerAddCarries) {
  // 64-bit add through IADD3 carries: {R9, R8} = {R5, R4} + {R6, R6} + {0, R4}.
  auto In = intInputs();
  Out O = run({"IADD3 R8, P0, P1, R4, R6, R4 ;",
               "IADD3.X R9, R5, R6, RZ, P0, P1 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    uint64_t A = In[3 * T] | (uint64_t)In[3 * T + 1] << 32;
    uint64_t B = In[3 * T + 2] | (uint64_t)In[3 * T + 2] << 32;
    uint64_t R = A + B + In[3 * T];
    EXPECT_EQ(O.V[2 * T], (uint32_t)R) << T;
    EXPECT_EQ(O.V[2 * T + 1], (uint32_t)(R >> 32)) << T;
  }
}

TEST(Emulator, IntegerMultiplyHigh) {
  // IMAD.HI.U32 adds the 64-bit pair {R5, R4} (ptxas's division idiom);
  // IMAD.WIDE.U32 gives the full product.
  auto In = intInputs();
  Out O = run({"IMAD.HI.U32 R8, R6, R6, R4 ;", "IMAD.WIDE.U32 R10, R4, R6, RZ ;",
               "MOV R9, R11 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    uint64_t C = In[3 * T] | (uint64_t)In[3 * T + 1] << 32;
    unsigned __int128 P = (unsigned __int128)((uint64_t)In[3 * T + 2] * In[3 * T + 2]) + C;
    EXPECT_EQ(O.V[2 * T], (uint32_t)(uint64_t)(P >> 32)) << T;
    EXPECT_EQ(O.V[2 * T + 1], (uint32_t)(((uint64_t)In[3 * T] * In[3 * T + 2]) >> 32)) << T;
  }
}

TEST(Emulator, LogicShiftSelect) {
  auto In = intInputs();
  Out O = run({"LOP3.LUT R8, R4, R5, R6, 0x96, !PT ;", "SHF.R.U32.HI R9, RZ, 0x5, R4 ;",
               "ISETP.GT.U32.AND P0, PT, R4, R5, PT ;", "SEL R9, R9, R6, P0 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    uint32_t A = In[3 * T], B = In[3 * T + 1], C = In[3 * T + 2];
    EXPECT_EQ(O.V[2 * T], A ^ B ^ C) << T;
    EXPECT_EQ(O.V[2 * T + 1], A > B ? A >> 5 : C) << T;
  }
}

TEST(Emulator, FloatFmaAndCompare) {
  std::vector<uint32_t> In;
  for (unsigned T = 0; T < 32; ++T)
    for (float F : {1.5f * T - 7.0f, 0.3f + T, -2.25f})
      In.push_back(f2u(F));
  Out O = run({"FFMA R8, R4, R5, R6 ;", "FSETP.GT.AND P0, PT, R4, RZ, PT ;",
               "FSEL R9, R5, R6, P0 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    float A = u2f(In[3 * T]), B = u2f(In[3 * T + 1]), C = u2f(In[3 * T + 2]);
    EXPECT_EQ(O.V[2 * T], f2u(std::fma(A, B, C))) << T;
    EXPECT_EQ(O.V[2 * T + 1], f2u(A > 0 ? B : C)) << T;
  }
}

TEST(Emulator, MufuWithinBounds) {
  std::vector<uint32_t> In;
  for (unsigned T = 0; T < 32; ++T)
    for (float F : {0.37f * (T + 1), -1.0f + 0.11f * T, 0.0f})
      In.push_back(f2u(F));
  Out O = run({"[B------:R-:W2:-:S01] MUFU.RCP R8, R4 ;",
               "[B------:R-:W2:-:S01] MUFU.EX2 R9, R5 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    float A = u2f(In[3 * T]), B = u2f(In[3 * T + 1]);
    EXPECT_NEAR(u2f(O.V[2 * T]), 1.0f / A, 1e-6f / A) << T;
    EXPECT_NEAR(u2f(O.V[2 * T + 1]), std::exp2(B), 4e-7f * std::exp2(B)) << T;
  }
}

TEST(Emulator, ConversionsRoundAsAsked) {
  std::vector<uint32_t> In;
  for (unsigned T = 0; T < 32; ++T)
    for (float F : {2.5f * T - 40.0f + 0.5f, 1e9f * T, 0.0f})
      In.push_back(f2u(F));
  Out O = run({"[B------:R-:W2:-:S01] F2I.NTZ R8, R4 ;",
               "[B------:R-:W3:-:S01] F2I.TRUNC.NTZ R9, R4 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  for (unsigned T = 0; T < 32; ++T) {
    float A = u2f(In[3 * T]);
    EXPECT_EQ((int32_t)O.V[2 * T], (int32_t)std::nearbyint(A)) << T;
    EXPECT_EQ((int32_t)O.V[2 * T + 1], (int32_t)std::trunc(A)) << T;
  }
}

TEST(Emulator, ShuffleAndVote) {
  auto In = intInputs();
  Out O = run({"[B------:R-:W2:-:S01] SHFL.BFLY PT, R8, R4, 0x1, 0x1f ;",
               "[B------:R-:W-:-:S15] ISETP.GT.U32.AND P0, PT, R4, R5, PT ;",
               "[B------:R-:W-:-:S15] VOTE.ANY R9, PT, P0 ;"},
              In);
  ASSERT_TRUE(O.Err.empty()) << O.Err;
  uint32_t Ballot = 0;
  for (unsigned T = 0; T < 32; ++T)
    Ballot |= (uint32_t)(In[3 * T] > In[3 * T + 1]) << T;
  for (unsigned T = 0; T < 32; ++T) {
    EXPECT_EQ(O.V[2 * T], In[3 * (T ^ 1)]) << T;
    EXPECT_EQ(O.V[2 * T + 1], Ballot) << T;
  }
}

TEST(Emulator, MissingWaitIsReported) {
  // The MUFU result is read with no wait on its scoreboard.
  auto In = intInputs();
  Out O = run({"[B------:R-:W2:-:S01] MUFU.RCP R8, R4 ;", "[B------:R-:W-:-:S15] MOV R9, R8 ;"},
              In);
  EXPECT_NE(O.Err.find("hazard: MOV at /*00a0*/: reads R8 before waiting on SB2"),
            std::string::npos)
      << O.Err;
}

TEST(Emulator, ShortStallIsReported) {
  auto In = intInputs();
  Out O = run({"[B------:R-:W-:-:S02] IADD3 R8, R4, R5, RZ ;", "[B------:R-:W-:-:S15] MOV R9, R8 ;"},
              In);
  EXPECT_NE(O.Err.find("reads R8 2 cycles after IADD3 at /*0090*/ wrote it; its latency is 4"),
            std::string::npos)
      << O.Err;
}

TEST(Emulator, OutOfBoundsLoadIsReported) {
  auto In = intInputs();
  In.resize(90); // thread 29 reads past the end of in
  Out O = run({}, In);
  EXPECT_NE(O.Err.find("out-of-bounds global load of 4 bytes"), std::string::npos) << O.Err;
  EXPECT_NE(O.Err.find("(lane 30, thread (30,0,0)"), std::string::npos) << O.Err;
}

} // namespace
