//===-- Instructions.cpp - typed views of the tensor and async set ---------===//
//
// Fragment sizes follow the PTX ISA's warp-level matrix sections: per
// thread, A holds M*K/32 elements, B K*N/32 and C/D M*N/32, packed into
// 32-bit registers (f64 elements take one 64-bit register each); wgmma
// spreads M*N over the 128 threads of a warpgroup.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Instructions.h"
#include "llvm/ADT/StringSwitch.h"

using namespace oa;
using namespace oa::ptx;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
using llvm::Twine;

char PTXError::ID = 0;

void PTXError::log(llvm::raw_ostream &OS) const {
  if (D.Loc.valid())
    OS << D.Loc.Line << ':' << D.Loc.Col << ": ";
  OS << D.Message;
}

std::error_code PTXError::convertToErrorCode() const { return llvm::inconvertibleErrorCode(); }

Error oa::ptx::makeError(SourceLoc L, const Twine &Msg) {
  return llvm::make_error<PTXError>(Diagnostic{L, Msg.str()});
}

ScalarType oa::ptx::parseType(StringRef M) {
  return llvm::StringSwitch<ScalarType>(M)
      .Case("pred", ScalarType::Pred).Case("b1", ScalarType::B1).Case("b8", ScalarType::B8)
      .Case("b16", ScalarType::B16).Case("b32", ScalarType::B32).Case("b64", ScalarType::B64)
      .Case("b128", ScalarType::B128).Case("u4", ScalarType::U4).Case("s4", ScalarType::S4)
      .Case("u8", ScalarType::U8).Case("s8", ScalarType::S8).Case("u16", ScalarType::U16)
      .Case("s16", ScalarType::S16).Case("u32", ScalarType::U32).Case("s32", ScalarType::S32)
      .Case("u64", ScalarType::U64).Case("s64", ScalarType::S64).Case("f16", ScalarType::F16)
      .Case("f16x2", ScalarType::F16x2).Case("bf16", ScalarType::BF16)
      .Case("bf16x2", ScalarType::BF16x2).Case("tf32", ScalarType::TF32)
      .Case("f32", ScalarType::F32).Case("f64", ScalarType::F64).Case("e4m3", ScalarType::E4M3)
      .Case("e5m2", ScalarType::E5M2).Default(ScalarType::None);
}

StringRef oa::ptx::spelling(ScalarType T) {
  static const char *const Names[] = {"",     "pred", "b1",   "b8",    "b16",  "b32",    "b64",
                                      "b128", "u4",   "s4",   "u8",    "s8",   "u16",    "s16",
                                      "u32",  "s32",  "u64",  "s64",   "f16",  "f16x2",  "bf16",
                                      "bf16x2", "tf32", "f32", "f64",  "e4m3", "e5m2"};
  return Names[(unsigned)T];
}

unsigned oa::ptx::bitWidth(ScalarType T) {
  switch (T) {
  case ScalarType::None: return 0;
  case ScalarType::Pred:
  case ScalarType::B1: return 1;
  case ScalarType::U4:
  case ScalarType::S4: return 4;
  case ScalarType::B8:
  case ScalarType::U8:
  case ScalarType::S8:
  case ScalarType::E4M3:
  case ScalarType::E5M2: return 8;
  case ScalarType::B16:
  case ScalarType::U16:
  case ScalarType::S16:
  case ScalarType::F16:
  case ScalarType::BF16: return 16;
  case ScalarType::B32:
  case ScalarType::U32:
  case ScalarType::S32:
  case ScalarType::F16x2:
  case ScalarType::BF16x2:
  case ScalarType::TF32:
  case ScalarType::F32: return 32;
  case ScalarType::B64:
  case ScalarType::U64:
  case ScalarType::S64:
  case ScalarType::F64: return 64;
  case ScalarType::B128: return 128;
  }
  return 0;
}

