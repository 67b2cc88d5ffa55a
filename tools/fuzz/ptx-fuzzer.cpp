//===-- ptx-fuzzer.cpp - the PTX front end (lib/PTX) ------------------------===//
//
// The input is read three ways: as a .ptx module, as the body of a CUDA
// asm() string (%0, %%r1) and as an LLVM inline-asm string ($0, $$).  Each
// parse must return; every error must be located inside the text; what
// parses must print, parse back and print to the same text; and the typed
// views (mma, ldmatrix, cp.async, cp.async.bulk, wgmma, mbarrier) must answer
// every instruction with a view or an error.
//
//===----------------------------------------------------------------------===//
#include "FuzzCheck.h"
#include "oa/PTX/Instructions.h"
#include "oa/PTX/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace oa::ptx;

namespace {

unsigned Lines;

void checkErrors(const std::vector<Diagnostic> &Errs) {
  for (const Diagnostic &D : Errs) {
    OA_FUZZ_CHECK(D.Loc.valid(), "an error without a location: %s", D.Message.c_str());
    OA_FUZZ_CHECK(D.Loc.Line <= Lines, "an error on line %u of %u: %s", D.Loc.Line, Lines,
                  D.Message.c_str());
    OA_FUZZ_CHECK(!D.Message.empty(), "an error without a message at %u:%u", D.Loc.Line,
                  D.Loc.Col);
  }
}

void views(const std::vector<Statement> &Body) {
  for (const Statement &S : Body) {
    if (S.K == Statement::Block)
      views(S.Body);
    if (S.K != Statement::Instr)
      continue;
    llvm::consumeError(getMma(S.I).takeError());
    llvm::consumeError(getMatrix(S.I).takeError());
    llvm::consumeError(getCpAsync(S.I).takeError());
    llvm::consumeError(getBulk(S.I).takeError());
    llvm::consumeError(getWgmma(S.I).takeError());
    llvm::consumeError(getMbarrier(S.I).takeError());
  }
}

std::string printed(const Module &M) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS, M);
  return S;
}

std::string printed(const std::vector<Statement> &Stmts, Dialect D) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  for (const Statement &St : Stmts)
    print(OS, St, D, 0);
  return S;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text((const char *)Data, Size);
  Lines = 1;
  for (char C : Text)
    Lines += C == '\n';

  ModuleResult R = parseModule(Text);
  checkErrors(R.Errors);
  if (R.ok()) {
    for (const TopLevel &T : R.M.Items)
      if (T.K == TopLevel::Func)
        views(T.F.Body);
    std::string Once = printed(R.M);
    ModuleResult R2 = parseModule(Once);
    OA_FUZZ_CHECK(R2.ok(), "the printed module does not parse: %s\n%s",
                  R2.Errors[0].Message.c_str(), Once.c_str());
    std::string Twice = printed(R2.M);
    OA_FUZZ_CHECK(Twice == Once, "the printed module prints differently:\n%s\n----\n%s",
                  Once.c_str(), Twice.c_str());
  }

  for (Dialect D : {Dialect::CudaAsm, Dialect::LLVMAsm}) {
    AsmResult A = parseAsm(Text, D);
    checkErrors(A.Errors);
    if (!A.ok())
      continue;
    views(A.Stmts);
    std::string Once = printed(A.Stmts, D);
    AsmResult A2 = parseAsm(Once, D);
    OA_FUZZ_CHECK(A2.ok(), "the printed asm does not parse: %s\n%s",
                  A2.Errors[0].Message.c_str(), Once.c_str());
    std::string Twice = printed(A2.Stmts, D);
    OA_FUZZ_CHECK(Twice == Once, "the printed asm prints differently:\n%s\n----\n%s",
                  Once.c_str(), Twice.c_str());
  }
  return 0;
}
