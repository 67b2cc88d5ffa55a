// oa.attention's kernel: a warp per query row, 4 rows per CTA, the scores
// reduced across the warp with xor shuffles (computed once per row, not
// once per value column); head dims past 256 keep the thread-per-output
// reference kernel.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s

// 32 heads x 128 queries = 4096 rows -> 1024 CTAs of 128 threads.
// CHECK-LABEL: func.func @heads(
// CHECK: gpu.launch_func @oa_kernels::@heads_k0_attention blocks in (%c1024, %{{.*}}) threads in (%c128,
// CHECK-LABEL: func.func @big(
// CHECK: gpu.launch_func @oa_kernels::@big_k0_attention blocks in (%c16, %{{.*}}) threads in (%c256,

// Four keys per step, their 5-level shuffle reductions (of D/32 = 2
// products per lane) interleaved, then one rescale of the lane's Dv/32 = 2
// accumulators.
// CHECK-LABEL: gpu.func @heads_k0_attention(
// CHECK: scf.for {{.*}} iter_args({{.*}}, {{.*}}, {{.*}}, {{.*}})
// CHECK-COUNT-4: gpu.shuffle xor %{{.*}}, %c16_i32
// CHECK-COUNT-4: gpu.shuffle xor %{{.*}}, %c8_i32
// CHECK-COUNT-4: gpu.shuffle xor %{{.*}}, %c4_i32
// CHECK-COUNT-4: gpu.shuffle xor %{{.*}}, %c2_i32
// CHECK-COUNT-4: gpu.shuffle xor %{{.*}}, %c1_i32
// CHECK-NOT: gpu.shuffle
// CHECK: scf.yield
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @big_k0_attention(
// CHECK-NOT: gpu.shuffle
// CHECK: gpu.return

func.func @heads(%q: tensor<32x128x64xf32>, %k: tensor<32x128x64xf32>, %v: tensor<32x128x64xf32>) -> tensor<32x128x64xf32> {
  %0 = oa.attention %q, %k, %v {causal = true, scale = 0.125 : f32} : (tensor<32x128x64xf32>, tensor<32x128x64xf32>, tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  return %0 : tensor<32x128x64xf32>
}
func.func @big(%q: tensor<2x4x512xf32>, %k: tensor<2x4x512xf32>, %v: tensor<2x4x512xf32>) -> tensor<2x4x512xf32> {
  %0 = oa.attention %q, %k, %v {causal = false, scale = 0.125 : f32} : (tensor<2x4x512xf32>, tensor<2x4x512xf32>, tensor<2x4x512xf32>) -> tensor<2x4x512xf32>
  return %0 : tensor<2x4x512xf32>
}
