// A kernel oa does not compile yet: device printf (no vprintf in oa's runtime).
#include <cstdio>

extern "C" __global__ void trace(const int *x) {
  if (threadIdx.x == 0)
    printf("x[0] = %d\n", x[0]);
}
