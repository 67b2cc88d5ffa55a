//===-- OccupancyTest.cpp - the scheduler's occupancy steps ----------------===//
//
// Resident warps per SM as CUDA's occupancy calculator gives them for
// sm_80/sm_90, and the register pressure the pre-RA scheduler aims under.
//
//===----------------------------------------------------------------------===//

#include "SASSMachineScheduler.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {
TEST(Occupancy, ResidentWarps) {
  // 256-thread CTAs: 8 of them fit up to 32 registers, then 6, 5, 4, 3, 2, 1.
  EXPECT_EQ(SASS::residentWarps(32, 256), 64u);
  EXPECT_EQ(SASS::residentWarps(33, 256), 48u); // 40 allocated: 51 warps
  EXPECT_EQ(SASS::residentWarps(64, 256), 32u);
  EXPECT_EQ(SASS::residentWarps(72, 256), 24u);
  EXPECT_EQ(SASS::residentWarps(128, 256), 16u);
  EXPECT_EQ(SASS::residentWarps(129, 256), 8u);
  EXPECT_EQ(SASS::residentWarps(255, 256), 8u);
  // 1024-thread CTAs need 64 registers or fewer for one CTA.
  EXPECT_EQ(SASS::residentWarps(64, 1024), 32u);
  EXPECT_EQ(SASS::residentWarps(65, 1024), 0u);
  // Small CTAs are capped by the 32 CTAs an SM holds.
  EXPECT_EQ(SASS::residentWarps(16, 32), 32u);
}

TEST(Occupancy, Target) {
  // The tensor GEMM: pressure 126 (134 registers, one 256-thread CTA);
  // 128 registers hold two, so aim eight below that.
  EXPECT_EQ(SASS::occupancyTarget(126, 256, 255), 120u);
  // Already in the 128-register class, and 80 (three CTAs) is out of reach:
  // keep the class (do not let the schedule cross 128).
  EXPECT_EQ(SASS::occupancyTarget(110, 256, 255), 120u);
  // A step more than an eighth below the pressure is not chased: the
  // 128-thread model GEMM (pressure 186; three CTAs need 168 registers).
  EXPECT_EQ(SASS::occupancyTarget(100, 256, 255), 120u);
  EXPECT_EQ(SASS::occupancyTarget(186, 128, 255), 0u);
  EXPECT_EQ(SASS::occupancyTarget(180, 128, 255), 160u);
  // Unknown CTA size: 256 threads assumed.
  EXPECT_EQ(SASS::occupancyTarget(126, 0, 255), 120u);
  // Already at full occupancy: only the class ceiling (32) remains, less
  // the small kernel's margin of 4.
  EXPECT_EQ(SASS::occupancyTarget(20, 256, 255), 28u);
  // Above a register limit: aim under the limit (a sixteenth below 96).
  EXPECT_EQ(SASS::occupancyTarget(126, 256, 96), 90u);
  // The top class: nothing to keep.
  EXPECT_EQ(SASS::occupancyTarget(200, 256, 255), 0u);
  // An explicit margin replaces the scaled one.
  EXPECT_EQ(SASS::occupancyTarget(20, 256, 255, 8), 24u);
  EXPECT_EQ(SASS::occupancyTarget(126, 256, 96, 8), 88u);
}

TEST(Occupancy, Margin) {
  // A sixteenth of the count, never under 4 or over 8.
  EXPECT_EQ(SASS::occupancyMargin(32), 4u);
  EXPECT_EQ(SASS::occupancyMargin(80), 5u);
  EXPECT_EQ(SASS::occupancyMargin(96), 6u);
  EXPECT_EQ(SASS::occupancyMargin(128), 8u);
  EXPECT_EQ(SASS::occupancyMargin(255), 8u);
  EXPECT_EQ(SASS::occupancyMargin(128, 3), 3u);
}
} // namespace
