//===- OAOps.td - ops of the oa model dialect --------------*- tablegen -*-===//
//
// Every op prints in the generic `operands attr-dict : functional-type` form
// so that the Python emitter writes one shape of text for all of them.
// Verifiers live in lib/Dialect/OA/OAOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef OA_DIALECT_OA_OAOPS_TD
#define OA_DIALECT_OA_OAOPS_TD

include "oa/Dialect/OA/OADialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/BuiltinAttributes.td"

// Floating tensors the lowering handles: FP32 by default, FP16/BF16 where an
// op computes in FP32 internally.
def OA_FloatTensor : RankedTensorOf<[F32, F16, BF16]>;
// Token ids and class targets (embedding, cross_entropy; reshape moves them).
def OA_IndexTensor : RankedTensorOf<[I32, I64]>;
def OA_AnyTensor : RankedTensorOf<[F32, F16, BF16, I32, I64]>;

class OA_PureOp<string mnemonic, list<Trait> traits = []>
    : OA_Op<mnemonic, !listconcat([Pure], traits)> {
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===--- Contractions ----------------------------------------------------===//

def OA_LinearOp : OA_PureOp<"linear"> {
  let summary = "y = x W^T (+ b), W in [out, in] layout as in torch.nn.Linear";
  let description = [{
    `x` is `[..., K]`, `weight` is `[N, K]`, the optional `bias` is `[N]`; the
    result is `[..., N]`.  FP16/BF16 operands accumulate in FP32; the result is
    the operand type or f32.
  }];
  let arguments = (ins OA_FloatTensor:$input, OA_FloatTensor:$weight,
                       Optional<OA_FloatTensor>:$bias);
  let results = (outs OA_FloatTensor:$result);
  let assemblyFormat = "$input `,` $weight (`,` $bias^)? attr-dict `:` functional-type(operands, results)";
}

def OA_MatmulOp : OA_PureOp<"matmul"> {
  let summary = "[M, K] x [K, N] -> [M, N], FP32 accumulation";
  let arguments = (ins OA_FloatTensor:$lhs, OA_FloatTensor:$rhs);
  let results = (outs OA_FloatTensor:$result);
}

def OA_BatchMatmulOp : OA_PureOp<"batch_matmul"> {
  let summary = "[B, M, K] x [B, K, N] -> [B, M, N], FP32 accumulation";
  let arguments = (ins OA_FloatTensor:$lhs, OA_FloatTensor:$rhs);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Elementwise -----------------------------------------------------===//

class OA_BinaryOp<string mnemonic, string what> : OA_PureOp<mnemonic> {
  let summary = "elementwise " # what # " of two tensors of one type";
  let arguments = (ins OA_FloatTensor:$lhs, OA_FloatTensor:$rhs);
  let results = (outs OA_FloatTensor:$result);
}
def OA_AddOp : OA_BinaryOp<"add", "sum (also the residual add)">;
def OA_SubOp : OA_BinaryOp<"sub", "difference">;
def OA_MulOp : OA_BinaryOp<"mul", "product">;
def OA_DivOp : OA_BinaryOp<"div", "quotient">;

def OA_ReluOp : OA_PureOp<"relu"> {
  let summary = "max(x, 0)";
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_GeluOp : OA_PureOp<"gelu"> {
  let summary = "GELU, exact (erf, approximate = \"none\") or tanh form";
  let arguments = (ins OA_FloatTensor:$input,
                       DefaultValuedStrAttr<StrAttr, "none">:$approximate);
  let results = (outs OA_FloatTensor:$result);
}

def OA_SgdUpdateOp : OA_PureOp<"sgd_update"> {
  let summary = "param - lr * grad (the updated parameter as a new tensor)";
  let arguments = (ins OA_FloatTensor:$param, OA_FloatTensor:$grad, F32Attr:$lr);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Row-wise --------------------------------------------------------===//

def OA_SoftmaxOp : OA_PureOp<"softmax"> {
  let summary = "softmax over the last axis";
  let arguments = (ins OA_FloatTensor:$input);
  let results = (outs OA_FloatTensor:$result);
}

def OA_LayerNormOp : OA_PureOp<"layer_norm"> {
  let summary = "affine LayerNorm over the last axis (biased variance)";
  let arguments = (ins OA_FloatTensor:$input, OA_FloatTensor:$gamma,
                       OA_FloatTensor:$beta,
                       DefaultValuedAttr<F32Attr, "1.0e-5">:$epsilon);
  let results = (outs OA_FloatTensor:$result);
}

def OA_RmsNormOp : OA_PureOp<"rms_norm"> {
  let summary = "RMSNorm over the last axis: x * rsqrt(mean(x^2) + epsilon) (* gamma)";
  let description = [{
    As torch.nn.functional.rms_norm with normalized_shape = the last axis;
    the optional `gamma` is `[D]` with the input's element type.
  }];
  let arguments = (ins OA_FloatTensor:$input, Optional<OA_FloatTensor>:$gamma,
                       DefaultValuedAttr<F32Attr, "1.0e-6">:$epsilon);
  let results = (outs OA_FloatTensor:$result);
  let assemblyFormat = "$input (`,` $gamma^)? attr-dict `:` functional-type(operands, results)";
}

class OA_ReduceOp<string mnemonic, string what> : OA_PureOp<mnemonic> {
  let summary = what # " over one axis";
  let arguments = (ins OA_FloatTensor:$input, I64Attr:$axis,
                       DefaultValuedAttr<BoolAttr, "false">:$keep_dim);
  let results = (outs OA_FloatTensor:$result);
}
def OA_ReduceSumOp : OA_ReduceOp<"reduce_sum", "sum">;
def OA_ReduceMeanOp : OA_ReduceOp<"reduce_mean", "mean">;
def OA_ReduceMaxOp : OA_ReduceOp<"reduce_max", "maximum">;

def OA_MseLossOp : OA_PureOp<"mse_loss"> {
  let summary = "mean((pred - target)^2) as a rank-0 f32 tensor";
  let arguments = (ins OA_FloatTensor:$pred, OA_FloatTensor:$target);
  let results = (outs OA_FloatTensor:$result);
}

//===--- Data movement ---------------------------------------------------===//

def OA_TransposeOp : OA_PureOp<"transpose"> {
  let summary = "permute axes: result dim i is input dim permutation[i]";
  let arguments = (ins OA_FloatTensor:$input, DenseI64ArrayAttr:$permutation);
  let results = (outs OA_FloatTensor:$result);
}

def OA_ReshapeOp : OA_PureOp<"reshape"> {
  let summary = "same elements in row-major order, new static shape";
  let arguments = (ins OA_AnyTensor:$input);
  let results = (outs OA_AnyTensor:$result);
}

def OA_ConcatOp : OA_PureOp<"concat"> {
  let summary = "join tensors along one axis";
  let arguments = (ins Variadic<OA_FloatTensor>:$inputs, I64Attr:$axis);
  let results = (outs OA_FloatTensor:$result);
}

include "oa/Dialect/OA/OATrainingOps.td"

#endif // OA_DIALECT_OA_OAOPS_TD
