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
/// The gpu.module attribute that asks for 64-bit index arithmetic (set when
/// a kernel touches a tensor of 2^31 elements or more); 32-bit otherwise.
constexpr const char *kIndexBitwidthAttr = "oa.index_bitwidth";
/// A kernel's (gpu.func, then llvm.func) tensor-map parameters: the
/// indices of its arguments that oa-kernels-to-nvvm makes byval [128 x i8]
/// __grid_constant__ pointers.
constexpr const char *kTensorMapArgsAttr = "oa.tensor_map_args";
/// On a gpu.launch_func: what each tensor-map argument encodes, an array of
/// {arg, buffer (the launch operand it covers), dims, box (innermost
/// first), swizzle, l2_promotion}; the launch plan writes them as
/// {"tensormap": ...} (docs/Launch.md).
constexpr const char *kTensorMapsAttr = "oa.tensor_maps";

std::unique_ptr<mlir::Pass> createLowerToKernelsPass();
/// convert-gpu-to-nvvm on a gpu.module with bare-pointer memrefs and the
/// index width its oa.index_bitwidth asks for (32 by default).
std::unique_ptr<mlir::Pass> createKernelsToNVVMPass();

/// Registers the passes above and the pipelines with the pass registry.
void registerConversionPasses();

/// Dialects oa's tools load: oa, func, arith, scf, cf, memref, gpu, llvm, nvvm.
void registerDialects(mlir::DialectRegistry &registry);
} // namespace oa

#endif // OA_CONVERSION_PASSES_H
