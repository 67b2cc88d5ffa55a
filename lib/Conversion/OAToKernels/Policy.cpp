//===- Policy.cpp - the policy table and its defaults ---------------------===//
//
// One place for the numbers that shape the row-wise and elementwise kernels.
// Counts of "values" are the FP32 registers a thread holds for its part of a
// row (one per element, whatever the storage type).
//
//===----------------------------------------------------------------------===//
#include "Policy.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace oa::lowering;

namespace {
int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Row-wise shape classes, tried in order: the first whose thread range
// holds the row within its per-thread value budget wins.  `cta` is the CTA
// size of the warp class (rows per CTA = cta / threads per row);
// `ctasPerSM` > 0 caps registers so that many CTAs share an SM.
// `cta2` (measured on the H200, docs/results/rowwise-h200-2026-12-04-pm.md):
// two 512-thread CTAs per SM holding 32 values per thread beat one
// 1024-thread CTA of 16 per SM (16384-wide rows: f16 LayerNorm 1.42x,
// RMSNorm 1.37x, f32 softmax 1.17x), except for f32 rows with per-column
// parameters, which spill under the 64-register cap (LayerNorm 0.87x).
struct RowClass {
  const char *name;
  int64_t minThreads, maxThreads, maxValues, cta, ctasPerSM;
  bool f32Params; // also for 4-byte rows of ops with gamma/beta
};
constexpr RowClass kRowTable[] = {
    {"warp", 1, 32, 32, 128, 0, true},       // short rows: a (sub)warp per row, no barrier
    {"cta", 64, 512, 16, 0, 0, true},        // a CTA per row, row in registers
    {"cta2", 512, 512, 32, 0, 2, false},     // two CTAs of 512 per SM
    {"cta", 1024, 1024, 32, 0, 0, true},     // the longest rows that still fit
    {"stream", 1024, 1024, 32, 0, 0, true}   // longer: streamed in chunks of 1024*32
};

// Elementwise: bytes each thread keeps in flight per input and sweep, CTA
// size, and CTAs per SM in one wave (2048 threads per SM on sm_80/sm_90).
constexpr int64_t kEltBytesInFlight = 64;
constexpr int64_t kEltThreads = 256;
constexpr int64_t kThreadsPerSM = 2048;

// Prefetching row kernels (off by default: oa-llc hands its five write
// scoreboards out round-robin, so the reductions' shuffles end up waiting
// on the prefetched loads) are capped at kRowThreadsPerSM threads per SM
// (CTAs of 64 registers per thread, as resident rows need).
constexpr int64_t kRowThreadsPerSM = 1024;

// A row's threads should cover at least one 32-byte sector per load.
constexpr int64_t kSectorBytes = 32;

// Tensor-core GEMM tiles, tried in order: the first whose tile grid gives
// at least `minWaves` waves of CTAs (one CTA per SM) wins; the last takes
// everything else.
struct GemmClass {
  const char *name;
  int64_t bm, bn, bk, warpsM, warpsN, stages;
  double minWaves;
};
constexpr GemmClass kGemmTable[] = {
    {"large", 128, 128, 32, 2, 2, 3, 1.0}, // 64x64 warp tiles: 339 TFLOP/s at 4096^3 vs 233 with 2x4
    {"medium", 128, 64, 32, 2, 2, 4, 1.0},
    {"small", 64, 64, 32, 1, 2, 4, 0.0},
};
// sm_90's warpgroup-MMA tiles (f16/bf16): bm = 64 per warpgroup,
// bk 64 (one 128-byte swizzle row), warpsN 1, as Triton's and CUTLASS's
// sm_90 GEMMs tile (128 x 256 x 64 on two warpgroups); the stages fill
// what 227 KiB holds.  128 x 256 takes a grid of 0.9 waves: the MLP's
// 4096 x 1024 x 4096 linear (128 tiles on 132 SMs) ran 22% faster on it
// than on 256 tiles of 128 x 128 (H100, docs/results/blocks-h100-2026-12-06.md).
constexpr GemmClass kWgmmaTable[] = {
    {"wg-large", 128, 256, 64, 8, 1, 4, 0.9},
    {"wg-medium", 128, 128, 64, 8, 1, 4, 1.0},
    {"wg-small", 64, 128, 64, 4, 1, 4, 0.0},
};

bool isPow2(int64_t v) { return v > 0 && llvm::isPowerOf2_64(v); }

// Reads integer field `key` of `d` into `out`; a non-integer is an error.
LogicalResult readField(Operation *op, DictionaryAttr d, StringRef key, int64_t &out) {
  Attribute a = d.get(key);
  if (!a)
    return success();
  auto i = dyn_cast<IntegerAttr>(a);
  if (!i)
    return op->emitOpError("oa.policy field '") << key << "' must be an integer, got " << a;
  out = i.getInt();
  return success();
}

LogicalResult checkKeys(Operation *op, DictionaryAttr d, ArrayRef<StringRef> keys) {
  for (NamedAttribute n : d)
    if (!llvm::is_contained(keys, n.getName().strref()))
      return op->emitOpError("oa.policy has no field '")
             << n.getName().strref() << "' (fields: " << llvm::join(keys, ", ") << ")";
  return success();
}
} // namespace

