// An angle include of a project header (the project's CMake passes -Iinclude).
#include <api.h>
#include <cstdio>
extern "C" __global__ void bias(float *x) { x[threadIdx.x] += API_BIAS; }
