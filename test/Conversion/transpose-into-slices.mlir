// A transpose whose every use is a slice (directly or through a reshape
// only slices take) launches no kernel: each slice gathers from the
// transpose's input (LowerToKernels.cpp foldTransposesIntoSlices).  With
// another use it keeps its kernel.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s

// An attention block's head split: three slice kernels read x.
// CHECK-LABEL: func.func @split(
// CHECK-NOT: _transpose
// CHECK: gpu.launch_func @oa_kernels::@split_k0_slice {{.*}} args(%[[X:[^ ]+]] :
// CHECK: gpu.launch_func @oa_kernels::@split_k1_slice {{.*}} args(%[[X]] :
// CHECK: gpu.launch_func @oa_kernels::@split_k2_slice {{.*}} args(%[[X]] :
// CHECK-NOT: _transpose
// CHECK-LABEL: func.func @kept(
// CHECK: gpu.launch_func @oa_kernels::@kept_k0_transpose
// CHECK: gpu.launch_func @oa_kernels::@kept_k1_slice
func.func @split(%x: tensor<2x8x3x4x16xf16>) -> (tensor<1x8x8x16xf16>, tensor<1x8x8x16xf16>, tensor<1x8x8x16xf16>) {
  %t = oa.transpose %x {permutation = array<i64: 2, 0, 3, 1, 4>} : (tensor<2x8x3x4x16xf16>) -> tensor<3x2x4x8x16xf16>
  %r = oa.reshape %t : (tensor<3x2x4x8x16xf16>) -> tensor<3x8x8x16xf16>
  %q = oa.slice %r {axis = 0 : i64, start = 0 : i64} : (tensor<3x8x8x16xf16>) -> tensor<1x8x8x16xf16>
  %k = oa.slice %r {axis = 0 : i64, start = 1 : i64} : (tensor<3x8x8x16xf16>) -> tensor<1x8x8x16xf16>
  %v = oa.slice %r {axis = 0 : i64, start = 2 : i64} : (tensor<3x8x8x16xf16>) -> tensor<1x8x8x16xf16>
  return %q, %k, %v : tensor<1x8x8x16xf16>, tensor<1x8x8x16xf16>, tensor<1x8x8x16xf16>
}
func.func @kept(%x: tensor<4x6xf32>) -> (tensor<6x4xf32>, tensor<6x2xf32>) {
  %t = oa.transpose %x {permutation = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %s = oa.slice %t {axis = 1 : i64, start = 1 : i64} : (tensor<6x4xf32>) -> tensor<6x2xf32>
  return %t, %s : tensor<6x4xf32>, tensor<6x2xf32>
}
