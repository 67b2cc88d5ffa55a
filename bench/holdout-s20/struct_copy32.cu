#include "e2e.h"
struct alignas(16) Rec { float v[6]; int id; unsigned flags; };
extern "C" __global__ void struct_copy32(const Rec *in, Rec *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Rec r = in[n - 1 - i];
  r.v[0] += r.v[5];
  r.id += i;
  r.flags ^= 0x55u;
  out[i] = r;
}
