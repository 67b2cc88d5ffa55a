//===- AttentionTC.cpp - FlashAttention-style oa.attention on HMMA ---------===//
//
// The forward of oa.attention for f16/bf16 q, k, v with head dim 64 or 128,
// in the manner of FlashAttention-2:
//
// - a CTA owns blockQ query rows of one (batch, head); each of its warps
//   owns one or two m16 tiles of rows (warpRows 16 or 32: with two, every
//   K and V fragment read from shared memory feeds two HMMAs) and keeps
//   their Q as mma A fragments in registers (or, qInRegs = 0, reads them
//   from shared memory for every key tile, for fewer registers);
// - K and V stream through shared memory blockK rows at a time, double
//   buffered with 16-byte cp.async copies (rows past Sk zero-filled), the
//   16-byte pieces XOR-swizzled by row so that copies and the 8-row reads of
//   ldmatrix touch 8 different bank groups;
// - S = Q K^T with mma.sync m16n8k16 (FP32 accumulators); the online
//   softmax works on the accumulator fragments: row maxima over the lane's
//   values then the quad (two xor shuffles), p = 2^(s*c - m*c) with
//   c = scale*log2(e) folded into one FMA, running sums kept per lane and
//   added across the quad only at the end;
// - P is narrowed to f16/bf16 in registers: the accumulator layout of two
//   n8 tiles is the A fragment of one k16 step, so P V needs no shared
//   memory for P; V's fragments come from ldmatrix.trans;
// - key tiles wholly visible to every row of the block run without masks;
//   the rest (the causal diagonal, the Sk tail) mask their scores to -inf.
//   Causal tiles past the diagonal are never loaded, and the heaviest query
//   blocks are launched first.
//
// Every row sees key 0 in the first tile (causal attention is top-left
// aligned), so its running max is finite from then on and masked scores
// give exactly 0.
//
//===----------------------------------------------------------------------===//
#include "Training.h"
#include "Async90.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

namespace {
int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

struct AttnShape {
  int64_t bh = 1, sq = 0, sk = 0, d = 0, dv = 0;
  bool causal = false;
  double scale = 1.0;
  Type elt;
};

AttnShape shapeOf(AttentionOp a) {
  auto qt = cast<RankedTensorType>(a.getQ().getType());
  auto vt = cast<RankedTensorType>(a.getV().getType());
  int64_t r = qt.getRank();
  AttnShape s;
  s.sq = qt.getDimSize(r - 2);
  s.d = qt.getDimSize(r - 1);
  s.sk = vt.getDimSize(r - 2);
  s.dv = vt.getDimSize(r - 1);
  s.bh = s.sq * s.d ? qt.getNumElements() / (s.sq * s.d) : 0;
  s.causal = a.getCausal();
  s.scale = a.getScale().convertToDouble();
  s.elt = qt.getElementType();
  return s;
}

struct AttnTC {
  KernelBuilder &kb;
  AttnShape s;
  const AttnPolicy &p;
  Value q, k, v, out, sQ, sK, sV;
  // Where q, k, v and the result sit in their buffers (contiguous unless
  // the group reads or writes them through reshapes, transposes and
  // slices), and the element offsets of this CTA's (batch, head) in q, k, v.
  StridedView qV, kV, vV, oV;
  Value qBase, kBase, vBase;
  Value smemBase; // wgmma: shared-window address of sQ (1024-aligned), an index

  int64_t threads, cpr, nT, dT, mt;
  bool bf16;
  Value tid, lane, warp, bh, q0;
  Type i32, fragT, accT;
  NVVM::MMATypes ptx;

  AttnTC(KernelBuilder &kb, const AttnShape &s, const AttnPolicy &p)
      : kb(kb), s(s), p(p), threads(p.threads()), cpr(s.d / 8), nT(p.blockK / 8), dT(s.dv / 8),
        mt(p.warpRows / 16),
        bf16(s.elt.isBF16()) {
    MLIRContext *ctx = kb.b.getContext();
    i32 = kb.b.getI32Type();
    fragT = VectorType::get({4, 2}, s.elt);
    accT = LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(4, kb.b.getF32Type()));
    ptx = bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  }

  Value xori(Value x, Value y) { return kb.b.create<arith::XOrIOp>(x, y); }
  Value sel(Value c, Value x, Value y) { return kb.b.create<arith::SelectOp>(c, x, y); }
  Value ex2(Value x) {
    return kb.b
        .create<LLVM::CallIntrinsicOp>(kb.b.getF32Type(),
                                       kb.b.getStringAttr("llvm.nvvm.ex2.approx.ftz.f32"),
                                       ValueRange{x})
        .getResult(0);
  }

  // Element offset of 16-byte piece `col` of tile row `row` (rows of `cpr`
  // pieces, cpr >= 8): the low three bits of the piece are XORed with row % 8.
  Value pieceOffset(Value row, Value col) {
    return kb.mul(kb.add(kb.mul(row, cpr), xori(col, kb.rem(row, 8))), 8);
  }
  // A lane's ldmatrix address as one register plus constants: the lane
  // reads piece p0 (< 8) of row r, and step (dr, dp) reads piece p0 + dp of
  // row r + dr, with dr a multiple of 8 (the same swizzle) and dp even.
  // Rows start on multiples of 8 pieces, so the swizzled piece is
  // (r*cpr + (p0 ^ r%8)) ^ (dp & 7), plus dp & ~7 and dr*cpr.
  struct LaneAddr {
    Value base;
  };
  LaneAddr laneAddr(Value row, Value p0) {
    return {kb.add(kb.mul(row, cpr), xori(p0, kb.rem(row, 8)))};
  }
  Value at(const LaneAddr &a, int64_t dr, int64_t dp) {
    Value x = (dp & 7) ? xori(a.base, kb.idx(dp & 7)) : a.base;
    return kb.mul(kb.add(x, kb.idx(dr * cpr + (dp & ~int64_t(7)))), 8);
  }

