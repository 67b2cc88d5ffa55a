// Divergent control flow: nested ifs, break/continue, early return, switch,
// __noinline__ calls.
#include <cuda_runtime.h>

__device__ __noinline__ float poly_eval(const float *c, int n, float x) {
  float r = 0.f;
  for (int i = n - 1; i >= 0; --i)
    r = r * x + c[i];
  return r;
}

__device__ __noinline__ int classify(int v, int lo, int hi) {
  if (v < lo)
    return -1;
  if (v > hi)
    return 1;
  return 0;
}

extern "C" __global__ void nested_ifs(const int *x, int *y, int n, int t0,
                                      int t1) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = x[i];
  int r;
  if (v > t0) {
    if (v > t1) {
      r = v * 3;
      if (v & 1)
        r -= 7;
    } else {
      r = v - t0;
    }
  } else if (v < -t0) {
    r = -v;
  } else {
    r = 0;
  }
  y[i] = r + classify(v, t0, t1);
}

extern "C" __global__ void loops_break_continue(const float *x, float *y,
                                                int n, int len, float thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.f;
  int cnt = 0;
  for (int k = 0; k < len; ++k) {
    float v = x[i * len + k];
    if (v < 0.f)
      continue;
    if (v > thr)
      break;
    acc += v;
    ++cnt;
    int j = 0;
    while (j < cnt && acc > 1.f) {
      acc *= 0.5f;
      ++j;
    }
  }
  y[i] = cnt ? acc / cnt : -1.f;
}

extern "C" __global__ void switch_dispatch(const int *op, const float *a,
                                           const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = a[i], z = b[i], r;
  switch (op[i]) {
  case 0: r = x + z; break;
  case 1: r = x - z; break;
  case 2: r = x * z; break;
  case 3: r = x / z; break;
  case 4: r = fminf(x, z); break;
  case 5: r = fmaxf(x, z); break;
  case 6: r = sqrtf(x); break;
  case 7: r = x > z ? 1.f : 0.f; break;
  default: r = 0.f; break;
  }
  c[i] = r;
}

extern "C" __global__ void call_noinline(const float *coef, const float *x,
                                         float *y, int n, int deg) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    float r = poly_eval(coef, deg, v);
    if (r > 1.f)
      r = poly_eval(coef + deg, deg, r);
    y[i] = r;
  }
}

extern "C" __global__ void do_while_exit(int *x, int n, int maxit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = x[i], it = 0;
  do {
    if (v == 1)
      break;
    v = (v & 1) ? 3 * v + 1 : v >> 1;
  } while (++it < maxit);
  if (it == maxit) {
    x[i] = -1;
    return;
  }
  x[i] = it;
}

extern "C" __global__ void warp_uniform_branch(const float *x, float *y,
                                               int mode, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  if (mode == 0) {
    v = v * v;
  } else if (mode == 1) {
    for (int k = 0; k < mode + 3; ++k)
      v = v * 0.5f + 1.f;
  } else {
    __syncwarp();
    v = -v;
  }
  if (__any_sync(__activemask(), v > 100.f))
    v = 100.f;
  y[i] = v;
}
