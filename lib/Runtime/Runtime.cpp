//===-- Runtime.cpp - Running launch descriptions on a CUDA device --------===//
#include "oa/Runtime/Runtime.h"
#include <cstring>

#include <algorithm>

using namespace oa::runtime;
using namespace oa::launch;

Device::~Device() {
  if (Ctx)
    Cu.cuDevicePrimaryCtxRelease(Dev);
}

bool Device::open(int Ordinal, std::string &Err) {
  if (!Cu.load(Err))
    return false;
  if (!Cu.check(Cu.cuInit(0), "cuInit", Err))
    return false;
  Cu.cuDriverGetVersion(&DriverVersion);
  int N = 0;
  if (!Cu.check(Cu.cuDeviceGetCount(&N), "cuDeviceGetCount", Err))
    return false;
  if (Ordinal < 0 || Ordinal >= N) {
    Err = "no CUDA device " + std::to_string(Ordinal) + " (" +
          std::to_string(N) + " present)";
    return false;
  }
  if (!Cu.check(Cu.cuDeviceGet(&Dev, Ordinal), "cuDeviceGet", Err))
    return false;
  char Buf[256] = {0};
  Cu.cuDeviceGetName(Buf, sizeof Buf - 1, Dev);
  Name = Buf;
  int Major = 0, Minor = 0;
  Cu.cuDeviceGetAttribute(&Major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, Dev);
  Cu.cuDeviceGetAttribute(&Minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, Dev);
  SM = Major * 10 + Minor;
  if (!Cu.check(Cu.cuDevicePrimaryCtxRetain(&Ctx, Dev), "cuDevicePrimaryCtxRetain", Err))
    return false;
  return Cu.check(Cu.cuCtxSetCurrent(Ctx), "cuCtxSetCurrent", Err);
}

namespace {
// Frees what a run allocated, whatever way it ends.
struct RunResources {
  const CudaDriver &Cu;
  CUmodule Mod = nullptr;
  std::vector<CUdeviceptr> Ptrs;
  std::vector<CUevent> Events;
  explicit RunResources(const CudaDriver &Cu) : Cu(Cu) {}
  ~RunResources() {
    for (CUevent E : Events)
      Cu.cuEventDestroy(E);
    for (CUdeviceptr P : Ptrs)
      if (P)
        Cu.cuMemFree(P);
    if (Mod)
      Cu.cuModuleUnload(Mod);
  }
};
} // namespace

