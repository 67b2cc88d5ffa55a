#include <cstdio>
extern "C" __global__ void say(const int *x) { printf("%d\n", x[threadIdx.x]); }
