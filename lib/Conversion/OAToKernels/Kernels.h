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
#include "Policy.h"
#include "Views.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace oa::lowering {

enum class Family { Elementwise, Gemm, Rowwise, Copy, Alias, Custom };

/// The kernel family an oa op roots (Elementwise ops may also join a group).
Family familyOf(mlir::Operation *op);

struct FusedGroup {
  Family family;
  llvm::SmallVector<mlir::Operation *> ops;
  // Filled by planGroup.
  bool fastRow = false; // row-wise over contiguous rows (Rowwise.cpp)
  RowPolicy row;
  int64_t rows = 0, width = 0;
  EltPolicy elt;
  // GEMM on HMMA (GemmTC.cpp), else CUDA cores (GemmSimt.cpp); attention
  // on HMMA (AttentionTC.cpp), else Attention.cpp.
  bool tensorCore = false;
  GemmPolicy gemm;
  int64_t simtTile = 8; // CUDA-core GEMM: outputs per thread along M and N
  int64_t splitK = 1;   // CUDA-core GEMM: ranges of K (> 1: partials, then a sum)
  AttnPolicy attn;
  /// For a Copy group made for a returned value that lives in another buffer.
  mlir::Value copyFrom;
  /// oa.convert results the group reads from their source's buffer,
  /// rounding each value as the convert would have stored it (loadedAs):
  /// the convert launches no kernel (LowerToKernels.cpp).  result -> source.
  llvm::DenseMap<mlir::Value, mlir::Value> viaConvert;
  /// A slice's input that is an oa.transpose's result (or a reshape of it)
  /// the slice reads straight from the transpose's input, composing the
  /// index maps: the transpose launches no kernel (LowerToKernels.cpp).
  /// slice input -> the transpose.
  llvm::DenseMap<mlir::Value, mlir::Operation *> viaTranspose;
  /// Operands the kernel reads as strided views of another value's buffer
  /// (reshapes, transposes and slices that launch no kernel; Views.h):
  /// operand -> (that value, the operand's view in it).  The tensor-core
  /// attention's q, k and v.
  llvm::DenseMap<mlir::Value, std::pair<mlir::Value, StridedView>> viaView;
  /// Where the root op's result goes in the output buffer when the ops
  /// after it are reshapes and transposes the store folds in (the
  /// attention's head merge); none: contiguous, as the root's shape.
  std::optional<StridedView> outView;
  mlir::Value output() const { return copyFrom ? copyFrom : ops.back()->getResult(0); }
  /// Tensor values read from outside the group, in first-use order.
  llvm::SmallVector<mlir::Value> externalInputs() const;
  std::string name() const;
};

struct LaunchDims {
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  int64_t minCTAsPerSM = 0; // > 0: the backend keeps registers low enough for this many
  int64_t dynShared = 0;    // dynamic shared memory bytes of the launch
};

/// Chooses the group's policy (defaults from Policy.cpp, overridden by an
/// `oa.policy` attribute on the root op).  Errors are located at the op.
mlir::LogicalResult planGroup(FusedGroup &g, const Machine &m);

/// The policy the kernel was built with, as the attribute it carries (null
/// for families without one).
mlir::DictionaryAttr policyAttr(const FusedGroup &g, mlir::MLIRContext *ctx);

/// Kernels index with 32-bit integers unless a buffer they touch comes
/// within 2^26 elements of 2^31 (the margin covers loop overshoot).
bool needsWideIndex(const FusedGroup &g);

/// A TMA tensor map the group's kernel reads `operand` (one of its
/// inputs) through: dims and box innermost first, in elements.
struct TensorMapSpec {
  mlir::Value operand;
  llvm::SmallVector<int64_t, 5> dims, box;
  /// Byte strides of dims 1.. and the map's start in the buffer, for a
  /// view (empty / 0: packed from the buffer's start).
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset = 0;
  std::string swizzle = "128B";
  /// How much of the line around each box L2 fetches (CUTLASS's and
  /// Triton's sm_90 GEMMs ask for 256 bytes).
  std::string l2Promotion = "256B";
};
/// The tensor maps the group's kernel takes (the TMA GEMM's A and B, the
/// TMA attention's q, k and v).
llvm::SmallVector<TensorMapSpec> tensorMaps(const FusedGroup &g);
llvm::SmallVector<TensorMapSpec> gemmTensorMaps(const FusedGroup &g);

