// sm_90's attention policy (wgmma = 1: the wgmma kernel): its own limits
// are located errors; wgmma = 0 (the default) takes the HMMA kernel and its
// fields.
// RUN: oa-opt %s --oa-lower-to-kernels="sm=90" -split-input-file -verify-diagnostics -o /dev/null
// A TMA policy where the runtime passes no tensor maps (tma=0) is an error.
// RUN: not oa-opt %s --oa-lower-to-kernels="sm=90 tma=0" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTMA
// RUN: not oa-opt %s --oa-lower-to-kernels="sm=90 tma=0" -split-input-file 2>/dev/null | FileCheck %s --check-prefix=CP
// NOTMA: error: 'oa.attention' op oa.policy: tma = 1, but the lowering passes no tensor maps (oa-lower-to-kernels tma=0: the runtime cannot encode them)
// CP-LABEL: gpu.func @hmma_k0_attention(
// CP-LABEL: gpu.func @default_k0_attention(
// CP-SAME: tma = 0 : i64, tma_warp = 1 : i64, warp_rows = 16 : i64, wgmma = 0 : i64}

func.func @warp_rows(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma reads Q from shared memory in 64-row warpgroups (warp_rows 16, q_in_regs 0)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1, warp_rows = 32}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @q_in_regs(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: wgmma reads Q from shared memory in 64-row warpgroups (warp_rows 16, q_in_regs 0)}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1, q_in_regs = 1}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
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

// -----
// The default policy: the HMMA kernel, no TMA.
func.func @default(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
// TMA asked for: right with tensor maps, an error without.
func.func @tma(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1, tma = 1}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
func.func @overlap(%q: tensor<2x64x64xf16>) -> tensor<2x64x64xf16> {
  // expected-error @+1 {{oa.policy: overlap needs the TMA kernel (tma = 1): its stages are freed per tile}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1, overlap = 1, tma = 0}} : (tensor<2x64x64xf16>, tensor<2x64x64xf16>, tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----
// Fed by cp.async (tma = 0) the wgmma kernel faults on the GPU: refused.
func.func @cp(%q: tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16> {
  // expected-error @+1 {{oa.policy: wgmma without TMA (tma = 0: cp.async feeding) faults on the GPU and is not offered; use tma = 1}}
  %0 = oa.attention %q, %q, %q {scale = 0.125 : f32, oa.policy = {wgmma = 1, tma = 0, block_q = 64, block_k = 64}} : (tensor<2x64x64xbf16>, tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
  return %0 : tensor<2x64x64xbf16>
}
