"""The block benchmark's cases, shared by build_blocks_bundle.py (here, with
LLVM) and blocks_run.py (on the GPU host): the MLP block of issue 13
(linear, GELU, linear, with biases) and a pre-LN transformer block forward
(LayerNorm, QKV projection, causal attention, output projection, residual
add, LayerNorm, MLP with GELU, residual add), each as one oa-dialect
function that the lowering turns into a launch plan of several kernels.

The oa model (python/oa/emit.py) and the torch functions the peers run
(`torch_mlp`, `torch_block`) compute the same thing in the same dtype:
weights in torch.nn.Linear's [out, in] layout, erf GELU, LayerNorm eps
1e-5, attention scale 1/sqrt(head dim)."""

import math

DTYPES = ("f32", "f16", "bf16")
BYTES = {"f32": 4, "f16": 2, "bf16": 2}
EPS = 1e-5
# Relative L2 error allowed against float64 (of the rounded inputs): the
# output's own rounding plus the roundings of the intermediates (the hidden
# activation, the normalised rows, q/k/v and P in the attention).
RTOL = {"f32": 2e-5, "f16": 3e-3, "bf16": 2e-2}

# (tokens, d_model, hidden): the MLP block of issue 13.
MLP_SHAPES = [(4096, 1024, 4096)]
# (batch, seq, d_model, heads, hidden)
BLOCK_SHAPES = [(8, 1024, 1024, 16, 4096)]


def mlp_name(shape, dt):
    m, d, hid = shape
    return f"mlp-{m}x{d}x{hid}-{dt}"


def block_name(shape, dt):
    b, s, d, h, hid = shape
    return f"block-{b}x{s}x{d}-h{h}-{dt}"


# Variants of a case (oa only, timed and checked next to it; the peers'
# figures are the case's): (tag, model options, dtypes).  Policies for
# f16 only (bf16 takes the same kernels): other GEMM tiles (N = 1024
# products on 128x128: twice the CTAs, 3.9 waves instead of 1.9), fewer
# stages, 128-row attention blocks.
def _wgp(bm, bn, stages):
    return {"wgmma": 1, "bm": bm, "bn": bn, "bk": 64, "warps_m": bm // 16, "warps_n": 1,
            "stages": stages}


MLP_VARIANTS = [("fc1-128x128", {"policies": {"fc1": _wgp(128, 128, 4)}}, ("f16",)),
                ("fc2-128x256", {"policies": {"fc2": _wgp(128, 256, 4)}}, ("f16",)),
                ("s3", {"policies": {"fc1": _wgp(128, 256, 3), "fc2": _wgp(128, 128, 3)}}, ("f16",))]
BLOCK_VARIANTS = [("qkv3", {"split_qkv": True}, ("f16", "bf16")),
                  ("qkv3-n1024-128x128", {"split_qkv": True, "policies": {
                      "qkv": _wgp(128, 128, 4), "out": _wgp(128, 128, 4),
                      "fc2": _wgp(128, 128, 4)}}, ("f16",)),
                  ("qkv3-attn-hmma", {"split_qkv": True, "policies": {"attn": {"wgmma": 0}}},
                   ("f16",))]


def all_cases(dtypes=("f16", "bf16", "f32"), mlp_shapes=None, block_shapes=None, variants=True):
    """(name, kind, shape, dtype, model options, variant_of) of every case,
    the cheap and headline ones first (the GPU run may be cut short)."""
    out, tail = [], []
    for dt in dtypes:
        for s in (MLP_SHAPES if mlp_shapes is None else mlp_shapes):
            name = mlp_name(s, dt)
            out.append((name, "mlp", tuple(s), dt, {}, None))
            if variants:
                tail.extend((f"{name}@{tag}", "mlp", tuple(s), dt, opts, name)
                            for tag, opts, dts in MLP_VARIANTS if dt in dts)
    for dt in dtypes:
        for s in (BLOCK_SHAPES if block_shapes is None else block_shapes):
            name = block_name(s, dt)
            (tail if dt == "f32" else out).append((name, "block", tuple(s), dt, {}, None))
            if variants:
                tail.extend((f"{name}@{tag}", "block", tuple(s), dt, opts, name)
                            for tag, opts, dts in BLOCK_VARIANTS if dt in dts)
    tail.sort(key=lambda c: c[3] == "f32")
    return out + tail


# --- parameters: names and shapes, in the function's argument order --------

def mlp_params(shape):
    m, d, hid = shape
    return [("x", (m, d)), ("w1", (hid, d)), ("b1", (hid,)), ("w2", (d, hid)), ("b2", (d,))]


