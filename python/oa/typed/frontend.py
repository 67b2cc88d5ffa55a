"""Typed Python kernels to MLIR, from `ast` alone (the user's code never runs).

A kernel is a module-level function decorated `@oa.kernel` whose parameters
are annotated with oa types (`x: oa.f32[:]`, `n: oa.i32`).  Its body is a
typed subset of Python (docs/Python.md): scalar locals whose type is fixed
by their first assignment, if/elif/else, while, for over range(), break,
continue, early return, 1-D global/shared/local arrays, barriers, atomics,
warp shuffles and votes, and calls of `@oa.device` functions of the same
module (inlined).  Every error is a KernelError naming the file, line and
column.

The MLIR uses upstream dialects only: a `gpu.module @oa_kernels` of
`gpu.func ... kernel`s with arith, cf (structured control flow is lowered
here, so early return, break and continue are plain branches), memref
(scalar locals as 0-D allocas for --mem2reg, shared and local arrays), llvm
(global arrays are `!llvm.ptr<1>` parameters: loads, stores, atomics, and
the NVVM math intrinsics oa-llc lowers) and nvvm (votes).
"""
import ast

from .types import SCALARS, BOOL, I32, I64, F32, F64, Array, Scalar


class KernelError(Exception):
    def __init__(self, msg, file, line, col):
        super().__init__(f"{file}:{line}:{col}: {msg}")
        self.msg, self.file, self.line, self.col = msg, file, line, col


class Weak:
    """The type of a Python literal: it takes the type its context needs."""

    def __init__(self, kind):
        self.kind = kind  # 'int' | 'float' | 'bool'

    def __repr__(self):
        return f"{self.kind} literal"


WINT, WFLOAT, WBOOL = Weak("int"), Weak("float"), Weak("bool")


class Value:
    __slots__ = ("ssa", "type", "lit")

    def __init__(self, ssa, type, lit=None):
        self.ssa, self.type, self.lit = ssa, type, lit

    @property
    def weak(self):
        return isinstance(self.type, Weak)


def weak(v):
    if isinstance(v, bool):
        return Value(None, WBOOL, v)
    return Value(None, WINT if isinstance(v, int) else WFLOAT, v)


class Var:
    def __init__(self, slot, type, line):
        self.slot, self.type, self.line = slot, type, line


class KernelInfo:
    def __init__(self, name, params, line, written):
        self.name, self.params, self.line = name, params, line  # params: [(name, type)]
        self.written = written  # names of the array parameters the kernel may write


SPECIAL = {"thread_idx": "gpu.thread_id", "block_idx": "gpu.block_id",
           "block_dim": "gpu.block_dim", "grid_dim": "gpu.grid_dim"}
ATOMICS = {"atomic_add", "atomic_sub", "atomic_max", "atomic_min", "atomic_exch",
           "atomic_and", "atomic_or", "atomic_xor", "atomic_cas"}
SHUFFLES = {"shfl_xor": "xor", "shfl_down": "down", "shfl_up": "up", "shfl_idx": "idx"}
VOTES = {"vote_any": "any", "vote_all": "all", "ballot": "ballot"}
# f32 math: (argument count, how it lowers).  Only intrinsics oa-llc selects.
MATH = {"sqrt": 1, "rsqrt": 1, "exp": 1, "exp2": 1, "log": 1, "log2": 1, "fabs": 1,
        "fma": 3, "floor": 1, "ceil": 1, "sin": 1, "cos": 1, "tanh": 1}
LOG2E, LN2 = 1.4426950408889634, 0.6931471805599453


def _promote(a, b):
    """The common type of two typed scalars, C-like without signed/unsigned mixing."""
    if a is b:
        return a
    if a.is_float or b.is_float:
        return F64 if F64 in (a, b) else F32
    if a is BOOL or b is BOOL:
        return None
    if a.signed != b.signed:
        return None
    return a if a.bits >= b.bits else b


