//===-- ToLLVM.cpp - inline PTX assembly to LLVM IR ------------------------===//
//
// The driver of the translation: reads the constraint list, gives each asm
// operand and each register declared in the asm an alloca, walks the
// statements (scopes, labels, guards, branches) and hands each instruction
// to ToLLVMScalar.cpp or ToLLVMAsync.cpp.  The new code is built in blocks
// of its own and wired in only when the whole asm translated, so a failure
// leaves the function as it was.
//
//===----------------------------------------------------------------------===//

#include "ToLLVMImpl.h"
#include "oa/PTX/Parser.h"
#include "oa/PTX/ToLLVM.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

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

AsmTranslator::AsmTranslator(CallBase &Call, std::vector<AllocaInst *> &Allocas)
    : Ctx(Call.getContext()), M(*Call.getModule()), B(Call.getContext()), CB(&Call),
      Fn(Call.getFunction()), IA(cast<InlineAsm>(Call.getCalledOperand())), Allocas(Allocas),
      FirstAlloca(Allocas.size()) {
  Volatile = IA->hasSideEffects();
}

AsmTranslator::AsmTranslator(llvm::Function &F, ptx::BodyHooks &H,
                             std::vector<AllocaInst *> &Allocas)
    : Ctx(F.getContext()), M(*F.getParent()), B(F.getContext()), Hooks(&H), Fn(&F),
      Allocas(Allocas), FirstAlloca(Allocas.size()) {}

AsmTranslator::~AsmTranslator() {
  if (!Done)
    discard();
}

Error AsmTranslator::err(const Twine &Msg) const {
  if (!Cur)
    return makeError({}, Msg);
  return makeError(Cur->Loc, "'" + Cur->name() + "': " + Msg);
}

Error AsmTranslator::unsupported(const Twine &Why) const {
  return err((Hooks ? "not supported by oa's PTX importer" : "not supported by oa's inline PTX translation") +
             (Why.isTriviallyEmpty() ? Twine("") : ": " + Why));
}

BasicBlock *AsmTranslator::newBlock(const Twine &Name) {
  BasicBlock *BB = BasicBlock::Create(Ctx, Name, Fn);
  Blocks.push_back(BB);
  return BB;
}

AsmReg AsmTranslator::newReg(unsigned Bits, const Twine &Name) {
  const DataLayout &DL = M.getDataLayout();
  auto *A = new AllocaInst(intTy(Bits), DL.getAllocaAddrSpace(), nullptr, Align(8), Name,
                           AllocaBB);
  Allocas.push_back(A);
  return {A, Bits};
}

void AsmTranslator::discard() {
  std::vector<BasicBlock *> All = Blocks;
  if (AllocaBB)
    All.push_back(AllocaBB);
  for (BasicBlock *BB : All)
    BB->dropAllReferences();
  for (BasicBlock *BB : All)
    BB->eraseFromParent();
  Blocks.clear();
  AllocaBB = nullptr;
  // This asm's allocas were erased with their block (freed: not to be read).
  Allocas.resize(FirstAlloca);
}

Type *AsmTranslator::irType(ScalarType T) {
  switch (T) {
  case ScalarType::Pred: return B.getInt1Ty();
  case ScalarType::F16: return B.getHalfTy();
  case ScalarType::BF16: return B.getBFloatTy();
  case ScalarType::F32: return B.getFloatTy();
  case ScalarType::F64: return B.getDoubleTy();
  case ScalarType::F16x2: return FixedVectorType::get(B.getHalfTy(), 2);
  case ScalarType::BF16x2: return FixedVectorType::get(B.getBFloatTy(), 2);
  default: return intTy(std::max(1u, bitWidth(T)));
  }
}

static Value *toInt(IRBuilder<> &B, Value *V) {
  Type *T = V->getType();
  if (T->isIntegerTy())
    return V;
  if (T->isPointerTy())
    return B.CreatePtrToInt(V, B.getIntNTy(
        B.GetInsertBlock()->getDataLayout().getPointerSizeInBits(T->getPointerAddressSpace())));
  return B.CreateBitCast(V, B.getIntNTy(T->getPrimitiveSizeInBits().getFixedValue()));
}

static Value *resize(IRBuilder<> &B, Value *V, unsigned Bits, bool Signed) {
  unsigned W = V->getType()->getIntegerBitWidth();
  if (W == Bits)
    return V;
  if (W > Bits)
    return B.CreateTrunc(V, B.getIntNTy(Bits));
  return Signed ? B.CreateSExt(V, B.getIntNTy(Bits)) : B.CreateZExt(V, B.getIntNTy(Bits));
}

Value *AsmTranslator::adapt(Value *V, Type *To) {
  if (V->getType() == To)
    return V;
  if (To->isPointerTy()) {
    if (V->getType()->isPointerTy())
      return B.CreateAddrSpaceCast(V, To);
    return B.CreateIntToPtr(toInt(B, V), To);
  }
  Value *I = toInt(B, V);
  unsigned Bits = To->getPrimitiveSizeInBits().getFixedValue();
  I = resize(B, I, Bits, false);
  return To->isIntegerTy() ? I : B.CreateBitCast(I, To);
}

