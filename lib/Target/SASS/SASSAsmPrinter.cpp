//===-- SASSAsmPrinter.cpp - Kernels to SASS words and listings -----------===//
//
// The last code generation step.  Each instruction becomes the MCInst of its
// SASS form through the generated lowering table (SASSMCInstLower), carrying
// the control field the scoreboard pass stored on it, and is encoded by the
// codec; the kernel's words
// and facts go to the target machine's SASSCompiledModule, together with a
// listing that oa-mc assembles back to the same words.  Nothing is written to
// the MC streamer: the driver writes the listing or the cubin.
//
//===----------------------------------------------------------------------===//

#include "SASS.h"
#include "SASSRegisterInfo.h"
#include "oa/Cubin/DriverFunctions.h"
#include "SASSMCInstLower.h"
#include "SASSInstrInfo.h"
#include "SASSMachineFunctionInfo.h"
#include "SASSScoreboard.h"
#include "SASSSubtarget.h"
#include "SASSTargetMachine.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>
#include <optional>

using namespace llvm;

namespace {
class SASSAsmPrinter : public AsmPrinter {
public:
  static char ID;
  SASSAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}
  StringRef getPassName() const override { return "SASS Assembly Printer"; }
  bool runOnMachineFunction(MachineFunction &MF) override;
  void emitGlobalVariable(const GlobalVariable *GV) override {}
  bool doFinalization(Module &M) override;

private:
  /// One encoded instruction of the kernel being laid out.  A CALL to a
  /// device function placed later is lowered again once its address is
  /// known.
  struct Word {
    MCInst Enc;
    uint64_t At;
    const Function *Callee = nullptr;
    const SASSCGLowerEntry *E = nullptr;
    MCRegister Guard;
    bool GuardNeg = false;
  };
  /// The kernel being laid out: itself, then its device functions
  /// (SASSKernelCallees.cpp), one .text section.
  struct Pending {
    oa::CubinKernel K;
    std::vector<Word> Words;
    std::vector<unsigned> ParamAligns;
    std::vector<std::pair<uint64_t, std::string>> Starts; // device functions
    DenseMap<const Function *, uint64_t> Addr;
    DenseMap<const Function *, uint64_t> Frame;
    DenseMap<const Function *, SmallVector<const Function *, 2>> Calls;
    unsigned MaxReg = 1; // R1, the stack pointer, always
    // setmaxnreg: the count the kernel declares (its launch bound's).
    unsigned DeclaredRegs = 0;
    const Function *F = nullptr;
  };
  std::optional<Pending> Cur;
  bool HeaderDone = false;
  void finishKernel();
  void internalError(const Function &F, const Twine &Msg);
};
} // namespace

char SASSAsmPrinter::ID = 0;

static std::string kernelAttr(const Function &F, StringRef Name) {
  Attribute A = F.getFnAttribute(Name);
  return A.isValid() ? A.getValueAsString().str() : std::string();
}

void SASSAsmPrinter::internalError(const Function &F, const Twine &Msg) {
  F.getContext().diagnose(DiagnosticInfoGeneric(Twine("oa internal error in '") +
                                                F.getName() + "': " + Msg));
  static_cast<SASSTargetMachine &>(TM).getCompiled().HadError = true;
}

