//===-- ToLLVMAsync.cpp - tensor and asynchronous PTX as NVVM intrinsics ---===//
//
// mma.sync, ldmatrix, stmatrix, cp.async (copies, groups, mbarrier arrive),
// cp.async.bulk.tensor and its groups, mbarrier.*, wgmma fences and groups,
// setmaxnreg, elect.sync and the proxy fences become the llvm.nvvm.*
// intrinsics clang-22 emits for the matching builtins, read through the
// typed views of Instructions.h.  wgmma.mma_async has no LLVM intrinsic;
// it becomes a call to a declared function `oa.wgmma.mma_async.*` that
// oa's code generator is to select (docs/PTX.md gives its signature).
//
//===----------------------------------------------------------------------===//

#include "ToLLVMImpl.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Intrinsics.h"
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
struct Async {
  AsmTranslator &T;
  IRBuilder<> &B;
  const ptx::Instruction &I;
  Async(AsmTranslator &T, const ptx::Instruction &I) : T(T), B(T.B), I(I) {}

  /// Calls Name with the registers of Ins read at the widths of its
  /// parameters (address operands are passed already made).
  Expected<CallInst *> call(StringRef Name, ArrayRef<Value *> Prefix,
                            ArrayRef<const Operand *> Ins, ArrayRef<Value *> Suffix = {},
                            ArrayRef<Type *> Over = {}) {
    Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(Name);
    if (ID == Intrinsic::not_intrinsic)
      return T.err("LLVM 22 has no intrinsic " + Name + " for this form");
    FunctionType *FT = Intrinsic::getOrInsertDeclaration(&T.M, ID, Over)->getFunctionType();
    if (FT->getNumParams() != Prefix.size() + Ins.size() + Suffix.size())
      return T.err("internal: " + Name + " takes " + Twine(FT->getNumParams()) + " operands");
    std::vector<Value *> Args(Prefix.begin(), Prefix.end());
    for (const Operand *O : Ins) {
      Type *PT = FT->getParamType(Args.size());
      auto V = T.readInt(*O, PT->getPrimitiveSizeInBits().getFixedValue());
      if (!V)
        return V.takeError();
      Args.push_back(*V);
    }
    Args.insert(Args.end(), Suffix.begin(), Suffix.end());
    return T.callIntrinsic(Name, Args, Over);
  }
  Error done(Expected<CallInst *> CI, const Operand *Dst = nullptr) {
    if (!CI)
      return CI.takeError();
    if (!Dst || (*CI)->getType()->isVoidTy())
      return Error::success();
    return T.writeResults(*Dst, *CI);
  }
  Expected<int64_t> imm(unsigned K) {
    if (K >= I.Ops.size() || I.Ops[K].K != Operand::Integer)
      return T.err("operand " + Twine(K) + " must be an immediate");
    return I.Ops[K].Int;
  }
};

std::string layout(Layout L) { return L == Layout::Row ? "row" : "col"; }

bool isF8(ScalarType T) { return T == ScalarType::E4M3 || T == ScalarType::E5M2; }
} // namespace

static Error mma(Async &A) {
  auto Info = getMma(A.I);
  if (!Info)
    return Info.takeError();
  if (Info->Sparse)
    return A.T.unsupported("sparse mma (mma.sp)");
  if (Info->AType == ScalarType::B1)
    return A.T.unsupported("single-bit mma");
  for (const Modifier &M : A.I.Mods)
    if (M.Kind == ModKind::Other && M.Text != "satfinite")
      return A.T.unsupported("the modifier ." + M.Text);
  auto S = [](ScalarType T) { return "." + spelling(T).str(); };
  std::string Sig;
  if (isF8(Info->AType))
    Sig = S(Info->DType) + S(Info->AType) + S(Info->BType) + S(Info->CType);
  else if (Info->AType == ScalarType::F16)
    Sig = S(Info->DType) + S(Info->CType);
  else if (Info->AType != Info->BType)
    Sig = S(Info->AType) + S(Info->BType);
  else
    Sig = S(Info->AType);
  std::string Name = "llvm.nvvm.mma.m" + std::to_string(Info->M) + "n" + std::to_string(Info->N) +
                     "k" + std::to_string(Info->K) + "." + layout(Info->A) + "." +
                     layout(Info->B) + (Info->SatFinite ? ".satfinite" : "") + Sig;
  std::vector<const Operand *> Ins;
  for (unsigned K = 1; K <= 3; ++K)
    for (const Operand *E : A.T.elems(A.I.Ops[K]))
      Ins.push_back(E);
  return A.done(A.call(Name, {}, Ins), &A.I.Ops[0]);
}

