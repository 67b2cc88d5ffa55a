"""Writes DIR/k.ll, DIR/k.json and DIR/ref/o.bin for memory-atomics-emu.test.

One warp; each thread runs every atomicrmw operation and cmpxchg of i8, i16,
i32 and i64 (and float add/max) on its own local memory (address space 5,
which oa lowers to plain load, operation and store), and the atomic loads and
stores oa lowers without a 64-bit compare-and-swap: 64-bit atomic loads from
global memory, 64-bit atomic stores and loads in shared memory, and i8/i16
atomic stores to global bytes that four threads share a word of (a
compare-and-swap loop).  Every result goes to `o` as 32-bit words, one row of
32 (a thread each) per word; this script computes the same rows in Python.
"""
import os
import struct
import sys

out = sys.argv[1]
os.makedirs(os.path.join(out, "ref"), exist_ok=True)
T = 32
INT_OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
           "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]


def sx(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def rmw(op, a, b, w):
    m = (1 << w) - 1
    r = {
        "xchg": b, "add": a + b, "sub": a - b, "and": a & b, "nand": ~(a & b),
        "or": a | b, "xor": a ^ b,
        "max": a if sx(a, w) >= sx(b, w) else b, "min": a if sx(a, w) <= sx(b, w) else b,
        "umax": max(a, b), "umin": min(a, b),
        "uinc_wrap": 0 if a >= b else a + 1,
        "udec_wrap": b if a == 0 or a > b else a - 1,
        "usub_cond": a - b if a >= b else a,
        "usub_sat": a - b if a >= b else 0,
    }[op]
    return r & m


def operands(t, j, w):
    m = (1 << w) - 1
    a = (t * 2654435761 + j * 40503 + 17) & m
    b = ((t * 1103515245) ^ (j * 12345 + 99)) & m
    k = t & 7
    if k == 0:
        b = a
    elif k == 1:
        a = 0
    elif k == 2:
        b = 0
    elif k == 3:
        a = m
    elif k == 4:
        b = (a + 1) & m
    return a, b


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


GLOBALS = []  # the operand tables
rows = []   # rows[r][t]: 32-bit words
body = []   # IR of the kernel body
n = [0]


def tmp():
    n[0] += 1
    return "%%v%d" % n[0]


def emit_word(val_ir, ty, t_vals):
    """Stores the i32 form of val_ir (of type ty) as the next row(s)."""
    w = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "float": 32}[ty]
    words = 2 if w == 64 else 1
    for k in range(words):
        r = len(rows)
        rows.append([(v >> (32 * k)) & 0xffffffff for v in t_vals])
        if ty == "float":
            x = tmp()
            body.append(f"  {x} = bitcast float {val_ir} to i32")
        elif w == 64:
            s = tmp()
            body.append(f"  {s} = lshr i64 {val_ir}, {32 * k}")
            x = tmp()
            body.append(f"  {x} = trunc i64 {s} to i32")
        elif w < 32:
            x = tmp()
            body.append(f"  {x} = zext {ty} {val_ir} to i32")
        else:
            x = val_ir
        p = tmp()
        body.append(f"  {p} = getelementptr i32, ptr addrspace(1) %o, i32 %row{r}")
        body.append(f"  store i32 {x}, ptr addrspace(1) {p}")


def local_slot(ty):
    """A local array of 4 elements and a pointer to element tid & 3."""
    a = tmp()
    body.append(f"  {a} = alloca [4 x {ty}], align 8, addrspace(5)")
    p = tmp()
    body.append(f"  {p} = getelementptr [4 x {ty}], ptr addrspace(5) {a}, i32 0, i32 %t3")
    return p


