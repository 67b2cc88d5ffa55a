"""check_exp_tanh.py gen DIR | check DIR OUT...: math-exp-tanh.test's inputs,
launch descriptions, and the check of every result against Python's libm
(within 3 ulp; infinities, zeros and NaNs exactly; the division correctly
rounded, bit for bit)."""
import json
import math
import os
import struct
import sys

F32_MAX = struct.unpack("f", struct.pack("I", 0x7F7FFFFF))[0]


def f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def inputs():
    xs = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 88.72, 88.7228, 88.73, -87.33,
          -87.34, -100.0, -103.9, -104.0, -150.0, 126.5, 127.9, 128.0, -126.0, -140.0, -149.0,
          38.5, -37.9, -45.0, 0.55, 0.5499999, 9.01, 9.02, 1e-30, -1e-30, 1e30, -1e30, 0.5,
          1.401298464e-45, 1e-38]
    xs += [-60.0 + 120.0 * k / 2011 for k in range(2012)]
    return [f32(v) for v in xs]


def ulp(v):
    v = abs(v)
    if v == 0 or v < 1.1754943508222875e-38:
        return 1.401298464324817e-45
    e = math.frexp(v)[1]
    return math.ldexp(1.0, e - 24)


def close(g, r, n):
    if math.isnan(r):
        return math.isnan(g)
    r32 = f32(r) if abs(r) <= F32_MAX * (1 + 2**-25) else math.copysign(math.inf, r)
    if math.isinf(r32) or r32 == 0:
        return g == r32 or (not math.isinf(r32) and abs(g) <= 2 * 1.401298464324817e-45)
    return abs(g - r) <= n * ulp(r)


def main():
    xs = inputs()
    n = len(xs)
    if sys.argv[1] == "gen":
        d = sys.argv[2]
        with open(os.path.join(d, "x.bin"), "wb") as f:
            f.write(struct.pack(f"{n}f", *xs))
        for k, per in (("expk", 4), ("tanhk", 1)):
            desc = {"kernel": k, "grid": [(n + 255) // 256], "block": [256],
                    "buffers": {"x": {"dtype": "f32", "count": n, "init": {"file": "x.bin"}},
                                "o": {"dtype": "f32", "count": per * n, "init": "poison", "output": True}},
                    "args": [{"buffer": "o"}, {"buffer": "x"}, {"i32": n}]}
            json.dump(desc, open(os.path.join(d, k + ".json"), "w"))
        return 0
    bad = 0
    for out in sys.argv[3:]:
        e = struct.unpack(f"{4 * n}f", open(os.path.join(out, "expk", "o.bin"), "rb").read())
        t = struct.unpack(f"{n}f", open(os.path.join(out, "tanhk", "o.bin"), "rb").read())
        for i, v in enumerate(xs):
            def ref(fn):
                try:
                    return fn(v)
                except OverflowError:
                    return math.inf
            checks = [("expf", e[4 * i], ref(math.exp), 3), ("exp2f", e[4 * i + 1], ref(lambda a: 2.0 ** a), 3),
                      ("exp10f", e[4 * i + 2], ref(lambda a: 10.0 ** a), 3), ("tanhf", t[i], math.tanh(v), 3)]
            for name, g, r, tol in checks:
                if not close(g, r, tol):
                    bad += 1
                    if bad < 10:
                        print(f"{out}: {name}({v!r}) = {g!r}, want {r!r}")
            q = e[4 * i + 3]
            d = f32(v - 0.5)
            want = math.nan if math.isnan(v) or (math.isinf(v) and math.isinf(d)) else (
                f32(v / d) if d != 0 and not math.isinf(v) else
                (math.copysign(math.inf, v) * math.copysign(1, d) if d == 0 else math.copysign(math.inf, v) * math.copysign(1, d)))
            if not (struct.pack("f", q) == struct.pack("f", want) or (math.isnan(q) and math.isnan(want))):
                bad += 1
                if bad < 10:
                    print(f"{out}: {v!r}/{d!r} = {q!r}, want {want!r}")
    print("exp tanh ok" if not bad else f"exp tanh: {bad} wrong")
    return 0


sys.exit(main())
