__global__ void broken(float *o) {
  o[threadIdx.x] = 1.0f
}
