//===- LowerToKernels.cpp - oa model ops -> gpu kernels + launches --------===//
//
// For each func.func of oa ops:
// 1. group the ops (one kernel per group): an elementwise op joins the group
//    that produced its operand when no other op uses that value and the
//    group is elementwise or a GEMM (whose epilogue it becomes; not for an
//    op with a one-element operand), or an AdamW step it guards; an
//    oa.convert also joins a row-wise op (which then stores its result in
//    the convert's type), so mixed precision's converts of activations and
//    gradients launch no kernel of their own;
// 2. bufferize by hand: tensor arguments become memref arguments, results
//    become trailing memref out-arguments (attribute oa.output), group
//    outputs that are not returned get a memref.alloc, reshape is a
//    reinterpret_cast of its input;
// 3. emit one gpu.func per group into gpu.module @oa_kernels and a
//    gpu.launch_func per group, in program order (a split-K GEMM is two:
//    partial tiles into a workspace, then their sum and the epilogue;
//    found_inf too: partial sums per CTA, then their sum).
// Every buffer and argument carries an `oa.name`, which the launch plan
// (oa-translate --oa-launch-plan) uses.
//
//===----------------------------------------------------------------------===//
#include "Kernels.h"
#include "Training.h"
#include "TuneCache.h"

#include "oa/Conversion/Passes.h"
#include "oa/Dialect/OA/OA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace oa::lowering;
using oa::kIndexBitwidthAttr;

namespace {

MemRefType bufferType(Type tensor) {
  auto t = cast<RankedTensorType>(tensor);
  return MemRefType::get(t.getShape(), t.getElementType());
}

class FunctionLowering {
public:
  FunctionLowering(func::FuncOp f, gpu::GPUModuleOp kernels, bool fuse, const Machine &machine,
                   unsigned indexBits)
      : f(f), kernels(kernels), fuse(fuse), machine(machine), indexBits(indexBits) {}
  LogicalResult run();

private:
  LogicalResult formGroups();
  void foldTransposesIntoSlices(DenseMap<Operation *, FusedGroup *> &groupOf);
  void foldViewsIntoAttention(DenseMap<Operation *, FusedGroup *> &groupOf);
  void dropUnreadMovement();
  Value flat(ImplicitLocOpBuilder &b, Value buf);
  LogicalResult emitGroup(ImplicitLocOpBuilder &b, FusedGroup &g, Value outBuf, unsigned index);
  using BodyFn = function_ref<LaunchDims(KernelBuilder &, const DenseMap<Value, Value> &,
                                         ArrayRef<BlockArgument>, ArrayRef<Value>)>;
  /// One gpu.func and its launch: arguments `inputs` (tensor values), the
  /// tensor maps `maps` of some of them, then `rest` (memrefs: workspaces,
  /// then the output); `body` gets the arguments after the maps and the
  /// workgroup buffers, and finds the maps in KernelBuilder::tensorMaps.
  LogicalResult emitKernel(ImplicitLocOpBuilder &b, FusedGroup &g, StringRef name,
                           ArrayRef<Value> inputs, ArrayRef<Value> rest, ArrayRef<Type> shared,
                           BodyFn body, ArrayRef<TensorMapSpec> maps = {});

  func::FuncOp f;
  gpu::GPUModuleOp kernels;
  bool fuse;
  Machine machine;
  unsigned indexBits; // 0: 32 unless a kernel needs 64
  std::vector<std::unique_ptr<FusedGroup>> groups;
  DenseMap<Value, Value> buf;     // tensor value -> memref (host side)
  DenseMap<Value, Value> flatBuf; // memref -> its 1-D view
  unsigned temps = 0;
};

// convert(reshape(x)) computes reshape(convert(x)): with the convert first
// it can join x's producer kernel (a reshape is an alias, no kernel), as
// mixed precision's gradients are often reshaped, then widened.  Not for a
// returned convert, whose reshape would become a copy.
void sinkConvertsPastReshapes(func::FuncOp f) {
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation &op : llvm::make_early_inc_range(f.getBody().front())) {
      auto c = dyn_cast<oa::model::ConvertOp>(&op);
      auto r = c ? c.getInput().getDefiningOp<oa::model::ReshapeOp>() : nullptr;
      if (!r || !r->hasOneUse() ||
          llvm::any_of(c->getUsers(), [](Operation *u) { return isa<func::ReturnOp>(u); }))
        continue;
      OpBuilder b(r);
      auto in = cast<RankedTensorType>(r.getInput().getType());
      auto ct = RankedTensorType::get(in.getShape(),
                                      cast<RankedTensorType>(c.getType()).getElementType());
      Value nc = b.create<oa::model::ConvertOp>(c.getLoc(), ct, r.getInput());
      Value nr = b.create<oa::model::ReshapeOp>(r.getLoc(), c.getType(), nc);
      c.getResult().replaceAllUsesWith(nr);
      c.erase();
      r.erase();
      changed = true;
    }
  }
}

