"""PTX files: `.entry` kernels with their parameters, the .version and
.target directives, and what keeps a kernel from compiling (oa/ptxfile.py:
oa-llc reads PTX through its inline-PTX translator until it takes .ptx
files itself)."""
import re

from .. import ptxfile


def scan(rel, text, Item, FileError):
    code = ptxfile.blank_comments(text)
    version = re.search(r"^\s*\.version\s+(\S+)", code, re.M)
    target = re.search(r"^\s*\.target\s+([^\n]+)", code, re.M)
    items = []
    for k in ptxfile.parse(text):
        it = Item("ptx-kernel", rel, k.name, k.line, k.col, params=[n for n, _ in k.params],
                  ptx_version=version.group(1) if version else None,
                  target=target.group(1).strip() if target else None)
        for l, c, m in k.problems:
            it.problem(l, c, m)
        items.append(it)
    return items, []


def add_support(items, tools):
    """oa-llc compiles .ptx itself once its help lists .ptx input; until
    then, kernels go through the inline-PTX translator (oa/ptxfile.py)."""
    via = "oa-llc" if tools.supports_ptx() else "oa's inline-PTX translator (oa-llc)"
    for it in items:
        if it.kind == "ptx-kernel" and not it.problems:
            it.note(it.line, it.col, f"compiled through {via}")
