# Mixed precision follows torch.autocast on CUDA: capture(precision="fp16")
# gives every ATen node of the example models the dtype that torch's own
# CUDA autocast gives it, node by node.  No GPU is needed: torch's autocast
# kernels for CUDA run on fake CUDA tensors (FakeTensorMode), which carry
# dtypes and shapes only.  Also: every handled op that torch registers an
# autocast kernel for is in capture's AUTOCAST_LOW or AUTOCAST_F32.
# RUN: %python %s | FileCheck %s
# CHECK-NOT: MISMATCH
# CHECK: mlp: {{[0-9]+}} nodes
# CHECK: causal: {{[0-9]+}} nodes
# CHECK: convnet: {{[0-9]+}} nodes
# CHECK: all ok
import os
import sys

import torch
from torch._subclasses.fake_tensor import FakeTensorMode

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples",
                                "torch-training"))
import train  # noqa: E402
import importlib  # noqa: E402

cap = importlib.import_module("oa.torch.capture")
OA = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16"}
bad = 0

# 1. The tables against torch's dispatcher: an op with an AutocastCUDA
# kernel changes dtypes under autocast, so capture must know it.
for op in cap.HANDLERS:
    if not isinstance(op, torch._ops.OpOverload):
        continue
    name = op._schema.name + ("" if op._overloadname == "default" else "." + op._overloadname)
    registered = "AutocastCUDA" in torch._C._dispatch_dump(name)
    if registered and op not in cap.AUTOCAST_LOW | cap.AUTOCAST_F32:
        print(f"MISMATCH: {name} has a CUDA autocast kernel and is in neither table")
        bad += 1


def autocast_dtypes(ep, low):
    """{node name: dtype} of the exported graph run under CUDA autocast on
    fake CUDA tensors."""
    out = {}
    with FakeTensorMode(allow_non_fake_inputs=True):
        torch.set_autocast_dtype("cuda", low)
        torch.set_autocast_enabled("cuda", True)
        torch.autocast_increment_nesting()
        try:
            env = {}
            for node in ep.graph.nodes:
                if node.op == "placeholder":
                    v = node.meta["val"]
                    env[node] = torch.empty(v.shape, dtype=v.dtype, device="cuda")
                elif node.op == "call_function":
                    fix = lambda a: env[a] if isinstance(a, torch.fx.Node) else a  # noqa: E731
                    args = torch.fx.node.map_aggregate(node.args, fix)
                    kwargs = dict(torch.fx.node.map_aggregate(node.kwargs, fix))
                    if "device" in kwargs:
                        kwargs["device"] = torch.device("cuda")
                    r = node.target(*args, **kwargs)
                    env[node] = r
                    if isinstance(r, torch.Tensor):
                        out[node.name] = r.dtype
        finally:
            torch.autocast_decrement_nesting()
            torch.set_autocast_enabled("cuda", False)
    return out


class WithLoss(torch.nn.Module):
    def __init__(self, m, loss):
        super().__init__()
        self.m, self.loss = m, loss

    def forward(self, x, y):
        return self.loss(self.m(x), y)


torch.manual_seed(0)
for name in train.MODELS:
    model, x, y, loss = train.make(name, False, "cpu")
    model.train()
    c = cap.capture(WithLoss(model, loss), (x, y), precision="fp16")
    want = autocast_dtypes(c.program, torch.float16)
    n = 0
    for node, dt in want.items():
        got = c.dtypes.get(node)
        if got is None or dt not in OA:
            continue
        n += 1
        if got != OA[dt]:
            print(f"MISMATCH: {name}: {node}: oa {got}, autocast {OA[dt]}")
            bad += 1
    print(f"{name}: {n} nodes as autocast")
print("FAILED" if bad else "all ok")
raise SystemExit(1 if bad else 0)
