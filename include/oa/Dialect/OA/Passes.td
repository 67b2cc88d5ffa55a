//===- Passes.td - passes on the oa model dialect ------------*- tablegen -*-===//
#ifndef OA_DIALECT_OA_PASSES_TD
#define OA_DIALECT_OA_PASSES_TD

include "mlir/Pass/PassBase.td"

def OAAutodiff : Pass<"oa-autodiff", "::mlir::ModuleOp"> {
  let summary = "Add the training step of a model function: forward, loss, backward, update";
  let description = [{
    For each func.func with `oa.param` arguments (or the one `func` names)
    whose first result is a rank-0 f32 loss, adds `@<name>_train`: the
    forward ops, the loss, the vector-Jacobian product of every op in
    reverse order (gradients of values used twice are summed), and the
    optimizer's update of every parameter the loss depends on (torch.optim
    leaves the others alone; `optimizer=none` gives them a zero gradient).
    The original function stays
    (inference).

    `optimizer=none` returns (loss, dL/dparam...).  `sgd`, `momentum` and
    `adamw` take their state as extra arguments (`<param>.momentum`;
    `<param>.exp_avg`, `<param>.exp_avg_sq` and `adamw.corrections`, the
    two bias corrections of the step) and return (loss, new params...,
    new state...); each new value's result carries `oa.update_of` naming the
    argument it replaces, so a runtime can update in place.

    With `loss-scale` (fp16 mixed precision) the step takes `amp.scale` and
    `amp.inv_scale` (tensor<f32>): the loss is seeded with the scale, every
    parameter's gradient is multiplied by the inverse, `amp.found_inf` is
    returned (the sum of the gradients times 0: 0, or NaN when one is not
    finite) and each update is `oa.select_finite` of it: a step with an
    overflowed gradient leaves parameters and optimizer state as they were.
    Growing and backing off the scale is the runtime's (between steps).

    Saved or recomputed, per op: forward values the VJP needs (inputs of
    linear/matmul, the softmax output, x of the norms) are kept; the norms'
    statistics, LayerNorm's x-hat for dgamma and attention's probabilities
    are recomputed in the backward.
  }];
  let options = [
    Option<"funcName", "func", "std::string", /*default=*/"\"\"",
           "The function to differentiate (default: every one with oa.param arguments)">,
    Option<"optimizer", "optimizer", "std::string", /*default=*/"\"none\"",
           "none (return gradients), sgd, momentum or adamw">,
    Option<"lr", "lr", "double", /*default=*/"1e-3", "Learning rate">,
    Option<"momentum", "momentum", "double", /*default=*/"0.9", "SGD momentum">,
    Option<"beta1", "beta1", "double", /*default=*/"0.9", "AdamW's beta1">,
    Option<"beta2", "beta2", "double", /*default=*/"0.999", "AdamW's beta2">,
    Option<"eps", "eps", "double", /*default=*/"1e-8", "AdamW's epsilon">,
    Option<"weightDecay", "weight-decay", "double", /*default=*/"0.0",
           "Weight decay (decoupled for AdamW, added to the gradient for SGD)">,
    Option<"lossScale", "loss-scale", "bool", /*default=*/"false",
           "Dynamic loss scaling: seed the loss with the amp.scale argument, "
           "unscale the gradients with amp.inv_scale, return amp.found_inf and "
           "keep the old parameters and state when a gradient is not finite">,
  ];
  let dependentDialects = ["::oa::model::OADialect", "::mlir::func::FuncDialect"];
}

#endif // OA_DIALECT_OA_PASSES_TD
