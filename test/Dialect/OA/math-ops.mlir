// RUN: oa-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: oa-opt %s -split-input-file -verify-diagnostics --oa-autodiff=optimizer=none | FileCheck %s --check-prefix=GRAD
// RUN: oa-opt %s -split-input-file -verify-diagnostics --oa-model-to-llvm | FileCheck %s --check-prefix=LLVM
// The elementwise math ops round-trip, get their VJPs from other oa ops
// (exp' = y, log' = 1/x, tanh' = 1 - y^2, sigmoid' = y (1 - y),
// sqrt' = 1/(2y), rsqrt' = -y^3/2) and fuse into one elementwise kernel.

// CHECK-LABEL: func.func @math(
// CHECK: oa.exp
// CHECK: oa.log
// CHECK: oa.tanh
// CHECK: oa.sigmoid
// CHECK: oa.sqrt
// CHECK: oa.rsqrt

// GRAD-LABEL: func.func @math_train(
// rsqrt: -dy/2 * y*y*y
// GRAD: oa.scale %{{.*}} {factor = -5.000000e-01 : f32}
// sqrt: (dy/2) / y
// GRAD: oa.scale %{{.*}} {factor = 5.000000e-01 : f32}
// GRAD-NEXT: oa.div
// sigmoid, tanh: 1 - y, 1 - y^2
// GRAD: oa.scale %{{.*}} {bias = 1.000000e+00 : f32, factor = -1.000000e+00 : f32}
// GRAD: oa.scale %{{.*}} {bias = 1.000000e+00 : f32, factor = -1.000000e+00 : f32}
// log: dy / x
// GRAD: oa.div
// exp: dy * y
// GRAD: oa.mul
// GRAD: return

// One fused kernel for the six ops: MUFU.EX2 (exp, sigmoid, tanh), MUFU.LG2
// (log), sqrt and rsqrt.
// LLVM-COUNT-1: llvm.func @{{.*}}exp_log_tanh_sigmoid_sqrt_rsqrt
// LLVM: llvm.nvvm.lg2.approx.ftz.f
// LLVM: llvm.nvvm.rsqrt.approx.ftz.f
func.func @math(%x: tensor<4x8xf32> {oa.name = "x", oa.param}) -> tensor<f32> {
  %0 = oa.exp %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = oa.log %0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = oa.tanh %1 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = oa.sigmoid %2 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = oa.sqrt %3 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = oa.rsqrt %4 : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = oa.reduce_sum %5 {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  %7 = oa.reduce_sum %6 {axis = 0 : i64} : (tensor<4xf32>) -> tensor<f32>
  return %7 : tensor<f32>
}

// -----
func.func @math_type(%x: tensor<4x8xf32>) -> tensor<4x8xbf16> {
  // expected-error @+1 {{input and result must have one type, got 'tensor<4x8xf32>' and 'tensor<4x8xbf16>'}}
  %0 = oa.tanh %x : (tensor<4x8xf32>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}
