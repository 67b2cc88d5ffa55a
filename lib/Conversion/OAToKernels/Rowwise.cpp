//===- Rowwise.cpp - row-wise kernels over contiguous rows ----------------===//
//
// Softmax, LayerNorm, RMSNorm, last-axis reductions and MSE, shaped by a
// RowPolicy (Policy.h):
// - a row's T threads each own `slots` vectors of `vec` elements per chunk;
//   slot j of a thread is vector j*T + lane of the chunk, so each load
//   instruction of a row group reads consecutive 16-byte pieces;
// - one chunk: the row is loaded once into registers (all loads first),
//   reduced, and written once;  more chunks: streamed (softmax keeps an
//   online max and rescaled sum, then reads again to write; the norms read
//   once per statistic, then to write);
// - prefetch (rows in one chunk): a capped grid of CTAs loops over row
//   groups; each iteration first loads the next group's row (raw, widened
//   only when its turn comes) and then works on the current one, so one
//   CTA keeps a row's loads in flight while it reduces and stores another;
//   on the last trip the "next" row is the current one again (an L2 hit);
// - reductions fold each thread's values as a tree, then across the row's
//   lanes with xor shuffles (T <= 32: a (sub)warp per row, several rows per
//   CTA) or across the CTA through shared memory (T > 32, a row per CTA);
// - tails are masked: a slot past the row's end reads the row's first
//   vector (always in bounds), folds as the reduction's identity and stores
//   nothing; rows past the last (when rows do not fill the last CTA) read
//   the last row and store nothing, so every lane still takes part in the
//   shuffles.
// Everything computes in FP32; f16/bf16 rows widen on load and narrow on
// store (and their softmax takes exp from MUFU.EX2 without the correction
// an f32 row gets: its ~1e-6 error vanishes in the rounding to 16 bits).
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

namespace {


/// One slot of a chunk: the column of its first element and, when the slot
/// may lie past the row's end, the i1 that says it does not.
struct Slot {
  Value col, ok;
};

/// The values of one chunk of a row: per input, per slot, per element.
struct Chunk {
  SmallVector<Slot> slots;
  SmallVector<SmallVector<SmallVector<Value>>> in;
};

class RowKernel {
public:
  RowKernel(KernelBuilder &kb, const FusedGroup &g, const DenseMap<Value, Value> &args, Value out,
            ArrayRef<Value> shared)
      : kb(kb), g(g), p(g.row), R(g.rows), W(g.width), root(g.ops[0]), args(args), out(out) {
    if (!shared.empty())
      scratch = shared[0];
  }
  LaunchDims build();

private:
  KernelBuilder &kb;
  const FusedGroup &g;
  const RowPolicy &p;
  int64_t R, W;
  Operation *root;
  const DenseMap<Value, Value> &args;
  Value out, scratch;
  SmallVector<Value> rowInputs; // buffers read along the row
  Value tid, lane, row, rowOK, base;
  std::optional<Chunk> resident; // the row, when it fits in one chunk

  int64_t vectors() const { return W / p.vec; }
  bool streamed() const { return p.chunks > 1; }

