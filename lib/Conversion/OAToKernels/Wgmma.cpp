//===- Wgmma.cpp - sm_90 warpgroup MMA as inline PTX --------------------===//
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
#include "Wgmma.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace oa::lowering;

void oa::lowering::asmStatement(KernelBuilder &kb, StringRef text) {
  LLVM::InlineAsmOp::create(kb.b, kb.b.getLoc(), TypeRange{}, ValueRange{}, text, "~{memory}",
                            /*has_side_effects=*/true, /*is_align_stack=*/false,
                            LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                            ArrayAttr());
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
