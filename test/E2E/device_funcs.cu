// Calls: __device__ helpers, some __noinline__ (real calls with arguments
// in registers, a pointer argument and a struct return), one inlined.
#include "e2e.h"
struct Pair {
  float lo, hi;
};
__device__ __noinline__ float poly3(float x, float a, float b, float c) { return (a * x + b) * x + c; }
__device__ __noinline__ Pair minmax3(float a, float b, float c) {
  Pair p;
  p.lo = fminf(a, fminf(b, c));
  p.hi = fmaxf(a, fmaxf(b, c));
  return p;
}
__device__ __noinline__ int accumulate(int *dst, int v, int times) {
  int s = 0;
  for (int k = 0; k < times; ++k)
    s += v * k;
  *dst = s;
  return s & 0xff;
}
__device__ __forceinline__ float clampf(float x) { return fminf(fmaxf(x, -2.0f), 2.0f); }
extern "C" __global__ void device_funcs(const float *x, float *y, int *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  Pair p = minmax3(v, poly3(v, 0.5f, -1.0f, 0.25f), clampf(v * 3.0f));
  int k = accumulate(&z[i], i & 1023, (i & 7) + 1);
  y[i] = p.hi - p.lo + (float)k;
}
