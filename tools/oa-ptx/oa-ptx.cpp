//===-- oa-ptx.cpp - parse, check and print PTX ----------------------------===//
//
// oa-ptx [--print] [--roundtrip] [--check-views] [--count] [--asm=cuda|llvm] FILE...:
// parses each file with oa's PTX front end (lib/PTX), reports every error
// as FILE:LINE:COL, and optionally prints the tree back, checks that the
// printed text parses to the same tree, and runs the typed views
// (mma/ldmatrix/cp.async/wgmma/mbarrier) on every instruction they cover.
// oa-ptx --lower-asm FILE.ll: translates the inline PTX assembly of an LLVM
// IR module to LLVM IR (the pass oa-llc runs) and prints the module.
// oa-ptx --optimise -O3 -mcpu=sm_90 IN.bc -o OUT.bc: the optimisation
// pipeline oa-llc gives a module imported from PTX (clang's, with oa's
// target information).  It runs here, in its own process, because
// PassBuilder links every LLVM pass into a tool: in oa-llc that cost every
// compile, PTX or not, about 1.2 ms of start-up.
//
//===----------------------------------------------------------------------===//

#include "oa/PTX/Instructions.h"
#include "oa/PTX/Parser.h"
#include "oa/PTX/ToLLVM.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "SASS.h"
#include "SASSTargetMachine.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;
using namespace oa::ptx;

static cl::OptionCategory Cat("oa-ptx options");
static cl::list<std::string> Files(cl::Positional, cl::desc("<file.ptx>..."), cl::OneOrMore,
                                   cl::cat(Cat));
static cl::opt<bool> Print("print", cl::desc("print the parsed PTX to stdout"), cl::cat(Cat));
static cl::opt<bool> RoundTrip("roundtrip",
                               cl::desc("check that the printed PTX parses back to the same text"),
                               cl::cat(Cat));
static cl::opt<bool> CheckViews("check-views",
                                cl::desc("run the typed views on mma, ldmatrix, stmatrix, cp.async, "
                                         "cp.async.bulk, wgmma and mbarrier instructions"),
                                cl::cat(Cat));
static cl::opt<std::string> AsmDialect("asm",
                                       cl::desc("the file is an inline-asm body: 'cuda' (%0, %%) or "
                                                "'llvm' ($0, $$)"),
                                       cl::value_desc("cuda|llvm"), cl::cat(Cat));
static cl::opt<bool> LowerAsm("lower-asm",
                              cl::desc("read LLVM IR, translate its inline PTX assembly to LLVM IR "
                                       "and print the module (errors as oa-llc reports them)"),
                              cl::cat(Cat));
static cl::opt<bool> Stats("count", cl::desc("print the number of instructions"), cl::cat(Cat));
static cl::opt<bool> Optimise("optimise",
                              cl::desc("read a bitcode module imported from PTX, run the "
                                       "optimisation pipeline oa-llc gives it (-O, -mcpu) and "
                                       "write bitcode (-o); oa-llc runs this step"),
                              cl::cat(Cat));
static cl::opt<std::string> Output("o", cl::desc("output file of --optimise"),
                                   cl::value_desc("file"), cl::init("-"), cl::cat(Cat));
static cl::opt<char> OptLevel("O", cl::desc("--optimise: -O0 .. -O3 (default -O2)"), cl::Prefix,
                              cl::init('2'), cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("--optimise: sm_80 (default) or sm_90"),
                                 cl::init("sm_80"), cl::cat(Cat));

