"""oa's Python side: emit model-level MLIR (oa dialect) as text for oa-opt.

No MLIR Python bindings are needed: `oa.emit` builds the text itself, with
shape inference that mirrors the op verifiers, and `oa.launch` turns the
launch plan oa-translate writes into files oa-run takes.
"""
from .emit import Module, Function, Tensor  # noqa: F401
