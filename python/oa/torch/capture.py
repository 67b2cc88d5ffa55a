"""torch.nn.Module -> oa model dialect, through torch.export.

`capture(module, example_inputs)` exports the module with torch.export (the
ATen graph torch itself traces; no tracer of oa's own), then walks the
graph's nodes, one handler per ATen op, emitting oa ops with oa.emit.
Parameters become function arguments marked `oa.param` (trainable) ahead
of the user's inputs; buffers are plain arguments.  Every emitted value's
shape is checked against the shape torch recorded for the node.

An op without a handler, or a form of one oa does not lower (a dropout in
training mode, an attention mask, a non-mean reduction...), is a
CaptureError naming the ATen op and the user's source line, which
torch.export keeps in each node's stack trace.
"""
import math
import operator
import os
import re

import torch

from .. import emit

aten = torch.ops.aten

DTYPES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
          torch.int64: "i64", torch.int32: "i32"}
FLOATS = ("f32", "f16", "bf16")


class CaptureError(Exception):
    """A torch op or form oa cannot capture; str() is `file:line: error: ...`."""

    def __init__(self, message, op=None, file=None, line=None, code=None):
        self.op, self.file, self.line, self.code = op, file, line, code
        loc = f"{file}:{line}: " if file else ""
        text = f"{loc}error: {message}"
        if code:
            text += f"\n    {code.strip()}"
        super().__init__(text)


class Captured:
    """What capture() returns: the MLIR text and what the function's
    arguments and results are."""

    def __init__(self, mlir, func, params, buffers, inputs, outputs, program):
        self.mlir = mlir            # oa-dialect module text
        self.func = func            # the func.func's name
        self.params = params        # [(fqn, torch.Tensor)] trainable, in argument order
        self.buffers = buffers      # [(fqn, torch.Tensor)] after the params
        self.inputs = inputs        # [(name, shape, dtype)] the user's inputs, last
        self.outputs = outputs      # [(name, shape, dtype)]
        self.program = program      # the torch.export.ExportedProgram
        self.counters = []          # buffer names the caller adds 1 to per run
        self.rng = None             # the [seed, offset] argument's name, when dropout needs it
        self.layout = None          # [output name or None]: where forward returns None too

    def __str__(self):
        return self.mlir


_LIBRARIES = tuple(os.path.dirname(os.path.abspath(m.__file__)) + os.sep for m in (torch,))
_OA = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _where(node):
    """(file, line, code) of the user's source line that made `node`: the
    innermost frame outside torch and oa (an nn.Conv2d's op is reported at
    the user's line that calls the layer), else the innermost frame."""
    st = node.meta.get("stack_trace") or ""
    frames = re.findall(r'File "([^"]+)", line (\d+), in [^\n]*\n([^\n]*)', st)
    if not frames:
        return None, None, None
    user = [fr for fr in frames if not os.path.abspath(fr[0]).startswith(_LIBRARIES + (_OA,))]
    f, l, code = (user or frames)[-1]
    return f, int(l), code


def _inner(node):
    """`torch/nn/functional.py:5000` when the op comes from inside a library
    called at the user's line, else None."""
    st = node.meta.get("stack_trace") or ""
    frames = re.findall(r'File "([^"]+)", line (\d+), in ', st)
    if not frames or _where(node)[:2] == (frames[-1][0], int(frames[-1][1])):
        return None
    f, l = frames[-1]
    for lib in _LIBRARIES:
        if os.path.abspath(f).startswith(lib):
            f = os.path.join(os.path.basename(lib.rstrip(os.sep)), os.path.abspath(f)[len(lib):])
    return f"{f}:{l}"


def _fail(node, message):
    f, l, code = _where(node)
    op = _opname(node)
    text = (f"oa cannot capture {op}: {message}" if message else
            f"oa cannot capture {op} (no lowering in the oa dialect)")
    inner = _inner(node)
    if inner:
        text += f" (inside {inner})"
    raise CaptureError(text, op=op, file=f, line=l, code=code)


def _opname(node):
    t = node.target
    if isinstance(t, torch._ops.OpOverload):
        return f"aten.{t._schema.name.split('::')[-1]}" + (
            f".{t._overloadname}" if t._overloadname != "default" else "")
    return getattr(t, "__name__", str(t))


def _val(node):
    v = node.meta.get("val")
    return v


