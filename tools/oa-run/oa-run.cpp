//===-- oa-run.cpp - Run a launch description on a CUDA GPU ---------------===//
//
// oa-run DESC.json [--cubin FILE] [--kernel NAME] [--out DIR] [--compare DIR]
//        [--ref-cubin FILE [--ref-kernel NAME]] [--time N] [--warmup N]
//        [--device N] [--json FILE]
//
// Exit status: 0 success (every comparison passed), 1 an output differs,
// 2 bad command line or input files, 3 a CUDA driver error.
//
//===----------------------------------------------------------------------===//
#include "oa/Launch/Json.h"
#include "oa/Launch/Launch.h"
#include "oa/Runtime/Runtime.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace oa::launch;
using namespace oa::runtime;

namespace {
enum { ExitOk = 0, ExitMismatch = 1, ExitInput = 2, ExitCuda = 3 };

struct Options {
  std::string Desc, Cubin, Kernel, OutDir, CompareDir, RefCubin, RefKernel, Json;
  unsigned Time = 0, Warmup = 3;
  bool WarmupGiven = false;
  int Device = 0;
};

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
      "  --time N           time N launches with CUDA events (median and min, us)\n"
      "  --warmup N         untimed launches before timing (default 3)\n"
      "  --device N         CUDA device ordinal (default 0)\n"
      "  --json FILE        write the results as JSON\n"
      "Exit status: 0 ok, 1 an output differs, 2 bad input, 3 CUDA error.\n");
}

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
    if (A == "--time" || A == "--warmup" || A == "--device") {
      unsigned N;
      if (!Number(N))
        return ExitInput;
      if (A == "--time")
        O.Time = N;
      else if (A == "--warmup")
        O.Warmup = N, O.WarmupGiven = true;
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
             const RunResult &R, unsigned Time) {
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
  }
  J += "}";
}

void printInfo(const std::string &Cubin, const std::string &Kernel,
               const RunResult &R) {
  std::printf("%s: kernel '%s': %d registers, %d B static shared, %d B local\n",
              Cubin.c_str(), Kernel.c_str(), R.Info.Registers,
              R.Info.StaticShared, R.Info.LocalBytes);
}

void printTime(const std::string &Cubin, const RunResult &R, unsigned N,
               unsigned Warm) {
  std::printf("time %s: median %.2f us, min %.2f us over %u launches (%u warm-up)\n",
              Cubin.c_str(), R.MedianUs, R.MinUs, N, Warm);
}
} // namespace

int main(int Argc, char **Argv) {
  Options O;
  if (int Code = parseArgs(Argc, Argv, O); Code >= 0)
    return Code;

  LaunchDesc D;
  std::string Err;
  if (!parseLaunchFile(O.Desc, D, Err))
    return fail(ExitInput, Err);
  std::string CubinPath = O.Cubin.empty() ? D.Cubin : O.Cubin;
  if (CubinPath.empty())
    return fail(ExitInput, "no cubin: give --cubin or \"cubin\" in " + O.Desc);
  RunSpec Main, Ref;
  Main.CubinPath = CubinPath;
  Main.Kernel = O.Kernel.empty() ? D.Kernel : O.Kernel;
  Main.TimeIters = O.Time;
  Main.Warmup = O.Time ? O.Warmup : 0;
  if (!readFile(CubinPath, Main.Cubin, Err))
    return fail(ExitInput, Err);
  if (!O.RefCubin.empty()) {
    Ref = Main;
    Ref.CubinPath = O.RefCubin;
    Ref.Kernel = O.RefKernel.empty() ? Main.Kernel : O.RefKernel;
    if (!readFile(O.RefCubin, Ref.Cubin, Err))
      return fail(ExitInput, Err);
  }
  std::vector<HostBuffer> Saved;
  if (!O.CompareDir.empty() && !loadOutputs(D, O.CompareDir, Saved, Err))
    return fail(ExitInput, Err);
  std::vector<HostBuffer> Inputs;
  if (!makeInputs(D, Inputs, Err))
    return fail(ExitInput, Err);

  Device Dev;
  if (!Dev.open(O.Device, Err))
    return fail(ExitCuda, Err);
  std::printf("oa-run: %s (sm_%d), driver %d.%d\n", Dev.Name.c_str(), Dev.SM,
              Dev.DriverVersion / 1000, Dev.DriverVersion % 1000 / 10);

  RunResult MainR, RefR;
  if (!Dev.run(D, Main, Inputs, MainR, Err))
    return fail(ExitCuda, Err);
  printInfo(Main.CubinPath, Main.Kernel, MainR);
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    if (!D.Buffers[I].Output || D.Buffers[I].Init.K != InitSpec::Poison)
      continue;
    if (uint64_t N = stillPoison(MainR.Buffers[I]))
      std::printf("warning: output '%s': %llu of %llu elements never written\n",
                  D.Buffers[I].Name.c_str(), (unsigned long long)N,
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
  std::vector<CompareResult> VsSaved, VsRef;
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
  double Ratio = 0;
  if (O.Time) {
    printTime(Main.CubinPath, MainR, O.Time, Main.Warmup);
    if (!Ref.CubinPath.empty()) {
      printTime(Ref.CubinPath, RefR, O.Time, Ref.Warmup);
      Ratio = RefR.MedianUs > 0 ? MainR.MedianUs / RefR.MedianUs : 0;
      std::printf("ratio %s / %s (median): %.3f\n", Main.CubinPath.c_str(),
                  Ref.CubinPath.c_str(), Ratio);
    }
  }
  bool Compared = !O.CompareDir.empty() || !Ref.CubinPath.empty();
  if (Compared)
    std::printf("%s\n", Pass ? "PASS" : "FAIL");

  if (!O.Json.empty()) {
    std::string J = "{\"description\": ";
    appendJsonString(J, O.Desc);
    J += ", \"device\": ";
    appendJsonString(J, Dev.Name);
    J += ", \"run\": ";
    jsonRun(J, Main.CubinPath, Main.Kernel, MainR, O.Time);
    if (!Ref.CubinPath.empty()) {
      J += ", \"ref\": ";
      jsonRun(J, Ref.CubinPath, Ref.Kernel, RefR, O.Time);
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
    J += std::string(", \"pass\": ") + (Pass ? "true" : "false") + "}\n";
    if (!writeFile(O.Json, std::vector<uint8_t>(J.begin(), J.end()), Err))
      return fail(ExitInput, Err);
  }
  return Pass ? ExitOk : ExitMismatch;
}
