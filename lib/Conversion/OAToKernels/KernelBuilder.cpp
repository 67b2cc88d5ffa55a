//===- KernelBuilder.cpp - helpers for writing gpu.func bodies ------------===//
//
// Math is kept to what maps onto a few SASS instructions: fadd/fmul/fdiv,
// llvm.fma, llvm.maxnum and three MUFU intrinsics (ex2.approx.ftz,
// rsqrt.approx.ftz, lg2.approx.ftz); exp, erf and tanh are built from them here rather than
// through math.* (which convert-gpu-to-nvvm turns into libdevice calls).
//
//===----------------------------------------------------------------------===//
#include "KernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace oa::lowering;

Value KernelBuilder::idx(int64_t v) { return b.create<arith::ConstantIndexOp>(v); }
Value KernelBuilder::add(Value x, Value y) { return b.create<arith::AddIOp>(x, y); }
Value KernelBuilder::sub(Value x, Value y) { return b.create<arith::SubIOp>(x, y); }
Value KernelBuilder::mul(Value x, Value y) { return b.create<arith::MulIOp>(x, y); }
// Powers of two become shifts and masks: cheaper, and no integer division
// for oa-llc to expand.
Value KernelBuilder::div(Value x, int64_t c) {
  if (c == 1)
    return x;
  if (llvm::isPowerOf2_64(c))
    return b.create<arith::ShRUIOp>(x, idx(llvm::Log2_64(c)));
  return b.create<arith::DivUIOp>(x, idx(c));
}
Value KernelBuilder::rem(Value x, int64_t c) {
  if (c == 1)
    return idx(0);
  if (llvm::isPowerOf2_64(c))
    return b.create<arith::AndIOp>(x, idx(c - 1));
  return b.create<arith::RemUIOp>(x, idx(c));
}
Value KernelBuilder::lt(Value x, Value y) {
  return b.create<arith::CmpIOp>(arith::CmpIPredicate::ult, x, y);
}
Value KernelBuilder::eq(Value x, int64_t c) {
  return b.create<arith::CmpIOp>(arith::CmpIPredicate::eq, x, idx(c));
}
Value KernelBuilder::land(Value x, Value y) { return b.create<arith::AndIOp>(x, y); }
Value KernelBuilder::minu(Value x, Value y) { return b.create<arith::MinUIOp>(x, y); }

Value KernelBuilder::f32(double v) {
  return b.create<arith::ConstantOp>(b.getF32FloatAttr(static_cast<float>(v)));
}
Value KernelBuilder::fadd(Value x, Value y) { return b.create<arith::AddFOp>(x, y); }
Value KernelBuilder::fsub(Value x, Value y) { return b.create<arith::SubFOp>(x, y); }
Value KernelBuilder::fmul(Value x, Value y) { return b.create<arith::MulFOp>(x, y); }
Value KernelBuilder::fdiv(Value x, Value y) { return b.create<arith::DivFOp>(x, y); }
Value KernelBuilder::fneg(Value x) { return b.create<arith::NegFOp>(x); }
Value KernelBuilder::fma(Value x, Value y, Value z) { return b.create<LLVM::FMAOp>(x, y, z); }
Value KernelBuilder::fmax(Value x, Value y) { return b.create<LLVM::MaxNumOp>(x, y); }
Value KernelBuilder::flt(Value x, Value y) {
  return b.create<arith::CmpFOp>(arith::CmpFPredicate::OLT, x, y);
}
Value KernelBuilder::select(Value c, Value x, Value y) {
  return b.create<arith::SelectOp>(c, x, y);
}

static Value callIntrinsic(ImplicitLocOpBuilder &b, StringRef name, Value x) {
  return b.create<LLVM::CallIntrinsicOp>(b.getF32Type(), b.getStringAttr(name), ValueRange{x})
      .getResult(0);
}

