// What oa-lower-to-kernels refuses, with a located error.
// RUN: oa-opt %s --oa-lower-to-kernels -split-input-file -verify-diagnostics

func.func @foreign(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{oa-lower-to-kernels: only oa ops can be lowered, not 'arith.addf'}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  %1 = oa.relu %0 : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----
// expected-error @+1 {{oa-lower-to-kernels: arguments and results must be statically shaped tensors, got 'f32'}}
func.func @scalar(%a: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %0 = oa.relu %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// 16x16 GEMM tiles: M = 2^20 + 16 rows need 65537 CTAs in y.
func.func @grid(%a: tensor<1048592x1xf32>, %b: tensor<1x1xf32>) -> tensor<1048592x1xf32> {
  // expected-error @+1 {{oa-lower-to-kernels: the kernel's grid (1, 65537, 1) exceeds CUDA's limits}}
  %0 = oa.matmul %a, %b {oa.simt_tile = 1 : i64} : (tensor<1048592x1xf32>, tensor<1x1xf32>) -> tensor<1048592x1xf32>
  return %0 : tensor<1048592x1xf32>
}
