// Reached from src/runner.cu only through src/kernels.cuh.
template <int N> __global__ void naive(float *x) { x[threadIdx.x] *= N; }
