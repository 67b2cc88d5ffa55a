__global__ void child(float *o) { o[threadIdx.x] = 1; }
extern "C" __global__ void parent(float *o) { child<<<1, 32>>>(o); }
