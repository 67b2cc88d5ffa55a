//===-- ToLLVMScalar.cpp - scalar PTX instructions as LLVM IR --------------===//
//
// Moves, integer and floating-point arithmetic, comparisons, conversions,
// bit manipulation, memory accesses, atomics, warp and CTA synchronisation.
// Plain LLVM IR wherever it means exactly what PTX means (PTX's clamped
// shifts and saturating float-to-int conversions are spelled out, division
// by zero gives a value instead of undefined behaviour); the NVVM
// intrinsics LLVM 22 defines for directed rounding and approximate forms.
// Every modifier must be understood: one that is not is an error, never
// ignored (cache hints excepted: they do not change results).
//
//===----------------------------------------------------------------------===//

#include "ToLLVMImpl.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace oa;
using ptx::AsmReg;
using ptx::AsmTranslator;
using ptx::BulkInfo;
using ptx::CpAsyncInfo;
using ptx::DeclName;
using ptx::Dialect;
using ptx::Layout;
using ptx::MbarrierInfo;
using ptx::ModKind;
using ptx::Modifier;
using ptx::Operand;
using ptx::PTXError;
using ptx::ScalarType;
using ptx::SourceLoc;
using ptx::Statement;
using ptx::VarDecl;
using ptx::WgmmaInfo;
using ptx::bitWidth;
using ptx::makeError;
using ptx::parseType;
using ptx::spelling;

namespace {

bool isSigned(ScalarType T) {
  return T == ScalarType::S8 || T == ScalarType::S16 || T == ScalarType::S32 ||
         T == ScalarType::S64;
}
bool isFloat(ScalarType T) {
  return T == ScalarType::F16 || T == ScalarType::BF16 || T == ScalarType::F32 ||
         T == ScalarType::F64 || T == ScalarType::F16x2 || T == ScalarType::BF16x2;
}
bool isHalfLike(ScalarType T) {
  return T == ScalarType::F16 || T == ScalarType::BF16 || T == ScalarType::F16x2 ||
         T == ScalarType::BF16x2;
}
bool isIntType(ScalarType T) {
  switch (T) {
  case ScalarType::B8: case ScalarType::B16: case ScalarType::B32: case ScalarType::B64:
  case ScalarType::U8: case ScalarType::U16: case ScalarType::U32: case ScalarType::U64:
  case ScalarType::S8: case ScalarType::S16: case ScalarType::S32: case ScalarType::S64:
    return true;
  default:
    return false;
  }
}

/// The types spelled among the modifiers, in order.
std::vector<ScalarType> types(const ptx::Instruction &I) {
  std::vector<ScalarType> R;
  for (const Modifier &M : I.Mods)
    if (M.Kind == ModKind::Type)
      R.push_back(parseType(M.Text));
  return R;
}

} // namespace

/// Checks that every modifier is a type or one of Allowed (a trailing '*'
/// matches a prefix).
static Error checkMods(AsmTranslator &T, const ptx::Instruction &I,
                       std::initializer_list<StringRef> Allowed, bool CacheHints = false) {
  for (const Modifier &M : I.Mods) {
    if (M.Kind == ModKind::Type && parseType(M.Text) != ScalarType::None)
      continue;
    if (CacheHints && M.Kind == ModKind::Cache)
      continue;
    bool OK = false;
    for (StringRef A : Allowed)
      if (A == M.Text || (A.ends_with("*") && StringRef(M.Text).starts_with(A.drop_back())))
        OK = true;
    if (!OK)
      return T.unsupported("the modifier ." + M.Text);
  }
  return Error::success();
}

static Error needOps(AsmTranslator &T, const ptx::Instruction &I, unsigned Min, unsigned Max) {
  if (I.Ops.size() < Min || I.Ops.size() > Max)
    return T.err("expects " + (Min == Max ? Twine(Min) : Twine(Min) + " to " + Twine(Max)) +
                 " operands, has " + Twine(I.Ops.size()));
  return Error::success();
}

static Error oneType(AsmTranslator &T, const ptx::Instruction &I, ScalarType &Ty) {
  std::vector<ScalarType> Ts = types(I);
  if (Ts.size() != 1 || Ts[0] == ScalarType::None)
    return T.err("expects one type modifier");
  Ty = Ts[0];
  return Error::success();
}

namespace {
/// Helpers that need the builder.
struct Scalar {
  AsmTranslator &T;
  IRBuilder<> &B;
  const ptx::Instruction &I;
  Scalar(AsmTranslator &T, const ptx::Instruction &I) : T(T), B(T.B), I(I) {}

  llvm::Module &mod() { return T.M; }
  Value *intr(Intrinsic::ID ID, ArrayRef<Type *> Tys, ArrayRef<Value *> Args) {
    return B.CreateCall(Intrinsic::getOrInsertDeclaration(&T.M, ID, Tys), Args);
  }
  /// Flush-to-zero of subnormal values (sign kept), as .ftz does.
  Value *flush(Value *V) {
    Type *Ty = V->getType();
    const fltSemantics &S = Ty->getScalarType()->getFltSemantics();
    Value *Min = ConstantFP::get(Ty, APFloat::getSmallestNormalized(S));
    Value *Abs = intr(Intrinsic::fabs, {Ty}, {V});
    Value *Sub = B.CreateFCmpOLT(Abs, Min);
    Value *Zero = intr(Intrinsic::copysign, {Ty}, {ConstantFP::get(Ty, 0.0), V});
    return B.CreateSelect(Sub, Zero, V);
  }
  /// .sat on floats: clamp to [0, 1], NaN to 0.
  Value *saturate(Value *V) {
    Type *Ty = V->getType();
    Value *Z = ConstantFP::get(Ty, 0.0), *One = ConstantFP::get(Ty, 1.0);
    Value *C = intr(Intrinsic::minnum, {Ty}, {intr(Intrinsic::maxnum, {Ty}, {V, Z}), One});
    return B.CreateSelect(B.CreateFCmpUNO(V, V), Z, C);
  }
  Value *maybeFlush(Value *V, bool Ftz) { return Ftz ? flush(V) : V; }
};
} // namespace

// ---------------------------------------------------------------- mov
static Error mov(AsmTranslator &T, const ptx::Instruction &I) {
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Error E = checkMods(T, I, {}))
    return E;
  if (Error E = needOps(T, I, 2, 2))
    return E;
  const Operand &Src = I.Ops[1];
  if (Src.K == Operand::Symbol && !T.lookup(Src) && Src.Name != "WARP_SZ" &&
      !(T.Hooks && T.Hooks->symbol(Src.Name)))
    return T.unsupported("taking the address of '" + Src.Name + "'");
  // Whether an integer literal is a value or a bit pattern for a float
  // mov is not something to guess; zero is both.
  if (isFloat(Ty) && Src.K == Operand::Integer && Src.Int != 0)
    return T.err("an integer immediate for a ." + spelling(Ty) +
                 " mov (write it as 0fXXXXXXXX or a decimal float)");
  Expected<Value *> V = isFloat(Ty) && Src.K == Operand::Float ? T.read(Src, Ty)
                        : Ty == ScalarType::Pred              ? T.readPred(Src)
                                                 : T.readInt(Src, bitWidth(Ty), isSigned(Ty));
  if (!V)
    return V.takeError();
  return T.write(I.Ops[0], *V, isSigned(Ty));
}

