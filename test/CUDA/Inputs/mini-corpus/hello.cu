// A clean error: device printf (vprintf) is not supported by oa yet.
#include <cstdio>
__global__ void hello(int v) { printf("v = %d\n", v); }