  // Element offset of piece `col` of row `row` of a tile of `rows` rows:
  // pieceOffset's rows for ldmatrix, or for wgmma the 128-byte swizzle's
  // layout: 64-column blocks of `rows` rows of 128 bytes, the pieces of a
  // row XORed with row % 8 (the same thing at head dim 64).
  Value tileOffset(Value row, Value col, int64_t rows) {
    if (!p.wgmma)
      return pieceOffset(row, col);
    Value blk = kb.div(col, 8), in = kb.rem(col, 8);
    return kb.add(kb.mul(blk, rows * 64),
                  kb.add(kb.mul(row, 64), kb.mul(xori(in, kb.rem(row, 8)), 8)));
  }

  // One thread's share of the copies of a tile of `rows` rows.
  struct Copy {
    Value dst, r, c;
  };
  SmallVector<Copy> planCopies(int64_t rows) {
    SmallVector<Copy> cs;
    for (int64_t i = 0; i < rows * cpr / threads; ++i) {
      Value id = kb.add(tid, kb.idx(i * threads));
      Copy c;
      c.r = kb.div(id, cpr);
      c.c = kb.rem(id, cpr);
      c.dst = tileOffset(c.r, c.c, rows);
      cs.push_back(c);
    }
    return cs;
  }
  // Copies rows first.. of the (batch, head)'s [len, d] matrix in `gmem`
  // (starting at element `base`, rows `rowStride` apart) into `smem` at
  // element `at`; rows past `len` are zero-filled from row 0.
  void issueCopies(ArrayRef<Copy> cs, Value gmem, Value base, int64_t rowStride, int64_t len,
                   Value first, Value smem, Value at, bool tail) {
    for (const Copy &c : cs) {
      Value row = kb.add(first, c.r);
      Value srcElems;
      if (tail) {
        Value ok = kb.lt(row, len);
        row = sel(ok, row, kb.idx(0));
        srcElems = sel(ok, kb.idx(8), kb.idx(0));
      }
      Value src = kb.add(base, kb.add(kb.mul(row, rowStride), kb.mul(c.c, 8)));
      nvgpu::DeviceAsyncCopyOp::create(
          kb.b, kb.b.getLoc(), nvgpu::DeviceAsyncTokenType::get(kb.b.getContext()), smem,
          ValueRange{kb.add(at, c.dst)}, gmem, ValueRange{src}, kb.b.getIndexAttr(8), srcElems,
          /*bypassL1=*/kb.b.getUnitAttr());
    }
  }

