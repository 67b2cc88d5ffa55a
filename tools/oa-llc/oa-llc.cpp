//===-- oa-llc.cpp - LLVM IR to SASS listings and cubins -------------------===//
//
// Like llc for the SASS target.  Takes the IR Clang emits for CUDA device code
// (nvptx64 triple, NVVM intrinsics, ptx_kernel functions) or IR written for
// oa, compiles every kernel with oa's code generator and writes either the
// SASS listing (-filetype=asm, input for oa-mc) or a cubin (-filetype=obj).
//
// Device functions are inlined into their kernels before code generation:
// oa has no call ABI yet, so a call that cannot be inlined (recursion, an
// external declaration) is reported as an error.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "SASS.h"
#include "SASSTargetMachine.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/DriverFunctions.h"
#include "oa/PTX/Import.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Pass.h"
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Pass.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/Scalar.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils.h"
#include <chrono>

using namespace llvm;

extern "C" {
void LLVMInitializeSASSTargetInfo();
void LLVMInitializeSASSTargetMC();
void LLVMInitializeSASSTarget();
void LLVMInitializeSASSAsmPrinter();
}

static cl::OptionCategory Cat("oa-llc options");
static cl::opt<std::string> Input(cl::Positional, cl::desc("<input .ll/.bc/.mir/.ptx>"), cl::init("-"), cl::cat(Cat));
static cl::opt<std::string> Output("o", cl::desc("Output file ('-' for stdout)"), cl::value_desc("file"), cl::init(""), cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("Target SM: sm_80 or sm_90 (default: the IR's target-cpu, else sm_80)"), cl::init(""), cl::cat(Cat));
static cl::opt<char> OptLevel("O", cl::desc("Optimization level: -O0, -O1, -O2 (default) or -O3"), cl::Prefix, cl::init('2'), cl::cat(Cat));
static cl::opt<unsigned> MaxRRegCount("maxrregcount", cl::desc("Most registers a thread may use (as nvcc's -maxrregcount)"), cl::init(0), cl::cat(Cat));
enum FileType { FT_Asm, FT_Obj, FT_Null, FT_LL };
static cl::opt<FileType> Filetype("filetype", cl::init(FT_Asm), cl::desc("Output type"),
                                  cl::values(clEnumValN(FT_Asm, "asm", "SASS listing (oa-mc input)"),
                                             clEnumValN(FT_Obj, "obj", "cubin"),
                                             clEnumValN(FT_Null, "null", "compile, write nothing"),
                                             clEnumValN(FT_LL, "ll", "a .ptx input as LLVM IR, as imported (before optimisation)")),
                                  cl::cat(Cat));
static cl::list<std::string> RunPasses(
    "run-pass", cl::desc("Run only these machine passes on a .mir input and print MIR "
                         "(as llc; comma-separated, or repeated)"),
    cl::value_desc("pass-name"), cl::CommaSeparated, cl::cat(Cat));
// As clang in a release build: the input is verified once (user input),
// but not again between the code generator's IR passes, which cost 10-20%
// of a small kernel's compile; tests and fuzzers turn it on.
static cl::opt<bool> VerifyEach("verify-each", cl::desc("Verify the IR again after oa-llc's IR passes (as llc does)"), cl::cat(Cat));
static cl::opt<bool> TimeCompile("time-compile", cl::desc("Print the wall time of code generation to stderr"), cl::cat(Cat));

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "oa-llc") << Msg << "\n";
  return 1;
}

namespace {
/// Prints diagnostics as `file: error: ...` and remembers whether any was an
/// error, so the tool exits non-zero instead of writing a broken cubin.
struct DiagHandler : DiagnosticHandler {
  bool *HadError;
  explicit DiagHandler(bool *E) : HadError(E) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Remark || DI.getSeverity() == DS_Note)
      return true;
    if (DI.getSeverity() == DS_Error)
      *HadError = true;
    DiagnosticPrinterRawOStream DP(errs());
    errs() << (Input == "-" ? "<stdin>" : Input.getValue()) << ": "
           << (DI.getSeverity() == DS_Error ? "error: " : "warning: ");
    DI.print(DP);
    errs() << "\n";
    return true;
  }
};
} // namespace