namespace {

bool parseShape(StringRef S, unsigned &M, unsigned &N, unsigned &K) {
  if (!S.consume_front("m"))
    return false;
  size_t NPos = S.find('n');
  if (NPos == StringRef::npos || S.substr(0, NPos).getAsInteger(10, M))
    return false;
  S = S.drop_front(NPos + 1);
  size_t KPos = S.find('k');
  if (KPos == StringRef::npos) {
    K = 0;
    return !S.getAsInteger(10, N);
  }
  return !S.substr(0, KPos).getAsInteger(10, N) && !S.drop_front(KPos + 1).getAsInteger(10, K);
}

StringRef shapeOf(const Instruction &I) { return I.first(ModKind::Shape); }

/// Checks that operand Idx is a vector of N register-like elements.
Error vectorOf(const Instruction &I, unsigned Idx, unsigned N, const char *What) {
  if (Idx >= I.Ops.size())
    return makeError(I.Loc, Twine(I.name()) + ": missing the " + What + " operand");
  const Operand &O = I.Ops[Idx];
  if (O.K != Operand::Vector)
    return makeError(O.Loc, Twine(I.name()) + ": the " + What + " operand must be a {...} vector of " +
                                Twine(N) + " registers");
  if (O.Elems.size() != N)
    return makeError(O.Loc, Twine(I.name()) + ": the " + What + " operand has " +
                                Twine(O.Elems.size()) + " registers, the shape and types need " +
                                Twine(N));
  for (const Operand &E : O.Elems)
    if (!E.isRegLike())
      return makeError(E.Loc, Twine(I.name()) + ": the " + What + " operand holds a non-register");
  return Error::success();
}

Error regLike(const Instruction &I, unsigned Idx, const char *What) {
  if (Idx >= I.Ops.size())
    return makeError(I.Loc, Twine(I.name()) + ": missing the " + What + " operand");
  const Operand &O = I.Ops[Idx];
  if (!O.isRegLike())
    return makeError(O.Loc, Twine(I.name()) + ": the " + What + " operand must be a register");
  return Error::success();
}

Error regOrImm(const Instruction &I, unsigned Idx, const char *What) {
  if (Idx >= I.Ops.size())
    return makeError(I.Loc, Twine(I.name()) + ": missing the " + What + " operand");
  const Operand &O = I.Ops[Idx];
  if (!O.isRegLike() && O.K != Operand::Integer)
    return makeError(O.Loc, Twine(I.name()) + ": the " + What +
                                " operand must be a register or an integer");
  return Error::success();
}

Error address(const Instruction &I, unsigned Idx, const char *What, unsigned Extra = 0) {
  if (Idx >= I.Ops.size())
    return makeError(I.Loc, Twine(I.name()) + ": missing the " + What + " address");
  const Operand &O = I.Ops[Idx];
  if (O.K != Operand::Address)
    return makeError(O.Loc, Twine(I.name()) + ": the " + What + " operand must be an address [...]");
  if (O.Elems.size() > 1 + Extra || (Extra && O.Elems.size() != 1 + Extra))
    return makeError(O.Loc, Twine(I.name()) + ": malformed " + What + " address");
  return Error::success();
}

Error count(const Instruction &I, size_t Lo, size_t Hi) {
  if (I.Ops.size() < Lo || I.Ops.size() > Hi)
    return makeError(I.Loc, Twine(I.name()) + " takes " +
                                (Lo == Hi ? Twine(Lo) : Twine(Lo) + " to " + Twine(Hi)) +
                                " operands, not " + Twine(I.Ops.size()));
  return Error::success();
}

/// Rejects modifiers outside Allowed (types, shapes and layouts are checked
/// by the caller).
Error onlyKnown(const Instruction &I, std::initializer_list<StringRef> Allowed,
                std::initializer_list<ModKind> Kinds) {
  for (const Modifier &M : I.Mods) {
    bool Ok = false;
    for (StringRef A : Allowed)
      Ok |= M.Text == A;
    for (ModKind K : Kinds)
      Ok |= M.Kind == K;
    if (!Ok)
      return makeError(I.Loc, Twine(I.name()) + ": unknown modifier ." + M.Text);
  }
  return Error::success();
}

unsigned regsFor(unsigned Elems, ScalarType T) {
  unsigned B = bitWidth(T);
  if (B == 64)
    return Elems;
  return (Elems * B + 31) / 32;
}

} // namespace