// ---------------------------------------------------------------- integer arithmetic
static Error intArith(AsmTranslator &T, const ptx::Instruction &I, ScalarType Ty) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  StringRef Op = I.Opcode;
  bool Sg = isSigned(Ty);
  unsigned W = bitWidth(Ty);
  if (Op == "abs" || Op == "neg" || Op == "not" || Op == "cnot" || Op == "popc" ||
      Op == "clz" || Op == "brev" || Op == "bfind") {
    if (Error E = checkMods(T, I, Op == "bfind" ? std::initializer_list<StringRef>{"shiftamt"}
                                                : std::initializer_list<StringRef>{}))
      return E;
    if (Error E = needOps(T, I, 2, 2))
      return E;
    auto A = Ty == ScalarType::Pred ? T.readPred(I.Ops[1]) : T.readInt(I.Ops[1], W, Sg);
    if (!A)
      return A.takeError();
    Value *R;
    if (Op == "abs")
      R = S.intr(Intrinsic::abs, {(*A)->getType()}, {*A, B.getFalse()});
    else if (Op == "neg")
      R = B.CreateNeg(*A);
    else if (Op == "not")
      R = B.CreateNot(*A);
    else if (Op == "cnot")
      R = B.CreateZExt(B.CreateICmpEQ(*A, ConstantInt::get((*A)->getType(), 0)), (*A)->getType());
    else if (Op == "popc")
      R = B.CreateZExtOrTrunc(S.intr(Intrinsic::ctpop, {(*A)->getType()}, {*A}), B.getInt32Ty());
    else if (Op == "clz")
      R = B.CreateZExtOrTrunc(S.intr(Intrinsic::ctlz, {(*A)->getType()}, {*A, B.getFalse()}),
                              B.getInt32Ty());
    else if (Op == "brev")
      R = S.intr(Intrinsic::bitreverse, {(*A)->getType()}, {*A});
    else { // bfind: the most significant bit not equal to the sign
      Value *X = *A;
      if (Sg)
        X = B.CreateSelect(B.CreateICmpSLT(X, ConstantInt::get(X->getType(), 0)), B.CreateNot(X), X);
      Value *Lz = B.CreateZExtOrTrunc(S.intr(Intrinsic::ctlz, {X->getType()}, {X, B.getFalse()}),
                                      B.getInt32Ty());
      Value *Pos = I.has("shiftamt") ? Lz : B.CreateSub(B.getInt32(W - 1), Lz);
      R = B.CreateSelect(B.CreateICmpEQ(X, ConstantInt::get(X->getType(), 0)), B.getInt32(-1), Pos);
    }
    return T.write(I.Ops[0], R, Sg);
  }
  if (Op == "shl" || Op == "shr") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 3, 3))
      return E;
    auto A = T.readInt(I.Ops[1], W, Sg);
    auto N = T.readInt(I.Ops[2], 32);
    if (!A || !N)
      return A ? N.takeError() : A.takeError();
    Value *Amt = B.CreateZExtOrTrunc(*N, (*A)->getType());
    Value *Big = B.CreateICmpUGE(*N, B.getInt32(W));
    Value *R;
    if (Op == "shr" && Sg) // shifts past the width fill with the sign
      R = B.CreateAShr(*A, B.CreateSelect(Big, ConstantInt::get(Amt->getType(), W - 1), Amt));
    else
      R = B.CreateSelect(Big, ConstantInt::get(Amt->getType(), 0),
                         Op == "shl" ? B.CreateShl(*A, Amt) : B.CreateLShr(*A, Amt));
    return T.write(I.Ops[0], R, Sg);
  }
  if (Op == "and" || Op == "or" || Op == "xor") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 3, 3))
      return E;
    auto A = Ty == ScalarType::Pred ? T.readPred(I.Ops[1]) : T.readInt(I.Ops[1], W);
    auto C = Ty == ScalarType::Pred ? T.readPred(I.Ops[2]) : T.readInt(I.Ops[2], W);
    if (!A || !C)
      return A ? C.takeError() : A.takeError();
    Value *R = Op == "and" ? B.CreateAnd(*A, *C) : Op == "or" ? B.CreateOr(*A, *C) : B.CreateXor(*A, *C);
    return T.write(I.Ops[0], R);
  }

  // Two or three sources.
  bool Mad = Op == "mad";
  bool Lo = I.has("lo"), Hi = I.has("hi"), Wide = I.has("wide");
  bool Sat = I.has("sat");
  if (Op == "add" || Op == "sub") {
    if (Error E = checkMods(T, I, {"sat", "cc"}))
      return E;
  } else if (Op == "mul" || Mad) {
    if (Error E = checkMods(T, I, {"lo", "hi", "wide"}))
      return E;
    if (Lo + Hi + Wide != 1)
      return T.err("expects one of .lo, .hi, .wide");
  } else if (Op == "min" || Op == "max") {
    if (Error E = checkMods(T, I, {"relu"}))
      return E;
  } else if (Error E = checkMods(T, I, {})) {
    return E;
  }
  if (Error E = needOps(T, I, Mad ? 4 : 3, Mad ? 4 : 3))
    return E;
  auto A = T.readInt(I.Ops[1], W, Sg);
  auto C = T.readInt(I.Ops[2], W, Sg);
  if (!A || !C)
    return A ? C.takeError() : A.takeError();
  Value *R;
  if (Op == "add" || Op == "sub") {
    if (Sat && (Ty != ScalarType::S32))
      return T.err(".sat needs .s32");
    if (I.has("cc"))
      return T.unsupported("carry chains (.cc)");
    if (Sat)
      R = S.intr(Op == "add" ? Intrinsic::sadd_sat : Intrinsic::ssub_sat, {(*A)->getType()},
                 {*A, *C});
    else
      R = Op == "add" ? B.CreateAdd(*A, *C) : B.CreateSub(*A, *C);
  } else if (Op == "mul" || Mad) {
    if (Lo) {
      R = B.CreateMul(*A, *C);
    } else {
      Type *WT = T.intTy(2 * W);
      Value *P = B.CreateMul(Sg ? B.CreateSExt(*A, WT) : B.CreateZExt(*A, WT),
                             Sg ? B.CreateSExt(*C, WT) : B.CreateZExt(*C, WT));
      R = Hi ? B.CreateTrunc(B.CreateLShr(P, W), (*A)->getType()) : P;
    }
    if (Mad) {
      auto D = T.readInt(I.Ops[3], Wide ? 2 * W : W, Sg);
      if (!D)
        return D.takeError();
      R = B.CreateAdd(R, *D);
    }
  } else if (Op == "div" || Op == "rem") {
    // PTX gives some value for x/0 (and INT_MIN/-1); LLVM's division would
    // be undefined behaviour, so divide by 1 instead.
    Type *Ty2 = (*A)->getType();
    Value *Bad = B.CreateICmpEQ(*C, ConstantInt::get(Ty2, 0));
    if (Sg)
      Bad = B.CreateOr(Bad, B.CreateAnd(B.CreateICmpEQ(*C, ConstantInt::getAllOnesValue(Ty2)),
                                        B.CreateICmpEQ(*A, ConstantInt::get(Ty2, APInt::getSignedMinValue(W)))));
    Value *Den = B.CreateSelect(Bad, ConstantInt::get(Ty2, 1), *C);
    if (Op == "div")
      R = Sg ? B.CreateSDiv(*A, Den) : B.CreateUDiv(*A, Den);
    else
      R = Sg ? B.CreateSRem(*A, Den) : B.CreateURem(*A, Den);
    if (Sg) // INT_MIN / -1 wraps to INT_MIN, remainder 0
      R = B.CreateSelect(B.CreateICmpEQ(*C, ConstantInt::getAllOnesValue(Ty2)),
                         Op == "div" ? B.CreateNeg(*A) : ConstantInt::get(Ty2, 0), R);
  } else if (Op == "min" || Op == "max") {
    Intrinsic::ID ID = Op == "min" ? (Sg ? Intrinsic::smin : Intrinsic::umin)
                                   : (Sg ? Intrinsic::smax : Intrinsic::umax);
    R = S.intr(ID, {(*A)->getType()}, {*A, *C});
    if (I.has("relu")) {
      if (Ty != ScalarType::S32)
        return T.err(".relu needs .s32");
      R = S.intr(Intrinsic::smax, {R->getType()}, {R, ConstantInt::get(R->getType(), 0)});
    }
  } else {
    return T.unsupported();
  }
  return T.write(I.Ops[0], R, Sg);
}

// ---------------------------------------------------------------- carry chains, 24-bit
// add.cc, addc[.cc], sub.cc, subc[.cc], mad{.lo,.hi}.cc, madc{.lo,.hi}[.cc]
// on .u32/.s32/.u64/.s64: computed W+... bits wide; CC.CF is the carry out
// of an addition and the borrow out of a subtraction (as the PTX ISA says).
static Error carry(AsmTranslator &T, const ptx::Instruction &I) {
  IRBuilder<> &B = T.B;
  StringRef Op = I.Opcode;
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Ty != ScalarType::U32 && Ty != ScalarType::S32 && Ty != ScalarType::U64 &&
      Ty != ScalarType::S64)
    return T.err("carry chains take .u32, .s32, .u64 or .s64");
  bool Mad = Op == "mad" || Op == "madc";
  bool In = Op == "addc" || Op == "subc" || Op == "madc";
  bool Sub = Op == "sub" || Op == "subc";
  bool Hi = I.has("hi");
  if (Error E = checkMods(T, I, Mad ? std::initializer_list<StringRef>{"cc", "lo", "hi"}
                                    : std::initializer_list<StringRef>{"cc"}))
    return E;
  if (Mad && I.has("lo") == Hi)
    return T.err("expects .lo or .hi");
  if (Error E = needOps(T, I, Mad ? 4 : 3, Mad ? 4 : 3))
    return E;
  unsigned W = bitWidth(Ty);
  auto A = T.readInt(I.Ops[1], W), C = T.readInt(I.Ops[2], W);
  if (!A || !C)
    return !A ? A.takeError() : C.takeError();
  Type *WT = T.intTy(2 * W + 2);
  Value *X = *A, *Y = *C;
  if (Mad) {
    Type *PT = T.intTy(2 * W);
    bool Sg = isSigned(Ty);
    Value *P = B.CreateMul(Sg ? B.CreateSExt(*A, PT) : B.CreateZExt(*A, PT),
                           Sg ? B.CreateSExt(*C, PT) : B.CreateZExt(*C, PT));
    X = B.CreateTrunc(Hi ? B.CreateLShr(P, W) : P, T.intTy(W));
    auto D = T.readInt(I.Ops[3], W);
    if (!D)
      return D.takeError();
    Y = *D;
  }
  Value *Wide = Sub ? B.CreateSub(B.CreateZExt(X, WT), B.CreateZExt(Y, WT))
                    : B.CreateAdd(B.CreateZExt(X, WT), B.CreateZExt(Y, WT));
  if (In) {
    const AsmReg &CF = T.carryFlag();
    Value *Cin = B.CreateZExt(B.CreateAlignedLoad(T.intTy(1), CF.A, Align(8)), WT);
    Wide = Sub ? B.CreateSub(Wide, Cin) : B.CreateAdd(Wide, Cin);
  }
  if (I.has("cc"))
    B.CreateAlignedStore(B.CreateTrunc(B.CreateLShr(Wide, W), T.intTy(1)), T.carryFlag().A,
                         Align(8));
  return T.write(I.Ops[0], B.CreateTrunc(Wide, T.intTy(W)));
}

// mul24{.lo,.hi}, mad24{.lo,.hi} on .u32/.s32: the 48-bit product of the low
// 24 bits (sign-extended for .s32), its bits 0..31 (.lo) or 16..47 (.hi).
/// dp4a.atype.btype d, a, b, c: c plus the four byte products of a and b;
/// dp2a.{lo,hi}.atype.btype: c plus a's two 16-bit halves times b's bytes
/// 0-1 (.lo) or 2-3 (.hi).  Each source type (.s32/.u32) says how its
/// elements extend.  dp4a is LLVM's NVVM intrinsic (IDP.4A); dp2a, which the
/// backend has no form for, is the sum written out.
static Error dotProduct(AsmTranslator &T, const ptx::Instruction &I) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  bool Four = I.Opcode == "dp4a";
  std::vector<ScalarType> Ts;
  for (const Modifier &M : I.Mods)
    if (M.Kind == ModKind::Type)
      Ts.push_back(parseType(M.Text));
  if (Ts.size() != 2 || any_of(Ts, [](ScalarType X) { return X != ScalarType::S32 && X != ScalarType::U32; }))
    return T.err("expects .atype.btype, each .s32 or .u32");
  if (Error E = checkMods(T, I, Four ? std::initializer_list<StringRef>{} : std::initializer_list<StringRef>{"lo", "hi"}))
    return E;
  bool Hi = I.has("hi");
  if (!Four && I.has("lo") == Hi)
    return T.err("expects .lo or .hi");
  if (Error E = needOps(T, I, 4, 4))
    return E;
  auto A = T.readInt(I.Ops[1], 32), Bv = T.readInt(I.Ops[2], 32), C = T.readInt(I.Ops[3], 32);
  if (!A || !Bv || !C)
    return !A ? A.takeError() : !Bv ? Bv.takeError() : C.takeError();
  bool SA = Ts[0] == ScalarType::S32, SB = Ts[1] == ScalarType::S32;
  if (Four) {
    static const Intrinsic::ID IDs[2][2] = {{Intrinsic::nvvm_idp4a_u_u, Intrinsic::nvvm_idp4a_u_s},
                                            {Intrinsic::nvvm_idp4a_s_u, Intrinsic::nvvm_idp4a_s_s}};
    return T.write(I.Ops[0], S.intr(IDs[SA][SB], {}, {*A, *Bv, *C}));
  }
  auto Elem = [&](Value *V, unsigned Bits, unsigned K, bool Sg) {
    Value *E = B.CreateTrunc(B.CreateLShr(V, Bits * K), T.intTy(Bits));
    return Sg ? B.CreateSExt(E, B.getInt32Ty()) : B.CreateZExt(E, B.getInt32Ty());
  };
  Value *R = *C;
  for (unsigned K = 0; K < 2; ++K)
    R = B.CreateAdd(R, B.CreateMul(Elem(*A, 16, K, SA), Elem(*Bv, 8, 2 * Hi + K, SB)));
  return T.write(I.Ops[0], R);
}