/// The last line of defence: an internal error of the code generator (a node
/// the selector has no pattern for, say) is reported as a located error and
/// exit status 1, not an abort with a stack dump.
static void fatalErrorHandler(void *, const char *Reason, bool) {
  std::string Where = describeSASSISelPosition();
  errs() << (Input == "-" ? "<stdin>" : Input.getValue()) << ": error: "
         << (Where.empty() ? "" : Where + ": ")
         << "unsupported construct (internal error: " << Reason << ")\n";
  sys::RunInterruptHandlers();
  sys::Process::Exit(1, /*NoCleanup=*/true);
}

/// A function the CUDA driver provides and binds at load time (vprintf,
/// malloc, free, __assertfail: oa/Cubin/DriverFunctions.h).
static bool isDriverFunction(const Function &F) {
  return oa::isDriverFunction(F.getName());
}

static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

/// Older frontends mark kernels and launch bounds in !nvvm.annotations;
/// Clang 22 uses the ptx_kernel convention and function attributes.
static void upgradeAnnotations(Module &M) {
  NamedMDNode *NMD = M.getNamedMetadata("nvvm.annotations");
  if (!NMD)
    return;
  for (MDNode *N : NMD->operands()) {
    if (N->getNumOperands() < 3)
      continue;
    auto *VM = dyn_cast_or_null<ValueAsMetadata>(N->getOperand(0));
    auto *F = VM ? dyn_cast<Function>(VM->getValue()) : nullptr;
    if (!F)
      continue;
    for (unsigned I = 1; I + 1 < N->getNumOperands(); I += 2) {
      auto *Key = dyn_cast<MDString>(N->getOperand(I));
      auto *Val = mdconst::dyn_extract<ConstantInt>(N->getOperand(I + 1));
      if (!Key || !Val)
        continue;
      StringRef K = Key->getString();
      if (K == "kernel" && Val->getZExtValue())
        F->setCallingConv(CallingConv::PTX_Kernel);
      else if (K == "maxntidx" && !F->hasFnAttribute("nvvm.maxntid"))
        F->addFnAttr("nvvm.maxntid", utostr(Val->getZExtValue()));
      else if (K == "minctasm" && !F->hasFnAttribute("nvvm.minctasm"))
        F->addFnAttr("nvvm.minctasm", utostr(Val->getZExtValue()));
      else if (K == "maxnreg" && !F->hasFnAttribute("nvvm.maxnreg"))
        F->addFnAttr("nvvm.maxnreg", utostr(Val->getZExtValue()));
    }
  }
}

