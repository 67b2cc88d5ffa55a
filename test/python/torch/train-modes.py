# Training-mode layers in oa-emu: dropout (oa.dropout_mask, Philox4x32-10
# keyed by [seed, offset]), BatchNorm with batch statistics and running
# statistics, and causal attention written with masked_fill on a registered
# tril buffer.
#  * dropout: the mask oa applies is Philox's (checked word for word
#    against a NumPy Philox whose known answer is Random123's), the
#    backward uses the forward's mask, two dropouts get different masks, a
#    new offset a new mask;
#  * BatchNorm1d/2d and the masked-attention model trained by oa.compile
#    for 2 steps against torch.autograd + torch.optim from the same weights:
#    losses, weights, running statistics and num_batches_tracked agree;
#    inference (eval mode: running statistics) agrees;
#  * a model with dropout trains through oa.compile and its eval-mode
#    inference is torch's.
# RUN: rm -rf %t && mkdir -p %t && env OA_BUNDLE_DIR=%t/cache %python %s %t
import copy
import sys
import types

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa.torch import capture
from oa.torch.program import EmuExecutor, compile_bundle
from oa.torch.runtime import _CudaPlan

torch.manual_seed(0)
work = sys.argv[1]
bad = 0


def report(name, ok, detail):
    global bad
    bad += not ok
    print(f"{name:32s} {'ok' if ok else 'FAILED'}  {detail}")


# --- dropout -----------------------------------------------------------------
def philox4x32(c0, c1, c2, c3, k0, k1, rounds=10):
    """Philox4x32 on arrays of uint32 counters (NumPy, 64-bit products)."""
    M0, M1, W0, W1 = 0xD2511F53, 0xCD9E8D57, 0x9E3779B9, 0xBB67AE85
    mask = np.uint64(0xFFFFFFFF)
    c = [np.asarray(v, dtype=np.uint64) for v in (c0, c1, c2, c3)]
    k0, k1 = np.uint64(k0), np.uint64(k1)
    for _ in range(rounds):
        p0, p1 = np.uint64(M0) * c[0], np.uint64(M1) * c[2]
        hi0, lo0, hi1, lo1 = p0 >> np.uint64(32), p0 & mask, p1 >> np.uint64(32), p1 & mask
        c = [hi1 ^ c[1] ^ k0, lo1, hi0 ^ c[3] ^ k1, lo0]
        k0, k1 = (k0 + np.uint64(W0)) & mask, (k1 + np.uint64(W1)) & mask
    return c


# Random123's known answers for philox4x32_10 (kat_vectors).
kat = [int(w) for w in philox4x32(0, 0, 0, 0, 0, 0)]
kat2 = [int(w) for w in philox4x32(*([0xFFFFFFFF] * 6))]
report("philox reference", kat == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
       and kat2 == [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD],
       " ".join(f"{w:08x}" for w in kat))


def expected_mask(n, p, seed, offset, stream):
    words = philox4x32(np.arange(n), 0, stream, offset, seed & 0xFFFFFFFF, seed >> 32)[0]
    threshold = min(int(float(np.float32(p)) * 2.0 ** 32), 2 ** 32 - 1)
    return np.where(words >= threshold, 1.0 / (1.0 - float(np.float32(p))), 0.0)


class TwoDropouts(nn.Module):
    def __init__(self):
        super().__init__()
        for n in "abwv":
            setattr(self, n, nn.Parameter(torch.randn(40, 50)))

    def forward(self, x):
        return ((F.dropout(self.a, 0.3) * self.w).sum() + (F.dropout(self.b, 0.3) * self.v).sum()
                + x.sum())


m = TwoDropouts()
cap = capture(m, (torch.randn(3),))
b = compile_bundle(cap.mlir, f"{work}/dropout", sm="sm_90", autodiff={"optimizer": "none"})
ex = EmuExecutor(b)
feed = {n: p.detach().numpy() for n, p in cap.params}
feed["x"] = np.ones(3, np.float32)
seed = 0x123456789AB
P = {n: p.detach().double().numpy().ravel() for n, p in m.named_parameters()}
for offset in (0, 7):
    feed[cap.rng] = np.array([seed, offset], np.int64)
    outs = ex.run("forward_train", feed)
    m1, m2 = expected_mask(2000, 0.3, seed, offset, 0), expected_mask(2000, 0.3, seed, offset, 1)
    # d/dw = a * mask1, d/da = w * mask1: both with Philox's mask.
    errs = [np.abs(outs["w.grad"].ravel() - P["a"] * m1).max(),
            np.abs(outs["a.grad"].ravel() - P["w"] * m1).max(),
            np.abs(outs["v.grad"].ravel() - P["b"] * m2).max(),
            np.abs(outs["b.grad"].ravel() - P["v"] * m2).max()]
    want = (P["a"] * m1 * P["w"]).sum() + (P["b"] * m2 * P["v"]).sum() + 3
    lerr = abs(float(outs["loss"]) - want) / abs(want)
    dropped = (m1 == 0).mean()
    same = (m1 == m2).mean()
    report(f"dropout offset {offset}", max(errs) < 1e-4 and lerr < 1e-5 and 0.25 < dropped < 0.35
           and same < 0.8, f"grad err {max(errs):.1e}, loss {lerr:.1e}, dropped {dropped:.3f}, "
           f"masks agree on {same:.2f}")
    if offset == 0:
        first = outs["w.grad"].copy()
    else:
        report("dropout new offset, new mask", (np.abs(outs["w.grad"] - first) > 0).mean() > 0.2, "")


