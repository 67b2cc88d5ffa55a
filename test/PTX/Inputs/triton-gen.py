"""Writes Inputs/triton/*.ptx: Triton's PTX of nine kernels (vector add,
row softmax, an fp16 matmul with tl.dot, layer norm with fp16 in and out,
GELU with erf, an atomic histogram, cumsum, argmax, and a mix of exp, log,
sigmoid, rsqrt and division stored as bf16) for sm_80 or sm_90, and each
kernel's dynamic shared bytes and warps (K.smNN.meta.json), for
import-triton.test.  Needs Triton (3.6 wrote the files here; no GPU needed):

  PYTHONPATH=.deps/torch python3 test/PTX/Inputs/triton-gen.py 80|90 OUTDIR
"""
import os
import sys, triton, triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x + y, mask=m)

@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(in_ptr + row * stride + offs, mask=m, other=-float('inf'))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + offs, e / tl.sum(e, axis=0), mask=m)

@triton.jit
def matmul_kernel(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0); pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM); rn = pn * BN + tl.arange(0, BN); rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        y = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)

@triton.jit
def layernorm(x_ptr, y_ptr, w_ptr, b_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + row * n + offs, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(m, x - mean, 0.)
    var = tl.sum(d * d, axis=0) / n
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    tl.store(y_ptr + row * n + offs, (d * rstd * w + b).to(tl.float16), mask=m)

@triton.jit
def gelu_erf(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = 0.5 * x * (1 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y, mask=m)

@triton.jit
def atomic_hist(x_ptr, h_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)
    tl.atomic_add(h_ptr + (x & 63), 1, mask=m)

@triton.jit
def cumsum_k(x_ptr, y_ptr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * BLOCK + offs)
    tl.store(y_ptr + row * BLOCK + offs, tl.cumsum(x, axis=0))

@triton.jit
def argmax_k(x_ptr, y_ptr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * BLOCK + offs)
    tl.store(y_ptr + row, tl.argmax(x, axis=0))

@triton.jit
def mix_k(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1.0)
    y = tl.exp(x) + tl.log(tl.abs(x) + 1) + tl.sigmoid(x) + tl.math.rsqrt(tl.abs(x) + 1) + x / (x * x + 1)
    tl.store(y_ptr + offs, y.to(tl.bfloat16), mask=m)

cc = int(sys.argv[1])
out = sys.argv[2]
t = GPUTarget("cuda", cc, 32)
jobs = [(add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, {"BLOCK": 256}),
        (softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "stride": "i32", "n_cols": "i32"}, {"BLOCK": 128}),
        (matmul_kernel, {"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32"}, {"BM": 64, "BN": 64, "BK": 32}),
        (layernorm, {"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp32", "b_ptr": "*fp32", "n": "i32", "eps": "fp32"}, {"BLOCK": 256}),
        (gelu_erf, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, {"BLOCK": 512}),
        (atomic_hist, {"x_ptr": "*i32", "h_ptr": "*i32", "n": "i32"}, {"BLOCK": 256}),
        (cumsum_k, {"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"BLOCK": 256}),
        (argmax_k, {"x_ptr": "*fp32", "y_ptr": "*i32"}, {"BLOCK": 256}),
        (mix_k, {"x_ptr": "*fp32", "y_ptr": "*bf16", "n": "i32"}, {"BLOCK": 256})]
for fn, sig, const in jobs:
    src = ASTSource(fn=fn, signature={**sig, **{k: "constexpr" for k in const}}, constexprs=const)
    k = triton.compile(src, target=t)
    open(os.path.join(out, f"{fn.__name__}.sm{cc}.ptx"), "w").write(k.asm["ptx"])
    import json
    json.dump({"shared": k.metadata.shared, "num_warps": k.metadata.num_warps, "name": k.metadata.name},
              open(os.path.join(out, f"{fn.__name__}.sm{cc}.meta.json"), "w"))
    print(fn.__name__, "ok")