/// The C++ runtime functions nvcc provides on the device, which clang only
/// declares: `new` and `delete` call the allocation functions, here the
/// driver's malloc and free (its heap, cudaLimitMallocHeapSize); a pure or
/// deleted virtual function's vtable entry is a function that traps.  Each
/// declared one gets that body (it is then inlined or numbered); the
/// aligned and nothrow-tagged forms stay undefined and are reported.
static void defineRuntimeFunctions(Module &M) {
  LLVMContext &Ctx = M.getContext();
  auto *Ptr = PointerType::getUnqual(Ctx);
  auto *I64 = Type::getInt64Ty(Ctx);
  for (Function &F : M) {
    if (!F.isDeclaration())
      continue;
    StringRef N = F.getName();
    if ((N == "__cxa_pure_virtual" || N == "__cxa_deleted_virtual") && F.arg_empty() &&
        F.getReturnType()->isVoidTy()) {
      IRBuilder<> B(BasicBlock::Create(Ctx, "", &F));
      B.CreateIntrinsic(Intrinsic::trap, {});
      B.CreateUnreachable();
      F.setLinkage(GlobalValue::InternalLinkage);
      continue;
    }
    bool New = N == "_Znwm" || N == "_Znam";
    bool Delete = N == "_ZdlPv" || N == "_ZdaPv" || N == "_ZdlPvm" || N == "_ZdaPvm";
    if ((!New && !Delete) || F.arg_empty() || F.isVarArg() ||
        F.getArg(0)->getType() != (New ? (Type *)I64 : Ptr) ||
        F.getReturnType() != (New ? (Type *)Ptr : Type::getVoidTy(Ctx)))
      continue;
    IRBuilder<> B(BasicBlock::Create(Ctx, "", &F));
    if (New) {
      FunctionCallee Malloc = M.getOrInsertFunction("malloc", Ptr, I64);
      B.CreateRet(B.CreateCall(Malloc, {F.getArg(0)}));
    } else {
      FunctionCallee Free = M.getOrInsertFunction("free", B.getVoidTy(), Ptr);
      B.CreateCall(Free, {F.getArg(0)});
      B.CreateRetVoid();
    }
    F.setLinkage(GlobalValue::InternalLinkage);
  }
}

/// clang's threadIdx, blockIdx, blockDim, gridDim and warpSize are extern
/// empty structs whose member functions read special registers; unoptimised
/// code passes their address as `this` (dim3 d = blockDim; cooperative
/// groups), and oa cannot take the address of an extern global.  Nothing
/// reads them, so each function gets a byte of its own stack instead.
static void replaceBuiltinVarAddresses(Module &M) {
  for (GlobalVariable &G : M.globals()) {
    auto *ST = dyn_cast<StructType>(G.getValueType());
    if (!G.isDeclaration() || !ST || !ST->hasName() ||
        !ST->getName().starts_with("struct.__cuda_builtin_"))
      continue;
    convertUsersOfConstantsToInstructions({&G});
    DenseMap<Function *, AllocaInst *> Byte;
    for (User *U : make_early_inc_range(G.users())) {
      auto *C = dyn_cast<AddrSpaceCastInst>(U);
      if (!C)
        continue;
      Function *F = C->getFunction();
      AllocaInst *&A = Byte[F];
      if (!A) {
        IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
        A = B.CreateAlloca(B.getInt8Ty(), M.getDataLayout().getAllocaAddrSpace());
      }
      IRBuilder<> B(C);
      C->replaceAllUsesWith(B.CreateAddrSpaceCast(A, C->getType()));
      C->eraseFromParent();
    }
  }
}

