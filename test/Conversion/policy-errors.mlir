// oa.policy on an op overrides the lowering's default; a field it does not
// know or a value that cannot work is a located error.
// RUN: oa-opt %s --oa-lower-to-kernels -split-input-file -verify-diagnostics -o /dev/null

func.func @field(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{oa.policy has no field 'warps' (fields: threads_per_row, rows_per_cta, vec, slots, prefetch, max_ctas, ctas_per_sm, preload)}}
  %0 = oa.softmax %x {oa.policy = {warps = 2}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @threads(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{oa.policy: threads_per_row must be a power of two in [1, 1024] (row of 64 elements of 4 bytes)}}
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 48}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @vec(%x: tensor<8x66xf16>) -> tensor<8x66xf16> {
  // expected-error @+1 {{vec must be a power of two of at most 16 bytes that divides the row}}
  %0 = oa.softmax %x {oa.policy = {vec = 4}} : (tensor<8x66xf16>) -> tensor<8x66xf16>
  return %0 : tensor<8x66xf16>
}

// -----
func.func @cta(%x: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
  // expected-error @+1 {{rows_per_cta must be 1 when threads_per_row > 32}}
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 64, rows_per_cta = 2}} : (tensor<8x4096xf32>) -> tensor<8x4096xf32>
  return %0 : tensor<8x4096xf32>
}

// -----
func.func @warps(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{rows_per_cta must make a CTA of a whole number of warps, at most 1024 threads}}
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 8, rows_per_cta = 3}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @kind(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{oa.policy field 'vec' must be an integer, got "4"}}
  %0 = oa.softmax %x {oa.policy = {vec = "4"}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @elt(%a: tensor<1024xf16>) -> tensor<1024xf16> {
  // expected-error @+1 {{oa.policy: vec must be a power of two of at most 16 bytes}}
  %0 = oa.relu %a {oa.policy = {vec = 16}} : (tensor<1024xf16>) -> tensor<1024xf16>
  return %0 : tensor<1024xf16>
}

// -----
func.func @dict(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-error @+1 {{oa.policy must be a dictionary}}
  %0 = oa.relu %a {oa.policy = 3} : (tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----
func.func @prefetch(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{oa.policy: prefetch must be 0 or 1}}
  %0 = oa.softmax %x {oa.policy = {prefetch = 2}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @prefetch_stream(%x: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
  // expected-error @+1 {{oa.policy: prefetch needs the row in one chunk (threads_per_row * slots * vec >= width)}}
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 32, slots = 2, prefetch = 1}} : (tensor<8x4096xf32>) -> tensor<8x4096xf32>
  return %0 : tensor<8x4096xf32>
}

// -----
func.func @max_ctas(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  // expected-error @+1 {{oa.policy: max_ctas must be in [1, 2^31-1]}}
  %0 = oa.softmax %x {oa.policy = {prefetch = 1, max_ctas = 0}} : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----
func.func @ctas_per_sm(%x: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
  // expected-error @+1 {{oa.policy: ctas_per_sm must be in [0, 4096 / CTA threads]}}
  %0 = oa.softmax %x {oa.policy = {threads_per_row = 1024, slots = 1, ctas_per_sm = 8}} : (tensor<8x4096xf32>) -> tensor<8x4096xf32>
  return %0 : tensor<8x4096xf32>
}

// -----
func.func @elt_ctas(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-error @+1 {{oa.policy: ctas_per_sm must be in [0, 4096 / threads]}}
  %0 = oa.relu %a {oa.policy = {threads = 1024, ctas_per_sm = 8}} : (tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
