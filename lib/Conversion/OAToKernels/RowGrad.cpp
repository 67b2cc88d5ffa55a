//===- RowGrad.cpp - row-wise backward ops and cross-entropy --------------===//
//
// One CTA per row (rowThreads(width) threads), statistics through
// blockReduce and recomputed from the forward input rather than saved:
//   softmax_grad     dx = y (dy - sum(dy y))
//   layer_norm_grad  xh = (x - mean) rstd, g = dy gamma,
//                    dx = rstd (g - mean(g) - xh mean(g xh))
//   rms_norm_grad    r = rsqrt(mean(x^2) + eps), g = dy gamma,
//                    dx = r g - x r^3 mean(g x)
//   cross_entropy_grad  dx = (softmax(x) - onehot(t)) dloss / count
// cross_entropy itself is one CTA of 1024 threads, a warp per row at a
// time (log(sum exp(x - m)) + (m - x[t]), one pass with an online max m),
// then the block sum over the rows' count.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;
using namespace oa::lowering::custom;

namespace {
constexpr int64_t kCeThreads = 1024; // cross_entropy's one CTA
RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

// Counts the targets that are not ignore_index (every thread gets it).
Value countKept(KernelBuilder &kb, Value target, int64_t rows, int64_t ignore, Value tid,
                int64_t threads, Value scratch) {
  Value part = kb.loop(tid, kb.idx(rows), kb.idx(threads), kb.f32(0.0), [&](Value r, Value acc) {
    Value t = kb.load(target, r);
    Value keep = kb.b.create<arith::CmpIOp>(
        arith::CmpIPredicate::ne, t,
        kb.b.create<arith::ConstantOp>(kb.b.getIntegerAttr(t.getType(), ignore)));
    return kb.fadd(acc, kb.select(keep, kb.f32(1.0), kb.f32(0.0)));
  });
  return kb.blockReduce(Combine::Sum, part, tid, scratch, threads);
}
} // namespace

