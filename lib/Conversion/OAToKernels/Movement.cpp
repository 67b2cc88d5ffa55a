//===- Movement.cpp - index-map kernels of the training ops ---------------===//
//
// fill, convert, broadcast, slice, pad, causal_mask, embedding and embedding_grad:
// one thread per output element (a slice: per run of up to 16 contiguous
// bytes) in a grid-stride loop, the element's coordinates decoded from its
// flat index.  embedding_grad gives each
// output element the sum over the indices in order (deterministic, no
// atomics); indices out of range are clamped, never read out of bounds.
//
//===----------------------------------------------------------------------===//
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>
#include <numeric>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;
using namespace oa::lowering::custom;

namespace {
RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> s(shape.size(), 1);
  for (int64_t d = (int64_t)shape.size() - 2; d >= 0; --d)
    s[d] = s[d + 1] * shape[d + 1];
  return s;
}

// Coordinates of flat index i in `shape` (row-major), outermost first.
SmallVector<Value> coords(KernelBuilder &kb, Value i, ArrayRef<int64_t> shape) {
  SmallVector<Value> c(shape.size());
  Value rest = i;
  for (int64_t d = (int64_t)shape.size() - 1; d >= 0; --d) {
    c[d] = kb.rem(rest, shape[d]);
    rest = kb.div(rest, shape[d]);
  }
  return c;
}

Value offsetOf(KernelBuilder &kb, ArrayRef<Value> c, ArrayRef<int64_t> strides) {
  Value off = kb.idx(0);
  for (auto [v, s] : llvm::zip(c, strides))
    off = kb.add(off, kb.mul(v, s));
  return off;
}
} // namespace

int64_t custom::moveWidth(Type elt, int64_t run) {
  unsigned bits = elt.getIntOrFloatBitWidth();
  return bits % 8 == 0 && bits <= 64 ? vectorWidth(run, bits / 8) : 1;
}

void custom::moveRun(KernelBuilder &kb, Value src, Value from, Value dst, Value to, int64_t vec) {
  if (vec == 1)
    return kb.store(kb.load(src, from), dst, to);
  unsigned bytes = cast<MemRefType>(dst.getType()).getElementTypeBitWidth() / 8;
  vector::StoreOp::create(kb.b, kb.b.getLoc(), kb.loadVec(src, from, vec), dst, ValueRange{to},
                          /*nontemporal=*/false, llvm::MaybeAlign(vec * bytes));
}

Value custom::transposeSource(KernelBuilder &kb, Operation *op, Value flat) {
  auto t = cast<TransposeOp>(op);
  ArrayRef<int64_t> oshape = tensorOf(t.getResult()).getShape(), perm = t.getPermutation();
  SmallVector<int64_t> inStride = stridesOf(tensorOf(t.getInput()).getShape());
  Value rest = flat, from = kb.idx(0);
  for (int64_t d = (int64_t)oshape.size() - 1; d >= 0; --d) {
    from = kb.add(from, kb.mul(kb.rem(rest, oshape[d]), inStride[perm[d]]));
    rest = kb.div(rest, oshape[d]);
  }
  return from;
}

