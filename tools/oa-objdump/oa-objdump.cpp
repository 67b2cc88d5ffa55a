//===-- oa-objdump.cpp - list the SASS in a cubin -------------------------===//
//
// For each kernel: one line per instruction with nvdisasm's offset column,
// the control prefix, the instruction text as nvdisasm prints it (branch
// targets as absolute offsets, as nvdisasm's raw mode prints them) and the two
// 64-bit words.  The listing is valid oa-mc input and assembles back to the
// same .text bytes.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSInstPrinter.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/Fatbin.h"
#include "oa/Support/SASSTarget.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;

static cl::OptionCategory Cat("oa-objdump options");
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<cubin...>"), cl::OneOrMore, cl::cat(Cat));
static cl::opt<bool> Disassemble("d", cl::desc("Disassemble the code of every kernel"), cl::cat(Cat));
static cl::alias DisassembleA("disassemble", cl::aliasopt(Disassemble));
static cl::opt<bool> NoControl("no-control", cl::desc("Leave out the control prefix"), cl::cat(Cat));
static cl::opt<bool> NoWords("no-show-raw-insn", cl::desc("Leave out the instruction words"), cl::cat(Cat));

static bool dumpCubin(StringRef Path, ArrayRef<uint8_t> Data);

static bool dump(StringRef Path) {
  auto BufOr = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!BufOr) {
    WithColor::error(errs(), "oa-objdump") << Path << ": " << BufOr.getError().message() << "\n";
    return false;
  }
  ArrayRef<uint8_t> Data((const uint8_t *)(*BufOr)->getBufferStart(), (*BufOr)->getBufferSize());
  if (!oa::isFatbin(Data))
    return dumpCubin(Path, Data);
  Expected<std::vector<oa::FatbinEntry>> F = oa::readFatbin(Data);
  if (!F) {
    WithColor::error(errs(), "oa-objdump") << Path << ": " << toString(F.takeError()) << "\n";
    return false;
  }
  outs() << "// " << Path << ": fatbin with " << F->size() << " entries\n";
  bool OK = true;
  for (size_t I = 0; I < F->size(); ++I) {
    const oa::FatbinEntry &E = (*F)[I];
    std::string Name = (Path + "[" + Twine(I) + "]").str();
    if (E.Kind == oa::FatbinEntry::PTX) {
      outs() << "// " << Name << ": PTX for sm_" << E.SM << ", " << E.Data.size() << " bytes\n";
      continue;
    }
    outs() << "\n";
    OK &= dumpCubin(Name, E.Data);
  }
  return OK;
}

