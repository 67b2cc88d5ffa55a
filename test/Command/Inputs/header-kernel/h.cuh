template <class T> __global__ void hk(T *x) { x[0] = 1; }
