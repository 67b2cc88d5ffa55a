// A C++ template kernel: its symbol is the mangled name of the instantiation.
template <typename T> __global__ void scale(T *x, T s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

template __global__ void scale<float>(float *, float, int);