static Error matrix(Async &A) {
  auto Info = getMatrix(A.I);
  if (!Info)
    return Info.takeError();
  StringRef Space = A.I.first(ModKind::Space);
  unsigned AS = AsmTranslator::spaceAS(Space);
  if (AS != 0 && AS != 3)
    return A.T.unsupported("the state space ." + Space);
  std::string Name = std::string(Info->Store ? "llvm.nvvm.stmatrix" : "llvm.nvvm.ldmatrix") +
                     ".sync.aligned.m" + std::to_string(Info->M) + "n" + std::to_string(Info->N) +
                     ".x" + std::to_string(Info->Num) + (Info->Trans ? ".trans" : "") + "." +
                     spelling(Info->Type).str();
  auto P = A.T.address(A.I.Ops[Info->Store ? 0 : 1], AS);
  if (!P)
    return P.takeError();
  Type *PT = (*P)->getType();
  if (Info->Store)
    return A.done(A.call(Name, {*P}, A.T.elems(A.I.Ops[1]), {}, {PT}));
  return A.done(A.call(Name, {*P}, {}, {}, {PT}), &A.I.Ops[0]);
}

static Error cpAsync(Async &A) {
  auto Info = getCpAsync(A.I);
  if (!Info)
    return Info.takeError();
  AsmTranslator &T = A.T;
  switch (Info->Op) {
  case CpAsyncInfo::CommitGroup:
    return A.done(A.call("llvm.nvvm.cp.async.commit.group", {}, {}));
  case CpAsyncInfo::WaitAll:
    return A.done(A.call("llvm.nvvm.cp.async.wait.all", {}, {}));
  case CpAsyncInfo::WaitGroup: {
    auto N = A.imm(0);
    if (!N)
      return N.takeError();
    return A.done(A.call("llvm.nvvm.cp.async.wait.group", {A.B.getInt32(*N)}, {}));
  }
  case CpAsyncInfo::MbarrierArrive: {
    StringRef Space = A.I.first(ModKind::Space);
    unsigned AS = AsmTranslator::spaceAS(Space);
    if (AS != 0 && AS != 3)
      return T.unsupported("the state space ." + Space);
    auto P = T.address(A.I.Ops[0], AS);
    if (!P)
      return P.takeError();
    std::string N = std::string("llvm.nvvm.cp.async.mbarrier.arrive") +
                    (Info->NoInc ? ".noinc" : "") + (AS == 3 ? ".shared" : "");
    return A.done(A.call(N, {*P}, {}));
  }
  case CpAsyncInfo::Copy:
    break;
  }
  if (Info->Bytes < 0)
    return T.err("the copy size must be an immediate");
  if (Info->CacheGlobal && Info->Bytes != 16)
    return T.err(".cg copies 16 bytes");
  auto Dst = T.address(A.I.Ops[0], 3);
  auto Src = T.address(A.I.Ops[1], 1);
  if (!Dst || !Src)
    return Dst ? Src.takeError() : Dst.takeError();
  std::string N = std::string("llvm.nvvm.cp.async.") + (Info->CacheGlobal ? "cg" : "ca") +
                  ".shared.global." + std::to_string(Info->Bytes);
  // Cache hints and L2 prefetch sizes do not change what is copied.
  if (Info->FourthOperand < 0)
    return A.done(A.call(N, {*Dst, *Src}, {}));
  const Operand &F = A.I.Ops[Info->FourthOperand];
  bool IgnoreSrc = Info->Fourth == CpAsyncInfo::IgnoreSrc;
  if (Info->Fourth == CpAsyncInfo::SrcSizeOrIgnoreSrc) {
    const AsmReg *R = T.lookup(F);
    IgnoreSrc = R && R->Bits == 1;
  }
  Value *Size;
  if (IgnoreSrc) { // ignore-src p: copy zeros when p holds
    auto P = T.readPred(F);
    if (!P)
      return P.takeError();
    Size = A.B.CreateSelect(*P, A.B.getInt32(0), A.B.getInt32(Info->Bytes));
  } else {
    auto V = T.readInt(F, 32);
    if (!V)
      return V.takeError();
    Size = *V;
  }
  return A.done(A.call(N + ".s", {*Dst, *Src, Size}, {}));
}

