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

static bool dump(StringRef Path) {
  auto BufOr = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!BufOr) {
    WithColor::error(errs(), "oa-objdump") << Path << ": " << BufOr.getError().message() << "\n";
    return false;
  }
  ArrayRef<uint8_t> Data((const uint8_t *)(*BufOr)->getBufferStart(), (*BufOr)->getBufferSize());
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
  for (const oa::CubinKernel &K : M->Kernels) {
    OS << "\n.kernel " << K.Name << "\n";
    if (K.Registers)
      OS << ".registers " << K.Registers << "\n";
    for (const oa::CubinParam &Prm : K.Params)
      OS << ".param " << Prm.Size << ", " << (Prm.Size >= 8 && Prm.Offset % 8 == 0 ? 8 : Prm.Size >= 4 ? 4 : Prm.Size) << "\n";
    if (K.SharedBytes)
      OS << ".shared " << K.SharedBytes << "\n";
    if (K.FrameBytes)
      OS << ".local " << K.FrameBytes << "\n";
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
