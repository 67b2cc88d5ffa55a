// sqrtf of small normal numbers (utils/difftest/findings/sqrt-small-normals):
// out = the bits of sqrtf(in), compared with the correctly rounded result.
extern "C" __global__ void k(const float *in, unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __float_as_uint(sqrtf(in[i]));
}