const AsmReg *AsmTranslator::lookup(const Operand &O) const {
  if (O.K == Operand::Placeholder)
    return O.Index < Slots.size() && Slots[O.Index].A ? &Slots[O.Index] : nullptr;
  if (O.K != Operand::Register && O.K != Operand::Symbol)
    return nullptr;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->find(O.Name);
    if (F != It->end())
      return &F->second;
  }
  return nullptr;
}

Expected<Value *> AsmTranslator::specialReg(StringRef Name, unsigned Bits) {
  std::string N = Name.drop_front().str();
  std::string Dotted = N;
  std::replace(Dotted.begin(), Dotted.end(), '_', '.');
  for (const std::string &C : {N, Dotted}) {
    std::string IName = "llvm.nvvm.read.ptx.sreg." + C;
    if (hasIntrinsic(IName)) {
      auto CI = callIntrinsic(IName, {});
      if (!CI)
        return CI.takeError();
      return resize(B, *CI, Bits, false);
    }
  }
  // ptxas resolves these to words of constant bank 0 the driver fills
  // (cooperative_groups reads the first: every this_thread_block() on sm_80+);
  // the backend lowers llvm.read_register of them to the same LDC.
  if (N == "reserved_smem_offset_1" || N == "reserved_smem_offset_end") {
    LLVMContext &C = B.getContext();
    llvm::Function *RR = Intrinsic::getOrInsertDeclaration(B.GetInsertBlock()->getModule(),
                                                     Intrinsic::read_register, {B.getInt32Ty()});
    Value *V = B.CreateCall(RR, {MetadataAsValue::get(C, MDNode::get(C, MDString::get(C, N)))});
    return resize(B, V, Bits, false);
  }
  if (Hooks)
    return err("'" + Name + "' is neither a declared register nor a special register");
  return err("special register " + Name + " is not supported");
}

Expected<Value *> AsmTranslator::readInt(const Operand &O, unsigned Bits, bool Signed) {
  switch (O.K) {
  case Operand::Integer:
    return (Value *)ConstantInt::get(Ctx, APInt(Bits, (uint64_t)O.Int, /*isSigned=*/true,
                                                /*implicitTrunc=*/true));
  case Operand::Float: {
    if (O.FloatWidth != Bits)
      return err("the floating-point immediate '" + O.Text + "' does not fit a ." +
                 Twine(Bits) + "-bit operand");
    return (Value *)ConstantInt::get(Ctx, APInt(Bits, O.FloatBits));
  }
  case Operand::Register:
  case Operand::Symbol:
  case Operand::Placeholder: {
    const AsmReg *R = lookup(O);
    Value *V;
    // PTX's predefined constant (cuda_fp16.hpp's half shuffles read it).
    if (!R && O.K == Operand::Symbol && O.Name == "WARP_SZ")
      return (Value *)ConstantInt::get(intTy(Bits), 32);
    // A variable's or parameter's address (PTX files): in its own space.
    if (!R && O.K == Operand::Symbol && Hooks)
      if (Value *P = Hooks->symbol(O.Name)) {
        if (O.Negated)
          return err("'!' on an address");
        return B.CreatePtrToInt(P, intTy(Bits));
      }
    if (!R) {
      if (O.K == Operand::Register && O.Name.size() > 1 && O.Name[0] == '%') {
        auto S = specialReg(O.Name, Bits);
        if (!S)
          return S.takeError();
        V = *S;
      } else if (O.K == Operand::Placeholder) {
        return err("asm operand " + Twine(O.Index) + " is not a register here");
      } else {
        return err("'" + O.Name + (Hooks ? "' is not a declared register or variable"
                                          : "' is not a register declared in the asm"));
      }
    } else {
      V = B.CreateAlignedLoad(R->A->getAllocatedType(), R->A, Align(8));
      V = resize(B, V, Bits, Signed);
    }
    if (O.Negated) {
      if (Bits != 1)
        return err("'!' on a non-predicate operand");
      V = B.CreateNot(V);
    }
    return V;
  }
  case Operand::Vector: {
    unsigned N = O.Elems.size();
    if (N == 0 || Bits % N)
      return err("a vector of " + Twine(N) + " registers cannot form a " + Twine(Bits) +
                 "-bit value");
    unsigned EB = Bits / N;
    Value *Acc = ConstantInt::get(intTy(Bits), 0);
    for (unsigned I = 0; I < N; ++I) {
      auto E = readInt(O.Elems[I], EB);
      if (!E)
        return E.takeError();
      Value *W = resize(B, *E, Bits, false);
      if (I)
        W = B.CreateShl(W, I * EB);
      Acc = B.CreateOr(Acc, W);
    }
    return Acc;
  }
  case Operand::Sink:
    return err("'_' cannot be read");
  default:
    return err("this operand form is not supported here");
  }
}

static const fltSemantics *semantics(ScalarType T) {
  switch (T) {
  case ScalarType::F16: return &APFloat::IEEEhalf();
  case ScalarType::BF16: return &APFloat::BFloat();
  case ScalarType::F32: return &APFloat::IEEEsingle();
  case ScalarType::F64: return &APFloat::IEEEdouble();
  default: return nullptr;
  }
}

