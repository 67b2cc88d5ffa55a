// An FP32 GEMM takes the TF32 tensor-core kernel only when asked: the
// module's oa.fp32_matmul (gemm-tf32.mlir) or the op's own.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// No module attribute: FP32 FFMA, unless the op asks for TF32 itself.
// CHECK-LABEL: gpu.func @plain_k0_linear(
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @plain_k1_linear(
// CHECK-SAME: oa.fp32_matmul = "tf32"
func.func @plain(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %0 = oa.linear %x, %w : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = oa.linear %x, %w {oa.fp32_matmul = "tf32"} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0, %1 : tensor<64x64xf32>, tensor<64x64xf32>
}
