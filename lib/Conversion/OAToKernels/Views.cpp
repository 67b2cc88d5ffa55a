//===- Views.cpp - strided views through reshapes, transposes, slices -----===//
//
// The layout algebra of Views.h.  A reshape regroups the flattened factor
// list (splitting a factor where a new dimension ends inside it), a
// transpose permutes dimensions, a slice moves the offset; all of it at
// compile time, so a kernel addressing through a view does the same
// integer arithmetic it does on a contiguous tensor.
//
//===----------------------------------------------------------------------===//
#include "Views.h"
#include "KernelBuilder.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace oa::lowering;

Layout Layout::contiguous(ArrayRef<int64_t> shape) {
  Layout l;
  int64_t stride = 1;
  l.dims.resize(shape.size());
  for (int64_t i = int64_t(shape.size()) - 1; i >= 0; --i) {
    l.dims[i].push_back({shape[i], stride});
    stride *= shape[i];
  }
  return l;
}

void Layout::normalize() {
  for (auto &d : dims) {
    SmallVector<Factor, 2> out;
    for (Factor f : d) {
      if (f.size == 1)
        continue;
      if (!out.empty() && out.back().stride == f.stride * f.size) {
        out.back() = {out.back().size * f.size, f.stride};
        continue;
      }
      out.push_back(f);
    }
    d = std::move(out);
  }
}

bool Layout::reshape(ArrayRef<int64_t> shape) {
  normalize();
  SmallVector<Factor> flat;
  for (auto &d : dims)
    flat.append(d.begin(), d.end());
  for (int64_t n : shape)
    if (n <= 0)
      return false;
  size_t at = 0;
  SmallVector<SmallVector<Factor, 2>> out(shape.size());
  for (auto [i, n] : llvm::enumerate(shape)) {
    int64_t rem = n;
    while (rem > 1) {
      if (at == flat.size())
        return false;
      Factor &f = flat[at];
      if (rem % f.size == 0) {
        out[i].push_back(f);
        rem /= f.size;
        ++at;
      } else if (f.size % rem == 0) {
        // The new dimension ends inside f: its outer part is this one's.
        out[i].push_back({rem, f.stride * (f.size / rem)});
        f.size /= rem;
        rem = 1;
      } else {
        return false;
      }
    }
  }
  if (at != flat.size())
    return false;
  dims = std::move(out);
  return true;
}

void Layout::transpose(ArrayRef<int64_t> perm) {
  SmallVector<SmallVector<Factor, 2>> out;
  for (int64_t p : perm)
    out.push_back(dims[p]);
  dims = std::move(out);
}

bool Layout::slice(int64_t axis, int64_t start, int64_t size) {
  normalize();
  auto &d = dims[axis];
  if (d.empty()) // a size-1 dimension: start is 0
    return start == 0;
  int64_t inner = 1;
  for (const Factor &f : ArrayRef(d).drop_front())
    inner *= f.size;
  if (start % inner || size % inner)
    return false;
  offset += start / inner * d.front().stride;
  d.front().size = size / inner;
  return true;
}

StridedView StridedView::contiguous(int64_t batch, int64_t rows, int64_t cols) {
  StridedView v;
  v.rowStride = cols;
  v.batchSizes.push_back(batch);
  v.batchStrides.push_back(rows * cols);
  return v;
}