static bool isSignedType(ScalarType T) {
  return T == ScalarType::S8 || T == ScalarType::S16 || T == ScalarType::S32 ||
         T == ScalarType::S64 || T == ScalarType::S4;
}

Expected<Value *> AsmTranslator::read(const Operand &O, ScalarType T) {
  if (T == ScalarType::Pred)
    return readPred(O);
  const fltSemantics *Sem = semantics(T);
  if (Sem && O.K == Operand::Float) {
    APFloat F(0.0);
    if (O.FloatWidth == 32)
      F = APFloat(APFloat::IEEEsingle(), APInt(32, O.FloatBits));
    else if (O.FloatWidth == 64)
      F = APFloat(APFloat::IEEEdouble(), APInt(64, O.FloatBits));
    else {
      F = APFloat(APFloat::IEEEdouble());
      auto St = F.convertFromString(O.Text, APFloat::rmNearestTiesToEven);
      if (!St)
        return err("bad floating-point immediate '" + O.Text + "'");
    }
    bool Lost;
    F.convert(*Sem, APFloat::rmNearestTiesToEven, &Lost);
    return (Value *)ConstantFP::get(irType(T), F);
  }
  if (Sem && O.K == Operand::Integer)
    return err("an integer immediate for a ." + spelling(T) +
               " operand (write it as 0fXXXXXXXX or a decimal float)");
  if (!Sem && O.K == Operand::Float && T != ScalarType::None &&
      (T == ScalarType::F16x2 || T == ScalarType::BF16x2))
    return err("a floating-point immediate for a ." + spelling(T) + " operand");
  unsigned Bits = bitWidth(T);
  if (!Bits)
    return err("an operand of no known width");
  auto V = readInt(O, Bits, isSignedType(T));
  if (!V)
    return V.takeError();
  Type *Ty = irType(T);
  return Ty->isIntegerTy() ? *V : B.CreateBitCast(*V, Ty);
}

Expected<Value *> AsmTranslator::readPred(const Operand &O) {
  if (O.K == Operand::Integer)
    return (Value *)B.getInt1(O.Int != 0);
  if (const AsmReg *R = lookup(O)) {
    if (R->Bits != 1) {
      Value *V = B.CreateAlignedLoad(R->A->getAllocatedType(), R->A, Align(8));
      V = B.CreateICmpNE(V, ConstantInt::get(V->getType(), 0));
      return O.Negated ? B.CreateNot(V) : V;
    }
  }
  return readInt(O, 1);
}

Error AsmTranslator::write(const Operand &O, Value *V, bool Signed) {
  switch (O.K) {
  case Operand::Sink:
    return Error::success();
  case Operand::Register:
  case Operand::Symbol:
  case Operand::Placeholder: {
    const AsmReg *R = lookup(O);
    if (!R) {
      if (O.K == Operand::Placeholder)
        return err("asm operand " + Twine(O.Index) + " is an immediate and cannot be written");
      return err("'" + O.Name + (Hooks ? "' is not a declared register or variable"
                                          : "' is not a register declared in the asm"));
    }
    Value *I = resize(B, toInt(B, V), R->Bits, Signed);
    B.CreateAlignedStore(I, R->A, Align(8));
    return Error::success();
  }
  case Operand::Vector: {
    Value *I = toInt(B, V);
    unsigned Bits = I->getType()->getIntegerBitWidth(), N = O.Elems.size();
    if (N == 0 || Bits % N)
      return err("a " + Twine(Bits) + "-bit value cannot be split over " + Twine(N) +
                 " registers");
    unsigned EB = Bits / N;
    for (unsigned K = 0; K < N; ++K) {
      Value *E = B.CreateTrunc(K ? B.CreateLShr(I, K * EB) : I, intTy(EB));
      if (Error Er = write(O.Elems[K], E, Signed))
        return Er;
    }
    return Error::success();
  }
  default:
    return err("this operand cannot be written");
  }
}

std::vector<const Operand *> AsmTranslator::elems(const Operand &O) {
  std::vector<const Operand *> R;
  if (O.K == Operand::Vector)
    for (const Operand &E : O.Elems)
      R.push_back(&E);
  else
    R.push_back(&O);
  return R;
}

Error AsmTranslator::writeResults(const Operand &O, Value *V) {
  auto *ST = dyn_cast<StructType>(V->getType());
  if (!ST)
    return write(O.K == Operand::Vector && O.Elems.size() == 1 ? O.Elems[0] : O, V);
  std::vector<const Operand *> E = elems(O);
  if (E.size() != ST->getNumElements())
    return err("expects " + Twine(ST->getNumElements()) + " result registers, has " +
               Twine(E.size()));
  for (unsigned I = 0; I < E.size(); ++I)
    if (Error Er = write(*E[I], B.CreateExtractValue(V, I)))
      return Er;
  return Error::success();
}

