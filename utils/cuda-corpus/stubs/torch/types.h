// Host-only stand-in for the few torch names that the corpus's PyTorch
// extensions use in their launchers (utils/cuda-corpus.py), so that the
// launchers, and the kernel templates they instantiate, compile in oa-cc's
// device-only builds.  Never linked, never run.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <iostream>
#include <stdexcept>
#include <tuple>
#include <vector>
namespace torch {
enum ScalarType { kFloat32, kHalf, kBFloat16, kInt32, kInt8, kFloat8_e4m3fn, kFloat8_e5m2 };
enum DeviceType { kCUDA, kCPU };
enum Layout { kStrided };
struct Device { Device(DeviceType, int = 0) {} };
struct TensorOptions {
  ScalarType dtype_ = kFloat32;
  TensorOptions dtype(ScalarType t) const { TensorOptions o = *this; o.dtype_ = t; return o; }
  ScalarType dtype() const { return dtype_; }
  TensorOptions device(DeviceType, int = 0) const { return *this; }
  TensorOptions layout(Layout) const { return *this; }
};
inline std::ostream &operator<<(std::ostream &s, const TensorOptions &) { return s; }
struct Scalar { template <class T> T to() const { return T(); } };
struct Tensor {
  void *p = nullptr;
  void *data_ptr() const { return p; }
  template <class T> T *data_ptr() const { return (T *)p; }
  TensorOptions options() const { return {}; }
  ScalarType dtype() const { return kFloat32; }
  Layout layout() const { return kStrided; }
  int64_t dim() const { return 2; }
  int64_t size(int) const { return 1; }
  int64_t stride(int) const { return 1; }
  std::vector<int64_t> sizes() const { return {}; }
  Scalar item() const { return {}; }
  Tensor to(Device) const { return *this; }
  Tensor cpu() const { return *this; }
};
inline Tensor zeros(std::initializer_list<int64_t>, TensorOptions = {}) { return {}; }
inline Tensor empty(std::initializer_list<int64_t>, TensorOptions = {}) { return {}; }
inline Tensor zeros_like(const Tensor &) { return {}; }
inline Tensor full(std::initializer_list<int64_t>, double, TensorOptions = {}) { return {}; }
inline std::tuple<Tensor, Tensor> max(const Tensor &, int) { return {}; }
} // namespace torch
namespace at { using torch::ScalarType; using torch::Tensor; }
#define TORCH_CHECK(c, ...) ((void)(c))
#ifndef TORCH_EXTENSION_NAME
#define TORCH_EXTENSION_NAME corpus
#endif
struct PyModuleStub { template <class F> void def(const char *, F, const char * = "") {} };
#define PYBIND11_MODULE(name, m) void pybind_init_##name(PyModuleStub &m)
