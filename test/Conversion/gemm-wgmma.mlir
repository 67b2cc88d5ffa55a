// sm_90's GEMM kernel (GemmTC.cpp, buildWgmma): with sm=90, f16/bf16
// GEMMs take warpgroup MMAs fed by the cp.async pipeline (stages aligned to
// 1024 bytes at run time, in dynamic shared memory); a [K, N] B is read
// transposed (MN-major).  A policy that gives an HMMA tile, and sm=0, keep
// the HMMA kernel.
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s --check-prefix=ANY

// 128x256 tiles on two warpgroups, 4 stages of 48 KiB and 1 KiB to align.
// CHECK-LABEL: func.func @large(
// CHECK: gpu.launch_func @oa_kernels::@large_k0_linear blocks in (%c512, %c1{{.*}}) threads in (%c256, %c1{{.*}}) dynamic_shared_memory_size %c197632_i32
// Fewer than a wave of 128-wide tiles: 64 rows on one warpgroup.
// CHECK-LABEL: func.func @small(
// CHECK: gpu.launch_func @oa_kernels::@small_k0_linear blocks in (%c8, %c1{{.*}}) threads in (%c128, %c1{{.*}}) dynamic_shared_memory_size %c99328_i32
// CHECK-LABEL: func.func @kn(
// CHECK: gpu.launch_func @oa_kernels::@kn_k0_matmul blocks in (%c2, %c1{{.*}}) threads in (%c128,
// CHECK-LABEL: func.func @hmma_given(
// CHECK: gpu.launch_func @oa_kernels::@hmma_given_k0_linear blocks in (%c4, %c1{{.*}}) threads in (%c128,

// CHECK-LABEL: gpu.func @large_k0_linear(
// CHECK-SAME: oa.policy = {bk = 64 : i64, bm = 128 : i64, bn = 256 : i64, group = 8 : i64, name = "wg-large", prefetch = 0 : i64, stages = 4 : i64, warps_m = 8 : i64, warps_n = 1 : i64, wgmma = 1 : i64}
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: nvgpu.device_async_copy
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;"
// CHECK: gpu.barrier
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// Four k16 steps, each two N ranges of 128 (64 accumulators each).
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: "wgmma.commit_group.sync.aligned;"
// CHECK: "wgmma.wait_group.sync.aligned 1;"
// CHECK: scf.yield
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-LABEL: gpu.func @small_k0_linear(
// CHECK-SAME: name = "wg-small"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-LABEL: gpu.func @kn_k0_matmul(
// CHECK-SAME: name = "wg-small"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, p, 1, 1, 0, 1;
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
func.func @hmma_given(%x: tensor<256x64xf16>, %w: tensor<256x64xf16>) -> tensor<256x256xf16> {
  %0 = oa.linear %x, %w {oa.policy = {bm = 128, bn = 128, warps_m = 2, warps_n = 2}} : (tensor<256x64xf16>, tensor<256x64xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}
