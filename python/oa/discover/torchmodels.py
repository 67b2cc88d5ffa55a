"""PyTorch models found with `ast`: nn.Module subclasses (directly or through
another model class of the file) and factories (module-level functions
annotated `-> nn.Module` or returning a model class or nn layer).  For each,
the layers built in `__init__` and the calls made in `forward`, against
what oa's model dialect (docs/MLIR.md) lowers today."""
import ast

from .. import torchops

# nn layers and torch functions/methods oa lowers, with the oa ops they become
# (the one table: oa/torchops.py).
LAYERS = {k: v[1] for k, v in torchops.LAYERS.items()}
FUNCS = {k: v[1] for k, v in torchops.FUNCS.items()}
IGNORED_METHODS = torchops.IGNORED_METHODS
DIALECT = "the ops of oa/torchops.py; docs/Training.md"
# nn names called in a model that build no layer: weights and buffers
# (torch.export makes them inputs of the graph).
WEIGHTS = {"Parameter", "Buffer", "ParameterList", "ParameterDict"}
# torch functions that compute no tensor op: evaluated in Python while
# torch.export traces (dtype limits, grad modes, type tests).
NOT_OPS = {"finfo", "iinfo", "no_grad", "enable_grad", "inference_mode", "is_grad_enabled",
           "is_tensor", "is_floating_point", "is_complex", "get_default_dtype", "Size", "device",
           "dtype"}