// ------------------------------------------------------------------ mma
Expected<MmaInfo> oa::ptx::getMma(const Instruction &I) {
  MmaInfo R;
  if (I.Opcode != "mma")
    return makeError(I.Loc, "not an mma instruction: " + I.name());
  if (Error E = onlyKnown(I, {"sp", "sp::ordered_metadata", "sync", "aligned", "satfinite"},
                          {ModKind::Shape, ModKind::Layout, ModKind::Type}))
    return std::move(E);
  if (!I.has("sync") || !I.has("aligned"))
    return makeError(I.Loc, I.name() + ": mma needs .sync.aligned");
  R.Sparse = I.has("sp") || I.has("sp::ordered_metadata");
  R.SatFinite = I.has("satfinite");
  if (!parseShape(shapeOf(I), R.M, R.N, R.K) || !R.K)
    return makeError(I.Loc, I.name() + ": missing or malformed shape (.mMnNkK)");
  std::vector<StringRef> Ls = I.all(ModKind::Layout);
  if (Ls.size() != 2)
    return makeError(I.Loc, I.name() + ": mma needs two layouts (.row.col)");
  R.A = Ls[0] == "row" ? Layout::Row : Layout::Col;
  R.B = Ls[1] == "row" ? Layout::Row : Layout::Col;
  std::vector<StringRef> Ts = I.all(ModKind::Type);
  if (Ts.size() != 4)
    return makeError(I.Loc, I.name() + ": mma needs four types (.dtype.atype.btype.ctype)");
  R.DType = parseType(Ts[0]), R.AType = parseType(Ts[1]), R.BType = parseType(Ts[2]),
  R.CType = parseType(Ts[3]);
  auto Is = [](ScalarType T, std::initializer_list<ScalarType> L) {
    for (ScalarType X : L)
      if (X == T)
        return true;
    return false;
  };
  using ST = ScalarType;
  bool Ok;
  bool F16Acc = Is(R.DType, {ST::F16, ST::F32}) && Is(R.CType, {ST::F16, ST::F32});
  if (R.AType == ST::F16 && R.BType == ST::F16)
    Ok = F16Acc && ((R.M == 16 && R.N == 8 && (R.K == 8 || R.K == 16 || (R.Sparse && R.K == 32))) ||
                    (R.M == 8 && R.N == 8 && R.K == 4));
  else if (R.AType == ST::BF16 && R.BType == ST::BF16)
    Ok = R.DType == ST::F32 && R.CType == ST::F32 && R.M == 16 && R.N == 8 &&
         (R.K == 8 || R.K == 16 || (R.Sparse && R.K == 32));
  else if (R.AType == ST::TF32 && R.BType == ST::TF32)
    Ok = R.DType == ST::F32 && R.CType == ST::F32 && R.M == 16 && R.N == 8 &&
         (R.K == 4 || R.K == 8 || (R.Sparse && R.K == 16));
  else if (Is(R.AType, {ST::E4M3, ST::E5M2}) && Is(R.BType, {ST::E4M3, ST::E5M2}))
    Ok = R.DType == ST::F32 && R.CType == ST::F32 && R.M == 16 && R.N == 8 &&
         (R.K == 32 || (R.Sparse && R.K == 64));
  else if (R.AType == ST::F64 && R.BType == ST::F64)
    Ok = R.DType == ST::F64 && R.CType == ST::F64 &&
         ((R.M == 8 && R.N == 8 && R.K == 4) || (R.M == 16 && R.N == 8 && (R.K == 4 || R.K == 8 || R.K == 16)));
  else if (Is(R.AType, {ST::S8, ST::U8}) && Is(R.BType, {ST::S8, ST::U8}))
    Ok = R.DType == ST::S32 && R.CType == ST::S32 &&
         ((R.M == 8 && R.N == 8 && R.K == 16) ||
          (R.M == 16 && R.N == 8 && (R.K == 16 || R.K == 32 || (R.Sparse && R.K == 64))));
  else if (Is(R.AType, {ST::S4, ST::U4}) && Is(R.BType, {ST::S4, ST::U4}))
    Ok = R.DType == ST::S32 && R.CType == ST::S32 &&
         ((R.M == 8 && R.N == 8 && R.K == 32) ||
          (R.M == 16 && R.N == 8 && (R.K == 32 || R.K == 64 || (R.Sparse && R.K == 128))));
  else
    Ok = false;
  if (!Ok)
    return makeError(I.Loc, I.name() + ": this combination of shape and types is not an mma form");
  if (R.M == 16 && (R.A != Layout::Row || R.B != Layout::Col))
    return makeError(I.Loc, I.name() + ": m16n8 shapes take .row.col layouts only");
  if (R.SatFinite && R.DType != ST::S32)
    return makeError(I.Loc, I.name() + ": .satfinite is for integer mma only");
  unsigned KA = R.Sparse ? R.K / 2 : R.K;
  if (R.M == 8 && R.N == 8 && R.K == 4 && R.AType == ST::F16) {
    // Volta's quad-pair shape: every thread of a quad pair holds 4 A, 4 B
    // and 8 C/D elements.
    R.NumA = 2, R.NumB = 2;
    R.NumC = R.CType == ST::F32 ? 8 : 4;
    R.NumD = R.DType == ST::F32 ? 8 : 4;
  } else {
    R.NumA = regsFor(R.M * KA / 32, R.AType);
    R.NumB = regsFor(R.K * R.N / 32, R.BType);
    R.NumC = regsFor(R.M * R.N / 32, R.CType);
    R.NumD = regsFor(R.M * R.N / 32, R.DType);
  }
  if (Error E = count(I, R.Sparse ? 6 : 4, R.Sparse ? 6 : 4))
    return std::move(E);
  if (Error E = vectorOf(I, 0, R.NumD, "D"))
    return std::move(E);
  if (Error E = vectorOf(I, 1, R.NumA, "A"))
    return std::move(E);
  if (Error E = vectorOf(I, 2, R.NumB, "B"))
    return std::move(E);
  if (Error E = vectorOf(I, 3, R.NumC, "C"))
    return std::move(E);
  if (R.Sparse) {
    if (Error E = regLike(I, 4, "metadata"))
      return std::move(E);
    if (Error E = regOrImm(I, 5, "sparsity selector"))
      return std::move(E);
  }
  return R;
}