int64_t oa::lowering::vectorWidth(int64_t width, unsigned elemBytes) {
  int64_t v = 16 / elemBytes;
  while (v > 1 && width % v != 0)
    v /= 2;
  return v;
}

RowPolicy oa::lowering::defaultRowPolicy(int64_t rows, int64_t width, unsigned elemBytes,
                                         int64_t params, const Machine &m) {
  RowPolicy p;
  p.vec = vectorWidth(width, elemBytes);
  int64_t vectors = width / p.vec;
  int64_t minThreads = std::max<int64_t>(1, kSectorBytes / (p.vec * elemBytes));
  for (const RowClass &c : kRowTable) {
    bool last = &c == std::end(kRowTable) - 1;
    if (!c.f32Params && elemBytes > 2 && params > 0)
      continue;
    for (int64_t t = std::max(c.minThreads, minThreads); t <= c.maxThreads; t *= 2) {
      int64_t slots = ceilDiv(vectors, t);
      if (slots * p.vec > c.maxValues && !last)
        continue;
      p.name = c.name;
      p.threadsPerRow = t;
      p.slots = std::min(slots, std::max<int64_t>(1, c.maxValues / p.vec));
      if (c.cta) {
        // As many rows per CTA as the class's CTA holds, fewer (down to a
        // warp) when that would leave SMs idle.
        p.rowsPerCTA = std::max<int64_t>(1, c.cta / t);
        int64_t warpRows = std::max<int64_t>(1, 32 / t);
        while (p.rowsPerCTA > warpRows && ceilDiv(rows, p.rowsPerCTA) < 2 * m.sms)
          p.rowsPerCTA /= 2;
      }
      p.chunks = ceilDiv(vectors, t * p.slots);
      p.prefetch = 0;
      p.ctasPerSM = c.ctasPerSM;
      p.maxCTAs = m.sms * std::max<int64_t>(1, kRowThreadsPerSM / p.ctaThreads());
      return p;
    }
  }
  llvm_unreachable("the last row class takes every width");
}

EltPolicy oa::lowering::defaultEltPolicy(int64_t n, unsigned elemBytes, const Machine &m) {
  EltPolicy p;
  p.threads = kEltThreads;
  p.vec = 16 / elemBytes;
  p.unroll = std::max<int64_t>(1, kEltBytesInFlight / (p.vec * elemBytes));
  p.maxCTAs = m.sms * (kThreadsPerSM / p.threads);
  return p;
}

