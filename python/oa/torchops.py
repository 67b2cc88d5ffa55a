"""What oa captures from PyTorch: the one table of supported torch layers,
functions and methods, with the ATen ops torch.export turns them into and
the oa ops they become.

Torch-free on purpose: oa.discover reads it to judge a repository's models
by their source (no torch needed), oa.torch.capture handles exactly the
ATen ops named here (test/python/torch/capture.py checks both ways:
every ATen op listed has a handler, every handler is listed), and
docs/Training.md points here instead of repeating it.
"""

# nn layer -> (ATen ops it exports to, the oa ops it becomes).
LAYERS = {
    "Linear": (["linear"], "oa.linear"),
    "ReLU": (["relu"], "oa.relu"),
    "GELU": (["gelu"], "oa.gelu"),
    "Softmax": (["softmax.int", "_softmax"], "oa.softmax"),
    "LogSoftmax": (["log_softmax.int", "_log_softmax"], "oa.reduce_max, oa.exp, oa.log"),
    "LayerNorm": (["layer_norm"], "oa.layer_norm"),
    "RMSNorm": (["rms_norm"], "oa.rms_norm"),
    "BatchNorm1d": (["batch_norm", "_native_batch_norm_legit_no_training", "add_.Tensor"],
                    "oa.reduce_mean, oa.rsqrt, oa.mul (batch statistics; running stats updated)"),
    "BatchNorm2d": (["batch_norm", "_native_batch_norm_legit_no_training", "add_.Tensor"],
                    "oa.reduce_mean, oa.rsqrt, oa.mul (batch statistics; running stats updated)"),
    "Conv1d": (["conv1d"], "oa.pad, oa.slice, oa.concat, oa.matmul (im2col; groups=1)"),
    "Conv2d": (["conv2d"], "oa.pad, oa.slice, oa.concat, oa.matmul (im2col; groups=1)"),
    "Identity": ([], "none"),
    "Dropout": (["dropout", "native_dropout"], "oa.dropout_mask, oa.mul (train), none (eval)"),
    "Flatten": (["flatten.using_ints"], "oa.reshape"),
    "Unflatten": (["unflatten.int"], "oa.reshape"),
    "MSELoss": (["mse_loss"], "oa.mse_loss"),
    "CrossEntropyLoss": (["cross_entropy_loss"], "oa.cross_entropy"),
    "Embedding": (["embedding"], "oa.embedding"),
    "Tanh": (["tanh"], "oa.tanh"),
    "Sigmoid": (["sigmoid"], "oa.sigmoid"),
    "SiLU": (["silu"], "oa.sigmoid, oa.mul"),
    "MultiheadAttention": (["linear", "bmm", "softmax.int"], "oa.linear, oa.batch_matmul"),
    "TransformerEncoderLayer": ([], "composite"),
    "Sequential": ([], "container"), "ModuleList": ([], "container"),
    "ModuleDict": ([], "container"),
}