# --- models trained by oa.compile against torch -----------------------------
class BNNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.bn1 = nn.Linear(6, 8), nn.BatchNorm1d(8)
        self.bn2 = nn.BatchNorm2d(2, momentum=0.3)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        h = F.relu(self.bn1(self.fc1(x)))
        h = self.bn2(h.view(-1, 2, 2, 2)).flatten(1)
        return self.fc2(h)


class CausalLM(nn.Module):
    """GPT-style attention: scores masked with a registered tril buffer."""

    def __init__(self, vocab=9, d=8, t=6):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.qkv, self.proj, self.head = nn.Linear(d, 3 * d), nn.Linear(d, d), nn.Linear(d, vocab)
        self.ln = nn.LayerNorm(d)
        self.register_buffer("bias", torch.tril(torch.ones(t, t)).view(1, 1, t, t))

    def forward(self, idx):
        B, T = idx.shape
        x = self.tok(idx)
        q, k, v = (z.view(B, T, 2, -1).transpose(1, 2) for z in self.qkv(self.ln(x)).split(8, dim=2))
        att = (q @ k.transpose(-2, -1)) * (1.0 / 2.0)
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        y = (torch.softmax(att, dim=-1) @ v).transpose(1, 2).reshape(B, T, -1)
        return self.head(x + self.proj(y))


def lm_loss(out, target):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), target.reshape(-1))


momentum = lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9)
CASES = [
    ("batchnorm/MSE/momentum", BNNet(), torch.randn(10, 6), torch.randn(10, 3), F.mse_loss, momentum),
    # SGD: the key part of qkv's bias has a zero gradient in exact
    # arithmetic, which AdamW would turn into steps of +-lr on rounding noise.
    ("causal masked_fill/CE/momentum", CausalLM(), torch.randint(0, 9, (2, 6)),
     torch.randint(0, 9, (2, 6)), lm_loss, momentum),
]
for name, ref, x, y, loss, make in CASES:
    mine = copy.deepcopy(ref)
    opt = make(ref.parameters())
    cm = oa.compile(mine, (x,), train=True, loss=loss, example_targets=(y,),
                    optimizer=make(mine.parameters()))
    worst = 0.0
    for step in range(2):
        opt.zero_grad()
        l_ref = loss(ref(x), y)
        l_ref.backward()
        opt.step()
        worst = max(worst, abs(cm.step(x, y).item() - l_ref.item()) / abs(l_ref.item()))
    rel = lambda a, b: ((a.double() - b.double()).norm() / max(a.double().norm(), 1e-12)).item()
    werr = max(rel(a, b) for a, b in zip(ref.parameters(), mine.parameters()))
    berr = max([rel(a, b) for a, b in zip(ref.buffers(), mine.buffers())], default=0.0)
    # The in-place update of the running statistics passes the check a GPU
    # run makes before binding (no launch reads them after their update).
    _CudaPlan._check_aliases(types.SimpleNamespace(fn=cm.bundle.function("loss_train")))
    ref.eval()
    mine.eval()
    with torch.no_grad():
        want = ref(x).double()
        ierr = ((cm(x).double() - want).norm() / want.norm()).item()
    ok = worst <= 1e-5 and werr <= 1e-4 and berr <= 1e-5 and ierr <= 1e-4
    report(name, ok, f"loss {worst:.1e}  weights {werr:.1e}  buffers {berr:.1e}  inference {ierr:.1e}")


class DropMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2, self.drop = nn.Linear(6, 16), nn.Linear(16, 3), nn.Dropout(0.5)

    def forward(self, x):
        return self.fc2(self.drop(F.gelu(self.fc1(x))))


ref = DropMLP()
mine = copy.deepcopy(ref)
x, y = torch.randn(12, 6), torch.randn(12, 3)
cm = oa.compile(mine, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                optimizer=torch.optim.SGD(mine.parameters(), lr=0.1))
losses = [cm.step(x, y).item() for _ in range(3)]
eval_loss = F.mse_loss(ref(x), y).item()  # same weights, no dropout
moved = max(((a - b).norm() / a.norm()).item() for a, b in zip(ref.parameters(), mine.parameters()))
ref.eval()
mine.eval()
with torch.no_grad():
    ierr = ((cm(x) - mine(x)).norm() / mine(x).norm()).item()
report("dropout model/MSE/SGD", all(np.isfinite(losses)) and losses[0] != eval_loss and moved > 1e-3
       and ierr < 1e-5 and cm.state["rng.state"][1].item() == 3,
       f"losses {', '.join(f'{v:.4f}' for v in losses)} (no dropout {eval_loss:.4f}), "
       f"inference {ierr:.1e}")

print(f"{bad} failed")
sys.exit(1 if bad else 0)
