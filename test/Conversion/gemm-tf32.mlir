// TF32 (GemmTC.cpp with f32 operands): the module's oa.fp32_matmul = "tf32"
// (what oa.torch passes down when torch allows TF32) puts FP32 linear,
// matmul and batch_matmul on the tensor-core kernel: 16-byte cp.async
// copies of 4 floats, bk = 16 floats (the 64-byte rows of the f16 table),
// ldmatrix of 8x4 words for A (and linear's [N, K] B), LDS.32 words for a
// [K, N] B, each fragment register rounded to TF32 to nearest (half a TF32
// unit, 0x1000, added to all but NaNs: cvt.rna.tf32.f32 without its mask,
// since HMMA alone would truncate), mma.sync m16n8k8 tf32 on i32
// registers; the kernel is marked
// oa.fp32_matmul = "tf32".  A GEMM's own oa.fp32_matmul = "ieee" keeps
// the FP32 tile, as do K % 4 != 0 and (for [K, N]) N % 4 != 0.  Without
// the attribute FP32 GEMMs stay on the FP32 tile; an op may opt in alone.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels,canonicalize,gpu.module(convert-scf-to-cf,oa-kernels-to-nvvm,canonicalize,cse),reconcile-unrealized-casts)" | oa-translate --oa-to-llvmir --oa-sm=80 | FileCheck %s --check-prefix=IR

// CHECK-LABEL: gpu.func @lin_k0_linear(
// CHECK-SAME: workgroup(%{{.*}} : memref<32768xi8, #gpu.address_space<workgroup>> {llvm.align = 128 : i64})
// CHECK-SAME: oa.fp32_matmul = "tf32"
// CHECK-SAME: oa.policy = {bk = 16 : i64, bm = 64 : i64, bn = 64 : i64, group = 8 : i64, name = "small", prefetch = 0 : i64, stages = 4 : i64, warps_m = 1 : i64, warps_n = 2 : i64}
// CHECK: nvgpu.device_async_copy %arg0[%{{.*}}], %view[%{{.*}}], 4, %{{.*}} {bypassL1} : memref<7200xf32, #gpu.address_space<global>> to memref<4096xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<4096xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK: %[[AW:[0-9]+]] = llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK: %[[AF:[0-9]+]] = arith.bitcast %[[AW]] : i32 to f32
// CHECK: %[[AOK:[0-9]+]] = arith.cmpf ord, %[[AF]], %[[AF]] : f32
// CHECK: %[[HALF:c4096_i32[_0-9]*]] = arith.constant 4096 : i32
// CHECK: %[[AUP:[0-9]+]] = arith.addi %[[AW]], %[[HALF]] : i32
// CHECK: %[[A0:[0-9]+]] = arith.select %[[AOK]], %[[AUP]], %[[AW]] : i32
// CHECK: nvgpu.ldmatrix %view_{{[0-9]+}}[%{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<4096xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK: %[[BW:[0-9]+]] = llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK: %[[BF:[0-9]+]] = arith.bitcast %[[BW]] : i32 to f32
// CHECK: %[[BOK:[0-9]+]] = arith.cmpf ord, %[[BF]], %[[BF]] : f32
// CHECK: %[[BUP:[0-9]+]] = arith.addi %[[BW]], %{{.*}} : i32
// CHECK: %[[B0:[0-9]+]] = arith.select %[[BOK]], %[[BUP]], %[[BW]] : i32
// CHECK: nvvm.mma.sync A[%[[A0]], {{.*}}] B[%[[B0]], {{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// The ieee GEMM of the same function: the FP32 tile.
// CHECK-LABEL: gpu.func @lin_k1_linear(
// CHECK-NOT: oa.fp32_matmul
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
// IR-LABEL: define ptx_kernel void @lin_k0_linear(
// IR: %[[F:[0-9]+]] = bitcast i32 %[[W:[0-9]+]] to float
// IR: %[[OK:[0-9]+]] = fcmp ord float %[[F]], %[[F]]
// IR: %[[UP:[0-9]+]] = add i32 %[[W]], 4096
// IR: %[[R:[0-9]+]] = select i1 %[[OK]], i32 %[[UP]], i32 %[[W]]
// IR: call { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %[[R]],
// IR-LABEL: define ptx_kernel void @lin_k1_linear(
// IR-NOT: @llvm.nvvm.mma
// IR: ret void
module attributes {oa.fp32_matmul = "tf32"} {
func.func @lin(%x: tensor<100x72xf32>, %w: tensor<72x72xf32>) -> (tensor<100x72xf32>, tensor<100x72xf32>) {
  %0 = oa.linear %x, %w : (tensor<100x72xf32>, tensor<72x72xf32>) -> tensor<100x72xf32>
  %1 = oa.linear %x, %w {oa.fp32_matmul = "ieee"} : (tensor<100x72xf32>, tensor<72x72xf32>) -> tensor<100x72xf32>
  return %0, %1 : tensor<100x72xf32>, tensor<100x72xf32>
}
// [K, N] B: 32-bit words from shared memory, bitcast to i32; no ldmatrix
// for B (A's only).  N % 4 != 0 stays on the FP32 tile.
// CHECK-LABEL: gpu.func @mm_k0_matmul(
// CHECK-SAME: oa.fp32_matmul = "tf32"
// CHECK: nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<{{[0-9]+}}xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK-NOT: transpose = true
// CHECK: %[[L:[0-9]+]] = memref.load %view_{{[0-9]+}}[%{{.*}}] : memref<{{[0-9]+}}xf32, #gpu.address_space<workgroup>>
// CHECK: %[[LW:[0-9]+]] = arith.bitcast %[[L]] : f32 to i32
// CHECK: %[[LF:[0-9]+]] = arith.bitcast %[[LW]] : i32 to f32
// CHECK: %[[LOK:[0-9]+]] = arith.cmpf ord, %[[LF]], %[[LF]] : f32
// CHECK: %[[LUP:[0-9]+]] = arith.addi %[[LW]], %{{.*}} : i32
// CHECK: arith.select %[[LOK]], %[[LUP]], %[[LW]] : i32
// CHECK: nvvm.mma.sync
// CHECK-SAME: shape = #nvvm.shape<m = 16, n = 8, k = 8>
// CHECK-LABEL: gpu.func @mm_k1_batch_matmul(
// CHECK-SAME: oa.fp32_matmul = "tf32"
// CHECK-LABEL: gpu.func @mm_k2_matmul(
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
func.func @mm(%a: tensor<70x44xf32>, %b: tensor<44x68xf32>, %p: tensor<3x33x24xf32>, %q: tensor<3x24x64xf32>, %c: tensor<44x66xf32>) -> (tensor<70x68xf32>, tensor<3x33x64xf32>, tensor<70x66xf32>) {
  %0 = oa.matmul %a, %b : (tensor<70x44xf32>, tensor<44x68xf32>) -> tensor<70x68xf32>
  %1 = oa.batch_matmul %p, %q : (tensor<3x33x24xf32>, tensor<3x24x64xf32>) -> tensor<3x33x64xf32>
  %2 = oa.matmul %a, %c : (tensor<70x44xf32>, tensor<44x66xf32>) -> tensor<70x66xf32>
  return %0, %1, %2 : tensor<70x68xf32>, tensor<3x33x64xf32>, tensor<70x66xf32>
}
}

