//===-- Import.cpp - PTX modules as LLVM IR modules -------------------------===//
//
// Module level: variables become globals (.global addrspace 1, .shared 3,
// .const 4; initialisers, alignment, arrays, `extern .shared` dynamic
// shared memory), .entry/.func become functions (parameters typed from
// their declarations, byval for aggregate kernel parameters).  Bodies are
// translated by AsmTranslator (ToLLVM.cpp) with the hooks below for what
// only whole functions have:
//  - parameters (a function's, a call's arguments and results) live in
//    allocas of the data layout's alloca space, so ld.param/st.param and
//    parameter addresses (mov of the name, cvta.param) are plain memory
//    accesses there; SROA makes values of them again;
//  - .local variables are allocas too, function-level .shared/.global/.const
//    variables globals of their own;
//  - ret returns the .param results; call loads the arguments from the
//    caller's .param variables and stores the results into them.
//
//===----------------------------------------------------------------------===//

#include "ToLLVMImpl.h"
#include "oa/PTX/Import.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;
using namespace oa::ptx;

namespace {

/// How one parameter or result is passed.
struct ParamInfo {
  std::string Name;
  SourceLoc Loc;
  bool IsReg = false;    // .reg parameter (old .func ABI): a register
  bool Aggregate = false; // .b8 x[N]: byval (kernels) or an array value
  Type *IRTy = nullptr;  // the argument's IR type
  uint64_t Size = 0;     // bytes
  unsigned Align = 1;
};

struct FuncInfo {
  const oa::ptx::Function *PF = nullptr; // the definition (or first declaration)
  llvm::Function *F = nullptr;           // null for a call prototype
  std::vector<ParamInfo> Params, Rets;
  FunctionType *Type = nullptr;
};

class Importer;

/// The hooks for one function body.
class BodyImporter : public BodyHooks {
public:
  BodyImporter(Importer &I, FuncInfo &FI) : Imp(I), FI(FI) {}
  AsmTranslator *T = nullptr;

  Error prologue() override;
  Error declare(const VarDecl &D) override;
  void enterScope() override { Scopes.emplace_back(); }
  void leaveScope() override { Scopes.pop_back(); }
  Value *symbol(StringRef Name) override;
  Error instruction(const oa::ptx::Instruction &I, bool &Handled) override;
  Error fallOffEnd() override { return ret(); }
  DebugLoc location(SourceLoc L) override;

private:
  Importer &Imp;
  FuncInfo &FI;
  std::vector<StringMap<Value *>> Scopes{1};

  AllocaInst *paramAlloca(uint64_t Size, unsigned Align, const Twine &Name);
  Error ret();
  Error call(const oa::ptx::Instruction &I);
};

class Importer {
public:
  Importer(LLVMContext &Ctx, StringRef Name, StringRef DL)
      : Ctx(Ctx), M(std::make_unique<llvm::Module>(Name, Ctx)), DIB(*M) {
    M->setDataLayout(DL);
    M->setTargetTriple(Triple("nvptx64-nvidia-cuda"));
    // Line tables of the PTX file itself: oa-llc's errors from code
    // generation then name the PTX line of the instruction.
    File = DIB.createFile(Name, "");
    DIB.createCompileUnit(dwarf::DW_LANG_C, File, "oa PTX importer", /*isOptimized=*/true, "", 0,
                          "", DICompileUnit::LineTablesOnly);
    M->addModuleFlag(llvm::Module::Warning, "Debug Info Version", DEBUG_METADATA_VERSION);
    M->addModuleFlag(llvm::Module::Warning, "Dwarf Version", 4);
  }

  ImportResult run(const oa::ptx::Module &PM);

  LLVMContext &Ctx;
  std::unique_ptr<llvm::Module> M;
  std::vector<Diagnostic> Errors;
  SourceLoc AddressSizeLoc;
  std::string Target; // sm_NN of .target
  StringMap<GlobalVariable *> Globals; // module-level variables by PTX name
  StringMap<FuncInfo> Funcs;
  DIBuilder DIB;
  DIFile *File = nullptr;

