// Held-out: embedding gather, RoPE (sin/cos), scatter, constant tables,
// by-value struct params, dynamic shared memory.
#include <cuda_runtime.h>
#include <cuda_fp16.h>

__constant__ float c_freqs[128];

struct RopeArgs {
  int seq, heads, dim;
  float theta;
  const int *positions;
};

extern "C" __global__ void embedding_gather(const int *ids, const float4 *table,
                                            float4 *out, int dim4, int vocab) {
  int tok = blockIdx.x;
  int id = ids[tok];
  if (id < 0 || id >= vocab)
    id = 0;
  for (int c = threadIdx.x; c < dim4; c += blockDim.x)
    out[(size_t)tok * dim4 + c] = table[(size_t)id * dim4 + c];
}

extern "C" __global__ void rope_apply(float *q, RopeArgs a) {
  int t = blockIdx.x, h = blockIdx.y, i = threadIdx.x;
  int half = a.dim / 2;
  if (i >= half)
    return;
  float pos = (float)a.positions[t];
  float f = pos * powf(a.theta, -2.f * i / a.dim);
  float s, c;
  sincosf(f, &s, &c);
  float *v = q + ((size_t)t * a.heads + h) * a.dim;
  float x0 = v[i], x1 = v[i + half];
  v[i] = x0 * c - x1 * s;
  v[i + half] = x0 * s + x1 * c;
}

extern "C" __global__ void rope_const_half(__half2 *q, int dim2, int pos) {
  int i = threadIdx.x;
  if (i < dim2) {
    float ang = pos * c_freqs[i & 127];
    float s = __sinf(ang), c = __cosf(ang);
    float2 v = __half22float2(q[(size_t)blockIdx.x * dim2 + i]);
    q[(size_t)blockIdx.x * dim2 + i] =
        __floats2half2_rn(v.x * c - v.y * s, v.x * s + v.y * c);
  }
}

extern "C" __global__ void embedding_backward_scatter(const int *ids,
                                                      const float *grad,
                                                      float *table_grad,
                                                      int dim) {
  int tok = blockIdx.x;
  int id = ids[tok];
  for (int c = threadIdx.x; c < dim; c += blockDim.x)
    atomicAdd(&table_grad[(size_t)id * dim + c], grad[(size_t)tok * dim + c]);
}

extern "C" __global__ void dyn_smem_topk1(const float *x, int *idx, float *val,
                                          int n) {
  extern __shared__ unsigned char raw[];
  float *sv = (float *)raw;
  int *si = (int *)(raw + blockDim.x * sizeof(float));
  float best = -INFINITY;
  int bi = -1;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    float v = x[(size_t)blockIdx.x * n + i];
    if (v > best) {
      best = v;
      bi = i;
    }
  }
  sv[threadIdx.x] = best;
  si[threadIdx.x] = bi;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s && sv[threadIdx.x + s] > sv[threadIdx.x]) {
      sv[threadIdx.x] = sv[threadIdx.x + s];
      si[threadIdx.x] = si[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    idx[blockIdx.x] = si[0];
    val[blockIdx.x] = sv[0];
  }
}

extern "C" __global__ void transpose_f16_noconflict(const __half *in,
                                                    __half *out, int w, int h) {
  __shared__ __half tile[32][34];
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