/// Workgroup (shared) buffers the group's kernel declares.
llvm::SmallVector<mlir::Type> sharedBuffers(const FusedGroup &g, mlir::MLIRContext *ctx);

/// Writes the kernel body.  `args` maps each external input to its kernel
/// argument, `out` is the output argument, `shared` the workgroup buffers.
LaunchDims buildKernelBody(KernelBuilder &kb, const FusedGroup &g,
                           const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                           mlir::Value out, llvm::ArrayRef<mlir::Value> shared);

// Family builders (Kernels.cpp dispatches to them).
LaunchDims buildRowKernel(KernelBuilder &kb, const FusedGroup &g,
                          const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                          llvm::ArrayRef<mlir::Value> shared);
LaunchDims buildVectorElementwise(KernelBuilder &kb, const FusedGroup &g,
                                  const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                                  mlir::Value out);
/// A GEMM root as `batch` products of A [m, k] and B, which is [n, k]
/// (linear's weight) or [k, n] (`bKN`: matmul, batch_matmul).
struct GemmShape {
  mlir::Value a, b, bias;
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool bKN = true;
};
GemmShape gemmShapeOf(mlir::Operation *root);
/// Whether the tensor-core kernel takes the GEMM (else `why` says why not):
/// f16 or bf16 operands, or f32 ones when `tf32` (the user allows TF32).
bool tensorCoreEligible(const GemmShape &s, bool tf32, std::string *why = nullptr);
/// Whether FP32 GEMM `root` may run as TF32: its `oa.fp32_matmul`, else the
/// machine's (module's) default; a bad value is an error at the op.
mlir::FailureOr<bool> tf32Allowed(mlir::Operation *root, const Machine &m);
llvm::SmallVector<mlir::Type> tensorCoreSharedBuffers(const FusedGroup &g, mlir::MLIRContext *ctx);
LaunchDims buildTensorCoreGemm(KernelBuilder &kb, const FusedGroup &g,
                               const llvm::DenseMap<mlir::Value, mlir::Value> &args,
                               mlir::Value out, llvm::ArrayRef<mlir::Value> shared);

/// The CUDA-core GEMM's outputs per thread along M and N (8, 4, 2 or 1;
/// a CTA owns 16x that square of C) and the number of K ranges it splits
/// K into, for the shape on machine `mc` (`onlyTile`: that tile).
struct SimtPlan {
  int64_t tile, splitK;
};
SimtPlan simtGemmPlan(const GemmShape &s, const Machine &mc, int64_t onlyTile = 0);
/// Sets g.simtTile and g.splitK: simtGemmPlan's, or the op's `oa.simt_tile`
/// and `oa.split_k`.
mlir::LogicalResult planSimtGemm(FusedGroup &g, const Machine &mc);
llvm::SmallVector<mlir::Type> simtGemmSharedBuffers(mlir::MLIRContext *ctx);
/// `partial` (split-K): the raw partial tiles into `out`, the workspace of
/// splitKWorkspace(g) floats; buildSplitKSum then sums them into the output.
LaunchDims buildSimtGemm(KernelBuilder &kb, const FusedGroup &g,
                         const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                         llvm::ArrayRef<mlir::Value> shared, bool partial = false);
int64_t splitKWorkspace(const FusedGroup &g);
LaunchDims buildSplitKSum(KernelBuilder &kb, const FusedGroup &g,
                          const llvm::DenseMap<mlir::Value, mlir::Value> &args, mlir::Value out,
                          mlir::Value work);

/// `x`, an FP32 value loaded for operand `v` of the group: when v is a
/// convert the group reads through (viaConvert), x came from its source
/// and is rounded to v's type as the convert's kernel would have stored it.
mlir::Value loadedAs(KernelBuilder &kb, const FusedGroup &g, mlir::Value v, mlir::Value x);

/// A row-wise group's result `v` (FP32) as its trailing convert (if any)
/// makes it: rounded to the op's own type first, as its store would have.
mlir::Value rowResult(KernelBuilder &kb, const FusedGroup &g, mlir::Value v);

/// Applies the elementwise ops of `chain` to FP32 values; `operand` gives
/// the value of each operand that is not the previous op's result, which
/// is `seed` (for the value `seedOf`) at the start.
mlir::Value applyChain(KernelBuilder &kb, llvm::ArrayRef<mlir::Operation *> chain, mlir::Value seed,
                       mlir::Value seedOf, llvm::function_ref<mlir::Value(mlir::Value)> operand);

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_KERNELS_H
