"""Inputs and exact expected results for half-arith-emu.test, in DIR.

Per format (f16: 5 exponent and 10 fraction bits; bf16: 8 and 7), N words
of two halves each for a, b, c, and the references add = a + b,
sub = a - b, mul = a * b, fma = a * b + c (one rounding) and s = the scalar
fma of the low halves, computed with fractions and rounded once to nearest
even; NaN results are the hardware's canonical 0x7fff.  Operands: zeros,
infinities, subnormals, the largest values, products that land on a tie
with a far smaller addend (where rounding twice goes wrong), and random
bit patterns (no NaN operands).  Compared bit for bit (u16)."""
import json
import os
import random
import struct
import sys
from fractions import Fraction

d = sys.argv[1]
N = 1024  # words: 8 blocks of 128 threads


def decode(h, eb, mb):
    s = -1 if h >> (eb + mb) & 1 else 1
    e = (h >> mb) & ((1 << eb) - 1)
    m = h & ((1 << mb) - 1)
    bias = (1 << (eb - 1)) - 1
    if e == (1 << eb) - 1:
        return ("inf", s) if m == 0 else ("nan", s)
    if e == 0:
        return ("num", s * Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias), s)
    return ("num", s * (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias), s)


def encode(v, sign, eb, mb):
    """The value v (a Fraction; 0 with the sign `sign`) rounded to nearest even."""
    bias = (1 << (eb - 1)) - 1
    sb = 1 << (eb + mb)
    if v == 0:
        return sb if sign < 0 else 0
    s = sb if v < 0 else 0
    a = abs(v)
    e = 1 - bias  # exponent of the subnormal grid at least
    while a >= Fraction(2) ** (e + 1):
        e += 1
    ulp = Fraction(2) ** (e - mb)
    q, r = divmod(a, ulp)
    q = int(q)
    if r * 2 > ulp or (r * 2 == ulp and q % 2):
        q += 1
    if q >= 2 << mb:  # rounded up into the next binade
        q //= 2
        e += 1
    if e > bias:
        return s | (((1 << eb) - 1) << mb)
    if q < 1 << mb:  # subnormal (or rounded to zero)
        return s | q
    return s | ((e + bias) << mb) | (q - (1 << mb))


def fma(x, y, z, eb, mb):
    """x * y + z rounded once; z None: x * y; the operands are half bits."""
    X, Y = decode(x, eb, mb), decode(y, eb, mb)
    Z = decode(z, eb, mb) if z is not None else ("num", Fraction(0), -1)
    if "nan" in (X[0], Y[0], Z[0]):
        return 0x7FFF
    ps = X[-1] * Y[-1]
    if X[0] == "inf" or Y[0] == "inf":
        if (X[0] == "num" and X[1] == 0) or (Y[0] == "num" and Y[1] == 0):
            return 0x7FFF
        if Z[0] == "inf" and Z[1] != ps:
            return 0x7FFF
        return ((1 << (eb + mb)) if ps < 0 else 0) | (((1 << eb) - 1) << mb)
    if Z[0] == "inf":
        return ((1 << (eb + mb)) if Z[1] < 0 else 0) | (((1 << eb) - 1) << mb)
    p = X[1] * Y[1]
    v = p + Z[1]
    if v == 0:
        # Exact zero: -0 only when both terms are zeros of negative sign.
        pneg = p == 0 and ps < 0
        zneg = Z[1] == 0 and Z[2] < 0
        sign = -1 if (p == 0 and Z[1] == 0 and pneg and zneg) else 1
        return encode(Fraction(0), sign, eb, mb)
    return encode(v, 1 if v > 0 else -1, eb, mb)


def add(x, y, eb, mb, neg=False):
    one = (((1 << (eb - 1)) - 1) << mb)  # 1.0
    return fma(x, one, y ^ (1 << (eb + mb)) if neg else y, eb, mb)


def operands(eb, mb, rnd):
    top = 1 << (eb + mb)
    inf = ((1 << eb) - 1) << mb
    special = [0, top, inf, top | inf, 1, top | 1, (1 << mb) - 1, 1 << mb, inf - 1, top | (inf - 1),
               (((1 << (eb - 1)) - 1) << mb)]
    vals = []
    def rand():
        while True:
            h = rnd.getrandbits(eb + mb + 1)
            if (h & inf) != inf or (h & ((1 << mb) - 1)) == 0:
                return h
    for i in range(2 * N):
        if i < len(special) ** 2:
            vals.append((special[i % len(special)], special[i // len(special)], rand()))
        else:
            vals.append((rand(), rand(), rand()))
    # Products on a tie (odd significands of mb+2 bits) plus a tiny addend.
    bias = (1 << (eb - 1)) - 1
    for k in range(64):
        # x * y: an odd integer of mb + 2 bits, halfway between two halves.
        x = 3 + 2 * rnd.randrange(1 << (mb - 1))
        tgt = (1 << (mb + 1)) + 1 + 2 * rnd.randrange(1 << mb)
        if tgt % x:
            continue
        y = tgt // x
        if y >= 1 << (mb + 1):
            continue
        enc = lambda n: encode(Fraction(n), 1, eb, mb)
        if decode(enc(x), eb, mb)[1] != x or decode(enc(y), eb, mb)[1] != y:
            continue
        tiny = 1 | (rnd.getrandbits(1) << (eb + mb))  # +-smallest subnormal
        vals[len(special) ** 2 + k] = (enc(x), enc(y), tiny)
    return vals


rnd = random.Random(7)
os.makedirs(os.path.join(d, "ref"), exist_ok=True)
w = lambda name, xs: open(os.path.join(d, name), "wb").write(b"".join(struct.pack("<H", x) for x in xs))
for name, eb, mb in (("h", 5, 10), ("bf", 8, 7)):
    v = operands(eb, mb, rnd)
    a, b, c = ([t[i] for t in v] for i in range(3))
    w(name + "a.bin", a)
    w(name + "b.bin", b)
    w(name + "c.bin", c)
    w("ref/" + name + "add.bin", [add(x, y, eb, mb) for x, y in zip(a, b)])
    w("ref/" + name + "sub.bin", [add(x, y, eb, mb, True) for x, y in zip(a, b)])
    w("ref/" + name + "mul.bin", [fma(x, y, None, eb, mb) for x, y in zip(a, b)])
    w("ref/" + name + "fma.bin", [fma(x, y, z, eb, mb) for x, y, z in zip(a, b, c)])
    w("ref/" + name + "s.bin", [fma(x, y, z, eb, mb) for x, y, z in zip(a[0::2], b[0::2], c[0::2])])
    buf = lambda f, n: {"dtype": "u16", "count": n, "init": {"file": f}}
    out = lambda n: {"dtype": "u16", "count": n, "init": "poison", "output": True}
    json.dump({"kernel": name + "ops", "grid": [8], "block": [128],
               "buffers": {name + "a": buf(name + "a.bin", 2 * N), name + "b": buf(name + "b.bin", 2 * N),
                           name + "c": buf(name + "c.bin", 2 * N),
                           name + "add": out(2 * N), name + "sub": out(2 * N), name + "mul": out(2 * N),
                           name + "fma": out(2 * N), name + "s": out(N)},
               "args": [{"buffer": name + n} for n in ("a", "b", "c", "add", "sub", "mul", "fma", "s")]},
              open(os.path.join(d, name + ".json"), "w"))
