// Round trip of every oa op: parse, print, parse again; the printed form is
// the generic `operands attr-dict : functional-type` the Python emitter writes.
// RUN: oa-opt %s | oa-opt | FileCheck %s

// CHECK-LABEL: func.func @contractions
func.func @contractions(%x: tensor<2x3x8xf32>, %w: tensor<16x8xf32>, %b: tensor<16xf32>,
                        %a: tensor<4x8xf32>, %m: tensor<8x5xf32>,
                        %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x3xf32>,
                        %h: tensor<4x8xf16>, %hw: tensor<16x8xf16>) {
  // CHECK: oa.linear %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<2x3x16xf32>
  %0 = oa.linear %x, %w, %b : (tensor<2x3x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<2x3x16xf32>
  // CHECK: oa.linear %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  %1 = oa.linear %a, %w : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  // CHECK: oa.matmul {{.*}} -> tensor<4x5xf32>
  %2 = oa.matmul %a, %m : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
  // CHECK: oa.batch_matmul {{.*}} -> tensor<2x4x3xf32>
  %3 = oa.batch_matmul %ba, %bb : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
  // FP16 operands, FP32 accumulation and result.
  // CHECK: oa.linear {{.*}} : (tensor<4x8xf16>, tensor<16x8xf16>) -> tensor<4x16xf32>
  %4 = oa.linear %h, %hw : (tensor<4x8xf16>, tensor<16x8xf16>) -> tensor<4x16xf32>
  return
}

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) {
  // CHECK: oa.add
  %0 = oa.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.sub
  %1 = oa.sub %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.mul
  %2 = oa.mul %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.div
  %3 = oa.div %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.relu
  %4 = oa.relu %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // The default (erf) form prints without the attribute.
  // CHECK: oa.gelu %{{.*}} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = oa.gelu %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.gelu %{{.*}} {approximate = "tanh"}
  %6 = oa.gelu %x {approximate = "tanh"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.sgd_update %{{.*}}, %{{.*}} {lr = 1.000000e-01 : f32}
  %7 = oa.sgd_update %x, %y {lr = 0.1 : f32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK-LABEL: func.func @rowwise
func.func @rowwise(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %t: tensor<4x8xf32>,
                   %hb: tensor<4x8xbf16>, %gb: tensor<8xbf16>) {
  // CHECK: oa.softmax
  %0 = oa.softmax %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.layer_norm %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x8xf32>
  // CHECK: oa.layer_norm {{.*}} {epsilon = 1.000000e-03 : f32}
  %1 = oa.layer_norm %x, %g, %b {epsilon = 1.0e-5 : f32} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %ln2 = oa.layer_norm %x, %g, %b {epsilon = 1.0e-3 : f32} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  // RMSNorm with and without gamma; epsilon defaults to 1e-6.
  // CHECK: oa.rms_norm %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.rms_norm %{{.*}} {epsilon = 1.000000e-03 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: oa.rms_norm %{{.*}}, %{{.*}} {oa.policy = {threads_per_row = 8 : i64}} : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  %rms = oa.rms_norm %x, %g : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %rms2 = oa.rms_norm %x {epsilon = 1.0e-3 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %rms3 = oa.rms_norm %hb, %gb {oa.policy = {threads_per_row = 8}} : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  // CHECK: oa.reduce_sum {{.*}} {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  %2 = oa.reduce_sum %x {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  // CHECK: oa.reduce_mean {{.*}} {axis = 0 : i64, keep_dim = true} : (tensor<4x8xf32>) -> tensor<1x8xf32>
  %3 = oa.reduce_mean %x {axis = 0 : i64, keep_dim = true} : (tensor<4x8xf32>) -> tensor<1x8xf32>
  // CHECK: oa.reduce_max {{.*}} {axis = -1 : i64}
  %4 = oa.reduce_max %x {axis = -1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  // CHECK: oa.mse_loss {{.*}} -> tensor<f32>
  %5 = oa.mse_loss %x, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<f32>
  return
}

// CHECK-LABEL: func.func @movement
func.func @movement(%x: tensor<2x3x4xf32>, %y: tensor<2x5x4xf32>) {
  // CHECK: oa.transpose {{.*}} {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %0 = oa.transpose %x {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  // CHECK: oa.reshape {{.*}} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = oa.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  // CHECK: oa.concat {{.*}} {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  %2 = oa.concat %x, %y {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  return
}