static Error mul24(AsmTranslator &T, const ptx::Instruction &I) {
  IRBuilder<> &B = T.B;
  bool Mad = I.Opcode == "mad24";
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Ty != ScalarType::U32 && Ty != ScalarType::S32)
    return T.err("expects .u32 or .s32");
  if (Error E = checkMods(T, I, {"lo", "hi"}))
    return E;
  bool Hi = I.has("hi");
  if (I.has("lo") == Hi)
    return T.err("expects .lo or .hi");
  if (Error E = needOps(T, I, Mad ? 4 : 3, Mad ? 4 : 3))
    return E;
  auto A = T.readInt(I.Ops[1], 32), C = T.readInt(I.Ops[2], 32);
  if (!A || !C)
    return !A ? A.takeError() : C.takeError();
  bool Sg = Ty == ScalarType::S32;
  Type *I24 = T.intTy(24), *I64 = T.intTy(64);
  auto Ext = [&](Value *V) {
    Value *L = B.CreateTrunc(V, I24);
    return Sg ? B.CreateSExt(L, I64) : B.CreateZExt(L, I64);
  };
  Value *P = B.CreateMul(Ext(*A), Ext(*C));
  Value *R = B.CreateTrunc(Hi ? B.CreateLShr(P, 16) : P, T.intTy(32));
  if (Mad) {
    auto D = T.readInt(I.Ops[3], 32);
    if (!D)
      return D.takeError();
    R = B.CreateAdd(R, *D);
  }
  return T.write(I.Ops[0], R);
}

// ---------------------------------------------------------------- float arithmetic
static Error floatArith(AsmTranslator &T, const ptx::Instruction &I, ScalarType Ty) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  StringRef Op = I.Opcode;
  StringRef Rnd = I.first(ModKind::Rounding);
  bool Ftz = I.has("ftz"), Sat = I.has("sat");
  bool F32 = Ty == ScalarType::F32, F64 = Ty == ScalarType::F64;
  // rcp.approx.ftz.f64 is the one .f64 form with .ftz (nvcc's double
  // division starts from it).
  if (Ftz && F64 && !(Op == "rcp" && I.has("approx")))
    return T.err(".ftz applies to .f32");
  std::string Suffix = F64 ? "d" : "f";

  auto Src = [&](unsigned K) -> Expected<Value *> {
    auto V = T.read(I.Ops[K], Ty);
    if (!V)
      return V.takeError();
    return S.maybeFlush(*V, Ftz);
  };
  auto Done = [&](Value *R) {
    R = S.maybeFlush(R, Ftz);
    if (Sat)
      R = S.saturate(R);
    return T.write(I.Ops[0], R);
  };

  if (Op == "add" || Op == "sub" || Op == "mul" || Op == "fma" || Op == "mad" || Op == "div") {
    bool Three = Op == "fma" || Op == "mad";
    if (Op == "div") {
      if (Error E = checkMods(T, I, {"rn", "rz", "rm", "rp", "ftz", "approx", "full"}))
        return E;
    } else if (Error E = checkMods(T, I, {"rn", "rz", "rm", "rp", "ftz", "sat", "relu"})) {
      return E;
    }
    if (Error E = needOps(T, I, Three ? 4 : 3, Three ? 4 : 3))
      return E;
    bool Relu = I.has("relu");
    if (isHalfLike(Ty)) {
      if (!Rnd.empty() && Rnd != "rn")
        return T.unsupported("." + Rnd + " on ." + spelling(Ty));
      if (Op == "div")
        return T.unsupported();
      if (Three && (Ftz || Sat || Relu)) { // the intrinsics say exactly this
        std::string N = "llvm.nvvm.fma.rn" + std::string(Ftz ? ".ftz" : "") +
                        (Sat ? ".sat" : "") + (Relu ? ".relu" : "") + "." + spelling(Ty).str();
        std::vector<Value *> Args;
        for (unsigned K = 1; K < 4; ++K) {
          auto V = T.read(I.Ops[K], Ty);
          if (!V)
            return V.takeError();
          Args.push_back(*V);
        }
        auto CI = T.callIntrinsic(N, Args);
        if (!CI)
          return CI.takeError();
        return T.write(I.Ops[0], *CI);
      }
      if (Relu)
        return T.unsupported(".relu on " + Op);
    } else if (Relu) {
      return T.unsupported(".relu on ." + spelling(Ty));
    }
    std::vector<Value *> Args;
    for (unsigned K = 1; K < (Three ? 4u : 3u); ++K) {
      auto V = Src(K);
      if (!V)
        return V.takeError();
      Args.push_back(*V);
    }
    if (Op == "div" && I.has("approx")) {
      if (!F32)
        return T.err(".approx needs .f32");
      auto CI = T.callIntrinsic(Ftz ? "llvm.nvvm.div.approx.ftz.f" : "llvm.nvvm.div.approx.f", Args);
      if (!CI)
        return CI.takeError();
      return T.write(I.Ops[0], *CI);
    }
    if (Op == "div" && I.has("full")) {
      if (!F32)
        return T.err(".full needs .f32");
      auto CI = T.callIntrinsic(Ftz ? "llvm.nvvm.div.full.ftz" : "llvm.nvvm.div.full", Args);
      if (!CI)
        return CI.takeError();
      return T.write(I.Ops[0], *CI);
    }
    if ((Op == "div" || Three) && Rnd.empty() && !isHalfLike(Ty) && Op != "mad")
      return T.err("expects a rounding modifier");
    if (Rnd.empty() || Rnd == "rn") {
      Value *R;
      if (Op == "add") R = B.CreateFAdd(Args[0], Args[1]);
      else if (Op == "sub") R = B.CreateFSub(Args[0], Args[1]);
      else if (Op == "mul") R = B.CreateFMul(Args[0], Args[1]);
      else if (Op == "div") R = B.CreateFDiv(Args[0], Args[1]);
      else R = S.intr(Intrinsic::fma, {Args[0]->getType()}, Args);
      return Done(R);
    }
    // Directed rounding: NVVM's intrinsics (sub is add of the negation).
    if (!F32 && !F64)
      return T.unsupported();
    StringRef Base = Op == "sub" ? "add" : Op == "mad" ? "fma" : Op;
    if (Op == "sub")
      Args[1] = B.CreateFNeg(Args[1]);
    std::string N = ("llvm.nvvm." + Base + "." + Rnd + (Ftz ? ".ftz" : "") + "." + Suffix).str();
    auto CI = T.callIntrinsic(N, Args);
    if (!CI)
      return CI.takeError();
    return Done(*CI);
  }

  if (Op == "min" || Op == "max") {
    if (Error E = checkMods(T, I, {"ftz", "NaN"}))
      return E;
    if (Error E = needOps(T, I, 3, 3))
      return E;
    auto A = Src(1), C = Src(2);
    if (!A || !C)
      return A ? C.takeError() : A.takeError();
    bool NaN = I.has("NaN");
    Intrinsic::ID ID = Op == "min" ? (NaN ? Intrinsic::minimum : Intrinsic::minnum)
                                   : (NaN ? Intrinsic::maximum : Intrinsic::maxnum);
    return Done(S.intr(ID, {(*A)->getType()}, {*A, *C}));
  }
  if (Op == "abs" || Op == "neg") {
    if (Error E = checkMods(T, I, {"ftz"}))
      return E;
    if (Error E = needOps(T, I, 2, 2))
      return E;
    auto A = Src(1);
    if (!A)
      return A.takeError();
    return Done(Op == "abs" ? S.intr(Intrinsic::fabs, {(*A)->getType()}, {*A}) : B.CreateFNeg(*A));
  }
  if (Op == "rcp" || Op == "sqrt" || Op == "rsqrt" || Op == "ex2" || Op == "lg2" ||
      Op == "sin" || Op == "cos" || Op == "tanh") {
    if (Error E = checkMods(T, I, {"rn", "rz", "rm", "rp", "ftz", "approx"}))
      return E;
    if (Error E = needOps(T, I, 2, 2))
      return E;
    bool Approx = I.has("approx");
    if (Approx) {
      // The approximate forms keep their own denormal behaviour: the
      // intrinsic's .ftz variant, inputs not flushed here.
      auto A = T.read(I.Ops[1], Ty);
      if (!A)
        return A.takeError();
      std::string N;
      std::vector<Type *> Over;
      if (Op == "ex2") {
        N = Ftz ? "llvm.nvvm.ex2.approx.ftz" : "llvm.nvvm.ex2.approx";
        Over.push_back((*A)->getType());
        if (Ty == ScalarType::F64)
          return T.unsupported();
      } else if (Op == "rcp" && F32 && !Ftz) {
        Value *One = ConstantFP::get(B.getFloatTy(), 1.0);
        auto CI = T.callIntrinsic("llvm.nvvm.div.approx.f", {One, *A});
        if (!CI)
          return CI.takeError();
        return T.write(I.Ops[0], *CI);
      } else {
        N = ("llvm.nvvm." + Op + ".approx" + (Ftz ? ".ftz" : "") + "." + Suffix).str();
        if (!F32 && !F64)
          return T.unsupported("." + spelling(Ty));
      }
      auto CI = T.callIntrinsic(N, {*A}, Over);
      if (!CI)
        return CI.takeError();
      return T.write(I.Ops[0], *CI);
    }
    if (Op != "rcp" && Op != "sqrt")
      return T.err("expects .approx");
    if (Rnd.empty())
      return T.err("expects a rounding modifier or .approx");
    if (!F32 && !F64)
      return T.unsupported("." + spelling(Ty));
    auto A = Src(1);
    if (!A)
      return A.takeError();
    if (Rnd == "rn")
      return Done(Op == "rcp" ? B.CreateFDiv(ConstantFP::get((*A)->getType(), 1.0), *A)
                              : S.intr(Intrinsic::sqrt, {(*A)->getType()}, {*A}));
    auto CI = T.callIntrinsic(("llvm.nvvm." + Op + "." + Rnd + (Ftz ? ".ftz" : "") + "." + Suffix).str(), {*A});
    if (!CI)
      return CI.takeError();
    return Done(*CI);
  }
  return T.unsupported();
}

