"""Python files, parsed with `ast` (never imported): typed `@oa.kernel`
functions, checked by the kernel frontend without running them, and PyTorch
models (nn.Module subclasses and factories returning one) with the layers
and operations oa's model dialect has and lacks."""
import ast
import re

from . import torchmodels


def scan(rel, text, Item, FileError):
    try:
        tree = ast.parse(text, filename=rel)
    except SyntaxError as e:
        if not re.search(r"^\s*(import|from)\s+(oa|torch)\b", text, re.M):
            return [], []  # not a file oa reads: its syntax is not oa's business
        return [], [FileError(rel, e.lineno or 0, e.offset or 0, f"syntax error: {e.msg}")]
    items = []
    from ..typed import frontend
    mod = frontend.ModuleSource(tree, rel, text)
    for name in mod.kernels():
        node = mod.funcs[name]
        it = Item("python-kernel", rel, name, node.lineno, node.col_offset + 1)
        try:
            k = mod.check(name)
            it.info["params"] = [f"{n}: {t}" for n, t in k.params]
        except frontend.KernelError as e:
            it.problem(e.line, e.col, e.msg)
        items.append(it)
    items += torchmodels.scan(rel, tree, Item)
    return items, []
