# Every op family, emitted from Python, lowered by oa-opt/oa-translate and run
# on the CPU with oa.sim, against float64 pure-Python references.
# REQUIRES: host-clang
# RUN: rm -rf %t && %python %s %t | FileCheck %s
import array
import json
import math
import os
import random
import struct
import subprocess
import sys

from oa import Module, launch, sim

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
m = Module()
inputs, refs = {}, {}


def arg(f, name, shape, lo=-1.0, hi=1.0):
    rng = random.Random(name)
    inputs[name] = [rng.uniform(lo, hi) for _ in range(math.prod(shape))]
    return f.arg(name, shape)


def f32(v):
    return array.array("f", v).tolist()  # rounds like the f32 input files


def idx(shape, i):
    r = 0
    for d, k in zip(shape, i):
        r = r * d + k
    return r


# Elementwise chain (one fused kernel), gelu(tanh), sgd.
f = m.func("elem")
a, b, c = arg(f, "a", [37, 50]), arg(f, "b", [37, 50]), arg(f, "c", [37, 50], 1.0, 2.0)
f.ret(f.div(f.relu(a - b) * a, c), f.gelu(a, "tanh"), f.sgd_update(a, b, 0.25),
      names=["chain", "gelu_tanh", "sgd"])
A, B, C = (f32(inputs[n]) for n in "abc")
refs["elem"] = {
    "chain": [max(x - y, 0.0) * x / z for x, y, z in zip(A, B, C)],
    "gelu_tanh": [0.5 * x * (1 + math.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))) for x in A],
    "sgd": [x - 0.25 * y for x, y in zip(A, B)],
}

# Reductions over the last, first and a middle axis; MSE; long softmax rows.
f = m.func("red")
x, t = arg(f, "x", [37, 300]), arg(f, "t", [37, 300])
y = arg(f, "y", [3, 37, 5])
f.ret(f.reduce_sum(x, axis=0, keep_dim=True), f.reduce_max(x, axis=-1),
      f.reduce_mean(y, axis=1), f.mse_loss(x, t), f.softmax(x),
      names=["colsum", "rowmax", "mean1", "mse", "softmax"])
X, T, Y = f32(inputs["x"]), f32(inputs["t"]), f32(inputs["y"])
rows = [X[i * 300:(i + 1) * 300] for i in range(37)]
refs["red"] = {
    "colsum": [math.fsum(r[j] for r in rows) for j in range(300)],
    "rowmax": [max(r) for r in rows],
    "mean1": [math.fsum(Y[idx([3, 37, 5], (i, k, j))] for k in range(37)) / 37
              for i in range(3) for j in range(5)],
    "mse": [math.fsum((p - q) ** 2 for p, q in zip(X, T)) / len(X)],
    "softmax": [e / math.fsum(es) for r in rows
                for es in [[math.exp(v - max(r)) for v in r]] for e in es],
}

# Data movement.
f = m.func("move")
p, q = arg(f, "p", [3, 4, 5]), arg(f, "q", [3, 6, 5])
f.ret(f.transpose(p, [2, 0, 1]), f.concat([p, q], axis=1), names=["tr", "cat"])
P, Q = f32(inputs["p"]), f32(inputs["q"])
refs["move"] = {
    "tr": [P[idx([3, 4, 5], (i, j, k))] for k in range(5) for i in range(3) for j in range(4)],
    "cat": [P[idx([3, 4, 5], (i, j, k))] if j < 4 else Q[idx([3, 6, 5], (i, j - 4, k))]
            for i in range(3) for j in range(10) for k in range(5)],
}

# Contractions: batched, and linear on a rank-3 input with a fused relu epilogue.
f = m.func("gemm")
u, v = arg(f, "u", [3, 17, 20]), arg(f, "v", [3, 20, 19])
xi, w, bb = arg(f, "xi", [2, 5, 20]), arg(f, "w", [33, 20]), arg(f, "bias", [33])
f.ret(f.batch_matmul(u, v), f.relu(f.linear(xi, w, bb)), names=["bmm", "lin"])
U, V, XI, W, BB = (f32(inputs[n]) for n in ("u", "v", "xi", "w", "bias"))
refs["gemm"] = {
    "bmm": [math.fsum(U[idx([3, 17, 20], (z, i, k))] * V[idx([3, 20, 19], (z, k, j))] for k in range(20))
            for z in range(3) for i in range(17) for j in range(19)],
    "lin": [max(0.0, math.fsum(XI[r * 20 + k] * W[j * 20 + k] for k in range(20)) + BB[j])
            for r in range(10) for j in range(33)],
}