// exp(x) = 2^(x*log2e).  The product is rounded, which for |x| ~ 10 costs
// ~1e-6 relative; its rounding error (an FMA away) corrects the result to
// about 2 ulp: 2^(z + dz) ~= 2^z (1 + dz ln 2).
Value KernelBuilder::exp(Value x) {
  const double log2e = 1.4426950408889634;
  const float hi = static_cast<float>(log2e);
  const float lo = static_cast<float>(log2e - static_cast<double>(hi));
  Value z = fmul(x, f32(hi));
  Value dz = fma(x, f32(lo), fma(x, f32(hi), fneg(z)));
  // x = +-inf makes dz NaN (inf - inf); the correction is 0 there, so
  // exp(-inf) = 0 (softmax of masked scores) and exp(inf) = inf.  A NaN x
  // stays NaN through z.
  dz = select(b.create<arith::CmpFOp>(arith::CmpFPredicate::UNO, dz, dz), f32(0.0), dz);
  Value e = callIntrinsic(b, "llvm.nvvm.ex2.approx.ftz.f32", z);
  return fma(e, fmul(dz, f32(0.6931471805599453)), e);
}

Value KernelBuilder::expFast(Value x) {
  return callIntrinsic(b, "llvm.nvvm.ex2.approx.ftz.f32", fmul(x, f32(1.4426950408889634)));
}

Value KernelBuilder::rsqrt(Value x) {
  return callIntrinsic(b, "llvm.nvvm.rsqrt.approx.ftz.f", x);
}

// ln x = log2(x) ln 2; MUFU.LG2's error is ~2^-22 absolute near 1.
Value KernelBuilder::log(Value x) {
  return fmul(callIntrinsic(b, "llvm.nvvm.lg2.approx.ftz.f", x), f32(0.6931471805599453));
}

// Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7 in exact arithmetic).  The
// result is within ~2e-7 of erf however exp(-x^2) and 1/(1 + p|x|) are
// rounded, so both come straight from MUFU (no division, no exp
// correction): GELU over a tensor stays memory-bound.  Large |x| gives
// ex2(-inf) = 0 and rcp(inf) = 0, so erf saturates at +-1; NaN stays NaN.
Value KernelBuilder::erf(Value x) {
  // |x| and the sign of x as bit masks: one LOP3 each, no compare/select.
  Type i32 = b.getI32Type();
  auto bits = [&](Value v) { return b.create<arith::BitcastOp>(i32, v).getResult(); };
  auto mask = [&](int64_t m) { return b.create<arith::ConstantIntOp>(i32, m).getResult(); };
  Value xb = bits(x);
  Value ax = b.create<arith::BitcastOp>(b.getF32Type(),
                                        b.create<arith::AndIOp>(xb, mask(0x7fffffff)));
  Value t = callIntrinsic(b, "llvm.nvvm.rcp.approx.ftz.f", fma(ax, f32(0.3275911), f32(1.0)));
  Value p = f32(1.061405429);
  for (double c : {-1.453152027, 1.421413741, -0.284496736, 0.254829592})
    p = fma(p, t, f32(c));
  p = fmul(p, t);
  Value e = callIntrinsic(b, "llvm.nvvm.ex2.approx.ftz.f32",
                          fmul(fmul(ax, ax), f32(-1.4426950408889634)));
  Value y = fma(fneg(p), e, f32(1.0)); // >= 0
  Value sign = b.create<arith::AndIOp>(xb, mask(0x80000000));
  return b.create<arith::BitcastOp>(b.getF32Type(), b.create<arith::OrIOp>(bits(y), sign));
}

// tanh(x) = 1 - 2 / (exp(2x) + 1); saturates correctly at both ends.
Value KernelBuilder::tanh(Value x) {
  Value e = exp(fadd(x, x));
  return fsub(f32(1.0), fdiv(f32(2.0), fadd(e, f32(1.0))));
}

Value KernelBuilder::combine(Combine k, Value x, Value y) {
  return k == Combine::Sum ? fadd(x, y) : fmax(x, y);
}
Value KernelBuilder::identity(Combine k) {
  return f32(k == Combine::Sum ? 0.0 : -std::numeric_limits<double>::infinity());
}

