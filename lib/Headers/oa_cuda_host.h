/*===- oa_cuda_host.h - the CUDA runtime API, declared for host code --------===*
 *
 * oa-cc compiles the device side of a .cu file only, but clang still parses
 * its host functions: they may call the common runtime API and launch
 * kernels with <<<...>>>.  These declarations (never defined: no host code
 * is generated) let such files compile without the CUDA SDK.  The list is
 * the subset of cuda_runtime_api.h that samples and benchmarks use.
 *===----------------------------------------------------------------------===*/
#ifndef OA_CUDA_HOST_H
#define OA_CUDA_HOST_H

enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3, cudaErrorLaunchFailure = 719,
  cudaErrorInvalidDevice = 101, cudaErrorInvalidConfiguration = 9,
  cudaErrorNotReady = 600, cudaErrorUnknown = 999
};
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
enum cudaFuncCache { cudaFuncCachePreferNone, cudaFuncCachePreferShared, cudaFuncCachePreferL1 };
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventDisableTiming 0x02
#define cudaMemAttachGlobal 0x01
#define cudaHostAllocDefault 0x00

struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize;
  size_t memPitch;
  int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
  size_t totalConstMem;
  int major, minor;
  size_t textureAlignment;
  int multiProcessorCount, maxThreadsPerMultiProcessor, l2CacheSize;
  size_t sharedMemPerMultiprocessor, sharedMemPerBlockOptin;
  int regsPerMultiprocessor, memoryBusWidth, memoryClockRate, concurrentKernels;
};

extern "C" {
__host__ cudaError_t cudaMalloc(void **p, size_t n);
__host__ cudaError_t cudaMallocManaged(void **p, size_t n, unsigned flags = cudaMemAttachGlobal);
__host__ cudaError_t cudaMallocHost(void **p, size_t n);
__host__ cudaError_t cudaHostAlloc(void **p, size_t n, unsigned flags);
__host__ cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaFreeHost(void *p);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k,
                                     cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                  size_t w, size_t h, cudaMemcpyKind k);
__host__ cudaError_t cudaMemset(void *p, int v, size_t n);
__host__ cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s = 0);
__host__ cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaDeviceReset(void);
__host__ cudaError_t cudaGetLastError(void);
__host__ cudaError_t cudaPeekAtLastError(void);
__host__ const char *cudaGetErrorString(cudaError_t e);
__host__ const char *cudaGetErrorName(cudaError_t e);
__host__ cudaError_t cudaGetDeviceCount(int *n);
__host__ cudaError_t cudaGetDevice(int *d);
__host__ cudaError_t cudaSetDevice(int d);
__host__ cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d);
__host__ cudaError_t cudaDeviceGetAttribute(int *v, int attr, int d);
__host__ cudaError_t cudaStreamCreate(cudaStream_t *s);
__host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t s);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t s);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *e);
__host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags);
__host__ cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t e);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t e);
__host__ cudaError_t cudaFuncSetAttribute(const void *f, cudaFuncAttribute a, int v);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *f, cudaFuncCache c);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *f,
                                                                   int block, size_t smem);
__host__ cudaError_t cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args, size_t smem,
                                      cudaStream_t s);
__host__ cudaError_t cudaMemcpyToSymbol(const void *sym, const void *src, size_t n,
                                        size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice);
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *sym, size_t n, size_t off = 0,
                                          cudaMemcpyKind k = cudaMemcpyDeviceToHost);
__host__ cudaError_t cudaGetSymbolAddress(void **p, const void *sym);
/* What clang's <<<...>>> calls. */
__host__ cudaError_t cudaConfigureCall(dim3 g, dim3 b, size_t smem = 0, cudaStream_t s = 0);
__host__ unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, size_t smem = 0, void *s = 0);
}

/* The runtime's C++ conveniences for symbols and kernels. */
template <class T>
__host__ cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n, size_t off = 0,
                                        cudaMemcpyKind k = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&sym, src, n, off, k);
}
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n, size_t off = 0,
                                          cudaMemcpyKind k = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&sym, n, off, k);
}
template <class T> __host__ cudaError_t cudaMalloc(T **p, size_t n) {
  return cudaMalloc((void **)p, n);
}
template <class T>
__host__ cudaError_t cudaMallocManaged(T **p, size_t n, unsigned flags = cudaMemAttachGlobal) {
  return cudaMallocManaged((void **)p, n, flags);
}
template <class T> __host__ cudaError_t cudaMallocHost(T **p, size_t n) {
  return cudaMallocHost((void **)p, n);
}
template <class T>
__host__ cudaError_t cudaFuncSetAttribute(T *f, cudaFuncAttribute a, int v) {
  return cudaFuncSetAttribute((const void *)f, a, v);
}

#endif /* OA_CUDA_HOST_H */
