#include "e2e.h"
// CSR sparse matrix times vector, a thread per row, gathers from x.
extern "C" __global__ void csr_spmv(const int *rowptr, const int *col, const float *val,
                                    const float *x, float *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0.f;
  for (int j = rowptr[r]; j < rowptr[r + 1]; ++j) s += val[j] * __ldg(&x[col[j]]);
  y[r] = s;
}
