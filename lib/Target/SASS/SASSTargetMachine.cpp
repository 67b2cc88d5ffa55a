//===-- SASSTargetMachine.cpp - SASS target machine -----------------------===//
//
// Registers the code generator and sets up its pass pipeline.
//
//===----------------------------------------------------------------------===//

#include "SASSTargetMachine.h"
#include "SASS.h"
#include "SASSMachineFunctionInfo.h"
#include "SASSMachineScheduler.h"
#include "SASSSetMaxReg.h"
#include "SASSTargetTransformInfo.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "oa/PTX/ToLLVM.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/InitializePasses.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Vectorize/LoadStoreVectorizer.h"
#include "llvm/Transforms/Utils.h"

using namespace llvm;

namespace llvm {
/// Small loops of global loads unrolled by 4 again (SASSUnrollLatency.cpp).
Pass *createSASSUnrollLatencyPass();
} // namespace llvm

// Experimental until it has run on a GPU: calls to device functions that
// are not inlined (docs/CUDA.md, "Calls").
static cl::opt<bool> CallABI(
    "sass-call-abi",
    cl::desc("Compile recursive and __noinline__ device functions as calls "
             "(experimental; without it they are inlined or refused)"),
    cl::init(false));

bool SASS::callABIEnabled() { return CallABI; }

// Not yet timed on a GPU: gemm_wmma's k loop unrolled by 2 takes 122
// registers where the loop takes 82 (nvcc's, unrolled by 4: 64).
static cl::opt<bool> UnrollTensorLoops(
    "sass-unroll-tensor-loops", cl::Hidden, cl::init(true),
    cl::desc("Unroll loops of tensor-core multiply-adds whatever their length"));

static cl::opt<unsigned> TensorUnrollCount(
    "sass-tensor-unroll-count", cl::Hidden, cl::init(2),
    cl::desc("Copies of a tensor-core loop -sass-unroll-tensor-loops makes"));

bool SASS::unrollTensorLoops() { return UnrollTensorLoops; }
unsigned SASS::tensorUnrollCount() { return TensorUnrollCount; }

static cl::opt<bool> EnableUnroll("sass-unroll", cl::Hidden, cl::init(true),
                                  cl::desc("Unroll loops in oa-llc (-O2 and -O3)"));

static cl::opt<bool> EnableSLSR("sass-slsr", cl::Hidden, cl::init(true),
                                cl::desc("Straight-line strength reduction (off: for A/B timing)"));

bool SASS::isCallee(const Function &F) {
  return F.getCallingConv() != CallingConv::PTX_Kernel;
}

extern "C" void LLVMInitializeSASSTarget() {
  RegisterTargetMachine<SASSTargetMachine> X(getTheSASSTarget());
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeSASSConvergencePass(PR);
  initializeSASSScoreboardPass(PR);
  initializeSASSLateReadRenamePass(PR);
  initializeSASSFoldConstBankPass(PR);
  initializeSASSWgmmaOperandLivenessPass(PR);
  initializeSASSEarlyPredicatePass(PR);
}

const char *SASSTargetMachine::dataLayoutString() {
  return "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p101:32:32-i64:64-i128:128-"
         "v16:16-v32:32-n16:32:64-A5";
}

SASSTargetMachine::SASSTargetMachine(const Target &T, const Triple &TT,
                                     StringRef CPU, StringRef FS,
                                     const TargetOptions &Options,
                                     std::optional<Reloc::Model> RM,
                                     std::optional<CodeModel::Model> CM,
                                     CodeGenOptLevel OL, bool JIT)
    : CodeGenTargetMachineImpl(T, dataLayoutString(), TT, CPU, FS, Options,
                               RM.value_or(Reloc::Static),
                               CM.value_or(CodeModel::Small), OL),
      TLOF(std::make_unique<TargetLoweringObjectFileELF>()) {
  // As NVPTX: warps reconverge where SASSConvergence puts BSYNC, at the
  // post-dominator of each divergent branch, so late passes must not copy a
  // conditional branch into several predecessors (block placement's tail
  // duplication) or merge tails: a region could then be armed by two parts
  // of one warp at different times (a BSYNC deadlock, difftest seeds 9036
  // and 9082; test/CodeGen/SASS/convergence-tail-dup.ll).
  setRequiresStructuredCFG(true);
  initAsmInfo();
}

SASSTargetMachine::~SASSTargetMachine() = default;

