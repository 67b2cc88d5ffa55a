// Warp-level primitives: shuffles, votes, match, redux.
#include <cuda_runtime.h>

__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void warp_sum_xor(const float *x, float *out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  v = warp_sum(v);
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) >> 5] = v;
}

extern "C" __global__ void warp_max_down(const float *x, float *out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, o));
  v = __shfl_sync(0xffffffffu, v, 0);
  float u = __shfl_up_sync(0xffffffffu, v, 1);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + u;
}

extern "C" __global__ void warp_votes(const int *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  unsigned b = __ballot_sync(0xffffffffu, v > 0);
  int any = __any_sync(0xffffffffu, v == 7);
  int all = __all_sync(0xffffffffu, v != 0);
  unsigned act = __activemask();
  out[t] = b + any * 2 + all * 4 + __popc(act);
}

extern "C" __global__ void warp_redux(const unsigned *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = x[t];
  unsigned s = __reduce_add_sync(0xffffffffu, v);
  unsigned m = __reduce_max_sync(0xffffffffu, v);
  int mi = __reduce_min_sync(0xffffffffu, (int)v);
  unsigned a = __reduce_and_sync(0xffffffffu, v);
  unsigned o = __reduce_or_sync(0xffffffffu, v);
  unsigned xo = __reduce_xor_sync(0xffffffffu, v);
  out[t] = s + m + (unsigned)mi + a + o + xo;
}

extern "C" __global__ void warp_match(const int *x, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  unsigned m = __match_any_sync(0xffffffffu, v);
  int pred;
  unsigned a = __match_all_sync(0xffffffffu, v, &pred);
  out[t] = m ^ a ^ (unsigned)pred;
}

extern "C" __global__ void warp_divergent_shuffle(const int *x, int *out,
                                                  int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  if (v & 1) {
    unsigned m = __activemask();
    int s = v;
    s += __shfl_xor_sync(m, s, 1);
    __syncwarp(m);
    out[t] = s;
  } else {
    out[t] = __shfl_sync(0xffffffffu, v, (threadIdx.x + n) & 31, 16);
  }
}