bool SASSAsmPrinter::runOnMachineFunction(MachineFunction &MF) {
  auto &STM = static_cast<SASSTargetMachine &>(TM);
  SASSCompiledModule &Out = STM.getCompiled();
  const auto &ST = MF.getSubtarget<SASSSubtarget>();
  const TargetRegisterInfo &TRI = *ST.getRegisterInfo();
  const TargetInstrInfo &TII = *ST.getInstrInfo();
  const Function &F = MF.getFunction();
  auto &MFI = *MF.getInfo<SASSMachineFunctionInfo>();
  unsigned SM = ST.getSMVersion();
  Out.Cubin.SM = SM;

  bool Callee = SASS::isCallee(F);
  if (Callee) {
    // A device function follows the kernel that owns it.
    if (!Cur || F.getFnAttribute("sass-owner").getValueAsString() != Cur->K.Name) {
      internalError(F, "a device function apart from the kernel that calls it");
      return false;
    }
  } else {
    finishKernel();
    Cur.emplace();
    Cur->F = &F;
    oa::CubinKernel &K = Cur->K;
    K.Name = F.getName().str();
    K.Params = MFI.Params;
    Cur->ParamAligns = MFI.ParamAligns;
    K.ParamBase = ST.getParamBase(); // the base the code reads parameters at
    // The shared section spans the window from 0: on sm_90 it includes the
    // 1 KiB the system reserves below 0x400 (as ptxas sizes it), else the
    // driver allocates too little and the last 1 KiB faults.
    K.SharedBytes = MFI.SharedEnd > ST.getSharedBase() || MFI.UsesDynamicShared
                        ? MFI.SharedEnd
                        : 0;
    std::string NTid = kernelAttr(F, "nvvm.maxntid");
    if (!NTid.empty()) {
      SmallVector<StringRef, 3> Parts;
      StringRef(NTid).split(Parts, ',');
      for (unsigned I = 0; I < Parts.size() && I < 3; ++I)
        Parts[I].trim().getAsInteger(10, K.MaxNTid[I]);
      for (unsigned I = 0; I < 3; ++I)
        if (!K.MaxNTid[I] && K.MaxNTid[0])
          K.MaxNTid[I] = 1;
    }
    K.FrameBytes = MF.getFrameInfo().getStackSize();
    // EIATTR_MAXREG_COUNT: the limit the allocator kept to (ptxas writes
    // its own: 168 for __launch_bounds__(384, 1), 255 without a bound).
    K.MaxRegCount = SASSRegisterInfo::getRegLimit(MF);
  }
  Pending &P = *Cur;
  oa::CubinKernel &K = P.K;
  // Where this function starts in the kernel's section.
  const uint64_t Base = P.Words.size() * 16;
  P.Addr[&F] = Base;
  P.Frame[&F] = MF.getFrameInfo().getStackSize();
  if (Callee)
    P.Starts.push_back({Base, F.getName().str()});

  // Every instruction is 16 bytes: block addresses are known up front.
  DenseMap<const MachineBasicBlock *, uint64_t> BlockAddr;
  // A warp leaves "BSYNC Bn" at the address BSSY Bn named: the instruction
  // after the BSYNC (as ptxas does), never the BSYNC itself.
  DenseMap<std::pair<const MachineBasicBlock *, int64_t>, uint64_t> ResumeAddr;
  uint64_t PC = Base;
  for (const MachineBasicBlock &MBB : MF) {
    BlockAddr[&MBB] = PC;
    for (const MachineInstr &MI : MBB)
      if (isEmittedSASSInstr(MI)) {
        if (MI.getOpcode() == SASS::BSYNCcg)
          ResumeAddr.try_emplace({&MBB, MI.getOperand(0).getImm()}, PC + 16);
        PC += 16;
      }
  }

  auto noteReg = [&](MCRegister R) {
    // A tuple counts by its last register.
    for (MCSubRegIterator S(R, &TRI); S.isValid(); ++S)
      if (SASS::GPR32RegClass.contains(*S) && *S != SASS::RZ)
        P.MaxReg = std::max(P.MaxReg, (unsigned)TRI.getEncodingValue(*S));
    if (SASS::GPR32RegClass.contains(R) && R != SASS::RZ)
      P.MaxReg = std::max(P.MaxReg, (unsigned)TRI.getEncodingValue(R));
  };

  PC = Base;
  unsigned LastOpc = 0;
  for (const MachineBasicBlock &MBB : MF) {
    for (auto It = MBB.begin(); It != MBB.end(); ++It) {
      const MachineInstr &MI = *It;
      if (!isEmittedSASSInstr(MI))
        continue;
      const SASSCGLowerEntry *E = SASSMCLower::find(MI.getOpcode(), SM);
      int Guard = SASSInstrInfo::guardIndex(MI);
      // A warp that gives registers back with setmaxnreg, or asks for more,
      // trades them with the CTA's pool, which holds what the kernel
      // declared: declare the launch bound's count, as ptxas does
      // (SASSAsync90.cpp).
      if (MI.getOpcode() == SASS::USETMAXREG_DEC || MI.getOpcode() == SASS::USETMAXREG_TRY) {
        P.DeclaredRegs = std::max(P.DeclaredRegs, SASSRegisterInfo::getRegLimit(MF));
        K.RegReconfig = true; // as ptxas (EIATTR_REG_RECONFIG)
      }
      if (!E || Guard < 0) {
        internalError(F, Twine("no sm_") + Twine(SM) + " encoding for " +
                             TII.getName(MI.getOpcode()));
        P.Words.push_back({});
        PC += 16;
        continue;
      }
      const Function *Pend = nullptr;
      auto operand = [&](unsigned I, MCOperand &Op) {
        const MachineOperand &MO = MI.getOperand(I);
        if (MO.isReg()) {
          noteReg(MO.getReg());
          Op = MCOperand::createReg(MO.getReg());
        } else if (MI.getOpcode() == SASS::MOV_RETADDR && MO.isImm()) {
          // The return address: right after the next CALL, from the
          // kernel's start (RET.REL.NODEC adds it to that).
          uint64_t At = PC;
          for (auto N = std::next(It); N != MBB.end(); ++N) {
            if (!isEmittedSASSInstr(*N))
              continue;
            At += 16;
            if (N->getOpcode() == SASS::CALL_REL)
              break;
          }
          Op = MCOperand::createImm(At + 16);
        } else if (MO.isImm()) {
          Op = MCOperand::createImm(MO.getImm());
        } else if (MO.isFPImm()) {
          Op = MCOperand::createImm(
              MO.getFPImm()->getValueAPF().bitcastToAPInt().getZExtValue());
        } else if (MO.isMBB()) {
          uint64_t Target = BlockAddr.lookup(MO.getMBB());
          if (MI.getOpcode() == SASS::BSSYcg) {
            auto It = ResumeAddr.find({MO.getMBB(), MI.getOperand(0).getImm()});
            if (It == ResumeAddr.end())
              return false;
            Target = It->second;
          }
          Op = MCOperand::createImm(Target);
        } else if (MO.isGlobal() && isa<Function>(MO.getGlobal())) {
          // A call: the callee's address once it is laid out.
          const auto *C = cast<Function>(MO.getGlobal());
          auto A = P.Addr.find(C);
          if (A == P.Addr.end())
            Pend = C;
          Op = MCOperand::createImm(A == P.Addr.end() ? PC + 16 : A->second);
          P.Calls[&F].push_back(C);
        } else {
          return false;
        }
        return true;
      };
      if (MI.getOpcode() == SASS::CALL_ABS_R2) {
        // The return address LEPC computed is the next instruction's only
        // if the sequence is whole: LEPC right before (sm_90), or LEPC and
        // the two adds (sm_80).
        K.SyscallOffsets.push_back(PC);
        const char *Callee = oa::driverFunctions()[MI.getOperand(0).getImm()].Name;
        if (!is_contained(K.Externs, Callee))
          K.Externs.push_back(Callee);
        unsigned Want = SM >= 90 ? SASS::LEPC_RET90 : SASS::RETADDR_HI80;
        if (LastOpc != Want)
          internalError(F, "the return-address sequence of a call was split");
      }
      LastOpc = MI.getOpcode();
      // Registers the instruction's text names (LEPC R20, the call's
      // arguments) count too.
      for (const MachineOperand &MO : MI.implicit_operands())
        if (MO.isReg() && MO.getReg().isPhysical())
          noteReg(MO.getReg());
      MCRegister G = MI.getOperand(Guard).getReg();
      if (G)
        noteReg(G);
      Word W;
      W.At = PC;
      W.E = E;
      W.Guard = G;
      W.GuardNeg = MI.getOperand(Guard + 1).getImm();
      std::string Err;
      if (!SASSMCLower::lower(*E, TRI, operand, G, W.GuardNeg, getSASSControl(MI).toBits(),
                              PC, W.Enc, Err))
        internalError(F, Twine(TII.getName(MI.getOpcode())) + ": " + Err);
      W.Callee = Pend; // set while lowering
      P.Words.push_back(std::move(W));
      PC += 16;
    }
  }
  return false;
}

