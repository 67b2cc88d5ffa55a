# Mixed precision's oa.convert without kernels of its own
# (oa-lower-to-kernels): a convert joins the kernel of its producer (a GEMM's
# epilogue, an elementwise chain, a row-wise or reduction kernel, which then
# stores in the convert's type), or, alone, is read through by every kernel
# taking it (elementwise inputs, a GEMM's bias and epilogue operands,
# rounded on load).  Each case's results in oa-emu, fused, are bit for bit
# those of the same function lowered with fuse=0 (a kernel per op, the
# convert's own kernel rounding once): f16/bf16 GEMM on tensor cores and on
# the FP32 tile (K % 8 != 0, split-K) with a widening convert and a residual,
# LayerNorm and softmax in f32 narrowed (softmax keeps its f32 exp), an f16
# row kernel (8-wide vectors) widened, a column reduction widened, an f32
# chain narrowed, f32 weights' bias and an elementwise operand read through
# a convert.  Then the launches of an fp16 and a bf16 training step of the
# MLP of loss-scale.py (54 and 53 before): only the converts of weights a
# tensor-core GEMM copies with cp.async stay kernels.
# RUN: rm -rf %t && mkdir -p %t && env OA_BUNDLE_DIR=%t/cache %python %s %t
import os
import re
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

import oa
from oa import pipeline
from oa.torch import program

work = sys.argv[1]
bad = 0
rng = np.random.default_rng(0)


def report(name, ok, detail):
    global bad
    bad += not ok
    print(f"{name:34s} {'ok' if ok else 'FAILED'}  {detail}")


UNFUSED = "--pass-pipeline=builtin.module(oa-lower-to-kernels{fuse=0},canonicalize,oa-kernels-to-llvm)"
_run = pipeline.run


def unfused_run(tool, args, **kw):
    return _run(tool, [UNFUSED if a == "--oa-model-to-llvm" else a for a in args], **kw)


def t(shape, dt):
    return f"tensor<{'x'.join(map(str, shape))}x{dt}>"


# name: (function body builder -> (args [(name, shape, dtype)], body lines, results [(value, shape, dtype, name)]))
def case_gemm(dt, m, n, k, split=None):
    a, w, b, r = ("x", [m, k], dt), ("w", [n, k], "f32"), ("b", [n], "f32"), ("r", [m, n], "f32")
    attrs = f" {{oa.split_k = {split} : i64}}" if split else ""
    body = [f"%wl = oa.convert %w : ({t([n, k], 'f32')}) -> {t([n, k], dt)}",
            f"%bl = oa.convert %b : ({t([n], 'f32')}) -> {t([n], dt)}",
            f"%y = oa.linear %x, %wl, %bl{attrs} : ({t([m, k], dt)}, {t([n, k], dt)}, {t([n], dt)}) -> {t([m, n], dt)}",
            f"%yf = oa.convert %y : ({t([m, n], dt)}) -> {t([m, n], 'f32')}",
            f"%o = oa.add %yf, %r : ({t([m, n], 'f32')}, {t([m, n], 'f32')}) -> {t([m, n], 'f32')}"]
    return [a, w, b, r], body, [("%o", [m, n], "f32", "o")]


def case_rows(m, n):
    x, g, bb = ("x", [m, n], "f32"), ("g", [n], "f32"), ("bb", [n], "f32")
    body = [f"%ln = oa.layer_norm %x, %g, %bb : ({t([m, n], 'f32')}, {t([n], 'f32')}, {t([n], 'f32')}) -> {t([m, n], 'f32')}",
            f"%lh = oa.convert %ln : ({t([m, n], 'f32')}) -> {t([m, n], 'f16')}",
            f"%sm = oa.softmax %x {{axis = 1 : i64}} : ({t([m, n], 'f32')}) -> {t([m, n], 'f32')}",
            f"%sh = oa.convert %sm : ({t([m, n], 'f32')}) -> {t([m, n], 'bf16')}",
            # an f16 row kernel (8 halves per vector) stored as floats
            f"%xh = oa.convert %x : ({t([m, n], 'f32')}) -> {t([m, n], 'f16')}",
            f"%s2 = oa.softmax %xh {{axis = 1 : i64}} : ({t([m, n], 'f16')}) -> {t([m, n], 'f16')}",
            f"%s2f = oa.convert %s2 : ({t([m, n], 'f16')}) -> {t([m, n], 'f32')}",
            # a column reduction (the generic row-wise kernel) widened
            f"%cs = oa.reduce_sum %xh {{axis = 0 : i64}} : ({t([m, n], 'f16')}) -> {t([n], 'f16')}",
            f"%csf = oa.convert %cs : ({t([n], 'f16')}) -> {t([n], 'f32')}",
            # an f32 chain narrowed, then read through a convert back
            f"%e = oa.mul %x, %x : ({t([m, n], 'f32')}, {t([m, n], 'f32')}) -> {t([m, n], 'f32')}",
            f"%e2 = oa.scale %e {{factor = 0.3 : f32}} : ({t([m, n], 'f32')}) -> {t([m, n], 'f32')}",
            f"%eh = oa.convert %e2 : ({t([m, n], 'f32')}) -> {t([m, n], 'bf16')}",
            f"%ef = oa.convert %eh : ({t([m, n], 'bf16')}) -> {t([m, n], 'f32')}",
            f"%ok = oa.add %ef, %s2f : ({t([m, n], 'f32')}, {t([m, n], 'f32')}) -> {t([m, n], 'f32')}"]
    return [x, g, bb], body, [("%lh", [m, n], "f16", "lh"), ("%sh", [m, n], "bf16", "sh"),
                             ("%csf", [n], "f32", "csf"), ("%ok", [m, n], "f32", "ok")]


