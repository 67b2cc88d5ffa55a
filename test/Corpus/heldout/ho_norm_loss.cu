// Held-out: group norm, cross-entropy loss, L2 normalise.
#include <cuda_runtime.h>

__device__ __forceinline__ float wsum(float v) {
  for (int o = 16; o; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return __shfl_sync(0xffffffffu, v, 0);
}

extern "C" __global__ void groupnorm_nchw(const float *x, float *y,
                                          const float *g, const float *b,
                                          int C, int HW, int G, float eps) {
  __shared__ float s1[32], s2[32];
  int n = blockIdx.y, grp = blockIdx.x, cpg = C / G;
  const float *base = x + ((size_t)n * C + grp * cpg) * HW;
  int cnt = cpg * HW;
  float a = 0.f, q = 0.f;
  for (int i = threadIdx.x; i < cnt; i += blockDim.x) {
    float v = base[i];
    a += v;
    q += v * v;
  }
  a = wsum(a);
  q = wsum(q);
  int w = threadIdx.x >> 5, l = threadIdx.x & 31;
  if (l == 0) {
    s1[w] = a;
    s2[w] = q;
  }
  __syncthreads();
  if (w == 0) {
    a = l < blockDim.x / 32 ? s1[l] : 0.f;
    q = l < blockDim.x / 32 ? s2[l] : 0.f;
    a = wsum(a);
    q = wsum(q);
    if (l == 0) {
      s1[0] = a / cnt;
      s2[0] = rsqrtf(q / cnt - (a / cnt) * (a / cnt) + eps);
    }
  }
  __syncthreads();
  float mean = s1[0], rstd = s2[0];
  for (int i = threadIdx.x; i < cnt; i += blockDim.x) {
    int c = grp * cpg + i / HW;
    y[((size_t)n * C + grp * cpg) * HW + i] = (base[i] - mean) * rstd * g[c] + b[c];
  }
}

extern "C" __global__ void cross_entropy_fwd(const float *logits,
                                             const int *labels, float *loss,
                                             int V, int ignore_index) {
  int row = blockIdx.x;
  int lab = labels[row];
  if (lab == ignore_index) {
    if (threadIdx.x == 0)
      loss[row] = 0.f;
    return;
  }
  const float *r = logits + (size_t)row * V;
  float m = -INFINITY, s = 0.f;
  for (int c = threadIdx.x; c < V; c += 32) {
    float v = r[c];
    if (v > m) {
      s = s * expf(m - v) + 1.f;
      m = v;
    } else {
      s += expf(v - m);
    }
  }
  for (int o = 16; o; o >>= 1) {
    float om = __shfl_xor_sync(0xffffffffu, m, o);
    float os = __shfl_xor_sync(0xffffffffu, s, o);
    float nm = fmaxf(m, om);
    s = s * expf(m - nm) + os * expf(om - nm);
    m = nm;
  }
  if (threadIdx.x == 0)
    loss[row] = logf(s) + m - r[lab];
}

extern "C" __global__ void l2_normalize_rows(float *x, int cols) {
  float *r = x + (size_t)blockIdx.x * cols;
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32)
    s = fmaf(r[c], r[c], s);
  s = wsum(s);
  float k = 1.f / fmaxf(sqrtf(s), 1e-12f);
  for (int c = threadIdx.x; c < cols; c += 32)
    r[c] *= k;
}

extern "C" __global__ void adam_step(int n, float *p, const float *g, float *m,
                                     float *v, float lr, float b1, float b2,
                                     float eps, float wd, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float gi = g[i] + wd * p[i];
    float mi = b1 * m[i] + (1.f - b1) * gi;
    float vi = b2 * v[i] + (1.f - b2) * gi * gi;
    m[i] = mi;
    v[i] = vi;
    float bc1 = 1.f - powf(b1, (float)step), bc2 = 1.f - powf(b2, (float)step);
    p[i] -= lr * (mi / bc1) / (sqrtf(vi / bc2) + eps);
  }
}
