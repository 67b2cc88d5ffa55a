//===- GemmTC.cpp - tensor-core GEMM kernels (HMMA m16n8k16, m16n8k8 tf32) ===//
//
// linear / matmul / batch_matmul with f16 or bf16 operands, or f32
// operands read as TF32 when the user allows it, and FP32 accumulators,
// for sm_80 and sm_90 (which runs the same HMMA code):
//
// - a CTA owns a bm x bn tile of C; warpsM x warpsN warps each own a
//   (bm/warpsM) x (bn/warpsN) block of m16n8 accumulator tiles in registers;
// - A [M,K] and B (linear's weight [N,K], or [K,N]) stream through shared
//   memory in bk-deep slices, `stages` deep, with 16-byte cp.async copies
//   (zero-filled past M, N and K), one commit group per slice;
// - 16-byte pieces are placed with an XOR swizzle so that both the copies
//   and the ldmatrix reads of 8 rows touch 8 different bank groups;
// - ldmatrix.x4 feeds A and B fragments (.trans for a [K,N] B) to
//   mma.sync.m16n8k16.row.col.f32.{f16,bf16};
// - TF32 (f32 in memory): each fragment register is rounded to TF32 to
//   nearest (roundTF32, cvt.rna.tf32.f32 as cuBLAS/CUTLASS do) before the
//   HMMA, which by itself would drop the low 13 mantissa bits (a bias
//   toward zero of ~2^-11 per operand that training accumulates); the
//   same 16-byte pieces hold 4 elements instead of 8 and each HMMA step
//   (m16n8k8) covers two pieces along K, as a k16 step of halves does, so
//   the copies, the swizzle and the ldmatrix addressing are those of f16;
//   an 8x8 b16 ldmatrix tile is an 8x4 tile of 32-bit words, which puts
//   element (g, t) in lane 4g + t: the A layout of m16n8k8.tf32 (and B's
//   for linear's [N,K] weight).  A [K,N] B has no 32-bit transposing load:
//   each lane reads its two words (k = t and t + 4, column g) with LDS.32
//   (as CUTLASS's SM80 tf32 kernels do for MN-major operands);
// - the epilogue adds the bias and applies the fused elementwise chain in
//   FP32, then stores pairs of columns, masked at the edges.
//
// On sm_90 (policy wgmma = 1: f16/bf16) the same copies feed warpgroup
// MMAs that read both operands from shared memory (buildWgmma, below); a
// [K,N] B is laid out in wgmma's MN-major form and read transposed.
//
// The slice loop waits for slice kt (cp.async.wait_group stages-2), then
// one barrier both publishes it to all warps and tells them slice kt-1's
// buffer is free, so the copy of slice kt+stages-1 goes there at once.
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"
#include "Async90.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <optional>

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

GemmShape oa::lowering::gemmShapeOf(Operation *root) {
  GemmShape s;
  s.a = root->getOperand(0);
  s.b = root->getOperand(1);
  auto at = cast<RankedTensorType>(s.a.getType());
  if (auto lin = dyn_cast<LinearOp>(root)) {
    s.k = at.getShape().back();
    s.m = at.getNumElements() / std::max<int64_t>(s.k, 1);
    s.n = cast<RankedTensorType>(lin.getWeight().getType()).getDimSize(0);
    s.bKN = false;
    s.bias = lin.getBias();
  } else if (isa<MatmulOp>(root)) {
    s.m = at.getDimSize(0), s.k = at.getDimSize(1);
    s.n = cast<RankedTensorType>(s.b.getType()).getDimSize(1);
  } else {
    s.batch = at.getDimSize(0), s.m = at.getDimSize(1), s.k = at.getDimSize(2);
    s.n = cast<RankedTensorType>(s.b.getType()).getDimSize(2);
  }
  return s;
}

FailureOr<bool> oa::lowering::tf32Allowed(Operation *root, const Machine &m) {
  Attribute a = root->getAttr(kFp32MatmulAttr);
  if (!a)
    return m.tf32;
  auto str = dyn_cast<StringAttr>(a);
  if (!str || (str.getValue() != "ieee" && str.getValue() != "tf32"))
    return root->emitOpError() << kFp32MatmulAttr << " must be \"ieee\" or \"tf32\", got " << a;
  return str.getValue() == "tf32";
}

bool oa::lowering::tensorCoreEligible(const GemmShape &s, bool tf32, std::string *why) {
  Type ta = cast<RankedTensorType>(s.a.getType()).getElementType();
  Type tb = cast<RankedTensorType>(s.b.getType()).getElementType();
  auto no = [&](const char *r) {
    if (why)
      *why = r;
    return false;
  };
  if (ta != tb || !(ta.isF16() || ta.isBF16() || (ta.isF32() && tf32)))
    return no(ta == tb && ta.isF32()
                  ? "f32 operands take the tensor cores only as TF32 (oa.fp32_matmul = \"tf32\")"
                  : "operands are not both f16 or both bf16");
  if (s.m == 0 || s.n == 0 || s.k == 0)
    return no("an empty dimension");
  // 16-byte copies need rows that start on 16 bytes.
  int64_t piece = ta.isF32() ? 4 : 8;
  if (s.k % piece != 0)
    return no(piece == 4 ? "K is not a multiple of 4" : "K is not a multiple of 8");
  if (s.bKN && s.n % piece != 0)
    return no(piece == 4 ? "N is not a multiple of 4 (B is [K, N])"
                         : "N is not a multiple of 8 (B is [K, N])");
  return true;
}

namespace {
int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// An f32 operand's bits (i32) rounded to TF32 for HMMA ...TF32, as
// cvt.rna.tf32.f32 rounds them (to nearest, ties away from zero), without
// its final mask.  HMMA reads only the top 19 bits of each register, i.e.
// truncates: every product would lose ~2^-11 of its size on average, always
// toward zero, and a training run drifts from torch's (cuBLAS rounds) by
// that much per GEMM (docs/results/h200-2026-12-05.md, tf32: mlp 2.0e-3
// from torch against torch's own 8.2e-5 from float64).  Adding half a TF32
// unit (0x1000, the highest dropped bit) carries into the kept bits exactly
// when the dropped ones are at least half of one; HMMA ignores what is left
// below (ptxas's cvt masks it: FSETP, @!P IADD, LOP3).  Infinities take the
// add unharmed (0x7f801000 reads as inf) and the largest finite values
// round to inf, as cvt.rna rounds them; NaNs do not take it, or one with
// the top mantissa bits set (the GPU's 0x7fffffff, or its negation) would
// wrap to +-0.  So one compare (x == x), an add and a select per register.
Value roundTF32(KernelBuilder &kb, Value bits) {
  Location loc = kb.b.getLoc();
  Value f = arith::BitcastOp::create(kb.b, loc, kb.b.getF32Type(), bits);
  Value notNaN = arith::CmpFOp::create(kb.b, loc, arith::CmpFPredicate::ORD, f, f);
  Value up = arith::AddIOp::create(kb.b, loc, bits,
                                   arith::ConstantIntOp::create(kb.b, loc, 0x1000, 32));
  return arith::SelectOp::create(kb.b, loc, notNaN, up, bits);
}

struct TCGemm {
  KernelBuilder &kb;
  const FusedGroup &g;
  const DenseMap<Value, Value> &args;
  Value out, sA, sB, sC;
  GemmShape s;
  const GemmPolicy &p;
  Type elt; // f16, bf16, or f32 (TF32)
  bool tf32;
  int64_t epp;   // elements per 16-byte piece: 8 (16-bit), 4 (TF32)
  int64_t kStep; // K of one HMMA: 16, or 8 for TF32 (two pieces either way)

