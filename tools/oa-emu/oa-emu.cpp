//===-- oa-emu.cpp - run a kernel of a cubin on the CPU -------------------===//
//
// oa-emu [options] LAUNCH.json: the same launch description and output files
// as oa-run, with the SASS emulator in place of the GPU.  Hazard checking is
// on unless --no-hazards; any hazard, any output that differs from its
// "expect" and any --compare mismatch makes the exit status 1.
//
//===----------------------------------------------------------------------===//

#include "oa/Emulator/Emulator.h"
#include "oa/Launch/Launch.h"
#include <functional>
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>

using namespace llvm;
namespace L = oa::launch;

static cl::opt<std::string> DescPath(cl::Positional, cl::desc("<launch.json>"), cl::Required);
static cl::opt<std::string> CubinOpt("cubin", cl::desc("cubin to load (overrides the description)"));
static cl::opt<std::string> KernelOpt("kernel", cl::desc("kernel to launch (overrides the description)"));
static cl::opt<std::string> OutDir("out", cl::desc("write outputs as DIR/<name>.bin"));
static cl::opt<std::string> CompareDir("compare", cl::desc("compare outputs with DIR/<name>.bin"));
static cl::opt<bool> NoHazards("no-hazards", cl::desc("do not check scoreboards and stalls"));
static cl::opt<bool> StopOnHazard("stop-on-hazard", cl::desc("stop at the first hazard"));
static cl::opt<uint32_t> FillRegisters(
    "fill-registers", cl::init(0),
    cl::desc("32-bit value every register holds when a CTA starts (default 0; "
             "0xffffffff, a NaN, exposes reads of registers never written)"));
static cl::opt<unsigned> FillShared(
    "fill-shared", cl::init(0),
    cl::desc("byte shared memory holds when a CTA starts (default 0; 0xff exposes "
             "reads of shared memory never written, such as a tile read before its copy lands)"));
static cl::opt<bool> Trace("trace", cl::desc("print every warp instruction"));
static cl::opt<unsigned> TraceLane("trace-lane", cl::desc("lane whose values --trace prints"),
                                   cl::init(0));
static cl::opt<uint64_t> TraceBlock("trace-block", cl::desc("block (linear id) --trace follows"),
                                    cl::init(0));
static cl::opt<int> TraceWarp("trace-warp", cl::desc("warp --trace follows (default: all)"),
                              cl::init(-1));
static cl::opt<bool> Stats("report", cl::desc("print instruction counts and run time"));
static cl::opt<bool> ListUnsupported("list-unsupported",
                                     cl::desc("list instructions without semantics and exit"));
static cl::opt<unsigned> LocalBytes(
    "local-bytes",
    cl::desc("local memory per thread (default: as the driver gives it, the larger of the "
             "description's \"stack\" or 1 KiB and what the cubin says the kernel needs)"),
    cl::init(0));
static cl::opt<uint64_t> MaxCtas("max-ctas", cl::desc("refuse grids of more CTAs (default 2^20)"),
                                 cl::init(oa::emu::Options().MaxCtas));
static cl::opt<uint64_t> MaxInsts("max-instructions",
                                  cl::desc("stop after this many warp instructions (default 2^36)"),
                                  cl::init(oa::emu::Options().MaxWarpInstructions));

// A cubin is at most a few MiB; this bounds what a wrong path can cost.
static const uint64_t MaxCubinBytes = 1ull << 30;

