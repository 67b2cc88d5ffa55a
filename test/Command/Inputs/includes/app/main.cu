// An angle include of a project header (the project's CMake passes -Iinclude)
// and OpenMP in the host code (omp.h: oa's host-only stand-in).
#include <api.h>
#include <cstdio>
#include <omp.h>
extern "C" __global__ void bias(float *x) { x[threadIdx.x] += API_BIAS; }
int threads() { return omp_get_max_threads(); }
