// 32-bit integer hashing (murmur3 finaliser), rotations and __umulhi.
#include <cuda_runtime.h>
#include <cstdint>

__device__ __forceinline__ uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

__device__ uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

__global__ void hashKeys(const uint32_t *keys, uint32_t *out, uint32_t buckets, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    uint32_t h = fmix32(rotl32(keys[i] * 0xcc9e2d51u, 15) * 0x1b873593u);
    out[i] = __umulhi(h, buckets);
  }
}