class _Lowering:
    def __init__(self, fn, consts=None, add_const=None, low=None):
        self.f = fn
        self.env = {}
        self.consts = consts or {}     # node -> torch value known at capture
        self.add_const = add_const     # (name, tensor) -> emit.Tensor argument
        self.low = low                 # mixed precision's compute dtype
        self.counters = []             # buffers the runtime increments per step
        self.updates = []              # (new value, argument name): extra "<name>.new" results
        self.casts = {}                # (value name, dtype) -> its oa.convert (one per value)
        self.cast_to = None            # autocast's operand dtype for the node being lowered
        self.rng = None                # the tensor<2xi64> [seed, offset] argument, once needed
        self.streams = 0               # dropouts so far (each its own Philox stream)

    def known(self, node, a, what):
        """The torch tensor of FX argument `a`, which must be known at
        capture (built from constants and buffers, not from inputs)."""
        if isinstance(a, torch.fx.Node) and isinstance(self.consts.get(a), torch.Tensor):
            return self.consts[a]
        _fail(node, f"{what} depends on the inputs (oa takes {what}s known at capture: "
                    "built from constants or buffers)")

    def const(self, node, tag, value, like):
        """A tensor computed here at capture, as a function argument of
        `like`'s dtype."""
        v = self.add_const(f"const.{node.name}.{tag}", value.to(torch.float32).contiguous())
        return v if like.dtype == v.dtype else self.f.convert(v, like.dtype)

    def select_sum(self, node, cond, branches):
        """sum over (value, selected) of value where selected else 0: a
        tensor value is multiplied by the 0/1 mask, a number or a tensor
        known at capture is folded into one added constant."""
        f = self.f
        shape = self.out_shape(node)
        fit = lambda v: v if v.shape == shape else f.broadcast(v, shape)
        dtype = _val(node).dtype
        # Masks keep their own (broadcastable) shape: a [T, T] causal mask
        # is not stored per batch and head.
        added = torch.zeros(torch.broadcast_shapes(*[sel.shape for _, sel in branches]),
                            dtype=torch.float64)
        terms, like = [], None
        for value, sel in branches:
            if isinstance(value, torch.fx.Node) and not isinstance(self.consts.get(value), torch.Tensor):
                terms.append((self.t(node, value), sel))
            else:
                c = self.consts[value] if isinstance(value, torch.fx.Node) else value
                added = added + torch.where(sel, torch.as_tensor(c, dtype=torch.float64), 0.0)
        if not terms:
            _fail(node, "a select of values that are all known at capture")
        terms = list(zip(self.promote([t for t, _ in terms]), [sel for _, sel in terms]))
        like = terms[-1][0]
        y = None
        for i, (t, sel) in enumerate(terms):
            m = self.const(node, f"m{i}", sel.to(dtype), like)
            term = f.mul(fit(t), fit(m))
            y = term if y is None else f.add(y, term)
        if bool((added != 0).any()):
            y = f.add(y, fit(self.const(node, "add", added.to(dtype), like)))
        return y

    # --- helpers -----------------------------------------------------------
    def cast(self, v, dtype):
        """v converted to dtype (float values only), once per value."""
        if v.dtype == dtype or v.dtype not in FLOATS or dtype not in FLOATS:
            return v
        key = (v.name, dtype)
        if key not in self.casts:
            self.casts[key] = self.f.convert(v, dtype)
        return self.casts[key]

    def promote(self, vals):
        """Float tensors of mixed types in the widest (torch's promotion:
        a low type with f32 is f32)."""
        types = {v.dtype for v in vals if isinstance(v, emit.Tensor) and v.dtype in FLOATS}
        if len(types) < 2:
            return vals
        return [self.cast(v, "f32") if isinstance(v, emit.Tensor) else v for v in vals]

    def t(self, node, a):
        """The oa value of an FX argument that must be a tensor (under mixed
        precision, in the dtype autocast gives the node's operands)."""
        if isinstance(a, torch.fx.Node):
            v = self.env.get(a)
            if isinstance(v, emit.Tensor):
                return self.cast(v, self.cast_to) if self.cast_to else v
            val = _val(a)
            if isinstance(val, torch.Tensor) and val.dtype not in DTYPES:
                _fail(node, f"an operand of dtype {val.dtype} (oa takes "
                            f"{', '.join(str(d) for d in DTYPES)})")
        _fail(node, f"expected a tensor operand, got {a!r}")

    def out_shape(self, node):
        v = _val(node)
        return tuple(int(d) for d in v.shape)

    def reduce_axes(self, node, x, dims, keep, kind):
        f = self.f
        if dims is None or (isinstance(dims, (list, tuple)) and len(dims) == 0):
            # Everything: one row of all elements.
            n = math.prod(x.shape)
            y = f.reshape(x, [n]) if x.rank != 1 else x
            y = getattr(f, kind)(y, 0)
            if keep:
                y = f.reshape(y, [1] * x.rank)
            return y
        if isinstance(dims, int):
            dims = [dims]
        axes = sorted({d % x.rank for d in dims}, reverse=True)
        y = x
        for a in axes:
            y = getattr(f, kind)(y, a, keep_dim=keep)
        return y

    def operand(self, node, a):
        """An FX argument as an oa value or a Python number."""
        if isinstance(a, torch.fx.Node):
            return self.t(node, a)
        if isinstance(a, (emit.Tensor, int, float)) and not isinstance(a, bool):
            return a
        _fail(node, f"operand {a!r} is neither a tensor nor a number")

    def binary(self, node, op, a, b):
        f = self.f
        shape = self.out_shape(node)
        x, y = self.operand(node, a), self.operand(node, b)
        fit = lambda v: v if v.shape == shape else f.broadcast(v, shape)
        if isinstance(x, emit.Tensor) and isinstance(y, emit.Tensor):
            x, y = self.promote([x, y])
            if x.dtype != y.dtype:
                _fail(node, f"operands have different dtypes ({x.dtype}, {y.dtype})")
            return getattr(f, op)(fit(x), fit(y))
        if isinstance(x, emit.Tensor):
            x, c = fit(x), float(y)
            return {"add": lambda: f.scale(x, 1.0, c), "sub": lambda: f.scale(x, 1.0, -c),
                    "mul": lambda: f.scale(x, c), "div": lambda: f.scale(x, 1.0 / c)}[op]()
        if isinstance(y, emit.Tensor):
            y, c = fit(y), float(x)
            if op == "add":
                return f.scale(y, 1.0, c)
            if op == "sub":
                return f.scale(y, -1.0, c)
            if op == "mul":
                return f.scale(y, c)
            if op == "div":
                return f.div(f.fill(shape, c, y.dtype), y)
        _fail(node, f"{op} of {a!r} and {b!r}: oa takes tensors and numbers")

    def matmul(self, node, a, b):
        f = self.f
        if a.rank == 2 and b.rank == 2:
            return f.matmul(a, b)
        if a.rank >= 3 and b.rank == 2:
            m = math.prod(a.shape[:-1])
            y = f.matmul(f.reshape(a, [m, a.shape[-1]]), b)
            return f.reshape(y, list(a.shape[:-1]) + [b.shape[1]])
        if a.rank >= 3 and b.rank == a.rank and a.shape[:-2] == b.shape[:-2]:
            if a.rank == 3:
                return f.batch_matmul(a, b)
            bt = math.prod(a.shape[:-2])
            y = f.batch_matmul(f.reshape(a, [bt] + list(a.shape[-2:])),
                               f.reshape(b, [bt] + list(b.shape[-2:])))
            return f.reshape(y, list(a.shape[:-1]) + [b.shape[-1]])
        _fail(node, f"matmul of {list(a.shape)} by {list(b.shape)} (oa takes 2-D by 2-D, "
                    "N-D by 2-D and batched N-D by N-D with equal batch dims)")

    def last_axis(self, node, x, dim, fn):
        """fn applied over axis `dim` (moved last and back when it is not)."""
        f = self.f
        d = dim % x.rank
        if d == x.rank - 1:
            return fn(x)
        perm = list(range(x.rank))
        perm[d], perm[-1] = perm[-1], perm[d]
        return f.transpose(fn(f.transpose(x, perm)), perm)

    # --- the walk ----------------------------------------------------------
    def run(self, node):
        h = HANDLERS.get(node.target)
        if h is None:
            _fail(node, None)
        self.cast_to = None
        if self.low:
            self.cast_to = (self.low if node.target in AUTOCAST_LOW else
                            "f32" if node.target in AUTOCAST_F32 else None)
        try:
            r = h(self, node, *node.args, **node.kwargs)
        finally:
            self.cast_to = None
        v = _val(node)
        if isinstance(r, emit.Tensor) and isinstance(v, torch.Tensor):
            if r.shape != tuple(v.shape):
                _fail(node, f"internal: oa shape {list(r.shape)} differs from torch's {list(v.shape)}")
        return r


