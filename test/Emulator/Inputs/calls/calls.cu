// Device functions compiled as calls (oa-llc -sass-call-abi): recursion,
// mutual recursion, __noinline__ functions with 64-bit, double and bool
// arguments and results, a struct and __half by value (clang's byval), a
// callee that writes shared memory and one that calls another, calls under
// divergence with a shuffle after them.
__device__ __noinline__ int fib(int n) {
  if (n < 2)
    return n;
  int s = 0;
  for (int i = 0; i < n % 3; i++)
    s += i * n;
  return fib(n - 1) + fib(n - 2) + s;
}
__device__ __noinline__ bool is_odd(unsigned n);
__device__ __noinline__ bool is_even(unsigned n) { return n == 0 ? true : is_odd(n - 1); }
__device__ __noinline__ bool is_odd(unsigned n) { return n == 0 ? false : is_even(n - 1); }
__device__ __noinline__ double mix(long long a, double b, bool neg, float c) {
  double r = (double)a * b + c;
  return neg ? -r : r;
}
__device__ __noinline__ long long leaf(long long x, int k) { return (x << k) ^ (x >> 3); }
__device__ __noinline__ long long middle(long long x, int k) { return leaf(x, k & 7) + leaf(x + 1, (k >> 3) & 7); }
struct Pt {
  float x, y;
  int n;
};
__device__ __noinline__ float norm1(Pt p) { return fabsf(p.x) + fabsf(p.y) + p.n; }
__device__ __noinline__ __half hmul(__half a, __half b) { return __hmul(a, b); }
__shared__ int tile[128];
__device__ __noinline__ void fill(int t, int v) { tile[t] = v * 3 + 1; }

extern "C" __global__ void calls(int *o, long long *q, double *d, const int *p, float *f) {
  int t = threadIdx.x;
  int v = 0;
  if (p[t] > 0)
    v = fib(t & 15);
  fill(t, v);
  __syncthreads();
  int w = tile[(t + 1) % blockDim.x];
  int par = 0;
  for (int i = 0; i < (t & 3); i++)
    par += is_even(t + i) ? 1 : 0;
  int s = __shfl_down_sync(0xffffffffu, w, 1);
  o[t] = v + 1000 * par + s;
  q[t] = middle((long long)p[t] * 1000003LL, t);
  d[t] = mix((long long)t - 7, 0.5 * p[t], t & 1, (float)t * 0.25f);
  Pt pt = {(float)p[t] * 0.5f, -(float)t, t & 3};
  f[t] = norm1(pt) + __half2float(hmul(__float2half((float)(t & 7) * 0.5f), __float2half(1.5f)));
}
