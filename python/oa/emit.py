"""Builds oa-dialect MLIR text for a sequence of ops with static shapes.

    m = Module()
    f = m.func("mlp")
    x = f.arg("x", [8, 64])
    w = f.arg("w", [128, 64])
    y = f.gelu(f.linear(x, w))
    f.ret(y, name="y")
    text = m.text()          # hand to `oa-opt --oa-model-to-llvm`

Each op method infers its result shape the way the oa op verifiers check it
and raises ValueError on a mismatch, so errors surface in Python with the
op's name; oa-opt verifies again.  Values are `Tensor` objects carrying
shape, dtype and SSA name, with operators for the elementwise ops, so a
tracing frontend (a typed @kernel function, a torch module capture) can be
layered on top by calling these methods as it walks the program.
"""

_DTYPES = ("f32", "f16", "bf16")
# Integer tensors: token ids and class targets (embedding, cross_entropy).
_INDEX_DTYPES = ("i32", "i64")


def _ttype(shape, dtype):
    dims = "x".join(str(d) for d in shape)
    return f"tensor<{dims}x{dtype}>" if dims else f"tensor<{dtype}>"


def _fattr(v):
    # repr() round-trips doubles; MLIR wants a '.' in the mantissa ("1.0e-06").
    r = repr(float(v))
    mant, e, exp = r.partition("e")
    if "." not in mant and mant.lstrip("-").isdigit():
        mant += ".0"
    return mant + e + exp


class Tensor:
    """An SSA value of tensor type in a Function."""

    def __init__(self, fn, name, shape, dtype):
        self.fn, self.name, self.shape, self.dtype = fn, name, tuple(shape), dtype

    @property
    def type(self):
        return _ttype(self.shape, self.dtype)

    @property
    def rank(self):
        return len(self.shape)

    def __add__(self, o):
        return self.fn.add(self, o)

    def __sub__(self, o):
        return self.fn.sub(self, o)

    def __mul__(self, o):
        return self.fn.mul(self, o)

    def __truediv__(self, o):
        return self.fn.div(self, o)

    def __repr__(self):
        return f"{self.name}: {self.type}"


