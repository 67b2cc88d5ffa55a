// Kernels over tensors of 2^31 elements or more index with 64-bit
// integers (issue 16: these wrapped in i32); everything smaller keeps
// 32-bit arithmetic.  index-bitwidth=32 on such a tensor is an error.
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s --check-prefix=ATTR
// RUN: oa-opt %s --split-input-file --oa-lower-to-kernels=index-bitwidth=32 -verify-diagnostics -o /dev/null

// ATTR: gpu.module @oa_kernels attributes {oa.index_bitwidth = 64 : i64}

// 4e9 f16 elements: 5e8 vectors of 8; the loop bounds are i64 values.
// CHECK-LABEL: define ptx_kernel void @big_k0_gelu(
// CHECK: phi i64
// CHECK: icmp slt i64 %{{.*}}, 499107840
// CHECK: load <8 x half>
// CHECK: icmp ult i64 %{{.*}}, 500000000
// CHECK-NOT: icmp {{.*}} i32 %{{.*}}, -
// CHECK-LABEL: define ptx_kernel void @rows_k0_softmax(
// CHECK: mul i64 %{{.*}}, 65536
// CHECK: load <4 x float>
func.func @big(%x: tensor<4000000000xf16>) -> tensor<4000000000xf16> {
  // expected-error @+1 {{oa-lower-to-kernels: a tensor of this kernel has 2^31 elements or more (within 2^26), which needs 64-bit indexing (index-bitwidth=32 was asked for)}}
  %0 = oa.gelu %x : (tensor<4000000000xf16>) -> tensor<4000000000xf16>
  return %0 : tensor<4000000000xf16>
}

// -----
// 40000 rows of 65536: 2.6e9 elements.
func.func @rows(%x: tensor<40000x65536xf32>) -> tensor<40000x65536xf32> {
  // expected-error @+1 {{needs 64-bit indexing}}
  %0 = oa.softmax %x : (tensor<40000x65536xf32>) -> tensor<40000x65536xf32>
  return %0 : tensor<40000x65536xf32>
}