  // Derived.
  int64_t threads, wtm, wtn, mi, nj, cprA, cprB;
  Value tid, lane, wm, wn, tm, tn, bz;
  Value smemBase; // wgmma: shared-window address of sA (1024-aligned), an index
  std::optional<WgmmaOp> mmaOp; // wgmmaStep's instruction, built once

  TCGemm(KernelBuilder &kb, const FusedGroup &g, const DenseMap<Value, Value> &args, Value out,
         Value sA, Value sB, Value sC)
      : kb(kb), g(g), args(args), out(out), sA(sA), sB(sB), sC(sC), s(gemmShapeOf(g.ops[0])),
        p(g.gemm) {
    elt = cast<RankedTensorType>(s.a.getType()).getElementType();
    tf32 = elt.isF32();
    epp = tf32 ? 4 : 8;
    kStep = tf32 ? 8 : 16;
    threads = p.threads();
    wtm = p.bm / p.warpsM, wtn = p.bn / p.warpsN;
    mi = wtm / 16, nj = wtn / 8;
    cprA = p.bk / epp;
    cprB = s.bKN ? p.bn / epp : p.bk / epp;
  }

  OpBuilder &b() { return kb.b; }
  Value xori(Value x, Value y) { return kb.b.create<arith::XOrIOp>(x, y); }
  Value xori(Value x, int64_t c) { return c ? xori(x, kb.idx(c)) : x; }
  Value sel(Value c, Value x, Value y) { return kb.b.create<arith::SelectOp>(c, x, y); }

  // The XOR applied to the low three bits of a 16-byte piece's index in a
  // tile of `cpr` pieces per row: with 64-byte rows two rows share a
  // 128-byte line, so the line index is row/2.
  Value swizzleOf(Value row, int64_t cpr) {
    return cpr >= 8 ? kb.rem(row, 8) : kb.rem(kb.div(row, 8 / cpr), 8);
  }
  Value piece(Value row, Value col, int64_t cpr) {
    return xori(kb.add(kb.mul(row, cpr), col), swizzleOf(row, cpr));
  }

