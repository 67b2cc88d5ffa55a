// Local memory: a per-thread array whose length comes from a parameter, so
// loops over it cannot be unrolled into registers; an insertion sort over
// it and a result picked by a data-dependent index.
#include "e2e.h"
extern "C" __global__ void local_array(const int *x, int *sorted_mid, int *picked, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || m < 2 || m > 32)
    return;
  int a[32];
  for (int k = 0; k < m; ++k)
    a[k] = x[(i * m + k) % n];
  for (int k = 1; k < m; ++k) { // insertion sort, data-dependent moves
    int v = a[k], j = k - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = v;
  }
  sorted_mid[i] = a[m / 2 - 1] + a[m / 2];
  picked[i] = a[(unsigned)x[i] % (unsigned)m];
}
