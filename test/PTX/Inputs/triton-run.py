#!/usr/bin/env python3
"""Runs Triton's PTX through oa's PTX importer and oa-emu against host values.

  triton-run.py --bin DIR --work DIR PTX...

Each PTX (Inputs/triton/K.smNN.ptx, written by Triton 3.6 for sm_80/sm_90 by
triton-gen.py, with K.smNN.meta.json: dynamic shared bytes and warps) is
compiled by oa-llc for its SM and launched in oa-emu on inputs written here;
the outputs must match values computed on the host in Python (float32
rounding emulated with struct; oa-emu --compare with each buffer's rtol).  Triton kernels take two extra pointer
parameters (global and profile scratch), given a one-word buffer.  Prints
"K smNN ok" or what failed, and "N kernels, M matched".
"""
import argparse
import json
import math
import os
import random
import struct
import subprocess
import sys


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def write(path, fmt, vals):
    with open(path, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(vals), fmt), *vals))


OUT = [""]  # the output buffer's file name, set per case


def add_case(d):
    OUT[0] = "out.bin"
    n = 1000
    rnd = random.Random(1)
    x = [f32(rnd.uniform(-4, 4)) for _ in range(n)]
    y = [f32(rnd.uniform(-4, 4)) for _ in range(n)]
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "y.bin"), "f", y)
    write(os.path.join(d, "ref", OUT[0]), "f", [f32(a + b) for a, b in zip(x, y)])
    bufs = {"x": {"dtype": "f32", "count": n, "init": {"file": "x.bin"}},
            "y": {"dtype": "f32", "count": n, "init": {"file": "y.bin"}},
            "out": {"dtype": "f32", "count": n, "init": {"fill": 0}, "output": True, "rtol": 0}}
    args = [{"buffer": "x"}, {"buffer": "y"}, {"buffer": "out"}, {"i32": n}]
    return [math.ceil(n / 256)], bufs, args


def softmax_case(d):
    OUT[0] = "out.bin"
    rows, cols, stride = 5, 100, 128
    rnd = random.Random(2)
    x = [f32(rnd.normalvariate(0, 3)) for _ in range(rows * stride)]
    exp = [0.0] * (rows * stride)
    for r in range(rows):
        row = x[r * stride:r * stride + cols]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        s = sum(e)
        for c in range(cols):
            exp[r * stride + c] = f32(e[c] / s)
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "ref", OUT[0]), "f", exp)
    bufs = {"x": {"dtype": "f32", "count": rows * stride, "init": {"file": "x.bin"}},
            "out": {"dtype": "f32", "count": rows * stride, "init": {"fill": 0}, "output": True,
                    "rtol": 2e-5}}
    args = [{"buffer": "out"}, {"buffer": "x"}, {"i32": stride}, {"i32": cols}]
    return [rows], bufs, args


