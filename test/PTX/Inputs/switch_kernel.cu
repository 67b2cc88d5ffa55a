// A switch clang-22 makes a jump table of (brx.idx over a .branchtargets list),
// imported as an LLVM switch; test/PTX/import-brx.test runs it.
extern "C" __global__ void switch_kernel(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i], r;
  switch (v & 7) {
  case 0: r = v * 3; break;
  case 1: r = v + 11; break;
  case 2: r = v ^ 0x55; break;
  case 3: r = v - 7; break;
  case 4: r = v << 2; break;
  case 5: r = v / 3; break;
  case 6: r = v % 5; break;
  default: r = -v; break;
  }
  out[i] = r;
}
