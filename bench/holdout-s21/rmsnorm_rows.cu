#include "e2e.h"
// RMSNorm: a warp per row of 1024 floats, float4 loads, a shuffle sum.
extern "C" __global__ void rmsnorm_rows(const float4 *x, const float4 *w, float4 *y, int rows, float eps) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= rows) return;
  const float4 *r = x + (size_t)warp * 256;
  float4 v[8];
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    v[k] = r[lane + 32 * k];
    s += v[k].x * v[k].x + v[k].y * v[k].y + v[k].z * v[k].z + v[k].w * v[k].w;
  }
  for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  float inv = rsqrtf(s / 1024.f + eps);
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    float4 g = w[lane + 32 * k], o4;
    o4.x = v[k].x * inv * g.x; o4.y = v[k].y * inv * g.y;
    o4.z = v[k].z * inv * g.z; o4.w = v[k].w * inv * g.w;
    y[(size_t)warp * 256 + lane + 32 * k] = o4;
  }
}
