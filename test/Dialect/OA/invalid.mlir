// Shape and dtype errors of the oa ops, one per split.
// RUN: oa-opt %s -split-input-file -verify-diagnostics -o /dev/null

func.func @linear_k(%x: tensor<4x8xf32>, %w: tensor<16x7xf32>) {
  // expected-error @+1 {{'oa.linear' op weight is [out, in] = 'tensor<16x7xf32>' but input has 8 features}}
  %0 = oa.linear %x, %w : (tensor<4x8xf32>, tensor<16x7xf32>) -> tensor<4x16xf32>
  return
}

// -----
func.func @linear_bias(%x: tensor<4x8xf32>, %w: tensor<16x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{bias must be [16], got 'tensor<8xf32>'}}
  %0 = oa.linear %x, %w, %b : (tensor<4x8xf32>, tensor<16x8xf32>, tensor<8xf32>) -> tensor<4x16xf32>
  return
}

// -----
func.func @linear_result(%x: tensor<4x8xf32>, %w: tensor<16x8xf32>) {
  // expected-error @+1 {{result type should be 'tensor<4x16xf32>', got 'tensor<4x8xf32>'}}
  %0 = oa.linear %x, %w : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @linear_dtype(%x: tensor<4x8xf16>, %w: tensor<16x8xf32>) {
  // expected-error @+1 {{input and weight element types differ: 'f16' vs 'f32'}}
  %0 = oa.linear %x, %w : (tensor<4x8xf16>, tensor<16x8xf32>) -> tensor<4x16xf32>
  return
}

// -----
func.func @linear_accum(%x: tensor<4x8xf16>, %w: tensor<16x8xf16>) {
  // expected-error @+1 {{result element type must be 'f16' or f32, got 'bf16'}}
  %0 = oa.linear %x, %w : (tensor<4x8xf16>, tensor<16x8xf16>) -> tensor<4x16xbf16>
  return
}

// -----
func.func @dynamic(%x: tensor<?x8xf32>, %w: tensor<16x8xf32>) {
  // expected-error @+1 {{needs static shapes, got 'tensor<?x8xf32>'}}
  %0 = oa.linear %x, %w : (tensor<?x8xf32>, tensor<16x8xf32>) -> tensor<?x16xf32>
  return
}

// -----
func.func @int_operand(%x: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = oa.relu %x : (tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----
func.func @matmul_k(%a: tensor<4x8xf32>, %b: tensor<7x5xf32>) {
  // expected-error @+1 {{contraction sizes differ: lhs 'tensor<4x8xf32>' has K = 8, rhs 'tensor<7x5xf32>' has K = 7}}
  %0 = oa.matmul %a, %b : (tensor<4x8xf32>, tensor<7x5xf32>) -> tensor<4x5xf32>
  return
}

// -----
func.func @matmul_rank(%a: tensor<2x4x8xf32>, %b: tensor<8x5xf32>) {
  // expected-error @+1 {{operands must have rank 2}}
  %0 = oa.matmul %a, %b : (tensor<2x4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
  return
}

// -----
func.func @bmm_batch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x5xf32>) {
  // expected-error @+1 {{batch sizes differ: 2 vs 3}}
  %0 = oa.batch_matmul %a, %b : (tensor<2x4x8xf32>, tensor<3x8x5xf32>) -> tensor<2x4x5xf32>
  return
}

// -----
func.func @add_shape(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{lhs and rhs must have one type, got 'tensor<4x8xf32>' and 'tensor<8x4xf32>'}}
  %0 = oa.add %a, %b : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @mul_dtype(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{lhs and rhs must have one type}}
  %0 = oa.mul %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----
func.func @relu_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{input and result must have one type, got 'tensor<4xf32>' and 'tensor<5xf32>'}}
  %0 = oa.relu %a : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----
func.func @gelu_mode(%a: tensor<4xf32>) {
  // expected-error @+1 {{approximate must be "none" or "tanh", got "fast"}}
  %0 = oa.gelu %a {approximate = "fast"} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----
func.func @ln_gamma(%x: tensor<4x8xf32>, %g: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{gamma must be [8] (the last axis), got 'tensor<4xf32>'}}
  %0 = oa.layer_norm %x, %g, %b : (tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @ln_eps(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{epsilon must be positive}}
  %0 = oa.layer_norm %x, %g, %b {epsilon = 0.0 : f32} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @softmax_rank(%x: tensor<f32>) {
  // expected-error @+1 {{input must have rank >= 1}}
  %0 = oa.softmax %x : (tensor<f32>) -> tensor<f32>
  return
}

// -----
func.func @reduce_axis(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{axis 2 is out of range for 'tensor<4x8xf32>'}}
  %0 = oa.reduce_sum %x {axis = 2 : i64} : (tensor<4x8xf32>) -> tensor<4xf32>
  return
}

// -----
func.func @reduce_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{result type should be 'tensor<4x1xf32>', got 'tensor<4xf32>'}}
  %0 = oa.reduce_max %x {axis = 1 : i64, keep_dim = true} : (tensor<4x8xf32>) -> tensor<4xf32>
  return
}

// -----
func.func @mse_result(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{result must be tensor<f32> (rank 0), got 'tensor<1xf32>'}}
  %0 = oa.mse_loss %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<1xf32>
  return
}

