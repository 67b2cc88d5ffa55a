// Global and shared atomics, with and without return (RED).
#include <cuda_runtime.h>

extern "C" __global__ void atomics_global(int *ci, unsigned *cu, float *cf,
                                          double *cd, unsigned long long *cl,
                                          const int *x, int *ret) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[t];
  int r0 = atomicAdd(ci, v);
  float r1 = atomicAdd(cf, (float)v);
  double r2 = atomicAdd(cd, (double)v);
  int r3 = atomicMax(ci + 1, v);
  int r4 = atomicMin(ci + 2, v);
  unsigned r5 = atomicMax(cu, (unsigned)v);
  int r6 = atomicExch(ci + 3, v);
  int r7 = atomicCAS(ci + 4, v, v + 1);
  unsigned r8 = atomicInc(cu + 1, 100u);
  unsigned r9 = atomicDec(cu + 2, 100u);
  int r10 = atomicAnd(ci + 5, v);
  int r11 = atomicOr(ci + 6, v);
  int r12 = atomicXor(ci + 7, v);
  unsigned long long r13 = atomicAdd(cl, (unsigned long long)v);
  unsigned long long r14 = atomicCAS(cl + 1, (unsigned long long)v, 7ull);
  float r15 = atomicExch(cf + 1, 1.5f);
  ret[t] = r0 + (int)r1 + (int)r2 + r3 + r4 + (int)r5 + r6 + r7 + (int)r8 +
           (int)r9 + r10 + r11 + r12 + (int)r13 + (int)r14 + (int)r15;
}

// Results unused -> RED.
extern "C" __global__ void atomics_reduce_noret(int *ci, float *cf, double *cd,
                                                unsigned long long *cl,
                                                const float *x) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[t];
  atomicAdd(ci, 1);
  atomicAdd(cf, v);
  atomicAdd(cd, (double)v * 2.0);
  atomicAdd(cl, 3ull);
  atomicMax(ci + 1, (int)v);
  atomicMin(ci + 2, (int)v);
  atomicOr(ci + 3, 1 << (t & 31));
  atomicAnd(ci + 4, ~(1 << (t & 31)));
  atomicXor(ci + 5, t);
  atomicInc((unsigned *)ci + 6, 63u);
}

extern "C" __global__ void atomics_shared(const int *x, int *out, float *fout) {
  __shared__ int si[64];
  __shared__ float sf[64];
  __shared__ unsigned long long sl[4];
  int t = threadIdx.x;
  if (t < 64) {
    si[t] = 0;
    sf[t] = 0.f;
  }
  if (t < 4)
    sl[t] = 0;
  __syncthreads();
  int v = x[blockIdx.x * blockDim.x + t];
  int old = atomicAdd(&si[v & 63], 1);
  atomicAdd(&sf[(v >> 6) & 63], 0.5f);
  atomicMax(&si[(v + 1) & 63], v);
  atomicMin(&si[(v + 2) & 63], v);
  int c = atomicCAS(&si[(v + 3) & 63], old, v);
  int e = atomicExch(&si[(v + 4) & 63], t);
  atomicAdd(&sl[v & 3], 1ull);
  unsigned long long c2 = atomicCAS(&sl[(v + 1) & 3], 0ull, (unsigned long long)t);
  atomicOr(&si[(v + 5) & 63], 1);
  __syncthreads();
  if (t < 64) {
    atomicAdd(&out[t], si[t] + c + e + (int)c2);
    atomicAdd(&fout[t], sf[t]);
  }
}

// Lock-free float max via CAS loop, and a spin lock.
extern "C" __global__ void atomic_cas_loops(float *m, int *lock, int *counter,
                                            const float *x) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int *mi = (int *)m;
  int old = *mi, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v)
      break;
    old = atomicCAS(mi, assumed, __float_as_int(v));
  } while (assumed != old);
  if (threadIdx.x == 0) {
    while (atomicCAS(lock, 0, 1) != 0) {
    }
    __threadfence();
    *counter += 1;
    __threadfence();
    atomicExch(lock, 0);
  }
}

extern "C" __global__ void atomics_scoped(int *c, float *f) {
  atomicAdd_block(c, 1);
  atomicAdd_system(c + 1, 2);
  atomicMax_block(c + 2, threadIdx.x);
  atomicAdd_block(f, 1.0f);
  int o = atomicCAS_system(c + 3, 0, 1);
  if (o)
    atomicExch_block(c + 4, o);
  __threadfence_block();
  __threadfence_system();
}
