//===- Passes.h - oa's MLIR passes and pipelines -----------------*- C++ -*-===//
//
// oa-lower-to-kernels: oa model ops -> gpu.module kernels (gpu/scf/memref/
// arith/llvm intrinsics) plus host-side gpu.launch_func on memrefs.
// oa-kernels-to-llvm (pipeline): those kernels -> LLVM dialect + NVVM.
// oa-model-to-llvm (pipeline): both.
//
//===----------------------------------------------------------------------===//
#ifndef OA_CONVERSION_PASSES_H
#define OA_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include <memory>

namespace mlir {
class DialectRegistry;
}

namespace oa {
/// The module attribute naming the gpu.module that holds oa's kernels.
constexpr const char *kKernelModuleName = "oa_kernels";

std::unique_ptr<mlir::Pass> createLowerToKernelsPass();

/// Registers the passes above and the pipelines with the pass registry.
void registerConversionPasses();

/// Dialects oa's tools load: oa, func, arith, scf, cf, memref, gpu, llvm, nvvm.
void registerDialects(mlir::DialectRegistry &registry);
} // namespace oa

#endif // OA_CONVERSION_PASSES_H
