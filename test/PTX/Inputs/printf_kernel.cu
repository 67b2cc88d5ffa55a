// printf (vprintf, an .extern .func of the PTX the driver provides) and a
// recursive device function, in nvcc's PTX: test/PTX/import-nvcc.test.
#include <cstdio>
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
extern "C" __global__ void printf_kernel(int *out, int n) {
  int i = threadIdx.x;
  if (i == 0)
    printf("hello %d %f\n", n, 1.5);
  out[i] = fact(n + i % 3);
}
