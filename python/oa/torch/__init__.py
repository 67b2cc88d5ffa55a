"""oa for PyTorch users (issue 17): capture a torch.nn.Module into the oa
model dialect through torch.export (capture.py).  Needs torch; importing
oa alone does not."""
from .capture import CaptureError, Captured, capture, export  # noqa: F401
