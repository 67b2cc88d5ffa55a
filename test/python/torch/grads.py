# Gradients of every differentiable op, through capture, oa-autodiff, the
# lowered kernels compiled by oa-llc and run in oa-emu, against
# torch.autograd on the CPU (float64 where torch allows, small shapes).
# The composed case covers what capture builds from other ops: SiLU,
# log_softmax, pow, number / tensor, var and std; then masked_fill and
# where with masks known at capture, attention with a boolean and a float
# mask, BatchNorm with batch statistics, conv1d/conv2d (stride, padding,
# dilation) as im2col.
# RUN: %python %s %t
import math
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from oa.torch import capture
from oa.torch.program import EmuExecutor, compile_bundle

torch.manual_seed(0)
work = sys.argv[1]


class Case(nn.Module):
    """loss = f(params, inputs); every input that is a float tensor is a
    parameter here so that its gradient is checked too."""

    def __init__(self, fn, **params):
        super().__init__()
        self.fn = fn
        for k, v in params.items():
            setattr(self, k, nn.Parameter(v))

    def forward(self, *inputs):
        return self.fn(self, *inputs)


def r(*s):
    return torch.randn(*s)


CASES = {
    "linear+bias": (lambda m: F.linear(m.x, m.w, m.b).mul(m.c).sum(),
                    dict(x=r(2, 3, 5), w=r(4, 5), b=r(4), c=r(2, 3, 4)), ()),
    "matmul/bmm": (lambda m: ((m.a @ m.b) * m.c).sum() + (torch.bmm(m.p, m.q) * m.s).sum(),
                   dict(a=r(3, 5), b=r(5, 4), c=r(3, 4), p=r(2, 3, 5), q=r(2, 5, 4), s=r(2, 3, 4)), ()),
    "arith": (lambda m: ((m.a + m.b) * (m.a - m.b) / (m.c * m.c + 2) * 0.5 + m.a * m.d).mean(),
              dict(a=r(4, 6), b=r(4, 6), c=r(4, 6), d=r(6)), ()),
    "relu/gelu": (lambda m: (F.relu(m.a) * m.w).sum() + (F.gelu(m.a) * m.w).sum()
                  + (F.gelu(m.a, approximate="tanh") * m.w).sum(),
                  dict(a=r(5, 7), w=r(5, 7)), ()),
    "softmax": (lambda m: (torch.softmax(m.a, -1) * m.w).sum() + (torch.softmax(m.a, 0) * m.w).sum(),
                dict(a=r(6, 9), w=r(6, 9)), ()),
    "layer_norm": (lambda m: (F.layer_norm(m.x, (8,), m.g, m.b) * m.w).sum(),
                   dict(x=r(3, 4, 8), g=r(8), b=r(8), w=r(3, 4, 8)), ()),
    "rms_norm": (lambda m: (F.rms_norm(m.x, (8,), m.g, 1e-6) * m.w).sum(),
                 dict(x=r(5, 8), g=r(8), w=r(5, 8)), ()),
    "reductions": (lambda m: (m.x.sum(-1) * m.u).sum() + (m.x.mean(1) * m.v).sum()
                   + (m.x.amax(-1) * m.u).sum() + m.x.mean()
                   # every maximum twice: torch splits its gradient evenly
                   + (torch.cat([m.x, m.x], -1).amax(-1) * m.u).sum(),
                   dict(x=r(4, 6, 5), u=r(4, 6), v=r(4, 5)), ()),
    "movement": (lambda m: (torch.cat([m.a, m.b], dim=1).permute(1, 0, 2).reshape(7, 6) * m.w).sum()
                 + (m.c.split(2, dim=-1)[1] * m.a[:, :, :2]).sum(),
                 dict(a=r(2, 3, 3), b=r(2, 4, 3), c=r(2, 3, 4), w=r(7, 6)), ()),
    "attention": (lambda m: (F.scaled_dot_product_attention(m.q, m.k, m.v) * m.w).sum()
                  + (F.scaled_dot_product_attention(m.q, m.k, m.v, is_causal=True) * m.w).sum(),
                  dict(q=r(2, 2, 5, 4), k=r(2, 2, 5, 4), v=r(2, 2, 5, 3), w=r(2, 2, 5, 3)), ()),
    # Head dims past one warp's 32 lanes (a partial last slot), a key count
    # that is not a multiple of the kernel's 4-key step, Sq < Sk causal.
    "attention wide": (lambda m: (F.scaled_dot_product_attention(m.q, m.k, m.v) * m.w).sum()
                       + (F.scaled_dot_product_attention(m.q, m.k, m.v, is_causal=True) * m.w).sum(),
                       dict(q=r(1, 2, 7, 40), k=r(1, 2, 9, 40), v=r(1, 2, 9, 33), w=r(1, 2, 7, 33)), ()),
    "math": (lambda m: ((torch.exp(m.a) + torch.tanh(m.a) + torch.sigmoid(m.a)) * m.w).sum()
             + ((torch.log(m.a * m.a + 0.5) + torch.sqrt(m.a * m.a + 0.5)
                 + torch.rsqrt(m.a * m.a + 0.5)) * m.w).sum(),
             dict(a=r(4, 6), w=r(4, 6)), ()),
    "composed": (lambda m: (F.silu(m.a) * m.w).sum() + (F.log_softmax(m.a, -1) * m.w).sum()
                 + (F.log_softmax(m.a, 0) * m.w).sum() + (m.a.pow(3) * m.w).sum()
                 + ((m.a * m.a + 0.5) ** 1.7 * m.w).sum() + (2.0 / (m.a * m.a + 0.5) * m.w).sum()
                 + (m.a.var(-1) * m.w[:, 0]).sum() + (m.a.std(0, keepdim=True) * m.w[:1]).sum(),
                 dict(a=r(4, 6), w=r(4, 6)), ()),
    "masked_fill/where": (lambda m: (torch.softmax(m.a.masked_fill(
        torch.ones(5, 5, dtype=torch.bool).triu(1), float("-inf")), -1) * m.w).sum()
        + (torch.where(torch.ones(5, 5).tril() > 0, m.a, 0.5) * m.w).sum()
        + (torch.where(torch.arange(5) < 3, m.w, m.a) * m.a).sum(),
        dict(a=r(2, 5, 5), w=r(2, 5, 5)), ()),
    "attention masks": (lambda m, bias: (F.scaled_dot_product_attention(
        m.q, m.k, m.v, attn_mask=torch.ones(5, 6, dtype=torch.bool).tril()) * m.w).sum()
        + (F.scaled_dot_product_attention(m.q, m.k, m.v, attn_mask=bias, scale=0.3) * m.w).sum(),
        dict(q=r(2, 2, 5, 4), k=r(2, 2, 6, 4), v=r(2, 2, 6, 3), w=r(2, 2, 5, 3)), (r(5, 6),)),
    "batch_norm": (lambda m: (F.batch_norm(m.x, None, None, m.g, m.b, training=True) * m.w).sum()
                   + (F.batch_norm(m.z, None, None, training=True, eps=1e-3) * m.u).sum(),
                   dict(x=r(2, 3, 4, 5), g=r(3), b=r(3), w=r(2, 3, 4, 5), z=r(6, 4), u=r(6, 4)), ()),
    "conv": (lambda m: (F.conv2d(m.x, m.w, m.b, stride=2, padding=1) * m.u).sum()
             + (F.conv1d(m.z, m.k, None, padding=2, dilation=2) * m.t).sum()
             + (F.conv2d(m.x, m.w[:2, :, :2], None, stride=(1, 2)) * m.s).sum(),
             dict(x=r(2, 3, 7, 6), w=r(4, 3, 3, 3), b=r(4), u=r(2, 4, 4, 3), z=r(2, 2, 9),
                  k=r(3, 2, 3), t=r(2, 3, 9), s=r(2, 2, 6, 2)), ()),
    "mse": (lambda m, t: F.mse_loss(m.p, t), dict(p=r(4, 5)), (r(4, 5),)),
    # cross-entropy's kernel: 70 classes (lanes with 2 or 3 columns), an
    # ignored target, and 11 classes with 4 logits at -inf (lanes with no
    # column or only -inf ones).
    "cross_entropy": (lambda m, t, u: F.cross_entropy(m.x @ m.w, t, ignore_index=3)
                      + F.cross_entropy((m.x @ m.v).masked_fill(torch.arange(11) < 4, float("-inf")), u),
                      dict(x=r(45, 37), w=r(37, 70), v=r(37, 11)),
                      (torch.randint(0, 70, (45,)).index_fill(0, torch.tensor([5, 17]), 3),
                       torch.randint(4, 11, (45,)))),
    "embedding+ce": (lambda m, idx, tgt: F.cross_entropy(F.embedding(idx, m.e).reshape(6, 7) @ m.w, tgt),
                     dict(e=r(10, 7), w=r(7, 11)),
                     (torch.tensor([[1, 3, 3], [9, 0, 3]]), torch.tensor([1, 0, 10, 4, 4, 7]))),
}