  Value ldmatrix(Value smem, Value at, bool trans) {
    return nvgpu::LdMatrixOp::create(kb.b, kb.b.getLoc(), fragT, smem, ValueRange{at}, trans, 4);
  }
  // Register i of an ldmatrix.x4 result as an mma operand (f16 operands are
  // <2 x half>, bf16 ones i32).
  Value operand(Value frag, int64_t i) {
    Value x = vector::ExtractOp::create(kb.b, kb.b.getLoc(), frag, ArrayRef<int64_t>{i});
    return bf16 ? LLVM::BitcastOp::create(kb.b, kb.b.getLoc(), i32, x).getResult() : x;
  }
  // Two FP32 values as one A-operand register (wgmma's inline PTX takes
  // every register as i32).
  Value pack(Value lo, Value hi) {
    Value x = vector::FromElementsOp::create(
        kb.b, kb.b.getLoc(), VectorType::get({2}, s.elt),
        ValueRange{kb.b.create<arith::TruncFOp>(s.elt, lo), kb.b.create<arith::TruncFOp>(s.elt, hi)});
    return bf16 || p.wgmma ? LLVM::BitcastOp::create(kb.b, kb.b.getLoc(), i32, x).getResult() : x;
  }
  void mma(ArrayRef<Value> a, ArrayRef<Value> b, MutableArrayRef<Value> c) {
    auto op = NVVM::MmaOp::create(
        kb.b, kb.b.getLoc(), accT, a, b, c, ArrayRef<int64_t>{16, 8, 16}, std::nullopt,
        std::nullopt, std::array<NVVM::MMATypes, 2>{ptx, ptx},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
    for (int64_t e = 0; e < 4; ++e)
      c[e] = LLVM::ExtractValueOp::create(kb.b, kb.b.getLoc(), op.getResult(), ArrayRef<int64_t>{e});
  }

  LaunchDims build();
};

LaunchDims AttnTC::build() {
  double ninf = -std::numeric_limits<double>::infinity();
  const double c = s.scale * 1.4426950408889634; // scores to log2 units
  int64_t nQB = ceilDiv(s.sq, p.blockQ);
  int64_t kTiles = ceilDiv(s.sk, p.blockK);
  int64_t tileElems = p.blockK * s.d;
  tid = kb.threadId(gpu::Dimension::x);
  lane = kb.rem(tid, 32);
  warp = kb.div(tid, 32);
  bh = kb.blockId(gpu::Dimension::y);
  if (!p.tma) {
    qBase = qV.batchBase(kb, bh);
    kBase = kV.batchBase(kb, bh);
    vBase = vV.batchBase(kb, bh);
  }
  Value bx = kb.blockId(gpu::Dimension::x);
  // Causal: the last query blocks see the most keys; they go first.
  Value qb = s.causal ? kb.sub(kb.idx(nQB - 1), bx) : bx;
  q0 = kb.mul(qb, p.blockQ);

  // Key tiles: nKV in all, the first nFull visible to every row of the block.
  Value nKV = kb.idx(kTiles), nFull = kb.idx(s.sk / p.blockK);
  if (s.causal) {
    Value lastKey = kb.minu(kb.minu(kb.add(q0, kb.idx(p.blockQ)), kb.idx(s.sq)), kb.idx(s.sk));
    nKV = kb.div(kb.add(lastKey, kb.idx(p.blockK - 1)), p.blockK);
    nFull = kb.minu(kb.div(kb.add(q0, kb.idx(1)), p.blockK), nFull);
  }

  bool kTail = s.sk % p.blockK != 0;
  auto commit = [&] { NVVM::CpAsyncCommitGroupOp::create(kb.b, kb.b.getLoc()); };
  auto waitAll = [&] { NVVM::CpAsyncWaitGroupOp::create(kb.b, kb.b.getLoc(), 0); };
  SmallVector<Copy> copyKV;
  auto loadTile = [&](Value j, Value stage) {
    Value first = kb.mul(j, p.blockK), at = kb.mul(stage, tileElems);
    issueCopies(copyKV, k, kBase, kV.rowStride, s.sk, first, sK, at, kTail);
    issueCopies(copyKV, v, vBase, vV.rowStride, s.sk, first, sV, at, kTail);
  };
  // wgmma: the copies (generic proxy) become visible to the tensor cores'
  // reads (async proxy) before the barrier that publishes them.
  auto proxyFence = [&] {
    if (p.wgmma)
      asmStatement(kb, "fence.proxy.async.shared::cta;");
  };
  int64_t tileBytes = tileElems * 2, qBytes = p.blockQ * s.d * 2;
  // TMA: mbarriers after the tiles: Q's "full" (0), then per stage K's and
  // V's "full" (1 + stage, 3 + stage) and the "empty" one (5 + stage),
  // which each compute warp arrives on once its P V MMAs are done.
  Value bars;
  auto bar = [&](int64_t first, Value st) -> Value {
    return arith::AddIOp::create(kb.b, kb.b.getLoc(), bars,
                                 toI32(kb, kb.mul(kb.add(st, kb.idx(first)), 8)));
  };
  // Stage and phase of key tile j: stage j % 2 holds it for the
  // (j / 2)-th time.
  auto stageOf = [&](Value j) { return kb.rem(j, 2); };
  auto phaseOf = [&](Value j) { return toI32(kb, kb.rem(kb.div(j, 2), 2)); };
  if (p.tma) {
    bars = toI32(kb, kb.add(smemBase, kb.idx(qBytes + 4 * tileBytes)));
    kb.ifThen(kb.eq(tid, 0), [&] {
      mbarInit(kb, bar(0, kb.idx(0)), 1);
      for (int64_t st = 0; st < 2; ++st) {
        mbarInit(kb, bar(1, kb.idx(st)), 1);
        mbarInit(kb, bar(3, kb.idx(st)), 1);
        mbarInit(kb, bar(5, kb.idx(st)), threads / 32);
      }
      asmStatement(kb, "fence.mbarrier_init.release.cluster;");
    });
    kb.barrier();
    // The TMA warp's first lane: Q's tile, then each key tile's K and V
    // boxes (64 columns, the swizzle's 128 bytes, by the tile's rows) once
    // the compute warps have freed its stage.  Rows past S (and past the
    // (batch, head)'s end) read as zeros.
  }
  // TMA loads of Q's tile, and of key tile j's K and V boxes (64 columns,
  // the swizzle's 128 bytes, by the tile's rows) on its stage's "full"
  // barriers.  Rows past S (and past the (batch, head)'s end) read as zeros.
  // The maps' dimensions are d, rows and the view's batch factors
  // (innermost first): the box's coordinates are bh's digits.
  auto tmaBoxes = [&](Value map, const StridedView &view, Value dst, int64_t rows, Value row0,
                      Value full) {
    for (int64_t blk = 0; blk < s.d / 64; ++blk) {
      SmallVector<Value> at{constI32(kb, blk * 64), toI32(kb, row0)};
      for (Value digit : view.batchDigits(kb, bh))
        at.push_back(toI32(kb, digit));
      tmaLoad(kb, map, toI32(kb, kb.add(dst, kb.idx(blk * rows * 128))), at, full);
    }
  };
  auto tmaQ = [&] {
    mbarExpectTx(kb, bar(0, kb.idx(0)), qBytes);
    tmaBoxes(kb.tensorMaps[0], qV, smemBase, p.blockQ, q0, bar(0, kb.idx(0)));
  };
  auto tmaKV = [&](Value j) {
    Value st = stageOf(j);
    for (int64_t which = 0; which < 2; ++which) {
      Value full = bar(1 + 2 * which, st);
      mbarExpectTx(kb, full, tileBytes);
      Value dst = kb.add(smemBase, kb.add(kb.idx(qBytes + which * 2 * tileBytes),
                                          kb.mul(st, tileBytes)));
      tmaBoxes(kb.tensorMaps[1 + which], which ? vV : kV, dst, p.blockK, kb.mul(j, p.blockK),
               full);
    }
  };
  if (p.tma && p.tmaWarp) {
    // The TMA warp's first lane: Q, then each key tile once the compute
    // warps have freed its stage.
    kb.ifThen(kb.eq(tid, threads), [&] {
      tmaQ();
      kb.loop(kb.idx(0), nKV, kb.idx(1), [&](Value j) {
        // A fresh barrier counts as past a phase of parity 1: the first
        // use of each stage does not wait.
        mbarWait(kb, bar(5, stageOf(j)),
                 arith::SubIOp::create(kb.b, kb.b.getLoc(), constI32(kb, 1), phaseOf(j)));
        tmaKV(j);
      });
    });
  } else if (p.tma) {
    // No TMA warp: thread 0 loads Q and the first two tiles here, and tile
    // t + 2 once every warp has freed tile t (refill, below).
    kb.ifThen(kb.eq(tid, 0), [&] {
      tmaQ();
      tmaKV(kb.idx(0));
      kb.ifThen(kb.lt(kb.idx(1), nKV), [&] { tmaKV(kb.idx(1)); });
    });
  } else {
    SmallVector<Copy> copyQ = planCopies(p.blockQ);
    copyKV = planCopies(p.blockK);
    issueCopies(copyQ, q, qBase, qV.rowStride, s.sq, q0, sQ, kb.idx(0), s.sq % p.blockQ != 0);
    loadTile(kb.idx(0), kb.idx(0));
    commit();
    waitAll();
    proxyFence();
    kb.barrier();
  }
  // The compute warps (all but the TMA warp).
  auto compute = [&] {
  Value l16 = kb.rem(lane, 16), hi = kb.div(lane, 16), l8 = kb.rem(lane, 8);
  Value warpRow = kb.mul(warp, p.warpRows);
  // HMMA: Q's A fragments, one ldmatrix.x4 per m16 tile and k16 step:
  // lanes 0-15 address rows 0-15 of the tile, lanes 16-31 the same rows'
  // next 8 columns.  Held in registers (qInRegs) or read again for every
  // key tile.
  LaneAddr qLane, kLane, vLane;
  SmallVector<SmallVector<SmallVector<Value>>> qa(mt);
  auto loadQ = [&](int64_t mi, int64_t kk) -> SmallVector<Value> {
    Value f = ldmatrix(sQ, at(qLane, mi * 16, 2 * kk), false);
    return {operand(f, 0), operand(f, 1), operand(f, 2), operand(f, 3)};
  };
  // wgmma: descriptors of this warpgroup's 64 rows of Q and of stage 0 of
  // K and V (K-major Q and K; V is read transposed, its 64-column blocks
  // blockK rows apart).
  Value descQ, descK0, descV0;
  if (p.wgmma) {
    int64_t kMajor = wgmmaDescriptorBits(16, 1024);
    descQ = wgmmaDescriptor(kb, kb.add(smemBase, kb.mul(kb.div(warp, 4), 64 * 128)), kMajor);
    descK0 = wgmmaDescriptor(kb, kb.add(smemBase, kb.idx(qBytes)), kMajor);
    descV0 = wgmmaDescriptor(kb, kb.add(smemBase, kb.idx(qBytes + 2 * tileBytes)),
                             wgmmaDescriptorBits(p.blockK * 128, 1024));
  } else {
    qLane = laneAddr(kb.add(warpRow, l16), hi);
    if (p.qInRegs)
      for (int64_t mi = 0; mi < mt; ++mi)
        for (int64_t kk = 0; kk < s.d / 16; ++kk)
          qa[mi].push_back(loadQ(mi, kk));
    // K rows are the n of S: lanes 0-7 / 16-23 address keys 0-7 / 8-15 of
    // an n16 pair, lanes 8-15 / 24-31 the same keys' next 8 columns.
    kLane = laneAddr(kb.add(l8, kb.mul(hi, 8)), kb.rem(kb.div(lane, 8), 2));
    // V's rows are the k of P V: lanes 0-15 address keys 0-15 of a k16
    // step, lanes 16-31 the same keys' next 8 columns.
    vLane = laneAddr(l16, hi);
  }
  auto stageDesc = [&](Value desc, Value j) -> Value {
    Location loc = kb.b.getLoc();
    Value off = kb.mul(kb.rem(j, 2), tileBytes / 16);
    return arith::AddIOp::create(kb.b, loc, desc,
                                 arith::IndexCastUIOp::create(kb.b, loc, kb.b.getI64Type(), off));
  };
  WgmmaOp sFirst(s.elt, p.blockK, false, false, /*zero=*/true);
  WgmmaOp sNext(s.elt, p.blockK, false, false);
  WgmmaOp pvOp(s.elt, s.dv, /*regA=*/true, /*transB=*/true);
  // A k16 step of a K-major operand: 32 bytes along its 128-byte rows,
  // then the next 64-column block.
  auto kStepBytes = [&](int64_t kk, int64_t rows) { return (kk / 4) * rows * 128 + (kk % 4) * 32; };

  Value gq = kb.div(lane, 4), tq = kb.rem(lane, 4);
  // The lane's rows in the sequence: gq and gq + 8 of each m16 tile.
  SmallVector<std::array<Value, 2>> rowQ(mt);
  for (int64_t mi = 0; mi < mt; ++mi) {
    rowQ[mi][0] = kb.add(q0, kb.add(warpRow, kb.add(gq, kb.idx(mi * 16))));
    rowQ[mi][1] = kb.add(rowQ[mi][0], kb.idx(8));
  }

  // Loop state: the O accumulators of each m16 tile, then per tile m0 m1 l0 l1.
  int64_t nO = dT * 4, nAcc = mt * nO;
  SmallVector<Value> init(nAcc, kb.f32(0.0));
  for (int64_t mi = 0; mi < mt; ++mi)
    init.append({kb.f32(ninf), kb.f32(ninf), kb.f32(0.0), kb.f32(0.0)});

  // wgmma: S = Q K^T for key tile j, one m64n(blockK)k16 per k16 step of
  // the warpgroup's m64 tile, the first without accumulators; committed,
  // not waited for.
  auto issueS = [&](Value j) -> SmallVector<Value> {
    SmallVector<Value> acc(nT * 4, kb.f32(0.0));
    asmStatement(kb, "wgmma.fence.sync.aligned;");
    Value dK = stageDesc(descK0, j);
    for (int64_t kk = 0; kk < s.d / 16; ++kk)
      acc = (kk ? sNext : sFirst)
                .build(kb, ValueRange{wgmmaAdvance(kb, descQ, kStepBytes(kk, p.blockQ))},
                       wgmmaAdvance(kb, dK, kStepBytes(kk, p.blockK)), acc);
    asmStatement(kb, "wgmma.commit_group.sync.aligned;");
    return acc;
  };
  // wgmma: O += P V for key tile j (once V is in, with TMA): one
  // m64n(dv)k16 per k16 step, A (`pa`: 4 registers a step) from registers;
  // committed, not waited for.
  auto issuePV = [&](Value j, ArrayRef<Value> pa, SmallVector<Value> o) {
    if (p.tma)
      mbarWait(kb, bar(3, stageOf(j)), phaseOf(j));
    asmStatement(kb, "wgmma.fence.sync.aligned;");
    Value dV = stageDesc(descV0, j);
    for (int64_t kk = 0; kk < p.blockK / 16; ++kk)
      o = pvOp.build(kb, pa.slice(4 * kk, 4), wgmmaAdvance(kb, dV, kk * 16 * 128), o);
    asmStatement(kb, "wgmma.commit_group.sync.aligned;");
    return o;
  };
  // TMA: tile j's MMAs are done; its stage may be refilled.  Without a TMA
  // warp thread 0 then waits until every warp has freed it and loads tile
  // j + 2 there (warp 0 waits for the slowest warp to finish tile j).
  auto release = [&](Value j) {
    if (!p.tma)
      return;
    kb.ifThen(kb.eq(lane, 0), [&] { mbarArrive(kb, bar(5, stageOf(j))); });
    if (!p.tmaWarp) {
      Value next = kb.add(j, kb.idx(2));
      kb.ifThen(kb.land(kb.eq(tid, 0), kb.lt(next, nKV)), [&] {
        mbarWait(kb, bar(5, stageOf(j)), phaseOf(j));
        tmaKV(next);
      });
    }
  };
  auto waitGroups = [&](int64_t n) {
    asmStatement(kb, ("wgmma.wait_group.sync.aligned " + Twine(n) + ";").str());
  };
  // Hidden scores of tile j (the Sk tail, keys after the row when causal)
  // become -inf.
  // The causal test compares the row's distance to the tile's first key
  // with each element's constant offset: comparing keys with the rows
  // instead gives LICM one invariant per element (rowQ - offset), 64 more
  // live registers at head dim 128, which spilled.
  auto mask = [&](SmallVectorImpl<SmallVector<Value>> &sc, Value j) {
    Value key0 = kb.add(kb.mul(j, p.blockK), kb.mul(tq, 2));
    for (int64_t mi = 0; mi < mt; ++mi) {
      std::array<Value, 2> dist;
      if (s.causal)
        for (int64_t h = 0; h < 2; ++h)
          dist[h] = kb.sub(rowQ[mi][h], key0);
      for (int64_t t = 0; t < nT; ++t)
        for (int64_t e = 0; e < 4; ++e) {
          int64_t off = t * 8 + e % 2;
          Value hide;
          if (kTail)
            hide = kb.b.create<arith::CmpIOp>(arith::CmpIPredicate::uge,
                                              kb.add(key0, kb.idx(off)), kb.idx(s.sk));
          if (s.causal) {
            Value after = kb.b.create<arith::CmpIOp>(arith::CmpIPredicate::slt, dist[e / 2],
                                                     kb.idx(off));
            hide = hide ? kb.b.create<arith::OrIOp>(hide, after).getResult() : after;
          }
          if (hide)
            sc[mi][t * 4 + e] = sel(hide, kb.f32(ninf), sc[mi][t * 4 + e]);
        }
    }
  };
  // Online softmax on rows gq (values 0, 1 of each n8 tile) and gq + 8
  // (values 2, 3) of each m16 tile: updates m and l in `ml`, returns P and
  // sets the factors the O accumulators of rows gq, gq + 8 take.
  auto softmax = [&](ArrayRef<SmallVector<Value>> sc, MutableArrayRef<Value> ml,
                     SmallVectorImpl<std::array<Value, 2>> &alpha) {
    SmallVector<SmallVector<Value>> ps(mt, SmallVector<Value>(nT * 4));
    alpha.resize(mt);
    for (int64_t mi = 0; mi < mt; ++mi)
      for (int64_t h = 0; h < 2; ++h) {
        Value &m = ml[mi * 4 + h], &l = ml[mi * 4 + 2 + h];
        SmallVector<Value> vals;
        for (int64_t t = 0; t < nT; ++t)
          vals.append({sc[mi][t * 4 + 2 * h], sc[mi][t * 4 + 2 * h + 1]});
        Value mx = kb.treeFold(Combine::Max, vals);
        mx = kb.fmax(mx, kb.shuffleXor(mx, 1));
        mx = kb.fmax(mx, kb.shuffleXor(mx, 2));
        Value mNew = kb.fmax(m, mx);
        Value negMc = kb.fneg(kb.fmul(mNew, kb.f32(c)));
        alpha[mi][h] = ex2(kb.fma(m, kb.f32(c), negMc));
        SmallVector<Value> row;
        for (int64_t t = 0; t < nT; ++t)
          for (int64_t e = 2 * h; e < 2 * h + 2; ++e) {
            ps[mi][t * 4 + e] = ex2(kb.fma(sc[mi][t * 4 + e], kb.f32(c), negMc));
            row.push_back(ps[mi][t * 4 + e]);
          }
        l = kb.fma(l, alpha[mi][h], kb.treeFold(Combine::Sum, row));
        m = mNew;
      }
    return ps;
  };
  auto rescale = [&](MutableArrayRef<Value> o, ArrayRef<std::array<Value, 2>> alpha) {
    for (int64_t mi = 0; mi < mt; ++mi)
      for (int64_t i = 0; i < nO; ++i)
        o[mi * nO + i] = kb.fmul(o[mi * nO + i], alpha[mi][(i % 4) / 2]);
  };
  // wgmma: P as A registers, every step's packed before the fence (which
  // oa-llc does not schedule across): a register of P that an in-flight
  // MMA reads cannot be rewritten until it completes, so P computed
  // between the MMAs would serialise them.
  auto packP = [&](ArrayRef<Value> ps) {
    SmallVector<Value> pa;
    for (int64_t i = 0; i < nT * 2; ++i)
      pa.push_back(pack(ps[2 * i], ps[2 * i + 1]));
    return pa;
  };

  auto body = [&](bool masked, Value j, ValueRange st) -> SmallVector<Value> {
    SmallVector<Value> o(st.begin(), st.begin() + nAcc);
    SmallVector<Value> ml(st.begin() + nAcc, st.end());
    // Tile j is in; every warp is done with tile j-1, whose buffer the
    // copies of tile j+1 now fill.
    if (p.tma) {
      mbarWait(kb, bar(1, stageOf(j)), phaseOf(j));
    } else {
      waitAll();
      proxyFence();
      kb.barrier();
      Value next = kb.add(j, kb.idx(1));
      kb.ifThen(kb.lt(next, nKV), [&] { loadTile(next, kb.rem(next, 2)); });
      commit();
    }
    Value stage = kb.mul(kb.rem(j, 2), tileElems);

    // S = Q K^T: per m16 tile, nT n8 tiles of 4 accumulators.  HMMA:
    // each K fragment serves every m16 tile of the warp.
    SmallVector<SmallVector<Value>> sc(mt, SmallVector<Value>(nT * 4, kb.f32(0.0)));
    if (p.wgmma) {
      sc[0] = issueS(j);
      waitGroups(0);
    }
    for (int64_t kk = 0; kk < s.d / 16 && !p.wgmma; ++kk) {
      SmallVector<Value> kf;
      for (int64_t n2 = 0; n2 < nT / 2; ++n2)
        kf.push_back(ldmatrix(sK, kb.add(stage, at(kLane, n2 * 16, 2 * kk)), false));
      for (int64_t mi = 0; mi < mt; ++mi) {
        SmallVector<Value> a = p.qInRegs ? qa[mi][kk] : loadQ(mi, kk);
        for (int64_t t = 0; t < nT; ++t) {
          Value b[2] = {operand(kf[t / 2], (t % 2) * 2), operand(kf[t / 2], (t % 2) * 2 + 1)};
          mma(a, b, MutableArrayRef<Value>(sc[mi]).slice(t * 4, 4));
        }
      }
    }
    if (masked)
      mask(sc, j);
    SmallVector<std::array<Value, 2>> alpha;
    SmallVector<SmallVector<Value>> ps = softmax(sc, ml, alpha);
    rescale(o, alpha);
    // O += P V: k16 step kk covers keys 16kk.. (S tiles 2kk, 2kk+1), whose
    // accumulators are the step's A fragment.  HMMA: each V fragment serves
    // every m16 tile.
    if (p.wgmma) {
      o = issuePV(j, packP(ps[0]), o);
      waitGroups(0);
      release(j);
    }
    for (int64_t kk = 0; kk < p.blockK / 16 && !p.wgmma; ++kk) {
      SmallVector<std::array<Value, 4>> a(mt);
      for (int64_t mi = 0; mi < mt; ++mi) {
        ArrayRef<Value> x = ArrayRef<Value>(ps[mi]).slice(8 * kk, 8);
        a[mi] = {pack(x[0], x[1]), pack(x[2], x[3]), pack(x[4], x[5]), pack(x[6], x[7])};
      }
      for (int64_t n2 = 0; n2 < dT / 2; ++n2) {
        Value f = ldmatrix(sV, kb.add(stage, at(vLane, kk * 16, 2 * n2)), true);
        for (int64_t h = 0; h < 2; ++h) {
          Value b[2] = {operand(f, 2 * h), operand(f, 2 * h + 1)};
          for (int64_t mi = 0; mi < mt; ++mi)
            mma(a[mi], b, MutableArrayRef<Value>(o).slice(mi * nO + (2 * n2 + h) * 4, 4));
        }
      }
    }
    o.append(ml.begin(), ml.end());
    return o;
  };

  // overlap (wgmma with TMA): tile j's S is issued before tile j-1's P V,
  // and its softmax runs while P V does: state O, m/l, then P of tile j-1
  // (packed).  Tile 0's S and softmax come first (masked: a no-op on a
  // tile every row sees in full), tile nKV-1's P V last.
  int64_t nP = nT * 2;
  auto overlapped = [&](bool masked, Value j, ValueRange st) -> SmallVector<Value> {
    SmallVector<Value> o(st.begin(), st.begin() + nAcc);
    SmallVector<Value> ml(st.begin() + nAcc, st.begin() + nAcc + 4);
    SmallVector<Value> pa(st.begin() + nAcc + 4, st.end());
    mbarWait(kb, bar(1, stageOf(j)), phaseOf(j));
    Value jPrev = kb.sub(j, kb.idx(1));
    SmallVector<SmallVector<Value>> sc{issueS(j)};
    o = issuePV(jPrev, pa, o);
    waitGroups(1); // S done; P V of tile j-1 in flight
    if (masked)
      mask(sc, j);
    SmallVector<std::array<Value, 2>> alpha;
    SmallVector<SmallVector<Value>> ps = softmax(sc, ml, alpha);
    SmallVector<Value> next = packP(ps[0]);
    waitGroups(0);
    release(jPrev);
    rescale(o, alpha);
    o.append(ml.begin(), ml.end());
    o.append(next.begin(), next.end());
    return o;
  };


  if (p.tma)
    mbarWait(kb, bar(0, kb.idx(0)), constI32(kb, 0));
  SmallVector<Value> st;
  if (p.overlap) {
    Value j0 = kb.idx(0);
    mbarWait(kb, bar(1, stageOf(j0)), phaseOf(j0));
    SmallVector<SmallVector<Value>> sc{issueS(j0)};
    waitGroups(0);
    mask(sc, j0);
    SmallVector<Value> ml(init.begin() + nAcc, init.end());
    SmallVector<std::array<Value, 2>> alpha;
    SmallVector<SmallVector<Value>> ps = softmax(sc, ml, alpha);
    st.assign(init.begin(), init.begin() + nAcc);
    st.append(ml.begin(), ml.end());
    SmallVector<Value> pa = packP(ps[0]);
    st.append(pa.begin(), pa.end());
    Value one = kb.idx(1), split = kb.b.create<arith::MaxUIOp>(nFull, one);
    st = kb.loop(one, split, one, st,
                 [&](Value j, ValueRange it) { return overlapped(false, j, it); });
    if (s.causal || kTail)
      st = kb.loop(split, nKV, one, st,
                   [&](Value j, ValueRange it) { return overlapped(true, j, it); });
    Value last = kb.sub(nKV, one);
    SmallVector<Value> o = issuePV(last, ArrayRef<Value>(st).take_back(nP),
                                   SmallVector<Value>(st.begin(), st.begin() + nAcc));
    waitGroups(0);
    release(last);
    llvm::copy(o, st.begin());
    st.resize(nAcc + 4);
  } else {
    st = kb.loop(kb.idx(0), nFull, kb.idx(1), init,
                 [&](Value j, ValueRange it) { return body(false, j, it); });
    if (s.causal || kTail)
      st = kb.loop(nFull, nKV, kb.idx(1), st,
                   [&](Value j, ValueRange it) { return body(true, j, it); });
  }
  // No copy may be in flight into shared memory when the CTA exits (TMA:
  // the compute warps waited for every box).
  if (!p.tma)
    waitAll();

  // O / l, rows past Sq not stored.  Every row has a positive l (key 0).
  for (int64_t mi = 0; mi < mt; ++mi)
    for (int64_t h = 0; h < 2; ++h) {
      Value lt = st[nAcc + mi * 4 + 2 + h];
      lt = kb.fadd(lt, kb.shuffleXor(lt, 1));
      lt = kb.fadd(lt, kb.shuffleXor(lt, 2));
      Value inv = kb.fdiv(kb.f32(1.0), lt);
      auto store = [&] {
        Value base = kb.add(oV.batchBase(kb, bh), kb.mul(rowQ[mi][h], oV.rowStride));
        for (int64_t t = 0; t < dT; ++t) {
          int64_t i = mi * nO + t * 4 + 2 * h;
          kb.storeVecF32({kb.fmul(st[i], inv), kb.fmul(st[i + 1], inv)}, out,
                         kb.add(base, kb.add(kb.mul(tq, 2), kb.idx(t * 8))));
        }
      };
      if (s.sq % p.blockQ != 0)
        kb.ifThen(kb.lt(rowQ[mi][h], s.sq), store);
      else
        store();
    }

  };
  if (p.tma)
    kb.ifThen(kb.lt(tid, threads), compute);
  else
    compute();

  LaunchDims d;
  d.grid[0] = nQB;
  d.grid[1] = s.bh;
  d.block[0] = p.ctaThreads();
  d.minCTAsPerSM = p.ctasPerSM;
  return d;
}
} // namespace

