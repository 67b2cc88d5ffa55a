//===-- llc-fuzzer.cpp - oa-llc's code generator on mutated IR ------------===//
//
// The input is an LLVM module (bitcode, or text for the seeds).  libFuzzer
// mutates it through LLVM's FuzzMutate (IRMutator: inject, delete and modify
// instructions, add blocks, phis and functions), so every input stays valid
// IR; the target then prepares it as oa-llc does, compiles it for sm_80
// and sm_90 in-process and writes the cubin (oa-llc -filetype=obj), which
// must read back.  A module must compile or be refused with a
// diagnostic; a "Cannot select", an assertion or a crash is a finding.
//
// Options after -ignore_remaining_args=1 (libFuzzer passes them on):
//   -mcpu=sm_80|sm_90   compile for one SM only (default: both)
//   -O0 .. -O3          code generation level (default -O2)
//   -keep-known         also compile modules with the aborts already known
//                       (hasKnownAbort), which are skipped otherwise
//
//===----------------------------------------------------------------------===//
#include "SASSTargetMachine.h"
#include "FuzzCheck.h"
#include "oa/Cubin/Cubin.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/FuzzMutate/IRMutator.h"
#include "llvm/FuzzMutate/FuzzerCLI.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

using namespace llvm;

extern "C" {
void LLVMInitializeSASSTargetInfo();
void LLVMInitializeSASSTargetMC();
void LLVMInitializeSASSTarget();
void LLVMInitializeSASSAsmPrinter();
}

static cl::opt<std::string> MCPU("mcpu", cl::desc("sm_80 or sm_90 (default: both)"));
static cl::opt<char> OptLevel("O", cl::desc("code generation level"), cl::Prefix, cl::init('2'));
static cl::opt<bool> KeepKnown("keep-known",
                               cl::desc("also compile modules with aborts already known"));

static const Target *TheTarget;
static std::unique_ptr<IRMutator> Mutator;

// A kernel for inputs that do not parse (libFuzzer's own byte mutations).
static const char *FallbackIR = R"(
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %body, label %exit
body:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %q
  %w = mul i32 %v, %n
  store i32 %w, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)";

static std::unique_ptr<Module> parseInput(const uint8_t *Data, size_t Size, LLVMContext &Ctx) {
  if (Size >= 4 && Data[0] == 'B' && Data[1] == 'C')
    return parseModule(Data, Size, Ctx);
  // The IR lexer stops at a NUL after the text: give the input one.
  std::string Text((const char *)Data, Size);
  SMDiagnostic Err;
  return parseAssemblyString(Text, Err, Ctx);
}

/// Constructs that abort code generation today (docs/Robustness.md,
/// "Backend aborts found"), which the mutator would make at every turn:
/// unless -keep-known such modules are skipped and the fuzzer looks for the
/// next kind of abort.  None is known now (i1 in memory and frem, listed
/// here before, compile).
static bool hasKnownAbort(const Module &) { return false; }

static bool isKernel(const Function &F) { return F.getCallingConv() == CallingConv::PTX_Kernel; }

/// What oa-llc's prepareModule does before code generation; false for the
/// modules oa-llc refuses with a message (no kernel, recursion, calls that
/// inlining cannot remove), which are not findings here.
static bool prepare(Module &M) {
  M.setDataLayout(SASSTargetMachine::dataLayoutString());
  bool AnyKernel = false;
  for (Function &F : M) {
    F.removeFnAttr("target-cpu");
    F.removeFnAttr("target-features");
    F.removeFnAttr("tune-cpu");
    if (F.isDeclaration())
      continue;
    F.removeFnAttr(Attribute::OptimizeNone);
    if (isKernel(F)) {
      AnyKernel = true;
      continue;
    }
    F.setLinkage(GlobalValue::InternalLinkage);
    F.removeFnAttr(Attribute::NoInline);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  if (!AnyKernel)
    return false;
  CallGraph CG(M);
  for (auto I = scc_begin(&CG); !I.isAtEnd(); ++I) {
    if (I->size() > 1)
      return false;
    for (auto &R : *I->front())
      if (R.second->getFunction() && R.second->getFunction() == I->front()->getFunction())
        return false;
  }
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          Function *Callee = CB->getCalledFunction();
          if (!Callee || (Callee->isDeclaration() && !Callee->isIntrinsic()) || isKernel(*Callee))
            return false;
        }
  return !verifyModule(M);
}

