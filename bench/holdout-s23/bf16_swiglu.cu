#include "e2e.h"
#include <cuda_bf16.h>
// SwiGLU on bf16: silu(a) * b, two elements per thread as bf162.
extern "C" __global__ void bf16_swiglu(const __nv_bfloat162 *a, const __nv_bfloat162 *b,
                                       __nv_bfloat162 *y, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  float2 va = __bfloat1622float2(a[i]), vb = __bfloat1622float2(b[i]);
  float sx = va.x / (1.f + __expf(-va.x)), sy = va.y / (1.f + __expf(-va.y));
  y[i] = __floats2bfloat162_rn(sx * vb.x, sy * vb.y);
}
