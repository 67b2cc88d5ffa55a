//===- GemmSimt.cpp - FP32 GEMM on CUDA cores ----------------------------===//
//
// linear / matmul / batch_matmul that the tensor-core kernel does not take
// (FP32 operands, or f16/bf16 rows it cannot copy), exact FP32 FMAs:
//
// - a CTA of 256 threads owns a (16 t) x (16 t) tile of C, each thread a
//   t x t block of accumulators in registers, t = 8, 4, 2 or 1 chosen by
//   shape (simtGemmPlan) or given as `oa.simt_tile` on the op;
// - with t >= 2 a thread's rows (and columns) are two runs of t/2, half a
//   tile apart, so the 16 threads along a row read consecutive vectors;
// - A and B stream through shared memory in bk-deep slices (bk = 1024 / bm:
//   every slice is 1024 elements of each operand, four per thread), stored
//   k-major so a thread reads its t/2-wide runs as vector loads; two slice
//   buffers: the next slice's global loads are issued before the FMAs of
//   the current one and stored after them, one barrier per slice;
// - global loads are 4 elements wide where rows allow (K, or N for a
//   [K, N] B, a multiple of 4), else element by element; indices past the
//   edges are clamped, and values past K are zeroed, so no load leaves the
//   operands and no padding reaches an output that is kept;
// - the epilogue adds the bias and applies the fused elementwise chain,
//   then stores 4-wide where N allows, masked at the edges;
// - split-K (a small C with a long K): grid z also runs over `splitK`
//   slice-aligned ranges of K, each CTA writes its raw partial tile to a
//   workspace [batch, splitK, M, N], and a second kernel sums the partials
//   in a fixed order (deterministic) and applies the bias and the chain.
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace oa::lowering;

namespace {
constexpr int64_t kSimtThreads = 256;
constexpr int64_t kSliceElems = 1024; // bm * bk: 4 elements per thread
constexpr int64_t kMaxSplits = 32;

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

struct SimtGemm {
  KernelBuilder &kb;
  const FusedGroup &g;
  const DenseMap<Value, Value> &args;
  Value out, sA, sB;
  GemmShape s;
  int64_t t, bm, bk, half, parts;
  int64_t splits, kPer; // split-K: ranges of kPer (a multiple of bk) along K
  bool partial;         // write raw partials to `out` (the workspace)
  bool kTail;           // a slice may reach past K: zero what it reads there
  Value tid, tx, ty, tm, tn, bz, split;

  SimtGemm(KernelBuilder &kb, const FusedGroup &g, const DenseMap<Value, Value> &args, Value out,
           Value sA, Value sB, bool partial)
      : kb(kb), g(g), args(args), out(out), sA(sA), sB(sB), s(gemmShapeOf(g.ops[0])),
        t(g.simtTile), partial(partial) {
    bm = 16 * t, bk = kSliceElems / bm;
    half = std::max<int64_t>(t / 2, 1), parts = t / half;
    splits = partial ? g.splitK : 1;
    kPer = ceilDiv(ceilDiv(s.k, splits), bk) * bk;
    kTail = s.k % bk != 0 || (splits > 1 && s.k % kPer != 0);
  }

