// Math through the SDK's headers: clang maps these to libdevice's __nv_*,
// which oa_libdevice.h defines with oa's implementations.
#include <cuda_runtime.h>
extern "C" __global__ void mathk(float *o, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  o[6 * i + 0] = expf(v);
  o[6 * i + 1] = logf(fabsf(v) + 1.0f);
  o[6 * i + 2] = sinf(v);
  o[6 * i + 3] = tanhf(v);
  o[6 * i + 4] = powf(fabsf(v) + 1.0f, 1.5f);
  o[6 * i + 5] = cosf(v) * rsqrtf(v * v + 1.0f);
}
