//===-- oa-run.cpp - Run a launch description on a CUDA GPU ---------------===//
//
// oa-run DESC.json [--cubin FILE] [--kernel NAME] [--out DIR] [--compare DIR]
//        [--ref-cubin FILE [--ref-kernel NAME]] [--time N] [--warmup N]
//        [--device N] [--json FILE] [--timeout S] [--save-inputs DIR]
//        [--print-plan] [--from DIR]
//
// --print-plan and --from need no GPU: the first shows what would be
// launched, the second takes the outputs from a directory (written by an
// earlier --out) instead of running, so two runs' outputs can be compared
// anywhere.
//
// Exit status: 0 success (every comparison passed), 1 an output differs,
// 2 bad command line or input files, 3 a CUDA driver error, 4 timed out.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Json.h"
#include "oa/Launch/Launch.h"
#include "oa/Runtime/Runtime.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

using namespace oa::launch;
using namespace oa::runtime;

namespace {
enum { ExitOk = 0, ExitMismatch = 1, ExitInput = 2, ExitCuda = 3, ExitTimeout = 4 };

struct Options {
  std::string Desc, Cubin, Kernel, OutDir, CompareDir, RefCubin, RefKernel, Json;
  std::string SaveInputs, From;
  unsigned Time = 0, Warmup = 3, Timeout = 0, Batch = 1;
  bool WarmupGiven = false, BatchGiven = false, PrintPlan = false;
  int Device = 0;
};

// A hung kernel never returns from the driver: a watchdog alarm ends the
// process with a message (only async-signal-safe calls in the handler).
unsigned TimeoutSeconds = 0;
extern "C" void onAlarm(int) {
  char Msg[96];
  int N = std::snprintf(Msg, sizeof Msg,
                        "oa-run: error: timed out after %u s (kernel hung?)\n",
                        TimeoutSeconds);
  if (N > 0 && ::write(2, Msg, size_t(N)) < 0) {
  }
  ::_exit(ExitTimeout);
}

void usage(std::FILE *F) {
  std::fprintf(F,
      "usage: oa-run DESC.json [options]\n"
      "Runs the kernel a launch description names (docs/Launch.md) on a CUDA GPU.\n"
      "  --cubin FILE       cubin to load (default: the description's \"cubin\")\n"
      "  --kernel NAME      kernel symbol (default: the description's \"kernel\")\n"
      "  --out DIR          write each output buffer to DIR/<name>.bin\n"
      "  --compare DIR      compare the outputs with DIR/<name>.bin\n"
      "  --ref-cubin FILE   run the same launch on FILE with the same inputs and compare\n"
      "  --ref-kernel NAME  kernel symbol in the reference cubin (default: --kernel)\n"
      "  --time N           time N samples with CUDA events (median and min, us)\n"
      "  --warmup N         untimed launches before timing (default 3)\n"
      "  --batch B          launches per timed sample, the sample being their\n"
      "                     time over B (default 1; smooths microsecond kernels)\n"
      "  --device N         CUDA device ordinal (default 0)\n"
      "  --json FILE        write the results as JSON\n"
      "  --timeout S        give up after S seconds (exit 4)\n"
      "  --save-inputs DIR  write every input buffer to DIR/<name>.bin\n"
      "  --print-plan       print buffers, parameter layout and launch; no GPU\n"
      "  --from DIR         take the outputs from DIR/<name>.bin instead of\n"
      "                     running (no GPU); use with --compare\n"
      "Outputs with an \"expect\" in the description are always checked.\n"
      "Exit status: 0 ok, 1 an output differs, 2 bad input, 3 CUDA error,\n"
      "4 timed out.\n");
}

// A cubin is at most a few MiB; this bounds what a wrong path can cost.
const uint64_t MaxCubinBytes = 1ull << 30;

int fail(int Code, const std::string &Msg) {
  std::fprintf(stderr, "oa-run: error: %s\n", Msg.c_str());
  return Code;
}

bool parseUnsigned(const char *S, unsigned &V) {
  if (!*S)
    return false;
  char *End;
  unsigned long X = std::strtoul(S, &End, 10);
  if (*End || X > 1000000 || *S == '-')
    return false;
  V = unsigned(X);
  return true;
}

// Returns -1 when parsing succeeded, else the exit code.
int parseArgs(int Argc, char **Argv, Options &O) {
  // "--opt=value" is the same as "--opt value".
  std::vector<std::string> Args;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    size_t Eq = A.find('=');
    if (A.rfind("--", 0) == 0 && Eq != std::string::npos) {
      Args.push_back(A.substr(0, Eq));
      Args.push_back(A.substr(Eq + 1));
    } else {
      Args.push_back(A);
    }
  }
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    auto Value = [&](std::string &Dst) {
      if (I + 1 >= Args.size()) {
        fail(ExitInput, "option " + A + " needs a value");
        return false;
      }
      Dst = Args[++I];
      return true;
    };
    auto Number = [&](unsigned &Dst) {
      std::string S;
      if (!Value(S))
        return false;
      if (!parseUnsigned(S.c_str(), Dst)) {
        fail(ExitInput, "option " + A + " needs a non-negative integer, got '" + S + "'");
        return false;
      }
      return true;
    };
    std::string *Str = A == "--cubin"        ? &O.Cubin
                       : A == "--kernel"     ? &O.Kernel
                       : A == "--out"        ? &O.OutDir
                       : A == "--compare"    ? &O.CompareDir
                       : A == "--ref-cubin"  ? &O.RefCubin
                       : A == "--ref-kernel" ? &O.RefKernel
                       : A == "--json"       ? &O.Json
                       : A == "--save-inputs" ? &O.SaveInputs
                       : A == "--from"       ? &O.From
                                             : nullptr;
    if (Str) {
      if (!Value(*Str))
        return ExitInput;
      continue;
    }
    if (A == "-h" || A == "--help") {
      usage(stdout);
      return ExitOk;
    }
    if (A == "--print-plan") {
      O.PrintPlan = true;
      continue;
    }
    if (A == "--time" || A == "--warmup" || A == "--device" || A == "--timeout" ||
        A == "--batch") {
      unsigned N;
      if (!Number(N))
        return ExitInput;
      if (A == "--time")
        O.Time = N;
      else if (A == "--timeout")
        O.Timeout = N;
      else if (A == "--warmup")
        O.Warmup = N, O.WarmupGiven = true;
      else if (A == "--batch")
        O.Batch = N, O.BatchGiven = true;
      else
        O.Device = int(N);
      continue;
    }
    if (A.size() > 1 && A[0] == '-')
      return fail(ExitInput, "unknown option '" + A + "' (see --help)");
    if (!O.Desc.empty())
      return fail(ExitInput, "more than one description given ('" + O.Desc + "' and '" + A + "')");
    O.Desc = A;
  }
  if (O.Desc.empty()) {
    usage(stderr);
    return fail(ExitInput, "no launch description given");
  }
  if (!O.RefKernel.empty() && O.RefCubin.empty())
    return fail(ExitInput, "--ref-kernel needs --ref-cubin");
  if (O.WarmupGiven && !O.Time)
    return fail(ExitInput, "--warmup needs --time");
  if (O.BatchGiven && !O.Time)
    return fail(ExitInput, "--batch needs --time");
  // Each sample holds two events; a million launches is minutes of work.
  if (O.Time > 100000)
    return fail(ExitInput, "--time " + std::to_string(O.Time) + " is over 100000 samples");
  if (O.Batch == 0 || uint64_t(O.Time) * O.Batch > 1000000)
    return fail(ExitInput, "--batch must be at least 1 and --time x --batch at most 1000000");
  if (!O.From.empty() && (!O.RefCubin.empty() || O.Time || !O.Cubin.empty()))
    return fail(ExitInput, "--from takes outputs from a directory: it runs nothing, so "
                           "--cubin, --ref-cubin and --time do not apply");
  if (O.PrintPlan && (!O.From.empty() || !O.CompareDir.empty()))
    return fail(ExitInput, "--print-plan runs and compares nothing");
  return -1;
}

