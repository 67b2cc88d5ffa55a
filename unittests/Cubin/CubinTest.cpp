//===-- CubinTest.cpp - cubin writer and reader ---------------------------===//
#include "oa/Cubin/Cubin.h"
#include "gtest/gtest.h"

using namespace oa;

static CubinModule sample(unsigned SM) {
  CubinModule M;
  M.SM = SM;
  for (int K = 0; K < 2; ++K) {
    CubinKernel CK;
    CK.Name = K ? "second" : "first";
    CK.Text.assign(32 * (K + 1), 0);
    CK.Text[0] = 0x4d; // EXIT
    CK.Text[1] = 0x79;
    CK.Registers = 12 + K;
    CK.SharedBytes = K ? 1024 : 0;
    CK.Params = {{0, 8}, {8, 4}, {16, 16}};
    M.Kernels.push_back(CK);
  }
  return M;
}

TEST(Cubin, WriteThenReadRoundTrips) {
  for (unsigned SM : {80u, 90u}) {
    CubinModule M = sample(SM);
    std::vector<uint8_t> Bytes = writeCubin(M);
    auto R = readCubin(Bytes);
    ASSERT_TRUE((bool)R) << llvm::toString(R.takeError());
    EXPECT_EQ(R->SM, SM);
    ASSERT_EQ(R->Kernels.size(), 2u);
    for (size_t K = 0; K < 2; ++K) {
      EXPECT_EQ(R->Kernels[K].Name, M.Kernels[K].Name);
      EXPECT_EQ(R->Kernels[K].Text, M.Kernels[K].Text);
      EXPECT_EQ(R->Kernels[K].Registers, M.Kernels[K].Registers);
      EXPECT_EQ(R->Kernels[K].SharedBytes, M.Kernels[K].SharedBytes);
      ASSERT_EQ(R->Kernels[K].Params.size(), 3u);
      EXPECT_EQ(R->Kernels[K].Params[2].Offset, 16u);
      EXPECT_EQ(R->Kernels[K].Params[2].Size, 16u);
    }
  }
}

TEST(Cubin, TruncatedFilesAreErrors) {
  std::vector<uint8_t> Bytes = writeCubin(sample(80));
  for (size_t N : {size_t(0), size_t(10), size_t(64), Bytes.size() / 2, Bytes.size() - 1}) {
    std::vector<uint8_t> T(Bytes.begin(), Bytes.begin() + N);
    auto R = readCubin(T);
    EXPECT_FALSE((bool)R) << "length " << N;
    if (!R)
      llvm::consumeError(R.takeError());
  }
}

TEST(Cubin, CorruptHeadersAreErrors) {
  std::vector<uint8_t> Bytes = writeCubin(sample(90));
  auto Expect = [&](std::vector<uint8_t> B, const char *What) {
    auto R = readCubin(B);
    ASSERT_FALSE((bool)R) << What;
    EXPECT_NE(llvm::toString(R.takeError()).find("invalid cubin"), std::string::npos);
  };
  auto B = Bytes;
  B[18] = 0x3e; // e_machine = x86-64
  Expect(B, "machine");
  B = Bytes;
  B[48] = 0xff; // e_flags SM
  Expect(B, "sm");
  B = Bytes;
  B[0x28] = 0xf0; // e_shoff far away
  B[0x2f] = 0x7f;
  Expect(B, "shoff");
}
