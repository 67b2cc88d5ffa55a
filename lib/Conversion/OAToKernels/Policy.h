//===- Policy.h - launch/tiling policies of the row-wise and elementwise kernels -===//
//
// A policy says how one kernel family maps a shape onto the GPU.  The
// lowering picks a default per shape class (Policy.cpp holds the table and
// the rules, in one place); an op may carry an `oa.policy` dictionary that
// overrides it field by field (what an autotuner sweeps), and every kernel
// records the policy it was built with in its own `oa.policy` attribute.
//
//===----------------------------------------------------------------------===//
#ifndef OA_LIB_CONVERSION_POLICY_H
#define OA_LIB_CONVERSION_POLICY_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace oa::lowering {

/// What the lowering knows of the machine (pass options).
struct TuneCache;

struct Machine {
  int64_t sms = 132; // streaming multiprocessors (H100/H200: 132, A100: 108)
  bool tensorCores = true; // f16/bf16 GEMMs on HMMA (else only those with an oa.policy)
  bool attentionTensorCores = true; // oa.attention on the tensor cores (else only those with an oa.policy)
  /// FP32 GEMMs on HMMA as TF32 (the module's `oa.fp32_matmul = "tf32"`,
  /// what torch's allow_tf32 / set_float32_matmul_precision("high") ask
  /// for); else exact FP32 FFMA.  A GEMM's own `oa.fp32_matmul` wins.
  bool tf32 = false;
  /// The SM the kernels are for: 0 (any: sm_80 code, which sm_90 runs
  /// too), 80 or 90 (sm_90's own instructions: wgmma).
  int64_t sm = 0;
  /// sm_90's wgmma GEMMs read their operands through TMA tensor maps (a
  /// producer warp and mbarriers) instead of cp.async copies by every warp.
  /// Off for runtimes that cannot encode tensor maps.
  bool tma = true;
  /// Policies `oa gemm --tune` measured (TuneCache.h): a GEMM without an
  /// oa.policy takes its cached one.
  const TuneCache *tune = nullptr;
};

/// The attribute (on the module, or on one GEMM) that says how FP32 GEMMs
/// multiply: "ieee" (FP32 FFMA, the default) or "tf32".
inline constexpr llvm::StringLiteral kFp32MatmulAttr = "oa.fp32_matmul";

/// Row-wise kernels (softmax, LayerNorm, RMSNorm, last-axis reductions, MSE).
/// A row of `width` elements is split over `threadsPerRow` threads; each
/// thread holds `slots` vectors of `vec` elements per chunk, so one chunk is
/// threadsPerRow * slots * vec elements.  One chunk per row: the row stays in
/// registers (one read, one write).  More: the row is streamed chunk by chunk
/// (softmax: online max/sum, then a second read to write).
/// threadsPerRow <= 32: `rowsPerCTA` rows share a CTA, each on a (sub)warp;
/// threadsPerRow > 32: one row per CTA, reduced through shared memory.
/// `prefetch` (rows held in registers only): at most `maxCTAs` CTAs, each
/// looping over row groups and loading its next group's row before working
/// on the current one, so the loads of one row overlap the reductions and
/// stores of the last (what a second resident CTA would do, for CTAs too
/// big to have two per SM).
struct RowPolicy {
  std::string name; // "warp" | "cta" | "stream": the table entry it came from
  int64_t threadsPerRow = 32;
  int64_t rowsPerCTA = 1;
  int64_t vec = 1;
  int64_t slots = 1;
  int64_t chunks = 1; // derived: ceil(width / (threadsPerRow * slots * vec))
  int64_t prefetch = 0;
  int64_t maxCTAs = 1;   // with prefetch
  int64_t ctasPerSM = 0; // > 0: registers capped so this many CTAs fit an SM
  int64_t preload = 0;   // norms: gamma/beta of every slot loaded before the last reduction

  int64_t ctaThreads() const { return threadsPerRow * rowsPerCTA; }
  int64_t chunkElems() const { return threadsPerRow * slots * vec; }
};

/// Elementwise chains: `threads` per CTA, each thread handles `unroll`
/// vectors of `vec` elements per sweep (loads of all first, then the math,
/// then the stores); at most `maxCTAs` CTAs, grid-stride beyond.
struct EltPolicy {
  std::string name = "vector";
  int64_t threads = 256;
  int64_t vec = 1;
  int64_t unroll = 4;
  int64_t maxCTAs = 1;
  int64_t ctasPerSM = 0; // > 0: registers capped so this many CTAs fit an SM
};