  // One operand's four elements per slice, as this thread loads them.
  struct Fetch {
    Value mem;
    bool kMajor;    // a [K, N] B: rows of the slice are K, 4 columns of N
    bool vec;       // one 4-wide load
    Value base;     // element offset of the thread's row ([K, N]: the batch's)
    Value col;      // [K, N]: the first of the thread's 4 columns
    Value kOff;     // K offset inside the slice
    int64_t stride; // elements per K step ([K, N]: N), 1 along a row of K
    Value dst;      // shared offset in slice 0
  };
  Fetch plan(bool isA);
  SmallVector<Value> load(const Fetch &f, Value k0);
  void stash(const Fetch &f, Value shared, ArrayRef<Value> vals, Value slice);
  LaunchDims build();
  void epilogue(ArrayRef<Value> acc);
};

SimtGemm::Fetch SimtGemm::plan(bool isA) {
  Fetch f;
  f.mem = args.lookup(isA ? s.a : s.b);
  f.kMajor = !isA && s.bKN;
  if (!f.kMajor) {
    // A [M, K] or linear's weight [N, K]: a thread loads 4 consecutive K
    // of one row and stores them transposed (k-major) in the slice.
    Value r = kb.div(tid, bk / 4), c = kb.mul(kb.rem(tid, bk / 4), 4);
    int64_t rows = isA ? s.m : s.n;
    Value row = kb.minu(kb.add(kb.mul(isA ? tm : tn, bm), r), kb.idx(rows - 1));
    Value base = kb.mul(row, s.k);
    if (isA && s.batch > 1)
      base = kb.add(base, kb.mul(bz, s.m * s.k));
    f.vec = s.k % 4 == 0;
    f.base = base, f.kOff = c, f.stride = 1;
    f.dst = kb.add(kb.mul(c, bm), r);
  } else {
    // B [K, N]: a thread loads 4 consecutive N of one K row, stored as is.
    Value r = kb.div(tid, bm / 4), c = kb.mul(kb.rem(tid, bm / 4), 4);
    f.vec = s.n % 4 == 0;
    Value col = kb.add(kb.mul(tn, bm), c);
    // A 4-wide group lies wholly inside or outside N; one outside reads the
    // last group (its columns are never stored).
    f.col = f.vec ? kb.minu(col, kb.idx(s.n - 4)) : col;
    f.base = s.batch > 1 ? kb.mul(bz, s.k * s.n) : kb.idx(0);
    f.kOff = r, f.stride = s.n;
    f.dst = kb.add(kb.mul(r, bm), c);
  }
  return f;
}

SmallVector<Value> SimtGemm::load(const Fetch &f, Value k0) {
  Value zero = kb.f32(0.0);
  SmallVector<Value> vals;
  if (!f.kMajor) {
    // Clamped: past the last slice (the loop's final prefetch) too.
    Value k = kb.add(k0, f.kOff);
    if (f.vec) {
      // K % 4 == 0: the 4 elements are all inside K or all outside.
      Value kc = kb.minu(k, kb.idx(s.k - 4));
      vals = kb.loadVecF32(f.mem, kb.add(f.base, kc), 4);
      if (kTail) {
        Value in = kb.lt(k, s.k);
        for (Value &v : vals)
          v = kb.select(in, v, zero);
      }
      return vals;
    }
    for (int64_t i = 0; i < 4; ++i) {
      Value ki = kb.add(k, kb.idx(i));
      Value v = kb.loadF32(f.mem, kb.add(f.base, kb.minu(ki, kb.idx(s.k - 1))));
      vals.push_back(kb.select(kb.lt(ki, s.k), v, zero));
    }
    return vals;
  }
  Value k = kb.add(k0, f.kOff);
  Value rowAt = kb.add(f.base, kb.mul(kb.minu(k, kb.idx(s.k - 1)), f.stride));
  if (f.vec) {
    vals = kb.loadVecF32(f.mem, kb.add(rowAt, f.col), 4);
  } else {
    // Columns past N read the row's last element (never stored).
    for (int64_t i = 0; i < 4; ++i) {
      Value col = kb.minu(kb.add(f.col, kb.idx(i)), kb.idx(s.n - 1));
      vals.push_back(kb.loadF32(f.mem, kb.add(rowAt, col)));
    }
  }
  if (kTail) {
    Value in = kb.lt(k, s.k);
    for (Value &v : vals)
      v = kb.select(in, v, zero);
  }
  return vals;
}

void SimtGemm::stash(const Fetch &f, Value shared, ArrayRef<Value> vals, Value slice) {
  Value at = kb.add(kb.mul(slice, kSliceElems), f.dst);
  if (f.kMajor)
    return kb.storeVecF32(vals, shared, at);
  for (int64_t i = 0; i < 4; ++i)
    kb.store(vals[i], shared, kb.add(at, kb.idx(i * bm)));
}

LaunchDims SimtGemm::build() {
  tid = kb.threadId(gpu::Dimension::x);
  tx = kb.rem(tid, 16), ty = kb.div(tid, 16);
  tn = kb.blockId(gpu::Dimension::x), tm = kb.blockId(gpu::Dimension::y);
  Value z = kb.blockId(gpu::Dimension::z);
  bz = splits > 1 ? kb.div(z, splits) : z;
  split = splits > 1 ? kb.rem(z, splits) : kb.idx(0);
  Fetch fa = plan(true), fb = plan(false);
  // Slices of this CTA's K range (splitKPlan keeps every range non-empty).
  int64_t slices = ceilDiv(std::min(s.k, kPer), bk);
  Value kStart = kb.mul(split, kPer);

  SmallVector<Value> acc(t * t, kb.f32(0.0));
  if (slices > 0) {
    stash(fa, sA, load(fa, kStart), kb.idx(0));
    stash(fb, sB, load(fb, kStart), kb.idx(0));
    kb.barrier();
    acc = kb.loop(kb.idx(0), kb.idx(slices), kb.idx(1), acc,
                  [&](Value kt, ValueRange in) -> SmallVector<Value> {
      SmallVector<Value> c(in.begin(), in.end());
      // The next slice's loads go out before this slice's FMAs (past the
      // last slice they read clamped, zeroed elements, never stored).
      Value nextK = kb.add(kStart, kb.mul(kb.add(kt, kb.idx(1)), bk));
      SmallVector<Value> na = load(fa, nextK), nb = load(fb, nextK);
      Value cur = kb.mul(kb.rem(kt, 2), kSliceElems);
      for (int64_t kk = 0; kk < bk; ++kk) {
        Value rowA = kb.add(cur, kb.idx(kk * bm));
        SmallVector<Value> av, bv;
        for (int64_t p = 0; p < parts; ++p) {
          Value off = kb.add(rowA, kb.idx(p * bm / parts));
          auto va = kb.loadVecF32(sA, kb.add(off, kb.mul(ty, half)), half);
          auto vb = kb.loadVecF32(sB, kb.add(off, kb.mul(tx, half)), half);
          av.append(va.begin(), va.end());
          bv.append(vb.begin(), vb.end());
        }
        for (int64_t i = 0; i < t; ++i)
          for (int64_t j = 0; j < t; ++j)
            c[i * t + j] = kb.fma(av[i], bv[j], c[i * t + j]);
      }
      Value next = kb.rem(kb.add(kt, kb.idx(1)), 2);
      stash(fa, sA, na, next);
      stash(fb, sB, nb, next);
      kb.barrier();
      return c;
    });
  }
  epilogue(acc);
  LaunchDims d;
  d.grid[0] = ceilDiv(s.n, bm), d.grid[1] = ceilDiv(s.m, bm), d.grid[2] = s.batch * splits;
  d.block[0] = kSimtThreads;
  // No register cap: at 128 (two CTAs per SM) the 8x8 tile spills, and
  // the spilled prefetch waits for its global load at once.
  return d;
}

void SimtGemm::epilogue(ArrayRef<Value> acc) {
  Operation *root = g.ops[0];
  // Partials: tile [batch, split] of the workspace, no bias or chain.
  Value cBase = partial ? kb.mul(kb.add(kb.mul(bz, splits), split), s.m * s.n)
                        : kb.mul(bz, s.m * s.n);
  Value bias = s.bias && !partial ? args.lookup(s.bias) : Value();
  bool vecOut = half == 4 && s.n % 4 == 0;
  auto finish = [&](Value v, Value col, Value i) {
    if (partial)
      return v;
    if (bias)
      v = kb.fadd(v, loadedAs(kb, g, s.bias, kb.loadF32(bias, col)));
    return applyChain(kb, ArrayRef<Operation *>(g.ops).drop_front(), v, root->getResult(0),
                      [&](Value in) { return loadedAs(kb, g, in, kb.loadF32(args.lookup(in), i)); });
  };
  for (int64_t i = 0; i < t; ++i) {
    Value row = kb.add(kb.mul(tm, bm), kb.add(kb.idx((i / half) * bm / parts + i % half),
                                              kb.mul(ty, half)));
    for (int64_t pc = 0; pc < parts; ++pc) {
      Value col0 = kb.add(kb.mul(tn, bm), kb.add(kb.idx(pc * bm / parts), kb.mul(tx, half)));
      Value rowAt = kb.add(cBase, kb.mul(row, s.n));
      if (vecOut) {
        // N % 4 == 0: the 4 columns are all inside N or all outside.
        kb.ifThen(kb.land(kb.lt(row, s.m), kb.lt(col0, s.n)), [&] {
          SmallVector<Value> vals;
          for (int64_t j = 0; j < half; ++j) {
            Value col = kb.add(col0, kb.idx(j));
            vals.push_back(finish(acc[i * t + pc * half + j], col, kb.add(rowAt, col)));
          }
          kb.storeVecF32(vals, out, kb.add(rowAt, col0));
        });
        continue;
      }
      for (int64_t j = 0; j < half; ++j) {
        Value col = kb.add(col0, kb.idx(j));
        kb.ifThen(kb.land(kb.lt(row, s.m), kb.lt(col, s.n)), [&] {
          Value at = kb.add(rowAt, col);
          kb.storeF32(finish(acc[i * t + pc * half + j], col, at), out, at);
        });
      }
    }
  }
}
} // namespace

