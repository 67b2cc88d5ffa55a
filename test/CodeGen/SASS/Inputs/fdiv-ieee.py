"""Inputs and expected results for fdiv-ieee.test, in DIR: every pair of
special operands (zeros, denormals, the normal range's ends, infinities,
NaN) and random ones, as f32 (a.bin / b.bin) and f64 (c.bin / d.bin); the
IEEE quotients in ref/q32.bin and ref/q64.bin, compared exactly.  Python's
float division is IEEE f64; f32 quotients are the f64 quotient rounded to
f32, which is exact for division (53 >= 2 * 24 + 2)."""
import ctypes
import json
import math
import os
import random
import struct
import sys

d = sys.argv[1]
N = 1024
inf, nan = math.inf, math.nan


def f32(x):
    return ctypes.c_float(x).value  # C's conversion: round to nearest, inf past the range


# Not in the f64 set: divisors whose significand is all ones (the largest
# double, say): the final FMA correction can then be 1 ulp off (open, see
# docs/Robustness.md).
sp32 = [0.0, -0.0, 1e-45, -1e-45, 3e-39, 1.1754942e-38, 1.17549435e-38, 1.0, -1.0, 3.0,
        0.1, 1e30, -1e30, 2.0**126, 3.0 * 2.0**126, 3.4028235e38, inf, -inf, nan,
        5e-40, 2.0**-126 * 1.5, 7.0, 2.0**100, 2.0**-100]
sp32 = [f32(x) for x in sp32]
sp64 = [0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.2250738585072014e-308, 2.2250738585072009e-308,
        1.0, -1.0, 3.0, 0.1, 1e300, -1e300, 2.0**1022, 3.0 * 2.0**1022, 1.5 * 2.0**1023,
        inf, -inf, nan, 1e30, 2.0**-1022 * 1.5, 7.0, 2.0**600, 2.0**-600]
pairs32 = [(x, y) for x in sp32 for y in sp32]
pairs64 = [(x, y) for x in sp64 for y in sp64]
rng = random.Random(16)
while len(pairs32) < N:
    pairs32.append(tuple(struct.unpack("<2f", struct.pack("<2I", rng.getrandbits(32), rng.getrandbits(32)))))
while len(pairs64) < N:
    pairs64.append(tuple(struct.unpack("<2d", struct.pack("<2Q", rng.getrandbits(64), rng.getrandbits(64)))))


def div(x, y):
    if math.isnan(x) or math.isnan(y) or (x == 0 and y == 0) or (math.isinf(x) and math.isinf(y)):
        return nan
    if y == 0:
        return math.copysign(1, x) * math.copysign(1, y) * inf
    return x / y


os.makedirs(os.path.join(d, "ref"), exist_ok=True)


def put(name, fmt, xs):
    with open(os.path.join(d, name + ".bin"), "wb") as f:
        f.write(b"".join(struct.pack(fmt, x) for x in xs))


put("a", "<f", [p[0] for p in pairs32])
put("b", "<f", [p[1] for p in pairs32])
put("c", "<d", [p[0] for p in pairs64])
put("d", "<d", [p[1] for p in pairs64])
put("ref/q32", "<f", [f32(div(x, y)) for x, y in pairs32])
put("ref/q64", "<d", [div(x, y) for x, y in pairs64])
bufs = {n: {"dtype": t, "count": N, "init": {"file": n + ".bin"}}
        for n, t in (("a", "f32"), ("b", "f32"), ("c", "f64"), ("d", "f64"))}
bufs["q32"] = {"dtype": "f32", "count": N, "init": "poison", "output": True, "rtol": 0}
bufs["q64"] = {"dtype": "f64", "count": N, "init": "poison", "output": True, "rtol": 0}
with open(os.path.join(d, "fdiv.json"), "w") as f:
    json.dump({"kernel": "fdiv", "grid": [1], "block": [N], "buffers": bufs,
               "args": [{"buffer": n} for n in ("a", "b", "c", "d", "q32", "q64")]}, f)
