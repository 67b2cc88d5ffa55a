//===- Custom.cpp - dispatch and helpers of the training ops' kernels -----===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

namespace {
constexpr int64_t kThreads = 256;
constexpr int64_t kMaxGrid = 65535; // grid-stride beyond this
} // namespace

bool oa::lowering::isCustomKernel(Operation *op) {
  return isa<FillOp, BroadcastOp, SliceOp, PadOp, CausalMaskOp, EmbeddingOp, EmbeddingGradOp,
             AttentionOp, SoftmaxGradOp, LayerNormGradOp, RmsNormGradOp, CrossEntropyOp,
             CrossEntropyGradOp, AdamwUpdateOp, DropoutMaskOp, FoundInfOp>(op);
}

LaunchDims custom::gridStride(KernelBuilder &kb, int64_t n, function_ref<void(Value)> body) {
  Value tid = kb.threadId(gpu::Dimension::x), bid = kb.blockId(gpu::Dimension::x);
  Value start = kb.add(kb.mul(bid, kThreads), tid);
  Value step = kb.mul(kb.gridDim(gpu::Dimension::x), kThreads);
  kb.loop(start, kb.idx(n), step, body);
  LaunchDims d;
  d.grid[0] = std::max<int64_t>(1, std::min((n + kThreads - 1) / kThreads, kMaxGrid));
  d.block[0] = kThreads;
  return d;
}

int64_t custom::rowThreads(int64_t width) {
  int64_t t = 32;
  while (t < kThreads && t < width)
    t *= 2;
  return t;
}

LaunchDims custom::perRow(KernelBuilder &kb, int64_t rows, int64_t width,
                          function_ref<void(Value, Value, int64_t)> body) {
  int64_t threads = rowThreads(width);
  body(kb.blockId(gpu::Dimension::x), kb.threadId(gpu::Dimension::x), threads);
  LaunchDims d;
  d.grid[0] = std::max<int64_t>(1, rows);
  d.block[0] = threads;
  return d;
}

Value custom::loadIndex(KernelBuilder &kb, Value mem, Value i) {
  Value v = kb.load(mem, i);
  return kb.b.create<arith::IndexCastOp>(kb.b.getIndexType(), v);
}

Value custom::log(KernelBuilder &kb, Value x) {
  Value l2 = kb.b.create<LLVM::CallIntrinsicOp>(kb.b.getF32Type(),
                                                kb.b.getStringAttr("llvm.nvvm.lg2.approx.f"),
                                                ValueRange{x})
                 .getResult(0);
  return kb.fmul(l2, kb.f32(0.6931471805599453));
}

Value custom::sqrt(KernelBuilder &kb, Value x) {
  return kb.b.create<LLVM::CallIntrinsicOp>(kb.b.getF32Type(), kb.b.getStringAttr("llvm.sqrt.f32"),
                                            ValueRange{x})
      .getResult(0);
}

SmallVector<Type> oa::lowering::customSharedBuffers(const FusedGroup &g, MLIRContext *ctx) {
  SmallVector<Type> types;
  Operation *op = g.ops[0];
  if (isa<AttentionOp>(op) && g.tensorCore)
    return attentionSharedBuffers(g, ctx);
  if (isa<SoftmaxGradOp, LayerNormGradOp, RmsNormGradOp, CrossEntropyOp, CrossEntropyGradOp>(op)) {
    // A float per warp for blockReduce: cross_entropy's one CTA has 1024
    // threads, the per-row kernels at most kThreads.
    int64_t warps = isa<CrossEntropyOp>(op) ? 32 : kThreads / 32;
    auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    types.push_back(MemRefType::get({warps}, Float32Type::get(ctx), MemRefLayoutAttrInterface(),
                                    space));
  }
  return types;
}

LaunchDims oa::lowering::buildCustomKernel(KernelBuilder &kb, const FusedGroup &g,
                                           const DenseMap<Value, Value> &args, Value out,
                                           ArrayRef<Value> shared) {
  Operation *op = g.ops[0];
  return llvm::TypeSwitch<Operation *, LaunchDims>(op)
      .Case<AttentionOp>([&](auto) {
        if (g.tensorCore)
          return buildAttentionTC(kb, g, args, out, shared);
        return custom::buildAttention(kb, op, args, out);
      })
      .Case<SoftmaxGradOp, LayerNormGradOp, RmsNormGradOp, CrossEntropyOp, CrossEntropyGradOp>(
          [&](auto) { return custom::buildRowGrad(kb, op, args, out, shared[0]); })
      .Case<AdamwUpdateOp>([&](auto) { return custom::buildAdamw(kb, g, args, out); })
      .Case<DropoutMaskOp>([&](auto) { return custom::buildDropoutMask(kb, op, args, out); })
      .Default([&](auto) {
        return custom::buildMovement(kb, op, args, out,
                                     op->getNumOperands() ? g.viaTranspose.lookup(op->getOperand(0))
                                                          : nullptr);
      });
}