// Elements of a poisoned output that still hold the poison pattern.
uint64_t stillPoison(const HostBuffer &H) {
  unsigned Size = dtypeSize(H.Type);
  uint64_t N = 0;
  for (uint64_t E = 0; E < H.Count; ++E) {
    bool All = true;
    for (unsigned B = 0; B < Size && All; ++B)
      All = H.Bytes[E * Size + B] == 0xff;
    N += All;
  }
  return N;
}

// NaN elements of a float output: a reference full of NaNs would let any
// other run "match" it, so they are reported.
uint64_t nanCount(const HostBuffer &H) {
  if (!isFloat(H.Type))
    return 0;
  unsigned Size = dtypeSize(H.Type);
  uint64_t N = 0;
  for (uint64_t E = 0; E < H.Count && (E + 1) * Size <= H.Bytes.size(); ++E) {
    uint64_t Bits = 0;
    for (unsigned B = 0; B < Size; ++B)
      Bits |= uint64_t(H.Bytes[E * Size + B]) << (8 * B);
    double V = decodeToDouble(H.Type, Bits);
    N += V != V;
  }
  return N;
}

void jsonNumber(std::string &J, double V) {
  if (V != V || V > 1e308 || V < -1e308) {
    J += "null";
    return;
  }
  char Buf[40];
  std::snprintf(Buf, sizeof Buf, "%.9g", V);
  J += Buf;
}

