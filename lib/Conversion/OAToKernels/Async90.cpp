//===- Async90.cpp - sm_90's asynchronous instructions as inline PTX ----===//
//
// Descriptors: start address >> 4 in bits 0-13, leading byte offset >> 4 in
// bits 16-29, stride byte offset >> 4 in bits 32-45, 128-byte swizzle (1 in
// bits 62-63).  A K-major swizzled operand ignores the leading offset (16);
// its stride is the 1024 bytes between 8-row groups.  An MN-major one has
// its 64-column blocks `leading` bytes apart.  Shared memory is below
// 256 KiB, so moving a descriptor by a multiple of 16 bytes is an add that
// stays in the 14-bit field.
//
//===----------------------------------------------------------------------===//
#include "Async90.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace oa::lowering;

void oa::lowering::asmStatement(KernelBuilder &kb, StringRef text) {
  LLVM::InlineAsmOp::create(kb.b, kb.b.getLoc(), TypeRange{}, ValueRange{}, text, "~{memory}",
                            /*has_side_effects=*/true, /*is_align_stack=*/false,
                            LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                            ArrayAttr());
}

Value oa::lowering::asmOp(KernelBuilder &kb, StringRef text, StringRef cons, ValueRange ops,
                          bool result) {
  SmallVector<Type> res;
  if (result)
    res.push_back(kb.b.getI32Type());
  auto op = LLVM::InlineAsmOp::create(kb.b, kb.b.getLoc(), res, ops, text, cons,
                                      /*has_side_effects=*/true, /*is_align_stack=*/false,
                                      LLVM::tailcallkind::TailCallKind::None,
                                      LLVM::AsmDialectAttr(), ArrayAttr());
  return result ? op.getResult(0) : Value();
}

Value oa::lowering::toI32(KernelBuilder &kb, Value index) {
  return arith::IndexCastUIOp::create(kb.b, kb.b.getLoc(), kb.b.getI32Type(), index);
}
Value oa::lowering::constI32(KernelBuilder &kb, int64_t c) {
  return arith::ConstantIntOp::create(kb.b, kb.b.getLoc(), c, 32);
}

void oa::lowering::mbarInit(KernelBuilder &kb, Value bar, int64_t count) {
  asmOp(kb, "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}",
        ValueRange{bar, constI32(kb, count)});
}
void oa::lowering::mbarArrive(KernelBuilder &kb, Value bar) {
  asmOp(kb, "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}", ValueRange{bar});
}
void oa::lowering::mbarExpectTx(KernelBuilder &kb, Value bar, int64_t bytes) {
  asmOp(kb, "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}",
        ValueRange{bar, constI32(kb, bytes)});
}

void oa::lowering::mbarWait(KernelBuilder &kb, Value bar, Value parity) {
  Location loc = kb.b.getLoc();
  auto loop = scf::WhileOp::create(kb.b, loc, TypeRange{}, ValueRange{});
  Block *before = kb.b.createBlock(&loop.getBefore());
  {
    OpBuilder::InsertionGuard g(kb.b);
    kb.b.setInsertionPointToStart(before);
    Value ok = asmOp(kb,
                     "{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\n"
                     "selp.u32 $0, 1, 0, p;\n}",
                     "=r,r,r,~{memory}", ValueRange{bar, parity}, true);
    Value again = arith::CmpIOp::create(kb.b, loc, arith::CmpIPredicate::eq, ok, constI32(kb, 0));
    scf::ConditionOp::create(kb.b, loc, again, ValueRange{});
  }
  Block *after = kb.b.createBlock(&loop.getAfter());
  {
    OpBuilder::InsertionGuard g(kb.b);
    kb.b.setInsertionPointToStart(after);
    scf::YieldOp::create(kb.b, loc);
  }
  kb.b.setInsertionPointAfter(loop);
}