class ModuleSource:
    """A parsed Python module: its kernels, device functions and constants."""

    def __init__(self, tree, filename, text=""):
        self.tree, self.file = tree, filename
        self.funcs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        self.consts = {}
        self.oa_names, self.imported = set(), {}
        for n in tree.body:
            if isinstance(n, ast.Import):
                for a in n.names:
                    if a.name == "oa":
                        self.oa_names.add(a.asname or "oa")
            elif isinstance(n, ast.ImportFrom) and n.module in ("oa", "oa.typed") and n.level == 0:
                for a in n.names:
                    self.imported[a.asname or a.name] = a.name
            elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                try:
                    v = ast.literal_eval(n.value)
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                    v = self._const_expr(n.value)
                if isinstance(v, (int, float, bool)):
                    self.consts[n.targets[0].id] = v
        self._checked = {}

    def _const_expr(self, node):
        """Module constants built from other constants (BLOCK = 2 * WARP)."""
        try:
            expr = ast.Expression(node)
            names = {k: v for k, v in self.consts.items()}
            for sub in ast.walk(node):
                if isinstance(sub, ast.Name) and sub.id not in names:
                    return None
                if isinstance(sub, (ast.Call, ast.Attribute, ast.Subscript, ast.Lambda)):
                    return None
            return eval(compile(expr, self.file, "eval"), {"__builtins__": {}}, names)
        except Exception:
            return None

    def oa_attr(self, node):
        """'f32' for oa.f32, 'thread_idx.x' for oa.thread_idx.x, 'f32' for a
        name imported from oa; None for anything else."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        if node.id in self.oa_names:
            return ".".join(reversed(parts)) if parts else None
        if node.id in self.imported:
            return ".".join([self.imported[node.id]] + list(reversed(parts)))
        return None

    def decorator(self, fdef):
        """'kernel', 'device' or None."""
        for d in fdef.decorator_list:
            if isinstance(d, ast.Call):
                d = d.func
            a = self.oa_attr(d)
            if a in ("kernel", "device"):
                return a
        return None

    def kernels(self):
        return [n for n, f in self.funcs.items() if self.decorator(f) == "kernel"]

    def check(self, name):
        """Type-check and lower one kernel; returns its KernelInfo."""
        if name not in self._checked:
            self._checked[name] = FuncEmitter(self, self.funcs[name]).emit_kernel()
        return self._checked[name][0]

    def mlir(self, names=None):
        """A gpu.module with the given kernels (default all) as MLIR text."""
        names = names or self.kernels()
        body = []
        for n in names:
            self.check(n)
            body.append(self._checked[n][1])
        return "gpu.module @oa_kernels {\n" + "\n".join(body) + "}\n"


class FuncEmitter:
    def __init__(self, mod, fdef):
        self.mod, self.fdef, self.file = mod, fdef, mod.file
        self.n = 0
        self.blocks = []  # [label, lines, terminated]
        self.allocas = []
        self.workgroup = []
        self.scopes = []  # per inlined function: {name: Var | Value(array)}
        self.assigned = []  # per scope: names definitely assigned here (or None: unreachable)
        self.loops = []  # (continue label, break label)
        self.inline_stack = []  # (function name, return label, return slot, return type)
        self.cur = None
        self.written = set()  # indices of array parameters stored to

    # --- errors and naming ------------------------------------------------
    def err(self, node, msg):
        raise KernelError(msg, self.file, getattr(node, "lineno", self.fdef.lineno),
                          getattr(node, "col_offset", 0) + 1)

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def loc(self, node):
        return f' loc("{self.file}":{getattr(node, "lineno", 0)}:{getattr(node, "col_offset", 0) + 1})'

    # --- blocks -----------------------------------------------------------
    def new_block(self):
        self.n += 1
        b = [f"^bb{self.n}", [], False]
        self.blocks.append(b)
        return b

    def set_block(self, b):
        self.cur = b

    def emit(self, text, node=None):
        if self.cur[2]:  # code after a terminator is unreachable: give it a block
            self.set_block(self.new_block())
        self.cur[1].append(text + (self.loc(node) if node is not None else ""))

    def op(self, text, node=None):
        r = self.fresh()
        self.emit(f"{r} = {text}", node)
        return r

    def terminate(self, text):
        if self.cur[2]:
            self.set_block(self.new_block())
        self.cur[1].append(text)
        self.cur[2] = True

    def unreachable(self):
        """After return/break/continue: any name counts as assigned here."""
        self.assigned[-1] = None

    def br(self, target):
        self.terminate(f"cf.br {target[0]}")

    def cond_br(self, cond, t, f):
        self.terminate(f"cf.cond_br {cond}, {t[0]}, {f[0]}")

    # --- variables --------------------------------------------------------
    def lookup(self, name):
        return self.scopes[-1].get(name)

    def mark_assigned(self, name):
        if self.assigned[-1] is not None:
            self.assigned[-1].add(name)

    def is_assigned(self, name):
        return self.assigned[-1] is None or name in self.assigned[-1]

    def new_slot(self, t):
        r = self.fresh()
        self.allocas.append(f"{r} = memref.alloca() : memref<{t.mlir}>")
        return r

    def store_var(self, name, v, node, declared=None):
        var = self.lookup(name)
        if isinstance(var, Value):
            self.err(node, f"'{name}' is an array; arrays cannot be reassigned")
        if var is None:
            t = declared or self.default_type(v)
            if isinstance(v.type, Array):
                self.scopes[-1][name] = v
                self.mark_assigned(name)
                return
            var = Var(self.new_slot(t), t, node.lineno)
            self.scopes[-1][name] = var
        elif declared is not None and declared is not var.type:
            self.err(node, f"'{name}' was declared {var.type} on line {var.line}; "
                           f"it cannot be redeclared {declared}")
        if isinstance(v.type, Array):
            self.err(node, f"cannot assign an array to scalar variable '{name}'")
        s = self.coerce(v, var.type, node, what=f"assigning to '{name}'")
        self.emit(f"memref.store {s}, {var.slot}[] : memref<{var.type.mlir}>")
        self.mark_assigned(name)

    def default_type(self, v):
        if v.weak:
            return {"int": I32, "float": F32, "bool": BOOL}[v.type.kind]
        return v.type

    # --- conversions ------------------------------------------------------
    def const(self, v, t):
        if t is BOOL:
            return self.op(f"arith.constant {t.literal(v)}")
        return self.op(f"arith.constant {t.literal(v)} : {t.mlir}")

    def coerce(self, v, t, node, explicit=False, what="here"):
        """v as an SSA value of type t (implicit conversions must not lose
        information unless explicit)."""
        if isinstance(v.type, Array):
            self.err(node, f"an array ({v.type}) is used where a {t} value is expected")
        if v.weak:
            if v.type.kind == "float" and not t.is_float and not explicit:
                self.err(node, f"{what}: float literal {v.lit!r} where a {t} is expected")
            val = v.lit
            if explicit or t.is_float:
                val = (float(val) if t.is_float else (bool(val) if t is BOOL else int(val)))
            if t.is_int and not explicit:
                lo, hi = (-(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1) if t.signed else (0, (1 << t.bits) - 1)
                if not lo <= val <= hi:
                    self.err(node, f"{what}: literal {val} does not fit in {t}")
            return self.const(val, t)
        s = v.type
        if s is t:
            return v.ssa
        if not explicit:
            ok = (s.is_int and t.is_int and s.signed == t.signed and t.bits >= s.bits) or \
                 (s.is_int and t.is_float) or (s.is_float and t.is_float and t.bits >= s.bits) or \
                 (s is BOOL and t.is_int)
            if not ok:
                self.err(node, f"{what}: {s} to {t} may lose information; convert explicitly "
                               f"with oa.{t.name}(...)")
        return self.convert(v.ssa, s, t)

    def convert(self, x, s, t):
        if s is t:
            return x
        if t is BOOL:
            if s.is_float:
                z = self.const(0.0, s)
                return self.op(f"arith.cmpf une, {x}, {z} : {s.mlir}")
            z = self.const(0, s)
            return self.op(f"arith.cmpi ne, {x}, {z} : {s.mlir}")
        if s is BOOL:
            if t.is_float:
                x = self.op(f"arith.extui {x} : i1 to i32")
                return self.op(f"arith.uitofp {x} : i32 to {t.mlir}")
            return self.op(f"arith.extui {x} : i1 to {t.mlir}")
        if s.is_int and t.is_int:
            if t.bits > s.bits:
                return self.op(f"arith.{'extsi' if s.signed else 'extui'} {x} : {s.mlir} to {t.mlir}")
            if t.bits < s.bits:
                return self.op(f"arith.trunci {x} : {s.mlir} to {t.mlir}")
            return x  # same width, other signedness: same bits
        if s.is_int:
            return self.op(f"arith.{'sitofp' if s.signed else 'uitofp'} {x} : {s.mlir} to {t.mlir}")
        if t.is_int:
            return self.op(f"arith.{'fptosi' if t.signed else 'fptoui'} {x} : {s.mlir} to {t.mlir}")
        op = "extf" if t.bits > s.bits else "truncf"
        return self.op(f"arith.{op} {x} : {s.mlir} to {t.mlir}")

    def truthy(self, v, node):
        if v.weak:
            return self.const(bool(v.lit), BOOL)
        if isinstance(v.type, Array):
            self.err(node, "an array is not a condition")
        return self.convert(v.ssa, v.type, BOOL)

    # --- kernel entry -----------------------------------------------------
    def annotation(self, ann, what):
        if ann is None:
            self.err(self.fdef, f"{what} needs a type annotation (e.g. x: oa.f32[:] or n: oa.i32)")
        if isinstance(ann, ast.Subscript):
            base = self.mod.oa_attr(ann.value)
            if base in SCALARS and isinstance(ann.slice, ast.Slice) and ann.slice.lower is None \
                    and ann.slice.upper is None and ann.slice.step is None:
                return Array(SCALARS[base], "global")
            self.err(ann, f"{what}: arrays are written oa.<type>[:] (1-D; pass the length separately)")
        a = self.mod.oa_attr(ann)
        if a in SCALARS:
            return SCALARS[a]
        self.err(ann, f"{what}: '{ast.unparse(ann)}' is not an oa type (oa.i8..oa.u64, oa.f16, "
                      "oa.f32, oa.f64, oa.<type>[:])")

    def check_signature(self, fdef, kind):
        a = fdef.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs or a.defaults:
            self.err(fdef, f"{kind} '{fdef.name}': only plain positional parameters are supported")

    def emit_kernel(self):
        f = self.fdef
        self.check_signature(f, "kernel")
        if f.returns is not None and not (isinstance(f.returns, ast.Constant) and f.returns.value is None):
            self.err(f.returns, f"kernel '{f.name}' cannot return a value (annotate -> None or nothing)")
        params, sig = [], []
        self.scopes.append({})
        self.assigned.append(set())
        entry = self.new_block()
        self.set_block(entry)
        for i, p in enumerate(f.args.args):
            t = self.annotation(p.annotation, f"parameter '{p.arg}'")
            if t is BOOL:
                self.err(p, f"parameter '{p.arg}': bool parameters are not supported; use oa.i32")
            params.append((p.arg, t))
            ssa = f"%arg{i}"
            if isinstance(t, Array):
                sig.append(f"{ssa}: !llvm.ptr<1>")
                self.scopes[-1][p.arg] = Value(ssa, t)
                self.mark_assigned(p.arg)
            else:
                sig.append(f"{ssa}: {t.mlir}")
                self.store_var(p.arg, Value(ssa, t), p)
        self.block_body(f.body)
        if not self.cur[2]:
            self.terminate("gpu.return")
        self.scopes.pop()
        self.assigned.pop()
        entry[1][:0] = self.allocas
        wg = ""
        if self.workgroup:
            wg = " workgroup(" + ", ".join(f"{s} : memref<{t.length}x{t.elem.mlir}, "
                                           f"#gpu.address_space<workgroup>>" for s, t in self.workgroup) + ")"
        out = [f"  gpu.func @{f.name}({', '.join(sig)}){wg} kernel {{"]
        for i, (label, lines, _) in enumerate(self.blocks):
            if i:
                out.append(f"  {label}:")
            out += [f"    {l}" for l in lines]
        out.append(f"  }}{self.loc(f)}")
        written = [params[i][0] for i in sorted(self.written)]
        return KernelInfo(f.name, params, f.lineno, written), "\n".join(out)

    # --- statements -------------------------------------------------------
    def block_body(self, stmts):
        for s in stmts:
            self.stmt(s)

    def stmt(self, s):
        m = getattr(self, "s_" + type(s).__name__, None)
        if m is None:
            what = type(s).__name__.lower()
            self.err(s, f"'{what}' statements are not supported in kernels")
        m(s)

    def s_Pass(self, s):
        pass

    def s_Expr(self, s):
        if isinstance(s.value, ast.Constant) and isinstance(s.value.value, str):
            return  # a docstring
        self.expr(s.value, statement=True)

    def s_Assign(self, s):
        if len(s.targets) != 1:
            self.err(s, "chained assignment (a = b = ...) is not supported")
        t = s.targets[0]
        if isinstance(t, ast.Tuple):
            self.err(t, "tuple assignment is not supported; assign each variable")
        v = self.expr(s.value)
        self.assign(t, v, s)

    def s_AnnAssign(self, s):
        if not isinstance(s.target, ast.Name):
            self.err(s, "annotated assignment needs a plain variable name")
        t = self.annotation(s.annotation, f"variable '{s.target.id}'")
        if isinstance(t, Array):
            self.err(s.annotation, "local arrays are made with oa.local.array(n, oa.<type>)")
        if s.value is None:
            self.err(s, f"'{s.target.id}' needs an initial value")
        self.store_var(s.target.id, self.expr(s.value), s, declared=t)

    def s_AugAssign(self, s):
        cur = self.expr(s.target)
        v = self.binop(s.op, cur, self.expr(s.value), s)
        self.assign(s.target, v, s)

    def assign(self, t, v, node):
        if isinstance(t, ast.Name):
            if t.id in self.mod.oa_names or t.id in self.mod.imported:
                self.err(t, f"'{t.id}' names oa; it cannot be assigned")
            self.store_var(t.id, v, node)
        elif isinstance(t, ast.Subscript):
            arr, idx = self.subscript(t)
            x = self.coerce(v, arr.type.elem, node, what=f"storing into {arr.type}")
            self.mem_store(arr, idx, x, node)
        else:
            self.err(t, f"cannot assign to {ast.unparse(t)}")

    def s_If(self, s):
        c = self.truthy(self.expr(s.test), s.test)
        then, other, join = self.new_block(), self.new_block(), self.new_block()
        self.cond_br(c, then, other)
        before = self._before
        ends = []
        for blk, body in ((then, s.body), (other, s.orelse)):
            self.set_block(blk)
            self.assigned[-1] = set(before) if before is not None else None
            self.block_body(body)
            ends.append(self.assigned[-1])  # None: this branch does not fall through
            if not self.cur[2]:
                self.br(join)
        self.set_block(join)
        a, b = ends
        self.assigned[-1] = b if a is None else a if b is None else a & b

    @property
    def _before(self):
        """The names assigned on every path here (before the current block ends)."""
        return self.assigned[-1]

    def s_While(self, s):
        if s.orelse:
            self.err(s, "while ... else is not supported")
        head, body, done = self.new_block(), self.new_block(), self.new_block()
        self.br(head)
        before = self.assigned[-1]
        self.assigned[-1] = set(before) if before is not None else None
        self.set_block(head)
        c = self.truthy(self.expr(s.test), s.test)
        self.cond_br(c, body, done)
        self.set_block(body)
        self.assigned[-1] = set(before) if before is not None else None
        self.loops.append((head, done))
        self.block_body(s.body)
        self.loops.pop()
        if not self.cur[2]:
            self.br(head)
        self.set_block(done)
        self.assigned[-1] = set(before) if before is not None else None

    def s_For(self, s):
        if s.orelse:
            self.err(s, "for ... else is not supported")
        if not isinstance(s.target, ast.Name):
            self.err(s.target, "the loop variable must be a plain name")
        it = s.iter
        if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
                and 1 <= len(it.args) <= 3 and not it.keywords):
            self.err(it, "for loops iterate over range(stop), range(start, stop) or range(start, stop, step)")
        args = [self.expr(a) for a in it.args]
        if len(args) == 1:
            args = [weak(0)] + args
        if len(args) == 2:
            args.append(weak(1))
        start, stop, step = args
        for a, n in zip(args, ("start", "stop", "step")):
            if isinstance(a.type, Array) or (a.weak and a.type.kind != "int") or \
                    (not a.weak and not a.type.is_int):
                self.err(s.iter, f"range {n} must be an integer")
        t = None
        for a in args:
            if not a.weak:
                t = a.type if t is None else _promote(t, a.type)
                if t is None:
                    self.err(s.iter, "range() mixes signed and unsigned integers")
        t = t or I32
        if step.weak and step.lit == 0:
            self.err(s.iter, "range() step must not be zero")
        # Python evaluates the bounds once and the body cannot change the count.
        counter = self.new_slot(t)
        lim = self.new_slot(t)
        stp = self.new_slot(t)
        self.emit(f"memref.store {self.coerce(start, t, s.iter)}, {counter}[] : memref<{t.mlir}>")
        self.emit(f"memref.store {self.coerce(stop, t, s.iter)}, {lim}[] : memref<{t.mlir}>")
        self.emit(f"memref.store {self.coerce(step, t, s.iter)}, {stp}[] : memref<{t.mlir}>")
        head, body, latch, done = self.new_block(), self.new_block(), self.new_block(), self.new_block()
        self.br(head)
        before = self.assigned[-1]
        self.set_block(head)
        i = self.op(f"memref.load {counter}[] : memref<{t.mlir}>")
        n = self.op(f"memref.load {lim}[] : memref<{t.mlir}>")
        lt, gt = ("slt", "sgt") if t.signed else ("ult", "ugt")
        if step.weak:
            c = self.op(f"arith.cmpi {lt if step.lit > 0 else gt}, {i}, {n} : {t.mlir}")
        else:
            st = self.op(f"memref.load {stp}[] : memref<{t.mlir}>")
            z = self.const(0, t)
            pos = self.op(f"arith.cmpi sgt, {st}, {z} : {t.mlir}")
            c1 = self.op(f"arith.cmpi {lt}, {i}, {n} : {t.mlir}")
            c2 = self.op(f"arith.cmpi {gt}, {i}, {n} : {t.mlir}")
            # (pos & c1) | (!pos & c2), not a select of i1: oa-llc hangs on
            # an i1 select in a loop condition (reported; see docs/Python.md).
            one = self.const(True, BOOL)
            neg = self.op(f"arith.xori {pos}, {one} : i1")
            a1 = self.op(f"arith.andi {pos}, {c1} : i1")
            a2 = self.op(f"arith.andi {neg}, {c2} : i1")
            c = self.op(f"arith.ori {a1}, {a2} : i1")
        self.cond_br(c, body, done)
        self.set_block(body)
        self.assigned[-1] = set(before) if before is not None else None
        self.store_var(s.target.id, Value(i, t), s.target)
        self.loops.append((latch, done))
        self.block_body(s.body)
        self.loops.pop()
        if not self.cur[2]:
            self.br(latch)
        self.set_block(latch)
        i2 = self.op(f"memref.load {counter}[] : memref<{t.mlir}>")
        st = self.op(f"memref.load {stp}[] : memref<{t.mlir}>")
        nx = self.op(f"arith.addi {i2}, {st} : {t.mlir}")
        self.emit(f"memref.store {nx}, {counter}[] : memref<{t.mlir}>")
        self.br(head)
        self.set_block(done)
        self.assigned[-1] = set(before) if before is not None else None

    def s_Break(self, s):
        if not self.loops:
            self.err(s, "'break' outside a loop")
        self.br(self.loops[-1][1])
        self.unreachable()

    def s_Continue(self, s):
        if not self.loops:
            self.err(s, "'continue' outside a loop")
        self.br(self.loops[-1][0])
        self.unreachable()

    def s_Return(self, s):
        if not self.inline_stack:
            if s.value is not None:
                self.err(s, "a kernel cannot return a value; write results into an array")
            self.terminate("gpu.return")
            self.unreachable()
            return
        name, ret_block, slot, rtype = self.inline_stack[-1]
        if rtype is None:
            if s.value is not None:
                self.err(s, f"device function '{name}' has no return annotation but returns a value")
        else:
            if s.value is None:
                self.err(s, f"device function '{name}' must return a {rtype}")
            v = self.coerce(self.expr(s.value), rtype, s, what=f"returning from '{name}'")
            self.emit(f"memref.store {v}, {slot}[] : memref<{rtype.mlir}>")
        self.br(ret_block)
        self.unreachable()

    # --- expressions ------------------------------------------------------
    def expr(self, e, statement=False):
        m = getattr(self, "e_" + type(e).__name__, None)
        if m is None:
            self.err(e, f"'{ast.unparse(e)}': this kind of expression is not supported in kernels")
        if isinstance(e, ast.Call):
            v = m(e, statement)
            if v.type is None and not statement:
                self.err(e, f"'{ast.unparse(e.func)}' returns no value")
            return v
        return m(e)

    def e_Constant(self, e):
        if isinstance(e.value, (bool, int, float)):
            return weak(e.value)
        self.err(e, f"constant {e.value!r}: only int, float and bool values exist in kernels")

    def e_Name(self, e):
        v = self.lookup(e.id)
        if isinstance(v, Value):
            return v
        if isinstance(v, Var):
            if not self.is_assigned(e.id):
                self.err(e, f"'{e.id}' may be used before it is assigned (it is assigned on line "
                            f"{v.line} on some paths only)")
            return Value(self.op(f"memref.load {v.slot}[] : memref<{v.type.mlir}>"), v.type)
        if e.id in self.mod.consts:
            return weak(self.mod.consts[e.id])
        a = self.mod.oa_attr(e)
        if a is not None:
            return self.oa_value(a, e)
        if e.id in ("True", "False"):
            return weak(e.id == "True")
        self.err(e, f"'{e.id}' is not defined in this kernel (only locals, parameters, module "
                    "constants and oa names are)")

    def e_Attribute(self, e):
        a = self.mod.oa_attr(e)
        if a is None:
            self.err(e, f"'{ast.unparse(e)}': attributes other than oa's are not supported")
        return self.oa_value(a, e)

    def oa_value(self, a, e):
        parts = a.split(".")
        if parts[0] in SPECIAL and len(parts) == 2 and parts[1] in "xyz":
            r = self.op(f"{SPECIAL[parts[0]]} {parts[1]}", e)
            return Value(self.op(f"arith.index_cast {r} : index to i32"), I32)
        if a == "warp_size":
            return weak(32)
        self.err(e, f"'oa.{a}' is not a value (did you mean to call it?)")

    def e_Subscript(self, e):
        arr, idx = self.subscript(e)
        return Value(self.mem_load(arr, idx, e), arr.type.elem)

    def subscript(self, e):
        arr = self.expr(e.value)
        if not isinstance(arr.type, Array):
            self.err(e, f"'{ast.unparse(e.value)}' is not an array")
        if isinstance(e.slice, (ast.Tuple, ast.Slice)):
            self.err(e.slice, "arrays are 1-D: index them with one integer")
        i = self.expr(e.slice)
        if i.weak:
            if i.type.kind != "int":
                self.err(e.slice, "array index must be an integer")
            if arr.type.length is not None and not 0 <= i.lit < arr.type.length:
                self.err(e.slice, f"index {i.lit} is out of bounds for {arr.type}")
            return arr, (self.const(i.lit, I32), I32)
        if isinstance(i.type, Array) or not i.type.is_int:
            self.err(e.slice, f"array index must be an integer, got {i.type}")
        t = i.type
        if t.bits < 32:
            return arr, (self.convert(i.ssa, t, I32 if t.signed else SCALARS["u32"]), I32)
        if t.bits == 32 and not t.signed:  # a u32 index above 2^31 must not go negative
            return arr, (self.convert(i.ssa, t, SCALARS["u64"]), I64)
        return arr, (i.ssa, I64 if t.bits == 64 else I32)

    def _index(self, idx):
        x, t = idx
        return self.op(f"arith.index_cast {x} : {t.mlir} to index")

    def _memref(self, arr):
        t = arr.type
        space = ", #gpu.address_space<workgroup>" if t.space == "shared" else ""
        return f"memref<{t.length}x{t.elem.mlir}{space}>"

    def _gep(self, arr, idx):
        x, t = idx
        return self.op(f"llvm.getelementptr {arr.ssa}[{x}] : (!llvm.ptr<1>, {t.mlir}) -> !llvm.ptr<1>, "
                       f"{arr.type.elem.mlir}")

    def mem_load(self, arr, idx, node):
        et = arr.type.elem
        if arr.type.space == "global":
            p = self._gep(arr, idx)
            return self.op(f"llvm.load {p} : !llvm.ptr<1> -> {et.mlir}", node)
        return self.op(f"memref.load {arr.ssa}[{self._index(idx)}] : {self._memref(arr)}", node)

    def note_write(self, arr):
        if arr.ssa.startswith("%arg"):
            self.written.add(int(arr.ssa[4:]))

    def mem_store(self, arr, idx, x, node):
        self.note_write(arr)
        et = arr.type.elem
        if arr.type.space == "global":
            p = self._gep(arr, idx)
            self.emit(f"llvm.store {x}, {p} : {et.mlir}, !llvm.ptr<1>", node)
        else:
            self.emit(f"memref.store {x}, {arr.ssa}[{self._index(idx)}] : {self._memref(arr)}", node)

    def e_UnaryOp(self, e):
        v = self.expr(e.operand)
        if isinstance(v.type, Array):
            self.err(e, "arithmetic on an array")
        if isinstance(e.op, ast.Not):
            if v.weak:
                return weak(not v.lit)
            c = self.truthy(v, e)
            t = self.const(True, BOOL)
            return Value(self.op(f"arith.xori {c}, {t} : i1"), BOOL)
        if isinstance(e.op, ast.UAdd):
            return v
        if v.weak:
            if isinstance(e.op, ast.USub):
                return weak(-v.lit)
            if isinstance(e.op, ast.Invert) and v.type.kind == "int":
                return weak(~v.lit)
        t = v.type
        if t is BOOL:
            self.err(e, "arithmetic on a bool; convert it with oa.i32(...) first")
        if isinstance(e.op, ast.USub):
            if t.is_float:
                if t.bits == 16:
                    x = self.convert(v.ssa, t, F32)
                    return Value(self.op(f"arith.negf {x} : f32"), F32)
                return Value(self.op(f"arith.negf {v.ssa} : {t.mlir}"), t)
            z = self.const(0, t)
            return Value(self.op(f"arith.subi {z}, {v.ssa} : {t.mlir}"), t)
        if isinstance(e.op, ast.Invert):
            if not t.is_int:
                self.err(e, "'~' needs an integer")
            m = self.const(-1, t)
            return Value(self.op(f"arith.xori {v.ssa}, {m} : {t.mlir}"), t)
        self.err(e, "unsupported unary operator")

    def e_BinOp(self, e):
        return self.binop(e.op, self.expr(e.left), self.expr(e.right), e)

    def arith_type(self, a, b, node, opname):
        for v in (a, b):
            if isinstance(v.type, Array):
                self.err(node, f"'{opname}' on an array; index it first")
        if a.weak and b.weak:
            return None
        if a.weak or b.weak:
            typed, lit = (b, a) if a.weak else (a, b)
            t = typed.type
            if lit.type.kind == "float" and not t.is_float:
                t = F32
            if lit.type.kind == "bool" and t is not BOOL:
                self.err(node, f"'{opname}' between a bool literal and {t}")
        else:
            t = _promote(a.type, b.type)
            if t is None:
                self.err(node, f"'{opname}' mixes {a.type} and {b.type}; convert one explicitly "
                               "(e.g. oa.i32(x))")
        return t

    def binop(self, op, a, b, node):
        name = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
                ast.Mod: "%", ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&",
                ast.BitOr: "|", ast.BitXor: "^", ast.Pow: "**", ast.MatMult: "@"}[type(op)]
        if name == "@":
            self.err(node, "'@' is not supported in kernels")
        if name == "**":
            if not (b.weak and b.type.kind == "int" and 0 <= b.lit <= 8):
                self.err(node, "'**' needs a literal integer exponent from 0 to 8")
            if a.weak:
                return weak(a.lit ** b.lit)
            r = a if b.lit else weak(1)
            for _ in range(max(0, b.lit - 1)):
                r = self.binop(ast.Mult(), r, a, node)
            return r
        t = self.arith_type(a, b, node, name)
        if t is None:  # constant folding of literals, with Python's meaning
            if name == "/" and a.type.kind != "float" and b.type.kind != "float":
                self.err(node, "'/' on integers gives a float in Python; use '//' for integer "
                               "division or write a float literal")
            try:
                return weak(eval(f"a {name} b", {}, {"a": a.lit, "b": b.lit}))
            except ZeroDivisionError:
                self.err(node, "division by zero")
        if t is BOOL:
            if name not in "&|^":
                self.err(node, f"'{name}' on bools; use and/or/not or convert with oa.i32(...)")
            x, y = self.coerce(a, t, node), self.coerce(b, t, node)
            return Value(self.op(f"arith.{ {'&': 'andi', '|': 'ori', '^': 'xori'}[name]} {x}, {y} : i1"), BOOL)
        if t.is_float and t.bits == 16:
            t = F32  # half values compute in f32 (oa-llc has no half arithmetic)
        if name == "/" and t.is_int:
            self.err(node, "'/' on integers gives a float in Python; use '//' for integer division "
                           "or convert with oa.f32(...)")
        x = self.coerce(a, t, node, what=f"'{name}'")
        y = self.coerce(b, t, node, what=f"'{name}'")
        ty = t.mlir
        if t.is_float:
            fop = {"+": "addf", "-": "subf", "*": "mulf", "/": "divf"}.get(name)
            if fop is None:
                self.err(node, f"'{name}' is not supported on {t}")
            return Value(self.op(f"arith.{fop} {x}, {y} : {ty}", node), t)
        simple = {"+": "addi", "-": "subi", "*": "muli", "&": "andi", "|": "ori", "^": "xori",
                  "<<": "shli", ">>": "shrsi" if t.signed else "shrui"}
        if name in simple:
            return Value(self.op(f"arith.{simple[name]} {x}, {y} : {ty}", node), t)
        if not t.signed:
            return Value(self.op(f"arith.{'divui' if name == '//' else 'remui'} {x}, {y} : {ty}", node), t)
        # Python's floor division and modulo (C truncates toward zero).
        q = self.op(f"arith.divsi {x}, {y} : {ty}", node)
        r = self.op(f"arith.remsi {x}, {y} : {ty}")
        z = self.const(0, t)
        rnz = self.op(f"arith.cmpi ne, {r}, {z} : {ty}")
        rneg = self.op(f"arith.cmpi slt, {r}, {z} : {ty}")
        yneg = self.op(f"arith.cmpi slt, {y}, {z} : {ty}")
        diff = self.op(f"arith.xori {rneg}, {yneg} : i1")
        fix = self.op(f"arith.andi {rnz}, {diff} : i1")
        if name == "//":
            one = self.const(1, t)
            q1 = self.op(f"arith.subi {q}, {one} : {ty}")
            return Value(self.op(f"arith.select {fix}, {q1}, {q} : {ty}"), t)
        r1 = self.op(f"arith.addi {r}, {y} : {ty}")
        return Value(self.op(f"arith.select {fix}, {r1}, {r} : {ty}"), t)

    def e_Compare(self, e):
        left = self.expr(e.left)
        result = None
        for op, rn in zip(e.ops, e.comparators):
            right = self.expr(rn)
            c = self.compare(op, left, right, e)
            if result is None:
                result = c
            elif result.weak and c.weak:
                result = weak(result.lit and c.lit)
            else:
                x, y = self.truthy(result, e), self.truthy(c, e)
                result = Value(self.op(f"arith.andi {x}, {y} : i1"), BOOL)
            left = right
        return result

    def compare(self, op, a, b, node):
        name = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
                ast.GtE: ">="}.get(type(op))
        if name is None:
            self.err(node, f"comparison '{type(op).__name__}' is not supported")
        t = self.arith_type(a, b, node, name)
        if t is None:
            return weak(eval(f"a {name} b", {}, {"a": a.lit, "b": b.lit}))
        if t.is_float and t.bits == 16:
            t = F32
        x, y = self.coerce(a, t, node), self.coerce(b, t, node)
        if t.is_float:
            p = {"==": "oeq", "!=": "une", "<": "olt", "<=": "ole", ">": "ogt", ">=": "oge"}[name]
            return Value(self.op(f"arith.cmpf {p}, {x}, {y} : {t.mlir}"), BOOL)
        s = "s" if t.signed else "u"
        p = {"==": "eq", "!=": "ne", "<": s + "lt", "<=": s + "le", ">": s + "gt", ">=": s + "ge"}[name]
        return Value(self.op(f"arith.cmpi {p}, {x}, {y} : {t.mlir}"), BOOL)

    def e_BoolOp(self, e):
        # Short-circuit: `i < n and a[i] > 0` must not load a[i] when i >= n.
        slot = self.new_slot(BOOL)
        done = self.new_block()
        is_and = isinstance(e.op, ast.And)
        for k, sub in enumerate(e.values):
            c = self.truthy(self.expr(sub), sub)
            self.emit(f"memref.store {c}, {slot}[] : memref<i1>")
            if k == len(e.values) - 1:
                self.br(done)
            else:
                nxt = self.new_block()
                if is_and:
                    self.cond_br(c, nxt, done)
                else:
                    self.cond_br(c, done, nxt)
                self.set_block(nxt)
        self.set_block(done)
        return Value(self.op(f"memref.load {slot}[] : memref<i1>"), BOOL)

    def e_IfExp(self, e):
        c = self.truthy(self.expr(e.test), e.test)
        tb, fb, done = self.new_block(), self.new_block(), self.new_block()
        self.cond_br(c, tb, fb)
        self.set_block(tb)
        tv = self.expr(e.body)
        tblock = self.cur
        self.set_block(fb)
        fv = self.expr(e.orelse)
        if isinstance(tv.type, Array) or isinstance(fv.type, Array):
            self.err(e, "a conditional expression cannot choose between arrays")
        t = self.arith_type(tv, fv, e, "if-else")
        if t is None:
            t = self.default_type(tv if tv.type.kind == "float" or fv.type.kind != "float" else fv)
        slot = self.new_slot(t)
        x = self.coerce(fv, t, e)
        self.emit(f"memref.store {x}, {slot}[] : memref<{t.mlir}>")
        self.br(done)
        self.set_block(tblock)
        x = self.coerce(tv, t, e)
        self.emit(f"memref.store {x}, {slot}[] : memref<{t.mlir}>")
        self.br(done)
        self.set_block(done)
        return Value(self.op(f"memref.load {slot}[] : memref<{t.mlir}>"), t)

    # --- calls ------------------------------------------------------------
    def e_Call(self, e, statement=False):
        if e.keywords:
            self.err(e, "keyword arguments are not supported in kernel calls")
        f = e.func
        a = self.mod.oa_attr(f)
        if a is not None:
            return self.oa_call(a, e, statement)
        if isinstance(f, ast.Name):
            if f.id in ("min", "max"):
                return self.minmax(f.id, [self.expr(x) for x in e.args], e)
            if f.id == "abs":
                self.nargs(e, 1)
                return self.absval(self.expr(e.args[0]), e)
            if f.id in ("int", "float", "bool"):
                self.nargs(e, 1)
                t = {"int": I32, "float": F32, "bool": BOOL}[f.id]
                return self.cast(self.expr(e.args[0]), t, e)
            if f.id == "len":
                self.nargs(e, 1)
                arr = self.expr(e.args[0])
                if not isinstance(arr.type, Array) or arr.type.length is None:
                    self.err(e, "len() works on shared and local arrays only (pass a global "
                                "array's length as a parameter)")
                return weak(arr.type.length)
            if f.id == "range":
                self.err(e, "range() is only allowed in a for loop")
            fd = self.mod.funcs.get(f.id)
            if fd is not None:
                kind = self.mod.decorator(fd)
                if kind == "device":
                    return self.inline(fd, e)
                if kind == "kernel":
                    self.err(e, f"'{f.id}' is a kernel; kernels cannot be called from device code "
                                "(make it @oa.device)")
                self.err(e, f"'{f.id}' is not an @oa.device function")
        self.err(e, f"call to '{ast.unparse(f)}': only @oa.device functions of this module, oa "
                    "intrinsics, min, max, abs, int, float and len can be called in kernels")

    def nargs(self, e, n):
        if len(e.args) != n:
            self.err(e, f"'{ast.unparse(e.func)}' takes {n} argument{'s' if n != 1 else ''}, "
                        f"got {len(e.args)}")

    def cast(self, v, t, e):
        if isinstance(v.type, Array):
            self.err(e, f"cannot convert an array to {t}")
        if v.weak:
            val = v.lit
            val = float(val) if t.is_float else (bool(val) if t is BOOL else int(val))
            return Value(self.const(val, t), t)
        return Value(self.coerce(v, t, e, explicit=True), t)

    def minmax(self, which, vs, e):
        if len(vs) < 2:
            self.err(e, f"{which}() needs at least two arguments")
        r = vs[0]
        for v in vs[1:]:
            t = self.arith_type(r, v, e, which)
            if t is None:
                r = weak(min(r.lit, v.lit) if which == "min" else max(r.lit, v.lit))
                continue
            if t is BOOL:
                self.err(e, f"{which}() of bools")
            if t.is_float and t.bits == 16:
                t = F32
            x, y = self.coerce(r, t, e), self.coerce(v, t, e)
            if t.is_float:  # an intrinsic: GPU-to-NVVM would turn arith.minnumf into __nv_fminf
                name = f"llvm.{'minnum' if which == 'min' else 'maxnum'}.{t.mlir}"
                r = Value(self.intrinsic(name, [x, y], t), t)
                continue
            else:
                op = ("min" if which == "min" else "max") + ("si" if t.signed else "ui")
            r = Value(self.op(f"arith.{op} {x}, {y} : {t.mlir}"), t)
        return r

    def absval(self, v, e):
        if v.weak:
            return weak(abs(v.lit))
        t = v.type
        if isinstance(t, Array) or t is BOOL:
            self.err(e, "abs() needs a number")
        if t.is_float:
            return self.math("fabs", [v], e)
        if not t.signed:
            return v
        z = self.const(0, t)
        n = self.op(f"arith.subi {z}, {v.ssa} : {t.mlir}")
        neg = self.op(f"arith.cmpi slt, {v.ssa}, {z} : {t.mlir}")
        return Value(self.op(f"arith.select {neg}, {n}, {v.ssa} : {t.mlir}"), t)

    def intrinsic(self, name, args, t):
        ty = ", ".join(t.mlir for _ in args)
        return self.op(f'llvm.call_intrinsic "{name}"({", ".join(args)}) : ({ty}) -> {t.mlir}')

    def math(self, fn, vs, e):
        if fn in ("sin", "cos", "tanh"):
            self.err(e, f"oa.{fn} is not supported yet in typed kernels")
        t = F32
        for v in vs:
            if v.weak:
                continue
            if isinstance(v.type, Array) or v.type is BOOL:
                self.err(e, f"oa.{fn} needs a number")
            if v.type is F64:
                if fn not in ("sqrt", "fabs", "fma"):
                    self.err(e, f"oa.{fn} on f64 is not supported (sqrt, fabs and fma are)")
                t = F64
        xs = [self.coerce(v, t, e, what=f"oa.{fn}") for v in vs]
        sfx = t.mlir
        if fn in ("sqrt", "fabs", "floor", "ceil"):
            return Value(self.intrinsic(f"llvm.{fn}.{sfx}", xs, t), t)
        if fn == "fma":
            return Value(self.intrinsic(f"llvm.fma.{sfx}", xs, t), t)
        if fn == "rsqrt":
            return Value(self.intrinsic("llvm.nvvm.rsqrt.approx.f", xs, t), t)
        if fn == "exp2":
            return Value(self.intrinsic("llvm.nvvm.ex2.approx.f32", xs, t), t)
        if fn == "log2":
            return Value(self.intrinsic("llvm.nvvm.lg2.approx.f", xs, t), t)
        if fn == "exp":  # 2^(x log2 e), with the rounding of the product fed back by an FMA
            c = self.const(LOG2E, F32)
            p = self.op(f"arith.mulf {xs[0]}, {c} : f32")
            n = self.op(f"arith.negf {p} : f32")
            err = self.intrinsic("llvm.fma.f32", [xs[0], c, n], F32)
            r = self.intrinsic("llvm.nvvm.ex2.approx.f32", [p], F32)
            ln2 = self.const(LN2, F32)
            d = self.op(f"arith.mulf {err}, {ln2} : f32")
            return Value(self.intrinsic("llvm.fma.f32", [r, d, r], F32), F32)
        if fn == "log":
            l2 = self.intrinsic("llvm.nvvm.lg2.approx.f", xs, t)
            ln2 = self.const(LN2, F32)
            return Value(self.op(f"arith.mulf {l2}, {ln2} : f32"), F32)
        self.err(e, f"oa.{fn} is not supported")

    def oa_call(self, a, e, statement):
        if a in SCALARS:
            self.nargs(e, 1)
            return self.cast(self.expr(e.args[0]), SCALARS[a], e)
        if a == "syncthreads":
            self.nargs(e, 0)
            self.emit("gpu.barrier", e)
            return Value(None, None)
        if a == "lane_id":
            self.nargs(e, 0)
            r = self.op("gpu.lane_id", e)
            return Value(self.op(f"arith.index_cast {r} : index to i32"), I32)
        if a in ("shared.array", "local.array"):
            if statement:
                self.err(e, f"oa.{a}(...) must be assigned to a name")
            self.nargs(e, 2)
            n = self.expr(e.args[0])
            if not n.weak or n.type.kind != "int" or n.lit <= 0:
                self.err(e.args[0], f"oa.{a} needs a positive constant length (a literal or a "
                                    "module constant)")
            et = self.mod.oa_attr(e.args[1])
            if et not in SCALARS or et == "bool_":
                self.err(e.args[1], f"oa.{a} needs an element type such as oa.f32")
            space = a.split(".")[0]
            t = Array(SCALARS[et], space, n.lit)
            if space == "shared":
                s = f"%wg{len(self.workgroup)}"
                self.workgroup.append((s, t))
                return Value(s, t)
            r = self.fresh()
            self.allocas.append(f"{r} = memref.alloca() : memref<{t.length}x{t.elem.mlir}>")
            return Value(r, t)
        if a in ATOMICS:
            return self.atomic(a, e)
        if a in SHUFFLES:
            self.nargs(e, 2)
            v, off = self.expr(e.args[0]), self.expr(e.args[1])
            t = self.default_type(v) if v.weak else v.type
            if isinstance(t, Array) or t.mlir not in ("i32", "f32"):
                self.err(e, f"oa.{a} moves 32-bit values (i32, u32, f32), got {t}")
            x = self.coerce(v, t, e)
            o = self.coerce(off, I32, e, what="shuffle offset")
            w = self.const(32, I32)
            r = self.fresh()
            self.emit(f"{r}, {self.fresh()} = gpu.shuffle {SHUFFLES[a]} {x}, {o}, {w} : {t.mlir}", e)
            return Value(r, t)
        if a in VOTES:
            self.nargs(e, 1)
            p = self.truthy(self.expr(e.args[0]), e)
            m = self.const(-1, I32)
            if a == "ballot":
                return Value(self.op(f"nvvm.vote.sync ballot {m}, {p} -> i32", e), SCALARS["u32"])
            return Value(self.op(f"nvvm.vote.sync {VOTES[a]} {m}, {p} -> i1", e), BOOL)
        if a in MATH:
            self.nargs(e, MATH[a])
            return self.math(a, [self.expr(x) for x in e.args], e)
        if a in ("min", "max"):
            return self.minmax(a, [self.expr(x) for x in e.args], e)
        if a in ("kernel", "device"):
            self.err(e, f"oa.{a} is a decorator")
        self.err(e, f"oa.{a} is not a kernel intrinsic")

    def atomic(self, a, e):
        n = 4 if a == "atomic_cas" else 3
        self.nargs(e, n)
        arr = self.expr(e.args[0])
        if not isinstance(arr.type, Array):
            self.err(e.args[0], f"oa.{a}: the first argument must be an array")
        et = arr.type.elem
        sub = ast.Subscript(value=e.args[0], slice=e.args[1])
        ast.copy_location(sub, e)
        _, idx = self.subscript(sub)
        kind = a[len("atomic_"):]
        self.note_write(arr)
        vals = [self.coerce(self.expr(x), et, e, what=f"oa.{a}") for x in e.args[2:]]
        if et.bits not in (32, 64) or et is BOOL:
            self.err(e, f"oa.{a} works on 32- and 64-bit elements, not {et}")
        if et.is_float and kind not in ("add", "exch", "max", "min"):
            self.err(e, f"oa.{a} needs an integer array (got {et})")
        if arr.type.space == "local":
            self.err(e, f"oa.{a} on a local array: local arrays belong to one thread; use a "
                        "plain read and write")
        if kind == "cas":
            if arr.type.space != "global" or et.is_float or et.bits != 32:
                self.err(e, "oa.atomic_cas works on 32-bit integer global arrays only")
            p = self._gep(arr, idx)
            pair = self.op(f"llvm.cmpxchg {p}, {vals[0]}, {vals[1]} monotonic monotonic : "
                           f"!llvm.ptr<1>, {et.mlir}", e)
            return Value(self.op(f"llvm.extractvalue {pair}[0] : !llvm.struct<({et.mlir}, i1)>"), et)
        if arr.type.space == "global":
            op = {"add": "fadd" if et.is_float else "add", "sub": "sub", "exch": "xchg",
                  "and": "_and", "or": "_or", "xor": "_xor",
                  "max": "fmax" if et.is_float else ("max" if et.signed else "umax"),
                  "min": "fmin" if et.is_float else ("min" if et.signed else "umin")}[kind]
            p = self._gep(arr, idx)
            return Value(self.op(f"llvm.atomicrmw {op} {p}, {vals[0]} monotonic : !llvm.ptr<1>, "
                                 f"{et.mlir}", e), et)
        op = {"add": "addf" if et.is_float else "addi", "exch": "assign", "and": "andi", "or": "ori",
              "xor": "xori",
              "max": "maximumf" if et.is_float else ("maxs" if et.signed else "maxu"),
              "min": "minimumf" if et.is_float else ("mins" if et.signed else "minu")}.get(kind)
        if op is None:
            self.err(e, f"oa.{a} on shared arrays is not supported (use atomic_add of a negative value)")
        return Value(self.op(f"memref.atomic_rmw {op} {vals[0]}, {arr.ssa}[{self._index(idx)}] : "
                             f"({et.mlir}, {self._memref(arr)}) -> {et.mlir}", e), et)

    def inline(self, fd, e):
        """A device function's body at the call site, with its own variables;
        `return` branches to the code after the call."""
        if any(fd.name == s[0] for s in self.inline_stack):
            self.err(e, f"recursive call of '{fd.name}': device functions are inlined, so "
                        "recursion is not supported")
        self.check_signature(fd, "device function")
        if len(e.args) != len(fd.args.args):
            self.err(e, f"'{fd.name}' takes {len(fd.args.args)} arguments, got {len(e.args)}")
        args = [self.expr(x) for x in e.args]
        rtype = None
        if fd.returns is not None and not (isinstance(fd.returns, ast.Constant) and fd.returns.value is None):
            rtype = self.annotation(fd.returns, f"return type of '{fd.name}'")
            if isinstance(rtype, Array):
                self.err(fd.returns, "device functions return scalars")
        scope = {}
        self.scopes.append(scope)
        self.assigned.append(set())
        for p, v in zip(fd.args.args, args):
            t = self.annotation(p.annotation, f"parameter '{p.arg}' of '{fd.name}'")
            if isinstance(t, Array):
                if not isinstance(v.type, Array) or v.type.elem is not t.elem:
                    self.err(e, f"argument '{p.arg}' of '{fd.name}' must be an array of {t.elem}")
                scope[p.arg] = v
                self.mark_assigned(p.arg)
            else:
                self.store_var(p.arg, v, e, declared=t)
        done = self.new_block()
        slot = self.new_slot(rtype) if rtype else None
        self.inline_stack.append((fd.name, done, slot, rtype))
        saved_loops, self.loops = self.loops, []
        self.block_body(fd.body)
        self.loops = saved_loops
        if self.assigned[-1] is not None:  # the end of the body is reachable
            if rtype is not None:
                self.err(fd, f"device function '{fd.name}' can reach its end without returning a {rtype}")
            self.br(done)
        elif not self.cur[2]:
            self.br(done)
        self.inline_stack.pop()
        self.scopes.pop()
        self.assigned.pop()
        self.set_block(done)
        if rtype is None:
            return Value(None, None)
        return Value(self.op(f"memref.load {slot}[] : memref<{rtype.mlir}>"), rtype)
