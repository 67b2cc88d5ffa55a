# fp16 mixed precision with dynamic loss scaling: oa.compile(precision="fp16")
# against torch.autocast(float16) + torch.amp.GradScaler with the same
# options, from the same weights, AdamW, in oa-emu.
#
# The scale starts at 2^30 and backs off by 2^-8: at 2^30 and 2^22 the
# scaled gradient of the model's output (2 (y - t) / 128 * scale, |y - t| up
# to ~3) is far past fp16's 65504 on both sides, so both skip steps 1 and 2;
# at 2^14 and after (growth x2 every 3 good steps, to 2^16) the largest
# scaled gradient is ~4e3, far below it, so no later step is skipped on
# either side.  Checked: the same scale and skip at every step; a skipped
# step leaves the weights and AdamW's state bit for bit as they were; the
# losses of the 6 steps taken agree with autocast's within 2e-3 relative.
# Why 2e-3: fp16's unit roundoff is 4.9e-4; oa computes each op in the
# type CUDA's autocast gives it (LayerNorm, the residual add and the loss in
# fp32, the GEMMs and GELU in fp16; for this model CPU autocast, the
# reference here, agrees), but rounds in other places (a GEMM's fp16 result
# with its bias and GELU fused; accumulation orders), so activations differ
# by a roundoff or so and 2e-3, four roundoffs, bounds the loss of ~1 with
# room for AdamW steps taken on gradients that differ at the same level
# (seen: 1.7e-5; 9e-5 when oa ran every op in fp16).  AdamW is blind to
# a constant factor on the gradients, so SGD with momentum (default
# GradScaler options, scale 2^16, no skip) checks the unscaling: 3 steps,
# same limit.  The
# loss itself is computed in fp32 on both sides (autocast's rule for
# mse_loss, and oa's for losses).
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t %python %s
import copy
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

import oa

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(16)
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 16)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


opts = dict(init_scale=2.0 ** 30, growth_factor=2.0, backoff_factor=2.0 ** -8, growth_interval=3)
x, y = torch.randn(8, 16), torch.randn(8, 16)
ref = MLP()
mine = copy.deepcopy(ref)
opt = torch.optim.AdamW(ref.parameters(), lr=1e-2, weight_decay=0.01)
scaler = torch.amp.GradScaler("cpu", **opts)
m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,), precision="fp16",
               optimizer=torch.optim.AdamW(mine.parameters(), lr=1e-2, weight_decay=0.01),
               loss_scale=torch.amp.GradScaler("cpu", **opts))
import os
assert "oa.select_finite" in open(os.path.join(m.bundle.path, "train.mlir")).read()
bad = 0
worst = 0.0
for step in range(8):
    scale_before = m.scaler.scale
    before = {n: p.detach().clone() for n, p in mine.named_parameters()}
    state_before = {n: t.clone() for n, t in m.state.items() if n.endswith(("exp_avg", "exp_avg_sq"))}
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):
        l_ref = F.mse_loss(ref(x), y)
    t_scale = scaler.get_scale()
    scaler.scale(l_ref).backward()
    scaler.step(opt)
    scaler.update()
    t_skipped = scaler.get_scale() < t_scale
    skipped_before = m.scaler.skipped
    l_oa = m.step(x, y)
    o_skipped = m.scaler.skipped > skipped_before
    rel = abs(l_oa.item() - l_ref.item()) / abs(l_ref.item())
    ok = scale_before == t_scale and o_skipped == t_skipped and m.scaler.scale == scaler.get_scale()
    ok &= o_skipped == (step < 2)
    if o_skipped:
        same = all(torch.equal(before[n], p) for n, p in mine.named_parameters())
        same &= all(torch.equal(state_before[n], m.state[n]) for n in state_before)
        ok &= same
        what = "skipped, weights and state unchanged" if same else "skipped, but weights CHANGED"
    else:
        ok &= rel <= 2e-3
        worst = max(worst, rel)
        what = f"loss torch {l_ref.item():.5f} oa {l_oa.item():.5f} rel {rel:.1e}"
    bad += not ok
    print(f"step {step}: scale {scale_before:g} (torch {t_scale:g}) {what} {'ok' if ok else 'FAILED'}")
print(f"worst loss difference of the steps taken: {worst:.1e}; oa skipped {m.scaler.skipped}")
bad += m.steps != 6
for (n, a), (_, b) in zip(ref.named_parameters(), mine.named_parameters()):
    err = ((a - b).norm() / a.norm()).item()
    print(f"{n}: final weight rel diff {err:.1e}")
    bad += not err <= 5e-3

# SGD with momentum: a gradient left scaled by 2^16 would be seen at once.
ref = MLP()
mine = copy.deepcopy(ref)
opt = torch.optim.SGD(ref.parameters(), lr=0.05, momentum=0.9)
scaler = torch.amp.GradScaler("cpu")
m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,), precision="fp16",
               optimizer=torch.optim.SGD(mine.parameters(), lr=0.05, momentum=0.9))
for step in range(3):
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):
        l_ref = F.mse_loss(ref(x), y)
    scaler.scale(l_ref).backward()
    scaler.step(opt)
    scaler.update()
    l_oa = m.step(x, y)
    rel = abs(l_oa.item() - l_ref.item()) / abs(l_ref.item())
    ok = rel <= 2e-3 and m.scaler.scale == scaler.get_scale() == 2.0 ** 16
    bad += not ok
    print(f"sgd step {step}: loss torch {l_ref.item():.5f} oa {l_oa.item():.5f} rel {rel:.1e} "
          f"{'ok' if ok else 'FAILED'}")
print("FAILED" if bad else "all ok")
raise SystemExit(1 if bad else 0)