LaunchDims custom::buildRowGrad(KernelBuilder &kb, Operation *op,
                                const DenseMap<Value, Value> &args, Value out, Value scratch) {
  auto xt = tensorOf(op->getOperand(isa<CrossEntropyOp, CrossEntropyGradOp>(op) ? 0 : 1));
  int64_t width = xt.getShape().back(), rows = xt.getNumElements() / width;
  auto in = [&](unsigned k) { return args.lookup(op->getOperand(k)); };
  double ninf = -std::numeric_limits<double>::infinity();

  if (auto ce = dyn_cast<CrossEntropyOp>(op)) {
    // One CTA (the mean needs every row; no atomics): a warp per row at a
    // time, lanes striding the columns (coalesced) with an online max and
    // sum, merged across the warp by shuffles.
    Value tid = kb.threadId(gpu::Dimension::x), x = in(0), tgt = in(1);
    Value lane = kb.rem(tid, 32), warp = kb.div(tid, 32);
    int64_t ignore = ce.getIgnoreIndex();
    Value part = kb.loop(warp, kb.idx(rows), kb.idx(kCeThreads / 32), kb.f32(0.0),
                         [&](Value r, Value acc) {
      Value base = kb.mul(r, width);
      // exp(a - m) for a <= m, 1 when a == m: a lane without columns (or
      // whose columns are all -inf) holds (-inf, 0), and -inf - -inf is NaN.
      auto rescale = [&](Value a, Value m) {
        Value same = kb.b.create<arith::CmpFOp>(arith::CmpFPredicate::OEQ, a, m);
        return kb.select(same, kb.f32(1.0), kb.exp(kb.fsub(a, m)));
      };
      SmallVector<Value> ms = kb.loop(
          lane, kb.idx(width), kb.idx(32), ValueRange{kb.f32(ninf), kb.f32(0.0)},
          [&](Value c, ValueRange st) -> SmallVector<Value> {
            Value v = kb.loadF32(x, kb.add(base, c));
            Value m = kb.fmax(st[0], v);
            return {m, kb.fma(st[1], rescale(st[0], m), rescale(v, m))};
          });
      Value m = ms[0], s = ms[1];
      for (int32_t off = 16; off >= 1; off /= 2) {
        Value om = kb.shuffleXor(m, off), os = kb.shuffleXor(s, off);
        Value nm = kb.fmax(m, om);
        s = kb.fadd(kb.fmul(s, rescale(m, nm)), kb.fmul(os, rescale(om, nm)));
        m = nm;
      }
      Value t = kb.load(tgt, r);
      Value keep = kb.b.create<arith::CmpIOp>(
          arith::CmpIPredicate::ne, t,
          kb.b.create<arith::ConstantOp>(kb.b.getIntegerAttr(t.getType(), ignore)));
      // Lane 0 carries the warp's rows.
      keep = kb.land(keep, kb.eq(lane, 0));
      return kb.ifElse(
          keep, kb.b.getF32Type(),
          [&] {
            Value ti = kb.minu(loadIndex(kb, tgt, r), kb.idx(width - 1));
            Value xt = kb.loadF32(x, kb.add(base, ti));
            // log(s) + (m - x[t]), not (log(s) + m) - x[t]: for a row
            // whose target is its largest logit, m - x[t] is exactly 0
            // and the loss keeps its relative precision where the other
            // order rounds it at the logits' scale (a memorised batch).
            return kb.fadd(acc, kb.fadd(log(kb, s), kb.fsub(m, xt)));
          },
          [&] { return acc; });
    });
    Value sum = kb.blockReduce(Combine::Sum, part, tid, scratch, kCeThreads);
    Value cnt = countKept(kb, tgt, rows, ignore, tid, kCeThreads, scratch);
    kb.ifThen(kb.eq(tid, 0), [&] { kb.storeF32(kb.fdiv(sum, cnt), out, kb.idx(0)); });
    LaunchDims d;
    d.block[0] = kCeThreads;
    return d;
  }

  return perRow(kb, rows, width, [&](Value row, Value tid, int64_t threads) {
    Value base = kb.mul(row, width), len = kb.idx(width), step = kb.idx(threads);
    auto at = [&](Value c) { return kb.add(base, c); };
    auto sum = [&](function_ref<Value(Value)> f) {
      Value p = kb.loop(tid, len, step, kb.f32(0.0),
                        [&](Value c, Value acc) { return kb.fadd(acc, f(c)); });
      return kb.blockReduce(Combine::Sum, p, tid, scratch, threads);
    };
    auto each = [&](function_ref<Value(Value)> f) {
      kb.loop(tid, len, step, [&](Value c) { kb.storeF32(f(c), out, at(c)); });
    };
    Value fw = kb.f32(static_cast<double>(width));
    auto gammaAt = [&](Value g, Value c) { return g ? kb.loadF32(g, c) : kb.f32(1.0); };
    llvm::TypeSwitch<Operation *>(op)
        .Case([&](SoftmaxGradOp) {
          Value dy = in(0), y = in(1);
          Value s = sum([&](Value c) { return kb.fmul(kb.loadF32(dy, at(c)), kb.loadF32(y, at(c))); });
          each([&](Value c) {
            return kb.fmul(kb.loadF32(y, at(c)), kb.fsub(kb.loadF32(dy, at(c)), s));
          });
        })
        .Case([&](LayerNormGradOp o) {
          Value dy = in(0), x = in(1), g = in(2);
          Value mean = kb.fdiv(sum([&](Value c) { return kb.loadF32(x, at(c)); }), fw);
          Value var = kb.fdiv(sum([&](Value c) {
                                Value dd = kb.fsub(kb.loadF32(x, at(c)), mean);
                                return kb.fmul(dd, dd);
                              }),
                              fw);
          Value rstd = kb.rsqrt(kb.fadd(var, kb.f32(o.getEpsilon().convertToFloat())));
          auto xh = [&](Value c) { return kb.fmul(kb.fsub(kb.loadF32(x, at(c)), mean), rstd); };
          auto gg = [&](Value c) { return kb.fmul(kb.loadF32(dy, at(c)), kb.loadF32(g, c)); };
          Value mg = kb.fdiv(sum(gg), fw);
          Value mgx = kb.fdiv(sum([&](Value c) { return kb.fmul(gg(c), xh(c)); }), fw);
          each([&](Value c) {
            return kb.fmul(rstd, kb.fsub(kb.fsub(gg(c), mg), kb.fmul(xh(c), mgx)));
          });
        })
        .Case([&](RmsNormGradOp o) {
          Value dy = in(0), x = in(1), g = o.getGamma() ? in(2) : Value();
          Value ms = kb.fdiv(sum([&](Value c) {
                               Value v = kb.loadF32(x, at(c));
                               return kb.fmul(v, v);
                             }),
                             fw);
          Value r = kb.rsqrt(kb.fadd(ms, kb.f32(o.getEpsilon().convertToFloat())));
          auto gg = [&](Value c) { return kb.fmul(kb.loadF32(dy, at(c)), gammaAt(g, c)); };
          Value mgx = kb.fdiv(sum([&](Value c) { return kb.fmul(gg(c), kb.loadF32(x, at(c))); }), fw);
          Value r3 = kb.fmul(kb.fmul(r, r), r);
          each([&](Value c) {
            return kb.fsub(kb.fmul(r, gg(c)), kb.fmul(kb.loadF32(x, at(c)), kb.fmul(r3, mgx)));
          });
        })
        .Case([&](CrossEntropyGradOp o) {
          Value x = in(0), tgt = in(1), dl = in(2);
          int64_t ignore = o.getIgnoreIndex();
          Value mp = kb.loop(tid, len, step, kb.f32(ninf), [&](Value c, Value acc) {
            return kb.fmax(acc, kb.loadF32(x, at(c)));
          });
          Value m = kb.blockReduce(Combine::Max, mp, tid, scratch, threads);
          Value s = sum([&](Value c) { return kb.exp(kb.fsub(kb.loadF32(x, at(c)), m)); });
          Value cnt = countKept(kb, tgt, rows, ignore, tid, threads, scratch);
          Value t = kb.load(tgt, row);
          Value keep = kb.b.create<arith::CmpIOp>(
              arith::CmpIPredicate::ne, t,
              kb.b.create<arith::ConstantOp>(kb.b.getIntegerAttr(t.getType(), ignore)));
          Value ti = kb.b.create<arith::IndexCastOp>(kb.b.getIndexType(), t);
          Value coef = kb.select(keep, kb.fdiv(kb.loadF32(dl, kb.idx(0)), cnt), kb.f32(0.0));
          each([&](Value c) {
            Value p = kb.fdiv(kb.exp(kb.fsub(kb.loadF32(x, at(c)), m)), s);
            Value hit = kb.b.create<arith::CmpIOp>(arith::CmpIPredicate::eq, c, ti);
            return kb.fmul(kb.fsub(p, kb.select(hit, kb.f32(1.0), kb.f32(0.0))), coef);
          });
        });
  });
}