class Names:
    """What torch, torch.nn, torch.nn.functional and nn.Module are called here."""

    def __init__(self, tree):
        self.torch, self.nn, self.F, self.module, self.layers = set(), set(), set(), set(), {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name == "torch":
                        self.torch.add(a.asname or "torch")
                    elif a.name == "torch.nn" and a.asname:
                        self.nn.add(a.asname)
                    elif a.name == "torch.nn.functional" and a.asname:
                        self.F.add(a.asname)
                    elif a.name.startswith("torch.") and not a.asname:
                        self.torch.add("torch")
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                for a in node.names:
                    n = a.asname or a.name
                    if node.module == "torch" and a.name == "nn":
                        self.nn.add(n)
                    elif node.module in ("torch.nn", "torch") and a.name == "functional":
                        self.F.add(n)
                    elif node.module == "torch.nn" and a.name == "Module":
                        self.module.add(n)
                    elif node.module == "torch.nn":
                        self.layers[n] = a.name

    @property
    def any(self):
        return bool(self.torch or self.nn or self.F or self.module or self.layers)

    def nn_attr(self, node):
        """'Linear' for nn.Linear / torch.nn.Linear / a name imported from torch.nn."""
        if isinstance(node, ast.Name):
            return self.layers.get(node.id)
        if isinstance(node, ast.Attribute):
            v = node.value
            if isinstance(v, ast.Name) and v.id in self.nn:
                return node.attr
            if isinstance(v, ast.Attribute) and v.attr == "nn" and isinstance(v.value, ast.Name) \
                    and v.value.id in self.torch:
                return node.attr
        return None

    def is_module_base(self, node):
        return (isinstance(node, ast.Name) and node.id in self.module) or self.nn_attr(node) == "Module"

    def func_name(self, node):
        """('torch'|'F', name) for torch.x(...) / F.x(...) / torch.nn.functional.x(...)."""
        if not isinstance(node, ast.Attribute):
            return None
        v = node.value
        if isinstance(v, ast.Name) and v.id in self.torch:
            return "torch", node.attr
        if isinstance(v, ast.Name) and v.id in self.F:
            return "F", node.attr
        if isinstance(v, ast.Attribute) and v.attr == "functional":
            return "F", node.attr
        if isinstance(v, ast.Attribute) and isinstance(v.value, ast.Name) and v.value.id in self.torch:
            return "torch", f"{v.attr}.{node.attr}"  # torch.fft.fft, torch.linalg.norm
        return None


def _model_classes(tree, names):
    classes = {}
    changed = True
    defs = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    while changed:
        changed = False
        for c in defs:
            if c.name not in classes and any(
                    names.is_module_base(b) or (isinstance(b, ast.Name) and b.id in classes)
                    for b in c.bases):
                classes[c.name] = c
                changed = True
    return classes


def _layer_problem(item, node, kind):
    if kind not in LAYERS:
        item.problem(node.lineno, node.col_offset + 1,
                     f"nn.{kind} has no oa op yet (oa's model dialect: {DIALECT})")
        return
    if kind == "Softmax":
        for kw in node.keywords:
            if kw.arg == "dim" and isinstance(kw.value, ast.Constant) and kw.value.value not in (-1,):
                item.note(node.lineno, node.col_offset + 1,
                          f"nn.Softmax(dim={kw.value.value}): oa.softmax works on the last axis; "
                          "this must be the last axis of the input")


def _scan_class(item, cls, classes, names):
    layers, ops, forward_args = [], [], None
    for fn in cls.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for node in ast.walk(fn):
            if not isinstance(node, ast.Call):
                continue
            kind = names.nn_attr(node.func)
            if kind in WEIGHTS:
                continue
            if kind and kind != "Module":
                layers.append({"layer": kind, "line": node.lineno,
                               "op": LAYERS.get(kind)})
                _layer_problem(item, node, kind)
                if kind == "Linear" and "in_features" not in item.info:
                    a = node.args[0] if node.args else None
                    if isinstance(a, ast.Constant) and isinstance(a.value, int):
                        item.info["in_features"] = a.value
                continue
            if isinstance(node.func, ast.Name) and node.func.id in classes and node.func.id != cls.name:
                layers.append({"layer": node.func.id, "line": node.lineno, "op": "submodule"})
                continue
            if fn.name != "forward":
                continue
            f = names.func_name(node.func)
            if f and f[1] in NOT_OPS:
                continue
            if f:
                op = FUNCS.get(f[1])
                ops.append({"call": f"{f[0]}.{f[1]}", "line": node.lineno, "op": op})
                if op is None:
                    item.problem(node.lineno, node.col_offset + 1,
                                 f"{f[0]}.{f[1]} has no oa op yet (oa's model dialect: {DIALECT})")
            elif isinstance(node.func, ast.Attribute) and node.func.attr in FUNCS \
                    and node.func.attr not in IGNORED_METHODS:
                ops.append({"call": "." + node.func.attr, "line": node.lineno,
                            "op": FUNCS[node.func.attr]})
        if fn.name == "forward":
            forward_args = [a.arg for a in fn.args.args[1:]]
            if fn.args.vararg or fn.args.kwarg:
                item.problem(fn.lineno, fn.col_offset + 1,
                             "forward(*args/**kwargs): oa needs a fixed list of tensor inputs")
    if forward_args is None:
        inherited = [b.id for b in cls.bases if isinstance(b, ast.Name) and b.id in classes]
        if not inherited:
            item.problem(cls.lineno, cls.col_offset + 1, "no forward() method")
    item.info.update(layers=layers, ops=ops, inputs=forward_args)


def scan(rel, tree, Item):
    names = Names(tree)
    if not names.any:
        return []
    classes = _model_classes(tree, names)
    items = []
    for name, cls in classes.items():
        it = Item("torch-model", rel, name, cls.lineno, cls.col_offset + 1, model="class")
        _scan_class(it, cls, classes, names)
        items.append(it)
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        returns = None
        if fn.returns is not None and (names.nn_attr(fn.returns) == "Module" or names.is_module_base(fn.returns)):
            returns = "nn.Module"
        for node in ast.walk(fn):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Call):
                f = node.value.func
                if isinstance(f, ast.Name) and f.id in classes:
                    returns = f.id
                elif names.nn_attr(f) and names.nn_attr(f) != "Module":
                    returns = "nn." + names.nn_attr(f)
        if not returns:
            continue
        it = Item("torch-model", rel, fn.name, fn.lineno, fn.col_offset + 1, model="factory",
                  returns=returns)
        for node in ast.walk(fn):
            if isinstance(node, ast.Call):
                kind = names.nn_attr(node.func)
                if kind and kind != "Module" and kind not in WEIGHTS:
                    _layer_problem(it, node, kind)
                    if kind == "Linear" and "in_features" not in it.info and node.args and \
                            isinstance(node.args[0], ast.Constant):
                        it.info["in_features"] = node.args[0].value
        if returns in classes:
            sub = [i for i in items if i.name == returns and i.info.get("model") == "class"]
            if sub:
                it.problems += sub[0].problems
                it.info.setdefault("in_features", sub[0].info.get("in_features"))
                it.info["inputs"] = sub[0].info.get("inputs")
        it.info["factory_args"] = [a.arg for a in fn.args.args]
        items.append(it)
    return items
