"""torch.compile(model, backend="oa"): inference graphs through oa.compile.

TorchDynamo hands the backend an FX GraphModule and example inputs; oa
captures it again with torch.export (the GraphModule is an nn.Module), so
the same capture rules apply.  A graph oa cannot capture or compile runs
in eager mode, with a warning saying why.  Registered when oa.torch is
imported, and as the `torch_dynamo_backends` entry point "oa".
"""
import warnings

import torch


def oa_backend(gm, example_inputs):
    from .runtime import compile as oa_compile
    try:
        if any(not isinstance(x, torch.Tensor) for x in example_inputs):
            raise ValueError("the graph takes non-tensor inputs")
        m = oa_compile(gm, list(example_inputs))
    except Exception as e:  # any reason at all: eager is always correct
        warnings.warn(f"oa: this graph runs in eager mode: {str(e).splitlines()[0]}",
                      RuntimeWarning, stacklevel=2)
        return gm.forward

    def run(*args):
        with torch.no_grad():
            out = m(*args)
        return out if isinstance(out, tuple) else (out,)
    return run


def register():
    from torch._dynamo import list_backends, register_backend
    if "oa" not in list_backends(exclude_tags=()):
        register_backend(name="oa")(oa_backend)
