// RUN: oa-opt %s -split-input-file -verify-diagnostics
// One case per verifier check of the training ops.

func.func @broadcast_bad(%x: tensor<3x4xf32>) -> tensor<2x5x4xf32> {
  // expected-error @+1 {{cannot broadcast 'tensor<3x4xf32>' to 'tensor<2x5x4xf32>': dim 0 is 3, not 1 or 5}}
  %0 = oa.broadcast %x : (tensor<3x4xf32>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}

// -----
func.func @slice_outside(%x: tensor<3x4xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{window [2, 5) is outside axis 1 of size 4}}
  %0 = oa.slice %x {axis = 1 : i64, start = 2 : i64} : (tensor<3x4xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----
func.func @pad_axis(%x: tensor<3x2xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %0 = oa.pad %x {axis = 2 : i64, start = 0 : i64} : (tensor<3x2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----
func.func @attention_head(%q: tensor<2x5x8xf32>, %k: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
  // expected-error @+1 {{q has head size 8 but k has 4}}
  %0 = oa.attention %q, %k, %k {scale = 1.0 : f32} : (tensor<2x5x8xf32>, tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}

// -----
func.func @attention_keys(%q: tensor<2x5x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x5x8xf32>) -> tensor<2x5x8xf32> {
  // expected-error @+1 {{k has 6 keys but v has 5}}
  %0 = oa.attention %q, %k, %v {scale = 1.0 : f32} : (tensor<2x5x8xf32>, tensor<2x6x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %0 : tensor<2x5x8xf32>
}

// -----
func.func @attention_scale(%q: tensor<5x8xf32>) -> tensor<5x8xf32> {
  // expected-error @+1 {{scale must be positive}}
  %0 = oa.attention %q, %q, %q {scale = 0.0 : f32} : (tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----
func.func @embedding_weight(%w: tensor<10xf32>, %i: tensor<3xi64>) -> tensor<3x1xf32> {
  // expected-error @+1 {{weight must be [num, dim] (rank 2)}}
  %0 = oa.embedding %w, %i : (tensor<10xf32>, tensor<3xi64>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----
func.func @embedding_float_ids(%w: tensor<10x4xf32>, %i: tensor<3xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer values}}
  %0 = oa.embedding %w, %i : (tensor<10x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----
func.func @ce_target(%l: tensor<6x10xf32>, %t: tensor<5xi64>) -> tensor<f32> {
  // expected-error @+1 {{logits must be [N, C] and target [N]}}
  %0 = oa.cross_entropy %l, %t : (tensor<6x10xf32>, tensor<5xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----
func.func @ce_result(%l: tensor<6x10xf32>, %t: tensor<6xi64>) -> tensor<1xf32> {
  // expected-error @+1 {{result must be tensor<f32> (rank 0)}}
  %0 = oa.cross_entropy %l, %t : (tensor<6x10xf32>, tensor<6xi64>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----
func.func @gelu_grad_approx(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{approximate must be "none" or "tanh", got "fast"}}
  %0 = oa.gelu_grad %x, %x {approximate = "fast"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @ln_grad_gamma(%x: tensor<3x4xf32>, %g: tensor<3xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{gamma must be [4] of 'f32'}}
  %0 = oa.layer_norm_grad %x, %x, %g : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----
func.func @emb_grad_shape(%d: tensor<3x5xf32>, %i: tensor<3xi64>) -> tensor<10x4xf32> {
  // expected-error @+1 {{grad must be 'tensor<3x4xf32>'}}
  %0 = oa.embedding_grad %d, %i : (tensor<3x5xf32>, tensor<3xi64>) -> tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}

// -----
func.func @adamw_corr(%p: tensor<4xf32>, %c: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{corrections must be tensor<2xf32>}}
  %0 = oa.adamw_update %p, %p, %p, %c {lr = 0.1 : f32, epsilon = 1.0e-8 : f32, weight_decay = 0.0 : f32} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @axpby_types(%x: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{x and y must have one type}}
  %0 = oa.axpby %x, %y {alpha = 1.0 : f32, beta = 1.0 : f32} : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @convert_shape(%x: tensor<4xf32>) -> tensor<2x2xbf16> {
  // expected-error @+1 {{shape changes from 'tensor<4xf32>' to 'tensor<2x2xbf16>'}}
  %0 = oa.convert %x : (tensor<4xf32>) -> tensor<2x2xbf16>
  return %0 : tensor<2x2xbf16>
}

// -----

func.func @unscale_inv(%g: tensor<4xf32>, %s: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{inv must be tensor<f32>}}
  %0 = oa.unscale %g, %s : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_finite_types(%f: tensor<f32>, %a: tensor<4xf32>, %b: tensor<4xbf16>) -> tensor<4xf32> {
  // expected-error @+1 {{new_value and old_value}}
  %0 = oa.select_finite %f, %a, %b : (tensor<f32>, tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @found_inf_none(%s: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'oa.found_inf' op needs at least one input}}
  %0 = oa.found_inf %s : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @found_inf_inv(%g: tensor<4xf32>, %s: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{'oa.found_inf' op inv must be tensor<f32>, got 'tensor<1xf32>'}}
  %0 = oa.found_inf %s, %g : (tensor<1xf32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
