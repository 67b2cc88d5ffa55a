#!/usr/bin/env python3
"""The four end-to-end cases of issue 5, from Python to files for the GPU.

    python3 python/examples/e2e.py [--build BUILD] [--out DIR] [--case NAME ...]

For each case (mlp, softmax, layernorm, matmul) this emits model-level MLIR
with oa.emit, lowers it with `oa-opt --oa-model-to-llvm`, and writes to
DIR/<case>/:
  model.mlir        the emitted oa-dialect MLIR
  lowered.mlir      after oa-model-to-llvm (host func + LLVM/NVVM kernels)
  kernels.ll        `oa-translate --oa-to-llvmir`: the input of oa-llc
  plan.json, launch_<i>.json, check.json   (`oa-translate --oa-launch-plan`
                    split by oa.launch): docs/Launch.md descriptions
  <input>.bin       the inputs (f32, little-endian, seeded)
  ref.py            the PyTorch reference on the same inputs, and a checker
  run.sh            compile with oa-llc, run every launch with oa-run,
                    compare with PyTorch (FP32 relative L2 error <= 1e-5)
Copy DIR/<case> (or all of DIR) to the GPU host with oa-llc/oa-run and run
`sh run.sh`.  Nothing here needs numpy or torch; ref.py needs torch.
"""
import argparse
import array
import json
import math
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from oa import Module  # noqa: E402
from oa import launch  # noqa: E402

RTOL = 1e-5


# Each case: build(f) defines the function and returns the torch expression
# (as Python source over the argument names) of every result, in order.
def mlp(f):
    m, d, h = 128, 256, 1024
    x = f.arg("x", [m, d])
    w1, b1 = f.arg("w1", [h, d]), f.arg("b1", [h])
    w2, b2 = f.arg("w2", [d, h]), f.arg("b2", [d])
    y = f.linear(f.gelu(f.linear(x, w1, b1)), w2, b2) + x
    f.ret(y, name="y")
    return {"y": "F.linear(F.gelu(F.linear(x, w1, b1)), w2, b2) + x"}


def softmax(f):
    x = f.arg("x", [512, 1000])
    f.ret(f.softmax(x), name="y")
    return {"y": "torch.softmax(x, dim=-1)"}


def layernorm(f):
    x = f.arg("x", [512, 768])
    g, b = f.arg("gamma", [768]), f.arg("beta", [768])
    f.ret(f.layer_norm(x, g, b, eps=1e-5), name="y")
    return {"y": "F.layer_norm(x, (768,), gamma, beta, eps=1e-5)"}


def matmul(f):
    # Sizes that are not multiples of the 16x16 tile exercise the edges.
    a, b = f.arg("a", [250, 384]), f.arg("b", [384, 300])
    f.ret(f.matmul(a, b), name="c")
    return {"c": "a @ b"}


CASES = {"mlp": mlp, "softmax": softmax, "layernorm": layernorm, "matmul": matmul}


# Pure-Python float64 references (for --sim, where there is no torch):
# flat row-major lists in, flat lists out.
def _linear(x, w, b, m, k, n):
    out = []
    for i in range(m):
        xi = x[i * k:(i + 1) * k]
        for j in range(n):
            wj = w[j * k:(j + 1) * k]
            out.append(math.fsum(p * q for p, q in zip(xi, wj)) + (b[j] if b else 0.0))
    return out


def _gelu(v):
    return [0.5 * t * (1.0 + math.erf(t / math.sqrt(2.0))) for t in v]


def _rows(v, n):
    return [v[i:i + n] for i in range(0, len(v), n)]


def py_reference(case, inp):
    if case == "mlp":
        h = _gelu(_linear(inp["x"], inp["w1"], inp["b1"], 128, 256, 1024))
        y = _linear(h, inp["w2"], inp["b2"], 128, 1024, 256)
        return {"y": [p + q for p, q in zip(y, inp["x"])]}
    if case == "softmax":
        out = []
        for r in _rows(inp["x"], 1000):
            mx = max(r)
            e = [math.exp(t - mx) for t in r]
            s = math.fsum(e)
            out += [t / s for t in e]
        return {"y": out}
    if case == "layernorm":
        out = []
        for r in _rows(inp["x"], 768):
            mean = math.fsum(r) / len(r)
            var = math.fsum((t - mean) ** 2 for t in r) / len(r)
            rs = 1.0 / math.sqrt(var + 1e-5)
            out += [(t - mean) * rs * g + b for t, g, b in zip(r, inp["gamma"], inp["beta"])]
        return {"y": out}
    if case == "matmul":
        a, b = inp["a"], inp["b"]
        bt = [b[k * 300 + j] for j in range(300) for k in range(384)]  # [N, K]
        return {"c": _linear(a, bt, None, 250, 384, 300)}
    raise ValueError(case)


