// atomicMax for float through atomicCAS on the bit pattern, and a 64-bit CAS.
#include <cuda_runtime.h>

__device__ float atomicMaxFloat(float *addr, float v) {
  int *a = (int *)addr;
  int old = *a, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v)
      break;
    old = atomicCAS(a, assumed, __float_as_int(v));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void maxReduce(const float *in, float *out, unsigned long long *tick, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicMaxFloat(out, in[i]);
  if (i == 0)
    atomicCAS(tick, 0ull, 1ull);
}
