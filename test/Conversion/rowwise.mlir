// Row-wise kernels: the policy each shape class gets (Policy.cpp), the
// launch it implies, and the kernel's shape: 128-bit vector loads and
// stores, xor-shuffle reductions, shared memory only for CTA-wide rows.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s --check-prefix=IR

// Rows of 768 f32: a warp per row (6 vectors of 4 per lane), 4 rows per CTA.
// CHECK-LABEL: func.func @warp(
// CHECK: gpu.launch_func @oa_kernels::@warp_k0_softmax blocks in (%c1024, %{{.*}}) threads in (%c128,
// Rows of 4096 f16: a CTA of 256 per row, 2 vectors of 8 per thread.
// CHECK-LABEL: func.func @cta(
// CHECK: gpu.launch_func @oa_kernels::@cta_k0_layer_norm blocks in (%c4096, %{{.*}}) threads in (%c256,
// Rows of 16384 bf16: two CTAs of 512 per SM (cta2), 4 vectors of 8 per
// thread; f32 rows of a LayerNorm keep one CTA of 1024 (cta2 would spill).
// CHECK-LABEL: func.func @wide(
// CHECK: gpu.launch_func @oa_kernels::@wide_k0_rms_norm blocks in (%c64, %{{.*}}) threads in (%c512,
// CHECK-LABEL: func.func @wide32(
// CHECK: gpu.launch_func @oa_kernels::@wide32_k0_layer_norm blocks in (%c8, %{{.*}}) threads in (%c1024,
// Rows of 65536 f32 do not fit in registers: streamed in 2 chunks.
// CHECK-LABEL: func.func @stream(
// CHECK: gpu.launch_func @oa_kernels::@stream_k0_softmax blocks in (%c4, %{{.*}}) threads in (%c1024,
// A policy given on the op: 8 threads per row, 16 rows per CTA; 1000 rows
// leave the last CTA 8 rows short.
// CHECK-LABEL: func.func @given(
// CHECK: gpu.launch_func @oa_kernels::@given_k0_softmax blocks in (%c63, %{{.*}}) threads in (%c128,
// Prefetch, 40 rows on at most 16 CTAs (below).
// CHECK-LABEL: func.func @prefetch(
// CHECK: gpu.launch_func @oa_kernels::@prefetch_k0_softmax blocks in (%c16, %{{.*}}) threads in (%c1024,

// No shared memory, no barrier: the row's lanes reduce with shuffles.
// CHECK-LABEL: gpu.func @warp_k0_softmax(
// CHECK-SAME: oa.policy = {chunks = 1 : i64, name = "warp", rows_per_cta = 4 : i64, slots = 6 : i64, threads_per_row = 32 : i64, vec = 4 : i64}
// CHECK-COUNT-6: vector.load %arg0[%{{.*}}] {alignment = 16 : i64} : memref<3145728xf32, #gpu.address_space<global>>, vector<4xf32>
// CHECK-NOT: vector.load
// CHECK: llvm.intr.maxnum
// CHECK: gpu.shuffle xor %{{.*}}, %c16_i32
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32
// CHECK-NOT: gpu.barrier
// An f32 softmax corrects ex2's rounded argument (exact 0 at -inf).
// CHECK: arith.cmpf uno
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK-NOT: vector.load
// CHECK-COUNT-6: vector.store %{{.*}}, %arg1[%{{.*}}] {alignment = 16 : i64} : memref<3145728xf32, #gpu.address_space<global>>, vector<4xf32>
// CHECK: gpu.return

// CHECK-LABEL: gpu.func @cta_k0_layer_norm(
// CHECK-SAME: workgroup(%{{.*}} : memref<8xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: oa.policy = {chunks = 1 : i64, name = "cta", rows_per_cta = 1 : i64, slots = 2 : i64, threads_per_row = 256 : i64, vec = 8 : i64}
// CHECK-COUNT-2: vector.load %arg0{{.*}} vector<8xf16>
// CHECK: gpu.barrier
// CHECK: vector.load %arg1{{.*}} vector<8xf16>
// CHECK: vector.load %arg2{{.*}} vector<8xf16>
// CHECK: vector.store {{.*}} vector<8xf16>

// CHECK-LABEL: gpu.func @wide_k0_rms_norm(
// CHECK-SAME: workgroup(%{{.*}} : memref<16xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: oa.policy = {chunks = 1 : i64, ctas_per_sm = 2 : i64, name = "cta2", rows_per_cta = 1 : i64, slots = 4 : i64, threads_per_row = 512 : i64, vec = 8 : i64}
// CHECK-LABEL: gpu.func @wide32_k0_layer_norm(
// CHECK-SAME: oa.policy = {chunks = 1 : i64, name = "cta", rows_per_cta = 1 : i64, slots = 4 : i64, threads_per_row = 1024 : i64, vec = 4 : i64}

// The streamed kernel loops over chunks twice: online max/sum, then write.
// CHECK-LABEL: gpu.func @stream_k0_softmax(
// CHECK-SAME: chunks = 2 : i64, name = "stream"
// CHECK: scf.for {{.*}} iter_args
// CHECK-COUNT-8: vector.load
// CHECK: scf.yield
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK-COUNT-8: vector.load
// CHECK-COUNT-8: vector.store

