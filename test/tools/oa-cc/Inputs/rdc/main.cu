// Uses a function, a variable and a function pointer defined in lib.cu (rdc.test).
extern __device__ int counter;
extern __device__ float scale(float x, int i);
extern __device__ float (*pick)(float);
extern "C" __global__ void app(float *o, const float *x) {
  int t = threadIdx.x;
  o[t] = pick(scale(x[t], t));
  atomicAdd(&counter, 1);
}
