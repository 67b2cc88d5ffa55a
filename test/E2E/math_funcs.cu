// Math library and IEEE operations: correctly rounded f32 division and
// sqrt (CUDA's defaults), rsqrtf, sin/cos, exp2/log2, logf, and the fast
// intrinsics (__expf, __sinf, __fdividef), plus f64 exp/log/sqrt.
#include "e2e.h"
extern "C" __global__ void math_funcs(const float *x, const float *y, const double *z, float *ieee,
                                      float *lib, float *fast, double *dbl, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[i], b = y[i]; // a in [-8, 8], b in [0.5, 4]
  double c = z[i];          // c in [0.1, 10]
  ieee[2 * i] = a / b;           // div.rn.f32: bit-exact on both compilers
  ieee[2 * i + 1] = sqrtf(b);    // sqrt.rn.f32
  lib[4 * i] = sinf(a) + cosf(a);
  lib[4 * i + 1] = exp2f(a) * log2f(b);
  lib[4 * i + 2] = logf(b) - rsqrtf(b);
  lib[4 * i + 3] = fmaxf(fminf(a, b), -1.0f) + fabsf(a);
  fast[2 * i] = __expf(a * 0.5f) + __sinf(a);
  fast[2 * i + 1] = __fdividef(a, b);
  dbl[2 * i] = exp(c * 0.5) + log(c);
  dbl[2 * i + 1] = sqrt(c) / c;
}