# torch / torch.nn.functional function or Tensor method -> (ATen ops, oa ops).
FUNCS = {
    "linear": (["linear"], "oa.linear"),
    "matmul": (["matmul"], "oa.matmul / oa.batch_matmul"),
    "mm": (["mm"], "oa.matmul"), "bmm": (["bmm"], "oa.batch_matmul"),
    "add": (["add.Tensor", "add.Scalar"], "oa.add / oa.scale"),
    "sub": (["sub.Tensor", "sub.Scalar", "rsub.Scalar"], "oa.sub / oa.scale"),
    "mul": (["mul.Tensor", "mul.Scalar"], "oa.mul / oa.scale"),
    "div": (["div.Tensor", "div.Scalar"], "oa.div / oa.scale"),
    "neg": (["neg"], "oa.scale"),
    "relu": (["relu"], "oa.relu"), "gelu": (["gelu"], "oa.gelu"),
    "softmax": (["softmax.int", "_softmax"], "oa.softmax"),
    "log_softmax": (["log_softmax.int", "_log_softmax"], "oa.reduce_max, oa.exp, oa.log"),
    "layer_norm": (["layer_norm"], "oa.layer_norm"),
    "rms_norm": (["rms_norm"], "oa.rms_norm"),
    "batch_norm": (["batch_norm", "_native_batch_norm_legit_no_training", "add_.Tensor"],
                   "oa.reduce_mean, oa.rsqrt, oa.mul"),
    "transpose": (["transpose.int"], "oa.transpose"),
    "permute": (["permute"], "oa.transpose"), "t": (["t"], "oa.transpose"),
    "reshape": (["reshape", "_unsafe_view"], "oa.reshape"),
    "view": (["view"], "oa.reshape"), "flatten": (["flatten.using_ints"], "oa.reshape"),
    "unflatten": (["unflatten.int"], "oa.reshape"),
    "unsqueeze": (["unsqueeze"], "oa.reshape"),
    "squeeze": (["squeeze.dim", "squeeze.dims", "squeeze"], "oa.reshape"),
    "expand": (["expand"], "oa.broadcast"),
    "broadcast_tensors": (["broadcast_tensors"], "oa.broadcast"),
    "cat": (["cat"], "oa.concat"), "concat": (["concat"], "oa.concat"),
    "split": (["split.Tensor", "split_with_sizes"], "oa.slice"),
    "chunk": (["chunk"], "oa.slice"),
    "select": (["select.int"], "oa.slice, oa.reshape"),
    "slice": (["slice.Tensor"], "oa.slice"),
    "index": (["index.Tensor"], "oa.slice, oa.concat"),  # a constant list of indices
    "sum": (["sum.dim_IntList", "sum"], "oa.reduce_sum"),
    "mean": (["mean.dim", "mean"], "oa.reduce_mean"),
    "amax": (["amax"], "oa.reduce_max"), "max": (["amax"], "oa.reduce_max"),
    "var": (["var.correction", "var.dim"], "oa.reduce_mean, oa.reduce_sum"),
    "std": (["std.correction", "std.dim"], "oa.reduce_sum, oa.sqrt"),
    "mse_loss": (["mse_loss"], "oa.mse_loss"),
    "cross_entropy": (["cross_entropy_loss"], "oa.cross_entropy"),
    "scaled_dot_product_attention": (["scaled_dot_product_attention"],
                                     "oa.attention (no mask or causal); oa.batch_matmul, "
                                     "oa.softmax with a constant mask"),
    "embedding": (["embedding"], "oa.embedding"),
    "conv1d": (["conv1d"], "oa.pad, oa.slice, oa.concat, oa.matmul (im2col; groups=1)"),
    "conv2d": (["conv2d"], "oa.pad, oa.slice, oa.concat, oa.matmul (im2col; groups=1)"),
    "exp": (["exp"], "oa.exp"), "log": (["log"], "oa.log"), "tanh": (["tanh"], "oa.tanh"),
    "sigmoid": (["sigmoid"], "oa.sigmoid"), "sqrt": (["sqrt"], "oa.sqrt"),
    "rsqrt": (["rsqrt"], "oa.rsqrt"), "silu": (["silu"], "oa.sigmoid, oa.mul"),
    "pow": (["pow.Tensor_Scalar"], "oa.mul / oa.sqrt / oa.exp"),
    "square": (["square"], "oa.mul"), "reciprocal": (["reciprocal"], "oa.div"),
    "masked_fill": (["masked_fill.Scalar"], "oa.mul, oa.add (a mask known at capture)"),
    "where": (["where.self", "where.ScalarOther", "where.ScalarSelf"],
              "oa.mul, oa.add (a condition known at capture)"),
    "dropout": (["dropout", "native_dropout"], "oa.dropout_mask, oa.mul (train), none (eval)"),
    "to": (["to.dtype", "_to_copy", "type_as"], "none (same dtype)"),
    "contiguous": (["contiguous"], "none"), "clone": (["clone"], "none"),
    "detach": (["detach", "alias", "lift_fresh_copy"], "none"),
    "arange": ([], "constant (folded)"), "ones": ([], "constant (folded)"),
    "zeros": ([], "constant (folded)"), "tril": ([], "constant (folded)"),
    "triu": ([], "constant (folded)"),
    "size": ([], "none"), "dim": ([], "none"),
}

# Tensor methods that are never oa ops but harmless to see.
IGNORED_METHODS = {"size", "dim", "shape", "contiguous", "float", "to", "detach"}


def aten_names():
    """Every ATen op name ('softmax.int', 'relu' for .default) the table lists."""
    return {a for table in (LAYERS, FUNCS) for ops, _ in table.values() for a in ops}
