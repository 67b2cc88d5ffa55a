//===- OAOps.cpp - verifiers of the oa model ops --------------------------===//
//
// Shapes are static and checked here, so the lowering can take every shape
// as given.  Messages name the operand and show both shapes.
//
//===----------------------------------------------------------------------===//
#include "oa/Dialect/OA/OA.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace oa::model;

namespace {
RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

std::string shapeStr(RankedTensorType t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  // Quoted like types streamed into a diagnostic.
  os << "'" << t << "'";
  return s;
}

LogicalResult checkStatic(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (!cast<RankedTensorType>(t).hasStaticShape())
      return op->emitOpError("needs static shapes, got ") << t;
  return success();
}

LogicalResult checkSameType(Operation *op, Value a, StringRef an, Value b, StringRef bn) {
  if (a.getType() != b.getType())
    return op->emitOpError() << an << " and " << bn << " must have one type, got "
                             << a.getType() << " and " << b.getType();
  return success();
}

LogicalResult checkResultShape(Operation *op, ArrayRef<int64_t> want, Type elem) {
  auto rt = cast<RankedTensorType>(op->getResult(0).getType());
  if (rt.getShape() != want || rt.getElementType() != elem) {
    auto expected = RankedTensorType::get(want, elem);
    return op->emitOpError("result type should be ") << expected << ", got " << rt;
  }
  return success();
}

// Contractions take FP16/BF16 operands with FP32 accumulation: the result
// keeps the operand type or widens to f32.
LogicalResult checkAccumResult(Operation *op, Type operandElem) {
  Type r = tensorOf(op->getResult(0)).getElementType();
  if (r != operandElem && !r.isF32())
    return op->emitOpError("result element type must be ")
           << operandElem << " or f32, got " << r;
  return success();
}

int64_t normAxis(int64_t axis, int64_t rank) { return axis < 0 ? axis + rank : axis; }
} // namespace

LogicalResult LinearOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  auto x = tensorOf(getInput()), w = tensorOf(getWeight());
  if (x.getRank() < 1)
    return emitOpError("input must have rank >= 1, got ") << x;
  if (w.getRank() != 2)
    return emitOpError("weight must be [out, in] (rank 2), got ") << w;
  if (x.getElementType() != w.getElementType())
    return emitOpError("input and weight element types differ: ")
           << x.getElementType() << " vs " << w.getElementType();
  int64_t k = x.getShape().back();
  if (w.getDimSize(1) != k)
    return emitOpError("weight is [out, in] = ") << shapeStr(w) << " but input has "
                                                 << k << " features";
  if (Value b = getBias()) {
    auto bt = tensorOf(b);
    if (bt.getRank() != 1 || bt.getDimSize(0) != w.getDimSize(0))
      return emitOpError("bias must be [") << w.getDimSize(0) << "], got " << bt;
    if (bt.getElementType() != x.getElementType() && !bt.getElementType().isF32())
      return emitOpError("bias element type must be ") << x.getElementType() << " or f32";
  }
  if (failed(checkAccumResult(*this, x.getElementType())))
    return failure();
  SmallVector<int64_t> want(x.getShape());
  want.back() = w.getDimSize(0);
  return checkResultShape(*this, want, tensorOf(getResult()).getElementType());
}

LogicalResult MatmulOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  auto a = tensorOf(getLhs()), b = tensorOf(getRhs());
  if (a.getRank() != 2 || b.getRank() != 2)
    return emitOpError("operands must have rank 2, got ") << a << " and " << b;
  if (a.getElementType() != b.getElementType())
    return emitOpError("operand element types differ: ") << a.getElementType() << " vs "
                                                        << b.getElementType();
  if (a.getDimSize(1) != b.getDimSize(0))
    return emitOpError("contraction sizes differ: lhs ") << shapeStr(a) << " has K = "
                                                          << a.getDimSize(1) << ", rhs "
                                                          << shapeStr(b) << " has K = "
                                                          << b.getDimSize(0);
  if (failed(checkAccumResult(*this, a.getElementType())))
    return failure();
  return checkResultShape(*this, {a.getDimSize(0), b.getDimSize(1)},
                          tensorOf(getResult()).getElementType());
}

