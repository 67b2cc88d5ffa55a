# Scalar arithmetic of every width in typed Python kernels (the issue's
# "scalar int/float arithmetic of each width"): one kernel per type computes
# each operator on random operands in oa-emu, and every result is checked
# against Python's value wrapped to the width (integers: C's wraparound,
# Python's floor division and modulo, arithmetic right shifts for signed
# types) or rounded to the format (floats; f16 operands compute in f32 and
# oa.f16(...) rounds the result; x * x + y may be one FMA).
# REQUIRES: oa-emu, oa-llc, oa-opt, oa-translate
# RUN: rm -rf %t && mkdir -p %t && env OA_CACHE_DIR=%t/cache %python %s %t | FileCheck %s
# CHECK: i8: 16 ops x 64 ok
# CHECK-NEXT: i16: 16 ops x 64 ok
# CHECK-NEXT: i32: 16 ops x 64 ok
# CHECK-NEXT: i64: 16 ops x 64 ok
# CHECK-NEXT: u8: 13 ops x 64 ok
# CHECK-NEXT: u16: 13 ops x 64 ok
# CHECK-NEXT: u32: 13 ops x 64 ok
# CHECK-NEXT: u64: 13 ops x 64 ok
# CHECK-NEXT: f16: 9 ops x 64 ok
# CHECK-NEXT: f32: 9 ops x 64 ok
# CHECK-NEXT: f64: 9 ops x 64 ok
import os
import random
from fractions import Fraction
import struct
import sys

INT_OPS = [("x + y", lambda x, y, b: x + y), ("x - y", lambda x, y, b: x - y),
           ("x * y", lambda x, y, b: x * y), ("x // y", lambda x, y, b: x // y),
           ("x % y", lambda x, y, b: x % y), ("x & y", lambda x, y, b: x & y),
           ("x | y", lambda x, y, b: x | y), ("x ^ y", lambda x, y, b: x ^ y),
           ("x << (y & SH)", lambda x, y, b: x << (y & (b - 1))),
           ("x >> (y & SH)", lambda x, y, b: x >> (y & (b - 1))),
           ("min(x, y)", lambda x, y, b: min(x, y)), ("max(x, y)", lambda x, y, b: max(x, y)),
           ("~x", lambda x, y, b: ~x)]
SIGNED_OPS = [("-x", lambda x, y, b: -x), ("abs(x)", lambda x, y, b: abs(x)),
              ("x * 3 - y // 2", lambda x, y, b: x * 3 - y // 2)]
# Float operations in Python's double; r rounds an intermediate result to
# the type the kernel computes in (f32 for f16 and f32).
FLOAT_OPS = [("x + y", lambda x, y, r: x + y), ("x - y", lambda x, y, r: x - y),
             ("x * y", lambda x, y, r: x * y), ("x / y", lambda x, y, r: x / y),
             ("min(x, y)", lambda x, y, r: min(x, y)), ("max(x, y)", lambda x, y, r: max(x, y)),
             ("-x", lambda x, y, r: -x), ("abs(x - y)", lambda x, y, r: abs(x - y)),
             ("x * x + y", lambda x, y, r: r(x * x) + y)]
FMT = {"i8": "b", "i16": "h", "i32": "i", "i64": "q", "u8": "B", "u16": "H", "u32": "I",
       "u64": "Q", "f16": "e", "f32": "f", "f64": "d"}
N = 64


def ops_of(t):
    if t[0] == "f":
        return FLOAT_OPS
    return INT_OPS + (SIGNED_OPS if t[0] == "i" else [])


work = sys.argv[1]
src = ["import oa\n"]
for t in FMT:
    ops = ops_of(t)
    bits = int(t[1:])
    # Host arrays cannot hold f16 without numpy: its kernel takes f32
    # arrays and converts (exact both ways for f16 values).
    # f16 arithmetic gives f32 (docs/Python.md): oa.f16(...) rounds it.
    at, load, store = ("f32", "oa.f16({})", "oa.f32(oa.f16({}))") if t == "f16" else (t, "{}", "{}")
    body = "\n".join(f"    out[{len(ops)} * i + {k}] = " + store.format(e.replace('SH', str(bits - 1)))
                     for k, (e, _) in enumerate(ops))
    src.append(f"""
@oa.kernel
def ops_{t}(out: oa.{at}[:], a: oa.{at}[:], b: oa.{at}[:], n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i >= n:
        return
    x = {load.format("a[i]")}
    y = {load.format("b[i]")}
{body}
""")
with open(os.path.join(work, "widths.py"), "w") as f:
    f.write("\n".join(src))
sys.path.insert(0, work)
import widths  # noqa: E402


def array(fmt, values):
    mv = memoryview(bytearray(struct.calcsize(fmt) * len(values))).cast(fmt)
    for i, v in enumerate(values):
        mv[i] = v
    return mv


def wrap(v, t):
    bits = int(t[1:])
    v &= (1 << bits) - 1
    return v - (1 << bits) if t[0] == "i" and v >> (bits - 1) else v


def rnd(v, t):
    """v rounded to t (f16: to f32 first, as the kernel computes)."""
    if t == "f16":
        v = struct.unpack("f", struct.pack("f", v))[0]
    return struct.unpack(FMT[t], struct.pack(FMT[t], v))[0]


rng = random.Random(18)
for t, fmt in FMT.items():
    bits = int(t[1:])
    ops = ops_of(t)
    if t[0] == "f":
        a = [rnd(rng.uniform(-8, 8), t) for _ in range(N)]
        b = [rnd(rng.choice([-1, 1]) * rng.uniform(0.25, 8), t) for _ in range(N)]
    else:
        lo, hi = (-(1 << (bits - 1)), 1 << (bits - 1)) if t[0] == "i" else (0, 1 << bits)
        a = [rng.randrange(lo, hi) for _ in range(N)]
        b = [rng.randrange(lo, hi) or 1 for _ in range(N)]
        a[:4] = [lo, hi - 1, 0, -1 if lo else 1]  # the edges: overflow, the sign bit
        b[:4] = [-1 if lo else 3, 2, 7, hi - 1]
        if t[0] == "i":
            a[0], b[0] = lo, 3  # lo // -1 is undefined in C: not asked
    fmt = "f" if t == "f16" else fmt
    out = array(fmt, [0] * (len(ops) * N))
    getattr(widths, f"ops_{t}")[1, N](out, array(fmt, a), array(fmt, b), N)
    bad = []
    for i in range(N):
        for k, (e, fn) in enumerate(ops):
            if t[0] == "f":
                want = rnd(fn(a[i], b[i], lambda v: rnd(v, "f64" if t == "f64" else "f32")), t)
            else:
                want = wrap(fn(a[i], b[i], bits), t)
            got = out[len(ops) * i + k]
            # a * b + c may be one FMA, as CUDA C's default (-fmad=true) allows.
            fused = rnd(float(Fraction(a[i]) ** 2 + Fraction(b[i])), t) if e == "x * x + y" else want
            if got not in (want, fused):
                bad.append(f"{e} with x={a[i]} y={b[i]}: {got}, want {want}")
    print(f"{t}: {len(ops)} ops x {N} " + ("ok" if not bad else f"{len(bad)} wrong: " + "; ".join(bad[:6])))
