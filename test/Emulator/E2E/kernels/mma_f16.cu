// Tensor cores: per warp, D = A * B + C with mma.sync m16n8k16 (f16
// sources, f32 accumulator): HMMA.16816.F32 on sm_80 and sm_90.  A is
// 16x16 row-major, B 16x8 stored k-major (B[k * 8 + n]), C and D 16x8.
// The host reference (OA_HOST) computes each lane's four D elements.
#include "e2e.h"
extern "C" __global__ void mma_f16(const __half *a, const __half *b, const float *c, float *d) {
  int lane = threadIdx.x & 31, tile = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const __half *A = a + tile * 256, *B = b + tile * 128;
  const float *C = c + tile * 128;
  float *D = d + tile * 128;
  int g = lane >> 2, t = lane & 3;
#ifdef OA_HOST
  for (int hi = 0; hi < 2; ++hi)
    for (int j = 0; j < 2; ++j) {
      int r = g + 8 * hi, col = 2 * t + j;
      double s = C[r * 8 + col];
      for (int k = 0; k < 16; ++k)
        s += (double)__half2float(A[r * 16 + k]) * __half2float(B[k * 8 + col]);
      D[r * 8 + col] = (float)s;
    }
#else
  auto pk = [](__half x, __half y) {
    return (unsigned)__half_as_ushort(x) | ((unsigned)__half_as_ushort(y) << 16);
  };
  unsigned ra0 = pk(A[g * 16 + 2 * t], A[g * 16 + 2 * t + 1]);
  unsigned ra1 = pk(A[(g + 8) * 16 + 2 * t], A[(g + 8) * 16 + 2 * t + 1]);
  unsigned ra2 = pk(A[g * 16 + 2 * t + 8], A[g * 16 + 2 * t + 9]);
  unsigned ra3 = pk(A[(g + 8) * 16 + 2 * t + 8], A[(g + 8) * 16 + 2 * t + 9]);
  unsigned rb0 = pk(B[(2 * t) * 8 + g], B[(2 * t + 1) * 8 + g]);
  unsigned rb1 = pk(B[(2 * t + 8) * 8 + g], B[(2 * t + 9) * 8 + g]);
  float c0 = C[g * 8 + 2 * t], c1 = C[g * 8 + 2 * t + 1];
  float c2 = C[(g + 8) * 8 + 2 * t], c3 = C[(g + 8) * 8 + 2 * t + 1];
  float d0, d1, d2, d3;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
               "{%8,%9}, {%10,%11,%12,%13};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(ra0), "r"(ra1), "r"(ra2), "r"(ra3), "r"(rb0), "r"(rb1), "f"(c0), "f"(c1),
                 "f"(c2), "f"(c3));
  D[g * 8 + 2 * t] = d0;
  D[g * 8 + 2 * t + 1] = d1;
  D[(g + 8) * 8 + 2 * t] = d2;
  D[(g + 8) * 8 + 2 * t + 1] = d3;
#endif
}