  LaunchDims build();
  LaunchDims buildWgmma();
  LaunchDims buildWgmmaTma();
  // What both kernels share: thread, warp and tile coordinates; the first
  // `slices` copy groups (prologue, below); stage rotation; the launch.
  void setupIds();
  void commit() { NVVM::CpAsyncCommitGroupOp::create(kb.b, kb.b.getLoc()); }
  Value rotate(Value st) {
    Value n1 = kb.add(st, kb.idx(1));
    return sel(kb.lt(n1, p.stages), n1, kb.idx(0));
  }
  LaunchDims launchDims() const;
  void asmStmt(StringRef text);
  Value i32(Value index);
  Value i32(int64_t c);
  void mbarWait(Value bar, Value parity);
  /// wgmma: the matrix descriptors of stage 0 of this warpgroup's A rows
  /// and of B, and one slice's MMAs (fence, bk/16 k16 steps, commit) on
  /// stage `rs`.
  void descriptors(Value &descA0, Value &descB0);
  SmallVector<Value> wgmmaSlice(Value descA0, Value descB0, Value rs, ArrayRef<Value> acc);
  SmallVector<Value> wgmmaStep(Value descA, Value descB, ArrayRef<Value> acc);
  /// tm, tn from linear tile id `pid` of one batch (grouped order).
  void tileCoords(Value pid);
  void epilogueDirect(ArrayRef<Value> acc);
  // What a run of C's epilogue reads besides the accumulators: the bias and
  // the fused chain's operands in memory, in FP32.
  struct RunInputs {
    SmallVector<Value> bias;
    DenseMap<Value, SmallVector<Value>> chain;
  };
  const SmallVector<Value> &chainInputs();
  std::optional<SmallVector<Value>> chainIns; // chainInputs(), once
  RunInputs loadRunInputs(Value row, Value col, Value gidx, int64_t n,
                          const SmallVector<Value> *bias);
  void storeRun(ArrayRef<Value> vals, Value row, Value col, Value gidx, bool vec,
                const RunInputs *pre = nullptr);
  // Copies of one slice: destinations (per thread, stage 0) and sources.
  struct Copy {
    Value dst;      // element offset in the stage
    Value src;      // element offset of slice 0
    Value rowOk;    // in bounds along M (or N / K for B), null when always
    Value kOff;     // K (or row) offset inside the slice for the K check
    bool kMajorRow; // B [K,N]: the slice advances rows, not columns
  };
  SmallVector<Copy> planCopies(bool isA);
  void issueCopies(ArrayRef<Copy> copies, bool isA, Value kt, Value stage);
  void prologue(ArrayRef<Copy> copyA, ArrayRef<Copy> copyB, int64_t kTiles, int64_t slices);
  void epilogue(ArrayRef<Value> acc);
};

// Padding of a staged row of C (floats): 8 keeps both the pair stores of the
// fragments and the 16-byte row reads free of bank conflicts.
constexpr int64_t kStagePad = GemmPolicy::stagePad;

void TCGemm::tileCoords(Value pid) {
  // Grouped order: consecutive CTAs walk `group` tile rows down a tile
  // column, so a wave shares A rows and B columns in L2.
  int64_t tilesM = ceilDiv(s.m, p.bm), tilesN = ceilDiv(s.n, p.bn);
  int64_t grp = std::min(p.group, tilesM);
  int64_t perGroup = grp * tilesN;
  Value gid = kb.div(pid, perGroup), inGroup = kb.rem(pid, perGroup);
  Value firstM = kb.mul(gid, grp);
  if (tilesM % grp == 0) {
    tm = kb.add(firstM, kb.rem(inGroup, grp));
    tn = kb.div(inGroup, grp);
  } else {
    // The last group is shorter.
    Value rows = kb.minu(kb.sub(kb.idx(tilesM), firstM), kb.idx(grp));
    tm = kb.add(firstM, kb.b.create<arith::RemUIOp>(inGroup, rows));
    tn = kb.b.create<arith::DivUIOp>(inGroup, rows);
  }
}

SmallVector<TCGemm::Copy> TCGemm::planCopies(bool isA) {
  SmallVector<Copy> cs;
  int64_t cpr = isA ? cprA : cprB;
  int64_t rowsInTile = isA ? p.bm : (s.bKN ? p.bk : p.bn);
  int64_t per = rowsInTile * cpr / threads;
  for (int64_t i = 0; i < per; ++i) {
    Value id = kb.add(tid, kb.idx(i * threads));
    Value r = kb.div(id, cpr), c = kb.rem(id, cpr);
    Copy cp;
    cp.dst = kb.mul(piece(r, c, cpr), epp);
    if (p.wgmma && !isA && s.bKN) {
      // wgmma's MN-major 128-byte-swizzle layout: 64-column blocks of N,
      // each bk rows (K) of 128 bytes; the pieces of a row XOR row % 8.
      Value blk = kb.div(c, 8), in = kb.rem(c, 8);
      cp.dst = kb.add(kb.mul(blk, p.bk * 64),
                      kb.add(kb.mul(r, 64), kb.mul(xori(in, kb.rem(r, 8)), 8)));
    }
    cp.kMajorRow = !isA && s.bKN;
    if (isA) {
      Value row = kb.add(kb.mul(tm, p.bm), r);
      Value base = kb.mul(bz, s.m * s.k);
      if (s.m % p.bm != 0) {
        cp.rowOk = kb.lt(row, s.m);
        row = sel(cp.rowOk, row, kb.idx(0));
      }
      cp.src = kb.add(base, kb.add(kb.mul(row, s.k), kb.mul(c, epp)));
      cp.kOff = kb.mul(c, epp);
    } else if (!s.bKN) {
      Value row = kb.add(kb.mul(tn, p.bn), r);
      if (s.n % p.bn != 0) {
        cp.rowOk = kb.lt(row, s.n);
        row = sel(cp.rowOk, row, kb.idx(0));
      }
      cp.src = kb.add(kb.mul(row, s.k), kb.mul(c, epp));
      cp.kOff = kb.mul(c, epp);
    } else {
      Value col = kb.add(kb.mul(tn, p.bn), kb.mul(c, epp));
      Value base = kb.mul(bz, s.k * s.n);
      if (s.n % p.bn != 0) {
        cp.rowOk = kb.lt(col, s.n);
        col = sel(cp.rowOk, col, kb.idx(0));
      }
      cp.src = kb.add(base, kb.add(kb.mul(r, s.n), col));
      cp.kOff = r;
    }
    cs.push_back(cp);
  }
  return cs;
}

void TCGemm::issueCopies(ArrayRef<Copy> copies, bool isA, Value kt, Value stage) {
  Value gmem = args.lookup(isA ? s.a : s.b);
  Value smem = isA ? sA : sB;
  int64_t stageElems = (isA ? p.bm : p.bn) * p.bk;
  Value stageOff = kb.mul(stage, stageElems);
  bool kTail = s.k % p.bk != 0;
  for (const Copy &c : copies) {
    Value k0 = kb.mul(kt, p.bk); // first K of the slice
    Value src = c.kMajorRow ? kb.add(c.src, kb.mul(k0, s.n)) : kb.add(c.src, k0);
    Value ok = c.rowOk;
    if (kTail) {
      Value kin = kb.lt(kb.add(k0, c.kOff), s.k);
      ok = ok ? kb.land(ok, kin) : kin;
      // A piece past K reads nothing; point it at the slice's start, which
      // is in bounds.
      src = sel(kin, src, c.kMajorRow ? kb.sub(src, kb.mul(c.kOff, s.n)) : kb.sub(src, c.kOff));
    }
    Value srcElems;
    if (ok)
      srcElems = sel(ok, kb.idx(epp), kb.idx(0));
    auto cp = nvgpu::DeviceAsyncCopyOp::create(
        kb.b, kb.b.getLoc(), nvgpu::DeviceAsyncTokenType::get(kb.b.getContext()), smem,
        ValueRange{kb.add(stageOff, c.dst)}, gmem, ValueRange{src}, kb.b.getIndexAttr(epp), srcElems,
        /*bypassL1=*/kb.b.getUnitAttr());
    (void)cp;
  }
}

// Runs of C whose bias and chain operands are loaded before any of them is
// stored: the loads cannot pass a store to C (the buffers may alias), so one
// run at a time waits a round trip to memory per run.
constexpr int64_t kEpilogueBatch = 8;

// Each warp stages one m16 row of its accumulator tiles at a time in its
// own part of shared memory (fragment layout in, rows out), then its lanes
// read 4 consecutive columns each, add the bias, apply the fused chain and
// store 4 elements at once: rows of the tile leave as whole segments.  The
// staging stores are unconditional, so the last HMMAs cannot end up under
// an edge test (they need all 32 lanes).
void TCGemm::epilogue(ArrayRef<Value> acc) {
  int64_t ld = wtn + kStagePad;
  Value warp = kb.div(tid, 32);
  Value region = kb.mul(warp, 16 * ld);
  Value gq = kb.div(lane, 4), tq = kb.rem(lane, 4);
  Value cBase = kb.mul(bz, s.m * s.n);
  Value rowW = kb.add(kb.mul(tm, p.bm), kb.mul(wm, wtm));
  Value colW = kb.add(kb.mul(tn, p.bn), kb.mul(wn, wtn));
  bool vec4 = s.n % 4 == 0;
  DenseMap<int64_t, SmallVector<Value>> biasAt;
  auto syncWarp = [&] {
    NVVM::SyncWarpOp::create(kb.b, kb.b.getLoc(),
                             arith::ConstantIntOp::create(kb.b, kb.b.getLoc(), -1, 32));
  };
  for (int64_t i = 0; i < mi; ++i) {
    for (int64_t j = 0; j < nj; ++j)
      for (int64_t h = 0; h < 2; ++h) {
        Value at = kb.add(region, kb.add(kb.mul(kb.add(gq, kb.idx(h * 8)), ld),
                                         kb.add(kb.mul(tq, 2), kb.idx(j * 8))));
        int64_t a = (i * nj + j) * 4 + h * 2;
        kb.storeVecF32({acc[a], acc[a + 1]}, sC, at);
      }
    syncWarp();
    int64_t steps = 16 * wtn / 4 / 32;
    for (int64_t st0 = 0; st0 < steps; st0 += kEpilogueBatch) {
      struct Run {
        Value row, col, gidx;
        SmallVector<Value> vals;
        RunInputs in;
      };
      SmallVector<Run> runs;
      for (int64_t st = st0; st < std::min(steps, st0 + kEpilogueBatch); ++st) {
        Run run;
        Value e = kb.mul(kb.add(lane, kb.idx(st * 32)), 4);
        Value r = kb.div(e, wtn), c = kb.rem(e, wtn);
        run.row = kb.add(rowW, kb.add(r, kb.idx(i * 16)));
        run.col = kb.add(colW, c);
        run.gidx = kb.add(cBase, kb.add(kb.mul(run.row, s.n), run.col));
        run.vals = kb.loadVecF32(sC, kb.add(region, kb.add(kb.mul(r, ld), c)), 4);
        if (vec4) {
          // A lane's columns depend on the step only through st * 128 mod
          // wtn, so the bias of each such offset is read once.
          auto [it, fresh] = biasAt.try_emplace((st * 128) % wtn);
          run.in = loadRunInputs(run.row, run.col, run.gidx, 4, fresh ? nullptr : &it->second);
          if (fresh)
            it->second = run.in.bias;
        }
        runs.push_back(std::move(run));
      }
      for (Run &run : runs)
        storeRun(run.vals, run.row, run.col, run.gidx, vec4, vec4 ? &run.in : nullptr);
    }
    syncWarp();
  }
}

void TCGemm::setupIds() {
  tid = kb.threadId(gpu::Dimension::x);
  lane = kb.rem(tid, 32);
  Value warp = kb.div(tid, 32);
  wm = kb.div(warp, p.warpsN), wn = kb.rem(warp, p.warpsN);
  bz = kb.blockId(gpu::Dimension::z);
  tileCoords(kb.blockId(gpu::Dimension::x));
}

// Slices 0 .. slices-1 into stages 0 .. slices-1, one commit group each
// (empty past K, so that wait_group's counts hold).
void TCGemm::prologue(ArrayRef<Copy> copyA, ArrayRef<Copy> copyB, int64_t kTiles,
                      int64_t slices) {
  for (int64_t st = 0; st < slices; ++st) {
    if (st < kTiles) {
      issueCopies(copyA, true, kb.idx(st), kb.idx(st));
      issueCopies(copyB, false, kb.idx(st), kb.idx(st));
    }
    commit();
  }
}

LaunchDims TCGemm::launchDims() const {
  LaunchDims d;
  d.grid[0] = ceilDiv(s.m, p.bm) * ceilDiv(s.n, p.bn);
  d.grid[2] = s.batch;
  if (p.persistent) {
    d.grid[0] = std::min(d.grid[0] * s.batch, p.maxCTAs);
    d.grid[2] = 1;
  }
  d.block[0] = p.ctaThreads();
  return d;
}

LaunchDims TCGemm::build() {
  MLIRContext *ctx = kb.b.getContext();
  setupIds();
  SmallVector<Copy> copyA = planCopies(true), copyB = planCopies(false);
  int64_t kTiles = ceilDiv(s.k, p.bk);
  prologue(copyA, copyB, kTiles, p.stages - 1);

  // Per-lane ldmatrix offsets (in 16-byte pieces) that do not change with
  // the slice; the k16 step kk moves two pieces along K, an XOR on bits
  // that carry nothing.
  Value l16 = kb.rem(lane, 16), hi = kb.div(lane, 16);
  Value aRow = kb.add(kb.mul(wm, wtm), l16);
  Value aLane = xori(kb.add(kb.mul(aRow, cprA), hi), swizzleOf(aRow, cprA));
  SmallVector<Value> bLane; // per pair of n8 tiles (bKN), per n8 tile and k half (TF32 bKN), or one value (NK)
  if (!s.bKN) {
    Value bRow = kb.add(kb.add(kb.mul(wn, wtn), kb.rem(lane, 8)), kb.mul(hi, 8));
    Value half = kb.rem(kb.div(lane, 8), 2);
    bLane.push_back(xori(kb.add(kb.mul(bRow, cprB), half), swizzleOf(bRow, cprB)));
  } else if (tf32) {
    // Lane (g, t) = (lane / 4, lane % 4) reads B[k = t + 4h][n = g] of each
    // n8 tile, h = 0, 1: element offsets in the stage (rows are K, 16-byte
    // pieces along N swizzled by row % 8 = t + 4h; a k8 step adds 8 rows,
    // which keeps the swizzle).
    Value g8 = kb.div(lane, 4), t4 = kb.rem(lane, 4);
    for (int64_t j = 0; j < nj; ++j)
      for (int64_t h = 0; h < 2; ++h) {
        Value row = kb.add(t4, kb.idx(4 * h));
        Value colPiece = kb.add(kb.add(kb.mul(wn, wtn / 4), kb.idx(2 * j)), kb.div(g8, 4));
        Value at = kb.add(kb.mul(row, cprB), xori(colPiece, row));
        bLane.push_back(kb.add(kb.mul(at, epp), kb.rem(g8, 4)));
      }
  } else {
    // Rows are K (lane%16), pieces are N: swizzle = row % 8 = lane % 8.
    Value f = kb.rem(lane, 8);
    for (int64_t j2 = 0; j2 < nj / 2; ++j2) {
      Value colPiece = kb.add(kb.add(kb.mul(wn, wtn / 8), kb.idx(2 * j2)), hi);
      bLane.push_back(kb.add(kb.mul(l16, cprB), xori(colPiece, f)));
    }
  }

  int64_t nAcc = mi * nj * 4;
  SmallVector<Value> init(nAcc, kb.f32(0.0));
  init.push_back(kb.idx(0));                // stage being read
  init.push_back(kb.idx(p.stages - 1));     // stage being written
  Type i32 = kb.b.getI32Type();
  auto v2 = VectorType::get({2}, elt);
  // ldmatrix gives 32 bits per tile and lane: two halves or one f32.
  auto fragT = VectorType::get({4, tf32 ? 1 : 2}, elt);
  auto accT = LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(4, kb.b.getF32Type()));
  bool asI32 = elt.isBF16() || tf32;
  auto ptx = tf32 ? NVVM::MMATypes::tf32 : elt.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  // Fragments are kept as i32 registers (four per ldmatrix.x4): a loop
  // carries them without splitting halves; f16 goes to mma as <2 x half>,
  // bf16 and tf32 as i32.
  auto operand = [&](Value r) -> Value {
    return asI32 ? r : LLVM::BitcastOp::create(kb.b, kb.b.getLoc(), v2, r).getResult();
  };
  // TF32 fragments are rounded as they are loaded, so the prefetched ones
  // a loop carries are rounded already.
  auto regs = [&](SmallVector<Value> &fr, Value frag) {
    for (int64_t i = 0; i < 4; ++i) {
      Value v = vector::ExtractOp::create(kb.b, kb.b.getLoc(), frag, ArrayRef<int64_t>{i});
      Value r = LLVM::BitcastOp::create(kb.b, kb.b.getLoc(), i32, v);
      fr.push_back(tf32 ? roundTF32(kb, r) : r);
    }
  };

