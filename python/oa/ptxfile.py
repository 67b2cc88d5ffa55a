"""PTX files as compiler input, through oa's inline-PTX translator.

oa-llc does not read `.ptx` files yet (lib/PTX parses them; the importer
that would make them functions is to come), but it translates the PTX of
inline assembly to LLVM IR (docs/PTX.md, "Inline PTX to LLVM IR").  So each
`.entry` kernel becomes an LLVM IR kernel whose body is one `asm` statement
holding the kernel's body, with the parameters as asm operands: every
`ld.param` of a parameter becomes a `mov` from its operand, `ret` a branch
to the end.  The body keeps its lines, so an error oa-llc reports at line L
of the asm string is line `body_line + L - 1` of the PTX file.

What the translator does not take (`.shared`/`.local` arrays, `.func`
calls, module-level variables, by-value aggregate parameters, parameter
addresses) is a located "unsupported" here or in oa-llc, never a guess.
"""
import re

# PTX parameter type -> (LLVM type, asm constraint).
PARAM_TYPES = {
    "u64": ("i64", "l"), "s64": ("i64", "l"), "b64": ("i64", "l"),
    "u32": ("i32", "r"), "s32": ("i32", "r"), "b32": ("i32", "r"),
    "u16": ("i16", "h"), "s16": ("i16", "h"), "b16": ("i16", "h"),
    "f32": ("float", "f"), "f64": ("double", "d"),
}
DATALAYOUT = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

_ENTRY = re.compile(r"(?:^|(?<=\s))(?:\.visible\s+|\.weak\s+)*\.entry\s+([A-Za-z_$%][\w$]*)\s*\(", re.M)
_FUNC = re.compile(r"(?:^|(?<=\s))(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.func\b[^(]*?([A-Za-z_$%][\w$]*)\s*\(", re.M)
_MODULE_VAR = re.compile(r"^\s*(?:\.visible\s+|\.extern\s+|\.weak\s+)*\.(global|shared|const|local)\b", re.M)
_LD_PARAM = re.compile(r"\bld\.param((?:\.[a-z]+\d*)*)\.([usbf]\d+)\s+(%?[\w$]+)\s*,\s*\[\s*([\w$]+)\s*(?:\+\s*(\d+)\s*)?\]\s*;")
_RET = re.compile(r"\bret(?:\.uni)?\s*;")


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
    """One .entry: its name, parameters [(name, type)], body text and the
    line the body starts on; problems [(line, col, message)]."""

    def __init__(self, name, line, col):
        self.name, self.line, self.col = name, line, col
        self.params, self.body, self.body_line, self.problems = [], "", line, []


def parse(text):
    """The kernels of a PTX module, each with what keeps it from compiling
    through the translator."""
    code = blank_comments(text)
    kernels = []
    module_problems = []
    for m in _MODULE_VAR.finditer(code):
        # A module variable outside every function body.
        depth = code.count("{", 0, m.start()) - code.count("}", 0, m.start())
        if depth == 0:
            l, c = _line_col(code, m.start(1) - 1)
            module_problems.append((l, c, f"module-level .{m.group(1)} variables in a PTX file are not "
                                          "supported yet (the inline-PTX path has no symbols)"))
    funcs = {m.group(1) for m in _FUNC.finditer(code)}
    for m in _ENTRY.finditer(code):
        line, col = _line_col(code, m.start(1))
        k = Kernel(m.group(1), line, col)
        kernels.append(k)
        lp = m.end() - 1
        rp = _close(code, lp, "(", ")")
        lb = code.find("{", rp) if rp > 0 else -1
        rb = _close(code, lb, "{", "}") if lb > 0 else -1
        if rp < 0 or lb < 0 or rb < 0:
            k.problems.append((line, col, "unbalanced brackets in the .entry"))
            continue
        for p in code[lp + 1:rp].split(","):
            p = p.strip()
            if not p:
                continue
            words = p.split()
            name = words[-1]
            types = [w[1:] for w in words if w.startswith(".") and w[1:] in PARAM_TYPES]
            if "[" in name or not types:
                pl, pc = _line_col(code, code.index(p, lp))
                k.problems.append((pl, pc, f"parameter '{p}': only scalar and pointer parameters are "
                                           "supported (no by-value aggregates)"))
                continue
            k.params.append((name, types[0]))
        k.body = text[lb + 1:rb]
        k.body_line = _line_col(code, lb + 1)[0]
        body_code = code[lb + 1:rb]
        for d in re.finditer(r"^[ \t]*\.(shared|local|global|const|param)\b", body_code, re.M):
            l, cc = _line_col(code, lb + 1 + d.start(1) - 1)
            k.problems.append((l, cc, f".{d.group(1)} declarations inside a kernel are not supported "
                                      "yet (the inline-PTX path declares registers only)"))
            break
        for f in funcs:
            c = re.search(r"\bcall(?:\.uni)?\b[^;]*\b" + re.escape(f) + r"\b", body_code)
            if c:
                l, cc = _line_col(code, lb + 1 + c.start())
                k.problems.append((l, cc, f"calls .func {f}: device functions in a PTX file are not "
                                          "supported yet"))
        k.problems += module_problems
    return kernels