// A transpose whose every use is a slice (directly, or through a reshape
// that only slices take) launches no kernel: each slice gathers from the
// transpose's input with the two index maps composed.  An attention block's
// head split (reshape, transpose, three slices for q, k and v) so moves its
// tensor once instead of twice.
void FunctionLowering::foldTransposesIntoSlices(DenseMap<Operation *, FusedGroup *> &groupOf) {
  auto alone = [&](Operation *op) {
    FusedGroup *g = groupOf.lookup(op);
    return g && g->ops.size() == 1 && g->ops[0] == op;
  };
  for (auto &gp : groups) {
    if (gp->ops.size() != 1)
      continue;
    auto t = dyn_cast<oa::model::TransposeOp>(gp->ops[0]);
    if (!t || t.getResult().use_empty())
      continue;
    SmallVector<Operation *> slices, reshapes;
    bool ok = true;
    for (Operation *u : t.getResult().getUsers()) {
      if (isa<oa::model::SliceOp>(u) && alone(u)) {
        slices.push_back(u);
        continue;
      }
      auto r = dyn_cast<oa::model::ReshapeOp>(u);
      ok = r && alone(r) && !r.getResult().use_empty() &&
           llvm::all_of(r.getResult().getUsers(), [&](Operation *v) {
             return isa<oa::model::SliceOp>(v) && alone(v);
           });
      if (!ok)
        break;
      reshapes.push_back(r);
      slices.append(r.getResult().getUsers().begin(), r.getResult().getUsers().end());
    }
    if (!ok)
      continue;
    for (Operation *s : slices)
      groupOf.lookup(s)->viaTranspose[s->getOperand(0)] = t;
    for (Operation *r : reshapes)
      groupOf.lookup(r)->ops.clear();
    gp->ops.clear();
  }
}

// The tensor-core attention reads q, k and v through the reshapes,
// transposes and slices that make them (a transformer block's head split
// of its qkv projection) and stores its result through the reshapes and
// transposes that take it alone (the head merge): none of them launches a
// kernel.  Views whose rows are not 16-byte aligned, or that need more
// than a tensor map's five dimensions, are left to the copy kernels.
void FunctionLowering::foldViewsIntoAttention(DenseMap<Operation *, FusedGroup *> &groupOf) {
  // Values with a buffer: arguments and group outputs.
  DenseSet<Value> buffered;
  for (auto &gp : groups)
    if (!gp->ops.empty())
      buffered.insert(gp->output());
  auto hasBuffer = [&](Value v) { return isa<BlockArgument>(v) || buffered.contains(v); };
  for (auto &gp : groups) {
    FusedGroup &g = *gp;
    if (g.ops.size() != 1 || !isa<oa::model::AttentionOp>(g.ops[0]) ||
        !attentionTakesTensorCores(g.ops[0], machine))
      continue;
    auto a = cast<oa::model::AttentionOp>(g.ops[0]);
    for (Value in : {a.getQ(), a.getK(), a.getV()}) {
      if (g.viaView.count(in))
        continue;
      auto found = layoutInProducer(in, hasBuffer);
      if (!found)
        continue;
      if (auto view = StridedView::of(found->second, /*align=*/8, /*maxBatchFactors=*/3))
        g.viaView[in] = {found->first, *view};
    }
    SmallVector<Operation *> chain;
    Value v = a.getResult();
    bool transposes = false;
    while (v.hasOneUse()) {
      Operation *u = *v.getUsers().begin();
      FusedGroup *ug = groupOf.lookup(u);
      if (!isa<oa::model::ReshapeOp, oa::model::TransposeOp>(u) || !ug || ug->ops.size() != 1)
        break;
      transposes |= isa<oa::model::TransposeOp>(u);
      chain.push_back(u);
      v = u->getResult(0);
    }
    if (!transposes)
      continue;
    std::optional<Layout> l = layoutInConsumer(chain);
    std::optional<StridedView> view =
        l ? StridedView::of(*l, /*align=*/2, /*maxBatchFactors=*/3) : std::nullopt;
    if (!view)
      continue;
    g.outView = *view;
    for (Operation *op : chain) {
      groupOf.lookup(op)->ops.clear();
      groupOf[op] = &g;
      g.ops.push_back(op);
    }
  }
}