  void error(SourceLoc L, const Twine &Msg) { Errors.push_back({L, Msg.str()}); }
  void error(Error E, SourceLoc Fallback) {
    handleAllErrors(std::move(E), [&](const PTXError &PE) {
      Diagnostic D = PE.D;
      if (!D.Loc.valid())
        D.Loc = Fallback;
      Errors.push_back(D);
    });
  }
  Expected<GlobalVariable *> variable(const VarDecl &D, const DeclName &N, StringRef IRName,
                                      bool Local);
  Error initialise(const VarDecl &D, const DeclName &N, GlobalVariable *&G);
  Expected<ParamInfo> param(const VarDecl &D, bool Kernel);
  FunctionType *signature(FuncInfo &FI);
  Error prototype(StringRef Text, SourceLoc Loc, FuncInfo &FI);

private:
  Expected<Constant *> leaf(const Expr &E, Type *ElemTy);
  bool FunctionInInit = false; // leaf() met a function's address
  void declareFunction(const oa::ptx::Function &PF);
  void defineFunction(FuncInfo &FI);
};

// ---------------------------------------------------------------- types
Type *elemType(LLVMContext &Ctx, ScalarType T) {
  switch (T) {
  case ScalarType::F32: return Type::getFloatTy(Ctx);
  case ScalarType::F64: return Type::getDoubleTy(Ctx);
  case ScalarType::Pred:
  case ScalarType::None:
  case ScalarType::U4:
  case ScalarType::S4:
  case ScalarType::B1: return nullptr;
  default: {
    unsigned W = bitWidth(T);
    return W % 8 ? nullptr : IntegerType::get(Ctx, W);
  }
  }
}

/// The element count of a declared name (dims times vector width), or -1
/// for an unsized [] dimension.
int64_t elemCount(const VarDecl &D, const DeclName &N) {
  int64_t C = D.VecWidth ? D.VecWidth : 1;
  for (int64_t Dm : N.Dims) {
    if (Dm < 0)
      return -1;
    C *= Dm;
  }
  return C;
}

void flatten(const Expr &E, std::vector<const Expr *> &Out) {
  if (E.K == Expr::List) {
    for (const Expr &X : E.Elems)
      flatten(X, Out);
    return;
  }
  Out.push_back(&E);
}

// ---------------------------------------------------------------- variables
Expected<Constant *> Importer::leaf(const Expr &E, Type *ElemTy) {
  switch (E.K) {
  case Expr::Integer:
    if (ElemTy->isFloatingPointTy())
      return ConstantFP::get(ElemTy, (double)E.Int);
    return ConstantInt::get(ElemTy, (uint64_t)E.Int, /*IsSigned=*/true);
  case Expr::Neg:
    if (E.Elems.size() == 1 && E.Elems[0].K == Expr::Integer) {
      if (ElemTy->isFloatingPointTy())
        return ConstantFP::get(ElemTy, -(double)E.Elems[0].Int);
      return ConstantInt::get(ElemTy, -(uint64_t)E.Elems[0].Int, true);
    }
    break;
  case Expr::Float: {
    StringRef S = E.Text;
    APFloat F(0.0);
    unsigned Bits = 0;
    uint64_t Raw = 0;
    if (S.size() > 2 && (S.starts_with_insensitive("0f") || S.starts_with_insensitive("0d"))) {
      Bits = tolower(S[1]) == 'f' ? 32 : 64;
      if (S.drop_front(2).getAsInteger(16, Raw))
        return makeError(E.Loc, "bad floating-point constant '" + S + "'");
      F = APFloat(Bits == 32 ? APFloat::IEEEsingle() : APFloat::IEEEdouble(), APInt(Bits, Raw));
    } else {
      F = APFloat(APFloat::IEEEdouble());
      if (!F.convertFromString(S, APFloat::rmNearestTiesToEven))
        return makeError(E.Loc, "bad floating-point constant '" + S + "'");
    }
    if (ElemTy->isIntegerTy()) {
      if (!Bits || Bits != ElemTy->getIntegerBitWidth())
        return makeError(E.Loc, "the floating-point constant '" + S + "' does not fit a " +
                                    Twine(ElemTy->getIntegerBitWidth()) + "-bit element");
      return ConstantInt::get(ElemTy, Raw);
    }
    bool Lost;
    F.convert(ElemTy->getFltSemantics(), APFloat::rmNearestTiesToEven, &Lost);
    return ConstantFP::get(ElemTy, F);
  }
  case Expr::Symbol:
  case Expr::Generic:
  case Expr::Add:
  case Expr::Sub: {
    // An address: [generic(]sym[)] [+- integer].
    const Expr *Base = &E;
    int64_t Off = 0;
    if ((E.K == Expr::Add || E.K == Expr::Sub) && E.Elems.size() == 2 &&
        E.Elems[1].K == Expr::Integer) {
      Base = &E.Elems[0];
      Off = E.K == Expr::Add ? E.Elems[1].Int : -E.Elems[1].Int;
    }
    bool Generic = Base->K == Expr::Generic;
    if (Generic && Base->Elems.size() == 1)
      Base = &Base->Elems[0];
    if (Base->K != Expr::Symbol)
      break;
    auto It = Globals.find(Base->Text);
    Constant *Sym = It == Globals.end() ? nullptr : It->second;
    auto FIt = Funcs.find(Base->Text);
    if (!Sym && FIt != Funcs.end()) {
      Sym = FIt->second.F; // a function pointer in a table
      FunctionInInit = true;
    }
    if (!Sym)
      return makeError(Base->Loc, "'" + Base->Text +
                                      "' in an initialiser is not a variable or function of this module");
    if (!ElemTy->isIntegerTy(64) && !ElemTy->isIntegerTy(32))
      return makeError(E.Loc, "an address initialises a " + Twine(ElemTy->isIntegerTy()
                                  ? ElemTy->getIntegerBitWidth() : 0) +
                                  "-bit element (only 32- and 64-bit elements hold addresses)");
    Constant *P = Sym;
    if (Generic)
      P = ConstantExpr::getAddrSpaceCast(P, PointerType::get(Ctx, 0));
    if (Off)
      P = ConstantExpr::getInBoundsGetElementPtr(Type::getInt8Ty(Ctx), P,
                                                 ConstantInt::get(Type::getInt64Ty(Ctx), Off));
    return ConstantExpr::getPtrToInt(P, ElemTy);
  }
  default:
    break;
  }
  return makeError(E.Loc, "this initialiser is not supported (numbers, variable addresses "
                          "and generic(variable) with an offset are)");
}

Expected<GlobalVariable *> Importer::variable(const VarDecl &D, const DeclName &N,
                                              StringRef IRName, bool Local) {
  unsigned AS = StringSwitch<unsigned>(D.Space)
                    .Case("global", 1)
                    .Case("shared", 3)
                    .Case("const", 4)
                    .Default(~0u);
  if (AS == ~0u)
    return makeError(D.Loc, "module-level ." + D.Space + " variables are not supported");
  if (!D.Attributes.empty())
    return makeError(D.Loc, "the attribute ." + D.Attributes[0] + " is not supported");
  Type *ET = elemType(Ctx, parseType(D.Type));
  if (!ET || D.Ptr)
    return makeError(D.Loc, "variables of type ." + D.Type + " are not supported");
  bool Extern = llvm::is_contained(D.Linkage, "extern");
  int64_t Count = elemCount(D, N);
  if (Count < 0) {
    if (D.HasInit) {
      std::vector<const Expr *> L;
      flatten(D.Init, L);
      Count = L.size();
    } else if (Extern) {
      Count = 0;
    } else {
      return makeError(N.Loc, "'" + N.Name + "[]' has no size (only extern variables may)");
    }
  }
  bool IsArray = !N.Dims.empty() || D.VecWidth;
  Type *Ty = IsArray ? (Type *)ArrayType::get(ET, Count) : ET;
  GlobalValue::LinkageTypes L = GlobalValue::InternalLinkage;
  if (!Local && (llvm::is_contained(D.Linkage, "visible") || Extern))
    L = GlobalValue::ExternalLinkage;
  if (!Local && (llvm::is_contained(D.Linkage, "weak") || llvm::is_contained(D.Linkage, "common")))
    L = GlobalValue::WeakAnyLinkage;
  if (D.HasInit && AS == 3)
    return makeError(D.Loc, ".shared variables cannot be initialised");
  Constant *Init = nullptr;
  if (!Extern)
    Init = AS == 3 ? UndefValue::get(Ty) : Constant::getNullValue(Ty);
  if (Extern && AS != 3)
    return makeError(D.Loc, "extern ." + D.Space +
                                " variables are not supported (oa-llc links no other module)");
  auto *G = new GlobalVariable(*M, Ty, /*isConstant=*/AS == 4, L, Init, IRName, nullptr,
                               GlobalValue::NotThreadLocal, AS);
  if (D.Align)
    G->setAlignment(Align(D.Align));
  else
    G->setAlignment(Align(ET->getPrimitiveSizeInBits() / 8));
  return G;
}

Error Importer::initialise(const VarDecl &D, const DeclName &N, GlobalVariable *&G) {
  if (!D.HasInit)
    return Error::success();
  Type *Ty = G->getValueType();
  auto *AT = dyn_cast<ArrayType>(Ty);
  Type *ET = AT ? AT->getElementType() : Ty;
  std::vector<const Expr *> L;
  flatten(D.Init, L);
  if (!AT && L.size() != 1)
    return makeError(D.Init.Loc, "a scalar initialised with a list");
  if (AT && L.size() > AT->getNumElements())
    return makeError(D.Init.Loc, "more initialisers (" + Twine(L.size()) + ") than elements (" +
                                     Twine(AT->getNumElements()) + ")");
  std::vector<Constant *> Elems;
  FunctionInInit = false;
  for (const Expr *E : L) {
    auto C = leaf(*E, ET);
    if (!C)
      return C.takeError();
    Elems.push_back(*C);
  }
  if (FunctionInInit && ET->isIntegerTy(64)) {
    // Function pointers are pointers in the IR, as clang writes them: the
    // code generator numbers the functions whose address is taken
    // (SASSFunctionPointers.cpp) and writes those numbers into data.
    Type *PT = PointerType::get(Ctx, 0);
    for (Constant *&E : Elems) {
      auto *CE = dyn_cast<ConstantExpr>(E);
      if (CE && CE->getOpcode() == llvm::Instruction::PtrToInt)
        E = ConstantExpr::getPointerCast(CE->getOperand(0), PT);
      else
        E = ConstantExpr::getIntToPtr(E, PT);
    }
    Type *NT = AT ? (Type *)ArrayType::get(PT, AT->getNumElements()) : PT;
    auto *NG = new GlobalVariable(*M, NT, G->isConstant(), G->getLinkage(), nullptr, "", G,
                                  GlobalValue::NotThreadLocal, G->getAddressSpace());
    NG->setAlignment(G->getAlign());
    NG->takeName(G);
    G->replaceAllUsesWith(NG);
    G->eraseFromParent();
    G = NG;
    AT = dyn_cast<ArrayType>(NT);
    ET = PT;
  }
  if (!AT) {
    G->setInitializer(Elems[0]);
    return Error::success();
  }
  while (Elems.size() < AT->getNumElements())
    Elems.push_back(Constant::getNullValue(ET));
  G->setInitializer(ConstantArray::get(AT, Elems));
  return Error::success();
}

// ---------------------------------------------------------------- functions
Expected<ParamInfo> Importer::param(const VarDecl &D, bool Kernel) {
  ParamInfo P;
  if (D.Names.size() != 1)
    return makeError(D.Loc, "expects one name per parameter");
  const DeclName &N = D.Names[0];
  P.Name = N.Name;
  P.Loc = N.Loc;
  ScalarType ST = parseType(D.Type);
  if (D.Space == "reg") {
    if (Kernel)
      return makeError(D.Loc, "kernel parameters are .param");
    unsigned W = bitWidth(ST);
    if (!W || W > 64 || !N.Dims.empty() || D.VecWidth)
      return makeError(D.Loc, ".reg ." + D.Type + " parameters are not supported");
    P.IsReg = true;
    P.IRTy = IntegerType::get(Ctx, W);
    P.Size = (W + 7) / 8;
    return P;
  }
  if (D.Space != "param")
    return makeError(D.Loc, "parameters are .param or .reg, not ." + D.Space);
  Type *ET = elemType(Ctx, ST);
  if (!ET)
    return makeError(D.Loc, ".param ." + D.Type + " parameters are not supported");
  if (D.Ptr && !D.PtrSpace.empty() && D.PtrSpace != "global" && D.PtrSpace != "const" &&
      D.PtrSpace != "shared" && D.PtrSpace != "local")
    return makeError(D.Loc, ".ptr ." + D.PtrSpace + " parameters are not supported");
  int64_t Count = elemCount(D, N);
  if (Count <= 0)
    return makeError(N.Loc, "parameter '" + N.Name + "' has no size");
  uint64_t EB = ET->getPrimitiveSizeInBits() / 8;
  P.Size = EB * Count;
  P.Align = D.Align ? D.Align : EB;
  if (!N.Dims.empty() || D.VecWidth) {
    P.Aggregate = true;
    P.IRTy = Kernel ? (Type *)PointerType::get(Ctx, 0) : ArrayType::get(Type::getInt8Ty(Ctx), P.Size);
  } else {
    P.IRTy = ET;
  }
  return P;
}

FunctionType *Importer::signature(FuncInfo &FI) {
  std::vector<Type *> PT, RT;
  for (const ParamInfo &P : FI.Params)
    PT.push_back(P.IRTy);
  for (const ParamInfo &P : FI.Rets)
    RT.push_back(P.IRTy);
  Type *Ret = RT.empty() ? Type::getVoidTy(Ctx) : RT.size() == 1 ? RT[0] : StructType::get(Ctx, RT);
  return FI.Type = FunctionType::get(Ret, PT, false);
}

/// The signature of `.callprototype (.param .b32 _) _ (.param .b32 _, ...)`:
/// its text read as the header of a .func whose names are made up.
Error Importer::prototype(StringRef Text, SourceLoc Loc, FuncInfo &FI) {
  std::string Header = ".func ";
  unsigned N = 0;
  for (size_t K = 0; K < Text.size(); ++K) {
    bool Word = Text[K] == '_' && (K == 0 || !(isAlnum(Text[K - 1]) || Text[K - 1] == '_')) &&
                (K + 1 == Text.size() || !(isAlnum(Text[K + 1]) || Text[K + 1] == '_'));
    Header += Word ? "__oa_p" + std::to_string(N++) : std::string(1, Text[K]);
  }
  ModuleResult P = parseModule(".version 8.0\n.target sm_80\n" + Header + ";\n");
  const oa::ptx::Function *F = nullptr;
  for (const TopLevel &TL : P.M.Items)
    if (TL.K == TopLevel::Func)
      F = &TL.F;
  if (!P.ok() || !F)
    return makeError(Loc, "cannot read the .callprototype '" + Text + "'");
  for (const VarDecl &D : F->Params) {
    auto PI = param(D, false);
    if (!PI)
      return makeError(Loc, "in the .callprototype: " + toString(PI.takeError()));
    FI.Params.push_back(*PI);
  }
  for (const VarDecl &D : F->Ret) {
    auto PI = param(D, false);
    if (!PI)
      return makeError(Loc, "in the .callprototype: " + toString(PI.takeError()));
    FI.Rets.push_back(*PI);
  }
  signature(FI);
  return Error::success();
}

static bool isKernelAttr(StringRef N) {
  return N == "maxntid" || N == "reqntid" || N == "minnctapersm" || N == "maxnreg";
}

void Importer::declareFunction(const oa::ptx::Function &PF) {
  auto It = Funcs.find(PF.Name);
  if (It != Funcs.end()) {
    // A prototype and its definition: the definition's declarations rule.
    if (PF.HasBody) {
      if (It->second.PF->HasBody)
        return error(PF.Loc, "function '" + PF.Name + "' is defined twice");
      It->second.PF = &PF;
    }
    return;
  }
  FuncInfo &FI = Funcs[PF.Name];
  FI.PF = &PF;
}

// ---------------------------------------------------------------- bodies
AllocaInst *BodyImporter::paramAlloca(uint64_t Size, unsigned Al, const Twine &Name) {
  const DataLayout &DL = Imp.M->getDataLayout();
  return new AllocaInst(ArrayType::get(Type::getInt8Ty(Imp.Ctx), Size), DL.getAllocaAddrSpace(),
                        nullptr, Align(std::max(Al, 4u)), Name, T->allocaBlock());
}

Error BodyImporter::prologue() {
  IRBuilder<> &B = T->B;
  llvm::Function &F = *FI.F;
  for (unsigned I = 0; I < FI.Params.size(); ++I) {
    const ParamInfo &P = FI.Params[I];
    Argument *A = F.getArg(I);
    A->setName(P.Name);
    if (P.IsReg) {
      T->defineRegister(P.Name, P.IRTy->getIntegerBitWidth(), A);
      continue;
    }
    AllocaInst *Slot = paramAlloca(P.Size, P.Align, P.Name + ".addr");
    if (P.Aggregate && A->getType()->isPointerTy())
      B.CreateMemCpy(Slot, Slot->getAlign(), A, Align(P.Align), P.Size);
    else
      B.CreateStore(A, Slot);
    Scopes.front()[P.Name] = Slot;
  }
  for (const ParamInfo &R : FI.Rets) {
    if (R.IsReg) {
      T->defineRegister(R.Name, R.IRTy->getIntegerBitWidth(), nullptr);
      continue;
    }
    Scopes.front()[R.Name] = paramAlloca(R.Size, R.Align, R.Name);
  }
  return Error::success();
}

DebugLoc BodyImporter::location(SourceLoc L) {
  DISubprogram *SP = FI.F->getSubprogram();
  if (!SP || !L.valid())
    return DebugLoc();
  return DILocation::get(Imp.Ctx, L.Line, L.Col, SP);
}

Value *BodyImporter::symbol(StringRef Name) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->find(Name);
    if (F != It->end())
      return F->second;
  }
  auto G = Imp.Globals.find(Name);
  if (G != Imp.Globals.end())
    return G->second;
  // A function's address (function pointers: mov r, f).
  auto F = Imp.Funcs.find(Name);
  return F == Imp.Funcs.end() ? nullptr : F->second.F;
}

