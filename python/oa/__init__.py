"""oa's Python side.

* `oa.emit` (`Module`): model-level MLIR (oa dialect) as text for oa-opt.
* `oa.launch`: launch plans of oa-translate to files oa-run takes.
* Typed kernels: `@oa.kernel` functions in a typed Python subset
  (`oa.typed`), compiled through MLIR to cubins and callable on numpy
  arrays or torch tensors.
* The `oa` command (`oa.cli`, subcommands in `oa.commands`).
"""
from .emit import Module, Function, Tensor  # noqa: F401
from .typed import *  # noqa: F401,F403
from .typed import __all__ as _typed_all
from .version import __version__  # noqa: F401

__all__ = ["Module", "Function", "Tensor", "__version__"] + _typed_all


def compile(module, example_inputs, **options):
    """Trains and runs a torch.nn.Module with oa's kernels: oa.torch.compile
    (docs/Training.md).  Imports torch."""
    from .torch import compile as _compile
    return _compile(module, example_inputs, **options)


__all__.append("compile")