// Reshapes, transposes and slices whose results no kernel reads any more
// (they were folded into the kernels that took them) and that are not
// returned launch nothing.  Groups are in program order.
void FunctionLowering::dropUnreadMovement() {
  DenseSet<Value> read;
  for (Value v : f.getBody().front().getTerminator()->getOperands())
    read.insert(v);
  for (auto &gp : llvm::reverse(groups)) {
    FusedGroup &g = *gp;
    if (g.ops.empty())
      continue;
    bool movement = llvm::all_of(g.ops, [](Operation *op) {
      return isa<oa::model::ReshapeOp, oa::model::TransposeOp, oa::model::SliceOp>(op);
    });
    if (movement && !read.contains(g.output())) {
      g.ops.clear();
      continue;
    }
    for (Value v : g.externalInputs())
      read.insert(v);
  }
}

LogicalResult FunctionLowering::formGroups() {
  sinkConvertsPastReshapes(f);
  DenseMap<Operation *, FusedGroup *> groupOf;
  for (Operation &op : f.getBody().front()) {
    if (isa<func::ReturnOp>(op))
      continue;
    if (!isa<oa::model::OADialect>(op.getDialect()))
      return op.emitError("oa-lower-to-kernels: only oa ops can be lowered, not '")
             << op.getName() << "'";
    Family fam = familyOf(&op);
    FusedGroup *into = nullptr;
    // A reshape (an alias) whose input only it takes joins an elementwise
    // or GEMM kernel as the identity (their elements are indexed flat), so
    // the elementwise ops after it join too.
    bool reshape = isa<oa::model::ReshapeOp>(op);
    if (fuse && (fam == Family::Elementwise || reshape)) {
      // One-element operands of a longer result (a loss scale, an overflow
      // flag) are read once by elementwise kernels; GEMM epilogues read
      // every operand per element, so such an op does not join them.  The
      // loss-scaling guard of an AdamW step joins its kernel.
      int64_t n = cast<RankedTensorType>(op.getResult(0).getType()).getNumElements();
      bool scalarOperand = llvm::any_of(op.getOperands(), [&](Value v) {
        return n > 1 && cast<RankedTensorType>(v.getType()).getNumElements() == 1;
      });
      for (Value v : op.getOperands()) {
        Operation *def = v.getDefiningOp();
        FusedGroup *g = def ? groupOf.lookup(def) : nullptr;
        bool convert = isa<oa::model::ConvertOp>(op);
        bool joins = g && (g->family == Family::Elementwise ||
                           (g->family == Family::Gemm && !scalarOperand) ||
                           (g->family == Family::Custom && isa<oa::model::AdamwUpdateOp>(g->ops[0]) &&
                            isa<oa::model::SelectFiniteOp>(op)) ||
                           (g->family == Family::Rowwise && convert && g->ops.size() == 1));
        // Only this op takes v (x * x takes it twice).
        bool onlyHere = llvm::all_of(v.getUsers(), [&](Operation *u) { return u == &op; });
        // The group's ops share a shape; a convert changes the element type.
        auto rt = cast<RankedTensorType>(op.getResult(0).getType());
        bool typeOk = v.getType() == rt ||
                      (convert && cast<RankedTensorType>(v.getType()).getShape() == rt.getShape()) ||
                      reshape;
        if (joins && g->ops.back() == def && onlyHere && typeOk) {
          into = g;
          break;
        }
      }
    }
    if (!into) {
      groups.push_back(std::make_unique<FusedGroup>());
      into = groups.back().get();
      into->family = fam;
    }
    into->ops.push_back(&op);
    groupOf[&op] = into;
  }
  // A convert left alone (of an argument, or of a value with other users)
  // launches no kernel when every op taking its result reads it through
  // (rounding on load, loadedAs): ops of elementwise kernels, a GEMM's
  // bias and its epilogue's operands (not A or B: the tensor-core kernel
  // copies those with cp.async, no arithmetic on the way).
  for (auto &gp : groups) {
    if (!fuse || gp->ops.size() != 1 || !isa<oa::model::ConvertOp>(gp->ops[0]))
      continue;
    Value res = gp->ops[0]->getResult(0), src = gp->ops[0]->getOperand(0);
    SmallVector<FusedGroup *> readers;
    bool through = !res.use_empty();
    for (OpOperand &use : res.getUses()) {
      FusedGroup *ug = groupOf.lookup(use.getOwner()); // none for func.return
      bool ok = ug && (ug->family == Family::Elementwise ||
                       (ug->family == Family::Gemm &&
                        (use.getOwner() != ug->ops[0] || use.getOperandNumber() >= 2)));
      if (!ok) {
        through = false;
        break;
      }
      readers.push_back(ug);
    }
    if (!through)
      continue;
    for (FusedGroup *ug : readers)
      ug->viaConvert[res] = src;
    gp->ops.clear();
  }
  if (fuse) {
    foldViewsIntoAttention(groupOf);
    foldTransposesIntoSlices(groupOf);
  }
  llvm::erase_if(groups, [](const auto &gp) { return gp->ops.empty(); });
  // Launch order: a group runs where its last op was.
  DenseMap<Operation *, unsigned> pos;
  unsigned i = 0;
  for (Operation &op : f.getBody().front())
    pos[&op] = i++;
  llvm::stable_sort(groups, [&](const auto &a, const auto &b) {
    return pos[a->ops.back()] < pos[b->ops.back()];
  });
  if (fuse) {
    dropUnreadMovement();
    llvm::erase_if(groups, [](const auto &gp) { return gp->ops.empty(); });
  }
  return success();
}