SimtPlan oa::lowering::simtGemmPlan(const GemmShape &s, const Machine &mc, int64_t onlyTile) {
  // Estimated time, in FMAs per SM: (CTAs per SM, rounded up) x a CTA's
  // FMAs / the tile's rate (bigger tiles read shared memory less per FMA:
  // t = 8 a 4-wide read per 16 FMAs, t = 2 one per FMA), plus for split-K
  // writing and summing the partials (~40 FMAs' time per float moved on
  // an H100/H200: 67 TFLOP/s against 3.3 TB/s) and the second launch.
  constexpr int64_t tiles[] = {8, 4, 2, 1};
  constexpr double rate[] = {1.0, 0.8, 0.4, 0.15};
  constexpr double perFloat = 40, launch = 250e3;
  SimtPlan best{8, 1};
  double bestCost = -1;
  for (int i = 0; i < 4; ++i) {
    if (onlyTile && tiles[i] != onlyTile)
      continue;
    int64_t bm = 16 * tiles[i], bk = kSliceElems / bm;
    int64_t ctas = s.batch * ceilDiv(s.m, bm) * ceilDiv(s.n, bm);
    for (int64_t split = 1; split <= kMaxSplits; split *= 2) {
      // Each range at least 4 slices; ranges are whole slices.
      int64_t kPer = ceilDiv(ceilDiv(s.k, split), bk) * bk;
      if (split > 1 && (kPer < 4 * bk || ceilDiv(s.k, kPer) != split ||
                        split * s.batch * s.m * s.n >= (int64_t(1) << 30)))
        break;
      double cost = double(ceilDiv(ctas * split, mc.sms)) * double(bm * bm) * double(kPer) /
                    rate[i];
      if (split > 1)
        cost += 2 * perFloat * double(split * s.batch * s.m * s.n) / double(mc.sms) + launch;
      if (bestCost < 0 || cost < bestCost)
        best = {tiles[i], split}, bestCost = cost;
    }
  }
  return best;
}

