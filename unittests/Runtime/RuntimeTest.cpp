//===-- RuntimeTest.cpp - OARuntime against a fake libcuda ----------------===//
//
// No GPU here: OA_LIBCUDA points the runtime at FakeCuda.cpp's library, so
// what is checked is the runtime's own logic (loading, error reporting by
// name, buffer round trips, parameter passing, timing arithmetic).
//
//===----------------------------------------------------------------------===//
#include "oa/Runtime/Runtime.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <cstring>

using namespace oa::runtime;
using namespace oa::launch;

namespace {
struct FakeEnv {
  explicit FakeEnv(const char *Mode) {
    ::setenv("OA_LIBCUDA", OA_FAKE_CUDA_PATH, 1);
    if (Mode)
      ::setenv("OA_FAKE_CUDA", Mode, 1);
    else
      ::unsetenv("OA_FAKE_CUDA");
  }
  ~FakeEnv() {
    ::unsetenv("OA_LIBCUDA");
    ::unsetenv("OA_FAKE_CUDA");
  }
};

std::vector<uint8_t> image(const char *Text) {
  std::string S = std::string("\x7f" "ELF ") + Text;
  return std::vector<uint8_t>(S.begin(), S.end() + 1); // with the NUL
}
} // namespace

TEST(CudaDriver, MissingLibraryIsAnError) {
  ::setenv("OA_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
  CudaDriver Cu{};
  std::string Err;
  EXPECT_FALSE(Cu.load(Err));
  EXPECT_NE(Err.find("cannot load /nonexistent/libcuda.so.1"), std::string::npos) << Err;
  ::unsetenv("OA_LIBCUDA");
}

TEST(CudaDriver, ErrorsByName) {
  FakeEnv E(nullptr);
  CudaDriver Cu{};
  std::string Err;
  ASSERT_TRUE(Cu.load(Err)) << Err;
  EXPECT_EQ(Cu.describe(700),
            "CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)");
  EXPECT_EQ(Cu.describe(12345), "CUDA error 12345"); // unknown to the driver
  EXPECT_TRUE(Cu.check(0, "x", Err));
  EXPECT_FALSE(Cu.check(200, "cuModuleLoadData(k.cubin)", Err));
  EXPECT_EQ(Err, "cuModuleLoadData(k.cubin): CUDA_ERROR_INVALID_IMAGE (device kernel image is invalid)");
}

TEST(Device, NoDevice) {
  FakeEnv E("nodevice");
  Device D;
  std::string Err;
  EXPECT_FALSE(D.open(0, Err));
  EXPECT_EQ(Err, "cuInit: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)");
}

static LaunchDesc copyDesc() {
  LaunchDesc D;
  std::string Err;
  EXPECT_TRUE(parseLaunchText(R"({"kernel": "fake_copy", "grid": [1], "block": [64],
    "buffers": {"x": {"dtype": "f32", "count": 100, "seed": 5},
                "y": {"dtype": "f32", "count": 100, "output": true}},
    "args": [{"buffer": "x"}, {"buffer": "y"}, {"i32": 100}]})",
                              "t.json", D, Err))
      << Err;
  return D;
}

TEST(Device, RunCopiesBuffersAndPassesParameters) {
  FakeEnv E(nullptr);
  Device Dev;
  std::string Err;
  ASSERT_TRUE(Dev.open(0, Err)) << Err;
  EXPECT_EQ(Dev.SM, 90);
  EXPECT_EQ(Dev.Name, "oa fake device");
  LaunchDesc D = copyDesc();
  std::vector<HostBuffer> In;
  ASSERT_TRUE(makeInputs(D, In, Err)) << Err;
  RunSpec S;
  S.CubinPath = "fake.cubin";
  S.Cubin = image("fake_copy");
  S.Kernel = "fake_copy";
  S.TimeIters = 5;
  S.Warmup = 1;
  RunResult R;
  ASSERT_TRUE(Dev.run(D, S, In, R, Err)) << Err;
  ASSERT_EQ(R.Buffers.size(), 2u);
  EXPECT_EQ(R.Buffers[1].Bytes, In[0].Bytes); // y = x through the "kernel"
  EXPECT_NE(In[1].Bytes, In[0].Bytes);        // y started as poison
  EXPECT_EQ(R.Info.Registers, 16);
  ASSERT_EQ(R.TimesUs.size(), 5u);
  EXPECT_FLOAT_EQ(R.MedianUs, 1500.0f);
  EXPECT_FLOAT_EQ(R.MinUs, 1500.0f);
}

TEST(Device, ErrorsNameTheStep) {
  FakeEnv E(nullptr);
  Device Dev;
  std::string Err;
  ASSERT_TRUE(Dev.open(0, Err)) << Err;
  LaunchDesc D = copyDesc();
  std::vector<HostBuffer> In;
  ASSERT_TRUE(makeInputs(D, In, Err)) << Err;
  RunSpec S;
  S.CubinPath = "k.cubin";
  S.Kernel = "fake_copy";
  RunResult R;
  S.Cubin = {'n', 'o', 't', 0};
  EXPECT_FALSE(Dev.run(D, S, In, R, Err));
  EXPECT_EQ(Err, "cuModuleLoadData(k.cubin): CUDA_ERROR_INVALID_IMAGE (device kernel image is invalid)");
  S.Cubin = image("other");
  EXPECT_FALSE(Dev.run(D, S, In, R, Err));
  EXPECT_EQ(Err, "cuModuleGetFunction: kernel 'fake_copy' in k.cubin: CUDA_ERROR_NOT_FOUND "
                 "(named symbol not found)");
  // Last: a fault leaves the fake context broken, as a real one would be.
  S.Cubin = image("fault");
  S.Kernel = "fault";
  EXPECT_FALSE(Dev.run(D, S, In, R, Err));
  EXPECT_EQ(Err, "running kernel 'fault' (cuCtxSynchronize): CUDA_ERROR_ILLEGAL_ADDRESS "
                 "(an illegal memory access was encountered)");
}
