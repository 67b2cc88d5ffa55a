// Tensor-core GEMM (GemmTC.cpp): f16/bf16 contractions get the HMMA kernel
// with the policy of their shape class (Policy.cpp), cp.async copies into a
// swizzled shared pipeline, ldmatrix (.trans for a [K, N] B) and
// mma.sync m16n8k16; f32 and K % 8 != 0 keep the FP32 tile.
// The kernel is the default; tensor-cores=0 keeps the FP32 tile for GEMMs
// without an oa.policy.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --pass-pipeline="builtin.module(oa-lower-to-kernels,canonicalize,gpu.module(convert-scf-to-cf,oa-kernels-to-nvvm,canonicalize,cse),reconcile-unrealized-casts)" | oa-translate --oa-to-llvmir --oa-sm=80 | FileCheck %s --check-prefix=IR
// RUN: oa-opt %s --oa-lower-to-kernels=tensor-cores=0 | FileCheck %s --check-prefix=OFF

// OFF-LABEL: gpu.func @large_k0_linear(
// OFF-NOT: nvgpu
// OFF: gpu.return
// OFF-LABEL: gpu.func @given_k0_matmul(
// OFF: nvgpu.ldmatrix

// 32x32 tiles of 128x128 fill the H200: the large class, 4 warps, one
// grid dimension walked in groups of tile rows.
// CHECK-LABEL: func.func @large(
// CHECK: gpu.launch_func @oa_kernels::@large_k0_linear blocks in (%c1024, %c1{{.*}}) threads in (%c128,
// A small product: 64x64 tiles, 2 warps.
// CHECK-LABEL: func.func @small(
// CHECK: gpu.launch_func @oa_kernels::@small_k0_linear_gelu blocks in (%c4, %c1{{.*}}) threads in (%c64,
// CHECK-LABEL: func.func @batched(
// CHECK: gpu.launch_func @oa_kernels::@batched_k0_batch_matmul blocks in (%c4, %c1{{.*}}, %c3{{.*}}) threads in (%c64,
// A policy given on the op.
// CHECK-LABEL: func.func @given(
// CHECK: gpu.launch_func @oa_kernels::@given_k0_matmul blocks in (%c8, %c1{{.*}}) threads in (%c128,
// Over 48 KiB (4 stages of 128x128x32: 64 KiB): dynamic shared memory,
// sized by the launch.
// CHECK-LABEL: func.func @dynamic(
// CHECK: gpu.launch_func @oa_kernels::@dynamic_k0_linear blocks in (%c4, %c1{{.*}}) threads in (%c256, %c1{{.*}}) dynamic_shared_memory_size %c65536_i32

// CHECK-LABEL: gpu.func @large_k0_linear(
// CHECK-SAME: workgroup(%{{.*}} : memref<49152xi8, #gpu.address_space<workgroup>> {llvm.align = 128 : i64})
// CHECK-SAME: oa.policy = {bk = 32 : i64, bm = 128 : i64, bn = 128 : i64, group = 8 : i64, name = "large", prefetch = 0 : i64, stages = 3 : i64, warps_m = 2 : i64, warps_n = 2 : i64}
// Tile multiples: the copies read whole pieces (no source size).
// CHECK: nvgpu.device_async_copy %arg0[%{{.*}}], %view[%{{.*}}], 8 {bypassL1} : memref<16777216xf16, #gpu.address_space<global>> to memref<12288xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.cp.async.commit.group
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: gpu.barrier
// CHECK: nvgpu.ldmatrix %view[%{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<12288xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: nvvm.cp.async.wait.group 0
// The epilogue stages C per warp, then stores 4 columns at once.
// CHECK: vector.store %{{.*}}, %view_{{[0-9]+}}[%{{.*}}] {alignment = 8 : i64} : memref<{{[0-9]+}}xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK: nvvm.bar.warp.sync
// CHECK: vector.store %{{.*}}, %arg2[%{{.*}}] {alignment = 8 : i64} : memref<16777216xf16, #gpu.address_space<global>>, vector<4xf16>