LaunchDims custom::buildMovement(KernelBuilder &kb, Operation *op,
                                 const DenseMap<Value, Value> &args, Value out, Operation *via) {
  auto ot = tensorOf(op->getResult(0));
  ArrayRef<int64_t> oshape = ot.getShape();
  int64_t n = ot.getNumElements();
  auto in = [&](unsigned k) { return args.lookup(op->getOperand(k)); };
  return llvm::TypeSwitch<Operation *, LaunchDims>(op)
      .Case([&](FillOp f) {
        double v = f.getValue().convertToDouble();
        return gridStride(kb, n, [&](Value i) { kb.storeF32(kb.f32(v), out, i); });
      })
      .Case([&](BroadcastOp b) {
        auto it = tensorOf(b.getInput());
        SmallVector<int64_t> istr = stridesOf(it.getShape());
        int64_t off = ot.getRank() - it.getRank();
        return gridStride(kb, n, [&](Value i) {
          SmallVector<Value> c = coords(kb, i, oshape);
          Value from = kb.idx(0);
          for (int64_t d = 0; d < it.getRank(); ++d)
            if (it.getDimSize(d) != 1)
              from = kb.add(from, kb.mul(c[d + off], istr[d]));
          kb.store(kb.load(in(0), from), out, i);
        });
      })
      .Case([&](SliceOp s) {
        auto it = tensorOf(s.getInput());
        int64_t axis = (int64_t)s.getAxis() < 0 ? (int64_t)s.getAxis() + it.getRank() : (int64_t)s.getAxis();
        SmallVector<int64_t> istr = stridesOf(it.getShape());
        // The elements after the axis are contiguous in both tensors: runs
        // of them move as one vector of up to 16 bytes per thread (the q,
        // k, v split of an attention block ran at ~1.2 TB/s on the H100 one
        // element per thread).
        int64_t inner = 1;
        for (int64_t d = axis + 1; d < ot.getRank(); ++d)
          inner *= oshape[d];
        // Through a transpose: the slice's input element (flat index f, the
        // same in a reshape) is the transpose's result element f.  Runs stay
        // contiguous when the transpose keeps the innermost axis.
        auto t = dyn_cast_or_null<TransposeOp>(via);
        if (t) {
          ArrayRef<int64_t> perm = t.getPermutation();
          inner = perm.back() == (int64_t)perm.size() - 1
                      ? std::gcd(inner, tensorOf(t.getResult()).getShape().back())
                      : 1;
        }
        int64_t vec = moveWidth(ot.getElementType(), inner);
        return gridStride(kb, n / vec, [&](Value i) {
          Value e = kb.mul(i, vec);
          SmallVector<Value> c = coords(kb, e, oshape);
          c[axis] = kb.add(c[axis], kb.idx(s.getStart()));
          Value from = offsetOf(kb, c, istr);
          moveRun(kb, in(0), t ? transposeSource(kb, t, from) : from, out, e, vec);
        });
      })
      .Case([&](PadOp p) {
        auto it = tensorOf(p.getInput());
        int64_t axis = (int64_t)p.getAxis() < 0 ? (int64_t)p.getAxis() + it.getRank() : (int64_t)p.getAxis();
        int64_t start = p.getStart(), len = it.getDimSize(axis);
        SmallVector<int64_t> istr = stridesOf(it.getShape());
        return gridStride(kb, n, [&](Value i) {
          SmallVector<Value> c = coords(kb, i, oshape);
          // Unsigned: positions before `start` wrap to large values.
          Value rel = kb.sub(c[axis], kb.idx(start));
          Value v = kb.ifElse(
              kb.lt(rel, len), kb.b.getF32Type(),
              [&] {
                SmallVector<Value> ci(c);
                ci[axis] = rel;
                return kb.loadF32(in(0), offsetOf(kb, ci, istr));
              },
              [&] { return kb.f32(0.0); });
          kb.storeF32(v, out, i);
        });
      })
      .Case([&](CausalMaskOp) {
        int64_t r = ot.getRank(), sq = oshape[r - 2], sk = oshape[r - 1];
        double ninf = -std::numeric_limits<double>::infinity();
        return gridStride(kb, n, [&](Value i) {
          Value col = kb.rem(i, sk), row = kb.rem(kb.div(i, sk), sq);
          Value x = kb.loadF32(in(0), i);
          kb.storeF32(kb.select(kb.lt(row, col), kb.f32(ninf), x), out, i);
        });
      })
      .Case([&](EmbeddingOp e) {
        auto wt = tensorOf(e.getWeight());
        int64_t vocab = wt.getDimSize(0), dim = wt.getDimSize(1);
        return gridStride(kb, n, [&](Value i) {
          Value tok = kb.minu(loadIndex(kb, in(1), kb.div(i, dim)), kb.idx(vocab - 1));
          kb.store(kb.load(in(0), kb.add(kb.mul(tok, dim), kb.rem(i, dim))), out, i);
        });
      })
      .Case([&](EmbeddingGradOp e) {
        int64_t dim = oshape[1], count = tensorOf(e.getIndices()).getNumElements();
        return gridStride(kb, n, [&](Value i) {
          Value row = kb.div(i, dim), d = kb.rem(i, dim);
          Value acc = kb.loop(kb.idx(0), kb.idx(count), kb.idx(1), kb.f32(0.0),
                              [&](Value t, Value acc) {
                                Value hit = kb.b.create<arith::CmpIOp>(
                                    arith::CmpIPredicate::eq, loadIndex(kb, in(1), t), row);
                                return kb.ifElse(
                                    hit, kb.b.getF32Type(),
                                    [&] { return kb.fadd(acc, kb.loadF32(in(0), kb.add(kb.mul(t, dim), d))); },
                                    [&] { return acc; });
                              });
          kb.storeF32(acc, out, i);
        });
      });
}
