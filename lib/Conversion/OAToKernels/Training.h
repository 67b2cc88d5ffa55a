//===- Training.h - kernels of the capture and training ops ------*- C++ -*-===//
//
// Kernels for the ops of OATrainingOps.td that are not plain elementwise
// math (Family::Custom): data movement with index maps, attention,
// embedding, cross-entropy, the row-wise backward ops and AdamW.  They are
// simple, correct kernels (grid-stride loops, a CTA per row); fast versions
// are the row-wise and attention work's to add.  Elementwise training ops
// (scale, axpby, relu/gelu/max grads) fuse into chains via
// applyTrainingElementwise.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_TRAINING_H
#define OA_LIB_CONVERSION_TRAINING_H

#include "Kernels.h"

namespace oa::lowering {

/// Ops lowered by buildCustomKernel.
bool isCustomKernel(mlir::Operation *op);

LaunchDims buildCustomKernel(KernelBuilder &kb, const FusedGroup &g,
                             const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                             mlir::Value out, llvm::ArrayRef<mlir::Value> shared);

/// Chooses oa.attention's kernel: the tensor-core one (AttentionTC.cpp) for
/// f16/bf16 operands and head dim 64 or 128 when the pass opts in
/// (attention-tensor-cores) or the op carries an `oa.policy`, else the
/// CUDA-core one.
mlir::LogicalResult planAttention(FusedGroup &g, const Machine &m);
/// Whether the tensor-core attention takes `op` (else `why` says why not).
bool attentionTensorCoreEligible(mlir::Operation *op, std::string *why = nullptr);
/// Whether planAttention gives `op` the tensor-core kernel (which can read
/// q, k and v and write its result through strided views).
bool attentionTakesTensorCores(mlir::Operation *op, const Machine &m);
llvm::SmallVector<mlir::Type> attentionSharedBuffers(const FusedGroup &g, mlir::MLIRContext *ctx);
/// The TMA attention's maps of q, k and v.
llvm::SmallVector<TensorMapSpec> attentionTensorMaps(const FusedGroup &g);
LaunchDims buildAttentionTC(KernelBuilder &kb, const FusedGroup &g,
                            const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                            llvm::ArrayRef<mlir::Value> shared);

/// Workgroup buffers of a custom kernel.
llvm::SmallVector<mlir::Type> customSharedBuffers(const FusedGroup &g, mlir::MLIRContext *ctx);

/// FP32 math of an elementwise training op on its operands' values
/// (`operand` maps an operand to its value); null for other ops.
mlir::Value applyTrainingElementwise(KernelBuilder &kb, mlir::Operation *op,
                                     llvm::function_ref<mlir::Value(mlir::Value)> operand);

// Per-file builders, dispatched by buildCustomKernel.
namespace custom {
/// for (i = global thread; i < n; i += all threads), 256-thread CTAs.
LaunchDims gridStride(KernelBuilder &kb, int64_t n, llvm::function_ref<void(mlir::Value)> body);
/// Elements of `elt` a thread moves at once along a contiguous run of `run`
/// (up to 16 bytes; 1 for sub-byte or wider than 64-bit types).
int64_t moveWidth(mlir::Type elt, int64_t run);
/// dst[to .. to + vec) = src[from .. from + vec), as one vector when vec > 1.
void moveRun(KernelBuilder &kb, mlir::Value src, mlir::Value from, mlir::Value dst, mlir::Value to,
             int64_t vec);
/// The element of oa.transpose `t`'s input that its result's element
/// `flat` is.
mlir::Value transposeSource(KernelBuilder &kb, mlir::Operation *t, mlir::Value flat);
/// One CTA per row of `width` elements (threads a power of two in 32..256);
/// `body(row, tid, threads)`.
LaunchDims perRow(KernelBuilder &kb, int64_t rows, int64_t width,
                  llvm::function_ref<void(mlir::Value, mlir::Value, int64_t)> body);
/// Threads per row perRow uses for `width`.
int64_t rowThreads(int64_t width);
/// An integer index tensor's element as an index.
mlir::Value loadIndex(KernelBuilder &kb, mlir::Value mem, mlir::Value i);
mlir::Value log(KernelBuilder &kb, mlir::Value x);
mlir::Value sqrt(KernelBuilder &kb, mlir::Value x);

/// `via`: the oa.transpose a slice reads through (FusedGroup::viaTranspose).
LaunchDims buildMovement(KernelBuilder &kb, mlir::Operation *op,
                         const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                         mlir::Operation *via = nullptr);
LaunchDims buildAttention(KernelBuilder &kb, mlir::Operation *op,
                          const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out);
LaunchDims buildRowGrad(KernelBuilder &kb, mlir::Operation *op,
                        const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                        mlir::Value scratch);
LaunchDims buildDropoutMask(KernelBuilder &kb, mlir::Operation *op,
                            const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out);
/// adamw_update and the select_finite that guards it (loss scaling), if any.
LaunchDims buildAdamw(KernelBuilder &kb, const FusedGroup &g,
                      const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out);
/// oa.found_inf's two kernels: a partial sum per CTA of `chunk` elements of
/// one input into `work` (foundInfPartials), then their sum into `out`.
int64_t foundInfPartials(mlir::Operation *op);
LaunchDims buildFoundInfPartials(KernelBuilder &kb, mlir::Operation *op,
                                 const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                                 mlir::Value work, mlir::Value scratch);
LaunchDims buildFoundInfSum(KernelBuilder &kb, int64_t partials, mlir::Value work,
                            mlir::Value out, mlir::Value scratch);
} // namespace custom

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_TRAINING_H