def _identity(L, node, x, *a, **k):
    return L.env[x]


def _view(L, node, x, *a, **k):
    v = L.t(node, x)
    shape = L.out_shape(node)
    return v if v.shape == shape else L.f.reshape(v, list(shape))


def _transpose(L, node, x, d0, d1):
    v = L.t(node, x)
    perm = list(range(v.rank))
    d0, d1 = d0 % v.rank, d1 % v.rank
    perm[d0], perm[d1] = perm[d1], perm[d0]
    return v if d0 == d1 else L.f.transpose(v, perm)


def _permute(L, node, x, dims):
    v = L.t(node, x)
    return L.f.transpose(v, [d % v.rank for d in dims])


def _t(L, node, x):
    v = L.t(node, x)
    return v if v.rank < 2 else L.f.transpose(v, [1, 0])


def _expand(L, node, x, *a, **k):
    v = L.t(node, x)
    shape = L.out_shape(node)
    return v if v.shape == shape else L.f.broadcast(v, shape)


def _to(L, node, x, *a, **k):
    v = L.t(node, x)
    if _val(node).dtype == _val(x).dtype:
        return v
    want = DTYPES.get(_val(node).dtype)
    if want != v.dtype:
        _fail(node, f"a dtype conversion ({v.dtype} to {want}); use oa.compile's precision option")
    return v


def _binop(op):
    def h(L, node, a, b, alpha=1, rounding_mode=None):
        if rounding_mode is not None:
            _fail(node, f"rounding_mode={rounding_mode!r}")
        if alpha != 1:
            b = b * alpha if isinstance(b, (int, float)) else L.f.scale(L.t(node, b), float(alpha))
        return L.binary(node, op, a, b)
    return h


def _rsub(L, node, a, b, alpha=1):
    x = L.t(node, a)
    if not isinstance(b, (int, float)):
        _fail(node, "rsub of two tensors")
    return L.f.scale(x, -float(alpha), float(b))


def _neg(L, node, x):
    return L.f.scale(L.t(node, x), -1.0)


def _relu(L, node, x):
    return L.f.relu(L.t(node, x))


def _gelu(L, node, x, approximate="none"):
    return L.f.gelu(L.t(node, x), approximate)


def _math(name):
    def h(L, node, x):
        return getattr(L.f, name)(L.t(node, x))
    return h


def _silu(L, node, x):
    v = L.t(node, x)
    return L.f.mul(v, L.f.sigmoid(v))


def _reciprocal(L, node, x):
    v = L.t(node, x)
    return L.f.div(L.f.fill(v.shape, 1.0, v.dtype), v)


def _pow(L, node, x, p):
    """x ** p for a number p: products for small integers, sqrt/rsqrt for
    +-1/2, exp(p log x) otherwise (NaN for x < 0, as torch)."""
    f, v = L.f, L.t(node, x)
    if isinstance(p, torch.fx.Node) or isinstance(p, bool):
        _fail(node, "a tensor exponent")
    p = float(p)
    if p == 0.5:
        return f.sqrt(v)
    if p == -0.5:
        return f.rsqrt(v)
    if p.is_integer() and 0 < abs(p) <= 4:
        y = v
        for _ in range(int(abs(p)) - 1):
            y = f.mul(y, v)
        return y if p > 0 else f.div(f.fill(v.shape, 1.0, v.dtype), y)
    if p == 0:
        return f.fill(v.shape, 1.0, v.dtype)
    return f.exp(f.scale(f.log(v), p))


def _square(L, node, x):
    v = L.t(node, x)
    return L.f.mul(v, v)


def _log_softmax(L, node, x, dim, half_to_float=None, dtype=None):
    """x - max - log(sum(exp(x - max))) over `dim` (the max's gradient
    cancels)."""
    if half_to_float or (dtype is not None and dtype != _val(node.args[0]).dtype):
        _fail(node, "log_softmax with a dtype conversion")
    f, v = L.f, L.t(node, x)
    d = dim % v.rank
    z = f.sub(v, f.broadcast(f.reduce_max(v, d, keep_dim=True), v.shape))
    lse = f.log(f.reduce_sum(f.exp(z), d, keep_dim=True))
    return f.sub(z, f.broadcast(lse, v.shape))


def _var(L, node, x, dims=None, *, correction=None, keepdim=False):
    """mean((x - mean(x))^2) over dims, times n / (n - correction)."""
    f, v = L.f, L.t(node, x)
    if dims is None or (isinstance(dims, (list, tuple)) and len(dims) == 0):
        dims = list(range(v.rank))
    dims = [dims] if isinstance(dims, int) else list(dims)
    n = math.prod(v.shape[d % v.rank] for d in dims)
    c = 1 if correction is None else float(correction)
    if n - c <= 0:
        _fail(node, f"variance of {n} elements with correction {c}")
    mu = L.reduce_axes(node, v, dims, True, "reduce_mean")
    dev = f.sub(v, f.broadcast(mu, v.shape))
    y = L.reduce_axes(node, f.mul(dev, dev), dims, keepdim, "reduce_sum")
    return f.scale(y, 1.0 / (n - c))


def _std(L, node, x, dims=None, *, correction=None, keepdim=False):
    return L.f.sqrt(_var(L, node, x, dims, correction=correction, keepdim=keepdim))


def _var_dim(L, node, x, dims=None, unbiased=True, keepdim=False):
    return _var(L, node, x, dims, correction=int(unbiased), keepdim=keepdim)


