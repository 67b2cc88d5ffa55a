//===- Views.h - strided views through reshapes, transposes, slices -*- C++ -*-===//
//
// A tensor that oa.reshape, oa.transpose and oa.slice make of another one
// is a strided view of that tensor's buffer whenever each dimension can be
// written as a mixed-radix list of (size, stride) factors.  A kernel that
// reads or writes through such a view needs no copy kernel: the attention
// block's head split (reshape, transpose, three slices) and head merge
// (reshape, transpose, reshape) become the attention kernel's addressing.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_VIEWS_H
#define OA_LIB_CONVERSION_VIEWS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace oa::lowering {

class KernelBuilder;

/// Each dimension of a tensor as factors (outermost first) over a buffer's
/// elements: index i of a dimension with factors (n_0, s_0) ... (n_k, s_k)
/// is the mixed-radix digits d_j of i, at sum_j d_j * s_j.
struct Layout {
  struct Factor {
    int64_t size, stride;
  };
  llvm::SmallVector<llvm::SmallVector<Factor, 2>> dims;
  int64_t offset = 0;

  static Layout contiguous(llvm::ArrayRef<int64_t> shape);
  /// Merges neighbouring factors that are contiguous, drops size-1 ones.
  void normalize();
  /// The same elements in row-major order as `shape`; false when a new
  /// dimension would straddle factors that do not nest.
  bool reshape(llvm::ArrayRef<int64_t> shape);
  /// Result dimension i is dimension perm[i] (oa.transpose).
  void transpose(llvm::ArrayRef<int64_t> perm);
  /// false when the range cuts a dimension's inner factors.
  bool slice(int64_t axis, int64_t start, int64_t size);
};

/// A [batch, rows, cols] operand in its buffer: element (b, r, c) is at
/// offset + sum_i b_i * batchStrides[i] + r * rowStride + c, with b's
/// digits b_i over batchSizes (outermost first).
struct StridedView {
  int64_t offset = 0, rowStride = 0;
  llvm::SmallVector<int64_t, 3> batchSizes, batchStrides;

  static StridedView contiguous(int64_t batch, int64_t rows, int64_t cols);
  /// Of a layout of a tensor whose last two dimensions are rows and cols
  /// (the rest the batch): none unless cols is one factor of stride 1,
  /// rows one factor, and every stride and the offset a multiple of
  /// `align` elements.  At most `maxBatchFactors` batch factors.
  static std::optional<StridedView> of(const Layout &l, int64_t align, unsigned maxBatchFactors);
  /// Element offset of batch `b`'s first element (an index value).
  mlir::Value batchBase(KernelBuilder &kb, mlir::Value b) const;
  /// Batch `b`'s digits, innermost first (tensor-map coordinates).
  llvm::SmallVector<mlir::Value> batchDigits(KernelBuilder &kb, mlir::Value b) const;
};

/// The farthest value that `v` is made of by reshapes, transposes and
/// slices, among those `hasBuffer` accepts, and v's layout in it; none
/// when v is not made by such ops or no step has a strided form.
std::optional<std::pair<mlir::Value, Layout>>
layoutInProducer(mlir::Value v, llvm::function_ref<bool(mlir::Value)> hasBuffer);

/// The layout of `ops.front()`'s input in the buffer of `ops.back()`'s
/// result, where `ops` is a chain of reshapes and transposes, each taking
/// the one before.
std::optional<Layout> layoutInConsumer(llvm::ArrayRef<mlir::Operation *> ops);

} // namespace oa::lowering

#endif