j = 0
for ty, w in [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)]:
    for op in INT_OPS:
        j += 1
        ab = [operands(t, j, w) for t in range(T)]
        # a and b per thread, from tables indexed by the thread.
        ta, tb = f"@a{j}", f"@b{j}"
        GLOBALS.append(f"{ta} = internal addrspace(4) constant [32 x {ty}] [" +
                       ", ".join(f"{ty} {sx(a, w)}" for a, _ in ab) + "]")
        GLOBALS.append(f"{tb} = internal addrspace(4) constant [32 x {ty}] [" +
                       ", ".join(f"{ty} {sx(b, w)}" for _, b in ab) + "]")
        pa, pb, va, vb = tmp(), tmp(), tmp(), tmp()
        body.append(f"  {pa} = getelementptr [32 x {ty}], ptr addrspace(4) {ta}, i32 0, i32 %t")
        body.append(f"  {pb} = getelementptr [32 x {ty}], ptr addrspace(4) {tb}, i32 0, i32 %t")
        body.append(f"  {va} = load {ty}, ptr addrspace(4) {pa}")
        body.append(f"  {vb} = load {ty}, ptr addrspace(4) {pb}")
        p = local_slot(ty)
        body.append(f"  store {ty} {va}, ptr addrspace(5) {p}")
        r, fin = tmp(), tmp()
        order = "seq_cst" if j % 2 else "monotonic"
        body.append(f"  {r} = atomicrmw {op} ptr addrspace(5) {p}, {ty} {vb} {order}")
        body.append(f"  {fin} = load {ty}, ptr addrspace(5) {p}")
        emit_word(r, ty, [a for a, _ in ab])
        emit_word(fin, ty, [rmw(op, a, b, w) for a, b in ab])
    # cmpxchg: succeeds on odd threads (compare = the stored value).
    j += 1
    ab = [operands(t, j, w) for t in range(T)]
    GLOBALS.append(f"@a{j} = internal addrspace(4) constant [32 x {ty}] [" +
                   ", ".join(f"{ty} {sx(a, w)}" for a, _ in ab) + "]")
    GLOBALS.append(f"@b{j} = internal addrspace(4) constant [32 x {ty}] [" +
                   ", ".join(f"{ty} {sx(b, w)}" for _, b in ab) + "]")
    pa, pb, va, vb = tmp(), tmp(), tmp(), tmp()
    body.append(f"  {pa} = getelementptr [32 x {ty}], ptr addrspace(4) @a{j}, i32 0, i32 %t")
    body.append(f"  {pb} = getelementptr [32 x {ty}], ptr addrspace(4) @b{j}, i32 0, i32 %t")
    body.append(f"  {va} = load {ty}, ptr addrspace(4) {pa}")
    body.append(f"  {vb} = load {ty}, ptr addrspace(4) {pb}")
    p = local_slot(ty)
    body.append(f"  store {ty} {va}, ptr addrspace(5) {p}")
    cmp = tmp()
    body.append(f"  {cmp} = select i1 %odd, {ty} {va}, {ty} {vb}")
    x, old, ok, fin = tmp(), tmp(), tmp(), tmp()
    body.append(f"  {x} = cmpxchg ptr addrspace(5) {p}, {ty} {cmp}, {ty} {vb} seq_cst seq_cst")
    body.append(f"  {old} = extractvalue {{ {ty}, i1 }} {x}, 0")
    body.append(f"  {ok} = extractvalue {{ {ty}, i1 }} {x}, 1")
    body.append(f"  {fin} = load {ty}, ptr addrspace(5) {p}")
    cmps = [a if t & 1 else b for t, (a, b) in enumerate(ab)]
    emit_word(old, ty, [a for a, _ in ab])
    emit_word(ok, "i1", [int(c == a) for c, (a, _) in zip(cmps, ab)])
    emit_word(fin, ty, [b if c == a else a for c, (a, b) in zip(cmps, ab)])

# float add and max on local memory (exact values).
for op in ["fadd", "fmax", "fmin", "fsub"]:
    p = local_slot("float")
    a = [float(t) * 0.5 - 3.0 for t in range(T)]
    b = [float((t * 7) % 11) - 5.0 for t in range(T)]
    fa, fb = tmp(), tmp()
    body.append(f"  {fa} = sitofp i32 %t to float")
    body.append(f"  {fb} = fmul float {fa}, 0.5")
    va = tmp()
    body.append(f"  {va} = fadd float {fb}, -3.0")
    m7, r11, vb = tmp(), tmp(), tmp()
    body.append(f"  {m7} = mul i32 %t, 7")
    body.append(f"  {r11} = urem i32 {m7}, 11")
    fr = tmp()
    body.append(f"  {fr} = sitofp i32 {r11} to float")
    body.append(f"  {vb} = fadd float {fr}, -5.0")
    body.append(f"  store float {va}, ptr addrspace(5) {p}")
    r, fin = tmp(), tmp()
    body.append(f"  {r} = atomicrmw {op} ptr addrspace(5) {p}, float {vb} monotonic")
    body.append(f"  {fin} = load float, ptr addrspace(5) {p}")
    fn = {"fadd": lambda x, y: x + y, "fsub": lambda x, y: x - y,
          "fmax": max, "fmin": min}[op]
    emit_word(r, "float", [f32bits(x) for x in a])
    emit_word(fin, "float", [f32bits(f32(fn(x, y))) for x, y in zip(a, b)])

# 64-bit atomic loads from global memory (an ATOM.ADD.64 of 0): thread t
# first stores g64[t] plainly.
g64 = [(t * 0x9E3779B97F4A7C15 + 5) & ((1 << 64) - 1) for t in range(T)]
GLOBALS.append("@c64 = internal addrspace(4) constant [32 x i64] [" +
               ", ".join(f"i64 {sx(v, 64)}" for v in g64) + "]")
