//===- Attention.cpp - a reference kernel for oa.attention ----------------===//
//
// One thread per output element (batch, query i, value column e): a single
// pass over the keys with an online softmax (running max m, rescaled sum l
// and accumulator), scores s_j = scale * q_i . k_j, keys j <= i only when
// causal.  Correct at any shape, FP32 throughout, but O(Sk * D) work per
// output element: the FlashAttention-style kernel (issue 13) replaces it
// behind the same op.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include <limits>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

LaunchDims custom::buildAttention(KernelBuilder &kb, Operation *op,
                                  const DenseMap<Value, Value> &args, Value out) {
  auto a = cast<AttentionOp>(op);
  auto qt = cast<RankedTensorType>(a.getQ().getType());
  auto vt = cast<RankedTensorType>(a.getV().getType());
  int64_t r = qt.getRank();
  int64_t sq = qt.getDimSize(r - 2), d = qt.getDimSize(r - 1);
  int64_t sk = vt.getDimSize(r - 2), dv = vt.getDimSize(r - 1);
  int64_t n = cast<RankedTensorType>(a.getResult().getType()).getNumElements();
  Value q = args.lookup(a.getQ()), k = args.lookup(a.getK()), v = args.lookup(a.getV());
  double scale = a.getScale().convertToDouble();
  double ninf = -std::numeric_limits<double>::infinity();

  return gridStride(kb, n, [&](Value idx) {
    Value e = kb.rem(idx, dv), row = kb.div(idx, dv); // row = batch * sq + i
    Value i = kb.rem(row, sq), batch = kb.div(row, sq);
    Value qBase = kb.mul(row, d), kBase = kb.mul(batch, sk * d), vBase = kb.mul(batch, sk * dv);
    Value end = a.getCausal() ? kb.minu(kb.add(i, kb.idx(1)), kb.idx(sk)) : kb.idx(sk);
    SmallVector<Value> init{kb.f32(ninf), kb.f32(0.0), kb.f32(0.0)};
    SmallVector<Value> st = kb.loop(
        kb.idx(0), end, kb.idx(1), init, [&](Value j, ValueRange s) -> SmallVector<Value> {
          Value kRow = kb.add(kBase, kb.mul(j, d));
          Value dot = kb.loop(kb.idx(0), kb.idx(d), kb.idx(1), kb.f32(0.0), [&](Value c, Value acc) {
            return kb.fma(kb.loadF32(q, kb.add(qBase, c)), kb.loadF32(k, kb.add(kRow, c)), acc);
          });
          Value sc = kb.fmul(dot, kb.f32(scale));
          Value m = kb.fmax(s[0], sc);
          Value alpha = kb.exp(kb.fsub(s[0], m)), p = kb.exp(kb.fsub(sc, m));
          Value vv = kb.loadF32(v, kb.add(vBase, kb.add(kb.mul(j, dv), e)));
          return {m, kb.fma(s[1], alpha, p), kb.fma(s[2], alpha, kb.fmul(p, vv))};
        });
    // A causal row always has key 0, so l > 0.
    kb.storeF32(kb.fdiv(st[2], st[1]), out, idx);
  });
}
