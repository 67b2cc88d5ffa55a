"""nvvm_values.py gen DIR | check DIR OUT.bin...

The NVVM intrinsics with a rounding mode, saturation or flush-to-zero, and
the integer ones oa rewrites, checked bit for bit against an exact CPU
reference (rationals, rounded by hand per mode).  `gen` writes the kernel
(k.ll: thread i applies every intrinsic to input i), the inputs and the
launch description; `check` compares the outputs of each run."""
import math
import os
import random
import struct
import sys
from fractions import Fraction as Fr

N = 256
RND = ["rn", "rz", "rm", "rp"]

# ---------------------------------------------------------------- formats
F32 = (24, -126, 127, 32)
F64 = (53, -1022, 1023, 64)
F16 = (11, -14, 15, 16)
BF16 = (8, -126, 127, 16)


def h2bits(x, fmt):
    """f16 / bf16 bits of a value representable in it."""
    if fmt is F16:
        return struct.unpack("<H", struct.pack("<e", x))[0]
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16


def bits2h(b, fmt):
    if fmt is F16:
        return struct.unpack("<e", struct.pack("<H", b & 0xffff))[0]
    return struct.unpack("<f", struct.pack("<I", (b & 0xffff) << 16))[0]


def f2bits(x, fmt):
    return struct.unpack("<I", struct.pack("<f", x))[0] if fmt is F32 else \
        struct.unpack("<Q", struct.pack("<d", x))[0]


def bits2f(b, fmt):
    return struct.unpack("<f", struct.pack("<I", b))[0] if fmt is F32 else \
        struct.unpack("<d", struct.pack("<Q", b))[0]


def is_sub(x, fmt):
    return x != 0 and not math.isinf(x) and not math.isnan(x) and abs(x) < 2.0 ** fmt[1]


def ftz(x, fmt):
    return math.copysign(0.0, x) if is_sub(x, fmt) else x


def rnd(q, fmt, mode, neg_zero=False):
    """Round the exact rational q to fmt with mode; neg_zero: the sign of an
    exact zero."""
    p, emin, emax, _ = fmt
    if q == 0:
        return -0.0 if neg_zero else 0.0
    s = -1 if q < 0 else 1
    a = abs(q)
    e = math.floor(math.log2(a.numerator) - math.log2(a.denominator))
    while Fr(2) ** e > a:
        e -= 1
    while Fr(2) ** (e + 1) <= a:
        e += 1
    e = max(e, emin)
    ulp = Fr(2) ** (e - p + 1)
    m = a / ulp
    lo = math.floor(m)
    frac = m - lo
    if frac == 0:
        r = lo
    elif mode == "rn":
        r = lo + (1 if frac > Fr(1, 2) or (frac == Fr(1, 2) and lo % 2) else 0)
    elif mode == "rz":
        r = lo
    elif mode == "rm":
        r = lo if s > 0 else lo + 1
    else:
        r = lo + 1 if s > 0 else lo
    v = r * ulp
    big = (2 - Fr(2) ** (1 - p)) * Fr(2) ** emax
    if v > big:
        to_inf = mode == "rn" or (mode == "rp" and s > 0) or (mode == "rm" and s < 0)
        return s * math.inf if to_inf else float(s * big)
    return math.copysign(float(v), s)


def fr(x):
    return Fr(x)


# -------------------------------------------------------- float arithmetic
def arith(op, mode, fmt, xs, fz=False, sat=False):
    xs = [ftz(x, fmt) if fz else x for x in xs]
    if any(math.isnan(x) for x in xs):
        r = math.nan
    else:
        inf = [x for x in xs if math.isinf(x)]
        try:
            sg = [math.copysign(1, x) < 0 for x in xs]
            if op == "mul" or op == "fma":
                pneg = sg[0] != sg[1]
            if inf:
                r = xs[0] + xs[1] if op == "add" else xs[0] * xs[1] if op == "mul" else \
                    xs[0] * xs[1] + xs[2]
            else:
                if op == "add":
                    q = fr(xs[0]) + fr(xs[1])
                    nz = sg[0] if (xs[0] == 0 and xs[1] == 0 and sg[0] == sg[1]) else mode == "rm"
                elif op == "mul":
                    q = fr(xs[0]) * fr(xs[1])
                    nz = pneg
                else:
                    q = fr(xs[0]) * fr(xs[1]) + fr(xs[2])
                    pz = xs[0] == 0 or xs[1] == 0
                    nz = pneg if (pz and xs[2] == 0 and pneg == sg[2]) else mode == "rm"
                r = rnd(q, fmt, mode, nz)
        except (OverflowError, ValueError):
            r = math.nan
    if fz:
        r = ftz(r, fmt)
    if sat:
        r = 0.0 if math.isnan(r) or r <= 0 else min(r, 1.0)
    return r


