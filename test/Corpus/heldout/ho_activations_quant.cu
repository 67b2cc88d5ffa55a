// Held-out: activations and quantisation.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

extern "C" __global__ void mish_softplus(int n, const float *x, float *y,
                                         float *z) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    float sp = v > 20.f ? v : log1pf(expf(v));
    y[i] = v * tanhf(sp);
    z[i] = sp;
  }
}

extern "C" __global__ void swiglu_half(int n, const __half *gate,
                                       const __half *up, __half *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float g = __half2float(gate[i]), u = __half2float(up[i]);
    out[i] = __float2half(g / (1.f + __expf(-g)) * u);
  }
}

extern "C" __global__ void quantize_int8(int n, const float *x, int8_t *q,
                                         float *scale_out) {
  __shared__ float smax[32];
  float m = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    m = fmaxf(m, fabsf(x[blockIdx.x * n + i]));
  for (int o = 16; o; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0)
    smax[threadIdx.x >> 5] = m;
  __syncthreads();
  if (threadIdx.x < 32) {
    m = threadIdx.x < blockDim.x / 32 ? smax[threadIdx.x] : 0.f;
    for (int o = 16; o; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    if (threadIdx.x == 0) {
      smax[0] = m;
      scale_out[blockIdx.x] = m / 127.f;
    }
  }
  __syncthreads();
  float inv = 127.f / fmaxf(smax[0], 1e-8f);
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    int v = __float2int_rn(x[blockIdx.x * n + i] * inv);
    q[blockIdx.x * n + i] = (int8_t)max(-127, min(127, v));
  }
}

extern "C" __global__ void dequant_int4_bf16(int n8, const uint32_t *packed,
                                             const __nv_bfloat16 *scales,
                                             __nv_bfloat162 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n8)
    return;
  uint32_t p = packed[i];
  float s = __bfloat162float(scales[i / 16]);
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    int lo = (int)((p >> (8 * k)) & 0xf) - 8;
    int hi = (int)((p >> (8 * k + 4)) & 0xf) - 8;
    out[i * 4 + k] = __floats2bfloat162_rn(lo * s, hi * s);
  }
}

extern "C" __global__ void fp8ish_e4m3_round(int n, const float *x,
                                             uint8_t *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = fminf(fmaxf(x[i], -448.f), 448.f);
    uint32_t b = __float_as_uint(v);
    uint32_t sign = b >> 31;
    int e = (int)((b >> 23) & 0xff) - 127 + 7;
    uint32_t m = (b >> 20) & 7;
    y[i] = e <= 0 ? (uint8_t)(sign << 7)
                  : (uint8_t)((sign << 7) | (min(e, 15) << 3) | m);
  }
}

extern "C" __global__ void hardswish_clip_half2(int n2, const __half2 *x,
                                                __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    __half2 v = x[i];
    __half2 three = __float2half2_rn(3.f), six = __float2half2_rn(6.f);
    __half2 r = __hmin2(__hmax2(__hadd2(v, three), __float2half2_rn(0.f)), six);
    y[i] = __h2div(__hmul2(v, r), six);
  }
}
