/*===- oa_cuda.h - CUDA device declarations for clang without the SDK -----===*
 *
 * oa-cc force-includes this header when it runs clang-22 with -nocudainc, so
 * ordinary kernels compile without the CUDA SDK.  It declares what the SDK's
 * runtime headers would (attributes, built-in variables, vector types, warp
 * and atomic intrinsics, math, __half/__nv_bfloat16) on top of Clang
 * builtins, NVVM builtins and LLVM intrinsics only: no libdevice.  The
 * mapping and the accuracy of each math function are in docs/E2E.md.  Host
 * code may use the runtime API subset oa_cuda_host.h declares; sdk/ holds
 * stand-ins for the SDK's header names (cuda_runtime.h ...).
 *===----------------------------------------------------------------------===*/
#ifndef OA_CUDA_H
#define OA_CUDA_H

#if !defined(__CUDA__) || defined(__NVCC__)
#error "oa_cuda.h is for clang's CUDA mode (oa-cc); nvcc has its own headers"
#endif

#define __OA_CUDA__ 1

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
/* __noinline__ is a keyword in clang's CUDA mode: no macro. */

/* Every helper in these headers: device-only, always inlined, internal. */
#define __OA_DEV static __device__ __forceinline__

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

#include "oa_cuda_vector_types.h"
#include <__clang_cuda_builtin_vars.h>

__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }

/* The driver's heap (oa/Cubin/DriverFunctions.h), declared as clang's own
 * CUDA wrapper declares it, so that malloc/free and <new>'s device
 * operators compile. */
extern "C" {
__device__ void free(void *) __attribute__((nothrow));
__device__ void *malloc(size_t) __attribute__((nothrow)) __attribute__((malloc));
}

#include "oa_cuda_intrinsics.h"
#include "oa_cuda_math.h"
#include "oa_cuda_fp16.h"
#include "oa_cuda_host.h"

#endif /* OA_CUDA_H */