def rnd_sqrt(q, fmt, mode):
    """sqrt of the positive rational q rounded to fmt with mode (never a
    subnormal or a tie for these formats)."""
    p = fmt[0]
    e = (q.numerator.bit_length() - q.denominator.bit_length()) // 2
    while Fr(2) ** (2 * e) > q:
        e -= 1
    while Fr(2) ** (2 * e + 2) <= q:
        e += 1
    ulp = Fr(2) ** (e - p + 1)
    x = q / (ulp * ulp)
    lo = math.isqrt(math.floor(x))
    if lo * lo == x:
        r = lo
    elif mode == "rn":
        r = lo + (1 if (Fr(2 * lo + 1, 2)) ** 2 < x else 0)
    else:
        r = lo + (1 if mode == "rp" else 0)
    return float(r * ulp)


def divsqrt(op, mode, fmt, xs, fz=False):
    """div, rcp (xs = [1, x]) or sqrt with mode, IEEE special cases."""
    xs = [ftz(x, fmt) if fz else x for x in xs]
    if op == "sqrt":
        x = xs[0]
        if math.isnan(x) or x < 0:
            r = math.nan
        elif x == 0 or math.isinf(x):
            r = x
        else:
            r = rnd_sqrt(fr(x), fmt, mode)
    else:
        a, b = xs
        neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
        if math.isnan(a) or math.isnan(b) or (a == 0 and b == 0) or (math.isinf(a) and math.isinf(b)):
            r = math.nan
        elif math.isinf(a) or b == 0:
            r = -math.inf if neg else math.inf
        elif math.isinf(b) or a == 0:
            r = -0.0 if neg else 0.0
        else:
            r = rnd(fr(a) / fr(b), fmt, mode)
    return ftz(r, fmt) if fz else r


def to_int(x, mode, bits, signed, fz=False, src=32):
    """NaN: 0 from f32 to 32 bits, the sign bit alone otherwise (f64
    sources, 64-bit results), as the H200 converts."""
    if fz:
        x = ftz(x, F32)
    if math.isnan(x):
        return 0 if src == 32 and bits == 32 else 1 << (bits - 1)
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isinf(x):
        v = hi if x > 0 else lo
    else:
        q = fr(x)
        f = math.floor(q)
        if mode == "rz":
            v = int(q) if q >= 0 else -int(-q)
        elif mode == "rm":
            v = f
        elif mode == "rp":
            v = math.ceil(q)
        else:
            d = q - f
            v = f + (1 if d > Fr(1, 2) or (d == Fr(1, 2) and f % 2) else 0)
        v = min(max(v, lo), hi)
    return v & ((1 << bits) - 1)


def round_even(x):
    """nvvm.round: to the nearest integer, ties to even (NVPTX's cvt.rni;
    measured on the H200)."""
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(round(fr(x))), x)


def fminmax(x, y, is_max, nan=False):
    if math.isnan(x) or math.isnan(y):
        if nan or (math.isnan(x) and math.isnan(y)):
            return math.nan
        return y if math.isnan(x) else x
    if x == y:
        # Zeros of both signs: -0 is the smaller.
        neg = math.copysign(1, x) < 0 or math.copysign(1, y) < 0
        pos = math.copysign(1, x) > 0 or math.copysign(1, y) > 0
        if x == 0:
            return (0.0 if pos else -0.0) if is_max else (-0.0 if neg else 0.0)
        return x
    return max(x, y) if is_max else min(x, y)


