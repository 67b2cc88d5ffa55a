#include "e2e.h"
// Batched 4x4 matrix products, a thread per pair, float4 rows.
extern "C" __global__ void mat4_batched(const float4 *a, const float4 *b, float4 *c, int batch) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= batch) return;
  float4 A[4], B[4];
#pragma unroll
  for (int r = 0; r < 4; ++r) { A[r] = a[4 * t + r]; B[r] = b[4 * t + r]; }
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    float4 o;
    o.x = A[r].x * B[0].x + A[r].y * B[1].x + A[r].z * B[2].x + A[r].w * B[3].x;
    o.y = A[r].x * B[0].y + A[r].y * B[1].y + A[r].z * B[2].y + A[r].w * B[3].y;
    o.z = A[r].x * B[0].z + A[r].y * B[1].z + A[r].z * B[2].z + A[r].w * B[3].z;
    o.w = A[r].x * B[0].w + A[r].y * B[1].w + A[r].z * B[2].w + A[r].w * B[3].w;
    c[4 * t + r] = o;
  }
}