  SmallVector<Slot> slotsOf(Value chunkVec, std::optional<int64_t> staticChunk);
  SmallVector<Value> loadRaw(ArrayRef<Slot> slots); // [input][slot], flattened
  Chunk widen(ArrayRef<Slot> slots, ValueRange raw);
  Chunk load(Value chunkVec, std::optional<int64_t> staticChunk) {
    SmallVector<Slot> slots = slotsOf(chunkVec, staticChunk);
    return widen(slots, loadRaw(slots));
  }
  void setRow(Value group);
  void body();
  Value fold(Combine k, const Chunk &ch, function_ref<Value(const Chunk &, unsigned, unsigned)> f);
  Value acrossRow(Combine k, Value partial);
  Value reduceRow(Combine k, function_ref<Value(const Chunk &, unsigned, unsigned)> f);
  void writeRow(function_ref<SmallVector<Value>(const Chunk &, unsigned)> f);
  void eachChunk(function_ref<void(const Chunk &)> body);
  void storeGuarded(Value ok, function_ref<void()> store);
  void storeScalar(Value v);
  SmallVector<SmallVector<Value>> loadParams(ArrayRef<Value> bufs);
  bool paramsFit(ArrayRef<Value> bufs) const;
  SmallVector<Value> param(ArrayRef<SmallVector<Value>> raw, unsigned k, Value buf,
                           const Chunk &ch, unsigned j);
  void softmax();
  // exp for softmax: the corrected one for f32 rows, MUFU alone when the
  // result is rounded to 16 bits (the op's result: a convert that joined
  // the kernel changes only the stored type).
  Value exp(Value x) {
    return cast<RankedTensorType>(root->getResult(0).getType()).getElementType().isF32()
               ? kb.exp(x)
               : kb.expFast(x);
  }
};

// The slots of the chunk starting at vector `chunkVec` of the row.
SmallVector<Slot> RowKernel::slotsOf(Value chunkVec, std::optional<int64_t> staticChunk) {
  SmallVector<Slot> slots;
  int64_t T = p.threadsPerRow, nv = vectors();
  for (int64_t j = 0; j < p.slots; ++j) {
    Slot s;
    if (staticChunk) {
      int64_t first = *staticChunk * T * p.slots + j * T;
      if (first >= nv)
        break; // no lane has this slot (a policy with more slots than needed)
      Value vi = kb.add(lane, kb.idx(first));
      s.col = kb.mul(vi, p.vec);
      if (first + T > nv) {
        s.ok = kb.lt(vi, nv);
        s.col = kb.select(s.ok, s.col, kb.idx(0));
      }
    } else {
      Value vi = kb.add(lane, kb.add(chunkVec, kb.idx(j * T)));
      s.ok = kb.lt(vi, nv);
      s.col = kb.select(s.ok, kb.mul(vi, p.vec), kb.idx(0));
    }
    slots.push_back(s);
  }
  return slots;
}

SmallVector<Value> RowKernel::loadRaw(ArrayRef<Slot> slots) {
  SmallVector<Value> raw;
  for (Value buf : rowInputs)
    for (const Slot &s : slots)
      raw.push_back(kb.loadVec(buf, kb.add(base, s.col), p.vec));
  return raw;
}

Chunk RowKernel::widen(ArrayRef<Slot> slots, ValueRange raw) {
  Chunk ch;
  ch.slots.assign(slots.begin(), slots.end());
  for (unsigned i = 0; i < rowInputs.size(); ++i) {
    auto &vals = ch.in.emplace_back();
    for (unsigned j = 0; j < slots.size(); ++j)
      vals.push_back(kb.widen(raw[i * slots.size() + j]));
  }
  return ch;
}

// f(chunk, slot, element) over the chunk's valid elements, folded as a tree.
Value RowKernel::fold(Combine k, const Chunk &ch,
                      function_ref<Value(const Chunk &, unsigned, unsigned)> f) {
  SmallVector<Value> vals;
  for (unsigned j = 0; j < ch.slots.size(); ++j)
    for (unsigned c = 0; c < p.vec; ++c) {
      Value v = f(ch, j, c);
      if (Value ok = ch.slots[j].ok)
        v = kb.select(ok, v, kb.identity(k));
      vals.push_back(v);
    }
  return kb.treeFold(k, vals);
}

Value RowKernel::acrossRow(Combine k, Value partial) {
  if (p.threadsPerRow <= 32)
    return kb.groupReduce(k, partial, p.threadsPerRow);
  return kb.blockReduce(k, partial, tid, scratch, p.threadsPerRow);
}

void RowKernel::eachChunk(function_ref<void(const Chunk &)> body) {
  if (!streamed())
    return body(*resident);
  int64_t step = p.threadsPerRow * p.slots;
  kb.loop(kb.idx(0), kb.idx(p.chunks * step), kb.idx(step),
          [&](Value chunkVec) { body(load(chunkVec, std::nullopt)); });
}

Value RowKernel::reduceRow(Combine k, function_ref<Value(const Chunk &, unsigned, unsigned)> f) {
  Value partial;
  if (!streamed()) {
    partial = fold(k, *resident, f);
  } else {
    int64_t step = p.threadsPerRow * p.slots;
    partial = kb.loop(kb.idx(0), kb.idx(p.chunks * step), kb.idx(step), kb.identity(k),
                      [&](Value chunkVec, Value acc) {
                        return kb.combine(k, acc, fold(k, load(chunkVec, std::nullopt), f));
                      });
  }
  return acrossRow(k, partial);
}

void RowKernel::storeGuarded(Value ok, function_ref<void()> store) {
  if (rowOK)
    ok = ok ? kb.land(ok, rowOK) : rowOK;
  if (ok)
    kb.ifThen(ok, store);
  else
    store();
}

// f(chunk, slot) gives the slot's `vec` results, stored to the output row.
void RowKernel::writeRow(function_ref<SmallVector<Value>(const Chunk &, unsigned)> f) {
  eachChunk([&](const Chunk &ch) {
    for (unsigned j = 0; j < ch.slots.size(); ++j) {
      SmallVector<Value> vals = f(ch, j);
      for (Value &v : vals)
        v = rowResult(kb, g, v);
      storeGuarded(ch.slots[j].ok,
                   [&] { kb.storeVecF32(vals, out, kb.add(base, ch.slots[j].col)); });
    }
  });
}

// One value per row (reductions, MSE): lane 0 of the row writes it.
void RowKernel::storeScalar(Value v) {
  Value first = kb.eq(lane, 0);
  storeGuarded(first, [&] { kb.storeF32(rowResult(kb, g, v), out, row); });
}

// Per-column parameters (gamma, beta) of a resident row, with `preload`
// and when they fit (paramsFit): loaded raw for every slot together ([param][slot]) before
// the row's last reduction, so the write does not wait for a round trip
// per slot.  Otherwise (or streamed) param() loads each slot's vector as
// the write needs it: loading them all at once would hold them all in
// registers (measured: 74 -> 110 registers for 768-wide f32 LayerNorm).
SmallVector<SmallVector<Value>> RowKernel::loadParams(ArrayRef<Value> bufs) {
  SmallVector<SmallVector<Value>> raw;
  if (streamed())
    return raw;
  for (Value buf : bufs) {
    auto &perBuf = raw.emplace_back();
    for (const Slot &s : resident->slots)
      perBuf.push_back(kb.loadVec(buf, s.col, p.vec));
  }
  return raw;
}

// Whether to preload the parameters: asked for, and their raw vectors take
// at most 16 registers.
bool RowKernel::paramsFit(ArrayRef<Value> bufs) const {
  if (!p.preload || streamed())
    return false;
  int64_t bytes = 0;
  for (Value buf : bufs)
    bytes += static_cast<int64_t>(resident->slots.size()) * p.vec *
             cast<MemRefType>(buf.getType()).getElementTypeBitWidth() / 8;
  return bytes <= 16 * 4;
}

SmallVector<Value> RowKernel::param(ArrayRef<SmallVector<Value>> raw, unsigned k, Value buf,
                                    const Chunk &ch, unsigned j) {
  if (raw.empty())
    return kb.loadVecF32(buf, ch.slots[j].col, p.vec);
  return kb.widen(raw[k][j]);
}

void RowKernel::softmax() {
  auto x = [](const Chunk &ch, unsigned j, unsigned c) { return ch.in[0][j][c]; };
  if (!streamed()) {
    // One read: max, then exp once per element kept for the sum and the store.
    Value m = reduceRow(Combine::Max, x);
    SmallVector<SmallVector<Value>> e;
    for (auto &slot : resident->in[0]) {
      auto &es = e.emplace_back();
      for (Value v : slot)
        es.push_back(exp(kb.fsub(v, m)));
    }
    Value s = reduceRow(Combine::Sum, [&](const Chunk &, unsigned j, unsigned c) { return e[j][c]; });
    Value r = kb.fdiv(kb.f32(1.0), s);
    writeRow([&](const Chunk &, unsigned j) {
      SmallVector<Value> y;
      for (Value v : e[j])
        y.push_back(kb.fmul(v, r));
      return y;
    });
    return;
  }
  // Streamed: each thread keeps a running max m and a sum s of exp(x - m),
  // rescaled when m grows; chunk 0 gives every thread a valid element, so m
  // is finite after it.
  int64_t step = p.threadsPerRow * p.slots;
  SmallVector<Value> ms = kb.loop(
      kb.idx(0), kb.idx(p.chunks * step), kb.idx(step),
      ValueRange{kb.identity(Combine::Max), kb.identity(Combine::Sum)},
      [&](Value chunkVec, ValueRange acc) -> SmallVector<Value> {
        Chunk ch = load(chunkVec, std::nullopt);
        Value cm = kb.fmax(acc[0], fold(Combine::Max, ch, x));
        Value cs = fold(Combine::Sum, ch, [&](const Chunk &ch, unsigned j, unsigned c) {
          return exp(kb.fsub(ch.in[0][j][c], cm));
        });
        return {cm, kb.fma(acc[1], exp(kb.fsub(acc[0], cm)), cs)};
      });
  Value m = acrossRow(Combine::Max, ms[0]);
  Value s = acrossRow(Combine::Sum, kb.fmul(ms[1], exp(kb.fsub(ms[0], m))));
  Value r = kb.fdiv(kb.f32(1.0), s);
  writeRow([&](const Chunk &ch, unsigned j) {
    SmallVector<Value> y;
    for (Value v : ch.in[0][j])
      y.push_back(kb.fmul(exp(kb.fsub(v, m)), r));
    return y;
  });
}

// The row (of this thread's row group `group`) the kernel works on next.
void RowKernel::setRow(Value group) {
  int64_t T = p.threadsPerRow, rpc = p.rowsPerCTA;
  row = rpc > 1 ? kb.add(kb.mul(group, rpc), kb.div(tid, T)) : group;
  Value rowc = row;
  if (R % rpc != 0) {
    rowOK = kb.lt(row, R);
    rowc = kb.minu(row, kb.idx(R - 1));
  }
  base = kb.mul(rowc, W);
}

LaunchDims RowKernel::build() {
  int64_t T = p.threadsPerRow, rpc = p.rowsPerCTA;
  int64_t groups = (R + rpc - 1) / rpc;
  tid = kb.threadId(gpu::Dimension::x);
  Value bid = kb.blockId(gpu::Dimension::x);
  lane = rpc > 1 ? kb.rem(tid, T) : tid;
  rowInputs.push_back(args.lookup(root->getOperand(0)));
  if (auto mse = dyn_cast<MseLossOp>(root))
    rowInputs.push_back(args.lookup(mse.getTarget()));

  LaunchDims d;
  d.block[0] = p.ctaThreads();
  d.minCTAsPerSM = p.ctasPerSM;
  if (!p.prefetch || streamed()) {
    setRow(bid);
    if (!streamed())
      resident = load(Value(), 0);
    body();
    d.grid[0] = groups;
    return d;
  }
  int64_t grid = std::min(groups, p.maxCTAs);
  SmallVector<Slot> slots = slotsOf(Value(), 0);
  setRow(bid);
  SmallVector<Value> first = loadRaw(slots);
  kb.loop(bid, kb.idx(groups), kb.idx(grid), first,
          [&](Value g, ValueRange cur) -> SmallVector<Value> {
            Value gn = kb.add(g, kb.idx(grid));
            setRow(kb.select(kb.lt(gn, groups), gn, g));
            SmallVector<Value> next = loadRaw(slots);
            setRow(g);
            resident = widen(slots, cur);
            body();
            return next;
          });
  d.grid[0] = grid;
  return d;
}

void RowKernel::body() {
  auto x = [](const Chunk &ch, unsigned j, unsigned c) { return ch.in[0][j][c]; };
  Value invW = kb.f32(1.0 / static_cast<double>(W));
  llvm::TypeSwitch<Operation *>(root)
      .Case([&](SoftmaxOp) { softmax(); })
      .Case([&](LayerNormOp o) {
        Value gamma = args.lookup(o.getGamma()), beta = args.lookup(o.getBeta());
        SmallVector<Value> bufs = {gamma, beta};
        SmallVector<SmallVector<Value>> pr;
        Value mean = kb.fmul(reduceRow(Combine::Sum, x), invW);
        if (paramsFit(bufs))
          pr = loadParams(bufs);
        Value var = kb.fmul(reduceRow(Combine::Sum,
                                      [&](const Chunk &ch, unsigned j, unsigned c) {
                                        Value d = kb.fsub(ch.in[0][j][c], mean);
                                        return kb.fmul(d, d);
                                      }),
                            invW);
        Value rstd = kb.rsqrt(kb.fadd(var, kb.f32(o.getEpsilon().convertToFloat())));
        writeRow([&](const Chunk &ch, unsigned j) {
          SmallVector<Value> g = param(pr, 0, gamma, ch, j);
          SmallVector<Value> b = param(pr, 1, beta, ch, j);
          SmallVector<Value> y;
          for (unsigned c = 0; c < p.vec; ++c)
            y.push_back(kb.fma(kb.fmul(kb.fsub(ch.in[0][j][c], mean), rstd), g[c], b[c]));
          return y;
        });
      })
      .Case([&](RmsNormOp o) {
        Value gamma = o.getGamma() ? args.lookup(o.getGamma()) : Value();
        SmallVector<Value> bufs;
        if (gamma)
          bufs.push_back(gamma);
        SmallVector<SmallVector<Value>> pr;
        if (paramsFit(bufs))
          pr = loadParams(bufs);
        Value ms = kb.fmul(reduceRow(Combine::Sum,
                                     [&](const Chunk &ch, unsigned j, unsigned c) {
                                       Value v = ch.in[0][j][c];
                                       return kb.fmul(v, v);
                                     }),
                           invW);
        Value rstd = kb.rsqrt(kb.fadd(ms, kb.f32(o.getEpsilon().convertToFloat())));
        writeRow([&](const Chunk &ch, unsigned j) {
          SmallVector<Value> g;
          if (gamma)
            g = param(pr, 0, gamma, ch, j);
          SmallVector<Value> y;
          for (unsigned c = 0; c < p.vec; ++c) {
            Value v = kb.fmul(ch.in[0][j][c], rstd);
            y.push_back(gamma ? kb.fmul(v, g[c]) : v);
          }
          return y;
        });
      })
      .Case([&](ReduceSumOp) { storeScalar(reduceRow(Combine::Sum, x)); })
      .Case([&](ReduceMeanOp) { storeScalar(kb.fmul(reduceRow(Combine::Sum, x), invW)); })
      .Case([&](ReduceMaxOp) { storeScalar(reduceRow(Combine::Max, x)); })
      .Case([&](MseLossOp) {
        storeScalar(kb.fmul(reduceRow(Combine::Sum,
                                      [&](const Chunk &ch, unsigned j, unsigned c) {
                                        Value d = kb.fsub(ch.in[0][j][c], ch.in[1][j][c]);
                                        return kb.fmul(d, d);
                                      }),
                            invW));
      });
}
} // namespace

LaunchDims oa::lowering::buildRowKernel(KernelBuilder &kb, const FusedGroup &g,
                                        const DenseMap<Value, Value> &args, Value out,
                                        ArrayRef<Value> shared) {
  return RowKernel(kb, g, args, out, shared).build();
}
