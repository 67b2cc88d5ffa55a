// Sparse matrix-vector product, CSR, one warp per row (vector kernel).
#include <cuda_runtime.h>

__global__ void spmvCsrVector(int rows, const int *rowPtr, const int *colIdx, const double *val,
                              const double *x, double *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  double s = 0.0;
  for (int j = rowPtr[warp] + lane; j < rowPtr[warp + 1]; j += 32)
    s += val[j] * x[colIdx[j]];
  for (int o = 16; o; o >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, o);
  if (lane == 0)
    y[warp] = s;
}
