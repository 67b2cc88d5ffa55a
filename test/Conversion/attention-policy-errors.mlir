// An attention's oa.policy (tensor-core kernel) is checked field by field;
// a bad field or value, or a policy on an attention the tensor-core kernel
// does not take, is a located error.
// RUN: oa-opt %s --oa-lower-to-kernels -split-input-file -verify-diagnostics -o /dev/null

func.func @field(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy has no field 'stages' (fields: block_q, block_k, warp_rows, q_in_regs, ctas_per_sm, wgmma, tma, tma_warp, overlap)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {stages = 3}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @block_q(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: block_q must be 64 or 128}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {block_q = 32}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @block_k(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: block_k must be 32, 64 or 128}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {block_k = 48}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @warp_rows(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: warp_rows must be 16 or 32}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {warp_rows = 64}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @q_in_regs(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: q_in_regs must be 0 or 1}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {q_in_regs = 2}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @f32(%q: tensor<2x64x64xf32>) -> tensor<2x64x64xf32> {
  // expected-error @+1 {{oa.policy is for the tensor-core attention, which does not take this one: q, k and v are not all f16 or all bf16}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {}} : (tensor<2x64x64xf32>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  return %0 : tensor<2x64x64xf32>
}

// -----
func.func @dim(%q: tensor<2x64x32xf16>) -> tensor<2x64x32xf16> {
  // expected-error @+1 {{the head dims of q, k and v are not all 64 or all 128}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {}} : (tensor<2x64x32xf16>, tensor<2x64x32xf16>, tensor<2x64x32xf16>) -> tensor<2x64x32xf16>
  return %0 : tensor<2x64x32xf16>
}

// -----
func.func @wgmma_sm(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma needs sm_90 (the lowering's sm = 90)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}
