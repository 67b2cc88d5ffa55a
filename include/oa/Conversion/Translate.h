//===- Translate.h - LLVM IR and launch plans out of lowered MLIR -*- C++ -*-===//
//
// After oa-model-to-llvm, a module holds gpu.module @oa_kernels (LLVM/NVVM
// dialect) and host functions of gpu.launch_func on memrefs.  These turn
// the first into an LLVM IR module for oa-llc (nvptx64-nvidia-cuda, kernels
// with the ptx_kernel calling convention) and the second into the JSON
// launch plan described in docs/MLIR.md (launches in docs/Launch.md form).
//
//===----------------------------------------------------------------------===//
#ifndef OA_CONVERSION_TRANSLATE_H
#define OA_CONVERSION_TRANSLATE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
class Operation;
class DialectRegistry;
} // namespace mlir

namespace oa {
/// Data layout string clang-22 gives nvptx64-nvidia-cuda.
constexpr const char *kNVPTXDataLayout =
    "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// Writes the kernels of `op` (a module holding gpu.module ops, or a module
/// of llvm.func) as textual LLVM IR; `sm` names the target-cpu (e.g. 90).
mlir::LogicalResult translateKernelsToLLVMIR(mlir::Operation *op, llvm::raw_ostream &os,
                                             unsigned sm);

/// Writes the launch plan of every host function that launches kernels:
/// {"functions": [{"name", "buffers", "launches": [docs/Launch.md
/// descriptions]}]}.  `cubin` (may be empty) goes into every launch; `rtol`
/// is the tolerance of floating outputs.
mlir::LogicalResult translateLaunchPlan(mlir::Operation *op, llvm::raw_ostream &os,
                                        llvm::StringRef cubin, double rtol);

/// Dialects and LLVM IR translation interfaces the two need.
void registerTranslationDialects(mlir::DialectRegistry &registry);
} // namespace oa

#endif // OA_CONVERSION_TRANSLATE_H
