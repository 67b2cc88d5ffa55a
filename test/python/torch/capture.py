# Capture through torch.export: the MLIR of a transformer block verifies in
# oa-opt and names parameters and inputs; unsupported ops and forms are
# errors naming the ATen op and the user's source line.
# RUN: %python %s > %t.mlir && oa-opt %t.mlir | FileCheck %s
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

from oa.torch import CaptureError, capture


class Block(nn.Module):
    def __init__(self, d=16, h=2):
        super().__init__()
        self.h = h
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc1, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=-1)
        q, k, v = (t.view(B, T, self.h, C // self.h).transpose(1, 2) for t in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.drop(self.proj(a.transpose(1, 2).reshape(B, T, C)))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x)), approximate="tanh"))


# CHECK: func.func @forward({{.*}}{oa.name = "ln1.weight", oa.param}{{.*}}{oa.name = "x"})
# CHECK: oa.layer_norm
# CHECK: oa.slice
# CHECK: oa.attention {{.*}}causal = true
# CHECK: oa.gelu {{.*}}approximate = "tanh"
m = Block().eval()
print(capture(m, (torch.randn(2, 5, 16),)).mlir)


# Tensors that depend on no input (positions) are folded by torch into
# buffer arguments.
# CHECK: func.func @positions(%{{.*}}: tensor<8x4xf32> {oa.name = "pos.weight", oa.param}, %{{.*}}: tensor<5x4xf32> {oa.name = "x"}, %{{.*}}: tensor<5xi64> {oa.name = "const.{{[a-z_0-9]+}}"})
# CHECK: oa.embedding
class Positions(nn.Module):
    def __init__(self):
        super().__init__()
        self.pos = nn.Embedding(8, 4)

    def forward(self, x):
        return x + self.pos(torch.arange(x.shape[0]))


cap = capture(Positions(), (torch.randn(5, 4),), name="positions")
assert [n for n, _ in cap.buffers][0].startswith("const.")
assert cap.buffers[0][1].tolist() == [0, 1, 2, 3, 4]
print(cap.mlir)


def expect_error(cls, want_op, *inputs):
    """The error names the op and the line of forward that calls it (the
    line after the `def forward`)."""
    import inspect
    line = inspect.getsourcelines(cls.forward)[1] + 1
    try:
        capture(cls(), inputs)
    except CaptureError as e:
        msg = str(e)
        assert want_op in msg, msg
        assert f"capture.py:{line}: error:" in msg, msg
        print("ok:", msg.splitlines()[0].split("error: ")[1], file=sys.stderr)
        return
    raise AssertionError(f"no error for {want_op}")


class Sin(nn.Module):
    def forward(self, x):
        return torch.sin(x) + 1




class Masked(nn.Module):  # a boolean mask computed from an input
    def forward(self, q, m):
        return F.scaled_dot_product_attention(q, q, q, attn_mask=m > 0)


class Smoothing(nn.Module):
    def forward(self, x, t):
        return F.cross_entropy(x, t, label_smoothing=0.1)


class Conv(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 2, 3, groups=2)

    def forward(self, x):
        return self.conv(x)


class BoolMask(nn.Module):
    def forward(self, x):
        return x * (torch.ones(3, 3).tril() == 0)


# One table of supported ops (oa/torchops.py), and capture handles exactly it.
from oa.torch.capture import check_op_table  # noqa: E402
missing, unlisted = check_op_table()
assert not missing and not unlisted, f"listed without a handler {missing}, handled not listed {unlisted}"

expect_error(Sin, "aten.sin", torch.randn(3))
# A layer's op is reported at the user's line, naming where inside torch.
expect_error(Conv, "aten.conv1d: a grouped convolution (groups=2) (inside torch/nn/modules/conv.py:",
             torch.randn(1, 2, 5))
expect_error(BoolMask, "an operand of dtype torch.bool", torch.randn(3, 3))
expect_error(Masked, "aten.gt.Scalar", torch.randn(2, 4, 8), torch.zeros(4, 4))
expect_error(Smoothing, "label_smoothing=0.1", torch.randn(3, 5), torch.zeros(3, dtype=torch.long))


# A module whose buffers live on another device (the H200 run's `causal`
# model: masked_fill on a registered tril buffer on cuda:0).  There is no
# GPU here, so a tensor subclass plays the device: like a CUDA tensor, it
# refuses mixing with a CPU tensor of rank > 0 and `.cpu()` brings it back.
# Constants folded at capture (the mask, the fill values) must be built on
# the CPU and handed over as buffers, never mixed with the device's tensors.
class Elsewhere(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.Tensor.cpu:
            return args[0].as_subclass(torch.Tensor).clone()
        leaves = torch.utils._pytree.tree_leaves((args, kwargs))
        if any(isinstance(t, Elsewhere) for t in leaves) and any(
                type(t) is torch.Tensor and t.dim() > 0 for t in leaves):
            raise RuntimeError(f"{func.__name__}: Expected all tensors to be on the same device")
        with torch._C.DisableTorchFunctionSubclass():
            out = func(*args, **kwargs)
        return torch.utils._pytree.tree_map_only(torch.Tensor, lambda t: t.as_subclass(cls), out)


class CausalScores(nn.Module):
    def __init__(self, t):
        super().__init__()
        self.register_buffer("mask", torch.tril(torch.ones(t, t)).view(1, 1, t, t))

    def forward(self, q):
        T = q.shape[-2]
        att = q @ q.transpose(-2, -1)
        return torch.softmax(att.masked_fill(self.mask[:, :, :T, :T] == 0, float("-inf")), -1)


def export_elsewhere(module, example_inputs):
    module, ep = export_on_cpu(module, example_inputs)
    module.mask = module.mask.as_subclass(Elsewhere)
    return module, ep


capture_mod = sys.modules["oa.torch.capture"]  # (oa.torch.capture is also the function)
export_on_cpu = capture_mod.export
capture_mod.export = export_elsewhere
try:
    cap = capture(CausalScores(6), (torch.randn(2, 3, 5, 4),), name="causal")
finally:
    capture_mod.export = export_on_cpu
keep = [v for n, v in cap.buffers if n.startswith("const.") and n.endswith(".m0")]
fill = [v for n, v in cap.buffers if n.startswith("const.") and n.endswith(".add")]
assert len(keep) == 1 and len(fill) == 1, [n for n, _ in cap.buffers]
assert keep[0].shape == (1, 1, 5, 5) and torch.equal(keep[0][0, 0], torch.tril(torch.ones(5, 5)))
assert torch.equal(fill[0][0, 0] == float("-inf"), torch.ones(5, 5).triu(1) == 1)
print("ok: masked_fill with a mask from a buffer on another device", file=sys.stderr)
