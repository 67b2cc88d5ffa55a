// A recursive __noinline__ device function: test/PTX/import-recursion.test.
__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
extern "C" __global__ void fibk(int *out) { out[threadIdx.x] = fib(threadIdx.x % 12); }
