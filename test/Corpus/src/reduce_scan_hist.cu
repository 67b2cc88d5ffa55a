// Block reductions, scans and histograms.
#include <cuda_runtime.h>

extern "C" __global__ void block_reduce_tree(const float *x, float *out,
                                             int n) {
  __shared__ float s[256];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 2 + t;
  float v = 0.f;
  if (i < n)
    v = x[i];
  if (i + blockDim.x < n)
    v += x[i + blockDim.x];
  s[t] = v;
  __syncthreads();
  for (int st = blockDim.x / 2; st > 32; st >>= 1) {
    if (t < st)
      s[t] += s[t + st];
    __syncthreads();
  }
  if (t < 32) {
    v = s[t] + s[t + 32];
    for (int o = 16; o; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (t == 0)
      out[blockIdx.x] = v;
  }
}

// Hillis-Steele inclusive scan in shared memory (double buffered).
extern "C" __global__ void scan_hillis_steele(const int *x, int *y, int n) {
  __shared__ int buf[2][512];
  int t = threadIdx.x;
  int p = 0;
  buf[0][t] = t < n ? x[t] : 0;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = buf[p][t];
    if (t >= off)
      v += buf[p][t - off];
    buf[p ^ 1][t] = v;
    p ^= 1;
    __syncthreads();
  }
  if (t < n)
    y[t] = buf[p][t];
}

// Warp-shuffle scan then block-level fixup.
extern "C" __global__ void scan_warp_block(const float *x, float *y,
                                           float *block_sums, int n) {
  __shared__ float ws[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  float v = i < n ? x[i] : 0.f;
  for (int o = 1; o < 32; o <<= 1) {
    float u = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o)
      v += u;
  }
  if (lane == 31)
    ws[w] = v;
  __syncthreads();
  if (w == 0) {
    float s = lane < (blockDim.x >> 5) ? ws[lane] : 0.f;
    for (int o = 1; o < 32; o <<= 1) {
      float u = __shfl_up_sync(0xffffffffu, s, o);
      if (lane >= o)
        s += u;
    }
    ws[lane] = s;
  }
  __syncthreads();
  if (w > 0)
    v += ws[w - 1];
  if (i < n)
    y[i] = v;
  if (threadIdx.x == blockDim.x - 1)
    block_sums[blockIdx.x] = v;
}

extern "C" __global__ void histogram256_smem(const unsigned char *x,
                                             unsigned *hist, int n) {
  __shared__ unsigned h[256];
  for (int k = threadIdx.x; k < 256; k += blockDim.x)
    h[k] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&h[x[i]], 1u);
  __syncthreads();
  for (int k = threadIdx.x; k < 256; k += blockDim.x)
    if (h[k])
      atomicAdd(&hist[k], h[k]);
}

extern "C" __global__ void histogram_float_bins(const float *x, int *hist,
                                                int n, float lo, float hi,
                                                int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    int b = (int)((v - lo) / (hi - lo) * nbins);
    b = max(0, min(nbins - 1, b));
    atomicAdd(&hist[b], 1);
  }
}

extern "C" __global__ void argmax_rows(const float *x, int *idx, int cols) {
  const float *r = x + (size_t)blockIdx.x * cols;
  float best = -INFINITY;
  int bi = 0;
  for (int c = threadIdx.x; c < cols; c += 32) {
    float v = r[c];
    if (v > best) {
      best = v;
      bi = c;
    }
  }
  for (int o = 16; o; o >>= 1) {
    float ov = __shfl_xor_sync(0xffffffffu, best, o);
    int oi = __shfl_xor_sync(0xffffffffu, bi, o);
    if (ov > best || (ov == best && oi < bi)) {
      best = ov;
      bi = oi;
    }
  }
  if (threadIdx.x == 0)
    idx[blockIdx.x] = bi;
}