// ---------------------------------------------------------------- compare and select
static std::optional<CmpInst::Predicate> cmpPred(StringRef C, ScalarType Ty) {
  if (isFloat(Ty))
    return StringSwitch<std::optional<CmpInst::Predicate>>(C)
        .Case("eq", CmpInst::FCMP_OEQ).Case("ne", CmpInst::FCMP_ONE)
        .Case("lt", CmpInst::FCMP_OLT).Case("le", CmpInst::FCMP_OLE)
        .Case("gt", CmpInst::FCMP_OGT).Case("ge", CmpInst::FCMP_OGE)
        .Case("equ", CmpInst::FCMP_UEQ).Case("neu", CmpInst::FCMP_UNE)
        .Case("ltu", CmpInst::FCMP_ULT).Case("leu", CmpInst::FCMP_ULE)
        .Case("gtu", CmpInst::FCMP_UGT).Case("geu", CmpInst::FCMP_UGE)
        .Case("num", CmpInst::FCMP_ORD).Case("nan", CmpInst::FCMP_UNO)
        .Default(std::nullopt);
  bool S = isSigned(Ty);
  bool Bits = Ty == ScalarType::B16 || Ty == ScalarType::B32 || Ty == ScalarType::B64;
  return StringSwitch<std::optional<CmpInst::Predicate>>(C)
      .Case("eq", CmpInst::ICMP_EQ).Case("ne", CmpInst::ICMP_NE)
      .Case("lt", Bits ? std::nullopt : std::optional(S ? CmpInst::ICMP_SLT : CmpInst::ICMP_ULT))
      .Case("le", Bits ? std::nullopt : std::optional(S ? CmpInst::ICMP_SLE : CmpInst::ICMP_ULE))
      .Case("gt", Bits ? std::nullopt : std::optional(S ? CmpInst::ICMP_SGT : CmpInst::ICMP_UGT))
      .Case("ge", Bits ? std::nullopt : std::optional(S ? CmpInst::ICMP_SGE : CmpInst::ICMP_UGE))
      .Case("lo", CmpInst::ICMP_ULT).Case("ls", CmpInst::ICMP_ULE)
      .Case("hi", CmpInst::ICMP_UGT).Case("hs", CmpInst::ICMP_UGE)
      .Default(std::nullopt);
}

static Error setp(AsmTranslator &T, const ptx::Instruction &I) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  std::vector<ScalarType> Ts = types(I);
  bool IsSet = I.Opcode == "set";
  if (Ts.size() != (IsSet ? 2u : 1u))
    return T.err(IsSet ? "expects .dtype.stype" : "expects one type");
  ScalarType Ty = Ts.back(), DTy = Ts.front();
  StringRef Cmp, Bop;
  for (const Modifier &M : I.Mods) {
    if (M.Kind == ModKind::Compare || M.Text == "lo" || M.Text == "ls" || M.Text == "hi" ||
        M.Text == "hs") {
      if (!Cmp.empty())
        return T.err("two comparisons");
      Cmp = M.Text;
    } else if (M.Text == "and" || M.Text == "or" || M.Text == "xor") {
      Bop = M.Text;
    } else if (M.Text != "ftz" && !(M.Kind == ModKind::Type)) {
      return T.unsupported("the modifier ." + M.Text);
    }
  }
  auto P = cmpPred(Cmp, Ty);
  if (!P)
    return T.err("the comparison ." + Cmp + " does not apply to ." + spelling(Ty));
  if (Error E = needOps(T, I, 3, Bop.empty() ? 3 : 4))
    return E;
  if (!Bop.empty() && I.Ops.size() != 4)
    return T.err("." + Bop + " needs a predicate operand c");
  bool Ftz = I.has("ftz");
  if (Ftz && Ty != ScalarType::F32 && !isHalfLike(Ty))
    return T.err(".ftz applies to float types");
  auto A = T.read(I.Ops[1], Ty), C = T.read(I.Ops[2], Ty);
  if (!A || !C)
    return A ? C.takeError() : A.takeError();
  Value *X = S.maybeFlush(*A, Ftz), *Y = S.maybeFlush(*C, Ftz);
  Value *R = isFloat(Ty) ? B.CreateFCmp(*P, X, Y) : B.CreateICmp(*P, X, Y);
  Value *Pc = nullptr;
  if (!Bop.empty()) {
    auto Cv = T.readPred(I.Ops[3]);
    if (!Cv)
      return Cv.takeError();
    Pc = *Cv;
  }
  auto Combine = [&](Value *V) -> Value * {
    if (!Pc)
      return V;
    if (V->getType()->isVectorTy())
      Pc = B.CreateVectorSplat(2, Pc);
    return Bop == "and" ? B.CreateAnd(V, Pc) : Bop == "or" ? B.CreateOr(V, Pc) : B.CreateXor(V, Pc);
  };
  bool Pair = Ty == ScalarType::F16x2 || Ty == ScalarType::BF16x2;
  if (IsSet) {
    Value *V = Combine(R);
    Value *Out;
    if (isFloat(DTy)) {
      Type *DT = T.irType(DTy);
      if (DT->isVectorTy() != Pair)
        return T.unsupported();
      Out = B.CreateSelect(V, ConstantFP::get(DT, 1.0), ConstantFP::get(DT, 0.0));
    } else {
      if (Pair || !isIntType(DTy))
        return T.unsupported();
      Out = B.CreateSExt(V, T.intTy(bitWidth(DTy)));
    }
    return T.write(I.Ops[0], Out);
  }
  const Operand &D = I.Ops[0];
  if (Pair) { // p gets the low half, q the high half
    if (D.K != Operand::PredPair)
      return T.err("a .x2 comparison writes p|q");
    Value *V = Combine(R);
    if (Error E = T.write(D.Elems[0], B.CreateExtractElement(V, (uint64_t)0)))
      return E;
    return T.write(D.Elems[1], B.CreateExtractElement(V, 1));
  }
  if (D.K == Operand::PredPair) {
    if (Error E = T.write(D.Elems[0], Combine(R)))
      return E;
    return T.write(D.Elems[1], Combine(B.CreateNot(R)));
  }
  return T.write(D, Combine(R));
}

static Error selp(AsmTranslator &T, const ptx::Instruction &I) {
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Error E = checkMods(T, I, {}))
    return E;
  if (Error E = needOps(T, I, 4, 4))
    return E;
  auto A = T.read(I.Ops[1], Ty), C = T.read(I.Ops[2], Ty);
  auto P = T.readPred(I.Ops[3]);
  if (!A || !C || !P)
    return !A ? A.takeError() : !C ? C.takeError() : P.takeError();
  return T.write(I.Ops[0], T.B.CreateSelect(*P, *A, *C), isSigned(Ty));
}

// ---------------------------------------------------------------- conversions
static Value *roundInt(Scalar &S, Value *V, StringRef Rnd) {
  Intrinsic::ID ID = StringSwitch<Intrinsic::ID>(Rnd)
                         .Case("rni", Intrinsic::roundeven)
                         .Case("rzi", Intrinsic::trunc)
                         .Case("rmi", Intrinsic::floor)
                         .Case("rpi", Intrinsic::ceil)
                         .Default(Intrinsic::not_intrinsic);
  return S.intr(ID, {V->getType()}, {V});
}

/// A narrowing conversion with directed rounding, from the round-to-nearest
/// result: where that lies on the wrong side of x, the neighbour one unit in
/// the last place towards x is the answer (the bit pattern of a float
/// orders its magnitude).  Infinities from overflow step back to the largest
/// finite value the same way; NaNs compare false and stay.
static Value *directedTrunc(Scalar &S, Value *X, Type *DT, StringRef Rnd) {
  IRBuilder<> &B = S.B;
  Type *IT = B.getIntNTy(DT->getPrimitiveSizeInBits());
  Value *N = B.CreateFPTrunc(X, DT);
  Value *Back = B.CreateFPExt(N, X->getType());
  Value *Bits = B.CreateBitCast(N, IT);
  Value *Neg = B.CreateICmpSLT(Bits, ConstantInt::get(IT, 0));
  Value *One = ConstantInt::get(IT, 1);
  Value *Fix;
  if (Rnd == "rz") {
    Fix = B.CreateSub(Bits, One); // one step smaller in magnitude
    Value *Away = B.CreateFCmpOGT(S.intr(Intrinsic::fabs, {X->getType()}, {Back}),
                                  S.intr(Intrinsic::fabs, {X->getType()}, {X}));
    return B.CreateBitCast(B.CreateSelect(Away, Fix, Bits), DT);
  }
  bool Down = Rnd == "rm";
  Value *Wrong = Down ? B.CreateFCmpOGT(Back, X) : B.CreateFCmpOLT(Back, X);
  // Towards -inf: smaller magnitude if positive, larger if negative.
  Value *Step = Down ? B.CreateSelect(Neg, B.CreateAdd(Bits, One), B.CreateSub(Bits, One))
                     : B.CreateSelect(Neg, B.CreateSub(Bits, One), B.CreateAdd(Bits, One));
  return B.CreateBitCast(B.CreateSelect(Wrong, Step, Bits), DT);
}

