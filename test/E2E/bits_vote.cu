// Bit operations and warp votes: popc, clz, brev, funnel shifts, ffs,
// __ballot_sync / __any_sync / __all_sync, and a lock-free maximum per
// warp through atomicCAS, with atomicMax / atomicOr / atomicExch as the
// reference forms of the same updates.
#include "e2e.h"
extern "C" __global__ void bits_vote(const unsigned *x, unsigned *bits, unsigned *votes, unsigned *casmax,
                                     unsigned *amax, unsigned *aor, unsigned *last, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = i < n ? x[i] : 0u;
  if (i < n) {
    bits[4 * i] = __popc(v) + (__clz(v | 1u) << 8);
    bits[4 * i + 1] = __brev(v);
    bits[4 * i + 2] = __funnelshift_l(v, v * 7u, i & 31) ^ __funnelshift_r(v, ~v, (i >> 5) & 31);
    bits[4 * i + 3] = (unsigned)__ffs((int)v);
  }
  unsigned odd = __ballot_sync(0xffffffffu, v & 1u);
  int big = __any_sync(0xffffffffu, v > 0xf0000000u), small = __all_sync(0xffffffffu, v < 0x80000000u);
  int warp = i >> 5;
  if ((threadIdx.x & 31) == 0)
    votes[warp] = odd ^ ((unsigned)big << 1) ^ ((unsigned)small << 2);
  // Maximum of each block through a compare-and-swap loop.
  unsigned *slot = &casmax[blockIdx.x];
  unsigned old = *(volatile unsigned *)slot;
  while (old < v) {
    unsigned seen = atomicCAS(slot, old, v);
    if (seen == old)
      break;
    old = seen;
  }
  atomicMax(&amax[blockIdx.x], v);
  atomicOr(&aor[blockIdx.x], v & 0x0f0f0f0fu);
  if (threadIdx.x == 0)
    atomicExch(&last[blockIdx.x], v ^ 0x5a5a5a5au);
}
