// Loss scaling's kernels: the AdamW step of a linear layer with
// loss-scale=true launches what it launches without, plus found_inf's two
// kernels (partial sums per CTA of 4096 elements: 2 for the weight, 1 for the bias; then their sum);
// each gradient's unscaling and each guard join the optimizer's kernels,
// and the 1/scale and the flag are one-element inputs.
// RUN: oa-opt %s --oa-autodiff="optimizer=adamw func=mlp" --oa-lower-to-kernels | FileCheck %s --check-prefix=PLAIN
// RUN: oa-opt %s --oa-autodiff="optimizer=adamw loss-scale=true func=mlp" --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-autodiff="optimizer=momentum loss-scale=true weight-decay=0.01 func=mlp" --oa-lower-to-kernels | FileCheck %s --check-prefix=MOM

// PLAIN-LABEL: func.func @mlp_train(
// PLAIN-COUNT-15: gpu.launch_func
// PLAIN-NOT: gpu.launch_func

// CHECK-LABEL: func.func @mlp_train(
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_matmul
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_reduce_sum
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k[[F:[0-9]+]]_found_inf_partials blocks in (%c3,
// CHECK-SAME: args(%[[INV:[a-z_0-9]+]] : memref<1xf32, {{.*}}>, %[[DW:[a-z_0-9]+]] : memref<4160xf32, {{.*}}>, %[[DB:[a-z_0-9]+]] : memref<64xf32, {{.*}}>, %[[W:[a-z_0-9]+]] : memref<3xf32
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k[[F]]_found_inf blocks in (%c1{{.*}}) threads in (%c256{{.*}}) args(%[[W]] : {{.*}}, %[[FOUND:[a-z_0-9]+]] : memref<1xf32
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_axpby_select_finite {{.*}}args(%[[DW]] : {{.*}}, %[[INV]] : {{.*}}, %{{.*}} : {{.*}}, %[[FOUND]] :
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_mul_axpby_select_finite
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_adamw_update_select_finite
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_axpby_select_finite
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_mul_axpby_select_finite
// CHECK: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_adamw_update_select_finite
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: gpu.module @oa_kernels

// Momentum with weight decay: the unscaling, the decay, the new buffer and
// its guard in one kernel; the step and its guard in another.
// MOM-LABEL: func.func @mlp_train(
// MOM: found_inf_partials
// MOM: found_inf
// MOM: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_axpby_axpby_select_finite
// MOM: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_sgd_update_select_finite
// MOM: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_unscale_axpby_axpby_select_finite
// MOM: gpu.launch_func @oa_kernels::@mlp_train_k{{[0-9]+}}_sgd_update_select_finite
// MOM-NOT: gpu.launch_func
func.func @mlp(%x: tensor<4x65xf32> {oa.name = "x"}, %w: tensor<64x65xf32> {oa.name = "w", oa.param},
               %b: tensor<64xf32> {oa.name = "b", oa.param}, %t: tensor<4x64xf32> {oa.name = "t"}) -> tensor<f32> {
  %0 = oa.linear %x, %w, %b : (tensor<4x65xf32>, tensor<64x65xf32>, tensor<64xf32>) -> tensor<4x64xf32>
  %1 = oa.gelu %0 : (tensor<4x64xf32>) -> tensor<4x64xf32>
  %2 = oa.mse_loss %1, %t : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<f32>
  return %2 : tensor<f32>
}