def block_params(shape, split_qkv=False):
    b, s, d, h, hid = shape
    qkv = ([("wq", (d, d)), ("bq", (d,)), ("wk", (d, d)), ("bk", (d,)), ("wv", (d, d)),
            ("bv", (d,))] if split_qkv else [("wqkv", (3 * d, d)), ("bqkv", (3 * d,))])
    return [("x", (b * s, d)), ("ln1_g", (d,)), ("ln1_b", (d,))] + qkv + [
            ("wo", (d, d)), ("bo", (d,)),
            ("ln2_g", (d,)), ("ln2_b", (d,)),
            ("w1", (hid, d)), ("b1", (hid,)), ("w2", (d, hid)), ("b2", (d,))]


def params(kind, shape):
    """The torch functions' parameters (the packed QKV projection)."""
    return mlp_params(shape) if kind == "mlp" else block_params(shape)


def init_range(kind, shape, name):
    """(lo, hi) of parameter `name`'s uniform init, as torch.nn's defaults:
    x U(-2, 2), weights and biases U(-1/sqrt(in), 1/sqrt(in)), LayerNorm
    gamma U(0.5, 1.5), beta U(-0.5, 0.5)."""
    if name == "x":
        return -2.0, 2.0
    if name.endswith("_g"):
        return 0.5, 1.5
    if name.endswith("_b"):
        return -0.5, 0.5
    fan_in = dict(params(kind, shape))["w" + name[1:] if name.startswith("b") else name][-1]
    return -fan_in ** -0.5, fan_in ** -0.5


QKV_PARTS = (("wq", "bq"), ("wk", "bk"), ("wv", "bv"))


def split_qkv_buffers(bufs, shape, elem_bytes=None):
    """wq, bq, wk, bk, wv, bv as the row blocks of wqkv and bqkv: torch
    views (or, with elem_bytes, slices of raw little-endian bytes)."""
    d = shape[2]
    out = {}
    for i, (w, b) in enumerate(QKV_PARTS):
        if elem_bytes:
            out[w] = bufs["wqkv"][i * d * d * elem_bytes:(i + 1) * d * d * elem_bytes]
            out[b] = bufs["bqkv"][i * d * elem_bytes:(i + 1) * d * elem_bytes]
        else:
            out[w], out[b] = bufs["wqkv"][i * d:(i + 1) * d], bufs["bqkv"][i * d:(i + 1) * d]
    return out


def flops(kind, shape):
    """Useful FLOPs (2 per multiply-add; causal attention counts the half
    it computes; norms, GELU and adds are not counted)."""
    if kind == "mlp":
        m, d, hid = shape
        return 2.0 * 2 * m * d * hid
    b, s, d, h, hid = shape
    t = b * s
    gemm = 2.0 * t * d * (3 * d + d + 2 * hid)
    attn = 4.0 * b * s * s * d * 0.5
    return gemm + attn


# --- the oa models ---------------------------------------------------------

def _linear(f, x, w, b, pol):
    """f.linear with an oa.policy (None: the lowering's default)."""
    y = f.linear(x, w, b)
    if pol is not None:
        f.lines[-1] = f.lines[-1].replace(" : (", " {" + _policy_attr(pol) + "} : (", 1)
    return y


def mlp_mlir(shape, dt, policies=None):
    """policies: {"fc1": oa.policy, "fc2": oa.policy} (absent: the default)."""
    from oa.emit import Module
    pols = policies or {}
    m = Module()
    f = m.func("mlp")
    a = {n: f.arg(n, list(s), dt) for n, s in mlp_params(shape)}
    h = f.gelu(_linear(f, a["x"], a["w1"], a["b1"], pols.get("fc1")))
    f.ret(_linear(f, h, a["w2"], a["b2"], pols.get("fc2")), name="y")
    return m.text()