def read_f32(path):
    data = array.array("f")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    if sys.byteorder != "little":
        data.byteswap()
    return list(data)


def sim_check(case, d):
    """Runs the case's kernels on the CPU (oa.sim) against py_reference."""
    from oa import sim
    return compare(case, d, sim.run_case(d), "sim")


def compare(case, d, outdir, what):
    """Compares outdir/<output>.bin with py_reference on d's inputs."""
    with open(os.path.join(d, "plan.json")) as f:
        fn = json.load(f)
    inp = {n: read_f32(os.path.join(d, n + ".bin"))
           for n, b in fn["buffers"].items() if b["role"] == "input"}
    ok = True
    for name, ref in py_reference(case, inp).items():
        out = read_f32(os.path.join(outdir, name + ".bin"))
        err = math.sqrt(math.fsum((o - r) ** 2 for o, r in zip(out, ref)))
        rel = err / math.sqrt(math.fsum(r * r for r in ref))
        mx = max(abs(o - r) for o, r in zip(out, ref))
        good = rel <= RTOL and all(o == o for o in out)
        ok &= good
        print(f"  {what} {case}: {name} rel_l2={rel:.3e} max_abs={mx:.3e} {'PASS' if good else 'FAIL'}")
    return ok

# Input distributions: activations uniform in [-1, 1], weights scaled by
# 1/sqrt(fan_in) as torch.nn.Linear initialises them, LayerNorm affine near 1/0.
def init_range(name, shape):
    if name.startswith("w"):
        s = 1.0 / math.sqrt(shape[-1])
        return -s, s
    if name == "gamma":
        return 0.5, 1.5
    if name == "softmax_x":
        return -8.0, 8.0
    return -1.0, 1.0


REF_PY = '''#!/usr/bin/env python3
"""PyTorch reference for oa's {case} case: reads the inputs next to this
file, writes ref/<output>.bin; with --check DIR compares DIR/<output>.bin
(relative L2 error <= {rtol}) and exits non-zero on a failure."""
import argparse, os, sys
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = {inputs!r}
OUTPUTS = {outputs!r}

def load(path, shape, device):
    with open(path, "rb") as f:
        data = bytearray(f.read())
    return torch.frombuffer(data, dtype=torch.float32).reshape(shape).to(device)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", metavar="DIR")
    ap.add_argument("--cpu", action="store_true")
    a = ap.parse_args()
    dev = "cuda" if torch.cuda.is_available() and not a.cpu else "cpu"
    # FP32 reference: no TF32 in matmuls.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    env = {{"torch": torch, "F": F}}
    for name, shape in INPUTS.items():
        env[name] = load(os.path.join(HERE, name + ".bin"), shape, dev)
    os.makedirs(os.path.join(HERE, "ref"), exist_ok=True)
    ok = True
    for name, (expr, shape) in OUTPUTS.items():
        ref = eval(expr, env).float().contiguous()
        with open(os.path.join(HERE, "ref", name + ".bin"), "wb") as f:
            f.write(ref.cpu().numpy().tobytes())
        if a.check:
            out = load(os.path.join(a.check, name + ".bin"), shape, dev)
            rel = (torch.linalg.vector_norm((out - ref).double()) /
                   torch.linalg.vector_norm(ref.double())).item()
            mx = (out - ref).abs().max().item()
            good = rel <= {rtol} and not torch.isnan(out).any().item()
            ok &= good
            print(f"{case}: {{name}} rel_l2={{rel:.3e}} max_abs={{mx:.3e}} {{'PASS' if good else 'FAIL'}} (device {{dev}})")
    return 0 if ok else 1

if __name__ == "__main__":
    sys.exit(main())
'''

