// Double-precision GEMV (y = alpha*A*x + beta*y), one thread per row, fma.
#include <cuda_runtime.h>

__global__ void dgemv(int m, int n, double alpha, const double *A, int lda, const double *x,
                      double beta, double *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= m)
    return;
  double s = 0.0;
  for (int j = 0; j < n; ++j)
    s = fma(A[(size_t)j * lda + row], x[j], s);
  y[row] = alpha * s + beta * y[row];
}
