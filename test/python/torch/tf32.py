# TF32 (issue 17): FP32 linear, matmul and bmm on the tensor cores when
# torch allows TF32, through capture, oa-autodiff, the lowered kernels
# compiled by oa-llc and run in oa-emu, against torch on the CPU:
#  * oa follows torch's setting when compiling:
#    torch.set_float32_matmul_precision("high"/"medium") and
#    torch.backends.cuda.matmul.allow_tf32 give "tf32", "highest" "ieee";
#    oa.compile(tf32=...) decides over it;
#  * forward and gradients of linear+bias (3-D input), matmul and bmm at
#    ragged shapes: every GEMM whose K is a multiple of 4 runs as TF32
#    (the kernel says oa.fp32_matmul = "tf32"), its gradient bit for bit
#    equal to a host emulation of HMMA.1688.F32.TF32 (operands rounded to
#    TF32 as cvt.rna.tf32.f32 rounds them, which the kernel does before
#    each HMMA: the tensor core alone would truncate them to their top 19
#    bits; FP32 accumulation one k8 step at a time), and
#    within TF32's error of torch's FP32 (relative L2 <= 3e-3, and > 1e-5:
#    not FP32); a backward GEMM whose K is not (K = 70, 33) keeps the FP32
#    tile and FP32's accuracy (<= 2e-5);
#  * an MLP trained for 2 SGD steps by oa.compile under
#    set_float32_matmul_precision("high") against torch fp32 (losses and
#    weights within TF32's error), its bundle's GEMMs all TF32.
# RUN: rm -rf %t && mkdir -p %t && env OA_BUNDLE_DIR=%t/cache %python %s %t
import copy
import os
import re
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa.torch import capture
from oa.torch.capture import fp32_matmul, with_fp32_matmul
from oa.torch.program import EmuExecutor, compile_bundle

torch.manual_seed(0)
work = sys.argv[1]
bad = 0
TF32_RTOL = 3e-3


def report(name, ok, detail):
    global bad
    bad += not ok
    print(f"{name:40s} {'ok' if ok else 'FAILED'}  {detail}")


def rel(got, ref):
    ref = np.asarray(ref, dtype=np.float64)
    return float(np.linalg.norm(np.asarray(got, dtype=np.float64) - ref) /
                 max(1e-30, np.linalg.norm(ref)))


def tf32(a):
    """cvt.rna.tf32.f32: half a TF32 unit added to all but NaNs, the low 13
    bits cleared (GemmTC.cpp's roundTF32, as HMMA reads it)."""
    f = np.ascontiguousarray(a, dtype=np.float32)
    u = f.view(np.uint32)
    u = np.where(np.isnan(f), u, u + np.uint32(0x1000)) & np.uint32(0xFFFFE000)
    return u.astype(np.uint32).view(np.float32).astype(np.float64)


def hmma_tf32(a, b):
    """a [..., M, K] @ b [..., K, N] as the TF32 HMMA chain computes it."""
    a, b = tf32(a), tf32(b)
    acc = np.zeros(a.shape[:-1] + b.shape[-1:], dtype=np.float32)
    for k0 in range(0, a.shape[-1], 8):
        s = acc.astype(np.float64)
        for q in range(k0, min(k0 + 8, a.shape[-1])):
            s = s + a[..., :, q, None] * b[..., None, q, :]
        acc = s.astype(np.float32)
    return acc


# --- torch's setting -----------------------------------------------------------
saved = torch.get_float32_matmul_precision()
try:
    seen = {}
    for p in ("highest", "high", "medium"):
        torch.set_float32_matmul_precision(p)
        seen[p] = fp32_matmul()
    torch.set_float32_matmul_precision("highest")
    torch.backends.cuda.matmul.allow_tf32 = True
    seen["allow_tf32"] = fp32_matmul()
    torch.backends.cuda.matmul.allow_tf32 = False
    seen["tf32=True under highest"] = fp32_matmul(True)
    torch.set_float32_matmul_precision("high")
    seen["tf32=False under high"] = fp32_matmul(False)
finally:
    torch.set_float32_matmul_precision(saved)
want = {"highest": "ieee", "high": "tf32", "medium": "tf32", "allow_tf32": "tf32",
        "tf32=True under highest": "tf32", "tf32=False under high": "ieee"}
report("precision follows torch", seen == want, seen)


# --- forward and gradients ---------------------------------------------------------
class Case(nn.Module):
    """loss = (f(params) * c).sum(): the output's gradient is c, an fp32
    buffer, so each backward GEMM takes known values."""

    def __init__(self, fn, c, **params):
        super().__init__()
        self.fn = fn
        self.register_buffer("c", c)
        for k, v in params.items():
            setattr(self, k, nn.Parameter(v))

    def forward(self):
        return (self.fn(self) * self.c).sum()


