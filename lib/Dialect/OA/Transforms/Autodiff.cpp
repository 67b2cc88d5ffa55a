//===- Autodiff.cpp - the training step of an oa model function -----------===//
//
// Reverse-mode differentiation on the oa dialect: the forward function is
// cloned into @<name>_train, the loss is seeded with 1, and the ops are
// visited in reverse, each adding the vector-Jacobian product of its result's
// gradient to its operands' gradients (oa.add where a value has several
// uses).  Only values that depend on a parameter get gradients.  The VJPs
// are oa ops themselves, so the backward lowers through oa-lower-to-kernels
// like the forward.  An op without a VJP on the path to a parameter is an
// error at that op.
//
//===----------------------------------------------------------------------===//
#include "oa/Dialect/OA/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/TypeSwitch.h"

namespace oa::model {
#define GEN_PASS_DEF_OAAUTODIFF
#include "oa/Dialect/OA/Passes.h.inc"
} // namespace oa::model

using namespace mlir;
using namespace oa::model;

namespace {
using Shape = SmallVector<int64_t>;

RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

int64_t numel(ArrayRef<int64_t> s) {
  int64_t n = 1;
  for (int64_t d : s)
    n *= d;
  return n;
}

/// Builds the oa ops of the backward at the end of the function.
class Grad {
public:
  Grad(OpBuilder &b) : b(b) {}
  OpBuilder &b;
  Location loc = UnknownLoc::get(b.getContext());

  RankedTensorType like(Value v, ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, tensorOf(v).getElementType());
  }
  FloatAttr f32(double v) { return b.getF32FloatAttr(static_cast<float>(v)); }

  Value add(Value x, Value y) { return b.create<AddOp>(loc, x.getType(), x, y); }
  Value sub(Value x, Value y) { return b.create<SubOp>(loc, x.getType(), x, y); }
  Value mul(Value x, Value y) { return b.create<MulOp>(loc, x.getType(), x, y); }
  Value div(Value x, Value y) { return b.create<DivOp>(loc, x.getType(), x, y); }
  Value scale(Value x, double f) {
    return b.create<ScaleOp>(loc, x.getType(), x, f32(f), f32(0.0));
  }
  Value scaleAdd(Value x, double f, double bias) {
    return b.create<ScaleOp>(loc, x.getType(), x, f32(f), f32(bias));
  }
  Value fill(RankedTensorType t, double v) { return b.create<FillOp>(loc, t, f32(v)); }
  /// x in the element type of `like`.
  Value convertLike(Value x, Value likeV) {
    Type e = tensorOf(likeV).getElementType();
    if (tensorOf(x).getElementType() == e)
      return x;
    return b.create<ConvertOp>(loc, RankedTensorType::get(tensorOf(x).getShape(), e), x);
  }
  Value reshape(Value x, ArrayRef<int64_t> shape) {
    if (tensorOf(x).getShape() == shape)
      return x;
    return b.create<ReshapeOp>(loc, like(x, shape), x);
  }
  Value transpose(Value x, ArrayRef<int64_t> perm) {
    Shape s;
    for (int64_t p : perm)
      s.push_back(tensorOf(x).getDimSize(p));
    return b.create<TransposeOp>(loc, like(x, s), x, b.getDenseI64ArrayAttr(perm));
  }
  /// Swaps the last two axes.
  Value swapLast(Value x) {
    int64_t r = tensorOf(x).getRank();
    Shape perm;
    for (int64_t i = 0; i < r; ++i)
      perm.push_back(i);
    std::swap(perm[r - 1], perm[r - 2]);
    return transpose(x, perm);
  }
  Value reduceSum(Value x, int64_t axis, bool keep) {
    Shape s(tensorOf(x).getShape());
    if (keep)
      s[axis] = 1;
    else
      s.erase(s.begin() + axis);
    return b.create<ReduceSumOp>(loc, like(x, s), x, b.getI64IntegerAttr(axis),
                                 b.getBoolAttr(keep));
  }
  Value broadcast(Value x, ArrayRef<int64_t> shape) {
    if (tensorOf(x).getShape() == shape)
      return x;
    return b.create<BroadcastOp>(loc, like(x, shape), x);
  }
  Value matmul(Value x, Value y) {
    Shape s{tensorOf(x).getDimSize(0), tensorOf(y).getDimSize(1)};
    return b.create<MatmulOp>(loc, like(x, s), x, y);
  }
  Value bmm(Value x, Value y) {
    auto xt = tensorOf(x);
    Shape s{xt.getDimSize(0), xt.getDimSize(1), tensorOf(y).getDimSize(2)};
    return b.create<BatchMatmulOp>(loc, like(x, s), x, y);
  }
  /// x as [rows, last].
  Value rows2d(Value x) {
    auto t = tensorOf(x);
    int64_t d = t.getRank() ? t.getShape().back() : 1;
    return reshape(x, {t.getNumElements() / d, d});
  }
  /// Sums g (of a broadcast result) back to `shape`.
  Value unbroadcast(Value g, ArrayRef<int64_t> shape) {
    auto gt = tensorOf(g);
    int64_t off = gt.getRank() - shape.size();
    for (int64_t d = 0; d < (int64_t)shape.size(); ++d)
      if (shape[d] == 1 && gt.getDimSize(d + off) != 1)
        g = reduceSum(g, d + off, true);
    for (int64_t i = 0; i < off; ++i)
      g = reduceSum(g, 0, false);
    return g;
  }
};