/// Lays out the kernel gathered so far: calls to device functions placed
/// after them are lowered again, the words encoded, the listing written.
void SASSAsmPrinter::finishKernel() {
  if (!Cur)
    return;
  Pending P = std::move(*Cur);
  Cur.reset();
  auto &STM = static_cast<SASSTargetMachine &>(TM);
  SASSCompiledModule &Out = STM.getCompiled();
  const Function &F = *P.F;
  const TargetRegisterInfo &TRI = *STM.getSubtargetImpl(F)->getRegisterInfo();
  unsigned SM = Out.Cubin.SM;
  oa::CubinKernel &K = P.K;
  std::string Body;
  raw_string_ostream BS(Body);
  size_t NextStart = 0;
  auto emitWord = [&](const MCInst &Enc, uint64_t At) {
    while (NextStart < P.Starts.size() && P.Starts[NextStart].first == At)
      BS << "        // device function " << P.Starts[NextStart++].second << "\n";
    SASSWord W;
    std::string Err;
    if (!SASSCodec::encode(Enc, W, &Err))
      return internalError(F, "cannot encode an instruction: " + Err);
    for (int I = 0; I < 8; ++I)
      K.Text.push_back((W.Lo >> (8 * I)) & 0xff);
    for (int I = 0; I < 8; ++I)
      K.Text.push_back((W.Hi >> (8 * I)) & 0xff);
    BS << format("        /*%04llx*/ ", (unsigned long long)At)
       << SASSCodec::printControl(Enc.getOperand(Enc.getNumOperands() - 1).getImm())
       << ' ';
    SASSCodec::printText(Enc, At, BS);
    BS << '\n';
  };
  for (Word &W : P.Words) {
    if (!W.E) { // an instruction with no encoding (already reported)
      K.Text.resize(K.Text.size() + 16);
      continue;
    }
    if (W.Callee) {
      auto A = P.Addr.find(W.Callee);
      if (A == P.Addr.end()) {
        internalError(F, "call to '" + W.Callee->getName() + "', which was not laid out");
        continue;
      }
      uint64_t Target = A->second;
      auto operand = [&](unsigned, MCOperand &Op) {
        Op = MCOperand::createImm(Target);
        return true;
      };
      MCInst Enc;
      std::string Err;
      uint64_t Ctrl = W.Enc.getOperand(W.Enc.getNumOperands() - 1).getImm();
      if (!SASSMCLower::lower(*W.E, TRI, operand, W.Guard, W.GuardNeg, Ctrl, W.At, Enc, Err))
        internalError(F, "call: " + Err);
      W.Enc = Enc;
    }
    emitWord(W.Enc, W.At);
  }
  uint64_t PC = P.Words.size() * 16;
  // ptxas ends every kernel with a branch to itself (a fence for prefetch),
  // and pads the code to whole 128-byte fetch blocks with NOPs, so what the
  // instruction prefetcher reads past the end is still code.
  {
    SASSControl C;
    C.Yield = 0; // as ptxas: [Y:S00]
    C.Stall = 0;
    auto emitFixed = [&](unsigned Opc, int64_t Target) {
      const SASSCGLowerEntry *E = SASSMCLower::find(Opc, SM);
      MCInst Enc;
      std::string Err;
      auto operand = [&](unsigned, MCOperand &Op) {
        Op = MCOperand::createImm(Target);
        return true;
      };
      if (E && SASSMCLower::lower(*E, TRI, operand, MCRegister(), false, C.toBits(),
                                  PC, Enc, Err))
        emitWord(Enc, PC);
      else
        internalError(F, Twine("cannot lower the kernel's end: ") + Err);
      PC += 16;
    };
    emitFixed(SASS::BRA, PC);
    while (PC % 128)
      emitFixed(SASS::NOPcg, 0);
  }

  // R0..MaxReg plus the two the hardware reserves (ptxas: R0-R7 -> 10); one
  // fewer and the highest register faults with ILLEGAL_INSTRUCTION (H200).
  K.Registers = std::max({P.MaxReg + 3, 8u, P.DeclaredRegs});
  K.Barriers = oa::namedBarriers(K.Text);
  // The deepest chain of device-function frames below the kernel's; a
  // recursive chain counts once (its depth is the program's business).
  DenseMap<const Function *, unsigned> Depth;
  SmallPtrSet<const Function *, 8> OnPath;
  std::function<unsigned(const Function *)> Deepest = [&](const Function *Fn) -> unsigned {
    if (auto D = Depth.find(Fn); D != Depth.end())
      return D->second;
    if (!OnPath.insert(Fn).second)
      return 0;
    unsigned Most = 0;
    for (const Function *C : P.Calls.lookup(Fn))
      Most = std::max(Most, (unsigned)P.Frame.lookup(C) + Deepest(C));
    OnPath.erase(Fn);
    return Depth[Fn] = Most;
  };
  K.CalleeStackBytes = Deepest(&F);

  raw_string_ostream LS(Out.Listing);
  if (!HeaderDone) {
    LS << "// oa-llc " << F.getParent()->getSourceFileName() << "\n.target sm_"
       << SM << "\n";
    HeaderDone = true;
  }
  LS << "\n.kernel " << K.Name << "\n";
  for (unsigned I = 0; I < K.Params.size(); ++I)
    LS << ".param " << K.Params[I].Size << ", " << P.ParamAligns[I]
       << "  // offset " << K.Params[I].Offset << "\n";
  LS << ".registers " << K.Registers << "\n";
  oa::printKernelDirectives(K, LS);
  LS << Body;
  Out.Cubin.Kernels.push_back(std::move(K));
}