Error BodyImporter::declare(const VarDecl &D) {
  for (const DeclName &N : D.Names) {
    if (D.Space == "param" || D.Space == "local") {
      // A call's arguments and results, or a thread's stack (clang's
      // __local_depot): memory of the allocas' space.
      if (D.HasInit)
        return makeError(D.Loc, "." + D.Space + " variables cannot be initialised");
      Type *ET = elemType(Imp.Ctx, parseType(D.Type));
      int64_t Count = elemCount(D, N);
      if (!ET || D.Ptr)
        return makeError(D.Loc, "." + D.Space + " variables of type ." + D.Type +
                                    " are not supported");
      if (Count <= 0)
        return makeError(N.Loc, "'" + N.Name + "' has no size");
      uint64_t EB = ET->getPrimitiveSizeInBits() / 8;
      Scopes.back()[N.Name] = paramAlloca(EB * Count, D.Align ? D.Align : EB, N.Name);
      continue;
    }
    if (D.Space == "shared" || D.Space == "global" || D.Space == "const") {
      auto G = Imp.variable(D, N, (FI.F->getName() + "." + N.Name).str(), /*Local=*/true);
      if (!G)
        return G.takeError();
      if (Error E = Imp.initialise(D, N, *G))
        return E;
      Scopes.back()[N.Name] = *G;
      continue;
    }
    return makeError(D.Loc, "." + D.Space + " declarations are not supported");
  }
  return Error::success();
}