Value FunctionLowering::flat(ImplicitLocOpBuilder &b, Value m) {
  if (Value v = flatBuf.lookup(m))
    return v;
  auto t = cast<MemRefType>(m.getType());
  int64_t n = std::max<int64_t>(1, t.getNumElements());
  auto ft = MemRefType::get({n}, t.getElementType());
  Value v = b.create<memref::ReinterpretCastOp>(ft, m, 0, ArrayRef<int64_t>{n}, ArrayRef<int64_t>{1});
  // Kernels see global memory (addrspace(1) pointers after lowering), so
  // oa-llc emits LDG/STG without inferring address spaces.
  auto global = gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Global);
  v = b.create<memref::MemorySpaceCastOp>(
      MemRefType::get({n}, t.getElementType(), MemRefLayoutAttrInterface(), global), v);
  flatBuf[m] = v;
  return v;
}

LogicalResult FunctionLowering::emitGroup(ImplicitLocOpBuilder &b, FusedGroup &g, Value outBuf,
                                          unsigned index) {
  MLIRContext *ctx = b.getContext();
  SmallVector<Value> inputs = g.externalInputs();
  std::string name = (f.getName() + "_k" + Twine(index) + "_" + g.name()).str();
  if (failed(planGroup(g, machine)))
    return failure();
  if (needsWideIndex(g)) {
    Operation *at = g.ops.empty() ? f.getOperation() : g.ops[0];
    if (indexBits == 32)
      return at->emitError("oa-lower-to-kernels: a tensor of this kernel has 2^31 elements or "
                           "more (within 2^26), which needs 64-bit indexing "
                           "(index-bitwidth=32 was asked for)");
    kernels->setAttr(kIndexBitwidthAttr, b.getI64IntegerAttr(64));
  }
  if (g.family == Family::Gemm && !g.tensorCore && g.splitK > 1) {
    // Split-K: the partial tiles into a workspace, then their sum with the
    // bias and the fused chain (GemmSimt.cpp).
    auto work = b.create<memref::AllocOp>(
        MemRefType::get({splitKWorkspace(g)}, Float32Type::get(ctx)));
    work->setAttr("oa.name", StringAttr::get(ctx, "t" + Twine(temps++)));
    GemmShape s = gemmShapeOf(g.ops[0]);
    SmallVector<Value> ab{s.a};
    if (s.b != s.a)
      ab.push_back(s.b);
    if (failed(emitKernel(b, g, name + "_splitk", ab, {flat(b, work)}, simtGemmSharedBuffers(ctx),
                          [&](KernelBuilder &k, const DenseMap<Value, Value> &args,
                              ArrayRef<BlockArgument> rest, ArrayRef<Value> shared) {
                            return buildSimtGemm(k, g, args, rest[0], shared, /*partial=*/true);
                          })))
      return failure();
    // The output last: the launch plan takes a launch's last argument as
    // what it writes.
    return emitKernel(b, g, name, inputs, {flat(b, work), flat(b, outBuf)}, {},
                      [&](KernelBuilder &k, const DenseMap<Value, Value> &args,
                          ArrayRef<BlockArgument> rest, ArrayRef<Value>) {
                        return buildSplitKSum(k, g, args, rest[1], rest[0]);
                      });
  }
  if (!g.ops.empty() && isa<oa::model::FoundInfOp>(g.ops[0])) {
    // Loss scaling's overflow check: partial sums per CTA into a
    // workspace, then one CTA sums them (EltGrad.cpp).
    int64_t parts = custom::foundInfPartials(g.ops[0]);
    auto work = b.create<memref::AllocOp>(MemRefType::get({parts}, Float32Type::get(ctx)));
    work->setAttr("oa.name", StringAttr::get(ctx, "t" + Twine(temps++)));
    auto scratch = MemRefType::get({8}, Float32Type::get(ctx), MemRefLayoutAttrInterface(),
                                   gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup));
    if (failed(emitKernel(b, g, name + "_partials", inputs, {flat(b, work)}, {scratch},
                          [&](KernelBuilder &k, const DenseMap<Value, Value> &args,
                              ArrayRef<BlockArgument> rest, ArrayRef<Value> shared) {
                            return custom::buildFoundInfPartials(k, g.ops[0], args, rest[0],
                                                                 shared[0]);
                          })))
      return failure();
    return emitKernel(b, g, name, {}, {flat(b, work), flat(b, outBuf)}, {scratch},
                      [&](KernelBuilder &k, const DenseMap<Value, Value> &,
                          ArrayRef<BlockArgument> rest, ArrayRef<Value> shared) {
                        return custom::buildFoundInfSum(k, parts, rest[0], rest[1], shared[0]);
                      });
  }
  return emitKernel(b, g, name, inputs, {flat(b, outBuf)}, sharedBuffers(g, ctx),
                    [&](KernelBuilder &k, const DenseMap<Value, Value> &args,
                        ArrayRef<BlockArgument> rest, ArrayRef<Value> shared) {
                      return buildKernelBody(k, g, args, rest[0], shared);
                    },
                    tensorMaps(g));
}

