// The autotuner's cache in the lowering (TuneCache.cpp): a GEMM without an
// oa.policy takes the policy `oa gemm --tune` cached for its op, shape,
// dtype and SM, when the compiler id matches; one the policy checks refuse
// is left out with a warning; a GEMM's own oa.policy wins.
// RUN: oa-opt %s --split-input-file --verify-diagnostics '--pass-pipeline=builtin.module(oa-lower-to-kernels{sm=90 tune-cache=%S/Inputs/tune-cache.json tune-compiler=build-a})' | FileCheck %s --check-prefix=A
// RUN: oa-opt %s --split-input-file '--pass-pipeline=builtin.module(oa-lower-to-kernels{sm=90 tune-cache=%S/Inputs/tune-cache.json tune-compiler=build-b})' 2>&1 | FileCheck %s --check-prefix=B
// RUN: not oa-opt %s '--pass-pipeline=builtin.module(oa-lower-to-kernels{sm=90 tune-cache=%S/Inputs/none.json})' 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: oa-lower-to-kernels: cannot read the tune cache '{{.*}}none.json'

// Prefix A sees the entry build-a measured; prefix B, of another build, the default.
// A-LABEL: gpu.func @cached_k0_linear(
// A-SAME: oa.policy = {bk = 64 : i64, bm = 128 : i64, bn = 128 : i64, group = 8 : i64, name = "given", prefetch = 0 : i64, stages = 3 : i64, tma = 1 : i64, warps_m = 8 : i64, warps_n = 1 : i64, wgmma = 1 : i64}
// B-LABEL: gpu.func @cached_k0_linear(
// B-SAME: name = "wg-small"
func.func @cached(%x: tensor<48x64xbf16>, %w: tensor<80x64xbf16>) -> tensor<48x80xbf16> {
  %0 = oa.linear %x, %w : (tensor<48x64xbf16>, tensor<80x64xbf16>) -> tensor<48x80xbf16>
  return %0 : tensor<48x80xbf16>
}

// -----

// An entry the policy checks refuse: the default, and a warning.
// A-LABEL: gpu.func @refused_k0_linear(
// A-SAME: name = "wg-small"
func.func @refused(%x: tensor<48x32xbf16>, %w: tensor<80x32xbf16>) -> tensor<48x80xbf16> {
  // expected-warning @+1 {{the tune cache's policy for gemm/linear/1x48x80x32/bf16/sm_90 is not used ('oa.linear' op oa.policy: bm and bn must be powers of two}}
  %0 = oa.linear %x, %w : (tensor<48x32xbf16>, tensor<80x32xbf16>) -> tensor<48x80xbf16>
  return %0 : tensor<48x80xbf16>
}

// -----

// The op's own policy wins over the cache; B's matmul entry is B's only.
// A-LABEL: gpu.func @own_k0_linear(
// A-SAME: bm = 64 : i64, bn = 64 : i64
// A-LABEL: gpu.func @own_k1_matmul(
// A-SAME: name = "wg-small"
// B-LABEL: gpu.func @own_k1_matmul(
// B-SAME: bm = 128 : i64, bn = 256 : i64, group = 8 : i64, name = "given"
func.func @own(%x: tensor<48x64xbf16>, %w: tensor<80x64xbf16>, %a: tensor<64x64xf16>, %b: tensor<64x128xf16>) -> (tensor<48x80xbf16>, tensor<64x128xf16>) {
  %0 = oa.linear %x, %w {oa.policy = {wgmma = 1, bm = 64, bn = 64, bk = 64, warps_m = 4, warps_n = 1, stages = 3}} : (tensor<48x64xbf16>, tensor<80x64xbf16>) -> tensor<48x80xbf16>
  %1 = oa.matmul %a, %b : (tensor<64x64xf16>, tensor<64x128xf16>) -> tensor<64x128xf16>
  return %0, %1 : tensor<48x80xbf16>, tensor<64x128xf16>
}
