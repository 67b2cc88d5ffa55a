//===- Async90.h - sm_90's asynchronous instructions as inline PTX ------===//
//
// What the GEMM and attention kernels both issue on sm_90: 128-byte
// swizzled shared-memory matrix descriptors, wgmma.mma_async m64nNk16 with
// FP32 accumulators (A from shared memory or from registers), mbarriers
// and TMA loads.  They reach oa-llc as inline PTX (its PTX parser selects
// HGMMA, SYNCS and UTMALDG).
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_ASYNC90_H
#define OA_LIB_CONVERSION_ASYNC90_H

#include "KernelBuilder.h"

#include <string>

namespace oa::lowering {

/// An inline PTX statement without operands that may touch memory.
void asmStatement(KernelBuilder &kb, llvm::StringRef text);
/// Inline PTX on i32 operands (shared-window addresses, counts) and an
/// optional i32 result (constraint "=r" first in `cons`).
mlir::Value asmOp(KernelBuilder &kb, llvm::StringRef text, llvm::StringRef cons,
                  mlir::ValueRange ops, bool result = false);
/// An index as i32, and an i32 constant.
mlir::Value toI32(KernelBuilder &kb, mlir::Value index);
mlir::Value constI32(KernelBuilder &kb, int64_t c);

/// mbarrier operations on a barrier's shared-window address (i32).
void mbarInit(KernelBuilder &kb, mlir::Value bar, int64_t count);
void mbarArrive(KernelBuilder &kb, mlir::Value bar);
/// Arrives and adds `bytes` to the transactions the phase waits for.
void mbarExpectTx(KernelBuilder &kb, mlir::Value bar, int64_t bytes);
/// Spins until the phase of parity `parity` (i32) of `bar` has completed.
void mbarWait(KernelBuilder &kb, mlir::Value bar, mlir::Value parity);
/// A TMA load of the box at `coords` (i32 elements, innermost first) of
/// tensor map `map` to shared-window address `dst`, completing on `bar`.
void tmaLoad(KernelBuilder &kb, mlir::Value map, mlir::Value dst,
             llvm::ArrayRef<mlir::Value> coords, mlir::Value bar);

/// The constant part of a 128-byte-swizzle matrix descriptor: leading and
/// stride byte offsets (multiples of 16) and the swizzle mode.
int64_t wgmmaDescriptorBits(int64_t leadingBytes, int64_t strideBytes);
/// A descriptor (i64) of the operand at shared-window byte address `addr`
/// (an index), with `bits` from wgmmaDescriptorBits.
mlir::Value wgmmaDescriptor(KernelBuilder &kb, mlir::Value addr, int64_t bits);
/// `desc` moved `bytes` further (a multiple of 16).
mlir::Value wgmmaAdvance(KernelBuilder &kb, mlir::Value desc, int64_t bytes);

/// wgmma.mma_async.sync.aligned.m64nNk16.f32.{f16,bf16} of one shape and
/// operand form; its PTX text and constraints are built once.
class WgmmaOp {
public:
  /// `regA`: A is four i32 registers (the m16n8k16 A fragment of each
  /// warp's 16 rows), else a descriptor.  `transB`: B is MN-major.
  /// `zero`: the product replaces the accumulators (scale-d 0) instead of
  /// adding to them.
  WgmmaOp(mlir::Type elt, int64_t n, bool regA, bool transB, bool zero = false);
  /// One MMA accumulating into `acc` (n/2 f32 values; none with `zero`);
  /// returns the new ones.
  llvm::SmallVector<mlir::Value> build(KernelBuilder &kb, mlir::ValueRange a, mlir::Value descB,
                                       llvm::ArrayRef<mlir::Value> acc) const;
  int64_t regs() const { return n / 2; }

private:
  int64_t n;
  bool regA, zero;
  std::string text, cons;
};

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_ASYNC90_H