bool oa::lowering::attentionTensorCoreEligible(Operation *op, std::string *why) {
  auto a = cast<AttentionOp>(op);
  AttnShape s = shapeOf(a);
  auto no = [&](const char *r) {
    if (why)
      *why = r;
    return false;
  };
  auto et = [](Value x) { return cast<RankedTensorType>(x.getType()).getElementType(); };
  if (et(a.getK()) != s.elt || et(a.getV()) != s.elt || !(s.elt.isF16() || s.elt.isBF16()))
    return no("q, k and v are not all f16 or all bf16");
  if (s.d != s.dv || (s.d != 64 && s.d != 128))
    return no("the head dims of q, k and v are not all 64 or all 128");
  if (!(s.scale > 0.0))
    return no("the scale is not positive");
  if (s.bh == 0 || s.sq == 0 || s.sk == 0)
    return no("an empty dimension");
  if (s.bh > 65535)
    return no("more than 65535 (batch, head) pairs");
  return true;
}

bool oa::lowering::attentionTakesTensorCores(Operation *op, const Machine &m) {
  return (m.attentionTensorCores || op->hasAttr("oa.policy")) && attentionTensorCoreEligible(op);
}

LogicalResult oa::lowering::planAttention(FusedGroup &g, const Machine &m) {
  Operation *op = g.ops[0];
  std::string why;
  if (op->hasAttr("oa.policy") && !attentionTensorCoreEligible(op, &why))
    return op->emitOpError("oa.policy is for the tensor-core attention, which does not take "
                           "this one: ")
           << why;
  if (!attentionTakesTensorCores(op, m))
    return success();
  g.tensorCore = true;
  AttnShape s = shapeOf(cast<AttentionOp>(op));
  g.attn = defaultAttnPolicy(m.sm, m.tma);
  return overrideAttnPolicy(op, g.attn, s.d, s.elt.isF16(), m.sm, m.tma);
}

