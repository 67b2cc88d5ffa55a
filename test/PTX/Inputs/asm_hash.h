// The two words each thread of asm_carry.cu and asm_dot.cu starts from;
// asm_words.thread_hashes computes the same on the host.
__device__ inline void threadHashes(int i, unsigned &h, unsigned &g) {
  h = (unsigned)i * 0x9E3779B9u;
  h ^= h >> 15;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  g = h * 0x27D4EB2Fu + 0x165667B1u;
  g ^= g >> 16;
}
