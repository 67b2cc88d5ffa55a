// A __noinline__ helper and a recursive device function.
#include <cuda_runtime.h>

__device__ __noinline__ float polynomial(float x) { return ((x * 0.5f + 1.0f) * x + 2.0f) * x; }

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void callers(float *out, int *f) {
  int i = threadIdx.x;
  out[i] = polynomial((float)i);
  f[i] = fib(i & 15);
}
