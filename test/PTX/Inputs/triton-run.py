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


CASES = {"add_kernel": add_case, "softmax_kernel": softmax_case, "matmul_kernel": matmul_case}


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