// -----
func.func @sgd_grad(%p: tensor<4xf32>, %g: tensor<5xf32>) {
  // expected-error @+1 {{param and grad must have one type}}
  %0 = oa.sgd_update %p, %g {lr = 0.1 : f32} : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return
}

// -----
func.func @transpose_perm(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{permutation is not a permutation of 0..1}}
  %0 = oa.transpose %x {permutation = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----
func.func @transpose_result(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{result type should be 'tensor<3x2xf32>', got 'tensor<2x3xf32>'}}
  %0 = oa.transpose %x {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----
func.func @reshape_count(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{element count changes: 6 ('tensor<2x3xf32>') vs 8 ('tensor<2x4xf32>')}}
  %0 = oa.reshape %x : (tensor<2x3xf32>) -> tensor<2x4xf32>
  return
}

// -----
func.func @concat_dim(%x: tensor<2x3xf32>, %y: tensor<3x3xf32>) {
  // expected-error @+1 {{input 1 differs from input 0 in dim 0 (3 vs 2)}}
  %0 = oa.concat %x, %y {axis = 1 : i64} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x6xf32>
  return
}

// -----
func.func @concat_result(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) {
  // expected-error @+1 {{result type should be 'tensor<2x8xf32>', got 'tensor<2x9xf32>'}}
  %0 = oa.concat %x, %y {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x9xf32>
  return
}

// -----
func.func @rms_gamma(%x: tensor<4x8xf32>, %g: tensor<4xf32>) {
  // expected-error @+1 {{'oa.rms_norm' op gamma must be [8] (the last axis), got 'tensor<4xf32>'}}
  %0 = oa.rms_norm %x, %g : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @rms_gamma_type(%x: tensor<4x8xf16>, %g: tensor<8xf32>) {
  // expected-error @+1 {{'oa.rms_norm' op gamma element type must be 'f16'}}
  %0 = oa.rms_norm %x, %g : (tensor<4x8xf16>, tensor<8xf32>) -> tensor<4x8xf16>
  return
}

// -----
func.func @rms_eps(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'oa.rms_norm' op epsilon must be positive}}
  %0 = oa.rms_norm %x {epsilon = -1.0 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----
func.func @rms_result(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'oa.rms_norm' op input and result must have one type, got 'tensor<4x8xf32>' and 'tensor<4x8xf16>'}}
  %0 = oa.rms_norm %x : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return
}

// -----
func.func @rms_rank0(%x: tensor<f32>) {
  // expected-error @+1 {{'oa.rms_norm' op input must have rank >= 1}}
  %0 = oa.rms_norm %x : (tensor<f32>) -> tensor<f32>
  return
}