/// Tensor-core GEMM (f16/bf16 operands, or f32 read as TF32; FP32
/// accumulators): a CTA computes
/// a bm x bn tile of C from bk-deep slices of A and B that a `stages`-deep
/// cp.async pipeline brings into shared memory; warpsM x warpsN warps each
/// own a (bm/warpsM) x (bn/warpsN) sub-tile of m16n8k16 (TF32: m16n8k8)
/// HMMA accumulators.  bk counts elements: a row of a slice is 64 or 128
/// bytes (bk 32 or 64 for 16-bit elements, 16 or 32 for TF32).
/// CTAs walk the tile grid in column groups of `group` tile rows (L2 reuse).
struct GemmPolicy {
  std::string name; // the table entry it came from, or "given"
  int64_t bm = 128, bn = 128, bk = 32;
  int64_t warpsM = 2, warpsN = 4;
  int64_t stages = 3;
  int64_t group = 8;
  /// 1: each k16 step's ldmatrix fragments are loaded during the previous
  /// step's HMMAs (across slices too); 0: a slice's loads, then its HMMAs.
  int64_t prefetch = 0;
  /// 1 (sm_90, f16/bf16): warpgroup MMA.  Each group of four
  /// warps owns 64 rows of the tile (bm = 16 warpsM, warpsN = 1) and
  /// issues wgmma.mma_async m64nNk16 (N = min(bn, 128), bn/N of them per
  /// k16 step) on operands read by the tensor cores from shared memory
  /// (bk = 64: 128-byte rows in the 128-byte swizzle).  With wgmma,
  /// prefetch = 1 refills a stage as soon as its MMAs are done (a second
  /// barrier per slice; stages-1 slices in flight instead of stages-2).
  int64_t wgmma = 0;
  /// 1 (wgmma only): one more warp, the producer, fills the stages with
  /// TMA copies (cp.async.bulk.tensor, 128-byte swizzle, zeros past the
  /// tensor's edges) that complete on each stage's "full" mbarrier; the
  /// warpsM MMA warps free a stage through its "empty" mbarrier.  The
  /// operands reach the kernel as __grid_constant__ tensor maps.
  int64_t tma = 0;
  /// 1 (TMA only): as many CTAs as fit on the GPU at once (maxCTAs), each
  /// walking tiles; the producer loads the next tile's first slices while
  /// the MMA warps store this one's C straight from their registers.
  /// Opt-in until timed on a GPU.
  int64_t persistent = 0;
  /// Persistent: the grid (the GPU's SMs times the CTAs an SM holds).
  int64_t maxCTAs = 0;

  /// The MMA warps' threads (the producer warp not counted).
  int64_t threads() const { return warpsM * warpsN * 32; }
  int64_t ctaThreads() const { return threads() + (tma ? 32 : 0); }
  /// Padding (floats) of a row of C staged by the epilogue.
  static constexpr int64_t stagePad = 8;
  /// Shared memory a CTA may declare statically; above it the kernel's
  /// buffer is dynamic shared memory.
  static constexpr int64_t maxStaticShared = 48 * 1024;
  /// The most a CTA may opt in to on every target (163 KiB on sm_80;
  /// sm_90 allows 227 KiB).
  static constexpr int64_t maxShared = 163 * 1024;
  /// sm_90's opt-in limit, which the wgmma kernel (sm_90 only) may use.
  static constexpr int64_t maxShared90 = 227 * 1024;
  /// Shared memory of the pipeline, in bytes of `elemBytes`-byte elements
  /// (wgmma: and 1 KiB to align the stages to the swizzle's 1024 bytes;
  /// TMA: and the stages' two 8-byte mbarriers, after them).
  int64_t pipelineBytes(unsigned elemBytes) const {
    return stages * (bm + bn) * bk * elemBytes + (wgmma ? 1024 : 0) + (tma ? 16 * stages : 0);
  }
  /// Shared memory of the epilogue: an m16 row of each warp's C in FP32.
  int64_t stagingBytes() const { return warpsM * warpsN * 16 * (bn / warpsN + stagePad) * 4; }
  /// The kernel's one shared buffer holds either.
  int64_t sharedBytes(unsigned elemBytes) const {
    return std::max(pipelineBytes(elemBytes), stagingBytes());
  }
};

