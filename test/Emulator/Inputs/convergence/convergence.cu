// Small kernels for the convergence probes (utils/build-convergence-bundle.py,
// docs/CUDA.md).  Each kernel: a divergent region around a call, then
// __activemask() (the lanes that came back together after the region), and
// a shared tile written before __syncthreads and read after it (a lane that
// is late writes after the others have read).  Block of 64 threads.
//
// fibrec:   the recursive fib of test/Emulator/Inputs/calls/calls.cu, which
//           oa -O3 turns into a loop around one recursive call (the tail
//           recursion), inside a BSSY B6 region
// fibloop:  the same loop written in the source: ptxas's own code for a
//           loop around a recursive call in a B6 region
// loopcall: no recursion: a divergent loop calling a function that arms a
//           barrier of its own
__device__ __noinline__ int fibr(int n) {
  if (n < 2)
    return n;
  int s = 0;
  for (int i = 0; i < n % 3; i++)
    s += i * n;
  return fibr(n - 1) + fibr(n - 2) + s;
}
__device__ __noinline__ int fibl(int n) {
  int s = 0;
  while (n >= 2) {
    for (int i = 0; i < n % 3; i++)
      s += i * n;
    s += fibl(n - 1);
    n -= 2;
  }
  return s + n;
}
__device__ __noinline__ int leaf(int x) { return x * 7 + 1; }
__device__ __noinline__ int g(int x) { return (x & 1) ? leaf(x) : x >> 1; }
__device__ __noinline__ int h(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += g(i + n);
  return s;
}
__shared__ int tile[128];
template <int K> __device__ int pick(int n) { return K == 0 ? fibr(n) : K == 1 ? fibl(n) : h(n); }
template <int K> __device__ void body(int *o, int *m, const int *p) {
  int t = threadIdx.x;
  int v = 0;
  if (p[t] > 0)
    v = pick<K>(t & 15);
  m[t] = __activemask();
  tile[t] = v;
  __syncthreads();
  o[t] = v + 1000 * tile[(t + 1) % blockDim.x];
}
extern "C" __global__ void fibrec(int *o, int *m, const int *p) { body<0>(o, m, p); }
extern "C" __global__ void fibloop(int *o, int *m, const int *p) { body<1>(o, m, p); }
extern "C" __global__ void loopcall(int *o, int *m, const int *p) { body<2>(o, m, p); }