GemmPolicy oa::lowering::defaultGemmPolicy(int64_t batch, int64_t m, int64_t n, int64_t k,
                                           const Machine &mc, unsigned elemBytes) {
  GemmPolicy p;
  bool wg = mc.sm >= 90 && elemBytes == 2;
  ArrayRef<GemmClass> table = wg ? ArrayRef<GemmClass>(kWgmmaTable) : ArrayRef<GemmClass>(kGemmTable);
  p.wgmma = wg;
  // TMA by default where the GPU has run it (H100, 2026-12-06): rank-2
  // maps.  A batched GEMM's rank-3 maps ran only in oa-emu (the one H100
  // run of a batch_matmul hung, with a B box wholly past N, which is no
  // longer issued), and the persistent kernel is not yet timed: both are
  // asked for by a policy (tma = 1, persistent = 1).
  p.tma = wg && mc.tma && batch == 1;
  p.persistent = 0;
  for (const GemmClass &c : table) {
    double ctas = double(batch) * ceilDiv(m, c.bm) * ceilDiv(n, c.bn);
    if (ctas < c.minWaves * mc.sms && &c != &table.back())
      continue;
    p.name = c.name;
    // The table's bk is in halves: TF32 keeps the same bytes per row (and
    // so the same shared memory and copies per thread).
    p.bm = c.bm, p.bn = c.bn, p.bk = wg ? c.bk : c.bk * 2 / elemBytes;
    p.warpsM = c.warpsM, p.warpsN = c.warpsN, p.stages = c.stages;
    break;
  }
  (void)k;
  return p;
}