static bool dumpCubin(StringRef Path, ArrayRef<uint8_t> Data) {
  Expected<oa::CubinModule> M = oa::readCubin(Data);
  if (!M) {
    WithColor::error(errs(), "oa-objdump") << Path << ": " << toString(M.takeError()) << "\n";
    return false;
  }
  oa::SASSMC MC;
  std::string Err;
  if (!MC.init("sm_" + std::to_string(M->SM), Err)) {
    WithColor::error(errs(), "oa-objdump") << Err << "\n";
    return false;
  }
  auto *P = static_cast<SASSInstPrinter *>(MC.Printer.get());
  P->setPrintControl(!NoControl);
  raw_ostream &OS = outs();
  OS << "// " << Path << ": sm_" << M->SM << ", CUDA ELF ABI v" << M->ABIVersion << "\n";
  OS << ".target sm_" << M->SM << "\n";
  // Device globals and bank-4 address slots as comments (oa-mc does not
  // take them): what the driver places and relocates at load time.
  for (const oa::CubinGlobal &G : M->Globals)
    OS << "// " << (G.Space == oa::CubinGlobal::Constant ? ".constant " : ".global ") << G.Name
       << ", " << G.Size << " bytes"
       << (!G.Defined                                 ? ", undefined"
           : G.Space == oa::CubinGlobal::Constant     ? ", bank 3 offset " + std::to_string(G.Offset)
           : G.Init.empty()                           ? ", zero"
                                                      : ", initialised")
       << (G.Local ? ", local" : "") << "\n";
  for (size_t I = 0; I < M->AddressTable.size(); ++I)
    OS << "// c[0x4][" << format_hex(8 * I, 0) << "] = &" << M->AddressTable[I].Symbol
       << (M->AddressTable[I].Addend ? " + " + std::to_string(M->AddressTable[I].Addend) : "")
       << "\n";
  for (const oa::CubinKernel &K : M->Kernels) {
    OS << "\n.kernel " << K.Name << "\n";
    if (K.Registers)
      OS << ".registers " << K.Registers << "\n";
    // The alignment that puts each parameter where the cubin has it when
    // oa-mc lays the listing out again (in bank 0, from the base): the
    // natural one, or for a gap (a 64-byte-aligned tensor map) the largest
    // power of two the bank offset allows.
    unsigned Base = K.ParamBase ? K.ParamBase : oa::paramBase(M->SM), End = 0;
    for (const oa::CubinParam &Prm : K.Params) {
      unsigned A = Prm.Size >= 8 && Prm.Offset % 8 == 0 ? 8 : Prm.Size >= 4 ? 4 : Prm.Size;
      if (alignTo(Base + End, A) - Base != Prm.Offset && Base + Prm.Offset)
        A = std::min(1u << llvm::countr_zero(Base + Prm.Offset), 4096u);
      OS << ".param " << Prm.Size << ", " << A << "  // offset " << Prm.Offset << "\n";
      End = Prm.Offset + Prm.Size;
    }
    oa::printKernelDirectives(K, OS);
    if (!Disassemble)
      continue;
    for (size_t Off = 0; Off + 16 <= K.Text.size(); Off += 16) {
      SASSWord W;
      std::memcpy(&W.Lo, K.Text.data() + Off, 8);
      std::memcpy(&W.Hi, K.Text.data() + Off + 8, 8);
      std::string S;
      raw_string_ostream SS(S);
      MCInst MI;
      if (SASSCodec::decode(W, M->SM, MI)) {
        // nvdisasm prints a few distinct words alike (a descriptor register
        // it hides, say): pin the form so the listing assembles back exactly.
        std::string T;
        raw_string_ostream TS(T);
        SASSCodec::printText(MI, Off, TS);
        const SASSFormDesc *F = SASSCodec::getForm(MI.getOpcode());
        std::string Ctl = NoControl ? "" : SASSCodec::printControl(MI.getOperand(MI.getNumOperands() - 1).getImm()) + " ";
        if (SASSCodec::textRoundTrips(T, M->SM, Off, W))
          SS << Ctl << T;
        else if (SASSCodec::textRoundTrips(T, M->SM, Off, W, F))
          SS << Ctl << '{' << F->Name << "} " << T;
        else
          SS << format(".word 0x%016llx, 0x%016llx  // %s (the text does not assemble back)",
                       W.Lo, W.Hi, T.c_str());
      } else
        SS << format(".word 0x%016llx, 0x%016llx  // <invalid>", W.Lo, W.Hi);
      OS << format("        /*%04llx*/ ", (unsigned long long)Off) << S;
      if (!NoWords && !StringRef(S).starts_with(".word"))
        OS << format("  /* 0x%016llx */ /* 0x%016llx */", W.Lo, W.Hi);
      OS << "\n";
      for (const oa::CubinReloc &R : K.Relocs)
        if (R.Offset >= Off && R.Offset < Off + 16)
          OS << "        // " << oa::relocTypeName(R.Type) << " " << R.Symbol
             << (R.Addend ? " + " + std::to_string(R.Addend) : "") << "\n";
    }
  }
  return true;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "oa cubin dumper\n");
  bool OK = true;
  for (const std::string &I : Inputs)
    OK &= dump(I);
  return OK ? 0 : 1;
}
