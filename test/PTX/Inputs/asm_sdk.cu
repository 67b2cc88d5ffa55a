// cuda_fp16.h and cuda_bf16.h through the CUDA SDK: their conversions and
// arithmetic are inline PTX (cvt.rn/.rz.f16.f32, cvt.rn.bf16.f32,
// add/mul/fma.rn.f16, f16x2 packing), translated by oa.  asm_sdk.py checks
// the results exactly.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

extern "C" __global__ void asm_sdk(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned h = (unsigned)i * 0x9E3779B9u;
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  unsigned g = h * 0x27D4EB2Fu + 0x165667B1u;
  g ^= g >> 15;
  // 2^-20 .. 2^13: f16 normals and subnormals
  float x = __uint_as_float((h & 0x807fffffu) | (((h >> 23) % 34 + 107) << 23));
  float y = __uint_as_float((g & 0x807fffffu) | (((g >> 23) % 34 + 107) << 23));
  unsigned *o = out + i * 8;
  __half hx = __float2half(x), hy = __float2half(y);
  o[0] = __half_as_ushort(hx);
  o[1] = __half_as_ushort(__float2half_rz(x));
  o[2] = __half_as_ushort(__hadd(hx, hy));
  __half2 p = __hmul2(__floats2half2_rn(x, y), __floats2half2_rn(y, x));
  o[3] = __half_as_ushort(__low2half(p)) | ((unsigned)__half_as_ushort(__high2half(p)) << 16);
  o[4] = __bfloat16_as_ushort(__float2bfloat16(x));
  o[5] = __float_as_uint(__half2float(hx));
  o[6] = __half_as_ushort(__hfma(hx, hy, hx));
  o[7] = __float_as_uint(__high2float(__floats2half2_rn(x, y)));
}
