// cp.async (LDGSTS + LDGDEPBAR + DEPBAR), ldmatrix (LDSM .x4 and .trans) and
// the sm_80 warp reductions (REDUX through __reduce_*_sync, MATCH through
// __match_any_sync).  Each block stages 32 rows of 16 halves (1 KiB) into
// shared memory with cp.async, then every warp reads an 8x8 fragment set
// with ldmatrix.  The host reference (OA_HOST) computes the same values
// directly.
#include "e2e.h"
extern "C" __global__ void async_ldsm(const unsigned *in, unsigned *frag, unsigned *fragt, unsigned *red,
                                      unsigned *match) {
  __shared__ __align__(16) unsigned tile[256]; // 32 rows x 16 halves
  const unsigned *src = in + blockIdx.x * 256;
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
#ifdef OA_HOST
  for (int k = 0; k < 4; ++k)
    tile[4 * t + k] = src[4 * t + k];
  __syncthreads();
  // ldmatrix .x4: matrix m (rows 8m..8m+7 of the warp's 32) gives thread
  // t the 32-bit word (row t/4, word t%4); .trans gives halves (2(t%4), t/4)
  // and (2(t%4)+1, t/4), each row being 8 halves (words 0-3 of a row).
  for (int m = 0; m < 4; ++m) {
    int row = 8 * m + lane / 4;
    frag[(blockIdx.x * 64 + t) * 4 + m] = tile[row * 8 + (warp & 1) * 4 + lane % 4];
    const unsigned short *h = (const unsigned short *)tile;
    int r0 = 8 * m + 2 * (lane % 4), c = (warp & 1) * 8 + lane / 4;
    fragt[(blockIdx.x * 64 + t) * 4 + m] = h[r0 * 16 + c] | ((unsigned)h[(r0 + 1) * 16 + c] << 16);
  }
  unsigned v = src[t] & 0xffff, sum = 0, mx = 0, eq = 0;
  for (int l = 0; l < 32; ++l) {
    unsigned u = src[warp * 32 + l] & 0xffff;
    sum += u;
    mx = u > mx ? u : mx;
    if ((u & 7) == (v & 7))
      eq |= 1u << l;
  }
  red[(blockIdx.x * 64 + t) * 2] = sum;
  red[(blockIdx.x * 64 + t) * 2 + 1] = mx;
  match[blockIdx.x * 64 + t] = eq;
#else
  // 64 threads copy 16 bytes each.
  unsigned saddr = (unsigned)__cvta_generic_to_shared(&tile[4 * t]);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(saddr), "l"(src + 4 * t));
  asm volatile("cp.async.commit_group;");
  asm volatile("cp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  // Each warp reads 4 matrices: rows 8m..8m+7, columns (warp & 1) * 8 .. +7.
  int row = lane; // lanes 8m..8m+7 address matrix m's rows
  unsigned a = (unsigned)__cvta_generic_to_shared(&tile[row * 8 + (warp & 1) * 4]);
  unsigned r0, r1, r2, r3, s0, s1, s2, s3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(s0), "=r"(s1), "=r"(s2), "=r"(s3) : "r"(a));
  unsigned *f = frag + (blockIdx.x * 64 + t) * 4, *ft = fragt + (blockIdx.x * 64 + t) * 4;
  f[0] = r0, f[1] = r1, f[2] = r2, f[3] = r3;
  ft[0] = s0, ft[1] = s1, ft[2] = s2, ft[3] = s3;
  unsigned v = src[t] & 0xffff;
  red[(blockIdx.x * 64 + t) * 2] = __reduce_add_sync(0xffffffffu, v);
  red[(blockIdx.x * 64 + t) * 2 + 1] = __reduce_max_sync(0xffffffffu, v);
  match[blockIdx.x * 64 + t] = __match_any_sync(0xffffffffu, v & 7);
#endif
}
