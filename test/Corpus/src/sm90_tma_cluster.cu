// sm_90a only: TMA (cp.async.bulk.tensor) with a __grid_constant__ tensor map,
// mbarrier init / arrive.expect_tx / try_wait.parity, fence.proxy.async,
// elect.sync, cluster barriers and distributed shared memory, stmatrix,
// setmaxnreg, bulk (non-tensor) copies and TMA store.
#include <cuda_runtime.h>
#include <stdint.h>

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define OA_SM90A 1
#endif

// Same size and alignment as CUtensorMap (cuda.h).
struct alignas(128) TensorMap {
  unsigned long long opaque[16];
};

__device__ __forceinline__ uint32_t sa(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void mbar_init(uint64_t *bar, int count) {
#ifdef OA_SM90A
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(sa(bar)),
               "r"(count));
#endif
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t *bar, uint32_t bytes) {
#ifdef OA_SM90A
  asm volatile(
      "mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(sa(bar)),
      "r"(bytes));
#endif
}
__device__ __forceinline__ void mbar_arrive(uint64_t *bar) {
#ifdef OA_SM90A
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(sa(bar)));
#endif
}
__device__ __forceinline__ void mbar_wait(uint64_t *bar, int phase) {
#ifdef OA_SM90A
  asm volatile("{\n"
               ".reg .pred P1;\n"
               "LAB_WAIT:\n"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n"
               "@P1 bra DONE;\n"
               "bra LAB_WAIT;\n"
               "DONE:\n"
               "}\n" ::"r"(sa(bar)),
               "r"(phase));
#endif
}
__device__ __forceinline__ void fence_barrier_init() {
#ifdef OA_SM90A
  asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void fence_proxy_async() {
#ifdef OA_SM90A
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
}
__device__ __forceinline__ bool elect_one() {
  uint32_t pred = 0;
#ifdef OA_SM90A
  uint32_t lane = 0;
  asm volatile("{\n"
               ".reg .b32 %%rx;\n"
               ".reg .pred %%px;\n"
               "elect.sync %%rx|%%px, %2;\n"
               "@%%px mov.s32 %1, 1;\n"
               "mov.s32 %0, %%rx;\n"
               "}\n"
               : "+r"(lane), "+r"(pred)
               : "r"(0xFFFFFFFFu));
#endif
  return pred != 0;
}
__device__ __forceinline__ void tma_load_2d(void *dst, const TensorMap *map,
                                            uint64_t *bar, int x, int y) {
#ifdef OA_SM90A
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::"
               "complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n" ::"r"(sa(dst)),
               "l"(map), "r"(x), "r"(y), "r"(sa(bar))
               : "memory");
#endif
}
__device__ __forceinline__ void tma_store_2d(const TensorMap *map,
                                             const void *src, int x, int y) {
#ifdef OA_SM90A
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group "
               "[%0, {%1, %2}], [%3];\n" ::"l"(map),
               "r"(x), "r"(y), "r"(sa(src))
               : "memory");
  asm volatile("cp.async.bulk.commit_group;\n");
  asm volatile("cp.async.bulk.wait_group.read 0;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void cluster_sync() {
#ifdef OA_SM90A
  asm volatile("barrier.cluster.arrive.release.aligned;\n" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;\n" ::: "memory");
#endif
}

// 64x64 f32 tiles: TMA load into shared, scale, TMA store back.
extern "C" __global__ void __launch_bounds__(128)
    tma_load_scale_store(const __grid_constant__ TensorMap in_map,
                         const __grid_constant__ TensorMap out_map,
                         float scale) {
  __shared__ __align__(128) float tile[64 * 64];
  __shared__ __align__(8) uint64_t bar;
  int x = blockIdx.x * 64, y = blockIdx.y * 64;
  if (threadIdx.x == 0) {
    mbar_init(&bar, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (threadIdx.x < 32 && elect_one()) {
    mbar_expect_tx(&bar, sizeof(tile));
    tma_load_2d(tile, &in_map, &bar, x, y);
  }
  mbar_wait(&bar, 0);
  for (int i = threadIdx.x; i < 64 * 64; i += blockDim.x)
    tile[i] *= scale;
  fence_proxy_async();
  __syncthreads();
  if (threadIdx.x == 0)
    tma_store_2d(&out_map, tile, x, y);
}

// Multi-stage producer/consumer pipeline with full/empty barriers,
// warp specialisation and setmaxnreg.
extern "C" __global__ void __launch_bounds__(384, 1)
    tma_pipeline_ws(const __grid_constant__ TensorMap a_map, float *out,
                    int ktiles) {
  constexpr int S = 4;
  __shared__ __align__(128) uint16_t buf[S][64 * 64];
  __shared__ __align__(8) uint64_t full[S], empty[S];
  int warp = threadIdx.x / 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < S; ++s) {
      mbar_init(&full[s], 1);
      mbar_init(&empty[s], 256);
    }
    fence_barrier_init();
  }
  __syncthreads();
  if (warp < 4) {
    // producer warpgroup
#ifdef OA_SM90A
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n");
#endif
    if (warp == 0 && elect_one()) {
      for (int k = 0; k < ktiles; ++k) {
        int s = k % S, ph = (k / S) & 1;
        if (k >= S)
          mbar_wait(&empty[s], ph ^ 1);
        mbar_expect_tx(&full[s], sizeof(buf[0]));
        tma_load_2d(buf[s], &a_map, &full[s], k * 64, blockIdx.x * 64);
      }
    }
  } else {
#ifdef OA_SM90A
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n");
#endif
    int t = threadIdx.x - 128;
    float acc = 0.f;
    for (int k = 0; k < ktiles; ++k) {
      int s = k % S, ph = (k / S) & 1;
      mbar_wait(&full[s], ph);
      for (int i = t; i < 64 * 64; i += 256)
        acc += (float)buf[s][i];
      mbar_arrive(&empty[s]);
    }
    out[blockIdx.x * 256 + t] = acc;
  }
}

// Cluster of 2: exchange data through distributed shared memory (mapa +
// ld.shared::cluster), cluster rank special registers, cluster barriers.
extern "C" __global__ void __cluster_dims__(2, 1, 1)
    cluster_dsmem_exchange(const float *x, float *y) {
  __shared__ float sh[128];
  int t = threadIdx.x;
  uint32_t rank = 0, nrank = 1;
#ifdef OA_SM90A
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
  asm volatile("mov.u32 %0, %%cluster_nctarank;\n" : "=r"(nrank));
#endif
  sh[t] = x[blockIdx.x * 128 + t];
  cluster_sync();
  float v = 0.f;
#ifdef OA_SM90A
  uint32_t peer = (rank + 1) % nrank, remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n"
               : "=r"(remote)
               : "r"(sa(&sh[t])), "r"(peer));
  asm volatile("ld.shared::cluster.f32 %0, [%1];\n" : "=f"(v) : "r"(remote));
  asm volatile("st.shared::cluster.f32 [%0], %1;\n" ::"r"(remote + 0),
               "f"(v + 1.f));
#endif
  cluster_sync();
  y[blockIdx.x * 128 + t] = v + sh[t];
}

