//===-- TensorMapTest.cpp - tensor-map arguments --------------------------===//
#include "oa/Launch/Launch.h"
#include "gtest/gtest.h"

using namespace oa::launch;

static const char *Desc = R"({
  "kernel": "k", "grid": [1], "block": [128],
  "buffers": {
    "A": {"dtype": "f16", "shape": [256, 64]},
    "D": {"dtype": "f32", "count": 16, "output": true}
  },
  "args": [
    {"i32": 3},
    {"tensormap": {"buffer": "A", "dims": [64, 256], "box": [64, 128], "swizzle": "128B",
                   "oob_fill": "nan", "l2_promotion": "128B"}},
    {"buffer": "D"}
  ]
})";

TEST(TensorMap, ParseAndPack) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(Desc, "t.json", D, Err)) << Err;
  const TensorMapDesc &T = D.Args[1].TM;
  EXPECT_EQ(D.Args[1].K, ArgDesc::TensorMap);
  EXPECT_EQ(T.Rank, 2u);
  EXPECT_EQ(T.ElemBytes, 2u);
  EXPECT_EQ(T.CuDataType, 6); // FLOAT16
  EXPECT_EQ(T.Strides[1], 128u); // packed: 64 halves
  EXPECT_EQ(T.Box[1], 128u);
  EXPECT_EQ(T.Swizzle, 3u);
  EXPECT_EQ(T.OobFill, 1u);
  EXPECT_EQ(T.L2Promotion, 2u);
  // 64-byte aligned, 128 bytes, in oa-emu's form by default.
  PackedParams P = packParams(D, {0x1000, 0x2000});
  EXPECT_EQ(P.Offsets[1], 64u);
  EXPECT_EQ(P.Sizes[1], 128u);
  EXPECT_EQ(P.Offsets[2], 192u);
  EmuTensorMap M;
  ASSERT_TRUE(decodeEmuTensorMap(P.Bytes.data() + 64, M));
  EXPECT_EQ(M.Global, 0x1000u);
  EXPECT_EQ(M.Dims[1], 256u);
  EXPECT_EQ(M.Strides[0], 2u);
  EXPECT_EQ(M.Strides[1], 128u);
  EXPECT_EQ(M.Box[0], 64u);
  EXPECT_EQ(M.Swizzle, 3u);
  // Another encoder (oa-run's is the driver) and its failure.
  PackedParams Q;
  ASSERT_TRUE(packParams(D, {0x1000, 0x2000},
                         [](const TensorMapDesc &, uint64_t A, uint8_t Out[128], std::string &) {
                           std::memset(Out, 0xab, 128);
                           return A == 0x1000;
                         },
                         Q, Err));
  EXPECT_EQ(Q.Bytes[64], 0xab);
  EXPECT_FALSE(packParams(D, {0x3000, 0x2000},
                          [](const TensorMapDesc &, uint64_t, uint8_t *, std::string &E) {
                            E = "no";
                            return false;
                          },
                          Q, Err));
  EXPECT_EQ(Err, "no");
}

// A map over a view (the attention's k inside its qkv projection) starts
// `offset` bytes into its buffer: the encoder gets that address, and the
// bounds check counts it.
TEST(TensorMap, Offset) {
  std::string Text = R"({"kernel": "k", "buffers": {"A": {"dtype": "f16", "shape": [256, 64]}},
    "args": [{"tensormap": {"buffer": "A", "dims": [32, 256], "strides": [128], "box": [32, 8],
                            "offset": 64}}]})";
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(Text, "t.json", D, Err)) << Err;
  EXPECT_EQ(D.Args[0].TM.Offset, 64u);
  PackedParams P = packParams(D, {0x1000});
  EmuTensorMap M;
  ASSERT_TRUE(decodeEmuTensorMap(P.Bytes.data() + P.Offsets[0], M));
  EXPECT_EQ(M.Global, 0x1040u);
}