/// Tensor-core attention (AttentionTC.cpp, head dims 64 and 128): a CTA
/// owns `blockQ` query rows of one (batch, head), `warpRows` (16 or 32: one
/// or two m16 tiles) per warp, and streams the keys and values through
/// shared memory `blockK` rows at a time (double buffered).  `qInRegs`: Q's
/// fragments stay in registers (else they are read from shared memory for
/// every key tile, for fewer registers).  `ctasPerSM` > 0 caps registers
/// so that many CTAs share an SM.  `wgmma` (sm_90): each warpgroup owns 64
/// query rows and multiplies with wgmma, Q and K from shared memory, P from
/// registers, V read transposed (warpRows 16, qInRegs 0).  `tma` (wgmma
/// only): one more warp loads Q, K and V with TMA (tensor maps of
/// [batch*heads, S, D]) and the warps wait on mbarriers instead of a
/// CTA barrier per key tile.  `overlap` (TMA only): key tile j's S is
/// issued before tile j-1's P V, and its softmax runs while P V does (as
/// FlashAttention-3's intra-warpgroup pipelining), for P of two tiles in
/// registers.
struct AttnPolicy {
  std::string name = "default";
  int64_t blockQ = 64, blockK = 64, warpRows = 16, qInRegs = 1;
  int64_t ctasPerSM = 0;
  int64_t wgmma = 0;
  int64_t tma = 0;
  int64_t tmaWarp = 1; // TMA: a warp of its own loads (else thread 0, between its MMAs)
  int64_t overlap = 0;

  /// The threads that compute (the TMA warp not counted).
  int64_t threads() const { return blockQ / warpRows * 32; }
  int64_t ctaThreads() const { return threads() + (tma && tmaWarp ? 32 : 0); }
  /// Q's tile plus two stages of K and V tiles, for head dim `d` (wgmma:
  /// and 1 KiB to align them to the swizzle's 1024 bytes; TMA: and seven
  /// mbarriers).
  int64_t sharedBytes(int64_t d, unsigned elemBytes) const {
    return (blockQ + 4 * blockK) * d * elemBytes + (wgmma ? 1024 : 0) + (tma ? 64 : 0);
  }
};

/// The default attention policy on `sm`, the same for every head dim and
/// dtype: sm_90's wgmma kernel fed by TMA where the lowering passes tensor
/// maps, else the HMMA kernel.
AttnPolicy defaultAttnPolicy(int64_t sm, bool tmaAllowed);

/// The wgmma kernel's defaults (128 x 128 tiles; with `tma`, thread 0's TMA
/// loads and S of a tile issued before the previous tile's P V).
AttnPolicy wgmmaAttnPolicy(bool tma);

/// The default tensor-core policy for `batch` products of [m, k] x [k, n]
/// of `elemBytes`-byte elements (2, or 4 for TF32).
GemmPolicy defaultGemmPolicy(int64_t batch, int64_t m, int64_t n, int64_t k, const Machine &mc,
                             unsigned elemBytes = 2);

/// The default row policy for `rows` rows of `width` elements of
/// `elemBytes`-byte floats, for an op reading `params` per-column
/// parameter rows (LayerNorm's gamma and beta: 2).
RowPolicy defaultRowPolicy(int64_t rows, int64_t width, unsigned elemBytes, int64_t params,
                           const Machine &m);

/// The default elementwise policy for `n` elements of the narrowest
/// `elemBytes` among the chain's buffers.
EltPolicy defaultEltPolicy(int64_t n, unsigned elemBytes, const Machine &m);

/// Applies the fields of `op`'s `oa.policy` dictionary (if any) over `p` and
/// checks the result; a bad field or value is an error located at `op`.
mlir::LogicalResult overrideRowPolicy(mlir::Operation *op, RowPolicy &p, int64_t rows,
                                      int64_t width, unsigned elemBytes);
mlir::LogicalResult overrideGemmPolicy(mlir::Operation *op, GemmPolicy &p,
                                       unsigned elemBytes = 2, int64_t sm = 0);
mlir::LogicalResult overrideAttnPolicy(mlir::Operation *op, AttnPolicy &p, int64_t headDim,
                                       bool f16, int64_t sm = 0, bool tmaAllowed = false);
mlir::LogicalResult overrideEltPolicy(mlir::Operation *op, EltPolicy &p, int64_t n,
                                      unsigned elemBytes);

/// The policy as the dictionary kernels carry (and ops accept).
mlir::DictionaryAttr toAttr(mlir::MLIRContext *ctx, const RowPolicy &p);
mlir::DictionaryAttr toAttr(mlir::MLIRContext *ctx, const EltPolicy &p);
mlir::DictionaryAttr toAttr(mlir::MLIRContext *ctx, const GemmPolicy &p);
mlir::DictionaryAttr toAttr(mlir::MLIRContext *ctx, const AttnPolicy &p);

/// The widest vector (elements) of at most 16 bytes that divides `width`.
int64_t vectorWidth(int64_t width, unsigned elemBytes);

} // namespace oa::lowering

#endif // OA_LIB_CONVERSION_POLICY_H
