// The definitions main.cu uses from another file (separate compilation, rdc.test).
__device__ int counter;
__device__ float table[4] = {1.0f, 2.0f, 4.0f, 8.0f};
__device__ float scale(float x, int i) { return x * table[i & 3]; }
__device__ float twice(float x) { return 2.0f * x; }
__device__ float (*pick)(float) = twice;
