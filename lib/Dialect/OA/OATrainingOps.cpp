//===- OATrainingOps.cpp - verifiers of the capture/training ops ----------===//
//
// The ops of OATrainingOps.td: shapes are static and checked here, messages
// name the operand and show the types, like OAOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "oa/Dialect/OA/OA.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace oa::model;

namespace {
RankedTensorType ty(Value v) { return cast<RankedTensorType>(v.getType()); }

LogicalResult allStatic(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (!cast<RankedTensorType>(t).hasStaticShape())
      return op->emitOpError("needs static shapes, got ") << t;
  return success();
}

LogicalResult sameType(Operation *op, Value a, StringRef an, Value b, StringRef bn) {
  if (a.getType() != b.getType())
    return op->emitOpError() << an << " and " << bn << " must have one type, got "
                             << a.getType() << " and " << b.getType();
  return success();
}

LogicalResult wantResult(Operation *op, ArrayRef<int64_t> shape, Type elem) {
  auto rt = ty(op->getResult(0));
  if (rt.getShape() != shape || rt.getElementType() != elem)
    return op->emitOpError("result type should be ")
           << RankedTensorType::get(shape, elem) << ", got " << rt;
  return success();
}

LogicalResult scalarF32Result(Operation *op) {
  auto r = ty(op->getResult(0));
  if (r.getRank() != 0 || !r.getElementType().isF32())
    return op->emitOpError("result must be tensor<f32> (rank 0), got ") << r;
  return success();
}

// axis in [-rank, rank), normalised; failure names the op.
FailureOr<int64_t> axisOf(Operation *op, int64_t axis, int64_t rank) {
  if (rank < 1 || axis < -rank || axis >= rank) {
    op->emitOpError("axis ") << axis << " is out of range for rank " << rank;
    return failure();
  }
  return axis < 0 ? axis + rank : axis;
}

LogicalResult rowGamma(Operation *op, Value x, Value gamma) {
  auto xt = ty(x);
  if (xt.getRank() < 1)
    return op->emitOpError("input must have rank >= 1");
  auto g = ty(gamma);
  if (g.getRank() != 1 || g.getDimSize(0) != xt.getShape().back() ||
      g.getElementType() != xt.getElementType())
    return op->emitOpError("gamma must be [") << xt.getShape().back() << "] of "
                                              << xt.getElementType() << ", got " << g;
  return success();
}
} // namespace

LogicalResult ScaleOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  return sameType(*this, getInput(), "input", getResult(), "result");
}

namespace {
LogicalResult unaryMath(Operation *op) {
  if (failed(allStatic(op)))
    return failure();
  return sameType(op, op->getOperand(0), "input", op->getResult(0), "result");
}
} // namespace

LogicalResult ExpOp::verify() { return unaryMath(*this); }
LogicalResult LogOp::verify() { return unaryMath(*this); }
LogicalResult TanhOp::verify() { return unaryMath(*this); }
LogicalResult SigmoidOp::verify() { return unaryMath(*this); }
LogicalResult SqrtOp::verify() { return unaryMath(*this); }
LogicalResult RsqrtOp::verify() { return unaryMath(*this); }

LogicalResult FillOp::verify() { return allStatic(*this); }

LogicalResult ConvertOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  if (ty(getInput()).getShape() != ty(getResult()).getShape())
    return emitOpError("shape changes from ") << getInput().getType() << " to "
                                              << getResult().getType();
  return success();
}

LogicalResult BroadcastOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto x = ty(getInput()), r = ty(getResult());
  if (x.getElementType() != r.getElementType())
    return emitOpError("element type changes from ") << x.getElementType() << " to "
                                                     << r.getElementType();
  if (x.getRank() > r.getRank())
    return emitOpError("cannot broadcast ") << x << " to the lower rank " << r;
  int64_t off = r.getRank() - x.getRank();
  for (int64_t d = 0; d < x.getRank(); ++d)
    if (x.getDimSize(d) != 1 && x.getDimSize(d) != r.getDimSize(d + off))
      return emitOpError("cannot broadcast ") << x << " to " << r << ": dim " << d << " is "
                                              << x.getDimSize(d) << ", not 1 or "
                                              << r.getDimSize(d + off);
  return success();
}