def _body_asm(k):
    """The kernel body as the text of an LLVM inline asm (operands $0..)."""
    index = {name: i for i, (name, _) in enumerate(k.params)}
    errors = []
    body = blank_comments(k.body)
    body = re.sub(r"^[ \t]*\.(loc|file|pragma)\b[^\n]*", "", body, flags=re.M)  # debug lines, hints
    body = body.replace("$", "$$")

    def ld(m):
        mods, ty, dst, name, off = m.groups()
        name = name.replace("$$", "$")
        if name not in index or (off and int(off)) or mods:
            errors.append(f"'{m.group(0).strip()}': only whole-parameter ld.param of a scalar is supported")
            return m.group(0)
        return f"mov.{ty} {dst}, ${index[name]};"

    body = _LD_PARAM.sub(ld, body)
    body = _RET.sub("bra $$L__oa_ret;", body)
    for name in index:
        # Any other use of a parameter takes its address: not in the asm path.
        for m in re.finditer(r"(?<![\w$%])" + re.escape(name.replace("$", "$$")) + r"(?![\w$])", body):
            errors.append(f"parameter '{name}' is used other than by ld.param (its address)")
            break
    return body + "\n$$L__oa_ret:\n", errors


def _llvm_string(s):
    out = []
    for ch in s:
        o = ord(ch)
        out.append(ch if 32 <= o < 127 and ch not in '"\\' else f"\\{o:02X}")
    return "".join(out)


def to_llvm(kernels, source_name="ptx"):
    """LLVM IR for the given (supported) kernels; raises ValueError with
    (kernel, message) for a body the asm path cannot take."""
    lines = [f"; {source_name}: PTX kernels through oa's inline-PTX translator (oa/ptxfile.py)",
             f'target datalayout = "{DATALAYOUT}"', 'target triple = "nvptx64-nvidia-cuda"', ""]
    for k in kernels:
        asm, errors = _body_asm(k)
        if errors:
            raise ValueError(k, errors[0])
        args = ", ".join(f"{PARAM_TYPES[t][0]} %p{i}" for i, (_, t) in enumerate(k.params))
        cons = ",".join([PARAM_TYPES[t][1] for _, t in k.params] + ["~{memory}"])
        lines += [f'define ptx_kernel void @"{k.name}"({args}) {{',
                  f'  call void asm sideeffect "{_llvm_string(asm)}", "{cons}"({args})',
                  "  ret void", "}", ""]
    return "\n".join(lines)


_ASM_ERR = re.compile(r"in function (\S+) [^\n]*?inline asm \(line (\d+), column (\d+) of the asm string\):\s*(.*)")


def locate(kernels, output):
    """(kernel name, PTX line, column, message) of the first inline-asm
    error in oa-llc's output, or None."""
    m = _ASM_ERR.search(output)
    if not m:
        return None
    by_name = {k.name: k for k in kernels}
    k = by_name.get(m.group(1).strip('"@'))
    if not k:
        return None
    return k.name, k.body_line + int(m.group(2)) - 1, int(m.group(3)), m.group(4).strip()


def failing_kernel(kernels, output):
    """The kernel oa-llc names in an error that has no asm line ("in
    function NAME ..."), or None."""
    m = re.search(r"in function (\S+)", output)
    names = {k.name for k in kernels}
    return m.group(1).strip('"@') if m and m.group(1).strip('"@') in names else None
