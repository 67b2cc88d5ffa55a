// f16 GEMM on mma.sync + ldmatrix + multistage cp.async (gemm_mma.h):
// D = A * B with f32 accumulators, checked against a float64 reference.
#include "gemm_mma.h"

extern "C" __global__ void __launch_bounds__(THREADS)
    gemm_f16_mma(const u16 *A, const u16 *B, float *D, int M, int N, int K) {
#ifdef OA_HOST
  gemm_ref<false>(A, B, D, M, N, K);
#else
  gemm_body<false>(A, B, D, M, N, K);
#endif
}
