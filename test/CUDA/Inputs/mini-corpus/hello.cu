// A clean error: a device function no file defines (no -rdc in oa yet).
extern __device__ int helper(int);
__global__ void hello(int *o, int v) { *o = helper(v); }
