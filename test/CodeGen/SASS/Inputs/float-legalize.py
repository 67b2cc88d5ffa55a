"""Inputs and expected results for float-legalize.test, in DIR: a.bin (f32),
b.bin (f64), ref/o32.bin, ref/o64.bin (round half away from zero, exactly,
with fractions), ref/mn.bin, ref/mx.bin (minnum/maxnum of b[t] and b[t+1]: a
NaN gives the other operand, -0 below +0); all compared exactly (rtol 0)."""
import json
import math
import os
import struct
import sys
from fractions import Fraction

d = sys.argv[1]
f32 = lambda v: struct.unpack("<f", struct.pack("<f", v))[0]
below_half32 = struct.unpack("<f", struct.pack("<I", 0x3effffff))[0]
below_half64 = struct.unpack("<d", struct.pack("<Q", 0x3fdfffffffffffff))[0]
vals = [0.5, 1.5, 2.5, -0.5, -2.5, 0.0, -0.0, 0.3, -0.3, 0.7, -0.7, 123.5, -123.5,
        1.4999999, 8388609.0, 8388607.5, -8388607.5, 1e30, -1e30, 1e-40, -1e-40,
        math.inf, -math.inf, math.nan, below_half32, -below_half32, below_half64,
        4503599627370497.0, 4503599627370495.5, 2251799813685248.5, -7.5, 1e15 + 0.5]


def rnd(v):
    if math.isnan(v) or math.isinf(v):
        return v
    f = Fraction(v)
    r = math.floor(abs(f) + Fraction(1, 2))
    return math.copysign(float(r), v)


a = [f32(v) for v in vals]
b = vals
os.makedirs(os.path.join(d, "ref"), exist_ok=True)
w = lambda name, fmt, xs: open(os.path.join(d, name), "wb").write(b"".join(struct.pack(fmt, x) for x in xs))
w("a.bin", "<f", a)
w("b.bin", "<d", b)
w("ref/o32.bin", "<f", [rnd(x) for x in a])
w("ref/o64.bin", "<d", [rnd(x) for x in b])


def minmax(x, y, lo):
    if math.isnan(x):
        return y
    if math.isnan(y):
        return x
    if x == y:  # zeros of either sign: -0 is the smaller
        return x if (math.copysign(1, x) < 0) == lo else y
    return min(x, y) if lo else max(x, y)


nxt = b[1:] + b[:1]
w("ref/mn.bin", "<d", [minmax(x, y, True) for x, y in zip(b, nxt)])
w("ref/mx.bin", "<d", [minmax(x, y, False) for x, y in zip(b, nxt)])
json.dump({"kernel": "rnd", "grid": [1], "block": [32],
           "buffers": {"a": {"dtype": "f32", "count": 32, "init": {"file": "a.bin"}},
                       "b": {"dtype": "f64", "count": 32, "init": {"file": "b.bin"}},
                       "o32": {"dtype": "f32", "count": 32, "init": "poison", "output": True, "rtol": 0},
                       "o64": {"dtype": "f64", "count": 32, "init": "poison", "output": True, "rtol": 0},
                       "mn": {"dtype": "f64", "count": 32, "init": "poison", "output": True, "rtol": 0},
                       "mx": {"dtype": "f64", "count": 32, "init": "poison", "output": True, "rtol": 0}},
           "args": [{"buffer": n} for n in ("a", "b", "o32", "o64", "mn", "mx")]},
          open(os.path.join(d, "rnd.json"), "w"))