pc, cv, pg = tmp(), tmp(), tmp()
body.append(f"  {pc} = getelementptr [32 x i64], ptr addrspace(4) @c64, i32 0, i32 %t")
body.append(f"  {cv} = load i64, ptr addrspace(4) {pc}")
body.append(f"  {pg} = getelementptr i64, ptr addrspace(1) %g64, i32 %t")
body.append(f"  store i64 {cv}, ptr addrspace(1) {pg}")
for k, (ty, order) in enumerate([("i64", "monotonic"), ("double", "acquire"), ("ptr", "seq_cst")]):
    v = tmp()
    body.append(f"  {v} = load atomic {ty}, ptr addrspace(1) {pg} {order}, align 8")
    iv = tmp()
    if ty == "double":
        body.append(f"  {iv} = bitcast double {v} to i64")
    elif ty == "ptr":
        body.append(f"  {iv} = ptrtoint ptr {v} to i64")
    else:
        iv = v
    emit_word(iv, "i64", g64)

# 64-bit atomic stores and loads in shared memory: thread t stores, then
# reads its neighbour's element after a barrier.
s64 = [(t * 0x0123456789ABCDEF + 0x1111) & ((1 << 64) - 1) for t in range(T)]
GLOBALS.append("@s = internal addrspace(3) global [32 x i64] undef, align 8")
GLOBALS.append("@c64s = internal addrspace(4) constant [32 x i64] [" +
               ", ".join(f"i64 {sx(v, 64)}" for v in s64) + "]")
pc, v = tmp(), tmp()
body.append(f"  {pc} = getelementptr [32 x i64], ptr addrspace(4) @c64s, i32 0, i32 %t")
body.append(f"  {v} = load i64, ptr addrspace(4) {pc}")
ps = tmp()
body.append(f"  {ps} = getelementptr [32 x i64], ptr addrspace(3) @s, i32 0, i32 %t")
body.append(f"  store atomic i64 {v}, ptr addrspace(3) {ps} seq_cst, align 8")
body.append("  call void @llvm.nvvm.barrier0()")
pn, ld = tmp(), tmp()
body.append(f"  {pn} = getelementptr [32 x double], ptr addrspace(3) @s, i32 0, i32 %t1")
body.append(f"  {ld} = load atomic double, ptr addrspace(3) {pn} acquire, align 8")
bits = tmp()
body.append(f"  {bits} = bitcast double {ld} to i64")
emit_word(bits, "i64", [s64[t ^ 1] for t in range(T)])

# i8 and i16 atomic stores to global memory: a compare-and-swap loop on the
# word, which 4 (2) threads of the warp update at once.
for ty, w, buf in [("i8", 8, "%g8"), ("i16", 16, "%g16")]:
    v = tmp()
    body.append(f"  {v} = trunc i32 %tx to {ty}")
    p = tmp()
    body.append(f"  {p} = getelementptr {ty}, ptr addrspace(1) {buf}, i32 %t")
    body.append(f"  store atomic {ty} {v}, ptr addrspace(1) {p} release, align {w // 8}")

nrows = len(rows)
for r in range(nrows):
    body.insert(0, f"  %row{r} = add i32 %t, {r * T}")
ir = "\n".join(GLOBALS) + f"""

define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %g8, ptr addrspace(1) %g16, ptr addrspace(1) %g64) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t3 = and i32 %t, 3
  %t1 = xor i32 %t, 1
  %tb = and i32 %t, 1
  %odd = icmp ne i32 %tb, 0
  %tx = mul i32 %t, 40503
""" + "\n".join(x for x in body if x) + """
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"""
# %row<r> lines went first in body: move them after %t's definition.
lines = ir.split("\n")
rowdefs = [l for l in lines if l.startswith("  %row")]
lines = [l for l in lines if not l.startswith("  %row")]
at = lines.index("  %tx = mul i32 %t, 40503") + 1
lines[at:at] = rowdefs
with open(os.path.join(out, "k.ll"), "w") as f:
    f.write("\n".join(lines))

with open(os.path.join(out, "k.json"), "w") as f:
    f.write(f"""{{
  "kernel": "k", "grid": [1], "block": [{T}],
  "buffers": {{
    "o": {{"dtype": "u32", "count": {nrows * T}, "init": {{"fill": 0}}, "output": true}},
    "g8": {{"dtype": "u8", "count": {T}, "init": {{"fill": 0}}, "output": true}},
    "g16": {{"dtype": "u16", "count": {T}, "init": {{"fill": 0}}, "output": true}},
    "g64": {{"dtype": "u64", "count": {T}, "init": {{"fill": 0}}}}
  }},
  "args": [{{"buffer": "o"}}, {{"buffer": "g8"}}, {{"buffer": "g16"}}, {{"buffer": "g64"}}]
}}
""")
with open(os.path.join(out, "ref", "o.bin"), "wb") as f:
    for row in rows:
        f.write(struct.pack(f"<{T}I", *row))
with open(os.path.join(out, "ref", "g8.bin"), "wb") as f:
    f.write(bytes((t * 40503) & 0xff for t in range(T)))
with open(os.path.join(out, "ref", "g16.bin"), "wb") as f:
    f.write(struct.pack(f"<{T}H", *[(t * 40503) & 0xffff for t in range(T)]))
