//===-- oa/PTX/Import.h - PTX modules as LLVM IR modules --------*- C++ -*-===//
//
// The PTX importer: a whole PTX module (as nvcc, clang-22 and Triton write
// it for sm_80/sm_90) becomes an LLVM IR module that oa-llc compiles like
// clang's: .entry kernels in the ptx_kernel calling convention with their
// launch bounds as nvvm.* attributes, .func device functions, .global/
// .const/.shared variables as globals of their address spaces.  Function
// bodies go through the instruction translation of inline PTX
// (ToLLVMScalar.cpp, ToLLVMAsync.cpp); what it does not take, and what the
// importer does not (indirect calls, textures, clusters ...), is a located
// error, never a guess.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_IMPORT_H
#define OA_PTX_IMPORT_H

#include "oa/PTX/Parser.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace oa {
namespace ptx {

struct ImportResult {
  std::unique_ptr<llvm::Module> M; // null when there are errors
  std::vector<Diagnostic> Errors;  // located in the PTX text
  std::string Target;              // the SM of .target (sm_90a ...), or ""
  SourceLoc TargetLoc;
  bool ok() const { return Errors.empty() && M; }
};

/// Parses the PTX module Text (named Name in the module) and builds its LLVM
/// IR with the given data layout (oa-llc's: its allocas' address space is
/// where parameters and .local variables live).  Registers are promoted to
/// SSA; nothing else is optimised.  Kernels get "target-cpu" from .target.
ImportResult importModule(llvm::StringRef Text, llvm::StringRef Name, llvm::LLVMContext &Ctx,
                          llvm::StringRef DataLayout);

} // namespace ptx
} // namespace oa

#endif