Error BodyImporter::ret() {
  IRBuilder<> &B = T->B;
  llvm::Function &F = *FI.F;
  Type *RT = F.getReturnType();
  if (RT->isVoidTy()) {
    B.CreateRetVoid();
  } else {
    std::vector<Value *> Vals;
    for (const ParamInfo &R : FI.Rets) {
      if (R.IsReg) {
        Operand O;
        O.K = Operand::Register;
        O.Name = R.Name;
        if (!R.Name.empty() && R.Name[0] != '%')
          O.K = Operand::Symbol;
        auto V = T->readInt(O, R.IRTy->getIntegerBitWidth());
        if (!V)
          return V.takeError();
        Vals.push_back(*V);
      } else {
        Vals.push_back(B.CreateLoad(R.IRTy, symbol(R.Name)));
      }
    }
    if (Vals.size() == 1) {
      B.CreateRet(Vals[0]);
    } else {
      Value *Agg = PoisonValue::get(RT);
      for (unsigned I = 0; I < Vals.size(); ++I)
        Agg = B.CreateInsertValue(Agg, Vals[I], I);
      B.CreateRet(Agg);
    }
  }
  B.SetInsertPoint(T->newBlock("after.ret"));
  return Error::success();
}

Error BodyImporter::call(const oa::ptx::Instruction &I) {
  IRBuilder<> &B = T->B;
  for (const Modifier &Md : I.Mods)
    if (Md.Text != "uni")
      return T->unsupported("the modifier ." + Md.Text);
  size_t K = 0;
  const Operand *Rets = nullptr, *Args = nullptr;
  if (K < I.Ops.size() && I.Ops[K].K == Operand::List)
    Rets = &I.Ops[K++];
  if (K >= I.Ops.size())
    return T->err("expects the function called");
  const Operand &Callee = I.Ops[K++];
  if (K < I.Ops.size() && I.Ops[K].K == Operand::List)
    Args = &I.Ops[K++];
  const Operand *Proto = K < I.Ops.size() ? &I.Ops[K++] : nullptr;
  if (K < I.Ops.size())
    return T->err("too many operands");
  FuncInfo Indirect;
  FuncInfo *CIp = nullptr;
  Value *Target = nullptr;
  if (Callee.K == Operand::Symbol && !T->lookup(Callee)) {
    auto It = Imp.Funcs.find(Callee.Name);
    if (It == Imp.Funcs.end())
      return T->err("'" + Callee.Name + "' is not a function of this module");
    CIp = &It->second;
    if (CIp->PF->IsEntry)
      return T->unsupported("calling a kernel (dynamic parallelism)");
    if (!CIp->F)
      return T->err("'" + Callee.Name + "' has a signature oa cannot import (reported there)");
  } else {
    // call (r..), %rd, (a..), proto;  proto: .callprototype (ret) _ (params);
    const std::string *Text =
        Proto && Proto->K == Operand::Symbol ? T->callPrototype(Proto->Name) : nullptr;
    if (!Text)
      return T->unsupported("an indirect call without a .callprototype (a .calltargets list)");
    if (Error E = Imp.prototype(*Text, Proto->Loc, Indirect))
      return E;
    auto P = T->readInt(Callee, 64);
    if (!P)
      return P.takeError();
    Target = B.CreateIntToPtr(*P, PointerType::get(Imp.Ctx, 0));
    CIp = &Indirect;
  }
  FuncInfo &CI = *CIp;
  size_t NArgs = Args ? Args->Elems.size() : 0, NRets = Rets ? Rets->Elems.size() : 0;
  if (NArgs != CI.Params.size() || NRets != CI.Rets.size())
    return T->err((CI.F ? "'" + Callee.Name + "'" : std::string("the prototype")) + " takes " +
                  Twine(CI.Params.size()) + " arguments and " +
                  Twine(CI.Rets.size()) + " results, the call has " + Twine(NArgs) + " and " +
                  Twine(NRets));
  // Each argument: a .param variable (read as the callee's parameter type)
  // or, for .reg parameters, a register or an immediate.
  std::vector<Value *> Vals;
  for (size_t A = 0; A < NArgs; ++A) {
    const Operand &O = Args->Elems[A];
    const ParamInfo &P = CI.Params[A];
    Value *S = O.K == Operand::Symbol && !T->lookup(O) ? symbol(O.Name) : nullptr;
    if (S && !P.IsReg) {
      if (!isa<AllocaInst>(S))
        return T->err("argument '" + O.Name + "' is not a .param variable");
      Vals.push_back(B.CreateLoad(P.IRTy, S));
      continue;
    }
    if (!P.IsReg)
      return T->err("argument " + Twine(A) + " of a .param parameter is not a .param variable");
    auto V = T->readInt(O, P.IRTy->getIntegerBitWidth());
    if (!V)
      return V.takeError();
    Vals.push_back(*V);
  }
  // Aggregate kernel-style parameters never reach here: .func aggregates are arrays.
  CallInst *C = Target ? B.CreateCall(Indirect.Type, Target, Vals) : B.CreateCall(CI.F, Vals);
  for (size_t R = 0; R < NRets; ++R) {
    const Operand &O = Rets->Elems[R];
    const ParamInfo &P = CI.Rets[R];
    Value *V = NRets == 1 ? (Value *)C : B.CreateExtractValue(C, R);
    Value *S = O.K == Operand::Symbol && !T->lookup(O) ? symbol(O.Name) : nullptr;
    if (S && !P.IsReg) {
      if (!isa<AllocaInst>(S))
        return T->err("result '" + O.Name + "' is not a .param variable");
      B.CreateStore(V, S);
      continue;
    }
    if (!P.IsReg)
      return T->err("result " + Twine(R) + " of a .param result is not a .param variable");
    if (Error E = T->write(O, V))
      return E;
  }
  return Error::success();
}