const SASSSubtarget *
SASSTargetMachine::getSubtargetImpl(const Function &F) const {
  // Clang's per-function target-cpu is honoured; its ptxNN features mean
  // nothing here and are dropped.
  Attribute CPUAttr = F.getFnAttribute("target-cpu");
  std::string CPU = CPUAttr.isValid() ? CPUAttr.getValueAsString().str()
                                      : TargetCPU;
  if (!TargetCPU.empty())
    CPU = TargetCPU; // -mcpu wins
  auto &I = SubtargetMap[CPU];
  if (!I)
    I = std::make_unique<SASSSubtarget>(TargetTriple, CPU, "", *this);
  return I.get();
}

MachineFunctionInfo *SASSTargetMachine::createMachineFunctionInfo(
    BumpPtrAllocator &Allocator, const Function &F,
    const TargetSubtargetInfo *STI) const {
  return SASSMachineFunctionInfo::create<SASSMachineFunctionInfo>(Allocator, F,
                                                                  STI);
}

ScheduleDAGInstrs *
SASSTargetMachine::createMachineScheduler(MachineSchedContext *C) const {
  return createSASSMachineScheduler(C);
}

TargetTransformInfo
SASSTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(std::make_unique<SASSTTIImpl>(this, F));
}

unsigned SASSTargetMachine::getAddressSpaceForPseudoSourceKind(unsigned Kind) const {
  switch (Kind) {
  case PseudoSourceValue::Stack:
  case PseudoSourceValue::FixedStack:
    return SASSAS::Local;
  default:
    return SASSAS::Generic;
  }
}

// Loop strength reduction is off unless -disable-lsr=false asks for it.
// Its cost model counts registers first and never sees that SASS recomputes
// an address with one IMAD at no register's cost: it kept four induction
// variables per stage loop of a bitonic sort where one serves (76,704 ->
// 60,768 warp instructions in oa-emu without it, 28 -> 22 registers);
// over the e2e, held-out and tensor suites turning it off lowered the count
// in 14 of the 15 kernels it changes and raised it in local_array (3%).
// TargetPassConfig adds the pass under LLVM's own option, which is set here
// when not given.
static void defaultDisableLSR() {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find("disable-lsr");
  if (It == Opts.end() || It->second->getNumOccurrences())
    return;
  static_cast<cl::opt<bool> *>(It->second)->setValue(true);
}

