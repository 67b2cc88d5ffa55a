// The SDK headers issue 15 names, used at block/tile level.
#include <cooperative_groups.h>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <mma.h>
namespace cg = cooperative_groups;

extern "C" __global__ void headers(float *o, const __nv_bfloat16 *b, const __half *h) {
  cg::thread_block blk = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(blk);
  cuda::std::int32_t i = blk.thread_rank();
  float v = __bfloat162float(b[i]) + __half2float(h[i]);
  v += tile.shfl_down(v, 1);
  o[i] = v < cuda::std::numeric_limits<float>::max() ? v : 0.0f;
}
