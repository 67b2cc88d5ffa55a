//===-- oa-mc.cpp - SASS assembler and disassembler -----------------------===//
//
// Like llvm-mc for the SASS target: assembles SASS text (control prefixes
// included) into encodings (-show-encoding) or a cubin (-filetype=obj), and
// disassembles hex instruction words (--disassemble).
//
//===----------------------------------------------------------------------===//

#include "AsmParser/SASSAsmParser.h"
#include "MCTargetDesc/SASSInstCodec.h"
#include "MCTargetDesc/SASSInstPrinter.h"
#include "MCTargetDesc/SASSMCTargetDesc.h"
#include "oa/Cubin/Cubin.h"
#include "oa/Support/SASSTarget.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Cat("oa-mc options");
static cl::opt<std::string> Input(cl::Positional, cl::desc("<input>"), cl::init("-"), cl::cat(Cat));
static cl::opt<std::string> Output("o", cl::desc("Output file"), cl::init("-"), cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("Target SM: sm_80, sm_90 (sm_90a)"), cl::init(""), cl::cat(Cat));
static cl::opt<bool> ShowEncoding("show-encoding", cl::desc("Show the instruction words"), cl::cat(Cat));
static cl::opt<bool> Disassemble("disassemble", cl::desc("Disassemble hex words (lo hi pairs)"), cl::cat(Cat));
static cl::alias DisassembleA("d", cl::aliasopt(Disassemble));
static cl::opt<bool> NoControl("no-control", cl::desc("Leave out the control prefix"), cl::cat(Cat));
static cl::opt<bool> ShowWords("show-words", cl::desc("With --disassemble: print each word and whether it re-encodes bit-exact"), cl::cat(Cat));
enum FileType { FT_Asm, FT_Obj, FT_Null };
static cl::opt<FileType> Filetype("filetype", cl::init(FT_Asm), cl::desc("Output type"),
                                  cl::values(clEnumValN(FT_Asm, "asm", "SASS text"),
                                             clEnumValN(FT_Obj, "obj", "a cubin"),
                                             clEnumValN(FT_Null, "null", "nothing")),
                                  cl::cat(Cat));

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "oa-mc") << Msg << "\n";
  return 1;
}

