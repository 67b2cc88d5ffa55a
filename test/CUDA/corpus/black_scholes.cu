// Black-Scholes call/put pricing (expf, logf, sqrtf, a polynomial CND).
#include <cuda_runtime.h>

__device__ inline float cndGPU(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f,
              A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float cnd = RSQRT2PI * __expf(-0.5f * d * d) *
              (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0)
    cnd = 1.0f - cnd;
  return cnd;
}

__global__ void blackScholes(float *call, float *put, const float *S, const float *X,
                             const float *T, float R, float V, int n) {
  for (int i = blockDim.x * blockIdx.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float sqrtT = sqrtf(T[i]);
    float d1 = (logf(S[i] / X[i]) + (R + 0.5f * V * V) * T[i]) / (V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float expRT = expf(-R * T[i]);
    call[i] = S[i] * cndGPU(d1) - X[i] * expRT * cndGPU(d2);
    put[i] = X[i] * expRT * (1.0f - cndGPU(d2)) - S[i] * (1.0f - cndGPU(d1));
  }
}