namespace {
// slice: the big tensor is the input; pad: the big tensor is the result.
LogicalResult verifyWindow(Operation *op, RankedTensorType big, RankedTensorType small,
                           int64_t axis, int64_t start) {
  if (failed(allStatic(op)))
    return failure();
  if (big.getRank() != small.getRank() || big.getElementType() != small.getElementType())
    return op->emitOpError("input and result must have one rank and element type, got ")
           << op->getOperand(0).getType() << " and " << op->getResult(0).getType();
  FailureOr<int64_t> a = axisOf(op, axis, big.getRank());
  if (failed(a))
    return failure();
  for (int64_t d = 0; d < big.getRank(); ++d)
    if (d != *a && big.getDimSize(d) != small.getDimSize(d))
      return op->emitOpError("input and result differ in dim ") << d << " (not the axis)";
  if (start < 0 || start + small.getDimSize(*a) > big.getDimSize(*a))
    return op->emitOpError("window [") << start << ", " << start + small.getDimSize(*a)
                                       << ") is outside axis " << *a << " of size "
                                       << big.getDimSize(*a);
  return success();
}
} // namespace

LogicalResult SliceOp::verify() {
  return verifyWindow(*this, ty(getInput()), ty(getResult()), getAxis(), getStart());
}
LogicalResult PadOp::verify() {
  return verifyWindow(*this, ty(getResult()), ty(getInput()), getAxis(), getStart());
}

LogicalResult AttentionOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto q = ty(getQ()), k = ty(getK()), v = ty(getV());
  int64_t r = q.getRank();
  if (r < 2 || k.getRank() != r || v.getRank() != r)
    return emitOpError("q, k and v must have one rank >= 2 ([..., S, D]), got ")
           << q << ", " << k << " and " << v;
  if (q.getElementType() != k.getElementType() || q.getElementType() != v.getElementType())
    return emitOpError("q, k and v must have one element type");
  for (int64_t d = 0; d < r - 2; ++d)
    if (k.getDimSize(d) != q.getDimSize(d) || v.getDimSize(d) != q.getDimSize(d))
      return emitOpError("batch dim ") << d << " differs between q, k and v";
  if (k.getDimSize(r - 1) != q.getDimSize(r - 1))
    return emitOpError("q has head size ") << q.getDimSize(r - 1) << " but k has "
                                           << k.getDimSize(r - 1);
  if (v.getDimSize(r - 2) != k.getDimSize(r - 2))
    return emitOpError("k has ") << k.getDimSize(r - 2) << " keys but v has "
                                 << v.getDimSize(r - 2);
  if (!(getScale().convertToFloat() > 0.0f))
    return emitOpError("scale must be positive");
  SmallVector<int64_t> want(q.getShape());
  want.back() = v.getDimSize(r - 1);
  return wantResult(*this, want, q.getElementType());
}

LogicalResult CausalMaskOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  if (ty(getInput()).getRank() < 2)
    return emitOpError("input must have rank >= 2");
  return sameType(*this, getInput(), "input", getResult(), "result");
}

LogicalResult DropoutMaskOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto r = ty(getRng());
  if (r.getRank() != 1 || r.getDimSize(0) != 2 || !r.getElementType().isInteger(64))
    return emitOpError("rng must be tensor<2xi64> [seed, offset], got ") << r;
  float p = getP().convertToFloat();
  if (!(p >= 0.0f && p < 1.0f))
    return emitOpError("p must be in [0, 1), got ") << p;
  if (getStream() > 0xffffffffULL)
    return emitOpError("stream must fit in 32 bits");
  return success();
}

LogicalResult EmbeddingOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto w = ty(getWeight()), ix = ty(getIndices());
  if (w.getRank() != 2)
    return emitOpError("weight must be [num, dim] (rank 2), got ") << w;
  SmallVector<int64_t> want(ix.getShape());
  want.push_back(w.getDimSize(1));
  return wantResult(*this, want, w.getElementType());
}

LogicalResult CrossEntropyOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto l = ty(getLogits()), t = ty(getTarget());
  if (l.getRank() != 2 || t.getRank() != 1 || t.getDimSize(0) != l.getDimSize(0))
    return emitOpError("logits must be [N, C] and target [N], got ") << l << " and " << t;
  return scalarF32Result(*this);
}

LogicalResult ReluGradOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getInput(), "input")))
    return failure();
  return sameType(*this, getGrad(), "grad", getResult(), "result");
}

LogicalResult GeluGradOp::verify() {
  if (getApproximate() != "none" && getApproximate() != "tanh")
    return emitOpError("approximate must be \"none\" or \"tanh\", got \"")
           << getApproximate() << "\"";
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getInput(), "input")))
    return failure();
  return sameType(*this, getGrad(), "grad", getResult(), "result");
}

LogicalResult MaxGradOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getInput(), "input")) ||
      failed(sameType(*this, getGrad(), "grad", getMax(), "max")))
    return failure();
  return sameType(*this, getGrad(), "grad", getResult(), "result");
}

