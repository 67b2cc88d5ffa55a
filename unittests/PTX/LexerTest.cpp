//===-- LexerTest.cpp - PTX tokens ----------------------------------------===//

#include "oa/PTX/Lexer.h"
#include "gtest/gtest.h"

using namespace oa::ptx;

namespace {

std::vector<Token> toks(const char *S, Dialect D = Dialect::File) {
  std::vector<Token> T = lex(S, D);
  EXPECT_EQ(T.back().K, Tok::Eof);
  T.pop_back();
  return T;
}

TEST(PTXLexer, Numbers) {
  auto T = toks("0x1F 017 0b101 42U 18446744073709551615 0f3F800000 0d3FF0000000000000 1.5 2e3");
  ASSERT_EQ(T.size(), 9u);
  EXPECT_EQ(T[0].K, Tok::Integer);
  EXPECT_EQ(T[0].Int, 31);
  EXPECT_EQ(T[1].Int, 15); // octal
  EXPECT_EQ(T[2].Int, 5);
  EXPECT_EQ(T[3].Int, 42);
  EXPECT_EQ(T[3].Text, "42U");
  EXPECT_EQ((uint64_t)T[4].Int, UINT64_MAX);
  EXPECT_EQ(T[5].K, Tok::Float);
  EXPECT_EQ(T[5].FloatWidth, 32u);
  EXPECT_EQ(T[5].FloatBits, 0x3F800000u);
  EXPECT_EQ(T[6].FloatWidth, 64u);
  EXPECT_EQ(T[6].FloatBits, 0x3FF0000000000000ull);
  EXPECT_EQ(T[7].K, Tok::Float);
  EXPECT_EQ(T[7].FloatWidth, 0u);
  EXPECT_EQ(T[7].Text, "1.5");
  EXPECT_EQ(T[8].K, Tok::Float);
}

TEST(PTXLexer, BadNumbers) {
  const char *Bad[] = {"0f3F80", "0d3FF", "09", "18446744073709551616", "12abc", "0x1g"};
  for (const char *B : Bad) {
    auto T = toks(B);
    ASSERT_FALSE(T.empty()) << B;
    EXPECT_EQ(T[0].K, Tok::Error) << B;
  }
}

TEST(PTXLexer, NamesAndDotWords) {
  auto T = toks("%r1 $L__BB0_1 _Z3fooPf _ .shared::cta .L2::cache_hint .1d .m16n8k16 %tid.x");
  ASSERT_EQ(T.size(), 10u);
  EXPECT_EQ(T[0].K, Tok::Ident);
  EXPECT_EQ(T[0].Text, "%r1");
  EXPECT_EQ(T[1].Text, "$L__BB0_1");
  EXPECT_EQ(T[3].Text, "_");
  EXPECT_EQ(T[4].K, Tok::DotWord);
  EXPECT_EQ(T[4].Text, "shared::cta");
  EXPECT_EQ(T[5].Text, "L2::cache_hint");
  EXPECT_EQ(T[6].Text, "1d");
  EXPECT_EQ(T[7].Text, "m16n8k16");
  EXPECT_EQ(T[8].Text, "%tid");
  EXPECT_EQ(T[9].K, Tok::DotWord);
  EXPECT_FALSE(T[9].SpaceBefore);
  EXPECT_TRUE(T[8].SpaceBefore);
}

TEST(PTXLexer, LocationsSkipComments) {
  auto T = toks("// line\n  /* a\n b */ mov\n\tadd");
  ASSERT_EQ(T.size(), 2u);
  EXPECT_EQ(T[0].Loc.Line, 3u);
  EXPECT_EQ(T[0].Loc.Col, 7u);
  EXPECT_EQ(T[1].Loc.Line, 4u);
  EXPECT_EQ(T[1].Loc.Col, 2u);
}

TEST(PTXLexer, Errors) {
  auto T = toks("mov\n  \"abc\n`");
  ASSERT_EQ(T.size(), 3u);
  EXPECT_EQ(T[1].K, Tok::Error);
  EXPECT_EQ(T[1].Text, "unterminated string");
  EXPECT_EQ(T[1].Loc.Line, 2u);
  EXPECT_EQ(T[1].Loc.Col, 3u);
  EXPECT_EQ(T[2].K, Tok::Error);
  EXPECT_EQ(T[2].Text, "unexpected character '`'");
  auto U = toks("/* open");
  ASSERT_EQ(U.size(), 1u);
  EXPECT_EQ(U[0].Text, "unterminated /* comment");
  auto V = toks("\x01");
  EXPECT_EQ(V[0].Text, "unexpected byte 0x01");
}

TEST(PTXLexer, CudaAsmDialect) {
  auto T = toks("mov.u32 %0, %%laneid; %12", Dialect::CudaAsm);
  ASSERT_EQ(T.size(), 7u);
  EXPECT_EQ(T[2].K, Tok::Placeholder);
  EXPECT_EQ(T[2].Int, 0);
  EXPECT_EQ(T[4].K, Tok::Ident);
  EXPECT_EQ(T[4].Text, "%laneid");
  EXPECT_EQ(T[6].Int, 12);
  auto E = toks("%r1", Dialect::CudaAsm);
  EXPECT_EQ(E[0].K, Tok::Error);
  // '$' is an ordinary name character there.
  auto L = toks("$L1", Dialect::CudaAsm);
  EXPECT_EQ(L[0].Text, "$L1");
}

TEST(PTXLexer, LLVMAsmDialect) {
  auto T = toks("$0 ${1} ${2:x} $$L1 %r1 a$$b", Dialect::LLVMAsm);
  ASSERT_EQ(T.size(), 6u);
  EXPECT_EQ(T[0].K, Tok::Placeholder);
  EXPECT_EQ(T[1].Int, 1);
  EXPECT_EQ(T[2].Int, 2);
  EXPECT_EQ(T[2].Mod, 'x');
  EXPECT_EQ(T[3].Text, "$L1");
  EXPECT_EQ(T[4].Text, "%r1");
  EXPECT_EQ(T[5].Text, "a$b");
  auto E = toks("$x ${y}", Dialect::LLVMAsm);
  EXPECT_EQ(E[0].K, Tok::Error);
}

} // namespace