class Function:
    """A func.func of oa ops; arguments first, then ops, then ret()."""

    def __init__(self, name):
        self.name = name
        self.args, self.lines, self.results = [], [], None
        self._n = 0

    # --- arguments and results -------------------------------------------
    def arg(self, name, shape, dtype="f32", param=False, late=False):
        """An argument; `param` marks a trainable parameter (oa.param) for
        the autodiff pass; `late` allows one after ops (a constant a
        capture handler derives)."""
        if self.lines and not late:
            raise ValueError("arguments must come before ops")
        if dtype not in _DTYPES + _INDEX_DTYPES:
            raise ValueError(f"dtype must be one of {_DTYPES + _INDEX_DTYPES}, got {dtype}")
        if not all(isinstance(d, int) and d > 0 for d in shape):
            raise ValueError(f"shape must be static positive ints, got {shape}")
        # oa.name keeps the name as given ("fc.weight"); the SSA name is
        # made of characters MLIR takes.
        ssa = "".join(c if c.isalnum() or c in "_$.-" else "_" for c in name)
        if not ssa or not (ssa[0].isalpha() or ssa[0] == "_"):
            ssa = "a" + ssa
        if any(a.name == "%" + ssa for a in self.args):
            ssa += f"_{len(self.args)}"
        t = Tensor(self, f"%{ssa}", shape, dtype)
        t.arg_name = name
        t.param = param
        self.args.append(t)
        return t

    def ret(self, *values, name=None, names=None):
        """Returns values; `name`/`names` become the buffers' oa.name."""
        if names is None:
            names = [name] if name is not None else [None] * len(values)
        if len(names) != len(values):
            raise ValueError("one name per returned value")
        self.results = list(zip(values, names))

    # --- plumbing ----------------------------------------------------------
    def _op(self, op, operands, shape, dtype, attrs=None):
        for v in operands:
            if not isinstance(v, Tensor) or v.fn is not self:
                raise ValueError(f"oa.{op}: operand {v!r} is not a value of {self.name}")
        r = Tensor(self, f"%{self._n}", shape, dtype)
        self._n += 1
        attr = ""
        if attrs:
            attr = " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"
        ins = ", ".join(v.name for v in operands)
        tys = ", ".join(v.type for v in operands)
        self.lines.append(f"  {r.name} = oa.{op} {ins}{attr} : ({tys}) -> {r.type}")
        return r

    @staticmethod
    def _same(op, a, b, what="lhs and rhs"):
        if a.shape != b.shape or a.dtype != b.dtype:
            raise ValueError(f"oa.{op}: {what} must have one type, got {a.type} and {b.type}")

    @staticmethod
    def _axis(op, x, axis):
        if not -x.rank <= axis < x.rank:
            raise ValueError(f"oa.{op}: axis {axis} is out of range for {x.type}")
        return axis % x.rank

    @staticmethod
    def _accum(op, dtype, out_dtype):
        out = out_dtype or dtype
        if out not in (dtype, "f32"):
            raise ValueError(f"oa.{op}: result element type must be {dtype} or f32, got {out}")
        return out

    # --- contractions ------------------------------------------------------
    def linear(self, x, weight, bias=None, out_dtype=None):
        """y = x W^T (+ b); W is [out, in] as in torch.nn.Linear."""
        if weight.rank != 2 or x.rank < 1 or weight.shape[1] != x.shape[-1]:
            raise ValueError(f"oa.linear: weight {weight.type} does not fit input {x.type}")
        if x.dtype != weight.dtype:
            raise ValueError("oa.linear: input and weight element types differ")
        ops = [x, weight]
        if bias is not None:
            if bias.shape != (weight.shape[0],):
                raise ValueError(f"oa.linear: bias must be [{weight.shape[0]}], got {bias.type}")
            ops.append(bias)
        out = self._accum("linear", x.dtype, out_dtype)
        return self._op("linear", ops, x.shape[:-1] + (weight.shape[0],), out)

    def matmul(self, a, b, out_dtype=None):
        if a.rank != 2 or b.rank != 2 or a.shape[1] != b.shape[0] or a.dtype != b.dtype:
            raise ValueError(f"oa.matmul: cannot multiply {a.type} by {b.type}")
        out = self._accum("matmul", a.dtype, out_dtype)
        return self._op("matmul", [a, b], (a.shape[0], b.shape[1]), out)

    def batch_matmul(self, a, b, out_dtype=None):
        if (a.rank != 3 or b.rank != 3 or a.shape[0] != b.shape[0] or a.shape[2] != b.shape[1]
                or a.dtype != b.dtype):
            raise ValueError(f"oa.batch_matmul: cannot multiply {a.type} by {b.type}")
        out = self._accum("batch_matmul", a.dtype, out_dtype)
        return self._op("batch_matmul", [a, b], (a.shape[0], a.shape[1], b.shape[2]), out)

    # --- elementwise -------------------------------------------------------
    def _binary(self, op, a, b):
        self._same(op, a, b)
        return self._op(op, [a, b], a.shape, a.dtype)

    def add(self, a, b):
        return self._binary("add", a, b)

    def sub(self, a, b):
        return self._binary("sub", a, b)

    def mul(self, a, b):
        return self._binary("mul", a, b)

    def div(self, a, b):
        return self._binary("div", a, b)

    def relu(self, x):
        return self._op("relu", [x], x.shape, x.dtype)

    def gelu(self, x, approximate="none"):
        if approximate not in ("none", "tanh"):
            raise ValueError(f'oa.gelu: approximate must be "none" or "tanh", got {approximate!r}')
        attrs = {"approximate": '"tanh"'} if approximate == "tanh" else None
        return self._op("gelu", [x], x.shape, x.dtype, attrs)

    def sgd_update(self, param, grad, lr):
        self._same("sgd_update", param, grad, "param and grad")
        return self._op("sgd_update", [param, grad], param.shape, param.dtype,
                        {"lr": f"{_fattr(lr)} : f32"})

    # --- row-wise ----------------------------------------------------------
    def softmax(self, x):
        if x.rank < 1:
            raise ValueError("oa.softmax: input must have rank >= 1")
        return self._op("softmax", [x], x.shape, x.dtype)

    def layer_norm(self, x, gamma, beta, eps=1e-5):
        d = x.shape[-1]
        for n, t in (("gamma", gamma), ("beta", beta)):
            if t.shape != (d,) or t.dtype != x.dtype:
                raise ValueError(f"oa.layer_norm: {n} must be [{d}] of {x.dtype}, got {t.type}")
        if eps <= 0:
            raise ValueError("oa.layer_norm: epsilon must be positive")
        return self._op("layer_norm", [x, gamma, beta], x.shape, x.dtype,
                        {"epsilon": f"{_fattr(eps)} : f32"})

    def rms_norm(self, x, gamma=None, eps=1e-6):
        d = x.shape[-1] if x.rank else None
        if x.rank < 1:
            raise ValueError("oa.rms_norm: input must have rank >= 1")
        if gamma is not None and (gamma.shape != (d,) or gamma.dtype != x.dtype):
            raise ValueError(f"oa.rms_norm: gamma must be [{d}] of {x.dtype}, got {gamma.type}")
        if eps <= 0:
            raise ValueError("oa.rms_norm: epsilon must be positive")
        return self._op("rms_norm", [x] + ([gamma] if gamma is not None else []), x.shape,
                        x.dtype, {"epsilon": f"{_fattr(eps)} : f32"})

    def _reduce(self, op, x, axis, keep_dim):
        a = self._axis(op, x, axis)
        shape = tuple((1 if keep_dim else None) if i == a else d for i, d in enumerate(x.shape))
        shape = tuple(d for d in shape if d is not None)
        attrs = {"axis": f"{axis} : i64"}
        if keep_dim:
            attrs["keep_dim"] = "true"
        return self._op(op, [x], shape, x.dtype, attrs)

    def reduce_sum(self, x, axis=-1, keep_dim=False):
        return self._reduce("reduce_sum", x, axis, keep_dim)

    def reduce_mean(self, x, axis=-1, keep_dim=False):
        return self._reduce("reduce_mean", x, axis, keep_dim)

    def reduce_max(self, x, axis=-1, keep_dim=False):
        return self._reduce("reduce_max", x, axis, keep_dim)

    def mse_loss(self, pred, target):
        self._same("mse_loss", pred, target, "pred and target")
        return self._op("mse_loss", [pred, target], (), "f32")

    # --- data movement -----------------------------------------------------
    def transpose(self, x, permutation):
        if sorted(permutation) != list(range(x.rank)):
            raise ValueError(f"oa.transpose: {permutation} is not a permutation of 0..{x.rank - 1}")
        perm = ", ".join(str(p) for p in permutation)
        return self._op("transpose", [x], tuple(x.shape[p] for p in permutation), x.dtype,
                        {"permutation": f"array<i64: {perm}>"})

    def reshape(self, x, shape):
        n = 1
        for d in shape:
            n *= d
        m = 1
        for d in x.shape:
            m *= d
        if n != m:
            raise ValueError(f"oa.reshape: element count changes: {m} vs {n}")
        return self._op("reshape", [x], tuple(shape), x.dtype)

    def concat(self, inputs, axis):
        first = inputs[0]
        a = self._axis("concat", first, axis)
        for t in inputs[1:]:
            if (t.rank != first.rank or t.dtype != first.dtype
                    or any(t.shape[d] != first.shape[d] for d in range(t.rank) if d != a)):
                raise ValueError(f"oa.concat: {t.type} does not fit {first.type} along axis {axis}")
        shape = list(first.shape)
        shape[a] = sum(t.shape[a] for t in inputs)
        return self._op("concat", list(inputs), tuple(shape), first.dtype, {"axis": f"{axis} : i64"})

    # --- capture and training ops (OATrainingOps.td) ------------------------
    def scale(self, x, factor, bias=0.0):
        """x * factor + bias."""
        attrs = {"factor": f"{_fattr(factor)} : f32"}
        if bias:
            attrs["bias"] = f"{_fattr(bias)} : f32"
        return self._op("scale", [x], x.shape, x.dtype, attrs)

    def convert(self, x, dtype):
        if dtype not in _DTYPES or x.dtype not in _DTYPES:
            raise ValueError(f"oa.convert: {x.type} to {dtype}: float types only")
        return x if x.dtype == dtype else self._op("convert", [x], x.shape, dtype)

    def _math(self, op, x):
        if x.dtype not in _DTYPES:
            raise ValueError(f"oa.{op}: {x.type}: float types only")
        return self._op(op, [x], x.shape, x.dtype)

    def exp(self, x):
        return self._math("exp", x)

    def log(self, x):
        return self._math("log", x)

    def tanh(self, x):
        return self._math("tanh", x)

    def sigmoid(self, x):
        return self._math("sigmoid", x)

    def sqrt(self, x):
        return self._math("sqrt", x)

    def rsqrt(self, x):
        return self._math("rsqrt", x)

    def dropout_mask(self, rng, shape, p, stream, dtype="f32"):
        """0 or 1/(1-p) per element, Philox keyed by rng = [seed, offset]
        (a tensor<2xi64>) and `stream` (one per dropout of a function)."""
        if rng.shape != (2,) or rng.dtype != "i64":
            raise ValueError(f"oa.dropout_mask: rng must be tensor<2xi64>, got {rng.type}")
        if not 0.0 <= p < 1.0:
            raise ValueError(f"oa.dropout_mask: p must be in [0, 1), got {p}")
        return self._op("dropout_mask", [rng], tuple(shape), dtype,
                        {"p": f"{_fattr(p)} : f32", "stream": f"{int(stream)} : i64"})

    def fill(self, shape, value, dtype="f32"):
        return self._op("fill", [], tuple(shape), dtype, {"value": f"{_fattr(value)} : f32"})

    def broadcast(self, x, shape):
        shape = tuple(shape)
        off = len(shape) - x.rank
        if off < 0 or any(d != 1 and d != shape[i + off] for i, d in enumerate(x.shape)):
            raise ValueError(f"oa.broadcast: cannot broadcast {x.type} to {list(shape)}")
        return self._op("broadcast", [x], shape, x.dtype)

    def pad(self, x, axis, start, size):
        """x placed at [start, start + x.shape[axis]) of a zero axis of `size`."""
        a = self._axis("pad", x, axis)
        if start < 0 or start + x.shape[a] > size:
            raise ValueError(f"oa.pad: {x.type} at {start} does not fit {size} along axis {axis}")
        shape = tuple(size if i == a else d for i, d in enumerate(x.shape))
        return self._op("pad", [x], shape, x.dtype, {"axis": f"{axis} : i64", "start": f"{start} : i64"})

    def slice(self, x, axis, start, size):
        a = self._axis("slice", x, axis)
        if start < 0 or start + size > x.shape[a] or size < 1:
            raise ValueError(f"oa.slice: [{start}, {start + size}) is outside axis {axis} of {x.type}")
        shape = tuple(size if i == a else d for i, d in enumerate(x.shape))
        return self._op("slice", [x], shape, x.dtype, {"axis": f"{axis} : i64", "start": f"{start} : i64"})

    def attention(self, q, k, v, scale, causal=False):
        if (q.rank < 2 or k.rank != q.rank or v.rank != q.rank or q.shape[:-2] != k.shape[:-2]
                or q.shape[:-2] != v.shape[:-2] or q.shape[-1] != k.shape[-1]
                or k.shape[-2] != v.shape[-2] or not q.dtype == k.dtype == v.dtype):
            raise ValueError(f"oa.attention: q {q.type}, k {k.type}, v {v.type} do not fit")
        attrs = {"scale": f"{_fattr(scale)} : f32"}
        if causal:
            attrs["causal"] = "true"
        return self._op("attention", [q, k, v], q.shape[:-1] + (v.shape[-1],), q.dtype, attrs)

    def embedding(self, weight, indices):
        if weight.rank != 2 or indices.dtype not in _INDEX_DTYPES:
            raise ValueError(f"oa.embedding: weight {weight.type}, indices {indices.type}")
        return self._op("embedding", [weight, indices], indices.shape + (weight.shape[1],), weight.dtype)

    def cross_entropy(self, logits, target, ignore_index=-100):
        if (logits.rank != 2 or target.shape != (logits.shape[0],)
                or target.dtype not in _INDEX_DTYPES):
            raise ValueError(f"oa.cross_entropy: logits {logits.type}, target {target.type}")
        attrs = {"ignore_index": f"{ignore_index} : i64"} if ignore_index != -100 else None
        return self._op("cross_entropy", [logits, target], (), "f32", attrs)

    # --- text ----------------------------------------------------------------
    def text(self):
        if self.results is None:
            raise ValueError(f"function {self.name} has no ret()")
        args = ", ".join(f'{a.name}: {a.type} {{oa.name = "{a.arg_name}"' +
                         (", oa.param" if a.param else "") + "}" for a in self.args)
        # "<x>.new" is the new value of argument x (BatchNorm's running
        # statistics): oa.update_of, which oa-autodiff keeps in the step.
        res = ", ".join(v.type + ((f' {{oa.name = "{n}", oa.update_of = "{n[:-4]}"}}'
                                   if n.endswith(".new") else f' {{oa.name = "{n}"}}') if n else "")
                        for v, n in self.results)
        out = [f"func.func @{self.name}({args}) -> ({res}) {{"]
        out += self.lines
        vals = ", ".join(v.name for v, _ in self.results)
        tys = ", ".join(v.type for v, _ in self.results)
        out.append(f"  return {vals} : {tys}")
        out.append("}")
        return "\n".join(out)


class Module:
    """A builtin.module of Functions."""

    def __init__(self):
        self.funcs = []

    def func(self, name):
        f = Function(name)
        self.funcs.append(f)
        return f

    def text(self):
        return "\n\n".join(f.text() for f in self.funcs) + "\n"
