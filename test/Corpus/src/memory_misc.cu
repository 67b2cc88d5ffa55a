// Memory idioms: transpose, dynamic local arrays (LDL/STL), __constant__,
// dynamic extern __shared__, by-value struct params, cache hints.
#include <cuda_runtime.h>

__constant__ float c_weights[256];
__constant__ int c_perm[64];

struct Params {
  float scale;
  float bias;
  int n;
  int stride;
  const float *src;
  float *dst;
  float table[8];
};

extern "C" __global__ void transpose_smem(const float *in, float *out, int w,
                                          int h) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < w && y + j < h)
      tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < h && y + j < w)
      out[(size_t)(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void local_array_dynamic(const int *idx, const float *x,
                                               float *y, int n) {
  float buf[48];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  for (int k = 0; k < 48; ++k)
    buf[k] = x[(i + k) % n];
  int j = idx[i];
  for (int k = 0; k < 8; ++k) {
    buf[(j + k * 5) % 48] += buf[(j * 3 + k) % 48];
  }
  y[i] = buf[j % 48] + buf[(j + 1) % 48];
}

extern "C" __global__ void constant_conv(const float *x, float *y, int n,
                                         int taps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = 0.f;
  for (int k = 0; k < taps; ++k) {
    int j = i + k - taps / 2;
    if (j >= 0 && j < n)
      s += c_weights[k] * x[j];
  }
  y[i] = s * c_weights[255] + c_weights[threadIdx.x & 255] +
         (float)c_perm[threadIdx.x & 63];
}

extern "C" __global__ void dynamic_smem_reverse(const float *x, float *y,
                                                int n) {
  extern __shared__ float s[];
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  if (base + t < n)
    s[t] = x[base + t];
  __syncthreads();
  int r = blockDim.x - 1 - t;
  if (base + t < n)
    y[base + t] = s[r] * 2.0f;
}

extern "C" __global__ void struct_param(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float v = p.src[(size_t)i * p.stride];
  p.dst[i] = v * p.scale + p.bias + p.table[i & 7];
}

struct Pair {
  double d;
  int k;
  char c;
};

extern "C" __global__ void struct_small(Pair a, Pair b, double *out) {
  out[threadIdx.x] = a.d * a.k + b.d * b.k + (double)(a.c - b.c);
}

extern "C" __global__ void cache_hints(const float *__restrict__ x,
                                       float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float a = __ldg(x + i);
    float b = __ldcs(x + ((i + 1) % n));
    float c = __ldlu(x + ((i + 2) % n));
    float d = __ldcv(x + ((i + 3) % n));
    __stcs(y + i, a + b);
    __stwt(y + ((i + 7) % n), c + d);
    volatile float *vy = y;
    vy[(i + 11) % n] += 1.0f;
  }
}

extern "C" __global__ void vec_copy_types(const int4 *a, int4 *b,
                                          const short2 *c, short2 *d,
                                          const char *e, char *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    b[i] = a[i];
    d[i] = c[i];
    f[i] = e[i] + 1;
  }
}