  // The fragments of k step kk (two pieces along K) of the slice in stage
  // `rs`: mi A tiles (x4) and nj/2 pairs of B tiles (x4, or for a TF32
  // [K,N] B two words per tile), as i32 registers.
  auto loadFrags = [&](Value rs, int64_t kk) {
    SmallVector<Value> fr;
    Value aOff = kb.mul(rs, p.bm * p.bk), bOff = kb.mul(rs, p.bn * p.bk);
    for (int64_t i = 0; i < mi; ++i) {
      Value at = kb.add(aOff, kb.mul(kb.add(xori(aLane, 2 * kk), kb.idx(i * 16 * cprA)), epp));
      regs(fr, nvgpu::LdMatrixOp::create(kb.b, kb.b.getLoc(), fragT, sA, ValueRange{at}, false, 4));
    }
    if (tf32 && s.bKN) {
      Value kOff = kb.add(bOff, kb.idx(kk * kStep * p.bn));
      for (Value lo : bLane) {
        Value w = kb.load(sB, kb.add(kOff, lo));
        fr.push_back(roundTF32(kb, arith::BitcastOp::create(kb.b, kb.b.getLoc(), i32, w)));
      }
      return fr;
    }
    for (int64_t j2 = 0; j2 < nj / 2; ++j2) {
      Value at;
      if (!s.bKN)
        at = kb.add(bOff, kb.mul(kb.add(xori(bLane[0], 2 * kk), kb.idx(j2 * 16 * cprB)), epp));
      else
        at = kb.add(bOff, kb.mul(kb.add(bLane[j2], kb.idx(kk * 16 * cprB)), 8));
      regs(fr, nvgpu::LdMatrixOp::create(kb.b, kb.b.getLoc(), fragT, sB, ValueRange{at}, s.bKN, 4));
    }
    return fr;
  };
  // One k step's HMMAs on fragments `fr` (4 registers per A tile, then
  // per pair of B tiles).
  auto mmaStep = [&](SmallVector<Value> &acc, ArrayRef<Value> fr) {
    for (int64_t i = 0; i < mi; ++i) {
      SmallVector<Value> a{operand(fr[i * 4]), operand(fr[i * 4 + 1]), operand(fr[i * 4 + 2]),
                           operand(fr[i * 4 + 3])};
      for (int64_t j = 0; j < nj; ++j) {
        int64_t bq = (mi + j / 2) * 4 + (j % 2) * 2;
        SmallVector<Value> bo{operand(fr[bq]), operand(fr[bq + 1])};
        int64_t at = (i * nj + j) * 4;
        SmallVector<Value> c(acc.begin() + at, acc.begin() + at + 4);
        auto mma = NVVM::MmaOp::create(
            kb.b, kb.b.getLoc(), accT, a, bo, c, ArrayRef<int64_t>{16, 8, kStep}, std::nullopt,
            std::nullopt, std::array<NVVM::MMATypes, 2>{ptx, ptx},
            std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
        for (int64_t e = 0; e < 4; ++e)
          acc[at + e] = LLVM::ExtractValueOp::create(kb.b, kb.b.getLoc(), mma.getResult(),
                                                     ArrayRef<int64_t>{e});
      }
    }
  };
  int64_t nk = p.bk / kStep;

  SmallVector<Value> res;
  if (!p.prefetch) {
    res = kb.loop(
        kb.idx(0), kb.idx(kTiles), kb.idx(1), init,
        [&](Value kt, ValueRange it) -> SmallVector<Value> {
          SmallVector<Value> acc(it.begin(), it.begin() + nAcc);
          Value rs = it[nAcc], ws = it[nAcc + 1];
          NVVM::CpAsyncWaitGroupOp::create(kb.b, kb.b.getLoc(), p.stages - 2);
          kb.barrier();
          Value next = kb.add(kt, kb.idx(p.stages - 1));
          kb.ifThen(kb.lt(next, kTiles), [&] {
            issueCopies(copyA, true, next, ws);
            issueCopies(copyB, false, next, ws);
          });
          commit();
          for (int64_t kk = 0; kk < nk; ++kk)
            mmaStep(acc, loadFrags(rs, kk));
          acc.push_back(rotate(rs));
          acc.push_back(rotate(ws));
          return acc;
        });
  } else {
    // Step 0 of slice kt refills the stage slice kt-1 used (free since the
    // last barrier); the last step waits for slice kt+1 and, after one
    // barrier, loads its first fragments while the step's HMMAs run.  The
    // slices whose refill would be past K run in a second loop without
    // copies (empty commit groups keep wait_group's count).
    NVVM::CpAsyncWaitGroupOp::create(kb.b, kb.b.getLoc(), p.stages - 2);
    kb.barrier();
    SmallVector<Value> fr0 = loadFrags(kb.idx(0), 0);
    int64_t nFr = fr0.size();
    init.append(fr0.begin(), fr0.end());
    int64_t split = std::max<int64_t>(0, kTiles - (p.stages - 1));
    auto body = [&](bool copies) {
      return [&, copies](Value kt, ValueRange it) -> SmallVector<Value> {
        SmallVector<Value> acc(it.begin(), it.begin() + nAcc);
        Value rs = it[nAcc], ws = it[nAcc + 1];
        SmallVector<Value> fr(it.begin() + nAcc + 2, it.begin() + nAcc + 2 + nFr);
        if (copies) {
          Value next = kb.add(kt, kb.idx(p.stages - 1));
          issueCopies(copyA, true, next, ws);
          issueCopies(copyB, false, next, ws);
        }
        commit();
        Value rsNext = rotate(rs);
        for (int64_t kk = 0; kk < nk; ++kk) {
          SmallVector<Value> nfr;
          if (kk + 1 < nk) {
            nfr = loadFrags(rs, kk + 1);
          } else {
            NVVM::CpAsyncWaitGroupOp::create(kb.b, kb.b.getLoc(), p.stages - 2);
            kb.barrier();
            nfr = loadFrags(rsNext, 0);
          }
          mmaStep(acc, fr);
          fr = nfr;
        }
        acc.push_back(rsNext);
        acc.push_back(rotate(ws));
        acc.append(fr.begin(), fr.end());
        return acc;
      };
    };
    SmallVector<Value> carried = init;
    if (split > 0)
      carried = kb.loop(kb.idx(0), kb.idx(split), kb.idx(1), carried, body(true));
    res = kb.loop(kb.idx(split), kb.idx(kTiles), kb.idx(1), carried, body(false));
  }
  // No copy may still be in flight into shared memory when the CTA exits.
  NVVM::CpAsyncWaitGroupOp::create(kb.b, kb.b.getLoc(), 0);

  // The pipeline's buffers are free once every warp is past its last slice.
  kb.barrier();
  epilogue(res);
  return launchDims();
}

// --- sm_90: warpgroup MMA -------------------------------------------------
//
// The same cp.async copies fill the stages (16-byte pieces XOR-swizzled by
// row % 8 in 128-byte rows: exactly wgmma's 128-byte swizzle, since the
// stages start on 1024 bytes), and the tensor cores read both operands
// from shared memory through matrix descriptors.  The MMAs of slice kt run
// while the next iteration waits for slice kt+1: wgmma.wait_group 1 leaves
// one slice's MMAs in flight, so the stage refilled at iteration kt is the
// one slice kt-2 used (every warpgroup is past its wait for it once the
// barrier is passed), and stages-2 slices are copied ahead (stages-1 with
// prefetch = 1, at the cost of a second barrier).  Generic-proxy
// writes (cp.async) become visible to the tensor cores' async proxy
// through fence.proxy.async before the barrier that publishes them.

void TCGemm::asmStmt(StringRef text) { asmStatement(kb, text); }

// One wgmma.mma_async m64nNk16 per N-range of the tile (N = min(bn, 128):
// oa-llc's accumulator tuples stop at 64 registers): acc holds the ranges'
// fragments one after another, which is the order of the m16n8 tiles the
// epilogue expects (range h holds n8 tiles 16h ..).
SmallVector<Value> TCGemm::wgmmaStep(Value descA, Value descB, ArrayRef<Value> acc) {
  int64_t n = std::min<int64_t>(p.bn, 128), ranges = p.bn / n, regs = n / 2;
  if (!mmaOp)
    mmaOp.emplace(elt, n, /*regA=*/false, /*transB=*/s.bKN);
  SmallVector<Value> out;
  for (int64_t h = 0; h < ranges; ++h) {
    // Range h starts n rows (of 128 bytes) further into B's stage, or for
    // an MN-major B n/64 column blocks of bk rows further.
    int64_t off = s.bKN ? h * (n / 64) * p.bk * 128 : h * n * 128;
    SmallVector<Value> r =
        mmaOp->build(kb, ValueRange{descA}, wgmmaAdvance(kb, descB, off),
                     acc.slice(h * regs, regs));
    out.append(r.begin(), r.end());
  }
  return out;
}

// Descriptors (Wgmma.cpp): a K-major operand's 8-row groups are 1024 bytes
// apart; a k16 step moves 32 bytes along the row (the swizzle applies to
// the address the hardware forms), a stage its size.  An MN-major B (B
// [K, N]) has its 64-column blocks bk rows apart (the leading byte offset).
void TCGemm::descriptors(Value &descA0, Value &descB0) {
  int64_t bitsA = wgmmaDescriptorBits(16, 1024);
  int64_t bitsB = s.bKN ? wgmmaDescriptorBits(p.bk * 128, 1024) : bitsA;
  int64_t aStage = p.bm * p.bk * 2;
  Value wg = kb.div(tid, 128);
  descA0 = wgmmaDescriptor(kb, kb.add(smemBase, kb.mul(wg, 64 * 128)), bitsA);
  descB0 = wgmmaDescriptor(kb, kb.add(smemBase, kb.idx(p.stages * aStage)), bitsB);
}

SmallVector<Value> TCGemm::wgmmaSlice(Value descA0, Value descB0, Value rs, ArrayRef<Value> in) {
  Location loc = kb.b.getLoc();
  Type i64 = kb.b.getI64Type();
  auto toI64 = [&](Value v) -> Value { return arith::IndexCastUIOp::create(kb.b, loc, i64, v); };
  // A k16 step moves 32 bytes along a K-major row, or 16 rows of an
  // MN-major B.
  int64_t bStep = s.bKN ? 16 * 128 : 32;
  int64_t aStage = p.bm * p.bk * 2, bStage = p.bn * p.bk * 2;
  SmallVector<Value> acc(in);
  asmStmt("wgmma.fence.sync.aligned;");
  Value dA = arith::AddIOp::create(kb.b, loc, descA0, toI64(kb.mul(rs, aStage / 16)));
  Value dB = arith::AddIOp::create(kb.b, loc, descB0, toI64(kb.mul(rs, bStage / 16)));
  for (int64_t kk = 0; kk < p.bk / 16; ++kk)
    acc = wgmmaStep(wgmmaAdvance(kb, dA, kk * 32), wgmmaAdvance(kb, dB, kk * bStep), acc);
  asmStmt("wgmma.commit_group.sync.aligned;");
  return acc;
}

LaunchDims TCGemm::buildWgmma() {
  Location loc = kb.b.getLoc();
  setupIds(); // warps_n is 1: warp w owns rows 16w .. of the tile
  SmallVector<Copy> copyA = planCopies(true), copyB = planCopies(false);
  // prefetch = 1: a second barrier after wgmma.wait_group 1 tells every
  // warpgroup that slice kt-1's stage is free, and it is refilled at once:
  // stages-1 slices in flight instead of stages-2.
  bool deep = p.prefetch;
  int64_t kTiles = ceilDiv(s.k, p.bk), ahead = p.stages - (deep ? 1 : 2);
  prologue(copyA, copyB, kTiles, ahead);

  Value descA0, descB0;
  descriptors(descA0, descB0);

  int64_t nAcc = p.bn / 2; // m64nN f32: N/2 registers per thread
  SmallVector<Value> init(nAcc, kb.f32(0.0));
  init.push_back(kb.idx(0));     // stage being read
  init.push_back(kb.idx(ahead)); // stage being written
  SmallVector<Value> res = kb.loop(
      kb.idx(0), kb.idx(kTiles), kb.idx(1), init,
      [&](Value kt, ValueRange it) -> SmallVector<Value> {
        SmallVector<Value> acc(it.begin(), it.begin() + nAcc);
        Value rs = it[nAcc], ws = it[nAcc + 1];
        NVVM::CpAsyncWaitGroupOp::create(kb.b, loc, ahead - 1);
        asmStmt("fence.proxy.async.shared::cta;");
        kb.barrier();
        Value next = kb.add(kt, kb.idx(ahead));
        auto refill = [&] {
          kb.ifThen(kb.lt(next, kTiles), [&] {
            issueCopies(copyA, true, next, ws);
            issueCopies(copyB, false, next, ws);
          });
          commit();
        };
        if (!deep)
          refill();
        acc = wgmmaSlice(descA0, descB0, rs, acc);
        asmStmt("wgmma.wait_group.sync.aligned 1;");
        if (deep) {
          kb.barrier();
          refill();
        }
        acc.push_back(rotate(rs));
        acc.push_back(rotate(ws));
        return acc;
      });
  res.resize(nAcc);
  asmStmt("wgmma.wait_group.sync.aligned 0;");
  NVVM::CpAsyncWaitGroupOp::create(kb.b, loc, 0);
  kb.barrier();
  epilogue(res);
  return launchDims();
}

// --- sm_90: TMA producer warp ---------------------------------------------
//
// One warp more than the MMA warps: its first lane walks K, and for slice
// kt waits until stage kt % stages is free (its "empty" mbarrier, which
// every MMA warp arrives on once the MMAs that read the stage are done),
// posts the stage's byte count on its "full" mbarrier and issues the TMA
// copies of A's and B's boxes, which complete on it; edges of the tensors
// read as zeros.  The MMA warps wait on "full" (its phase flips each time
// the stage is refilled), run the slice's wgmmas, and after wgmma.wait_group
// 1 free the stage of slice kt-1.  No warp copies, no CTA-wide barrier in
// the loop.  The producer warp needs no setmaxnreg: 9 warps put 3 on one
// SM sub-partition's quarter of the register file, so 168 registers a
// thread, and the 128x256 kernel takes 156.

Value TCGemm::i32(Value index) { return toI32(kb, index); }
Value TCGemm::i32(int64_t c) { return constI32(kb, c); }
void TCGemm::mbarWait(Value bar, Value parity) { oa::lowering::mbarWait(kb, bar, parity); }

LaunchDims TCGemm::buildWgmmaTma() {
  Location loc = kb.b.getLoc();
  setupIds();
  int64_t kTiles = ceilDiv(s.k, p.bk);
  int64_t aStage = p.bm * p.bk * 2, bStage = p.bn * p.bk * 2;
  Value tmA = kb.tensorMaps[0], tmB = kb.tensorMaps[1];
  // Shared-window addresses (i32): stages of A, stages of B, then the
  // "full" and the "empty" mbarrier of each stage.
  Value base = i32(smemBase);
  Value bars = i32(kb.add(smemBase, kb.idx(p.stages * (aStage + bStage))));
  auto at = [&](Value b, Value off) { return arith::AddIOp::create(kb.b, loc, b, off); };
  auto mulc = [&](Value v, int64_t c) { return arith::MulIOp::create(kb.b, loc, v, i32(c)); };
  auto full = [&](Value st) { return at(bars, mulc(st, 8)); };
  auto empty = [&](Value st) { return at(bars, at(mulc(st, 8), i32(8 * p.stages))); };
  // The next stage and the parity of its next phase.
  auto advance = [&](Value st, Value ph) -> std::pair<Value, Value> {
    Value wrap = kb.eq(st, p.stages - 1);
    return {rotate(st), sel(wrap, kb.sub(kb.idx(1), ph), ph)};
  };

  kb.ifThen(kb.eq(tid, 0), [&] {
    for (int64_t st = 0; st < p.stages; ++st) {
      mbarInit(kb, full(i32(st)), 1);
      mbarInit(kb, empty(i32(st)), p.warpsM);
    }
    asmStmt("fence.mbarrier_init.release.cluster;");
  });
  kb.barrier();

  bool batched = s.batch > 1;
  auto tmaLoad = [&](Value map, Value dst, ArrayRef<Value> coords, Value bar) {
    oa::lowering::tmaLoad(kb, map, dst, coords, bar);
  };

  // Tiles: one per CTA (tm, tn, bz from setupIds), or, persistent, tiles
  // blockIdx.x, + gridDim.x, ... of all batches' (the members are set per
  // tile).  `body` maps the carried values through one tile.
  int64_t perBatch = ceilDiv(s.m, p.bm) * ceilDiv(s.n, p.bn);
  int64_t grid = launchDims().grid[0];
  auto forTiles = [&](SmallVector<Value> init,
                      function_ref<SmallVector<Value>(ValueRange)> body) {
    if (!p.persistent)
      return body(init);
    return kb.loop(kb.blockId(gpu::Dimension::x), kb.idx(perBatch * s.batch), kb.idx(grid), init,
                   [&](Value t, ValueRange it) -> SmallVector<Value> {
                     bz = kb.div(t, perBatch);
                     tileCoords(kb.rem(t, perBatch));
                     return body(it);
                   });
  };

  // The producer: lane 0 of the warp after the MMA warps.
  kb.ifThen(kb.eq(tid, threads), [&] {
    // Stage and the parity of its "empty" wait: a fresh barrier counts as
    // past a phase of parity 1, so the first round does not wait.
    forTiles({kb.idx(0), kb.idx(1)}, [&](ValueRange tileIt) -> SmallVector<Value> {
      // Coordinates of the tile (elements, innermost first, as the maps).
      Value m0 = i32(kb.mul(tm, p.bm)), n0 = i32(kb.mul(tn, p.bn)), bat = i32(bz);
      return kb.loop(
          kb.idx(0), kb.idx(kTiles), kb.idx(1), SmallVector<Value>(tileIt),
          [&](Value kt, ValueRange it) -> SmallVector<Value> {
            Value st = it[0], ph = it[1];
            Value st32 = i32(st);
            mbarWait(empty(st32), i32(ph));
            mbarExpectTx(kb, full(st32), aStage + bStage);
            Value k0 = i32(kb.mul(kt, p.bk));
            Value dA = at(base, mulc(st32, aStage));
            SmallVector<Value> ca{k0, m0};
            if (batched)
              ca.push_back(bat);
            tmaLoad(tmA, dA, ca, full(st32));
            Value dB = at(base, at(i32(p.stages * aStage), mulc(st32, bStage)));
            if (!s.bKN) {
              SmallVector<Value> cb{k0, n0};
              tmaLoad(tmB, dB, cb, full(st32));
            } else {
              // MN-major: one box of 64 columns x bk rows per 128-byte
              // block.  A box wholly past N (a tail tile) reads the last
              // box in bounds instead: its columns of C are not stored,
              // and every box brings the bytes the stage expects (what
              // the GPU does with a box wholly out of bounds is not
              // relied on).
              int64_t lastBox = (s.n - 1) / 64 * 64;
              for (int64_t j = 0; j < p.bn / 64; ++j) {
                Value col = at(n0, i32(64 * j));
                if (s.n % p.bn != 0 && 64 * j >= s.n % p.bn)
                  col = arith::MinUIOp::create(kb.b, loc, col, i32(lastBox));
                SmallVector<Value> cb{col, k0};
                if (batched)
                  cb.push_back(bat);
                tmaLoad(tmB, at(dB, i32(j * p.bk * 128)), cb, full(st32));
              }
            }
            auto [nst, nph] = advance(st, ph);
            return {nst, nph};
          });
    });
  });

  // The MMA warps.
  kb.ifThen(kb.lt(tid, threads), [&] {
    Value descA0, descB0;
    descriptors(descA0, descB0);
    int64_t nAcc = p.bn / 2;
    // Stage and the parity of its "full" wait.
    forTiles({kb.idx(0), kb.idx(0)}, [&](ValueRange tileIt) -> SmallVector<Value> {
      SmallVector<Value> init(nAcc, kb.f32(0.0));
      init.append(tileIt.begin(), tileIt.end());
      init.push_back(kb.idx(p.stages - 1)); // the previous slice's stage
      SmallVector<Value> res = kb.loop(
          kb.idx(0), kb.idx(kTiles), kb.idx(1), init,
          [&](Value kt, ValueRange it) -> SmallVector<Value> {
            SmallVector<Value> acc(it.begin(), it.begin() + nAcc);
            Value st = it[nAcc], ph = it[nAcc + 1], prev = it[nAcc + 2];
            mbarWait(full(i32(st)), i32(ph));
            acc = wgmmaSlice(descA0, descB0, st, acc);
            asmStmt("wgmma.wait_group.sync.aligned 1;");
            // Slice kt-1's MMAs are done: its stage may be refilled.
            kb.ifThen(kb.land(kb.lt(kb.idx(0), kt), kb.eq(lane, 0)), [&] {
              mbarArrive(kb, empty(i32(prev)));
            });
            auto [nst, nph] = advance(st, ph);
            acc.push_back(nst);
            acc.push_back(nph);
            acc.push_back(st);
            return acc;
          });
      asmStmt("wgmma.wait_group.sync.aligned 0;");
      SmallVector<Value> acc(res.begin(), res.begin() + nAcc);
      if (p.persistent) {
        // The last slice's stage is free too; C leaves from registers, so
        // the producer may fill every stage with the next tile meanwhile.
        kb.ifThen(kb.eq(lane, 0), [&] {
          mbarArrive(kb, empty(i32(res[nAcc + 2])));
        });
        epilogueDirect(acc);
      } else {
        // The epilogue stages C over the pipeline's buffers: every MMA
        // warp must be done reading them (the producer warp is not waited
        // for).
        asmStmt(("bar.sync 1, " + Twine(threads) + ";").str());
        epilogue(acc);
      }
      return {res[nAcc], res[nAcc + 1]};
    });
  });
  return launchDims();
}

// C straight from the accumulator fragments (persistent TMA kernel, whose
// shared memory belongs to the pipeline): lane (g, t) of warp w holds rows
// 16w + g and + 8, columns 8j + 2t and + 1 of its tile; each pair gets the
// bias and the fused chain and is stored at once.
void TCGemm::epilogueDirect(ArrayRef<Value> acc) {
  Value gq = kb.div(lane, 4), tq = kb.rem(lane, 4);
  Value cBase = kb.mul(bz, s.m * s.n);
  Value rowW = kb.add(kb.add(kb.mul(tm, p.bm), kb.mul(wm, wtm)), gq);
  Value colW = kb.add(kb.mul(tn, p.bn), kb.mul(tq, 2));
  for (int64_t j = 0; j < nj; ++j) {
    Value col = kb.add(colW, kb.idx(j * 8));
    for (int64_t h = 0; h < 2; ++h) {
      Value row = kb.add(rowW, kb.idx(h * 8));
      Value gidx = kb.add(cBase, kb.add(kb.mul(row, s.n), col));
      // Pairs start on even columns: whole pairs when N is even.
      storeRun({acc[j * 4 + h * 2], acc[j * 4 + h * 2 + 1]}, row, col, gidx, s.n % 2 == 0);
    }
  }
}

// The fused chain's operands in memory (not the GEMM's or a chain op's
// results), as storeRun's chain reads them.
const SmallVector<Value> &TCGemm::chainInputs() {
  if (chainIns)
    return *chainIns;
  chainIns.emplace();
  llvm::SmallPtrSet<Operation *, 8> inGroup(g.ops.begin(), g.ops.end());
  for (Operation *op : ArrayRef<Operation *>(g.ops).drop_front())
    for (Value v : op->getOperands())
      if ((!v.getDefiningOp() || !inGroup.contains(v.getDefiningOp())) && args.count(v) &&
          !llvm::is_contained(*chainIns, v))
        chainIns->push_back(v);
  return *chainIns;
}

// The inputs of the vector run at (row, col) of n columns (element gidx),
// read without a guard: a run past M or N reads the last row's or columns'
// elements instead, which storeRun then does not store.  `bias`, when
// given, is the bias already read for these columns.
TCGemm::RunInputs TCGemm::loadRunInputs(Value row, Value col, Value gidx, int64_t n,
                                        const SmallVector<Value> *bias) {
  RunInputs in;
  bool mEdge = s.m % p.bm != 0, nEdge = s.n % p.bn != 0;
  Value c = nEdge ? kb.minu(col, kb.idx(s.n - n)) : col;
  if (s.bias)
    in.bias = bias ? *bias : kb.loadVecF32(args.lookup(s.bias), c, n);
  if (chainInputs().empty())
    return in;
  if (mEdge || nEdge) {
    Value r = mEdge ? kb.minu(row, kb.idx(s.m - 1)) : row;
    gidx = kb.add(kb.mul(bz, s.m * s.n), kb.add(kb.mul(r, s.n), c));
  }
  for (Value v : chainInputs())
    in.chain[v] = kb.loadVecF32(args.lookup(v), gidx, n);
  return in;
}

// Consecutive columns col.. of C's row `row` (element gidx): the bias and
// the fused chain in FP32, then one vector store when `vec` (N a multiple
// of the run's length, so the run is in or out of N as a whole), else a
// store per column masked at N; rows past M are not stored.
void TCGemm::storeRun(ArrayRef<Value> vals, Value row, Value col, Value gidx, bool vec,
                      const RunInputs *pre) {
  Operation *root = g.ops[0];
  ArrayRef<Operation *> chain = ArrayRef<Operation *>(g.ops).drop_front();
  Value biasMem = s.bias ? args.lookup(s.bias) : Value();
  int64_t n = vals.size();
  SmallVector<Value> v(vals);
  Value rowOk = s.m % p.bm != 0 ? kb.lt(row, s.m) : Value();
  if (vec) {
    auto body = [&] {
      SmallVector<Value> bv;
      DenseMap<Value, SmallVector<Value>> loaded;
      if (pre) {
        bv = pre->bias;
        loaded = pre->chain;
      } else if (biasMem) {
        bv = kb.loadVecF32(biasMem, col, n);
      }
      for (int64_t q = 0; q < n; ++q) {
        if (biasMem)
          v[q] = kb.fadd(v[q], loadedAs(kb, g, s.bias, bv[q]));
        v[q] = applyChain(kb, chain, v[q], root->getResult(0), [&](Value in) {
          auto &l = loaded[in];
          if (l.empty())
            l = kb.loadVecF32(args.lookup(in), gidx, n);
          return loadedAs(kb, g, in, l[q]);
        });
      }
      kb.storeVecF32(v, out, gidx);
    };
    Value ok = rowOk;
    if (s.n % p.bn != 0) {
      Value cok = kb.lt(col, s.n);
      ok = ok ? kb.land(ok, cok) : cok;
    }
    if (ok)
      kb.ifThen(ok, body);
    else
      body();
    return;
  }
  for (int64_t q = 0; q < n; ++q) {
    Value cq = kb.add(col, kb.idx(q));
    Value ok = kb.lt(cq, s.n);
    if (rowOk)
      ok = kb.land(ok, rowOk);
    kb.ifThen(ok, [&] {
      Value gq2 = kb.add(gidx, kb.idx(q));
      Value x = v[q];
      if (biasMem)
        x = kb.fadd(x, loadedAs(kb, g, s.bias, kb.loadF32(biasMem, cq)));
      x = applyChain(kb, chain, x, root->getResult(0), [&](Value in) {
        return loadedAs(kb, g, in, kb.loadF32(args.lookup(in), gq2));
      });
      kb.storeF32(x, out, gq2);
    });
  }
}
} // namespace

