# More models the example and models.py do not have, trained by oa.compile
# as a user would, in oa-emu, 2 steps against torch.autograd + torch.optim
# from the same weights: torch's own pre-norm nn.TransformerEncoderLayer
# (norm_first=True, GELU); a token model with RMSNorm, a SwiGLU MLP and its
# output head tied to the embedding (one parameter used twice: its gradient
# is the sum of the lookup's and the head's); a CNN classifier (Conv2d,
# ReLU, a strided Conv2d, GELU, global average pooling, Linear,
# cross-entropy); the tied model again in fp16 with loss scaling against
# torch.autocast + GradScaler (no step skipped on either side at the
# default scale 2^16, which needs the norms' gain gradients summed in fp32).  A max-pooling CNN is a located error at the
# user's line naming aten.max_pool2d.
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t %python %s
import copy
import inspect
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa.torch import CaptureError

torch.manual_seed(0)


class TiedLM(nn.Module):
    def __init__(self, vocab=11, d=8, hidden=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.norm, self.out_norm = nn.RMSNorm(d), nn.RMSNorm(d)
        self.w1 = nn.Linear(d, hidden, bias=False)
        self.w3 = nn.Linear(d, hidden, bias=False)
        self.w2 = nn.Linear(hidden, d, bias=False)

    def forward(self, ids):
        h = self.emb(ids)
        z = self.norm(h)
        h = h + self.w2(F.silu(self.w1(z)) * self.w3(z))
        logits = F.linear(self.out_norm(h), self.emb.weight)   # tied head
        return logits.reshape(-1, self.emb.num_embeddings)


class GapCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 4, 3, padding=1)
        self.c2 = nn.Conv2d(4, 8, 3, stride=2, padding=1)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        h = F.gelu(self.c2(F.relu(self.c1(x))))
        return self.fc(h.mean((2, 3)))


class PoolCNN(GapCNN):
    def forward(self, x):
        h = F.max_pool2d(F.relu(self.c1(x)), 2)
        return self.fc(self.c2(h).mean((2, 3)))


momentum = lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9)
adamw = lambda p: torch.optim.AdamW(p, lr=1e-2, weight_decay=0.01)
ids, nxt = torch.randint(0, 11, (2, 6)), torch.randint(0, 11, (12,))
x16, y16 = torch.randn(2, 5, 16), torch.randn(2, 5, 16)
# (name, model, input, target, loss, optimizer, precision, loss tolerance)
CASES = [
    # SGD: the key bias's gradient is zero in exact arithmetic (softmax
    # ignores a shift per query); AdamW would turn rounding noise into steps.
    ("nn.TransformerEncoderLayer(norm_first)/MSE/momentum", nn.TransformerEncoderLayer(
        16, 2, 32, dropout=0.0, activation="gelu", batch_first=True, norm_first=True),
     x16, y16, F.mse_loss, momentum, "fp32", 1e-5),
    ("tied-rmsnorm-swiglu-lm/CE/AdamW", TiedLM(), ids, nxt, F.cross_entropy, adamw, "fp32", 1e-5),
    ("gap-cnn/CE/AdamW", GapCNN(), torch.randn(2, 3, 8, 8), torch.tensor([1, 4]),
     F.cross_entropy, adamw, "fp32", 1e-5),
    # fp16 against autocast + GradScaler: 2e-3 is four fp16 roundoffs (see
    # amp-fp16.py for why).  SGD: AdamW turns the two sides' different
    # roundings of near-zero gradient elements into steps of +-lr.  The
    # norms' gain gradients are sums over 12 rows of terms near the scale;
    # in fp16 they overflow, so oa runs the norm of the fp32 embedding in
    # fp32 as autocast does (seen 2.3e-5; 2.2e-4 when it ran in fp16).
    ("tied-rmsnorm-swiglu-lm/CE/momentum/fp16", TiedLM(), ids, nxt, F.cross_entropy, momentum,
     "fp16", 2e-3),
]

bad = 0
for name, ref, x, y, loss, make, precision, tol in CASES:
    mine = copy.deepcopy(ref)
    opt = make(ref.parameters())
    m = oa.compile(mine, (x,), train=True, loss=loss, example_targets=(y,),
                   optimizer=make(mine.parameters()), precision=precision)
    low = precision == "fp16"
    scaler = torch.amp.GradScaler("cpu") if low else None
    worst = 0.0
    for step in range(2):
        opt.zero_grad()
        with torch.autocast("cpu", dtype=torch.float16, enabled=low):
            l_ref = loss(ref(x), y)
        if low:
            scaler.scale(l_ref).backward()
            scaler.step(opt)
            scaler.update()
        else:
            l_ref.backward()
            opt.step()
        l_oa = m.step(x, y).item()
        worst = max(worst, abs(l_oa - l_ref.item()) / abs(l_ref.item()))
    wtol = 1e-4 if not low else 5e-3
    werr = max(((a - b).norm() / a.norm()).item()
               for a, b in zip(ref.parameters(), mine.parameters()))
    mine.eval()
    with torch.no_grad():
        want = mine(x)
        ierr = ((m(x) - want).norm() / want.norm()).item()
    ok = worst <= tol and werr <= wtol and ierr <= (1e-5 if not low else 5e-3)
    if low:
        ok &= m.scaler.skipped == 0 and m.scaler.scale == scaler.get_scale()
    bad += not ok
    print(f"{name:52s} {'ok' if ok else 'FAILED'}  loss {worst:.1e}  weights {werr:.1e}  "
          f"inference {ierr:.1e}")

line = inspect.getsourcelines(PoolCNN.forward)[1] + 1
try:
    oa.compile(PoolCNN(), (torch.randn(2, 3, 8, 8),), train=True, loss=F.cross_entropy,
               example_targets=(torch.tensor([1, 4]),))
    print("max_pool2d: no error FAILED")
    bad += 1
except CaptureError as e:
    first = str(e).splitlines()[0]
    ok = f"unseen-models.py:{line}: error: oa cannot capture aten.max_pool2d" in first
    bad += not ok
    print("max_pool2d:", "ok" if ok else "FAILED", first.split("error: ")[-1])

print(f"{len(CASES) + 1 - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
