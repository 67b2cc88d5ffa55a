// RUN: oa-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: oa-opt %s -split-input-file -verify-diagnostics --oa-autodiff=optimizer=sgd | FileCheck %s --check-prefix=GRAD
// RUN: oa-opt %s -split-input-file -verify-diagnostics --oa-model-to-llvm | FileCheck %s --check-prefix=LLVM
// oa.dropout_mask round-trips and verifies; in a training step the mask
// is computed once and the backward multiplies by the same value; its
// kernel is Philox4x32-10 (ten rounds of two 32x32->64 multiplies).  A
// forward result "<x>.new" with oa.update_of (BatchNorm's running
// statistics) stays a result of the step.

// CHECK-LABEL: func.func @drop(
// CHECK: oa.dropout_mask %{{.*}} {p = 2.500000e-01 : f32, stream = 3 : i64} : (tensor<2xi64>) -> tensor<4x8xf32>

// GRAD-LABEL: func.func @drop_train(
// GRAD-SAME: {oa.name = "w.new", oa.update_of = "w"}, tensor<8xf32> {oa.name = "stat.new", oa.update_of = "stat"})
// GRAD: %[[M:.*]] = oa.dropout_mask
// GRAD-NOT: oa.dropout_mask
// GRAD: oa.mul %{{.*}}, %[[M]]
// GRAD: oa.sgd_update
// GRAD: return {{.*}} : tensor<f32>, tensor<4x8xf32>, tensor<8xf32>

// The first Philox multiplier, widened for the 32x32->64 product.
// LLVM: llvm.func @drop_k0_dropout_mask(
// LLVM: llvm.mlir.constant(3528531795 : i64)
func.func @drop(%w: tensor<4x8xf32> {oa.name = "w", oa.param}, %rng: tensor<2xi64> {oa.name = "rng.state"},
                %stat: tensor<8xf32> {oa.name = "stat"})
    -> (tensor<f32> {oa.name = "loss"}, tensor<8xf32> {oa.name = "stat.new", oa.update_of = "stat"}) {
  %m = oa.dropout_mask %rng {p = 0.25 : f32, stream = 3 : i64} : (tensor<2xi64>) -> tensor<4x8xf32>
  %y = oa.mul %w, %m : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %f = oa.reshape %y : (tensor<4x8xf32>) -> tensor<32xf32>
  %l = oa.reduce_sum %f {axis = 0 : i64} : (tensor<32xf32>) -> tensor<f32>
  %s = oa.scale %stat {factor = 0.9 : f32} : (tensor<8xf32>) -> tensor<8xf32>
  return %l, %s : tensor<f32>, tensor<8xf32>
}

// -----

func.func @bad_p(%rng: tensor<2xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{p must be in [0, 1), got 1}}
  %m = oa.dropout_mask %rng {p = 1.0 : f32, stream = 0 : i64} : (tensor<2xi64>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

func.func @bad_rng(%rng: tensor<3xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{rng must be tensor<2xi64> [seed, offset]}}
  %m = oa.dropout_mask %rng {p = 0.5 : f32, stream = 0 : i64} : (tensor<3xi64>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