RUN_SH = '''#!/bin/sh
# oa's {case} case on the GPU: oa-llc compiles kernels.ll (emitted by
# oa-opt/oa-translate from Python-built MLIR), oa-run runs the {n} launch(es)
# chained through this directory, PyTorch gives the reference.
#   OA_LLC, OA_RUN: the tools (default: on PATH);  SM: 90 (default) or 80
#   OA_RUN=oa-emu runs the launches in oa's SASS emulator instead of the GPU
#   (the final oa-run --from comparison needs no GPU either)
#   REF_PTXAS=1: build the cubin with llc-22 + ptxas instead (cross-check of
#   the MLIR lowering only; not oa's compile path)
set -e
cd "$(dirname "$0")"
OA_LLC=${{OA_LLC:-oa-llc}}
OA_RUN=${{OA_RUN:-oa-run}}
SM=${{SM:-90}}
if [ -n "$REF_PTXAS" ]; then
  ${{LLC:-llc-22}} -march=nvptx64 -mcpu=sm_$SM -O3 kernels.ll -o kernels.ptx
  ${{PTXAS:-ptxas}} -arch=sm_$SM kernels.ptx -o kernels.cubin
else
  "$OA_LLC" -mcpu=sm_$SM -O3 -filetype=obj kernels.ll -o kernels.cubin
fi
{launches}
python3 ref.py --check .
${{OA_CHECK:-oa-run}} check.json --from . --compare ref
'''


def write_inputs(fn_plan, outdir, case):
    shapes = {}
    for name, b in fn_plan["buffers"].items():
        if b["role"] != "input":
            continue
        key = f"{case}_{name}"
        lo, hi = init_range(key if case == "softmax" else name, b["shape"])
        rng = random.Random(key)  # seeded by name: same bytes on every machine
        data = array.array("f", (rng.uniform(lo, hi) for _ in range(b["count"])))
        if sys.byteorder != "little":
            data.byteswap()
        with open(os.path.join(outdir, name + ".bin"), "wb") as f:
            data.tofile(f)
        shapes[name] = b["shape"]
    return shapes


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return r.stdout


def build_case(case, build, out):
    d = os.path.join(out, case)
    os.makedirs(d, exist_ok=True)
    m = Module()
    f = m.func(case)
    exprs = CASES[case](f)
    text = m.text()
    with open(os.path.join(d, "model.mlir"), "w") as fh:
        fh.write(text)
    bindir = os.path.join(build, "bin")
    lowered = run([os.path.join(bindir, "oa-opt"), "--oa-model-to-llvm"], input=text)
    with open(os.path.join(d, "lowered.mlir"), "w") as fh:
        fh.write(lowered)
    ll = run([os.path.join(bindir, "oa-translate"), "--oa-to-llvmir"], input=lowered)
    with open(os.path.join(d, "kernels.ll"), "w") as fh:
        fh.write(ll)
    plan = json.loads(run([os.path.join(bindir, "oa-translate"), "--oa-launch-plan",
                           "--oa-cubin=kernels.cubin", f"--oa-rtol={RTOL}"], input=lowered))
    fn, paths = launch.split(plan, d, case, RTOL)
    shapes = write_inputs(fn, d, case)
    outputs = {n: (exprs[n], b["shape"]) for n, b in fn["buffers"].items() if b["role"] == "output"}
    with open(os.path.join(d, "ref.py"), "w") as fh:
        fh.write(REF_PY.format(case=case, rtol=RTOL, inputs=shapes, outputs=outputs))
    launches = "\n".join(f'"$OA_RUN" {os.path.basename(p)} --out .' for p in paths)
    with open(os.path.join(d, "run.sh"), "w") as fh:
        fh.write(RUN_SH.format(case=case, n=len(paths), launches=launches))
    os.chmod(os.path.join(d, "run.sh"), 0o755)
    kernels = [l["kernel"] for l in fn["launches"]]
    print(f"{case}: {len(kernels)} kernel(s) {', '.join(kernels)} -> {d}/kernels.ll")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = os.path.dirname(os.path.dirname(HERE))
    ap.add_argument("--build", default=os.path.join(root, "build-mlir"),
                    help="build directory with bin/oa-opt and bin/oa-translate")
    ap.add_argument("--out", default=os.path.join(root, "build-mlir", "e2e"))
    ap.add_argument("--case", action="append", choices=sorted(CASES))
    ap.add_argument("--sim", action="store_true",
                    help="also run the kernels on the CPU (oa.sim) against a float64 "
                         "pure-Python reference")
    ap.add_argument("--compare-outputs", metavar="DIR",
                    help="compare DIR/<case>/<output>.bin (e.g. from oa-emu or oa-run) "
                         "with the pure-Python reference instead of building")
    a = ap.parse_args()
    ok = True
    for c in a.case or list(CASES):
        if a.compare_outputs:
            ok &= compare(c, os.path.join(a.out, c), os.path.join(a.compare_outputs, c), "outputs")
            continue
        build_case(c, a.build, a.out)
        if a.sim:
            ok &= sim_check(c, os.path.join(a.out, c))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