// ---------------------------------------------------- ldmatrix / stmatrix
Expected<MatrixInfo> oa::ptx::getMatrix(const Instruction &I) {
  MatrixInfo R;
  if (I.Opcode != "ldmatrix" && I.Opcode != "stmatrix")
    return makeError(I.Loc, "not an ldmatrix/stmatrix instruction: " + I.name());
  R.Store = I.Opcode == "stmatrix";
  if (Error E = onlyKnown(I, {"sync", "aligned", "x1", "x2", "x4", "trans", "shared", "shared::cta",
                              "b16", "b8", "b8x16", "b6x16_p32", "b4x16_p64"},
                          {ModKind::Shape}))
    return std::move(E);
  if (!I.has("sync") || !I.has("aligned"))
    return makeError(I.Loc, I.name() + ": needs .sync.aligned");
  unsigned K;
  if (!parseShape(shapeOf(I), R.M, R.N, K) || K)
    return makeError(I.Loc, I.name() + ": missing or malformed shape (.m8n8, .m16n16 ...)");
  R.Num = I.has("x4") ? 4 : I.has("x2") ? 2 : I.has("x1") ? 1 : 0;
  if (!R.Num)
    return makeError(I.Loc, I.name() + ": needs .x1, .x2 or .x4");
  R.Trans = I.has("trans");
  R.Type = I.has("b16") ? ScalarType::B16 : I.has("b8") ? ScalarType::B8 : ScalarType::None;
  if (R.M == 8 && R.N == 8) {
    if (R.Type != ScalarType::B16)
      return makeError(I.Loc, I.name() + ": .m8n8 matrices are .b16");
    R.NumRegs = R.Num;
  } else if (R.M == 16 && R.N == 16) {
    if (!R.Trans || R.Store)
      return makeError(I.Loc, I.name() + ": .m16n16 is an ldmatrix .trans shape only");
    R.NumRegs = 2 * R.Num;
  } else if (R.M == 8 && R.N == 16) {
    if (R.Trans || (R.Store && R.Type != ScalarType::B8))
      return makeError(I.Loc, I.name() + ": malformed .m8n16 form");
    R.NumRegs = R.Num;
  } else if (R.M == 16 && R.N == 8 && R.Store) {
    R.NumRegs = R.Num;
  } else
    return makeError(I.Loc, I.name() + ": unknown matrix shape");
  if (Error E = count(I, 2, 2))
    return std::move(E);
  unsigned V = R.Store ? 1 : 0, A = R.Store ? 0 : 1;
  if (Error E = vectorOf(I, V, R.NumRegs, R.Store ? "source" : "destination"))
    return std::move(E);
  if (Error E = address(I, A, "shared-memory"))
    return std::move(E);
  return R;
}

// ------------------------------------------------------------- cp.async
Expected<CpAsyncInfo> oa::ptx::getCpAsync(const Instruction &I) {
  CpAsyncInfo R;
  if (I.Opcode != "cp" || I.Mods.empty() || I.Mods[0].Text != "async" ||
      (I.Mods.size() > 1 && I.Mods[1].Text.rfind("bulk", 0) == 0))
    return makeError(I.Loc, "not a cp.async instruction: " + I.name());
  StringRef Sub = I.Mods.size() > 1 ? StringRef(I.Mods[1].Text) : "";
  if (Sub == "commit_group" || Sub == "wait_all") {
    R.Op = Sub == "commit_group" ? CpAsyncInfo::CommitGroup : CpAsyncInfo::WaitAll;
    if (I.Mods.size() != 2)
      return makeError(I.Loc, I.name() + ": unexpected modifiers");
    if (Error E = count(I, 0, 0))
      return std::move(E);
    return R;
  }
  if (Sub == "wait_group") {
    R.Op = CpAsyncInfo::WaitGroup;
    if (I.Mods.size() != 2)
      return makeError(I.Loc, I.name() + ": unexpected modifiers");
    if (Error E = count(I, 1, 1))
      return std::move(E);
    if (I.Ops[0].K == Operand::Integer)
      R.WaitN = (int)I.Ops[0].Int;
    else if (I.Ops[0].K != Operand::Placeholder)
      return makeError(I.Ops[0].Loc, I.name() + ": the group count must be an integer");
    if (R.WaitN < -1 || R.WaitN > 64)
      return makeError(I.Ops[0].Loc, I.name() + ": group count out of range");
    return R;
  }
  if (Sub == "mbarrier") {
    R.Op = CpAsyncInfo::MbarrierArrive;
    if (I.Mods.size() < 3 || I.Mods[2].Text != "arrive")
      return makeError(I.Loc, I.name() + ": expected cp.async.mbarrier.arrive");
    for (size_t K = 3; K < I.Mods.size(); ++K) {
      StringRef M = I.Mods[K].Text;
      if (M == "noinc")
        R.NoInc = true;
      else if (M != "shared" && M != "shared::cta" && M != "b64")
        return makeError(I.Loc, I.name() + ": unknown modifier ." + M);
    }
    if (!I.has("b64"))
      return makeError(I.Loc, I.name() + ": needs .b64");
    if (Error E = count(I, 1, 1))
      return std::move(E);
    if (Error E = address(I, 0, "mbarrier"))
      return std::move(E);
    return R;
  }
  // cp.async.ca|cg.shared{::cta}.global{.L2::cache_hint}{.L2::64B|128B|256B}
  if (Sub != "ca" && Sub != "cg")
    return makeError(I.Loc, I.name() + ": expected .ca or .cg after cp.async");
  R.CacheGlobal = Sub == "cg";
  bool Shared = false, Global = false, Hint = false;
  for (size_t K = 2; K < I.Mods.size(); ++K) {
    StringRef M = I.Mods[K].Text;
    if ((M == "shared" || M == "shared::cta") && K == 2)
      Shared = true;
    else if (M == "global" && K == 3 && Shared)
      Global = true;
    else if (M == "L2::cache_hint")
      Hint = true;
    else if (M == "L2::64B" || M == "L2::128B" || M == "L2::256B")
      R.PrefetchBytes = M == "L2::64B" ? 64 : M == "L2::128B" ? 128 : 256;
    else
      return makeError(I.Loc, I.name() + ": unknown modifier ." + M);
  }
  if (!Shared || !Global)
    return makeError(I.Loc, I.name() + ": cp.async copies .shared.global");
  if (Error E = count(I, 3, 5))
    return std::move(E);
  if (Error E = address(I, 0, "destination"))
    return std::move(E);
  if (Error E = address(I, 1, "source"))
    return std::move(E);
  const Operand &Sz = I.Ops[2];
  if (Sz.K == Operand::Integer) {
    R.Bytes = (int)Sz.Int;
    if (Sz.Int != 4 && Sz.Int != 8 && Sz.Int != 16)
      return makeError(Sz.Loc, I.name() + ": cp-size must be 4, 8 or 16");
    if (R.CacheGlobal && Sz.Int != 16)
      return makeError(Sz.Loc, I.name() + ": .cg copies 16 bytes only");
  } else if (Sz.K != Operand::Placeholder)
    return makeError(Sz.Loc, I.name() + ": cp-size must be an integer");
  size_t Next = 3;
  // The fourth operand is src-size (an integer or a register) or, as a
  // predicate, ignore-src; a last one is the cache policy with .L2::cache_hint.
  size_t Rest = I.Ops.size() - 3 - (Hint ? 1 : 0);
  if (Rest > 1 || (Hint && I.Ops.size() < 4))
    return makeError(I.Loc, I.name() + ": wrong number of operands");
  if (Rest == 1) {
    // Its type tells src-size (.u32) from ignore-src (.pred); only an
    // integer or a '!' decides it here, a register is left to the caller.
    const Operand &O = I.Ops[Next];
    R.FourthOperand = (int)Next;
    if (O.Negated)
      R.Fourth = CpAsyncInfo::IgnoreSrc;
    else if (O.K == Operand::Integer)
      R.Fourth = CpAsyncInfo::SrcSize;
    else if (O.isRegLike())
      R.Fourth = CpAsyncInfo::SrcSizeOrIgnoreSrc;
    else
      return makeError(O.Loc, I.name() + ": src-size must be a register or an integer");
    ++Next;
  }
  if (Hint) {
    if (Error E = regLike(I, Next, "cache-policy"))
      return std::move(E);
    R.CacheHintOperand = (int)Next;
  }
  return R;
}

