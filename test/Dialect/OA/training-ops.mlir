// RUN: oa-opt %s | oa-opt | FileCheck %s
// Round trip of the capture and training ops (OATrainingOps.td).

// CHECK-LABEL: func.func @ops
func.func @ops(%x: tensor<2x3x4xf32>, %q: tensor<2x5x8xf32>, %v: tensor<2x5x6xf32>,
               %w: tensor<10x4xf32>, %ids: tensor<2x3xi64>, %t: tensor<6xi32>,
               %c: tensor<2xf32>, %l: tensor<6x10xf32>, %d: tensor<f32>, %g: tensor<4xf32>) {
  // CHECK: oa.scale %{{.*}} {bias = 1.000000e+00 : f32, factor = 5.000000e-01 : f32}
  %0 = oa.scale %x {factor = 0.5 : f32, bias = 1.0 : f32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.fill {value = 1.000000e+00 : f32} : () -> tensor<4xf32>
  %1 = oa.fill {value = 1.0 : f32} : () -> tensor<4xf32>
  // CHECK: oa.broadcast
  %2 = oa.broadcast %1 : (tensor<4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.slice %{{.*}} {axis = 2 : i64, start = 1 : i64}
  %3 = oa.slice %x {axis = 2 : i64, start = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x2xf32>
  // CHECK: oa.pad
  %4 = oa.pad %3 {axis = -1 : i64, start = 2 : i64} : (tensor<2x3x2xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.attention %{{.*}}, %{{.*}}, %{{.*}} {causal = true, scale = 1.250000e-01 : f32}
  %5 = oa.attention %q, %q, %v {causal = true, scale = 0.125 : f32} : (tensor<2x5x8xf32>, tensor<2x5x8xf32>, tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  // CHECK: oa.causal_mask
  %6 = oa.causal_mask %q : (tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  // CHECK: oa.embedding
  %7 = oa.embedding %w, %ids : (tensor<10x4xf32>, tensor<2x3xi64>) -> tensor<2x3x4xf32>
  // CHECK: oa.embedding_grad
  %8 = oa.embedding_grad %7, %ids : (tensor<2x3x4xf32>, tensor<2x3xi64>) -> tensor<10x4xf32>
  // CHECK: oa.cross_entropy %{{.*}}, %{{.*}} {ignore_index = 3 : i64}
  %9 = oa.cross_entropy %l, %t {ignore_index = 3 : i64} : (tensor<6x10xf32>, tensor<6xi32>) -> tensor<f32>
  // CHECK: oa.cross_entropy_grad
  %10 = oa.cross_entropy_grad %l, %t, %d : (tensor<6x10xf32>, tensor<6xi32>, tensor<f32>) -> tensor<6x10xf32>
  // CHECK: oa.relu_grad
  %11 = oa.relu_grad %0, %x : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.gelu_grad %{{.*}}, %{{.*}} {approximate = "tanh"}
  %12 = oa.gelu_grad %0, %x {approximate = "tanh"} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.max_grad
  %13 = oa.max_grad %0, %x, %2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.softmax_grad
  %14 = oa.softmax_grad %0, %x : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.layer_norm_grad
  %15 = oa.layer_norm_grad %0, %x, %g : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.rms_norm_grad %{{.*}}, %{{.*}} {epsilon
  %16 = oa.rms_norm_grad %0, %x {epsilon = 1.0e-5 : f32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.axpby
  %17 = oa.axpby %x, %0 {alpha = 0.9 : f32, beta = 0.1 : f32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.adamw_update
  %18 = oa.adamw_update %x, %0, %17, %c {lr = 0.001 : f32, epsilon = 1.0e-8 : f32, weight_decay = 0.01 : f32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2xf32>) -> tensor<2x3x4xf32>
  // CHECK: oa.convert %{{.*}} : (tensor<2x3x4xf32>) -> tensor<2x3x4xbf16>
  %20 = oa.convert %x : (tensor<2x3x4xf32>) -> tensor<2x3x4xbf16>
  // CHECK: oa.reshape %{{.*}} : (tensor<2x3xi64>) -> tensor<6xi64>
  %19 = oa.reshape %ids : (tensor<2x3xi64>) -> tensor<6xi64>
  return
}
