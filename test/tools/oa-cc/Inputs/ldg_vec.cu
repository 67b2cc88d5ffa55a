// __ldg of each vector type (ldg-vector.test).
extern "C" __global__ void ldgv(const float2 *a, const float4 *b, const int4 *c, const uint2 *d,
                                const double2 *e, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 x = __ldg(&a[i]);
  float4 y = __ldg(&b[i]);
  int4 z = __ldg(&c[i]);
  uint2 w = __ldg(&d[i]);
  double2 v = __ldg(&e[i]);
  o[i] = x.x + x.y + y.x + y.y + y.z + y.w + (float)(z.x + z.y + z.z + z.w) + (float)(w.x ^ w.y) +
         (float)(v.x * v.y);
}
