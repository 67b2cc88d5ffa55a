// All-pairs n-body step with float4 positions and rsqrtf, tiled in shared memory.
#include <cuda_runtime.h>

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + 1e-4f;
  float invDist = rsqrtf(distSqr);
  float s = bj.w * invDist * invDist * invDist;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void integrateBodies(float4 *newPos, const float4 *oldPos, float4 *vel, int n, float dt) {
  extern __shared__ float4 sh[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = i < n ? oldPos[i] : make_float4(0, 0, 0, 0);
  float3 acc = make_float3(0, 0, 0);
  for (int tile = 0; tile < gridDim.x; ++tile) {
    int j = tile * blockDim.x + threadIdx.x;
    sh[threadIdx.x] = j < n ? oldPos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k)
      acc = bodyBodyInteraction(p, sh[k], acc);
    __syncthreads();
  }
  if (i < n) {
    float4 v = vel[i];
    v.x += acc.x * dt;
    v.y += acc.y * dt;
    v.z += acc.z * dt;
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;
    newPos[i] = p;
    vel[i] = v;
  }
}
