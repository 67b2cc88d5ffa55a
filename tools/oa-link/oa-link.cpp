//===-- oa-link.cpp - link cubins, or pack them into a fatbin -------------===//
//
// oa-link [-r] -o OUT.cubin A.cubin B.cubin ...   one cubin of one SM: the
//     kernels and device globals of all inputs, each extern global bound to
//     its definition (lib/Cubin/CubinLink.cpp says what can be merged).
// oa-link --fatbin -o OUT.fatbin A80.cubin A90.cubin ...   a fatbin with one
//     entry per input (the driver's cuModuleLoadData picks the device's SM).
//
//===----------------------------------------------------------------------===//

#include "oa/Cubin/Cubin.h"
#include "oa/Cubin/CubinLink.h"
#include "oa/Cubin/Fatbin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;

static cl::OptionCategory Cat("oa-link options");
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<cubin...>"), cl::OneOrMore,
                                    cl::cat(Cat));
static cl::opt<std::string> Output("o", cl::desc("Output file"), cl::value_desc("file"),
                                   cl::Required, cl::cat(Cat));
static cl::opt<bool> Fatbin("fatbin", cl::desc("Pack the cubins (one per SM) into a fatbin"),
                            cl::cat(Cat));
static cl::opt<bool> Relocatable("r", cl::desc("Relocatable output: keep undefined globals"),
                                 cl::cat(Cat));
static cl::opt<bool> Verbose("v", cl::desc("Say what was linked"), cl::cat(Cat));

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "oa-link") << Msg << "\n";
  return 1;
}

static bool readAll(const std::string &Path, std::vector<uint8_t> &Out, std::string &Err) {
  auto B = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!B) {
    Err = Path + ": " + B.getError().message();
    return false;
  }
  Out.assign((const uint8_t *)(*B)->getBufferStart(), (const uint8_t *)(*B)->getBufferEnd());
  return true;
}

static int writeOut(ArrayRef<uint8_t> Bytes) {
  std::error_code EC;
  ToolOutputFile Out(Output, EC, sys::fs::OF_None);
  if (EC)
    return fail("cannot open '" + Output + "': " + EC.message());
  Out.os().write((const char *)Bytes.data(), Bytes.size());
  Out.keep();
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "oa-link: link oa cubins into one, or pack cubins for several SMs "
                              "into a fatbin\n");
  if (Fatbin && Relocatable)
    return fail("-r and --fatbin do not go together");
  std::vector<oa::LinkInput> Mods;
  std::vector<oa::FatbinEntry> Entries;
  std::set<unsigned> SMs;
  for (const std::string &P : Inputs) {
    std::vector<uint8_t> Bytes;
    std::string Err;
    if (!readAll(P, Bytes, Err))
      return fail(Err);
    if (oa::isFatbin(Bytes))
      return fail(P + ": is a fatbin; oa-link takes cubins");
    Expected<oa::CubinModule> M = oa::readCubin(Bytes);
    if (!M)
      return fail(P + ": " + toString(M.takeError()));
    if (Fatbin) {
      if (M->Relocatable)
        return fail(P + ": is a relocatable object; link it first (oa-link -o F.cubin ...)");
      if (!SMs.insert(M->SM).second)
        return fail(P + ": a second cubin for sm_" + Twine(M->SM) +
                    " (link cubins of one SM first)");
      oa::FatbinEntry E;
      E.SM = M->SM;
      E.Data = std::move(Bytes);
      Entries.push_back(std::move(E));
      continue;
    }
    Mods.push_back({P, std::move(*M)});
  }
  if (Fatbin) {
    if (Verbose)
      for (const oa::FatbinEntry &E : Entries)
        errs() << "oa-link: sm_" << E.SM << ": " << E.Data.size() << " bytes\n";
    return writeOut(oa::writeFatbin(Entries));
  }
  Expected<oa::CubinModule> L = oa::linkCubins(Mods, Relocatable);
  if (!L)
    return fail(toString(L.takeError()));
  if (Verbose)
    errs() << "oa-link: sm_" << L->SM << ": " << L->Kernels.size() << " kernels, "
           << L->Globals.size() << " globals from " << Mods.size() << " inputs\n";
  Expected<std::vector<uint8_t>> Bytes = oa::writeCubin(*L);
  if (!Bytes)
    return fail(toString(Bytes.takeError()));
  return writeOut(*Bytes);
}
