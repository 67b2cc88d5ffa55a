// oa-lower-to-kernels{sm=90 tma=0}, for runtimes that pass buffers only
// (oa.torch's, the CPU simulation): the wgmma GEMM is fed by cp.async and
// the launch carries no tensor maps; a policy that asks for persistence
// (TMA only) is an error at the op.
// RUN: oa-opt %s --oa-lower-to-kernels="sm=90 tma=0" -split-input-file -verify-diagnostics | FileCheck %s
// CHECK-LABEL: func.func @lin(
// CHECK: gpu.launch_func @oa_kernels::@lin_k0_linear blocks in (%c512, %c1{{.*}}) threads in (%c256,
// CHECK-NOT: llvm.ptr
// CHECK-NOT: oa.tensor_maps
// CHECK-LABEL: gpu.func @lin_k0_linear(
// CHECK-NOT: tma =
// CHECK: nvgpu.device_async_copy
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: gpu.return
func.func @lin(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %0 = oa.linear %x, %w : (tensor<4096x4096xf16>, tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}

// -----
func.func @persist(%x: tensor<256x256xf16>, %w: tensor<256x256xf16>) -> tensor<256x256xf16> {
  // expected-error @+1 {{oa.policy: persistent needs the TMA kernel (tma = 1)}}
  %0 = oa.linear %x, %w {oa.policy = {persistent = 1}} : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}
