// y = a * x + y in f64.
#include "e2e.h"
extern "C" __global__ void daxpy(int n, double a, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
