// Element-wise sum with a host driver, as a first CUDA program does.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                           \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  size_t bytes = n * sizeof(float);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    ha[i] = rand() / (float)RAND_MAX;
    hb[i] = rand() / (float)RAND_MAX;
  }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&db, bytes));
  CHECK(cudaMalloc(&dc, bytes));
  CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
  int threads = 256, blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (hc[i] != ha[i] + hb[i]) {
      printf("mismatch at %d\n", i);
      return 1;
    }
  printf("PASSED\n");
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
