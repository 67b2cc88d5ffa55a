// RUN: oa-opt %s --oa-autodiff | FileCheck %s
// RUN: oa-opt %s --oa-autodiff=optimizer=adamw | FileCheck %s --check-prefix=ADAMW
// RUN: oa-opt %s --oa-autodiff="optimizer=momentum momentum=0.5 lr=0.1" | FileCheck %s --check-prefix=MOM
// RUN: oa-opt %s --oa-autodiff="optimizer=adamw loss-scale=true func=mlp" | FileCheck %s --check-prefix=AMP
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

// Loss scaling: the seed is amp.scale; amp.found_inf is one found_inf of
// every gradient unscaled by amp.inv_scale; each use of a gradient has its
// own unscale (so it joins the kernel that takes it); every new moment is
// kept only when the flag is finite, before the update reads it, and so is
// every new parameter.
// AMP-LABEL: func.func @mlp_train(
// AMP-SAME: %[[S:[a-z0-9]+]]: tensor<f32> {oa.name = "amp.scale"}, %[[INV:[a-z0-9]+]]: tensor<f32> {oa.name = "amp.inv_scale"}
// AMP-SAME: -> (tensor<f32> {oa.name = "loss"}, tensor<f32> {oa.name = "amp.found_inf"}, tensor<16x8xf32> {oa.name = "w.new", oa.update_of = "w"}
// AMP: oa.broadcast %[[S]] : (tensor<f32>) -> tensor<4x16xf32>
// AMP: %[[DW:.*]] = oa.matmul
// AMP: %[[DB:.*]] = oa.reduce_sum
// AMP: %[[FOUND:.*]] = oa.found_inf %[[INV]], %[[DW]], %[[DB]] :
// AMP: %[[UW:.*]] = oa.unscale %[[DW]], %[[INV]]
// AMP: %[[M:.*]] = oa.axpby %{{.*}}, %[[UW]]
// AMP: %[[KM:.*]] = oa.select_finite %[[FOUND]], %[[M]], %arg7
// AMP: %[[UW2:.*]] = oa.unscale %[[DW]], %[[INV]]
// AMP: oa.mul %[[UW2]], %[[UW2]]
// AMP: %[[KV:.*]] = oa.select_finite %[[FOUND]]
// AMP: %[[NW:.*]] = oa.adamw_update %arg1, %[[KM]], %[[KV]],
// AMP: %[[KW:.*]] = oa.select_finite %[[FOUND]], %[[NW]], %arg1
// AMP-COUNT-3: oa.select_finite %[[FOUND]]
// AMP: return %{{.*}}, %[[FOUND]], %[[KW]], %{{.*}}, %[[KM]], %[[KV]],

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

// A norm's gain and bias gradients under mixed precision: the products are
// converted to f32 and summed over the rows in f32 into the f32 weights (a
// sum in f16 of many rows overflows), with no convert of an f16 gradient.
// CHECK-LABEL: func.func @mixed_norm_train(
// CHECK: %[[P:.*]] = oa.mul %{{.*}}, %{{.*}} : (tensor<6x8xf16>, tensor<6x8xf16>) -> tensor<6x8xf16>
// CHECK: %[[P32:.*]] = oa.convert %[[P]] : (tensor<6x8xf16>) -> tensor<6x8xf32>
// CHECK: %[[DG:.*]] = oa.reduce_sum %[[P32]] {axis = 0 : i64} : (tensor<6x8xf32>) -> tensor<8xf32>
// CHECK: %[[D32:.*]] = oa.convert %{{.*}} : (tensor<6x8xf16>) -> tensor<6x8xf32>
// CHECK: %[[DB:.*]] = oa.reduce_sum %[[D32]] {axis = 0 : i64} : (tensor<6x8xf32>) -> tensor<8xf32>
// CHECK-NOT: oa.convert %{{.*}} : (tensor<8xf16>) -> tensor<8xf32>
// CHECK: return %{{.*}}, %[[DG]], %[[DB]] :
func.func @mixed_norm(%x: tensor<6x8xf16> {oa.name = "x"}, %g: tensor<8xf32> {oa.name = "g", oa.param},
                      %b: tensor<8xf32> {oa.name = "b", oa.param}, %t: tensor<6x8xf32> {oa.name = "t"}) -> tensor<f32> {
  %0 = oa.convert %g : (tensor<8xf32>) -> tensor<8xf16>
  %1 = oa.convert %b : (tensor<8xf32>) -> tensor<8xf16>
  %2 = oa.layer_norm %x, %0, %1 {epsilon = 1.0e-5 : f32} : (tensor<6x8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<6x8xf16>
  %3 = oa.convert %2 : (tensor<6x8xf16>) -> tensor<6x8xf32>
  %4 = oa.mse_loss %3, %t : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<f32>
  return %4 : tensor<f32>
}