LogicalResult FunctionLowering::emitKernel(ImplicitLocOpBuilder &b, FusedGroup &g, StringRef name,
                                           ArrayRef<Value> inputs, ArrayRef<Value> rest,
                                           ArrayRef<Type> shared, BodyFn body,
                                           ArrayRef<TensorMapSpec> maps) {
  MLIRContext *ctx = b.getContext();
  SmallVector<Value> hostArgs;
  SmallVector<Type> argTypes;
  for (Value v : inputs)
    hostArgs.push_back(flat(b, buf.lookup(v)));
  // A tensor map is a 128-byte __grid_constant__ parameter that the host
  // encodes at launch: the host function passes a placeholder pointer and
  // the launch says what to encode (oa.tensor_maps: which argument, the
  // buffer it covers, dims and box innermost first), which the launch plan
  // turns into a {"tensormap": ...} argument.
  SmallVector<Attribute> mapDescs;
  SmallVector<int64_t> mapArgs;
  for (const TensorMapSpec &m : maps) {
    const Value *in = llvm::find(inputs, m.operand);
    assert(in != inputs.end() && "a tensor map covers one of the kernel's inputs");
    int64_t at = hostArgs.size();
    mapArgs.push_back(at);
    hostArgs.push_back(b.create<LLVM::ZeroOp>(LLVM::LLVMPointerType::get(ctx)));
    NamedAttrList desc;
    desc.append("arg", b.getI64IntegerAttr(at));
    desc.append("buffer", b.getI64IntegerAttr(in - inputs.begin()));
    desc.append("dims", b.getI64ArrayAttr(m.dims));
    desc.append("box", b.getI64ArrayAttr(m.box));
    if (!m.strides.empty())
      desc.append("strides", b.getI64ArrayAttr(m.strides));
    if (m.offset)
      desc.append("offset", b.getI64IntegerAttr(m.offset));
    desc.append("swizzle", b.getStringAttr(m.swizzle));
    desc.append("l2_promotion", b.getStringAttr(m.l2Promotion));
    mapDescs.push_back(desc.getDictionary(ctx));
  }
  hostArgs.append(rest.begin(), rest.end());
  for (Value v : hostArgs)
    argTypes.push_back(v.getType());
  OpBuilder kbuilder = OpBuilder::atBlockEnd(kernels.getBody());
  auto fn = gpu::GPUFuncOp::create(kbuilder, g.ops.empty() ? f.getLoc() : g.ops[0]->getLoc(),
                                   name, FunctionType::get(ctx, argTypes, {}), shared);
  fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  if (DictionaryAttr policy = policyAttr(g, ctx))
    fn->setAttr("oa.policy", policy);
  // oa-kernels-to-nvvm makes these byval [128 x i8] __grid_constant__
  // parameters (the attributes gpu.func cannot carry).
  if (!mapArgs.empty()) {
    fn->setAttr(oa::kTensorMapArgsAttr, b.getDenseI64ArrayAttr(mapArgs));
    for (int64_t a : mapArgs)
      fn.setArgAttr(a, LLVM::LLVMDialect::getAlignAttrName(), b.getI64IntegerAttr(64));
  }
  // A tensor-core GEMM of f32 operands multiplies them as TF32: the kernel
  // says so (what its FP32 results are to be compared with).
  if (g.family == Family::Gemm && g.tensorCore &&
      cast<RankedTensorType>(gemmShapeOf(g.ops[0]).a.getType()).getElementType().isF32())
    fn->setAttr(kFp32MatmulAttr, StringAttr::get(ctx, "tf32"));
  SymbolTable(kernels).insert(fn); // uniquifies a clashing name

  Block &entry = fn.getBody().front();
  ImplicitLocOpBuilder kb(fn.getLoc(), ctx);
  kb.setInsertionPointToStart(&entry);
  DenseMap<Value, Value> args;
  for (auto [i, v] : llvm::enumerate(inputs))
    args[v] = entry.getArgument(i);
  // A convert the group reads through is read from its source's argument.
  for (auto [res, src] : g.viaConvert)
    if (Value a = args.lookup(src))
      args[res] = a;
  // A slice through a transpose reads the transpose's input.
  for (auto [in, t] : g.viaTranspose)
    if (Value a = args.lookup(t->getOperand(0)))
      args[in] = a;
  for (auto &[in, view] : g.viaView)
    if (Value a = args.lookup(view.first))
      args[in] = a;
  SmallVector<Value> sharedArgs(fn.getWorkgroupAttributions());
  KernelBuilder k(kb);
  for (int64_t a : mapArgs)
    k.tensorMaps.push_back(entry.getArgument(a));
  LaunchDims d =
      body(k, args, entry.getArguments().drop_front(inputs.size() + maps.size()), sharedArgs);
  kb.create<gpu::ReturnOp>();
  // The CTA shape is fixed per kernel: convert-gpu-to-nvvm turns this into
  // value ranges on the thread-id reads and "nvvm.reqntid" for the backend's
  // register budget.
  fn.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(d.block[0]), static_cast<int32_t>(d.block[1]),
       static_cast<int32_t>(d.block[2])}));
  if (d.minCTAsPerSM > 0) // "nvvm.minctasm": the register budget for that many CTAs per SM
    fn->setAttr("nvvm.minctasm", b.getI32IntegerAttr(static_cast<int32_t>(d.minCTAsPerSM)));

  // CUDA's grid limits: 2^31-1 CTAs in x, 65535 in y and z.
  if (d.grid[0] > 0x7fffffff || d.grid[1] > 65535 || d.grid[2] > 65535)
    return (g.ops.empty() ? f.emitError() : g.ops[0]->emitError())
           << "oa-lower-to-kernels: the kernel's grid (" << d.grid[0] << ", " << d.grid[1]
           << ", " << d.grid[2] << ") exceeds CUDA's limits";
  auto c = [&](int64_t v) -> Value { return b.create<arith::ConstantIndexOp>(v); };
  gpu::KernelDim3 grid{c(d.grid[0]), c(d.grid[1]), c(d.grid[2])};
  gpu::KernelDim3 block{c(d.block[0]), c(d.block[1]), c(d.block[2])};
  Value dyn;
  if (d.dynShared > 0)
    dyn = b.create<arith::ConstantIntOp>(d.dynShared, 32);
  auto launch = b.create<gpu::LaunchFuncOp>(fn, grid, block, dyn, hostArgs);
  if (!mapDescs.empty())
    launch->setAttr(oa::kTensorMapsAttr, b.getArrayAttr(mapDescs));
  return success();
}

