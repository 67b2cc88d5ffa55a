// Type conversions: float<->int, f32<->f16/bf16, f64<->f32, int64<->float.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

extern "C" __global__ void cvt_float_int(int n, const float *f, int *i32,
                                         unsigned *u32, float *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = f[i];
    int a = (int)v;
    int b = __float2int_rn(v);
    int c = __float2int_rd(v) + __float2int_ru(v);
    unsigned d = __float2uint_rz(v);
    i32[i] = a + b + c;
    u32[i] = d + (unsigned)v;
    back[i] = (float)a + __int2float_rn(c) + __uint2float_rn(d) + (float)d +
              __int2float_rz(b);
  }
}

extern "C" __global__ void cvt_half_bf16(int n, const float *f, __half *h,
                                         __nv_bfloat16 *b, float *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = f[i];
    __half hv = __float2half_rn(v);
    __nv_bfloat16 bv = __float2bfloat16_rn(v);
    h[i] = hv;
    b[i] = bv;
    back[i] = __half2float(hv) + __bfloat162float(bv) +
              __half2float(__float2half_rz(v)) +
              (float)__half2int_rn(hv) + __bfloat162float(__float2bfloat16_rz(v)) +
              __half2float(__int2half_rn(i)) +
              __bfloat162float(__int2bfloat16_rn(i));
  }
}

extern "C" __global__ void cvt_pack2(int n, const float2 *f, __half2 *h,
                                     __nv_bfloat162 *b, float2 *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 v = f[i];
    __half2 hv = __float22half2_rn(v);
    __nv_bfloat162 bv = __floats2bfloat162_rn(v.x, v.y);
    h[i] = hv;
    b[i] = bv;
    float2 a = __half22float2(hv), c = __bfloat1622float2(bv);
    back[i] = make_float2(a.x + c.x, a.y + c.y);
  }
}

extern "C" __global__ void cvt_f64(int n, const double *d, float *f,
                                   double *back, int *i32, long long *i64) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = d[i];
    float x = (float)v;
    f[i] = x + __double2float_rz(v) + __double2float_ru(v);
    back[i] = (double)x + (double)i + (double)(unsigned)i;
    i32[i] = (int)v + __double2int_rn(v) + (int)__double2uint_rz(v);
    i64[i] = (long long)v + __double2ll_rn(v) + (long long)__double2ull_rz(v);
  }
}

extern "C" __global__ void cvt_int64_float(int n, const long long *l,
                                           const unsigned long long *u,
                                           float *f, double *d, long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    long long a = l[i];
    unsigned long long b = u[i];
    f[i] = (float)a + (float)b + __ll2float_rz(a) + __ull2float_rn(b);
    d[i] = (double)a + (double)b + __ll2double_rz(a);
    float g = f[i];
    o[i] = (long long)g + __float2ll_rn(g) + (long long)__float2ull_rz(g);
  }
}

extern "C" __global__ void cvt_small_ints(int n, const int *x, signed char *s8,
                                          unsigned char *u8, short *s16,
                                          float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = x[i];
    s8[i] = (signed char)v;
    u8[i] = (unsigned char)(v >> 8);
    s16[i] = (short)(v >> 3);
    f[i] = (float)(signed char)v + (float)(unsigned short)v +
           (float)max(-128, min(127, v));
  }
}
