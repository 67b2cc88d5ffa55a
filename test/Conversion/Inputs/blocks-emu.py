"""The blocks of the block benchmark (bench/blocks.py: the MLP block and
the pre-LN transformer block, one oa-dialect function each) at small
shapes: lowered to a launch plan of several kernels, compiled by oa-llc
into one cubin, the launches run in order in oa-emu (hazard checks on)
through one folder, and y checked against a float64 reference of the
rounded inputs.  Grids are sized for a few SMs (--sms) so that these
shapes take the kernels the full-size plans take (wgmma GEMMs on sm_90,
not the small-C split-K tile).  sm_80 runs three of the cases.  One line `PASS|FAIL name sm rel-L2` per case.

    blocks-emu.py OUT [--sm 80,90] [--only SUBSTRING]

$OA_BLOCKS_LOWER_OPTS adds oa-lower-to-kernels options (e.g. "tma=0").
"""
import math
import operator
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "bench"))

from oa import launch as oalaunch  # noqa: E402
from oa.commands import rowwise as rw  # noqa: E402

import blocks  # noqa: E402
import build_blocks_bundle as bb  # noqa: E402
import emu_cases  # noqa: E402

SMS = 4
# name: (kind, shape, dtype, model options)
CASES = {
    "mlp-f16-96x64x256": ("mlp", (96, 64, 256), "f16", {}),
    "mlp-bf16-96x64x256": ("mlp", (96, 64, 256), "bf16", {}),
    "mlp-f32-40x36x72": ("mlp", (40, 36, 72), "f32", {}),
    # 2 x 72 tokens: tails in the GEMMs' M and in attention's query and key blocks.
    "block-f16-2x72x128-h2": ("block", (2, 72, 128, 2, 256), "f16", {}),
    "block-bf16-2x72x128-h2": ("block", (2, 72, 128, 2, 256), "bf16", {}),
    "block-f16-2x72x128-h2-qkv3": ("block", (2, 72, 128, 2, 256), "f16", {"split_qkv": True}),
    # Given policies on every GEMM and on the attention (bench variants' form).
    "block-f16-2x72x128-h2-qkv3-policies": ("block", (2, 72, 128, 2, 256), "f16", {
        "split_qkv": True, "policies": {"qkv": blocks._wgp(64, 128, 3), "fc1": blocks._wgp(128, 128, 3),
                                        "attn": {"wgmma": 0, "block_q": 128, "warp_rows": 32}}}),
    "mlp-f16-96x64x256-policies": ("mlp", (96, 64, 256), "f16", {"policies": {
        "fc1": blocks._wgp(128, 256, 3), "fc2": blocks._wgp(64, 128, 4)}}),
    "block-f32-1x24x64-h2": ("block", (1, 24, 64, 2, 96), "f32", {}),
}


# --- float64 reference (pure Python, row-major lists) -----------------------

def linear(x, rows, k, w, n, b):
    cols = [w[j * k:(j + 1) * k] for j in range(n)]
    out = []
    for r in range(rows):
        xr = x[r * k:(r + 1) * k]
        out.extend(math.fsum(map(operator.mul, xr, c)) + b[j] for j, c in enumerate(cols))
    return out


def gelu(v):
    return [0.5 * t * (1.0 + math.erf(t / math.sqrt(2.0))) for t in v]


def layer_norm(x, rows, d, g, b):
    out = []
    for r in range(rows):
        row = x[r * d:(r + 1) * d]
        mean = math.fsum(row) / d
        var = math.fsum((t - mean) ** 2 for t in row) / d
        rstd = 1.0 / math.sqrt(var + blocks.EPS)
        out.extend((t - mean) * rstd * gg + bb_ for t, gg, bb_ in zip(row, g, b))
    return out


def reference(kind, shape, p):
    if kind == "mlp":
        m, d, hid = shape
        h = gelu(linear(p["x"], m, d, p["w1"], hid, p["b1"]))
        return linear(h, m, hid, p["w2"], d, p["b2"])
    b, s, d, nh, hid = shape
    dh, t = d // nh, b * s
    x = p["x"]
    qkv = linear(layer_norm(x, t, d, p["ln1_g"], p["ln1_b"]), t, d, p["wqkv"], 3 * d, p["bqkv"])
    att = [0.0] * (t * d)
    scale = 1.0 / math.sqrt(dh)
    for bi in range(b):
        for hi in range(nh):
            def vec(tok, which):
                base = (bi * s + tok) * 3 * d + which * d + hi * dh
                return qkv[base:base + dh]
            ks = [vec(j, 1) for j in range(s)]
            vs = [vec(j, 2) for j in range(s)]
            for i in range(s):
                qi = vec(i, 0)
                sc = [scale * math.fsum(map(operator.mul, qi, ks[j])) for j in range(i + 1)]
                mx = max(sc)
                w = [math.exp(z - mx) for z in sc]
                tot = math.fsum(w)
                o = (bi * s + i) * d + hi * dh
                for e in range(dh):
                    att[o + e] = math.fsum(w[j] * vs[j][e] for j in range(i + 1)) / tot
    x = [a + c for a, c in zip(x, linear(att, t, d, p["wo"], d, p["bo"]))]
    h = gelu(linear(layer_norm(x, t, d, p["ln2_g"], p["ln2_b"]), t, d, p["w1"], hid, p["b1"]))
    return [a + c for a, c in zip(x, linear(h, t, hid, p["w2"], d, p["b2"]))]


def make_params(kind, shape, dt, seed):
    """Inputs as torch.nn's defaults would make them: x ~ U(-2, 2), weights
    and biases U(-1/sqrt(in), 1/sqrt(in)), LayerNorm gamma U(0.5, 1.5),
    beta U(-0.5, 0.5); rounded to dt."""
    rng = random.Random(seed)
    out = {}
    for name, sh in blocks.params(kind, shape):
        n = math.prod(sh)
        lo, hi = blocks.init_range(kind, shape, name)
        out[name] = rw.encode([rng.uniform(lo, hi) for _ in range(n)], dt)
    return out


def run(name, case, sm, out):
    kind, shape, dt, opts = case
    path = os.path.join(out, f"{name}-sm{sm}")
    fn = bb.compile_plan(blocks.model_mlir(kind, shape, dt, **opts), path, sm, sms=SMS,
                         lower_opts=os.environ.get("OA_BLOCKS_LOWER_OPTS", ""))
    plan = {"functions": [fn]}
    _, launches = oalaunch.split(plan, path)
    params = make_params(kind, shape, dt, len(name))
    vals = {n: v for n, (_, v) in params.items()}
    files = dict((n, raw) for n, (raw, _) in params.items())
    files.update(blocks.split_qkv_buffers(files, shape, blocks.BYTES[dt]) if opts.get("split_qkv")
                 else {})
    for n, b in fn["buffers"].items():
        if b["role"] == "input":
            with open(os.path.join(path, f"{n}.bin"), "wb") as f:
                f.write(files[n])
    expect = reference(kind, shape, vals)
    kernels = ",".join(l["kernel"].split("_", 1)[1] for l in fn["launches"])
    good, what = emu_cases.emulate(path, launches, dt, expect, blocks.RTOL[dt])
    return good, f"{what} ({len(launches)} launches: {kernels})"


# sm_80 (HMMA GEMMs; wgmma policies are sm_90's) runs these only: the
# whole list on both SMs takes over a minute.
SM80 = ("mlp-f16-96x64x256", "mlp-f32-40x36x72", "block-bf16-2x72x128-h2")


if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run, skip=lambda name, sm: sm < 90 and name not in SM80))
