// A GEMM's oa.policy (tensor-core kernel) is checked field by field; a bad
// field or value, or a policy on a GEMM the tensor-core kernel does not
// take, is a located error.
// RUN: oa-opt %s --oa-lower-to-kernels -split-input-file -verify-diagnostics -o /dev/null

func.func @field(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy has no field 'threads' (fields: bm, bn, bk, warps_m, warps_n, stages, group, prefetch, wgmma, tma, persistent)}}
  %0 = oa.linear %x, %w {oa.policy = {threads = 128}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @bk(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: bk must be 32 or 64}}
  %0 = oa.linear %x, %w {oa.policy = {bk = 16}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @warp_tile(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{bm and bn must be powers of two, bn >= 64, with every warp's tile a multiple of 16x16}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 64, bn = 64, warps_m = 8, warps_n = 1}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @shared(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{exceeds 163 KiB of shared memory (196608 bytes)}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 256, bn = 256, bk = 64, stages = 3}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @stages(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{stages must be in [2, 8]}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 64, bn = 64, stages = 1}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @copies(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{each thread must copy a whole number of 16-byte pieces}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 64, bn = 64, warps_m = 4, warps_n = 4}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
func.func @fp32(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{oa.policy is for the tensor-core GEMM, which does not take this one: f32 operands take the tensor cores only as TF32 (oa.fp32_matmul = "tf32")}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 64}} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
// TF32 slices are 64 or 128 bytes per row too: bk 16 or 32 floats.
func.func @bk_tf32(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{oa.policy: bk must be 16 or 32 (TF32)}}
  %0 = oa.linear %x, %w {oa.fp32_matmul = "tf32", oa.policy = {bk = 64}} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @shared_tf32(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{the pipeline (stages * (bm + bn) * bk * 4 bytes) or the epilogue's staging exceeds 163 KiB of shared memory (196608 bytes)}}
  %0 = oa.linear %x, %w {oa.fp32_matmul = "tf32", oa.policy = {bm = 256, bn = 256, bk = 32, stages = 3}} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @tf32_k(%x: tensor<64x66xf32>, %w: tensor<64x66xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{oa.policy is for the tensor-core GEMM, which does not take this one: K is not a multiple of 4}}
  %0 = oa.linear %x, %w {oa.fp32_matmul = "tf32", oa.policy = {}} : (tensor<64x66xf32>, tensor<64x66xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @precision(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{oa.fp32_matmul must be "ieee" or "tf32", got "high"}}
  %0 = oa.linear %x, %w {oa.fp32_matmul = "high"} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @prefetch(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{prefetch must be 0 or 1}}
  %0 = oa.linear %x, %w {oa.policy = {bm = 64, bn = 64, warps_m = 1, warps_n = 2, prefetch = 2}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// -----
// expected-error @+1 {{oa-lower-to-kernels: oa.fp32_matmul must be "ieee" or "tf32", got "medium"}}
module attributes {oa.fp32_matmul = "medium"} {
func.func @module_precision(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = oa.linear %x, %w : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
}

// -----
// sm_90's wgmma kernel needs the lowering to be for sm_90.
func.func @wgmma_sm(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma needs sm_90 (oa-lower-to-kernels sm=90)}}
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 64, warps_m = 4, warps_n = 1, bk = 64}} : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}
