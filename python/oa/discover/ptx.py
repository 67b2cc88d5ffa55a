"""PTX files: `.entry` kernels with their parameters, the .version and
.target directives."""
import re

ENTRY = re.compile(r"^\s*(\.visible\s+|\.extern\s+|\.weak\s+)*\.entry\s+([A-Za-z_$%][\w$]*)\s*(\(([^)]*)\))?",
                   re.M)


def scan(rel, text, Item, FileError):
    code = re.sub(r"//[^\n]*", lambda m: " " * len(m.group()), text)
    code = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), code, flags=re.S)
    version = re.search(r"^\s*\.version\s+(\S+)", code, re.M)
    target = re.search(r"^\s*\.target\s+([^\n]+)", code, re.M)
    items = []
    for m in ENTRY.finditer(code):
        line = code.count("\n", 0, m.start(2)) + 1
        col = m.start(2) - (code.rfind("\n", 0, m.start(2)) + 1) + 1
        params = [p.strip().split()[-1] for p in (m.group(4) or "").split(",") if p.strip()]
        it = Item("ptx-kernel", rel, m.group(2), line, col, params=params,
                  ptx_version=version.group(1) if version else None,
                  target=target.group(1).strip() if target else None)
        items.append(it)
    return items, []


def add_support(items, tools):
    """PTX compiles only when oa-llc takes .ptx input (lib/PTX, in progress)."""
    if tools.supports_ptx():
        return
    for it in items:
        if it.kind == "ptx-kernel":
            it.problem(it.line, it.col, "PTX input is not supported yet: oa-llc does not take .ptx "
                                        "files (the PTX importer is being built)")
