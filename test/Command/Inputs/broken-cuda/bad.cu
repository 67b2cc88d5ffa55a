// A kernel with a typo: oa-cc (clang) reports it; oa compile writes
// compile-error.json with the file and line.
extern "C" __global__ void k(float *x, int n) {
  int i = threadIdx.x
  if (i < n) x[i] = 0.0f;
}