SmallVector<TensorMapSpec> oa::lowering::gemmTensorMaps(const FusedGroup &g) {
  if (g.family != Family::Gemm || !g.tensorCore || !g.gemm.tma)
    return {};
  const GemmPolicy &p = g.gemm;
  GemmShape s = gemmShapeOf(g.ops[0]);
  TensorMapSpec a{s.a, {s.k, s.m}, {p.bk, p.bm}};
  // B [N, K] as A; B [K, N] (MN-major in shared memory) in boxes of 64
  // columns (128 bytes, the swizzle's span) by bk rows.
  TensorMapSpec b = s.bKN ? TensorMapSpec{s.b, {s.n, s.k}, {64, p.bk}}
                          : TensorMapSpec{s.b, {s.k, s.n}, {p.bk, p.bn}};
  if (s.batch > 1) {
    a.dims.push_back(s.batch), a.box.push_back(1);
    b.dims.push_back(s.batch), b.box.push_back(1);
  }
  return {a, b};
}

SmallVector<Type> oa::lowering::tensorCoreSharedBuffers(const FusedGroup &g, MLIRContext *ctx) {
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto a = cast<RankedTensorType>(gemmShapeOf(g.ops[0]).a.getType());
  int64_t bytes = g.gemm.sharedBytes(a.getElementTypeBitWidth() / 8);
  // A CTA's static shared memory ends at 48 KiB; more is dynamic (the
  // launch names the size and the runtime opts the kernel in).  wgmma's
  // stages are aligned at run time, in dynamic memory.
  if (bytes > GemmPolicy::maxStaticShared || g.gemm.wgmma)
    return {};
  return {MemRefType::get({bytes}, IntegerType::get(ctx, 8), MemRefLayoutAttrInterface(), space)};
}