class Differentiator {
public:
  Differentiator(func::FuncOp f, OpBuilder &b) : f(f), g(b) {}

  /// dL/dv for every value that depends on a parameter; false after an
  /// error (emitted at the op).
  /// `seed`: dL/dL (a tensor<f32> argument with loss scaling), null for 1.
  LogicalResult run(Value loss, Value seed = nullptr) {
    Block &body = f.getBody().front();
    for (BlockArgument a : f.getArguments())
      if (f.getArgAttr(a.getArgNumber(), "oa.param"))
        needs.insert(a);
    SmallVector<Operation *> ops;
    for (Operation &op : body.without_terminator()) {
      ops.push_back(&op);
      if (llvm::any_of(op.getOperands(), [&](Value v) { return needs.contains(v); }))
        for (Value r : op.getResults())
          needs.insert(r);
    }
    g.loc = loss.getLoc();
    accumulate(loss, seed ? seed : g.fill(RankedTensorType::get({}, g.b.getF32Type()), 1.0));
    for (Operation *op : llvm::reverse(ops)) {
      Value dy = grads.lookup(op->getResult(0));
      if (!dy)
        continue;
      g.loc = op->getLoc();
      if (failed(vjp(op, dy)))
        return failure();
    }
    return success();
  }

  Value gradOf(Value v) const { return grads.lookup(v); }

private:
  void accumulate(Value v, Value d) {
    if (Value old = grads.lookup(v))
      d = g.add(old, d);
    grads[v] = d;
  }
  bool wants(Value v) { return needs.contains(v); }
  void give(Value v, function_ref<Value()> make) {
    if (wants(v))
      accumulate(v, make());
  }

  /// A norm's gamma or beta gradient, the sum over rows of `terms`
  /// ([rows, d]).  When v is the low-precision copy of an fp32 master
  /// weight (mixed precision), the sum is taken in fp32 and goes straight to
  /// the fp32 weight, as under torch.autocast, which runs the norms in fp32:
  /// a sum over many rows of fp16 terms overflows long before the terms do.
  void giveRowSum(Value v, function_ref<Value()> terms) {
    if (!v || !wants(v))
      return;
    auto cv = v.getDefiningOp<ConvertOp>();
    if (cv && tensorOf(cv.getInput()).getElementType().isF32() && wants(cv.getInput())) {
      accumulate(cv.getInput(), g.reduceSum(g.convertLike(terms(), cv.getInput()), 0, false));
      return;
    }
    accumulate(v, g.reduceSum(terms(), 0, false));
  }

  LogicalResult vjp(Operation *op, Value dy);

  func::FuncOp f;
  Grad g;
  llvm::DenseSet<Value> needs;
  DenseMap<Value, Value> grads;
};