def block_mlir(shape, dt, policies=None, split_qkv=False):
    """The pre-LN block on x [b*s, d]: the QKV projection [b*s, 3d] is
    viewed as [b, s, 3, h, dh], permuted to [3, b*h, s, dh] and sliced into
    q, k, v; attention's [b*h, s, dh] goes back to [b*s, d] the same way.
    f16/bf16 attention takes the tensor-core kernel (an oa.policy, here
    policies["attn"] or empty, opts in; docs/Attention.md); f32 has only the
    CUDA-core kernel.  policies: {"qkv", "out", "fc1", "fc2", "attn"} ->
    oa.policy (a GEMM without one takes the lowering's default).  split_qkv: three projections (wq, wk, wv: the row
    blocks of wqkv, which the runner binds as views), each [b*s, d] viewed
    as [b, s, h, dh] and permuted to [b*h, s, dh]: three transposes and no
    slices (oa's copies of the packed form move twice the bytes)."""
    from oa.emit import Module
    b, s, d, h, hid = shape
    dh = d // h
    m = Module()
    f = m.func("block")
    pols = policies or {}
    a = {n: f.arg(n, list(sh), dt) for n, sh in block_params(shape, split_qkv)}
    x = a["x"]
    n1 = f.layer_norm(x, a["ln1_g"], a["ln1_b"], EPS)
    if split_qkv:
        q, k, v = (f.reshape(f.transpose(f.reshape(_linear(f, n1, a[w], a[bb], pols.get("qkv")),
                                                   [b, s, h, dh]), [0, 2, 1, 3]), [b * h, s, dh])
                   for w, bb in QKV_PARTS)
    else:
        qkv = _linear(f, n1, a["wqkv"], a["bqkv"], pols.get("qkv"))
        qkv = f.transpose(f.reshape(qkv, [b, s, 3, h, dh]), [2, 0, 3, 1, 4])
        qkv = f.reshape(qkv, [3, b * h, s, dh])
        q, k, v = (f.reshape(f.slice(qkv, 0, i, 1), [b * h, s, dh]) for i in range(3))
    att = f.attention(q, k, v, 1.0 / math.sqrt(dh), causal=True)
    if dt != "f32":
        f.lines[-1] = f.lines[-1].replace(" {", " {" + _policy_attr(pols.get("attn", {})) + ", ", 1)
    att = f.reshape(f.transpose(f.reshape(att, [b, h, s, dh]), [0, 2, 1, 3]), [b * s, d])
    x = x + _linear(f, att, a["wo"], a["bo"], pols.get("out"))
    n2 = f.layer_norm(x, a["ln2_g"], a["ln2_b"], EPS)
    h1 = f.gelu(_linear(f, n2, a["w1"], a["b1"], pols.get("fc1")))
    y = x + _linear(f, h1, a["w2"], a["b2"], pols.get("fc2"))
    f.ret(y, name="y")
    return m.text()


def model_mlir(kind, shape, dt, **opts):
    return mlp_mlir(shape, dt, **opts) if kind == "mlp" else block_mlir(shape, dt, **opts)


# --- the torch functions (peers and the float64 reference) -----------------

def torch_mlp(shape):
    import torch.nn.functional as F

    def mlp(x, w1, b1, w2, b2):
        return F.linear(F.gelu(F.linear(x, w1, b1)), w2, b2)
    return mlp


def torch_block(shape, attention=None):
    """The block as torch code; `attention(q, k, v)` ([b, h, s, dh]) defaults
    to SDPA with is_causal (the float64 reference passes its own)."""
    import torch.nn.functional as F
    b, s, d, h, hid = shape
    dh = d // h

    def block(x, ln1_g, ln1_b, wqkv, bqkv, wo, bo, ln2_g, ln2_b, w1, b1, w2, b2):
        n1 = F.layer_norm(x, (d,), ln1_g, ln1_b, EPS)
        qkv = F.linear(n1, wqkv, bqkv).view(b, s, 3, h, dh).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        if attention is None:
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            o = attention(q, k, v)
        o = o.transpose(1, 2).reshape(b * s, d)
        x = x + F.linear(o, wo, bo)
        n2 = F.layer_norm(x, (d,), ln2_g, ln2_b, EPS)
        return x + F.linear(F.gelu(F.linear(n2, w1, b1)), w2, b2)
    return block


def torch_fn(kind, shape, attention=None):
    return torch_mlp(shape) if kind == "mlp" else torch_block(shape, attention)


# --- the blocks' kernels alone ----------------------------------------------
# Each GEMM of the f16 blocks and their attention as a one-op model, oa's
# default next to other policies and to cuBLAS / SDPA: what each kernel of
# a block loses to the peers' and what a policy would win back.

def _wg(bm, bn, stages):
    return {"wgmma": 1, "bm": bm, "bn": bn, "bk": 64, "warps_m": bm // 16, "warps_n": 1,
            "stages": stages}


# (tag, linear's oa.policy or None for the lowering's default)
GEMM_POLICIES = [("default", None), ("128x128s4", _wg(128, 128, 4)), ("128x128s3", _wg(128, 128, 3)),
                 ("128x256s4", _wg(128, 256, 4)), ("128x256s3", _wg(128, 256, 3)),
                 ("64x256s4", _wg(64, 256, 4)), ("256x128s3", _wg(256, 128, 3))]