LogicalResult FunctionLowering::run() {
  if (!f.getBody().hasOneBlock())
    return f.emitError("oa-lower-to-kernels: the function must have one block");
  for (Type t : llvm::concat<const Type>(f.getArgumentTypes(), f.getResultTypes()))
    if (!isa<RankedTensorType>(t) || !cast<RankedTensorType>(t).hasStaticShape())
      return f.emitError("oa-lower-to-kernels: arguments and results must be statically shaped "
                         "tensors, got ")
             << t;
  if (failed(formGroups()))
    return failure();

  MLIRContext *ctx = f.getContext();
  auto ret = cast<func::ReturnOp>(f.getBody().front().getTerminator());
  SmallVector<Type> types;
  SmallVector<Attribute> argAttrs;
  auto named = [&](DictionaryAttr d, StringRef dflt, bool output) {
    NamedAttrList l(d);
    if (!l.get("oa.name"))
      l.set("oa.name", StringAttr::get(ctx, dflt));
    if (output)
      l.set("oa.output", UnitAttr::get(ctx));
    return l.getDictionary(ctx);
  };
  for (auto [i, t] : llvm::enumerate(f.getArgumentTypes())) {
    types.push_back(bufferType(t));
    argAttrs.push_back(named(f.getArgAttrDict(i), ("arg" + Twine(i)).str(), false));
  }
  for (auto [i, t] : llvm::enumerate(f.getResultTypes())) {
    types.push_back(bufferType(t));
    argAttrs.push_back(named(f.getResultAttrDict(i), ("result" + Twine(i)).str(), true));
  }

  OpBuilder top(f);
  auto nf = func::FuncOp::create(top, f.getLoc(), f.getName(), FunctionType::get(ctx, types, {}));
  nf.setVisibility(f.getVisibility());
  nf.setAllArgAttrs(argAttrs);
  Block *body = nf.addEntryBlock();
  ImplicitLocOpBuilder b(f.getLoc(), ctx);
  b.setInsertionPointToStart(body);

  unsigned nIn = f.getNumArguments();
  for (unsigned i = 0; i < nIn; ++i)
    buf[f.getArgument(i)] = body->getArgument(i);
  // A returned group output is written straight into its out-argument.
  DenseMap<Value, Value> outArgOf;
  for (auto [i, v] : llvm::enumerate(ret.getOperands()))
    outArgOf.try_emplace(v, body->getArgument(nIn + i));

  unsigned index = 0;
  for (auto &g : groups) {
    b.setLoc(g->ops.back()->getLoc());
    Value out = g->output();
    if (g->family == Family::Alias) {
      auto rs = cast<oa::model::ReshapeOp>(g->ops[0]);
      auto mt = bufferType(out.getType());
      SmallVector<int64_t> strides(mt.getRank(), 1);
      for (int64_t d = mt.getRank() - 2; d >= 0; --d)
        strides[d] = strides[d + 1] * mt.getDimSize(d + 1);
      buf[out] = b.create<memref::ReinterpretCastOp>(mt, buf.lookup(rs.getInput()), 0,
                                                     mt.getShape(), strides);
      continue;
    }
    Value ob = outArgOf.lookup(out);
    if (!ob) {
      auto alloc = b.create<memref::AllocOp>(bufferType(out.getType()));
      alloc->setAttr("oa.name", StringAttr::get(ctx, "t" + Twine(temps++)));
      ob = alloc;
    }
    buf[out] = ob;
    if (failed(emitGroup(b, *g, ob, index++)))
      return failure();
  }
  // Returned values that live elsewhere (arguments, reshapes, a value
  // returned twice) are copied into their out-argument.
  b.setLoc(ret.getLoc());
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    Value dst = body->getArgument(nIn + i);
    if (buf.lookup(v) == dst)
      continue;
    FusedGroup g;
    g.family = Family::Copy;
    g.copyFrom = v;
    if (failed(emitGroup(b, g, dst, index++)))
      return failure();
  }
  b.create<func::ReturnOp>();
  f.erase();
  return success();
}

