// oa's host-only stand-in for <c10/cuda/CUDAGuard.h> (torch/types.h says why).
#pragma once
#include "../../torch/types.h"
namespace c10 { namespace cuda {
struct CUDAGuard { explicit CUDAGuard(Device) {} explicit CUDAGuard(int) {} };
struct OptionalCUDAGuard { OptionalCUDAGuard() {} explicit OptionalCUDAGuard(Device) {} };
} } // namespace c10::cuda
namespace at { namespace cuda { using c10::cuda::CUDAGuard; using c10::cuda::OptionalCUDAGuard; } }
