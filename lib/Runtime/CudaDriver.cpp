//===-- CudaDriver.cpp - CUDA driver API via dlopen -----------------------===//
#include "oa/Runtime/CudaDriver.h"

#include <cstdlib>
#include <dlfcn.h>

using namespace oa::runtime;

template <typename F>
static bool resolve(void *H, const char *Name, F &Fn, const std::string &Lib,
                    std::string &Err) {
  void *P = ::dlsym(H, Name);
  if (!P) {
    Err = Lib + " has no symbol " + Name + " (driver too old?)";
    return false;
  }
  Fn = reinterpret_cast<F>(P);
  return true;
}

bool CudaDriver::load(std::string &Err) {
  if (Handle)
    return true;
  const char *Env = std::getenv("OA_LIBCUDA");
  std::string Lib = Env && *Env ? Env : "libcuda.so.1";
  void *H = ::dlopen(Lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!H) {
    const char *Why = ::dlerror();
    Err = "cannot load " + Lib + ": " + (Why ? Why : "unknown reason") +
          " (is the NVIDIA driver installed?)";
    return false;
  }
#define OA_RESOLVE(Field, Sym)                                                 \
  if (!resolve(H, Sym, Field, Lib, Err)) {                                     \
    ::dlclose(H);                                                              \
    return false;                                                              \
  }
  OA_RESOLVE(cuInit, "cuInit")
  OA_RESOLVE(cuDriverGetVersion, "cuDriverGetVersion")
  OA_RESOLVE(cuDeviceGetCount, "cuDeviceGetCount")
  OA_RESOLVE(cuDeviceGet, "cuDeviceGet")
  OA_RESOLVE(cuDeviceGetName, "cuDeviceGetName")
  OA_RESOLVE(cuDeviceGetAttribute, "cuDeviceGetAttribute")
  OA_RESOLVE(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")
  OA_RESOLVE(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2")
  OA_RESOLVE(cuCtxSetCurrent, "cuCtxSetCurrent")
  OA_RESOLVE(cuCtxSynchronize, "cuCtxSynchronize")
  OA_RESOLVE(cuCtxSetLimit, "cuCtxSetLimit")
  OA_RESOLVE(cuModuleLoadData, "cuModuleLoadData")
  OA_RESOLVE(cuModuleUnload, "cuModuleUnload")
  OA_RESOLVE(cuModuleGetFunction, "cuModuleGetFunction")
  OA_RESOLVE(cuModuleGetGlobal, "cuModuleGetGlobal_v2")
  OA_RESOLVE(cuFuncGetAttribute, "cuFuncGetAttribute")
  OA_RESOLVE(cuFuncSetAttribute, "cuFuncSetAttribute")
  OA_RESOLVE(cuMemAlloc, "cuMemAlloc_v2")
  OA_RESOLVE(cuMemFree, "cuMemFree_v2")
  OA_RESOLVE(cuMemcpyHtoD, "cuMemcpyHtoD_v2")
  OA_RESOLVE(cuMemcpyDtoH, "cuMemcpyDtoH_v2")
  OA_RESOLVE(cuLaunchKernel, "cuLaunchKernel")
  OA_RESOLVE(cuEventCreate, "cuEventCreate")
  OA_RESOLVE(cuEventRecord, "cuEventRecord")
  OA_RESOLVE(cuEventSynchronize, "cuEventSynchronize")
  OA_RESOLVE(cuEventElapsedTime, "cuEventElapsedTime")
  OA_RESOLVE(cuEventDestroy, "cuEventDestroy_v2")
  OA_RESOLVE(cuGetErrorName, "cuGetErrorName")
  OA_RESOLVE(cuGetErrorString, "cuGetErrorString")
#undef OA_RESOLVE
  cuTensorMapEncodeTiled = reinterpret_cast<decltype(cuTensorMapEncodeTiled)>(
      ::dlsym(H, "cuTensorMapEncodeTiled"));
  Handle = H;
  return true;
}

std::string CudaDriver::describe(CUresult R) const {
  const char *Name = nullptr, *Str = nullptr;
  if (cuGetErrorName && cuGetErrorName(R, &Name) != CUDA_SUCCESS)
    Name = nullptr;
  if (cuGetErrorString && cuGetErrorString(R, &Str) != CUDA_SUCCESS)
    Str = nullptr;
  std::string S = Name ? Name : "CUDA error " + std::to_string(R);
  if (Str)
    S += std::string(" (") + Str + ")";
  return S;
}

bool CudaDriver::check(CUresult R, const std::string &What,
                       std::string &Err) const {
  if (R == CUDA_SUCCESS)
    return true;
  Err = What + ": " + describe(R);
  return false;
}