/// A bulk copy's optional operands from Ops[Next] on: the CTA mask
/// (.multicast::cluster) and the cache policy (.L2::cache_hint), zero when
/// the modifier is absent.
static Error bulkExtras(Async &A, const BulkInfo &Info, unsigned &Next, Value *&Mask,
                        Value *&Hint) {
  AsmTranslator &T = A.T;
  Mask = A.B.getInt16(0), Hint = A.B.getInt64(0);
  auto Read = [&](bool Present, unsigned Bits, const char *What, Value *&Out) -> Error {
    if (!Present)
      return Error::success();
    if (Next >= A.I.Ops.size())
      return T.err(std::string("expects a ") + What);
    auto V = T.readInt(A.I.Ops[Next++], Bits);
    if (!V)
      return V.takeError();
    Out = *V;
    return Error::success();
  };
  if (Error E = Read(Info.Multicast, 16, "CTA mask", Mask))
    return E;
  return Read(Info.CacheHint, 64, "cache policy", Hint);
}

/// cp.async.bulk between global and shared memory (not tensor): global to
/// shared::cluster / shared::cta on an mbarrier, shared::cta to global in a
/// bulk group, as LLVM 22's intrinsics take them.
static Error bulkCopy(Async &A, const BulkInfo &Info) {
  AsmTranslator &T = A.T;
  IRBuilder<> &B = A.B;
  auto Size = T.readInt(A.I.Ops[2], 32);
  if (!Size)
    return Size.takeError();
  unsigned Next = Info.Mbarrier ? 4 : 3;
  Value *Mask, *Hint;
  if (Error E = bulkExtras(A, Info, Next, Mask, Hint))
    return E;
  if (Info.SrcSpace == "global") {
    bool Cluster = Info.DstSpace == "shared::cluster";
    if (!Cluster && Info.DstSpace != "shared::cta")
      return T.unsupported("the destination ." + Info.DstSpace);
    if (!Info.Mbarrier)
      return T.err("a copy into shared memory completes through an mbarrier");
    auto Dst = T.address(A.I.Ops[0], Cluster ? 7 : 3);
    auto Src = T.address(A.I.Ops[1], 1);
    auto Bar = T.address(A.I.Ops[3], 3);
    if (!Dst || !Src || !Bar)
      return !Dst ? Dst.takeError() : !Src ? Src.takeError() : Bar.takeError();
    if (Cluster)
      return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.global.to.shared.cluster",
                                    {*Dst, *Bar, *Src, *Size, Mask, Hint,
                                     B.getInt1(Info.Multicast), B.getInt1(Info.CacheHint)}));
    if (Info.Multicast)
      return T.err("multicast needs a .shared::cluster destination");
    return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.global.to.shared.cta",
                                  {*Dst, *Bar, *Src, *Size, Hint, B.getInt1(Info.CacheHint)}));
  }
  if (Info.DstSpace != "global")
    return T.unsupported("bulk copies from shared::cta to ." + Info.DstSpace);
  if (!Info.BulkGroup)
    return T.err("a copy to global memory completes through .bulk_group");
  auto Dst = T.address(A.I.Ops[0], 1);
  auto Src = T.address(A.I.Ops[1], 3);
  if (!Dst || !Src)
    return !Dst ? Dst.takeError() : Src.takeError();
  return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.shared.cta.to.global",
                                {*Dst, *Src, *Size, Hint, B.getInt1(Info.CacheHint)}));
}

