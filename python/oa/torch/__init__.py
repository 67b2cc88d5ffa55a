"""oa for PyTorch users (issue 17): capture a torch.nn.Module into the oa
model dialect through torch.export (capture.py), compile it with the
backward and optimizer update (oa-autodiff) into a bundle (program.py),
and train or run it with oa's kernels (runtime.py: oa.compile).
Needs torch; importing oa alone does not."""
from .capture import CaptureError, Captured, capture, export  # noqa: F401
from .runtime import CompiledModel, compile  # noqa: F401
from .dynamo import oa_backend, register as _register_dynamo  # noqa: F401

try:
    _register_dynamo()
except Exception:  # an old torch without dynamo: torch.compile(backend=oa_backend) still works
    pass