LogicalResult BatchMatmulOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  auto a = tensorOf(getLhs()), b = tensorOf(getRhs());
  if (a.getRank() != 3 || b.getRank() != 3)
    return emitOpError("operands must have rank 3 ([B, M, K] and [B, K, N]), got ")
           << a << " and " << b;
  if (a.getElementType() != b.getElementType())
    return emitOpError("operand element types differ: ") << a.getElementType() << " vs "
                                                        << b.getElementType();
  if (a.getDimSize(0) != b.getDimSize(0))
    return emitOpError("batch sizes differ: ") << a.getDimSize(0) << " vs " << b.getDimSize(0);
  if (a.getDimSize(2) != b.getDimSize(1))
    return emitOpError("contraction sizes differ: lhs K = ") << a.getDimSize(2)
                                                             << ", rhs K = " << b.getDimSize(1);
  if (failed(checkAccumResult(*this, a.getElementType())))
    return failure();
  return checkResultShape(*this, {a.getDimSize(0), a.getDimSize(1), b.getDimSize(2)},
                          tensorOf(getResult()).getElementType());
}

namespace {
LogicalResult verifyBinary(Operation *op) {
  if (failed(checkStatic(op)))
    return failure();
  Value l = op->getOperand(0), r = op->getOperand(1);
  if (failed(checkSameType(op, l, "lhs", r, "rhs")) ||
      failed(checkSameType(op, l, "operands", op->getResult(0), "result")))
    return failure();
  return success();
}
LogicalResult verifyUnary(Operation *op) {
  if (failed(checkStatic(op)))
    return failure();
  return checkSameType(op, op->getOperand(0), "input", op->getResult(0), "result");
}
} // namespace

LogicalResult AddOp::verify() { return verifyBinary(*this); }
LogicalResult SubOp::verify() { return verifyBinary(*this); }
LogicalResult MulOp::verify() { return verifyBinary(*this); }
LogicalResult DivOp::verify() { return verifyBinary(*this); }
LogicalResult ReluOp::verify() { return verifyUnary(*this); }
LogicalResult SoftmaxOp::verify() {
  if (tensorOf(getInput()).getRank() < 1)
    return emitOpError("input must have rank >= 1");
  return verifyUnary(*this);
}

LogicalResult GeluOp::verify() {
  if (getApproximate() != "none" && getApproximate() != "tanh")
    return emitOpError("approximate must be \"none\" or \"tanh\", got \"")
           << getApproximate() << "\"";
  return verifyUnary(*this);
}

LogicalResult SgdUpdateOp::verify() {
  if (failed(checkStatic(*this)) ||
      failed(checkSameType(*this, getParam(), "param", getGrad(), "grad")) ||
      failed(checkSameType(*this, getParam(), "param", getResult(), "result")))
    return failure();
  return success();
}