static Error cvt(AsmTranslator &T, const ptx::Instruction &I) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  std::vector<ScalarType> Ts;
  std::vector<StringRef> TypeNames;
  for (const Modifier &M : I.Mods)
    if (M.Kind == ModKind::Type) {
      Ts.push_back(parseType(M.Text));
      TypeNames.push_back(M.Text);
    }
  if (Ts.size() != 2)
    return T.err("expects .dtype.atype");
  StringRef Rnd = I.first(ModKind::Rounding);
  bool Ftz = I.has("ftz"), Sat = I.has("sat"), Relu = I.has("relu"), SatF = I.has("satfinite");
  if (Error E = checkMods(T, I, {"rn", "rz", "rm", "rp", "rna", "rs", "rni", "rzi", "rmi", "rpi",
                                 "ftz", "sat", "relu", "satfinite"}))
    return E;
  // Packed and narrow float formats: the intrinsics LLVM 22 has for them.
  if (Ts[0] == ScalarType::None || Ts[1] == ScalarType::None || Ts[0] == ScalarType::F16x2 ||
      Ts[0] == ScalarType::BF16x2 || Ts[0] == ScalarType::TF32) {
    StringRef D = TypeNames[0], A = TypeNames[1];
    std::string Mods = (Relu ? ".relu" : "") + std::string(SatF ? ".satfinite" : "");
    std::string N;
    unsigned NSrc = 1;
    ScalarType SrcTy = Ts[1];
    if ((D == "f16x2" || D == "bf16x2") && A == "f32") {
      NSrc = 2;
      if (Rnd == "rn" && Mods.empty() && !Ftz && !Sat) {
        // d = {hi: cvt(a), lo: cvt(b)}
        auto Va = T.read(I.Ops[1], ScalarType::F32);
        if (!Va)
          return Va.takeError();
        if (Error E = needOps(T, I, 3, 3))
          return E;
        auto Vb = T.read(I.Ops[2], ScalarType::F32);
        if (!Vb)
          return Vb.takeError();
        Type *ET = D == "f16x2" ? B.getHalfTy() : B.getBFloatTy();
        Value *Hi = B.CreateBitCast(B.CreateFPTrunc(*Va, ET), B.getInt16Ty());
        Value *Lo = B.CreateBitCast(B.CreateFPTrunc(*Vb, ET), B.getInt16Ty());
        Value *R = B.CreateOr(B.CreateZExt(Lo, B.getInt32Ty()),
                              B.CreateShl(B.CreateZExt(Hi, B.getInt32Ty()), 16));
        return T.write(I.Ops[0], R);
      }
      N = "llvm.nvvm.ff2" + D.str() + "." + Rnd.str() + Mods;
    } else if (D == "tf32" && A == "f32") {
      N = "llvm.nvvm.f2tf32." + Rnd.str() + Mods;
    } else if ((D == "e4m3x2" || D == "e5m2x2") && A == "f32") {
      NSrc = 2;
      N = "llvm.nvvm.ff.to." + D.str() + "." + Rnd.str() + Mods;
    } else if ((D == "e4m3x2" || D == "e5m2x2") && A == "f16x2") {
      N = "llvm.nvvm.f16x2.to." + D.str() + "." + Rnd.str() + Mods;
    } else if (D == "f16x2" && (A == "e4m3x2" || A == "e5m2x2")) {
      N = "llvm.nvvm." + A.str() + ".to.f16x2." + Rnd.str() + Mods;
      SrcTy = ScalarType::B16;
    } else {
      return T.unsupported("cvt." + D + "." + A);
    }
    if (Ftz || Sat)
      return T.unsupported(Ftz ? ".ftz here" : ".sat here");
    if (Error E = needOps(T, I, NSrc + 1, NSrc + 1))
      return E;
    std::vector<Value *> Args;
    for (unsigned K = 1; K <= NSrc; ++K) {
      auto V = SrcTy == ScalarType::None ? T.readInt(I.Ops[K], 16) : T.read(I.Ops[K], SrcTy);
      if (!V)
        return V.takeError();
      Args.push_back(*V);
    }
    auto CI = T.callIntrinsic(N, Args);
    if (!CI)
      return CI.takeError();
    return T.write(I.Ops[0], *CI);
  }
  if (Error E = needOps(T, I, 2, 2))
    return E;
  ScalarType D = Ts[0], A = Ts[1];
  if (D == ScalarType::F16x2 || D == ScalarType::BF16x2 || A == ScalarType::F16x2 ||
      A == ScalarType::BF16x2 || D == ScalarType::Pred || A == ScalarType::Pred)
    return T.unsupported();
  auto Av = T.read(I.Ops[1], A);
  if (!Av)
    return Av.takeError();
  Value *X = *Av;
  Value *R;
  bool FltD = isFloat(D), FltA = isFloat(A);
  if (Relu || SatF) {
    if (D == ScalarType::BF16 && A == ScalarType::F32 && (Rnd == "rn" || Rnd == "rz")) {
      auto CI = T.callIntrinsic("llvm.nvvm.f2bf16." + Rnd.str() + (Relu ? ".relu" : "") +
                                    (SatF ? ".satfinite" : ""), {X});
      if (!CI)
        return CI.takeError();
      return T.write(I.Ops[0], *CI);
    }
    return T.unsupported(Relu ? ".relu here" : ".satfinite here");
  }
  if (!FltD && !FltA) { // integer to integer
    if (!Rnd.empty() || Ftz)
      return T.err("rounding or .ftz on an integer conversion");
    unsigned WD = bitWidth(D);
    if (Sat) {
      Value *Wide = isSigned(A) ? B.CreateSExt(X, B.getInt128Ty()) : B.CreateZExt(X, B.getInt128Ty());
      APInt Lo = isSigned(D) ? APInt::getSignedMinValue(WD).sext(128) : APInt(128, 0);
      APInt Hi = isSigned(D) ? APInt::getSignedMaxValue(WD).sext(128) : APInt::getMaxValue(WD).zext(128);
      Wide = S.intr(Intrinsic::smax, {Wide->getType()}, {Wide, B.getInt(Lo)});
      Wide = S.intr(Intrinsic::smin, {Wide->getType()}, {Wide, B.getInt(Hi)});
      R = B.CreateTrunc(Wide, T.intTy(WD));
    } else {
      R = isSigned(A) ? B.CreateSExtOrTrunc(X, T.intTy(WD)) : B.CreateZExtOrTrunc(X, T.intTy(WD));
    }
    return T.write(I.Ops[0], R, isSigned(D));
  }
  if (FltA)
    X = S.maybeFlush(X, Ftz && A == ScalarType::F32);
  if (!FltD) { // float to integer: round, then saturate (NaN gives 0)
    if (Rnd != "rni" && Rnd != "rzi" && Rnd != "rmi" && Rnd != "rpi")
      return T.err("a float-to-integer conversion needs .rni, .rzi, .rmi or .rpi");
    X = roundInt(S, X, Rnd);
    Type *DT = T.intTy(bitWidth(D));
    R = S.intr(isSigned(D) ? Intrinsic::fptosi_sat : Intrinsic::fptoui_sat, {DT, X->getType()}, {X});
    return T.write(I.Ops[0], R, isSigned(D));
  }
  Type *DT = T.irType(D);
  if (!FltA) { // integer to float
    if (!Rnd.empty() && Rnd != "rn") {
      if (D != ScalarType::F32 || bitWidth(A) != 32 || Sat)
        return T.unsupported("." + Rnd + " here");
      auto CI = T.callIntrinsic((isSigned(A) ? "llvm.nvvm.i2f." : "llvm.nvvm.ui2f.") + Rnd.str(), {X});
      if (!CI)
        return CI.takeError();
      R = *CI;
    } else {
      R = isSigned(A) ? B.CreateSIToFP(X, DT) : B.CreateUIToFP(X, DT);
    }
  } else if (D == A) { // round to an integral value, or only ftz/sat
    if (!Rnd.empty() && !(Rnd == "rni" || Rnd == "rzi" || Rnd == "rmi" || Rnd == "rpi"))
      return T.err("a same-type float conversion rounds with .rni, .rzi, .rmi or .rpi");
    R = Rnd.empty() ? X : roundInt(S, X, Rnd);
  } else if (DT->getPrimitiveSizeInBits() > X->getType()->getPrimitiveSizeInBits()) {
    if (!Rnd.empty())
      return T.err("a widening conversion takes no rounding modifier");
    R = B.CreateFPExt(X, DT); // exact
  } else {
    if (Rnd.empty())
      return T.err("a narrowing conversion needs a rounding modifier");
    if (Rnd == "rn") {
      R = B.CreateFPTrunc(X, DT);
    } else {
      if (Rnd != "rz" && Rnd != "rm" && Rnd != "rp")
        return T.unsupported("." + Rnd + " here");
      R = directedTrunc(S, X, DT, Rnd);
    }
  }
  if (Ftz && D == ScalarType::F32)
    R = S.flush(R);
  if (Sat)
    R = S.saturate(R);
  return T.write(I.Ops[0], R);
}

static Error cvta(AsmTranslator &T, const ptx::Instruction &I) {
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Error E = needOps(T, I, 2, 2))
    return E;
  bool To = I.has("to");
  StringRef Space = I.first(ModKind::Space);
  if (Error E = checkMods(T, I, {"to", "global", "shared", "shared::cta", "shared::cluster",
                                 "local", "const", "param"}))
    return E;
  unsigned AS = T.accessAS(Space);
  if (Space.empty() || AS == ~0u)
    return T.err("expects a state space");
  auto V = T.readInt(I.Ops[1], bitWidth(Ty));
  if (!V)
    return V.takeError();
  IRBuilder<> &B = T.B;
  PointerType *Gen = PointerType::get(T.Ctx, 0), *Sp = PointerType::get(T.Ctx, AS);
  Value *P = To ? B.CreateAddrSpaceCast(B.CreateIntToPtr(*V, Gen), Sp)
                : B.CreateAddrSpaceCast(B.CreateIntToPtr(*V, Sp), Gen);
  return T.write(I.Ops[0], B.CreatePtrToInt(P, T.intTy(bitWidth(Ty))));
}

