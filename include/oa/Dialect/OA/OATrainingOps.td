//===- OATrainingOps.td - ops for captured models and training -*- tablegen -*-===//
//
// Ops that torch capture (python/oa/torch) and the autodiff pass
// (oa-autodiff) need beyond the forward set of OAOps.td: scalars and
// broadcasts, slices, attention, embedding, cross-entropy, the backward ops
// whose VJP is not a composition of other ops, and optimizer updates.
// Included from OAOps.td; verifiers in lib/Dialect/OA/OATrainingOps.cpp,
// kernels in lib/Conversion/OAToKernels/{Movement,Attention,Random,Lookup,
// RowGrad,Optim,EltGrad}.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef OA_DIALECT_OA_OATRAININGOPS_TD
#define OA_DIALECT_OA_OATRAININGOPS_TD

//===--- Scalars, constants, broadcasts ------------------------------------===//

def OA_ScaleOp : OA_PureOp<"scale"> {
  let summary = "x * factor + bias with scalar attributes (torch's tensor-scalar ops)";
  let arguments = (ins OA_FloatTensor:$input, F32Attr:$factor,
                       DefaultValuedAttr<F32Attr, "0.0">:$bias);
  let results = (outs OA_FloatTensor:$result);
}

def OA_ConvertOp : OA_PureOp<"convert"> {
  let summary = "the same values in another float type (rounded to nearest even)";
  let description = [{
    Mixed precision: fp32 master weights convert to f16/bf16 for the
    forward and backward; the VJP converts the gradient back.
  }];
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_FillOp : OA_PureOp<"fill"> {
  let summary = "a tensor of one value (the loss seed, LayerNorm's unit gamma)";
  let arguments = (ins F32Attr:$value);
  let results = (outs OA_FloatTensor:$result);
}

def OA_BroadcastOp : OA_PureOp<"broadcast"> {
  let summary = "numpy broadcast: leading axes added, size-1 axes repeated";
  let description = [{
    The input's shape, aligned to the result's last axes, must have each
    dimension equal to the result's or 1.
  }];
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_SliceOp : OA_PureOp<"slice"> {
  let summary = "elements [start, start + result size) along axis";
  let arguments = (ins OA_FloatTensor:$input, I64Attr:$axis, I64Attr:$start);
  let results = (outs OA_FloatTensor:$result);
}

def OA_PadOp : OA_PureOp<"pad"> {
  let summary = "input placed at start along axis, zeros elsewhere (the VJP of slice)";
  let arguments = (ins OA_FloatTensor:$input, I64Attr:$axis, I64Attr:$start);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Elementwise math ----------------------------------------------------===//

// torch's pointwise math (tanh, sigmoid, exp, log, sqrt, rsqrt); SiLU,
// log_softmax, pow and var are captured as compositions of these.  Their
// VJPs are compositions too: exp' = y, log' = 1/x, tanh' = 1 - y^2,
// sigmoid' = y (1 - y), sqrt' = 1/(2y), rsqrt' = -y^3/2.
class OA_UnaryMathOp<string mnemonic, string what> : OA_PureOp<mnemonic> {
  let summary = what # ", elementwise (computed in f32)";
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_ExpOp : OA_UnaryMathOp<"exp", "e^x">;
def OA_LogOp : OA_UnaryMathOp<"log", "natural logarithm">;
def OA_TanhOp : OA_UnaryMathOp<"tanh", "hyperbolic tangent">;
def OA_SigmoidOp : OA_UnaryMathOp<"sigmoid", "1 / (1 + e^-x)">;
def OA_SqrtOp : OA_UnaryMathOp<"sqrt", "square root">;
def OA_RsqrtOp : OA_UnaryMathOp<"rsqrt", "1 / sqrt(x)">;

//===--- Attention, embedding, cross-entropy ------------------------------===//

def OA_AttentionOp : OA_PureOp<"attention"> {
  let summary = "scaled dot-product attention: softmax(q k^T * scale [+ causal mask]) v";
  let description = [{
    `q` is `[..., Sq, D]`, `k` is `[..., Sk, D]`, `v` is `[..., Sk, Dv]` with
    equal leading (batch, head) axes; the result is `[..., Sq, Dv]`.  With
    `causal`, query i sees keys j <= i (torch's is_causal, top-left
    aligned).  FP32 softmax; f16/bf16 operands as everywhere.
  }];
  let arguments = (ins OA_FloatTensor:$q, OA_FloatTensor:$k, OA_FloatTensor:$v,
                       DefaultValuedAttr<BoolAttr, "false">:$causal, F32Attr:$scale);
  let results = (outs OA_FloatTensor:$result);
}

def OA_CausalMaskOp : OA_PureOp<"causal_mask"> {
  let summary = "-inf above the diagonal of the last two axes (attention's backward)";
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_DropoutMaskOp : OA_PureOp<"dropout_mask"> {
  let summary = "0 or 1/(1-p) per element from a counter-based RNG (training dropout)";
  let description = [{
    Element i keeps (1/(1-p)) when the first word of Philox4x32-10 with key
    (low, high word of rng[0]) and counter (i, 0, stream, rng[1]) is at
    least p * 2^32.  `rng` is `[seed, offset]`: the runtime moves the
    offset each step; `stream` tells a function's dropouts apart.  A pure
    function of its operand, so the backward sees the forward's mask
    whether it is saved or recomputed.
  }];
  let arguments = (ins OA_IndexTensor:$rng, F32Attr:$p, I64Attr:$stream);
  let results = (outs OA_FloatTensor:$result);
}

def OA_EmbeddingOp : OA_PureOp<"embedding"> {
  let summary = "rows of weight [V, D] picked by integer indices [...] -> [..., D]";
  let arguments = (ins OA_FloatTensor:$weight, OA_IndexTensor:$indices);
  let results = (outs OA_FloatTensor:$result);
}

def OA_CrossEntropyOp : OA_PureOp<"cross_entropy"> {
  let summary = "mean over rows of logsumexp(logits) - logits[target] (tensor<f32>)";
  let description = [{
    `logits` is `[N, C]`, `target` `[N]` class indices; rows whose target is
    `ignore_index` are left out of the sum and the count, as in torch.
  }];
  let arguments = (ins OA_FloatTensor:$logits, OA_IndexTensor:$target,
                       DefaultValuedAttr<I64Attr, "-100">:$ignore_index);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Backward ops -------------------------------------------------------===//

def OA_ReluGradOp : OA_PureOp<"relu_grad"> {
  let summary = "dy where x > 0, else 0";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_GeluGradOp : OA_PureOp<"gelu_grad"> {
  let summary = "dy * gelu'(x), erf or tanh form";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$input,
                       DefaultValuedStrAttr<StrAttr, "none">:$approximate);
  let results = (outs OA_FloatTensor:$result);
}

def OA_MaxGradOp : OA_PureOp<"max_grad"> {
  let summary = "dy where x equals the (broadcast) maximum, else 0";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$input, OA_FloatTensor:$max);
  let results = (outs OA_FloatTensor:$result);
}

def OA_SoftmaxGradOp : OA_PureOp<"softmax_grad"> {
  let summary = "y * (dy - sum(dy * y)) over the last axis, y = softmax(x)";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$output);
  let results = (outs OA_FloatTensor:$result);
}

def OA_LayerNormGradOp : OA_PureOp<"layer_norm_grad"> {
  let summary = "dx of affine LayerNorm over the last axis (statistics recomputed)";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$input, OA_FloatTensor:$gamma,
                       DefaultValuedAttr<F32Attr, "1.0e-5">:$epsilon);
  let results = (outs OA_FloatTensor:$result);
}

def OA_RmsNormGradOp : OA_PureOp<"rms_norm_grad"> {
  let summary = "dx of RMSNorm over the last axis (statistics recomputed)";
  let arguments = (ins OA_FloatTensor:$grad, OA_FloatTensor:$input,
                       Optional<OA_FloatTensor>:$gamma,
                       DefaultValuedAttr<F32Attr, "1.0e-6">:$epsilon);
  let results = (outs OA_FloatTensor:$result);
  let assemblyFormat = "$grad `,` $input (`,` $gamma^)? attr-dict `:` functional-type(operands, results)";
}

def OA_EmbeddingGradOp : OA_PureOp<"embedding_grad"> {
  let summary = "dW [V, D]: row v is the sum of dy's rows whose index is v";
  let arguments = (ins OA_FloatTensor:$grad, OA_IndexTensor:$indices);
  let results = (outs OA_FloatTensor:$result);
}

def OA_CrossEntropyGradOp : OA_PureOp<"cross_entropy_grad"> {
  let summary = "dlogits = (softmax(logits) - onehot(target)) * dloss / count";
  let arguments = (ins OA_FloatTensor:$logits, OA_IndexTensor:$target, OA_FloatTensor:$dloss,
                       DefaultValuedAttr<I64Attr, "-100">:$ignore_index);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Optimizer updates ------------------------------------------------===//

def OA_AxpbyOp : OA_PureOp<"axpby"> {
  let summary = "alpha * x + beta * y (momentum buffers, Adam's moments)";
  let arguments = (ins OA_FloatTensor:$x, OA_FloatTensor:$y, F32Attr:$alpha, F32Attr:$beta);
  let results = (outs OA_FloatTensor:$result);
}

def OA_AdamwUpdateOp : OA_PureOp<"adamw_update"> {
  let summary = "p * (1 - lr * wd) - lr * c[0] * m / (sqrt(v) * c[1] + eps)";
  let description = [{
    torch.optim.AdamW's step on updated moments `m`, `v`.  `corrections` is a
    `tensor<2xf32>` holding 1 / (1 - beta1^t) and 1 / sqrt(1 - beta2^t): the
    step count lives in device memory, so a captured CUDA graph replays
    every step.
  }];
  let arguments = (ins OA_FloatTensor:$param, OA_FloatTensor:$m, OA_FloatTensor:$v,
                       OA_FloatTensor:$corrections, F32Attr:$lr, F32Attr:$epsilon,
                       F32Attr:$weight_decay);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Loss scaling (fp16 mixed precision) -----------------------------===//

def OA_UnscaleOp : OA_PureOp<"unscale"> {
  let summary = "x * inv, inv a tensor<f32> (a gradient divided by the loss scale)";
  let description = [{
    The loss scale lives in device memory (`inv` holds 1 / scale), so a
    captured CUDA graph replays every step while the runtime changes it.
  }];
  let arguments = (ins OA_FloatTensor:$input, OA_FloatTensor:$inv);
  let results = (outs OA_FloatTensor:$result);
}

def OA_SelectFiniteOp : OA_PureOp<"select_finite"> {
  let summary = "new where the tensor<f32> flag is finite, old otherwise";
  let description = [{
    Skips an optimizer step whose gradients overflowed: `flag` is the sum of
    every gradient times 0 (0, or NaN when any gradient is inf or NaN), and
    each updated parameter or optimizer state keeps its old value when the
    flag is not finite, as torch.amp.GradScaler skips optimizer.step().
  }];
  let arguments = (ins OA_FloatTensor:$flag, OA_FloatTensor:$new_value,
                       OA_FloatTensor:$old_value);
  let results = (outs OA_FloatTensor:$result);
}

def OA_FoundInfOp : OA_PureOp<"found_inf"> {
  let summary = "every element of the inputs times inv times 0, summed: 0, or NaN when one is inf or NaN";
  let description = [{
    torch.amp.GradScaler's overflow check of all the gradients, unscaled by
    `inv` (a tensor<f32>, 1 / scale), in one op, as torch's foreach kernel
    checks them: its kernel reads every input once (a partial sum per CTA,
    then one CTA sums the partials), where a reduce_sum per gradient took a
    launch each and a chain of adds.  The result is `select_finite`'s flag.
  }];
  let arguments = (ins OA_FloatTensor:$inv, Variadic<OA_FloatTensor>:$inputs);
  let results = (outs OA_FloatTensor:$result);
}

#endif // OA_DIALECT_OA_OATRAININGOPS_TD
