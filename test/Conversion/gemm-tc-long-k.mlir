// A small C over a long K (a weight gradient over many rows): the
// tensor-core GEMM has no split-K, so where the FP32 tile splits K and the
// tensor-core grid would be at most a sixteenth of the SMs (8 CTAs of the
// default 132), the FP32 tile with split-K is kept, for TF32-allowed f32
// and for f16 operands alike: convnet's conv weight gradients (27x32 over
// K = 65536, 288x64 over K = 16384) and its classifier (64x10 over
// K = 16384) at the GPU shapes, 1, 5 and 1 tensor-core CTAs.  An oa.policy
// still asks for the tensor cores; a grid of more CTAs keeps them
// (512x256 over K = 1024: 32 CTAs of 64x64).
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s

// CHECK-LABEL: gpu.func @wgrad_k0_matmul_splitk(
// CHECK-NOT: oa.fp32_matmul
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: gpu.func @wgrad_k0_matmul(
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: gpu.func @wgrad_k1_matmul_splitk(
// CHECK-LABEL: gpu.func @wgrad_k1_matmul(
// CHECK-LABEL: gpu.func @wgrad_k2_linear_splitk(
// CHECK-LABEL: gpu.func @wgrad_k2_linear(
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: gpu.func @wgrad_k3_matmul_splitk(
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: gpu.func @wgrad_k3_matmul(
// The opt-in by policy, and the 32-CTA grid: tensor cores.
// CHECK-LABEL: gpu.func @wgrad_k4_matmul(
// CHECK-SAME: oa.fp32_matmul = "tf32"
// CHECK: nvvm.mma.sync
// CHECK-LABEL: gpu.func @wgrad_k5_matmul(
// CHECK-SAME: oa.fp32_matmul = "tf32"
// CHECK-SAME: name = "small"
// CHECK: nvvm.mma.sync
// CHECK-NOT: splitk
module attributes {oa.fp32_matmul = "tf32"} {
func.func @wgrad(%a: tensor<27x65536xf32>, %b: tensor<65536x32xf32>,
                 %c: tensor<288x16384xf32>, %d: tensor<16384x64xf32>,
                 %x: tensor<64x16384xf32>, %w: tensor<10x16384xf32>,
                 %h: tensor<27x65536xf16>, %hb: tensor<65536x32xf16>,
                 %p: tensor<512x1024xf32>, %q: tensor<1024x256xf32>)
    -> (tensor<27x32xf32>, tensor<288x64xf32>, tensor<64x10xf32>, tensor<27x32xf16>,
        tensor<27x32xf32>, tensor<512x256xf32>) {
  %0 = oa.matmul %a, %b : (tensor<27x65536xf32>, tensor<65536x32xf32>) -> tensor<27x32xf32>
  %1 = oa.matmul %c, %d : (tensor<288x16384xf32>, tensor<16384x64xf32>) -> tensor<288x64xf32>
  %2 = oa.linear %x, %w : (tensor<64x16384xf32>, tensor<10x16384xf32>) -> tensor<64x10xf32>
  %3 = oa.matmul %h, %hb : (tensor<27x65536xf16>, tensor<65536x32xf16>) -> tensor<27x32xf16>
  %4 = oa.matmul %a, %b {oa.policy = {}} : (tensor<27x65536xf32>, tensor<65536x32xf32>) -> tensor<27x32xf32>
  %5 = oa.matmul %p, %q : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<27x32xf32>, tensor<288x64xf32>, tensor<64x10xf32>, tensor<27x32xf16>, tensor<27x32xf32>, tensor<512x256xf32>
}
}