LogicalResult oa::lowering::overrideGemmPolicy(Operation *op, GemmPolicy &p, unsigned elemBytes,
                                               int64_t sm) {
  auto d = op->getAttrOfType<DictionaryAttr>("oa.policy");
  if (!d) {
    if (op->hasAttr("oa.policy"))
      return op->emitOpError("oa.policy must be a dictionary");
    return success();
  }
  if (failed(checkKeys(op, d,
                       {"bm", "bn", "bk", "warps_m", "warps_n", "stages", "group", "prefetch",
                        "wgmma", "tma", "persistent"})) ||
      failed(readField(op, d, "bm", p.bm)) || failed(readField(op, d, "bn", p.bn)) ||
      failed(readField(op, d, "bk", p.bk)) || failed(readField(op, d, "warps_m", p.warpsM)) ||
      failed(readField(op, d, "warps_n", p.warpsN)) ||
      failed(readField(op, d, "stages", p.stages)) || failed(readField(op, d, "group", p.group)) ||
      failed(readField(op, d, "prefetch", p.prefetch)) ||
      failed(readField(op, d, "wgmma", p.wgmma)) || failed(readField(op, d, "tma", p.tma)) ||
      failed(readField(op, d, "persistent", p.persistent)))
    return failure();
  // A policy that turns wgmma (or TMA) off takes the default TMA (and
  // persistence) with it.
  if (!p.wgmma && !d.get("tma"))
    p.tma = 0;
  if (!p.tma && !d.get("persistent"))
    p.persistent = 0;
  if (!d.empty()) // an empty policy only opts in to the tensor-core kernel
    p.name = "given";
  auto bad = [&](const Twine &what) { return op->emitOpError("oa.policy: ") << what; };
  if (p.bk * elemBytes != 64 && p.bk * elemBytes != 128)
    return bad(elemBytes == 4 ? "bk must be 16 or 32 (TF32)" : "bk must be 32 or 64");
  if (!isPow2(p.warpsM) || !isPow2(p.warpsN) || p.threads() > 1024)
    return bad("warps_m and warps_n must be powers of two, at most 32 warps in all");
  if (!isPow2(p.bm) || !isPow2(p.bn) || p.bm % (16 * p.warpsM) != 0 ||
      p.bn % (16 * p.warpsN) != 0 || p.bn < 64)
    return bad("bm and bn must be powers of two, bn >= 64, with every warp's tile a multiple "
               "of 16x16");
  int64_t pieces = 16 / elemBytes; // elements per 16-byte piece
  if ((p.bm * p.bk / pieces) % p.threads() != 0 || (p.bn * p.bk / pieces) % p.threads() != 0)
    return bad("each thread must copy a whole number of 16-byte pieces of the A and B tiles");
  if (p.stages < 2 || p.stages > 8)
    return bad("stages must be in [2, 8]");
  int64_t limit = p.wgmma ? GemmPolicy::maxShared90 : GemmPolicy::maxShared;
  if (p.sharedBytes(elemBytes) > limit)
    return bad("the pipeline (stages * (bm + bn) * bk * " + Twine(elemBytes) +
               " bytes) or the epilogue's staging exceeds " + Twine(limit / 1024) +
               " KiB of shared memory (" + Twine(p.sharedBytes(elemBytes)) + " bytes)");
  if (p.group < 1 || p.group > 64)
    return bad("group must be in [1, 64]");
  if (p.prefetch != 0 && p.prefetch != 1)
    return bad("prefetch must be 0 or 1");
  if (p.wgmma != 0 && p.wgmma != 1)
    return bad("wgmma must be 0 or 1");
  if (p.wgmma) {
    if (sm < 90)
      return bad("wgmma needs sm_90 (oa-lower-to-kernels sm=90)");
    if (elemBytes != 2)
      return bad("wgmma takes f16 or bf16 operands (TF32 runs on the HMMA kernel)");
      if (p.warpsN != 1 || p.warpsM % 4 != 0 || p.bm != 16 * p.warpsM)
      return bad("wgmma: warps_n must be 1, warps_m a multiple of 4 and bm 16 * warps_m (64 "
                 "rows per warpgroup); wgmma = 0 asks for the HMMA kernel");
    if (p.bk != 64)
      return bad("wgmma: bk must be 64 (a 128-byte row of the swizzle)");
    if (p.bn != 64 && p.bn != 128 && p.bn != 256)
      return bad("wgmma: bn must be 64, 128 or 256");
    if (p.stages < 3)
      return bad("wgmma: stages must be at least 3 (one slice is read by the MMAs in flight)");
  }
  if (p.tma != 0 && p.tma != 1)
    return bad("tma must be 0 or 1");
  if (p.tma && !p.wgmma)
    return bad("tma feeds the wgmma kernel only (wgmma = 1)");
  if (p.persistent != 0 && p.persistent != 1)
    return bad("persistent must be 0 or 1");
  if (p.persistent && !p.tma)
    return bad("persistent needs the TMA kernel (tma = 1)");
  return success();
}

// Attention (H200, docs/results/attention-h200-2026-12-04.md): 64 x 64
// tiles, one m16 tile per warp, Q in registers (0.74-0.81x SDPA flash).
// f16 with Q in registers was wrong on the H200 until oa-llc kept HMMA's
// source registers for 7 cycles (TensorSourceWrite, repro/attention-f16-qregs.ll).
// sm_90 with tensor maps: the wgmma kernel (FlashAttention-3's consumer
// warpgroups, 128 x 128 tiles) fed by TMA from thread 0 between its MMAs,
// tile j's S issued before tile j-1's P V: on the H100 1.04-1.30x SDPA
// flash where the HMMA kernel gives 0.73-0.85x
// (docs/results/h100-2026-12-06-lead14.md).  Its cp.async form faults on
// the GPU and is refused (overrideAttnPolicy).  A policy may ask for a TMA
// warp of its own (`tma_warp = 1`); its 9 warps leave 168 registers a
// thread: 64-key tiles.
static void fitTmaWarp(AttnPolicy &p) {
  if (p.wgmma && p.tma && p.tmaWarp)
    p.blockK = 64;
}