def fma_narrow(fmt, xs, fz, sat, relu):
    """fma.rn on f16/bf16 with .ftz/.sat/.relu (one rounding)."""
    r = arith("fma", "rn", fmt, xs, fz)
    if sat:
        r = 0.0 if math.isnan(r) or r <= 0 else min(r, 1.0)
    if relu and not math.isnan(r) and r <= 0:
        r = 0.0  # -0 too
    return r


def minmax_narrow(fmt, x, y, is_max, fz, nan, xorsign):
    if fz:
        x, y = ftz(x, fmt), ftz(y, fmt)
    if not xorsign:
        return fminmax(x, y, is_max, nan)
    r = fminmax(abs(x), abs(y), is_max, nan)
    neg = (math.copysign(1, x) < 0) != (math.copysign(1, y) < 0)
    return r if math.isnan(r) else math.copysign(r, -1.0 if neg else 1.0)


# ---------------------------------------------------------------- inputs
def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def inputs():
    rng = random.Random(15)
    sp = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, 0.49999997, -0.49999997,
          1e-45, -1e-45, 1.17549421e-38, -3e-39, math.inf, -math.inf, math.nan,
          2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 4294967040.0,
          4294967296.0, 9.2233720e18, 1.8446744e19, -9.2233731e18, 1e30, 3.4028235e38,
          -3.4028235e38, 1.0, -1.0, 0.75, 16777217.0, 1.0000001, 255.5]
    fa = [f32(x) for x in sp]
    while len(fa) < N:
        e = rng.randint(-30, 40)
        fa.append(f32(rng.uniform(-1, 1) * 2.0 ** e))
    fb = [f32(rng.choice([1.0, -1.0, 3.0, 0.1, 1e-30, 1e38, -0.0, math.inf, 2.0 ** -24,
                          1.0000001, 3.0e38]) if i % 3 == 0 else rng.uniform(-2, 2) * 2.0 ** rng.randint(-10, 10))
          for i in range(N)]
    fc = [f32(-fa[i] * fb[i]) if i % 5 == 0 and not math.isnan(fa[i] * fb[i]) and
          abs(fa[i] * fb[i]) < 3e38 else f32(rng.uniform(-4, 4)) for i in range(N)]
    dsp = [0.0, -0.0, 0.5, -0.5, 2.5, -2.5, 4.5, 5e-324, -5e-324, 2.2250738585072009e-308,
           math.inf, -math.inf, math.nan, 2147483647.5, 2147483648.0, -2147483648.5,
           -2147483649.0, 4294967295.5, 4294967296.0, 9.223372036854775e18,
           9.223372036854776e18, 1.8446744073709552e19, 1e300, -1e300, 1.7976931348623157e308,
           3.4028235677973366e38, 3.4028236e38, 1.401298464324817e-45, 7e-46, 1e-40,
           0.1, 1.0 / 3, 0.49999999999999994]
    da = dsp + [rng.uniform(-1, 1) * 2.0 ** rng.randint(-60, 70) for _ in range(N - len(dsp))]
    db = [rng.choice([1.0, -1.0, 3.0, 0.1, 1e-300, 1e308, -0.0, math.inf]) if i % 3 == 0
          else rng.uniform(-2, 2) * 2.0 ** rng.randint(-20, 20) for i in range(N)]
    dc = [-da[i] * db[i] if i % 5 == 0 and math.isfinite(da[i] * db[i]) else rng.uniform(-4, 4)
          for i in range(N)]
    isp = [0, 1, -1, 0x7fffffff, -0x80000000, 16777217, -16777217, 0x7fffff80, 0x12345678,
           0xffffff, 0x1000001]
    ia = isp + [rng.randint(-2 ** 31, 2 ** 31 - 1) for _ in range(N - len(isp))]
    ib = [rng.randint(-2 ** 31, 2 ** 31 - 1) if i % 2 else rng.randint(-40, 40) for i in range(N)]
    ic = [rng.randint(-2 ** 31, 2 ** 31 - 1) for _ in range(N)]
    lsp = [0, 1, -1, 2 ** 63 - 1, -2 ** 63, 2 ** 53 + 1, -(2 ** 53 + 1), 2 ** 24 + 1,
           0x123456789abcdef, 2 ** 62 + 2 ** 10 + 1]
    la = lsp + [rng.randint(-2 ** 63, 2 ** 63 - 1) for _ in range(N - len(lsp))]
    lb = [rng.randint(-2 ** 63, 2 ** 63 - 1) for _ in range(N)]
    def narrow(fmt, seed):
        r = random.Random(seed)
        sp = [0.0, -0.0, 1.0, -1.0, 0.5, math.inf, -math.inf, math.nan, 3.0, -2.5]
        if fmt is F16:
            sp += [65504.0, -65504.0, 2.0 ** -24, -2.0 ** -24, 2.0 ** -14, 6.1e-5, 1000.0]
        else:
            sp += [3.3895313892515355e38, 2.0 ** -133, -(2.0 ** -126), 1e30, 1e-30]
        out = []
        while len(out) < N:
            if len(out) < len(sp):
                v = sp[len(out)]
            else:
                e = r.randint(-16, 16) if fmt is F16 else r.randint(-130, 127)
                v = r.uniform(-1, 1) * 2.0 ** e
            v = f32(v)
            if fmt is F16:
                v = struct.unpack("<e", struct.pack("<e", v))[0] if abs(v) < 65520 or not math.isfinite(v) else math.copysign(65504.0, v)
            else:
                v = struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", v))[0] & 0xffff0000))[0]
            out.append(v)
        return out
    ha, hb, hc = (narrow(F16, 100 + k) for k in range(3))
    ba, bb, bc = (narrow(BF16, 200 + k) for k in range(3))
    return fa, fb, fc, da, db, dc, ia, ib, ic, la, lb, ha, hb, hc, ba, bb, bc


