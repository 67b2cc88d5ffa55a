# The example's per-step loss check (examples/torch-training/train.py):
# a cross-entropy's fp32 value is known to about a roundoff (2^-23), not
# relative to itself, so once a model has memorised its batch (the H200's
# convnet: 2.7e-5 after 100 steps, 4.3e-3 relative between oa and torch)
# it is off from the exact one by more than 1e-4 relative.  The check
# allows a few roundoffs below the relative limit; a wrong loss (1% off,
# 2x off near zero) still fails, and MSE has no floor.  Where torch's own
# curve leaves float64's (a memorised batch under AdamW), oa may be SPREAD
# times as far from torch as that.
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
# A memorised batch under AdamW (the H200's causal model, fp32: loss 4.6e-3
# at step 60, oa and torch 2.7e-4 apart): torch's own fp32 curve leaves the
# float64 one there too, and oa may be SPREAD times as far from torch as
# torch is from float64; a step where torch tracks float64 closely keeps
# the relative limit.
t32, t64 = 4.61392e-3, 4.61301e-3          # torch fp32, torch float64
near = t32 + 0.5 * train.SPREAD * (t32 - t64)
assert train.loss_diff(near, t32, TOL, 0.0) > 1              # the relative limit alone
assert train.loss_diff(near, t32, TOL, 0.0, t64) <= 1
assert train.loss_diff(t32 + 2 * train.SPREAD * (t32 - t64), t32, TOL, 0.0, t64) > 1
assert train.loss_diff(2.3 * 1.001, 2.3, TOL, 0.0, 2.3 * (1 + 1e-7)) > 1
r = {"model": "causal", "precision": "fp32", "losses": [(2.3, 2.3), (t32, near)],
     "loss_floors": [floor, floor], "exact_losses": [2.3, t64]}
assert train.check(r, TOL) == "ok"
assert train.check(dict(r, exact_losses=None), TOL) == "FAIL"
print("ok")
