//===-- oa/PTX/Parser.h - parse and print PTX -------------------*- C++ -*-===//
//
// Entry points of oa's PTX front end (library OAPTX, namespace oa::ptx):
// whole modules as nvcc, clang and Triton write them, and inline-asm
// strings in either spelling (CUDA source: %0 operands and %% for %; LLVM
// IR: $0 operands and $$ for $).  Parsing never stops at the first error:
// each bad statement is reported with its line:col and skipped, up to a
// limit, and no input makes the parser crash or recurse without bound.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_PARSER_H
#define OA_PTX_PARSER_H

#include "oa/PTX/AST.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace oa {
namespace ptx {

/// How '%' and '$' are read.
enum class Dialect : uint8_t {
  File,     // a .ptx file: %r1 and $L__BB0_1 are names
  CudaAsm,  // asm("...") in CUDA C++: %0 is an operand, %%r1 the name %r1
  LLVMAsm,  // LLVM IR inline asm: $0 / ${0} / ${0:x} operands, $$ for $
};

struct Diagnostic {
  SourceLoc Loc;
  std::string Message;
};

/// "NAME:LINE:COL: error: MESSAGE" (NAME:LINE:COL when the location is known).
std::string formatDiagnostic(llvm::StringRef BufferName, const Diagnostic &D);

struct ParseOptions {
  Dialect D = Dialect::File;
  unsigned MaxErrors = 20;
};

struct ModuleResult {
  Module M;
  std::vector<Diagnostic> Errors;
  bool ok() const { return Errors.empty(); }
};

/// Parses a whole PTX module.
ModuleResult parseModule(llvm::StringRef Text, const ParseOptions &O = {});

struct AsmResult {
  std::vector<Statement> Stmts;
  std::vector<Diagnostic> Errors;
  bool ok() const { return Errors.empty(); }
};

/// Parses the body of an inline-asm string: instructions, labels,
/// declarations and { } scopes.  Placeholders become Operand::Placeholder.
AsmResult parseAsm(llvm::StringRef Text, Dialect D = Dialect::CudaAsm,
                   unsigned MaxErrors = 20);

/// Prints PTX that parses back to the same tree.  In the asm dialects,
/// placeholders print as %N / $N and names are escaped (%%r1, $$L).
void print(llvm::raw_ostream &OS, const Module &M);
void print(llvm::raw_ostream &OS, const Statement &S, Dialect D = Dialect::File,
           unsigned Indent = 1);
void print(llvm::raw_ostream &OS, const Instruction &I, Dialect D = Dialect::File);
void print(llvm::raw_ostream &OS, const Operand &Op, Dialect D = Dialect::File);
std::string toString(const Instruction &I, Dialect D = Dialect::File);

} // namespace ptx
} // namespace oa

#endif