bool SASSAsmPrinter::doFinalization(Module &M) {
  finishKernel();
  auto &STM = static_cast<SASSTargetMachine &>(TM);
  oa::CubinModule &C = STM.getCompiled().Cubin;
  auto globalError = [&](const GlobalVariable &GV, const Twine &Msg) {
    std::string Where;
    SmallVector<DIGlobalVariableExpression *, 1> DIs;
    GV.getDebugInfo(DIs);
    if (!DIs.empty() && DIs[0]->getVariable() && DIs[0]->getVariable()->getLine())
      Where = (DIs[0]->getVariable()->getFilename() + ":" +
               Twine(DIs[0]->getVariable()->getLine()) + ":0: ")
                  .str();
    M.getContext().diagnose(DiagnosticInfoGeneric(Twine(Where) + Msg));
    STM.getCompiled().HadError = true;
  };
  std::string ConstErr;
  C.Const3 = STM.getConstBank(M, ConstErr);
  if (!ConstErr.empty())
    M.getContext().diagnose(DiagnosticInfoGeneric(ConstErr));
  // __device__ variables (address space 1, or generic ones such as string
  // literals): .nv.global (zero) or .nv.global.init (initialised), object
  // symbols that cuModuleGetGlobal finds; the code reaches them through the
  // bank-4 address table lowering filled.
  const DataLayout &DL = M.getDataLayout();
  for (const GlobalVariable &GV : M.globals()) {
    unsigned AS = GV.getAddressSpace();
    if ((AS != SASSAS::Global && AS != SASSAS::Generic) ||
        GV.isDeclaration() || GV.hasAppendingLinkage() ||
        GV.getName().starts_with("llvm.") || GV.getSection() == "llvm.metadata")
      continue;
    uint64_t Size = DL.getTypeAllocSize(GV.getValueType());
    if (!Size)
      continue;
    oa::CubinGlobal G;
    G.Name = SASSTargetMachine::getSymbolName(&GV);
    G.Space = oa::CubinGlobal::Global;
    G.Size = Size;
    G.Align = std::max<uint64_t>(GV.getAlign().valueOrOne().value(),
                                 DL.getABITypeAlign(GV.getValueType()).value());
    G.Local = GV.hasLocalLinkage();
    const Constant *Init = GV.getInitializer();
    if (!Init->isNullValue() && !isa<UndefValue>(Init)) {
      std::string Why;
      if (!SASSTargetMachine::getInitBytes(DL, Init, G.Init, Why)) {
        globalError(GV, "__device__ variable '" + GV.getName() + "': " + Why);
        continue;
      }
    }
    C.Globals.push_back(std::move(G));
  }
  // A symbol per __constant__ variable in bank 3: cuModuleGetGlobal (and so
  // cudaMemcpyToSymbol) finds them by name, as in ptxas's cubins.
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != SASSAS::Const || GV.isDeclaration() ||
        GV.hasPrivateLinkage())
      continue;
    int Off = STM.getConstOffset(&GV);
    uint64_t Size = M.getDataLayout().getTypeAllocSize(GV.getValueType());
    if (Off < 0 || !Size)
      continue;
    oa::CubinGlobal G;
    G.Name = GV.getName().str();
    G.Space = oa::CubinGlobal::Constant;
    G.Offset = Off;
    G.Size = Size;
    G.Local = GV.hasLocalLinkage();
    C.Globals.push_back(std::move(G));
  }
  // Under a stock tool (llc with the plugin) the listing goes to the tool's
  // output; oa-llc passes a null stream and writes listing or cubin itself.
  if (OutStreamer->hasRawTextSupport())
    OutStreamer->emitRawText(STM.getCompiled().Listing);
  return AsmPrinter::doFinalization(M);
}

extern "C" void LLVMInitializeSASSAsmPrinter() {
  RegisterAsmPrinter<SASSAsmPrinter> X(getTheSASSTarget());
}