unsigned AsmTranslator::spaceAS(StringRef S) {
  return StringSwitch<unsigned>(S)
      .Case("", 0)
      .Case("global", 1)
      .Cases("shared", "shared::cta", 3)
      .Case("shared::cluster", 7)
      .Case("const", 4)
      .Case("local", 5)
      .Default(~0u);
}

Expected<Value *> AsmTranslator::address(const Operand &O, unsigned AS) {
  if (O.K != Operand::Address || O.Elems.size() > 1)
    return err("expects an address [reg+offset]");
  Value *Addr;
  if (const Operand *Base = O.addrBase()) {
    const AsmReg *R = lookup(*Base);
    if (!R && Base->K == Operand::Symbol && Hooks)
      if (Value *P = Hooks->symbol(Base->Name)) {
        // [var+off]: the variable itself, seen from the access's space.
        unsigned From = P->getType()->getPointerAddressSpace();
        if (From != AS) {
          if (From != 0)
            P = B.CreateAddrSpaceCast(P, PointerType::get(Ctx, 0));
          if (AS != 0)
            P = B.CreateAddrSpaceCast(P, PointerType::get(Ctx, AS));
        }
        return O.Offset ? B.CreateInBoundsGEP(B.getInt8Ty(), P, B.getInt64(O.Offset)) : P;
      }
    if (!R)
      return err(Base->K == Operand::Symbol
                     ? "the address of the variable '" + Base->Name +
                           "' (inline asm can only address through registers)"
                     : Twine("the address base is not a register"));
    auto V = readInt(*Base, R->Bits);
    if (!V)
      return V.takeError();
    Addr = *V;
    if (O.Offset)
      Addr = B.CreateAdd(Addr, ConstantInt::get(Addr->getType(), O.Offset, true));
  } else {
    Addr = B.getInt64(O.Offset);
  }
  return B.CreateIntToPtr(Addr, PointerType::get(Ctx, AS));
}

unsigned AsmTranslator::accessAS(StringRef Space) const {
  // An imported function's parameters live in allocas (Import.cpp).
  if (Hooks && Space == "param")
    return M.getDataLayout().getAllocaAddrSpace();
  return spaceAS(Space);
}

const AsmReg &AsmTranslator::carryFlag() {
  if (!CarryFlag.A) {
    CarryFlag = newReg(1, "cc.cf");
    new StoreInst(B.getFalse(), CarryFlag.A, false, Align(8), AllocaBB);
  }
  return CarryFlag;
}

void AsmTranslator::defineRegister(StringRef Name, unsigned Bits, Value *Init) {
  AsmReg R = newReg(Bits, Name);
  Scopes.back()[Name] = R;
  if (Init)
    B.CreateAlignedStore(resize(B, toInt(B, Init), Bits, false), R.A, Align(8));
}

Expected<Value *> AsmTranslator::addressOf(const Operand &O, StringRef Space) {
  unsigned AS = accessAS(Space);
  if (AS == ~0u)
    return unsupported("the state space ." + Space);
  return address(O, AS);
}

bool AsmTranslator::hasIntrinsic(StringRef Name) const {
  return Intrinsic::lookupIntrinsicID(Name) != Intrinsic::not_intrinsic;
}

Expected<CallInst *> AsmTranslator::callIntrinsic(StringRef Name, ArrayRef<Value *> Args,
                                                  ArrayRef<Type *> OverloadTys) {
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(Name);
  if (ID == Intrinsic::not_intrinsic)
    return err("LLVM 22 has no intrinsic " + Name + " for this form");
  if (Intrinsic::isOverloaded(ID) && OverloadTys.empty())
    return err("internal: intrinsic " + Name + " needs its overload types");
  llvm::Function *Fn = Intrinsic::getOrInsertDeclaration(&M, ID, OverloadTys);
  FunctionType *FT = Fn->getFunctionType();
  if (FT->getNumParams() != Args.size())
    return err("internal: intrinsic " + Name + " takes " + Twine(FT->getNumParams()) +
               " operands, " + Twine(Args.size()) + " given");
  SmallVector<Value *, 16> Conv;
  for (unsigned I = 0; I < Args.size(); ++I)
    Conv.push_back(adapt(Args[I], FT->getParamType(I)));
  return B.CreateCall(Fn, Conv);
}

// ---------------------------------------------------------------- operands
static bool isImmConstraint(StringRef C) { return C == "n" || C == "i"; }

static unsigned typeBits(const DataLayout &DL, Type *T) {
  if (T->isPointerTy())
    return DL.getPointerSizeInBits(T->getPointerAddressSpace());
  return DL.getTypeSizeInBits(T).getFixedValue();
}

static void bindImm(Operand &O, ArrayRef<const ConstantInt *> Imms, ArrayRef<AsmReg> Slots,
                    Error &E) {
  if (E)
    return;
  if (O.K == Operand::Placeholder) {
    if (O.Index >= Slots.size()) {
      E = makeError(O.Loc, "asm operand " + Twine(O.Index) + " has no constraint (" +
                               Twine(Slots.size()) + " operands)");
      return;
    }
    if (!Slots[O.Index].A) {
      SourceLoc L = O.Loc;
      unsigned Index = O.Index;
      O = Operand();
      O.K = Operand::Integer;
      O.Loc = L;
      O.Int = Imms[Index]->getSExtValue();
      O.Text = std::to_string(O.Int);
    }
    return;
  }
  for (Operand &El : O.Elems)
    bindImm(El, Imms, Slots, E);
}

