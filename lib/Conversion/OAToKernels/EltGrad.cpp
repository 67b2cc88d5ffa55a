//===- EltGrad.cpp - elementwise training ops and the AdamW update --------===//
//
// scale, axpby, the unary math ops (exp, log, tanh, sigmoid, sqrt, rsqrt)
// and the relu/gelu/max gradients join elementwise chains (the
// math here, the tiling in Elementwise.cpp).  GELU's derivative follows the
// same erf / tanh forms as the forward:
//   erf:  Phi(x) + x phi(x),  Phi = (1 + erf(x/sqrt2)) / 2, phi = e^(-x^2/2)/sqrt(2 pi)
//   tanh: (1 + t)/2 + x (1 - t^2)/2 * sqrt(2/pi) (1 + 3 c x^2),  t = tanh(sqrt(2/pi)(x + c x^3))
// adamw_update is a grid-stride kernel that reads its two step corrections
// from device memory (and applies its loss-scaling guard, when one joined).
// Loss scaling: unscale and select_finite are elementwise (their scale and
// flag one-element inputs); found_inf is a partial sum per CTA and a sum.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/TypeSwitch.h"

#include <functional>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

Value oa::lowering::applyTrainingElementwise(KernelBuilder &kb, Operation *op,
                                             function_ref<Value(Value)> operand) {
  auto f = [](FloatAttr a) { return a.getValueAsDouble(); };
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](ScaleOp o) {
        return kb.fma(operand(o.getInput()), kb.f32(f(o.getFactorAttr())), kb.f32(f(o.getBiasAttr())));
      })
      .Case([&](AxpbyOp o) {
        return kb.fma(kb.f32(f(o.getAlphaAttr())), operand(o.getX()),
                      kb.fmul(kb.f32(f(o.getBetaAttr())), operand(o.getY())));
      })
      .Case([&](UnscaleOp o) { return kb.fmul(operand(o.getInput()), operand(o.getInv())); })
      .Case([&](ConvertOp o) {
        // In FP32, the value rounded as the unfused graph stores it: to
        // the source type (a fused producer computed it unrounded), then
        // to the target type.  Alone, or right after its producer's
        // store would have rounded, this is what a kernel of its own
        // computes, bit for bit.
        Value x = operand(o.getInput());
        for (Value v : {o.getInput(), o.getResult()}) {
          Type t = cast<RankedTensorType>(v.getType()).getElementType();
          if (!t.isF32())
            x = kb.b.create<arith::ExtFOp>(kb.b.getF32Type(),
                                           kb.b.create<arith::TruncFOp>(t, x).getResult());
        }
        return x;
      })
      .Case([&](SelectFiniteOp o) {
        // f - f is 0 for a finite flag and NaN for inf or NaN.
        Value f = operand(o.getFlag());
        Value z = kb.fsub(f, f);
        Value finite = kb.b.create<arith::CmpFOp>(arith::CmpFPredicate::ORD, z, z);
        return kb.select(finite, operand(o.getNewValue()), operand(o.getOldValue()));
      })
      .Case([&](ExpOp o) { return kb.exp(operand(o.getInput())); })
      .Case([&](LogOp o) { return kb.log(operand(o.getInput())); })
      .Case([&](TanhOp o) { return kb.tanh(operand(o.getInput())); })
      .Case([&](SigmoidOp o) {
        return kb.fdiv(kb.f32(1.0), kb.fadd(kb.exp(kb.fneg(operand(o.getInput()))), kb.f32(1.0)));
      })
      .Case([&](SqrtOp o) { return custom::sqrt(kb, operand(o.getInput())); })
      .Case([&](RsqrtOp o) { return kb.rsqrt(operand(o.getInput())); })
      .Case([&](ReluGradOp o) {
        Value x = operand(o.getInput());
        return kb.select(kb.flt(kb.f32(0.0), x), operand(o.getGrad()), kb.f32(0.0));
      })
      .Case([&](MaxGradOp o) {
        Value eq = kb.b.create<arith::CmpFOp>(arith::CmpFPredicate::OEQ, operand(o.getInput()),
                                              operand(o.getMax()));
        return kb.select(eq, operand(o.getGrad()), kb.f32(0.0));
      })
      .Case([&](GeluGradOp o) {
        Value x = operand(o.getInput()), dy = operand(o.getGrad());
        Value d;
        if (o.getApproximate() == "tanh") {
          const double k = 0.7978845608028654, c = 0.044715;
          Value x2 = kb.fmul(x, x);
          Value t = kb.tanh(kb.fmul(kb.f32(k), kb.fma(kb.fmul(x2, x), kb.f32(c), x)));
          Value left = kb.fma(t, kb.f32(0.5), kb.f32(0.5));
          Value sech2 = kb.fsub(kb.f32(1.0), kb.fmul(t, t));
          Value inner = kb.fmul(kb.f32(k), kb.fma(x2, kb.f32(3 * c), kb.f32(1.0)));
          d = kb.fma(kb.fmul(kb.fmul(x, kb.f32(0.5)), sech2), inner, left);
        } else {
          Value cdf = kb.fma(kb.erf(kb.fmul(x, kb.f32(0.7071067811865476))), kb.f32(0.5), kb.f32(0.5));
          Value pdf = kb.fmul(kb.exp(kb.fmul(kb.fmul(x, x), kb.f32(-0.5))), kb.f32(0.3989422804014327));
          d = kb.fma(x, pdf, cdf);
        }
        return kb.fmul(dy, d);
      })
      .Default([](Operation *) { return Value(); });
}

