//===-- ImportTest.cpp - the PTX importer -----------------------------------===//
//
// A module with every construct the importer takes imports to a module the
// verifier accepts; mutations of it (byte flips, deleted and duplicated
// lines, truncations) either import to a valid module or fail with errors
// located inside the text, never a crash.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Import.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <random>

using namespace oa::ptx;

namespace {

// oa-llc's data layout (SASSTargetMachine::dataLayoutString).
const char *kDL = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p101:32:32-i64:64-i128:128-"
                  "v16:16-v32:32-n16:32:64-A5";

const char *kSeed = R"(.version 8.8
.target sm_90
.address_size 64
.global .align 4 .u32 counter;
.visible .global .align 4 .b32 table[4] = {1, 2, 3};
.const .align 4 .f32 coef[2] = {0f3F800000, 0.5};
.global .align 8 .u64 tptr = generic(table)+4;
.shared .align 16 .b8 tile[256];
.extern .shared .align 16 .b8 dyn[];
.func (.param .align 4 .b8 func_retval0[8]) pair(.param .b32 pair_param_0, .param .align 4 .b8 pair_param_1[8])
{
	.reg .b32 %r<4>;
	ld.param.b32 %r1, [pair_param_0];
	ld.param.b32 %r2, [pair_param_1+4];
	add.s32 %r3, %r1, %r2;
	st.param.b32 [func_retval0], %r3;
	st.param.b32 [func_retval0+4], %r1;
	ret;
}
.func (.reg .b32 r) old(.reg .b32 a)
{
	add.s32 r, a, 1;
	ret;
}
.visible .entry kern(.param .u64 .ptr .global .align 4 kern_param_0, .param .align 8 .b8 kern_param_1[16], .param .u32 kern_param_2)
.maxntid 128, 1, 1
{
	.local .align 4 .b8 __local_depot0[16];
	.reg .pred %p<3>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	.reg .b64 %SPL;
	mov.b64 %SPL, __local_depot0;
	ld.param.b64 %rd1, [kern_param_0];
	cvta.to.global.u64 %rd2, %rd1;
	mov.b64 %rd7, kern_param_1;
	ld.param.b32 %r1, [%rd7+8];
	ld.param.b32 %r2, [kern_param_2];
	mov.u32 %r3, %tid.x;
	setp.ge.u32 %p1, %r3, %r2;
	@%p1 bra $L__exit;
	st.local.b32 [%SPL+4], %r1;
	ld.local.b32 %r4, [%SPL+4];
	{
	.param .b32 param0;
	.param .align 4 .b8 param1[8];
	.param .align 4 .b8 retval0[8];
	st.param.b32 [param0], %r4;
	st.param.b32 [param1], %r4;
	st.param.b32 [param1+4], %r3;
	call.uni (retval0), pair, (param0, param1);
	ld.param.b32 %r5, [retval0];
	}
	call.uni (%r6), old, (%r5);
	ld.global.u32 %r7, [table+4];
	add.s32 %r5, %r6, %r7;
	ld.const.f32 %r8, [coef+4];
	st.shared.u32 [tile], %r5;
	mov.u64 %rd3, dyn;
	cvta.shared.u64 %rd4, %rd3;
	st.u32 [%rd4+8], %r8;
	mul.wide.u32 %rd5, %r3, 4;
	add.s64 %rd6, %rd2, %rd5;
	st.global.u32 [%rd6], %r5;
	@!%p1 atom.global.add.u32 %r9, [counter], 1;
$L__exit:
	ret;
}
)";

unsigned lines(const std::string &T) {
  unsigned N = 1;
  for (char C : T)
    N += C == '\n';
  return N;
}

void check(const std::string &Text, bool MustImport = false) {
  llvm::LLVMContext Ctx;
  ImportResult R = importModule(Text, "t.ptx", Ctx, kDL);
  std::string All;
  for (const Diagnostic &D : R.Errors) {
    All += formatDiagnostic("t.ptx", D) + "\n";
    ASSERT_FALSE(D.Message.empty());
    ASSERT_LE(D.Loc.Line, lines(Text)) << D.Message;
    // No internal error (a module the verifier rejects), and every error
    // has a position.
    ASSERT_EQ(D.Message.find("internal error"), std::string::npos) << Text << "\n" << All;
    ASSERT_TRUE(D.Loc.valid()) << D.Message;
  }
  if (MustImport) {
    ASSERT_TRUE(R.ok()) << All;
  }
  if (R.ok()) {
    std::string Err;
    llvm::raw_string_ostream OS(Err);
    ASSERT_FALSE(llvm::verifyModule(*R.M, &OS)) << Err;
  } else {
    ASSERT_FALSE(R.Errors.empty());
  }
}

TEST(PTXImport, Seed) { check(kSeed, /*MustImport=*/true); }

TEST(PTXImport, Signatures) {
  llvm::LLVMContext Ctx;
  ImportResult R = importModule(kSeed, "t.ptx", Ctx, kDL);
  ASSERT_TRUE(R.ok());
  llvm::Function *K = R.M->getFunction("kern");
  ASSERT_TRUE(K);
  EXPECT_EQ(K->getCallingConv(), llvm::CallingConv::PTX_Kernel);
  EXPECT_EQ(K->arg_size(), 3u);
  EXPECT_TRUE(K->getArg(1)->hasByValAttr());
  EXPECT_EQ(K->getFnAttribute("nvvm.maxntid").getValueAsString(), "128,1,1");
  EXPECT_EQ(K->getFnAttribute("target-cpu").getValueAsString(), "sm_90");
  llvm::Function *P = R.M->getFunction("pair");
  ASSERT_TRUE(P);
  EXPECT_TRUE(P->getReturnType()->isArrayTy());
  EXPECT_TRUE(P->hasInternalLinkage());
  EXPECT_EQ(R.M->getGlobalVariable("tile", true)->getAddressSpace(), 3u);
  EXPECT_EQ(R.M->getGlobalVariable("coef", true)->getAddressSpace(), 4u);
  EXPECT_TRUE(R.M->getGlobalVariable("dyn", true)->isDeclaration());
}

TEST(PTXImport, Mutations) {
  std::string Seed = kSeed;
  std::mt19937 Rng(7);
  std::vector<std::string> Lines;
  {
    size_t P = 0;
    while (P < Seed.size()) {
      size_t E = Seed.find('\n', P);
      Lines.push_back(Seed.substr(P, E - P));
      P = E + 1;
    }
  }
  const char Punct[] = "{}[](),;.%@!+-|_$";
  for (unsigned I = 0; I < 1500; ++I) {
    std::string T;
    switch (I % 4) {
    case 0: { // byte flips
      T = Seed;
      for (unsigned K = 0; K < 1 + Rng() % 3; ++K)
        T[Rng() % T.size()] = Punct[Rng() % (sizeof(Punct) - 1)];
      break;
    }
    case 1: { // a line deleted
      size_t Del = Rng() % Lines.size();
      for (size_t L = 0; L < Lines.size(); ++L)
        if (L != Del)
          T += Lines[L] + "\n";
      break;
    }
    case 2: { // a line duplicated
      size_t Dup = Rng() % Lines.size();
      for (size_t L = 0; L < Lines.size(); ++L) {
        T += Lines[L] + "\n";
        if (L == Dup)
          T += Lines[L] + "\n";
      }
      break;
    }
    case 3: // truncated
      T = Seed.substr(0, Rng() % Seed.size());
      break;
    }
    check(T);
    if (HasFatalFailure())
      return;
  }
}

} // namespace