Error BodyImporter::instruction(const oa::ptx::Instruction &I, bool &Handled) {
  Handled = true;
  if (I.Opcode == "ret") {
    for (const Modifier &Md : I.Mods)
      if (Md.Text != "uni")
        return T->unsupported("the modifier ." + Md.Text);
    return ret();
  }
  if (I.Opcode == "call")
    return call(I);
  Handled = false;
  return Error::success();
}

/// The pointer an integer address is computed from: ptrtoint P, plus
/// offsets (add), seen as a pointer of address space AS; null if V is not
/// such an address.
static Value *asPointer(IRBuilder<> &B, Value *V, unsigned AS, unsigned Depth) {
  if (Depth > 8)
    return nullptr;
  if (auto *PI = dyn_cast<PtrToIntOperator>(V)) {
    Value *P = PI->getPointerOperand();
    unsigned From = P->getType()->getPointerAddressSpace();
    if (From != AS && From != 0)
      P = B.CreateAddrSpaceCast(P, PointerType::get(B.getContext(), 0));
    if (From != AS && AS != 0)
      P = B.CreateAddrSpaceCast(P, PointerType::get(B.getContext(), AS));
    return P;
  }
  auto *Add = dyn_cast<BinaryOperator>(V);
  if (!Add || Add->getOpcode() != llvm::Instruction::Add)
    return nullptr;
  for (unsigned K = 0; K < 2; ++K)
    if (Value *P = asPointer(B, Add->getOperand(K), AS, Depth + 1))
      return B.CreateGEP(B.getInt8Ty(), P, Add->getOperand(1 - K));
  return nullptr;
}