namespace {
int64_t numElements(Value v) { return cast<RankedTensorType>(v.getType()).getNumElements(); }
constexpr int64_t kThreads = 256;
// Elements of one input per found_inf CTA: 16 per thread.
constexpr int64_t kFoundInfChunk = 16 * kThreads;
} // namespace

LaunchDims custom::buildAdamw(KernelBuilder &kb, const FusedGroup &g,
                              const DenseMap<Value, Value> &args, Value out) {
  auto a = cast<AdamwUpdateOp>(g.ops[0]);
  int64_t n = numElements(a.getParam());
  double lr = a.getLr().convertToDouble(), eps = a.getEpsilon().convertToDouble();
  double decay = 1.0 - lr * a.getWeightDecay().convertToDouble();
  Value p = args.lookup(a.getParam()), m = args.lookup(a.getM()), v = args.lookup(a.getV());
  Value corr = args.lookup(a.getCorrections());
  return gridStride(kb, n, [&](Value i) {
    Value c1 = kb.loadF32(corr, kb.idx(0)), c2 = kb.loadF32(corr, kb.idx(1));
    Value denom = kb.fma(sqrt(kb, kb.loadF32(v, i)), c2, kb.f32(eps));
    Value stepv = kb.fdiv(kb.fmul(kb.fmul(kb.f32(lr), c1), kb.loadF32(m, i)), denom);
    Value r = kb.fsub(kb.fmul(kb.loadF32(p, i), kb.f32(decay)), stepv);
    // The guard (select_finite) joined as an epilogue: its flag is one element.
    r = applyChain(kb, ArrayRef<Operation *>(g.ops).drop_front(), r, a.getResult(), [&](Value in) {
      return kb.loadF32(args.lookup(in), numElements(in) == 1 ? kb.idx(0) : i);
    });
    kb.storeF32(r, out, i);
  });
}

int64_t custom::foundInfPartials(Operation *op) {
  int64_t ctas = 0;
  for (Value in : cast<FoundInfOp>(op).getInputs())
    ctas += std::max<int64_t>(1, (numElements(in) + kFoundInfChunk - 1) / kFoundInfChunk);
  return ctas;
}

LaunchDims custom::buildFoundInfPartials(KernelBuilder &kb, Operation *op,
                                         const DenseMap<Value, Value> &args, Value work,
                                         Value scratch) {
  auto fi = cast<FoundInfOp>(op);
  Value tid = kb.threadId(gpu::Dimension::x), bid = kb.blockId(gpu::Dimension::x);
  Value inv = kb.loadF32(args.lookup(fi.getInv()), kb.idx(0));
  SmallVector<Value> ins(fi.getInputs());
  // CTA b takes chunk (b - first[k]) of input k, first[k] <= b < first[k + 1].
  SmallVector<int64_t> first{0};
  for (Value in : ins)
    first.push_back(first.back() +
                    std::max<int64_t>(1, (numElements(in) + kFoundInfChunk - 1) / kFoundInfChunk));
  std::function<Value(unsigned)> pick = [&](unsigned k) -> Value {
    auto part = [&, k]() -> Value {
      int64_t n = numElements(ins[k]);
      Value base = kb.mul(kb.sub(bid, kb.idx(first[k])), kFoundInfChunk);
      Value end = kb.minu(kb.add(base, kb.idx(kFoundInfChunk)), kb.idx(n));
      Value mem = args.lookup(ins[k]);
      // x * inv * 0: 0 for a finite unscaled gradient, NaN otherwise; sums
      // keep NaN.
      return kb.loop(kb.add(base, tid), end, kb.idx(kThreads), kb.f32(0.0), [&](Value i, Value acc) {
        return kb.fadd(acc, kb.fmul(kb.fmul(kb.loadF32(mem, i), inv), kb.f32(0.0)));
      });
    };
    if (k + 1 == ins.size())
      return part();
    return kb.ifElse(kb.lt(bid, first[k + 1]), kb.b.getF32Type(), part,
                     [&, k] { return pick(k + 1); });
  };
  Value total = kb.blockReduce(Combine::Sum, pick(0), tid, scratch, kThreads);
  kb.ifThen(kb.eq(tid, 0), [&] { kb.storeF32(total, work, bid); });
  LaunchDims d;
  d.grid[0] = first.back();
  d.block[0] = kThreads;
  return d;
}

LaunchDims custom::buildFoundInfSum(KernelBuilder &kb, int64_t partials, Value work, Value out,
                                    Value scratch) {
  Value tid = kb.threadId(gpu::Dimension::x);
  Value acc = kb.loop(tid, kb.idx(partials), kb.idx(kThreads), kb.f32(0.0),
                      [&](Value i, Value a) { return kb.fadd(a, kb.loadF32(work, i)); });
  Value total = kb.blockReduce(Combine::Sum, acc, tid, scratch, kThreads);
  kb.ifThen(kb.eq(tid, 0), [&] { kb.storeF32(total, out, kb.idx(0)); });
  LaunchDims d;
  d.grid[0] = 1;
  d.block[0] = kThreads;
  return d;
}
