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
print("ok")