Value KernelBuilder::load(Value mem, Value i) { return b.create<memref::LoadOp>(mem, ValueRange{i}); }
void KernelBuilder::store(Value v, Value mem, Value i) {
  b.create<memref::StoreOp>(v, mem, ValueRange{i});
}
Value KernelBuilder::loadF32(Value mem, Value i) {
  Value v = load(mem, i);
  if (!v.getType().isF32())
    v = b.create<arith::ExtFOp>(b.getF32Type(), v);
  return v;
}
void KernelBuilder::storeF32(Value v, Value mem, Value i) {
  Type et = cast<MemRefType>(mem.getType()).getElementType();
  if (et != v.getType())
    v = b.create<arith::TruncFOp>(et, v);
  store(v, mem, i);
}

Value KernelBuilder::loadVec(Value mem, Value i, int64_t vec) {
  if (vec == 1)
    return load(mem, i);
  Type et = cast<MemRefType>(mem.getType()).getElementType();
  auto vt = VectorType::get({vec}, et);
  unsigned bytes = et.getIntOrFloatBitWidth() / 8;
  return b.create<vector::LoadOp>(vt, mem, ValueRange{i}, /*nontemporal=*/false,
                                  llvm::MaybeAlign(vec * bytes));
}

SmallVector<Value> KernelBuilder::widen(Value raw) {
  auto vt = dyn_cast<VectorType>(raw.getType());
  auto toF32 = [&](Value e) {
    return e.getType().isF32() ? e : b.create<arith::ExtFOp>(b.getF32Type(), e).getResult();
  };
  if (!vt)
    return {toF32(raw)};
  SmallVector<Value> out;
  for (int64_t c = 0; c < vt.getNumElements(); ++c)
    out.push_back(toF32(b.create<vector::ExtractOp>(raw, ArrayRef<int64_t>{c})));
  return out;
}

SmallVector<Value> KernelBuilder::loadVecF32(Value mem, Value i, int64_t vec) {
  return widen(loadVec(mem, i, vec));
}

void KernelBuilder::storeVecF32(ArrayRef<Value> vals, Value mem, Value i) {
  if (vals.size() == 1)
    return storeF32(vals[0], mem, i);
  Type et = cast<MemRefType>(mem.getType()).getElementType();
  // At most 16 bytes per store (a row kernel's 8 halves stored as floats
  // when a widening convert joined it).
  int64_t most = 16 / (et.getIntOrFloatBitWidth() / 8);
  if (static_cast<int64_t>(vals.size()) > most) {
    for (int64_t c = 0; c < static_cast<int64_t>(vals.size()); c += most)
      storeVecF32(vals.slice(c, std::min<int64_t>(most, vals.size() - c)), mem, add(i, idx(c)));
    return;
  }
  SmallVector<Value> narrow;
  for (Value v : vals)
    narrow.push_back(et.isF32() ? v : b.create<arith::TruncFOp>(et, v).getResult());
  auto vt = VectorType::get({static_cast<int64_t>(vals.size())}, et);
  Value v = b.create<vector::FromElementsOp>(vt, narrow);
  unsigned bytes = et.getIntOrFloatBitWidth() / 8;
  b.create<vector::StoreOp>(v, mem, ValueRange{i}, /*nontemporal=*/false,
                            llvm::MaybeAlign(vals.size() * bytes));
}

Value KernelBuilder::threadId(gpu::Dimension d) { return b.create<gpu::ThreadIdOp>(d); }
Value KernelBuilder::blockId(gpu::Dimension d) { return b.create<gpu::BlockIdOp>(d); }
Value KernelBuilder::gridDim(gpu::Dimension d) { return b.create<gpu::GridDimOp>(d); }
void KernelBuilder::barrier() { b.create<gpu::BarrierOp>(); }
Value KernelBuilder::shuffleXor(Value v, int32_t offset) {
  return b.create<gpu::ShuffleOp>(v, offset, 32, gpu::ShuffleMode::XOR).getShuffleResult();
}