def matmul_case(d):
    OUT[0] = "c.bin"
    m = n = k = 64
    rnd = random.Random(3)
    h = lambda v: struct.unpack("e", struct.pack("e", v))[0]
    a = [h(rnd.uniform(-1, 1)) for _ in range(m * k)]
    b = [h(rnd.uniform(-1, 1)) for _ in range(k * n)]
    c = [f32(sum(a[i * k + t] * b[t * n + j] for t in range(k))) for i in range(m) for j in range(n)]
    write(os.path.join(d, "a.bin"), "e", a)
    write(os.path.join(d, "b.bin"), "e", b)
    write(os.path.join(d, "ref", OUT[0]), "f", c)
    bufs = {"a": {"dtype": "f16", "count": m * k, "init": {"file": "a.bin"}},
            "b": {"dtype": "f16", "count": k * n, "init": {"file": "b.bin"}},
            "c": {"dtype": "f32", "count": m * n, "init": {"fill": 0}, "output": True, "rtol": 1e-4}}
    args = [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": m}, {"i32": n}, {"i32": k}]
    return [1, 1], bufs, args


def h16(v):
    return struct.unpack("e", struct.pack("e", v))[0]


def bf16(v):
    # round to nearest even on the top 16 bits of the float32
    b = struct.unpack("I", struct.pack("f", v))[0]
    b = (b + 0x7fff + ((b >> 16) & 1)) & 0xffff0000
    return b >> 16


def layernorm_case(d):
    OUT[0] = "y.bin"
    rows, n = 4, 200
    rnd = random.Random(4)
    x = [h16(rnd.uniform(-3, 3)) for _ in range(rows * n)]
    w = [f32(rnd.uniform(0.5, 1.5)) for _ in range(n)]
    b = [f32(rnd.uniform(-0.5, 0.5)) for _ in range(n)]
    y = []
    for r in range(rows):
        row = x[r * n:(r + 1) * n]
        mean = sum(row) / n
        var = sum((v - mean) ** 2 for v in row) / n
        rstd = 1 / math.sqrt(var + 1e-5)
        y += [h16((row[c] - mean) * rstd * w[c] + b[c]) for c in range(n)]
    write(os.path.join(d, "x.bin"), "e", x)
    write(os.path.join(d, "w.bin"), "f", w)
    write(os.path.join(d, "b.bin"), "f", b)
    write(os.path.join(d, "ref", OUT[0]), "e", y)
    bufs = {"x": {"dtype": "f16", "count": rows * n, "init": {"file": "x.bin"}},
            "y": {"dtype": "f16", "count": rows * n, "init": {"fill": 0}, "output": True, "rtol": 2e-3},
            "w": {"dtype": "f32", "count": n, "init": {"file": "w.bin"}},
            "b": {"dtype": "f32", "count": n, "init": {"file": "b.bin"}}}
    args = [{"buffer": "x"}, {"buffer": "y"}, {"buffer": "w"}, {"buffer": "b"}, {"i32": n}, {"f32": 1e-5}]
    return [rows], bufs, args


def gelu_case(d):
    OUT[0] = "y.bin"
    n = 3000
    rnd = random.Random(5)
    x = [f32(rnd.uniform(-6, 6)) for _ in range(n)]
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "ref", OUT[0]), "f", [f32(0.5 * v * (1 + math.erf(v * 0.7071067811865476))) for v in x])
    bufs = {"x": {"dtype": "f32", "count": n, "init": {"file": "x.bin"}},
            "y": {"dtype": "f32", "count": n, "init": {"fill": 0}, "output": True, "rtol": 1e-6}}
    return [math.ceil(n / 512)], bufs, [{"buffer": "x"}, {"buffer": "y"}, {"i32": n}]


def hist_case(d):
    OUT[0] = "h.bin"
    n = 5000
    rnd = random.Random(6)
    x = [rnd.randrange(-100000, 100000) for _ in range(n)]
    h = [0] * 64
    for v in x:
        h[v & 63] += 1
    write(os.path.join(d, "x.bin"), "i", x)
    write(os.path.join(d, "ref", OUT[0]), "i", h)
    bufs = {"x": {"dtype": "i32", "count": n, "init": {"file": "x.bin"}},
            "h": {"dtype": "i32", "count": 64, "init": {"fill": 0}, "output": True}}
    return [math.ceil(n / 256)], bufs, [{"buffer": "x"}, {"buffer": "h"}, {"i32": n}]


def cumsum_case(d):
    OUT[0] = "y.bin"
    rows = 3
    rnd = random.Random(7)
    x = [float(rnd.randrange(-8, 9)) for _ in range(rows * 256)]  # exact in any order
    y = []
    for r in range(rows):
        s = 0.0
        for c in range(256):
            s += x[r * 256 + c]
            y.append(s)
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "ref", OUT[0]), "f", y)
    bufs = {"x": {"dtype": "f32", "count": rows * 256, "init": {"file": "x.bin"}},
            "y": {"dtype": "f32", "count": rows * 256, "init": {"fill": 0}, "output": True, "rtol": 0}}
    return [rows], bufs, [{"buffer": "x"}, {"buffer": "y"}]