namespace {
class SASSPassConfig : public TargetPassConfig {
public:
  SASSPassConfig(SASSTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {
    defaultDisableLSR();
    // Registers of the values live after setmaxnreg, on the scheduled,
    // coalesced live intervals the allocator takes (SASSSetMaxReg.cpp).
    if (TM.getOptLevel() != CodeGenOptLevel::None)
      insertPass(&MachineSchedulerID, IdentifyingPassPtr(createSASSSetMaxRegCapsPass()));
  }
  SASSTargetMachine &getSASSTargetMachine() const {
    return getTM<SASSTargetMachine>();
  }
  void addIRPasses() override {
    addPass(oa::ptx::createInlineAsmToLLVMPass()); // inline PTX (lib/PTX/ToLLVM.cpp)
    addPass(createSASSKernelCalleesPass());
    addPass(createSASSLowerWMMAPass());
    // Address spaces first: which atomics the hardware has depends on them.
    addPass(createSASSLowerIntrinsicsPass());
    addPass(createSASSLowerArgsPass());
    addPass(createInferAddressSpacesPass());
    addPass(createSASSLowerMemIntrinsicsPass());
    addPass(createSASSMemorySpacesPass());
    bool Opt = getOptLevel() != CodeGenOptLevel::None;
    if (Opt) {
      // The stack temporaries of the copies just made word by word go, so
      // the vectoriser below sees the record's own loads and stores.
      addPass(createSROAPass());
      addPass(createSASSAggregateAtomicsPass());
      // The unroller's own preferences are SASSTTIImpl's; unrolled copies'
      // address arithmetic is what the straight-line passes below merge.
      // SASSUnrollLatency shares LoopUnroll's loop pass manager: it sees each
      // loop as LoopUnroll left it and may unroll it by 4 again.
      if (getOptLevel() >= CodeGenOptLevel::Default && EnableUnroll) {
        addPass(createLoopUnrollPass(/*OptLevel=*/3));
        addPass(createSASSUnrollLatencyPass());
        // A loop pass manager does not revisit the inner loops of a loop it
        // unrolled completely; those whose trip counts became constant then
        // (SASSTTIImpl: nests of stages) are unrolled completely by a second
        // one, after EarlyCSE has folded each copy's constants.
        addPass(createEarlyCSEPass());
        addPass(createLoopUnrollPass(/*OptLevel=*/3, /*OnlyWhenForced=*/false,
                                     /*ForgetAllSCEV=*/false, /*Threshold=*/-1,
                                     /*Count=*/-1, /*AllowPartial=*/0, /*Runtime=*/0,
                                     /*UpperBound=*/0, /*AllowPeeling=*/0));
      }
      addStraightLineScalarOptimizations();
    }
    addPass(createAtomicExpandLegacyPass());
    TargetPassConfig::addIRPasses();
    // Every loop gets a preheader (LSR asks for them when optimising): a
    // divergent loop's convergence barrier is armed there
    // (SASSConvergence.cpp); without one, as in spin-waits one after the
    // other at -O0, the threads leaving at different trips stay apart.
    if (!Opt)
      addPass(createLoopSimplifyPass());
    addPass(createSASSExpandDivRem64Pass()); // after LSR (SASSDivRem64.cpp)
    if (Opt) {
      // LSR leaves redundant address arithmetic that only GVN merges; then
      // adjacent scalar accesses become the 64/128-bit LDS/LDG/STG forms.
      addPass(createGVNPass());
      addPass(createSASSAlignAccessesPass());
      addPass(createLoadStoreVectorizerPass());
      addPass(createSROAPass());
    }
  }
  // Address arithmetic of unrolled loops: constant offsets split off GEPs
  // fold into the memory instructions' immediates, and strength reduction
  // turns the rest into adds on shared bases (what LLVM's GPU targets do).
  void addStraightLineScalarOptimizations() {
    addPass(createSeparateConstOffsetFromGEPPass());
    addPass(createSpeculativeExecutionPass());
    if (EnableSLSR)
      addPass(createStraightLineStrengthReducePass());
    // EarlyCSE, not GVN, merges what SLSR leaves: the same code over the e2e
    // suite and the CodeGen tests (146 listings), for a tenth of the time
    // (docs/results/compile-time-2026-12-05.md).
    addPass(createEarlyCSEPass());
    addPass(createNaryReassociatePass());
    addPass(createEarlyCSEPass());
  }
  // After CodeGenPrepare (which sinks compares), before the passes that
  // must directly precede instruction selection.
  bool addPreISel() override {
    addPass(createSASSCrossBlockValuesPass());
    return false;
  }
  bool addInstSelector() override {
    addPass(createSASSISelDag(getSASSTargetMachine()));
    return false;
  }
  // Guarded loads and stores predicated on SSA code, before MachineLICM and
  // the machine scheduler (SASSEarlyPredicate.cpp).  Only at -O1 and above:
  // addMachineSSAOptimization calls this only then.
  bool addILPOpts() override {
    addPass(createSASSEarlyPredicatePass());
    return true;
  }
  // Parameters and __constant__ words read in place (on SSA code, after
  // MachineLICM has hoisted their loads).
  // HGMMA's register A lives to the wait (SASSWgmmaOperandLiveness.cpp).
  void addPreRegAlloc() override {
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createSASSFoldConstBankPass());
    addPass(createSASSWgmmaOperandLivenessPass());
  }
  // Short blocks under a branch become guarded instructions
  // (SASSInstrInfo::isProfitableToIfCvt), before convergence barriers exist.
  void addPreSched2() override {
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(&IfConverterID);
  }
  void addPreEmitPass() override {
    addPass(createSASSWarpgroupPass()); // wgmma groups, setmaxnreg (SASSWarpgroup.cpp)
    if (getOptLevel() != CodeGenOptLevel::None) {
      addPass(createSASSEarlyExitPass());
      addPass(createSASSLateReadRenamePass()); // SASSLateReadRename.cpp
    }
    addPass(createSASSConvergencePass());
  }
  // Control fields are computed once the instruction order is final.
  void addPreEmitPass2() override { addPass(createSASSScoreboardPass()); }
};
} // namespace

TargetPassConfig *SASSTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new SASSPassConfig(*this, PM);
}

void SASSTargetMachine::layoutConst(const Module &M) {
  if (ConstModule == &M)
    return;
  ConstModule = &M;
  ConstOffsets.clear();
  unsigned Off = 0;
  const DataLayout &DL = M.getDataLayout();
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != SASSAS::Const)
      continue;
    Off = alignTo(Off, std::max<uint64_t>(GV.getAlign().valueOrOne().value(),
                                          DL.getABITypeAlign(GV.getValueType()).value()));
    ConstOffsets[&GV] = Off;
    Off += DL.getTypeAllocSize(GV.getValueType());
  }
  ConstSize = Off;
}

int SASSTargetMachine::getConstOffset(const GlobalVariable *GV) {
  layoutConst(*GV->getParent());
  auto It = ConstOffsets.find(GV);
  return It == ConstOffsets.end() ? -1 : (int)It->second;
}