void jsonCompare(std::string &J, const std::vector<CompareResult> &Rs) {
  J += "[";
  for (size_t I = 0; I < Rs.size(); ++I) {
    const CompareResult &C = Rs[I];
    J += I ? ", {" : "{";
    J += "\"buffer\": ";
    appendJsonString(J, C.Name);
    J += ", \"dtype\": \"" + std::string(dtypeName(C.Type)) + "\", \"rel_l2\": ";
    jsonNumber(J, C.RelL2);
    J += ", \"max_abs\": ";
    jsonNumber(J, C.MaxAbs);
    J += ", \"differ\": " + std::to_string(C.Mismatches) + ", \"rtol\": ";
    jsonNumber(J, C.Exact ? 0 : C.Rtol);
    J += std::string(", \"pass\": ") + (C.Pass ? "true" : "false") + "}";
  }
  J += "]";
}

void jsonRun(std::string &J, const std::string &Cubin, const std::string &Kernel,
             const RunResult &R, unsigned Time, unsigned Batch) {
  J += "{\"cubin\": ";
  appendJsonString(J, Cubin);
  J += ", \"kernel\": ";
  appendJsonString(J, Kernel);
  J += ", \"registers\": " + std::to_string(R.Info.Registers) +
       ", \"static_shared\": " + std::to_string(R.Info.StaticShared) +
       ", \"local\": " + std::to_string(R.Info.LocalBytes);
  if (Time) {
    J += ", \"median_us\": ";
    jsonNumber(J, R.MedianUs);
    J += ", \"min_us\": ";
    jsonNumber(J, R.MinUs);
    J += ", \"launches\": " + std::to_string(Time);
    J += ", \"batch\": " + std::to_string(Batch);
  }
  J += "}";
}

std::string initText(const InitSpec &I, DType T) {
  char Buf[160];
  switch (I.K) {
  case InitSpec::Uniform: std::snprintf(Buf, sizeof Buf, "uniform [%g, %g)", I.A, I.B); break;
  case InitSpec::Normal: std::snprintf(Buf, sizeof Buf, "normal (%g, %g)", I.A, I.B); break;
  case InitSpec::RandInt:
    std::snprintf(Buf, sizeof Buf, "randint [%lld, %lld)", (long long)I.IA, (long long)I.IB);
    break;
  case InitSpec::Fill:
    std::snprintf(Buf, sizeof Buf, "fill %.17g", decodeToDouble(T, I.FillBits));
    break;
  case InitSpec::Iota:
    if (I.IsInt)
      std::snprintf(Buf, sizeof Buf, "iota %lld + %lld i", (long long)I.IA, (long long)I.IB);
    else
      std::snprintf(Buf, sizeof Buf, "iota %g + %g i", I.A, I.B);
    break;
  case InitSpec::File: return "file " + I.Path;
  case InitSpec::Poison: return "poison (0xff)";
  case InitSpec::Keep: return "the module's own bytes";
  case InitSpec::Default: return "?";
  }
  return Buf;
}