def argmax_case(d):
    OUT[0] = "y.bin"
    rows = 5
    rnd = random.Random(8)
    x = [f32(rnd.uniform(-10, 10)) for _ in range(rows * 256)]
    y = [max(range(256), key=lambda c: (x[r * 256 + c], -c)) for r in range(rows)]
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "ref", OUT[0]), "i", y)
    bufs = {"x": {"dtype": "f32", "count": rows * 256, "init": {"file": "x.bin"}},
            "y": {"dtype": "i32", "count": rows, "init": {"fill": 0}, "output": True}}
    return [rows], bufs, [{"buffer": "x"}, {"buffer": "y"}]


def mix_case(d):
    OUT[0] = "y.bin"
    n = 1000
    rnd = random.Random(9)
    x = [f32(rnd.uniform(-4, 4)) for _ in range(n)]
    y = [bf16(math.exp(v) + math.log(abs(v) + 1) + 1 / (1 + math.exp(-v)) + 1 / math.sqrt(abs(v) + 1)
              + v / (v * v + 1)) for v in x]
    write(os.path.join(d, "x.bin"), "f", x)
    write(os.path.join(d, "ref", OUT[0]), "H", y)
    bufs = {"x": {"dtype": "f32", "count": n, "init": {"file": "x.bin"}},
            "y": {"dtype": "bf16", "count": n, "init": {"fill": 0}, "output": True, "rtol": 5e-3}}
    return [math.ceil(n / 256)], bufs, [{"buffer": "x"}, {"buffer": "y"}, {"i32": n}]


CASES = {"add_kernel": add_case, "softmax_kernel": softmax_case, "matmul_kernel": matmul_case,
         "layernorm": layernorm_case, "gelu_erf": gelu_case, "atomic_hist": hist_case,
         "cumsum_k": cumsum_case, "argmax_k": argmax_case, "mix_k": mix_case}


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode, r.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("ptx", nargs="+")
    a = ap.parse_args()
    ok = 0
    for p in a.ptx:
        base = os.path.basename(p)[:-4]
        name, sm = base.rsplit(".", 1)
        meta = json.load(open(p[:-4] + ".meta.json"))
        d = os.path.join(a.work, base)
        os.makedirs(os.path.join(d, "ref"), exist_ok=True)
        grid, bufs, args = CASES[name](d)
        bufs["scratch"] = {"dtype": "u64", "count": 1, "init": {"fill": 0}}
        args += [{"buffer": "scratch"}, {"buffer": "scratch"}]
        desc = {"kernel": meta["name"], "grid": grid, "block": [32 * meta["num_warps"]],
                "shared": meta["shared"], "buffers": bufs, "args": args}
        json.dump(desc, open(os.path.join(d, "launch.json"), "w"), indent=1)
        cubin = os.path.join(d, "k.cubin")
        rc, out = run([os.path.join(a.bin, "oa-llc"), "-mcpu=sm_" + sm[2:], "-O3", "-filetype=obj",
                       p, "-o", cubin])
        if rc:
            print("%-16s %s compile failed: %s" % (name, sm, out.strip().splitlines()[0][:300]))
            continue
        rc, out = run([os.path.join(a.bin, "oa-emu"), "--cubin", cubin, "--compare",
                       os.path.join(d, "ref"), os.path.join(d, "launch.json")])
        if rc:
            print("%-16s %s run failed or mismatch: %s" % (name, sm, out.strip()[-400:]))
            continue
        ok += 1
        print("%-16s %s ok" % (name, sm))
    print("%d kernels, %d matched" % (len(a.ptx), ok))
    return 0 if ok == len(a.ptx) else 1


if __name__ == "__main__":
    sys.exit(main())