LogicalResult Differentiator::vjp(Operation *op, Value dy) {
  auto shapeOf = [](Value v) { return Shape(tensorOf(v).getShape()); };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](LinearOp o) {
        Value x = o.getInput(), w = o.getWeight();
        Value x2 = g.rows2d(x), dy2 = g.rows2d(dy);
        give(x, [&] { return g.reshape(g.matmul(dy2, w), shapeOf(x)); });
        give(w, [&] { return g.matmul(g.transpose(dy2, {1, 0}), x2); });
        if (Value bias = o.getBias())
          give(bias, [&] { return g.reduceSum(dy2, 0, false); });
        return success();
      })
      .Case([&](MatmulOp o) {
        give(o.getLhs(), [&] { return g.matmul(dy, g.transpose(o.getRhs(), {1, 0})); });
        give(o.getRhs(), [&] { return g.matmul(g.transpose(o.getLhs(), {1, 0}), dy); });
        return success();
      })
      .Case([&](BatchMatmulOp o) {
        give(o.getLhs(), [&] { return g.bmm(dy, g.swapLast(o.getRhs())); });
        give(o.getRhs(), [&] { return g.bmm(g.swapLast(o.getLhs()), dy); });
        return success();
      })
      .Case([&](AddOp o) {
        give(o.getLhs(), [&] { return dy; });
        give(o.getRhs(), [&] { return dy; });
        return success();
      })
      .Case([&](SubOp o) {
        give(o.getLhs(), [&] { return dy; });
        give(o.getRhs(), [&] { return g.scale(dy, -1.0); });
        return success();
      })
      .Case([&](MulOp o) {
        give(o.getLhs(), [&] { return g.mul(dy, o.getRhs()); });
        give(o.getRhs(), [&] { return g.mul(dy, o.getLhs()); });
        return success();
      })
      .Case([&](DivOp o) {
        // d(a/b) = da/b - (a/b) db/b
        give(o.getLhs(), [&] { return g.div(dy, o.getRhs()); });
        give(o.getRhs(), [&] {
          return g.scale(g.div(g.mul(dy, o.getResult()), o.getRhs()), -1.0);
        });
        return success();
      })
      .Case([&](ScaleOp o) {
        give(o.getInput(), [&] { return g.scale(dy, o.getFactor().convertToDouble()); });
        return success();
      })
      .Case([&](ReluOp o) {
        give(o.getInput(), [&] {
          return g.b.create<ReluGradOp>(g.loc, dy.getType(), dy, o.getInput()).getResult();
        });
        return success();
      })
      .Case([&](GeluOp o) {
        give(o.getInput(), [&] {
          return g.b.create<GeluGradOp>(g.loc, dy.getType(), dy, o.getInput(),
                                        o.getApproximateAttr())
              .getResult();
        });
        return success();
      })
      .Case([&](ExpOp o) {
        give(o.getInput(), [&] { return g.mul(dy, o.getResult()); });
        return success();
      })
      .Case([&](LogOp o) {
        give(o.getInput(), [&] { return g.div(dy, o.getInput()); });
        return success();
      })
      .Case([&](TanhOp o) {
        // dy (1 - y^2)
        give(o.getInput(), [&] {
          Value y = o.getResult();
          return g.mul(dy, g.scaleAdd(g.mul(y, y), -1.0, 1.0));
        });
        return success();
      })
      .Case([&](SigmoidOp o) {
        // dy y (1 - y)
        give(o.getInput(), [&] {
          Value y = o.getResult();
          return g.mul(g.mul(dy, y), g.scaleAdd(y, -1.0, 1.0));
        });
        return success();
      })
      .Case([&](SqrtOp o) {
        give(o.getInput(), [&] { return g.div(g.scale(dy, 0.5), o.getResult()); });
        return success();
      })
      .Case([&](RsqrtOp o) {
        // -dy y^3 / 2
        give(o.getInput(), [&] {
          Value y = o.getResult();
          return g.mul(g.scale(dy, -0.5), g.mul(g.mul(y, y), y));
        });
        return success();
      })
      .Case([&](SoftmaxOp o) {
        give(o.getInput(), [&] {
          return g.b.create<SoftmaxGradOp>(g.loc, dy.getType(), dy, o.getResult()).getResult();
        });
        return success();
      })
      .Case([&](LayerNormOp o) {
        Value x = o.getInput();
        give(x, [&] {
          return g.b.create<LayerNormGradOp>(g.loc, dy.getType(), dy, x, o.getGamma(),
                                             o.getEpsilonAttr())
              .getResult();
        });
        if (wants(o.getGamma())) {
          // x-hat is recomputed (a LayerNorm with unit gamma, zero beta)
          // rather than saved by the forward.
          auto gt = tensorOf(o.getGamma());
          Value xhat = g.b.create<LayerNormOp>(g.loc, x.getType(), x, g.fill(gt, 1.0),
                                               g.fill(gt, 0.0), o.getEpsilonAttr());
          giveRowSum(o.getGamma(), [&] { return g.rows2d(g.mul(dy, xhat)); });
        }
        giveRowSum(o.getBeta(), [&] { return g.rows2d(dy); });
        return success();
      })
      .Case([&](RmsNormOp o) {
        Value x = o.getInput();
        give(x, [&] {
          return g.b.create<RmsNormGradOp>(g.loc, dy.getType(), dy, x, o.getGamma(),
                                           o.getEpsilonAttr())
              .getResult();
        });
        if (Value gamma = o.getGamma())
          giveRowSum(gamma, [&] {
            Value xn = g.b.create<RmsNormOp>(g.loc, x.getType(), x, Value(), o.getEpsilonAttr());
            return g.rows2d(g.mul(dy, xn));
          });
        return success();
      })
      .Case<ReduceSumOp, ReduceMeanOp, ReduceMaxOp>([&](auto o) {
        Value x = o.getInput();
        auto xt = tensorOf(x);
        int64_t axis = (int64_t)o.getAxis() < 0 ? (int64_t)o.getAxis() + xt.getRank() : (int64_t)o.getAxis();
        Shape keep(xt.getShape());
        keep[axis] = 1;
        give(x, [&]() -> Value {
          Value d = g.broadcast(g.reshape(dy, keep), xt.getShape());
          if (isa<ReduceMeanOp>(o.getOperation()))
            return g.scale(d, 1.0 / xt.getDimSize(axis));
          if (isa<ReduceMaxOp>(o.getOperation())) {
            // As torch.amax: equal maxima share the gradient evenly.
            Value m = g.broadcast(g.reshape(o.getResult(), keep), xt.getShape());
            Value hit = g.b.create<MaxGradOp>(g.loc, x.getType(), g.fill(xt, 1.0), x, m);
            Value count = g.broadcast(g.reduceSum(hit, axis, true), xt.getShape());
            return g.b.create<MaxGradOp>(g.loc, x.getType(), g.div(d, count), x, m).getResult();
          }
          return d;
        });
        return success();
      })
      .Case([&](MseLossOp o) {
        Value p = o.getPred(), t = o.getTarget();
        auto pt = tensorOf(p);
        // dL/dpred = 2/n (pred - target) dloss
        auto dpred = [&] {
          Value d = g.sub(p, t);
          Value dl = g.convertLike(g.broadcast(dy, pt.getShape()), p);
          return g.scale(g.mul(d, dl), 2.0 / pt.getNumElements());
        };
        Value dp;
        if (wants(p))
          accumulate(p, dp = dpred());
        give(t, [&] { return g.scale(dp ? dp : dpred(), -1.0); });
        return success();
      })
      .Case([&](TransposeOp o) {
        ArrayRef<int64_t> perm = o.getPermutation();
        Shape inv(perm.size());
        for (auto [i, p] : llvm::enumerate(perm))
          inv[p] = i;
        give(o.getInput(), [&] { return g.transpose(dy, inv); });
        return success();
      })
      .Case([&](ReshapeOp o) {
        give(o.getInput(), [&] { return g.reshape(dy, shapeOf(o.getInput())); });
        return success();
      })
      .Case([&](ConcatOp o) {
        int64_t rank = tensorOf(dy).getRank();
        int64_t axis = (int64_t)o.getAxis() < 0 ? (int64_t)o.getAxis() + rank : (int64_t)o.getAxis();
        int64_t start = 0;
        for (Value in : o.getInputs()) {
          int64_t s = start;
          give(in, [&] {
            return g.b.create<SliceOp>(g.loc, in.getType(), dy, g.b.getI64IntegerAttr(axis),
                                       g.b.getI64IntegerAttr(s))
                .getResult();
          });
          start += tensorOf(in).getDimSize(axis);
        }
        return success();
      })
      .Case([&](SliceOp o) {
        give(o.getInput(), [&] {
          return g.b.create<PadOp>(g.loc, o.getInput().getType(), dy, o.getAxisAttr(),
                                   o.getStartAttr())
              .getResult();
        });
        return success();
      })
      .Case([&](PadOp o) {
        give(o.getInput(), [&] {
          return g.b.create<SliceOp>(g.loc, o.getInput().getType(), dy, o.getAxisAttr(),
                                     o.getStartAttr())
              .getResult();
        });
        return success();
      })
      .Case([&](BroadcastOp o) {
        give(o.getInput(), [&] {
          Shape s = shapeOf(o.getInput());
          return g.reshape(g.unbroadcast(dy, s), s);
        });
        return success();
      })
      .Case([&](FillOp) { return success(); })
      .Case([&](ConvertOp o) {
        give(o.getInput(), [&] { return g.convertLike(dy, o.getInput()); });
        return success();
      })
      .Case([&](AttentionOp o) {
        // Recompute P = softmax(q k^T * scale [masked]) and differentiate the
        // composition with batch matmuls.
        auto qt = tensorOf(o.getQ()), kt = tensorOf(o.getK()), vt = tensorOf(o.getV());
        int64_t r = qt.getRank();
        int64_t bt = numel(qt.getShape().drop_back(2));
        int64_t sq = qt.getDimSize(r - 2), d = qt.getDimSize(r - 1);
        int64_t sk = kt.getDimSize(r - 2), dv = vt.getDimSize(r - 1);
        double scale = o.getScale().convertToDouble();
        Value q3 = g.reshape(o.getQ(), {bt, sq, d}), k3 = g.reshape(o.getK(), {bt, sk, d});
        Value v3 = g.reshape(o.getV(), {bt, sk, dv}), do3 = g.reshape(dy, {bt, sq, dv});
        Value s = g.scale(g.bmm(q3, g.swapLast(k3)), scale);
        if (o.getCausal())
          s = g.b.create<CausalMaskOp>(g.loc, s.getType(), s);
        Value p = g.b.create<SoftmaxOp>(g.loc, s.getType(), s);
        give(o.getV(), [&] { return g.reshape(g.bmm(g.swapLast(p), do3), vt.getShape()); });
        if (wants(o.getQ()) || wants(o.getK())) {
          Value dp = g.bmm(do3, g.swapLast(v3));
          Value ds = g.b.create<SoftmaxGradOp>(g.loc, dp.getType(), dp, p);
          give(o.getQ(), [&] { return g.reshape(g.scale(g.bmm(ds, k3), scale), qt.getShape()); });
          give(o.getK(), [&] {
            return g.reshape(g.scale(g.bmm(g.swapLast(ds), q3), scale), kt.getShape());
          });
        }
        return success();
      })
      .Case([&](EmbeddingOp o) {
        give(o.getWeight(), [&] {
          return g.b.create<EmbeddingGradOp>(g.loc, o.getWeight().getType(), dy, o.getIndices())
              .getResult();
        });
        return success();
      })
      .Case([&](CrossEntropyOp o) {
        give(o.getLogits(), [&] {
          return g.b.create<CrossEntropyGradOp>(g.loc, o.getLogits().getType(), o.getLogits(),
                                                o.getTarget(), dy, o.getIgnoreIndexAttr())
              .getResult();
        });
        return success();
      })
      .Default([&](Operation *op) {
        return op->emitError("oa-autodiff: no gradient for '")
               << op->getName() << "' (on the path from a parameter to the loss)";
      });
}