static void compile(const uint8_t *Data, size_t Size, StringRef CPU, CodeGenOptLevel OL) {
  LLVMContext Ctx;
  // Errors reported through the context (oa's clean diagnostics) are fine.
  Ctx.setDiagnosticHandlerCallBack([](const DiagnosticInfo *, void *) {});
  std::unique_ptr<Module> M = parseInput(Data, Size, Ctx);
  if (!M || verifyModule(*M) || !prepare(*M) || (!KeepKnown && hasKnownAbort(*M)))
    return;
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      M->getTargetTriple(), CPU, "", Options, Reloc::Static, CodeModel::Small, OL));
  legacy::PassManager PM;
  PM.add(createAlwaysInlinerLegacyPass());
  PM.add(createGlobalDCEPass());
  raw_null_ostream Null;
  if (TM->addPassesToEmitFile(PM, Null, nullptr, CodeGenFileType::AssemblyFile, false))
    return;
  PM.run(*M);
  // What oa-llc -filetype=obj writes: the cubin, which must read back.
  SASSCompiledModule &C = static_cast<SASSTargetMachine &>(*TM).getCompiled();
  if (C.HadError)
    return;
  Expected<std::vector<uint8_t>> Bytes = oa::writeCubin(C.Cubin);
  if (!Bytes) {
    consumeError(Bytes.takeError());
    return;
  }
  Expected<oa::CubinModule> Back = oa::readCubin(*Bytes);
  OA_FUZZ_CHECK(bool(Back), "the cubin oa-llc wrote does not read back: %s",
                Back ? "" : toString(Back.takeError()).c_str());
  OA_FUZZ_CHECK(Back->Kernels.size() == C.Cubin.Kernels.size(), "%zu kernels written, %zu read",
                C.Cubin.Kernels.size(), Back->Kernels.size());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  CodeGenOptLevel OL = OptLevel == '0'   ? CodeGenOptLevel::None
                       : OptLevel == '1' ? CodeGenOptLevel::Less
                       : OptLevel == '3' ? CodeGenOptLevel::Aggressive
                                         : CodeGenOptLevel::Default;
  for (StringRef CPU : {"sm_80", "sm_90"})
    if (MCPU.empty() || MCPU == CPU)
      compile(Data, Size, CPU, OL);
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size, size_t MaxSize,
                                          unsigned Seed) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput(Data, Size, Ctx);
  if (!M || verifyModule(*M)) {
    SMDiagnostic Err;
    M = parseAssemblyString(FallbackIR, Err, Ctx);
  }
  Mutator->mutateModule(*M, Seed, MaxSize);
  if (verifyModule(*M))
    return 0;
  return writeModule(*M, Data, MaxSize);
}

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  LLVMInitializeSASSTargetInfo();
  LLVMInitializeSASSTargetMC();
  LLVMInitializeSASSTarget();
  LLVMInitializeSASSAsmPrinter();
  parseFuzzerCLOpts(*Argc, *Argv);
  for (const Target &T : TargetRegistry::targets())
    if (StringRef(T.getName()) == "sass")
      TheTarget = &T;
  if (!TheTarget) {
    errs() << "the SASS target is not registered\n";
    return 1;
  }
  std::vector<TypeGetter> Types{Type::getInt1Ty,  Type::getInt8Ty,  Type::getInt16Ty,
                                Type::getInt32Ty, Type::getInt64Ty, Type::getHalfTy,
                                Type::getFloatTy, Type::getDoubleTy};
  std::vector<std::unique_ptr<IRMutationStrategy>> S;
  S.push_back(std::make_unique<InjectorIRStrategy>(InjectorIRStrategy::getDefaultOps()));
  S.push_back(std::make_unique<InstDeleterIRStrategy>());
  S.push_back(std::make_unique<InstModificationIRStrategy>());
  S.push_back(std::make_unique<InsertCFGStrategy>());
  S.push_back(std::make_unique<InsertPHIStrategy>());
  S.push_back(std::make_unique<SinkInstructionStrategy>());
  S.push_back(std::make_unique<ShuffleBlockStrategy>());
  S.push_back(std::make_unique<InsertFunctionStrategy>());
  Mutator = std::make_unique<IRMutator>(std::move(Types), std::move(S));
  return 0;
}