// -------------------------------------------------------- cp.async.bulk
Expected<BulkInfo> oa::ptx::getBulk(const Instruction &I) {
  BulkInfo R;
  if (I.Opcode != "cp" || I.Mods.size() < 3 || I.Mods[0].Text != "async" ||
      I.Mods[1].Text != "bulk")
    return makeError(I.Loc, "not a cp.async.bulk instruction: " + I.name());
  StringRef Sub = I.Mods[2].Text;
  if (Sub == "commit_group") {
    R.Op = BulkInfo::CommitGroup;
    if (I.Mods.size() != 3)
      return makeError(I.Loc, I.name() + ": unexpected modifiers");
    if (Error E = count(I, 0, 0))
      return std::move(E);
    return R;
  }
  if (Sub == "wait_group") {
    R.Op = BulkInfo::WaitGroup;
    for (size_t K = 3; K < I.Mods.size(); ++K) {
      if (I.Mods[K].Text != "read")
        return makeError(I.Loc, I.name() + ": unknown modifier ." + I.Mods[K].Text);
      R.Read = true;
    }
    if (Error E = count(I, 1, 1))
      return std::move(E);
    if (I.Ops[0].K == Operand::Integer)
      R.WaitN = (int)I.Ops[0].Int;
    else if (I.Ops[0].K != Operand::Placeholder)
      return makeError(I.Ops[0].Loc, I.name() + ": the group count must be an integer");
    return R;
  }
  size_t K = 2;
  bool Tensor = Sub == "tensor";
  if (Tensor) {
    ++K;
    StringRef D = K < I.Mods.size() ? StringRef(I.Mods[K].Text) : "";
    if (D.size() != 2 || D[1] != 'd' || D[0] < '1' || D[0] > '5')
      return makeError(I.Loc, I.name() + ": expected .1d to .5d after cp.async.bulk.tensor");
    R.Dim = D[0] - '0';
    ++K;
  }
  auto Space = [](StringRef M) {
    return M == "global" || M == "shared" || M == "shared::cta" || M == "shared::cluster";
  };
  if (K + 1 >= I.Mods.size() || !Space(I.Mods[K].Text) || !Space(I.Mods[K + 1].Text))
    return makeError(I.Loc, I.name() + ": expected the destination and source spaces");
  R.DstSpace = I.Mods[K].Text, R.SrcSpace = I.Mods[K + 1].Text;
  K += 2;
  for (; K < I.Mods.size(); ++K) {
    StringRef M = I.Mods[K].Text;
    if (M == "tile")
      continue;
    if (M == "im2col" && Tensor)
      R.Im2col = true;
    else if (M == "mbarrier::complete_tx::bytes")
      R.Mbarrier = true;
    else if (M == "bulk_group")
      R.BulkGroup = true;
    else if (M == "multicast::cluster")
      R.Multicast = true;
    else if (M == "L2::cache_hint")
      R.CacheHint = true;
    else
      return makeError(I.Loc, I.name() + ": unknown modifier ." + M);
  }
  bool ToShared = R.DstSpace.starts_with("shared"), FromGlobal = R.SrcSpace == "global";
  if (ToShared == R.SrcSpace.starts_with("shared") && !(ToShared && R.SrcSpace == "shared::cta"))
    return makeError(I.Loc, I.name() + ": unsupported direction");
  if (R.Mbarrier == R.BulkGroup)
    return makeError(I.Loc, I.name() + ": needs one completion mechanism "
                                       "(.mbarrier::complete_tx::bytes or .bulk_group)");
  size_t Extra = (R.Multicast ? 1 : 0) + (R.CacheHint ? 1 : 0);
  if (!Tensor) {
    R.Op = BulkInfo::Copy;
    // [dst], [src], size [, [mbar]] [, ctaMask] [, policy]
    size_t N = 3 + (R.Mbarrier ? 1 : 0) + Extra;
    if (Error E = count(I, N, N))
      return std::move(E);
    if (Error E = address(I, 0, "destination"))
      return std::move(E);
    if (Error E = address(I, 1, "source"))
      return std::move(E);
    if (Error E = regOrImm(I, 2, "size"))
      return std::move(E);
    if (R.Mbarrier)
      if (Error E = address(I, 3, "mbarrier"))
        return std::move(E);
    return R;
  }
  auto TensorAddr = [&](unsigned Idx) -> Error {
    if (Error E = address(I, Idx, "tensor", 1))
      return E;
    const Operand &C = I.Ops[Idx].Elems[1];
    if (C.K != Operand::Vector)
      return makeError(C.Loc, I.name() + ": the tensor coordinates must be a {...} vector");
    if (C.Elems.size() != R.Dim)
      return makeError(C.Loc, I.name() + ": " + Twine(R.Dim) + "d needs " + Twine(R.Dim) +
                                  " coordinates, not " + Twine(C.Elems.size()));
    return Error::success();
  };
  if (ToShared && FromGlobal) {
    R.Op = BulkInfo::TensorLoad;
    if (!R.Mbarrier)
      return makeError(I.Loc, I.name() + ": a tensor load completes through an mbarrier");
    size_t N = 3 + (R.Im2col ? 1 : 0) + Extra;
    if (Error E = count(I, N, N))
      return std::move(E);
    if (Error E = address(I, 0, "destination"))
      return std::move(E);
    if (Error E = TensorAddr(1))
      return std::move(E);
    if (Error E = address(I, 2, "mbarrier"))
      return std::move(E);
    return R;
  }
  if (R.DstSpace == "global" && R.SrcSpace.starts_with("shared")) {
    R.Op = BulkInfo::TensorStore;
    if (!R.BulkGroup || R.Multicast || R.Im2col)
      return makeError(I.Loc, I.name() + ": a tensor store is .tile with .bulk_group completion");
    size_t N = 2 + (R.CacheHint ? 1 : 0);
    if (Error E = count(I, N, N))
      return std::move(E);
    if (Error E = TensorAddr(0))
      return std::move(E);
    if (Error E = address(I, 1, "source"))
      return std::move(E);
    return R;
  }
  return makeError(I.Loc, I.name() + ": unsupported tensor copy direction");
}

