// No #include at all: nvcc's cuda_runtime.h brings in <stdio.h> (and
// <stdlib.h>) for every .cu file, and real code relies on it (Parboil's
// mri-fhd: fprintf(stderr, ...) with only its own headers).
__global__ void hello(int *out) {
  printf("thread %d\n", (int)threadIdx.x);
  out[threadIdx.x] = threadIdx.x + 1;
}

int main() {
  int *d = 0;
  if (cudaMalloc(&d, 4 * sizeof(int)) != cudaSuccess) {
    fprintf(stderr, "no memory\n");
    exit(1);
  }
  hello<<<1, 4>>>(d);
  FILE *f = stdout;
  fputs("done\n", f);
  return 0;
}
