// Held-out: fp64 stencil, CSR SpMV, Newton iteration, atomics in fp64.
#include <cuda_runtime.h>

extern "C" __global__ void stencil5_f64(const double *u, double *v, int nx,
                                        int ny, double c0, double c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1) {
    int i = y * nx + x;
    v[i] = c0 * u[i] + c1 * (u[i - 1] + u[i + 1] + u[i - nx] + u[i + nx]);
  }
}

extern "C" __global__ void spmv_csr_vector(const int *rowptr, const int *col,
                                           const double *val, const double *x,
                                           double *y, int rows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x & 31;
  if (row >= rows)
    return;
  double s = 0.0;
  for (int j = rowptr[row] + lane; j < rowptr[row + 1]; j += 32)
    s += val[j] * __ldg(&x[col[j]]);
  for (int o = 16; o; o >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, o);
  if (lane == 0)
    y[row] = s;
}

extern "C" __global__ void newton_cbrt_f64(const double *a, double *r, int n,
                                           int iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = a[i], x = v > 1.0 ? v / 3.0 : 1.0;
    for (int k = 0; k < iters; ++k) {
      double nx = x - (x * x * x - v) / (3.0 * x * x);
      if (fabs(nx - x) < 1e-15 * fabs(x))
        break;
      x = nx;
    }
    r[i] = x + cbrt(v) * 0.0 + hypot(x, v) * 1e-30;
  }
}

extern "C" __global__ void scatter_add_f64(const int *idx, const double *v,
                                           double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&out[idx[i]], v[i]);
    double old = atomicAdd(&out[0], 1.0);
    if (old < 0.0)
      out[1] = old;
  }
}

extern "C" __global__ void mixed_precision_accum(const float *x, double *sum,
                                                 float *fsum, int n) {
  double s = 0.0;
  float c = 0.f, fs = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    s += (double)x[i];
    float yv = x[i] - c;
    float t = fs + yv;
    c = (t - fs) - yv;
    fs = t;
  }
  atomicAdd(sum, s);
  atomicAdd(fsum, (float)(s - (double)fs));
}
