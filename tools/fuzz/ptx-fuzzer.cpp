//===-- ptx-fuzzer.cpp - the PTX front end (lib/PTX) ------------------------===//
//
// The input is read three ways: as a .ptx module, as the body of a CUDA
// asm() string (%0, %%r1) and as an LLVM inline-asm string ($0, $$).  Each
// parse must return; every error must be located inside the text; what
// parses must print, parse back and print to the same text; and the typed
// views (mma, ldmatrix, cp.async, cp.async.bulk, wgmma, mbarrier) must answer
// every instruction with a view or an error.  Fourth, the input is the
// string of an LLVM inline asm with a fixed, varied constraint list, and
// oa's translation to LLVM IR (lib/PTX/ToLLVM.cpp) must either succeed or
// fail with an error located in the text, leaving a module that verifies.
//
//===----------------------------------------------------------------------===//
#include "FuzzCheck.h"
#include "oa/PTX/Instructions.h"
#include "oa/PTX/Parser.h"
#include "oa/PTX/ToLLVM.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

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

/// $0..$35: outputs (32 .b32, .b64, .f32, .b16, .f64); $36..$57 inputs
/// (.b32 x16, .b64 x2, .f32, .b16, .f64, an immediate); $58..$61 tied to
/// $0..$3; a memory clobber.
void translate(const std::string &Text) {
  llvm::LLVMContext Ctx;
  llvm::Module M("fuzz", Ctx);
  llvm::IRBuilder<> B(Ctx);
  std::vector<llvm::Type *> Outs(32, B.getInt32Ty());
  Outs.insert(Outs.end(), {B.getInt64Ty(), B.getFloatTy(), B.getInt16Ty(), B.getDoubleTy()});
  std::vector<llvm::Type *> Ins(16, B.getInt32Ty());
  Ins.insert(Ins.end(), {B.getInt64Ty(), B.getInt64Ty(), B.getFloatTy(), B.getInt16Ty(),
                         B.getDoubleTy(), B.getInt32Ty(), B.getInt32Ty(), B.getInt32Ty(),
                         B.getInt32Ty(), B.getInt32Ty()});
  std::string Cons;
  for (unsigned I = 0; I < 32; ++I)
    Cons += "=r,";
  Cons += "=l,=f,=h,=d,";
  for (unsigned I = 0; I < 16; ++I)
    Cons += "r,";
  Cons += "l,l,f,h,d,n,0,1,2,3,~{memory}";
  auto *RetTy = llvm::StructType::get(Ctx, Outs);
  auto *FT = llvm::FunctionType::get(RetTy, Ins, false);
  llvm::Function *F = llvm::Function::Create(FT, llvm::GlobalValue::ExternalLinkage, "k", M);
  B.SetInsertPoint(llvm::BasicBlock::Create(Ctx, "entry", F));
  std::vector<llvm::Value *> Args;
  for (llvm::Argument &A : F->args())
    Args.push_back(&A);
  Args[21] = B.getInt32(3); // the "n" operand
  auto *IA = llvm::InlineAsm::get(llvm::FunctionType::get(RetTy, Ins, false), Text, Cons,
                                  /*hasSideEffects=*/true);
  llvm::CallInst *CI = B.CreateCall(IA, Args);
  B.CreateRet(CI);
  std::vector<llvm::AllocaInst *> Allocas;
  if (llvm::Error E = translateInlineAsm(*CI, Allocas)) {
    llvm::handleAllErrors(std::move(E), [&](const PTXError &PE) {
      OA_FUZZ_CHECK(!PE.D.Message.empty(), "a translation error without a message");
      OA_FUZZ_CHECK(PE.D.Loc.Line <= Lines, "a translation error on line %u of %u: %s",
                    PE.D.Loc.Line, Lines, PE.D.Message.c_str());
    });
  } else if (!Allocas.empty()) {
    llvm::DominatorTree DT(*F);
    llvm::PromoteMemToReg(Allocas, DT);
  }
  std::string Msg;
  llvm::raw_string_ostream OS(Msg);
  OA_FUZZ_CHECK(!llvm::verifyModule(M, &OS), "the translated module is broken: %s", Msg.c_str());
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
  translate(Text);
  // The CUDA spelling of the same asm (%0 -> $0, %% -> %, $ -> $$), so that
  // the tensor suite's asm strings reach the translation too.
  std::string L;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '$')
      L += "$$";
    else if (C == '%' && I + 1 < Text.size() && Text[I + 1] == '%')
      L += '%', ++I;
    else if (C == '%' && I + 1 < Text.size() && isdigit((unsigned char)Text[I + 1]))
      L += '$';
    else
      L += C;
  }
  if (L != Text)
    translate(L);
  return 0;
}
