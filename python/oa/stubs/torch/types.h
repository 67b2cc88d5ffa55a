// Host-only stand-in for the torch C++ names that PyTorch extensions use in
// their launchers, so that the launchers, and the kernel templates they
// instantiate, compile in oa-cc's device-side builds (`oa compile` adds
// -I for it when a file includes <torch/...> or <ATen/...> and no such
// header is in the project; utils/cuda-corpus's manifest uses it too).
// Never linked, never run: every function returns an empty value.  A torch
// name missing here is a clang error at the launcher's line.
#pragma once
#include <cuda_bf16.h>  // torch's headers bring the CUDA half types along
#include <cuda_fp16.h>
#include <cstdint>
#include <initializer_list>
#include <iostream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>
namespace c10 {
enum class ScalarType : int8_t {
  Byte, Char, Short, Int, Long, Half, Float, Double, Bool, BFloat16,
  Float8_e5m2, Float8_e4m3fn
};
constexpr ScalarType kByte = ScalarType::Byte, kUInt8 = ScalarType::Byte,
    kChar = ScalarType::Char, kInt8 = ScalarType::Char, kShort = ScalarType::Short,
    kInt16 = ScalarType::Short, kInt = ScalarType::Int, kInt32 = ScalarType::Int,
    kLong = ScalarType::Long, kInt64 = ScalarType::Long, kHalf = ScalarType::Half,
    kFloat16 = ScalarType::Half, kFloat = ScalarType::Float, kFloat32 = ScalarType::Float,
    kDouble = ScalarType::Double, kFloat64 = ScalarType::Double, kBool = ScalarType::Bool,
    kBFloat16 = ScalarType::BFloat16, kFloat8_e5m2 = ScalarType::Float8_e5m2,
    kFloat8_e4m3fn = ScalarType::Float8_e4m3fn;
inline std::ostream &operator<<(std::ostream &s, ScalarType) { return s; }
enum class DeviceType : int8_t { CPU, CUDA };
constexpr DeviceType kCPU = DeviceType::CPU, kCUDA = DeviceType::CUDA;
enum class Layout : int8_t { Strided };
constexpr Layout kStrided = Layout::Strided;
struct Device {
  Device(DeviceType, int = 0) {}
  bool is_cuda() const { return true; }
};
struct TensorOptions {
  ScalarType dtype_ = kFloat;
  TensorOptions dtype(ScalarType t) const { TensorOptions o = *this; o.dtype_ = t; return o; }
  ScalarType dtype() const { return dtype_; }
  TensorOptions device(DeviceType, int = 0) const { return *this; }
  TensorOptions device(Device) const { return *this; }
  TensorOptions layout(Layout) const { return *this; }
  TensorOptions requires_grad(bool = true) const { return *this; }
};
inline std::ostream &operator<<(std::ostream &s, const TensorOptions &) { return s; }
struct Scalar { template <class T> T to() const { return T(); } };
struct Tensor {
  void *p = nullptr;
  void *data_ptr() const { return p; }
  template <class T> T *data_ptr() const { return (T *)p; }
  template <class T> T *mutable_data_ptr() const { return (T *)p; }
  template <class T> const T *const_data_ptr() const { return (const T *)p; }
  TensorOptions options() const { return {}; }
  ScalarType dtype() const { return kFloat; }
  ScalarType scalar_type() const { return kFloat; }
  Layout layout() const { return kStrided; }
  Device device() const { return Device(kCUDA); }
  bool is_cuda() const { return true; }
  bool is_contiguous() const { return true; }
  int64_t dim() const { return 2; }
  int64_t numel() const { return 1; }
  int64_t size(int) const { return 1; }
  int64_t stride(int) const { return 1; }
  std::vector<int64_t> sizes() const { return {}; }
  std::vector<int64_t> strides() const { return {}; }
  Scalar item() const { return {}; }
  Tensor to(Device) const { return *this; }
  Tensor to(ScalarType) const { return *this; }
  Tensor cpu() const { return *this; }
  Tensor cuda() const { return *this; }
  Tensor contiguous() const { return *this; }
  Tensor view(std::initializer_list<int64_t>) const { return *this; }
  Tensor index_select(int64_t, const Tensor &) const { return *this; }
  std::tuple<Tensor, Tensor> sort(bool = false, int64_t = -1, bool = false) const { return {}; }
  template <class T, int N> struct Accessor { T &operator[](int64_t) const { static T t; return t; } };
  template <class T, int N> Accessor<T, N> accessor() const { return {}; }
  Tensor reshape(std::initializer_list<int64_t>) const { return *this; }
};
using IntArrayRef = std::vector<int64_t>;
inline Tensor zeros(IntArrayRef, TensorOptions = {}) { return {}; }
inline Tensor ones(IntArrayRef, TensorOptions = {}) { return {}; }
inline Tensor empty(IntArrayRef, TensorOptions = {}) { return {}; }
inline Tensor full(IntArrayRef, double, TensorOptions = {}) { return {}; }
inline Tensor zeros_like(const Tensor &, TensorOptions = {}) { return {}; }
inline Tensor empty_like(const Tensor &, TensorOptions = {}) { return {}; }
inline Tensor ones_like(const Tensor &, TensorOptions = {}) { return {}; }
template <class T> Tensor tensor(const std::vector<T> &, TensorOptions = {}) { return {}; }
inline std::tuple<Tensor, Tensor> max(const Tensor &, int) { return {}; }
} // namespace c10
namespace torch { using namespace c10; }
namespace at { using namespace c10; }
#define TORCH_CHECK(c, ...) ((void)(c))
#define TORCH_INTERNAL_ASSERT(c, ...) ((void)(c))
#define AT_ASSERTM(c, ...) ((void)(c))
#ifndef TORCH_EXTENSION_NAME
#define TORCH_EXTENSION_NAME oa_stub
#endif
namespace pybind11 {
struct arg {
  arg(const char *) {}
  template <class T> arg &operator=(T &&) { return *this; }
  arg &none(bool = true) { return *this; }
};
} // namespace pybind11
namespace py = pybind11;
struct PyModuleStub {
  template <class F, class... A> PyModuleStub &def(const char *, F, A &&...) { return *this; }
};
#define PYBIND11_MODULE(name, m) void pybind_init_##name(PyModuleStub &m)
