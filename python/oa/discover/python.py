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
    items += _jit_kernels(rel, tree, Item)
    return items, []


JIT_REASONS = {
    "triton": "Triton kernels are not compiled by oa (oa's typed kernels, @oa.kernel, are its Python "
              "kernel language: docs/Python.md)",
    "numba": "Numba CUDA kernels are not compiled by oa yet (@oa.kernel takes a typed subset in the "
             "same style: docs/Python.md)",
}


def _jit_kernels(rel, tree, Item):
    """Functions decorated @triton.jit or @numba.cuda.jit (also as calls and
    through `from numba import cuda`): found, so inspect can say why oa
    leaves them."""
    names = {}  # local name -> "triton" | "numba" | "numba.cuda" | "jit:triton" | "jit:numba"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name in ("triton", "numba", "numba.cuda"):
                    names[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            for a in node.names:
                n = a.asname or a.name
                if node.module == "numba" and a.name == "cuda":
                    names[n] = "numba.cuda"
                elif node.module == "triton" and a.name == "jit":
                    names[n] = "jit:triton"
                elif node.module == "numba.cuda" and a.name == "jit":
                    names[n] = "jit:numba"
    if not names:
        return []

    def which(dec):
        d = dec.func if isinstance(dec, ast.Call) else dec
        parts = []
        while isinstance(d, ast.Attribute):
            parts.insert(0, d.attr)
            d = d.value
        if not isinstance(d, ast.Name) or d.id not in names:
            return None
        full = names[d.id].split(".") + parts if not names[d.id].startswith("jit:") else [names[d.id]]
        if full in (["triton", "jit"], ["jit:triton"]):
            return "triton"
        if full in (["numba", "cuda", "jit"], ["jit:numba"]):
            return "numba"
        return None

    items = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for dec in node.decorator_list:
                w = which(dec)
                if w:
                    it = Item("jit-kernel", rel, node.name, node.lineno, node.col_offset + 1, language=w)
                    it.problem(dec.lineno, dec.col_offset + 1, JIT_REASONS[w])
                    items.append(it)
                    break
    return items
