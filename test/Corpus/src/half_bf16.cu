// fp16 / bf16 arithmetic via cuda_fp16.h / cuda_bf16.h.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void half2_axpy(int n2, __half2 a, const __half2 *x,
                                      __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2)
    y[i] = __hfma2(a, x[i], y[i]);
}

extern "C" __global__ void half2_ops(int n2, const __half2 *x,
                                     const __half2 *z, __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2)
    return;
  __half2 a = x[i], b = z[i];
  __half2 r = __hadd2(a, b);
  r = __hmul2(r, b);
  r = __hsub2(r, a);
  r = __hmax2(r, __float2half2_rn(0.f));
  r = __hmin2(r, b);
  r = __hfma2_relu(a, b, r);
  __half2 m = __hgt2(a, b);
  r = __hadd2(r, m);
  r = __hneg2(r);
  r = __habs2(r);
  y[i] = h2exp(r);
}

extern "C" __global__ void half_scalar(int n, const __half *x, __half *y,
                                       float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half v = x[i];
  __half h = __hmul(v, __float2half(s));
  if (__hlt(h, __float2half(1.0f)))
    h = __hadd(h, hsqrt(v));
  y[i] = __hdiv(h, __hadd(v, __float2half(2.0f)));
}

extern "C" __global__ void bf162_ops(int n2, const __nv_bfloat162 *x,
                                     const __nv_bfloat162 *z,
                                     __nv_bfloat162 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2)
    return;
  __nv_bfloat162 a = x[i], b = z[i];
  __nv_bfloat162 r = __hfma2(a, b, a);
  r = __hmul2(r, b);
  r = __hadd2(r, a);
  r = __hmax2(r, b);
  r = __hsub2(r, __float2bfloat162_rn(1.f));
  y[i] = r;
}

// GELU on half2 with f32 math in the middle.
extern "C" __global__ void half2_gelu_f32(int n2, const __half2 *x,
                                          __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2)
    return;
  float2 f = __half22float2(x[i]);
  f.x = 0.5f * f.x * (1.f + tanhf(0.79788456f * (f.x + 0.044715f * f.x * f.x * f.x)));
  f.y = 0.5f * f.y * (1.f + tanhf(0.79788456f * (f.y + 0.044715f * f.y * f.y * f.y)));
  y[i] = __float22half2_rn(f);
}

extern "C" __global__ void bf16_dot(int n, const __nv_bfloat16 *a,
                                    const __nv_bfloat16 *b, float *out) {
  float s = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s += __bfloat162float(a[i]) * __bfloat162float(b[i]);
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, s);
}

extern "C" __global__ void half_atomics(__half2 *acc, __nv_bfloat162 *bacc,
                                        __half *hacc, const __half2 *x) {
  __half2 v = x[blockIdx.x * blockDim.x + threadIdx.x];
  atomicAdd(acc, v);
  atomicAdd(bacc, __float22bfloat162_rn(__half22float2(v)));
  atomicAdd(hacc, __low2half(v));
}