bool Device::run(const LaunchDesc &D, const RunSpec &S,
                 const std::vector<HostBuffer> &Inputs, RunResult &R,
                 std::string &Err) {
  RunResources Res(Cu);
  const std::string K = "kernel '" + S.Kernel + "'";
  if (!Cu.check(Cu.cuModuleLoadData(&Res.Mod, S.Cubin.data()),
                "cuModuleLoadData(" + S.CubinPath + ")", Err))
    return false;
  CUfunction F;
  if (!Cu.check(Cu.cuModuleGetFunction(&F, Res.Mod, S.Kernel.c_str()),
                "cuModuleGetFunction: " + K + " in " + S.CubinPath, Err))
    return false;
  Cu.cuFuncGetAttribute(&R.Info.Registers, CU_FUNC_ATTRIBUTE_NUM_REGS, F);
  Cu.cuFuncGetAttribute(&R.Info.StaticShared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, F);
  Cu.cuFuncGetAttribute(&R.Info.LocalBytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, F);
  Cu.cuFuncGetAttribute(&R.Info.MaxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, F);
  // Above 48 KiB the kernel has to opt in to dynamic shared memory.
  if (D.SharedBytes > 48 * 1024 &&
      !Cu.check(Cu.cuFuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                      int(D.SharedBytes)),
                "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, " +
                    std::to_string(D.SharedBytes) + ") for " + K, Err))
    return false;

  if (D.StackBytes &&
      !Cu.check(Cu.cuCtxSetLimit(CU_LIMIT_STACK_SIZE, D.StackBytes),
                "cuCtxSetLimit(CU_LIMIT_STACK_SIZE, " + std::to_string(D.StackBytes) + ")", Err))
    return false;

  Res.Ptrs.assign(D.Buffers.size(), 0);
  std::vector<CUdeviceptr> Symbols(D.Buffers.size(), 0);
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    const std::string B = "buffer '" + D.Buffers[I].Name + "'";
    size_t Bytes = Inputs[I].Bytes.size();
    if (const std::string &Sym = D.Buffers[I].Symbol; !Sym.empty()) {
      // A device global of the module, as cudaMemcpyToSymbol finds it.
      size_t Size = 0;
      if (!Cu.check(Cu.cuModuleGetGlobal(&Symbols[I], &Size, Res.Mod, Sym.c_str()),
                    "cuModuleGetGlobal('" + Sym + "') for " + B, Err))
        return false;
      if (Size < Bytes) {
        Err = B + " is " + std::to_string(Bytes) + " bytes; the global '" + Sym + "' has " +
              std::to_string(Size);
        return false;
      }
      if (Bytes && D.Buffers[I].Init.K != InitSpec::Keep &&
          !Cu.check(Cu.cuMemcpyHtoD(Symbols[I], Inputs[I].Bytes.data(), Bytes),
                    "cuMemcpyHtoD for " + B, Err))
        return false;
      continue;
    }
    if (!Cu.check(Cu.cuMemAlloc(&Res.Ptrs[I], std::max<size_t>(Bytes, 1)),
                  "cuMemAlloc(" + std::to_string(Bytes) + ") for " + B, Err))
      return false;
    if (Bytes && !Cu.check(Cu.cuMemcpyHtoD(Res.Ptrs[I], Inputs[I].Bytes.data(), Bytes),
                           "cuMemcpyHtoD for " + B, Err))
      return false;
  }
  std::vector<uint64_t> Addrs(Res.Ptrs.begin(), Res.Ptrs.end());
  for (size_t I = 0; I < D.Buffers.size(); ++I)
    if (Symbols[I])
      Addrs[I] = Symbols[I];
  // Tensor maps (TMA) are the driver's own encoding of the description.
  auto Encode = [&](const TensorMapDesc &T, uint64_t Addr, uint8_t Out[128], std::string &E) {
    if (!Cu.cuTensorMapEncodeTiled) {
      E = "the CUDA driver has no cuTensorMapEncodeTiled (a tensor-map argument needs CUDA 12 or "
          "newer)";
      return false;
    }
    uint64_t Strides[4];
    for (unsigned I = 1; I < T.Rank; ++I)
      Strides[I - 1] = T.Strides[I];
    // cuTensorMapEncodeTiled wants its CUtensorMap 64-byte aligned (cuda.h);
    // the packed parameters are a byte vector, so encode into an aligned
    // scratch map and copy it into place.
    alignas(64) uint8_t Map[128];
    if (!Cu.check(Cu.cuTensorMapEncodeTiled(Map, T.CuDataType, T.Rank,
                                            reinterpret_cast<void *>(Addr), T.Dims, Strides,
                                            T.Box, T.ElementStrides, int(T.Interleave),
                                            int(T.Swizzle), int(T.L2Promotion), int(T.OobFill)),
                  "cuTensorMapEncodeTiled for buffer '" + D.Buffers[T.BufferIndex].Name + "'",
                  E))
      return false;
    std::memcpy(Out, Map, sizeof Map);
    return true;
  };
  PackedParams P;
  if (!packParams(D, Addrs, Encode, P, Err))
    return false;
  std::vector<void *> ArgPtrs;
  for (uint32_t Off : P.Offsets)
    ArgPtrs.push_back(P.Bytes.data() + Off);

  auto Launch = [&]() {
    return Cu.cuLaunchKernel(F, D.Grid[0], D.Grid[1], D.Grid[2], D.Block[0],
                             D.Block[1], D.Block[2], D.SharedBytes, nullptr,
                             ArgPtrs.empty() ? nullptr : ArgPtrs.data(), nullptr);
  };
  char Cfg[160];
  std::snprintf(Cfg, sizeof Cfg, " (grid %ux%ux%u, block %ux%ux%u, %u B dynamic shared)",
                D.Grid[0], D.Grid[1], D.Grid[2], D.Block[0], D.Block[1], D.Block[2],
                D.SharedBytes);
  if (!Cu.check(Launch(), "cuLaunchKernel: " + K + Cfg, Err))
    return false;
  if (!Cu.check(Cu.cuCtxSynchronize(), "running " + K + " (cuCtxSynchronize)", Err))
    return false;

  R.Buffers.assign(D.Buffers.size(), HostBuffer());
  for (size_t I = 0; I < D.Buffers.size(); ++I) {
    HostBuffer &H = R.Buffers[I];
    H.Name = D.Buffers[I].Name;
    H.Type = D.Buffers[I].Type;
    H.Count = D.Buffers[I].Count;
    H.Bytes.resize(Inputs[I].Bytes.size());
    if (!H.Bytes.empty() &&
        !Cu.check(Cu.cuMemcpyDtoH(H.Bytes.data(), Addrs[I], H.Bytes.size()),
                  "cuMemcpyDtoH for buffer '" + H.Name + "'", Err))
      return false;
  }

  if (!S.TimeIters)
    return true;
  for (unsigned I = 0; I < S.Warmup; ++I)
    if (!Cu.check(Launch(), "cuLaunchKernel (warm-up): " + K, Err))
      return false;
  // Back-to-back launches bracketed by event pairs, synchronised once at
  // the end, so host overhead between launches is not counted.  A batch of
  // several launches per pair averages out the launch-to-launch jitter that
  // makes a single launch of a few microseconds bimodal.
  unsigned Batch = std::max(1u, S.Batch);
  Res.Events.assign(2 * S.TimeIters, nullptr);
  for (CUevent &E : Res.Events)
    if (!Cu.check(Cu.cuEventCreate(&E, CU_EVENT_DEFAULT), "cuEventCreate", Err))
      return false;
  for (unsigned I = 0; I < S.TimeIters; ++I) {
    if (!Cu.check(Cu.cuEventRecord(Res.Events[2 * I], nullptr), "cuEventRecord", Err))
      return false;
    for (unsigned L = 0; L < Batch; ++L)
      if (!Cu.check(Launch(), "cuLaunchKernel (timed): " + K, Err))
        return false;
    if (!Cu.check(Cu.cuEventRecord(Res.Events[2 * I + 1], nullptr), "cuEventRecord", Err))
      return false;
  }
  if (!Cu.check(Cu.cuEventSynchronize(Res.Events.back()),
                "running " + K + " (timed launches)", Err))
    return false;
  for (unsigned I = 0; I < S.TimeIters; ++I) {
    float Ms = 0;
    if (!Cu.check(Cu.cuEventElapsedTime(&Ms, Res.Events[2 * I], Res.Events[2 * I + 1]),
                  "cuEventElapsedTime", Err))
      return false;
    R.TimesUs.push_back(Ms * 1000.0f / Batch);
  }
  std::vector<float> Sorted = R.TimesUs;
  std::sort(Sorted.begin(), Sorted.end());
  size_t N = Sorted.size();
  R.MedianUs = N % 2 ? Sorted[N / 2] : 0.5 * (double(Sorted[N / 2 - 1]) + Sorted[N / 2]);
  R.MinUs = Sorted.front();
  return true;
}
