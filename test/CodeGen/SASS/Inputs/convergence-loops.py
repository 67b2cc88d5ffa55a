"""Inputs, launches and the CPU reference for convergence-loops.ll.
`gen DIR` writes a.bin (f64 inputs: random ones and the zero, denormal,
huge and negative values that send fdiv down its slow path) and the
launch descriptions; `check DIR RESULT KERNEL` compares RESULT/out.bin with
the reference exactly (Python's float arithmetic is IEEE f64, as the
kernels' fadd and fdiv are)."""
import json
import math
import os
import random
import struct
import sys

N = 36  # elements of a: two trips of the 18-wide unrolled loop
THREADS = 32


def inputs():
    rng = random.Random(7)
    a = [rng.uniform(0.5, 100.0) for _ in range(N)]
    a[0], a[3], a[5], a[9], a[20], a[31] = 0.0, 1e-310, -5.0, 1e300, -20.0, 2.0 ** -1060
    return a


def div(x, y):
    if math.isnan(x) or math.isnan(y) or (x == 0 and y == 0) or (math.isinf(x) and math.isinf(y)):
        return math.nan
    if y == 0:
        return math.copysign(1, x) * math.copysign(1, y) * math.inf
    try:
        return x / y
    except OverflowError:
        return math.copysign(math.inf, x) * math.copysign(1, y)


def reference(kernel, a):
    out = []
    for t in range(THREADS):
        if kernel == "seq":  # threads t < 24 sum 1 / (a[i] + t) over all of a
            s = 0.0
            if t < 24:
                for x in a:
                    s += div(1.0, x + t)
            out.append(s)
        elif kernel == "nest":  # threads t < 24 add 1 / (a[k] + t) where a[k] > t, k < 16
            s = 0.0
            if t < 24:
                for x in a[:16]:
                    if x > t:
                        s += div(1.0, x + t)
            out.append(s)
        else:  # esc: thread t < 16 leaves at i == t and divides twice more
            s, n = 0.0, 16
            for i in range(n):
                y = a[i] + t
                s += div(1.0, y)
                if i == t:
                    s = div(div(s, y), y)
                    break
            out.append(s)
    return out


def main():
    mode, d = sys.argv[1], sys.argv[2]
    if mode == "gen":
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "a.bin"), "wb") as f:
            f.write(struct.pack("<%dd" % N, *inputs()))
        for kernel, n, extra in (("seq", N, [{"i32": 24}]), ("esc", 16, []), ("nest", 24, [])):
            desc = {"kernel": kernel, "grid": [1], "block": [THREADS],
                    "buffers": {"a": {"dtype": "f64", "count": N, "init": {"file": "a.bin"}},
                                "out": {"dtype": "f64", "count": THREADS, "init": "poison",
                                        "output": True}},
                    "args": [{"buffer": "a"}, {"buffer": "out"}, {"i32": n}] + extra}
            with open(os.path.join(d, kernel + ".json"), "w") as f:
                json.dump(desc, f)
        return
    got = struct.unpack("<%dd" % THREADS, open(os.path.join(sys.argv[3], "out.bin"), "rb").read())
    want = reference(sys.argv[4], inputs())
    bad = [t for t in range(THREADS)
           if not (got[t] == want[t] or (math.isnan(got[t]) and math.isnan(want[t])))]
    for t in bad[:4]:
        print("thread %d: %r, expected %r" % (t, got[t], want[t]))
    print("%s: %d of %d threads match" % (sys.argv[4], THREADS - len(bad), THREADS))


main()