static Error bulk(Async &A) {
  auto Info = getBulk(A.I);
  if (!Info)
    return Info.takeError();
  AsmTranslator &T = A.T;
  IRBuilder<> &B = A.B;
  switch (Info->Op) {
  case BulkInfo::CommitGroup:
    return A.done(A.call("llvm.nvvm.cp.async.bulk.commit.group", {}, {}));
  case BulkInfo::WaitGroup: {
    auto N = A.imm(0);
    if (!N)
      return N.takeError();
    return A.done(A.call(Info->Read ? "llvm.nvvm.cp.async.bulk.wait.group.read"
                                    : "llvm.nvvm.cp.async.bulk.wait.group",
                         {B.getInt32(*N)}, {}));
  }
  case BulkInfo::Copy:
    return bulkCopy(A, *Info);
  case BulkInfo::TensorLoad:
  case BulkInfo::TensorStore:
    break;
  }
  if (Info->Im2col)
    return T.unsupported("im2col tensor copies");
  for (const Modifier &M : A.I.Mods)
    if (StringRef(M.Text).starts_with("cta_group"))
      return T.unsupported("the modifier ." + M.Text);
  bool Load = Info->Op == BulkInfo::TensorLoad;
  const Operand &TOp = A.I.Ops[Load ? 1 : 0];
  if (TOp.K != Operand::Address || TOp.Elems.size() != 2 || TOp.Elems[1].K != Operand::Vector)
    return T.err("expects [tensorMap, {coordinates}]");
  auto Map = T.readInt(TOp.Elems[0], 64);
  if (!Map)
    return Map.takeError();
  std::vector<Value *> Coords;
  for (const Operand &C : TOp.Elems[1].Elems) {
    auto V = T.readInt(C, 32);
    if (!V)
      return V.takeError();
    Coords.push_back(*V);
  }
  std::string D = std::to_string(Info->Dim) + "d";
  unsigned Next = Load ? 3 : 2;
  Value *Mask, *Hint;
  if (Error E = bulkExtras(A, *Info, Next, Mask, Hint))
    return E;
  if (Next != A.I.Ops.size())
    return T.err("has " + Twine(A.I.Ops.size() - Next) + " operands too many");
  if (!Load) {
    if (!Info->BulkGroup)
      return T.err("a tensor store completes through .bulk_group");
    auto Src = T.address(A.I.Ops[1], 3);
    if (!Src)
      return Src.takeError();
    std::vector<Value *> Args{*Src, *Map};
    Args.insert(Args.end(), Coords.begin(), Coords.end());
    Args.push_back(Hint);
    Args.push_back(B.getInt1(Info->CacheHint));
    return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.tensor.s2g.tile." + D, Args));
  }
  if (!Info->Mbarrier)
    return T.err("a tensor load completes through an mbarrier");
  bool Cluster = Info->DstSpace == "shared::cluster";
  if (!Cluster && Info->DstSpace != "shared::cta")
    return T.unsupported("the destination ." + Info->DstSpace);
  auto Dst = T.address(A.I.Ops[0], Cluster ? 7 : 3);
  auto Bar = T.address(A.I.Ops[2], 3);
  if (!Dst || !Bar)
    return Dst ? Bar.takeError() : Dst.takeError();
  std::vector<Value *> Args{*Dst, *Bar, *Map};
  Args.insert(Args.end(), Coords.begin(), Coords.end());
  if (Cluster) {
    Args.push_back(Mask);
    Args.push_back(Hint);
    Args.push_back(B.getInt1(Info->Multicast));
    Args.push_back(B.getInt1(Info->CacheHint));
    Args.push_back(B.getInt32(0));
    return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.tensor.g2s.tile." + D, Args));
  }
  if (Info->Multicast)
    return T.err("multicast needs a .shared::cluster destination");
  Args.push_back(Hint);
  Args.push_back(B.getInt1(Info->CacheHint));
  return A.done(T.callIntrinsic("llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile." + D, Args));
}

