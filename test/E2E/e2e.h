// Suite header: the kernels are plain CUDA that nvcc and oa-cc both compile.
// oa-cc force-includes oa_cuda.h; under nvcc the runtime headers come with
// the compiler and only the fp16/bf16 ones must be named.
#ifndef OA_E2E_H
#define OA_E2E_H
#ifdef __NVCC__
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#endif
#endif
