// Dot product of bfloat16 vectors accumulated in float (cuda_bf16.h).
#include <cuda_bf16.h>
#include <cuda_runtime.h>

__global__ void dotBf16(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *out, int n) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    s += __bfloat162float(a[i]) * __bfloat162float(b[i]);
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}

__global__ void toBf16(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2bfloat16(in[i]);
}
