// sm_90's wgmma attention (AttentionTC.cpp, docs/Attention.md): two
// warpgroups of 64 query rows, S = Q K^T and P V on wgmma (Q and K from
// 128-byte-swizzled shared memory, P from registers, V transposed), fed
// through rank-3 tensor maps of [batch*heads, S, D] and mbarriers by thread
// 0 (the default, with tile j's S before tile j-1's P V) or by a TMA warp.
// (Fed by cp.async it faults on the GPU and is refused:
// attention-wgmma-policy-errors.mlir.)
// RUN: oa-opt %s --oa-lower-to-kernels="sm=90" | FileCheck %s

// tma = 1: 1000 queries in blocks of 128: 8 CTAs per (batch, head); 256 +
// 32 threads; 64-key tiles (168 registers: 9 warps); (128 + 4 * 64) * 128 *
// 2 bytes of tiles, 1 KiB of alignment and the mbarriers.  Q, K and V each get a map of [D, S, batch*heads] (innermost
// first), boxes of 64 columns (the swizzle's 128 bytes) by the tile's rows.
// CHECK-LABEL: func.func @d128(
// CHECK: gpu.launch_func @oa_kernels::@d128_k0_attention blocks in (%c8, %c8{{.*}}) threads in (%c288, {{.*}} dynamic_shared_memory_size %c99392_i32
// CHECK-SAME: oa.tensor_maps = [{arg = 3 : i64, box = [64, 128, 1], buffer = 0 : i64, dims = [128, 1000, 8], l2_promotion = "256B", swizzle = "128B"}, {arg = 4 : i64, box = [64, 64, 1], buffer = 1 : i64, dims = [128, 1000, 8], {{.*}}}, {arg = 5 : i64, box = [64, 64, 1], buffer = 2 : i64, dims = [128, 1000, 8], {{.*}}}]
// No policy: sm_90's default, 128 x 128 tiles fed by TMA from thread 0,
// 256 threads, (128 + 4 * 128) * 64 * 2 bytes + 1 KiB + the mbarriers.
// CHECK-LABEL: func.func @dflt(
// CHECK: gpu.launch_func @oa_kernels::@dflt_k0_attention blocks in (%c2, %c4, %c1) threads in (%c256, {{.*}} dynamic_shared_memory_size %c83008_i32
// CHECK-SAME: oa.tensor_maps = [{arg = 3 : i64, box = [64, 128, 1], buffer = 0 : i64, dims = [64, 200, 4]