SmallVector<TensorMapSpec> oa::lowering::attentionTensorMaps(const FusedGroup &g) {
  if (!g.tensorCore || !g.attn.tma)
    return {};
  auto a = cast<AttentionOp>(g.ops[0]);
  AttnShape s = shapeOf(a);
  const AttnPolicy &p = g.attn;
  // [batch*heads, S, D] as rank 3, or through a view d, S and the batch's
  // factors: a tile never reads another head's rows.
  SmallVector<TensorMapSpec> maps;
  for (auto [in, rows, blockRows] : {std::tuple{a.getQ(), s.sq, p.blockQ},
                                     std::tuple{a.getK(), s.sk, p.blockK},
                                     std::tuple{a.getV(), s.sk, p.blockK}}) {
    auto it = g.viaView.find(in);
    if (it == g.viaView.end()) {
      maps.push_back(TensorMapSpec{in, {s.d, rows, s.bh}, {64, blockRows, 1}});
      continue;
    }
    const StridedView &v = it->second.second;
    TensorMapSpec m{it->second.first, {s.d, rows}, {64, blockRows}};
    m.strides.push_back(v.rowStride * 2);
    for (size_t i = v.batchSizes.size(); i-- > 0;) {
      m.dims.push_back(v.batchSizes[i]);
      m.box.push_back(1);
      m.strides.push_back(v.batchStrides[i] * 2);
    }
    m.offset = v.offset * 2;
    maps.push_back(m);
  }
  return maps;
}