// Masked rows: the row index is clamped for loads, stores are guarded.
// CHECK-LABEL: gpu.func @given_k0_softmax(
// CHECK-SAME: name = "given", rows_per_cta = 16 : i64
// CHECK: arith.minui %{{.*}}, %c999
// CHECK: gpu.shuffle xor %{{.*}}, %c4_i32
// CHECK-NOT: gpu.shuffle xor %{{.*}}, %c8_i32
// CHECK: scf.if
// CHECK: vector.store

// Prefetch: 40 rows over at most 16 CTAs of 1024; the first row is loaded
// before the loop, each trip loads the next group's row (clamped to the
// current one on the last trip) before the current row's reductions, and
// carries it raw (bf16) to the next trip.
// CHECK-LABEL: gpu.func @prefetch_k0_softmax(
// CHECK-SAME: max_ctas = 16 : i64, name = "given", prefetch = 1 : i64
// CHECK: %[[FIRST:.*]] = vector.load %arg0{{.*}} vector<8xbf16>
// CHECK: scf.for %[[G:.*]] = %{{.*}} to %c40 step %c16 iter_args(%[[CUR:.*]] = %[[FIRST]]) -> (vector<8xbf16>)
// CHECK: %[[NEXT:.*]] = arith.addi %[[G]], %c16
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[NEXT]], %c40
// CHECK: arith.select %[[IN]], %[[NEXT]], %[[G]]
// CHECK: %[[PRE:.*]] = vector.load %arg0{{.*}} vector<8xbf16>
// CHECK: vector.extract %[[CUR]][0]
// CHECK: gpu.barrier
// A bf16 softmax takes exp from MUFU alone (no correction, no NaN select).
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK-NOT: arith.cmpf uno
// CHECK: vector.store
// CHECK: scf.yield %[[PRE]]

// IR-LABEL: define ptx_kernel void @warp_k0_softmax(
// IR: load <4 x float>, ptr addrspace(1) %{{.*}}, align 16
// IR: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %{{.*}}, i32 16, i32 31)
// IR: store <4 x float> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// IR-LABEL: define ptx_kernel void @cta_k0_layer_norm(
// IR: load <8 x half>, ptr addrspace(1) %{{.*}}, align 16
// IR: fpext half %{{.*}} to float
// IR: store <8 x half> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// IR-LABEL: define ptx_kernel void @wide_k0_rms_norm(
// IR: load <8 x bfloat>, ptr addrspace(1) %{{.*}}, align 16
// IR: store <8 x bfloat> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// 32-bit index arithmetic everywhere here.
// IR-NOT: icmp {{.*}} i64
// cta2 and ctas_per_sm: the backend's register budget for 2 CTAs of 512 per SM.
// IR-LABEL: define ptx_kernel void @capped_k0_rms_norm(
// IR: attributes #{{.*}} = { "nvvm.maxntid"="512,1,1" "nvvm.minctasm"="2"

func.func @warp(%x: tensor<4096x768xf32>) -> tensor<4096x768xf32> {
  %0 = oa.softmax %x : (tensor<4096x768xf32>) -> tensor<4096x768xf32>
  return %0 : tensor<4096x768xf32>
}
func.func @cta(%x: tensor<4096x4096xf16>, %g: tensor<4096xf16>, %b: tensor<4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.layer_norm %x, %g, %b : (tensor<4096x4096xf16>, tensor<4096xf16>, tensor<4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}
func.func @wide(%x: tensor<64x16384xbf16>, %g: tensor<16384xbf16>) -> tensor<64x16384xbf16> {
  %0 = oa.rms_norm %x, %g : (tensor<64x16384xbf16>, tensor<16384xbf16>) -> tensor<64x16384xbf16>
  return %0 : tensor<64x16384xbf16>
}
func.func @wide32(%x: tensor<8x16384xf32>, %g: tensor<16384xf32>, %b: tensor<16384xf32>) -> tensor<8x16384xf32> {
  %0 = oa.layer_norm %x, %g, %b : (tensor<8x16384xf32>, tensor<16384xf32>, tensor<16384xf32>) -> tensor<8x16384xf32>
  return %0 : tensor<8x16384xf32>
}
func.func @stream(%x: tensor<4x65536xf32>) -> tensor<4x65536xf32> {
  %0 = oa.softmax %x : (tensor<4x65536xf32>) -> tensor<4x65536xf32>
  return %0 : tensor<4x65536xf32>
}
func.func @given(%x: tensor<1000x96xf32>) -> tensor<1000x96xf32> {
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 8, rows_per_cta = 16}} : (tensor<1000x96xf32>) -> tensor<1000x96xf32>
  return %0 : tensor<1000x96xf32>
}
func.func @prefetch(%x: tensor<40x8192xbf16>) -> tensor<40x8192xbf16> {
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 1024, slots = 1, prefetch = 1, max_ctas = 16}} : (tensor<40x8192xbf16>) -> tensor<40x8192xbf16>
  return %0 : tensor<40x8192xbf16>
}
func.func @capped(%x: tensor<64x16384xf16>, %g: tensor<16384xf16>) -> tensor<64x16384xf16> {
  %0 = oa.rms_norm %x, %g {oa.policy = {threads_per_row = 512, slots = 4, ctas_per_sm = 2}} : (tensor<64x16384xf16>, tensor<16384xf16>) -> tensor<64x16384xf16>
  return %0 : tensor<64x16384xf16>
}
