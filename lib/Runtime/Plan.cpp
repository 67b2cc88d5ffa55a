//===-- Plan.cpp - launch plans and CUDA graph replay (C API) -------------===//
//
// oa_runtime.h's plans.  The CUDA driver entry points of CudaDriver.h load
// and launch; the graph ones (stream capture, instantiate, launch) are
// resolved here from the same library, so oa-run keeps needing only the
// former.  Kernel parameters are built once per bind: each launch keeps
// its pointer values and the void* array cuLaunchKernel reads.
//
//===----------------------------------------------------------------------===//
#include "oa/Runtime/oa_runtime.h"
#include "oa/Runtime/CudaDriver.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace oa::runtime;

namespace {
thread_local std::string LastError;

int fail(const std::string &Msg) {
  LastError = Msg;
  return 1;
}

struct CUgraph_st;
struct CUgraphExec_st;
using CUgraph = CUgraph_st *;
using CUgraphExec = CUgraphExec_st *;
constexpr int CU_STREAM_NON_BLOCKING = 1;
constexpr int CU_STREAM_CAPTURE_MODE_RELAXED = 2;

struct GraphApi {
  CUresult (*cuStreamCreate)(CUstream *, unsigned) = nullptr;
  CUresult (*cuStreamDestroy)(CUstream) = nullptr;
  CUresult (*cuStreamBeginCapture)(CUstream, int) = nullptr;
  CUresult (*cuStreamEndCapture)(CUstream, CUgraph *) = nullptr;
  CUresult (*cuGraphInstantiateWithFlags)(CUgraphExec *, CUgraph, unsigned long long) = nullptr;
  CUresult (*cuGraphLaunch)(CUgraphExec, CUstream) = nullptr;
  CUresult (*cuGraphExecDestroy)(CUgraphExec) = nullptr;
  CUresult (*cuGraphDestroy)(CUgraph) = nullptr;
  CUresult (*cuCtxGetCurrent)(CUcontext *) = nullptr;

  bool load(std::string &Err) {
    const char *Lib = std::getenv("OA_LIBCUDA");
    void *H = ::dlopen(Lib && *Lib ? Lib : "libcuda.so.1", RTLD_NOW);
    if (!H) {
      Err = "cannot load the CUDA driver for graphs";
      return false;
    }
    auto get = [&](auto &Fn, const char *Name) {
      Fn = reinterpret_cast<std::remove_reference_t<decltype(Fn)>>(::dlsym(H, Name));
      if (!Fn)
        Err = std::string("the CUDA driver has no ") + Name;
      return Fn != nullptr;
    };
    return get(cuStreamCreate, "cuStreamCreate") && get(cuStreamDestroy, "cuStreamDestroy_v2") &&
           get(cuStreamBeginCapture, "cuStreamBeginCapture_v2") &&
           get(cuStreamEndCapture, "cuStreamEndCapture") &&
           get(cuGraphInstantiateWithFlags, "cuGraphInstantiateWithFlags") &&
           get(cuGraphLaunch, "cuGraphLaunch") && get(cuGraphExecDestroy, "cuGraphExecDestroy") &&
           get(cuGraphDestroy, "cuGraphDestroy") && get(cuCtxGetCurrent, "cuCtxGetCurrent");
  }
};

struct Launch {
  CUfunction Fn = nullptr;
  unsigned Grid[3] = {1, 1, 1}, Block[3] = {1, 1, 1}, Shared = 0;
  std::vector<int> Buffers;
  std::vector<uint64_t> Values; // the bound pointers, in argument order
  std::vector<void *> Params;   // &Values[i], what cuLaunchKernel reads
};
} // namespace

struct oa_rt_plan {
  CudaDriver Cu{};
  GraphApi G;
  bool HaveGraphs = false;
  std::string GraphErr;
  CUmodule Mod = nullptr;
  std::vector<Launch> Launches;
  std::vector<uint64_t> Ptrs;
  bool Bound = false;
  CUstream CaptureStream = nullptr;
  CUgraph Graph = nullptr;
  CUgraphExec Exec = nullptr;
  int Captures = 0;

  void dropGraph() {
    if (Exec)
      G.cuGraphExecDestroy(Exec);
    if (Graph)
      G.cuGraphDestroy(Graph);
    Exec = nullptr;
    Graph = nullptr;
  }
  ~oa_rt_plan() {
    dropGraph();
    if (CaptureStream)
      G.cuStreamDestroy(CaptureStream);
    if (Mod)
      Cu.cuModuleUnload(Mod);
  }
  int check(CUresult R, const std::string &What) {
    std::string Err;
    return Cu.check(R, What, Err) ? 0 : fail(Err);
  }
  int launchAll(CUstream S) {
    for (size_t I = 0; I < Launches.size(); ++I) {
      Launch &L = Launches[I];
      if (int R = check(Cu.cuLaunchKernel(L.Fn, L.Grid[0], L.Grid[1], L.Grid[2], L.Block[0],
                                          L.Block[1], L.Block[2], L.Shared, S, L.Params.data(),
                                          nullptr),
                        "cuLaunchKernel (launch " + std::to_string(I) + ")"))
        return R;
    }
    return 0;
  }
};

