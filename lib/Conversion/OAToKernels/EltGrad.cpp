//===- EltGrad.cpp - elementwise training ops and the AdamW update --------===//
//
// scale, axpby, the unary math ops (exp, log, tanh, sigmoid, sqrt, rsqrt)
// and the relu/gelu/max gradients join elementwise chains (the
// math here, the tiling in Elementwise.cpp).  GELU's derivative follows the
// same erf / tanh forms as the forward:
//   erf:  Phi(x) + x phi(x),  Phi = (1 + erf(x/sqrt2)) / 2, phi = e^(-x^2/2)/sqrt(2 pi)
//   tanh: (1 + t)/2 + x (1 - t^2)/2 * sqrt(2/pi) (1 + 3 c x^2),  t = tanh(sqrt(2/pi)(x + c x^3))
// adamw_update is a grid-stride kernel that reads its two step corrections
// from device memory.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

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

LaunchDims custom::buildAdamw(KernelBuilder &kb, Operation *op, const DenseMap<Value, Value> &args,
                              Value out) {
  auto a = cast<AdamwUpdateOp>(op);
  int64_t n = cast<RankedTensorType>(a.getParam().getType()).getNumElements();
  double lr = a.getLr().convertToDouble(), eps = a.getEpsilon().convertToDouble();
  double decay = 1.0 - lr * a.getWeightDecay().convertToDouble();
  Value p = args.lookup(a.getParam()), m = args.lookup(a.getM()), v = args.lookup(a.getV());
  Value corr = args.lookup(a.getCorrections());
  return gridStride(kb, n, [&](Value i) {
    Value c1 = kb.loadF32(corr, kb.idx(0)), c2 = kb.loadF32(corr, kb.idx(1));
    Value denom = kb.fma(sqrt(kb, kb.loadF32(v, i)), c2, kb.f32(eps));
    Value stepv = kb.fdiv(kb.fmul(kb.fmul(kb.f32(lr), c1), kb.loadF32(m, i)), denom);
    kb.storeF32(kb.fsub(kb.fmul(kb.loadF32(p, i), kb.f32(decay)), stepv), out, i);
  });
}

LaunchDims custom::buildLossScale(KernelBuilder &kb, Operation *op,
                                  const DenseMap<Value, Value> &args, Value out) {
  int64_t n = cast<RankedTensorType>(op->getResult(0).getType()).getNumElements();
  if (auto u = dyn_cast<UnscaleOp>(op)) {
    Value x = args.lookup(u.getInput()), inv = args.lookup(u.getInv());
    return gridStride(kb, n, [&](Value i) {
      kb.storeF32(kb.fmul(kb.loadF32(x, i), kb.loadF32(inv, kb.idx(0))), out, i);
    });
  }
  auto s = cast<SelectFiniteOp>(op);
  Value flag = args.lookup(s.getFlag()), nv = args.lookup(s.getNewValue()),
        ov = args.lookup(s.getOldValue());
  return gridStride(kb, n, [&](Value i) {
    Value f = kb.loadF32(flag, kb.idx(0));
    // f - f is 0 for a finite flag and NaN for inf or NaN.
    Value z = kb.fsub(f, f);
    Value finite = kb.b.create<arith::CmpFOp>(arith::CmpFPredicate::ORD, z, z);
    kb.storeF32(kb.select(finite, kb.loadF32(nv, i), kb.loadF32(ov, i)), out, i);
  });
}