static Error mbarrier(Async &A) {
  auto Info = getMbarrier(A.I);
  if (!Info)
    return Info.takeError();
  AsmTranslator &T = A.T;
  IRBuilder<> &B = A.B;
  StringRef Space = A.I.first(ModKind::Space);
  unsigned AS = AsmTranslator::spaceAS(Space);
  if (AS != 0 && AS != 3 && AS != 7)
    return T.unsupported("the state space ." + Space);
  StringRef Sem = Info->Sem, Scope = Info->Scope;
  if (!Scope.empty() && Scope != "cta" && Scope != "cluster")
    return T.unsupported("the scope ." + Scope);
  std::string ScopeSpace = ".scope." + std::string(Scope == "cluster" ? "cluster" : "cta") +
                           ".space." + (AS == 7 ? "cluster" : "cta");
  std::string Relaxed = Sem == "relaxed" ? ".relaxed" : "";
  // The address operand: [a] after the state/result operand where there is one.
  unsigned AddrIdx = 0;
  switch (Info->Op) {
  case MbarrierInfo::Init: case MbarrierInfo::Inval: case MbarrierInfo::ExpectTx:
  case MbarrierInfo::CompleteTx:
    AddrIdx = 0;
    break;
  case MbarrierInfo::PendingCount:
    break;
  default:
    AddrIdx = 1;
  }
  Value *P = nullptr;
  if (Info->Op != MbarrierInfo::PendingCount) {
    auto V = T.address(A.I.Ops[AddrIdx], AS);
    if (!V)
      return V.takeError();
    P = *V;
  }
  std::string Sh = AS == 3 ? ".shared" : "";
  bool Classic = Scope != "cluster" && AS != 7 && Sem.empty();
  switch (Info->Op) {
  case MbarrierInfo::Init:
    return A.done(A.call("llvm.nvvm.mbarrier.init" + Sh, {P}, {&A.I.Ops[1]}));
  case MbarrierInfo::Inval:
    return A.done(A.call("llvm.nvvm.mbarrier.inval" + Sh, {P}, {}));
  case MbarrierInfo::PendingCount:
    return A.done(A.call("llvm.nvvm.mbarrier.pending.count", {}, {&A.I.Ops[1]}), &A.I.Ops[0]);
  case MbarrierInfo::ExpectTx:
  case MbarrierInfo::CompleteTx: {
    if (AS == 0)
      return T.unsupported("a generic mbarrier address here");
    std::string N = std::string("llvm.nvvm.mbarrier.") +
                    (Info->Op == MbarrierInfo::ExpectTx ? "expect.tx" : "complete.tx") + ScopeSpace;
    return A.done(A.call(N, {P}, {&A.I.Ops[1]}));
  }
  case MbarrierInfo::Arrive:
  case MbarrierInfo::ArriveDrop: {
    bool Drop = Info->Op == MbarrierInfo::ArriveDrop;
    std::string Op = Drop ? "arrive.drop" : "arrive";
    if (Sem != "" && Sem != "release" && Sem != "relaxed")
      return T.unsupported("." + Sem);
    const Operand *Count = Info->WithExpectTx || Info->HasCount || Info->NoComplete
                               ? &A.I.Ops[2] : nullptr;
    if (Info->WithExpectTx || !Classic || (Info->HasCount && !Info->NoComplete)) {
      if (AS == 0)
        return T.unsupported("a generic mbarrier address here");
      if (Info->NoComplete)
        return T.unsupported(".noComplete with these modifiers");
      std::string N = "llvm.nvvm.mbarrier." + Op + (Info->WithExpectTx ? ".expect.tx" : "") +
                      Relaxed + ScopeSpace;
      if (Count)
        return A.done(A.call(N, {P}, {Count}), &A.I.Ops[0]);
      return A.done(A.call(N, {P, B.getInt32(1)}, {}), &A.I.Ops[0]);
    }
    if (Info->NoComplete)
      return A.done(A.call("llvm.nvvm.mbarrier." + Op + ".noComplete" + Sh, {P}, {Count}),
                    &A.I.Ops[0]);
    return A.done(A.call("llvm.nvvm.mbarrier." + Op + Sh, {P}, {}), &A.I.Ops[0]);
  }
  case MbarrierInfo::TestWait:
  case MbarrierInfo::TryWait: {
    if (Sem != "" && Sem != "acquire" && Sem != "relaxed")
      return T.unsupported("." + Sem);
    bool Try = Info->Op == MbarrierInfo::TryWait;
    if (!Try && !Info->Parity && Classic)
      return A.done(A.call("llvm.nvvm.mbarrier.test.wait" + Sh, {P}, {&A.I.Ops[2]}), &A.I.Ops[0]);
    if (AS != 3)
      return T.unsupported("waiting on a mbarrier outside .shared::cta");
    std::string N = std::string("llvm.nvvm.mbarrier.") + (Try ? "try.wait" : "test.wait") +
                    (Info->Parity ? ".parity" : "") + (Try && Info->HasCount ? ".tl" : "") +
                    Relaxed + ".scope." + (Scope == "cluster" ? "cluster" : "cta") + ".space.cta";
    std::vector<const Operand *> Ins{&A.I.Ops[2]};
    if (Try && Info->HasCount)
      Ins.push_back(&A.I.Ops[3]);
    return A.done(A.call(N, {P}, Ins), &A.I.Ops[0]);
  }
  }
  return T.unsupported();
}

