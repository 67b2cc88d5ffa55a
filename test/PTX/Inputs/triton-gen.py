"""Writes Inputs/triton/*.ptx: Triton's PTX of three kernels (vector add,
row softmax, an fp16 matmul with tl.dot) for sm_80 or sm_90, and each
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

cc = int(sys.argv[1])
out = sys.argv[2]
t = GPUTarget("cuda", cc, 32)
jobs = [(add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, {"BLOCK": 256}),
        (softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "stride": "i32", "n_cols": "i32"}, {"BLOCK": 128}),
        (matmul_kernel, {"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32"}, {"BM": 64, "BN": 64, "BK": 32})]
for fn, sig, const in jobs:
    src = ASTSource(fn=fn, signature={**sig, **{k: "constexpr" for k in const}}, constexprs=const)
    k = triton.compile(src, target=t)
    open(os.path.join(out, f"{fn.__name__}.sm{cc}.ptx"), "w").write(k.asm["ptx"])
    import json
    json.dump({"shared": k.metadata.shared, "num_warps": k.metadata.num_warps, "name": k.metadata.name},
              open(os.path.join(out, f"{fn.__name__}.sm{cc}.meta.json"), "w"))
    print(fn.__name__, "ok")
