# oa.compile on CPU tensors (oa-emu): three training steps of an MLP with
# SGD+momentum and with AdamW against the same steps by torch.optim, from the
# same weights; the loss per step and the final weights agree.  Then the
# bundle cache: a second compile of the same model reuses the bundle.  Mixed
# precision (bf16) follows fp32 torch within bf16's rounding.
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t %python %s
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

import oa

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(8)
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 8)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


x, y = torch.randn(4, 8), torch.randn(4, 8)
bad = 0
for name, make in [("momentum", lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, weight_decay=0.01)),
                   ("adamw", lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1))]:
    ref = MLP()
    mine = copy.deepcopy(ref)
    opt = make(ref.parameters())
    m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                   optimizer=make(mine.parameters()))
    for step in range(3):
        opt.zero_grad()
        l_ref = F.mse_loss(ref(x), y)
        l_ref.backward()
        opt.step()
        l_oa = m.step(x, y)
        rel = abs(l_oa.item() - l_ref.item()) / abs(l_ref.item())
        ok = rel <= 1e-5
        bad += not ok
        print(f"{name} step {step}: torch {l_ref.item():.6f} oa {l_oa.item():.6f} rel {rel:.1e} "
              f"{'ok' if ok else 'FAILED'}")
    for (n, a), (_, b) in zip(ref.named_parameters(), mine.named_parameters()):
        err = ((a - b).norm() / a.norm()).item()
        if err > 1e-5:
            bad += 1
            print(f"{name}: {n} differs by {err:.1e} FAILED")
    with torch.no_grad():
        out = m(x)
        err = ((out - mine(x)).norm() / mine(x).norm()).item()
    print(f"{name}: inference rel err {err:.1e}")
    bad += err > 1e-5

# Mixed precision: bf16 compute, fp32 master weights (the module's own).
ref = MLP()
mine = copy.deepcopy(ref)
opt = torch.optim.AdamW(ref.parameters(), lr=0.01)
m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,), precision="bf16",
               optimizer=torch.optim.AdamW(mine.parameters(), lr=0.01))
for step in range(3):
    opt.zero_grad()
    l_ref = F.mse_loss(ref(x), y)
    l_ref.backward()
    opt.step()
    l_oa = m.step(x, y)
    rel = abs(l_oa.item() - l_ref.item()) / abs(l_ref.item())
    ok = rel <= 2e-3 and next(mine.parameters()).dtype == torch.float32
    bad += not ok
    print(f"bf16 step {step}: torch fp32 {l_ref.item():.6f} oa bf16 {l_oa.item():.6f} rel {rel:.1e} "
          f"{'ok' if ok else 'FAILED'}")
assert "oa.convert" in m.mlir

# Other shapes: the module is captured and compiled again for them, with
# the same weights and optimizer state (momentum).
ref = MLP()
mine = copy.deepcopy(ref)
opt = torch.optim.SGD(ref.parameters(), lr=0.1, momentum=0.9)
m = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
               optimizer=torch.optim.SGD(mine.parameters(), lr=0.1, momentum=0.9))
for rows in (4, 2, 4):
    opt.zero_grad()
    l_ref = F.mse_loss(ref(x[:rows]), y[:rows])
    l_ref.backward()
    opt.step()
    l_oa = m.step(x[:rows], y[:rows])
    rel = abs(l_oa.item() - l_ref.item()) / abs(l_ref.item())
    bad += rel > 1e-5
    print(f"{rows} rows: torch {l_ref.item():.6f} oa {l_oa.item():.6f} rel {rel:.1e}")
with torch.no_grad():
    err = ((m(x[:3]) - mine(x[:3])).norm() / mine(x[:3]).norm()).item()
print(f"recompiles {m.recompiles}, inference on 3 rows rel err {err:.1e}")
bad += m.recompiles != 2 or err > 1e-5

first, again = oa.compile(MLP(), (x,)), oa.compile(MLP(), (x,))
print("forward bundle reused:", again.cached)
bad += not again.cached
m2 = oa.compile(copy.deepcopy(ref), (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                optimizer=torch.optim.AdamW(ref.parameters(), lr=0.01, weight_decay=0.1))
print("training bundle reused:", m2.cached)
bad += not m2.cached
print(f"{14 - bad} passed, {bad} failed")
raise SystemExit(1 if bad else 0)
