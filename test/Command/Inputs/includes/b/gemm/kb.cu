#include "utils.h"
extern "C" __global__ void kb(float *x) { x[threadIdx.x] *= B_SCALE; }