static int disassemble(oa::SASSMC &MC, MemoryBuffer &Buf, raw_ostream &OS) {
  // Whitespace- or comma-separated 64-bit hex numbers, lo then hi; '//' and
  // '#' start comments.
  std::vector<uint64_t> Nums;
  StringRef All = Buf.getBuffer();
  unsigned LineNo = 0;
  bool OK = true;
  while (!All.empty()) {
    auto [L, R] = All.split('\n');
    All = R;
    ++LineNo;
    L = L.split("//").first.split('#').first;
    SmallVector<StringRef, 8> Toks;
    L.split(Toks, ' ', -1, false);
    for (StringRef T : Toks) {
      SmallVector<StringRef, 4> Sub;
      T.split(Sub, ',', -1, false);
      for (StringRef S : Sub) {
        S = S.trim(" \t\r[]");
        if (S.empty())
          continue;
        uint64_t V;
        if (S.getAsInteger(0, V)) {
          WithColor::error(errs(), "oa-mc") << Input << ":" << LineNo << ": invalid word '" << S << "'\n";
          OK = false;
          continue;
        }
        Nums.push_back(V);
      }
    }
  }
  if (Nums.size() % 2)
    return fail("odd number of 64-bit values: each instruction is a lo, hi pair");
  auto *P = static_cast<SASSInstPrinter *>(MC.Printer.get());
  P->setPrintControl(!NoControl);
  for (size_t I = 0; I < Nums.size(); I += 2) {
    SASSWord W{Nums[I], Nums[I + 1]};
    uint64_t PC = 8 * I;
    MCInst MI;
    if (!SASSCodec::decode(W, MC.SM, MI)) {
      OS << "<invalid>";
      if (ShowWords)
        OS << "\t// " << format("0x%016llx 0x%016llx", W.Lo, W.Hi);
      OS << "\n";
      continue;
    }
    std::string S;
    raw_string_ostream SS(S);
    P->printInst(&MI, PC, "", *MC.STI, SS);
    OS << S;
    if (ShowWords) {
      SASSWord E;
      bool Same = SASSCodec::encode(MI, E) && E == W;
      OS << "\t// " << format("0x%016llx 0x%016llx", W.Lo, W.Hi) << (Same ? " reenc=ok" : " reenc=bad");
    }
    OS << "\n";
  }
  return OK ? 0 : 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "oa SASS assembler/disassembler\n");

  unsigned FlagSM = 0;
  if (!MCPU.empty() && !(FlagSM = getSASSSMVersion(MCPU)))
    return fail("unsupported -mcpu '" + MCPU + "' (expected sm_80, sm_90 or sm_90a)");

  auto BufOr = MemoryBuffer::getFileOrSTDIN(Input);
  if (!BufOr)
    return fail(Input + ": " + BufOr.getError().message());

  std::error_code EC;
  sys::fs::OpenFlags Flags = Filetype == FT_Obj ? sys::fs::OF_None : sys::fs::OF_Text;
  auto Out = std::make_unique<ToolOutputFile>(Output, EC, Flags);
  if (EC)
    return fail(Output + ": " + EC.message());

  if (Disassemble) {
    oa::SASSMC MC;
    std::string Err;
    if (!MC.init(MCPU.empty() ? std::string("sm_80") : MCPU.getValue(), Err))
      return fail(Err);
    int RC = disassemble(MC, **BufOr, Out->os());
    if (RC == 0)
      Out->keep();
    return RC;
  }

  SourceMgr SrcMgr;
  unsigned BufID = SrcMgr.AddNewSourceBuffer(std::move(*BufOr), SMLoc());
  SASSAsmModule Mod;
  if (!parseSASSAssembly(SrcMgr, BufID, FlagSM, Mod))
    return 1;

  oa::SASSMC MC;
  std::string Err;
  if (!MC.init("sm_" + std::to_string(Mod.SM), Err))
    return fail(Err);

  if (Filetype == FT_Null) {
    Out->keep();
    return 0;
  }
  if (Filetype == FT_Obj) {
    oa::CubinModule CM;
    CM.SM = Mod.SM;
    for (SASSAsmKernel &K : Mod.Kernels) {
      oa::CubinKernel CK;
      CK.Name = K.Name;
      unsigned MaxReg = 0;
      for (size_t I = 0; I < K.Insts.size(); ++I) {
        SASSWord W = K.Words[I];
        for (int B = 0; B < 8; ++B)
          CK.Text.push_back((W.Lo >> (8 * B)) & 0xff);
        for (int B = 0; B < 8; ++B)
          CK.Text.push_back((W.Hi >> (8 * B)) & 0xff);
        // Registers named in the usual Rd/Ra/Rb/Rc slots bound the count.
        for (const MCOperand &Op : K.Insts[I])
          if (Op.isReg() && Op.getReg()) {
            StringRef N = MC.MRI->getName(Op.getReg());
            unsigned R;
            if (N.size() > 1 && N[0] == 'R' && !N.drop_front().getAsInteger(10, R))
              MaxReg = std::max(MaxReg, R + 1);
          }
      }
      CK.Registers = K.Registers ? K.Registers : std::max(MaxReg + 2, 8u);
      CK.SharedBytes = K.SharedBytes;
      CK.Barriers = oa::namedBarriers(CK.Text);
      CK.FrameBytes = K.FrameBytes;
      CK.MaxRegCount = K.MaxRegCount;
      std::copy(std::begin(K.MaxNTid), std::end(K.MaxNTid), CK.MaxNTid);
      // Aligned in bank 0, as oa-llc lays them out (layoutKernelParams):
      // a 64-byte tensor map sits at 0x240 on sm_90, 48 bytes in.
      uint32_t Off = 0, Base = oa::paramBase(Mod.SM);
      for (const SASSAsmParam &P : K.Params) {
        Off = alignTo(Base + Off, P.Align) - Base;
        CK.Params.push_back({Off, P.Size});
        Off += P.Size;
      }
      CM.Kernels.push_back(std::move(CK));
    }
    Expected<std::vector<uint8_t>> Bytes = oa::writeCubin(CM);
    if (!Bytes)
      return fail(toString(Bytes.takeError()));
    Out->os().write((const char *)Bytes->data(), Bytes->size());
    Out->keep();
    return 0;
  }

  auto *P = static_cast<SASSInstPrinter *>(MC.Printer.get());
  P->setPrintControl(!NoControl);
  raw_ostream &OS = Out->os();
  OS << ".target sm_" << Mod.SM << "\n";
  for (SASSAsmKernel &K : Mod.Kernels) {
    OS << ".kernel " << K.Name << "\n";
    for (size_t I = 0; I < K.Insts.size(); ++I) {
      std::string S;
      raw_string_ostream SS(S);
      SASSWord W = K.Words[I];
      if (K.Insts[I].getOpcode() == 0)
        SS << format(".word 0x%016llx, 0x%016llx", W.Lo, W.Hi);
      else
        P->printInst(&K.Insts[I], 16 * I, "", *MC.STI, SS);
      OS << "  " << S;
      if (ShowEncoding) {
        OS << "  // encoding: " << format("[0x%016llx, 0x%016llx]", W.Lo, W.Hi);
      }
      OS << "\n";
    }
  }
  Out->keep();
  return 0;
}
