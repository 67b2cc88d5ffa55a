// 64-bit integer arithmetic: mul, add, shifts, compares, signed and
// unsigned division by runtime values, 32x32->64 products, mul-high.
#include "e2e.h"
extern "C" __global__ void i64_math(const long long *a, const long long *b, long long *o,
                                    unsigned long long *u, long long *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long x = a[i], y = b[i];
  typedef unsigned long long u64;
  long long m = (long long)((u64)x * (u64)y + (u64)(x >> 7) - ((u64)y << 3)); // wraps
  o[i] = m ^ (m >> 29) ^ (long long)((unsigned long long)x * (unsigned)i);
  unsigned long long ux = (unsigned long long)x, uy = (unsigned long long)y | 1ull;
  u[i] = __umul64hi(ux, uy) + (ux > uy ? ux - uy : uy - ux) + ((ux << (i & 63)) | (ux >> ((64 - (i & 63)) & 63)));
  long long dv = y == 0 ? 3 : y;
  d[i] = x / dv + (x % dv) * 1000003LL + (long long)(ux / uy);
}
