// oa.cross_entropy's kernel: one CTA of 1024 threads (the mean needs every
// row), a warp per row at a time with an online max and sum per lane,
// merged across the warp by xor shuffles; a float per warp of shared
// memory for the final block sums.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s

// CHECK-LABEL: func.func @ce(
// CHECK: gpu.launch_func @oa_kernels::@ce_k0_cross_entropy blocks in (%c1, %{{.*}}) threads in (%c1024,
// CHECK-LABEL: gpu.func @ce_k0_cross_entropy(
// CHECK-SAME: workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for
// CHECK: scf.for {{.*}} iter_args
// CHECK: scf.yield
// The (max, sum) pairs: two shuffles per level, five levels.
// CHECK-COUNT-10: gpu.shuffle xor
// CHECK: gpu.barrier
func.func @ce(%l: tensor<1024x512xf32>, %t: tensor<1024xi64>) -> tensor<f32> {
  %0 = oa.cross_entropy %l, %t : (tensor<1024x512xf32>, tensor<1024xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}
