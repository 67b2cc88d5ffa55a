struct Huge { char bytes[32768]; };
__global__ void huge(float *o, Huge h) { o[threadIdx.x] = h.bytes[threadIdx.x]; }