LogicalResult SoftmaxGradOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getOutput(), "output")))
    return failure();
  if (ty(getGrad()).getRank() < 1)
    return emitOpError("grad must have rank >= 1");
  return sameType(*this, getGrad(), "grad", getResult(), "result");
}

LogicalResult LayerNormGradOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getInput(), "input")) ||
      failed(sameType(*this, getGrad(), "grad", getResult(), "result")) ||
      failed(rowGamma(*this, getInput(), getGamma())))
    return failure();
  if (!(getEpsilon().convertToFloat() > 0.0f))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult RmsNormGradOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getGrad(), "grad", getInput(), "input")) ||
      failed(sameType(*this, getGrad(), "grad", getResult(), "result")))
    return failure();
  if (ty(getInput()).getRank() < 1)
    return emitOpError("input must have rank >= 1");
  if (Value g = getGamma())
    if (failed(rowGamma(*this, getInput(), g)))
      return failure();
  if (!(getEpsilon().convertToFloat() > 0.0f))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult EmbeddingGradOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto g = ty(getGrad()), ix = ty(getIndices()), r = ty(getResult());
  SmallVector<int64_t> want(ix.getShape());
  if (r.getRank() != 2)
    return emitOpError("result must be [num, dim] (rank 2), got ") << r;
  want.push_back(r.getDimSize(1));
  if (g.getShape() != ArrayRef<int64_t>(want))
    return emitOpError("grad must be ") << RankedTensorType::get(want, r.getElementType())
                                        << " (indices' shape and the dim), got " << g;
  if (g.getElementType() != r.getElementType())
    return emitOpError("grad and result element types differ");
  return success();
}

LogicalResult CrossEntropyGradOp::verify() {
  if (failed(allStatic(*this)))
    return failure();
  auto l = ty(getLogits()), t = ty(getTarget()), d = ty(getDloss());
  if (l.getRank() != 2 || t.getRank() != 1 || t.getDimSize(0) != l.getDimSize(0))
    return emitOpError("logits must be [N, C] and target [N], got ") << l << " and " << t;
  if (d.getRank() != 0 || !d.getElementType().isF32())
    return emitOpError("dloss must be tensor<f32>, got ") << d;
  return sameType(*this, getLogits(), "logits", getResult(), "result");
}

LogicalResult AxpbyOp::verify() {
  if (failed(allStatic(*this)) || failed(sameType(*this, getX(), "x", getY(), "y")))
    return failure();
  return sameType(*this, getX(), "x", getResult(), "result");
}

LogicalResult AdamwUpdateOp::verify() {
  if (failed(allStatic(*this)) ||
      failed(sameType(*this, getParam(), "param", getResult(), "result")))
    return failure();
  auto p = ty(getParam());
  for (auto [v, n] : {std::pair<Value, StringRef>{getM(), "m"}, {getV(), "v"}})
    if (ty(v).getShape() != p.getShape() || !ty(v).getElementType().isF32())
      return emitOpError() << n << " must be f32 of the param's shape, got " << v.getType();
  auto c = ty(getCorrections());
  if (c.getShape() != ArrayRef<int64_t>{2} || !c.getElementType().isF32())
    return emitOpError("corrections must be tensor<2xf32>, got ") << c;
  if (!(getEpsilon().convertToFloat() > 0.0f))
    return emitOpError("epsilon must be positive");
  return success();
}

namespace {
LogicalResult scalarF32Operand(Operation *op, Value v, StringRef name) {
  auto t = cast<RankedTensorType>(v.getType());
  if (t.getRank() != 0 || !t.getElementType().isF32())
    return op->emitOpError() << name << " must be tensor<f32>, got " << v.getType();
  return success();
}
} // namespace

LogicalResult UnscaleOp::verify() {
  if (failed(allStatic(*this)) || failed(scalarF32Operand(*this, getInv(), "inv")))
    return failure();
  return sameType(*this, getInput(), "input", getResult(), "result");
}

LogicalResult FoundInfOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  if (failed(allStatic(*this)) || failed(scalarF32Operand(*this, getInv(), "inv")))
    return failure();
  return scalarF32Operand(*this, getResult(), "result");
}

LogicalResult SelectFiniteOp::verify() {
  if (failed(allStatic(*this)) || failed(scalarF32Operand(*this, getFlag(), "flag")) ||
      failed(sameType(*this, getNewValue(), "new_value", getOldValue(), "old_value")))
    return failure();
  return sameType(*this, getNewValue(), "new_value", getResult(), "result");
}
