// The CUDA-core GEMM's tile by shape (GemmSimt.cpp): 256 threads, a
// (16 t)^2 tile of C per CTA, the grid over N, M and the batch; two
// 1024-element slice buffers per operand; split-K for a small C with a
// long K; `oa.simt_tile` and `oa.split_k` override the choice and are
// checked.
// RUN: oa-opt %s --oa-lower-to-kernels --split-input-file --verify-diagnostics | FileCheck %s

// 4096^3: 8x8 outputs per thread, 128x128 tiles.
// CHECK-LABEL: func.func @big(
// CHECK: gpu.launch_func @oa_kernels::@big_k0_matmul blocks in (%c32, %c32{{[_0-9]*}}, %c1) threads in (%c256,
// CHECK: gpu.func @big_k0_matmul(
// CHECK-SAME: workgroup(%{{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>)
func.func @big(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = oa.matmul %a, %b : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}

// -----

// A training product (1024 rows, 256 -> 1024): 64x64 tiles fill 132 SMs
// where 128x128 ones would leave most idle.
// CHECK-LABEL: func.func @mid(
// CHECK: gpu.launch_func @oa_kernels::@mid_k0_linear blocks in (%c16, %c16{{[_0-9]*}}, %c1) threads in (%c256,
func.func @mid(%x: tensor<1024x256xf32>, %w: tensor<1024x256xf32>) -> tensor<1024x1024xf32> {
  %0 = oa.linear %x, %w : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// A weight gradient (256x256, K = 1024): 64x64 tiles on 8 ranges of K
// (128 CTAs), partials into a workspace, then their sum (grid-stride).
// CHECK-LABEL: func.func @small(
// CHECK: %[[W:.*]] = memref.alloc() {oa.name = "t0"} : memref<524288xf32>
// CHECK: gpu.launch_func @oa_kernels::@small_k0_matmul_splitk blocks in (%c4, %c4{{[_0-9]*}}, %c8) threads in (%c256,
// CHECK: gpu.launch_func @oa_kernels::@small_k0_matmul blocks in (%c256{{[_0-9]*}}, %c1{{[_0-9]*}}, %c1{{[_0-9]*}}) threads in (%c256
func.func @small(%a: tensor<256x1024xf32>, %b: tensor<1024x256xf32>) -> tensor<256x256xf32> {
  %0 = oa.matmul %a, %b : (tensor<256x1024xf32>, tensor<1024x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// -----

// Given: 16x16 tiles.
// CHECK-LABEL: func.func @given(
// CHECK: gpu.launch_func @oa_kernels::@given_k0_batch_matmul blocks in (%c2, %c2{{[_0-9]*}}, %c3) threads in (%c256,
func.func @given(%a: tensor<3x20x8xf32>, %b: tensor<3x8x30xf32>) -> tensor<3x20x30xf32> {
  %0 = oa.batch_matmul %a, %b {oa.simt_tile = 1 : i64} : (tensor<3x20x8xf32>, tensor<3x8x30xf32>) -> tensor<3x20x30xf32>
  return %0 : tensor<3x20x30xf32>
}

// -----

func.func @bad(%a: tensor<20x8xf32>, %b: tensor<8x30xf32>) -> tensor<20x30xf32> {
  // expected-error @+1 {{oa.simt_tile must be 1, 2, 4 or 8}}
  %0 = oa.matmul %a, %b {oa.simt_tile = 3 : i64} : (tensor<20x8xf32>, tensor<8x30xf32>) -> tensor<20x30xf32>
  return %0 : tensor<20x30xf32>
}

// -----

func.func @badsplit(%a: tensor<20x64xf32>, %b: tensor<64x30xf32>) -> tensor<20x30xf32> {
  // expected-error @+1 {{oa.split_k must be 1 to 32 with every range of K non-empty (K = 64 in slices of 64), got 2}}
  %0 = oa.matmul %a, %b {oa.simt_tile = 1 : i64, oa.split_k = 2 : i64} : (tensor<20x64xf32>, tensor<64x30xf32>) -> tensor<20x30xf32>
  return %0 : tensor<20x30xf32>
}
