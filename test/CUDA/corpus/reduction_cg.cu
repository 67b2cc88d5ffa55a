// Reduction with cooperative groups: thread_block and a 32-thread tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void reduceCG(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = 0;
  for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n;
       i += block.size() * gridDim.x)
    v += in[i];
  v = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0)
    atomicAdd(out, v);
  block.sync();
}
