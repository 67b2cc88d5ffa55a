//===- Random.cpp - counter-based random numbers (training dropout) -------===//
//
// dropout_mask: Philox4x32-10 (Salmon et al., "Parallel random numbers: as
// easy as 1, 2, 3", SC'11) evaluated per element from its flat index, so
// the mask is a pure function of (seed, offset, stream, index): no state
// on the device, any thread order, the same mask in the forward and the
// backward.  One thread per element in a grid-stride loop.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;
using namespace oa::lowering::custom;

namespace {
// The Philox4x32 multipliers and Weyl key increments.
constexpr uint32_t kM0 = 0xD2511F53u, kM1 = 0xCD9E8D57u;
constexpr uint32_t kW0 = 0x9E3779B9u, kW1 = 0xBB67AE85u;

struct Words {
  KernelBuilder &kb;
  Type i32() { return kb.b.getI32Type(); }
  Value c(uint32_t v) { return kb.b.create<arith::ConstantIntOp>(i32(), (int64_t)v); }
  Value x(Value a, Value b) { return kb.b.create<arith::XOrIOp>(a, b); }
  Value add(Value a, Value b) { return kb.b.create<arith::AddIOp>(a, b); }
  /// (low, high) words of the 64-bit product of two 32-bit words.
  std::pair<Value, Value> mulHiLo(uint32_t m, Value a) {
    auto r = kb.b.create<arith::MulUIExtendedOp>(c(m), a);
    return {r.getLow(), r.getHigh()};
  }
  Value lo(Value v64) { return kb.b.create<arith::TruncIOp>(i32(), v64); }
  Value hi(Value v64) {
    Value s = kb.b.create<arith::ShRUIOp>(v64, kb.b.create<arith::ConstantIntOp>(kb.b.getI64Type(), 32));
    return lo(s);
  }
};
} // namespace

LaunchDims custom::buildDropoutMask(KernelBuilder &kb, Operation *op,
                                    const DenseMap<Value, Value> &args, Value out) {
  auto d = cast<DropoutMaskOp>(op);
  auto ot = cast<RankedTensorType>(d.getResult().getType());
  double p = d.getP().convertToDouble();
  // Keep when the word is >= p * 2^32 (p < 1, so the threshold fits).
  auto threshold = (uint32_t)std::min<double>(p * 4294967296.0, 4294967295.0);
  double keep = 1.0 / (1.0 - p);
  Value rngMem = args.lookup(d.getRng());
  auto stream = (uint32_t)d.getStream();
  return gridStride(kb, ot.getNumElements(), [&](Value i) {
    Words w{kb};
    Value seed = kb.load(rngMem, kb.idx(0)), offset = kb.load(rngMem, kb.idx(1));
    Value k0 = w.lo(seed), k1 = w.hi(seed);
    Value c0 = kb.b.create<arith::IndexCastUIOp>(w.i32(), i), c1 = w.c(0), c2 = w.c(stream),
          c3 = w.lo(offset);
    for (int round = 0; round < 10; ++round) {
      auto [lo0, hi0] = w.mulHiLo(kM0, c0);
      auto [lo1, hi1] = w.mulHiLo(kM1, c2);
      c0 = w.x(w.x(hi1, c1), k0);
      c1 = lo1;
      c2 = w.x(w.x(hi0, c3), k1);
      c3 = lo0;
      k0 = w.add(k0, w.c(kW0));
      k1 = w.add(k1, w.c(kW1));
    }
    Value kept = kb.b.create<arith::CmpIOp>(arith::CmpIPredicate::uge, c0, w.c(threshold));
    kb.storeF32(kb.select(kept, kb.f32(keep), kb.f32(0.0)), out, i);
  });
}
