// libdevice_math.cu: oa-cc --libdevice-math keeps libdevice's own code, made of
// NVVM intrinsics with rounding modes (checked by check_libdevice.py).
#include <cuda_runtime.h>
extern "C" __global__ void ldk(float *o, double *od, const float *x, const double *xd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  double d = xd[i];
  o[8 * i + 0] = expf(v);
  o[8 * i + 1] = logf(fabsf(v) + 1.0f);
  o[8 * i + 2] = cbrtf(v);
  o[8 * i + 3] = log1pf(fabsf(v));
  o[8 * i + 4] = __int_as_float(__float2int_rn(v * 1000.0f));
  o[8 * i + 5] = __fadd_rz(v, 1.0f / 3.0f);
  o[8 * i + 6] = __double2float_rd(d);
  o[8 * i + 7] = exp10f(v * 0.25f);
  od[6 * i + 0] = exp(d);
  od[6 * i + 1] = log(fabs(d) + 1.0);
  od[6 * i + 2] = expm1(d);
  od[6 * i + 3] = erf(d);
  od[6 * i + 4] = pow(fabs(d) + 1.0, 1.5);
  od[6 * i + 5] = __dmul_ru(d, 1.0 / 3.0);
}
