// sm_90's attention policy (wgmma by default): wgmma's own limits are
// located errors; wgmma = 0 takes the HMMA kernel and its fields.
// RUN: oa-opt %s --oa-lower-to-kernels="sm=90" -split-input-file -verify-diagnostics -o /dev/null

func.func @warp_rows(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma reads Q from shared memory in 64-row warpgroups (warp_rows 16, q_in_regs 0)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {warp_rows = 32}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @q_in_regs(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma reads Q from shared memory in 64-row warpgroups (warp_rows 16, q_in_regs 0)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {q_in_regs = 1}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @wgmma_value(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma must be 0 or 1}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 2}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
// The HMMA kernel's fields with wgmma = 0: no error.
func.func @hmma(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 0, warp_rows = 32, q_in_regs = 1}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}