// ---------------------------------------------------------------- wgmma
Expected<WgmmaInfo> oa::ptx::getWgmma(const Instruction &I) {
  WgmmaInfo R;
  if (I.Opcode != "wgmma" || I.Mods.empty())
    return makeError(I.Loc, "not a wgmma instruction: " + I.name());
  StringRef Sub = I.Mods[0].Text;
  auto SyncAligned = [&](size_t From) -> Error {
    if (I.Mods.size() < From + 2 || I.Mods[From].Text != "sync" || I.Mods[From + 1].Text != "aligned")
      return makeError(I.Loc, I.name() + ": needs .sync.aligned");
    return Error::success();
  };
  if (Sub == "fence" || Sub == "commit_group" || Sub == "wait_group") {
    R.Op = Sub == "fence" ? WgmmaInfo::Fence
           : Sub == "commit_group" ? WgmmaInfo::CommitGroup : WgmmaInfo::WaitGroup;
    if (Error E = SyncAligned(1))
      return std::move(E);
    if (I.Mods.size() != 3)
      return makeError(I.Loc, I.name() + ": unexpected modifiers");
    if (R.Op != WgmmaInfo::WaitGroup) {
      if (Error E = count(I, 0, 0))
        return std::move(E);
      return R;
    }
    if (Error E = count(I, 1, 1))
      return std::move(E);
    if (I.Ops[0].K == Operand::Integer)
      R.WaitN = (int)I.Ops[0].Int;
    else if (I.Ops[0].K != Operand::Placeholder)
      return makeError(I.Ops[0].Loc, I.name() + ": the group count must be an integer");
    return R;
  }
  if (Sub != "mma_async")
    return makeError(I.Loc, I.name() + ": unknown wgmma operation");
  size_t K = 1;
  if (K < I.Mods.size() && I.Mods[K].Text == "sp")
    R.Sparse = true, ++K;
  if (Error E = SyncAligned(K))
    return std::move(E);
  K += 2;
  unsigned KK;
  if (K >= I.Mods.size() || !parseShape(I.Mods[K].Text, R.M, R.N, KK) || !KK || R.M != 64)
    return makeError(I.Loc, I.name() + ": missing or malformed shape (.m64nNkK)");
  R.K = KK;
  ++K;
  if (K < I.Mods.size() && I.Mods[K].Text == "satfinite")
    R.SatFinite = true, ++K;
  if (I.Mods.size() != K + 3)
    return makeError(I.Loc, I.name() + ": needs the three types .dtype.atype.btype");
  R.DType = parseType(I.Mods[K].Text), R.AType = parseType(I.Mods[K + 1].Text),
  R.BType = parseType(I.Mods[K + 2].Text);
  using ST = ScalarType;
  unsigned DenseK = R.Sparse ? R.K / 2 : R.K;
  bool Ok = false, Float16 = false, Int = false;
  if ((R.AType == ST::F16 && R.BType == ST::F16) || (R.AType == ST::BF16 && R.BType == ST::BF16)) {
    Float16 = true;
    Ok = DenseK == 16 && (R.DType == ST::F32 || (R.DType == ST::F16 && R.AType == ST::F16));
  } else if (R.AType == ST::TF32 && R.BType == ST::TF32)
    Ok = DenseK == 8 && R.DType == ST::F32;
  else if ((R.AType == ST::E4M3 || R.AType == ST::E5M2) && (R.BType == ST::E4M3 || R.BType == ST::E5M2))
    Ok = DenseK == 32 && (R.DType == ST::F32 || R.DType == ST::F16);
  else if ((R.AType == ST::S8 || R.AType == ST::U8) && (R.BType == ST::S8 || R.BType == ST::U8)) {
    Int = true;
    Ok = DenseK == 32 && R.DType == ST::S32;
  } else if (R.AType == ST::B1 && R.BType == ST::B1) {
    Int = true;
    Ok = DenseK == 256 && R.DType == ST::S32 && !R.Sparse;
  }
  if (!Ok)
    return makeError(I.Loc, I.name() + ": this combination of shape and types is not a wgmma form");
  bool NOk = R.N >= 8 && R.N <= 256 && R.N % 8 == 0;
  if (Int && R.N > 16 && R.N % 16 != 0 && R.N != 24)
    NOk = false;
  if (!NOk)
    return makeError(I.Loc, I.name() + ": N = " + Twine(R.N) + " is not a wgmma size");
  if (R.SatFinite && !Int)
    return makeError(I.Loc, I.name() + ": .satfinite is for integer wgmma only");
  R.NumD = regsFor(R.M * R.N / 128, R.DType);
  R.ARegs = I.Ops.size() > 1 && I.Ops[1].K == Operand::Vector;
  R.NumA = R.ARegs ? regsFor(64 * DenseK / 128, R.AType) : 0;
  R.HasScaleAB = !Int;
  R.HasTransA = Float16 && !R.ARegs;
  R.HasTransB = Float16;
  size_t N = 4 + (R.Sparse ? 2 : 0) + (R.HasScaleAB ? 2 : 0) + (R.HasTransA ? 1 : 0) +
             (R.HasTransB ? 1 : 0);
  if (Error E = count(I, N, N))
    return std::move(E);
  if (Error E = vectorOf(I, 0, R.NumD, "D"))
    return std::move(E);
  if (R.ARegs) {
    if (Error E = vectorOf(I, 1, R.NumA, "A"))
      return std::move(E);
  } else if (Error E = regLike(I, 1, "A descriptor"))
    return std::move(E);
  if (Error E = regLike(I, 2, "B descriptor"))
    return std::move(E);
  size_t P = 3;
  if (R.Sparse) {
    if (Error E = regLike(I, P, "sparsity metadata"))
      return std::move(E);
    if (Error E = regOrImm(I, P + 1, "sparsity selector"))
      return std::move(E);
    P += 2;
  }
  const Operand &Sc = I.Ops[P];
  if (!Sc.isRegLike() && Sc.K != Operand::Integer)
    return makeError(Sc.Loc, I.name() + ": scale-d must be a predicate or an integer");
  for (size_t Q = P + 1; Q < I.Ops.size(); ++Q) {
    const Operand &O = I.Ops[Q];
    if (O.K == Operand::Placeholder)
      continue;
    if (O.K != Operand::Integer)
      return makeError(O.Loc, I.name() + ": scale and transpose operands are immediates");
    bool Scale = R.HasScaleAB && Q <= P + 2;
    if (Scale ? (O.Int != 1 && O.Int != -1) : (O.Int != 0 && O.Int != 1))
      return makeError(O.Loc, I.name() + (Scale ? ": imm-scale must be 1 or -1"
                                                 : ": imm-trans must be 0 or 1"));
  }
  return R;
}

