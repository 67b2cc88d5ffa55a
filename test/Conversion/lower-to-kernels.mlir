// oa-lower-to-kernels: grouping (a GEMM with its elementwise epilogue, a
// row-wise kernel, an elementwise kernel), buffers (out-arguments, a temp,
// a returned value that a later kernel reads), launch sizes per family.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels=fuse=false | FileCheck %s --check-prefix=NOFUSE

// CHECK: module attributes {gpu.container_module}
// CHECK: func.func @f(%[[X:.*]]: memref<64x32xf32> {oa.name = "x"}, %{{.*}}: memref<48x32xf32> {oa.name = "arg1"}, %{{.*}}: memref<48xf32> {oa.name = "arg2"}, %{{.*}}: memref<64x48xf32> {oa.name = "arg3"}, %[[R0:.*]]: memref<64x48xf32> {oa.name = "result0", oa.output}, %[[R1:.*]]: memref<64x48xf32> {oa.name = "probs", oa.output})
// CHECK: %[[T0:.*]] = memref.alloc() {oa.name = "t0"} : memref<64x48xf32>
// CHECK: memref.reinterpret_cast %[[X]] to offset: [0], sizes: [2048], strides: [1]
// CHECK: memref.memory_space_cast {{.*}} to memref<2048xf32, #gpu.address_space<global>>
// GEMM: 64x48 (K = 32) takes 32x32 tiles (GemmSimt.cpp's choice for a
// small output), 256 threads, grid (N/32, M/32, batch).
// CHECK: gpu.launch_func @oa_kernels::@f_k0_linear_relu_add blocks in (%c2, %c2{{.*}}, %c1) threads in (%c256, %c1{{.*}}, %c1{{.*}})
// Row-wise: rows of 48 take 2 threads each (6 vectors of 4 per thread), 16
// rows per warp-sized CTA; the result is written in place.
// CHECK: gpu.launch_func @oa_kernels::@f_k1_softmax blocks in (%c4{{.*}}, {{.*}}) threads in (%c32{{.*}}, {{.*}}) args(%[[T0V:.*]] : memref<3072xf32, #gpu.address_space<global>>, %[[R1V:.*]] : memref<3072xf32, #gpu.address_space<global>>)
// Elementwise: 768 vectors of 4, one CTA of 256 (4 vectors each); reads the softmax result from its out-argument.
// CHECK: gpu.launch_func @oa_kernels::@f_k2_mul blocks in (%c1{{.*}}) threads in (%c256{{.*}}) args(%[[R1V]] : {{.*}}, %[[T0V]] : {{.*}}, %{{.*}} : memref<3072xf32, #gpu.address_space<global>>)
// CHECK-NOT: gpu.launch_func
// CHECK: return

// CHECK: gpu.module @oa_kernels
// CHECK: gpu.func @f_k0_linear_relu_add({{.*}}) workgroup(%{{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>) kernel
// The first slice is staged before the loop; each slice's FMAs, then the
// next slice's store and one barrier.
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: llvm.intr.fma
// CHECK: gpu.barrier
// The epilogue: bias, relu, residual add, one store.
// CHECK: scf.if
// CHECK: arith.addf
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK: memref.load %arg3
// CHECK: arith.addf
// CHECK: memref.store
// CHECK: gpu.return
// CHECK: gpu.func @f_k1_softmax({{.*}}) kernel
// CHECK: llvm.intr.maxnum
// CHECK: gpu.shuffle xor
// CHECK: gpu.func @f_k2_mul
// CHECK: arith.mulf

// NOFUSE-COUNT-5: gpu.launch_func
// NOFUSE-NOT: gpu.launch_func
// NOFUSE: gpu.func @f_k0_linear(
// NOFUSE: gpu.func @f_k1_relu(
// NOFUSE: gpu.func @f_k2_add(

func.func @f(%x: tensor<64x32xf32> {oa.name = "x"}, %w: tensor<48x32xf32>, %b: tensor<48xf32>, %r: tensor<64x48xf32>)
    -> (tensor<64x48xf32>, tensor<64x48xf32> {oa.name = "probs"}) {
  %0 = oa.linear %x, %w, %b : (tensor<64x32xf32>, tensor<48x32xf32>, tensor<48xf32>) -> tensor<64x48xf32>
  %1 = oa.relu %0 : (tensor<64x48xf32>) -> tensor<64x48xf32>
  %2 = oa.add %1, %r : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  %3 = oa.softmax %2 : (tensor<64x48xf32>) -> tensor<64x48xf32>
  %4 = oa.mul %3, %2 : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  return %4, %3 : tensor<64x48xf32>, tensor<64x48xf32>
}
