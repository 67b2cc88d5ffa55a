// The tensor-core GEMM's epilogue (GemmTC.cpp) loads the fused chain's
// operands of a batch of runs (8, or an m16 row of the warp's tile) before
// it stores any of them: a load cannot pass a store to C (the buffers may
// alias), so run by run each residual load waited a round trip (block.out
// +bias+res 0.066 ms against 0.039 without the residual on the H100).  The
// bias of a column offset is read once.
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 | FileCheck %s --check-prefix=SM90
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s --check-prefix=SM80

// sm_90 (wgmma, 64 x 128 tiles, a warp's m16 row 128 wide): C staged through
// shared memory, the bias once, 8 residual runs, then their 8 stores.
// SM90-LABEL: gpu.func @res_k0_linear_add(
// SM90: vector.load %arg2[{{.*}}] {{.*}} : memref<1024xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM90: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.load %arg3[
// SM90-COUNT-8: vector.store {{.*}}, %arg6[{{.*}}] {{.*}} : memref<262144xf16
// SM90-NOT: vector.load %arg2[
// sm_80 (HMMA): a warp's m16 row is 4 runs: 4 loads, then 4 stores.
// SM80-LABEL: gpu.func @res_k0_linear_add(
// SM80: vector.load %arg2[{{.*}}] {{.*}} : memref<1024xf16
// SM80-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM80: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM80-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM80: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM80-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM80: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM80-NOT: vector.store {{.*}}#gpu.address_space<global>
// SM80: vector.load %arg3[{{.*}}] {{.*}} : memref<262144xf16
// SM80-NOT: vector.load %arg3[
// SM80-COUNT-4: vector.store {{.*}}, %arg4[{{.*}}] {{.*}} : memref<262144xf16

func.func @res(%x: tensor<256x512xf16>, %w: tensor<1024x512xf16>, %b: tensor<1024xf16>, %r: tensor<256x1024xf16>) -> tensor<256x1024xf16> {
  %0 = oa.linear %x, %w, %b : (tensor<256x512xf16>, tensor<1024x512xf16>, tensor<1024xf16>) -> tensor<256x1024xf16>
  %1 = oa.add %0, %r : (tensor<256x1024xf16>, tensor<256x1024xf16>) -> tensor<256x1024xf16>
  return %1 : tensor<256x1024xf16>
}