Error AsmTranslator::bindOperands(std::vector<Statement> &Stmts) {
  // Which operands are immediates, by number.
  std::vector<const ConstantInt *> Imms(Slots.size(), nullptr);
  unsigned OpNo = 0, ArgNo = 0;
  for (const InlineAsm::ConstraintInfo &C : IA->ParseConstraints()) {
    if (C.Type == InlineAsm::isClobber)
      continue;
    if (C.Type == InlineAsm::isInput) {
      if (!Slots[OpNo].A)
        Imms[OpNo] = cast<ConstantInt>(CB->getArgOperand(ArgNo));
      ++ArgNo;
    }
    ++OpNo;
  }
  Error E = Error::success();
  std::function<void(std::vector<Statement> &)> Walk = [&](std::vector<Statement> &Ss) {
    for (Statement &S : Ss) {
      if (S.K == Statement::Block)
        Walk(S.Body);
      if (S.K != Statement::Instr)
        continue;
      if (S.I.HasGuard)
        bindImm(S.I.Guard, Imms, Slots, E);
      for (Operand &O : S.I.Ops)
        bindImm(O, Imms, Slots, E);
    }
  };
  Walk(Stmts);
  return E;
}

// ---------------------------------------------------------------- statements
static std::string scopedLabel(unsigned Scope, StringRef Name) {
  return std::to_string(Scope) + ":" + Name.str();
}

std::string AsmTranslator::labelKey(StringRef Name) const {
  for (auto It = ScopeIds.rbegin(); It != ScopeIds.rend(); ++It) {
    std::string K = scopedLabel(*It, Name);
    if (Labels.count(K))
      return K;
  }
  return "";
}

Error AsmTranslator::collectLabels(const std::vector<Statement> &Stmts, unsigned Scope) {
  for (size_t K = 0; K < Stmts.size(); ++K) {
    const Statement &S = Stmts[K];
    // L: .branchtargets a, b, ...;  (the targets of brx.idx)
    if (S.K == Statement::Label && K + 1 < Stmts.size() && Stmts[K + 1].K == Statement::Dir &&
        Stmts[K + 1].Di.Name == "branchtargets") {
      SmallVector<StringRef, 16> Parts;
      StringRef(Stmts[K + 1].Di.Args).split(Parts, ',');
      std::vector<std::string> &L = TargetLists[S.LabelName];
      for (StringRef P : Parts)
        if (!P.trim().empty())
          L.push_back(P.trim().str());
    }
    if (S.K == Statement::Label && K + 1 < Stmts.size() && Stmts[K + 1].K == Statement::Dir &&
        Stmts[K + 1].Di.Name == "callprototype")
      Prototypes[S.LabelName] = Stmts[K + 1].Di.Args;
    if (S.K == Statement::Block)
      if (Error E = collectLabels(S.Body, ++LastScopeCollected))
        return E;
    if (S.K != Statement::Label)
      continue;
    std::string Key = scopedLabel(Scope, S.LabelName);
    if (Labels.count(Key))
      return makeError(S.Loc, "label '" + S.LabelName + "' defined twice");
    Labels[Key] = nullptr;
  }
  return Error::success();
}

Error AsmTranslator::declare(const VarDecl &D) {
  if (D.Space != "reg" && Hooks)
    return Hooks->declare(D);
  if (D.Space != "reg")
    return makeError(D.Loc, "'." + D.Space +
                                "' declarations in inline asm are not supported (only .reg)");
  ScalarType T = parseType(D.Type);
  unsigned Bits = bitWidth(T);
  if (!Bits || D.VecWidth || T == ScalarType::U4 || T == ScalarType::S4)
    return makeError(D.Loc, "'.reg ." + D.Type + "' registers are not supported");
  for (const DeclName &N : D.Names) {
    if (!N.Dims.empty())
      return makeError(N.Loc, "register arrays are not supported");
    if (N.HasRange) {
      for (unsigned I = 0; I < N.Range; ++I)
        Scopes.back()[N.Name + std::to_string(I)] = newReg(Bits, N.Name);
    } else {
      Scopes.back()[N.Name] = newReg(Bits, N.Name);
    }
  }
  return Error::success();
}