bad = 0
for name, (fn, params, inputs) in CASES.items():
    model = Case(fn, **params)
    cap = capture(model, inputs)
    b = compile_bundle(cap.mlir, f"{work}/{name.replace('/', '_').replace('+', '_')}", sm="sm_90",
                       autodiff={"optimizer": "none"})
    feed = {n: p.detach().numpy() for n, p in cap.params}
    feed.update({n: x.numpy() for (n, _, _), x in zip(cap.inputs, inputs)})
    feed.update({n: b.detach().numpy() for n, b in cap.buffers})  # masks known at capture
    outs = EmuExecutor(b).run("forward_train", feed)
    # torch.autograd in float64 on the same values
    m64 = Case(fn, **{k: v.double() for k, v in params.items()})
    loss = m64(*[x.double() if x.is_floating_point() else x for x in inputs])
    loss.backward()
    worst = abs(float(outs["loss"]) - loss.item()) / max(1e-6, abs(loss.item()))
    for n, p in m64.named_parameters():
        ref = p.grad.numpy()
        got = outs[n + ".grad"]
        err = np.linalg.norm(got - ref) / max(1e-12, np.linalg.norm(ref))
        worst = max(worst, err)
    ok = worst <= 2e-5
    bad += not ok
    print(f"{name:14s} {'ok' if ok else 'FAILED'}  max rel err {worst:.2e}")

