// RUN: oa-opt %s --oa-autodiff | FileCheck %s
// RUN: oa-opt %s --oa-autodiff=optimizer=adamw | FileCheck %s --check-prefix=ADAMW
// RUN: oa-opt %s --oa-autodiff="optimizer=momentum momentum=0.5 lr=0.1" | FileCheck %s --check-prefix=MOM
// RUN: not oa-opt %s --oa-autodiff=optimizer=lbfgs 2>&1 | FileCheck %s --check-prefix=BADOPT

// The forward stays; @mlp_train returns the loss and one gradient per
// oa.param argument, in argument order.
// CHECK-LABEL: func.func @mlp(
// CHECK-LABEL: func.func @mlp_train(
// CHECK-SAME: -> (tensor<f32> {oa.name = "loss"}, tensor<16x8xf32> {oa.name = "w.grad"}, tensor<16xf32> {oa.name = "b.grad"})
// CHECK: %[[SEED:.*]] = oa.fill {value = 1.000000e+00 : f32} : () -> tensor<f32>
// CHECK: oa.broadcast %[[SEED]]
// CHECK: oa.gelu_grad
// dW = dy^T x, db = sum over rows of dy
// CHECK: oa.transpose
// CHECK: oa.matmul
// CHECK: oa.reduce_sum %{{.*}} {axis = 0 : i64}
// CHECK: return
func.func @mlp(%x: tensor<4x8xf32> {oa.name = "x"}, %w: tensor<16x8xf32> {oa.name = "w", oa.param},
               %b: tensor<16xf32> {oa.name = "b", oa.param}, %t: tensor<4x16xf32> {oa.name = "t"}) -> tensor<f32> {
  %0 = oa.linear %x, %w, %b : (tensor<4x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<4x16xf32>
  %1 = oa.gelu %0 : (tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = oa.mse_loss %1, %t : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// ADAMW-LABEL: func.func @mlp_train(
// ADAMW-SAME: {oa.name = "adamw.corrections"}
// ADAMW-SAME: {oa.name = "w.exp_avg"}
// ADAMW-SAME: tensor<16x8xf32> {oa.name = "w.new", oa.update_of = "w"}
// ADAMW-SAME: tensor<16x8xf32> {oa.name = "w.exp_avg.new", oa.update_of = "w.exp_avg"}
// ADAMW: oa.axpby %{{.*}}, %{{.*}} {alpha = 0.899999976 : f32, beta = 1.000000e-01 : f32}
// ADAMW: oa.adamw_update

// MOM-LABEL: func.func @mlp_train(
// MOM: oa.axpby %{{.*}}, %{{.*}} {alpha = 5.000000e-01 : f32, beta = 1.000000e+00 : f32}
// MOM: oa.sgd_update %{{.*}}, %{{.*}} {lr = 1.000000e-01 : f32}

// BADOPT: error: oa-autodiff: optimizer must be none, sgd, momentum or adamw, got 'lbfgs'

// A parameter the loss does not use: a zero gradient, no update and no state.
// CHECK-LABEL: func.func @unused_train(
// CHECK-SAME: -> (tensor<f32> {oa.name = "loss"}, tensor<4xf32> {oa.name = "u.grad"})
// CHECK: oa.fill {value = 0.000000e+00 : f32} : () -> tensor<4xf32>
// MOM-LABEL: func.func @unused_train(
// MOM-SAME: {oa.name = "t"}) -> (tensor<f32> {oa.name = "loss"})
func.func @unused(%u: tensor<4xf32> {oa.name = "u", oa.param}, %t: tensor<4xf32> {oa.name = "t"}) -> tensor<f32> {
  %0 = oa.mse_loss %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Mixed precision: the VJP of convert converts the gradient back to f32.
// CHECK-LABEL: func.func @mixed_train(
// CHECK: oa.convert %{{.*}} : (tensor<4x8xbf16>) -> tensor<4x8xf32>
func.func @mixed(%w: tensor<4x8xf32> {oa.name = "w", oa.param}, %t: tensor<4x8xbf16> {oa.name = "t"}) -> tensor<f32> {
  %0 = oa.convert %w : (tensor<4x8xf32>) -> tensor<4x8xbf16>
  %1 = oa.mse_loss %0, %t : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<f32>
  return %1 : tensor<f32>
}
