//===- Kernels.cpp - kernel bodies per op family --------------------------===//
//
// Tiling per family:
// - elementwise chains: Elementwise.cpp (vectorised, policy from Policy.cpp);
// - data movement: 1-D grid-stride loop, 256 threads per CTA;
// - row-wise over contiguous rows (softmax, LayerNorm, RMSNorm, last-axis
//   reductions, MSE): Rowwise.cpp;  reductions over another axis: one CTA
//   per output, 256 threads, warp shuffles plus an 8-entry shared buffer;
// - GEMM (linear, matmul, batch_matmul): f16/bf16 operands on tensor cores
//   (GemmTC.cpp); otherwise (FP32, or rows that are no multiple of 16 bytes)
//   on CUDA cores, register-blocked (GemmSimt.cpp); both fuse the
//   elementwise epilogue after the accumulator.
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"
#include "TuneCache.h"
#include "Training.h"

#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace oa::model;
using namespace oa::lowering;

namespace {
constexpr int64_t kThreads = 256;   // elementwise and row-wise CTAs

RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

int64_t product(ArrayRef<int64_t> s) {
  int64_t p = 1;
  for (int64_t d : s)
    p *= d;
  return p;
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Reduction layout of a row-wise op: rows = outer * inner, each of `len`
// elements spaced `inner` apart.
struct RowLayout {
  int64_t outer, len, inner;
};

RowLayout rowLayout(RankedTensorType t, int64_t axis) {
  ArrayRef<int64_t> s = t.getShape();
  if (axis < 0)
    axis += t.getRank();
  return {product(s.take_front(axis)), s[axis], product(s.drop_front(axis + 1))};
}
} // namespace

Family oa::lowering::familyOf(Operation *op) {
  if (isCustomKernel(op))
    return Family::Custom;
  return llvm::TypeSwitch<Operation *, Family>(op)
      .Case<LinearOp, MatmulOp, BatchMatmulOp>([](auto) { return Family::Gemm; })
      .Case<SoftmaxOp, LayerNormOp, RmsNormOp, ReduceSumOp, ReduceMeanOp, ReduceMaxOp, MseLossOp>(
          [](auto) { return Family::Rowwise; })
      .Case<TransposeOp, ConcatOp>([](auto) { return Family::Copy; })
      .Case<ReshapeOp>([](auto) { return Family::Alias; })
      .Default([](auto) { return Family::Elementwise; });
}

SmallVector<Value> FusedGroup::externalInputs() const {
  SmallVector<Value> ins;
  if (copyFrom) {
    ins.push_back(copyFrom);
    return ins;
  }
  llvm::SmallPtrSet<Operation *, 8> inside(ops.begin(), ops.end());
  for (Operation *op : ops)
    for (Value v : op->getOperands()) {
      if (v.getDefiningOp() && inside.contains(v.getDefiningOp()))
        continue;
      if (Value src = viaConvert.lookup(v))
        v = src;
      if (Operation *t = viaTranspose.lookup(v))
        v = t->getOperand(0);
      if (auto it = viaView.find(v); it != viaView.end())
        v = it->second.first;
      if (!llvm::is_contained(ins, v))
        ins.push_back(v);
    }
  return ins;
}

Value oa::lowering::rowResult(KernelBuilder &kb, const FusedGroup &g, Value v) {
  if (g.ops.size() < 2)
    return v;
  return applyChain(kb, ArrayRef<Operation *>(g.ops).drop_front(), v, g.ops[0]->getResult(0),
                    [](Value) -> Value { llvm_unreachable("a row-wise group's convert reads only the row"); });
}

Value oa::lowering::loadedAs(KernelBuilder &kb, const FusedGroup &g, Value v, Value x) {
  if (!g.viaConvert.count(v))
    return x;
  Type t = tensorOf(v).getElementType();
  if (t.isF32())
    return x; // a widening convert: the loaded value is exact
  return kb.b.create<arith::ExtFOp>(kb.b.getF32Type(), kb.b.create<arith::TruncFOp>(t, x).getResult());
}

std::string FusedGroup::name() const {
  if (copyFrom)
    return "copy";
  std::string n;
  for (Operation *op : ops) {
    if (!n.empty())
      n += "_";
    n += op->getName().stripDialect().str();
  }
  return n;
}

namespace {
unsigned elemBytes(Value v) {
  return tensorOf(v).getElementType().getIntOrFloatBitWidth() / 8;
}
} // namespace


// A GEMM without an oa.policy takes the one `oa gemm --tune` cached for its
// op, shape, dtype and SM (TuneCache.h), as if the op carried it.  One the
// policy checks refuse (a cache from before a policy change) is left out
// with a warning: the default stays.
// The default the op's oa.policy (if any) applies its fields over: a policy
// that gives a tile without saying `wgmma` describes the HMMA kernel (the
// fields mean what they did before sm_90's kernel existed).
static GemmPolicy basePolicy(Operation *root, const GemmShape &s, const Machine &m,
                             unsigned bytes) {
  Machine forDefault = m;
  if (auto d = root->getAttrOfType<DictionaryAttr>("oa.policy"))
    if (!d.contains("wgmma") && llvm::any_of(d, [](NamedAttribute a) {
          return llvm::is_contained({"bm", "bn", "bk", "warps_m", "warps_n"},
                                    a.getName().strref());
        }))
      forDefault.sm = 0;
  return defaultGemmPolicy(s.batch, s.m, s.n, s.k, forDefault, bytes);
}

static void takeTunedPolicy(Operation *root, const GemmShape &s, const Machine &m,
                            unsigned bytes) {
  std::string dtype;
  llvm::raw_string_ostream os(dtype);
  os << cast<ShapedType>(s.a.getType()).getElementType();
  std::string key = TuneCache::gemmKey(root->getName().stripDialect(), s.batch, s.m, s.n, s.k,
                                       dtype, m.sm);
  DictionaryAttr d = m.tune->policy(key, root->getContext());
  if (!d || d.empty())
    return;
  root->setAttr("oa.policy", d);
  GemmPolicy trial = basePolicy(root, s, m, bytes);
  std::string why;
  bool ok;
  {
    ScopedDiagnosticHandler quiet(root->getContext(), [&](Diagnostic &diag) {
      if (why.empty())
        why = diag.str();
      return success();
    });
    ok = succeeded(overrideGemmPolicy(root, trial, bytes, m.sm));
  }
  if (ok && trial.tma && !m.tma) {
    ok = false;
    why = "it asks for TMA, which this lowering does not pass";
  }
  if (ok)
    return;
  root->removeAttr("oa.policy");
  root->emitWarning() << "the tune cache's policy for " << key << " is not used (" << why
                      << "); the default policy is";
}

LogicalResult oa::lowering::planGroup(FusedGroup &g, const Machine &m) {
  if (g.copyFrom || g.ops.empty())
    return success();
  Operation *root = g.ops[0];
  if (g.family == Family::Elementwise) {
    Value o = g.output();
    int64_t n = tensorOf(o).getNumElements();
    // Vectors of the widest buffer's elements (a convert's f32 side), so
    // no load or store exceeds 16 bytes; one-element inputs are loaded
    // once, not in vectors.
    unsigned bytes = elemBytes(o);
    for (Value in : g.externalInputs())
      if (n == 1 || tensorOf(in).getNumElements() > 1)
        bytes = std::max(bytes, elemBytes(in));
    g.elt = defaultEltPolicy(n, bytes, m);
    return overrideEltPolicy(root, g.elt, n, bytes);
  }
  if (g.family == Family::Gemm) {
    if (failed(planSimtGemm(g, m))) // unless the tensor-core kernel takes it
      return failure();
    GemmShape s = gemmShapeOf(root);
    std::string why;
    FailureOr<bool> tf32 = tf32Allowed(root, m);
    if (failed(tf32))
      return failure();
    if (!m.tensorCores && !root->hasAttr("oa.policy"))
      return success();
    if (!tensorCoreEligible(s, *tf32, &why)) {
      if (root->hasAttr("oa.policy"))
        return root->emitOpError("oa.policy is for the tensor-core GEMM, which does not take "
                                 "this one: ")
               << why;
      return success();
    }
    unsigned bytes = elemBytes(s.a);
    if (m.tune && !root->hasAttr("oa.policy"))
      takeTunedPolicy(root, s, m, bytes);
    g.gemm = basePolicy(root, s, m, bytes);
    // The tensor-core kernel has no split-K: a small C with a long K (a
    // weight gradient over many rows) would leave most SMs idle, one CTA
    // walking all of K.  When the FP32 tile splits K for this shape and
    // the tensor-core grid would fill at most a sixteenth of the SMs (8 CTAs
    // of 132; an estimate: the 32 CTAs of lm's 512x256 weight gradients
    // over K = 1024 stay on the tensor cores, unmeasured either way), the
    // FP32 tile with split-K is kept (convnet's conv weight gradients, 27x32
    // and 288x64 over K = 65536 and 16384, and its 64x10 classifier over
    // K = 16384: 1, 5 and 1 tensor-core CTAs against 128, 80 and 128 of the
    // FP32 tile; convnet took 4.26 ms a step in TF32 against 2.12 in FP32
    // on the H200, docs/results/h200-2026-12-05.md).  An oa.policy asks
    // for the tensor cores whatever the shape.
    int64_t tcCtas = s.batch * ((s.m + g.gemm.bm - 1) / g.gemm.bm) *
                     ((s.n + g.gemm.bn - 1) / g.gemm.bn);
    if (!root->hasAttr("oa.policy") && g.splitK > 1 && tcCtas * 16 <= m.sms)
      return success();
    g.tensorCore = true;
    if (failed(overrideGemmPolicy(root, g.gemm, bytes, m.sm)))
      return failure();
    if (g.gemm.tma && !m.tma)
      return root->emitOpError("oa.policy: tma = 1, but the lowering passes no tensor maps "
                               "(oa-lower-to-kernels tma=0: the runtime cannot encode them)");
    if (g.gemm.persistent) {
      // CTAs an SM holds: its 228 KiB of shared memory (1 KiB of each
      // CTA's is the system's), 2048 threads, and 64K registers at about
      // bn/2 accumulators and 32 others a thread.
      const GemmPolicy &p = g.gemm;
      int64_t bySmem = 228 * 1024 / (p.sharedBytes(bytes) + 1024);
      int64_t byThreads = 2048 / p.ctaThreads();
      int64_t byRegs = 65536 / (p.ctaThreads() * (p.bn / 2 + 32));
      g.gemm.maxCTAs = m.sms * std::max<int64_t>(1, std::min({bySmem, byThreads, byRegs}));
    }
    return success();
  }
  if (g.family == Family::Custom && isa<AttentionOp>(root))
    return planAttention(g, m);
  if (g.family != Family::Rowwise)
    return success();
  Value x = root->getOperand(0);
  auto xt = tensorOf(x);
  if (isa<MseLossOp>(root)) {
    g.rows = 1, g.width = xt.getNumElements();
  } else if (auto axis = root->getAttrOfType<IntegerAttr>("axis")) {
    RowLayout l = rowLayout(xt, axis.getInt());
    if (l.inner != 1)
      return success(); // strided: the generic kernel
    g.rows = l.outer, g.width = l.len;
  } else {
    g.width = xt.getShape().back();
    g.rows = g.width ? xt.getNumElements() / g.width : 0;
  }
  if (g.rows == 0 || g.width == 0)
    return root->emitOpError("oa-lower-to-kernels: empty rows are not supported");
  g.fastRow = true;
  unsigned bytes = elemBytes(x);
  int64_t params = isa<LayerNormOp>(root) ? 2 : isa<RmsNormOp>(root) && root->getNumOperands() > 1;
  g.row = defaultRowPolicy(g.rows, g.width, bytes, params, m);
  return overrideRowPolicy(root, g.row, g.rows, g.width, bytes);
}

DictionaryAttr oa::lowering::policyAttr(const FusedGroup &g, MLIRContext *ctx) {
  if (g.copyFrom)
    return {};
  if (g.family == Family::Elementwise)
    return toAttr(ctx, g.elt);
  if (g.family == Family::Rowwise && g.fastRow)
    return toAttr(ctx, g.row);
  if (g.family == Family::Gemm && g.tensorCore)
    return toAttr(ctx, g.gemm);
  if (g.family == Family::Custom && g.tensorCore)
    return toAttr(ctx, g.attn);
  return {};
}

bool oa::lowering::needsWideIndex(const FusedGroup &g) {
  constexpr int64_t kLimit = (int64_t(1) << 31) - (int64_t(1) << 26);
  for (Value v : g.externalInputs())
    if (tensorOf(v).getNumElements() >= kLimit)
      return true;
  return tensorOf(g.output()).getNumElements() >= kLimit;
}

SmallVector<TensorMapSpec> oa::lowering::tensorMaps(const FusedGroup &g) {
  if (g.family == Family::Gemm)
    return gemmTensorMaps(g);
  if (g.family == Family::Custom && !g.ops.empty() && isa<AttentionOp>(g.ops[0]))
    return attentionTensorMaps(g);
  return {};
}

SmallVector<Type> oa::lowering::sharedBuffers(const FusedGroup &g, MLIRContext *ctx) {
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto f32 = Float32Type::get(ctx);
  if (g.family == Family::Custom)
    return customSharedBuffers(g, ctx);
  SmallVector<Type> types;
  if (g.family == Family::Gemm && g.tensorCore)
    return tensorCoreSharedBuffers(g, ctx);
  if (g.family == Family::Gemm) {
    return simtGemmSharedBuffers(ctx);
  } else if (g.family == Family::Rowwise && !g.fastRow) {
    types.push_back(MemRefType::get({kThreads / 32}, f32, MemRefLayoutAttrInterface(), space));
  } else if (g.family == Family::Rowwise && g.row.threadsPerRow > 32) {
    types.push_back(MemRefType::get({g.row.threadsPerRow / 32}, f32, MemRefLayoutAttrInterface(),
                                    space));
  }
  return types;
}

Value oa::lowering::applyChain(KernelBuilder &kb, ArrayRef<Operation *> chain, Value seed,
                               Value seedOf, function_ref<Value(Value)> load) {
  Value cur = seed, curOf = seedOf;
  auto operand = [&](Value v) { return v == curOf ? cur : load(v); };
  for (Operation *op : chain) {
    Value r = llvm::TypeSwitch<Operation *, Value>(op)
                  .Case([&](AddOp o) { return kb.fadd(operand(o.getLhs()), operand(o.getRhs())); })
                  .Case([&](SubOp o) { return kb.fsub(operand(o.getLhs()), operand(o.getRhs())); })
                  .Case([&](MulOp o) { return kb.fmul(operand(o.getLhs()), operand(o.getRhs())); })
                  .Case([&](DivOp o) { return kb.fdiv(operand(o.getLhs()), operand(o.getRhs())); })
                  .Case([&](ReluOp o) {
                    Value x = operand(o.getInput());
                    return kb.select(kb.flt(kb.f32(0.0), x), x, kb.f32(0.0));
                  })
                  .Case([&](GeluOp o) {
                    Value x = operand(o.getInput());
                    Value half = kb.fmul(x, kb.f32(0.5));
                    Value t;
                    if (o.getApproximate() == "tanh") {
                      // sqrt(2/pi) * (x + 0.044715 x^3)
                      Value x3 = kb.fmul(kb.fmul(x, x), x);
                      t = kb.tanh(kb.fmul(kb.f32(0.7978845608028654),
                                          kb.fma(x3, kb.f32(0.044715), x)));
                    } else {
                      t = kb.erf(kb.fmul(x, kb.f32(0.7071067811865476)));
                    }
                    return kb.fma(half, t, half);
                  })
                  .Case([&](ReshapeOp o) { return operand(o.getInput()); })
                  .Case([&](SgdUpdateOp o) {
                    float lr = o.getLr().convertToFloat();
                    return kb.fma(kb.f32(-lr), operand(o.getGrad()), operand(o.getParam()));
                  })
                  .Default([&](Operation *op) -> Value {
                    Value v = applyTrainingElementwise(kb, op, operand);
                    assert(v && "not elementwise");
                    return v;
                  });
    cur = r;
    curOf = op->getResult(0);
  }
  return cur;
}

namespace {

LaunchDims buildCopy(KernelBuilder &kb, const FusedGroup &g, const DenseMap<Value, Value> &args,
                     Value out) {
  auto ot = tensorOf(g.output());
  int64_t n = ot.getNumElements();
  // Runs of elements contiguous in both tensors move as one vector of up
  // to 16 bytes per thread (a plain copy; a transpose that keeps the
  // innermost dimension, like the head splits and merges of attention
  // blocks): one element per thread ran the H100's copies at ~1.4 TB/s.
  Type elt = ot.getElementType();
  if (g.copyFrom) {
    Value src = args.lookup(g.copyFrom);
    int64_t vec = custom::moveWidth(elt, n);
    return custom::gridStride(kb, n / vec, [&](Value i) {
      Value e = kb.mul(i, vec);
      custom::moveRun(kb, src, e, out, e, vec);
    });
  }
  if (auto t = dyn_cast<TransposeOp>(g.ops[0])) {
    ArrayRef<int64_t> perm = t.getPermutation();
    int64_t rank = perm.size();
    Value src = args.lookup(t.getInput());
    int64_t vec = rank > 0 && perm.back() == rank - 1 ? custom::moveWidth(elt, ot.getDimSize(rank - 1)) : 1;
    return custom::gridStride(kb, n / vec, [&](Value i) {
      Value e = kb.mul(i, vec);
      custom::moveRun(kb, src, custom::transposeSource(kb, t, e), out, e, vec);
    });
  }
  auto c = cast<ConcatOp>(g.ops[0]);
  RowLayout l = rowLayout(ot, c.getAxis());
  return custom::gridStride(kb, n, [&](Value i) {
    Value inner = kb.rem(i, l.inner), t = kb.div(i, l.inner);
    Value pos = kb.rem(t, l.len), outer = kb.div(t, l.len);
    // Nested ifs pick the input whose slice holds `pos`.
    std::function<Value(unsigned, int64_t)> pick = [&](unsigned k, int64_t offset) -> Value {
      Value in = c.getInputs()[k];
      int64_t len = rowLayout(tensorOf(in), c.getAxis()).len;
      auto loadIt = [&, in, len, offset] {
        Value at = kb.add(kb.mul(kb.add(kb.mul(outer, len), kb.sub(pos, kb.idx(offset))), l.inner),
                          inner);
        return kb.load(args.lookup(in), at);
      };
      if (k + 1 == c.getInputs().size())
        return loadIt();
      return kb.ifElse(kb.lt(pos, offset + len), ot.getElementType(), loadIt,
                       [&, k, offset, len] { return pick(k + 1, offset + len); });
    };
    kb.store(pick(0, 0), out, i);
  });
}

LaunchDims buildRowwise(KernelBuilder &kb, const FusedGroup &g, const DenseMap<Value, Value> &args,
                        Value out, Value scratch) {
  Operation *root = g.ops[0];
  Value x = root->getOperand(0);
  auto xt = tensorOf(x);
  RowLayout l{1, xt.getNumElements(), 1};
  if (auto axisAttr = root->getAttrOfType<IntegerAttr>("axis"))
    l = rowLayout(xt, axisAttr.getInt());
  else if (!isa<MseLossOp>(root))
    l = rowLayout(xt, xt.getRank() - 1);

  Value tid = kb.threadId(gpu::Dimension::x), row = kb.blockId(gpu::Dimension::x);
  Value base = l.inner == 1 ? kb.mul(row, l.len)
                            : kb.add(kb.mul(kb.div(row, l.inner), l.len * l.inner),
                                     kb.rem(row, l.inner));
  Value src = args.lookup(x);
  auto at = [&](Value k) { return kb.add(base, kb.mul(k, l.inner)); };
  // Short rows get a smaller CTA (a power of two, at least one warp) so
  // most threads have an element.
  int64_t threads = 32;
  while (threads < kThreads && threads < l.len)
    threads *= 2;
  Value len = kb.idx(l.len), step = kb.idx(threads);
  // Strided per-thread fold of f(k) followed by the block reduction.
  auto reduce = [&](Combine c, function_ref<Value(Value)> f) {
    Value part = kb.loop(tid, len, step, kb.identity(c),
                         [&](Value k, Value acc) { return kb.combine(c, acc, f(k)); });
    return kb.blockReduce(c, part, tid, scratch, threads);
  };
  auto eachElement = [&](function_ref<void(Value)> f) { kb.loop(tid, len, step, f); };
  auto storeScalar = [&](Value v) {
    kb.ifThen(kb.eq(tid, 0), [&] { kb.storeF32(rowResult(kb, g, v), out, row); });
  };
  Value fLen = kb.f32(static_cast<double>(l.len));

  llvm::TypeSwitch<Operation *>(root)
      .Case([&](SoftmaxOp) {
        Value m = reduce(Combine::Max, [&](Value k) { return kb.loadF32(src, at(k)); });
        Value s = reduce(Combine::Sum,
                         [&](Value k) { return kb.exp(kb.fsub(kb.loadF32(src, at(k)), m)); });
        eachElement([&](Value k) {
          Value e = kb.exp(kb.fsub(kb.loadF32(src, at(k)), m));
          kb.storeF32(rowResult(kb, g, kb.fdiv(e, s)), out, at(k));
        });
      })
      .Case([&](LayerNormOp o) {
        Value mean = kb.fdiv(reduce(Combine::Sum, [&](Value k) { return kb.loadF32(src, at(k)); }),
                             fLen);
        Value var = kb.fdiv(reduce(Combine::Sum,
                                   [&](Value k) {
                                     Value d = kb.fsub(kb.loadF32(src, at(k)), mean);
                                     return kb.fmul(d, d);
                                   }),
                            fLen);
        Value rstd = kb.rsqrt(kb.fadd(var, kb.f32(o.getEpsilon().convertToFloat())));
        Value gamma = args.lookup(o.getGamma()), beta = args.lookup(o.getBeta());
        eachElement([&](Value k) {
          Value nrm = kb.fmul(kb.fsub(kb.loadF32(src, at(k)), mean), rstd);
          kb.storeF32(rowResult(kb, g, kb.fma(nrm, kb.loadF32(gamma, k), kb.loadF32(beta, k))),
                      out, at(k));
        });
      })
      .Case([&](ReduceSumOp) {
        storeScalar(reduce(Combine::Sum, [&](Value k) { return kb.loadF32(src, at(k)); }));
      })
      .Case([&](ReduceMeanOp) {
        storeScalar(kb.fdiv(reduce(Combine::Sum, [&](Value k) { return kb.loadF32(src, at(k)); }),
                            fLen));
      })
      .Case([&](ReduceMaxOp) {
        storeScalar(reduce(Combine::Max, [&](Value k) { return kb.loadF32(src, at(k)); }));
      })
      .Case([&](MseLossOp o) {
        Value tgt = args.lookup(o.getTarget());
        storeScalar(kb.fdiv(reduce(Combine::Sum,
                                   [&](Value k) {
                                     Value d = kb.fsub(kb.loadF32(src, at(k)),
                                                       kb.loadF32(tgt, at(k)));
                                     return kb.fmul(d, d);
                                   }),
                            fLen));
      });
  LaunchDims d;
  d.grid[0] = l.outer * l.inner;
  d.block[0] = threads;
  return d;
}

} // namespace

LaunchDims oa::lowering::buildKernelBody(KernelBuilder &kb, const FusedGroup &g,
                                         const DenseMap<Value, Value> &args, Value out,
                                         ArrayRef<Value> shared) {
  switch (g.family) {
  case Family::Elementwise:
    return buildVectorElementwise(kb, g, args, out);
  case Family::Copy:
    return buildCopy(kb, g, args, out);
  case Family::Rowwise:
    if (g.fastRow)
      return buildRowKernel(kb, g, args, out, shared);
    return buildRowwise(kb, g, args, out, shared[0]);
  case Family::Gemm:
    if (g.tensorCore)
      return buildTensorCoreGemm(kb, g, args, out, shared);
    return buildSimtGemm(kb, g, args, out, shared);
  case Family::Custom:
    return buildCustomKernel(kb, g, args, out, shared);
  case Family::Alias:
    break;
  }
  llvm_unreachable("alias groups have no kernel");
}