Error AsmTranslator::statements(const std::vector<Statement> &Stmts) {
  for (const Statement &S : Stmts) {
    switch (S.K) {
    case Statement::Decl:
      if (Error E = declare(S.D))
        return E;
      break;
    case Statement::Block:
      Scopes.emplace_back();
      ScopeIds.push_back(++LastScopeWalked);
      if (Hooks)
        Hooks->enterScope();
      if (Error E = statements(S.Body))
        return E;
      Scopes.pop_back();
      ScopeIds.pop_back();
      if (Hooks)
        Hooks->leaveScope();
      break;
    case Statement::Label: {
      std::string Key = scopedLabel(ScopeIds.back(), S.LabelName);
      BasicBlock *&L = Labels[Key];
      if (!L)
        L = newBlock((Hooks ? "" : "asm.") + S.LabelName);
      Placed[Key] = true;
      B.CreateBr(L);
      B.SetInsertPoint(L);
      break;
    }
    case Statement::Dir:
      break; // .pragma, .loc: nothing to translate
    case Statement::Instr:
      Cur = &S.I;
      if (Hooks)
        B.SetCurrentDebugLocation(Hooks->location(S.I.Loc));
      if (Error E = instruction(S.I))
        return E;
      Cur = nullptr;
      break;
    }
  }
  return Error::success();
}

Error AsmTranslator::branch(const ptx::Instruction &I) {
  if (I.Ops.size() != 1 || (I.Ops[0].K != Operand::Symbol && I.Ops[0].K != Operand::Register))
    return err("expects one label");
  BasicBlock *Target = labelBlock(I.Ops[0].Name);
  if (!Target)
    return err("label '" + I.Ops[0].Name +
               (Hooks ? "' is not defined in this function" : "' is not defined in this asm"));
  BasicBlock *Next = newBlock("asm.next");
  if (I.HasGuard) {
    auto C = readPred(I.Guard);
    if (!C)
      return C.takeError();
    B.CreateCondBr(*C, Target, Next);
  } else {
    B.CreateBr(Target);
  }
  B.SetInsertPoint(Next);
  return Error::success();
}

BasicBlock *AsmTranslator::labelBlock(StringRef Name) {
  std::string Key = labelKey(Name);
  if (Key.empty())
    return nullptr;
  BasicBlock *&L = Labels[Key];
  if (!L)
    L = newBlock((Hooks ? "" : "asm.") + Name);
  return L;
}

/// brx.idx[.uni] index, list: a switch over the .branchtargets labels of
/// list (an index out of range is undefined in PTX: unreachable here).
Error AsmTranslator::branchIndexed(const ptx::Instruction &I) {
  for (const ptx::Modifier &Md : I.Mods)
    if (Md.Text != "idx" && Md.Text != "uni")
      return unsupported("the modifier ." + Md.Text);
  if (!I.has("idx"))
    return unsupported();
  if (I.Ops.size() != 2 || I.Ops[1].K != Operand::Symbol)
    return err("expects an index and a .branchtargets label");
  auto TL = TargetLists.find(I.Ops[1].Name);
  if (TL == TargetLists.end())
    return err("'" + I.Ops[1].Name + "' does not label a .branchtargets list");
  std::vector<BasicBlock *> Targets;
  for (const std::string &N : TL->second) {
    BasicBlock *T = labelBlock(N);
    if (!T)
      return err("label '" + N + "' of the .branchtargets list is not defined");
    Targets.push_back(T);
  }
  auto Idx = readInt(I.Ops[0], 32);
  if (!Idx)
    return Idx.takeError();
  BasicBlock *Next = newBlock("brx.next");
  if (I.HasGuard) {
    auto C = readPred(I.Guard);
    if (!C)
      return C.takeError();
    BasicBlock *Sw = newBlock("brx");
    B.CreateCondBr(*C, Sw, Next);
    B.SetInsertPoint(Sw);
  }
  BasicBlock *Out = newBlock("brx.out");
  SwitchInst *SI = B.CreateSwitch(*Idx, Out, Targets.size());
  for (unsigned K = 0; K < Targets.size(); ++K)
    SI->addCase(B.getInt32(K), Targets[K]);
  B.SetInsertPoint(Out);
  B.CreateUnreachable();
  B.SetInsertPoint(Next);
  return Error::success();
}

Error AsmTranslator::instruction(const ptx::Instruction &I) {
  if (I.Opcode == "bra")
    return branch(I);
  if (I.Opcode == "brx")
    return branchIndexed(I);
  BasicBlock *Join = nullptr;
  if (I.HasGuard) {
    auto C = readPred(I.Guard);
    if (!C)
      return C.takeError();
    BasicBlock *Then = newBlock("asm.then");
    Join = newBlock("asm.join");
    B.CreateCondBr(*C, Then, Join);
    B.SetInsertPoint(Then);
  }
  bool Handled = false;
  if (Hooks)
    if (Error E = Hooks->instruction(I, Handled))
      return E;
  if (!Handled)
    if (Error E = scalar(I, Handled))
      return E;
  if (!Handled)
    if (Error E = async(I, Handled))
      return E;
  if (!Handled)
    return unsupported();
  if (Join) {
    B.CreateBr(Join);
    B.SetInsertPoint(Join);
  }
  return Error::success();
}

