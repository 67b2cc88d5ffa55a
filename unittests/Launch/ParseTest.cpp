//===-- ParseTest.cpp - launch descriptions -------------------------------===//
#include "oa/Launch/Launch.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace oa::launch;

static const char *Example = R"({
  "kernel": "saxpy",
  "cubin": "saxpy.cubin",
  "grid": [64], "block": [256, 2],
  "shared": 1024,
  "buffers": {
    "x": {"dtype": "f32", "count": 16384, "init": {"uniform": [-1, 1]}, "seed": 1},
    "y": {"dtype": "f32", "shape": [128, 128], "output": true, "rtol": 1e-5},
    "n": {"dtype": "i32", "count": 4},
    "h": {"dtype": "f16", "count": 2, "init": {"fill": 1.0}}
  },
  "args": [
    {"buffer": "x"}, {"buffer": "y"}, {"f32": 2.5}, {"i32": -7},
    {"u64": 18446744073709551615}, {"u32": "0xdeadbeef"},
    {"struct": [{"f32": 1.0}, {"i32": 7}, {"buffer": "x"}], "align": 16}
  ]
})";

TEST(Parse, Example) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(Example, "dir/sub/k.json", D, Err)) << Err;
  EXPECT_EQ(D.Kernel, "saxpy");
  EXPECT_EQ(D.Dir, "dir/sub");
  EXPECT_EQ(D.Cubin, "dir/sub/saxpy.cubin");
  EXPECT_EQ(D.Grid[0], 64u);
  EXPECT_EQ(D.Grid[1], 1u);
  EXPECT_EQ(D.Block[1], 2u);
  EXPECT_EQ(D.SharedBytes, 1024u);
  ASSERT_EQ(D.Buffers.size(), 4u);
  EXPECT_EQ(D.Buffers[0].Init.K, InitSpec::Uniform);
  EXPECT_EQ(D.Buffers[0].Seed, 1u);
  EXPECT_FALSE(D.Buffers[0].Output);
  EXPECT_EQ(D.Buffers[0].Rtol, 1e-6);
  // Outputs without init are poisoned; the seed defaults to fnv1a64(name).
  EXPECT_EQ(D.Buffers[1].Count, 16384u);
  EXPECT_TRUE(D.Buffers[1].Output);
  EXPECT_EQ(D.Buffers[1].Init.K, InitSpec::Poison);
  EXPECT_EQ(D.Buffers[1].Rtol, 1e-5);
  EXPECT_EQ(D.Buffers[1].Seed, fnv1a64("y"));
  EXPECT_EQ(D.Buffers[2].Init.K, InitSpec::RandInt);
  EXPECT_EQ(D.Buffers[2].Init.IB, 100);
  EXPECT_EQ(D.Buffers[3].Init.FillBits, 0x3c00u);
  EXPECT_EQ(D.Buffers[3].Rtol, 1e-3);
  ASSERT_EQ(D.Args.size(), 7u);
  EXPECT_EQ(D.Args[1].K, ArgDesc::Buffer);
  EXPECT_EQ(D.Args[1].BufferIndex, 1u);
  EXPECT_EQ(D.Args[2].Bits, 0x40200000u);
  EXPECT_EQ(D.Args[3].Bits, 0xfffffff9u);
  EXPECT_EQ(D.Args[4].Bits, UINT64_MAX);
  EXPECT_EQ(D.Args[5].Bits, 0xdeadbeefu);
  EXPECT_EQ(D.Args[6].K, ArgDesc::Struct);
  EXPECT_EQ(D.Args[6].Fields.size(), 3u);
  EXPECT_EQ(D.Args[6].align(), 16u);
  EXPECT_EQ(D.Args[6].size(), 16u);
}

static std::string errorOf(const std::string &Text) {
  LaunchDesc D;
  std::string Err;
  EXPECT_FALSE(parseLaunchText(Text, "t.json", D, Err)) << Text;
  return Err;
}

TEST(Parse, Errors) {
  EXPECT_EQ(errorOf("{\"kernel\": \"k\",\n \"buffers\": {\"a\": {\"dtype\": \"f33\", \"count\": 1}}}"),
            "t.json:2:29: unknown dtype 'f33' (expected i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"args\": [{\"buffer\": \"nope\"}]}"),
            "t.json:1:37: no buffer named 'nope'");
  EXPECT_EQ(errorOf("{\"grid\": [1]}"), "t.json:1:1: missing \"kernel\"");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"gird\": [1]}"),
            "t.json:1:25: unknown member \"gird\" in the launch description (expected one of: "
            "kernel, cubin, grid, block, shared, stack, buffers, args)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"grid\": [1, 0]}"),
            "t.json:1:29: grid entries must be positive integers");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"args\": [{\"i8\": 128}]}"),
            "t.json:1:33: i8 argument: 128 does not fit i8");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"args\": [{\"u32\": -1}]}"),
            "t.json:1:34: u32 argument: -1 does not fit u32");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"buffers\": {\"a\": {\"dtype\": \"i32\", \"count\": 2, "
                    "\"init\": {\"uniform\": [0, 1]}}}}"),
            "t.json:1:71: \"uniform\" needs a float dtype (buffer 'a' is i32; use randint)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"buffers\": {\"a\": {\"dtype\": \"i32\", \"count\": 2, "
                    "\"init\": {\"randint\": [5, 5]}}}}"),
            "t.json:1:83: randint needs lo < hi (hi is exclusive)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"buffers\": {\"../a\": {\"dtype\": \"i32\", \"count\": 2}}}"),
            "t.json:1:37: buffer name \"../a\" must be letters, digits, '_', '-', '.' (it names a file)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"buffers\": {\"a\": {\"dtype\": \"f32\"}}}"),
            "t.json:1:34: buffer 'a' has neither \"count\" nor \"shape\"");
  EXPECT_EQ(errorOf("[1,"), "t.json:1:4: unexpected end of file, expected a value");
  // Members starting with '_' are comments.
  LaunchDesc D;
  std::string Err;
  EXPECT_TRUE(parseLaunchText("{\"kernel\": \"k\", \"_note\": 1}", "t.json", D, Err)) << Err;
}

