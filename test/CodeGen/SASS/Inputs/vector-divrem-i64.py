"""Inputs and expected results for vector-divrem-i64.test, in DIR: a.bin and
b.bin (32 threads x 2 lanes of i64), ref/o.bin (sdiv, srem, udiv, urem, udiv
by <8, 1000000007> per thread), vdiv.json (the launch)."""
import json
import os
import random
import struct
import sys

d = sys.argv[1]
M = 1 << 64
rng = random.Random(16)


def pick():
    # Both halves of the 64-bit path: small (32-bit) and wide operands, signs.
    v = rng.choice([rng.randrange(1, 1 << 31), rng.randrange(1, 1 << 63), rng.randrange(1, 1 << 40)])
    return -v if rng.random() < 0.5 else v


def tdiv(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


a, b, o = [], [], []
for t in range(32):
    xs = [pick(), pick()]
    ys = [pick(), pick()]
    if t == 0:
        ys = [1, -1]
    a += xs
    b += ys
    o += [tdiv(x, y) for x, y in zip(xs, ys)]
    o += [x - tdiv(x, y) * y for x, y in zip(xs, ys)]
    o += [(x % M) // (y % M) for x, y in zip(xs, ys)]
    o += [(x % M) % (y % M) for x, y in zip(xs, ys)]
    o += [(xs[0] % M) // 8, (xs[1] % M) // 1000000007]


def put(path, vals):
    with open(path, "wb") as f:
        f.write(b"".join(struct.pack("<Q", v % M) for v in vals))


os.makedirs(os.path.join(d, "ref"), exist_ok=True)
put(os.path.join(d, "a.bin"), a)
put(os.path.join(d, "b.bin"), b)
put(os.path.join(d, "ref", "o.bin"), o)
with open(os.path.join(d, "vdiv.json"), "w") as f:
    json.dump({"kernel": "vdiv", "grid": [1], "block": [32],
               "buffers": {"a": {"dtype": "u64", "count": 64, "init": {"file": "a.bin"}},
                           "b": {"dtype": "u64", "count": 64, "init": {"file": "b.bin"}},
                           "o": {"dtype": "u64", "count": 320, "init": "poison", "output": True}},
               "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}]}, f)
