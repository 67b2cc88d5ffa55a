"""CUDA sources: `__global__` kernels, found in the text with comments and
string literals blanked (positions kept), and the constructs oa-cc does not
compile yet, each with its reason."""
import re

# (pattern, reason): constructs oa's CUDA path rejects today (docs/CUDA.md's
# status table; test/Command/cuda-constructs.test compiles each one, so a
# line that goes stale fails there).  Each reason names what is missing:
# delete a line when oa learns the construct.  Not here because oa-cc
# compiles them: device printf, cooperative groups, WMMA, inline PTX (`asm(...)`;
# an instruction the translator lacks is a compile error at the asm
# statement's line, which no text scan can predict).
UNSUPPORTED = [
    (r"\btex(1D|2D|3D|1Dfetch|Cubemap)\w*\s*(<[^>]*>)?\s*\(|\bcudaTextureObject_t\b|\bsurf\w*(read|write)\b",
     "texture and surface reads are not supported (no TEX/SULD lowering in oa-llc)"),
    (r"<<<", "device-side kernel launches (dynamic parallelism) are not supported"),
]

def blank(text):
    """Comments and string/char literals replaced by spaces (newlines kept),
    so offsets and line numbers still match the file."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * max(0, j - i - 2) + (c if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _line_col(text, off):
    line = text.count("\n", 0, off) + 1
    return line, off - (text.rfind("\n", 0, off) + 1) + 1


def _match_close(text, i, open_c, close_c):
    """Offset just past the bracket closing the one at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_c:
            depth += 1
        elif text[j] == close_c:
            depth -= 1
            if depth == 0:
                return j + 1
    return -1


def _functions(code):
    """(name, start, body_start, body_end, is_kernel) of every function
    definition marked __global__ or __device__."""
    out = []
    for m in re.finditer(r"\b(__global__|__device__)\b", code):
        # The declarator: up to the first '(' not belonging to an attribute.
        i = m.end()
        while True:
            p = code.find("(", i)
            if p < 0:
                break
            head = code[i:p]
            if re.search(r"(__launch_bounds__|__cluster_dims__|__maxnreg__|__attribute__|__align__|"
                         r"alignas|decltype)\s*$", head):
                i = _match_close(code, p, "(", ")")
                if i < 0:
                    break
                continue
            break
        if p < 0 or ";" in code[m.end():p] or "=" in code[m.end():p]:
            continue  # a variable (__device__ int x;) or something else
        name = re.search(r"([A-Za-z_]\w*)\s*(<[^()]*>)?\s*$", code[m.end():p])
        if not name:
            continue
        close = _match_close(code, p, "(", ")")
        if close < 0:
            continue
        after = re.match(r"[^;{]*", code[close:])
        k = close + after.end()
        if k >= len(code) or code[k] != "{":
            continue  # a declaration
        end = _match_close(code, k, "{", "}")
        out.append((name.group(1), m.start(), p, close, k, end if end > 0 else len(code),
                    m.group(1) == "__global__"))
    return out


def scan(rel, text, Item, FileError):
    code = blank(text)
    items = []
    funcs = _functions(code)
    for name, start, lparen, rparen, body, end, is_kernel in funcs:
        if not is_kernel:
            continue
        line, col = _line_col(code, code.index(name, start))
        # extern "C" before it (the string is blanked, so look in the text).
        prefix = text[max(0, start - 200):start]
        extern_c = bool(re.search(r'extern\s+"C"\s*(\{[^}]*)?$', prefix)) or \
            _in_extern_c_block(text, start)
        template = bool(re.search(r"template\s*<[^;{}]*>\s*$", code[max(0, start - 300):start]))
        params = " ".join(text[lparen + 1:rparen - 1].split())
        it = Item("cuda-kernel", rel, name, line, col, params=params, extern_c=extern_c,
                  template=template)
        if not extern_c:
            it.note(line, col, "C++ linkage: the cubin symbol is the mangled name")
        if template:
            it.note(line, col, "template kernel: compiled once per instantiation in the file")
        for pat, why in UNSUPPORTED:
            for m in re.finditer(pat, code[body:end]):
                l, c = _line_col(code, body + m.start())
                it.problem(l, c, why)
                break
        # Device functions the kernel calls carry their constructs along.
        for fname, fstart, _, _, fbody, fend, fk in funcs:
            if fk or not re.search(r"\b" + re.escape(fname) + r"\s*\(", code[body:end]):
                continue
            for pat, why in UNSUPPORTED:
                m = re.search(pat, code[fbody:fend])
                if m:
                    l, c = _line_col(code, fbody + m.start())
                    it.problem(l, c, f"{why} (in device function {fname}, called here)")
        items.append(it)
    return items, []


def _in_extern_c_block(text, off):
    for m in re.finditer(r'extern\s+"C"\s*\{', text[:off]):
        close = _match_close(text, m.end() - 1, "{", "}")
        if close < 0 or close > off:
            return True
    return False
