// Conversions: i32/u32/i64 <-> f32/f64, f64 <-> f32, truncation and
// round-to-nearest float->int, i8/i16 sign and zero extension.
#include "e2e.h"
extern "C" __global__ void convert(const float *f, const int *k, const double *d, float *of, double *od,
                                   int *oi, long long *ol, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = f[i];
  int v = k[i];
  double y = d[i];
  of[2 * i] = (float)v + (float)(unsigned)v;
  of[2 * i + 1] = (float)y; // f64 -> f32 rounding
  od[2 * i] = (double)x * 3.0 + (double)v;
  od[2 * i + 1] = (double)(long long)(y * 1e6) + (double)(unsigned long long)(v & 0x7fffffff);
  oi[3 * i] = (int)(x * 1000.0f);           // truncation
  oi[3 * i + 1] = __float2int_rn(x * 1000.0f); // nearest even
  oi[3 * i + 2] = (int)(signed char)v + (int)(unsigned short)v + (int)(short)(v >> 3);
  ol[i] = (long long)(y * 1e12) + (long long)x;
}