/// wgmma.mma_async: no LLVM intrinsic; a call to oa's declared function.
static Error wgmmaMma(Async &A, const WgmmaInfo &W) {
  AsmTranslator &T = A.T;
  IRBuilder<> &B = A.B;
  if (W.Sparse)
    return T.unsupported("sparse wgmma");
  for (const Modifier &M : A.I.Mods)
    if (M.Kind == ModKind::Other && M.Text != "mma_async" && M.Text != "satfinite")
      return T.unsupported("the modifier ." + M.Text);
  auto Sp = [](ScalarType S) { return "." + spelling(S).str(); };
  std::string Name = "oa.wgmma.mma_async.sync.aligned.m64n" + std::to_string(W.N) + "k" +
                     std::to_string(W.K) + (W.SatFinite ? ".satfinite" : "") + Sp(W.DType) +
                     Sp(W.AType) + Sp(W.BType) + (W.ARegs ? ".rs" : ".ss");
  Type *DT = W.DType == ScalarType::F32 ? B.getFloatTy() : B.getInt32Ty();
  std::vector<Type *> Params(W.NumD, DT);
  std::vector<Value *> Args;
  std::vector<const Operand *> D = T.elems(A.I.Ops[0]);
  for (const Operand *O : D) {
    auto V = T.readInt(*O, 32);
    if (!V)
      return V.takeError();
    Args.push_back(T.adapt(*V, DT));
  }
  if (W.ARegs) {
    for (const Operand *O : T.elems(A.I.Ops[1])) {
      auto V = T.readInt(*O, 32);
      if (!V)
        return V.takeError();
      Args.push_back(*V);
      Params.push_back(B.getInt32Ty());
    }
  } else {
    auto V = T.readInt(A.I.Ops[1], 64);
    if (!V)
      return V.takeError();
    Args.push_back(*V);
    Params.push_back(B.getInt64Ty());
  }
  auto Desc = T.readInt(A.I.Ops[2], 64);
  auto Scale = T.readPred(A.I.Ops[3]);
  if (!Desc || !Scale)
    return Desc ? Scale.takeError() : Desc.takeError();
  Args.push_back(*Desc);
  Args.push_back(*Scale);
  Params.push_back(B.getInt64Ty());
  Params.push_back(B.getInt1Ty());
  // imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b (1, 1, 0, 0 when absent)
  int64_t Imm[4] = {1, 1, 0, 0};
  unsigned K = 4;
  auto Take = [&](int Slot) -> Error {
    auto V = A.imm(K++);
    if (!V)
      return V.takeError();
    Imm[Slot] = *V;
    return Error::success();
  };
  if (W.HasScaleAB)
    if (Error E = Take(0)) return E;
  if (W.HasScaleAB)
    if (Error E = Take(1)) return E;
  if (W.HasTransA)
    if (Error E = Take(2)) return E;
  if (W.HasTransB)
    if (Error E = Take(3)) return E;
  for (int64_t V : Imm) {
    Args.push_back(B.getInt32((uint32_t)V));
    Params.push_back(B.getInt32Ty());
  }
  Type *Ret = StructType::get(T.Ctx, std::vector<Type *>(W.NumD, DT));
  FunctionCallee F = T.M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  if (auto *Fn = dyn_cast<llvm::Function>(F.getCallee())) {
    Fn->addFnAttr(Attribute::Convergent);
    Fn->addFnAttr(Attribute::NoUnwind);
  }
  CallInst *CI = B.CreateCall(F, Args);
  CI->addFnAttr(Attribute::Convergent);
  return T.writeResults(A.I.Ops[0], CI);
}

