// sinf and cosf of one argument (one shared reduction), tanf, and the f64
// log and exp, from oa's math header (math-sincos-log.test).
extern "C" __global__ void sincosk(float *o, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  o[3 * i + 0] = sinf(v);
  o[3 * i + 1] = cosf(v);
  o[3 * i + 2] = tanf(v);
}
extern "C" __global__ void logk(double *o, const double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = log(x[i]);
}
extern "C" __global__ void expk(double *o, const double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = exp(x[i]);
}