void printArg(const LaunchDesc &D, const ArgDesc &A, unsigned Off, unsigned Depth) {
  std::printf("  %*s@%-4u %3u B  ", int(2 * Depth), "", Off, A.size());
  switch (A.K) {
  case ArgDesc::Scalar:
    std::printf("%s %.17g (0x%llx)\n", dtypeName(A.Type), decodeToDouble(A.Type, A.Bits),
                (unsigned long long)A.Bits);
    return;
  case ArgDesc::Buffer:
    std::printf("buffer %s\n", D.Buffers[A.BufferIndex].Name.c_str());
    return;
  case ArgDesc::TensorMap: {
    const TensorMapDesc &T = A.TM;
    std::printf("tensormap %s, %u-byte elements, dims", D.Buffers[T.BufferIndex].Name.c_str(),
                T.ElemBytes);
    for (unsigned I = 0; I < T.Rank; ++I)
      std::printf(" %llu", (unsigned long long)T.Dims[I]);
    std::printf(", strides");
    for (unsigned I = 1; I < T.Rank; ++I)
      std::printf(" %llu", (unsigned long long)T.Strides[I]);
    std::printf(", box");
    for (unsigned I = 0; I < T.Rank; ++I)
      std::printf(" %u", T.Box[I]);
    if (T.Offset)
      std::printf(", offset %llu", (unsigned long long)T.Offset);
    static const char *Sw[] = {"none", "32B", "64B", "128B"};
    std::printf(", swizzle %s, oob %s\n", Sw[T.Swizzle & 3], T.OobFill ? "nan" : "zero");
    return;
  }
  case ArgDesc::Struct: {
    std::printf("struct, align %u\n", A.align());
    unsigned FO = 0;
    for (const ArgDesc &F : A.Fields) {
      FO = (FO + F.align() - 1) / F.align() * F.align();
      printArg(D, F, Off + FO, Depth + 1);
      FO += F.size();
    }
    return;
  }
  }
}

// What a launch would do, without a GPU: for checking descriptions and for
// comparing with oa-emu's view of the same file.
void printPlan(const LaunchDesc &D, const std::string &Cubin, const std::string &Kernel,
               const std::vector<HostBuffer> &In) {
  std::printf("kernel %s\n", Kernel.c_str());
  std::printf("cubin %s\n", Cubin.empty() ? "(none given)" : Cubin.c_str());
  std::printf("grid %u %u %u block %u %u %u shared %u\n", D.Grid[0], D.Grid[1], D.Grid[2],
              D.Block[0], D.Block[1], D.Block[2], D.SharedBytes);
  std::printf("buffers %zu\n", D.Buffers.size());
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const BufferDesc &B = D.Buffers[I];
    std::printf("  %-10s %-4s x %llu = %llu B  %s  seed 0x%016llx  fnv 0x%016llx", B.Name.c_str(),
                dtypeName(B.Type), (unsigned long long)B.Count, (unsigned long long)B.bytes(),
                initText(B.Init, B.Type).c_str(), (unsigned long long)B.Seed,
                (unsigned long long)fingerprint(In[I].Bytes));
    if (!B.Symbol.empty())
      std::printf("  symbol %s", B.Symbol.c_str());
    if (B.Output) {
      if (isFloat(B.Type) || B.HasRtol)
        std::printf("  output rtol %g", B.Rtol);
      else
        std::printf("  output exact");
    }
    if (B.HasExpect)
      std::printf("  expect %s", initText(B.Expect, B.Type).c_str());
    std::printf("\n");
  }
  std::vector<uint64_t> Fake(D.Buffers.size(), 0);
  PackedParams P = packParams(D, Fake);
  std::printf("params %zu B\n", P.Bytes.size());
  for (size_t I = 0; I < D.Args.size(); ++I)
    printArg(D, D.Args[I], P.Offsets[I], 0);
}

void printInfo(const std::string &Cubin, const std::string &Kernel,
               const RunResult &R) {
  std::printf("%s: kernel '%s': %d registers, %d B static shared, %d B local\n",
              Cubin.c_str(), Kernel.c_str(), R.Info.Registers,
              R.Info.StaticShared, R.Info.LocalBytes);
}

void printTime(const std::string &Cubin, const RunResult &R, unsigned N,
               unsigned Warm, unsigned Batch) {
  if (Batch > 1)
    std::printf("time %s: median %.2f us, min %.2f us over %u batches of %u launches (%u "
                "warm-up)\n",
                Cubin.c_str(), R.MedianUs, R.MinUs, N, Batch, Warm);
  else
    std::printf("time %s: median %.2f us, min %.2f us over %u launches (%u warm-up)\n",
                Cubin.c_str(), R.MedianUs, R.MinUs, N, Warm);
}
} // namespace