/// PTX computes addresses as integers (mov of a variable, cvta, add);
/// translated literally they are inttoptr(ptrtoint(p) + x), which hides
/// the variable from alias analysis and SROA.  inttoptr(ptrtoint(p) + x)
/// is p + x (a GEP) wherever the PTX derived the address from p.
static void recoverPointers(llvm::Function &F) {
  std::vector<IntToPtrInst *> Casts;
  for (BasicBlock &BB : F)
    for (llvm::Instruction &I : BB)
      if (auto *C = dyn_cast<IntToPtrInst>(&I))
        Casts.push_back(C);
  for (IntToPtrInst *C : Casts) {
    IRBuilder<> B(C);
    if (Value *P = asPointer(B, C->getOperand(0), C->getType()->getPointerAddressSpace(), 0)) {
      C->replaceAllUsesWith(P);
      RecursivelyDeleteTriviallyDeadInstructions(C);
    }
  }
}

void Importer::defineFunction(FuncInfo &FI) {
  const oa::ptx::Function &PF = *FI.PF;
  FI.F->setSubprogram(DIB.createFunction(
      File, PF.Name, PF.Name, File, PF.Loc.Line, DIB.createSubroutineType(DIB.getOrCreateTypeArray({})),
      PF.Loc.Line, DINode::FlagZero, DISubprogram::SPFlagDefinition | DISubprogram::SPFlagOptimized));
  std::vector<AllocaInst *> Allocas;
  BodyImporter H(*this, FI);
  AsmTranslator T(*FI.F, H, Allocas);
  H.T = &T;
  if (Error E = T.runBody(PF.Body)) {
    error(std::move(E), PF.Loc);
    return; // T's destructor removes what it built
  }
  removeUnreachableBlocks(*FI.F); // the register allocas are in the entry block
  DominatorTree DT(*FI.F);
  PromoteMemToReg(Allocas, DT);
  recoverPointers(*FI.F);
}