// The TMA warp: seven mbarriers, Q's two boxes, then per key tile a wait on
// the stage's "empty" barrier and K's and V's two boxes each.
// CHECK-LABEL: gpu.func @d128_k0_attention(
// CHECK-SAME: oa.policy = {block_k = 64 : i64, block_q = 128 : i64, ctas_per_sm = 0 : i64, name = "given", overlap = 0 : i64, q_in_regs = 0 : i64, tma = 1 : i64, tma_warp = 1 : i64, warp_rows = 16 : i64, wgmma = 1 : i64}
// CHECK-COUNT-7: mbarrier.init.shared::cta.b64
// CHECK: fence.mbarrier_init.release.cluster
// CHECK: mbarrier.arrive.expect_tx
// CHECK-COUNT-2: cp.async.bulk.tensor.3d
// CHECK: scf.for
// CHECK: mbarrier.try_wait.parity
// CHECK: mbarrier.arrive.expect_tx
// CHECK-COUNT-2: cp.async.bulk.tensor.3d
// CHECK: mbarrier.arrive.expect_tx
// CHECK-COUNT-2: cp.async.bulk.tensor.3d
// The compute warps: Q's barrier, then per key tile (the unmasked loop):
// K's barrier, S in 8 k16 steps (the first with scale-d 0), V's barrier,
// P V in 4 k16 steps with A from registers, the stage freed.
// CHECK: mbarrier.try_wait.parity
// CHECK: scf.for
// CHECK: mbarrier.try_wait.parity
// CHECK: wgmma.fence.sync.aligned
// CHECK: setp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}}, $32, $33, p, 1, 1, 0, 0;
// CHECK-COUNT-7: setp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}}, $32, $33, p, 1, 1, 0, 0;
// CHECK: wgmma.commit_group.sync.aligned
// CHECK: wgmma.wait_group.sync.aligned 0
// CHECK: mbarrier.try_wait.parity
// CHECK: wgmma.fence.sync.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;
// CHECK: wgmma.wait_group.sync.aligned 0
// CHECK: mbarrier.arrive.shared::cta.b64
// CHECK: scf.yield
// Then the masked loop (the causal diagonal and the tail).
// CHECK: scf.for
// CHECK: arith.cmpi slt
// CHECK-LABEL: gpu.func @dflt_k0_attention(
// CHECK-SAME: oa.policy = {block_k = 128 : i64, block_q = 128 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 1 : i64, q_in_regs = 0 : i64, tma = 1 : i64, tma_warp = 0 : i64, warp_rows = 16 : i64, wgmma = 1 : i64}
// CHECK: cp.async.bulk.tensor.3d
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK-NOT: nvgpu.device_async_copy
// Head dim 128's default is head dim 64's: thread 0's loads, the overlap,
// 128-key tiles (the TMA-warp form, default while the overlapped one was
// wrong on the GPU, is asked for by policy: @d128 above).
// CHECK-LABEL: gpu.func @dflt128_k0_attention(
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>, oa.policy = {block_k = 128 : i64, block_q = 128 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 1 : i64, q_in_regs = 0 : i64, tma = 1 : i64, tma_warp = 0 : i64, warp_rows = 16 : i64, wgmma = 1 : i64}
// bf16 at head dim 128 takes the same default.
// CHECK-LABEL: gpu.func @dflt128bf_k0_attention(
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>, oa.policy = {block_k = 128 : i64, block_q = 128 : i64, ctas_per_sm = 0 : i64, name = "default", overlap = 1 : i64, q_in_regs = 0 : i64, tma = 1 : i64, tma_warp = 0 : i64, warp_rows = 16 : i64, wgmma = 1 : i64}
// CHECK-NOT: nvvm.mma.sync
// CHECK: wgmma.mma_async
// `wgmma = 1` still means the wgmma kernel's own defaults there (thread 0's
// loads, the overlap, 128-key tiles).
// CHECK-LABEL: gpu.func @ov128_k0_attention(
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>, oa.policy = {block_k = 128 : i64, block_q = 128 : i64, ctas_per_sm = 0 : i64, name = "given", overlap = 1 : i64, q_in_regs = 0 : i64, tma = 1 : i64, tma_warp = 0 : i64, warp_rows = 16 : i64, wgmma = 1 : i64}

func.func @d128(%q: tensor<8x1000x128xf16>, %k: tensor<8x1000x128xf16>, %v: tensor<8x1000x128xf16>) -> tensor<8x1000x128xf16> {
  %0 = oa.attention %q, %k, %v {causal = true, scale = 0.088 : f32, oa.policy = {wgmma = 1, tma = 1, tma_warp = 1, overlap = 0}} : (tensor<8x1000x128xf16>, tensor<8x1000x128xf16>, tensor<8x1000x128xf16>) -> tensor<8x1000x128xf16>
  return %0 : tensor<8x1000x128xf16>
}
func.func @dflt(%q: tensor<4x200x64xf16>, %k: tensor<4x200x64xf16>, %v: tensor<4x200x64xf16>) -> tensor<4x200x64xf16> {
  %0 = oa.attention %q, %k, %v {causal = true, scale = 0.125 : f32} : (tensor<4x200x64xf16>, tensor<4x200x64xf16>, tensor<4x200x64xf16>) -> tensor<4x200x64xf16>
  return %0 : tensor<4x200x64xf16>
}
func.func @dflt128(%q: tensor<4x200x128xf16>, %k: tensor<4x200x128xf16>, %v: tensor<4x200x128xf16>) -> tensor<4x200x128xf16> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.088 : f32} : (tensor<4x200x128xf16>, tensor<4x200x128xf16>, tensor<4x200x128xf16>) -> tensor<4x200x128xf16>
  return %0 : tensor<4x200x128xf16>
}
func.func @dflt128bf(%q: tensor<4x200x128xbf16>, %k: tensor<4x200x128xbf16>, %v: tensor<4x200x128xbf16>) -> tensor<4x200x128xbf16> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.088 : f32} : (tensor<4x200x128xbf16>, tensor<4x200x128xbf16>, tensor<4x200x128xbf16>) -> tensor<4x200x128xbf16>
  return %0 : tensor<4x200x128xbf16>
}
func.func @ov128(%q: tensor<4x200x128xbf16>, %k: tensor<4x200x128xbf16>, %v: tensor<4x200x128xbf16>) -> tensor<4x200x128xbf16> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.088 : f32, oa.policy = {wgmma = 1}} : (tensor<4x200x128xbf16>, tensor<4x200x128xbf16>, tensor<4x200x128xbf16>) -> tensor<4x200x128xbf16>
  return %0 : tensor<4x200x128xbf16>
}