int main(int Argc, char **Argv) {
  Options O;
  if (int Code = parseArgs(Argc, Argv, O); Code >= 0)
    return Code;
  if (O.Timeout) {
    TimeoutSeconds = O.Timeout;
    std::signal(SIGALRM, onAlarm);
    ::alarm(O.Timeout);
  }

  LaunchDesc D;
  std::string Err;
  if (!parseLaunchFile(O.Desc, D, Err))
    return fail(ExitInput, Err);
  std::string CubinPath = O.Cubin.empty() ? D.Cubin : O.Cubin;
  RunSpec Main, Ref;
  Main.CubinPath = CubinPath;
  Main.Kernel = O.Kernel.empty() ? D.Kernel : O.Kernel;
  Main.TimeIters = O.Time;
  Main.Warmup = O.Time ? O.Warmup : 0;
  Main.Batch = O.Batch;
  bool Runs = O.From.empty() && !O.PrintPlan;
  if (Runs && CubinPath.empty())
    return fail(ExitInput, "no cubin: give --cubin or \"cubin\" in " + O.Desc);
  if (Runs && !readFile(CubinPath, Main.Cubin, Err, MaxCubinBytes))
    return fail(ExitInput, Err);
  if (!O.RefCubin.empty()) {
    Ref = Main;
    Ref.CubinPath = O.RefCubin;
    Ref.Kernel = O.RefKernel.empty() ? Main.Kernel : O.RefKernel;
    if (!readFile(O.RefCubin, Ref.Cubin, Err, MaxCubinBytes))
      return fail(ExitInput, Err);
  }
  // Host copies of the buffers: the inputs, the outputs of each run, the
  // saved and the expected outputs.
  unsigned Copies = 2 + !O.RefCubin.empty() + !O.CompareDir.empty() + hasExpected(D);
  if (!checkHostMemory(D, Copies, availableHostMemory(), Err))
    return fail(ExitInput, Err);
  std::vector<HostBuffer> Saved, Expected;
  if (!O.CompareDir.empty() && !loadOutputs(D, O.CompareDir, Saved, Err))
    return fail(ExitInput, Err);
  if (!makeExpected(D, Expected, Err))
    return fail(ExitInput, Err);
  std::vector<HostBuffer> Inputs;
  if (!makeInputs(D, Inputs, Err))
    return fail(ExitInput, Err);
  if (!O.SaveInputs.empty()) {
    if (!makeDirs(O.SaveInputs, Err))
      return fail(ExitInput, Err);
    for (const HostBuffer &H : Inputs)
      if (!writeFile(joinPath(O.SaveInputs, H.Name + ".bin"), H.Bytes, Err))
        return fail(ExitInput, Err);
    std::printf("inputs written to %s\n", O.SaveInputs.c_str());
  }
  if (O.PrintPlan) {
    printPlan(D, CubinPath, Main.Kernel, Inputs);
    return ExitOk;
  }

  Device Dev;
  RunResult MainR, RefR;
  std::string DeviceName = "none";
  if (O.From.empty()) {
    if (!Dev.open(O.Device, Err))
      return fail(ExitCuda, Err);
    DeviceName = Dev.Name;
    std::printf("oa-run: %s (sm_%d), driver %d.%d\n", Dev.Name.c_str(), Dev.SM,
                Dev.DriverVersion / 1000, Dev.DriverVersion % 1000 / 10);
    if (!Dev.run(D, Main, Inputs, MainR, Err))
      return fail(ExitCuda, Err);
    printInfo(Main.CubinPath, Main.Kernel, MainR);
  } else {
    // Outputs from an earlier run; inputs stand in for the other buffers.
    std::vector<HostBuffer> Loaded;
    if (!loadOutputs(D, O.From, Loaded, Err))
      return fail(ExitInput, Err);
    MainR.Buffers = Inputs;
    for (size_t I = 0; I < D.Buffers.size(); ++I)
      if (D.Buffers[I].Output)
        MainR.Buffers[I] = std::move(Loaded[I]);
    Main.CubinPath = O.From;
  }
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    if (!D.Buffers[I].Output)
      continue;
    uint64_t Unwritten = 0;
    if (D.Buffers[I].Init.K == InitSpec::Poison &&
        (Unwritten = stillPoison(MainR.Buffers[I])))
      std::printf("warning: output '%s': %llu of %llu elements never written\n",
                  D.Buffers[I].Name.c_str(), (unsigned long long)Unwritten,
                  (unsigned long long)D.Buffers[I].Count);
    uint64_t NaNs = nanCount(MainR.Buffers[I]);
    if (NaNs > Unwritten)
      std::printf("warning: output '%s': %llu of %llu elements are NaN\n",
                  D.Buffers[I].Name.c_str(), (unsigned long long)NaNs,
                  (unsigned long long)D.Buffers[I].Count);
  }
  if (!Ref.CubinPath.empty()) {
    if (!Dev.run(D, Ref, Inputs, RefR, Err))
      return fail(ExitCuda, Err);
    printInfo(Ref.CubinPath, Ref.Kernel, RefR);
  }

  if (!O.OutDir.empty()) {
    if (!writeOutputs(D, MainR.Buffers, O.OutDir, Err))
      return fail(ExitInput, Err);
    std::printf("outputs written to %s\n", O.OutDir.c_str());
  }

  bool Pass = true;
  std::vector<CompareResult> VsSaved, VsRef, VsExpect;
  if (!O.CompareDir.empty()) {
    VsSaved = compareOutputs(D, MainR.Buffers, Saved);
    printCompareTable(stdout, Main.CubinPath + " vs " + O.CompareDir + ":", VsSaved);
    Pass &= allPass(VsSaved);
  }
  if (!Ref.CubinPath.empty()) {
    VsRef = compareOutputs(D, MainR.Buffers, RefR.Buffers);
    printCompareTable(stdout, Main.CubinPath + " vs " + Ref.CubinPath + ":", VsRef);
    Pass &= allPass(VsRef);
  }
  if (hasExpected(D))
    Pass &= checkExpected(D, MainR.Buffers, Expected, Main.CubinPath, stdout, stderr, "oa-run",
                          VsExpect);
  double Ratio = 0;
  if (O.Time) {
    printTime(Main.CubinPath, MainR, O.Time, Main.Warmup, O.Batch);
    if (!Ref.CubinPath.empty()) {
      printTime(Ref.CubinPath, RefR, O.Time, Ref.Warmup, O.Batch);
      Ratio = RefR.MedianUs > 0 ? MainR.MedianUs / RefR.MedianUs : 0;
      std::printf("ratio %s / %s (median): %.3f\n", Main.CubinPath.c_str(),
                  Ref.CubinPath.c_str(), Ratio);
    }
  }
  bool Compared = !O.CompareDir.empty() || !Ref.CubinPath.empty() || hasExpected(D);
  if (Compared)
    std::printf("%s\n", Pass ? "PASS" : "FAIL");

  if (!O.Json.empty()) {
    std::string J = "{\"description\": ";
    appendJsonString(J, O.Desc);
    J += ", \"device\": ";
    appendJsonString(J, DeviceName);
    J += ", \"run\": ";
    jsonRun(J, Main.CubinPath, Main.Kernel, MainR, O.Time, O.Batch);
    if (!Ref.CubinPath.empty()) {
      J += ", \"ref\": ";
      jsonRun(J, Ref.CubinPath, Ref.Kernel, RefR, O.Time, O.Batch);
      if (O.Time) {
        J += ", \"ratio\": ";
        jsonNumber(J, Ratio);
      }
      J += ", \"vs_ref\": ";
      jsonCompare(J, VsRef);
    }
    if (!O.CompareDir.empty()) {
      J += ", \"vs_compare\": ";
      jsonCompare(J, VsSaved);
    }
    if (hasExpected(D)) {
      J += ", \"vs_expect\": ";
      jsonCompare(J, VsExpect);
    }
    J += std::string(", \"compared\": ") + (Compared ? "true" : "false");
    J += std::string(", \"pass\": ") + (Pass ? "true" : "false") + "}\n";
    if (!writeFile(O.Json, std::vector<uint8_t>(J.begin(), J.end()), Err))
      return fail(ExitInput, Err);
  }
  return Pass ? ExitOk : ExitMismatch;
}
