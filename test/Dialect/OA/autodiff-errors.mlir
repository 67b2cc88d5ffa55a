// RUN: oa-opt %s --oa-autodiff -split-input-file -verify-diagnostics

// expected-error @+1 {{oa-autodiff: the first result must be the loss, a tensor<f32>}}
func.func @not_a_loss(%w: tensor<4xf32> {oa.param}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}

// -----
func.func @no_vjp(%w: tensor<4xf32> {oa.param}, %g: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{oa-autodiff: no gradient for 'oa.sgd_update' (on the path from a parameter to the loss)}}
  %0 = oa.sgd_update %w, %g {lr = 0.1 : f32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = oa.reduce_sum %0 {axis = 0 : i64} : (tensor<4xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}
