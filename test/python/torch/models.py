# Models written for this test only (not the example's), captured and
# trained by oa.compile the way a user would, in oa-emu, against the same
# steps by torch.autograd + torch.optim from the same weights: per-step
# losses, final weights and inference agree.  Covers CrossEntropy and MSE,
# SGD, SGD+momentum and AdamW, fp32 and bf16 (fp32 master weights), and ops
# beyond the example: hand-written attention (matmul, softmax, scale),
# positions from torch.arange (a folded constant), SiLU/SwiGLU with RMSNorm,
# tanh/sigmoid gates, log_softmax, pow, var and sqrt (a LayerNorm by hand),
# torch's own nn.TransformerEncoderLayer (nn.MultiheadAttention inside),
# a ConvNet (Conv2d as im2col, BatchNorm2d in training mode).
# A 3-D convolution is a located error at the user's line, not a crash.
# RUN: rm -rf %t && env OA_BUNDLE_DIR=%t %python %s
import copy
import inspect
import math
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa.torch import CaptureError

torch.manual_seed(0)


class GeluClassifier(nn.Module):
    def __init__(self, d=12, h=24, c=5):
        super().__init__()
        self.fc1, self.fc2, self.out = nn.Linear(d, h), nn.Linear(h, h), nn.Linear(h, c)

    def forward(self, x):
        return self.out(F.gelu(self.fc2(F.gelu(self.fc1(x)))))


class TinyLM(nn.Module):
    """Embedding + learned positions, one pre-norm block with attention
    written out (q k^T, softmax, v), a residual MLP, a vocabulary head."""

    def __init__(self, vocab=11, d=8, heads=2):
        super().__init__()
        self.heads = heads
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(16, d)
        self.ln1, self.ln2, self.lnf = nn.LayerNorm(d), nn.LayerNorm(d), nn.LayerNorm(d)
        # No key bias: its exact gradient is zero (softmax ignores a shift
        # per query), and AdamW would turn both sides' rounding noise into
        # steps of +-lr.
        self.q, self.v, self.o = (nn.Linear(d, d) for _ in range(3))
        self.k = nn.Linear(d, d, bias=False)
        self.ff = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(approximate="tanh"), nn.Linear(2 * d, d))
        self.head = nn.Linear(d, vocab)

    def forward(self, idx):
        B, T = idx.shape
        x = self.tok(idx) + self.pos(torch.arange(T, device=idx.device))
        y = self.ln1(x)
        split = lambda t: t.view(B, T, self.heads, -1).permute(0, 2, 1, 3)
        q, k, v = split(self.q(y)), split(self.k(y)), split(self.v(y))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
        a = (att.softmax(dim=-1) @ v).permute(0, 2, 1, 3).reshape(B, T, -1)
        x = x + self.o(a)
        x = x + self.ff(self.ln2(x))
        return self.head(self.lnf(x))


class SwiGLU(nn.Module):
    def __init__(self, d=8, h=16):
        super().__init__()
        self.norm = nn.RMSNorm(d, eps=1e-6)
        self.gate, self.up, self.down = nn.Linear(d, h, bias=False), nn.Linear(d, h, bias=False), \
            nn.Linear(h, d, bias=False)

    def forward(self, x):
        y = self.norm(x)
        return x + self.down(F.silu(self.gate(y)) * self.up(y))


class Gated(nn.Module):
    """tanh/sigmoid gating, a LayerNorm written with var/sqrt, pow."""

    def __init__(self, d=8):
        super().__init__()
        self.a, self.b, self.c = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)
        self.g = nn.Parameter(torch.ones(d))

    def forward(self, x):
        h = torch.tanh(self.a(x)) * torch.sigmoid(self.b(x))
        mu = h.mean(-1, keepdim=True)
        h = (h - mu) / torch.sqrt(h.var(-1, keepdim=True, unbiased=False) + 1e-5) * self.g
        return self.c(h) + 0.1 * x.pow(2)


class ConvNet(nn.Module):
    """Conv2d (padding, stride) with BatchNorm2d in training mode."""

    def __init__(self):
        super().__init__()
        self.c1, self.bn = nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4)
        self.c2, self.out = nn.Conv2d(4, 4, 3, stride=2), nn.Linear(16, 5)

    def forward(self, x):
        return self.out(self.c2(F.relu(self.bn(self.c1(x)))).flatten(1))


