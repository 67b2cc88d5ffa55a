// Source of uses.sm90.cubin (nvcc -cubin -rdc=true -arch=sm_90): kernel
// `scale` reads globals that defs.cu defines.
extern __device__ int total;
extern __device__ float weights[4];
extern "C" __global__ void scale(float *o) {
  int i = threadIdx.x;
  o[i] = weights[(i + 1) & 3] * 10.0f + total;
}
