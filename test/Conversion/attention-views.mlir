// The tensor-core attention reads q, k and v through the head split that
// makes them of a qkv projection (reshape, transpose, slices) and stores
// through the head merge (reshape, transpose, reshape): one kernel, no
// slice or transpose kernels (LowerToKernels.cpp foldViewsIntoAttention,
// Views.cpp).  On sm_90 its tensor maps cover the qkv buffer with the
// view's strides (bytes: a row of 3 x 2 x 64 halves, a head, a batch) and
// k's and v's offsets; the launch plan passes them on.  An attention result
// with another use keeps its transpose kernel; the CUDA-core attention (f32)
// keeps the copies (its slices read through the transpose).
// RUN: oa-opt %s --oa-lower-to-kernels="sm=90" | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s --check-prefix=SM80
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels{sm=90},canonicalize,gpu.module(convert-scf-to-cf,oa-kernels-to-nvvm,canonicalize,cse),reconcile-unrealized-casts)" -o %t.mlir
// RUN: oa-translate --oa-launch-plan %t.mlir | FileCheck %s --check-prefix=PLAN

// CHECK-LABEL: func.func @block(
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.launch_func @oa_kernels::@block_k0_attention_reshape_transpose_reshape {{.*}} args(%{{[^ ]+}} : memref<49152xf16, {{.*}}>, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : memref<16384xf16, {{.*}}>)
// CHECK-SAME: oa.tensor_maps = [{arg = 1 : i64, box = [64, 128, 1, 1], buffer = 0 : i64, dims = [64, 64, 2, 2], l2_promotion = "256B", strides = [768, 128, 49152], swizzle = "128B"}, {arg = 2 : i64, box = [64, 128, 1, 1], buffer = 0 : i64, dims = [64, 64, 2, 2], l2_promotion = "256B", offset = 256 : i64, strides = [768, 128, 49152], swizzle = "128B"}, {arg = 3 : i64, box = [64, 128, 1, 1], buffer = 0 : i64, dims = [64, 64, 2, 2], l2_promotion = "256B", offset = 512 : i64, strides = [768, 128, 49152], swizzle = "128B"}]
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: func.func @returned(
// CHECK: gpu.launch_func @oa_kernels::@returned_k0_attention
// CHECK: gpu.launch_func @oa_kernels::@returned_k1_transpose
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: func.func @f32(
// CHECK-COUNT-3: gpu.launch_func @oa_kernels::@f32_k{{[0-2]}}_slice
// CHECK: gpu.launch_func @oa_kernels::@f32_k3_attention
// CHECK: gpu.launch_func @oa_kernels::@f32_k4_transpose
// CHECK-NOT: gpu.launch_func

// SM80-LABEL: func.func @block(
// SM80-NOT: gpu.launch_func
// SM80: gpu.launch_func @oa_kernels::@block_k0_attention_reshape_transpose_reshape
// SM80-NOT: gpu.launch_func
// SM80-LABEL: func.func @returned(

// PLAN: "kernel": "block_k0_attention_reshape_transpose_reshape"
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "qkv",
// PLAN: "strides": [
// PLAN-NEXT: 768,
// PLAN-NEXT: 128,
// PLAN-NEXT: 49152
// PLAN-NEXT: ],
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "qkv",
// PLAN: "offset": 256,
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "qkv",
// PLAN: "offset": 512,

func.func @block(%qkv: tensor<128x384xf16> {oa.name = "qkv"}) -> (tensor<128x128xf16> {oa.name = "y"}) {
  %0 = oa.reshape %qkv : (tensor<128x384xf16>) -> tensor<2x64x3x2x64xf16>
  %1 = oa.transpose %0 {permutation = array<i64: 2, 0, 3, 1, 4>} : (tensor<2x64x3x2x64xf16>) -> tensor<3x2x2x64x64xf16>
  %2 = oa.reshape %1 : (tensor<3x2x2x64x64xf16>) -> tensor<3x4x64x64xf16>
  %3 = oa.slice %2 {axis = 0 : i64, start = 0 : i64} : (tensor<3x4x64x64xf16>) -> tensor<1x4x64x64xf16>
  %4 = oa.reshape %3 : (tensor<1x4x64x64xf16>) -> tensor<4x64x64xf16>
  %5 = oa.slice %2 {axis = 0 : i64, start = 1 : i64} : (tensor<3x4x64x64xf16>) -> tensor<1x4x64x64xf16>
  %6 = oa.reshape %5 : (tensor<1x4x64x64xf16>) -> tensor<4x64x64xf16>
  %7 = oa.slice %2 {axis = 0 : i64, start = 2 : i64} : (tensor<3x4x64x64xf16>) -> tensor<1x4x64x64xf16>
  %8 = oa.reshape %7 : (tensor<1x4x64x64xf16>) -> tensor<4x64x64xf16>
  %9 = oa.attention %4, %6, %8 {scale = 0.125 : f32, causal = true} : (tensor<4x64x64xf16>, tensor<4x64x64xf16>, tensor<4x64x64xf16>) -> tensor<4x64x64xf16>
  %10 = oa.reshape %9 : (tensor<4x64x64xf16>) -> tensor<2x2x64x64xf16>
  %11 = oa.transpose %10 {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x2x64x64xf16>) -> tensor<2x64x2x64xf16>
  %12 = oa.reshape %11 : (tensor<2x64x2x64xf16>) -> tensor<128x128xf16>
  return %12 : tensor<128x128xf16>
}

func.func @returned(%q: tensor<2x2x64x64xf16>, %k: tensor<2x2x64x64xf16>, %v: tensor<2x2x64x64xf16>) -> (tensor<2x2x64x64xf16>, tensor<2x64x2x64xf16>) {
  %0 = oa.attention %q, %k, %v {scale = 0.125 : f32, causal = false} : (tensor<2x2x64x64xf16>, tensor<2x2x64x64xf16>, tensor<2x2x64x64xf16>) -> tensor<2x2x64x64xf16>
  %1 = oa.transpose %0 {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x2x64x64xf16>) -> tensor<2x64x2x64xf16>
  return %0, %1 : tensor<2x2x64x64xf16>, tensor<2x64x2x64xf16>
}

func.func @f32(%qkv: tensor<2x8x3x2x16xf32>) -> tensor<2x8x2x16xf32> {
  %1 = oa.transpose %qkv {permutation = array<i64: 2, 0, 3, 1, 4>} : (tensor<2x8x3x2x16xf32>) -> tensor<3x2x2x8x16xf32>
  %2 = oa.reshape %1 : (tensor<3x2x2x8x16xf32>) -> tensor<3x4x8x16xf32>
  %3 = oa.slice %2 {axis = 0 : i64, start = 0 : i64} : (tensor<3x4x8x16xf32>) -> tensor<1x4x8x16xf32>
  %4 = oa.reshape %3 : (tensor<1x4x8x16xf32>) -> tensor<4x8x16xf32>
  %5 = oa.slice %2 {axis = 0 : i64, start = 1 : i64} : (tensor<3x4x8x16xf32>) -> tensor<1x4x8x16xf32>
  %6 = oa.reshape %5 : (tensor<1x4x8x16xf32>) -> tensor<4x8x16xf32>
  %7 = oa.slice %2 {axis = 0 : i64, start = 2 : i64} : (tensor<3x4x8x16xf32>) -> tensor<1x4x8x16xf32>
  %8 = oa.reshape %7 : (tensor<1x4x8x16xf32>) -> tensor<4x8x16xf32>
  %9 = oa.attention %4, %6, %8 {scale = 0.25 : f32, causal = false} : (tensor<4x8x16xf32>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %10 = oa.reshape %9 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
  %11 = oa.transpose %10 {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
  return %11 : tensor<2x8x2x16xf32>
}
