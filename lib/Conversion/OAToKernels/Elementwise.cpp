//===- Elementwise.cpp - vectorised elementwise chains --------------------===//
//
// A chain of elementwise ops over n elements, shaped by an EltPolicy: the
// grid is at most one wave (maxCTAs) and strides over the tensor.  With G =
// grid * threads threads, the tensor is cut into sweeps of G * unroll
// vectors of `vec` elements; in a sweep thread t handles vectors t, t + G,
// ... (coalesced), loading every slot of every input first, then computing,
// then storing.  The vectors after the last whole sweep go one per thread
// per step, and the n % vec elements after the last vector one per thread.
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
  int64_t perCTA = p.threads * p.unroll;
  int64_t grid = std::max<int64_t>(1, std::min((nvec + perCTA - 1) / perCTA, p.maxCTAs));
  int64_t G = grid * p.threads, sweep = G * p.unroll;
  SmallVector<Value> inputs = g.externalInputs();

  Value tid = kb.threadId(gpu::Dimension::x), bid = kb.blockId(gpu::Dimension::x);
  Value gtid = kb.add(kb.mul(bid, p.threads), tid);

  // The chain at element `c` of `vecs` slots: vals[input][slot][element].
  auto compute = [&](ArrayRef<Value> at, int64_t width) {
    SmallVector<SmallVector<SmallVector<Value>>> vals;
    for (Value in : inputs) {
      auto &perIn = vals.emplace_back();
      for (Value i : at)
        perIn.push_back(kb.loadVecF32(args.lookup(in), i, width));
    }
    SmallVector<SmallVector<Value>> res;
    for (unsigned s = 0; s < at.size(); ++s) {
      auto &r = res.emplace_back();
      for (int64_t c = 0; c < width; ++c)
        r.push_back(applyChain(kb, g.ops, Value(), Value(), [&](Value v) {
          unsigned k = llvm::find(inputs, v) - inputs.begin();
          return vals[k][s][c];
        }));
    }
    for (unsigned s = 0; s < at.size(); ++s)
      kb.storeVecF32(res[s], out, at[s]);
  };

  int64_t sweeps = nvec / sweep;
  if (sweeps > 0)
    kb.loop(gtid, kb.idx(sweeps * sweep), kb.idx(sweep), [&](Value v0) {
      SmallVector<Value> at;
      for (int64_t u = 0; u < p.unroll; ++u)
        at.push_back(kb.mul(kb.add(v0, kb.idx(u * G)), vec));
      compute(at, vec);
    });
  if (nvec % sweep)
    kb.loop(kb.add(gtid, kb.idx(sweeps * sweep)), kb.idx(nvec), kb.idx(G),
            [&](Value v) { compute({kb.mul(v, vec)}, vec); });
  if (n % vec)
    kb.loop(kb.add(gtid, kb.idx(nvec * vec)), kb.idx(n), kb.idx(G),
            [&](Value i) { compute({i}, 1); });

  LaunchDims d;
  d.grid[0] = grid;
  d.block[0] = p.threads;
  return d;
}
