// sm_90's wgmma GEMM: a policy that asks for it is checked against what the
// kernel takes (the SM, the operands, its tile rules, TMA and persistence);
// errors are located.
// RUN: oa-opt %s --oa-lower-to-kernels=sm=90 -split-input-file -verify-diagnostics -o /dev/null
// RUN: not oa-opt %s --oa-lower-to-kernels=sm=70 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM
// SM: error: oa-lower-to-kernels: sm must be 0, 80 or 90, got 70

func.func @warps(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma: warps_n must be 1, warps_m a multiple of 4 and bm 16 * warps_m (64 rows per warpgroup); wgmma = 0 asks for the HMMA kernel}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 128, warps_m = 4, warps_n = 1, bk = 64}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @bk(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma: bk must be 64 (a 128-byte row of the swizzle)}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 64, warps_m = 4, warps_n = 1, bk = 32}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @stages(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma: stages must be at least 3 (one slice is read by the MMAs in flight)}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 64, warps_m = 4, warps_n = 1, bk = 64, stages = 2}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @shared(%x: tensor<256x256xf16>, %w: tensor<256x256xf16>) -> tensor<256x256xf16> {
  // expected-error @+1 {{oa.policy: the pipeline (stages * (bm + bn) * bk * 2 bytes) or the epilogue's staging exceeds 227 KiB of shared memory (246864 bytes)}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 128, bn = 256, warps_m = 8, warps_n = 1, bk = 64, stages = 5}} : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}

// -----
func.func @tf32(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{oa.policy: wgmma takes f16 or bf16 operands (TF32 runs on the HMMA kernel)}}
  %0 = oa.linear %x, %w {oa.fp32_matmul = "tf32", oa.policy = {wgmma = 1, bm = 64, warps_m = 4, warps_n = 1, bk = 32}} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @tma_hmma(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: tma feeds the wgmma kernel only (wgmma = 1)}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 0, tma = 1, bm = 64, bn = 64, warps_m = 2, warps_n = 2}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @tma_value(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: tma must be 0 or 1}}
  %0 = oa.linear %x, %w {oa.policy = {tma = 2}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @persistent_cpasync(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: persistent needs the TMA kernel (tma = 1)}}
  %0 = oa.linear %x, %w {oa.policy = {tma = 0, persistent = 1}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}
