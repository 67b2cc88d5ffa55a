# The example's per-step loss check (examples/torch-training/train.py):
# a cross-entropy's fp32 value is known to about a roundoff (2^-23), not
# relative to itself, so once a model has memorised its batch (the H200's
# convnet: 2.7e-5 after 100 steps, 4.3e-3 relative between oa and torch)
# it is off from the exact one by more than 1e-4 relative.  The check
# allows a few roundoffs below the relative limit; a wrong loss (1% off,
# 2x off near zero) still fails, and MSE has no floor.  Where torch's own
# curve leaves float64's (a memorised batch under AdamW), oa may be SPREAD
# times torch's largest distance from it so far away from torch.
# RUN: %python %s %oa_src/examples/torch-training/train.py
import importlib.util
import sys

import torch
import torch.nn.functional as F

spec = importlib.util.spec_from_file_location("train", sys.argv[1])
train = importlib.util.module_from_spec(spec)
spec.loader.exec_module(train)
TOL = 1e-4

torch.manual_seed(0)
# 64 rows of 10 classes, the target's logit 13 above the largest other (a
# loss of ~3e-6): the same loss in fp32 and in float64 from the same logits.
z = torch.randn(64, 10, dtype=torch.float64) * 3
t = torch.randint(0, 10, (64,))
z[torch.arange(64), t] = z.amax(-1) + 13
exact = F.cross_entropy(z, t).item()
rounded = F.cross_entropy(z.float(), t).item()
floor = train.loss_floor(F.cross_entropy, z.float())
assert floor < 1e-6
rel = abs(rounded - exact) / exact
used = train.loss_diff(rounded, exact, TOL, floor)
print(f"loss {exact:.3e}: fp32 off by {rel:.1e} relative, {used:.2f} of the allowance "
      f"(floor {floor:.1e})")
assert exact < 1e-4 and rel > TOL, (exact, rel)   # the plain relative check's FAIL
assert used <= 1, used
# A loss 2x off near zero, 1% off at a large loss: caught.
assert train.loss_diff(2 * exact, exact, TOL, floor) > 1
big = F.cross_entropy(z.float() / 40, t).item()
assert train.loss_diff(big * 1.01, big, TOL, floor) > 1
# MSE: no floor.
assert train.loss_floor(F.mse_loss, torch.randn(8, 4)) == 0.0

# check() applies it step by step to a result's curve.
r = {"model": "convnet", "precision": "fp32", "losses": [(2.3, 2.3), (exact, rounded)],
     "loss_floors": [floor, floor], "max_rel_loss_diff": rel}
assert train.check(r, TOL) == "ok"
assert train.check(dict(r, losses=[(2.3, 2.3), (exact, 2 * exact)]), TOL) == "FAIL"
assert train.check(dict(r, loss_floors=[0.0, 0.0]), TOL) == "FAIL"
# A memorised batch under AdamW (the H200's causal model): torch's own
# curve leaves the float64 one (fp16 step 60: 8.8e-2 relative) and may
# cross it again by chance (step 62: 2e-3), while oa is 9.4e-2 from torch;
# oa may be SPREAD times torch's largest distance from float64 so far.
# Early steps, where torch tracks float64, keep the relative limit.
losses = [(2.3, 2.3), (4.20464e-3, 3.82667e-3), (2.40031e-3, 2.62632e-3)]
exact = [2.3 * (1 + 1e-7), 4.61275e-3, 2.39534e-3]
d = train.drifts(losses, exact)
assert abs(d[1] - 0.0885) < 1e-3 and d[2] == d[1], d
assert train.loss_diff(2.62632e-3, 2.40031e-3, train.LOW_TOL["fp16"], 0.0) > 1
assert train.loss_diff(2.62632e-3, 2.40031e-3, train.LOW_TOL["fp16"], 0.0, d[2]) <= 1
# 4x further than torch's drift: caught; a 0.1% error at step 0: caught.
assert train.loss_diff(2.40031e-3 * (1 + 5 * train.SPREAD * d[2]), 2.40031e-3, TOL, 0.0, d[2]) > 1
assert train.loss_diff(2.3 * 1.001, 2.3, TOL, 0.0, d[0]) > 1
r = {"model": "causal", "precision": "fp16", "losses": losses, "loss_floors": [floor] * 3,
     "exact_losses": exact}
assert train.check(r, TOL) == "ok"
assert train.check(dict(r, exact_losses=None), TOL) == "FAIL"
assert train.check(dict(r, losses=[(2.3, 2.3 * 1.01)] + losses[1:]), TOL) == "FAIL"

# TF32, the causal model at the GPU shapes on the CPU (torch's GEMMs
# emulated as TF32 rounded to nearest), steps 0, 31, 53, 58 of 100.  Once
# the batch is memorised, a control (controls.py) checked in oa's place
# uses 1.20 of the float64-drift allowance at step 58, as oa did on an
# H100: torch's own curve is the outlier there (8.35e-3; float64 8.26e-3,
# the four other TF32 runs 9.89e-3 to 1.00e-2).  With three other controls
# as its controls it uses 0.55 here (step 53; 0.62 at worst over the 100).  Truncated TF32 operands (HMMA without
# cvt.rna) stay caught at step 31: 6.8e-3 from torch, over the 4.9e-3
# limit, whatever the controls (8.5e-5 from torch there).
torch_tf32 = [6.426845, 0.1457503, 0.0144045, 0.008354829]
f64 = [6.426848, 0.1457623, 0.01387234, 0.008262562]
ctrl = [[6.426844, 0.1457378, 0.01561823, 0.00989493], [6.426845, 0.1457463, 0.01522675, 0.009907221],
        [6.426843, 0.1457487, 0.01535803, 0.01001988], [6.426845, 0.1457426, 0.015481, 0.01000221]]
trunc = [6.426586, 0.1467408, 0.01355611, 0.008244876]
floors = [train.FLOOR_ROUNDOFFS * 2.0 ** -23] * 4
r = {"model": "causal", "precision": "tf32", "losses": list(zip(torch_tf32, ctrl[0])),
     "loss_floors": floors, "exact_losses": f64, "control_losses": ctrl[1:]}
old = train.checked_diff(dict(r, control_losses=None), TOL)
new = train.checked_diff(r, TOL)
print(f"tf32 causal: a control in oa's place {old:.2f} of the float64-drift allowance, "
      f"{new:.2f} with the controls")
assert 1.15 < old < 1.25 and new < 0.6, (old, new)
assert train.check(r, TOL) == "ok"
assert train.spreads(r["losses"], ctrl[1:])[3] > 0.19
r_trunc = dict(r, losses=list(zip(torch_tf32, trunc)), control_losses=ctrl[:3])
assert train.checked_diff(r_trunc, TOL) > 1.3 and train.check(r_trunc, TOL) == "FAIL"
print("ok")