struct AutodiffPass : oa::model::impl::OAAutodiffBase<AutodiffPass> {
  using OAAutodiffBase::OAAutodiffBase;

  LogicalResult buildStep(func::FuncOp f, SymbolTable &symbols);

  void runOnOperation() override {
    if (optimizer != "none" && optimizer != "sgd" && optimizer != "momentum" &&
        optimizer != "adamw") {
      getOperation().emitError("oa-autodiff: optimizer must be none, sgd, momentum or adamw, got '")
          << optimizer << "'";
      return signalPassFailure();
    }
    SymbolTable symbols(getOperation());
    SmallVector<func::FuncOp> todo;
    for (auto f : getOperation().getOps<func::FuncOp>()) {
      if (f.isExternal() || f->hasAttr("oa.train_of"))
        continue;
      bool hasParam = false;
      for (unsigned i = 0; i < f.getNumArguments(); ++i)
        hasParam |= !!f.getArgAttr(i, "oa.param");
      if (funcName.empty() ? hasParam : f.getName() == funcName)
        todo.push_back(f);
    }
    if (!funcName.empty() && todo.empty()) {
      getOperation().emitError("oa-autodiff: no function named '") << funcName << "'";
      return signalPassFailure();
    }
    for (func::FuncOp f : todo)
      if (failed(buildStep(f, symbols)))
        return signalPassFailure();
  }
};

