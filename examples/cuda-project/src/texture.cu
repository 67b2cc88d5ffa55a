// A kernel oa does not compile yet: a texture fetch (no TEX lowering in oa-llc).
extern "C" __global__ void gather(float *out, cudaTextureObject_t table, const int *index, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(table, index[i]);
}