static Error isspacep(AsmTranslator &T, const ptx::Instruction &I) {
  if (Error E = needOps(T, I, 2, 2))
    return E;
  StringRef Space = I.first(ModKind::Space);
  if (Error E = checkMods(T, I, {"global", "shared", "shared::cta", "shared::cluster", "local", "const"}))
    return E;
  std::string N = StringSwitch<std::string>(Space)
                      .Case("global", "llvm.nvvm.isspacep.global")
                      .Cases("shared", "shared::cta", "llvm.nvvm.isspacep.shared")
                      .Case("shared::cluster", "llvm.nvvm.isspacep.shared.cluster")
                      .Case("local", "llvm.nvvm.isspacep.local")
                      .Case("const", "llvm.nvvm.isspacep.const")
                      .Default("");
  if (N.empty())
    return T.err("expects a state space");
  auto V = T.readInt(I.Ops[1], 64);
  if (!V)
    return V.takeError();
  auto CI = T.callIntrinsic(N, {*V});
  if (!CI)
    return CI.takeError();
  return T.write(I.Ops[0], *CI);
}

// ---------------------------------------------------------------- bit fields
static Error bits(AsmTranslator &T, const ptx::Instruction &I) {
  Scalar S(T, I);
  IRBuilder<> &B = T.B;
  ScalarType Ty;
  StringRef Op = I.Opcode;
  if (Op == "lop3") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 5, 5))
      return E;
    if (I.Ops[4].K != Operand::Integer)
      return T.err("the lookup table must be an immediate");
    Value *V[3];
    for (unsigned K = 0; K < 3; ++K) {
      auto X = T.readInt(I.Ops[K + 1], 32);
      if (!X)
        return X.takeError();
      V[K] = *X;
    }
    unsigned Lut = I.Ops[4].Int & 0xff;
    Value *R = B.getInt32(0);
    for (unsigned M = 0; M < 8; ++M) { // minterm M = (a,b,c) bits
      if (!(Lut >> M & 1))
        continue;
      Value *Term = B.getInt32(~0u);
      for (unsigned K = 0; K < 3; ++K)
        Term = B.CreateAnd(Term, (M >> (2 - K) & 1) ? V[K] : B.CreateNot(V[K]));
      R = B.CreateOr(R, Term);
    }
    return T.write(I.Ops[0], R);
  }
  if (Error E = oneType(T, I, Ty))
    return E;
  unsigned W = bitWidth(Ty);
  Type *WT = T.intTy(W);
  if (Op == "prmt") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 4, 4))
      return E;
    auto A = T.readInt(I.Ops[1], 32), Bv = T.readInt(I.Ops[2], 32), C = T.readInt(I.Ops[3], 32);
    if (!A || !Bv || !C)
      return !A ? A.takeError() : !Bv ? Bv.takeError() : C.takeError();
    Value *X = B.CreateOr(B.CreateZExt(*A, B.getInt64Ty()),
                          B.CreateShl(B.CreateZExt(*Bv, B.getInt64Ty()), 32));
    Value *R = B.getInt32(0);
    for (unsigned K = 0; K < 4; ++K) {
      Value *Sel = B.CreateAnd(B.CreateLShr(*C, 4 * K), 0xf);
      Value *Idx = B.CreateAnd(Sel, 7);
      Value *Byte = B.CreateTrunc(B.CreateLShr(X, B.CreateZExt(B.CreateShl(Idx, 3), B.getInt64Ty())),
                                  B.getInt8Ty());
      Value *Rep = B.CreateAShr(Byte, 7); // .. or its sign, replicated
      Byte = B.CreateSelect(B.CreateICmpNE(B.CreateAnd(Sel, 8), B.getInt32(0)), Rep, Byte);
      R = B.CreateOr(R, B.CreateShl(B.CreateZExt(Byte, B.getInt32Ty()), 8 * K));
    }
    return T.write(I.Ops[0], R);
  }
  if (Op == "bfe") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 4, 4))
      return E;
    auto A = T.readInt(I.Ops[1], W), P = T.readInt(I.Ops[2], 32), L = T.readInt(I.Ops[3], 32);
    if (!A || !P || !L)
      return !A ? A.takeError() : !P ? P.takeError() : L.takeError();
    // bits [pos, pos+len) of a, clipped at the top, extended from the last
    // bit taken (signed types) or with zeros.
    Value *Pos = B.CreateAnd(*P, 0xff), *Len = B.CreateAnd(*L, 0xff);
    Value *Wc = B.getInt32(W);
    Value *St = S.intr(Intrinsic::umin, {B.getInt32Ty()}, {Pos, Wc});
    Value *End = S.intr(Intrinsic::umin, {B.getInt32Ty()}, {B.CreateAdd(Pos, Len), Wc});
    Value *ShL = B.CreateZExtOrTrunc(B.CreateSub(Wc, End), WT);
    Value *ShR = B.CreateZExtOrTrunc(B.CreateAdd(B.CreateSub(Wc, End), St), WT);
    Value *Up = B.CreateShl(*A, ShL);
    Value *Ext;
    if (isSigned(Ty)) {
      Value *Safe = B.CreateSelect(B.CreateICmpUGE(ShR, ConstantInt::get(WT, W)), ConstantInt::get(WT, W - 1), ShR);
      Ext = B.CreateAShr(Up, Safe);
      // pos past the top: every bit is the sign of a
      Ext = B.CreateSelect(B.CreateICmpUGE(Pos, Wc), B.CreateAShr(*A, W - 1), Ext);
    } else {
      Value *Safe = B.CreateSelect(B.CreateICmpUGE(ShR, ConstantInt::get(WT, W)), ConstantInt::get(WT, 0), ShR);
      Ext = B.CreateLShr(Up, Safe);
      Ext = B.CreateSelect(B.CreateICmpUGE(Pos, Wc), ConstantInt::get(WT, 0), Ext);
    }
    Value *R = B.CreateSelect(B.CreateICmpEQ(Len, B.getInt32(0)), ConstantInt::get(WT, 0), Ext);
    return T.write(I.Ops[0], R, isSigned(Ty));
  }
  if (Op == "bfi") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 5, 5))
      return E;
    auto F = T.readInt(I.Ops[1], W), Bv = T.readInt(I.Ops[2], W), P = T.readInt(I.Ops[3], 32),
         L = T.readInt(I.Ops[4], 32);
    if (!F || !Bv || !P || !L)
      return !F ? F.takeError() : !Bv ? Bv.takeError() : !P ? P.takeError() : L.takeError();
    Value *Pos = B.CreateAnd(*P, 0xff), *Len = B.CreateAnd(*L, 0xff);
    Value *Wc = B.getInt32(W);
    Value *LenW = B.CreateZExtOrTrunc(S.intr(Intrinsic::umin, {B.getInt32Ty()}, {Len, Wc}), WT);
    Value *PosW = B.CreateZExtOrTrunc(B.CreateSelect(B.CreateICmpUGE(Pos, Wc), B.getInt32(0), Pos), WT);
    Value *Ones = ConstantInt::getAllOnesValue(WT);
    Value *M0 = B.CreateSelect(B.CreateICmpEQ(LenW, ConstantInt::get(WT, W)), Ones,
                               B.CreateSub(B.CreateShl(ConstantInt::get(WT, 1),
                                                       B.CreateSelect(B.CreateICmpEQ(LenW, ConstantInt::get(WT, W)),
                                                                      ConstantInt::get(WT, 0), LenW)),
                                           ConstantInt::get(WT, 1)));
    Value *Mask = B.CreateSelect(B.CreateICmpUGE(Pos, Wc), ConstantInt::get(WT, 0), B.CreateShl(M0, PosW));
    Value *R = B.CreateOr(B.CreateAnd(*Bv, B.CreateNot(Mask)), B.CreateAnd(B.CreateShl(*F, PosW), Mask));
    return T.write(I.Ops[0], R);
  }
  if (Op == "shf") {
    bool Left = I.has("l"), Clamp = I.has("clamp");
    if (Error E = checkMods(T, I, {"l", "r", "wrap", "clamp"}))
      return E;
    if (Left == I.has("r") || Clamp == I.has("wrap"))
      return T.err("expects .l or .r and .wrap or .clamp");
    if (Error E = needOps(T, I, 4, 4))
      return E;
    auto A = T.readInt(I.Ops[1], 32), Bv = T.readInt(I.Ops[2], 32), C = T.readInt(I.Ops[3], 32);
    if (!A || !Bv || !C)
      return !A ? A.takeError() : !Bv ? Bv.takeError() : C.takeError();
    // [b:a] shifted; the funnel-shift intrinsics take the amount mod 32.
    Value *N = Clamp ? S.intr(Intrinsic::umin, {B.getInt32Ty()}, {*C, B.getInt32(32)}) : *C;
    Value *R = Left ? S.intr(Intrinsic::fshl, {B.getInt32Ty()}, {*Bv, *A, N})
                    : S.intr(Intrinsic::fshr, {B.getInt32Ty()}, {*Bv, *A, N});
    if (Clamp)
      R = B.CreateSelect(B.CreateICmpEQ(N, B.getInt32(32)), Left ? *A : *Bv, R);
    return T.write(I.Ops[0], R);
  }
  return T.unsupported();
}

// ---------------------------------------------------------------- memory
static AtomicOrdering ordering(StringRef Sem, AtomicOrdering Default) {
  return StringSwitch<AtomicOrdering>(Sem)
      .Case("relaxed", AtomicOrdering::Monotonic)
      .Case("acquire", AtomicOrdering::Acquire)
      .Case("release", AtomicOrdering::Release)
      .Case("acq_rel", AtomicOrdering::AcquireRelease)
      .Case("sc", AtomicOrdering::SequentiallyConsistent)
      .Default(Default);
}

