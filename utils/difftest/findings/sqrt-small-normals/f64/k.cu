// sqrt of small normal doubles: out = the bits of sqrt(in), compared with
// the correctly rounded result.
extern "C" __global__ void k(const double *in, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = (unsigned long long)__double_as_longlong(sqrt(in[i]));
}