ImportResult Importer::run(const oa::ptx::Module &PM) {
  ImportResult R;
  if (PM.AddressSize && PM.AddressSize != 64)
    error(AddressSizeLoc, ".address_size " + Twine(PM.AddressSize) +
                             " is not supported (oa compiles 64-bit PTX)");
  const std::string &CPU = Target;
  // Variables first (initialisers may name later ones and functions), then functions.
  std::vector<std::pair<const VarDecl *, const DeclName *>> Vars;
  for (const TopLevel &TL : PM.Items) {
    if (TL.K == TopLevel::Var) {
      for (const DeclName &N : TL.V.Names) {
        if (Globals.count(N.Name)) {
          error(N.Loc, "'" + N.Name + "' is declared twice");
          continue;
        }
        auto G = variable(TL.V, N, N.Name, /*Local=*/false);
        if (!G) {
          error(G.takeError(), TL.V.Loc);
          continue;
        }
        Globals[N.Name] = *G;
        Vars.push_back({&TL.V, &N});
      }
    } else if (TL.K == TopLevel::Func) {
      declareFunction(TL.F);
    }
  }

  // Signatures.
  for (const TopLevel &TL : PM.Items) {
    if (TL.K != TopLevel::Func)
      continue;
    FuncInfo &FI = Funcs[TL.F.Name];
    if (FI.F || FI.PF != &TL.F)
      continue;
    const oa::ptx::Function &PF = TL.F;
    bool OK = true;
    for (const VarDecl &D : PF.Params) {
      auto P = param(D, PF.IsEntry);
      if (!P) {
        error(P.takeError(), D.Loc);
        OK = false;
        continue;
      }
      FI.Params.push_back(*P);
    }
    for (const VarDecl &D : PF.Ret) {
      auto P = param(D, false);
      if (!P) {
        error(P.takeError(), D.Loc);
        OK = false;
        continue;
      }
      FI.Rets.push_back(*P);
    }
    if (!OK)
      continue;
    bool Visible = llvm::is_contained(PF.Linkage, "visible") ||
                   llvm::is_contained(PF.Linkage, "extern") || !PF.HasBody;
    llvm::Function *F = llvm::Function::Create(
        signature(FI),
        Visible ? GlobalValue::ExternalLinkage : GlobalValue::InternalLinkage, PF.Name, *M);
    FI.F = F;
    if (PF.IsEntry) {
      F->setCallingConv(CallingConv::PTX_Kernel);
      for (unsigned I = 0; I < FI.Params.size(); ++I)
        if (FI.Params[I].Aggregate) {
          Type *AT = ArrayType::get(Type::getInt8Ty(Ctx), FI.Params[I].Size);
          F->addParamAttr(I, Attribute::getWithByValType(Ctx, AT));
          F->addParamAttr(I, Attribute::getWithAlignment(Ctx, Align(FI.Params[I].Align)));
        }
      if (!CPU.empty())
        F->addFnAttr("target-cpu", CPU);
    }
    bool HasMaxNTid = false;
    for (const FuncAttr &A : PF.Attrs) {
      if (A.Name == "pragma" || A.Name == "noreturn" || A.Name == "maxnctapersm")
        continue; // hints that do not change what the code computes
      if (!PF.IsEntry || !isKernelAttr(A.Name)) {
        error(A.Loc, "the directive ." + A.Name + " is not supported" +
                         (PF.IsEntry ? "" : " on a .func"));
        continue;
      }
      std::string V;
      for (int64_t X : A.Args)
        V += (V.empty() ? "" : ",") + std::to_string(X);
      if (A.Name == "maxntid") {
        F->addFnAttr("nvvm.maxntid", V);
        HasMaxNTid = true;
      } else if (A.Name == "reqntid") {
        F->addFnAttr("nvvm.reqntid", V);
        if (!HasMaxNTid)
          F->addFnAttr("nvvm.maxntid", V);
      } else if (A.Name == "minnctapersm") {
        F->addFnAttr("nvvm.minctasm", V);
      } else {
        F->addFnAttr("nvvm.maxnreg", V);
      }
    }
  }
  // Initialisers (after the functions: tables of function pointers).
  for (auto &[D, N] : Vars)
    if (Error E = initialise(*D, *N, Globals[N->Name]))
      error(std::move(E), D->Loc);

  // Bodies (of functions whose signature imported), in the module's order.
  for (const TopLevel &TL : PM.Items)
    if (TL.K == TopLevel::Func) {
      auto KV = Funcs.find(TL.F.Name);
      FuncInfo &FI = KV->second;
      if (FI.F && FI.PF == &TL.F && FI.PF->HasBody)
        defineFunction(FI);
    }
  DIB.finalize();
  if (Errors.empty()) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    if (verifyModule(*M, &OS))
      error(SourceLoc{}, "internal error: the imported module is broken: " + Msg);
  }
  std::stable_sort(Errors.begin(), Errors.end(), [](const Diagnostic &A, const Diagnostic &B) {
    return std::make_pair(A.Loc.Line, A.Loc.Col) < std::make_pair(B.Loc.Line, B.Loc.Col);
  });
  R.Errors = std::move(Errors);
  R.Target = Target;
  R.TargetLoc = PM.TargetLoc;
  if (R.Errors.empty())
    R.M = std::move(M);
  return R;
}

} // namespace

ImportResult oa::ptx::importModule(StringRef Text, StringRef Name, LLVMContext &Ctx,
                                   StringRef DataLayout) {
  ModuleResult P = parseModule(Text);
  if (!P.ok()) {
    ImportResult R;
    R.Errors = std::move(P.Errors);
    return R;
  }
  Importer I(Ctx, Name, DataLayout);
  for (const std::string &T : P.M.Targets)
    if (StringRef(T).starts_with("sm_"))
      I.Target = T;
  // The tree keeps no position for .address_size: find it in the text.
  size_t At = Text.find(".address_size");
  if (At != StringRef::npos) {
    StringRef Before = Text.take_front(At);
    I.AddressSizeLoc = {(unsigned)Before.count('\n') + 1,
                        (unsigned)(At - (Before.rfind('\n') + 1)) + 1};
  }
  return I.run(P.M);
}
