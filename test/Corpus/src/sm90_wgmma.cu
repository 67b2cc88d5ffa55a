// sm_90a only: warpgroup MMA (wgmma.mma_async) with shared-memory matrix
// descriptors, register-A form, fence / commit_group / wait_group.
// Bodies are guarded so this file only produces code for sm_90a.
#include <cuda_runtime.h>
#include <stdint.h>

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define OA_SM90A 1
#endif

__device__ __forceinline__ uint64_t make_desc(const void *smem, int lbo,
                                              int sbo, int swizzle) {
  uint32_t a = (uint32_t)__cvta_generic_to_shared(smem);
  uint64_t d = 0;
  d |= (uint64_t)((a & 0x3FFFF) >> 4);
  d |= (uint64_t)((lbo & 0x3FFFF) >> 4) << 16;
  d |= (uint64_t)((sbo & 0x3FFFF) >> 4) << 32;
  d |= (uint64_t)swizzle << 62;
  return d;
}

__device__ __forceinline__ void wg_fence() {
#ifdef OA_SM90A
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void wg_commit() {
#ifdef OA_SM90A
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
template <int N> __device__ __forceinline__ void wg_wait() {
#ifdef OA_SM90A
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
#endif
}

__device__ __forceinline__ void wgmma_m64n128k16_ss(float *d, uint64_t da,
                                                    uint64_t db, int scale_d) {
#ifdef OA_SM90A
  asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
      "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%"
      "18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%"
      "34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%"
      "50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63}"
      ", %64, %65, p, 1, 1, 0, 0;\n}\n"
      :
                 "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]),
                 "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]),
                 "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),
                 "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]),
                 "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),
                 "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]),
                 "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
                 "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]),
                 "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]),
                 "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]),
                 "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]),
                 "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]),
                 "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]),
                 "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]),
                 "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]),
                 "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(scale_d));
#endif
}

__device__ __forceinline__ void wgmma_m64n128k16_rs(float *d, const uint32_t *a,
                                                    uint64_t db, int scale_d) {
#ifdef OA_SM90A
  asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %69, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
      "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%"
      "18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%"
      "34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%"
      "50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63}"
      ", {%64,%65,%66,%67}, %68, p, 1, 1, 1;\n}\n"
      :
                 "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]),
                 "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]),
                 "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),
                 "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]),
                 "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),
                 "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]),
                 "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
                 "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]),
                 "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]),
                 "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]),
                 "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]),
                 "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]),
                 "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]),
                 "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]),
                 "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]),
                 "+f"(d[62]), "+f"(d[63])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(scale_d));
#endif
}

__device__ __forceinline__ void wgmma_m64n64k16_bf16(float *d, uint64_t da,
                                                     uint64_t db, int scale_d) {
#ifdef OA_SM90A
  asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 "
      "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%"
      "18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31}"
      ", %32, %33, p, 1, 1, 0, 0;\n}\n"
      :
                 "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]),
                 "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]),
                 "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),
                 "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]),
                 "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),
                 "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]),
                 "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
                 "+f"(d[30]), "+f"(d[31])
      : "l"(da), "l"(db), "r"(scale_d));
#endif
}

__device__ __forceinline__ void wgmma_m64n64k8_tf32(float *d, uint64_t da,
                                                    uint64_t db, int scale_d) {
#ifdef OA_SM90A
  asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 "
      "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%"
      "18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31}"
      ", %32, %33, p, 1, 1;\n}\n"
      :
                 "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]),
                 "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]),
                 "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]),
                 "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]),
                 "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),
                 "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]),
                 "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
                 "+f"(d[30]), "+f"(d[31])
      : "l"(da), "l"(db), "r"(scale_d));
#endif
}

