#include "e2e.h"
// Row argmax: a warp per row of 2048 floats, value and index reduced by shuffles
// (ties to the lower index).
extern "C" __global__ void warp_argmax(const float *x, float *mval, int *midx, int rows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (row >= rows) return;
  const float *p = x + (size_t)row * 2048;
  float best = -__int_as_float(0x7f800000);
  int bi = 0;
  for (int k = lane; k < 2048; k += 32) {
    float v = p[k];
    if (v > best) { best = v; bi = k; }
  }
  for (int o = 16; o; o >>= 1) {
    float ov = __shfl_xor_sync(0xffffffffu, best, o);
    int oi = __shfl_xor_sync(0xffffffffu, bi, o);
    if (ov > best || (ov == best && oi < bi)) { best = ov; bi = oi; }
  }
  if (lane == 0) { mval[row] = best; midx[row] = bi; }
}
