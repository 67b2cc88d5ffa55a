"""The GEMM peers oa is timed against: cuBLAS through torch (F.linear,
torch.matmul), a Triton matmul written the way Triton's matmul tutorial
writes it (grouped tile order, a K loop of tl.dot, a few autotuned
configurations), torch eager and torch.compile for fused epilogues; and the
float64 reference every result is checked against."""
import torch
import torch.nn.functional as F

try:
    import triton
    import triton.language as tl
except ImportError:  # the bench then skips the Triton column
    triton = None


def reference(op, ins, extra):
    """float64 result: ins = (x, w[, b]); linear's w is [N, K]."""
    x, w = ins[0].double(), ins[1].double()
    y = x @ w.t() if op == "linear" else torch.matmul(x, w)
    if extra.get("bias"):
        y = y + ins[2].double()
    if extra.get("act") == "gelu":
        y = F.gelu(y)
    return y


def eager_fn(op, ins, extra):
    if op == "linear":
        b = ins[2] if extra.get("bias") else None
        f = (lambda: F.gelu(F.linear(ins[0], ins[1], b))) if extra.get("act") == "gelu" else \
            (lambda: F.linear(ins[0], ins[1], b))
        return f
    return lambda: torch.matmul(ins[0], ins[1])


def compiled_fn(op, ins, extra):
    def f(*a):
        y = F.linear(a[0], a[1], a[2] if len(a) > 2 else None)
        return F.gelu(y) if extra.get("act") == "gelu" else y
    c = torch.compile(f, dynamic=False)
    return lambda: c(*ins)


if triton is not None:
    _CONFIGS = [triton.Config({"BM": bm, "BN": bn, "BK": bk, "GROUP": 8}, num_stages=s, num_warps=w)
                for bm, bn, bk, s, w in ((128, 256, 64, 3, 8), (256, 128, 64, 3, 8),
                                         (128, 128, 64, 4, 4), (128, 128, 32, 4, 4),
                                         (64, 256, 32, 4, 4))]

    @triton.autotune(configs=_CONFIGS, key=["M", "N", "K"])
    @triton.jit
    def _matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
        pid = tl.program_id(0)
        tiles_m = tl.cdiv(M, BM)
        tiles_n = tl.cdiv(N, BN)
        per_group = GROUP * tiles_n
        first = (pid // per_group) * GROUP
        rows = min(tiles_m - first, GROUP)
        pm = first + (pid % per_group) % rows
        pn = (pid % per_group) // rows
        rm = (pm * BM + tl.arange(0, BM)) % M
        rn = (pn * BN + tl.arange(0, BN)) % N
        rk = tl.arange(0, BK)
        a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
        b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for kt in range(0, tl.cdiv(K, BK)):
            av = tl.load(a, mask=rk[None, :] < K - kt * BK, other=0.0)
            bv = tl.load(b, mask=rk[:, None] < K - kt * BK, other=0.0)
            acc = tl.dot(av, bv, acc)
            a += BK * sak
            b += BK * sbk
        cm = pm * BM + tl.arange(0, BM)
        cn = pn * BN + tl.arange(0, BN)
        tl.store(c_ptr + cm[:, None] * scm + cn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
                 mask=(cm[:, None] < M) & (cn[None, :] < N))


def triton_fn(op, ins, extra):
    """(launcher, output) of the Triton matmul, or None (no Triton, batched,
    or a fused epilogue)."""
    if triton is None or op not in ("linear", "matmul") or extra:
        return None
    a = ins[0]
    b = ins[1].t() if op == "linear" else ins[1]  # [K, N] view
    m, k = a.shape
    n = b.shape[1]
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)

    def grid(meta):
        return (triton.cdiv(m, meta["BM"]) * triton.cdiv(n, meta["BN"]),)
    return (lambda: _matmul[grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0),
                                  b.stride(1), c.stride(0), c.stride(1))), c