# ------------------------------------------------------------ operations
# (intrinsic, argument kinds, result kind, reference).  Kinds: f d i l.
def u32(v):
    return v & 0xffffffff


def s32(v):
    v &= 0xffffffff
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def prmt(a, b, c):
    src = (u32(a) | (u32(b) << 32)).to_bytes(8, "little")
    out = 0
    for k in range(4):
        n = (c >> (4 * k)) & 0xf
        byte = src[n & 7]
        if n & 8:
            byte = 0xff if byte & 0x80 else 0
        out |= byte << (8 * k)
    return out


def idp4a(a, b, c, sa, sb):
    s = s32(c)
    for k in range(4):
        x, y = (u32(a) >> (8 * k)) & 0xff, (u32(b) >> (8 * k)) & 0xff
        if sa and x >= 128:
            x -= 256
        if sb and y >= 128:
            y -= 256
        s += x * y
    return u32(s)


def bmsk(a, b, wrap):
    a, b = u32(a), u32(b)
    if wrap:
        a, b = a & 31, b & 31
    else:
        a, b = min(a, 32), min(b, 32)
    return u32(((1 << b) - 1) << a)


def ops():
    L = []
    for r in RND:
        for fz in ["", ".ftz"]:
            for sat in ["", ".sat"]:
                L.append((f"add.{r}{fz}{sat}.f", "ff", "f",
                          lambda x, y, r=r, fz=fz, sat=sat: arith("add", r, F32, [x, y], fz != "", sat != "")))
                L.append((f"fma.{r}{fz}{sat}.f", "fff", "f",
                          lambda x, y, z, r=r, fz=fz, sat=sat: arith("fma", r, F32, [x, y, z], fz != "", sat != "")))
            L.append((f"mul.{r}{fz}.f", "ff", "f",
                      lambda x, y, r=r, fz=fz: arith("mul", r, F32, [x, y], fz != "")))
            L.append((f"f2i.{r}{fz}", "f", "i", lambda x, r=r, fz=fz: to_int(x, r, 32, True, fz != "")))
            L.append((f"f2ui.{r}{fz}", "f", "i", lambda x, r=r, fz=fz: to_int(x, r, 32, False, fz != "")))
            L.append((f"f2ll.{r}{fz}", "f", "l", lambda x, r=r, fz=fz: to_int(x, r, 64, True, fz != "")))
            L.append((f"f2ull.{r}{fz}", "f", "l", lambda x, r=r, fz=fz: to_int(x, r, 64, False, fz != "")))
            L.append((f"d2f.{r}{fz}", "d", "f",
                      lambda x, r=r, fz=fz: (lambda v: ftz(v, F32) if fz else v)(
                          x if not math.isfinite(x) or x == 0 else rnd(fr(x), F32, r))))
            L.append((f"div.{r}{fz}.f", "ff", "f",
                      lambda x, y, r=r, fz=fz: divsqrt("div", r, F32, [x, y], fz != "")))
            L.append((f"rcp.{r}{fz}.f", "f", "f",
                      lambda x, r=r, fz=fz: divsqrt("div", r, F32, [1.0, x], fz != "")))
            L.append((f"sqrt.{r}{fz}.f", "f", "f",
                      lambda x, r=r, fz=fz: divsqrt("sqrt", r, F32, [x], fz != "")))
        L.append((f"div.{r}.d", "dd", "d", lambda x, y, r=r: divsqrt("div", r, F64, [x, y])))
        L.append((f"rcp.{r}.d", "d", "d", lambda x, r=r: divsqrt("div", r, F64, [1.0, x])))
        L.append((f"sqrt.{r}.d", "d", "d", lambda x, r=r: divsqrt("sqrt", r, F64, [x])))
        for op in ["add", "mul", "fma"]:
            n = 3 if op == "fma" else 2
            L.append((f"{op}.{r}.d", "d" * n, "d", lambda *a, op=op, r=r: arith(op, r, F64, list(a))))
        L.append((f"d2i.{r}", "d", "i", lambda x, r=r: to_int(x, r, 32, True, src=64)))
        L.append((f"d2ui.{r}", "d", "i", lambda x, r=r: to_int(x, r, 32, False, src=64)))
        L.append((f"d2ll.{r}", "d", "l", lambda x, r=r: to_int(x, r, 64, True, src=64)))
        L.append((f"d2ull.{r}", "d", "l", lambda x, r=r: to_int(x, r, 64, False, src=64)))
        L.append((f"i2f.{r}", "i", "f", lambda x, r=r: rnd(Fr(s32(x)), F32, r)))
        L.append((f"ui2f.{r}", "i", "f", lambda x, r=r: rnd(Fr(u32(x)), F32, r)))
        L.append((f"ll2f.{r}", "l", "f", lambda x, r=r: rnd(Fr(s64(x)), F32, r)))
        L.append((f"ull2f.{r}", "l", "f", lambda x, r=r: rnd(Fr(x & (2 ** 64 - 1)), F32, r)))
        L.append((f"ll2d.{r}", "l", "d", lambda x, r=r: rnd(Fr(s64(x)), F64, r)))
        L.append((f"ull2d.{r}", "l", "d", lambda x, r=r: rnd(Fr(x & (2 ** 64 - 1)), F64, r)))
        L.append((f"i2d.{r}", "i", "d", lambda x: float(s32(x))))
        L.append((f"ui2d.{r}", "i", "d", lambda x: float(u32(x))))
    for fz in ["", ".ftz"]:
        for nm, fn in [("floor", math.floor), ("ceil", math.ceil), ("trunc", math.trunc)]:
            L.append((f"{nm}{fz}.f", "f", "f",
                      lambda x, fn=fn, fz=fz: (lambda v: v if not math.isfinite(v) else
                                               math.copysign(float(fn(v)), v))(ftz(x, F32) if fz else x)))
        L.append((f"round{fz}.f", "f", "f", lambda x, fz=fz: round_even(ftz(x, F32) if fz else x)))
        for nan in ["", ".nan"]:
            for mx in ["min", "max"]:
                L.append((f"f{mx}{fz}{nan}.f", "ff", "f",
                          lambda x, y, mx=mx, fz=fz, nan=nan: fminmax(ftz(x, F32) if fz else x,
                                                                  ftz(y, F32) if fz else y,
                                                                  mx == "max", nan != "")))
    for nm, fn in [("floor", math.floor), ("ceil", math.ceil), ("trunc", math.trunc)]:
        L.append((f"{nm}.d", "d", "d",
                  lambda x, fn=fn: x if not math.isfinite(x) else math.copysign(float(fn(x)), x)))
    L.append(("round.d", "d", "d", round_even))
    L.append(("fmin.d", "dd", "d", lambda x, y: fminmax(x, y, False)))
    L.append(("fmax.d", "dd", "d", lambda x, y: fminmax(x, y, True)))
    L.append(("saturate.d", "d", "d", lambda x: 0.0 if math.isnan(x) or x <= 0 else min(x, 1.0)))
    L.append(("d2i.lo", "d", "i", lambda x: f2bits(x, F64) & 0xffffffff))
    L.append(("d2i.hi", "d", "i", lambda x: f2bits(x, F64) >> 32))
    L.append(("lohi.i2d", "ii", "d", lambda a, b: bits2f(u32(a) | (u32(b) << 32), F64)))
    L.append(("prmt", "iii", "i", lambda a, b, c: prmt(a, b, u32(c))))
    L.append(("bmsk.clamp", "ii", "i", lambda a, b: bmsk(a, b, False)))
    L.append(("bmsk.wrap", "ii", "i", lambda a, b: bmsk(a, b, True)))
    for sa in "su":
        for sb in "su":
            L.append((f"idp4a.{sa}.{sb}", "iii", "i",
                      lambda a, b, c, sa=sa, sb=sb: idp4a(a, b, c, sa == "s", sb == "s")))
    L.append(("sad.i", "iii", "i", lambda a, b, c: u32(abs(s32(a) - s32(b)) + c)))
    L.append(("sad.ui", "iii", "i", lambda a, b, c: u32(abs(u32(a) - u32(b)) + c)))
    L.append(("mul24.i", "ii", "i", lambda a, b: u32((s32(u32(a) << 8) >> 8) * (s32(u32(b) << 8) >> 8))))
    L.append(("mul24.ui", "ii", "i", lambda a, b: u32((a & 0xffffff) * (b & 0xffffff))))
    L.append(("mulhi.ll", "ll", "l", lambda a, b: (s64(a) * s64(b)) >> 64))
    L.append(("mulhi.ull", "ll", "l", lambda a, b: ((a & (2 ** 64 - 1)) * (b & (2 ** 64 - 1))) >> 64))
    L.append(("brev32", "i", "i", lambda a: int(f"{u32(a):032b}"[::-1], 2)))
    L.append(("brev64", "l", "l", lambda a: int(f"{a & (2 ** 64 - 1):064b}"[::-1], 2)))
    L.append(("clz.i", "i", "i", lambda a: 32 - u32(a).bit_length()))
    L.append(("clz.ll", "l", "i", lambda a: 64 - (a & (2 ** 64 - 1)).bit_length()))
    L.append(("popc.i", "i", "i", lambda a: bin(u32(a)).count("1")))
    L.append(("popc.ll", "l", "i", lambda a: bin(a & (2 ** 64 - 1)).count("1")))
    for sfx, k, fmt in (("f16", "h", F16), ("bf16", "b", BF16)):
        for vec in ("", "x2"):
            kind = k if not vec else k.upper()
            # PTX has no .ftz or .sat on bf16.
            for fz in (["", ".ftz"] if fmt is F16 else [""]):
                for v in (["", ".sat", ".relu"] if fmt is F16 else ["", ".relu"]):
                    L.append((f"fma.rn{fz}{v}.{sfx}{vec}", kind * 3, kind,
                              lambda x, y, z, fmt=fmt, fz=fz, v=v: fma_narrow(fmt, [x, y, z], fz != "",
                                                                             v == ".sat", v == ".relu")))
                for nan in ["", ".nan"]:
                    for xs in ["", ".xorsign.abs"]:
                        for mx in ["min", "max"]:
                            L.append((f"f{mx}{fz}{nan}{xs}.{sfx}{vec}", kind * 2, kind,
                                      lambda x, y, fmt=fmt, mx=mx, fz=fz, nan=nan, xs=xs:
                                      minmax_narrow(fmt, x, y, mx == "max", fz != "", nan != "", xs != "")))
    L.append(("neg.bf16", "b", "b", lambda x: -x))
    L.append(("neg.bf16x2", "B", "B", lambda x: -x))
    for fz in ["", ".ftz"]:
        for nan in ["", ".nan"]:
            for mx in ["min", "max"]:
                L.append((f"f{mx}{fz}{nan}.xorsign.abs.f", "ff", "f",
                          lambda x, y, mx=mx, fz=fz, nan=nan: minmax_narrow(F32, x, y, mx == "max", fz != "",
                                                                            nan != "", True)))
    return L