// Bulk (non-tensor) copy global->shared with mbarrier, then stmatrix.
extern "C" __global__ void bulk_copy_stmatrix(const uint4 *src, uint32_t *dst,
                                              const uint32_t *frag) {
  __shared__ __align__(128) uint4 sbuf[256];
  __shared__ __align__(128) uint16_t mat[4 * 64];
  __shared__ __align__(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0) {
    mbar_init(&bar, 1);
    fence_barrier_init();
  }
  __syncthreads();
#ifdef OA_SM90A
  if (t == 0) {
    mbar_expect_tx(&bar, sizeof(sbuf));
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
                 "bytes [%0], [%1], %2, [%3];\n" ::"r"(sa(sbuf)),
                 "l"(src), "r"((uint32_t)sizeof(sbuf)), "r"(sa(&bar))
                 : "memory");
  }
#endif
  mbar_wait(&bar, 0);
  if (t < 32) {
    uint32_t r0 = frag[t * 4], r1 = frag[t * 4 + 1], r2 = frag[t * 4 + 2],
             r3 = frag[t * 4 + 3];
#ifdef OA_SM90A
    asm volatile(
        "stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};\n" ::"r"(
            sa(&mat[(t & 7) * 8 + (t >> 3) * 64])),
        "r"(r0), "r"(r1), "r"(r2), "r"(r3));
    asm volatile(
        "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};\n" ::"r"(
            sa(&mat[(t & 15) * 8])),
        "r"(r0 ^ r3), "r"(r1 ^ r2));
#endif
  }
  __syncthreads();
  dst[t] = sbuf[t].x + sbuf[t + 1].y + mat[t];
}