// Every head dim: thread 0's TMA loads with the overlap.  Head dim 128 had
// the TMA-warp form (64-key tiles) while the overlapped one returned infs
// and hung on the GPU; both were UTMALDGs whose uniform registers the next
// copy's R2URs rewrote before the TMA unit read them (docs/Attention.md,
// "The fault").  Fixed, the overlapped form is 10-17% faster at 4 x 32 x
// {1024, 4096} x 128 on the H100 and ran right in 144 launches under
// --poison-smem.
AttnPolicy oa::lowering::defaultAttnPolicy(int64_t sm, bool tmaAllowed) {
  if (sm == 90 && tmaAllowed)
    return wgmmaAttnPolicy(/*tma=*/true);
  return AttnPolicy();
}

AttnPolicy oa::lowering::wgmmaAttnPolicy(bool tma) {
  AttnPolicy p;
  p.wgmma = 1;
  p.blockQ = 128;
  p.blockK = 128;
  p.qInRegs = 0;
  if (tma) {
    p.tma = 1;
    p.tmaWarp = 0;
    p.overlap = 1;
  }
  return p;
}

LogicalResult oa::lowering::overrideAttnPolicy(Operation *op, AttnPolicy &p, int64_t headDim,
                                               bool f16, int64_t sm, bool tmaAllowed) {
  auto d = op->getAttrOfType<DictionaryAttr>("oa.policy");
  if (!d) {
    if (op->hasAttr("oa.policy"))
      return op->emitOpError("oa.policy must be a dictionary");
    return success();
  }
  int64_t wgmma = p.wgmma;
  if (failed(checkKeys(op, d,
                       {"block_q", "block_k", "warp_rows", "q_in_regs", "ctas_per_sm", "wgmma",
                        "tma", "tma_warp", "overlap"})) ||
      failed(readField(op, d, "wgmma", wgmma)))
    return failure();
  // A policy that names `wgmma` starts from that kernel's own defaults:
  // wgmma = 1 the wgmma kernel's (128 x 128 tiles, Q read by the tensor
  // cores, TMA where the lowering passes tensor maps, from thread 0 with
  // the overlap), also at head dim 128, whose default differs; wgmma = 0
  // the HMMA kernel's.  Without it the fields go over the default.
  if (wgmma != p.wgmma || d.contains("wgmma"))
    p = wgmma == 1 ? wgmmaAttnPolicy(tmaAllowed) : AttnPolicy();
  p.wgmma = wgmma;

  if (failed(readField(op, d, "ctas_per_sm", p.ctasPerSM)) ||
      failed(readField(op, d, "block_q", p.blockQ)) ||
      failed(readField(op, d, "block_k", p.blockK)) ||
      failed(readField(op, d, "warp_rows", p.warpRows)) ||
      failed(readField(op, d, "q_in_regs", p.qInRegs)) || failed(readField(op, d, "tma", p.tma)) ||
      failed(readField(op, d, "overlap", p.overlap)) ||
      failed(readField(op, d, "tma_warp", p.tmaWarp)))
    return failure();
  if (!p.wgmma && !d.get("tma"))
    p.tma = 0;
  // Without TMA the default's overlap goes too, so that tma = 0 is
  // reported as itself (below), not as a lone overlap.
  if (p.wgmma && !p.tma && !d.get("overlap"))
    p.overlap = 0;
  if (!d.get("block_k"))
    fitTmaWarp(p);
  if (!d.empty())
    p.name = "given";
  auto bad = [&](const Twine &what) { return op->emitOpError("oa.policy: ") << what; };
  if (p.wgmma != 0 && p.wgmma != 1)
    return bad("wgmma must be 0 or 1");
  if (p.wgmma && sm != 90)
    return bad("wgmma needs sm_90 (the lowering's sm = 90)");
  if (p.blockQ != 64 && p.blockQ != 128)
    return bad("block_q must be 64 or 128");
  if (p.blockK != 32 && p.blockK != 64 && p.blockK != 128)
    return bad("block_k must be 32, 64 or 128");
  if (p.warpRows != 16 && p.warpRows != 32)
    return bad("warp_rows must be 16 or 32");
  if (p.qInRegs != 0 && p.qInRegs != 1)
    return bad("q_in_regs must be 0 or 1");
  if (p.tma != 0 && p.tma != 1)
    return bad("tma must be 0 or 1");
  if (p.tma && !p.wgmma)
    return bad("tma feeds the wgmma kernel only (wgmma = 1)");
  if (p.tmaWarp != 0 && p.tmaWarp != 1)
    return bad("tma_warp must be 0 or 1");
  if (p.overlap != 0 && p.overlap != 1)
    return bad("overlap must be 0 or 1");
  if (p.overlap && !p.tma)
    return bad("overlap needs the TMA kernel (tma = 1): its stages are freed per tile");
  // The cp.async-fed wgmma kernel runs right in oa-emu and faults on the
  // H100 (a P V HGMMA reads a bad descriptor unless it waits for the
  // cp.async group in flight; docs/Attention.md), so it is not offered.
  if (p.wgmma && !p.tma)
    return bad(tmaAllowed
                   ? "wgmma without TMA (tma = 0: cp.async feeding) faults on the GPU and is not "
                     "offered; use tma = 1"
                   : "wgmma needs TMA, and the lowering passes no tensor maps (oa-lower-to-kernels "
                     "tma=0); wgmma = 0 takes the HMMA kernel");
  if (p.tma && !tmaAllowed)
    return bad("tma = 1, but the lowering passes no tensor maps (oa-lower-to-kernels tma=0: "
               "the runtime cannot encode them)");
  if (p.wgmma && (p.warpRows != 16 || p.qInRegs))
    return bad("wgmma reads Q from shared memory in 64-row warpgroups (warp_rows 16, "
               "q_in_regs 0)");
  if (p.ctasPerSM < 0 || p.ctasPerSM * p.ctaThreads() > 2048)
    return bad("ctas_per_sm must be in [0, 2048 / CTA threads]");
  int64_t limit = p.wgmma ? GemmPolicy::maxShared90 : GemmPolicy::maxShared;
  if (p.sharedBytes(headDim, 2) > limit)
    return bad("Q's tile and two stages of K and V tiles exceed " + Twine(limit / 1024) +
               " KiB of shared memory (" + Twine(p.sharedBytes(headDim, 2)) + " bytes)");
  return success();
}

