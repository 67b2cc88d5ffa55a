// Every oa op lowers through --oa-model-to-llvm to LLVM IR; one kernel per
// op here (each result is returned, so nothing fuses), a reshape is a view
// (no kernel) and a returned view is copied into its out-argument.
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s --check-prefix=HALF

// CHECK-DAG: define ptx_kernel void @contract_k0_linear(
// CHECK-DAG: define ptx_kernel void @contract_k1_matmul(
// CHECK-DAG: define ptx_kernel void @contract_k2_batch_matmul(
// CHECK-DAG: define ptx_kernel void @contract_k3_linear(
func.func @contract(%x: tensor<2x3x8xf32>, %w: tensor<16x8xf32>, %b: tensor<16xf32>,
                    %a: tensor<4x8xf32>, %m: tensor<8x5xf32>,
                    %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x3xf32>,
                    %h: tensor<4x8xf16>, %hw: tensor<16x8xf16>)
    -> (tensor<2x3x16xf32>, tensor<4x5xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>) {
  %0 = oa.linear %x, %w, %b : (tensor<2x3x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<2x3x16xf32>
  %1 = oa.matmul %a, %m : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
  %2 = oa.batch_matmul %ba, %bb : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
  %3 = oa.linear %h, %hw : (tensor<4x8xf16>, tensor<16x8xf16>) -> tensor<4x16xf32>
  return %0, %1, %2, %3 : tensor<2x3x16xf32>, tensor<4x5xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>
}

// FP16 operands take the tensor-core kernel (FP32 accumulators, f32 out).
// HALF-LABEL: define ptx_kernel void @contract_k3_linear(
// HALF: call void @llvm.nvvm.cp.async.cg.shared.global.16.s(
// HALF: call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(
// HALF: store <4 x float> %{{.*}}, ptr addrspace(1)

// CHECK-DAG: define ptx_kernel void @elem_k0_add(
// CHECK-DAG: define ptx_kernel void @elem_k1_sub(
// CHECK-DAG: define ptx_kernel void @elem_k2_mul(
// CHECK-DAG: define ptx_kernel void @elem_k3_div(
// CHECK-DAG: define ptx_kernel void @elem_k4_relu(
// CHECK-DAG: define ptx_kernel void @elem_k5_gelu(
// CHECK-DAG: define ptx_kernel void @elem_k6_sgd_update(
func.func @elem(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = oa.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = oa.sub %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = oa.mul %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = oa.div %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = oa.relu %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = oa.gelu %x {approximate = "tanh"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = oa.sgd_update %x, %y {lr = 0.5 : f32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-DAG: define ptx_kernel void @rows_k0_softmax(
// CHECK-DAG: define ptx_kernel void @rows_k1_reduce_sum(
// CHECK-DAG: define ptx_kernel void @rows_k2_reduce_mean(
// CHECK-DAG: define ptx_kernel void @rows_k3_reduce_max(
// CHECK-DAG: define ptx_kernel void @rows_k4_mse_loss(
func.func @rows(%x: tensor<4x8xf32>, %t: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4xf32>, tensor<1x8xf32>, tensor<4xf32>, tensor<f32>) {
  %0 = oa.softmax %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = oa.reduce_sum %x {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  %2 = oa.reduce_mean %x {axis = 0 : i64, keep_dim = true} : (tensor<4x8xf32>) -> tensor<1x8xf32>
  %3 = oa.reduce_max %x {axis = -1 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  %4 = oa.mse_loss %x, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4xf32>, tensor<1x8xf32>, tensor<4xf32>, tensor<f32>
}

// CHECK-DAG: define ptx_kernel void @move_k0_transpose(
// CHECK-DAG: define ptx_kernel void @move_k1_concat(
// CHECK-DAG: define ptx_kernel void @move_k2_copy(
func.func @move(%x: tensor<2x3x4xf32>, %y: tensor<2x5x4xf32>)
    -> (tensor<4x2x3xf32>, tensor<2x8x4xf32>, tensor<6x4xf32>) {
  %0 = oa.transpose %x {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = oa.concat %x, %y {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  %2 = oa.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  return %0, %1, %2 : tensor<4x2x3xf32>, tensor<2x8x4xf32>, tensor<6x4xf32>
}
// CHECK-NOT: define ptx_kernel void @move_k3
