// utils.h is a/utils/utils.h: the copy nearest this file.
#include "utils.h"
extern "C" __global__ void ka(float *x) { x[threadIdx.x] *= A_SCALE; }