/// Readies the module for oa's code generator: oa's data layout, no NVPTX
/// target features, every device function inlinable.  Returns false (after
/// printing an error) for what oa cannot compile.
static bool prepareModule(Module &M, std::string &CPU, bool Imported) {
  upgradeAnnotations(M);
  replaceBuiltinVarAddresses(M);
  defineRuntimeFunctions(M);
  if (CPU.empty())
    for (Function &F : M)
      if (isKernel(F) && F.hasFnAttribute("target-cpu")) {
        CPU = F.getFnAttribute("target-cpu").getValueAsString().str();
        break;
      }
  if (CPU.empty())
    CPU = "sm_80";
  unsigned SM = getSASSSMVersion(CPU);
  if (!SM) {
    fail("unsupported target '" + CPU + "' (oa targets sm_80 and sm_90)");
    return false;
  }
  CPU = "sm_" + std::to_string(SM);

  M.setDataLayout(SASSTargetMachine::dataLayoutString());
  // Indirect calls become direct ones first, so that inlining and the
  // recursion check below see them.  An imported PTX module is numbered
  // after its optimisation (main): SimplifyCFG would end the trap that
  // catches a bad pointer with `unreachable`, and the switch's arms would
  // lose their common post-dominator, the join SASSConvergence
  // reconverges them at.
  bool OK = Imported || SASS::numberFunctionPointers(M), AnyKernel = false;
  // Under the call ABI, recursive functions and the user's __noinline__
  // ones (noinline without clang -O0's optnone) stay calls.
  SmallPtrSet<Function *, 8> Calls;
  if (SASS::callABIEnabled()) {
    CallGraph CG(M);
    for (auto I = scc_begin(&CG); !I.isAtEnd(); ++I) {
      bool Recursive = I->size() > 1;
      Function *F = I->front()->getFunction();
      for (auto &R : *I->front())
        if (F && R.second->getFunction() == F)
          Recursive = true;
      if (Recursive)
        for (CallGraphNode *N : *I)
          if (Function *G = N->getFunction())
            Calls.insert(G);
    }
    for (Function &F : M)
      if (F.hasFnAttribute(Attribute::NoInline) && !F.hasFnAttribute(Attribute::OptimizeNone))
        Calls.insert(&F);
  }
  for (Function &F : M) {
    F.removeFnAttr("target-cpu");
    F.removeFnAttr("target-features");
    F.removeFnAttr("tune-cpu");
    if (F.isDeclaration())
      continue;
    // optnone (clang -O0) would skip the IR passes code generation needs
    // (InferAddressSpaces); how much is optimised is -O's business.
    F.removeFnAttr(Attribute::OptimizeNone);
    if (isKernel(F)) {
      AnyKernel = true;
      continue;
    }
    // Internal, so that nothing of it is left once it is inlined.
    F.setLinkage(GlobalValue::InternalLinkage);
    if (Calls.count(&F)) {
      F.addFnAttr(Attribute::NoInline);
      continue;
    }
    F.removeFnAttr(Attribute::NoInline);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  if (!AnyKernel) {
    fail("'" + M.getModuleIdentifier() + "' defines no kernel (a ptx_kernel function or an nvvm.annotations \"kernel\")");
    return false;
  }

  // Calls that inlining cannot remove: recursion and undefined functions.
  CallGraph CG(M);
  for (auto I = scc_begin(&CG); !I.isAtEnd(); ++I) {
    const std::vector<CallGraphNode *> &SCC = *I;
    Function *F = SCC.front()->getFunction();
    if (!F)
      continue;
    bool Recursive = SCC.size() > 1;
    for (auto &R : *SCC.front())
      if (R.second->getFunction() == F)
        Recursive = true;
    if (Recursive && !SASS::callABIEnabled()) {
      std::string Where;
      if (const DISubprogram *SP = F->getSubprogram(); SP && SP->getLine())
        Where = SP->getFilename().str() + ":" + std::to_string(SP->getLine()) + ":0: ";
      fail(Where + "function '" + F->getName() +
           "' is recursive: oa inlines every device function (the call ABI "
           "for recursion is experimental: -sass-call-abi)");
      OK = false;
    }
  }
  // The call's source line, where the IR has one (oa-cc asks clang for line
  // tables): "FILE:LINE:COL: ".
  auto At = [](const Instruction &I) -> std::string {
    const DILocation *L = I.getDebugLoc().get();
    if (!L || !L->getLine())
      return "";
    std::string Dir = L->getDirectory().str(), File = L->getFilename().str();
    if (!Dir.empty() && !File.empty() && File[0] != '/')
      File = Dir + "/" + File;
    return File + ":" + std::to_string(L->getLine()) + ":" + std::to_string(L->getColumn()) + ": ";
  };
  // Scalable vectors (<vscale x N x T>) and llvm.vscale are SVE's and
  // RISC-V V's: NVIDIA GPUs have none, and LLVM's own passes abort on them
  // (LoadStoreVectorizer: "Cannot implicitly convert a scalable size").  One
  // error per function, before any pass runs.
  for (Function &F : M) {
    // What of I is scalable, as the error names it; empty if nothing.
    auto Scalable = [](const Instruction &I) -> std::string {
      Type *T = nullptr;
      if (auto *II = dyn_cast<IntrinsicInst>(&I); II && II->getIntrinsicID() == Intrinsic::vscale)
        return "'llvm.vscale'";
      if (auto *A = dyn_cast<AllocaInst>(&I); A && A->getAllocatedType()->isScalableTy())
        T = A->getAllocatedType();
      else if (auto *G = dyn_cast<GetElementPtrInst>(&I);
               G && G->getSourceElementType()->isScalableTy())
        T = G->getSourceElementType();
      else if (I.getType()->isScalableTy())
        T = I.getType();
      for (const Use &U : I.operands())
        if (!T && U->getType()->isScalableTy())
          T = U->getType();
      std::string S;
      if (T)
        raw_string_ostream(S) << "'" << *T << "'";
      return S;
    };
    std::string What, Where;
    for (Argument &A : F.args())
      if (What.empty() && A.getType()->isScalableTy())
        What = "argument '" + A.getName().str() + "'";
    for (Instruction &I : instructions(F))
      if (What.empty() && !(What = Scalable(I)).empty())
        Where = At(I);
    if (!What.empty()) {
      fail(Where + "scalable vector " + What + " in '" + F.getName() +
           "': NVIDIA GPUs have no scalable vectors (use fixed-width vectors)");
      OK = false;
    }
  }
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          Function *Callee = CB->getCalledFunction();
          if (CB->isInlineAsm()) // PTX, translated by the codegen pipeline
            continue;
          if (!Callee) {
            if (Imported)
              continue;
            fail(At(I) + "indirect call in '" + F.getName() +
                 "' left after numbering function pointers (internal error)");
            OK = false;
          } else if (Callee->isDeclaration() && !Callee->isIntrinsic() &&
                     !isDriverFunction(*Callee) &&
                     // oa's own operations the code generator selects
                     // (oa.wgmma.*: lib/PTX/ToLLVMAsync.cpp, SASSWgmma.cpp)
                     !Callee->getName().starts_with("oa.")) {
            fail(At(I) + "call to undefined function '" + Callee->getName() + "' in '" +
                 F.getName() + "' (oa links no device libraries; define it, link the device "
                 "object that does (oa-cc -dc), or use an intrinsic)");
            OK = false;
          } else if (isKernel(*Callee)) {
            fail(At(I) + "kernel '" + Callee->getName() + "' called from '" + F.getName() +
                 "': dynamic parallelism is not supported");
            OK = false;
          }
        }
  return OK;
}