Error AsmTranslator::run() {
  if (!isa<CallInst>(*CB))
    return makeError({}, "inline asm with branch targets (asm goto) is not supported");
  AsmResult P = parseAsm(IA->getAsmString(), Dialect::LLVMAsm);
  if (!P.ok())
    return makeError(P.Errors.front().Loc, P.Errors.front().Message);

  const DataLayout &DL = M.getDataLayout();
  AllocaBB = BasicBlock::Create(Ctx, "asm.allocas", CB->getFunction());
  BasicBlock *Entry = newBlock("asm");
  B.SetInsertPoint(Entry);
  B.SetCurrentDebugLocation(CB->getDebugLoc());

  // Operands: outputs first, then inputs; clobbers have no number.
  Type *RetTy = CB->getType();
  unsigned OutNo = 0, ArgNo = 0;
  for (const InlineAsm::ConstraintInfo &C : IA->ParseConstraints()) {
    if (C.Type == InlineAsm::isClobber) {
      MemClobber |= llvm::is_contained(C.Codes, "{memory}");
      continue;
    }
    StringRef Code = C.Codes.empty() ? "" : StringRef(C.Codes[0]);
    if (C.isIndirect)
      return makeError({}, "memory operands (constraint '" + Code +
                               "') are not supported in inline PTX");
    if (C.Type == InlineAsm::isOutput) {
      Type *T = RetTy->isStructTy() ? RetTy->getStructElementType(OutNo) : RetTy;
      ++OutNo;
      OutputSlots.push_back(Slots.size());
      Slots.push_back(newReg(typeBits(DL, T), "asm.out"));
      continue;
    }
    Value *Arg = CB->getArgOperand(ArgNo++);
    if (C.hasMatchingInput() || (!Code.empty() && isDigit(Code[0]))) {
      unsigned Tied;
      if (Code.getAsInteger(10, Tied) || Tied >= Slots.size())
        return makeError({}, "bad tied constraint '" + Code + "'");
      Slots.push_back(Slots[Tied]);
      Value *V = resize(B, toInt(B, Arg), Slots[Tied].Bits, false);
      B.CreateAlignedStore(V, Slots[Tied].A, Align(8));
      continue;
    }
    if (isImmConstraint(Code)) {
      if (!isa<ConstantInt>(Arg))
        return makeError({}, "the immediate operand " + Twine(Slots.size()) +
                                 " is not a constant integer");
      Slots.push_back(AsmReg());
      continue;
    }
    if (Code.size() != 1 || !StringRef("bchrlfdq").contains(Code[0]))
      return makeError({}, "constraint '" + Code + "' is not a PTX register class");
    Slots.push_back(newReg(typeBits(DL, Arg->getType()), "asm.in"));
    B.CreateAlignedStore(toInt(B, Arg), Slots.back().A, Align(8));
  }

  Scopes.emplace_back();
  if (Error E = bindOperands(P.Stmts))
    return E;
  if (Error E = collectLabels(P.Stmts))
    return E;
  if (Error E = statements(P.Stmts))
    return E;
  for (auto &L : Labels)
    if (!Placed.lookup(L.first()))
      return makeError({}, "label '" + L.first().split(':').second + "' is used but not defined");
  if (Volatile && MemClobber)
    compilerBarrier();
  finish();
  return Error::success();
}

Error AsmTranslator::runBody(const std::vector<Statement> &Body) {
  // F's first block holds the allocas and branches to the body.
  AllocaBB = BasicBlock::Create(Ctx, "entry", Fn);
  B.SetInsertPoint(newBlock("body"));
  Scopes.emplace_back();
  if (Error E = collectLabels(Body))
    return E;
  if (Error E = Hooks->prologue())
    return E;
  if (Error E = statements(Body))
    return E;
  if (Error E = Hooks->fallOffEnd())
    return E;
  for (auto &L : Labels)
    if (!Placed.lookup(L.first()))
      return makeError({}, "label '" + L.first().split(':').second + "' is used but not defined");
  BranchInst::Create(Blocks[0], AllocaBB);
  Blocks.clear();
  AllocaBB = nullptr;
  Done = true;
  return Error::success();
}