LogicalResult oa::lowering::overrideRowPolicy(Operation *op, RowPolicy &p, int64_t rows,
                                              int64_t width, unsigned elemBytes) {
  auto d = op->getAttrOfType<DictionaryAttr>("oa.policy");
  if (!d) {
    if (op->hasAttr("oa.policy"))
      return op->emitOpError("oa.policy must be a dictionary");
    return success();
  }
  if (failed(checkKeys(op, d,
                       {"threads_per_row", "rows_per_cta", "vec", "slots", "prefetch", "max_ctas",
                        "ctas_per_sm", "preload"})) ||
      failed(readField(op, d, "ctas_per_sm", p.ctasPerSM)) ||
      failed(readField(op, d, "preload", p.preload)) ||
      failed(readField(op, d, "threads_per_row", p.threadsPerRow)) ||
      failed(readField(op, d, "prefetch", p.prefetch)) ||
      failed(readField(op, d, "max_ctas", p.maxCTAs)) ||
      failed(readField(op, d, "rows_per_cta", p.rowsPerCTA)) ||
      failed(readField(op, d, "vec", p.vec)) || failed(readField(op, d, "slots", p.slots)))
    return failure();
  p.name = "given";
  auto bad = [&](const Twine &what) {
    return op->emitOpError("oa.policy: ") << what << " (row of " << width << " elements of "
                                          << elemBytes << " bytes)";
  };
  if (!isPow2(p.threadsPerRow) || p.threadsPerRow > 1024)
    return bad("threads_per_row must be a power of two in [1, 1024]");
  if (p.rowsPerCTA < 1 || p.ctaThreads() > 1024 || p.ctaThreads() % 32 != 0)
    return bad("rows_per_cta must make a CTA of a whole number of warps, at most 1024 threads");
  if (p.threadsPerRow > 32 && p.rowsPerCTA != 1)
    return bad("rows_per_cta must be 1 when threads_per_row > 32");
  if (!isPow2(p.vec) || p.vec * elemBytes > 16 || width % p.vec != 0)
    return bad("vec must be a power of two of at most 16 bytes that divides the row");
  if (p.slots < 1 || p.slots * p.vec > 128)
    return bad("slots * vec must be in [1, 128]");
  p.chunks = ceilDiv(width / p.vec, p.threadsPerRow * p.slots);
  if (p.prefetch != 0 && p.prefetch != 1)
    return bad("prefetch must be 0 or 1");
  if (p.preload != 0 && p.preload != 1)
    return bad("preload must be 0 or 1");
  if (p.prefetch && p.chunks != 1)
    return bad("prefetch needs the row in one chunk (threads_per_row * slots * vec >= width)");
  if (p.maxCTAs < 1 || p.maxCTAs > 0x7fffffff)
    return bad("max_ctas must be in [1, 2^31-1]");
  // At least 16 registers per thread, as the backend's floor.
  if (p.ctasPerSM < 0 || p.ctasPerSM * p.ctaThreads() > 4096)
    return bad("ctas_per_sm must be in [0, 4096 / CTA threads]");
  (void)rows;
  return success();
}

