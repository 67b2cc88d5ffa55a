#!/usr/bin/env python3
"""tanhf, expf, exp2f and exp10f of oa's math header on the GPU, against
numpy's float64 values, next to nvcc's (CUDA's libdevice): the largest error
in ulps.  oa-emu computes MUFU.EX2/RCP exactly, so only the GPU shows what
the hardware's estimates add (math-exp-tanh.test checks the algorithm).

  bench/math_accuracy_gpu.py prepare DIR [--build build]   # here: cubins, oa-run
  python3 DIR/math_accuracy_gpu.py run DIR --out OUT          # on the GPU host

The kernels are test/tools/oa-cc/Inputs/exp_tanh.cu.  Arguments: a dense
sweep of [-12, 12], a denser one of [0.5, 0.7] (where tanhf changes form),
random points of [-9.5, 9.5] and the special values."""
import argparse
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "test", "tools", "oa-cc", "Inputs", "exp_tanh.cu")


def prepare(a):
    os.makedirs(a.dir, exist_ok=True)
    cc = os.path.join(os.path.abspath(a.build), "bin", "oa-cc")
    subprocess.run([cc, "--no-cuda-sdk", "-arch=sm_90", "-O3", "-o", os.path.join(a.dir, "oa.cubin"), SRC], check=True)
    subprocess.run([a.nvcc, "-cubin", "-arch=sm_90", "-O3", "-o", os.path.join(a.dir, "nvcc.cubin"), SRC], check=True)
    shutil.copy(os.path.join(os.path.abspath(a.build), "bin", "oa-run"), a.dir)
    shutil.copy(os.path.abspath(__file__), a.dir)


def run(a):
    import numpy as np
    os.makedirs(a.out, exist_ok=True)
    rng = np.random.default_rng(1)
    xs = np.concatenate([np.linspace(-12, 12, 1 << 21, dtype=np.float32),
                         np.linspace(0.5, 0.7, 1 << 19, dtype=np.float32),
                         rng.uniform(-9.5, 9.5, 1 << 20).astype(np.float32),
                         np.float32([0, -0.0, np.inf, -np.inf, np.nan, 1e-30, 9.01, 9.02, 20, 88.7, -87.3, 1e-40])])
    xs = xs.astype(np.float32)
    n = len(xs)
    xbin = os.path.abspath(os.path.join(a.out, "x.bin"))
    xs.tofile(xbin)
    x64 = xs.astype(np.float64)

    def ulps(got, want):
        with np.errstate(all="ignore"):
            w32 = want.astype(np.float32)  # inf past the float range
            d = np.abs(got.astype(np.float64) - want) / np.spacing(np.abs(w32)).astype(np.float64)
        big = np.isinf(w32) & ~np.isinf(want)
        d[big] = np.where(got[big] == w32[big], 0, np.inf)
        d[(np.isnan(got) & np.isnan(want)) | (np.isinf(want) & (got == want))] = 0
        d[np.isnan(want) != np.isnan(got)] = np.inf
        return d

    rows = []
    for k, per in (("tanhk", 1), ("expk", 4)):
        desc = {"kernel": k, "grid": [(n + 255) // 256], "block": [256],
                "buffers": {"x": {"dtype": "f32", "count": n, "init": {"file": xbin}},
                            "o": {"dtype": "f32", "count": per * n, "init": "poison", "output": True}},
                "args": [{"buffer": "o"}, {"buffer": "x"}, {"i32": n}]}
        dp = os.path.join(a.out, k + ".json")
        json.dump(desc, open(dp, "w"))
        for tag in ("oa", "nvcc"):
            od = os.path.join(a.out, f"{k}.{tag}")
            r = subprocess.run([os.path.join(a.dir, "oa-run"), dp, "--cubin", os.path.join(a.dir, tag + ".cubin"),
                                "--out", od], capture_output=True, text=True)
            if r.returncode:
                print(f"{k} {tag}: oa-run failed: {(r.stdout + r.stderr)[-300:]}")
                continue
            o = np.fromfile(os.path.join(od, "o.bin"), dtype=np.float32)
            with np.errstate(all="ignore"):
                fns = [("tanhf", o, np.tanh(x64))] if k == "tanhk" else [
                    ("expf", o[0::4], np.exp(x64)), ("exp2f", o[1::4], np.exp2(x64)), ("exp10f", o[2::4], 10.0 ** x64)]
            for name, got, want in fns:
                # Normal results only for the exponentials (denormal outputs
                # are flushed or rounded by design; 2 ulp is not their bound).
                m = np.isnan(want) | np.isinf(want) | (np.abs(want) >= 1.1754943508222875e-38) | (want == 0)
                d = ulps(got, want)
                d[~m] = 0
                w = int(np.argmax(d))
                rows.append((name, tag, float(d.max()), float(xs[w]), int((d > 2).sum()), int((d > 1).sum())))
    print(f"{'function':8} {'compiler':8} {'max ulp':>8} {'at x':>14} {'>2 ulp':>8} {'>1 ulp':>8}   ({n} arguments)")
    for name, tag, mx, at, g2, g1 in sorted(rows):
        print(f"{name:8} {tag:8} {mx:8.2f} {at:14.7g} {g2:8d} {g1:8d}")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("dir")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--nvcc", default=os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc"))
    r = sub.add_parser("run")
    r.add_argument("dir")
    r.add_argument("--out", required=True)
    a = ap.parse_args()
    return prepare(a) if a.cmd == "prepare" else run(a)


if __name__ == "__main__":
    sys.exit(main())
