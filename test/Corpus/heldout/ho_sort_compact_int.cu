// Held-out: bitonic sort, stream compaction with ballot, binary search,
// integer tricks, local arrays.
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void bitonic_sort_smem(int *data) {
  __shared__ int s[1024];
  int t = threadIdx.x;
  int *d = data + blockIdx.x * 1024;
  s[t] = d[t];
  s[t + 512] = d[t + 512];
  __syncthreads();
  for (int k = 2; k <= 1024; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int i = t; i < 1024; i += 512) {
        int p = i ^ j;
        if (p > i) {
          bool up = (i & k) == 0;
          int a = s[i], b = s[p];
          if ((a > b) == up) {
            s[i] = b;
            s[p] = a;
          }
        }
      }
      __syncthreads();
    }
  }
  d[t] = s[t];
  d[t + 512] = s[t + 512];
}

extern "C" __global__ void stream_compact_ballot(const float *x, float *y,
                                                 int *count, int n,
                                                 float thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  float v = i < n ? x[i] : 0.f;
  bool keep = i < n && v > thr;
  unsigned m = __ballot_sync(0xffffffffu, keep);
  int base = 0;
  if (lane == 0 && m)
    base = atomicAdd(count, __popc(m));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep)
    y[base + __popc(m & ((1u << lane) - 1))] = v;
}

extern "C" __global__ void lower_bound_search(const int *sorted, int n,
                                              const int *keys, int *pos,
                                              int nk) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nk)
    return;
  int k = keys[i], lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (sorted[mid] < k)
      lo = mid + 1;
    else
      hi = mid;
  }
  pos[i] = lo;
}

extern "C" __global__ void radix_digit_counts(const uint32_t *keys, int n,
                                              int shift, uint32_t *counts) {
  __shared__ uint32_t c[16];
  if (threadIdx.x < 16)
    c[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    uint32_t dgt = __funnelshift_r(keys[i], 0, shift) & 15;
    unsigned peers = __match_any_sync(__activemask(), dgt);
    int leader = __ffs(peers) - 1;
    if ((threadIdx.x & 31) == leader)
      atomicAdd(&c[dgt], __popc(peers));
  }
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&counts[blockIdx.x * 16 + threadIdx.x], c[threadIdx.x]);
}

extern "C" __global__ void local_stack_eval(const int *prog, const int *args,
                                            int *out, int plen, int n) {
  int st[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int sp = 0;
  for (int k = 0; k < plen; ++k) {
    int op = prog[k];
    if (op >= 0) {
      st[sp++ & 31] = args[i * 4 + (op & 3)];
    } else if (sp >= 2) {
      int b = st[--sp & 31], a = st[--sp & 31];
      int r;
      switch (op) {
      case -1: r = a + b; break;
      case -2: r = a * b; break;
      case -3: r = b ? a / b : 0; break;
      case -4: r = b ? a % b : 0; break;
      default: r = a ^ b; break;
      }
      st[sp++ & 31] = r;
    }
  }
  out[i] = sp ? st[(sp - 1) & 31] : 0;
}

extern "C" __global__ void gcd_u64(const unsigned long long *a,
                                   const unsigned long long *b,
                                   unsigned long long *g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned long long x = a[i], y = b[i];
    while (y) {
      unsigned long long t = x % y;
      x = y;
      y = t;
    }
    g[i] = x;
  }
}
