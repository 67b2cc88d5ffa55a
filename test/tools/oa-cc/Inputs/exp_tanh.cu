// expf, exp2f, exp10f and tanhf from oa's math header, and an IEEE f32
// division, over special and boundary arguments (math-exp-tanh.test).
extern "C" __global__ void expk(float *o, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  o[4 * i + 0] = expf(v);
  o[4 * i + 1] = exp2f(v);
  o[4 * i + 2] = exp10f(v);
  o[4 * i + 3] = v / (v - 0.5f);
}
extern "C" __global__ void tanhk(float *o, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = tanhf(x[i]);
}
