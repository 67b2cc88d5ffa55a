//===- Elementwise.cpp - vectorised elementwise chains --------------------===//
//
// A chain of elementwise ops over n elements, shaped by an EltPolicy: the
// grid is at most one wave (maxCTAs) and strides over the tensor.  With G =
// grid * threads threads, the tensor is cut into sweeps of G * unroll
// vectors of `vec` elements; in a sweep thread t handles vectors t, t + G,
// ... (coalesced), loading every slot of every input first, then
// computing and storing slot by slot.  The grid is sized so the sweeps
// come out nearly whole; the last partial sweep runs masked with the same
// slots, and the n % vec elements after the last vector go one per thread.
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace oa::lowering;

LaunchDims oa::lowering::buildVectorElementwise(KernelBuilder &kb, const FusedGroup &g,
                                                const DenseMap<Value, Value> &args, Value out) {
  const EltPolicy &p = g.elt;
  int64_t n = cast<RankedTensorType>(g.output().getType()).getNumElements();
  int64_t vec = p.vec, nvec = n / vec;
  // As few sweeps as the grid cap allows, then as few CTAs as cover them:
  // the last sweep is then nearly full.
  int64_t perCTA = p.threads * p.unroll;
  int64_t sweeps = std::max<int64_t>(1, (nvec + perCTA * p.maxCTAs - 1) / (perCTA * p.maxCTAs));
  int64_t grid = std::max<int64_t>(
      1, std::min((nvec + perCTA * sweeps - 1) / (perCTA * sweeps), p.maxCTAs));
  int64_t G = grid * p.threads, sweep = G * p.unroll;
  SmallVector<Value> inputs = g.externalInputs();

  Value tid = kb.threadId(gpu::Dimension::x), bid = kb.blockId(gpu::Dimension::x);
  Value gtid = kb.add(kb.mul(bid, p.threads), tid);
  // A one-element input of a longer chain (loss scaling's 1/scale and
  // overflow flag) is loaded once and taken by every element.
  SmallVector<Value> scalar(inputs.size());
  for (auto [k, in] : llvm::enumerate(inputs))
    if (n > 1 && cast<RankedTensorType>(in.getType()).getNumElements() == 1)
      scalar[k] = kb.loadF32(args.lookup(in), kb.idx(0));

  // The chain at `at` (one index per slot, `width` elements each), each
  // slot stored when its `ok` (if any) holds.  Every slot of every input is
  // loaded first (raw, so they are all in flight together); then slot by
  // slot the values are widened, computed and stored, which keeps one
  // slot's FP32 values live at a time rather than all of them.
  auto compute = [&](ArrayRef<Value> at, ArrayRef<Value> ok, int64_t width) {
    SmallVector<SmallVector<Value>> raw; // [input][slot]
    for (auto [k, in] : llvm::enumerate(inputs)) {
      auto &perIn = raw.emplace_back();
      if (!scalar[k])
        for (Value i : at)
          perIn.push_back(kb.loadVec(args.lookup(in), i, width));
    }
    for (unsigned s = 0; s < at.size(); ++s) {
      SmallVector<SmallVector<Value>> vals; // [input][element]
      for (auto [k, perIn] : llvm::enumerate(raw))
        vals.push_back(scalar[k] ? SmallVector<Value>(width, scalar[k]) : kb.widen(perIn[s]));
      SmallVector<Value> res;
      for (int64_t c = 0; c < width; ++c)
        res.push_back(applyChain(kb, g.ops, Value(), Value(), [&](Value v) {
          Value src = g.viaConvert.lookup(v);
          unsigned k = llvm::find(inputs, src ? src : v) - inputs.begin();
          return loadedAs(kb, g, v, vals[k][c]);
        }));
      if (ok.empty() || !ok[s])
        kb.storeVecF32(res, out, at[s]);
      else
        kb.ifThen(ok[s], [&] { kb.storeVecF32(res, out, at[s]); });
    }
  };

  // Whole sweeps unmasked; the last, partial one with every slot masked (a
  // slot past the end reads vector 0 and stores nothing), so it keeps the
  // sweep's loads in flight together.
  int64_t whole = nvec / sweep;
  if (whole > 0)
    kb.loop(gtid, kb.idx(whole * sweep), kb.idx(sweep), [&](Value v0) {
      SmallVector<Value> at;
      for (int64_t u = 0; u < p.unroll; ++u)
        at.push_back(kb.mul(kb.add(v0, kb.idx(u * G)), vec));
      compute(at, {}, vec);
    });
  if (nvec % sweep) {
    Value v0 = kb.add(gtid, kb.idx(whole * sweep));
    SmallVector<Value> at, ok;
    for (int64_t u = 0; u < p.unroll; ++u) {
      if (whole * sweep + u * G >= nvec)
        break; // no thread has this slot
      Value vi = kb.add(v0, kb.idx(u * G));
      Value in = kb.lt(vi, nvec);
      at.push_back(kb.select(in, kb.mul(vi, vec), kb.idx(0)));
      ok.push_back(in);
    }
    compute(at, ok, vec);
  }
  if (n % vec)
    kb.loop(kb.add(gtid, kb.idx(nvec * vec)), kb.idx(n), kb.idx(G),
            [&](Value i) { compute({i}, {}, 1); });

  LaunchDims d;
  d.grid[0] = grid;
  d.block[0] = p.threads;
  d.minCTAsPerSM = p.ctasPerSM;
  return d;
}