SmallVector<Type> oa::lowering::attentionSharedBuffers(const FusedGroup &g, MLIRContext *ctx) {
  AttnShape s = shapeOf(cast<AttentionOp>(g.ops[0]));
  int64_t bytes = g.attn.sharedBytes(s.d, 2);
  // wgmma's tiles are aligned at run time, in dynamic memory.
  if (bytes > GemmPolicy::maxStaticShared || g.attn.wgmma)
    return {};
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  return {MemRefType::get({bytes}, IntegerType::get(ctx, 8), MemRefLayoutAttrInterface(), space)};
}

LaunchDims oa::lowering::buildAttentionTC(KernelBuilder &kb, const FusedGroup &g,
                                          const DenseMap<Value, Value> &args, Value out,
                                          ArrayRef<Value> shared) {
  auto a = cast<AttentionOp>(g.ops[0]);
  AttnShape s = shapeOf(a);
  const AttnPolicy &p = g.attn;
  auto space = gpu::AddressSpaceAttr::get(kb.b.getContext(), gpu::AddressSpace::Workgroup);
  int64_t dynBytes = 0;
  Value buf;
  if (!shared.empty()) {
    buf = shared[0];
    if (auto fn = dyn_cast<gpu::GPUFuncOp>(buf.getParentBlock()->getParentOp()))
      fn.setWorkgroupAttributionAttr(0, LLVM::LLVMDialect::getAlignAttrName(),
                                     kb.b.getI64IntegerAttr(128));
  } else {
    dynBytes = p.sharedBytes(s.d, 2);
    buf = gpu::DynamicSharedMemoryOp::create(
        kb.b, kb.b.getLoc(),
        MemRefType::get({ShapedType::kDynamic}, kb.b.getI8Type(), MemRefLayoutAttrInterface(),
                        space));
  }
  // wgmma's 128-byte swizzle repeats every 1024 bytes of the shared-window
  // address: the tiles start on the first 1024-byte boundary of the buffer
  // (sharedBytes counts the 1 KiB this may skip).
  Value addr, pad = kb.idx(0);
  if (p.wgmma) {
    addr = memref::ExtractAlignedPointerAsIndexOp::create(kb.b, kb.b.getLoc(), buf);
    pad = kb.rem(kb.sub(kb.idx(1024), kb.rem(addr, 1024)), 1024);
  }
  auto view = [&](int64_t byteOff, int64_t n) -> Value {
    return memref::ViewOp::create(kb.b, kb.b.getLoc(),
                                  MemRefType::get({n}, s.elt, MemRefLayoutAttrInterface(), space),
                                  buf, kb.add(pad, kb.idx(byteOff)), ValueRange{});
  };
  int64_t qElems = p.blockQ * s.d, kvElems = 2 * p.blockK * s.d;
  AttnTC t(kb, s, p);
  t.q = args.lookup(a.getQ());
  t.k = args.lookup(a.getK());
  t.v = args.lookup(a.getV());
  t.out = out;
  auto viewOf = [&](Value in, int64_t rows, int64_t cols) {
    auto it = g.viaView.find(in);
    return it == g.viaView.end() ? StridedView::contiguous(s.bh, rows, cols) : it->second.second;
  };
  t.qV = viewOf(a.getQ(), s.sq, s.d);
  t.kV = viewOf(a.getK(), s.sk, s.d);
  t.vV = viewOf(a.getV(), s.sk, s.dv);
  t.oV = g.outView.value_or(StridedView::contiguous(s.bh, s.sq, s.dv));
  t.sQ = view(0, qElems);
  t.sK = view(qElems * 2, kvElems);
  t.sV = view((qElems + kvElems) * 2, kvElems);
  if (p.wgmma)
    t.smemBase = kb.add(addr, pad);
  LaunchDims d = t.build();
  d.dynShared = dynBytes;
  return d;
}