// One warpgroup computes a 64x128 f32 tile of A[64,K] * B[128,K]^T (f16).
extern "C" __global__ void __launch_bounds__(128)
    wgmma_f16_ss_64x128(const uint4 *A, const uint4 *B, float *C, int K) {
  __shared__ __align__(1024) uint16_t As[64 * 64];
  __shared__ __align__(1024) uint16_t Bs[128 * 64];
  float d[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    d[i] = 0.f;
  int t = threadIdx.x;
  for (int k0 = 0; k0 < K; k0 += 64) {
    for (int i = t; i < 64 * 64 / 8; i += 128)
      ((uint4 *)As)[i] = A[(size_t)(k0 / 64) * 512 + i];
    for (int i = t; i < 128 * 64 / 8; i += 128)
      ((uint4 *)Bs)[i] = B[(size_t)(k0 / 64) * 1024 + i];
    __syncthreads();
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    wg_fence();
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      uint64_t da = make_desc(As + kk * 16, 16, 1024, 1);
      uint64_t db = make_desc(Bs + kk * 16, 16, 1024, 1);
      wgmma_m64n128k16_ss(d, da, db, (k0 | kk) != 0);
    }
    wg_commit();
    wg_wait<0>();
    __syncthreads();
  }
  int warp = t >> 5, lane = t & 31;
#pragma unroll
  for (int i = 0; i < 64; i += 4) {
    int r = warp * 16 + (lane >> 2), c = (i / 4) * 8 + (lane & 3) * 2;
    *(float2 *)&C[r * 128 + c] = make_float2(d[i], d[i + 1]);
    *(float2 *)&C[(r + 8) * 128 + c] = make_float2(d[i + 2], d[i + 3]);
  }
}

// Register-A form, pipelined: keep one wgmma group in flight.
extern "C" __global__ void __launch_bounds__(128)
    wgmma_f16_rs_pipelined(const uint32_t *Afrag, const uint4 *B, float *C,
                           int ktiles) {
  __shared__ __align__(1024) uint16_t Bs[2][128 * 16];
  float d[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    d[i] = 0.f;
  int t = threadIdx.x;
  for (int kt = 0; kt < ktiles; ++kt) {
    int s = kt & 1;
    for (int i = t; i < 128 * 16 / 8; i += 128)
      ((uint4 *)Bs[s])[i] = B[(size_t)kt * 256 + i];
    uint32_t a[4];
#pragma unroll
    for (int j = 0; j < 4; ++j)
      a[j] = Afrag[((size_t)kt * 128 + t) * 4 + j];
    __syncthreads();
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    wg_fence();
    wgmma_m64n128k16_rs(d, a, make_desc(Bs[s], 128, 256, 0), kt != 0);
    wg_commit();
    wg_wait<1>();
  }
  wg_wait<0>();
#pragma unroll
  for (int i = 0; i < 64; ++i)
    C[(size_t)blockIdx.x * 8192 + i * 128 + t] = d[i];
}

extern "C" __global__ void __launch_bounds__(128)
    wgmma_bf16_tf32_64x64(const uint4 *A, const uint4 *B, float *C) {
  __shared__ __align__(1024) uint16_t As[64 * 16];
  __shared__ __align__(1024) uint16_t Bs[64 * 16];
  __shared__ __align__(1024) float Af[64 * 8];
  __shared__ __align__(1024) float Bf[64 * 8];
  int t = threadIdx.x;
  ((uint4 *)As)[t] = A[t];
  ((uint4 *)Bs)[t] = B[t];
  ((uint4 *)Af)[t] = A[128 + t];
  ((uint4 *)Bf)[t] = B[128 + t];
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  float d[32], e[32];
#pragma unroll
  for (int i = 0; i < 32; ++i)
    d[i] = e[i] = 0.f;
  wg_fence();
  wgmma_m64n64k16_bf16(d, make_desc(As, 128, 256, 0), make_desc(Bs, 128, 256, 0), 0);
  wgmma_m64n64k8_tf32(e, make_desc(Af, 128, 256, 0), make_desc(Bf, 128, 256, 0), 0);
  wg_commit();
  wg_wait<0>();
#pragma unroll
  for (int i = 0; i < 32; ++i)
    C[i * 128 + t] = d[i] + e[i];
}