void oa::lowering::tmaLoad(KernelBuilder &kb, Value map, Value dst, ArrayRef<Value> coords,
                           Value bar) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "cp.async.bulk.tensor." << coords.size()
     << "d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {";
  std::string cons = "r,l";
  for (size_t i = 0; i < coords.size(); ++i) {
    os << (i ? ", " : "") << "$" << i + 2;
    cons += ",r";
  }
  os << "}], [$" << coords.size() + 2 << "];";
  cons += ",r,~{memory}";
  SmallVector<Value> ops{dst, map};
  ops.append(coords.begin(), coords.end());
  ops.push_back(bar);
  asmOp(kb, text, cons, ops);
}

int64_t oa::lowering::wgmmaDescriptorBits(int64_t leadingBytes, int64_t strideBytes) {
  return (leadingBytes / 16) << 16 | (strideBytes / 16) << 32 | int64_t(1) << 62;
}

Value oa::lowering::wgmmaDescriptor(KernelBuilder &kb, Value addr, int64_t bits) {
  Location loc = kb.b.getLoc();
  Type i64 = kb.b.getI64Type();
  Value start = arith::IndexCastUIOp::create(kb.b, loc, i64, kb.div(addr, 16));
  return arith::OrIOp::create(kb.b, loc, start, arith::ConstantIntOp::create(kb.b, loc, i64, bits));
}

Value oa::lowering::wgmmaAdvance(KernelBuilder &kb, Value desc, int64_t bytes) {
  if (bytes == 0)
    return desc;
  Location loc = kb.b.getLoc();
  return arith::AddIOp::create(kb.b, loc, desc,
                               arith::ConstantIntOp::create(kb.b, loc, kb.b.getI64Type(), bytes / 16));
}

WgmmaOp::WgmmaOp(Type elt, int64_t n, bool regA, bool transB, bool zero)
    : n(n), regA(regA), zero(zero) {
  const char *t = elt.isBF16() ? "bf16" : "f16";
  int64_t r = regs();
  llvm::raw_string_ostream os(text);
  // scale-d: a constant predicate (oa-llc folds it into the HGMMA's form).
  os << "{\n.reg .pred p;\nsetp.ne.b32 p, " << (zero ? 0 : 1) << ", 0;\nwgmma.mma_async.sync.aligned.m64n" << n
     << "k16.f32." << t << "." << t << " {";
  for (int64_t i = 0; i < r; ++i)
    os << (i ? ", " : "") << "$" << i;
  os << "}, ";
  int64_t next = r;
  if (regA) {
    os << "{$" << next << ", $" << next + 1 << ", $" << next + 2 << ", $" << next + 3 << "}";
    next += 4;
  } else {
    os << "$" << next++;
  }
  // scale-a/b 1; a descriptor A is K-major.
  os << ", $" << next << ", p, 1, 1, " << (regA ? "" : "0, ") << (transB ? 1 : 0) << ";\n}";
  for (int64_t i = 0; i < r; ++i)
    cons += "=f,";
  cons += regA ? "r,r,r,r,l" : "l,l";
  if (!zero)
    for (int64_t i = 0; i < r; ++i)
      cons += "," + std::to_string(i);
}

SmallVector<Value> WgmmaOp::build(KernelBuilder &kb, ValueRange a, Value descB,
                                  ArrayRef<Value> acc) const {
  MLIRContext *ctx = kb.b.getContext();
  Location loc = kb.b.getLoc();
  auto resT = LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(regs(), kb.b.getF32Type()));
  SmallVector<Value> ops(a.begin(), a.end());
  ops.push_back(descB);
  if (!zero)
    ops.append(acc.begin(), acc.end());
  auto mma = LLVM::InlineAsmOp::create(kb.b, loc, TypeRange{resT}, ops, text, cons,
                                       /*has_side_effects=*/true, /*is_align_stack=*/false,
                                       LLVM::tailcallkind::TailCallKind::None,
                                       LLVM::AsmDialectAttr(), ArrayAttr());
  SmallVector<Value> out;
  for (int64_t i = 0; i < regs(); ++i)
    out.push_back(LLVM::ExtractValueOp::create(kb.b, loc, mma.getResult(0), ArrayRef<int64_t>{i}));
  return out;
}
