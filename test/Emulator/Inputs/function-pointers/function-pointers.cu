// Function pointers (SASSFunctionPointers.cpp): tables in global and constant
// memory, a pointer chosen per thread (divergent), pointers stored in shared
// memory, a null check, a comparison, a void callback, and functions of two
// types, so that each call's switch holds only its type's functions.
typedef float (*binop)(float, float);
typedef int (*unop)(int);
typedef void (*sink)(int *, int);

__device__ __noinline__ float addf(float a, float b) { return a + b; }
__device__ __noinline__ float subf(float a, float b) { return a - b; }
__device__ __noinline__ float mulf(float a, float b) { return a * b; }
__device__ int twice(int x) { return 2 * x; }
__device__ int square(int x) { return x * x; }
__device__ void put(int *p, int v) { *p = v + 7; }

__device__ binop table[3] = {addf, subf, mulf};
__constant__ unop ctable[2] = {twice, square};
__device__ binop nothing = 0;

extern "C" __global__ void fnptr(float *o, int *n, const float *x, const int *sel) {
  __shared__ binop chosen[4];
  int t = threadIdx.x;
  if (t < 4)
    chosen[t] = table[(t + 1) % 3];
  __syncthreads();
  binop f = (t & 1) ? mulf : addf;
  float v = f(x[t], 2.0f);                 // divergent pointer
  v += table[sel[t] % 3](x[t], 0.5f);      // from a global table
  v += chosen[t & 3](v, 1.0f);             // from shared memory
  if (nothing)                             // null: never called
    v += nothing(v, v);
  o[t] = v;
  unop g = ctable[t & 1];
  int r = g(t) + (g == square ? 1000 : 0);
  sink s = put;
  if (t % 3 == 0)
    s(&n[t], r);
  else
    n[t] = r;
}