static int fail(const std::string &Msg) {
  errs() << "oa-emu: " << Msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "oa SASS emulator\n");
  L::LaunchDesc D;
  std::string Err;
  if (!L::parseLaunchFile(DescPath, D, Err))
    return fail("error: " + Err);
  std::string CubinPath = CubinOpt.empty() ? D.Cubin : std::string(CubinOpt);
  if (!KernelOpt.empty())
    D.Kernel = KernelOpt;
  if (CubinPath.empty())
    return fail("error: no cubin (give --cubin or \"cubin\" in the description)");
  std::vector<uint8_t> Bytes;
  if (!L::readFile(CubinPath, Bytes, Err, MaxCubinBytes))
    return fail("error: " + Err);
  Expected<oa::emu::KernelImage> Img = oa::emu::loadKernel(Bytes, D.Kernel);
  if (!Img)
    return fail("error: " + CubinPath + ": " + toString(Img.takeError()));
  // Device globals first: binding them patches the code (relocations).
  oa::emu::GlobalMemory Mem;
  if (Error E = oa::emu::bindGlobals(*Img, Mem))
    return fail("error: " + CubinPath + ": " + toString(std::move(E)));
  if (ListUnsupported) {
    Expected<std::unique_ptr<oa::emu::Kernel>> K = oa::emu::Kernel::create(*Img);
    if (!K)
      return fail("error: " + toString(K.takeError()));
    for (const std::string &S : (*K)->unsupported())
      outs() << "not supported: " << S << "\n";
    return 0;
  }

  // The inputs, the emulated global memory, the outputs and the "expect"
  // values: four copies.
  if (!L::checkHostMemory(D, 3 + L::hasExpected(D), L::availableHostMemory(), Err))
    return fail("error: " + Err);
  // The expectations are read before the run, as oa-run does: a missing
  // file is an error before minutes of emulation, not after.
  std::vector<L::HostBuffer> ExpectBufs;
  if (!L::makeExpected(D, ExpectBufs, Err))
    return fail("error: " + Err);
  std::vector<L::HostBuffer> In;
  if (!L::makeInputs(D, In, Err))
    return fail("error: " + Err);
  std::vector<uint64_t> Addrs;
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const L::BufferDesc &B = D.Buffers[I];
    if (!B.Symbol.empty()) {
      // A device global of the cubin (cuModuleGetGlobal, cudaMemcpyToSymbol).
      const oa::emu::KernelImage::Global *G = nullptr;
      for (const auto &X : Img->Globals)
        if (X.Name == B.Symbol)
          G = &X;
      const oa::emu::KernelImage::Constant *C = nullptr;
      for (const auto &X : Img->Constants)
        if (X.Name == B.Symbol)
          C = &X;
      if (C && !G) {
        // A __constant__ variable: its bytes in bank 3, read-only to the
        // kernel, so only an input.
        std::function<bool(const L::ArgDesc &)> Passes = [&](const L::ArgDesc &A) {
          return (A.K == L::ArgDesc::Buffer && A.BufferIndex == I) ||
                 (A.K == L::ArgDesc::TensorMap && A.TM.BufferIndex == I) ||
                 llvm::any_of(A.Fields, Passes);
        };
        if (B.Output || llvm::any_of(D.Args, Passes))
          return fail("error: buffer '" + B.Name + "': the __constant__ '" + B.Symbol +
                      "' can only be an input (not an output or an argument)");
        if (C->Size < In[I].Bytes.size() || Img->Const3.size() < C->Offset + C->Size)
          return fail("error: buffer '" + B.Name + "' is " + std::to_string(In[I].Bytes.size()) +
                      " bytes; the __constant__ '" + B.Symbol + "' has " +
                      std::to_string(C->Size));
        if (B.Init.K != L::InitSpec::Keep)
          std::copy(In[I].Bytes.begin(), In[I].Bytes.end(), Img->Const3.begin() + C->Offset);
        Addrs.push_back(0);
        continue;
      }
      if (!G)
        return fail("error: buffer '" + B.Name + "': the cubin has no device global or "
                    "__constant__ '" + B.Symbol + "'");
      if (G->Size < In[I].Bytes.size())
        return fail("error: buffer '" + B.Name + "' is " + std::to_string(In[I].Bytes.size()) +
                    " bytes; the global '" + B.Symbol + "' has " + std::to_string(G->Size));
      if (B.Init.K != L::InitSpec::Keep)
        std::copy(In[I].Bytes.begin(), In[I].Bytes.end(), Mem.data(G->Address));
      Addrs.push_back(G->Address);
      continue;
    }
    uint64_t A = Mem.allocate(B.Name, In[I].Bytes.size());
    std::copy(In[I].Bytes.begin(), In[I].Bytes.end(), Mem.data(A));
    Addrs.push_back(A);
  }
  // After the buffers: __constant__ inputs are part of the image.
  Expected<std::unique_ptr<oa::emu::Kernel>> K = oa::emu::Kernel::create(*Img);
  if (!K)
    return fail("error: " + toString(K.takeError()));
  // Tensor maps in oa-emu's form, after the checks oa-run's launch makes.
  L::PackedParams PP;
  if (!L::packParams(D, Addrs, L::emuTensorMapEncoder(), PP, Err))
    return fail("error: " + Err);
  oa::emu::Launch Ln;
  for (int I = 0; I < 3; ++I)
    Ln.Grid[I] = D.Grid[I], Ln.Block[I] = D.Block[I];
  Ln.DynShared = D.SharedBytes;
  Ln.Params = PP.Bytes;
  // Parameters go where the cubin says, as the driver puts them: the bank
  // offset aligns them, not the C layout from 0 (a 64-byte aligned tensor
  // map lands at parameter offset 0x30 on sm_90, where the bank base is 0x210).
  const auto &CP = Img->Params;
  if (!CP.empty()) {
    if (CP.size() != D.Args.size())
      return fail("error: the kernel '" + D.Kernel + "' takes " + std::to_string(CP.size()) +
                  " parameters and the description gives " + std::to_string(D.Args.size()));
    uint32_t End = 0;
    for (size_t I = 0; I < CP.size(); ++I) {
      if (CP[I].second != PP.Sizes[I])
        return fail("error: argument " + std::to_string(I) + " is " +
                    std::to_string(PP.Sizes[I]) + " bytes; the kernel's parameter " +
                    std::to_string(I) + " is " + std::to_string(CP[I].second));
      End = std::max(End, CP[I].first + CP[I].second);
      // TMA reads a map in the parameter bank only at a 64-byte aligned
      // address (CUtensorMap is alignas(64)); the bank starts at ParamBase
      // (0x210 on sm_90), so the parameter's offset must make up for it.
      if (D.Args[I].K == L::ArgDesc::TensorMap && (Img->ParamBase + CP[I].first) % 64)
        return fail("error: argument " + std::to_string(I) + " is a tensor map, but the kernel '" +
                    D.Kernel + "' has its parameter at bank offset 0x" +
                    utohexstr(Img->ParamBase + CP[I].first) + " (0x" + utohexstr(Img->ParamBase) +
                    " + 0x" + utohexstr(CP[I].first) +
                    "), which is not 64-byte aligned: the hardware's TMA faults on such a map");
    }
    Ln.Params.assign(End, 0);
    for (size_t I = 0; I < CP.size(); ++I)
      std::copy(PP.Bytes.begin() + PP.Offsets[I], PP.Bytes.begin() + PP.Offsets[I] + PP.Sizes[I],
                Ln.Params.begin() + CP[I].first);
  }
  oa::emu::Options O;
  O.CheckHazards = !NoHazards;
  O.StopOnHazard = StopOnHazard;
  O.Trace = Trace;
  if (FillShared > 0xff)
    return fail("error: --fill-shared takes a byte (0..0xff), not " + std::to_string(FillShared));
  O.RegisterFill = FillRegisters;
  O.SharedFill = static_cast<uint8_t>(FillShared);
  O.TraceLane = TraceLane;
  O.TraceBlock = TraceBlock;
  O.TraceWarp = TraceWarp;
  O.LocalBytes = LocalBytes;
  if (D.StackBytes)
    O.StackLimit = D.StackBytes;
  O.MaxCtas = MaxCtas;
  O.MaxWarpInstructions = MaxInsts;
  auto T0 = std::chrono::steady_clock::now();
  oa::emu::Result R = (*K)->run(Ln, Mem, O);
  double Secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
  // Device printf output, as the driver writes it at the next synchronisation.
  outs() << R.Printed;
  outs().flush();
  for (const std::string &H : R.Hazards)
    errs() << "oa-emu: " << H << "\n";
  if (Stats)
    errs() << "oa-emu: " << R.WarpInstructions << " warp instructions, " << R.ThreadInstructions
           << " thread instructions, " << format("%.3f", Secs) << " s ("
           << format("%.1f", R.WarpInstructions / Secs / 1e6) << " M warp instructions/s)\n";
  if (!R.Error.empty())
    return fail(R.Error);

  std::vector<L::HostBuffer> Out = In;
  for (size_t I = 0; I < D.Buffers.size(); ++I)
    if (Addrs[I]) // 0: a __constant__ input, unchanged
      std::copy(Mem.data(Addrs[I]), Mem.data(Addrs[I]) + Out[I].Bytes.size(), Out[I].Bytes.begin());
  int RC = R.Hazards.empty() ? 0 : 1;
  if (!OutDir.empty() && !L::writeOutputs(D, Out, OutDir, Err))
    return fail("error: " + Err);
  if (!CompareDir.empty()) {
    std::vector<L::HostBuffer> Refs;
    if (!L::loadOutputs(D, CompareDir, Refs, Err))
      return fail("error: " + Err);
    std::vector<L::CompareResult> C = L::compareOutputs(D, Out, Refs);
    L::printCompareTable(stdout, "oa-emu " + D.Kernel, C);
    if (!L::allPass(C))
      RC = 1;
  }
  // The description's "expect" values, checked as oa-run checks them.
  std::vector<L::CompareResult> VsExpect;
  if (L::hasExpected(D) &&
      !L::checkExpected(D, Out, ExpectBufs, "oa-emu " + D.Kernel, stdout, stderr, "oa-emu",
                        VsExpect))
    RC = 1;
  return RC;
}
