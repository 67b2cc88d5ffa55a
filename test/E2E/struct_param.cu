// A struct passed by value (40 bytes with mixed types, two pointers, a
// double and tail padding) between ordinary parameters: int at 0, the
// struct at 8, the float at 48.
#include "e2e.h"
struct Affine {
  float scale;
  int n;
  const float *src;
  float *dst;
  double bias;
  short shift;
  unsigned char flags;
};
extern "C" __global__ void struct_param(int stride, Affine p, float post) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float v = p.src[i] * p.scale + (float)p.bias;
  if (p.flags & 1)
    v = -v;
  p.dst[i] = v * post + (float)((i * stride) >> p.shift);
}
