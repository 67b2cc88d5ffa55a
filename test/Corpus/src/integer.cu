// Integer math: div/mod by variables, 64-bit, bit ops, byte perm, min/max/abs.
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void int_divmod(int n, const int *a, const int *b,
                                      int *q, int *r, unsigned *uq) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int x = a[i], y = b[i];
    q[i] = x / y;
    r[i] = x % y;
    uq[i] = (unsigned)x / (unsigned)y + (unsigned)x % 7u + (unsigned)x / 13u;
  }
}

extern "C" __global__ void int64_math(int n, const int64_t *a,
                                      const int64_t *b, int64_t *c,
                                      uint64_t *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int64_t x = a[i], y = b[i];
    c[i] = x * y + (x >> 3) - (y << 5) + x / y + x % (y | 1);
    uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
    d[i] = ux / (uy | 1) + (ux >> (y & 63)) + __umul64hi(ux, uy) +
           (uint64_t)__mul64hi(x, y) + __popcll(ux) + __clzll(x) + __ffsll(y) +
           __brevll(ux);
  }
}

extern "C" __global__ void bit_ops(int n, const unsigned *a, const unsigned *b,
                                   unsigned *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned x = a[i], y = b[i];
    unsigned r = __popc(x) + __clz(y) + __ffs(x) + __brev(y);
    r ^= __funnelshift_l(x, y, r & 31);
    r += __funnelshift_r(x, y, 7);
    r += __funnelshift_lc(y, x, r);
    r ^= __byte_perm(x, y, 0x5140);
    r += __byte_perm(x, r, y & 0x7777);
    r ^= (x << (y & 31)) | (x >> (32 - (y & 31)));
    r += (x & ~y) | (y ^ 0x0f0f0f0fu);
    c[i] = r;
  }
}

extern "C" __global__ void minmax_abs(int n, const int *a, const int *b,
                                      int *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int x = a[i], y = b[i];
    unsigned ux = (unsigned)x, uy = (unsigned)y;
    int r = min(x, y) + max(x, y) * 3 + abs(x - y);
    r += (int)umin(ux, uy) - (int)umax(ux, uy);
    r += __sad(x, y, 5u);
    r += __mulhi(x, y) + __umulhi(ux, uy) + __mul24(x, y) + __hadd(x, y) +
         __rhadd(x, y);
    long long ll = (long long)x * y;
    r += (int)(ll >> 20) + (int)llabs(ll) + (int)llmin(ll, (long long)y);
    c[i] = r;
  }
}

extern "C" __global__ void int_hash_mix(int n, const uint32_t *k, uint32_t *h,
                                        uint32_t seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  uint32_t x = k[i] ^ seed;
  x ^= x >> 16;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  x *= 0xc2b2ae35u;
  x ^= x >> 16;
  uint64_t y = (uint64_t)x * 0x9E3779B97F4A7C15ull;
  h[i] = (uint32_t)(y >> 32) ^ (uint32_t)y ^ (x % (uint32_t)(n + 1));
}

extern "C" __global__ void simd_video(int n, const unsigned *a,
                                      const unsigned *b, unsigned *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned x = a[i], y = b[i];
    c[i] = __vadd4(x, y) ^ __vsub2(x, y) ^ __vmaxu4(x, y) ^ __vabsdiffu4(x, y) ^
           __vcmpgtu4(x, y) ^ __dp4a(x, y, 3u) ^ __dp2a_lo(x, y, 1u);
  }
}