r = torch.randn
# name: (f, output shape, params, {param: (emulated grad from c and the
# params, or None: that backward GEMM keeps the FP32 tile)}, TF32 GEMMs).
# For y = a [M, K] @ b [K, N]: dA = c @ b^T is a GEMM of K N and N K (a
# [K, N] B needs both multiples of 4), dB = a^T @ c one of K M.
CASES = {
    # x [2, 50, 36] (100 rows), w [68, 36]: dX = c @ w (K = 68), dW = c^T @ x (K = 100)
    "linear+bias": (lambda m: F.linear(m.x, m.w, m.b), (2, 50, 68),
                    dict(x=r(2, 50, 36), w=r(68, 36), b=r(68)),
                    {"x": lambda c, p: hmma_tf32(c.reshape(100, 68), p["w"]).reshape(2, 50, 36),
                     "w": lambda c, p: hmma_tf32(c.reshape(100, 68).T, p["x"].reshape(100, 36)),
                     "b": None}, 3),
    # a [70, 44] @ b [44, 68]: dA = c @ b^T (K = 68), dB = a^T @ c (K = 70: FP32 tile)
    "matmul": (lambda m: m.a @ m.b, (70, 68), dict(a=r(70, 44), b=r(44, 68)),
               {"a": lambda c, p: hmma_tf32(c, p["b"].T), "b": None}, 2),
    # p [3, 36, 24] @ q [3, 24, 64]: dP = c @ q^T (K = 64), dQ = p^T @ c (K = 36)
    "bmm": (lambda m: torch.bmm(m.p, m.q), (3, 36, 64), dict(p=r(3, 36, 24), q=r(3, 24, 64)),
            {"p": lambda c, p: hmma_tf32(c, p["q"].transpose(0, 2, 1)),
             "q": lambda c, p: hmma_tf32(p["p"].transpose(0, 2, 1), c)}, 3),
    # a [20, 33] @ b [33, 12]: the forward (K = 33) and dA (N = 33) keep the
    # FP32 tile (torch's TF32 would not), dB = a^T @ c (K = 20) is TF32.
    "matmul K=33": (lambda m: m.a @ m.b, (20, 12), dict(a=r(20, 33), b=r(33, 12)),
                    {"a": None, "b": lambda c, p: hmma_tf32(p["a"].T, c)}, 1),
}

for name, (fn, oshape, params, emul, want_tf32) in CASES.items():
    c = r(*oshape)
    model = Case(fn, c, **params)
    cap = capture(model, ())
    d = f"{work}/{name.replace('+', '_').replace(' ', '_').replace('=', '')}"
    b = compile_bundle(with_fp32_matmul(cap.mlir, "tf32"), d, sm="sm_90",
                       autodiff={"optimizer": "none"})
    lowered = open(os.path.join(d, "lowered.mlir")).read()
    n_tf32 = len(re.findall(r'llvm\.func @forward_train_\w+\([^\n]*oa\.fp32_matmul = "tf32"',
                            lowered))
    feed = {n: p.detach().numpy() for n, p in cap.params}
    feed.update({n: t.detach().numpy() for n, t in cap.buffers})
    outs = EmuExecutor(b).run("forward_train", feed)
    # torch's FP32 on the CPU (what TF32 approximates), and float64.
    m32 = copy.deepcopy(model)
    loss32 = m32()
    loss32.backward()
    m64 = copy.deepcopy(model).double()
    m64().backward()
    pv = {n: p.detach().numpy() for n, p in model.named_parameters()}
    cn = c.numpy()
    details, ok = [f"{n_tf32}/{want_tf32} GEMMs TF32"], n_tf32 == want_tf32
    # The loss is a sum of terms of both signs: its error relative to the
    # sum of their magnitudes.
    with torch.no_grad():
        scale = (m32.fn(m32) * c).abs().sum().item()
    loss_err = abs(float(outs["loss"]) - loss32.item()) / scale
    tf32_fwd = name != "matmul K=33"
    ok &= loss_err <= (TF32_RTOL if tf32_fwd else 2e-5)
    details.append(f"loss {loss_err:.1e}")
    for n, p in m32.named_parameters():
        got = outs[n + ".grad"]
        e32 = rel(got, p.grad.numpy())
        if emul[n] is not None:
            exact = np.array_equal(got, emul[n](cn, pv))
            ok &= exact and 1e-5 < e32 <= TF32_RTOL
            details.append(f"d{n} {'exact' if exact else 'NOT exact'} {e32:.1e}")
        else:
            e64 = rel(got, dict(m64.named_parameters())[n].grad.numpy())
            ok &= e64 <= 2e-5
            details.append(f"d{n} fp32 {e64:.1e}")
    report(name, ok, ", ".join(details))


# --- training under set_float32_matmul_precision("high") ---------------------------
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(32, 64), nn.Linear(64, 16)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


net = MLP()
ref = copy.deepcopy(net)
x, y = r(24, 32), r(24, 16)
torch.set_float32_matmul_precision("high")
try:
    m = oa.compile(net, (x,), train=True, loss=F.mse_loss, example_targets=(y,),
                   optimizer=torch.optim.SGD(net.parameters(), lr=0.1))
finally:
    torch.set_float32_matmul_precision(saved)
lowered = open(os.path.join(m.bundle.path, "lowered.mlir")).read()
gemms = re.findall(r"llvm\.func @loss_train_k\d+_(?:linear|matmul)\w*\(([^\n]*)", lowered)
opt = torch.optim.SGD(ref.parameters(), lr=0.1)
losses = []
for step in range(2):
    opt.zero_grad()
    lt = F.mse_loss(ref(x), y)
    lt.backward()
    opt.step()
    lo = m.step(x, y)
    losses.append(abs(float(lo) - lt.item()) / abs(lt.item()))
werr = max(rel(p.detach().numpy(), q.detach().numpy())
           for p, q in zip(net.parameters(), ref.parameters()))
ok = (m.fp32_matmul == "tf32" and len(gemms) >= 5
      and all('oa.fp32_matmul = "tf32"' in g for g in gemms)
      and max(losses) <= TF32_RTOL and werr <= TF32_RTOL)
report("MLP 2 steps, precision high", ok,
       f"{m.fp32_matmul}, {len(gemms)} GEMM kernels, loss {max(losses):.1e}, weights {werr:.1e}")

print("FAILED" if bad else "all ok")
sys.exit(1 if bad else 0)
