//===-- oa/Runtime/CudaDriver.h - CUDA driver API via dlopen ----*- C++ -*-===//
//
// The few CUDA driver types and entry points oa-run uses, declared here so
// that nothing CUDA is needed at build time: libcuda.so.1 is opened at run
// time (OA_LIBCUDA in the environment names another file) and each entry
// point is resolved by the symbol the driver exports (the _v2 names where
// the ABI was revised). Every failure is reported with cuGetErrorName.
//
//===----------------------------------------------------------------------===//
#ifndef OA_RUNTIME_CUDADRIVER_H
#define OA_RUNTIME_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace oa::runtime {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUevent_st;
struct CUstream_st;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUevent = CUevent_st *;
using CUstream = CUstream_st *;

enum : int {
  CUDA_SUCCESS = 0,
  // CUfunction_attribute
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_LIMIT_STACK_SIZE = 0,
  // CUdevice_attribute
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  // CUevent_flags
  CU_EVENT_DEFAULT = 0,
};

struct CudaDriver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuCtxSetLimit)(int, size_t);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule, const char *);
  CUresult (*cuFuncGetAttribute)(int *, int, CUfunction);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  /// Optional (CUDA 12+): null when the driver lacks it; only launches with
  /// a tensor-map argument need it.  The enums are passed as ints.
  CUresult (*cuTensorMapEncodeTiled)(void *TensorMap, int DataType, unsigned Rank,
                                     void *GlobalAddress, const uint64_t *GlobalDim,
                                     const uint64_t *GlobalStrides, const uint32_t *BoxDim,
                                     const uint32_t *ElementStrides, int Interleave,
                                     int Swizzle, int L2Promotion, int OobFill) = nullptr;

  /// Opens the driver library and resolves every entry point. Err reads
  /// "cannot load libcuda.so.1: <reason>" when the library is absent.
  bool load(std::string &Err);
  /// "CUDA_ERROR_NAME (description)" for R.
  std::string describe(CUresult R) const;
  /// False with Err = "<What>: CUDA_ERROR_NAME (description)" unless R is 0.
  bool check(CUresult R, const std::string &What, std::string &Err) const;

private:
  void *Handle = nullptr;
};

} // namespace oa::runtime

#endif