static Error wgmma(Async &A) {
  auto Info = getWgmma(A.I);
  if (!Info)
    return Info.takeError();
  switch (Info->Op) {
  case WgmmaInfo::Fence:
    return A.done(A.call("llvm.nvvm.wgmma.fence.sync.aligned", {}, {}));
  case WgmmaInfo::CommitGroup:
    return A.done(A.call("llvm.nvvm.wgmma.commit_group.sync.aligned", {}, {}));
  case WgmmaInfo::WaitGroup: {
    auto N = A.imm(0);
    if (!N)
      return N.takeError();
    return A.done(A.call("llvm.nvvm.wgmma.wait_group.sync.aligned", {A.B.getInt64(*N)}, {}));
  }
  case WgmmaInfo::MmaAsync:
    return wgmmaMma(A, *Info);
  }
  return A.T.unsupported();
}

Error AsmTranslator::async(const ptx::Instruction &I, bool &Handled) {
  Async A(*this, I);
  StringRef Op = I.Opcode;
  Handled = true;
  if (Op == "mma")
    return mma(A);
  if (Op == "ldmatrix" || Op == "stmatrix")
    return matrix(A);
  if (Op == "cp" && I.has("async") && I.has("bulk"))
    return bulk(A);
  if (Op == "cp" && I.has("async"))
    return cpAsync(A);
  if (Op == "mbarrier")
    return mbarrier(A);
  if (Op == "wgmma")
    return wgmma(A);
  if (Op == "setmaxnreg") {
    bool Inc = I.has("inc");
    if (I.name() != std::string("setmaxnreg.") + (Inc ? "inc" : "dec") + ".sync.aligned.u32")
      return unsupported();
    auto N = A.imm(0);
    if (!N)
      return N.takeError();
    if (I.Ops.size() != 1)
      return err("expects one operand");
    // The PTX ISA's range, which LLVM's verifier also demands of the
    // intrinsic (a broken module otherwise: oa-ptx-fuzzer).
    if (*N < 24 || *N > 256 || *N % 8)
      return err("the register count " + Twine(*N) + " is not a multiple of 8 from 24 to 256");
    return A.done(A.call(Inc ? "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"
                             : "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32",
                         {B.getInt32(*N)}, {}));
  }
  if (Op == "elect") {
    if (I.name() != "elect.sync")
      return unsupported();
    if (I.Ops.size() != 2 || I.Ops[0].K != Operand::PredPair)
      return err("expects d|p, membermask");
    auto Mask = readInt(I.Ops[1], 32);
    if (!Mask)
      return Mask.takeError();
    auto CI = callIntrinsic("llvm.nvvm.elect.sync", {*Mask});
    if (!CI)
      return CI.takeError();
    if (Error E = write(I.Ops[0].Elems[0], B.CreateExtractValue(*CI, 0)))
      return E;
    return write(I.Ops[0].Elems[1], B.CreateExtractValue(*CI, 1));
  }
  if (Op == "fence" && I.name() == "fence.mbarrier_init.release.cluster")
    return A.done(A.call("llvm.nvvm.fence.mbarrier_init.release.cluster", {}, {}));
  if (Op == "fence" && I.has("proxy")) {
    std::string N = StringSwitch<std::string>(I.name())
                        .Case("fence.proxy.alias", "llvm.nvvm.fence.proxy.alias")
                        .Case("fence.proxy.async", "llvm.nvvm.fence.proxy.async")
                        .Case("fence.proxy.async.global", "llvm.nvvm.fence.proxy.async.global")
                        .Cases("fence.proxy.async.shared::cta", "fence.proxy.async.shared",
                               "llvm.nvvm.fence.proxy.async.shared_cta")
                        .Case("fence.proxy.async.shared::cluster",
                              "llvm.nvvm.fence.proxy.async.shared_cluster")
                        .Default("");
    if (N.empty())
      return unsupported();
    if (!I.Ops.empty())
      return err("takes no operands");
    return A.done(A.call(N, {}, {}));
  }
  Handled = false;
  return Error::success();
}
