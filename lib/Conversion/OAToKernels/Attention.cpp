//===- Attention.cpp - the kernel of oa.attention -------------------------===//
//
// A warp per query row (batch, i): the row's scores are computed once, a
// lane holding D/32 of q in registers and the warp summing q . k_j with
// shuffles, four keys at a time (independent reductions); one pass with an
// online softmax (running max m and sum l, the accumulator rescaled when m
// grows) over keys j < Sk, or j <= i when causal; lane e of the warp owns
// output columns e, e + 32, ...  FP32 throughout (f16/bf16 buffers are
// widened on load), CUDA cores only: the head dims of the models trained
// through oa are small.  Each row's work is O(Sk * (D + Dv)), where a thread
// per output element (the reference kernel, kept for head dims above
// kMaxDim where the registers would not hold a row) repeats the scores for
// every value column.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include <limits>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

namespace {
constexpr int64_t kWarps = 4;   // query rows per CTA
constexpr int64_t kUnroll = 4;  // keys per online-softmax update
constexpr int64_t kMaxDim = 256; // D and Dv per warp: 8 registers per lane each

struct Dims {
  int64_t rows, sq, d, sk, dv;
  bool causal;
  double scale;
};

LaunchDims referenceKernel(KernelBuilder &kb, const Dims &s, Value q, Value k, Value v, Value out) {
  double ninf = -std::numeric_limits<double>::infinity();
  return custom::gridStride(kb, s.rows * s.dv, [&](Value idx) {
    Value e = kb.rem(idx, s.dv), row = kb.div(idx, s.dv); // row = batch * sq + i
    Value i = kb.rem(row, s.sq), batch = kb.div(row, s.sq);
    Value qBase = kb.mul(row, s.d), kBase = kb.mul(batch, s.sk * s.d),
          vBase = kb.mul(batch, s.sk * s.dv);
    Value end = s.causal ? kb.minu(kb.add(i, kb.idx(1)), kb.idx(s.sk)) : kb.idx(s.sk);
    SmallVector<Value> init{kb.f32(ninf), kb.f32(0.0), kb.f32(0.0)};
    SmallVector<Value> st = kb.loop(
        kb.idx(0), end, kb.idx(1), init, [&](Value j, ValueRange st) -> SmallVector<Value> {
          Value kRow = kb.add(kBase, kb.mul(j, s.d));
          Value dot = kb.loop(kb.idx(0), kb.idx(s.d), kb.idx(1), kb.f32(0.0), [&](Value c, Value acc) {
            return kb.fma(kb.loadF32(q, kb.add(qBase, c)), kb.loadF32(k, kb.add(kRow, c)), acc);
          });
          Value sc = kb.fmul(dot, kb.f32(s.scale));
          Value m = kb.fmax(st[0], sc);
          Value alpha = kb.exp(kb.fsub(st[0], m)), p = kb.exp(kb.fsub(sc, m));
          Value vv = kb.loadF32(v, kb.add(vBase, kb.add(kb.mul(j, s.dv), e)));
          return {m, kb.fma(st[1], alpha, p), kb.fma(st[2], alpha, kb.fmul(p, vv))};
        });
    // A causal row always has key 0, so l > 0.
    kb.storeF32(kb.fdiv(st[2], st[1]), out, idx);
  });
}

/// Lane `lane`'s slots of a row of `n` elements: columns lane + 32 t.  The
/// last slot may pass the row's end (`partial`): its index is clamped and
/// its value replaced by zero.
struct Slots {
  int64_t count;
  bool partial;
  explicit Slots(int64_t n) : count((n + 31) / 32), partial(n % 32 != 0) {}
};

SmallVector<Value> loadSlots(KernelBuilder &kb, Value mem, Value base, Value lane, int64_t n) {
  Slots sl(n);
  SmallVector<Value> vals;
  for (int64_t t = 0; t < sl.count; ++t) {
    Value c = kb.add(lane, kb.idx(32 * t));
    if (sl.partial && t + 1 == sl.count) {
      Value in = kb.lt(c, n);
      Value x = kb.loadF32(mem, kb.add(base, kb.minu(c, kb.idx(n - 1))));
      vals.push_back(kb.select(in, x, kb.f32(0.0)));
    } else {
      vals.push_back(kb.loadF32(mem, kb.add(base, c)));
    }
  }
  return vals;
}

LaunchDims warpKernel(KernelBuilder &kb, const Dims &s, Value q, Value k, Value v, Value out) {
  double ninf = -std::numeric_limits<double>::infinity();
  Value tid = kb.threadId(gpu::Dimension::x);
  Value lane = kb.rem(tid, 32), warp = kb.div(tid, 32);
  Value first = kb.add(kb.mul(kb.blockId(gpu::Dimension::x), kWarps), warp);
  Value stride = kb.mul(kb.gridDim(gpu::Dimension::x), kWarps);
  Slots outSlots(s.dv);

  // The row is uniform across the warp, so whole warps take the same path
  // through the loops and the shuffles see all 32 lanes.
  kb.loop(first, kb.idx(s.rows), stride, [&](Value row) {
    Value i = kb.rem(row, s.sq), batch = kb.div(row, s.sq);
    Value kBase = kb.mul(batch, s.sk * s.d), vBase = kb.mul(batch, s.sk * s.dv);
    Value end = s.causal ? kb.minu(kb.add(i, kb.idx(1)), kb.idx(s.sk)) : kb.idx(s.sk);
    Value last = kb.sub(end, kb.idx(1));
    SmallVector<Value> qs = loadSlots(kb, q, kb.mul(row, s.d), lane, s.d);
    for (Value &x : qs)
      x = kb.fmul(x, kb.f32(s.scale));

    // State: m, l, then the lane's output slots.
    SmallVector<Value> init{kb.f32(ninf), kb.f32(0.0)};
    init.append(outSlots.count, kb.f32(0.0));
    SmallVector<Value> st = kb.loop(
        kb.idx(0), end, kb.idx(kUnroll), init, [&](Value j0, ValueRange st) -> SmallVector<Value> {
          SmallVector<Value> sc, keyIdx;
          for (int64_t u = 0; u < kUnroll; ++u) {
            // Keys past the end load row end-1 and score -inf (weight 0).
            Value j = kb.add(j0, kb.idx(u));
            keyIdx.push_back(u == 0 ? j : kb.minu(j, last));
            SmallVector<Value> ks =
                loadSlots(kb, k, kb.add(kBase, kb.mul(keyIdx[u], s.d)), lane, s.d);
            SmallVector<Value> prods;
            for (size_t t = 0; t < ks.size(); ++t)
              prods.push_back(kb.fmul(qs[t], ks[t]));
            sc.push_back(kb.treeFold(Combine::Sum, prods));
          }
          // The keys' reductions interleaved, level by level: independent
          // shuffles in flight instead of one dependent chain per key.
          for (int32_t off = 16; off >= 1; off /= 2)
            for (Value &x : sc)
              x = kb.fadd(x, kb.shuffleXor(x, off));
          for (int64_t u = 1; u < kUnroll; ++u)
            sc[u] = kb.select(kb.lt(kb.add(j0, kb.idx(u)), end), sc[u], kb.f32(ninf));
          // Key j0 < end is always there, so m is finite from the first step.
          Value m = kb.fmax(st[0], kb.treeFold(Combine::Max, sc));
          Value alpha = kb.exp(kb.fsub(st[0], m));
          SmallVector<Value> p;
          for (Value x : sc)
            p.push_back(kb.exp(kb.fsub(x, m)));
          SmallVector<Value> next{m, kb.fma(st[1], alpha, kb.treeFold(Combine::Sum, p))};
          SmallVector<SmallVector<Value>> vs;
          for (int64_t u = 0; u < kUnroll; ++u)
            vs.push_back(loadSlots(kb, v, kb.add(vBase, kb.mul(keyIdx[u], s.dv)), lane, s.dv));
          for (int64_t t = 0; t < outSlots.count; ++t) {
            Value acc = kb.fmul(st[2 + t], alpha);
            for (int64_t u = 0; u < kUnroll; ++u)
              acc = kb.fma(p[u], vs[u][t], acc);
            next.push_back(acc);
          }
          return next;
        });
    // A causal row always has key 0, so l > 0.
    Value inv = kb.fdiv(kb.f32(1.0), st[1]);
    Value oBase = kb.mul(row, s.dv);
    for (int64_t t = 0; t < outSlots.count; ++t) {
      Value c = kb.add(lane, kb.idx(32 * t));
      auto store = [&] { kb.storeF32(kb.fmul(st[2 + t], inv), out, kb.add(oBase, c)); };
      if (outSlots.partial && t + 1 == outSlots.count)
        kb.ifThen(kb.lt(c, s.dv), store);
      else
        store();
    }
  });
  LaunchDims dims;
  dims.grid[0] = std::max<int64_t>(1, std::min<int64_t>((s.rows + kWarps - 1) / kWarps, 65535));
  dims.block[0] = 32 * kWarps;
  return dims;
}
} // namespace

LaunchDims custom::buildAttention(KernelBuilder &kb, Operation *op,
                                  const DenseMap<Value, Value> &args, Value out) {
  auto a = cast<AttentionOp>(op);
  auto qt = cast<RankedTensorType>(a.getQ().getType());
  auto vt = cast<RankedTensorType>(a.getV().getType());
  int64_t r = qt.getRank();
  Dims s;
  s.sq = qt.getDimSize(r - 2);
  s.d = qt.getDimSize(r - 1);
  s.sk = vt.getDimSize(r - 2);
  s.dv = vt.getDimSize(r - 1);
  s.rows = qt.getNumElements() / s.d;
  s.causal = a.getCausal();
  s.scale = a.getScale().convertToDouble();
  Value q = args.lookup(a.getQ()), k = args.lookup(a.getK()), v = args.lookup(a.getV());
  if (s.d > kMaxDim || s.dv > kMaxDim)
    return referenceKernel(kb, s, q, k, v, out);
  return warpKernel(kb, s, q, k, v, out);
}