LogicalResult oa::lowering::overrideEltPolicy(Operation *op, EltPolicy &p, int64_t n,
                                              unsigned elemBytes) {
  auto d = op->getAttrOfType<DictionaryAttr>("oa.policy");
  if (!d) {
    if (op->hasAttr("oa.policy"))
      return op->emitOpError("oa.policy must be a dictionary");
    return success();
  }
  if (failed(checkKeys(op, d, {"threads", "vec", "unroll", "max_ctas", "ctas_per_sm"})) ||
      failed(readField(op, d, "ctas_per_sm", p.ctasPerSM)) ||
      failed(readField(op, d, "threads", p.threads)) || failed(readField(op, d, "vec", p.vec)) ||
      failed(readField(op, d, "unroll", p.unroll)) ||
      failed(readField(op, d, "max_ctas", p.maxCTAs)))
    return failure();
  p.name = "given";
  auto bad = [&](const Twine &what) { return op->emitOpError("oa.policy: ") << what; };
  if (p.threads < 32 || p.threads > 1024 || p.threads % 32 != 0)
    return bad("threads must be a multiple of 32 in [32, 1024]");
  if (!isPow2(p.vec) || p.vec * elemBytes > 16)
    return bad("vec must be a power of two of at most 16 bytes");
  if (p.unroll < 1 || p.unroll > 16)
    return bad("unroll must be in [1, 16]");
  if (p.maxCTAs < 1 || p.maxCTAs > 0x7fffffff)
    return bad("max_ctas must be in [1, 2^31-1]");
  if (p.ctasPerSM < 0 || p.ctasPerSM * p.threads > 4096)
    return bad("ctas_per_sm must be in [0, 4096 / threads]");
  (void)n;
  return success();
}

