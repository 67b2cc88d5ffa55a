// A reshape is an alias, no kernel; where its input's producer is an
// elementwise or GEMM kernel and nothing else takes that input, it joins
// that kernel as the identity (elements are indexed flat), so the
// elementwise ops after it join too (LowerToKernels.cpp).  And
// convert(reshape(x)) is lowered as reshape(convert(x)), so the convert
// can join x's producer where the reshape cannot (a row-wise one).
// Here a GEMM's f16 weight gradient, reshaped, widened and taken by the
// fp32 optimizer: one kernel (three before: the GEMM, the convert, the axpby).
// RUN: oa-opt %s --oa-lower-to-kernels | FileCheck %s
// CHECK-LABEL: func.func @grad(
// CHECK: gpu.launch_func @oa_kernels::@grad_k0_matmul_convert_reshape_axpby {{.*}}memref<1024xf32, #gpu.address_space<global>>)
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @grad(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>, %m: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
  %g = oa.matmul %a, %b : (tensor<32x16xf16>, tensor<16x32xf16>) -> tensor<32x32xf16>
  %r = oa.reshape %g : (tensor<32x32xf16>) -> tensor<4x8x32xf16>
  %c = oa.convert %r : (tensor<4x8x32xf16>) -> tensor<4x8x32xf32>
  %n = oa.axpby %m, %c {alpha = 0.9 : f32, beta = 0.1 : f32} : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  return %n : tensor<4x8x32xf32>
}

// A returned convert: the reshape joins the GEMM, which stores the result.
// CHECK-LABEL: func.func @ret(
// CHECK: gpu.launch_func @oa_kernels::@ret_k0_matmul_reshape_convert
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @ret(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>) -> tensor<4x8x32xf32> {
  %g = oa.matmul %a, %b : (tensor<32x16xf16>, tensor<16x32xf16>) -> tensor<32x32xf16>
  %r = oa.reshape %g : (tensor<32x32xf16>) -> tensor<4x8x32xf16>
  %c = oa.convert %r : (tensor<4x8x32xf16>) -> tensor<4x8x32xf32>
  return %c : tensor<4x8x32xf32>
}

// A LayerNorm's result reshaped and narrowed: the convert moves before the
// reshape and joins the row kernel (the reshape stays an alias).
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @oa_kernels::@rows_k0_layer_norm_convert {{.*}}memref<512xf16, #gpu.address_space<global>>)
// CHECK: gpu.launch_func @oa_kernels::@rows_k1_softmax
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @rows(%x: tensor<16x32xf32>, %g: tensor<32xf32>, %b: tensor<32xf32>) -> tensor<4x4x32xf16> {
  %ln = oa.layer_norm %x, %g, %b : (tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<16x32xf32>
  %r = oa.reshape %ln : (tensor<16x32xf32>) -> tensor<4x4x32xf32>
  %c = oa.convert %r : (tensor<4x4x32xf32>) -> tensor<4x4x32xf16>
  %s = oa.softmax %c {axis = 2 : i64} : (tensor<4x4x32xf16>) -> tensor<4x4x32xf16>
  return %s : tensor<4x4x32xf16>
}
