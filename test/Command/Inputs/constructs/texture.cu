extern "C" __global__ void tex(float *o, cudaTextureObject_t t) { o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x); }