struct LowerToKernelsPass : PassWrapper<LowerToKernelsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerToKernelsPass)
  LowerToKernelsPass() = default;
  LowerToKernelsPass(const LowerToKernelsPass &o) : PassWrapper(o) {}
  StringRef getArgument() const override { return "oa-lower-to-kernels"; }
  StringRef getName() const override { return "OALowerToKernels"; }
  StringRef getDescription() const override {
    return "Lower oa model ops to one gpu.func kernel per fused group and host-side "
           "gpu.launch_func on memrefs";
  }
  void getDependentDialects(DialectRegistry &r) const override {
    r.insert<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect, LLVM::LLVMDialect,
             memref::MemRefDialect, NVVM::NVVMDialect, nvgpu::NVGPUDialect, scf::SCFDialect,
             vector::VectorDialect>();
  }
  Option<bool> fuse{*this, "fuse", llvm::cl::desc("Fuse elementwise ops into their producer's kernel"),
                    llvm::cl::init(true)};
  Option<bool> tensorCores{
      *this, "tensor-cores",
      llvm::cl::desc("Lower f16/bf16 GEMMs to the tensor-core kernel (0: the FP32 tile, except "
                     "for a GEMM that carries an oa.policy)"),
      llvm::cl::init(true)};
  Option<bool> attentionTensorCores{
      *this, "attention-tensor-cores",
      llvm::cl::desc("Lower f16/bf16 oa.attention with head dim 64 or 128 to the tensor-core "
                     "kernel (0: the CUDA-core kernel, except for an attention that carries an "
                     "oa.policy)"),
      llvm::cl::init(true)};
  Option<int64_t> sms{*this, "sms",
                      llvm::cl::desc("Streaming multiprocessors of the target GPU, for grid sizes "
                                     "(132: H100/H200, 108: A100)"),
                      llvm::cl::init(132)};
  Option<int64_t> sm{*this, "sm",
                    llvm::cl::desc("SM the kernels are for: 0 = any (sm_80 code, the default), 80, "
                                   "or 90 (f16/bf16 linear layers on wgmma)"),
                    llvm::cl::init(0)};
  Option<bool> tma{*this, "tma",
                   llvm::cl::desc("With sm=90, feed the wgmma GEMMs through TMA tensor maps (a "
                                  "producer warp and mbarriers; the launch passes the maps as "
                                  "__grid_constant__ parameters). 0: cp.async copies, for "
                                  "runtimes that cannot encode tensor maps"),
                   llvm::cl::init(true)};
  Option<std::string> tuneCache{
      *this, "tune-cache",
      llvm::cl::desc("The autotuner's cache (oa gemm --tune): a GEMM without an oa.policy takes "
                     "the policy cached for its op, shape, dtype and SM")};
  Option<std::string> tuneCompiler{
      *this, "tune-compiler",
      llvm::cl::desc("With tune-cache: use only the entries this compiler id measured")};
  Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Kernel index width: 0 = 32 unless a tensor needs 64 (default), 32, 64"),
      llvm::cl::init(0)};

  void runOnOperation() override {
    ModuleOp m = getOperation();
    SmallVector<func::FuncOp> funcs;
    for (auto f : m.getOps<func::FuncOp>())
      if (!f.isExternal() &&
          f.walk([](Operation *op) {
             return isa<oa::model::OADialect>(op->getDialect()) ? WalkResult::interrupt()
                                                                : WalkResult::advance();
           }).wasInterrupted())
        funcs.push_back(f);
    if (funcs.empty())
      return;
    m->setAttr(gpu::GPUDialect::getContainerModuleAttrName(), UnitAttr::get(&getContext()));
    auto kernels = dyn_cast_or_null<gpu::GPUModuleOp>(SymbolTable::lookupSymbolIn(m, oa::kKernelModuleName));
    if (!kernels) {
      OpBuilder b = OpBuilder::atBlockEnd(m.getBody());
      kernels = gpu::GPUModuleOp::create(b, m.getLoc(), oa::kKernelModuleName);
    }
    if (indexBitwidth != 0 && indexBitwidth != 32 && indexBitwidth != 64) {
      m.emitError("oa-lower-to-kernels: index-bitwidth must be 0, 32 or 64, got ")
          << indexBitwidth;
      return signalPassFailure();
    }
    if (sms < 1 || sms > 1024) {
      m.emitError("oa-lower-to-kernels: sms must be in [1, 1024], got ") << int64_t(sms);
      return signalPassFailure();
    }
    if (sm != 0 && sm != 80 && sm != 90) {
      m.emitError("oa-lower-to-kernels: sm must be 0, 80 or 90, got ") << int64_t(sm);
      return signalPassFailure();
    }
    if (indexBitwidth == 64)
      kernels->setAttr(kIndexBitwidthAttr, IntegerAttr::get(IntegerType::get(&getContext(), 64), 64));
    Machine machine;
    std::optional<TuneCache> tuned;
    if (!tuneCache.empty()) {
      llvm::Expected<TuneCache> c = TuneCache::load(tuneCache, tuneCompiler);
      if (!c) {
        m.emitError("oa-lower-to-kernels: ") << llvm::toString(c.takeError());
        return signalPassFailure();
      }
      tuned = std::move(*c);
      machine.tune = &*tuned;
    }
    if (Attribute a = m->getAttr(kFp32MatmulAttr)) {
      auto str = dyn_cast<StringAttr>(a);
      if (!str || (str.getValue() != "ieee" && str.getValue() != "tf32")) {
        m.emitError() << "oa-lower-to-kernels: " << kFp32MatmulAttr
                      << " must be \"ieee\" or \"tf32\", got " << a;
        return signalPassFailure();
      }
      machine.tf32 = str.getValue() == "tf32";
    }
    machine.sms = sms;
    machine.sm = sm;
    machine.tma = tma;
    machine.tensorCores = tensorCores;
    machine.attentionTensorCores = attentionTensorCores;
    for (func::FuncOp f : funcs)
      if (failed(FunctionLowering(f, kernels, fuse, machine, indexBitwidth).run()))
        return signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> oa::createLowerToKernelsPass() {
  return std::make_unique<LowerToKernelsPass>();
}