std::optional<StridedView> StridedView::of(const Layout &l, int64_t align,
                                           unsigned maxBatchFactors) {
  Layout n = l;
  n.normalize();
  size_t r = n.dims.size();
  if (r < 2)
    return std::nullopt;
  auto one = [](ArrayRef<Layout::Factor> d, int64_t &stride) {
    if (d.size() > 1)
      return false;
    stride = d.empty() ? 0 : d[0].stride;
    return true;
  };
  StridedView v;
  int64_t colStride = 1;
  if (!one(n.dims[r - 1], colStride) || (!n.dims[r - 1].empty() && colStride != 1) ||
      !one(n.dims[r - 2], v.rowStride))
    return std::nullopt;
  v.offset = n.offset;
  for (size_t i = 0; i + 2 < r; ++i)
    for (const Layout::Factor &f : n.dims[i]) {
      v.batchSizes.push_back(f.size);
      v.batchStrides.push_back(f.stride);
    }
  if (v.batchSizes.empty()) {
    v.batchSizes.push_back(1);
    v.batchStrides.push_back(0);
  }
  if (v.batchSizes.size() > maxBatchFactors || v.offset % align || v.rowStride % align)
    return std::nullopt;
  for (int64_t s : v.batchStrides)
    if (s % align)
      return std::nullopt;
  return v;
}

Value StridedView::batchBase(KernelBuilder &kb, Value b) const {
  Value at = kb.idx(offset);
  Value rest = b;
  for (size_t i = batchSizes.size(); i-- > 0;) {
    Value digit = i ? kb.rem(rest, batchSizes[i]) : rest;
    at = kb.add(at, kb.mul(digit, batchStrides[i]));
    if (i)
      rest = kb.div(rest, batchSizes[i]);
  }
  return at;
}

SmallVector<Value> StridedView::batchDigits(KernelBuilder &kb, Value b) const {
  SmallVector<Value> out;
  Value rest = b;
  for (size_t i = batchSizes.size(); i-- > 0;) {
    out.push_back(i ? kb.rem(rest, batchSizes[i]) : rest);
    if (i)
      rest = kb.div(rest, batchSizes[i]);
  }
  return out;
}

namespace {
ArrayRef<int64_t> shapeOf(Value v) { return cast<RankedTensorType>(v.getType()).getShape(); }
} // namespace

std::optional<std::pair<Value, Layout>>
oa::lowering::layoutInProducer(Value v, function_ref<bool(Value)> hasBuffer) {
  SmallVector<Operation *> chain; // from v back
  Operation *def = v.getDefiningOp();
  while (isa_and_nonnull<oa::model::ReshapeOp, oa::model::TransposeOp, oa::model::SliceOp>(def)) {
    chain.push_back(def);
    def = def->getOperand(0).getDefiningOp();
  }
  // The farthest value with a buffer whose every step has a strided form.
  for (size_t n = chain.size(); n > 0; --n) {
    Value root = chain[n - 1]->getOperand(0);
    if (!hasBuffer(root))
      continue;
    Layout l = Layout::contiguous(shapeOf(root));
    bool ok = true;
    for (Operation *op : llvm::reverse(ArrayRef(chain).take_front(n))) {
      if (auto t = dyn_cast<oa::model::TransposeOp>(op))
        l.transpose(t.getPermutation());
      else if (auto s = dyn_cast<oa::model::SliceOp>(op))
        ok = s.getAxis() < l.dims.size() &&
             l.slice(s.getAxis(), s.getStart(), shapeOf(s.getResult())[s.getAxis()]);
      else
        ok = l.reshape(shapeOf(op->getResult(0)));
      if (!ok)
        break;
    }
    if (ok)
      return std::make_pair(root, l);
  }
  return std::nullopt;
}

std::optional<Layout> oa::lowering::layoutInConsumer(ArrayRef<Operation *> ops) {
  if (ops.empty())
    return std::nullopt;
  Layout l = Layout::contiguous(shapeOf(ops.back()->getResult(0)));
  // Backwards: each op's input layout from its result's.
  for (Operation *op : llvm::reverse(ops)) {
    if (auto t = dyn_cast<oa::model::TransposeOp>(op)) {
      ArrayRef<int64_t> perm = t.getPermutation();
      SmallVector<int64_t> inv(perm.size());
      for (auto [i, p] : llvm::enumerate(perm))
        inv[p] = int64_t(i);
      l.transpose(inv);
    } else if (isa<oa::model::ReshapeOp>(op)) {
      if (!l.reshape(shapeOf(op->getOperand(0))))
        return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  return l;
}