// Positions the builder in `block` before its terminator, dropping an
// implicit yield when the caller yields values itself.
static void enterBlock(ImplicitLocOpBuilder &b, Block *block, bool yieldsValues) {
  if (!block->empty() && block->back().hasTrait<OpTrait::IsTerminator>()) {
    if (yieldsValues) {
      block->back().erase();
      b.setInsertionPointToEnd(block);
    } else {
      b.setInsertionPoint(&block->back());
    }
  } else {
    b.setInsertionPointToEnd(block);
  }
}

void KernelBuilder::loop(Value lb, Value ub, Value step, function_ref<void(Value)> body) {
  auto op = b.create<scf::ForOp>(lb, ub, step);
  OpBuilder::InsertionGuard g(b);
  enterBlock(b, op.getBody(), false);
  body(op.getInductionVar());
  if (op.getBody()->empty() || !op.getBody()->back().hasTrait<OpTrait::IsTerminator>())
    b.create<scf::YieldOp>();
}

Value KernelBuilder::loop(Value lb, Value ub, Value step, Value init,
                          function_ref<Value(Value, Value)> body) {
  auto op = b.create<scf::ForOp>(lb, ub, step, ValueRange{init});
  {
    OpBuilder::InsertionGuard g(b);
    enterBlock(b, op.getBody(), true);
    Value r = body(op.getInductionVar(), op.getRegionIterArgs()[0]);
    b.create<scf::YieldOp>(r);
  }
  return op.getResult(0);
}

SmallVector<Value> KernelBuilder::loop(Value lb, Value ub, Value step, ValueRange inits,
                                       function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  auto op = b.create<scf::ForOp>(lb, ub, step, inits);
  {
    OpBuilder::InsertionGuard g(b);
    enterBlock(b, op.getBody(), true);
    b.create<scf::YieldOp>(body(op.getInductionVar(), op.getRegionIterArgs()));
  }
  return SmallVector<Value>(op.getResults());
}

void KernelBuilder::ifThen(Value cond, function_ref<void()> then) {
  auto op = b.create<scf::IfOp>(cond, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  enterBlock(b, op.thenBlock(), false);
  then();
}

Value KernelBuilder::ifElse(Value cond, Type t, function_ref<Value()> then,
                            function_ref<Value()> otherwise) {
  auto op = b.create<scf::IfOp>(TypeRange{t}, cond, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    enterBlock(b, op.thenBlock(), true);
    b.create<scf::YieldOp>(then());
    enterBlock(b, op.elseBlock(), true);
    b.create<scf::YieldOp>(otherwise());
  }
  return op.getResult(0);
}

// Butterfly within each warp, one partial per warp in shared memory; then
// lane l of every warp reads partial l % warps and the same butterfly folds
// them (one shared load per thread instead of one per partial; a xor
// butterfly leaves every lane with the same bits, so all threads agree).
Value KernelBuilder::blockReduce(Combine k, Value v, Value tid, Value scratch, int64_t threads) {
  v = groupReduce(k, v, 32);
  int64_t warps = threads / 32;
  if (warps == 1)
    return v;
  Value lane = rem(tid, 32), warp = div(tid, 32);
  ifThen(eq(lane, 0), [&] { store(v, scratch, warp); });
  barrier();
  Value total;
  if (llvm::isPowerOf2_64(warps)) {
    total = groupReduce(k, load(scratch, rem(lane, warps)), warps);
  } else {
    total = load(scratch, idx(0));
    for (int64_t w = 1; w < warps; ++w)
      total = combine(k, total, load(scratch, idx(w)));
  }
  barrier();
  return total;
}

Value KernelBuilder::groupReduce(Combine k, Value v, int64_t lanes) {
  for (int32_t off = lanes / 2; off >= 1; off /= 2)
    v = combine(k, v, shuffleXor(v, off));
  return v;
}

Value KernelBuilder::treeFold(Combine k, ArrayRef<Value> vals) {
  SmallVector<Value> level(vals);
  while (level.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2)
      next.push_back(combine(k, level[i], level[i + 1]));
    if (level.size() % 2)
      next.push_back(level.back());
    level = std::move(next);
  }
  return level[0];
}
