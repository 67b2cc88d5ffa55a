// Device printf: oa-cc compiles it (vprintf), oa-emu and the GPU print it.
#include <cstdio>

extern "C" __global__ void trace(const int *x) {
  if (threadIdx.x == 0)
    printf("x[0] = %d\n", x[0]);
}