// CUDA's limits for sm_80/sm_90 launches are errors at the value.
TEST(Parse, Limits) {
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"grid\": [2147483648]}"),
            "t.json:1:26: grid x is 2147483648, more than 2147483647 (the CUDA limit)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"grid\": [1, 65536]}"),
            "t.json:1:29: grid y is 65536, more than 65535 (the CUDA limit)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"grid\": 4294967296}"),
            "t.json:1:25: grid x is 4294967296, more than 2147483647 (the CUDA limit)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"block\": [1, 1, 65]}"),
            "t.json:1:33: block z is 65, more than 64 (the CUDA limit)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"block\": [1024, 2]}"),
            "t.json:1:26: block of 2048 threads, more than 1024 (the CUDA limit)");
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"shared\": 4294967296}"),
            "t.json:1:27: shared is 4294967296 bytes, more than a block can have (163 KiB on "
            "sm_80, 227 KiB on sm_90)");
  std::string Args;
  for (int I = 0; I < 4096; ++I)
    Args += std::string(I ? ", " : "") + "{\"i64\": 1}";
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"args\": [" + Args + "]}"),
            "t.json:1:" + std::to_string(26 + 4095 * 12) +
                ": the parameters take more than 32764 bytes (the CUDA limit)");
  LaunchDesc D;
  std::string Err;
  EXPECT_TRUE(parseLaunchText("{\"kernel\": \"k\", \"grid\": [2147483647, 65535, 65535], "
                              "\"block\": [32, 32], \"shared\": 232448}",
                              "t.json", D, Err))
      << Err;
}

// Buffers the host cannot hold are refused before anything is allocated.
TEST(Parse, HostMemory) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText("{\"kernel\": \"k\", \"buffers\": {"
                              "\"a\": {\"dtype\": \"f32\", \"count\": 1000},"
                              "\"b\": {\"dtype\": \"f64\", \"shape\": [1000, 1000]}}}",
                              "t.json", D, Err))
      << Err;
  EXPECT_TRUE(checkHostMemory(D, 3, 100u << 20, Err)) << Err;
  EXPECT_FALSE(checkHostMemory(D, 3, 16u << 20, Err));
  EXPECT_EQ(Err, "t.json: the buffers need 0.00745 GiB (3 copies in host memory: 0.0224 GiB), "
                 "more than the 0.0156 GiB this machine has available; the largest is 'b' "
                 "(1000000 x f64)");
  EXPECT_GT(availableHostMemory(), 0u);
}

TEST(Parse, NotARegularFile) {
  LaunchDesc D;
  std::string Err;
  EXPECT_FALSE(parseLaunchFile("/dev/zero", D, Err));
  EXPECT_EQ(Err, "cannot read /dev/zero: not a regular file");
}

TEST(Parse, MissingFile) {
  LaunchDesc D;
  std::string Err;
  EXPECT_FALSE(parseLaunchFile("/nonexistent/x.json", D, Err));
  EXPECT_EQ(Err, "cannot open /nonexistent/x.json: No such file or directory");
}

TEST(Parse, Expect) {
  LaunchDesc D;
  std::string Err;
  ASSERT_TRUE(parseLaunchText(
      "{\"kernel\": \"k\", \"buffers\": {"
      "\"a\": {\"dtype\": \"i32\", \"count\": 3, \"output\": true, \"expect\": {\"iota\": [5, -2]}},"
      "\"b\": {\"dtype\": \"f32\", \"count\": 2, \"output\": true}}}",
      "t.json", D, Err))
      << Err;
  EXPECT_TRUE(D.Buffers[0].HasExpect);
  EXPECT_FALSE(D.Buffers[1].HasExpect);
  EXPECT_TRUE(hasExpected(D));
  std::vector<HostBuffer> E;
  ASSERT_TRUE(makeExpected(D, E, Err)) << Err;
  ASSERT_EQ(E.size(), 2u);
  EXPECT_TRUE(E[1].Bytes.empty());
  ASSERT_EQ(E[0].Bytes.size(), 12u);
  int32_t V[3];
  std::memcpy(V, E[0].Bytes.data(), 12);
  EXPECT_EQ(V[0], 5);
  EXPECT_EQ(V[2], 1);
  // Only buffers with an expectation are compared.
  std::vector<HostBuffer> Out = E;
  std::vector<CompareResult> R = compareExpected(D, Out, E);
  ASSERT_EQ(R.size(), 1u);
  EXPECT_TRUE(R[0].Pass);
  Out[0].Bytes[4] ^= 1;
  R = compareExpected(D, Out, E);
  EXPECT_FALSE(R[0].Pass);
  EXPECT_EQ(R[0].FirstMismatch, 1u);
  EXPECT_EQ(errorOf("{\"kernel\": \"k\", \"buffers\": {\"a\": {\"dtype\": \"i32\", \"count\": 2, "
                    "\"output\": true, \"expect\": \"poison\"}}}"),
            "t.json:1:89: \"expect\" cannot be \"poison\"");
}
