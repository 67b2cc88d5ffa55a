"""PTX files as compiler input, through oa-llc's PTX importer.

oa-llc reads `.ptx` files itself (lib/PTX/Import.cpp, docs/PTX.md): the
whole module (.entry and .func, .reg/.param/.local/.shared/.global/.const,
calls) becomes LLVM IR and then SASS.  This module finds the kernels of a
file for `oa inspect`, flags what the importer is known not to take, and
builds a file's kernels (`build`): the module through oa-llc; a kernel whose
body oa-llc rejects (an error at a line inside it) is left out and the rest
built again, so one unsupported instruction costs one kernel, not the file.
Left-out kernels are blanked with their lines kept, so every error keeps the
line and column of the user's file.
"""
import os
import re

_ENTRY = re.compile(r"(?:^|(?<=\s))((?:\.visible\s+|\.weak\s+)*)\.entry\s+([A-Za-z_$%][\w$]*)\s*\(", re.M)
# What the importer rejects, found without compiling (oa inspect).
_UNSUPPORTED = [
    (re.compile(r"^\s*\.address_size\s+32\b", re.M),
     ".address_size 32 is not supported (oa compiles 64-bit PTX)"),
    (re.compile(r"(?<![\w.])\.(texref|surfref|samplerref)\b"),
     "textures, surfaces and samplers are not supported by oa's PTX importer"),
    (re.compile(r"\.attribute\s*\(\s*\.managed\s*\)"),
     "managed variables (.attribute(.managed)) are not supported by oa's PTX importer"),
    (re.compile(r"^\s*\.(reqnctapercluster|explicitcluster|maxclusterrank)\b", re.M),
     "cluster launch directives are not supported by oa's PTX importer"),
    (re.compile(r"\.calltargets\b"),
     "indirect calls through a .calltargets list are not supported by oa's PTX importer"),
]
# oa-llc's errors: "F.ptx:L:C: error: M" from the importer, "oa-llc: error:
# F.ptx:L:C: M" or "F.ptx: error: F.ptx:L:C: in function ...: M" from code
# generation (the imported IR has the PTX file's line tables).
_ERROR = re.compile(r"^(?:.*?error: )?(\S+?\.ptx):(\d+):(\d+):(?: error:)? (.*)$", re.M)


def blank_comments(text):
    """// and /* */ comments as spaces, newlines kept (positions hold)."""
    text = re.sub(r"//[^\n]*", lambda m: " " * len(m.group()), text)
    return re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S)


def _line_col(text, off):
    return text.count("\n", 0, off) + 1, off - (text.rfind("\n", 0, off) + 1) + 1


def _close(text, i, o, c):
    depth = 0
    for j in range(i, len(text)):
        if text[j] == o:
            depth += 1
        elif text[j] == c:
            depth -= 1
            if depth == 0:
                return j
    return -1


class Kernel:
    """One .entry: its name, parameters [(name, type)], where it is (line,
    col; its text spans offsets start..end and lines line..end_line) and
    what the importer will not take [(line, col, message)]."""

    def __init__(self, name, line, col):
        self.name, self.line, self.col = name, line, col
        self.params, self.problems = [], []
        self.start = self.end = 0
        self.end_line = line


def parse(text):
    """The kernels of a PTX module, each with what keeps it from compiling."""
    code = blank_comments(text)
    module_problems = []
    for rx, what in _UNSUPPORTED:
        for m in rx.finditer(code):
            l, c = _line_col(code, m.start() + len(m.group()) - len(m.group().lstrip()))
            module_problems.append((l, c, what))
            break
    kernels = []
    for m in _ENTRY.finditer(code):
        line, col = _line_col(code, m.start(2))
        k = Kernel(m.group(2), line, col)
        kernels.append(k)
        k.start = m.start()
        lp = m.end() - 1
        rp = _close(code, lp, "(", ")")
        lb = code.find("{", rp) if rp > 0 else -1
        semi = code.find(";", rp) if rp > 0 else -1
        if rp < 0 or (lb < 0 and semi < 0):
            k.problems.append((line, col, "unbalanced brackets in the .entry"))
            continue
        if lb < 0 or (0 <= semi < lb and not code[rp + 1:semi].strip().startswith(".")):
            k.end = semi + 1  # a declaration without a body
        else:
            rb = _close(code, lb, "{", "}")
            if rb < 0:
                k.problems.append((line, col, "unbalanced brackets in the .entry"))
                continue
            k.end = rb + 1
        k.end_line = _line_col(code, k.end)[0]
        for p in code[lp + 1:rp].split(","):
            words = p.split()
            if words:
                types = [w[1:] for w in words[:-1] if w.startswith(".") and w[1:] not in
                         ("param", "ptr", "global", "shared", "const", "local", "align")
                         and not w[1:].isdigit()]
                k.params.append((words[-1], types[0] if types else ""))
        k.problems += module_problems
    return kernels


def without(text, kernels):
    """text with the given kernels' definitions blanked (newlines kept)."""
    out = list(text)
    for k in kernels:
        for i in range(k.start, k.end):
            if out[i] != "\n":
                out[i] = " "
    return "".join(out)


def errors_by_kernel(kernels, output):
    """oa-llc's located errors [(kernel or None, line, col, message)]: the
    kernel whose lines hold the error, or the kernel named by an error
    without a line ("in function NAME"); None for module-level errors."""
    found = []
    for m in _ERROR.finditer(output):
        line, col, msg = int(m.group(2)), int(m.group(3)), m.group(4).strip()
        msg = re.sub(r"^in function \S+ [^:]*: ", "", msg)
        if line == 0:
            continue
        k = next((k for k in kernels if k.line <= line <= k.end_line), None)
        found.append((k, line, col, msg))
    if not found:
        f = re.search(r"in function (\S+)", output)
        name = f.group(1).strip('"@') if f else None
        k = next((k for k in kernels if k.name == name), None)
        if k:
            msg = next((l.split("error:", 1)[1].strip() for l in output.splitlines() if "error:" in l), "")
            found.append((k, k.line, k.col, msg))
    return found
