// sm_90's persistent TMA GEMM (policy persistent = 1, opt-in until timed
// on a GPU): one CTA per SM (132) walks the 512 tiles of a 4096^3 linear.
// The producer and the MMA warps both walk the CTA's tiles; the last
// slice's stage is freed before C leaves straight from the fragments
// (pairs of halves, no barrier), while the producer fills the stages with
// the next tile.
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 | FileCheck %s
// CHECK-LABEL: func.func @persist(
// CHECK: gpu.launch_func @oa_kernels::@persist_k0_linear blocks in (%c132, %c1{{.*}}) threads in (%c288
// CHECK-LABEL: gpu.func @persist_k0_linear(
// CHECK-SAME: persistent = 1 : i64
// CHECK: scf.for %{{.*}} = %block_id_x{{.*}} to %c512 step %c132
// CHECK: scf.for
// CHECK: cp.async.bulk.tensor.2d
// CHECK: scf.for %{{.*}} = %block_id_x{{.*}} to %c512 step %c132
// CHECK: scf.for
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK: "mbarrier.arrive.shared::cta.b64 _, [$0];"
// CHECK-NOT: bar.sync
// CHECK: vector.store {{.*}} vector<2xf16>
func.func @persist(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.linear %x, %w {oa.policy = {persistent = 1}} : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}
