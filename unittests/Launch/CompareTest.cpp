//===-- CompareTest.cpp - output comparison -------------------------------===//
#include "oa/Launch/Launch.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace oa::launch;

template <typename T> static std::vector<uint8_t> bytes(std::vector<T> V) {
  std::vector<uint8_t> B(V.size() * sizeof(T));
  std::memcpy(B.data(), V.data(), B.size());
  return B;
}

static BufferDesc out(DType T, uint64_t N) {
  BufferDesc B;
  B.Name = "o";
  B.Type = T;
  B.Count = N;
  B.Output = true;
  B.Rtol = isFloat(T) ? 1e-6 : 0;
  return B;
}

TEST(Compare, FloatsByRelativeL2) {
  BufferDesc B = out(DType::F32, 4);
  auto Ref = bytes<float>({3, 4, 0, 0});
  CompareResult R = compareBuffer(B, Ref.data(), Ref.data());
  EXPECT_TRUE(R.Pass);
  EXPECT_EQ(R.RelL2, 0);
  EXPECT_EQ(R.Mismatches, 0u);
  // ||(0.0005, 0)|| / ||(3, 4)|| = 1e-4
  auto Out = bytes<float>({3.0005f, 4, 0, 0});
  R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_FALSE(R.Pass);
  EXPECT_NEAR(R.RelL2, 1e-4, 1e-7);
  EXPECT_NEAR(R.MaxAbs, 5e-4, 1e-7);
  EXPECT_EQ(R.Mismatches, 1u);
  EXPECT_EQ(R.FirstMismatch, 0u);
  B.Rtol = 2e-4;
  EXPECT_TRUE(compareBuffer(B, Out.data(), Ref.data()).Pass);
}

TEST(Compare, NaNsAndInfinities) {
  BufferDesc B = out(DType::F32, 3);
  auto Ref = bytes<float>({NAN, INFINITY, 1});
  EXPECT_TRUE(compareBuffer(B, Ref.data(), Ref.data()).Pass);
  auto Out = bytes<float>({1, INFINITY, 1});
  CompareResult R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_FALSE(R.Pass);
  EXPECT_EQ(R.Mismatches, 1u);
  Out = bytes<float>({NAN, -INFINITY, 1});
  EXPECT_FALSE(compareBuffer(B, Out.data(), Ref.data()).Pass);
  // An unwritten (poisoned) output is NaN everywhere.
  auto Poison = std::vector<uint8_t>(12, 0xff);
  auto Good = bytes<float>({1, 2, 3});
  EXPECT_FALSE(compareBuffer(B, Poison.data(), Good.data()).Pass);
}

TEST(Compare, ZeroReferenceUsesAbsoluteNorm) {
  BufferDesc B = out(DType::F64, 2);
  auto Ref = bytes<double>({0, 0});
  auto Out = bytes<double>({3e-7, 4e-7});
  CompareResult R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_NEAR(R.RelL2, 5e-7, 1e-20);
  EXPECT_TRUE(R.Pass);
}

TEST(Compare, IntegersExactUnlessRtol) {
  BufferDesc B = out(DType::I32, 3);
  auto Ref = bytes<int32_t>({100, -5, 7});
  auto Out = bytes<int32_t>({100, -5, 8});
  CompareResult R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_TRUE(R.Exact);
  EXPECT_FALSE(R.Pass);
  EXPECT_EQ(R.Mismatches, 1u);
  EXPECT_EQ(R.FirstMismatch, 2u);
  EXPECT_EQ(R.MaxAbs, 1);
  EXPECT_NEAR(R.RelL2, 1 / std::sqrt(100.0 * 100 + 25 + 49), 1e-12);
  B.HasRtol = true;
  B.Rtol = 0.01;
  R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_FALSE(R.Exact);
  EXPECT_TRUE(R.Pass);
  EXPECT_TRUE(compareBuffer(out(DType::I32, 3), Ref.data(), Ref.data()).Pass);
}

TEST(Compare, OutputsFilesAndMissingData) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(R"({"kernel": "k", "buffers": {
      "in": {"dtype": "f32", "count": 2},
      "o1": {"dtype": "u8", "count": 3, "output": true},
      "o2": {"dtype": "f16", "count": 1, "output": true}}})", "t.json", D, Err)) << Err;
  std::vector<HostBuffer> Bufs;
  ASSERT_TRUE(makeInputs(D, Bufs, Err)) << Err;
  Bufs[1].Bytes = {1, 2, 3};
  Bufs[2].Bytes = {0x00, 0x3c};
  std::string Dir = testing::TempDir() + "oa-launch-out/a";
  ASSERT_TRUE(writeOutputs(D, Bufs, Dir, Err)) << Err;
  std::vector<HostBuffer> Refs;
  ASSERT_TRUE(loadOutputs(D, Dir, Refs, Err)) << Err;
  EXPECT_TRUE(Refs[0].Bytes.empty()); // inputs are not written
  EXPECT_EQ(Refs[1].Bytes, Bufs[1].Bytes);
  auto Rs = compareOutputs(D, Bufs, Refs);
  ASSERT_EQ(Rs.size(), 2u);
  EXPECT_TRUE(allPass(Rs));
  Bufs[1].Bytes[0] = 9;
  Rs = compareOutputs(D, Bufs, Refs);
  EXPECT_FALSE(Rs[0].Pass);
  EXPECT_TRUE(Rs[1].Pass);
  EXPECT_FALSE(allPass(Rs));
  Refs[2].Bytes.clear();
  EXPECT_FALSE(compareOutputs(D, Bufs, Refs)[1].Pass);
  ASSERT_TRUE(writeFile(Dir + "/o2.bin", {1, 2, 3}, Err));
  EXPECT_FALSE(loadOutputs(D, Dir, Refs, Err));
  EXPECT_EQ(Err, Dir + "/o2.bin has 3 bytes, expected 2 (1 x f16)");
}

TEST(Compare, IntegersByTheirBits) {
  // 2^60 and 2^60 + 1 are one double: the bits decide, and the difference
  // is exact.
  BufferDesc B = out(DType::I64, 2);
  auto Ref = bytes<int64_t>({int64_t(1) << 60, -5});
  auto Out = bytes<int64_t>({(int64_t(1) << 60) + 1, -5});
  CompareResult R = compareBuffer(B, Out.data(), Ref.data());
  EXPECT_TRUE(R.Exact);
  EXPECT_FALSE(R.Pass);
  EXPECT_EQ(R.Mismatches, 1u);
  EXPECT_EQ(R.FirstMismatch, 0u);
  EXPECT_EQ(R.MaxAbs, 1);
  EXPECT_TRUE(compareBuffer(B, Ref.data(), Ref.data()).Pass);
  // Narrow signed types sign-extend: -1 against 1 is 2 apart, not 65534.
  B = out(DType::I16, 1);
  auto R16 = bytes<int16_t>({1}), O16 = bytes<int16_t>({-1});
  R = compareBuffer(B, O16.data(), R16.data());
  EXPECT_FALSE(R.Pass);
  EXPECT_EQ(R.MaxAbs, 2);
  // Unsigned 64-bit: the extremes are 2^64 - 1 apart.
  B = out(DType::U64, 1);
  auto RU = bytes<uint64_t>({0}), OU = bytes<uint64_t>({~uint64_t(0)});
  R = compareBuffer(B, OU.data(), RU.data());
  EXPECT_FALSE(R.Pass);
  EXPECT_EQ(R.MaxAbs, 18446744073709551615.0);
}