LogicalResult oa::lowering::planSimtGemm(FusedGroup &g, const Machine &mc) {
  Operation *root = g.ops[0];
  GemmShape s = gemmShapeOf(root);
  int64_t tile = 0, split = 0;
  if (auto given = root->getAttr("oa.simt_tile")) {
    auto ia = dyn_cast<IntegerAttr>(given);
    tile = ia ? ia.getInt() : 0;
    if (tile != 1 && tile != 2 && tile != 4 && tile != 8)
      return root->emitOpError("oa.simt_tile must be 1, 2, 4 or 8 (outputs per thread along M "
                               "and N), got ")
             << given;
  }
  SimtPlan p = simtGemmPlan(s, mc, tile);
  g.simtTile = p.tile, g.splitK = p.splitK;
  if (auto given = root->getAttr("oa.split_k")) {
    auto ia = dyn_cast<IntegerAttr>(given);
    split = ia ? ia.getInt() : 0;
    int64_t bk = kSliceElems / (16 * g.simtTile);
    if (split < 1 || split > kMaxSplits ||
        (split > 1 && ceilDiv(s.k, ceilDiv(ceilDiv(s.k, split), bk) * bk) != split))
      return root->emitOpError("oa.split_k must be 1 to ")
             << kMaxSplits << " with every range of K non-empty (K = " << s.k
             << " in slices of " << bk << "), got " << given;
    g.splitK = split;
  }
  return success();
}

