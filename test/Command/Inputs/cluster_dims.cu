extern "C" __global__ void __cluster_dims__(2, 1, 1) ck(float *x) { x[0] = 1.0f; }
