#include "h.cuh"
template __global__ void hk<float>(float *);
