//===-- InputsTest.cpp - deterministic inputs -----------------------------===//
//
// The expected values below were computed from the algorithm's definition
// (Launch.h) by an independent implementation, not by this library.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Launch.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace oa::launch;

TEST(Rng, SplitMix64FirstValues) {
  SplitMix64 R(0);
  EXPECT_EQ(R.next(), 0xe220a8397b1dcdafull);
  EXPECT_EQ(R.next(), 0x6e789e6aa1b965f4ull);
  EXPECT_EQ(R.next(), 0x06c45d188009454full);
}

TEST(Rng, Fnv1a64) {
  EXPECT_EQ(fnv1a64(""), 0xcbf29ce484222325ull);
  EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cull);
}

static BufferDesc buf(DType T, uint64_t N, InitSpec::Kind K, double A, double B,
                      uint64_t Seed) {
  BufferDesc Bd;
  Bd.Name = "b";
  Bd.Type = T;
  Bd.Count = N;
  Bd.Init.K = K;
  Bd.Init.A = A;
  Bd.Init.B = B;
  Bd.Seed = Seed;
  return Bd;
}

static std::vector<uint8_t> fill(const BufferDesc &B) {
  std::vector<uint8_t> Bytes;
  std::string Err;
  EXPECT_TRUE(fillBuffer(B, "t.json", Bytes, Err)) << Err;
  EXPECT_EQ(Bytes.size(), B.bytes());
  return Bytes;
}

template <typename T> static T at(const std::vector<uint8_t> &B, size_t I) {
  T V;
  std::memcpy(&V, &B[I * sizeof(T)], sizeof(T));
  return V;
}

TEST(Inputs, UniformGoldenValues) {
  auto B = fill(buf(DType::F32, 1000, InitSpec::Uniform, -1, 1, 1));
  EXPECT_EQ(at<uint32_t>(B, 0), 0x3e08516fu);
  EXPECT_EQ(at<uint32_t>(B, 1), 0x3efbae37u);
  EXPECT_EQ(at<uint32_t>(B, 2), 0x3f712746u);
  for (size_t I = 0; I < 1000; ++I) {
    float V = at<float>(B, I);
    EXPECT_TRUE(V >= -1 && V <= 1);
  }
  EXPECT_EQ(fill(buf(DType::F32, 1000, InitSpec::Uniform, -1, 1, 1)), B);
  EXPECT_NE(fill(buf(DType::F32, 1000, InitSpec::Uniform, -1, 1, 2)), B);
}

TEST(Inputs, RandIntGoldenValues) {
  BufferDesc Bd = buf(DType::I32, 8, InitSpec::RandInt, 0, 0, 42);
  Bd.Init.IA = 0;
  Bd.Init.IB = 10;
  auto B = fill(Bd);
  const int32_t Expect[8] = {7, 1, 2, 3, 0, 8, 2, 8};
  for (int I = 0; I < 8; ++I)
    EXPECT_EQ(at<int32_t>(B, I), Expect[I]) << I;
  Bd.Count = 5000;
  Bd.Init.IA = -3;
  Bd.Init.IB = 4;
  B = fill(Bd);
  int Seen[7] = {0};
  for (int I = 0; I < 5000; ++I) {
    int32_t V = at<int32_t>(B, I);
    ASSERT_TRUE(V >= -3 && V < 4) << V;
    ++Seen[V + 3];
  }
  for (int S : Seen)
    EXPECT_GT(S, 500);
}

TEST(Inputs, NormalMoments) {
  auto B = fill(buf(DType::F64, 20000, InitSpec::Normal, 3, 2, 9));
  double Sum = 0, Sq = 0;
  for (size_t I = 0; I < 20000; ++I) {
    double V = at<double>(B, I);
    Sum += V;
    Sq += V * V;
  }
  double Mean = Sum / 20000, Var = Sq / 20000 - Mean * Mean;
  EXPECT_NEAR(Mean, 3, 0.05);
  EXPECT_NEAR(std::sqrt(Var), 2, 0.05);
}

TEST(Inputs, DeterministicMathMatchesLibm) {
  for (double X : {1e-300, 1e-16, 0.001, 0.3, 0.5, 0.7071, 0.9999999, 1.0})
    EXPECT_NEAR(detLog(X), std::log(X), 4e-16 * std::fabs(std::log(X)) + 1e-300) << X;
  EXPECT_EQ(detLog(1.0), 0.0);
  for (int I = 0; I <= 64; ++I) {
    double U = I / 64.0 - 1e-9 * (I % 3);
    EXPECT_NEAR(detCosTwoPi(U), std::cos(6.283185307179586 * U), 2e-15) << U;
  }
}

