//===-- RobustnessTest.cpp - no input crashes the PTX front end -----------===//
//
// Deterministic mutations of a valid module (byte flips, truncations,
// splices of punctuation) and pathological nesting: the parser must return,
// with every error located inside the text, and what parses must print and
// parse back to the same text.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Instructions.h"
#include "oa/PTX/Parser.h"
#include "gtest/gtest.h"
#include <random>

using namespace oa::ptx;

namespace {

const char *kSeed = R"(.version 8.8
.target sm_90a
.address_size 64
.global .align 4 .u32 g[4] = {1, 2, 0x3, 4U};
.visible .entry k(.param .u64 k_param_0, .param .align 64 .b8 tm[128])
.maxntid 128, 1, 1
{
	.reg .pred %p<2>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<4>;
	.shared .align 128 .b8 smem[8192];
	mov.u32 %r1, %tid.x;
	setp.eq.s32 %p1, %r1, 0;
	@%p1 mbarrier.init.shared::cta.b64 [smem], 1;
	cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [smem+1024], [%rd1, {%r2, %r3}], [smem];
	mbarrier.try_wait.parity.shared::cta.b64 %p1, [smem], 0;
	wgmma.fence.sync.aligned;
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r4,%r5,%r6,%r7}, {%r8,%r9,%r10,%r11}, {%r12,%r13}, {%r4,%r5,%r6,%r7};
	ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r8,%r9,%r10,%r11}, [%r1+16];
	cp.async.cg.shared.global [%r1], [%rd2+-32], 16, %r3;
	mov.f32 %r2, 0f3F800000;
	mov.f64 %rd3, 0d3FF0000000000000;
$L__BB0_1:
	{ .reg .pred q; setp.ne.b32 q, %r1, 1; @!q bra $L__BB0_1; }
	ret;
}
)";

std::string printed(const Module &M) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS, M);
  return S;
}

void check(const std::string &Text) {
  ModuleResult R = parseModule(Text);
  unsigned Lines = 1;
  for (char C : Text)
    Lines += C == '\n';
  for (const Diagnostic &D : R.Errors) {
    ASSERT_TRUE(D.Loc.valid()) << D.Message;
    ASSERT_LE(D.Loc.Line, Lines) << D.Message;
    ASSERT_FALSE(D.Message.empty());
  }
  if (!R.ok())
    return;
  // The views never throw or crash either.
  for (const TopLevel &T : R.M.Items)
    if (T.K == TopLevel::Func)
      for (const Statement &S : T.F.Body)
        if (S.K == Statement::Instr) {
          llvm::consumeError(getMma(S.I).takeError());
          llvm::consumeError(getMatrix(S.I).takeError());
          llvm::consumeError(getCpAsync(S.I).takeError());
          llvm::consumeError(getBulk(S.I).takeError());
          llvm::consumeError(getWgmma(S.I).takeError());
          llvm::consumeError(getMbarrier(S.I).takeError());
        }
  std::string Once = printed(R.M);
  ModuleResult R2 = parseModule(Once);
  ASSERT_TRUE(R2.ok()) << Once;
  ASSERT_EQ(printed(R2.M), Once);
}

TEST(PTXRobustness, SeedParses) {
  ModuleResult R = parseModule(kSeed);
  ASSERT_TRUE(R.ok()) << formatDiagnostic("seed", R.Errors[0]);
  check(kSeed);
}

TEST(PTXRobustness, Mutations) {
  std::mt19937 G(12345);
  const std::string Seed = kSeed;
  const char Splice[] = "{}[]();,.:@!|<>=+-%$_\"0xf/*\n";
  for (int Round = 0; Round < 3000; ++Round) {
    std::string S = Seed;
    int Edits = 1 + G() % 4;
    for (int E = 0; E < Edits && !S.empty(); ++E) {
      size_t P = G() % S.size();
      switch (G() % 4) {
      case 0: S[P] = (char)(G() & 0xff); break;
      case 1: S.insert(S.begin() + P, Splice[G() % (sizeof(Splice) - 1)]); break;
      case 2: S.erase(P, 1 + G() % 8); break;
      case 3: S.resize(P); break;
      }
    }
    check(S);
    if (HasFatalFailure())
      FAIL() << "round " << Round << ":\n" << S;
  }
}

TEST(PTXRobustness, DeepNesting) {
  std::string S = ".entry k()\n";
  S += std::string(100000, '{');
  ModuleResult R = parseModule(S);
  EXPECT_FALSE(R.ok());
  std::string T = ".global .u32 x[1] = " + std::string(100000, '{') + "1;";
  ModuleResult R2 = parseModule(T);
  EXPECT_FALSE(R2.ok());
  AsmResult A = parseAsm(std::string(100000, '{'), Dialect::CudaAsm);
  EXPECT_FALSE(A.ok());
  AsmResult B = parseAsm("mov.u32 " + std::string(100000, '[') + ";", Dialect::CudaAsm);
  EXPECT_FALSE(B.ok());
}

TEST(PTXRobustness, AsmMutations) {
  std::mt19937 G(777);
  const std::string Seed = "{ .reg .pred p; setp.ne.b32 p, %4, 0; @p mov.u32 %0, %%laneid; "
                           "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
                           "{%4,%5}, {%6}, {%0,%1,%2,%3}; }";
  for (int Round = 0; Round < 2000; ++Round) {
    std::string S = Seed;
    size_t P = G() % S.size();
    S[P] = "%${}[],;!@ 0x"[G() % 13];
    for (Dialect D : {Dialect::CudaAsm, Dialect::LLVMAsm}) {
      AsmResult R = parseAsm(S, D);
      for (const Diagnostic &Dg : R.Errors)
        ASSERT_TRUE(Dg.Loc.valid()) << S;
    }
  }
}

} // namespace