LogicalResult AutodiffPass::buildStep(func::FuncOp f, SymbolTable &symbols) {
  MLIRContext *ctx = f.getContext();
  if (!f.getBody().hasOneBlock())
    return f.emitError("oa-autodiff: the function must have one block");
  auto resultTy = f.getNumResults() ? dyn_cast<RankedTensorType>(f.getResultTypes()[0]) : nullptr;
  if (!resultTy || resultTy.getRank() != 0 || !resultTy.getElementType().isF32())
    return f.emitError("oa-autodiff: the first result must be the loss, a tensor<f32>, got ")
           << (f.getNumResults() ? f.getResultTypes()[0] : Type());

  // The step: a copy of the forward, then the backward and the updates.
  OpBuilder top(f);
  top.setInsertionPointAfter(f);
  auto step = cast<func::FuncOp>(top.clone(*f));
  step.setName((f.getName() + "_train").str());
  step->setAttr("oa.train_of", FlatSymbolRefAttr::get(ctx, f.getName()));
  symbols.insert(step);
  Block &body = step.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  Value loss = ret.getOperand(0);

  OpBuilder b(ret);
  Differentiator diff(step, b);
  auto addArg = [&](Type t, const std::string &name) {
    unsigned i = step.getNumArguments();
    NamedAttrList l;
    l.set("oa.name", StringAttr::get(ctx, name));
    (void)step.insertArgument(i, t, l.getDictionary(ctx), step.getLoc());
    return step.getArgument(i);
  };
  Value ampScale, ampInv;
  if (lossScale) {
    auto scalar = RankedTensorType::get({}, b.getF32Type());
    ampScale = addArg(scalar, "amp.scale");
    ampInv = addArg(scalar, "amp.inv_scale");
  }
  if (failed(diff.run(loss, ampScale))) {
    step.erase();
    return failure();
  }
  Grad g(b);
  g.loc = ret.getLoc();

  auto nameOf = [&](unsigned i) {
    if (auto n = step.getArgAttrOfType<StringAttr>(i, "oa.name"))
      return n.getValue().str();
    return ("arg" + Twine(i)).str();
  };
  SmallVector<Value> results{loss};
  SmallVector<DictionaryAttr> resultAttrs{
      DictionaryAttr::get(ctx, {NamedAttribute(StringAttr::get(ctx, "oa.name"),
                                               StringAttr::get(ctx, "loss"))})};
  auto addResult = [&](Value v, const std::string &name, const std::string &of) {
    NamedAttrList l;
    l.set("oa.name", StringAttr::get(ctx, name));
    if (!of.empty())
      l.set("oa.update_of", StringAttr::get(ctx, of));
    results.push_back(v);
    resultAttrs.push_back(l.getDictionary(ctx));
  };
  SmallVector<unsigned> params;
  for (unsigned i = 0; i < step.getNumArguments(); ++i)
    if (step.getArgAttr(i, "oa.param"))
      params.push_back(i);
  Value corrections;
  if (optimizer == "adamw")
    corrections = addArg(RankedTensorType::get({2}, b.getF32Type()), "adamw.corrections");
  // Loss scaling: one found_inf over all the gradients (0, or NaN when one
  // is inf or NaN once unscaled), and each use of a gradient unscaled on its
  // own (an oa.unscale per use, so each joins the kernel that takes it, as
  // torch's foreach kernels fuse unscaling into the check and the step).
  DenseMap<Value, Value> grads;
  SmallVector<Value> raw;
  for (unsigned i : params) {
    Value p = step.getArgument(i);
    Value grad = diff.gradOf(p);
    if (grad)
      raw.push_back(grad);
    grads[p] = grad;
  }
  Value foundInf;
  if (lossScale) {
    auto ft = RankedTensorType::get({}, b.getF32Type());
    foundInf = raw.empty() ? g.fill(ft, 0.0) : b.create<FoundInfOp>(g.loc, ft, ampInv, raw);
    addResult(foundInf, "amp.found_inf", "");
  }
  auto unscaled = [&](Value grad) -> Value {
    if (!lossScale)
      return grad;
    return b.create<UnscaleOp>(g.loc, grad.getType(), grad, ampInv);
  };
  // An update is kept only when every gradient is finite.  A new optimizer
  // state is guarded before the parameter's update reads it (a skipped step
  // computes a parameter from the old state, which its own guard then
  // drops), so each guard has one use and joins the kernel that computes
  // the value it guards.
  auto guarded = [&](Value nv, Value old) -> Value {
    if (!lossScale)
      return nv;
    return b.create<SelectFiniteOp>(g.loc, nv.getType(), foundInf, nv, old);
  };
  SmallVector<std::pair<Value, std::string>> newState;
  for (unsigned i : params) {
    Value p = step.getArgument(i);
    auto pt = tensorOf(p);
    std::string pn = nameOf(i);
    Value grad = grads.lookup(p);
    if (!grad) {
      // A parameter the loss does not use: a zero gradient, and no update
      // (torch.optim skips parameters without a gradient, weight decay too).
      if (optimizer == "none")
        addResult(g.fill(pt, 0.0), pn + ".grad", "");
      continue;
    }
    if (optimizer == "none") {
      addResult(unscaled(grad), pn + ".grad", "");
      continue;
    }
    if (optimizer != "adamw" && weightDecay != 0.0)
      grad = b.create<AxpbyOp>(g.loc, pt, unscaled(grad), p, g.f32(1.0), g.f32(weightDecay));
    else if (optimizer != "adamw")
      grad = unscaled(grad);
    if (optimizer == "sgd") {
      addResult(guarded(b.create<SgdUpdateOp>(g.loc, pt, p, grad, g.f32(lr)), p), pn + ".new", pn);
    } else if (optimizer == "momentum") {
      Value buf = addArg(pt, pn + ".momentum");
      Value nb = guarded(b.create<AxpbyOp>(g.loc, pt, buf, grad, g.f32(momentum), g.f32(1.0)), buf);
      addResult(guarded(b.create<SgdUpdateOp>(g.loc, pt, p, nb, g.f32(lr)), p), pn + ".new", pn);
      newState.push_back({nb, pn + ".momentum"});
    } else {
      Value m = addArg(pt, pn + ".exp_avg"), v = addArg(pt, pn + ".exp_avg_sq");
      Value nm = guarded(
          b.create<AxpbyOp>(g.loc, pt, m, unscaled(grad), g.f32(beta1), g.f32(1.0 - beta1)), m);
      Value u = unscaled(grad);
      Value nv =
          guarded(b.create<AxpbyOp>(g.loc, pt, v, g.mul(u, u), g.f32(beta2), g.f32(1.0 - beta2)), v);
      addResult(guarded(b.create<AdamwUpdateOp>(g.loc, pt, p, nm, nv, corrections, g.f32(lr),
                                                g.f32(eps), g.f32(weightDecay)),
                        p),
                pn + ".new", pn);
      newState.push_back({nm, pn + ".exp_avg"});
      newState.push_back({nv, pn + ".exp_avg_sq"});
    }
  }
  for (auto &[v, n] : newState)
    addResult(v, n + ".new", n);
  // The forward's own updates of its arguments (BatchNorm's running
  // statistics) stay results of the step.
  for (unsigned i = 1; i < ret.getNumOperands(); ++i)
    if (auto of = step.getResultAttrOfType<StringAttr>(i, "oa.update_of")) {
      auto n = step.getResultAttrOfType<StringAttr>(i, "oa.name");
      addResult(ret.getOperand(i), n ? n.getValue().str() : of.getValue().str() + ".new",
                of.getValue().str());
    }

  b.create<func::ReturnOp>(ret.getLoc(), results);
  ret.erase();
  SmallVector<Type> rtypes;
  for (Value v : results)
    rtypes.push_back(v.getType());
  // The result attributes are replaced whole: the old array has one entry
  // per old result.
  step->removeAttr(step.getResAttrsAttrName());
  step.setFunctionType(FunctionType::get(ctx, step.getArgumentTypes(), rtypes));
  step.setAllResultAttrs(resultAttrs);
  return success();
}
} // namespace