# Cross-entropy of a memorised batch: each target logit 14 above its row's
# others, logits near 1000, a loss of ~1e-5 that is a difference of numbers
# near 1000.  Torch's fp32 evaluation is within a few roundoffs (2^-23) of
# the exact loss, as log(sum exp(z - max z)) rounds the sum at 1; oa's
# kernel must be as close (a loss formed as (log s + max z) - z[t] rounds it
# at the logits' scale: ~1e3 roundoffs off).
rows = torch.arange(40)
z = (torch.randn(40, 10) + 1000).index_put_((rows, rows % 10), torch.full((40,), 1016.0))
mem = Case(lambda m, t: F.cross_entropy(m.z, t), z=z)
cap = capture(mem, (rows % 10,))
b = compile_bundle(cap.mlir, f"{work}/ce_memorised", sm="sm_90", autodiff={"optimizer": "none"})
got = float(EmuExecutor(b).run("forward_train", {"z": z.numpy(), cap.inputs[0][0]: (rows % 10).numpy()})["loss"])
exact = F.cross_entropy(z.double(), rows % 10).item()
torch32 = F.cross_entropy(z, rows % 10).item()
print(f"memorised cross-entropy {exact:.3e}: oa off by {abs(got - exact) / 2 ** -23:.2f} roundoffs, "
      f"torch fp32 by {abs(torch32 - exact) / 2 ** -23:.2f}")
if not (exact < 1e-4 and abs(got - exact) <= 4 * 2 ** -23):
    bad += 1
    print("memorised cross-entropy FAILED")

print(f"{len(CASES) + 1 - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