def lm_loss(out, target):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), target.reshape(-1))


def log_softmax_nll(out, target):
    # The mean log-probability of class 0 with log_softmax (no nll_loss).
    return -(F.log_softmax(out, dim=-1) * target).sum(-1).mean()


sgd = lambda p: torch.optim.SGD(p, lr=0.1)
momentum = lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, weight_decay=0.01)
adamw = lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1)

x12, c5 = torch.randn(6, 12), torch.randint(0, 5, (6,))
idx, nxt = torch.randint(0, 11, (2, 6)), torch.randint(0, 11, (2, 6))
x8, y8 = torch.randn(2, 4, 8), torch.randn(2, 4, 8)
soft = torch.softmax(torch.randn(6, 5), -1)

CASES = [  # name, model, input, target, loss, optimizer, precision, loss tolerance
    ("gelu-mlp/CE/SGD", GeluClassifier(), x12, c5, F.cross_entropy, sgd, "fp32", 1e-5),
    ("tiny-lm/CE/AdamW", TinyLM(), idx, nxt, lm_loss, adamw, "fp32", 1e-5),
    ("swiglu/MSE/momentum", SwiGLU(), x8, y8, F.mse_loss, momentum, "fp32", 1e-5),
    ("gated/MSE/AdamW", Gated(), x8, y8, F.mse_loss, adamw, "fp32", 1e-5),
    ("nn.TransformerEncoderLayer/MSE/momentum", nn.TransformerEncoderLayer(
        8, 2, 16, dropout=0.0, batch_first=True), x8, y8, F.mse_loss, momentum, "fp32", 1e-5),
    ("convnet+batchnorm/CE/momentum", ConvNet(), torch.randn(4, 3, 6, 6), torch.randint(0, 5, (4,)),
     F.cross_entropy, momentum, "fp32", 1e-5),
    ("gelu-mlp/logsoftmax/AdamW", GeluClassifier(), x12, soft, log_softmax_nll, adamw, "fp32", 1e-5),
    ("tiny-lm/CE/momentum/bf16", TinyLM(), idx, nxt, lm_loss, momentum, "bf16", 2e-2),
    ("swiglu/MSE/AdamW/bf16", SwiGLU(), x8, y8, F.mse_loss, adamw, "bf16", 2e-2),
]

bad = 0
for name, ref, x, y, loss, make, precision, tol in CASES:
    mine = copy.deepcopy(ref)
    opt = make(ref.parameters())
    m = oa.compile(mine, (x,), train=True, loss=loss, example_targets=(y,),
                   optimizer=make(mine.parameters()), precision=precision)
    worst = 0.0
    for step in range(2):
        opt.zero_grad()
        l_ref = loss(ref(x), y)
        l_ref.backward()
        opt.step()
        l_oa = m.step(x, y).item()
        worst = max(worst, abs(l_oa - l_ref.item()) / abs(l_ref.item()))
    wtol = 1e-4 if precision == "fp32" else 5e-2
    werr = max(((a - b).norm() / a.norm()).item()
               for a, b in zip(ref.parameters(), mine.parameters()))
    mine.eval()  # inference: dropout off, BatchNorm's running statistics
    with torch.no_grad():
        want = mine(x)
        ierr = ((m(x) - want).norm() / want.norm()).item()
    ok = worst <= tol and werr <= wtol and ierr <= (1e-5 if precision == "fp32" else 2e-2)
    bad += not ok
    print(f"{name:40s} {'ok' if ok else 'FAILED'}  loss {worst:.1e}  weights {werr:.1e}  "
          f"inference {ierr:.1e}")


class Conv3(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(3, 4, 3)

    def forward(self, x):
        return F.relu(self.conv(x)).flatten(1)


line = inspect.getsourcelines(Conv3.forward)[1] + 1
try:
    oa.compile(Conv3(), (torch.randn(2, 3, 4, 4, 4),), train=True, loss=F.mse_loss,
               example_targets=(torch.randn(2, 32),))
    print("conv3d: no error FAILED")
    bad += 1
except CaptureError as e:
    first = str(e).splitlines()[0]
    ok = f"models.py:{line}: error: oa cannot capture aten.conv3d" in first and "inside torch/" in first
    bad += not ok
    print("conv3d:", "ok" if ok else "FAILED", first.split("error: ")[1])

print(f"{len(CASES) + 1 - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