static Error ldst(AsmTranslator &T, const ptx::Instruction &I) {
  IRBuilder<> &B = T.B;
  bool Load = I.Opcode == "ld";
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Error E = checkMods(T, I, {"global", "shared", "shared::cta", "shared::cluster", "local",
                                 "const", "param", "volatile", "weak", "relaxed", "acquire", "release",
                                 "cta", "cluster", "gpu", "sys", "v2", "v4", "v8", "L2::*", "L1::*",
                                 "nc", "ca", "cg", "cs", "lu", "cv", "wb", "wt"}))
    return E;
  StringRef Space = I.first(ModKind::Space);
  StringRef Sem;
  for (StringRef S : {"relaxed", "acquire", "release"})
    if (I.has(S))
      Sem = S;
  if ((Load && Sem == "release") || (!Load && Sem == "acquire"))
    return T.err("." + Sem + " does not apply to " + I.Opcode);
  if (Error E = needOps(T, I, 2, 3)) // an optional cache policy
    return E;
  unsigned N = 1;
  if (I.has("v2")) N = 2;
  if (I.has("v4")) N = 4;
  if (I.has("v8")) N = 8;
  if (!Sem.empty() && N > 1)
    return T.unsupported("vector accesses with memory-order semantics");
  unsigned W = bitWidth(Ty);
  if (Ty == ScalarType::Pred || W < 8)
    return T.err("." + spelling(Ty) + " is not a memory type");
  auto P = T.addressOf(I.Ops[Load ? 1 : 0], Space);
  if (!P)
    return P.takeError();
  Type *ET = T.intTy(W);
  Type *VT = N > 1 ? (Type *)FixedVectorType::get(ET, N) : ET;
  Align Al(std::max(1u, W * N / 8));
  bool Vol = I.has("volatile") || (T.Volatile && Sem.empty());
  if (Load) {
    LoadInst *L = B.CreateAlignedLoad(VT, *P, Al, Vol);
    if (!Sem.empty()) {
      L->setAtomic(ordering(Sem, AtomicOrdering::Monotonic));
      L->setVolatile(T.Volatile);
    } else if (I.has("nc") && !Vol) {
      L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(T.Ctx, {}));
    }
    std::vector<const Operand *> D = T.elems(I.Ops[0]);
    if (D.size() != N)
      return T.err("expects " + Twine(N) + " destination registers");
    for (unsigned K = 0; K < N; ++K) {
      Value *E = N > 1 ? B.CreateExtractElement(L, K) : (Value *)L;
      if (Error Er = T.write(*D[K], E, isSigned(Ty)))
        return Er;
    }
    return Error::success();
  }
  std::vector<const Operand *> Src = T.elems(I.Ops[1]);
  if (Src.size() != N)
    return T.err("expects " + Twine(N) + " source registers");
  Value *V = PoisonValue::get(VT);
  for (unsigned K = 0; K < N; ++K) {
    auto E = isFloat(Ty) ? T.read(*Src[K], Ty) : T.readInt(*Src[K], W);
    if (!E)
      return E.takeError();
    Value *X = T.adapt(*E, ET);
    V = N > 1 ? B.CreateInsertElement(V, X, K) : X;
  }
  StoreInst *St = B.CreateAlignedStore(V, *P, Al, Vol);
  if (!Sem.empty()) {
    St->setAtomic(ordering(Sem, AtomicOrdering::Monotonic));
    St->setVolatile(T.Volatile);
  }
  return Error::success();
}

static Error atom(AsmTranslator &T, const ptx::Instruction &I) {
  IRBuilder<> &B = T.B;
  bool Red = I.Opcode == "red";
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  StringRef Op;
  for (StringRef O : {"and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max"})
    if (I.has(O))
      Op = O;
  if (Op.empty())
    return T.err("expects an operation");
  if (Error E = checkMods(T, I, {"global", "shared", "shared::cta", "shared::cluster", "relaxed",
                                 "acquire", "release", "acq_rel", "cta", "cluster", "gpu", "sys",
                                 "and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min",
                                 "max", "noftz", "L2::cache_hint"}))
    return E;
  if (I.has("L2::cache_hint"))
    return T.unsupported(".L2::cache_hint");
  unsigned NOps = (Red ? 2 : 3) + (Op == "cas");
  if (Error E = needOps(T, I, NOps, NOps))
    return E;
  StringRef Sem;
  for (StringRef S : {"relaxed", "acquire", "release", "acq_rel"})
    if (I.has(S))
      Sem = S;
  AtomicOrdering Ord = ordering(Sem, AtomicOrdering::Monotonic);
  auto P = T.addressOf(I.Ops[Red ? 0 : 1], I.first(ModKind::Space));
  if (!P)
    return P.takeError();
  unsigned W = bitWidth(Ty);
  if (W < 16 || Ty == ScalarType::F16x2 || Ty == ScalarType::BF16x2)
    return T.unsupported("atomics on ." + spelling(Ty));
  Align Al(W / 8);
  unsigned Base = Red ? 1 : 2;
  auto A = isFloat(Ty) ? T.read(I.Ops[Base], Ty) : T.readInt(I.Ops[Base], W);
  if (!A)
    return A.takeError();
  Value *R;
  if (Op == "cas") {
    auto C = T.readInt(I.Ops[Base + 1], W);
    if (!C)
      return C.takeError();
    AtomicOrdering Fail = Ord == AtomicOrdering::Release ? AtomicOrdering::Monotonic
                          : Ord == AtomicOrdering::AcquireRelease ? AtomicOrdering::Acquire
                                                                  : Ord;
    auto *X = B.CreateAtomicCmpXchg(*P, *A, *C, Al, Ord, Fail);
    X->setVolatile(T.Volatile);
    R = B.CreateExtractValue(X, 0);
  } else {
    bool F = isFloat(Ty), Sg = isSigned(Ty);
    std::optional<AtomicRMWInst::BinOp> BO;
    if (Op == "add") BO = F ? AtomicRMWInst::FAdd : AtomicRMWInst::Add;
    else if (F) BO = std::nullopt;
    else if (Op == "and") BO = AtomicRMWInst::And;
    else if (Op == "or") BO = AtomicRMWInst::Or;
    else if (Op == "xor") BO = AtomicRMWInst::Xor;
    else if (Op == "exch") BO = AtomicRMWInst::Xchg;
    else if (Op == "inc") BO = AtomicRMWInst::UIncWrap;
    else if (Op == "dec") BO = AtomicRMWInst::UDecWrap;
    else if (Op == "min") BO = Sg ? AtomicRMWInst::Min : AtomicRMWInst::UMin;
    else if (Op == "max") BO = Sg ? AtomicRMWInst::Max : AtomicRMWInst::UMax;
    if (Op == "exch" && F)
      BO = AtomicRMWInst::Xchg;
    if (!BO)
      return T.unsupported("atom." + Op + " on ." + spelling(Ty));
    auto *X = B.CreateAtomicRMW(*BO, *P, *A, Al, Ord);
    X->setVolatile(T.Volatile);
    R = X;
  }
  if (Red)
    return Error::success();
  return T.write(I.Ops[0], R, isSigned(Ty));
}

