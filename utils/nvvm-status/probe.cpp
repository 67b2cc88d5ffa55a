//===-- probe.cpp - one IR file per NVVM intrinsic ------------------------===//
//
// For every llvm.nvvm.* intrinsic LLVM knows that is not overloaded, writes
// DIR/<name>.ll: a kernel that calls it once with its own parameters as the
// arguments (constants for immarg ones) and stores the result, and
// DIR/<name>.const.ll with the integer operands constant.  Overloaded
// intrinsics are listed on stdout as "overloaded NAME" (not probed).  Used
// by utils/nvvm-status.py; built by it with llvm-config.
//
//===----------------------------------------------------------------------===//

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int main(int argc, char **argv) {
  if (argc != 2) {
    errs() << "usage: probe DIR\n";
    return 1;
  }
  std::string Dir = argv[1];
  // Two files per intrinsic: operands as kernel parameters, and integer
  // operands as the constant 31 (selectors often match constant masks,
  // offsets and clamps only).
  for (int ConstInts = 0; ConstInts < 2; ++ConstInts)
  for (unsigned ID = 1; ID < Intrinsic::num_intrinsics; ++ID) {
    std::string Name = Intrinsic::getBaseName((Intrinsic::ID)ID).str();
    if (!StringRef(Name).starts_with("llvm.nvvm."))
      continue;
    if (Intrinsic::isOverloaded((Intrinsic::ID)ID)) {
      if (!ConstInts)
        outs() << "overloaded " << Name << "\n";
      continue;
    }
    LLVMContext Ctx;
    Module M("probe", Ctx);
    M.setTargetTriple(Triple("nvptx64-nvidia-cuda"));
    M.setDataLayout("e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-"
                    "v16:16-v32:32-n16:32:64");
    FunctionType *IT = Intrinsic::getType(Ctx, (Intrinsic::ID)ID);
    AttributeList AL = Intrinsic::getAttributes(Ctx, (Intrinsic::ID)ID, IT);
    std::vector<Type *> Params{PointerType::get(Ctx, 1)};
    for (unsigned I = 0; I < IT->getNumParams(); ++I)
      if (!AL.hasParamAttr(I, Attribute::ImmArg))
        Params.push_back(IT->getParamType(I)->isIntegerTy(1) ? Type::getInt32Ty(Ctx)
                                                             : IT->getParamType(I));
    Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                   Function::ExternalLinkage, "probe", M);
    F->setCallingConv(CallingConv::PTX_Kernel);
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
    std::vector<Value *> Args;
    unsigned Next = 1;
    for (unsigned I = 0; I < IT->getNumParams(); ++I) {
      Type *T = IT->getParamType(I);
      if (AL.hasParamAttr(I, Attribute::ImmArg)) {
        Args.push_back(Constant::getNullValue(T));
        continue;
      }
      Value *V = F->getArg(Next++);
      if (ConstInts && T->isIntegerTy() && !T->isIntegerTy(1))
        Args.push_back(ConstantInt::get(T, 31));
      else
        Args.push_back(T->isIntegerTy(1) ? B.CreateTrunc(V, T) : V);
    }
    Function *Decl = Intrinsic::getOrInsertDeclaration(&M, (Intrinsic::ID)ID);
    Value *R = B.CreateCall(Decl, Args);
    Type *RT = R->getType();
    if (auto *ST = dyn_cast<StructType>(RT)) {
      R = B.CreateExtractValue(R, 0);
      RT = ST->getElementType(0);
    }
    if (!RT->isVoidTy() && !RT->isTokenTy())
      B.CreateStore(RT->isIntegerTy(1) ? B.CreateZExt(R, B.getInt32Ty()) : R, F->getArg(0));
    B.CreateRetVoid();
    std::string Err;
    raw_string_ostream ES(Err);
    if (verifyModule(M, &ES)) {
      if (!ConstInts)
        outs() << "invalid " << Name << "\n";
      continue;
    }
    std::error_code EC;
    raw_fd_ostream OS(Dir + "/" + Name + (ConstInts ? ".const" : "") + ".ll", EC);
    if (EC) {
      errs() << Dir << ": " << EC.message() << "\n";
      return 1;
    }
    M.print(OS, nullptr);
    if (!ConstInts)
      outs() << "probe " << Name << "\n";
  }
  return 0;
}
