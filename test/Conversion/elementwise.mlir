// Elementwise chains: 128-bit vectors, a grid of at most one wave (sms * 8
// CTAs of 256) striding over the tensor, sized so the sweeps come out
// (nearly) whole; loads of every unrolled slot before the math, then the
// stores; a masked last sweep and a scalar tail for n % vec.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels=sms=108 | FileCheck %s --check-prefix=A100
// RUN: oa-opt %s --oa-model-to-llvm | oa-translate --oa-to-llvmir | FileCheck %s --check-prefix=IR

// 2^24 + 3 f32: 4194304 vectors; 1056 CTAs (132 SMs x 8) would need 4
// sweeps, which 1024 CTAs fill exactly.  On 108 SMs: 5 sweeps of 820 CTAs.
// CHECK-LABEL: func.func @big(
// CHECK: gpu.launch_func @oa_kernels::@big_k0_add_gelu blocks in (%c1024, {{.*}}) threads in (%c256,
// A100-LABEL: func.func @big(
// A100: blocks in (%c820,
// 1000 f16: 125 vectors of 8 fit one CTA.
// CHECK-LABEL: func.func @small(
// CHECK: gpu.launch_func @oa_kernels::@small_k0_mul blocks in (%c1, {{.*}}) threads in (%c256,

// CHECK-LABEL: gpu.func @big_k0_add_gelu(
// CHECK-SAME: oa.policy = {max_ctas = 1056 : i64, name = "vector", threads = 256 : i64, unroll = 4 : i64, vec = 4 : i64}
// Whole sweeps of 1024 * 256 * 4 vectors: 4 slots of 2 inputs, loads first.
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4194304 step %c1048576
// CHECK-COUNT-8: vector.load {{.*}} {alignment = 16 : i64} : memref<16777219xf32, #gpu.address_space<global>>, vector<4xf32>
// CHECK-NOT: vector.load
// CHECK: arith.addf
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK-COUNT-4: vector.store {{.*}} {alignment = 16 : i64}
// No partial sweep; the 3 elements after the last vector.
// CHECK-NOT: vector.load
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16777219 step %c262144
// On 108 SMs, 4 whole sweeps of 820 * 256 * 4 vectors, then the last one
// with every slot masked: loads of all slots, then guarded stores.
// A100-LABEL: gpu.func @big_k0_add_gelu(
// A100: scf.for %{{.*}} = %{{.*}} to %c3358720 step %c839680
// A100-COUNT-4: vector.store
// A100-COUNT-4: arith.cmpi ult, %{{.*}}, %c4194304
// A100-COUNT-8: vector.load
// A100: scf.if
// A100-NEXT: vector.from_elements
// A100-NEXT: vector.store
// A100: scf.for %{{.*}} = %{{.*}} to %c16777219 step %c209920
// CHECK: memref.load
// CHECK: memref.store
// CHECK: gpu.return

// CHECK-LABEL: gpu.func @small_k0_mul(
// CHECK-SAME: unroll = 4 : i64, vec = 8 : i64
// CHECK-NOT: memref.load
// CHECK: gpu.return

// IR-LABEL: define ptx_kernel void @big_k0_add_gelu(
// IR: load <4 x float>, ptr addrspace(1) %{{.*}}, align 16
// IR: store <4 x float> %{{.*}}, ptr addrspace(1) %{{.*}}, align 16
// IR-LABEL: define ptx_kernel void @small_k0_mul(
// IR: load <8 x half>, ptr addrspace(1) %{{.*}}, align 16
// IR: fmul float
// IR: store <8 x half>

func.func @big(%a: tensor<16777219xf32>, %b: tensor<16777219xf32>) -> tensor<16777219xf32> {
  %0 = oa.add %a, %b : (tensor<16777219xf32>, tensor<16777219xf32>) -> tensor<16777219xf32>
  %1 = oa.gelu %0 : (tensor<16777219xf32>) -> tensor<16777219xf32>
  return %1 : tensor<16777219xf32>
}
func.func @small(%a: tensor<10x100xf16>, %b: tensor<10x100xf16>) -> tensor<10x100xf16> {
  %0 = oa.mul %a, %b : (tensor<10x100xf16>, tensor<10x100xf16>) -> tensor<10x100xf16>
  return %0 : tensor<10x100xf16>
}