DictionaryAttr oa::lowering::toAttr(MLIRContext *ctx, const RowPolicy &p) {
  Builder b(ctx);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("name", b.getStringAttr(p.name)),
      b.getNamedAttr("threads_per_row", b.getI64IntegerAttr(p.threadsPerRow)),
      b.getNamedAttr("rows_per_cta", b.getI64IntegerAttr(p.rowsPerCTA)),
      b.getNamedAttr("vec", b.getI64IntegerAttr(p.vec)),
      b.getNamedAttr("slots", b.getI64IntegerAttr(p.slots)),
      b.getNamedAttr("chunks", b.getI64IntegerAttr(p.chunks))};
  if (p.preload)
    fields.push_back(b.getNamedAttr("preload", b.getI64IntegerAttr(p.preload)));
  if (p.ctasPerSM)
    fields.push_back(b.getNamedAttr("ctas_per_sm", b.getI64IntegerAttr(p.ctasPerSM)));
  if (p.prefetch) { // max_ctas means nothing without it
    fields.push_back(b.getNamedAttr("prefetch", b.getI64IntegerAttr(p.prefetch)));
    fields.push_back(b.getNamedAttr("max_ctas", b.getI64IntegerAttr(p.maxCTAs)));
  }
  return b.getDictionaryAttr(fields);
}

DictionaryAttr oa::lowering::toAttr(MLIRContext *ctx, const GemmPolicy &p) {
  Builder b(ctx);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("name", b.getStringAttr(p.name)),
      b.getNamedAttr("bm", b.getI64IntegerAttr(p.bm)),
      b.getNamedAttr("bn", b.getI64IntegerAttr(p.bn)),
      b.getNamedAttr("bk", b.getI64IntegerAttr(p.bk)),
      b.getNamedAttr("warps_m", b.getI64IntegerAttr(p.warpsM)),
      b.getNamedAttr("warps_n", b.getI64IntegerAttr(p.warpsN)),
      b.getNamedAttr("stages", b.getI64IntegerAttr(p.stages)),
      b.getNamedAttr("group", b.getI64IntegerAttr(p.group)),
      b.getNamedAttr("prefetch", b.getI64IntegerAttr(p.prefetch))};
  if (p.wgmma)
    fields.push_back(b.getNamedAttr("wgmma", b.getI64IntegerAttr(p.wgmma)));
  if (p.tma)
    fields.push_back(b.getNamedAttr("tma", b.getI64IntegerAttr(p.tma)));
  if (p.persistent)
    fields.push_back(b.getNamedAttr("persistent", b.getI64IntegerAttr(p.persistent)));
  return b.getDictionaryAttr(fields);
}

DictionaryAttr oa::lowering::toAttr(MLIRContext *ctx, const AttnPolicy &p) {
  Builder b(ctx);
  return b.getDictionaryAttr({b.getNamedAttr("name", b.getStringAttr(p.name)),
                              b.getNamedAttr("block_q", b.getI64IntegerAttr(p.blockQ)),
                              b.getNamedAttr("block_k", b.getI64IntegerAttr(p.blockK)),
                              b.getNamedAttr("warp_rows", b.getI64IntegerAttr(p.warpRows)),
                              b.getNamedAttr("q_in_regs", b.getI64IntegerAttr(p.qInRegs)),
                              b.getNamedAttr("ctas_per_sm", b.getI64IntegerAttr(p.ctasPerSM)),
                              b.getNamedAttr("wgmma", b.getI64IntegerAttr(p.wgmma)),
                              b.getNamedAttr("tma", b.getI64IntegerAttr(p.tma)),
                              b.getNamedAttr("tma_warp", b.getI64IntegerAttr(p.tmaWarp)),
                              b.getNamedAttr("overlap", b.getI64IntegerAttr(p.overlap))});
}

DictionaryAttr oa::lowering::toAttr(MLIRContext *ctx, const EltPolicy &p) {
  Builder b(ctx);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("name", b.getStringAttr(p.name)),
      b.getNamedAttr("threads", b.getI64IntegerAttr(p.threads)),
      b.getNamedAttr("vec", b.getI64IntegerAttr(p.vec)),
      b.getNamedAttr("unroll", b.getI64IntegerAttr(p.unroll)),
      b.getNamedAttr("max_ctas", b.getI64IntegerAttr(p.maxCTAs))};
  if (p.ctasPerSM)
    fields.push_back(b.getNamedAttr("ctas_per_sm", b.getI64IntegerAttr(p.ctasPerSM)));
  return b.getDictionaryAttr(fields);
}
