// Source of defs.sm90.cubin (nvcc -cubin -rdc=true -arch=sm_90): defines
// the globals and kernel `fill`.
__device__ int total;
__device__ float weights[4] = {1.0f, 2.0f, 3.0f, 4.0f};
extern "C" __global__ void fill(float *o) {
  int i = threadIdx.x;
  o[i] = weights[i & 3];
  atomicAdd(&total, 1);
}
