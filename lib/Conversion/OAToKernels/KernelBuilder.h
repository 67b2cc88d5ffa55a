//===- KernelBuilder.h - helpers for writing gpu.func bodies -----*- C++ -*-===//
//
// A thin layer over ImplicitLocOpBuilder for the kernels oa-lower-to-kernels
// writes: index arithmetic, FP32 math restricted to the constructs oa-llc
// handles (see docs/MLIR.md), loops and conditionals with scf, and the
// warp/block reductions of the row-wise kernels.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_KERNELBUILDER_H
#define OA_LIB_CONVERSION_KERNELBUILDER_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace oa::lowering {

enum class Combine { Sum, Max };

class KernelBuilder {
public:
  explicit KernelBuilder(mlir::ImplicitLocOpBuilder &b) : b(b) {}
  mlir::ImplicitLocOpBuilder &b;
  /// The kernel's tensor-map parameters (!llvm.ptr), in the order the
  /// group asked for them (tensorMaps in Kernels.h).
  llvm::SmallVector<mlir::Value> tensorMaps;

  // Index arithmetic (lowered to i32 with index-bitwidth=32).
  mlir::Value idx(int64_t v);
  mlir::Value add(mlir::Value x, mlir::Value y);
  mlir::Value sub(mlir::Value x, mlir::Value y);
  mlir::Value mul(mlir::Value x, mlir::Value y);
  mlir::Value mul(mlir::Value x, int64_t c) { return c == 1 ? x : mul(x, idx(c)); }
  mlir::Value div(mlir::Value x, int64_t c);
  mlir::Value rem(mlir::Value x, int64_t c);
  mlir::Value lt(mlir::Value x, mlir::Value y);
  mlir::Value lt(mlir::Value x, int64_t c) { return lt(x, idx(c)); }
  mlir::Value eq(mlir::Value x, int64_t c);
  mlir::Value land(mlir::Value x, mlir::Value y);
  mlir::Value minu(mlir::Value x, mlir::Value y);

  // FP32 arithmetic.
  mlir::Value f32(double v);
  mlir::Value fadd(mlir::Value x, mlir::Value y);
  mlir::Value fsub(mlir::Value x, mlir::Value y);
  mlir::Value fmul(mlir::Value x, mlir::Value y);
  mlir::Value fdiv(mlir::Value x, mlir::Value y);
  mlir::Value fneg(mlir::Value x);
  mlir::Value fma(mlir::Value x, mlir::Value y, mlir::Value z);
  mlir::Value fmax(mlir::Value x, mlir::Value y);
  mlir::Value flt(mlir::Value x, mlir::Value y);
  mlir::Value select(mlir::Value c, mlir::Value x, mlir::Value y);
  mlir::Value exp(mlir::Value x);
  /// exp(x) as ex2.approx(x * log2e) alone: relative error ~1e-6 for
  /// |x| < 20, for results that are rounded to f16/bf16 anyway.
  mlir::Value expFast(mlir::Value x);
  mlir::Value rsqrt(mlir::Value x);
  mlir::Value log(mlir::Value x);
  mlir::Value erf(mlir::Value x);
  mlir::Value tanh(mlir::Value x);
  mlir::Value combine(Combine k, mlir::Value x, mlir::Value y);
  mlir::Value identity(Combine k);

  // Memory: loads widen to f32, stores narrow from f32 (FP16/BF16 buffers).
  mlir::Value load(mlir::Value mem, mlir::Value i);
  void store(mlir::Value v, mlir::Value mem, mlir::Value i);
  mlir::Value loadF32(mlir::Value mem, mlir::Value i);
  void storeF32(mlir::Value v, mlir::Value mem, mlir::Value i);
  /// `vec` consecutive elements from element `i` (a multiple of `vec`) as
  /// FP32 values: one vector load aligned to its size when vec > 1.
  llvm::SmallVector<mlir::Value> loadVecF32(mlir::Value mem, mlir::Value i, int64_t vec);
  /// The same load without widening: a vector<vec x T> (T when vec == 1),
  /// for values carried across a loop before they are used.
  mlir::Value loadVec(mlir::Value mem, mlir::Value i, int64_t vec);
  /// The elements of a loadVec result as FP32 values.
  llvm::SmallVector<mlir::Value> widen(mlir::Value raw);
  /// Narrows `vals` to the buffer's type and stores them from element `i`
  /// (a multiple of vals.size()): one aligned vector store.
  void storeVecF32(llvm::ArrayRef<mlir::Value> vals, mlir::Value mem, mlir::Value i);

  // GPU ids and synchronisation.
  mlir::Value threadId(mlir::gpu::Dimension d);
  mlir::Value blockId(mlir::gpu::Dimension d);
  mlir::Value gridDim(mlir::gpu::Dimension d);
  void barrier();
  mlir::Value shuffleXor(mlir::Value v, int32_t offset);

  // Structured control flow.
  void loop(mlir::Value lb, mlir::Value ub, mlir::Value step,
            llvm::function_ref<void(mlir::Value)> body);
  mlir::Value loop(mlir::Value lb, mlir::Value ub, mlir::Value step, mlir::Value init,
                   llvm::function_ref<mlir::Value(mlir::Value, mlir::Value)> body);
  llvm::SmallVector<mlir::Value>
  loop(mlir::Value lb, mlir::Value ub, mlir::Value step, mlir::ValueRange inits,
       llvm::function_ref<llvm::SmallVector<mlir::Value>(mlir::Value, mlir::ValueRange)> body);
  void ifThen(mlir::Value cond, llvm::function_ref<void()> then);
  mlir::Value ifElse(mlir::Value cond, mlir::Type t, llvm::function_ref<mlir::Value()> then,
                     llvm::function_ref<mlir::Value()> otherwise);

  /// Reduces `v` over a 1-D block of `threads` threads (a multiple of 32);
  /// `scratch` is a workgroup memref of threads/32 f32.  Every thread gets
  /// the result; the block is synchronised before and after.
  mlir::Value blockReduce(Combine k, mlir::Value v, mlir::Value tid, mlir::Value scratch,
                          int64_t threads);
  /// Reduces `v` over aligned groups of `lanes` (a power of two <= 32)
  /// lanes of a warp; every lane of a group gets the group's result.
  mlir::Value groupReduce(Combine k, mlir::Value v, int64_t lanes);
  /// Folds `vals` pairwise (a tree, for independent adds).
  mlir::Value treeFold(Combine k, llvm::ArrayRef<mlir::Value> vals);
};

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_KERNELBUILDER_H