// ---------------------------------------------------------------- warp and CTA
static Error warp(AsmTranslator &T, const ptx::Instruction &I, bool &Handled) {
  IRBuilder<> &B = T.B;
  StringRef Op = I.Opcode;
  Handled = true;
  auto Call = [&](StringRef N, ArrayRef<Value *> Args, const Operand *Dst) -> Error {
    auto CI = T.callIntrinsic(N, Args);
    if (!CI)
      return CI.takeError();
    if (!Dst)
      return Error::success();
    if (Dst->K == Operand::PredPair) {
      if (Error E = T.write(Dst->Elems[0], B.CreateExtractValue(*CI, 0)))
        return E;
      return T.write(Dst->Elems[1], B.CreateExtractValue(*CI, 1));
    }
    Value *V = *CI;
    if (V->getType()->isStructTy())
      V = B.CreateExtractValue(V, 0);
    return T.write(*Dst, V);
  };
  auto Ints = [&](std::initializer_list<unsigned> Idx, std::vector<Value *> &Out) -> Error {
    for (unsigned K : Idx) {
      auto V = T.readInt(I.Ops[K], 32);
      if (!V)
        return V.takeError();
      Out.push_back(*V);
    }
    return Error::success();
  };
  if (Op == "shfl") {
    StringRef Mode;
    for (StringRef M : {"up", "down", "bfly", "idx"})
      if (I.has(M))
        Mode = M;
    if (!I.has("sync"))
      return T.unsupported("shfl without .sync");
    if (Error E = checkMods(T, I, {"sync", "up", "down", "bfly", "idx"}))
      return E;
    if (Mode.empty())
      return T.err("expects .up, .down, .bfly or .idx");
    if (Error E = needOps(T, I, 5, 5))
      return E;
    std::vector<Value *> Args;
    if (Error E = Ints({4, 1, 2, 3}, Args))
      return E;
    if (I.Ops[0].K != Operand::PredPair)
      return Call(("llvm.nvvm.shfl.sync." + Mode + ".i32").str(), Args, &I.Ops[0]);
    // d|p: the value as without p, and p (whether the source lane is in
    // range) computed as the PTX ISA defines it, so that only the plain
    // intrinsic is needed: maxLane = (lane & segmask) | (c & ~segmask);
    // j = lane - b (up), lane + b (down), lane ^ b (bfly),
    // (lane & segmask) | (b & ~segmask) (idx); p = j >= maxLane (up) or
    // j <= maxLane.
    if (Error E = Call(("llvm.nvvm.shfl.sync." + Mode + ".i32").str(), Args, &I.Ops[0].Elems[0]))
      return E;
    auto Lane = T.callIntrinsic("llvm.nvvm.read.ptx.sreg.laneid", {});
    if (!Lane)
      return Lane.takeError();
    Value *Bv = B.CreateAnd(Args[2], 31), *C = Args[3];
    Value *Seg = B.CreateAnd(B.CreateLShr(C, 8), 31);
    Value *NotSeg = B.CreateXor(Seg, 31);
    Value *MinLane = B.CreateAnd(*Lane, Seg);
    Value *MaxLane = B.CreateOr(MinLane, B.CreateAnd(C, NotSeg));
    Value *J, *Ok;
    if (Mode == "up") {
      J = B.CreateSub(*Lane, Bv);
      Ok = B.CreateICmpSGE(J, MaxLane);
    } else {
      J = Mode == "down" ? B.CreateAdd(*Lane, Bv)
          : Mode == "bfly" ? B.CreateXor(*Lane, Bv)
                           : B.CreateOr(MinLane, B.CreateAnd(Bv, NotSeg));
      Ok = B.CreateICmpSLE(J, MaxLane);
    }
    return T.write(I.Ops[0].Elems[1], Ok);
  }
  if (Op == "vote") {
    StringRef Mode;
    for (StringRef M : {"all", "any", "uni", "ballot"})
      if (I.has(M))
        Mode = M;
    if (!I.has("sync"))
      return T.unsupported("vote without .sync");
    if (Error E = checkMods(T, I, {"sync", "all", "any", "uni", "ballot"}))
      return E;
    if (Mode.empty())
      return T.err("expects .all, .any, .uni or .ballot");
    if (Error E = needOps(T, I, 3, 3))
      return E;
    auto Mask = T.readInt(I.Ops[2], 32);
    auto Pv = T.readPred(I.Ops[1]);
    if (!Mask || !Pv)
      return Mask ? Pv.takeError() : Mask.takeError();
    return Call(("llvm.nvvm.vote." + Mode + ".sync").str(), {*Mask, *Pv}, &I.Ops[0]);
  }
  if (Op == "activemask") {
    if (Error E = needOps(T, I, 1, 1))
      return E;
    return Call("llvm.nvvm.activemask", {}, &I.Ops[0]);
  }
  if (Op == "match") {
    bool Any = I.has("any");
    ScalarType Ty;
    if (Error E = oneType(T, I, Ty))
      return E;
    if (Error E = checkMods(T, I, {"sync", "any", "all"}))
      return E;
    if (Error E = needOps(T, I, 3, 3))
      return E;
    unsigned W = bitWidth(Ty);
    auto Mask = T.readInt(I.Ops[2], 32), V = T.readInt(I.Ops[1], W);
    if (!Mask || !V)
      return Mask ? V.takeError() : Mask.takeError();
    std::string N = (Any ? "llvm.nvvm.match.any.sync.i" : "llvm.nvvm.match.all.sync.i") +
                    std::to_string(W) + (Any ? "" : "p");
    return Call(N, {*Mask, *V}, &I.Ops[0]);
  }
  if (Op == "redux") {
    ScalarType Ty;
    if (Error E = oneType(T, I, Ty))
      return E;
    if (Error E = checkMods(T, I, {"sync", "add", "min", "max", "and", "or", "xor"}))
      return E;
    if (Ty != ScalarType::U32 && Ty != ScalarType::S32 && Ty != ScalarType::B32)
      return T.unsupported("redux on ." + spelling(Ty));
    StringRef Mode;
    for (StringRef M : {"add", "min", "max", "and", "or", "xor"})
      if (I.has(M))
        Mode = M;
    if (Error E = needOps(T, I, 3, 3))
      return E;
    std::string N = "llvm.nvvm.redux.sync.";
    if ((Mode == "min" || Mode == "max") && Ty == ScalarType::U32)
      N += "u";
    N += Mode.str();
    std::vector<Value *> Args;
    if (Error E = Ints({1, 2}, Args))
      return E;
    return Call(N, Args, &I.Ops[0]);
  }
  if (Op == "bar" || Op == "barrier") {
    bool Warp = I.has("warp");
    if (Warp) {
      if (Error E = checkMods(T, I, {"warp", "sync"}))
        return E;
      if (Error E = needOps(T, I, 1, 1))
        return E;
      std::vector<Value *> Args;
      if (Error E = Ints({0}, Args))
        return E;
      return Call("llvm.nvvm.bar.warp.sync", Args, nullptr);
    }
    if (Error E = checkMods(T, I, {"sync", "arrive", "aligned"}))
      return E;
    bool Arrive = I.has("arrive");
    if (!Arrive && !I.has("sync") && !I.Mods.empty())
      return T.unsupported();
    if (Error E = needOps(T, I, 1, 2))
      return E;
    bool Aligned = Op == "bar" || I.has("aligned");
    std::vector<Value *> Args;
    if (Error E = Ints({0}, Args))
      return E;
    if (I.Ops.size() == 2)
      if (Error E = Ints({1}, Args))
        return E;
    std::string N = "llvm.nvvm.barrier.cta." + std::string(Arrive ? "arrive" : "sync") +
                    (Aligned ? ".aligned" : "") + (Args.size() == 2 ? ".count" : ".all");
    if (Arrive && Args.size() != 2)
      return T.err("bar.arrive needs a thread count");
    return Call(N, Args, nullptr);
  }
  if (Op == "membar") {
    if (Error E = needOps(T, I, 0, 0))
      return E;
    StringRef Sc = I.Mods.size() == 1 ? StringRef(I.Mods[0].Text) : "";
    if (Sc != "cta" && Sc != "gl" && Sc != "sys")
      return T.unsupported();
    return Call(("llvm.nvvm.membar." + Sc).str(), {}, nullptr);
  }
  if (Op == "fence" && !I.has("proxy") && !I.has("mbarrier_init")) {
    // fence.{sc,acq_rel}.scope: membar of the same scope is at least as strong.
    if (Error E = checkMods(T, I, {"sc", "acq_rel", "cta", "gpu", "sys", "cluster"}))
      return E;
    if (Error E = needOps(T, I, 0, 0))
      return E;
    StringRef Sc = I.first(ModKind::Scope);
    if (Sc.empty() || (!I.has("sc") && !I.has("acq_rel")))
      return T.err("expects .sc or .acq_rel and a scope");
    return Call(Sc == "cta" ? "llvm.nvvm.membar.cta" : Sc == "gpu" ? "llvm.nvvm.membar.gl"
                                                                   : "llvm.nvvm.membar.sys",
                {}, nullptr);
  }
  if (Op == "prefetch" || Op == "prefetchu") {
    // prefetch{.global,.local}.{L1,L2} [a], prefetch.global.L2::evict_*,
    // prefetchu.L1 [a]: the LLVM intrinsics of the same names.
    if (Error E = needOps(T, I, 1, 1))
      return E;
    std::string N = "llvm.nvvm." + std::string(Op);
    unsigned AS = 0;
    for (const Modifier &M : I.Mods) {
      StringRef X = M.Text;
      if (X == "global" || X == "local") {
        AS = X == "global" ? 1 : 5;
        N += "." + X.str();
      } else if (X == "L1" || X == "L2") {
        N += "." + X.str();
      } else if (X == "L2::evict_last" || X == "L2::evict_normal") {
        N += X == "L2::evict_last" ? ".L2.evict.last" : ".L2.evict.normal";
      } else {
        return T.unsupported();
      }
    }
    if (AS == 5)
      return T.unsupported("local-memory prefetches");
    auto A = T.address(I.Ops[0], AS);
    if (!A)
      return A.takeError();
    return Call(N, {*A}, nullptr);
  }
  if (Op == "nanosleep") {
    if (Error E = checkMods(T, I, {}))
      return E;
    if (Error E = needOps(T, I, 1, 1))
      return E;
    std::vector<Value *> Args;
    if (Error E = Ints({0}, Args))
      return E;
    return Call("llvm.nvvm.nanosleep", Args, nullptr);
  }
  if (Op == "trap") {
    if (Error E = needOps(T, I, 0, 0))
      return E;
    B.CreateCall(Intrinsic::getOrInsertDeclaration(&T.M, Intrinsic::trap));
    return Error::success();
  }
  if (Op == "exit") {
    if (Error E = needOps(T, I, 0, 0))
      return E;
    return Call("llvm.nvvm.exit", {}, nullptr);
  }
  Handled = false;
  return Error::success();
}

// copysign.{f32,f64} d, a, b: b's magnitude with a's sign.
static Error copysign(AsmTranslator &T, const ptx::Instruction &I) {
  ScalarType Ty;
  if (Error E = oneType(T, I, Ty))
    return E;
  if (Error E = checkMods(T, I, {}))
    return E;
  if (Error E = needOps(T, I, 3, 3))
    return E;
  if (Ty != ScalarType::F32 && Ty != ScalarType::F64)
    return T.unsupported("." + spelling(Ty));
  auto A = T.read(I.Ops[1], Ty), Bv = T.read(I.Ops[2], Ty);
  if (!A || !Bv)
    return !A ? A.takeError() : Bv.takeError();
  return T.write(I.Ops[0], T.B.CreateBinaryIntrinsic(Intrinsic::copysign, *Bv, *A));
}

// ---------------------------------------------------------------- dispatch
Error AsmTranslator::scalar(const ptx::Instruction &I, bool &Handled) {
  StringRef Op = I.Opcode;
  Handled = true;
  if (Op == "mov")
    return mov(*this, I);
  if (Op == "setp" || Op == "set")
    return setp(*this, I);
  if (Op == "selp")
    return selp(*this, I);
  if (Op == "cvt")
    return cvt(*this, I);
  if (Op == "cvta")
    return cvta(*this, I);
  if (Op == "copysign")
    return copysign(*this, I);
  if (((Op == "add" || Op == "sub" || Op == "mad") && I.has("cc")) || Op == "addc" ||
      Op == "subc" || Op == "madc")
    return carry(*this, I);
  if (Op == "mul24" || Op == "mad24")
    return mul24(*this, I);
  if (Op == "dp4a" || Op == "dp2a")
    return dotProduct(*this, I);
  if (Op == "isspacep")
    return isspacep(*this, I);
  if (Op == "lop3" || Op == "prmt" || Op == "bfe" || Op == "bfi" || Op == "shf")
    return bits(*this, I);
  if ((Op == "ld" || Op == "st") && !I.has("async") && !I.has("bulk"))
    return ldst(*this, I);
  if (Op == "atom" || Op == "red")
    return atom(*this, I);
  static const char *const Arith[] = {"add", "sub", "mul", "mad", "fma", "div", "rem",
                                      "min", "max", "abs", "neg", "not", "cnot", "popc",
                                      "clz", "brev", "bfind", "shl", "shr", "and", "or",
                                      "xor", "rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin",
                                      "cos", "tanh"};
  if (llvm::is_contained(Arith, Op)) {
    ScalarType Ty;
    if (Error E = oneType(*this, I, Ty))
      return E;
    if (isFloat(Ty))
      return floatArith(*this, I, Ty);
    if (isIntType(Ty) || Ty == ScalarType::Pred)
      return intArith(*this, I, Ty);
    return unsupported("." + spelling(Ty));
  }
  if (Error E = warp(*this, I, Handled))
    return E;
  return Error::success();
}
