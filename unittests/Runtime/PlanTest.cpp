//===-- PlanTest.cpp - oa_runtime.h's launch plans against a fake libcuda -===//
//
// FakeCuda.cpp's fake_copy kernel copies n floats; its stream capture
// records launches with their parameter values.  Checked: launches run in
// order with the bound pointers, a graph is captured once and replayed,
// a rebind with other pointers captures again, and errors have messages.
//
//===----------------------------------------------------------------------===//
#include "oa/Runtime/oa_runtime.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace {
struct Fake {
  Fake() { ::setenv("OA_LIBCUDA", OA_FAKE_CUDA_PATH, 1); }
  ~Fake() { ::unsetenv("OA_LIBCUDA"); }
};

const std::string Image = std::string("\x7f" "ELF fake_copy");

// Two launches: a -> b, then b -> c (n = 4 as the third "buffer").
oa_rt_plan *makePlan() {
  oa_rt_plan *P = nullptr;
  EXPECT_EQ(oa_rt_plan_create(Image.data(), Image.size() + 1, 2, 4, &P), 0) << oa_rt_last_error();
  unsigned G[3] = {1, 1, 1}, B[3] = {32, 1, 1};
  int First[3] = {0, 1, 3}, Second[3] = {1, 2, 3};
  EXPECT_EQ(oa_rt_plan_set_launch(P, 0, "fake_copy", G, B, 0, 3, First), 0) << oa_rt_last_error();
  EXPECT_EQ(oa_rt_plan_set_launch(P, 1, "fake_copy", G, B, 0, 3, Second), 0) << oa_rt_last_error();
  return P;
}

uint64_t addr(std::vector<float> &V) { return reinterpret_cast<uint64_t>(V.data()); }
} // namespace

TEST(Plan, RunsLaunchesInOrder) {
  Fake F;
  oa_rt_plan *P = makePlan();
  std::vector<float> A{1, 2, 3, 4}, Bv(4, 0), C(4, 0);
  uint64_t Ptrs[4] = {addr(A), addr(Bv), addr(C), 4};
  ASSERT_EQ(oa_rt_plan_bind(P, Ptrs), 0);
  ASSERT_EQ(oa_rt_plan_run(P, nullptr, 0), 0) << oa_rt_last_error();
  EXPECT_EQ(C, A);
  EXPECT_EQ(oa_rt_plan_captures(P), 0);
  oa_rt_plan_destroy(P);
}

TEST(Plan, GraphCapturedOnceReplayedAndRecapturedOnRebind) {
  Fake F;
  oa_rt_plan *P = makePlan();
  std::vector<float> A{1, 2, 3, 4}, Bv(4, 0), C(4, 0);
  uint64_t Ptrs[4] = {addr(A), addr(Bv), addr(C), 4};
  ASSERT_EQ(oa_rt_plan_bind(P, Ptrs), 0);
  ASSERT_EQ(oa_rt_plan_run(P, nullptr, 1), 0) << oa_rt_last_error();
  EXPECT_EQ(C, A);
  A = {5, 6, 7, 8};                 // same pointers: the graph replays
  ASSERT_EQ(oa_rt_plan_bind(P, Ptrs), 0);
  ASSERT_EQ(oa_rt_plan_run(P, nullptr, 1), 0);
  EXPECT_EQ(C, A);
  EXPECT_EQ(oa_rt_plan_captures(P), 1);
  std::vector<float> C2(4, 0);      // another output buffer: captured again
  Ptrs[2] = addr(C2);
  ASSERT_EQ(oa_rt_plan_bind(P, Ptrs), 0);
  ASSERT_EQ(oa_rt_plan_run(P, nullptr, 1), 0);
  EXPECT_EQ(C2, A);
  EXPECT_EQ(oa_rt_plan_captures(P), 2);
  oa_rt_plan_destroy(P);
}

TEST(Plan, Errors) {
  Fake F;
  oa_rt_plan *P = nullptr;
  EXPECT_NE(oa_rt_plan_create("not a cubin", 12, 1, 1, &P), 0);
  EXPECT_NE(std::string(oa_rt_last_error()).find("cuModuleLoadData"), std::string::npos);
  P = makePlan();
  EXPECT_NE(oa_rt_plan_run(P, nullptr, 0), 0);
  EXPECT_NE(std::string(oa_rt_last_error()).find("not bound"), std::string::npos);
  unsigned G[3] = {1, 1, 1};
  int Bad[1] = {9};
  EXPECT_NE(oa_rt_plan_set_launch(P, 0, "fake_copy", G, G, 0, 1, Bad), 0);
  EXPECT_NE(std::string(oa_rt_last_error()).find("names buffer 9 of 4"), std::string::npos);
  EXPECT_NE(oa_rt_plan_set_launch(P, 0, "missing", G, G, 0, 0, Bad), 0);
  EXPECT_NE(std::string(oa_rt_last_error()).find("cuModuleGetFunction(missing)"), std::string::npos);
  oa_rt_plan_destroy(P);
}
