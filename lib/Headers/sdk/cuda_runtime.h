/* oa's stand-in for the CUDA SDK's <cuda_runtime.h> (oa-cc --no-cuda-sdk, or no SDK
 * installed): oa-cc force-includes oa_cuda.h, which declares what oa offers
 * of it.  With the SDK installed oa-cc uses the SDK's own header. */
#include "../oa_cuda.h"