/// An imported PTX module is as unoptimised as clang -O0's IR: it gets the
/// optimisation pipeline clang runs before oa-llc sees CUDA, in `oa-ptx
/// --optimise` (the tool beside this one): LLVM's PassBuilder, linked in
/// here, cost every compile about 1.2 ms of start-up (13% of a small
/// kernel's), PTX or not.  Returns the optimised module, or null after the
/// child's error.
static std::unique_ptr<Module> optimiseImported(std::unique_ptr<Module> M, StringRef CPU,
                                                const char *Argv0) {
  std::string Self = sys::fs::getMainExecutable(Argv0, (void *)&optimiseImported);
  SmallString<256> Exe(sys::path::parent_path(Self));
  sys::path::append(Exe, "oa-ptx");
  if (!sys::fs::can_execute(Exe)) {
    fail("cannot find '" + Exe + "', which optimises an imported PTX module");
    return nullptr;
  }
  SmallString<128> In, Out;
  int FD;
  if (std::error_code EC = sys::fs::createTemporaryFile("oa-llc-ptx", "bc", FD, In)) {
    fail("cannot create a temporary file: " + EC.message());
    return nullptr;
  }
  FileRemover RemoveIn(In);
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    WriteBitcodeToFile(*M, OS);
  }
  if (std::error_code EC = sys::fs::createTemporaryFile("oa-llc-ptx-opt", "bc", Out)) {
    fail("cannot create a temporary file: " + EC.message());
    return nullptr;
  }
  FileRemover RemoveOut(Out);
  std::string O = "-O" + std::string(1, OptLevel.getValue()), Mcpu = ("-mcpu=" + CPU).str();
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Exe, {Exe, "--optimise", O, Mcpu, In, "-o", Out}, std::nullopt,
                               {}, 0, 0, &ErrMsg);
  if (RC != 0) {
    fail("'" + Exe + " --optimise' failed" + (ErrMsg.empty() ? "" : ": " + ErrMsg));
    return nullptr;
  }
  SMDiagnostic Err;
  std::unique_ptr<Module> R = parseIRFile(Out, Err, M->getContext());
  if (!R) {
    Err.print("oa-llc", errs());
    return nullptr;
  }
  R->setModuleIdentifier(M->getModuleIdentifier());
  R->setSourceFileName(M->getSourceFileName());
  return R;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  LLVMInitializeSASSTargetInfo();
  LLVMInitializeSASSTargetMC();
  LLVMInitializeSASSTarget();
  LLVMInitializeSASSAsmPrinter();
  cl::AddExtraVersionPrinter([](raw_ostream &OS) {
    OS << "oa-llc: OpenAssembler code generator for sm_80 and sm_90\n";
  });
  cl::HideUnrelatedOptions({&Cat, &getColorCategory()});
  // Keep the codegen debugging options users of llc reach for.
  for (const char *Name : {"print-after-all", "print-before-all", "print-after",
                           "print-before", "verify-machineinstrs", "stop-after",
                           "stop-before", "debug-pass", "filter-print-funcs",
                           "regalloc", "misched", "enable-misched",
                           "start-after", "start-before"}) {
    auto &Opts = cl::getRegisteredOptions();
    auto It = Opts.find(Name);
    if (It != Opts.end())
      It->second->setHiddenFlag(cl::NotHidden), It->second->addCategory(Cat);
  }
  // OA_LLC_OPTIONS adds options to every run (the tests set -verify-each).
  cl::ParseCommandLineOptions(argc, argv, "oa-llc: LLVM IR to SASS for sm_80 / sm_90\n",
                              nullptr, nullptr, "OA_LLC_OPTIONS");

  CodeGenOptLevel OL;
  switch (OptLevel) {
  case '0': OL = CodeGenOptLevel::None; break;
  case '1': OL = CodeGenOptLevel::Less; break;
  case '2': OL = CodeGenOptLevel::Default; break;
  case '3': OL = CodeGenOptLevel::Aggressive; break;
  default: return fail("invalid optimization level -O" + Twine(OptLevel.getValue()));
  }

  install_fatal_error_handler(fatalErrorHandler);
  LLVMContext Ctx;
  bool HadError = false;
  Ctx.setDiagnosticHandler(std::make_unique<DiagHandler>(&HadError));
  SMDiagnostic Err;
  // A .mir file holds a module and its machine functions (as llc reads it),
  // for running single machine passes and testing them.
  std::unique_ptr<MIRParser> MIR;
  std::unique_ptr<Module> M;
  bool IsPTX = false;
  if (StringRef(Input).ends_with(".mir")) {
    MIR = createMIRParserFromFile(Input, Err, Ctx);
    if (MIR)
      M = MIR->parseIRModule([](StringRef, StringRef) {
        return std::optional<std::string>(SASSTargetMachine::dataLayoutString());
      });
  } else if (StringRef(Input).ends_with(".ptx")) {
    // A PTX module (lib/PTX/Import.cpp): errors are FILE:LINE:COL.
    if (!RunPasses.empty())
      return fail("-run-pass needs a .mir input");
    auto Buf = MemoryBuffer::getFileOrSTDIN(Input);
    if (!Buf)
      return fail("cannot read '" + Input + "': " + Buf.getError().message());
    oa::ptx::ImportResult R = oa::ptx::importModule((*Buf)->getBuffer(), Input, Ctx,
                                                    SASSTargetMachine::dataLayoutString());
    for (const oa::ptx::Diagnostic &D : R.Errors)
      errs() << oa::ptx::formatDiagnostic(Input, D) << "\n";
    if (!R.ok())
      return 1;
    M = std::move(R.M);
    IsPTX = true;
    // As ptxas: PTX for a newer SM than -mcpu does not compile for it.
    auto SMNumber = [](StringRef CPU) {
      unsigned N = 0;
      CPU.consume_front("sm_");
      CPU.take_while(isDigit).getAsInteger(10, N);
      return N;
    };
    if (!MCPU.empty() && !R.Target.empty() && SMNumber(R.Target) > SMNumber(MCPU)) {
      errs() << oa::ptx::formatDiagnostic(
                    Input, {R.TargetLoc, "the PTX is for " + R.Target + ", which " + MCPU +
                                             " cannot run (-mcpu; as ptxas, PTX compiles for "
                                             "its .target or a newer SM)"})
             << "\n";
      return 1;
    }
  } else {
    if (!RunPasses.empty())
      return fail("-run-pass needs a .mir input");
    M = parseIRFile(Input, Err, Ctx);
  }
  if (!M) {
    Err.print("oa-llc", errs());
    return 1;
  }
  if (Filetype == FT_LL) {
    if (!IsPTX)
      return fail("-filetype=ll is for .ptx inputs");
    std::error_code EC;
    ToolOutputFile Out(Output.empty() ? "-" : Output.getValue(), EC, sys::fs::OF_Text);
    if (EC)
      return fail("cannot open '" + Output + "': " + EC.message());
    M->print(Out.os(), nullptr);
    Out.keep();
    return 0;
  }
  std::string CPU = MCPU;
  if (MIR) {
    if (CPU.empty())
      CPU = "sm_80";
    if (unsigned SM = getSASSSMVersion(CPU))
      CPU = "sm_" + std::to_string(SM);
    M->setDataLayout(SASSTargetMachine::dataLayoutString());
  } else if (!prepareModule(*M, CPU, IsPTX)) {
    return 1;
  }
  if (verifyModule(*M, &errs()))
    return fail("input module is broken");

  const Target *T = nullptr;
  for (const Target &Tgt : TargetRegistry::targets())
    if (StringRef(Tgt.getName()) == "sass")
      T = &Tgt;
  if (!T)
    return fail("the SASS target is not registered");
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TMBase(T->createTargetMachine(
      M->getTargetTriple(), CPU, "", Options, Reloc::Static, CodeModel::Small, OL));
  auto *TM = static_cast<SASSTargetMachine *>(TMBase.get());
  TM->setMaxRegs(MaxRRegCount);
  if (IsPTX) {
    M = optimiseImported(std::move(M), CPU, argv[0]);
    if (!M)
      return 1;
    if (!SASS::numberFunctionPointers(*M))
      return 1;
  }

  std::string OutName = Output;
  if (OutName.empty()) {
    if (Input == "-")
      OutName = "-";
    else {
      StringRef Base = Input;
      if (Base.ends_with(".ll") || Base.ends_with(".bc"))
        Base = Base.drop_back(3);
      else if (Base.ends_with(".ptx"))
        Base = Base.drop_back(4);
      OutName = (Base + (Filetype == FT_Obj ? ".cubin" : ".s")).str();
    }
  }

  legacy::PassManager PM;
  auto *MMIWP = new MachineModuleInfoWrapperPass(TM);
  if (MIR && MIR->parseMachineFunctions(*M, MMIWP->getMMI()))
    return 1;
  // Stopping early (-stop-after, -run-pass) writes MIR instead of SASS.
  bool WritesMIR = !RunPasses.empty() || !TargetPassConfig::willCompleteCodeGenPipeline();
  std::unique_ptr<ToolOutputFile> MIROut;
  if (WritesMIR) {
    std::error_code EC;
    std::string Name = Output.empty() ? "-" : Output.getValue();
    MIROut = std::make_unique<ToolOutputFile>(Name, EC, sys::fs::OF_Text);
    if (EC)
      return fail("cannot open '" + Name + "': " + EC.message());
  }
  raw_null_ostream Null;
  if (!RunPasses.empty()) {
    // As llc -run-pass: the named passes alone, then the MIR printer.
    TargetPassConfig *TPC = TM->createPassConfig(PM);
    if (TargetPassConfig::hasLimitedCodeGenPipeline())
      return fail("-run-pass cannot be combined with -start/-stop options");
    PM.add(TPC);
    PM.add(MMIWP);
    TPC->printAndVerify("");
    for (const std::string &Name : RunPasses) {
      const PassInfo *PI = PassRegistry::getPassRegistry()->getPassInfo(Name);
      if (!PI || !PI->getNormalCtor())
        return fail("unknown machine pass '" + Name + "'");
      Pass *P = PI->getNormalCtor()();
      TPC->addMachinePrePasses();
      PM.add(P);
      TPC->addMachinePostPasses(Name);
    }
    TPC->setInitialized();
    PM.add(createPrintMIRPass(MIROut->os()));
    PM.add(createFreeMachineFunctionPass());
  } else {
    if (MIR && !TargetPassConfig::hasLimitedCodeGenPipeline())
      return fail("a .mir input needs -run-pass, -start-after or -start-before");
    if (!MIR) {
      PM.add(createAlwaysInlinerLegacyPass());
      PM.add(createGlobalDCEPass());
    }
    raw_pwrite_stream &CGOut = WritesMIR ? static_cast<raw_pwrite_stream &>(MIROut->os()) : Null;
    if (TM->addPassesToEmitFile(PM, CGOut, nullptr,
                                CodeGenFileType::AssemblyFile,
                                /*DisableVerify=*/!VerifyEach, MMIWP))
      return fail("the SASS target cannot emit this file type");
  }
  auto Start = std::chrono::steady_clock::now();
  PM.run(*M);
  if (WritesMIR) {
    if (HadError)
      return 1;
    MIROut->keep();
    return 0;
  }
  if (TimeCompile)
    errs() << "oa-llc: code generation took "
           << format("%.4f", std::chrono::duration<double>(
                                 std::chrono::steady_clock::now() - Start).count())
           << " s\n";

  SASSCompiledModule &C = TM->getCompiled();
  if (HadError || C.HadError)
    return 1;
  if (Filetype == FT_Null)
    return 0;
  std::error_code EC;
  ToolOutputFile Out(OutName, EC, Filetype == FT_Obj ? sys::fs::OF_None : sys::fs::OF_Text);
  if (EC)
    return fail("cannot open '" + OutName + "': " + EC.message());
  if (Filetype == FT_Asm) {
    Out.os() << C.Listing;
  } else {
    Expected<std::vector<uint8_t>> Bytes = oa::writeCubin(C.Cubin);
    if (!Bytes)
      return fail(toString(Bytes.takeError()));
    Out.os().write(reinterpret_cast<const char *>(Bytes->data()), Bytes->size());
  }
  Out.keep();
  // As clang's -disable-free: a compiler process ends here, and tearing
  // down the module, the context and the pass managers object by object
  // costs more than the kernel freeing the whole address space does.  Not
  // when -time-passes or -stats print their reports at teardown.
  if (!TimePassesIsEnabled && !AreStatisticsEnabled()) {
    Out.os().close();
    if (Out.os().has_error()) {
      Out.os().clear_error();
      return fail("cannot write '" + OutName + "'");
    }
    sys::Process::Exit(0, /*NoCleanup=*/true);
  }
  return 0;
}
