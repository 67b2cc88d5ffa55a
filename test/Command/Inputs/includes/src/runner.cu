#include "kernels.cuh"
void run(float *x) { naive<2><<<1, 32>>>(x); }