# FP16 operands, FP32 accumulation and result.
f = m.func("half")
hx, hw = f.arg("hx", [9, 24], "f16"), f.arg("hw", [13, 24], "f16")
for n, shape in (("hx", [9, 24]), ("hw", [13, 24])):
    rng = random.Random(n)
    inputs[n] = [rng.uniform(-1, 1) for _ in range(math.prod(shape))]
f.ret(f.linear(hx, hw, out_dtype="f32"), name="hlin")
HX = list(struct.unpack(f"<{len(inputs['hx'])}e", struct.pack(f"<{len(inputs['hx'])}e", *inputs["hx"])))
HW = list(struct.unpack(f"<{len(inputs['hw'])}e", struct.pack(f"<{len(inputs['hw'])}e", *inputs["hw"])))
refs["half"] = {"hlin": [math.fsum(HX[r * 24 + k] * HW[j * 24 + k] for k in range(24))
                         for r in range(9) for j in range(13)]}

text = m.text()
bindir = os.environ.get("OA_BIN") or os.path.dirname(
    subprocess.run(["which", "oa-opt"], capture_output=True, text=True).stdout.strip())
# The CPU harness has no tensor cores: the f16 GEMM keeps the FP32 tile
# (tensor-cores=0; the default is the tensor-core kernel).
PIPE = "--pass-pipeline=builtin.module(oa-lower-to-kernels{tensor-cores=0},canonicalize,oa-kernels-to-llvm)"
lowered = subprocess.run([os.path.join(bindir, "oa-opt"), PIPE], input=text,
                         capture_output=True, text=True, check=True).stdout
ll = subprocess.run([os.path.join(bindir, "oa-translate"), "--oa-to-llvmir"], input=lowered,
                    capture_output=True, text=True, check=True).stdout
plan = json.loads(subprocess.run([os.path.join(bindir, "oa-translate"), "--oa-launch-plan"],
                                 input=lowered, capture_output=True, text=True, check=True).stdout)
for fn in m.funcs:
    d = os.path.join(out, fn.name)
    fplan, _ = launch.split(plan, d, fn.name)
    with open(os.path.join(d, "kernels.ll"), "w") as fh:
        fh.write(ll)
    for name, buf in fplan["buffers"].items():
        if buf["role"] == "input":
            with open(os.path.join(d, name + ".bin"), "wb") as fh:
                v = inputs[name]
                fh.write(struct.pack(f"<{len(v)}{'e' if buf['dtype'] == 'f16' else 'f'}", *v))
    res = sim.run_case(d)
    for name, ref in refs[fn.name].items():
        got = array.array("f")
        with open(os.path.join(res, name + ".bin"), "rb") as fh:
            got.frombytes(fh.read())
        assert len(got) == len(ref), (name, len(got), len(ref))
        err = math.sqrt(math.fsum((g - r) ** 2 for g, r in zip(got, ref)))
        rel = err / math.sqrt(math.fsum(r * r for r in ref))
        print(f"{fn.name}.{name}: {len(fplan['launches'])} launches, {'ok' if rel <= 1e-5 else 'BAD'} rel_l2={rel:.2e}")


# By default the f16 GEMM is a tensor-core kernel, which oa.sim refuses by name.
ll_tc = subprocess.run([os.path.join(bindir, "oa-translate"), "--oa-to-llvmir"], capture_output=True,
                       text=True, check=True,
                       input=subprocess.run([os.path.join(bindir, "oa-opt"), "--oa-model-to-llvm"],
                                            input=text, capture_output=True, text=True,
                                            check=True).stdout).stdout
d = os.path.join(out, "tc")
os.makedirs(d, exist_ok=True)
with open(os.path.join(d, "kernels.ll"), "w") as fh:
    fh.write(ll_tc)
try:
    sim.build(os.path.join(d, "kernels.ll"), d)
    print("tensor cores: built")
except ValueError as e:
    print(f"tensor cores: {e}")

# CHECK: elem.chain: 3 launches, ok
# CHECK: elem.gelu_tanh: 3 launches, ok
# CHECK: elem.sgd: 3 launches, ok
# CHECK: red.colsum: 5 launches, ok
# CHECK: red.rowmax: 5 launches, ok
# CHECK: red.mean1: 5 launches, ok
# CHECK: red.mse: 5 launches, ok
# CHECK: red.softmax: 5 launches, ok
# CHECK: move.tr: 2 launches, ok
# CHECK: move.cat: 2 launches, ok
# CHECK: gemm.bmm: 2 launches, ok
# CHECK: gemm.lin: 2 launches, ok
# CHECK: half.hlin: 1 launches, ok
# CHECK-NOT: BAD
# CHECK: tensor cores: {{.*}}oa.sim cannot run {{.*}}llvm.nvvm.mma.m16n8k16.row.col.f32.f32 {{.*}}tensor-cores=0
