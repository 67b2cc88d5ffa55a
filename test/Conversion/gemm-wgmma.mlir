// sm_90's GEMM kernels (GemmTC.cpp, buildWgmmaTma and buildWgmma): with
// sm=90, f16/bf16 GEMMs take warpgroup MMAs fed by a TMA producer warp
// through mbarriers (or, with tma = 0 and for batched GEMMs, by the
// cp.async pipeline); stages aligned to 1024 bytes at run time, in dynamic shared
// memory; a [K, N] B is read transposed (MN-major).  A policy that gives an
// HMMA tile, and sm=0, keep the HMMA kernel.
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s --check-prefix=ANY

// 128x256 tiles on two warpgroups and a TMA producer warp (288 threads),
// 4 stages of 48 KiB, 1 KiB to align and the stages' mbarriers; a CTA per
// tile (persistent = 1: gemm-wgmma-persistent.mlir).  The launch passes
// two tensor maps (placeholders on the host side; oa.tensor_maps says
// what to encode).
// CHECK-LABEL: func.func @large(
// CHECK: %[[MA:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[MB:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: gpu.launch_func @oa_kernels::@large_k0_linear blocks in (%c512, %c1{{.*}}) threads in (%c288, %c1{{.*}}) dynamic_shared_memory_size %c197696_i32 args({{.*}}, %[[MA]] : !llvm.ptr, %[[MB]] : !llvm.ptr, {{.*}}) {oa.tensor_maps = [{arg = 2 : i64, box = [64, 128], buffer = 0 : i64, dims = [4096, 4096], l2_promotion = "256B", swizzle = "128B"}, {arg = 3 : i64, box = [64, 256], buffer = 1 : i64, dims = [4096, 4096], l2_promotion = "256B", swizzle = "128B"}]}
// Fewer than a wave of 128-wide tiles: 64 rows on one warpgroup.
// CHECK-LABEL: func.func @small(
// CHECK: gpu.launch_func @oa_kernels::@small_k0_linear blocks in (%c8, %c1{{.*}}) threads in (%c160, %c1{{.*}}) dynamic_shared_memory_size %c99392_i32
// CHECK-LABEL: func.func @kn(
// CHECK: gpu.launch_func @oa_kernels::@kn_k0_matmul blocks in (%c2, %c1{{.*}}) threads in (%c160,
// CHECK-LABEL: func.func @cpasync(
// CHECK: gpu.launch_func @oa_kernels::@cpasync_k0_linear blocks in (%c512, %c1{{.*}}) threads in (%c256, %c1{{.*}}) dynamic_shared_memory_size %c197632_i32 args(
// CHECK-NOT: llvm.ptr
// CHECK-SAME: )
// CHECK-NOT: oa.tensor_maps
// CHECK-LABEL: func.func @hmma_given(
// CHECK: gpu.launch_func @oa_kernels::@hmma_given_k0_linear blocks in (%c4, %c1{{.*}}) threads in (%c128,

// CHECK-LABEL: gpu.func @large_k0_linear(
// CHECK-SAME: %arg2: !llvm.ptr {llvm.align = 64 : i64}, %arg3: !llvm.ptr {llvm.align = 64 : i64}
// CHECK-SAME: oa.policy = {bk = 64 : i64, bm = 128 : i64, bn = 256 : i64, group = 8 : i64, name = "wg-large", prefetch = 0 : i64, stages = 4 : i64, tma = 1 : i64, warps_m = 8 : i64, warps_n = 1 : i64, wgmma = 1 : i64}
// CHECK-SAME: oa.tensor_map_args = array<i64: 2, 3>
// Thread 0 sets up a "full" (one arrival and the bytes) and an "empty"
// (one arrival per MMA warp) mbarrier per stage.
// CHECK-COUNT-4: "mbarrier.init.shared::cta.b64 [$0], $1;"
// CHECK: "fence.mbarrier_init.release.cluster;"
// CHECK: gpu.barrier
// The producer walks the K slices: a free stage, its byte count, one TMA
// box of A and one of B.
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c64 step %c1
// CHECK: scf.while
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" %{{.*}}, %c49152_i32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{.*}} %arg2,
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{.*}} %arg3,
// The MMA warps: wait for a full stage, four k16 steps of two N ranges of
// 128 (64 accumulators each), free the previous slice's stage.
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c64 step %c1
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: "wgmma.fence.sync.aligned;"
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: "wgmma.commit_group.sync.aligned;"
// CHECK: "wgmma.wait_group.sync.aligned 1;"
// CHECK: "mbarrier.arrive.shared::cta.b64 _, [$0];"
// CHECK: scf.yield
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// C is staged over the stages once every MMA warp is done with them.
// CHECK: "bar.sync 1, 256;"
// CHECK: vector.store {{.*}} vector<4xf16>
// CHECK-LABEL: gpu.func @small_k0_linear(
// CHECK-SAME: name = "wg-small"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-LABEL: gpu.func @kn_k0_matmul(
// CHECK-SAME: name = "wg-small"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, p, 1, 1, 0, 1;
// The cp.async-fed wgmma kernel (tma = 0): every thread copies, one
// barrier per slice, C staged through shared memory.
// CHECK-LABEL: gpu.func @cpasync_k0_linear(
// CHECK-SAME: name = "given"
// CHECK-NOT: tma =
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: nvgpu.device_async_copy
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;"
// CHECK: gpu.barrier
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-LABEL: gpu.func @hmma_given_k0_linear(
// CHECK-NOT: wgmma
// CHECK: nvgpu.ldmatrix

// ANY-LABEL: gpu.func @large_k0_linear(
// ANY-SAME: name = "large"
// ANY-NOT: wgmma
// ANY: gpu.return

func.func @large(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.linear %x, %w : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}
func.func @small(%x: tensor<256x200xbf16>, %w: tensor<256x200xbf16>) -> tensor<256x256xf32> {
  %0 = oa.linear %x, %w : (tensor<256x200xbf16>, tensor<256x200xbf16>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
func.func @kn(%x: tensor<128x64xf16>, %w: tensor<64x128xf16>) -> tensor<128x128xf16> {
  %0 = oa.matmul %x, %w : (tensor<128x64xf16>, tensor<64x128xf16>) -> tensor<128x128xf16>
  return %0 : tensor<128x128xf16>
}
func.func @cpasync(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.linear %x, %w {oa.policy = {tma = 0}} : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}
func.func @hmma_given(%x: tensor<256x64xf16>, %w: tensor<256x64xf16>) -> tensor<256x256xf16> {
  %0 = oa.linear %x, %w {oa.policy = {bm = 128, bn = 128, warps_m = 2, warps_n = 2}} : (tensor<256x64xf16>, tensor<256x64xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}
