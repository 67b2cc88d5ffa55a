// Held-out, sm_90a only: TMA multicast in a cluster feeding wgmma
// (m64n64k16 f32 accum, m64n32k16 f16 accum), mbarrier pipeline, elect.sync.
#include <cuda_runtime.h>
#include <stdint.h>

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define OA_SM90A 1
#endif

struct alignas(128) TmaMap {
  unsigned long long v[16];
};

__device__ __forceinline__ uint32_t su(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ uint64_t desc(const void *p, int swz) {
  uint32_t a = su(p);
  return (uint64_t)((a & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) |
         ((uint64_t)64 << 32) | ((uint64_t)swz << 62);
}

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    tma_multicast_wgmma(const __grid_constant__ TmaMap amap,
                        const __grid_constant__ TmaMap bmap, float *C,
                        int ktiles) {
  __shared__ __align__(1024) uint16_t As[2][64 * 64];
  __shared__ __align__(1024) uint16_t Bs[2][64 * 64];
  __shared__ __align__(8) uint64_t bar[2];
  float d[32];
#pragma unroll
  for (int i = 0; i < 32; ++i)
    d[i] = 0.f;
#ifdef OA_SM90A
  uint32_t rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
  if (threadIdx.x == 0) {
    for (int s = 0; s < 2; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(su(&bar[s])));
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.aligned;\nbarrier.cluster.wait.aligned;\n" ::: "memory");
  for (int k = 0; k < ktiles; ++k) {
    int s = k & 1;
    uint32_t pred = 0;
    asm volatile("{\n.reg .pred %%px;\nelect.sync _|%%px, %1;\n@%%px mov.u32 %0, 1;\n}\n"
                 : "+r"(pred) : "r"(0xffffffffu));
    if (threadIdx.x < 32 && pred) {
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n"
                   ::"r"(su(&bar[s])), "r"(2 * 64 * 64 * 2));
      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::"
                   "complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n"
                   ::"r"(su(As[s])), "l"(&amap), "r"(k * 64), "r"((int)blockIdx.x * 64),
                   "r"(su(&bar[s])) : "memory");
      if (rank == 0)
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::"
                     "complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;\n"
                     ::"r"(su(Bs[s])), "l"(&bmap), "r"(k * 64), "r"(0),
                     "r"(su(&bar[s])), "h"((uint16_t)3) : "memory");
    }
    asm volatile("{\n.reg .pred P1;\nWAIT:\n"
                 "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 P1, [%0], %1, %2;\n"
                 "@!P1 bra WAIT;\n}\n" ::"r"(su(&bar[s])), "r"((k >> 1) & 1), "r"(1000000));
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      uint64_t da = desc(As[s] + kk * 16, 1), db = desc(Bs[s] + kk * 16, 1);
      asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 "
      "{%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%"
      "18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31}"
      ", %32, %33, p, 1, 1, 0, 0;\n}\n"

        :
        "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]),
        "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]),
        "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]),
        "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]),
        "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]),
        "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]),
        "+f"(d[30]), "+f"(d[31])
        : "l"(da), "l"(db), "r"(1));
    }
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
  }
#endif
  for (int i = 0; i < 32; ++i)
    C[((size_t)blockIdx.x * 32 + i) * 128 + threadIdx.x] = d[i];
}

extern "C" __global__ void __launch_bounds__(128)
    wgmma_f16acc_n32(const uint4 *A, const uint4 *B, uint32_t *C) {
  __shared__ __align__(1024) uint16_t As[64 * 16];
  __shared__ __align__(1024) uint16_t Bs[32 * 16];
  int t = threadIdx.x;
  ((uint4 *)As)[t] = A[t];
  if (t < 64)
    ((uint4 *)Bs)[t] = B[t];
  __syncthreads();
  uint32_t h[8] = {0, 0, 0, 0, 0, 0, 0, 0};
#ifdef OA_SM90A
  asm volatile("fence.proxy.async;\n" ::: "memory");
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
  uint64_t da = desc(As, 0), db = desc(Bs, 0);
  asm volatile(
      "{\n.reg .pred p;\n"
      "setp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n32k16.f16.f16.f16 "
      "{%0,%1,%2,%3,%4,%5,%6,%7}"
      ", %8, %9, p, 1, -1, 0, 1;\n}\n"

      :
        "+r"(h[0]), "+r"(h[1]), "+r"(h[2]), "+r"(h[3]), "+r"(h[4]),
        "+r"(h[5]), "+r"(h[6]), "+r"(h[7])
      : "l"(da), "l"(db), "r"(0));
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#endif
  for (int i = 0; i < 8; ++i)
    C[i * 128 + t] = h[i];
}
