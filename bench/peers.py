"""The peers oa is timed against: Triton kernels written the way Triton's
tutorials write softmax and LayerNorm (one program per row; softmax holds the
row in one block, the norms loop over the row in blocks), an RMSNorm in the
LayerNorm's shape, torch eager and torch.compile; and the float64
references every result is checked against."""
import torch
import torch.nn.functional as F

try:
    import triton
    import triton.language as tl
except ImportError:  # the bench then skips the Triton column
    triton = None


def reference(op, ins, eps):
    """float64 result of op on the inputs (a list of tensors)."""
    d = [t.double() for t in ins]
    if op == "softmax":
        return torch.softmax(d[0], dim=-1)
    if op == "layernorm":
        return F.layer_norm(d[0], (d[0].shape[-1],), d[1], d[2], eps)
    if op == "rmsnorm":
        x = d[0]
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * d[1]
    if op == "add":
        return d[0] + d[1]
    if op == "gelu":
        return F.gelu(d[0])
    if op == "bias_gelu":
        return F.gelu(d[0] + d[1])
    raise ValueError(op)


def torch_fn(op, ins, eps):
    if op == "softmax":
        return lambda: torch.softmax(ins[0], dim=-1)
    if op == "layernorm":
        w = ins[0].shape[-1]
        return lambda: F.layer_norm(ins[0], (w,), ins[1], ins[2], eps)
    if op == "rmsnorm":
        w = ins[0].shape[-1]
        return lambda: F.rms_norm(ins[0], (w,), ins[1], eps)
    if op == "add":
        return lambda: ins[0] + ins[1]
    if op == "gelu":
        return lambda: F.gelu(ins[0])
    if op == "bias_gelu":
        return lambda: F.gelu(ins[0] + ins[1])
    raise ValueError(op)


def compiled_fn(op, ins, eps):
    """torch.compile of the eager function (static shapes)."""
    w = ins[0].shape[-1]
    fns = {
        "softmax": lambda x: torch.softmax(x, dim=-1),
        "layernorm": lambda x, g, b: F.layer_norm(x, (w,), g, b, eps),
        "rmsnorm": lambda x, g: F.rms_norm(x, (w,), g, eps),
        "add": lambda a, b: a + b,
        "gelu": lambda a: F.gelu(a),
        "bias_gelu": lambda a, b: F.gelu(a + b),
    }
    f = torch.compile(fns[op], dynamic=False)
    return lambda: f(*ins)


if triton is not None:
    @triton.jit
    def _softmax_rows(x_ptr, y_ptr, width, BLOCK: tl.constexpr):
        row = tl.program_id(0).to(tl.int64)
        cols = tl.arange(0, BLOCK)
        mask = cols < width
        x = tl.load(x_ptr + row * width + cols, mask=mask, other=-float("inf")).to(tl.float32)
        e = tl.exp(x - tl.max(x, axis=0))
        y = e / tl.sum(e, axis=0)
        tl.store(y_ptr + row * width + cols, y.to(y_ptr.dtype.element_ty), mask=mask)

    @triton.jit
    def _norm_rows(x_ptr, g_ptr, b_ptr, y_ptr, width, eps, RMS: tl.constexpr,
                   BLOCK: tl.constexpr):
        row = tl.program_id(0).to(tl.int64)
        x_ptr += row * width
        y_ptr += row * width
        mean = 0.0
        if not RMS:
            acc = tl.zeros([BLOCK], dtype=tl.float32)
            for off in range(0, width, BLOCK):
                cols = off + tl.arange(0, BLOCK)
                acc += tl.load(x_ptr + cols, mask=cols < width, other=0.0).to(tl.float32)
            mean = tl.sum(acc, axis=0) / width
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for off in range(0, width, BLOCK):
            cols = off + tl.arange(0, BLOCK)
            x = tl.load(x_ptr + cols, mask=cols < width, other=0.0).to(tl.float32)
            d = tl.where(cols < width, x - mean, 0.0)
            acc += d * d
        rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / width + eps)
        for off in range(0, width, BLOCK):
            cols = off + tl.arange(0, BLOCK)
            mask = cols < width
            x = tl.load(x_ptr + cols, mask=mask, other=0.0).to(tl.float32)
            g = tl.load(g_ptr + cols, mask=mask).to(tl.float32)
            y = (x - mean) * rstd * g
            if not RMS:
                y += tl.load(b_ptr + cols, mask=mask).to(tl.float32)
            tl.store(y_ptr + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


def triton_fn(op, ins, eps):
    """(launcher, output tensor) of the Triton kernel for op, or None (no
    Triton, or an elementwise op)."""
    if triton is None or op not in ("softmax", "layernorm", "rmsnorm"):
        return None
    x = ins[0]
    rows, width = x.shape
    y = torch.empty_like(x)
    if op == "softmax":
        block = triton.next_power_of_2(width)
        warps = 4 if block <= 2048 else (8 if block <= 8192 else 16)
        return (lambda: _softmax_rows[(rows,)](x, y, width, BLOCK=block, num_warps=warps)), y
    block = min(65536 // x.element_size(), triton.next_power_of_2(width))
    warps = min(max(block // 256, 1), 8)
    b = ins[2] if op == "layernorm" else ins[1]
    return (lambda: _norm_rows[(rows,)](x, ins[1], b, y, width, eps, RMS=op == "rmsnorm",
                                        BLOCK=block, num_warps=warps)), y


def attention_reference(q, k, v, causal):
    """float64 softmax(q k^T / sqrt(d) [causal]) v of [b, h, s, d] tensors,
    a few heads at a time (the float64 scores of all heads would not fit)."""
    b, h, s, d = q.shape
    q3, k3, v3 = (t.reshape(b * h, s, d) for t in (q, k, v))
    out = torch.empty((b * h, s, d), dtype=torch.float64, device=q.device)
    step = max(1, (1 << 31) // (s * s * 8))
    mask = torch.ones(s, s, dtype=torch.bool, device=q.device).triu(1) if causal else None
    for i in range(0, b * h, step):
        sc = torch.matmul(q3[i:i + step].double(), k3[i:i + step].double().transpose(1, 2)) * d ** -0.5
        if causal:
            sc.masked_fill_(mask, float("-inf"))
        out[i:i + step] = torch.matmul(torch.softmax(sc, dim=-1), v3[i:i + step].double())
        del sc
    return out.reshape(b, h, s, d)


def sdpa_fn(q, k, v, causal, backend):
    """torch SDPA on one backend ("flash", "cudnn"); None when torch lacks it."""
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
    except ImportError:
        return None
    be = {"flash": SDPBackend.FLASH_ATTENTION,
          "cudnn": getattr(SDPBackend, "CUDNN_ATTENTION", None)}[backend]
    if be is None:
        return None

    def run():
        with sdpa_kernel(be):
            return F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal))
    return run