CASES = {
    "tc f16 linear": case_gemm("f16", 40, 72, 48),
    "tc bf16 linear": case_gemm("bf16", 33, 64, 40),
    "fp32 tile f16 linear (K=36)": case_gemm("f16", 20, 24, 36),
    "split-K f16 linear (K=260)": case_gemm("f16", 12, 20, 260, split=2),
    "rows and chains": case_rows(12, 72),
}


def text(args, body, results):
    params = ", ".join(f'%{n}: {t(s, d)} {{oa.name = "{n}"}}' for n, s, d in args)
    res = ", ".join(f'{t(s, d)} {{oa.name = "{n}"}}' for _, s, d, n in results)
    vals = ", ".join(v for v, _, _, _ in results)
    tys = ", ".join(t(s, d) for _, s, d, _ in results)
    return (f"func.func @f({params}) -> ({res}) {{\n  " + "\n  ".join(body)
            + f"\n  return {vals} : {tys}\n}}\n")


for name, (args, body, results) in CASES.items():
    src = text(args, body, results)
    d = os.path.join(work, re.sub(r"\W+", "_", name))
    fused = program.compile_bundle(src, d + "-fused")
    pipeline.run = unfused_run
    try:
        plain = program.compile_bundle(src, d + "-unfused")
    finally:
        pipeline.run = _run
    feed = {n: rng.standard_normal(s).astype(np.float32) for n, s, _ in args}
    feed = {n: (v.astype(np.float16) if dt == "f16" else v) for (n, _, dt), v in zip(args, feed.values())}
    got = program.EmuExecutor(fused, d + "-w1").run("f", feed)
    want = program.EmuExecutor(plain, d + "-w2").run("f", feed)
    same = all(got[n].tobytes() == want[n].tobytes() for n in want)
    kf = [l["kernel"] for l in fused.function("f")["launches"]]
    ku = [l["kernel"] for l in plain.function("f")["launches"]]
    alone = [k for k in kf if re.fullmatch(r"f_k\d+_convert", k)]
    # Left: the weight's convert (B of the GEMM), or x's (two row kernels take it).
    report(name, same and len(alone) == 1,
           f"{'bit for bit' if same else 'DIFFERENT'}; launches {len(ku)} -> {len(kf)}"
           + f"; converts left {len(alone)}")


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(16)
        self.fc1, self.fc2 = nn.Linear(16, 32), nn.Linear(32, 16)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


x, y = torch.randn(8, 16), torch.randn(8, 16)
for prec, before in (("fp16", 54), ("bf16", 53)):
    model = MLP()
    m = oa.compile(model, (x,), train=True, loss=F.mse_loss, example_targets=(y,), precision=prec,
                   optimizer=torch.optim.AdamW(model.parameters(), lr=1e-3))
    ks = [l["kernel"] for l in m.bundle.function("loss_train")["launches"]]
    alone = [k for k in ks if re.fullmatch(r"loss_train_k\d+_convert", k)]
    # fc1's and fc2's weights (A/B of tensor-core GEMMs) keep theirs.
    report(f"MLP {prec} step launches", len(alone) == 2 and len(ks) <= before - 11,
           f"{before} -> {len(ks)}, converts left alone {len(alone)}")

print("FAILED" if bad else "all ok")
sys.exit(1 if bad else 0)