namespace {

struct Counts {
  unsigned Instructions = 0, Viewed = 0;
};

void walk(const std::vector<Statement> &B, const std::function<void(const oa::ptx::Instruction &)> &F) {
  for (const Statement &S : B) {
    if (S.K == Statement::Instr)
      F(S.I);
    else if (S.K == Statement::Block)
      walk(S.Body, F);
  }
}

/// The view for I, if one covers it: returns false with a message on error.
bool view(const oa::ptx::Instruction &I, std::string &Err, bool &Covered) {
  Covered = true;
  Error E = Error::success();
  StringRef Sub = I.Mods.empty() ? "" : StringRef(I.Mods[0].Text);
  StringRef Sub2 = I.Mods.size() > 1 ? StringRef(I.Mods[1].Text) : "";
  if (I.Opcode == "mma")
    E = getMma(I).takeError();
  else if (I.Opcode == "ldmatrix" || I.Opcode == "stmatrix")
    E = getMatrix(I).takeError();
  else if (I.Opcode == "cp" && Sub == "async" && Sub2 == "bulk")
    E = getBulk(I).takeError();
  else if (I.Opcode == "cp" && Sub == "async")
    E = getCpAsync(I).takeError();
  else if (I.Opcode == "wgmma")
    E = getWgmma(I).takeError();
  else if (I.Opcode == "mbarrier")
    E = getMbarrier(I).takeError();
  else
    Covered = false;
  if (!E)
    return true;
  handleAllErrors(std::move(E), [&](const PTXError &P) { Err = formatDiagnostic("", P.D); },
                  [&](const ErrorInfoBase &B) { Err = B.message(); });
  return false;
}

std::string printed(const ModuleResult &R, Dialect D, const AsmResult *A) {
  std::string S;
  raw_string_ostream OS(S);
  if (A)
    for (const Statement &St : A->Stmts)
      print(OS, St, D, 0);
  else
    print(OS, R.M);
  return S;
}

/// --lower-asm: the translation oa-llc runs before instruction selection.
int lowerAsm(StringRef File) {
  LLVMContext Ctx;
  bool Failed = false;
  struct Handler : DiagnosticHandler {
    bool *Failed;
    std::string File;
    bool handleDiagnostics(const DiagnosticInfo &DI) override {
      if (DI.getSeverity() == DS_Error)
        *Failed = true;
      DiagnosticPrinterRawOStream DP(errs());
      errs() << File << ": " << (DI.getSeverity() == DS_Error ? "error: " : "warning: ");
      DI.print(DP);
      errs() << "\n";
      return true;
    }
  };
  auto H = std::make_unique<Handler>();
  H->Failed = &Failed;
  H->File = File.str();
  Ctx.setDiagnosticHandler(std::move(H));
  SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = parseIRFile(File, Err, Ctx);
  if (!M) {
    Err.print("oa-ptx", errs());
    return 1;
  }
  for (llvm::Function &F : *M) {
    bool Changed = false;
    if (!F.isDeclaration())
      translateInlineAsm(F, Changed);
  }
  if (verifyModule(*M, &errs())) {
    errs() << "oa-ptx: error: the translated module is broken\n";
    return 1;
  }
  if (Failed)
    return 1;
  M->print(outs(), nullptr);
  return 0;
}

} // namespace

