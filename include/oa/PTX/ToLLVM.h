//===-- oa/PTX/ToLLVM.h - inline PTX assembly to LLVM IR --------*- C++ -*-===//
//
// Replaces each `call asm "..."` whose body is PTX by equivalent LLVM IR:
// plain instructions for the scalar set, NVVM intrinsic calls (as clang-22
// emits them for the matching builtins) for the tensor and asynchronous
// set.  The SASS code generator runs it before instruction selection.  An
// asm body it cannot translate is a located error naming the PTX
// instruction, never a crash and never code that means something else.
//
//===----------------------------------------------------------------------===//

#ifndef OA_PTX_TOLLVM_H
#define OA_PTX_TOLLVM_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace llvm {
class AllocaInst;
class CallBase;
class Function;
class FunctionPass;
} // namespace llvm

namespace oa {
namespace ptx {

/// Translates one inline-asm call.  On success the call is gone and the
/// allocas made for the asm's registers are appended to Allocas (promote
/// them with PromoteMemToReg).  On failure the function is unchanged and the
/// error (a PTXError) is located in the asm text.
llvm::Error translateInlineAsm(llvm::CallBase &CB, std::vector<llvm::AllocaInst *> &Allocas);

/// Translates every inline asm of F and promotes the registers it made.
/// Failures are reported through F's LLVMContext as errors at the call's
/// DebugLoc (with the line:col inside the asm string), and the call is
/// removed (its results become poison) so that compilation can go on to
/// report more.  Returns the number of failures.
unsigned translateInlineAsm(llvm::Function &F, bool &Changed);

/// The legacy pass (oa-llc's codegen pipeline).
llvm::FunctionPass *createInlineAsmToLLVMPass();

/// The new-PM pass.
struct InlineAsmToLLVMPass : llvm::PassInfoMixin<InlineAsmToLLVMPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &);
};

} // namespace ptx
} // namespace oa

#endif