def _std_dim(L, node, x, dims=None, unbiased=True, keepdim=False):
    return _std(L, node, x, dims, correction=int(unbiased), keepdim=keepdim)


def _softmax(L, node, x, dim, half_to_float=None, dtype=None):
    if dtype is not None and dtype != _val(node.args[0]).dtype:
        _fail(node, "softmax with a dtype conversion")
    return L.last_axis(node, L.t(node, x), dim, L.f.softmax)


def _layer_norm(L, node, x, shape, weight=None, bias=None, eps=1e-5, cudnn=None):
    f = L.f
    v = L.t(node, x)
    k = len(shape)
    if tuple(shape) != v.shape[-k:]:
        _fail(node, f"normalized_shape {list(shape)} is not the input's last axes")
    d = math.prod(shape)
    flat = v if k == 1 else f.reshape(v, list(v.shape[:-k]) + [d])

    def vec(p, value):
        if p is None:
            return f.fill([d], value, v.dtype)
        t = L.t(node, p)
        return t if k == 1 else f.reshape(t, [d])
    y = f.layer_norm(flat, vec(weight, 1.0), vec(bias, 0.0), eps)
    return y if k == 1 else f.reshape(y, list(v.shape))


def _rms_norm(L, node, x, shape, weight=None, eps=None):
    f = L.f
    v = L.t(node, x)
    if len(shape) != 1 or shape[0] != v.shape[-1]:
        _fail(node, f"normalized_shape {list(shape)} (oa normalises over the last axis)")
    if eps is None:  # torch takes the computing type's epsilon
        eps = torch.finfo({v: k for k, v in DTYPES.items()}[v.dtype]).eps
    return f.rms_norm(v, None if weight is None else L.t(node, weight), eps)


def _reduction(kind):
    def h(L, node, x, dims=None, keepdim=False, dtype=None, **k):
        if dtype is not None:
            _fail(node, "a reduction with a dtype conversion")
        return L.reduce_axes(node, L.t(node, x), dims, keepdim, kind)
    return h


def _cat(L, node, tensors, dim=0):
    vals = L.promote([L.t(node, t) for t in tensors])
    return vals[0] if len(vals) == 1 else L.f.concat(vals, dim)


