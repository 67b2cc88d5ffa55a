// Virtual functions (calls through the vtable, whose entries are function
// numbers, SASSFunctionPointers.cpp) on objects made with new and deleted
// through a virtual destructor (operator new/delete are the driver's
// malloc/free), and new[]/delete[].
#include <new>

struct Shape {
  float k;
  __device__ explicit Shape(float k) : k(k) {}
  __device__ virtual float area(float s) const = 0;
  __device__ virtual ~Shape() {}
};
struct Square : Shape {
  __device__ explicit Square(float k) : Shape(k) {}
  __device__ float area(float s) const override { return k * s * s; }
};
struct Triangle : Shape {
  __device__ explicit Triangle(float k) : Shape(k) {}
  __device__ float area(float s) const override { return 0.5f * k * s * s; }
};

extern "C" __global__ void virt(float *o, const float *x) {
  __shared__ Shape *objs[64];
  int t = threadIdx.x;
  objs[t] = (t % 3) ? static_cast<Shape *>(new Square(t)) : new Triangle(t);
  __syncthreads();
  const Shape *s = objs[63 - t]; // made by another thread
  float *tmp = new float[4];
  tmp[t & 3] = s->area(x[t]);
  o[t] = tmp[t & 3];
  delete[] tmp;
  __syncthreads();
  delete objs[t];
}
