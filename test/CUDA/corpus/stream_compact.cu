// Stream compaction with __ballot_sync, __popc and a per-warp atomic offset.
#include <cuda_runtime.h>

__device__ int outCount;

__global__ void compactPositive(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool keep = i < n && in[i] > 0.0f;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int base = 0;
  if (lane == 0)
    base = atomicAdd(&outCount, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep)
    out[base + __popc(mask & ((1u << lane) - 1))] = in[i];
}
