// oa.attention on tensor cores (AttentionTC.cpp): f16/bf16 with head dim 64
// or 128 takes it by default (attention-tensor-cores=0: only with an
// oa.policy); a CTA per
// (query block, batch*head), 16 query rows per warp, K/V tiles by cp.async,
// ldmatrix (.trans for V) and mma.sync m16n8k16.  Other attentions keep the
// CUDA-core kernel.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels=attention-tensor-cores=0 | FileCheck %s --check-prefix=OFF

// 32 heads, 1000 queries -> 16 blocks of 64; 2 * (64 + 4 * 64) * 64 bytes
// = 40 KiB of static shared memory.
// CHECK-LABEL: func.func @d64(
// CHECK: gpu.launch_func @oa_kernels::@d64_k0_attention blocks in (%c16, %c32, %c1{{.*}}) threads in (%c128,
// CHECK-NOT: dynamic_shared_memory_size
// d128 with block_q = 128 (and registers for 2 CTAs per SM): 8 warps, (128 + 4 * 64) * 128 * 2 = 96 KiB dynamic.
// CHECK-LABEL: func.func @d128(
// CHECK: gpu.launch_func @oa_kernels::@d128_k0_attention blocks in (%c8, %c4, %c1{{.*}}) threads in (%c256, {{.*}} dynamic_shared_memory_size %c98304_i32
// f16 at head dim 128: the same defaults.
// CHECK-LABEL: func.func @f16d128(
// CHECK: gpu.launch_func @oa_kernels::@f16d128_k0_attention blocks in (%c16, %c4, %c1{{.*}}) threads in (%c128,
// No policy: the tensor-core kernel (64-row query blocks).
// CHECK-LABEL: func.func @plain(
// CHECK: gpu.launch_func @oa_kernels::@plain_k0_attention blocks in (%c2, %c2{{.*}}) threads in (%c128,
// attention-tensor-cores=0: the warp-per-row kernel.
// OFF-LABEL: func.func @plain(
// OFF: gpu.launch_func @oa_kernels::@plain_k0_attention blocks in (%c64, %{{.*}}) threads in (%c128,

// Non-causal with Sk = 1000 (a tail): an unmasked loop, then a masked one
// (the scores masked between S and P V);
// S (8 n8 tiles x 4 k16 steps) and P V (4 k16 steps x 8 n8 tiles) per trip.
// CHECK-LABEL: gpu.func @d64_k0_attention(
// CHECK-SAME: oa.policy = {block_k = 64 : i64, block_q = 64 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 0 : i64, q_in_regs = 1 : i64, tma = 0 : i64, tma_warp = 1 : i64, warp_rows = 16 : i64, wgmma = 0 : i64}
// CHECK-COUNT-4: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false}
// CHECK: scf.for
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK: scf.yield
// CHECK: scf.for
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK: arith.cmpi uge
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK: scf.yield
// CHECK-LABEL: gpu.func @d128_k0_attention(
// CHECK-SAME: nvvm.minctasm = 2 : i32
// CHECK: gpu.dynamic_shared_memory
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true}
// CHECK-LABEL: gpu.func @f16d128_k0_attention(
// CHECK-SAME: oa.policy = {block_k = 64 : i64, block_q = 64 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 0 : i64, q_in_regs = 1 : i64, tma = 0 : i64, tma_warp = 1 : i64, warp_rows = 16 : i64, wgmma = 0 : i64}
// CHECK-LABEL: gpu.func @plain_k0_attention(
// CHECK-SAME: oa.policy = {block_k = 64 : i64, block_q = 64 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 0 : i64, q_in_regs = 1 : i64, tma = 0 : i64, tma_warp = 1 : i64, warp_rows = 16 : i64, wgmma = 0 : i64}
// CHECK: nvvm.mma.sync
// OFF-LABEL: gpu.func @plain_k0_attention(
// OFF-NOT: nvvm.mma.sync
// OFF: gpu.return

func.func @d64(%q: tensor<32x1000x64xf16>, %k: tensor<32x1000x64xf16>, %v: tensor<32x1000x64xf16>) -> tensor<32x1000x64xf16> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.125 : f32, oa.policy = {}} : (tensor<32x1000x64xf16>, tensor<32x1000x64xf16>, tensor<32x1000x64xf16>) -> tensor<32x1000x64xf16>
  return %0 : tensor<32x1000x64xf16>
}
func.func @d128(%q: tensor<4x1024x128xbf16>, %k: tensor<4x1024x128xbf16>, %v: tensor<4x1024x128xbf16>) -> tensor<4x1024x128xbf16> {
  %0 = oa.attention %q, %k, %v {causal = true, scale = 0.088 : f32, oa.policy = {block_q = 128, ctas_per_sm = 2}} : (tensor<4x1024x128xbf16>, tensor<4x1024x128xbf16>, tensor<4x1024x128xbf16>) -> tensor<4x1024x128xbf16>
  return %0 : tensor<4x1024x128xbf16>
}
func.func @f16d128(%q: tensor<4x1024x128xf16>, %k: tensor<4x1024x128xf16>, %v: tensor<4x1024x128xf16>) -> tensor<4x1024x128xf16> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.088 : f32, oa.policy = {}} : (tensor<4x1024x128xf16>, tensor<4x1024x128xf16>, tensor<4x1024x128xf16>) -> tensor<4x1024x128xf16>
  return %0 : tensor<4x1024x128xf16>
}
func.func @plain(%q: tensor<2x128x64xf16>, %k: tensor<2x128x64xf16>, %v: tensor<2x128x64xf16>) -> tensor<2x128x64xf16> {
  %0 = oa.attention %q, %k, %v {causal = true, scale = 0.125 : f32} : (tensor<2x128x64xf16>, tensor<2x128x64xf16>, tensor<2x128x64xf16>) -> tensor<2x128x64xf16>
  return %0 : tensor<2x128x64xf16>
}
