// Double precision: DFMA, DADD/DMUL, division, sqrt, rcp, transcendental.
#include <cuda_runtime.h>

extern "C" __global__ void daxpy(int n, double a, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = fma(a, x[i], y[i]);
}

extern "C" __global__ void ddiv_sqrt(int n, const double *x, const double *z,
                                     double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double a = x[i], b = z[i];
    y[i] = a / b + sqrt(fabs(a)) + 1.0 / (b * b + 1.0) + rsqrt(fabs(b) + 1.0);
  }
}

extern "C" __global__ void dtranscendental(int n, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = x[i];
    y[i] = exp(v) + log(fabs(v) + 1.0) + sin(v) * cos(v) + tanh(v);
  }
}

extern "C" __global__ void ddot_reduce(int n, const double *a, const double *b,
                                       double *out) {
  __shared__ double sh[32];
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s = fma(a[i], b[i], s);
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    sh[threadIdx.x >> 5] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    s = threadIdx.x < (blockDim.x >> 5) ? sh[threadIdx.x] : 0.0;
    for (int o = 16; o; o >>= 1)
      s += __shfl_down_sync(0xffffffffu, s, o);
    if (threadIdx.x == 0)
      atomicAdd(out, s);
  }
}

extern "C" __global__ void dcompare_minmax(int n, const double *x, double *y,
                                           double lo, double hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = x[i];
    v = fmin(fmax(v, lo), hi);
    if (isnan(v) || v == 0.0)
      v = -1.0;
    y[i] = v * v - floor(v) + ceil(v * 0.5) + trunc(v) + rint(v);
  }
}
