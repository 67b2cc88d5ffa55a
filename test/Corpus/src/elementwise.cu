// Elementwise kernels: axpy, relu, gelu (tanh/erf), fast-math intrinsics.
#include <cuda_runtime.h>

extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x,
                                 float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void saxpy_grid_stride(int n, float a, const float *x,
                                             float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = fmaf(a, x[i], y[i]);
}

extern "C" __global__ void relu_f32(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = fmaxf(x[i], 0.0f);
}

extern "C" __global__ void leaky_relu_vec4(int n4, float slope,
                                           const float4 *x, float4 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  float4 v = x[i];
  v.x = v.x > 0.f ? v.x : v.x * slope;
  v.y = v.y > 0.f ? v.y : v.y * slope;
  v.z = v.z > 0.f ? v.z : v.z * slope;
  v.w = v.w > 0.f ? v.w : v.w * slope;
  y[i] = v;
}

extern "C" __global__ void gelu_tanh(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    float u = 0.7978845608f * (v + 0.044715f * v * v * v);
    y[i] = 0.5f * v * (1.0f + tanhf(u));
  }
}

extern "C" __global__ void gelu_erf(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    y[i] = 0.5f * v * (1.0f + erff(v * 0.70710678f));
  }
}

extern "C" __global__ void silu_expf(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    y[i] = v / (1.0f + expf(-v));
  }
}

extern "C" __global__ void fast_math(int n, const float *x, const float *z,
                                     float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], w = z[i];
    float e = __expf(v);
    float d = __fdividef(e, w + 1.0f);
    float r = rsqrtf(fabsf(w) + 1e-6f);
    float l = __logf(fabsf(v) + 1.0f);
    float s = __sinf(v) + __cosf(w);
    y[i] = d * r + l + s + __saturatef(v) + exp2f(w) + sqrtf(fabsf(v));
  }
}

extern "C" __global__ void sigmoid_precise(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 1.0f / (1.0f + expf(-x[i])) + logf(x[i]) + powf(x[i], 1.5f);
}