TEST(Inputs, FillIotaPoison) {
  BufferDesc Bd = buf(DType::BF16, 3, InitSpec::Iota, 1, 0.5, 0);
  auto B = fill(Bd);
  EXPECT_EQ(at<uint16_t>(B, 0), 0x3f80u);
  EXPECT_EQ(at<uint16_t>(B, 1), 0x3fc0u);
  EXPECT_EQ(at<uint16_t>(B, 2), 0x4000u);
  Bd = buf(DType::I64, 3, InitSpec::Iota, 0, 0, 0);
  Bd.Init.IsInt = true;
  Bd.Init.IA = INT64_MAX;
  Bd.Init.IB = 1;
  B = fill(Bd);
  EXPECT_EQ(at<int64_t>(B, 1), INT64_MIN); // wraps
  Bd = buf(DType::U16, 2, InitSpec::Fill, 0, 0, 0);
  Bd.Init.FillBits = 0xbeef;
  B = fill(Bd);
  EXPECT_EQ(at<uint16_t>(B, 1), 0xbeefu);
  Bd = buf(DType::F32, 4, InitSpec::Poison, 0, 0, 0);
  B = fill(Bd);
  for (uint8_t X : B)
    EXPECT_EQ(X, 0xff);
}

TEST(Inputs, FileInitChecksSize) {
  BufferDesc Bd = buf(DType::F32, 4, InitSpec::File, 0, 0, 0);
  Bd.Init.Path = "/nonexistent/in.bin";
  std::vector<uint8_t> Bytes;
  std::string Err;
  EXPECT_FALSE(fillBuffer(Bd, "t.json", Bytes, Err));
  EXPECT_EQ(Err, "cannot open /nonexistent/in.bin: No such file or directory");
  std::string Path = testing::TempDir() + "oa-launch-in.bin";
  ASSERT_TRUE(writeFile(Path, {1, 2, 3}, Err)) << Err;
  Bd.Init.Path = Path;
  EXPECT_FALSE(fillBuffer(Bd, "t.json", Bytes, Err));
  EXPECT_NE(Err.find("has 3 bytes, expected 16 (4 x f32)"), std::string::npos) << Err;
}

TEST(DTypes, RoundingToHalfAndBFloat) {
  EXPECT_EQ(encodeDouble(DType::F16, 1.0), 0x3c00u);
  EXPECT_EQ(encodeDouble(DType::F16, -2.0), 0xc000u);
  EXPECT_EQ(encodeDouble(DType::F16, 65504.0), 0x7bffu);
  EXPECT_EQ(encodeDouble(DType::F16, 65519.0), 0x7bffu);
  EXPECT_EQ(encodeDouble(DType::F16, 65520.0), 0x7c00u); // rounds to inf
  EXPECT_EQ(encodeDouble(DType::F16, std::ldexp(1.0, -24)), 0x0001u);
  EXPECT_EQ(encodeDouble(DType::F16, std::ldexp(1.0, -25)), 0x0000u); // tie to even
  EXPECT_EQ(encodeDouble(DType::F16, std::ldexp(3.0, -26)), 0x0001u);
  EXPECT_EQ(encodeDouble(DType::F16, std::ldexp(1023.5, -24)), 0x0400u); // to normal
  EXPECT_EQ(encodeDouble(DType::F16, 1.0 + std::ldexp(1.0, -11)), 0x3c00u); // tie to even
  EXPECT_EQ(encodeDouble(DType::F16, 1.0 + std::ldexp(3.0, -11)), 0x3c02u);
  EXPECT_EQ(encodeDouble(DType::F16, NAN) & 0x7e00u, 0x7e00u);
  EXPECT_EQ(encodeDouble(DType::BF16, 1.0 + std::ldexp(1.0, -8)), 0x3f80u);
  EXPECT_EQ(encodeDouble(DType::BF16, 1.0 + std::ldexp(3.0, -8)), 0x3f82u);
  EXPECT_EQ(encodeDouble(DType::BF16, -INFINITY), 0xff80u);
  EXPECT_EQ(encodeInt(DType::I8, -1), 0xffu);
  EXPECT_EQ(encodeInt(DType::U16, 70000), 70000u & 0xffff);
  for (uint32_t H : {0x0001u, 0x03ffu, 0x0400u, 0x3c00u, 0x7bffu, 0xfbffu, 0x8001u})
    EXPECT_EQ(encodeDouble(DType::F16, decodeToDouble(DType::F16, H)), H);
  EXPECT_EQ(decodeToDouble(DType::I8, 0x80), -128.0);
  EXPECT_EQ(decodeToDouble(DType::U8, 0x80), 128.0);
  EXPECT_EQ(decodeToDouble(DType::BF16, 0x4049), 3.140625);
}