LaunchDims oa::lowering::buildTensorCoreGemm(KernelBuilder &kb, const FusedGroup &g,
                                             const DenseMap<Value, Value> &args, Value out,
                                             ArrayRef<Value> shared) {
  const GemmPolicy &p = g.gemm;
  auto space = gpu::AddressSpaceAttr::get(kb.b.getContext(), gpu::AddressSpace::Workgroup);
  Type elt = cast<RankedTensorType>(gemmShapeOf(g.ops[0]).a.getType()).getElementType();
  unsigned elemBytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t dynBytes = 0;
  Value buf;
  if (!shared.empty()) {
    // cp.async and ldmatrix move 16-byte pieces: the buffer starts on 128.
    buf = shared[0];
    if (auto fn = dyn_cast<gpu::GPUFuncOp>(buf.getParentBlock()->getParentOp()))
      fn.setWorkgroupAttributionAttr(0, LLVM::LLVMDialect::getAlignAttrName(),
                                     kb.b.getI64IntegerAttr(128));
  } else {
    // Dynamic shared memory starts 16-byte aligned, which is all the
    // copies and ldmatrix need (the swizzle works on offsets).
    dynBytes = p.sharedBytes(elemBytes);
    buf = gpu::DynamicSharedMemoryOp::create(
        kb.b, kb.b.getLoc(),
        MemRefType::get({ShapedType::kDynamic}, kb.b.getI8Type(), MemRefLayoutAttrInterface(),
                        space));
  }
  auto view = [&](Value byteOff, int64_t n, Type t) -> Value {
    return memref::ViewOp::create(kb.b, kb.b.getLoc(),
                                  MemRefType::get({n}, t, MemRefLayoutAttrInterface(), space), buf,
                                  byteOff, ValueRange{});
  };
  // wgmma's 128-byte swizzle repeats every 1024 bytes of the shared-window
  // address: the stages start on the first 1024-byte boundary of the buffer
  // (pipelineBytes counts the 1 KiB this may skip).
  Value addr, pad = kb.idx(0);
  if (p.wgmma) {
    addr = memref::ExtractAlignedPointerAsIndexOp::create(kb.b, kb.b.getLoc(), buf);
    pad = kb.rem(kb.sub(kb.idx(1024), kb.rem(addr, 1024)), 1024);
  }
  int64_t aElems = p.stages * p.bm * p.bk;
  Value sA = view(pad, aElems, elt);
  Value sB = view(kb.add(pad, kb.idx(aElems * elemBytes)), p.stages * p.bn * p.bk, elt);
  Value sC = view(kb.idx(0), p.stagingBytes() / 4, kb.b.getF32Type());
  TCGemm t(kb, g, args, out, sA, sB, sC);
  if (p.wgmma)
    t.smemBase = kb.add(addr, pad);
  LaunchDims d = p.tma ? t.buildWgmmaTma() : p.wgmma ? t.buildWgmma() : t.build();
  d.dynShared = dynBytes;
  return d;
}
