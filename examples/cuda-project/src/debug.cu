// Kernels oa does not compile yet: device printf and inline PTX.
#include <cstdio>

extern "C" __global__ void trace(const int *x) {
  if (threadIdx.x == 0)
    printf("x[0] = %d\n", x[0]);
}

extern "C" __global__ void lane_mask(unsigned *out) {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  out[threadIdx.x] = m;
}
