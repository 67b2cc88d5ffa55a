//===-- mlir-fuzzer.cpp - the oa dialect's parser and verifiers -----------===//
//
// The input is MLIR text as oa-opt reads it, with the oa, func and arith
// dialects loaded.  Parsing and verification must end in diagnostics or a
// module, never a crash; a module that verifies is printed and parsed back,
// which must verify again.
//
//===----------------------------------------------------------------------===//
#include "FuzzCheck.h"
#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static MLIRContext *makeContext() {
  DialectRegistry Registry;
  Registry.insert<oa::model::OADialect, func::FuncDialect, arith::ArithDialect>();
  auto *Ctx = new MLIRContext(Registry, MLIRContext::Threading::DISABLED);
  Ctx->loadAllAvailableDialects();
  return Ctx;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // Types and attributes stay uniqued in their context for its lifetime: a
  // fresh context every few thousand inputs keeps memory flat.
  static MLIRContext *Ctx = nullptr;
  static unsigned Uses = 0;
  if (!Ctx || ++Uses % 4096 == 0) {
    delete Ctx;
    Ctx = makeContext();
  }
  ScopedDiagnosticHandler Quiet(Ctx, [](Diagnostic &) { return success(); });
  // MLIR's lexer stops at a NUL after the buffer, as files read by oa-opt
  // have: give the input one.
  std::string Text((const char *)Data, Size);
  OwningOpRef<ModuleOp> M = parseSourceString<ModuleOp>(Text, ParserConfig(Ctx));
  if (!M)
    return 0;
  std::string Printed;
  llvm::raw_string_ostream OS(Printed);
  M->print(OS);
  OwningOpRef<ModuleOp> Again = parseSourceString<ModuleOp>(Printed, ParserConfig(Ctx));
  OA_FUZZ_CHECK(Again, "a verified module does not parse back:\n%s", Printed.c_str());
  return 0;
}
