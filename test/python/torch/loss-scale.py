# fp16 loss scaling's fused kernels in oa-emu, against NumPy:
# * oa.found_inf over gradients of several CTAs' worth (chunks of 4096) and
#   of one, unscaled by `inv`: 0 when every unscaled element is finite; NaN
#   for an inf in the last chunk of the first input, a NaN in the second, a
#   finite element that unscaling overflows;
# * oa.unscale, oa.axpby and oa.select_finite as one elementwise kernel (the
#   scale and the flag are one-element inputs read once): m * 0.9 + 0.1 * g *
#   inv when the flag is finite, m bit for bit when it is not;
# * oa.adamw_update with its select_finite as one kernel.
# Then the launches of an fp16 training step: loss scaling costs found_inf's
# two launches less the seed's fill (the loss is seeded with the amp.scale
# argument) and nothing per parameter (the unscaling and the guards join
# the optimizer's kernels), for AdamW; it cost 6 per parameter before
# (mlp: 53 -> 89 launches).  SGD with momentum: 2 more, as without loss
# scaling the two weight gradients' momentum update (axpby) joins the GEMM
# that computes the gradient (since its fp16 -> fp32 convert joins that
# GEMM too), and the unscale, which reads the one-element 1/scale, does not
# join a GEMM's epilogue.
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t/b %python %s %t | FileCheck %s
# CHECK: found_inf finite: ok
# CHECK: found_inf inf in the last chunk: ok
# CHECK: found_inf NaN in the second input: ok
# CHECK: found_inf overflow by unscaling: ok
# CHECK: launches 4
# CHECK: adamw: loss scaling adds 1 launches
# CHECK: momentum: loss scaling adds 3 launches
# CHECK: all ok
import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa.torch import program

out = sys.argv[1]
A, B = 9000, 130
text = f'''func.func @ls(%inv: tensor<f32> {{oa.name = "inv"}}, %a: tensor<{A}xf32> {{oa.name = "a"}},
    %b: tensor<{B}xf32> {{oa.name = "b"}}, %m: tensor<{A}xf32> {{oa.name = "m"}},
    %p: tensor<{A}xf32> {{oa.name = "p"}}, %v: tensor<{A}xf32> {{oa.name = "v"}},
    %c: tensor<2xf32> {{oa.name = "c"}})
    -> (tensor<f32> {{oa.name = "found"}}, tensor<{A}xf32> {{oa.name = "m_new"}},
        tensor<{A}xf32> {{oa.name = "p_new"}}) {{
  %f = oa.found_inf %inv, %a, %b : (tensor<f32>, tensor<{A}xf32>, tensor<{B}xf32>) -> tensor<f32>
  %u = oa.unscale %a, %inv : (tensor<{A}xf32>, tensor<f32>) -> tensor<{A}xf32>
  %n = oa.axpby %m, %u {{alpha = 0.9 : f32, beta = 0.1 : f32}} : (tensor<{A}xf32>, tensor<{A}xf32>) -> tensor<{A}xf32>
  %s = oa.select_finite %f, %n, %m : (tensor<f32>, tensor<{A}xf32>, tensor<{A}xf32>) -> tensor<{A}xf32>
  %w = oa.adamw_update %p, %s, %v, %c {{lr = 0.01 : f32, epsilon = 1.0e-08 : f32, weight_decay = 0.1 : f32}} : (tensor<{A}xf32>, tensor<{A}xf32>, tensor<{A}xf32>, tensor<2xf32>) -> tensor<{A}xf32>
  %q = oa.select_finite %f, %w, %p : (tensor<f32>, tensor<{A}xf32>, tensor<{A}xf32>) -> tensor<{A}xf32>
  return %f, %s, %q : tensor<f32>, tensor<{A}xf32>, tensor<{A}xf32>
}}
'''
bundle = program.compile_bundle(text, os.path.join(out, "ls"))
ex = program.EmuExecutor(bundle, os.path.join(out, "work"))
rng = np.random.default_rng(0)
f32 = np.float32
base = dict(a=rng.standard_normal(A).astype(f32) * 1000, b=rng.standard_normal(B).astype(f32),
            m=rng.standard_normal(A).astype(f32), p=rng.standard_normal(A).astype(f32),
            v=rng.random(A).astype(f32), c=np.array([1.5, 2.0], f32))
bad = 0


def case(what, inv, finite, **change):
    global bad
    ins = {k: v.copy() for k, v in base.items()}
    for k, (i, x) in change.items():
        ins[k][i] = x
    ins["inv"] = np.array(inv, f32)
    r = ex.run("ls", ins)
    ok = (r["found"].item() == 0.0) if finite else bool(np.isnan(r["found"].item()))
    if finite:
        u = ins["a"] * f32(inv)
        m = f32(0.9) * ins["m"] + f32(0.1) * u
        p = ins["p"] * f32(1 - 0.01 * 0.1) - f32(0.01 * 1.5) * m / (np.sqrt(ins["v"]) * f32(2.0) + f32(1e-8))
        ok &= np.abs(r["m_new"] - m).max() <= 1e-6 * np.abs(m).max()
        ok &= np.abs(r["p_new"] - p).max() <= 1e-6 * np.abs(p).max()
    else:
        ok &= r["m_new"].tobytes() == ins["m"].tobytes() and r["p_new"].tobytes() == ins["p"].tobytes()
    bad += not ok
    print(f"found_inf {what}: {'ok' if ok else 'FAILED'} (found {r['found'].item()})")


case("finite", 2.0 ** -16, True)
case("inf in the last chunk", 2.0 ** -16, False, a=(A - 3, np.inf))
case("NaN in the second input", 2.0 ** -16, False, b=(B - 1, np.nan))
case("overflow by unscaling", 2.0 ** 120, False, a=(5000, f32(3e20)))
n = len(bundle.function("ls")["launches"])
print(f"launches {n}")  # found_inf's two, the unscale-axpby-select chain, adamw with its guard
bad += n != 4


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(16)
        self.fc1, self.fc2 = nn.Linear(16, 32), nn.Linear(32, 16)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


x, y = torch.randn(8, 16), torch.randn(8, 16)
opts = {"adamw": lambda p: torch.optim.AdamW(p, lr=1e-3),
        "momentum": lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, weight_decay=0.01)}
for name, opt in opts.items():
    counts = []
    for ls in (False, None):
        model = MLP()
        m = oa.compile(model, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                       precision="fp16", optimizer=opt(model.parameters()),
                       **({"loss_scale": False} if ls is False else {}))
        counts.append(len(m.bundle.function("loss_train")["launches"]))
    print(f"{name}: loss scaling adds {counts[1] - counts[0]} launches ({counts[0]} -> {counts[1]})")
    bad += counts[1] - counts[0] != (1 if name == "adamw" else 3)
print("FAILED" if bad else "all ok")
raise SystemExit(1 if bad else 0)
