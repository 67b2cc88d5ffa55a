//===-- ParamsTest.cpp - parameter packing --------------------------------===//
#include "oa/Launch/Launch.h"
#include "gtest/gtest.h"

using namespace oa::launch;

static uint64_t le(const std::vector<uint8_t> &B, unsigned Off, unsigned Size) {
  uint64_t V = 0;
  for (unsigned I = 0; I < Size; ++I)
    V |= uint64_t(B[Off + I]) << (8 * I);
  return V;
}

TEST(Params, CLayout) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(R"({"kernel": "k",
    "buffers": {"a": {"dtype": "f32", "count": 1}, "b": {"dtype": "u8", "count": 1}},
    "args": [
      {"i32": 5},
      {"buffer": "b"},
      {"struct": [{"f32": 1.0}, {"i8": -2}, {"f64": 2.0}]},
      {"i8": 3},
      {"struct": [{"i8": 1}, {"i16": 2}]},
      {"struct": [{"f32": 0.5}], "align": 16},
      {"struct": [{"u8": 9}, {"struct": [{"u16": 7}, {"buffer": "a"}]}]}
    ]})", "t.json", D, Err)) << Err;
  PackedParams P = packParams(D, {0x1111222233334444ull, 0x7000000000ull});
  // struct{f32; i8; f64} is {0, 4, 8} size 16 align 8; struct{i8; i16} is
  // {0, 2} size 4 align 2; the aligned one is size 16; the nested one is
  // {u8 @0, {u16 @0, ptr @8} @8} size 24.
  std::vector<uint32_t> Off = {0, 8, 16, 32, 34, 48, 64};
  std::vector<uint32_t> Size = {4, 8, 16, 1, 4, 16, 24};
  EXPECT_EQ(P.Offsets, Off);
  EXPECT_EQ(P.Sizes, Size);
  ASSERT_EQ(P.Bytes.size(), 88u);
  EXPECT_EQ(le(P.Bytes, 0, 4), 5u);
  EXPECT_EQ(le(P.Bytes, 4, 4), 0u); // padding is zero
  EXPECT_EQ(le(P.Bytes, 8, 8), 0x7000000000ull);
  EXPECT_EQ(le(P.Bytes, 16, 4), 0x3f800000u);
  EXPECT_EQ(le(P.Bytes, 20, 1), 0xfeu);
  EXPECT_EQ(le(P.Bytes, 24, 8), 0x4000000000000000ull);
  EXPECT_EQ(le(P.Bytes, 32, 1), 3u);
  EXPECT_EQ(le(P.Bytes, 34, 1), 1u);
  EXPECT_EQ(le(P.Bytes, 36, 2), 2u);
  EXPECT_EQ(le(P.Bytes, 48, 4), 0x3f000000u);
  EXPECT_EQ(le(P.Bytes, 64, 1), 9u);
  EXPECT_EQ(le(P.Bytes, 72, 2), 7u);
  EXPECT_EQ(le(P.Bytes, 80, 8), 0x1111222233334444ull);
}

TEST(Params, NoArguments) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(R"({"kernel": "k"})", "t.json", D, Err)) << Err;
  PackedParams P = packParams(D, {});
  EXPECT_TRUE(P.Bytes.empty());
  EXPECT_TRUE(P.Offsets.empty());
}