SmallVector<Type> oa::lowering::simtGemmSharedBuffers(MLIRContext *ctx) {
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto t = MemRefType::get({2 * kSliceElems}, Float32Type::get(ctx), MemRefLayoutAttrInterface(),
                           space);
  return {t, t};
}

LaunchDims oa::lowering::buildSimtGemm(KernelBuilder &kb, const FusedGroup &g,
                                       const DenseMap<Value, Value> &args, Value out,
                                       ArrayRef<Value> shared, bool partial) {
  return SimtGemm(kb, g, args, out, shared[0], shared[1], partial).build();
}

int64_t oa::lowering::splitKWorkspace(const FusedGroup &g) {
  GemmShape s = gemmShapeOf(g.ops[0]);
  return s.batch * g.splitK * s.m * s.n;
}

LaunchDims oa::lowering::buildSplitKSum(KernelBuilder &kb, const FusedGroup &g,
                                        const DenseMap<Value, Value> &args, Value out,
                                        Value work) {
  Operation *root = g.ops[0];
  GemmShape s = gemmShapeOf(root);
  int64_t mn = s.m * s.n, n = s.batch * mn, threads = kSimtThreads;
  Value bias = s.bias ? args.lookup(s.bias) : Value();
  Value tid = kb.threadId(gpu::Dimension::x), bid = kb.blockId(gpu::Dimension::x);
  Value step = kb.mul(kb.gridDim(gpu::Dimension::x), threads);
  kb.loop(kb.add(kb.mul(bid, threads), tid), kb.idx(n), step, [&](Value i) {
    Value b = kb.div(i, mn), r = kb.rem(i, mn);
    Value base = kb.add(kb.mul(b, g.splitK * mn), r);
    // Fixed order: the same sum on every run.
    Value v = kb.loadF32(work, base);
    for (int64_t p = 1; p < g.splitK; ++p)
      v = kb.fadd(v, kb.loadF32(work, kb.add(base, kb.idx(p * mn))));
    if (bias)
      v = kb.fadd(v, loadedAs(kb, g, s.bias, kb.loadF32(bias, kb.rem(r, s.n))));
    v = applyChain(kb, ArrayRef<Operation *>(g.ops).drop_front(), v, root->getResult(0),
                   [&](Value in) { return loadedAs(kb, g, in, kb.loadF32(args.lookup(in), i)); });
    kb.storeF32(v, out, i);
  });
  LaunchDims d;
  d.grid[0] = std::max<int64_t>(1, std::min<int64_t>(ceilDiv(n, threads), 65535));
  d.block[0] = threads;
  return d;
}
