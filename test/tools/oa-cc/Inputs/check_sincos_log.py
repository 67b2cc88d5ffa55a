"""check_sincos_log.py gen DIR | check OUT...: math-sincos-log.test's inputs,
launch descriptions, and the check of every result against Python's libm:
sinf/cosf within 3 ulp, tanf within 4 (arguments within 1.5 of 0), log
and exp within 2 f64 ulp (exp's denormal results within 2 of the smallest
denormal); infinities, zeros and NaNs exactly."""
import json
import math
import os
import struct
import sys


def f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def xs32():
    xs = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 1e-30, -1e-30, 1.401298464e-45,
          math.pi / 2, math.pi, -math.pi, 3 * math.pi / 2, 2 * math.pi, 0.7853981, 99.99, -99.99]
    xs += [-100.0 + 200.0 * k / 3001 for k in range(3002)]
    return [f32(v) for v in xs]


def xs64():
    xs = [0.0, -0.0, -1.0, math.inf, -math.inf, math.nan, 5e-324, 1e-310, 2.2250738585072014e-308,
          1.0, 2.0, math.e, 0.5, 1.4142135623730951, 1.4142135623730954, 1.7976931348623157e308]
    xs += [10.0 ** (-300 + 600.0 * k / 2999) for k in range(3000)]
    xs += [0.5 + k / 1000 for k in range(1500)]
    return xs


def xs_exp():
    xs = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 709.78, 709.782712893384,
          709.7827128933841, 709.79, 710.0, 1e300, -1e300, -708.39, -708.4, -744.44, -745.1332191019411,
          -745.1332191019412, -745.14, -746.0, -1000.0, 1e-300, -1e-300, 0.34657359027997264]
    xs += [-745.0 + 1455.0 * k / 3999 for k in range(4000)]
    xs += [-1.0 + k / 1000 for k in range(2001)]
    return xs


def ulp32(v):
    v = abs(v)
    if v < 1.1754943508222875e-38:
        return 1.401298464324817e-45
    return math.ldexp(1.0, math.frexp(v)[1] - 24)


def ulp64(v):
    v = abs(v)
    if v < 2.2250738585072014e-308:
        return 5e-324
    return math.ldexp(1.0, math.frexp(v)[1] - 53)


def close(g, r, n, ulp):
    if math.isnan(r):
        return math.isnan(g)
    if math.isinf(r) or r == 0:
        return g == r or (r == 0 and abs(g) <= n * ulp(0.0))
    return abs(g - r) <= n * ulp(r)


def desc(kernel, xs, dt, per):
    n = len(xs)
    return {"kernel": kernel, "grid": [(n + 255) // 256], "block": [256],
            "buffers": {"x": {"dtype": dt, "count": n, "init": {"file": kernel + ".x.bin"}},
                        "o": {"dtype": dt, "count": per * n, "init": "poison", "output": True}},
            "args": [{"buffer": "o"}, {"buffer": "x"}, {"i32": n}]}


def main():
    a, b, c = xs32(), xs64(), xs_exp()
    if sys.argv[1] == "gen":
        d = sys.argv[2]
        open(os.path.join(d, "sincosk.x.bin"), "wb").write(struct.pack(f"{len(a)}f", *a))
        open(os.path.join(d, "logk.x.bin"), "wb").write(struct.pack(f"{len(b)}d", *b))
        open(os.path.join(d, "expk.x.bin"), "wb").write(struct.pack(f"{len(c)}d", *c))
        json.dump(desc("expk", c, "f64", 1), open(os.path.join(d, "expk.json"), "w"))
        json.dump(desc("sincosk", a, "f32", 3), open(os.path.join(d, "sincosk.json"), "w"))
        json.dump(desc("logk", b, "f64", 1), open(os.path.join(d, "logk.json"), "w"))
        return 0
    bad = 0

    def report(out, what, g, r):
        nonlocal bad
        bad += 1
        if bad < 10:
            print(f"{out}: {what} = {g!r}, want {r!r}")
    for out in sys.argv[2:]:
        s = struct.unpack(f"{3 * len(a)}f", open(os.path.join(out, "sincosk", "o.bin"), "rb").read())
        for i, v in enumerate(a):
            fin = math.isfinite(v)
            for j, (name, fn, tol) in enumerate((("sinf", math.sin, 3), ("cosf", math.cos, 3),
                                                 ("tanf", math.tan, 4))):
                if name == "tanf" and fin and abs(v) > 1.5:
                    continue
                r = fn(v) if fin else math.nan
                if not close(s[3 * i + j], r, tol, ulp32):
                    report(out, f"{name}({v!r})", s[3 * i + j], r)
        lg = struct.unpack(f"{len(b)}d", open(os.path.join(out, "logk", "o.bin"), "rb").read())
        for i, v in enumerate(b):
            r = (math.nan if math.isnan(v) or v < 0 else -math.inf if v == 0 else
                 math.inf if math.isinf(v) else math.log(v))
            if not close(lg[i], r, 2, ulp64):
                report(out, f"log({v!r})", lg[i], r)
        ex = struct.unpack(f"{len(c)}d", open(os.path.join(out, "expk", "o.bin"), "rb").read())
        for i, v in enumerate(c):
            try:
                r = math.exp(v)
            except OverflowError:
                r = math.inf
            if not close(ex[i], r, 2, ulp64):
                report(out, f"exp({v!r})", ex[i], r)
    print("sincos log ok" if not bad else f"sincos log: {bad} wrong")
    return 0


sys.exit(main())
