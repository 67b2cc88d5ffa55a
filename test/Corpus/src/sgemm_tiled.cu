// Classic shared-memory tiled SGEMM variants.
#include <cuda_runtime.h>

#define TS 16

extern "C" __global__ void sgemm_tiled16(const float *A, const float *B,
                                         float *C, int M, int N, int K,
                                         float alpha, float beta) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += TS) {
    As[ty][tx] = (row < M && k0 + tx < K) ? A[(size_t)row * K + k0 + tx] : 0.f;
    Bs[ty][tx] = (col < N && k0 + ty < K) ? B[(size_t)(k0 + ty) * N + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TS; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N)
    C[(size_t)row * N + col] = alpha * acc + beta * C[(size_t)row * N + col];
}

// 64x64 tile, 256 threads, 4x4 register blocking, float4 loads.
extern "C" __global__ void __launch_bounds__(256)
    sgemm_reg4x4(const float *A, const float *B, float *C, int M, int N,
                 int K) {
  __shared__ __align__(16) float As[8][64];
  __shared__ __align__(16) float Bs[8][64];
  int tid = threadIdx.x;
  int tr = (tid / 16) * 4, tc = (tid % 16) * 4;
  int bm = blockIdx.y * 64, bn = blockIdx.x * 64;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 8) {
    // A tile 64x8: each thread loads 2 elements transposed.
    int ar = tid / 4, ac = (tid % 4) * 2;
    float2 av = *(const float2 *)&A[(size_t)(bm + ar) * K + k0 + ac];
    As[ac][ar] = av.x;
    As[ac + 1][ar] = av.y;
    int br = tid / 32, bc = (tid % 32) * 2;
    *(float2 *)&Bs[br][bc] = *(const float2 *)&B[(size_t)(k0 + br) * N + bn + bc];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      float4 a = *(float4 *)&As[k][tr];
      float4 b = *(float4 *)&Bs[k][tc];
      float ar4[4] = {a.x, a.y, a.z, a.w}, br4[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = fmaf(ar4[i], br4[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
    *(float4 *)&C[(size_t)(bm + tr + i) * N + bn + tc] =
        make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}

extern "C" __global__ void sgemv(const float *A, const float *x, float *y,
                                 int M, int N) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x & 31;
  if (row >= M)
    return;
  float s = 0.f;
  for (int c = lane; c < N; c += 32)
    s += __ldg(&A[(size_t)row * N + c]) * __ldg(&x[c]);
  for (int o = 16; o; o >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, o);
  if (lane == 0)
    y[row] = s;
}