LLTY = {"f": "float", "d": "double", "i": "i32", "l": "i64", "h": "half", "b": "bfloat",
        "H": "<2 x half>", "B": "<2 x bfloat>"}
R32 = "fihHbB"  # result kinds stored in o32


def gen(d):
    fa, fb, fc, da, db, dc, ia, ib, ic, la, lb, ha, hb, hc, ba, bb, bc = inputs()
    L = ops()
    n32 = sum(1 for o in L if o[2] in R32)
    n64 = len(L) - n32
    ins = {"f": ["fa", "fb", "fc"], "d": ["da", "db", "dc"], "i": ["ia", "ib", "ic"], "l": ["la", "lb"],
           "h": ["ha", "hb", "hc"], "b": ["ba", "bb", "bc"]}
    vals = {"f": [fa, fb, fc], "d": [da, db, dc], "i": [ia, ib, ic], "l": [la, lb], "h": [ha, hb, hc],
            "b": [ba, bb, bc]}
    lines = ['target triple = "nvptx64-nvidia-cuda"', "",
             "define ptx_kernel void @k(ptr %o32, ptr %o64, " +
             ", ".join(f"ptr %{nm}" for k in ins for nm in ins[k]) + ") {",
             "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
             "  %ct = shl i32 %c, 7", "  %i = add i32 %t, %ct", f"  %j = sub i32 {N - 1}, %i"]
    for k, names in ins.items():
        for nm in names:
            lines.append(f"  %p{nm} = getelementptr {LLTY[k]}, ptr %{nm}, i32 %i")
            lines.append(f"  %v{nm} = load {LLTY[k]}, ptr %p{nm}")
            if k in "hb":  # the second lane of a pair: the mirrored element
                lines.append(f"  %q{nm} = getelementptr {LLTY[k]}, ptr %{nm}, i32 %j")
                lines.append(f"  %w{nm} = load {LLTY[k]}, ptr %q{nm}")
    lines.append(f"  %b32 = mul i32 %i, {n32}")
    lines.append(f"  %b64 = mul i32 %i, {n64}")
    decls = set()
    j32 = j64 = 0
    for idx, (name, args, res, _) in enumerate(L):
        cnt = {}
        avs = []
        for n, a in enumerate(args):
            base = a.lower() if a in "HB" else a
            cnt[base] = cnt.get(base, 0)
            nm = ins[base][cnt[base]]
            cnt[base] += 1
            if a in "HB":
                et = LLTY[base]
                lines.append(f"  %e{idx}_{n} = insertelement {LLTY[a]} poison, {et} %v{nm}, i32 0")
                lines.append(f"  %g{idx}_{n} = insertelement {LLTY[a]} %e{idx}_{n}, {et} %w{nm}, i32 1")
                avs.append(f"{LLTY[a]} %g{idx}_{n}")
            else:
                avs.append(f"{LLTY[a]} %v{nm}")
        rt = LLTY[res]
        lines.append(f"  %r{idx} = call {rt} @llvm.nvvm.{name}({', '.join(avs)})")
        decls.add(f"declare {rt} @llvm.nvvm.{name}({', '.join(LLTY[a] for a in args)})")
        if res in R32:
            if res in "hb":
                lines.append(f"  %s{idx} = bitcast {rt} %r{idx} to i16")
                lines.append(f"  %x{idx} = zext i16 %s{idx} to i32")
            else:
                lines.append(f"  %x{idx} = bitcast {rt} %r{idx} to i32")
            lines.append(f"  %q{idx} = add i32 %b32, {j32}")
            lines.append(f"  %a{idx} = getelementptr i32, ptr %o32, i32 %q{idx}")
            lines.append(f"  store i32 %x{idx}, ptr %a{idx}")
            j32 += 1
        else:
            lines.append(f"  %x{idx} = bitcast {rt} %r{idx} to i64")
            lines.append(f"  %q{idx} = add i32 %b64, {j64}")
            lines.append(f"  %a{idx} = getelementptr i64, ptr %o64, i32 %q{idx}")
            lines.append(f"  store i64 %x{idx}, ptr %a{idx}")
            j64 += 1
    lines += ["  ret void", "}", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
              "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"] + sorted(decls)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "k.ll"), "w").write("\n".join(lines) + "\n")
    pk = {"f": lambda v: struct.pack("<f", v), "d": lambda v: struct.pack("<d", v),
          "i": lambda v: struct.pack("<i", v), "l": lambda v: struct.pack("<q", v),
          "h": lambda v: struct.pack("<H", h2bits(v, F16)), "b": lambda v: struct.pack("<H", h2bits(v, BF16))}
    dts = {"f": "f32", "d": "f64", "i": "i32", "l": "i64", "h": "f16", "b": "bf16"}
    bufs = {"o32": {"dtype": "u32", "count": N * n32, "init": "poison", "output": True},
            "o64": {"dtype": "u64", "count": N * n64, "init": "poison", "output": True}}
    args = [{"buffer": "o32"}, {"buffer": "o64"}]
    for k, names in ins.items():
        for nm, vs in zip(names, vals[k]):
            with open(os.path.join(d, nm + ".bin"), "wb") as f:
                for v in vs:
                    f.write(pk[k](v))
            bufs[nm] = {"dtype": dts[k], "count": N, "init": {"file": os.path.join(d, nm + ".bin")}}
            args.append({"buffer": nm})
    import json
    json.dump({"kernel": "k", "grid": [N // 128], "block": [128], "buffers": bufs, "args": args},
              open(os.path.join(d, "k.json"), "w"))


def check(d, outs):
    fa, fb, fc, da, db, dc, ia, ib, ic, la, lb, ha, hb, hc, ba, bb, bc = inputs()
    src = {"f": [fa, fb, fc], "d": [da, db, dc], "i": [ia, ib, ic], "l": [la, lb], "h": [ha, hb, hc],
           "b": [ba, bb, bc]}
    L = ops()
    n32 = sum(1 for o in L if o[2] in R32)
    n64 = len(L) - n32
    bad = 0

    def same(name, got, want, fmt, bits):
        """Bit for bit; a NaN must be the hardware's canonical one
        (0x7fffffff, 0x7fff) except from d2f (F2F keeps the payload) and
        in f64 (payloads not pinned)."""
        g = bits2f(got, fmt) if fmt in (F32, F64) else bits2h(got, fmt)
        if math.isnan(want):
            if fmt is F64 or name.startswith("d2f"):
                return math.isnan(g)
            return got == (0x7fffffff if fmt is F32 else 0x7fff)
        return got == bits(want)

    for od in outs:
        o32 = struct.unpack(f"<{N * n32}I", open(os.path.join(od, "o32.bin"), "rb").read())
        o64 = struct.unpack(f"<{N * n64}Q", open(os.path.join(od, "o64.bin"), "rb").read())
        for i in range(N):
            j32 = j64 = 0
            for name, args, res, fn in L:
                cnt = {}
                av, av2 = [], []
                for a in args:
                    base = a.lower() if a in "HB" else a
                    cnt[base] = cnt.get(base, 0)
                    av.append(src[base][cnt[base]][i])
                    av2.append(src[base][cnt[base]][N - 1 - i])
                    cnt[base] += 1
                if res in R32:
                    got = o32[i * n32 + j32]
                    j32 += 1
                else:
                    got = o64[i * n64 + j64]
                    j64 += 1
                if res in "fd":
                    fmt = F32 if res == "f" else F64
                    ok = same(name, got, fn(*av), fmt, lambda w: f2bits(w, fmt))
                elif res in "hbHB":
                    fmt = F16 if res in "hH" else BF16
                    ok = same(name, got & 0xffff, fn(*av), fmt, lambda w: h2bits(w, fmt))
                    if res in "HB":
                        ok = ok and same(name, got >> 16, fn(*av2), fmt, lambda w: h2bits(w, fmt))
                else:
                    want = fn(*av)
                    ok = got == want & ((1 << (32 if res == "i" else 64)) - 1)
                if not ok:
                    bad += 1
                    if bad <= 30:
                        print(f"{od}: {name}({', '.join(repr(v) for v in av)}) = "
                              f"{hex(got)} want {fn(*av)!r}" + (f" / {fn(*av2)!r}" if res in "HB" else ""))
    print("nvvm values ok" if not bad else f"nvvm values: {bad} wrong")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        sys.exit(1 if check(sys.argv[2], sys.argv[3:]) else 0)
