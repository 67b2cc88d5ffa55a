//===- Kernels.h - kernel bodies for fused groups of oa ops ------*- C++ -*-===//
//
// A fused group is what becomes one kernel: a root op (GEMM, row-wise,
// data movement) or a first elementwise op, followed by elementwise ops that
// each consume the previous result.  Kernels address every buffer as a flat
// 1-D memref (a bare pointer after lowering); shapes are compile-time
// constants, so kernels take no scalar parameters.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_KERNELS_H
#define OA_LIB_CONVERSION_KERNELS_H

#include "KernelBuilder.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace oa::lowering {

enum class Family { Elementwise, Gemm, Rowwise, Copy, Alias };

/// The kernel family an oa op roots (Elementwise ops may also join a group).
Family familyOf(mlir::Operation *op);

struct FusedGroup {
  Family family;
  llvm::SmallVector<mlir::Operation *> ops;
  /// For a Copy group made for a returned value that lives in another buffer.
  mlir::Value copyFrom;
  mlir::Value output() const { return copyFrom ? copyFrom : ops.back()->getResult(0); }
  /// Tensor values read from outside the group, in first-use order.
  llvm::SmallVector<mlir::Value> externalInputs() const;
  std::string name() const;
};

struct LaunchDims {
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
};

/// Workgroup (shared) buffers the group's kernel declares.
llvm::SmallVector<mlir::Type> sharedBuffers(const FusedGroup &g, mlir::MLIRContext *ctx);

/// Writes the kernel body.  `args` maps each external input to its kernel
/// argument, `out` is the output argument, `shared` the workgroup buffers.
LaunchDims buildKernelBody(KernelBuilder &kb, const FusedGroup &g,
                           const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                           mlir::Value out, llvm::ArrayRef<mlir::Value> shared);

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_KERNELS_H