// ------------------------------------------------------------- mbarrier
Expected<MbarrierInfo> oa::ptx::getMbarrier(const Instruction &I) {
  MbarrierInfo R;
  if (I.Opcode != "mbarrier" || I.Mods.empty())
    return makeError(I.Loc, "not an mbarrier instruction: " + I.name());
  StringRef Sub = I.Mods[0].Text;
  size_t K = 1;
  if (Sub == "init") R.Op = MbarrierInfo::Init;
  else if (Sub == "inval") R.Op = MbarrierInfo::Inval;
  else if (Sub == "arrive") R.Op = MbarrierInfo::Arrive;
  else if (Sub == "arrive_drop") R.Op = MbarrierInfo::ArriveDrop;
  else if (Sub == "expect_tx") R.Op = MbarrierInfo::ExpectTx;
  else if (Sub == "complete_tx") R.Op = MbarrierInfo::CompleteTx;
  else if (Sub == "test_wait") R.Op = MbarrierInfo::TestWait;
  else if (Sub == "try_wait") R.Op = MbarrierInfo::TryWait;
  else if (Sub == "pending_count") R.Op = MbarrierInfo::PendingCount;
  else
    return makeError(I.Loc, I.name() + ": unknown mbarrier operation");
  bool B64 = false;
  for (; K < I.Mods.size(); ++K) {
    const Modifier &M = I.Mods[K];
    if (M.Text == "b64")
      B64 = true;
    else if (M.Text == "parity" && (R.Op == MbarrierInfo::TestWait || R.Op == MbarrierInfo::TryWait))
      R.Parity = true;
    else if (M.Text == "expect_tx" && (R.Op == MbarrierInfo::Arrive || R.Op == MbarrierInfo::ArriveDrop))
      R.WithExpectTx = true;
    else if (M.Text == "noComplete" && (R.Op == MbarrierInfo::Arrive || R.Op == MbarrierInfo::ArriveDrop))
      R.NoComplete = true;
    else if (M.Text == "shared" || M.Text == "shared::cta")
      ;
    else if (M.Text == "shared::cluster")
      R.Cluster = true;
    else if (M.Kind == ModKind::Semantics && (M.Text == "release" || M.Text == "acquire" || M.Text == "relaxed"))
      R.Sem = M.Text;
    else if (M.Kind == ModKind::Scope && (M.Text == "cta" || M.Text == "cluster"))
      R.Scope = M.Text;
    else
      return makeError(I.Loc, I.name() + ": unknown modifier ." + M.Text);
  }
  if (!B64)
    return makeError(I.Loc, I.name() + ": needs .b64");
  switch (R.Op) {
  case MbarrierInfo::Init:
  case MbarrierInfo::ExpectTx:
  case MbarrierInfo::CompleteTx:
    if (Error E = count(I, 2, 2))
      return std::move(E);
    if (Error E = address(I, 0, "mbarrier"))
      return std::move(E);
    if (Error E = regOrImm(I, 1, R.Op == MbarrierInfo::Init ? "count" : "transaction count"))
      return std::move(E);
    return R;
  case MbarrierInfo::Inval:
    if (Error E = count(I, 1, 1))
      return std::move(E);
    if (Error E = address(I, 0, "mbarrier"))
      return std::move(E);
    return R;
  case MbarrierInfo::Arrive:
  case MbarrierInfo::ArriveDrop: {
    bool NeedCount = R.WithExpectTx || R.NoComplete;
    if (Error E = count(I, NeedCount ? 3 : 2, 3))
      return std::move(E);
    const Operand &St = I.Ops[0];
    if (!St.isRegLike() && St.K != Operand::Sink)
      return makeError(St.Loc, I.name() + ": the state operand must be a register or '_'");
    if (R.Cluster && St.K != Operand::Sink)
      return makeError(St.Loc, I.name() + ": a .shared::cluster arrive returns no state: use '_'");
    if (Error E = address(I, 1, "mbarrier"))
      return std::move(E);
    R.HasCount = I.Ops.size() == 3;
    if (R.HasCount)
      if (Error E = regOrImm(I, 2, R.WithExpectTx ? "transaction count" : "count"))
        return std::move(E);
    return R;
  }
  case MbarrierInfo::TestWait:
  case MbarrierInfo::TryWait:
    if (Error E = count(I, 3, R.Op == MbarrierInfo::TryWait ? 4 : 3))
      return std::move(E);
    if (Error E = regLike(I, 0, "result predicate"))
      return std::move(E);
    if (Error E = address(I, 1, "mbarrier"))
      return std::move(E);
    if (Error E = regOrImm(I, 2, R.Parity ? "phase parity" : "state"))
      return std::move(E);
    R.HasCount = I.Ops.size() == 4;
    if (R.HasCount)
      if (Error E = regOrImm(I, 3, "suspend time hint"))
        return std::move(E);
    return R;
  case MbarrierInfo::PendingCount:
    if (Error E = count(I, 2, 2))
      return std::move(E);
    if (Error E = regLike(I, 0, "count"))
      return std::move(E);
    if (Error E = regLike(I, 1, "state"))
      return std::move(E);
    return R;
  }
  return R;
}

// ------------------------------------------------------------- binding
static Error bindOne(Operand &O, llvm::ArrayRef<Operand> Args) {
  if (O.K == Operand::Placeholder) {
    if (O.Index >= Args.size())
      return makeError(O.Loc, "asm operand %" + Twine(O.Index) + " has no argument (" +
                                  Twine(Args.size()) + " given)");
    bool Neg = O.Negated;
    SourceLoc L = O.Loc;
    O = Args[O.Index];
    O.Negated ^= Neg;
    O.Loc = L;
    return Error::success();
  }
  for (Operand &E : O.Elems)
    if (Error Er = bindOne(E, Args))
      return Er;
  return Error::success();
}

Error oa::ptx::bindOperands(std::vector<Statement> &Ss, llvm::ArrayRef<Operand> Args) {
  for (Statement &S : Ss) {
    if (S.K == Statement::Block) {
      if (Error E = bindOperands(S.Body, Args))
        return E;
      continue;
    }
    if (S.K != Statement::Instr)
      continue;
    if (S.I.HasGuard)
      if (Error E = bindOne(S.I.Guard, Args))
        return E;
    for (Operand &O : S.I.Ops)
      if (Error E = bindOne(O, Args))
        return E;
  }
  return Error::success();
}