TEST(TensorMap, Errors) {
  struct Case {
    const char *Map, *Msg;
  } Cases[] = {
      {R"({"buffer": "B", "dims": [8], "box": [8]})", "no buffer named 'B'"},
      {R"({"buffer": "A", "dims": [64, 256]})", "needs \"dims\" and \"box\""},
      {R"({"buffer": "A", "dims": [64, 256], "box": [64]})", "\"box\" needs 2 entries"},
      {R"({"buffer": "A", "dims": [64, 256], "box": [64, 512]})", "entries must be integers from 1 to 256"},
      {R"({"buffer": "A", "dims": [64, 256], "box": [4, 8]})", "multiple of 16 bytes (8 given)"},
      {R"({"buffer": "A", "dims": [64, 256], "box": [64, 8], "swizzle": "64B"})",
       "the inner box dimension (128 bytes) exceeds the 64-byte swizzle"},
      {R"({"buffer": "A", "dims": [60, 256], "box": [8, 8]})",
       "the packed stride of dimension 1 is 120 bytes"},
      {R"({"buffer": "A", "dims": [64, 257], "box": [8, 8]})", "reaches byte 32896 of buffer 'A'"},
      {R"({"buffer": "A", "dims": [64, 256], "strides": [100], "box": [8, 8]})",
       "multiples of 16 bytes"},
      {R"({"buffer": "A", "dims": [32, 256], "strides": [128], "box": [8, 8], "offset": 8})",
       "\"offset\" must be a multiple of 16 bytes"},
      {R"({"buffer": "A", "dims": [32, 256], "strides": [128], "box": [8, 8], "offset": 80})",
       "reaches byte 32784 of buffer 'A'"},
      {R"({"buffer": "A", "dims": [32, 256], "box": [8, 8], "offset": -16})",
       "\"offset\" takes a byte count"},
      {R"({"buffer": "A", "dims": [64, 256], "box": [8, 8], "swizzle": "256B"})",
       "\"swizzle\" must be one of \"none\", \"32B\", \"64B\", \"128B\""},
      {R"({"buffer": "A", "dtype": "i32", "dims": [64, 128], "box": [8, 8], "oob_fill": "nan"})",
       "needs a float element type"},
      {R"({"buffer": "A", "dims": [64, 256], "box": [8, 8], "bogus": 1})", "unknown member \"bogus\""},
      // CU_TENSOR_MAP_INTERLEAVE_32B: swizzle 32B only, strides of 32 bytes.
      {R"({"buffer": "A", "dims": [8, 8, 256], "box": [8, 8, 8], "interleave": "32B"})",
       "\"interleave\": \"32B\" needs \"swizzle\": \"32B\""},
      {R"({"buffer": "A", "dims": [8, 8, 256], "strides": [48, 384], "box": [8, 8, 8],
           "interleave": "32B", "swizzle": "32B"})",
       "with a 32B interleave, tensor-map strides must be multiples of 32 bytes"},
      {R"({"buffer": "A", "dims": [24, 8, 64], "box": [8, 8, 8], "interleave": "32B",
           "swizzle": "32B"})",
       "the packed stride of dimension 1 is 48 bytes, not a multiple of 32 (32B interleave)"},
  };
  for (const Case &C : Cases) {
    std::string Text = std::string(R"({"kernel": "k", "buffers": {"A": {"dtype": "f16", "shape": [256, 64]}},
      "args": [{"tensormap": )") + C.Map + "}]}";
    LaunchDesc D;
    std::string Err;
    EXPECT_FALSE(parseLaunchText(Text, "t.json", D, Err)) << C.Map;
    EXPECT_NE(Err.find(C.Msg), std::string::npos) << Err;
    EXPECT_EQ(Err.rfind("t.json:", 0), 0u) << Err;
  }
}

// The global address is known at launch only: the checked packParams (both
// tools' launches) refuses one that cuTensorMapEncodeTiled would, and names
// the argument; plans (the unchecked form) still encode it.
TEST(TensorMap, Address) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(Desc, "t.json", D, Err)) << Err;
  PackedParams P;
  EXPECT_TRUE(packParams(D, {0x1010, 0x2000}, emuTensorMapEncoder(), P, Err)) << Err;
  EXPECT_FALSE(packParams(D, {0x1008, 0x2000}, emuTensorMapEncoder(), P, Err));
  EXPECT_EQ(Err, "t.json:9:5: the tensor map's buffer is at 0x1008, which is not 16-byte "
                 "aligned (cuTensorMapEncodeTiled's rule)");
  P = packParams(D, {0x1008, 0x2000});
  EmuTensorMap M;
  ASSERT_TRUE(decodeEmuTensorMap(P.Bytes.data() + 64, M));
  EXPECT_EQ(M.Global, 0x1008u);
  // 32 bytes with a 32B interleave.
  TensorMapDesc T = D.Args[1].TM;
  T.Interleave = 2;
  EXPECT_FALSE(checkTensorMapAddress(T, 0x1010, "x", Err));
  EXPECT_NE(Err.find("not 32-byte aligned (cuTensorMapEncodeTiled's rule with a 32B interleave)"),
            std::string::npos)
      << Err;
  EXPECT_TRUE(checkTensorMapAddress(T, 0x1020, "x", Err));
}
