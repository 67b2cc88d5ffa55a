// oa.convert launches no kernel of its own where the lowering can avoid it
// (LowerToKernels.cpp): it joins its producer's kernel (a GEMM epilogue,
// an elementwise chain, a row-wise kernel, which stores in the convert's
// type), or, alone, each kernel taking it reads its source and rounds on
// load (elementwise operands, a GEMM's bias and epilogue operands).  It
// stays a kernel when an op takes it as a GEMM's A or B (cp.async copies
// them), a row-wise op takes it, or the function returns it.  fuse=0: a
// kernel per op.  test/python/torch/convert-fusion.py checks in oa-emu that
// the fused kernels compute the unfused results bit for bit.
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// RUN: oa-opt %s --oa-lower-to-kernels=fuse=0 | FileCheck %s --check-prefix=OFF

// The weight's convert stays (B of a tensor-core GEMM); the bias's is read
// through by the GEMM's epilogue (no kernel), the result's joins the GEMM
// and so does the residual add after it.
// CHECK-LABEL: func.func @gemm(
// CHECK: gpu.launch_func @oa_kernels::@gemm_k0_convert
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.launch_func @oa_kernels::@gemm_k1_linear_convert_add
// CHECK-NOT: gpu.launch_func
// CHECK: return
// OFF-LABEL: func.func @gemm(
// OFF-COUNT-5: gpu.launch_func
// OFF-NOT: gpu.launch_func
// OFF: return
func.func @gemm(%x: tensor<64x64xf16>, %w: tensor<64x64xf32>, %b: tensor<64xf32>, %r: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %wl = oa.convert %w : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %bl = oa.convert %b : (tensor<64xf32>) -> tensor<64xf16>
  %y = oa.linear %x, %wl, %bl : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64xf16>) -> tensor<64x64xf16>
  %yf = oa.convert %y : (tensor<64x64xf16>) -> tensor<64x64xf32>
  %o = oa.add %yf, %r : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %o : tensor<64x64xf32>
}

// LayerNorm's result narrowed in its own kernel (an f16 output buffer); a
// column sum of halves widened (the generic reduction kernel, rounding to
// f16 first); a convert of an argument that two elementwise kernels take,
// read through by both (rounded to bf16 on load); a returned convert stays.
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @oa_kernels::@rows_k0_layer_norm_convert {{.*}} : memref<1536xf16, #gpu.address_space<global>>)
// CHECK: gpu.launch_func @oa_kernels::@rows_k1_reduce_sum_convert {{.*}} : memref<1536xf16, #gpu.address_space<global>>, {{.*}} : memref<32xf32, #gpu.address_space<global>>)
// CHECK: gpu.launch_func @oa_kernels::@rows_k2_mul {{.*}}(%{{.*}} : memref<1536xf32, #gpu.address_space<global>>, %{{.*}} : memref<1536xbf16, #gpu.address_space<global>>, %{{.*}} : memref<1536xbf16, #gpu.address_space<global>>)
// CHECK: gpu.launch_func @oa_kernels::@rows_k3_add {{.*}}(%{{.*}} : memref<1536xf32, #gpu.address_space<global>>, %{{.*}} : memref<1536xbf16, #gpu.address_space<global>>, %{{.*}} : memref<1536xbf16, #gpu.address_space<global>>)
// CHECK: gpu.launch_func @oa_kernels::@rows_k4_convert
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: gpu.func @rows_k2_mul(
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.mulf
// OFF-LABEL: func.func @rows(
// OFF-COUNT-8: gpu.launch_func
// OFF-NOT: gpu.launch_func
// OFF: return
func.func @rows(%x: tensor<48x32xf32>, %g: tensor<32xf32>, %bb: tensor<32xf32>, %h: tensor<48x32xf16>, %hb: tensor<48x32xbf16>) -> (tensor<48x32xf16>, tensor<32xf32>, tensor<48x32xbf16>, tensor<48x32xbf16>, tensor<48x32xf16>) {
  %ln = oa.layer_norm %x, %g, %bb : (tensor<48x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<48x32xf32>
  %lh = oa.convert %ln : (tensor<48x32xf32>) -> tensor<48x32xf16>
  %cs = oa.reduce_sum %h {axis = 0 : i64} : (tensor<48x32xf16>) -> tensor<32xf16>
  %csf = oa.convert %cs : (tensor<32xf16>) -> tensor<32xf32>
  %xr = oa.convert %x : (tensor<48x32xf32>) -> tensor<48x32xbf16>
  %p = oa.mul %xr, %hb : (tensor<48x32xbf16>, tensor<48x32xbf16>) -> tensor<48x32xbf16>
  %q = oa.add %xr, %hb : (tensor<48x32xbf16>, tensor<48x32xbf16>) -> tensor<48x32xbf16>
  %ret = oa.convert %x : (tensor<48x32xf32>) -> tensor<48x32xf16>
  return %lh, %csf, %p, %q, %ret : tensor<48x32xf16>, tensor<32xf32>, tensor<48x32xbf16>, tensor<48x32xbf16>, tensor<48x32xf16>
}