/// An imported PTX module is as unoptimised as clang -O0's IR (every PTX
/// register a value, parameters in memory): it gets the optimisation
/// pipeline clang runs before oa-llc sees CUDA, with oa's target
/// information, so that the PTX path and the .cu path compile comparable
/// IR.  -O0 still gets SROA: parameters must not stay in local memory.
static int optimise(const std::string &In) {
  if (Files.size() != 1) {
    errs() << "oa-ptx: error: --optimise takes one bitcode file\n";
    return 2;
  }
  if (OptLevel < '0' || OptLevel > '3' || !getSASSSMVersion(MCPU)) {
    errs() << "oa-ptx: error: --optimise takes -O0 .. -O3 and -mcpu=sm_80 or sm_90\n";
    return 2;
  }
  LLVMInitializeSASSTargetInfo();
  LLVMInitializeSASSTargetMC();
  LLVMInitializeSASSTarget();
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = parseIRFile(In, Err, Ctx);
  if (!M) {
    Err.print("oa-ptx", errs());
    return 1;
  }
  std::string TErr;
  Triple TT = M->getTargetTriple();
  const Target *T = TargetRegistry::lookupTarget("sass", TT, TErr);
  if (!T) {
    errs() << "oa-ptx: error: " << TErr << "\n";
    return 1;
  }
  CodeGenOptLevel OL = OptLevel == '0'   ? CodeGenOptLevel::None
                       : OptLevel == '1' ? CodeGenOptLevel::Less
                       : OptLevel == '2' ? CodeGenOptLevel::Default
                                         : CodeGenOptLevel::Aggressive;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      M->getTargetTriple(), MCPU, "", TargetOptions(), Reloc::Static, CodeModel::Small, OL));
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PipelineTuningOptions PTO;
  // The SASS backend selects no IR vectors beyond what its own
  // load/store vectoriser makes.
  PTO.LoopVectorization = false;
  PTO.SLPVectorization = false;
  PassBuilder PB(TM.get(), PTO);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (OL == CodeGenOptLevel::None) {
    FunctionPassManager FPM;
    FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
  } else {
    OptimizationLevel L = OL == CodeGenOptLevel::Less      ? OptimizationLevel::O1
                          : OL == CodeGenOptLevel::Default ? OptimizationLevel::O2
                                                           : OptimizationLevel::O3;
    MPM = PB.buildPerModuleDefaultPipeline(L);
  }
  MPM.run(*M, MAM);
  std::error_code EC;
  ToolOutputFile Out(Output, EC, sys::fs::OF_None);
  if (EC) {
    errs() << "oa-ptx: error: cannot open '" << Output << "': " << EC.message() << "\n";
    return 1;
  }
  WriteBitcodeToFile(*M, Out.os());
  Out.keep();
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "oa PTX parser: check, print and round-trip PTX\n");
  Dialect D = Dialect::File;
  if (AsmDialect == "cuda")
    D = Dialect::CudaAsm;
  else if (AsmDialect == "llvm")
    D = Dialect::LLVMAsm;
  else if (!AsmDialect.empty()) {
    errs() << "oa-ptx: error: --asm takes 'cuda' or 'llvm'\n";
    return 2;
  }
  if (Optimise)
    return optimise(Files.front());
  int RC = 0;
  if (LowerAsm) {
    for (const std::string &F : Files)
      RC |= lowerAsm(F);
    return RC;
  }
  for (const std::string &F : Files) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFileOrSTDIN(F);
    if (!Buf) {
      errs() << "oa-ptx: error: cannot read " << F << ": " << Buf.getError().message() << "\n";
      RC = 1;
      continue;
    }
    StringRef Text = (*Buf)->getBuffer();
    ModuleResult MR;
    AsmResult AR;
    bool IsAsm = D != Dialect::File;
    if (IsAsm)
      AR = parseAsm(Text, D);
    else {
      ParseOptions O;
      MR = parseModule(Text, O);
    }
    const std::vector<Diagnostic> &Errs = IsAsm ? AR.Errors : MR.Errors;
    for (const Diagnostic &Dg : Errs)
      errs() << formatDiagnostic(F, Dg) << "\n";
    if (!Errs.empty()) {
      RC = 1;
      continue;
    }
    Counts C;
    auto Each = [&](const oa::ptx::Instruction &I) {
      ++C.Instructions;
      if (!CheckViews)
        return;
      std::string Err;
      bool Covered;
      if (!view(I, Err, Covered)) {
        errs() << F << Err << "\n";
        RC = 1;
      }
      C.Viewed += Covered;
    };
    if (IsAsm)
      walk(AR.Stmts, Each);
    else
      for (const TopLevel &T : MR.M.Items)
        if (T.K == TopLevel::Func)
          walk(T.F.Body, Each);
    std::string Once = printed(MR, D, IsAsm ? &AR : nullptr);
    if (Print)
      outs() << Once;
    if (RoundTrip) {
      std::string Twice;
      if (IsAsm) {
        AsmResult A2 = parseAsm(Once, D);
        for (const Diagnostic &Dg : A2.Errors)
          errs() << formatDiagnostic(F + " (printed)", Dg) << "\n";
        Twice = A2.ok() ? printed(MR, D, &A2) : "";
      } else {
        ModuleResult M2 = parseModule(Once);
        for (const Diagnostic &Dg : M2.Errors)
          errs() << formatDiagnostic(F + " (printed)", Dg) << "\n";
        Twice = M2.ok() ? printed(M2, D, nullptr) : "";
      }
      if (Twice != Once) {
        errs() << "oa-ptx: error: " << F << ": the printed PTX does not parse back to the same text\n";
        RC = 1;
      }
    }
    if (Stats)
      outs() << F << ": " << C.Instructions << " instructions"
             << (CheckViews ? ", " + std::to_string(C.Viewed) + " checked by the typed views" : "")
             << "\n";
  }
  return RC;
}
