# TF32 (issue 17) on the example's GPT-style causal model (masked_fill on
# a tril buffer, softmax, cross-entropy; examples/torch-training), whose
# TF32 GPU check failed on an H100 (1.20 of its allowance): oa rounds to
# TF32 exactly what torch's allow_tf32 does, the operands of every GEMM
# (linear, matmul/bmm, forward and backward) to nearest, and nothing else
# (not the scores, the -inf fill, softmax or its backward, the GEMMs'
# results).  One step's gradients, oa's lowered kernels in oa-emu against
# torch on the CPU with each GEMM emulated:
#  * TF32 operands rounded to nearest (cvt.rna; what oa and cuBLAS do):
#    oa is as close to it as a control is (torch again with every op's
#    fp32 result moved by up to an ulp: examples/torch-training/controls.py,
#    another TF32 implementation differing at fp32 roundoff): measured
#    1.7e-5 against the larger of two controls' 4.3e-5 (relative L2 over
#    all parameters); allowed: 3x the controls';
#  * and far from what a wrong TF32 path gives (at least 5x oa's and the
#    controls' distance): operands truncated (HMMA alone) 1.4e-3, no TF32
#    (FP32 GEMMs) 3.4e-4, the GEMMs' results rounded to TF32 as well
#    3.4e-4.  (oa compiled with "ieee" instead: 3.4e-4, FAILED.)
# RUN: rm -rf %t && mkdir -p %t && %python %s %oa_src/examples/torch-training %t
import copy
import importlib.util
import os
import sys

import numpy as np
import torch
import torch.nn as nn
from torch.utils._python_dispatch import TorchDispatchMode

from oa.torch import capture
from oa.torch.capture import with_fp32_matmul
from oa.torch.program import EmuExecutor, compile_bundle

example, work = sys.argv[1], sys.argv[2]
sys.path.insert(0, example)
spec = importlib.util.spec_from_file_location("train", os.path.join(example, "train.py"))
train = importlib.util.module_from_spec(spec)
spec.loader.exec_module(train)
from controls import UlpNoise  # noqa: E402

aten = torch.ops.aten
torch.manual_seed(0)
V, D, H, S, B = 32, 32, 2, 16, 2   # every GEMM's K and N a multiple of 4: all TF32


def rna(t):
    """cvt.rna.tf32.f32 (GemmTC.cpp's roundTF32)."""
    b = t.contiguous().view(torch.int32)
    return torch.where(torch.isfinite(t), ((b + 0x1000) & ~0x1FFF).view(torch.float32), t)


def trunc(t):
    b = t.contiguous().view(torch.int32)
    return torch.where(torch.isfinite(t), (b & ~0x1FFF).view(torch.float32), t)


class Gemms(TorchDispatchMode):
    """mm, bmm and addmm with operands through `operand`, results through
    `result`, products summed by torch in fp32."""

    def __init__(self, operand, result=lambda t: t):
        super().__init__()
        self.operand, self.result = operand, result

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func in (aten.mm.default, aten.bmm.default, aten.addmm.default) and not kwargs:
            bias, (a, b) = (args[0], args[1:3]) if func is aten.addmm.default else (None, args)
            y = (aten.bmm if a.dim() == 3 else aten.mm)(self.operand(a), self.operand(b))
            return self.result(y if bias is None else bias + y)
        return func(*args, **(kwargs or {}))


class WithLoss(nn.Module):
    def __init__(self, m, target):
        super().__init__()
        self.m = m
        self.register_buffer("target", target)

    def forward(self, idx):
        return train.token_loss(self.m(idx), self.target)


idx, target = torch.randint(0, V, (B, S)), torch.randint(0, V, (B, S))
model = WithLoss(train.CausalLM(V, D, H, S), target)


def grads(*modes):
    m = copy.deepcopy(model)
    for mode in modes:
        mode.__enter__()
    try:
        m(idx).backward()
    finally:
        for mode in reversed(modes):
            mode.__exit__(None, None, None)
    return np.concatenate([p.grad.double().numpy().ravel() for p in m.parameters()])


cap = capture(model, (idx,))
b = compile_bundle(with_fp32_matmul(cap.mlir, "tf32"), f"{work}/causal", sm="sm_90",
                   autodiff={"optimizer": "none"})
feed = {n: p.detach().numpy() for n, p in cap.params}
feed.update({n: x.numpy() for (n, _, _), x in zip(cap.inputs, (idx,))})
feed.update({n: t.detach().numpy() for n, t in cap.buffers})
outs = EmuExecutor(b).run("forward_train", feed)
got = np.concatenate([outs[n + ".grad"].astype(np.float64).ravel() for n, _ in model.named_parameters()])

ref = grads(Gemms(rna))
rel = lambda g: float(np.linalg.norm(g - ref) / np.linalg.norm(ref))  # noqa: E731
oa_d = rel(got)
# Two controls (UlpNoise entered last: it sees each op first and moves
# what the rounding GEMMs return).
ctrl = max(rel(grads(Gemms(rna), UlpNoise(seed))) for seed in (1, 2))
wrong = {"truncated": rel(grads(Gemms(trunc))), "FP32": rel(grads()),
         "results rounded": rel(grads(Gemms(rna, rna)))}
print(f"oa {oa_d:.1e}, controls {ctrl:.1e}, " + ", ".join(f"{k} {v:.1e}" for k, v in wrong.items()))
ok = oa_d <= 3 * ctrl and all(oa_d * 5 <= v for v in wrong.values()) and ctrl * 5 <= min(wrong.values())
print("ok" if ok else "FAILED")
sys.exit(0 if ok else 1)