/// Writes constant C's bytes at P (little endian); false for a constant
/// that is not plain data (an address, which would need a relocation).
static bool writeConstant(const DataLayout &DL, const Constant *C, uint8_t *P) {
  if (isa<ConstantAggregateZero>(C) || isa<UndefValue>(C) ||
      isa<ConstantPointerNull>(C))
    return true;
  if (auto *CI = dyn_cast<ConstantInt>(C)) {
    unsigned E = DL.getTypeStoreSize(C->getType());
    APInt V = CI->getValue().zext(std::max(8 * E, CI->getBitWidth()));
    for (unsigned I = 0; I < E; ++I)
      P[I] = V.extractBitsAsZExtValue(8, 8 * I);
    return true;
  }
  if (auto *CF = dyn_cast<ConstantFP>(C)) {
    APInt V = CF->getValueAPF().bitcastToAPInt();
    for (unsigned I = 0, E = DL.getTypeStoreSize(C->getType()); I < E; ++I)
      P[I] = V.extractBitsAsZExtValue(8, 8 * I);
    return true;
  }
  if (auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    uint64_t ES = DL.getTypeAllocSize(CDS->getElementType());
    for (unsigned I = 0, E = CDS->getNumElements(); I < E; ++I)
      if (!writeConstant(DL, CDS->getElementAsConstant(I), P + I * ES))
        return false;
    return true;
  }
  if (auto *CS = dyn_cast<ConstantStruct>(C)) {
    const StructLayout *SL = DL.getStructLayout(CS->getType());
    for (unsigned I = 0, E = CS->getNumOperands(); I < E; ++I)
      if (!writeConstant(DL, CS->getOperand(I), P + SL->getElementOffset(I)))
        return false;
    return true;
  }
  if (auto *CA = dyn_cast<ConstantArray>(C)) {
    uint64_t ES = DL.getTypeAllocSize(CA->getType()->getElementType());
    for (unsigned I = 0, E = CA->getNumOperands(); I < E; ++I)
      if (!writeConstant(DL, CA->getOperand(I), P + I * ES))
        return false;
    return true;
  }
  // A function pointer: its number (SASSFunctionPointers.cpp).
  if (auto *CE = dyn_cast<ConstantExpr>(C))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *CI = dyn_cast<ConstantInt>(CE->getOperand(0))) {
        APInt V = CI->getValue().zextOrTrunc(DL.getTypeStoreSizeInBits(C->getType()));
        for (unsigned I = 0, E = DL.getTypeStoreSize(C->getType()); I < E; ++I)
          P[I] = V.extractBitsAsZExtValue(8, 8 * I);
        return true;
      }
  if (auto *CV = dyn_cast<ConstantVector>(C)) {
    uint64_t ES = DL.getTypeAllocSize(CV->getType()->getElementType());
    for (unsigned I = 0, E = CV->getNumOperands(); I < E; ++I)
      if (!writeConstant(DL, CV->getOperand(I), P + I * ES))
        return false;
    return true;
  }
  return false;
}

bool SASSTargetMachine::getInitBytes(const DataLayout &DL, const Constant *C,
                                     std::vector<uint8_t> &Bytes,
                                     std::string &Why) {
  Bytes.assign(DL.getTypeAllocSize(C->getType()), 0);
  if (writeConstant(DL, C, Bytes.data()))
    return true;
  Why = "its initializer holds an address (a pointer to another global or a "
        "function), which oa cannot relocate in data yet";
  return false;
}

std::vector<uint8_t> SASSTargetMachine::getConstBank(const Module &M,
                                                     std::string &Err) {
  layoutConst(M);
  std::vector<uint8_t> Bytes(ConstSize, 0);
  for (auto &[GV, Off] : ConstOffsets) {
    if (!GV->hasInitializer())
      continue;
    std::vector<uint8_t> Init;
    std::string Why;
    if (!getInitBytes(M.getDataLayout(), GV->getInitializer(), Init, Why)) {
      Err = "__constant__ variable '" + GV->getName().str() + "': " + Why;
      continue;
    }
    std::copy(Init.begin(), Init.end(), Bytes.begin() + Off);
  }
  return Bytes;
}

unsigned SASSTargetMachine::getAddressSlot(const GlobalVariable *GV) {
  return Compiled.Cubin.addressSlot(getSymbolName(GV));
}

unsigned SASSTargetMachine::getDriverFunctionSlot(StringRef Name) {
  return Compiled.Cubin.addressSlot(Name);
}

std::string SASSTargetMachine::getSymbolName(const GlobalVariable *GV) {
  if (!GV->hasLocalLinkage())
    return GV->getName().str();
  std::string Name;
  for (char C : GV->getName())
    Name += C == '.' ? std::string("_$_") : std::string(1, C);
  return Name;
}