LogicalResult LayerNormOp::verify() {
  if (failed(verifyUnary(*this)))
    return failure();
  auto x = tensorOf(getInput());
  if (x.getRank() < 1)
    return emitOpError("input must have rank >= 1");
  int64_t d = x.getShape().back();
  for (auto [v, name] : {std::pair<Value, StringRef>{getGamma(), "gamma"}, {getBeta(), "beta"}}) {
    auto t = tensorOf(v);
    if (t.getRank() != 1 || t.getDimSize(0) != d)
      return emitOpError() << name << " must be [" << d << "] (the last axis), got " << t;
    if (t.getElementType() != x.getElementType())
      return emitOpError() << name << " element type must be " << x.getElementType();
  }
  if (!(getEpsilon().convertToFloat() > 0.0f))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult RmsNormOp::verify() {
  if (failed(verifyUnary(*this)))
    return failure();
  auto x = tensorOf(getInput());
  if (x.getRank() < 1)
    return emitOpError("input must have rank >= 1");
  int64_t d = x.getShape().back();
  if (Value g = getGamma()) {
    auto t = tensorOf(g);
    if (t.getRank() != 1 || t.getDimSize(0) != d)
      return emitOpError() << "gamma must be [" << d << "] (the last axis), got " << t;
    if (t.getElementType() != x.getElementType())
      return emitOpError() << "gamma element type must be " << x.getElementType();
  }
  if (!(getEpsilon().convertToFloat() > 0.0f))
    return emitOpError("epsilon must be positive");
  return success();
}

namespace {
template <typename OpT> LogicalResult verifyReduce(OpT op) {
  if (failed(checkStatic(op)))
    return failure();
  auto x = tensorOf(op.getInput());
  int64_t rank = x.getRank();
  int64_t axis = op.getAxis();
  if (rank < 1 || axis < -rank || axis >= rank)
    return op.emitOpError("axis ") << axis << " is out of range for " << x;
  axis = normAxis(axis, rank);
  SmallVector<int64_t> want;
  for (int64_t i = 0; i < rank; ++i) {
    if (i != axis)
      want.push_back(x.getDimSize(i));
    else if (op.getKeepDim())
      want.push_back(1);
  }
  return checkResultShape(op, want, x.getElementType());
}
} // namespace

LogicalResult ReduceSumOp::verify() { return verifyReduce(*this); }
LogicalResult ReduceMeanOp::verify() { return verifyReduce(*this); }
LogicalResult ReduceMaxOp::verify() { return verifyReduce(*this); }

LogicalResult MseLossOp::verify() {
  if (failed(checkStatic(*this)) ||
      failed(checkSameType(*this, getPred(), "pred", getTarget(), "target")))
    return failure();
  auto r = tensorOf(getResult());
  if (r.getRank() != 0 || !r.getElementType().isF32())
    return emitOpError("result must be tensor<f32> (rank 0), got ") << r;
  return success();
}

LogicalResult TransposeOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  auto x = tensorOf(getInput());
  ArrayRef<int64_t> perm = getPermutation();
  if ((int64_t)perm.size() != x.getRank())
    return emitOpError("permutation has ") << perm.size() << " entries for a rank-"
                                           << x.getRank() << " input";
  llvm::SmallSet<int64_t, 8> seen;
  SmallVector<int64_t> want;
  for (int64_t p : perm) {
    if (p < 0 || p >= x.getRank() || !seen.insert(p).second)
      return emitOpError("permutation is not a permutation of 0..") << x.getRank() - 1;
    want.push_back(x.getDimSize(p));
  }
  return checkResultShape(*this, want, x.getElementType());
}

LogicalResult ReshapeOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  auto x = tensorOf(getInput()), r = tensorOf(getResult());
  if (x.getElementType() != r.getElementType())
    return emitOpError("element type changes from ") << x.getElementType() << " to "
                                                     << r.getElementType();
  if (x.getNumElements() != r.getNumElements())
    return emitOpError("element count changes: ") << x.getNumElements() << " ("
                                                  << shapeStr(x) << ") vs "
                                                  << r.getNumElements() << " ("
                                                  << shapeStr(r) << ")";
  return success();
}

LogicalResult ConcatOp::verify() {
  if (failed(checkStatic(*this)))
    return failure();
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  auto first = tensorOf(getInputs()[0]);
  int64_t rank = first.getRank();
  int64_t axis = getAxis();
  if (rank < 1 || axis < -rank || axis >= rank)
    return emitOpError("axis ") << axis << " is out of range for rank " << rank;
  axis = normAxis(axis, rank);
  SmallVector<int64_t> want(first.getShape());
  want[axis] = 0;
  for (auto [i, v] : llvm::enumerate(getInputs())) {
    auto t = tensorOf(v);
    if (t.getRank() != rank || t.getElementType() != first.getElementType())
      return emitOpError("input ") << i << " is " << t << ", expected rank " << rank
                                   << " of " << first.getElementType();
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis && t.getDimSize(d) != first.getDimSize(d))
        return emitOpError("input ") << i << " differs from input 0 in dim " << d
                                     << " (" << t.getDimSize(d) << " vs "
                                     << first.getDimSize(d) << ")";
    want[axis] += t.getDimSize(axis);
  }
  return checkResultShape(*this, want, first.getElementType());
}

#define GET_OP_CLASSES
#include "oa/Dialect/OA/OAOps.cpp.inc"
