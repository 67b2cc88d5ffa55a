// The whole path: oa-opt --oa-model-to-llvm, then oa-translate --oa-to-llvmir
// writes the kernels as LLVM IR in the form oa-llc takes (what clang emits
// for CUDA __global__ functions).
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir --oa-sm=80 | FileCheck %s --check-prefix=SM80
// The LLVM dialect stage: no gpu/scf/memref ops remain in the kernels.
// RUN: oa-opt %s --oa-model-to-llvm | FileCheck %s --check-prefix=DIALECT

// CHECK: target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
// CHECK: target triple = "nvptx64-nvidia-cuda"
// Static shared memory of the row-wise reduction: 4 partials (one per warp
// of the 128 threads a row of 2048 gets).
// CHECK: @__wg_ln_k0_layer_norm_0 = internal addrspace(3) global [4 x float]
// CHECK: define ptx_kernel void @ln_k0_layer_norm(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3) #[[ATTR:[0-9]+]]
// The CTA size (128 threads for rows of 2048) bounds the thread id.
// CHECK: call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: load <4 x float>, ptr addrspace(1) %{{.*}}, align 16
// CHECK: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %{{.*}}, i32 16, i32 31)
// CHECK: lshr i32 %{{.*}}, 5
// CHECK: store float %{{.*}}, ptr addrspace(3)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: call float @llvm.nvvm.rsqrt.approx.ftz.f(
// CHECK: call float @llvm.fma.f32(
// CHECK: store <4 x float> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// CHECK: ret void
// CHECK: define ptx_kernel void @gelu_k0_gelu(ptr addrspace(1) %0, ptr addrspace(1) %1)
// erf (Abramowitz-Stegun 7.1.26) from rcp.approx, fma and ex2.approx: no
// division, no exp correction.
// CHECK-NOT: fdiv
// CHECK: call float @llvm.nvvm.rcp.approx.ftz.f(
// CHECK: call float @llvm.nvvm.ex2.approx.ftz.f32(
// Only NVVM and llvm.* math intrinsics are called.
// CHECK-NOT: call {{.*}} @{{[^l]}}
// CHECK: attributes #[[ATTR]] = { "nvvm.maxntid"="128,1,1" "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
// SM80: "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80"

// DIALECT: gpu.module @oa_kernels
// DIALECT-NOT: memref.
// DIALECT-NOT: scf.
// DIALECT-NOT: gpu.thread_id
// DIALECT: llvm.func @ln_k0_layer_norm(%{{.*}}: !llvm.ptr<1>, {{.*}}) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, oa.policy = {chunks = 1 : i64, name = "cta", rows_per_cta = 1 : i64, slots = 4 : i64, threads_per_row = 128 : i64, vec = 4 : i64}}
// DIALECT: nvvm.read.ptx.sreg.tid.x

func.func @ln(%x: tensor<8x2048xf32>, %g: tensor<2048xf32>, %b: tensor<2048xf32>) -> tensor<8x2048xf32> {
  %0 = oa.layer_norm %x, %g, %b : (tensor<8x2048xf32>, tensor<2048xf32>, tensor<2048xf32>) -> tensor<8x2048xf32>
  return %0 : tensor<8x2048xf32>
}
func.func @gelu(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %0 = oa.gelu %x : (tensor<1000xf32>) -> tensor<1000xf32>
  return %0 : tensor<1000xf32>
}
