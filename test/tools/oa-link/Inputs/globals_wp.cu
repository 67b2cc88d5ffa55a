// Source of globals_wp.sm{80,90}.cubin (nvcc -cubin -arch=sm_XX): ptxas's
// whole-program form, where the code reads each global's address from a
// bank-4 slot that the driver fills (R_CUDA_64).
struct S { int a; float b[3]; };
__device__ int counter;
__device__ float table[4] = {1.f, 2.f, 3.f, 4.f};
__device__ S st = {7, {1.5f, 2.5f, 3.5f}};
__device__ int zarr[100];
extern "C" __global__ void k(float *o) {
  int i = threadIdx.x;
  atomicAdd(&counter, 1);
  o[i] = table[i & 3] + st.b[i % 3] + st.a + zarr[i];
}
