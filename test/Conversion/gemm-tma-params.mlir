// The TMA GEMM's tensor maps from the lowering to the launch: the kernel's
// map parameters become byval [128 x i8] __grid_constant__ pointers in LLVM
// IR (oa-kernels-to-nvvm), and the launch plan asks the runtime to encode
// each over its buffer (dims and box innermost first: fewer tiles than
// SMs take wg-small, 64x128; a batch_matmul, on TMA when its policy asks,
// has the batch as its maps' third dimension, B [K, N] is read in boxes of
// 64 columns).  tma=0, and batched GEMMs by default, pass no maps.
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels{sm=90},canonicalize,gpu.module(convert-scf-to-cf,oa-kernels-to-nvvm,canonicalize,cse),reconcile-unrealized-casts)" -o %t.mlir
// RUN: oa-translate --oa-to-llvmir --oa-sm=90 %t.mlir | FileCheck %s --check-prefix=IR
// RUN: oa-translate --oa-launch-plan %t.mlir | FileCheck %s --check-prefix=PLAN
// RUN: not oa-opt %s --oa-lower-to-kernels="sm=90 tma=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTMA

// IR: define ptx_kernel void @lin_k0_linear(ptr addrspace(1) {{.*}}, ptr addrspace(1) {{.*}}, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %{{.*}}, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %{{.*}}, ptr addrspace(1)
// IR: define ptx_kernel void @bmm_k0_batch_matmul(

// PLAN: "kernel": "lin_k0_linear"
// PLAN: "args": [
// PLAN-NEXT: {
// PLAN-NEXT: "buffer": "x"
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "x",
// PLAN-NEXT: "dims": [
// PLAN-NEXT: 320,
// PLAN-NEXT: 1000
// PLAN-NEXT: ],
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 64
// PLAN-NEXT: ],
// PLAN-NEXT: "swizzle": "128B",
// PLAN-NEXT: "l2_promotion": "256B"
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "w",
// PLAN-NEXT: "dims": [
// PLAN-NEXT: 320,
// PLAN-NEXT: 512
// PLAN-NEXT: ],
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 128
// PLAN: "kernel": "bmm_k0_batch_matmul"
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "a",
// PLAN-NEXT: "dims": [
// PLAN-NEXT: 136,
// PLAN-NEXT: 130,
// PLAN-NEXT: 3
// PLAN-NEXT: ],
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 64,
// PLAN-NEXT: 1
// PLAN: "tensormap": {
// PLAN-NEXT: "buffer": "b",
// PLAN-NEXT: "dims": [
// PLAN-NEXT: 520,
// PLAN-NEXT: 136,
// PLAN-NEXT: 3
// PLAN-NEXT: ],
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 64,
// PLAN-NEXT: 1

// A policy's tma = 1 where the runtime cannot take maps is an error
// (gemm-tma-off.mlir: the lowering without maps).
// NOTMA: gemm-tma-params.mlir:{{[0-9]+}}:8: error: 'oa.batch_matmul' op oa.policy: tma = 1, but the lowering passes no tensor maps (oa-lower-to-kernels tma=0: the runtime cannot encode them)
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 | FileCheck %s --check-prefix=BATCH
// BATCH-LABEL: func.func @bmm_default(
// BATCH-NOT: oa.tensor_maps
// BATCH: return

func.func @lin(%x: tensor<1000x320xf16> {oa.name = "x"}, %w: tensor<512x320xf16> {oa.name = "w"}) -> tensor<1000x512xf16> {
  %0 = oa.linear %x, %w : (tensor<1000x320xf16>, tensor<512x320xf16>) -> tensor<1000x512xf16>
  return %0 : tensor<1000x512xf16>
}
func.func @bmm(%a: tensor<3x130x136xbf16> {oa.name = "a"}, %b: tensor<3x136x520xbf16> {oa.name = "b"}) -> tensor<3x130x520xf32> {
  %0 = oa.batch_matmul %a, %b {oa.policy = {tma = 1}} : (tensor<3x130x136xbf16>, tensor<3x136x520xbf16>) -> tensor<3x130x520xf32>
  return %0 : tensor<3x130x520xf32>
}
func.func @bmm_default(%a: tensor<3x130x136xbf16>, %b: tensor<3x136x520xbf16>) -> tensor<3x130x520xf32> {
  %0 = oa.batch_matmul %a, %b : (tensor<3x130x136xbf16>, tensor<3x136x520xbf16>) -> tensor<3x130x520xf32>
  return %0 : tensor<3x130x520xf32>
}