/// asm volatile with a "memory" clobber orders every memory access around
/// it.  Intrinsics of unknown memory effect (barriers, waits, mbarrier and
/// bulk operations) and fences already do that in LLVM; otherwise (plain
/// loads and stores, or no memory access at all) the translation is fenced
/// on both sides by single-thread fences, which the optimiser does not move
/// memory accesses across.
void AsmTranslator::compilerBarrier() {
  for (BasicBlock *BB : Blocks)
    for (llvm::Instruction &I : *BB) {
      if (isa<FenceInst>(I))
        return;
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (CI->getMemoryEffects() == MemoryEffects::unknown())
          return;
    }
  B.CreateFence(AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
  IRBuilder<> Front(Blocks[0], Blocks[0]->begin());
  Front.SetCurrentDebugLocation(CB->getDebugLoc());
  Front.CreateFence(AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
}

void AsmTranslator::finish() {
  // The results, read where the asm ends.
  Value *Res = nullptr;
  Type *RetTy = CB->getType();
  if (!RetTy->isVoidTy()) {
    auto Load = [&](unsigned K, Type *T) {
      const AsmReg &R = Slots[OutputSlots[K]];
      return adapt(B.CreateAlignedLoad(R.A->getAllocatedType(), R.A, Align(8)), T);
    };
    if (auto *ST = dyn_cast<StructType>(RetTy)) {
      Res = PoisonValue::get(ST);
      for (unsigned K = 0; K < ST->getNumElements(); ++K)
        Res = B.CreateInsertValue(Res, Load(K, ST->getElementType(K)), K);
    } else {
      Res = Load(0, RetTy);
    }
  }
  llvm::Function *F = CB->getFunction();
  if (Blocks.size() == 1) {
    BasicBlock *Only = Blocks[0];
    CB->getParent()->splice(CB->getIterator(), Only, Only->begin(), Only->end());
    Only->eraseFromParent();
  } else {
    BasicBlock *Before = CB->getParent();
    BasicBlock *Cont = Before->splitBasicBlock(CB, "asm.cont");
    Before->getTerminator()->setSuccessor(0, Blocks[0]);
    B.CreateBr(Cont);
    for (BasicBlock *BB : Blocks)
      BB->moveBefore(Cont);
  }
  Blocks.clear();
  BasicBlock &EntryBB = F->getEntryBlock();
  EntryBB.splice(EntryBB.getFirstInsertionPt(), AllocaBB, AllocaBB->begin(), AllocaBB->end());
  AllocaBB->eraseFromParent();
  AllocaBB = nullptr;
  if (Res)
    CB->replaceAllUsesWith(Res);
  CB->eraseFromParent();
  Done = true;
}

// ---------------------------------------------------------------- entry points
Error oa::ptx::translateInlineAsm(CallBase &CB, std::vector<AllocaInst *> &Allocas) {
  AsmTranslator T(CB, Allocas);
  return T.run();
}

unsigned oa::ptx::translateInlineAsm(llvm::Function &F, bool &Changed) {
  std::vector<CallBase *> Calls;
  for (llvm::Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (CB->isInlineAsm())
        Calls.push_back(CB);
  if (Calls.empty())
    return 0;
  Changed = true;
  unsigned Failures = 0;
  std::vector<AllocaInst *> Allocas;
  DenseSet<const llvm::Instruction *> Old;
  for (llvm::Instruction &I : instructions(F))
    Old.insert(&I);
  for (CallBase *CB : Calls) {
    DebugLoc DL = CB->getDebugLoc();
    if (Error E = translateInlineAsm(*CB, Allocas)) {
      ++Failures;
      std::string Msg;
      // Inline asm mostly comes from a header function inlined into the
      // user's code (clang's texture wrappers, CCCL's cuda::ptx): the error
      // is located at the user's line and names the header's.
      DebugLoc Where = DL;
      std::string From;
      if (DILocation *Outer = DL ? DL->getInlinedAt() : nullptr) {
        while (Outer->getInlinedAt())
          Outer = Outer->getInlinedAt();
        Where = DebugLoc(Outer);
        From = " in " + DL->getFilename().str() + ":" + std::to_string(DL->getLine());
      }
      handleAllErrors(std::move(E), [&](const PTXError &PE) {
        Msg = "inline asm" + From;
        if (PE.D.Loc.valid())
          Msg += " (line " + std::to_string(PE.D.Loc.Line) + ", column " +
                 std::to_string(PE.D.Loc.Col) + " of the asm string)";
        Msg += ": " + PE.D.Message;
      });
      F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, DiagnosticLocation(Where)));
      // Keep the module valid so that compilation goes on to report more.
      if (!CB->getType()->isVoidTy())
        CB->replaceAllUsesWith(PoisonValue::get(CB->getType()));
      CB->eraseFromParent();
    }
  }
  if (!Allocas.empty()) {
    DominatorTree DT(F);
    PromoteMemToReg(Allocas, DT);
  }
  // The register model leaves bit casts back and forth and or-with-zero
  // packing; fold what is trivially simpler in the new code only.
  std::vector<WeakTrackingVH> New;
  for (llvm::Instruction &I : instructions(F))
    if (!Old.count(&I))
      New.push_back(&I);
  SimplifyQuery Q(F.getDataLayout());
  for (WeakTrackingVH &H : New) {
    auto *I = dyn_cast_or_null<llvm::Instruction>(H);
    if (!I)
      continue;
    if (Value *V = simplifyInstruction(I, Q)) {
      I->replaceAllUsesWith(V);
      RecursivelyDeleteTriviallyDeadInstructions(I);
    }
  }
  return Failures;
}

PreservedAnalyses ptx::InlineAsmToLLVMPass::run(llvm::Function &F, FunctionAnalysisManager &) {
  bool Changed = false;
  translateInlineAsm(F, Changed);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

namespace {
struct InlineAsmToLLVMLegacy : FunctionPass {
  static char ID;
  InlineAsmToLLVMLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override { return "oa inline PTX to LLVM IR"; }
  bool runOnFunction(llvm::Function &F) override {
    bool Changed = false;
    oa::ptx::translateInlineAsm(F, Changed);
    return Changed;
  }
};
char InlineAsmToLLVMLegacy::ID = 0;
} // namespace

static RegisterPass<InlineAsmToLLVMLegacy> X("oa-ptx-asm", "oa inline PTX to LLVM IR");

FunctionPass *oa::ptx::createInlineAsmToLLVMPass() { return new InlineAsmToLLVMLegacy(); }