# (tag, M, N, K, epilogue): the transformer block's (8192 tokens) and the
# MLP block's (4096 tokens) products with their fused epilogues.
GEMM_SHAPES = [("block.qkv", 8192, 3072, 1024, "bias"), ("block.q", 8192, 1024, 1024, "bias"),
               ("block.out", 8192, 1024, 1024, "bias_res"),
               ("block.fc1", 8192, 4096, 1024, "bias_gelu"),
               ("block.fc2", 8192, 1024, 4096, "bias_res"),
               ("mlp.fc1", 4096, 4096, 1024, "bias_gelu"), ("mlp.fc2", 4096, 1024, 4096, "bias")]
# Attention of the block: (batch, heads, seq, head dim), causal.
ATTN_SHAPE = (8, 16, 1024, 64)
# sm_90's default (the wgmma kernel fed by TMA from thread 0, overlapped;
# docs/Attention.md) and others: "hmma" the HMMA kernel, "tma" a TMA warp
# of its own, "q64" one warpgroup, "k64" 64-key tiles; "w32": HMMA with two
# m16 tiles a warp.
ATTN_POLICIES = [("default", {}), ("hmma", {"wgmma": 0}),
                 ("tma", {"wgmma": 1, "tma_warp": 1, "overlap": 0}),
                 ("q64", {"wgmma": 1, "block_q": 64}),
                 ("k64", {"wgmma": 1, "block_k": 64}),
                 ("q64k64", {"wgmma": 1, "block_q": 64, "block_k": 64}),
                 ("w32", {"wgmma": 0, "block_q": 128, "warp_rows": 32})]


def kernel_cases(dt="f16"):
    """(name, kind, spec, dtype, policy, variant_of) of the kernel cases."""
    out = []
    for tag, m, n, k, epi in GEMM_SHAPES:
        base = f"gemm-{tag}-{m}x{n}x{k}-{epi}-{dt}"
        for ptag, pol in GEMM_POLICIES:
            name = base if ptag == "default" else f"{base}@{ptag}"
            out.append((name, "gemm", (m, n, k, epi), dt, pol, None if ptag == "default" else base))
    b, h, s, d = ATTN_SHAPE
    base = f"attn-{b}x{h}x{s}x{d}-causal-{dt}"
    for ptag, pol in ATTN_POLICIES:
        name = base if ptag == "default" else f"{base}@{ptag}"
        out.append((name, "attn", ATTN_SHAPE, dt, pol, None if ptag == "default" else base))
    return out


def _policy_attr(pol):
    return "oa.policy = {" + ", ".join(f"{k} = {int(v)}" for k, v in sorted(pol.items())) + "}"


def gemm_params(spec):
    m, n, k, epi = spec
    p = [("x", (m, k)), ("w", (n, k)), ("b", (n,))]
    return p + ([("r", (m, n))] if epi == "bias_res" else [])


def gemm_mlir(spec, dt, policy=None):
    """y = linear(x, w, b) [gelu] [r + .]: the block's form of each product
    (the residual add as the block writes it, x + linear)."""
    from oa.emit import Module
    m_ = Module()
    f = m_.func("gemm")
    a = {n: f.arg(n, list(sh), dt) for n, sh in gemm_params(spec)}
    y = f.linear(a["x"], a["w"], a["b"])
    if policy is not None:
        f.lines[-1] = f.lines[-1].replace(" : (", " {" + _policy_attr(policy) + "} : (", 1)
    if spec[3] == "bias_gelu":
        y = f.gelu(y)
    if spec[3] == "bias_res":
        y = a["r"] + y
    f.ret(y, name="y")
    return m_.text()


def attn_mlir(shape, dt, policy):
    from oa.emit import Module
    b, h, s, d = shape
    m_ = Module()
    f = m_.func("attn")
    q, k, v = (f.arg(n, [b * h, s, d], dt) for n in ("q", "k", "v"))
    r = f.attention(q, k, v, 1.0 / math.sqrt(d), causal=True)
    f.lines[-1] = f.lines[-1].replace(" {", " {" + _policy_attr(policy) + ", ", 1)
    f.ret(r, name="y")
    return m_.text()


def kernel_flops(kind, spec):
    if kind == "gemm":
        m, n, k, _ = spec
        return 2.0 * m * n * k
    b, h, s, d = spec
    return 4.0 * b * h * s * s * d * 0.5


def kernel_mlir(kind, spec, dt, policy):
    return gemm_mlir(spec, dt, policy) if kind == "gemm" else attn_mlir(spec, dt, policy)
