// TMA's shared-memory layouts, as hardware and oa-emu produce them: each
// block loads four boxes of X (f32, 100 x 50) at its own coordinates, one
// per swizzle mode (128B: 32 x 8, 64B: 16 x 8, 32B: 8 x 8 with NaN
// out-of-bounds fill, none: 8 x 8), all completing on one mbarrier, and
// copies the raw shared bytes to `dump`; then it writes an 8 x 32 tile in
// the 128B-swizzled layout with plain stores, fences the async proxy and
// stores it to Y (100 x 50) with a TMA store, which drops the
// out-of-bounds part.  The coordinates reach past every edge of the tensor,
// and each box starts on a 16-byte boundary of its row (column x 4 bytes a
// multiple of 16): at column 90 the H200 stopped the kernel with
// CUDA_ERROR_ILLEGAL_INSTRUCTION (nvcc's build too; oa-emu now says so).
#include "tensor.h"

#define DUMP 512 // floats per block: the four boxes, 2 KiB of shared memory

#ifdef OA_HOST
static unsigned swz(unsigned A, unsigned Bits) {
  return Bits ? A ^ (((A >> 7) & ((1u << Bits) - 1)) << 4) : A;
}
#endif

extern "C" __global__ void __launch_bounds__(128)
    tma_layout(const __grid_constant__ TmaMap m128, const __grid_constant__ TmaMap m64,
               const __grid_constant__ TmaMap m32, const __grid_constant__ TmaMap m0,
               const __grid_constant__ TmaMap my, const float *X, const int *coords,
               float *dump, float *Y) {
  const int b = blockIdx.x, t = threadIdx.x;
  const int c0 = coords[2 * b], c1 = coords[2 * b + 1];
  // The stored tile's value at (row r, column e).
  auto val = [&](int r, int e) { return (float)(b * 1000 + r * 32 + e); };
#ifdef OA_HOST
  (void)m128, (void)m64, (void)m32, (void)m0, (void)my;
  if (t == 0) {
    // Box w x 8 at (c0, c1) placed row after row (w * 4 bytes each) from
    // byte Off of the block's 2 KiB, then swizzled by the address bits.
    struct Box {
      int W, Bits, Off;
      bool Nan;
    } Boxes[4] = {{32, 3, 0, false}, {16, 2, 1024, false}, {8, 1, 1536, true}, {8, 0, 1792, false}};
    float *D = dump + b * DUMP;
    for (const Box &Bx : Boxes)
      for (int r = 0; r < 8; ++r)
        for (int e = 0; e < Bx.W; ++e) {
          int x = c0 + e, y = c1 + r;
          bool in = x >= 0 && x < 100 && y >= 0 && y < 50;
          float v = in ? X[y * 100 + x] : Bx.Nan ? NAN : 0.f;
          D[swz(Bx.Off + (r * Bx.W + e) * 4, Bx.Bits) / 4] = v;
        }
    for (int r = 0; r < 8; ++r)
      for (int e = 0; e < 32; ++e) {
        int x = c0 + e, y = c1 + r;
        if (x >= 0 && x < 100 && y >= 0 && y < 50)
          Y[y * 100 + x] = val(r, e);
      }
  }
#else
  (void)X;
  __shared__ __align__(1024) float sm[512];
  __shared__ unsigned long long bar;
  const u32 base = smem_u32(sm), mb = smem_u32(&bar);
  if (t == 0) {
    mbar_init(mb, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (t == 0) {
    mbar_expect_tx(mb, 2048);
    tma_load_2d(base, &m128, c0, c1, mb);
    tma_load_2d(base + 1024, &m64, c0, c1, mb);
    tma_load_2d(base + 1536, &m32, c0, c1, mb);
    tma_load_2d(base + 1792, &m0, c0, c1, mb);
  }
  mbar_wait(mb, 0);
  for (int i = t; i < 512; i += 128)
    dump[b * DUMP + i] = sm[i];
  __syncthreads();
  // The tile for the store, in the 128B-swizzled layout, over the first KiB.
  for (int i = t; i < 256; i += 128) {
    int r = i / 32, e = i % 32;
    u32 a = r * 128 + e * 4;
    a ^= ((a >> 7) & 7) << 4;
    sm[a / 4] = val(r, e);
  }
  fence_proxy_async();
  __syncthreads();
  if (t == 0) {
    tma_store_2d(&my, c0, c1, base);
    tma_store_commit_wait();
  }
#endif
}