extern "C" {

const char *oa_rt_last_error(void) { return LastError.c_str(); }

int oa_rt_plan_create(const void *Cubin, size_t Size, int NLaunches, int NBuffers,
                      oa_rt_plan **Out) {
  if (!Cubin || !Size || NLaunches < 0 || NBuffers < 0 || !Out)
    return fail("oa_rt_plan_create: bad arguments");
  auto P = std::make_unique<oa_rt_plan>();
  std::string Err;
  if (!P->Cu.load(Err) || !P->Cu.check(P->Cu.cuInit(0), "cuInit", Err))
    return fail(Err);
  P->HaveGraphs = P->G.load(P->GraphErr);
  CUcontext Ctx = nullptr;
  if (P->HaveGraphs)
    P->G.cuCtxGetCurrent(&Ctx);
  if (!Ctx) {
    CUdevice Dev = 0;
    if (!P->Cu.check(P->Cu.cuDeviceGet(&Dev, 0), "cuDeviceGet", Err) ||
        !P->Cu.check(P->Cu.cuDevicePrimaryCtxRetain(&Ctx, Dev), "cuDevicePrimaryCtxRetain", Err) ||
        !P->Cu.check(P->Cu.cuCtxSetCurrent(Ctx), "cuCtxSetCurrent", Err))
      return fail(Err);
  }
  // The driver reads the image as it needs; a copy keeps it aligned and alive.
  std::vector<uint64_t> Image((Size + 7) / 8);
  std::memcpy(Image.data(), Cubin, Size);
  if (!P->Cu.check(P->Cu.cuModuleLoadData(&P->Mod, Image.data()), "cuModuleLoadData", Err))
    return fail(Err);
  P->Launches.resize(NLaunches);
  P->Ptrs.assign(NBuffers, 0);
  *Out = P.release();
  return 0;
}

int oa_rt_plan_set_launch(oa_rt_plan *P, int I, const char *Kernel, const unsigned *Grid,
                          const unsigned *Block, unsigned Shared, int NArgs,
                          const int *Buffers) {
  if (!P || I < 0 || I >= (int)P->Launches.size() || !Kernel || !Grid || !Block || NArgs < 0)
    return fail("oa_rt_plan_set_launch: bad arguments");
  Launch &L = P->Launches[I];
  if (int R = P->check(P->Cu.cuModuleGetFunction(&L.Fn, P->Mod, Kernel),
                       std::string("cuModuleGetFunction(") + Kernel + ")"))
    return R;
  for (int D = 0; D < 3; ++D)
    L.Grid[D] = Grid[D], L.Block[D] = Block[D];
  L.Shared = Shared;
  // Above 48 KiB the kernel has to opt in to dynamic shared memory.
  if (Shared > 48 * 1024)
    if (int R = P->check(P->Cu.cuFuncSetAttribute(
                             L.Fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, int(Shared)),
                         "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, " +
                             std::to_string(Shared) + ") for " + Kernel))
      return R;
  L.Buffers.assign(Buffers, Buffers + NArgs);
  for (int B : L.Buffers)
    if (B < 0 || B >= (int)P->Ptrs.size())
      return fail("oa_rt_plan_set_launch: launch " + std::to_string(I) + " names buffer " +
                  std::to_string(B) + " of " + std::to_string(P->Ptrs.size()));
  L.Values.assign(NArgs, 0);
  L.Params.resize(NArgs);
  for (int A = 0; A < NArgs; ++A)
    L.Params[A] = &L.Values[A];
  P->dropGraph();
  return 0;
}

int oa_rt_plan_bind(oa_rt_plan *P, const uint64_t *Ptrs) {
  if (!P || (!Ptrs && !P->Ptrs.empty()))
    return fail("oa_rt_plan_bind: bad arguments");
  bool Same = P->Bound;
  for (size_t B = 0; B < P->Ptrs.size(); ++B) {
    Same &= P->Ptrs[B] == Ptrs[B];
    P->Ptrs[B] = Ptrs[B];
  }
  if (Same)
    return 0;
  for (Launch &L : P->Launches)
    for (size_t A = 0; A < L.Buffers.size(); ++A)
      L.Values[A] = P->Ptrs[L.Buffers[A]];
  P->Bound = true;
  P->dropGraph(); // the graph holds the old pointers
  return 0;
}

int oa_rt_plan_run(oa_rt_plan *P, void *Stream, int UseGraph) {
  if (!P || !P->Bound)
    return fail("oa_rt_plan_run: the plan is not bound to buffers");
  for (size_t I = 0; I < P->Launches.size(); ++I)
    if (!P->Launches[I].Fn)
      return fail("oa_rt_plan_run: launch " + std::to_string(I) + " was never set");
  CUstream S = static_cast<CUstream>(Stream);
  if (!UseGraph)
    return P->launchAll(S);
  if (!P->HaveGraphs)
    return fail(P->GraphErr);
  if (!P->Exec) {
    // Capture on a private stream: the legacy default stream cannot be captured.
    if (!P->CaptureStream)
      if (int R = P->check(P->G.cuStreamCreate(&P->CaptureStream, CU_STREAM_NON_BLOCKING),
                           "cuStreamCreate"))
        return R;
    if (int R = P->check(P->G.cuStreamBeginCapture(P->CaptureStream, CU_STREAM_CAPTURE_MODE_RELAXED),
                         "cuStreamBeginCapture"))
      return R;
    int LR = P->launchAll(P->CaptureStream);
    CUgraph Graph = nullptr;
    int ER = P->check(P->G.cuStreamEndCapture(P->CaptureStream, &Graph), "cuStreamEndCapture");
    if (LR || ER) {
      if (Graph)
        P->G.cuGraphDestroy(Graph);
      return LR ? LR : ER;
    }
    P->Graph = Graph;
    if (int R = P->check(P->G.cuGraphInstantiateWithFlags(&P->Exec, Graph, 0),
                         "cuGraphInstantiateWithFlags")) {
      P->dropGraph();
      return R;
    }
    ++P->Captures;
  }
  return P->check(P->G.cuGraphLaunch(P->Exec, S), "cuGraphLaunch");
}

int oa_rt_plan_captures(const oa_rt_plan *P) { return P ? P->Captures : 0; }

void oa_rt_plan_destroy(oa_rt_plan *P) { delete P; }

} // extern "C"
