//===-- SMNameTest.cpp - the one parser of SM names ------------------------===//
//
// Every tool (oa-llc, oa-mc, oa-ptx, the assembler's .target) takes an SM
// name through getSASSSMVersion, which reads SASS.td's processor table.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {
TEST(SMName, Processors) {
  EXPECT_EQ(getSASSSMVersion(StringRef("sm_80")), 80u);
  EXPECT_EQ(getSASSSMVersion(StringRef("sm_90")), 90u);
  EXPECT_EQ(getSASSSMVersion(StringRef("sm_90a")), 90u);
}

TEST(SMName, Others) {
  for (const char *N : {"", "sm_70", "sm_86", "sm_100", "SM_90", "sm_90 ", "compute_90"})
    EXPECT_EQ(getSASSSMVersion(StringRef(N)), 0u) << N;
}
} // namespace
