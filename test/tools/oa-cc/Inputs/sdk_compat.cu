// What nvcc's headers accept and clang-22's lack, as real files use them
// (llm.c's dev/cuda: a host validate_result calling isfinite, __stcs
// stores; assert in kernels).
#include <cassert>
#include <cmath>
#include <cuda_runtime.h>
#include <stdio.h>

template <class T> int count_bad(const T *ref, int n) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (!isfinite(ref[i]) || isnan(ref[i]) || isinf(ref[i]))
      bad++;
  return bad;
}

// out[i] = 2 * in[i] through the streaming stores; n must be positive.
__global__ void stream_twice(float *out, float4 *out4, const float *in, int n) {
  assert(n > 0);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __stcs(out + i, 2.0f * __ldcs(in + i));
    if (i % 4 == 0)
      __stcg(out4 + i / 4, make_float4(in[i], in[i + 1], in[i + 2], in[i + 3]));
  }
}

int main() {
  int c = max(1, 7 / 2) + min(3u, 4u) + (clock() < 0);
  float h[2] = {1.0f, 2.0f};
  double d[2] = {1.0, 2.0};
  return c + count_bad(h, 2) + count_bad(d, 2);
}