// Edges along M, N and K: source sizes zero-fill past them; bias + GELU
// fused after the accumulators.
// CHECK-LABEL: gpu.func @small_k0_linear_gelu(
// CHECK: nvgpu.device_async_copy %arg0[%{{.*}}], %view[%{{.*}}], 8, %{{.*}} {bypassL1}
// CHECK: nvvm.mma.sync
// N = 75 is no multiple of 4: column by column, each tested, with its bias.
// CHECK: arith.cmpi ult, %{{.*}}, %c75
// CHECK: memref.load %arg2[
// CHECK-LABEL: gpu.func @batched_k0_batch_matmul(
// CHECK: gpu.block_id  z
// CHECK: nvgpu.ldmatrix %view_{{[0-9]+}}[%{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK: nvvm.mma.sync {{.*}} {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: gpu.func @given_k0_matmul(
// CHECK-SAME: oa.policy = {bk = 64 : i64, bm = 64 : i64, bn = 64 : i64, group = 2 : i64, name = "given", prefetch = 0 : i64, stages = 2 : i64, warps_m = 2 : i64, warps_n = 2 : i64}
// CHECK-LABEL: gpu.func @dynamic_k0_linear(
// CHECK-NOT: workgroup(
// CHECK: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy
// FP32 and K % 8 != 0 stay on the FP32 tile (16x16 threads, no nvgpu).
// CHECK-LABEL: gpu.func @fp32_k0_linear(
// CHECK-NOT: nvgpu
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @oddk_k0_linear(
// CHECK-NOT: nvgpu
// CHECK: gpu.return

// IR-DAG: @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(
// IR-DAG: @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(
// IR-DAG: @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(
// IR-DAG: @llvm.nvvm.cp.async.cg.shared.global.16(
// IR-DAG: @llvm.nvvm.cp.async.cg.shared.global.16.s(
// IR-DAG: @llvm.nvvm.mma.m16n8k16.row.col.bf16(
// IR-DAG: @llvm.nvvm.cp.async.wait.group(
// IR-DAG: @__dynamic_shmem__0 = {{.*}}addrspace(3) global [0 x i8]

func.func @large(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.linear %x, %w : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}

func.func @small(%x: tensor<100x40xf16>, %w: tensor<75x40xf16>, %b: tensor<75xf16>) -> tensor<100x75xf16> {
  %0 = oa.linear %x, %w, %b : (tensor<100x40xf16>, tensor<75x40xf16>, tensor<75xf16>) -> tensor<100x75xf16>
  %1 = oa.gelu %0 : (tensor<100x75xf16>) -> tensor<100x75xf16>
  return %1 : tensor<100x75xf16>
}

func.func @batched(%a: tensor<3x200x24xbf16>, %b: tensor<3x24x64xbf16>) -> tensor<3x200x64xf32> {
  %0 = oa.batch_matmul %a, %b : (tensor<3x200x24xbf16>, tensor<3x24x64xbf16>) -> tensor<3x200x64xf32>
  return %0 : tensor<3x200x64xf32>
}

func.func @given(%a: tensor<256x128xf16>, %b: tensor<128x128xf16>) -> tensor<256x128xf16> {
  %0 = oa.matmul %a, %b {oa.policy = {bm = 64, bn = 64, bk = 64, warps_m = 2, warps_n = 2, stages = 2, group = 2}} : (tensor<256x128xf16>, tensor<128x128xf16>) -> tensor<256x128xf16>
  return %0 : tensor<256x128xf16>
}

func.func @dynamic(%x: tensor<256x256xf16>, %w: tensor<256x256xf16>) -> tensor<256x256xf16> {
  %0 = oa.linear %x, %w {oa.policy = {bm = 128, bn = 128, warps_m = 2, warps_n = 4, stages = 4}} : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}

func.func @fp32(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = oa.linear %x, %w : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

func.func @oddk(%x: tensor<64x60xf16>, %w: tensor<64x60xf16>) -> tensor<64x64xf16> {
  %0 = oa.linear %x, %w : (tensor<64x60xf16>, tensor<64x60xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}
