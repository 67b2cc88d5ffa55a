// 64-bit division and remainder over every magnitude: numerators and
// divisors are random 64-bit values shifted right by random amounts, so both
// the 32-bit path and the reciprocal path (small and huge divisors, near
// 2^64 and near 1) are taken, signed and unsigned.
#include "e2e.h"
extern "C" __global__ void div64(const unsigned long long *a, const unsigned long long *b,
                                 const unsigned *s, unsigned long long *uq, unsigned long long *ur,
                                 long long *sq, long long *sr, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned sh = s[i];
  unsigned long long x = a[i] >> (sh & 63), d = (b[i] >> ((sh >> 6) & 63)) | 1ull;
  if ((sh >> 12) & 1)
    d = ~d | 1ull; // divisors close to 2^64
  uq[i] = x / d;
  ur[i] = x % d;
  long long sx = (long long)x, sd = (long long)d;
  if (sd == -1)
    sd = 3; // INT64_MIN / -1 is undefined
  sq[i] = sx / sd;
  sr[i] = sx % sd;
}