def _split(L, node, x, size, dim=0):
    v = L.t(node, x)
    d = dim % v.rank
    sizes = ([size] * (v.shape[d] // size) + ([v.shape[d] % size] if v.shape[d] % size else [])
             if isinstance(size, int) else list(size))
    out, start = [], 0
    for s in sizes:
        out.append(v if s == v.shape[d] else L.f.slice(v, d, start, s))
        start += s
    return out


def _chunk(L, node, x, chunks, dim=0):
    v = L.t(node, x)
    return _split(L, node, x, -(-v.shape[dim % v.rank] // chunks), dim)


def _slice(L, node, x, dim=0, start=None, end=None, step=1):
    v = L.t(node, x)
    d = dim % v.rank
    n = v.shape[d]
    s = 0 if start is None else (start + n if start < 0 else min(start, n))
    e = n if end is None else (end + n if end < 0 else min(end, n))
    if step != 1:
        _fail(node, f"a slice with step {step}")
    return v if (s, e) == (0, n) else L.f.slice(v, d, s, e - s)


def _select(L, node, x, dim, index):
    v = L.t(node, x)
    d = dim % v.rank
    i = index + v.shape[d] if index < 0 else index
    y = v if v.shape[d] == 1 else L.f.slice(v, d, i, 1)
    return L.f.reshape(y, list(L.out_shape(node)))


def _index(L, node, x, indices):
    """x[:, [i, j], :]: one constant list of indices on one dimension (a
    slice per index, concatenated); indices computed at run time are not."""
    v = L.t(node, x)
    dims = [(d, i) for d, i in enumerate(indices) if i is not None]
    if len(dims) != 1:
        _fail(node, "indexing with several index tensors")
    d, i = dims[0]
    idx = L.consts.get(i) if isinstance(i, torch.fx.Node) else None
    if not isinstance(idx, torch.Tensor) or idx.dim() != 1 or idx.dtype == torch.bool \
            or idx.is_floating_point():
        _fail(node, "indexing with a tensor computed at run time or a mask (a constant list "
                    "of integer indices is lowered)")
    n = v.shape[d]
    parts = []
    for k in idx.tolist():
        k = k + n if k < 0 else k
        if not 0 <= k < n:
            _fail(node, f"index {k} out of range for size {n}")
        parts.append(v if n == 1 else L.f.slice(v, d, k, 1))
    return parts[0] if len(parts) == 1 else L.f.concat(parts, d)


def _getitem(L, node, seq, i):
    return L.env[seq][i]


RNG = "rng.state"


def _dropout(L, node, x, p, train):
    """Training mode: x times oa.dropout_mask (0 or 1/(1-p), Philox keyed
    by the `rng.state` argument [seed, offset] that the runtime moves each
    step); eval mode or p = 0: x."""
    v = L.t(node, x)
    if not train or p == 0:
        return v
    if not 0 < p < 1:
        _fail(node, f"dropout with p={p} (oa takes 0 <= p < 1)")
    if L.rng is None:
        L.rng = L.f.arg(RNG, [2], "i64", late=True)
    L.streams += 1
    return L.f.mul(v, L.f.dropout_mask(L.rng, v.shape, float(p), L.streams - 1, v.dtype))


def _native_dropout(L, node, x, p, train):
    return [_dropout(L, node, x, p, train), None]


def _batch_norm(L, node, x, weight, bias, mean, var, training, momentum, eps, cudnn=None):
    """Over every axis but 1 (channels).  Training: the batch's mean and
    biased variance normalise (a composition of oa ops, so autodiff gives
    torch's gradient), and the running statistics become results
    "<buffer>.new" (unbiased variance, as torch) that the runtime writes
    in place; eval: the running statistics normalise."""
    f, v = L.f, L.t(node, x)
    if v.rank < 2:
        _fail(node, f"batch_norm of a rank-{v.rank} input")
    # Mixed precision: statistics, normalisation (and so their backward) in
    # fp32, the result in the input's type, as torch's fp16 batch_norm
    # kernels (fp32 weights and statistics) compute under autocast.
    out_dtype = v.dtype
    v = L.cast(v, "f32") if L.low else v
    c = v.shape[1]
    cshape = [1, c] + [1] * (v.rank - 2)
    axes = [0] + list(range(2, v.rank))
    per_c = lambda t: f.broadcast(f.reshape(t, cshape), v.shape)
    if training or mean is None:
        mu = L.reduce_axes(node, v, axes, True, "reduce_mean")
        dev = f.sub(v, f.broadcast(mu, v.shape))
        sigma2 = L.reduce_axes(node, f.mul(dev, dev), axes, True, "reduce_mean")
        y = f.mul(dev, f.broadcast(f.rsqrt(f.scale(sigma2, 1.0, float(eps))), v.shape))
        if training and mean is not None:
            if momentum is None:
                _fail(node, "momentum=None (a cumulative average of the statistics)")
            n = math.prod(v.shape) // c
            m = float(momentum)
            for buf, stat, corr in ((mean, mu, 1.0), (var, sigma2, n / max(n - 1, 1))):
                old = L.t(node, buf)
                s32 = f.reshape(L.cast(stat, "f32"), [c])
                new = f.add(f.scale(old, 1.0 - m), f.scale(s32, m * corr))
                L.updates.append((new, old.arg_name))
    else:
        y = f.mul(f.sub(v, per_c(L.cast(L.t(node, mean), v.dtype))),
                  per_c(L.cast(f.rsqrt(f.scale(L.t(node, var), 1.0, float(eps))), v.dtype)))
    if weight is not None:
        y = f.mul(y, per_c(L.cast(L.t(node, weight), v.dtype)))
    if bias is not None:
        y = f.add(y, per_c(L.cast(L.t(node, bias), v.dtype)))
    return L.cast(y, out_dtype)


def _batch_norm_eval(L, node, x, weight, bias, mean, var, momentum, eps):
    return [_batch_norm(L, node, x, weight, bias, mean, var, False, momentum, eps), None, None]


def _add_inplace(L, node, x, other, alpha=1):
    """Only BatchNorm's num_batches_tracked += 1: the runtime counts steps."""
    if (isinstance(x, torch.fx.Node) and x.op == "placeholder" and other == 1 and alpha == 1
            and getattr(L.env.get(x), "arg_name", "").endswith("num_batches_tracked")):
        L.counters.append(L.env[x].arg_name)
        return None
    _fail(node, "an in-place add (oa captures only BatchNorm's num_batches_tracked += 1)")


def _masked_fill(L, node, x, mask, value):
    """x where not mask, value where mask: x times the 0/1 keep mask plus a
    constant (exact: -inf stays -inf, x * 1 + 0 = x); the mask must be
    known at capture (a causal mask from torch.tril or a buffer)."""
    m = L.known(node, mask, "the mask")
    if isinstance(value, torch.fx.Node):
        _fail(node, "a tensor fill value")
    return L.select_sum(node, m, [(x, ~m), (float(value), m)])


def _select_where(L, node, cond, a, b):
    """torch.where with a condition known at capture.  Two tensor branches
    are a·c + b·(1−c): an inf in the branch not taken gives NaN, where
    torch gives the other branch; use masked_fill for infinities."""
    c = L.known(node, cond, "the condition")
    if c.dtype != torch.bool:
        _fail(node, f"a condition of dtype {c.dtype}")
    return L.select_sum(node, c, [(a, c), (b, ~c)])


def _sdpa(L, node, q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
          enable_gqa=False):
    if attn_mask is not None:
        return _sdpa_masked(L, node, q, k, v, attn_mask, dropout_p, is_causal, scale, enable_gqa)
    if dropout_p:
        _fail(node, f"attention dropout (dropout_p={dropout_p})")
    if enable_gqa:
        _fail(node, "grouped-query attention (enable_gqa=True)")
    tq, tk, tv = L.t(node, q), L.t(node, k), L.t(node, v)
    s = scale if scale is not None else 1.0 / math.sqrt(tq.shape[-1])
    return L.f.attention(tq, tk, tv, s, causal=bool(is_causal))


def _sdpa_masked(L, node, q, k, v, mask, dropout_p, is_causal, scale, enable_gqa):
    """softmax(q kᵀ · scale + mask) v written out (matmul, scale, add or
    masked fill, softmax, matmul): a boolean mask (True = attend) must be
    known at capture; a float mask is added and may be an input."""
    if dropout_p:
        _fail(node, f"attention dropout (dropout_p={dropout_p})")
    if enable_gqa:
        _fail(node, "grouped-query attention (enable_gqa=True)")
    if is_causal:
        _fail(node, "attn_mask together with is_causal=True")
    f = L.f
    tq, tk, tv = L.t(node, q), L.t(node, k), L.t(node, v)
    s = scale if scale is not None else 1.0 / math.sqrt(tq.shape[-1])
    perm = list(range(tk.rank))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    scores = f.scale(L.matmul(node, tq, f.transpose(tk, perm)), s)
    shape = scores.shape
    fit = lambda t: t if t.shape == shape else f.broadcast(t, shape)
    mv = _val(mask) if isinstance(mask, torch.fx.Node) else None
    if mv is not None and mv.dtype == torch.bool:
        m = L.known(node, mask, "the attention mask")
        keep = L.const(node, "keep", m.to(torch.float32), scores)
        blocked = torch.where(m, 0.0, float("-inf")).to(torch.float32)
        scores = f.add(f.mul(scores, fit(keep)), fit(L.const(node, "fill", blocked, scores)))
    elif isinstance(mask, torch.fx.Node) and isinstance(L.consts.get(mask), torch.Tensor):
        scores = f.add(scores, fit(L.const(node, "mask", L.consts[mask], scores)))
    else:
        scores = f.add(scores, fit(L.t(node, mask)))
    p = L.last_axis(node, scores, -1, f.softmax)
    return L.matmul(node, p, tv)


def _conv(L, node, x, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv1d/conv2d as im2col and one GEMM, all oa ops (so autodiff gives
    the backward): zero padding (oa.pad), one window per kernel tap
    (oa.slice; a stride > 1 takes every s-th row by a reshape to [n, s]
    and a slice of its first column), the taps concatenated to
    [N, C·k, L] and multiplied by the weight as [C·k, O]."""
    f, v, w = L.f, L.t(node, x), L.t(node, weight)
    nsp = w.rank - 2
    if groups != 1:
        _fail(node, f"a grouped convolution (groups={groups})")
    if isinstance(padding, str):
        _fail(node, f"padding={padding!r} (oa takes numbers)")
    if v.rank != nsp + 2:
        _fail(node, f"an unbatched input of rank {v.rank}")
    tup = lambda a: [int(a)] * nsp if isinstance(a, int) else [int(t) for t in a] * (
        nsp if len(a) == 1 else 1)
    stride, padding, dilation = tup(stride), tup(padding), tup(dilation)
    n, c = v.shape[:2]
    o, ksz = w.shape[0], w.shape[2:]
    outs = [(v.shape[2 + i] + 2 * padding[i] - dilation[i] * (ksz[i] - 1) - 1) // stride[i] + 1
            for i in range(nsp)]
    if min(outs) < 1:
        _fail(node, "a kernel larger than the padded input")
    xp = v
    for i in range(nsp):
        a = 2 + i
        need = max(v.shape[a] + 2 * padding[i], dilation[i] * (ksz[i] - 1) + stride[i] * outs[i])
        if need != v.shape[a]:
            xp = f.pad(xp, a, padding[i], need)

    def window(t, axis, start, count, s):
        if s == 1:
            return f.slice(t, axis, start, count) if (start, count) != (0, t.shape[axis]) else t
        t = f.slice(t, axis, start, s * count)
        shape = list(t.shape)
        t = f.reshape(t, shape[:axis] + [count, s] + shape[axis + 1:])
        t = f.slice(t, axis + 1, 0, 1)
        return f.reshape(t, shape[:axis] + [count] + shape[axis + 1:])

    taps = []
    for k in range(math.prod(ksz)):
        idx = [(k // math.prod(ksz[i + 1:])) % ksz[i] for i in range(nsp)]
        t = xp
        for i in range(nsp):
            t = window(t, 2 + i, idx[i] * dilation[i], outs[i], stride[i])
        taps.append(f.reshape(t, [n, c, 1, math.prod(outs)]))
    cols = taps[0] if len(taps) == 1 else f.concat(taps, 2)       # [N, C, k, L]
    ck = c * math.prod(ksz)
    cols = f.transpose(f.reshape(cols, [n, ck, math.prod(outs)]), [0, 2, 1])   # [N, L, C·k]
    y = L.matmul(node, cols, f.transpose(f.reshape(w, [o, ck]), [1, 0]))       # [N, L, O]
    y = f.transpose(y, [0, 2, 1])
    if bias is not None:
        y = f.add(y, f.broadcast(f.reshape(L.t(node, bias), [o, 1]), y.shape))
    return f.reshape(y, [n, o] + outs)


def _embedding(L, node, weight, indices, padding_idx=-1, scale_grad=False, sparse=False):
    if scale_grad or sparse:
        _fail(node, "embedding with scale_grad_by_freq or sparse gradients")
    return L.f.embedding(L.t(node, weight), L.t(node, indices))


def _cross_entropy(L, node, logits, target, weight=None, reduction=1, ignore_index=-100,
                   label_smoothing=0.0):
    if weight is not None:
        _fail(node, "class weights")
    if reduction != 1:
        _fail(node, "a reduction other than 'mean'")
    if label_smoothing:
        _fail(node, f"label_smoothing={label_smoothing}")
    x, t = L.t(node, logits), L.t(node, target)
    if x.rank != 2:
        _fail(node, f"logits of rank {x.rank} (oa takes [N, C])")
    return L.f.cross_entropy(x, t, ignore_index)


def _mse(L, node, a, b, reduction=1):
    if reduction != 1:
        _fail(node, "a reduction other than 'mean'")
    x, y = L.t(node, a), L.t(node, b)
    return L.f.mse_loss(x, y)


def _broadcast_tensors(L, node, tensors):
    shape = tuple(int(d) for d in _val(node)[0].shape)
    out = []
    for t in tensors:
        v = L.t(node, t)
        out.append(v if v.shape == shape else L.f.broadcast(v, shape))
    return out


def _unsqueeze(L, node, x, dim):
    return _view(L, node, x)


HANDLERS = {
    aten.linear.default: lambda L, n, x, w, b=None: L.f.linear(
        L.t(n, x), L.t(n, w), None if b is None else L.t(n, b)),
    aten.matmul.default: lambda L, n, a, b: L.matmul(n, L.t(n, a), L.t(n, b)),
    aten.mm.default: lambda L, n, a, b: L.f.matmul(L.t(n, a), L.t(n, b)),
    aten.bmm.default: lambda L, n, a, b: L.f.batch_matmul(L.t(n, a), L.t(n, b)),
    aten.add.Tensor: _binop("add"), aten.sub.Tensor: _binop("sub"),
    aten.mul.Tensor: _binop("mul"), aten.div.Tensor: _binop("div"),
    aten.add.Scalar: _binop("add"), aten.sub.Scalar: _binop("sub"),
    aten.mul.Scalar: _binop("mul"), aten.div.Scalar: _binop("div"),
    aten.rsub.Scalar: _rsub, aten.neg.default: _neg,
    aten.relu.default: _relu, aten.gelu.default: _gelu,
    aten.softmax.int: _softmax, aten._softmax.default: _softmax,
    aten.layer_norm.default: _layer_norm, aten.rms_norm.default: _rms_norm,
    aten.sum.dim_IntList: _reduction("reduce_sum"), aten.sum.default: _reduction("reduce_sum"),
    aten.mean.dim: _reduction("reduce_mean"), aten.mean.default: _reduction("reduce_mean"),
    aten.amax.default: _reduction("reduce_max"),
    aten.t.default: _t, aten.transpose.int: _transpose, aten.permute.default: _permute,
    aten.view.default: _view, aten.reshape.default: _view, aten._unsafe_view.default: _view,
    aten.flatten.using_ints: _view, aten.unsqueeze.default: _unsqueeze,
    aten.squeeze.dim: _view, aten.squeeze.dims: _view, aten.squeeze.default: _view,
    aten.expand.default: _expand,
    aten.contiguous.default: _identity, aten.clone.default: _identity,
    aten.detach.default: _identity, aten.alias.default: _identity,
    aten.lift_fresh_copy.default: _identity,
    aten.to.dtype: _to, aten._to_copy.default: _to, aten.type_as.default: _to,
    aten.cat.default: _cat, aten.concat.default: _cat,
    aten.split.Tensor: _split, aten.split_with_sizes.default: _split,
    aten.index.Tensor: _index, aten.slice.Tensor: _slice, aten.select.int: _select, aten.chunk.default: _chunk,
    operator.getitem: _getitem,
    aten.dropout.default: _dropout, aten.native_dropout.default: _native_dropout,
    aten.scaled_dot_product_attention.default: _sdpa,
    aten.embedding.default: _embedding,
    aten.cross_entropy_loss.default: _cross_entropy,
    aten.mse_loss.default: _mse,
    aten.broadcast_tensors.default: _broadcast_tensors,
    aten.unflatten.int: _view,
    aten.exp.default: _math("exp"), aten.log.default: _math("log"),
    aten.tanh.default: _math("tanh"), aten.sigmoid.default: _math("sigmoid"),
    aten.sqrt.default: _math("sqrt"), aten.rsqrt.default: _math("rsqrt"),
    aten.silu.default: _silu, aten.reciprocal.default: _reciprocal,
    aten.pow.Tensor_Scalar: _pow, aten.square.default: _square,
    aten.log_softmax.int: _log_softmax, aten._log_softmax.default: _log_softmax,
    aten.var.correction: _var, aten.std.correction: _std,
    aten.var.dim: _var_dim, aten.std.dim: _std_dim,
    aten.masked_fill.Scalar: _masked_fill,
    aten.conv1d.default: _conv, aten.conv2d.default: _conv,
    aten.batch_norm.default: _batch_norm,
    aten._native_batch_norm_legit_no_training.default: _batch_norm_eval,
    aten.add_.Tensor: _add_inplace,
    aten.where.self: _select_where, aten.where.ScalarOther: _select_where,
    aten.where.ScalarSelf: _select_where,
}


# Mixed precision follows torch.autocast on CUDA (the reference the
# fp16/bf16 runs are checked against): these ATen ops take their float
# operands in the low type (GEMMs, convolutions, attention) or in fp32
# (softmax, norms, sums, exp/log/pow, losses); every other op computes in
# its operands' type, a mix of low and fp32 promoted to fp32 (so residual
# sums with fp32 inputs and embeddings stay fp32).  BatchNorm keeps its
# input's type with fp32 statistics (_batch_norm).
# test/python/torch/autocast-policy.py checks both sets against torch's
# own CUDA autocast.
AUTOCAST_LOW = {
    aten.linear.default, aten.matmul.default, aten.mm.default, aten.bmm.default,
    aten.conv1d.default, aten.conv2d.default, aten.scaled_dot_product_attention.default,
}
AUTOCAST_F32 = {
    aten.softmax.int, aten.log_softmax.int, aten.layer_norm.default,
    aten.sum.dim_IntList, aten.sum.default, aten.exp.default, aten.log.default,
    aten.rsqrt.default, aten.reciprocal.default, aten.pow.Tensor_Scalar,
    aten.mse_loss.default, aten.cross_entropy_loss.default,
}


def check_op_table():
    """Where oa/torchops.py (the one list of what is supported) and the
    handlers here disagree: [ATen ops listed without a handler], [handled
    ATen ops not listed]."""
    from .. import torchops
    handled = {f"{k._schema.name.split('::')[-1]}"
               + ("" if k._overloadname == "default" else f".{k._overloadname}")
               for k in HANDLERS if isinstance(k, torch._ops.OpOverload)}
    listed = torchops.aten_names()
    return sorted(listed - handled), sorted(handled - listed)


def _module(module):
    if isinstance(module, torch.nn.Module):
        return module
    if callable(module):
        m = module()
        if isinstance(m, torch.nn.Module):
            return m
    raise TypeError(f"capture needs a torch.nn.Module or a factory returning one, got {module!r}")


def export(module, example_inputs):
    """torch.export of the module on example inputs (tensors, or shapes of
    float32 tensors)."""
    module = _module(module)
    ins = tuple(x if isinstance(x, torch.Tensor) else torch.randn(*x) for x in example_inputs)
    return module, torch.export.export(module, ins)


def _fold_constants(nodes, seeds):
    """{node: value} of the call_function nodes that depend on no input,
    only on constants and the module's buffers (`seeds`: torch.arange for
    positions, a causal mask from torch.tril or a registered buffer):
    torch computes them once here, on the CPU whatever the module's device
    (a `device=` argument is taken as the CPU), and those that ops use
    become buffer arguments on the module's device (a later change to such
    a buffer is not seen).  Random and
    in-place ops are not folded."""
    consts = dict(seeds)
    for node in nodes:
        if node.op != "call_function" or not all(n in consts for n in node.all_input_nodes):
            continue
        t = node.target
        if isinstance(t, torch._ops.OpOverload) and (
                torch.Tag.nondeterministic_seeded in t.tags or t._schema.is_mutable):
            continue
        args = torch.fx.node.map_arg(node.args, lambda n: consts[n])
        kwargs = torch.fx.node.map_arg(node.kwargs, lambda n: consts[n])
        if "device" in kwargs:  # torch.arange(T, device=x.device): built here on the CPU
            kwargs = dict(kwargs, device=torch.device("cpu"))
        try:
            consts[node] = torch.utils._pytree.tree_map_only(
                torch.Tensor, lambda v: v.cpu(), t(*args, **kwargs))
        except Exception:  # left to the op's handler (or its error)
            continue
    return consts


PRECISIONS = {"fp32": None, "bf16": "bf16", "fp16": "f16"}


def fp32_matmul(tf32=None):
    """How FP32 GEMMs multiply, as oa-lower-to-kernels' module attribute
    oa.fp32_matmul takes it: "tf32" (tensor cores, operands rounded to
    TF32 to nearest as cuBLAS rounds them, FP32 accumulation) or "ieee"
    (FP32 FMAs).  `tf32` True/False
    decides; None follows torch at this moment, as its CUDA matmuls do:
    torch.backends.cuda.matmul.allow_tf32, which
    torch.set_float32_matmul_precision("high"/"medium") turns on and
    "highest" off ("medium" lets cuBLAS use bf16 too; oa takes it as TF32)."""
    if tf32 is None:
        tf32 = bool(torch.backends.cuda.matmul.allow_tf32) or \
            torch.get_float32_matmul_precision() != "highest"
    return "tf32" if tf32 else "ieee"


def with_fp32_matmul(mlir_text, precision):
    """The module text (one or more functions) with oa.fp32_matmul =
    `precision` on its module; "ieee", the lowering's default, leaves the
    text as it is (and so the bundle cache's hash of it)."""
    if precision == "ieee":
        return mlir_text
    if precision != "tf32":
        raise ValueError(f'fp32 matmul precision must be "ieee" or "tf32", got {precision!r}')
    return f'module attributes {{oa.fp32_matmul = "{precision}"}} {{\n{mlir_text}}}\n'


def capture(module, example_inputs, name="forward", precision="fp32"):
    """Exports `module` on `example_inputs` and returns a Captured whose
    `.mlir` is the oa-dialect function `name`.

    precision "bf16"/"fp16": mixed precision with fp32 master weights: the
    function still takes fp32 parameters and inputs and computes each op in
    the type torch.autocast on CUDA gives it (AUTOCAST_LOW, AUTOCAST_F32;
    oa.convert where it changes; every kernel accumulates in fp32); fp32
    results are returned (losses are fp32 anyway)."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}, got {precision!r}")
    low = PRECISIONS[precision]
    module, ep = export(module, example_inputs)
    from torch.export.graph_signature import InputKind
    # Every name a tensor has: torch.export names a tied weight (nanoGPT's
    # lm_head.weight is wte.weight) by each of its names.
    state = dict(module.named_parameters(remove_duplicate=False))
    state.update(dict(module.named_buffers(remove_duplicate=False)))
    m = emit.Module()
    f = m.func(name)
    seeds = {}
    first = next(iter(state.values()), None)
    device = first.device if first is not None else next(
        (x.device for x in example_inputs if isinstance(x, torch.Tensor)), torch.device("cpu"))

    def add_const(cname, value):
        buffers.append((cname, value.to(device)))
        return f.arg(cname, [int(d) for d in value.shape], DTYPES[value.dtype], late=True)
    L = _Lowering(f, seeds, add_const, low)
    specs = {s.arg.name: s for s in ep.graph_signature.input_specs}
    params, buffers, inputs, outputs = [], [], [], []
    nodes = list(ep.graph.nodes)
    for node in nodes:
        if node.op != "placeholder":
            continue
        spec = specs.get(node.name)
        v = _val(node)
        if not isinstance(v, torch.Tensor):
            raise CaptureError(f"input {node.name} is not a tensor ({type(v).__name__})")
        dt = DTYPES.get(v.dtype)
        if dt is None:
            raise CaptureError(f"input {node.name} has dtype {v.dtype} (oa takes "
                               f"{', '.join(str(d) for d in DTYPES)})")
        shape = [int(d) for d in v.shape]
        if spec.kind == InputKind.PARAMETER:
            p = state[spec.target]
            L.env[node] = f.arg(spec.target, shape, dt, param=p.requires_grad)
            (params if p.requires_grad else buffers).append((spec.target, p))
        elif spec.kind in (InputKind.BUFFER, InputKind.CONSTANT_TENSOR):
            t = state.get(spec.target)
            if t is None:
                t = ep.constants.get(spec.target)
            L.env[node] = f.arg(spec.target, shape, dt)
            buffers.append((spec.target, t))
            if t is not None:
                # Folded on the CPU whatever the module's device: the
                # handlers mix these with CPU tensors and Python numbers;
                # add_const moves what they make to the module's device.
                seeds[node] = t.detach().cpu()
        elif spec.kind == InputKind.USER_INPUT:
            L.env[node] = f.arg(node.name, shape, dt)
            inputs.append((node.name, tuple(shape), dt))
        else:
            raise CaptureError(f"input {node.name} of kind {spec.kind.name} is not supported")
    consts = _fold_constants(nodes, seeds)
    L.consts = consts
    for node, value in consts.items():
        if node.op == "placeholder" or not any(u not in consts for u in node.users):
            continue
        if not isinstance(value, torch.Tensor):
            continue  # a Python value its users take as it is
        dt = DTYPES.get(value.dtype)
        if dt is None:
            continue  # an error at the op that takes it (L.t)
        name = f"const.{node.name}"
        L.env[node] = f.arg(name, [int(d) for d in value.shape], dt)
        buffers.append((name, value.to(device).contiguous()))
    rets = None
    for node in nodes:
        if node in consts:
            if not isinstance(consts[node], torch.Tensor):
                L.env[node] = consts[node]
        elif node.op == "call_function":
            L.env[node] = L.run(node)
        elif node.op == "output":
            rets = node.args[0]
        elif node.op != "placeholder":
            _fail(node, f"an FX node of kind {node.op}")
    vals = []
    layout = []  # the module's results: an output's name, or None where it returns None
    for i, r in enumerate(rets if isinstance(rets, (list, tuple)) else [rets]):
        if r is None:  # (logits, None): nanoGPT's GPT without targets
            layout.append(None)
            continue
        v = L.env.get(r) if isinstance(r, torch.fx.Node) else None
        if not isinstance(v, emit.Tensor):
            raise CaptureError(f"output {i} is not a tensor")
        layout.append(f"out{i}")
        if low and v.dtype == low:
            v = f.convert(v, "f32")
        vals.append((v, f"out{i}"))
        outputs.append((f"out{i}", v.shape, v.dtype))
    for v, arg in L.updates:
        vals.append((v, f"{arg}.new"))
    f.ret(*[v for v, _ in vals], names=[n for _, n in vals])
    cap = Captured(m.text(), name, params, buffers, inputs, outputs, ep)
    cap.counters = L.counters      # buffers to add 1 to per run (num_batches_tracked)
    cap.dtypes = {n.name: v.dtype for n, v in L.env.items() if isinstance(v, emit.Tensor)}
    cap.rng = RNG if L.rng is not None else None
    cap.layout = layout if None in layout else None
    return cap
