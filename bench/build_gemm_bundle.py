#!/usr/bin/env python3
"""Builds the GEMM benchmark bundle (run here, where LLVM and oa are built):

    python3 bench/build_gemm_bundle.py --build BUILD --out BUNDLE [--quick] [--sm 90]

BUNDLE gets, per case of bench/gemm_cases.py, cubins/<case>.cubin, its SASS
listing in sass/ and an entry in manifest.json (kernel, grid, block,
argument buffers, policy), plus gemm_run.py, gemm_cases.py, gemm_peers.py
and cudrv.py.  Copy BUNDLE to the GPU host (CUDA driver, PyTorch, Triton;
no LLVM) and run `python3 BUNDLE/gemm_run.py --out DIR` there.
"""
import argparse
import json
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
import gemm_cases  # noqa: E402
from oa.commands import gemm as gm  # noqa: E402
from oa.commands import rowwise as rw  # noqa: E402

LIMIT_MB = 30


# Diagnostic kernels (oa only, checked): small products, policy variants,
# -O0, and the stall variants of utils/stall-bisect.py (a family's stalls
# raised to 15), to tell a lowering bug from a scheduling one on the GPU.
DIAG_BASES = [("linear", 128, 128, 32, "f16", None), ("linear", 256, 256, 256, "f16", None),
              ("linear", 256, 256, 256, "f16", {"stages": 2}),
              ("linear", 256, 256, 256, "f16", {"bm": 64, "bn": 64, "warps_m": 1, "warps_n": 2,
                                                "stages": 2}),
              ("matmul", 256, 256, 256, "f16", None)]
STALL_FAMILIES = ["hmma=HMMA", "ldsm=LDSM", "ldgsts=LDGSTS|LDGDEPBAR|DEPBAR", "lds=LDS", "sts=STS",
                  "stg=STG", "bar=BAR|WARPSYNC", "all=[A-Z0-9]+"]


def build_diag(a, work):
    import subprocess
    out = {}
    llc, mc = (os.path.join(a.build, "bin", t) for t in ("oa-llc", "oa-mc"))
    bisect = os.path.join(os.path.dirname(HERE), "utils", "stall-bisect.py")
    for op, m, n, k, dt, pol in DIAG_BASES:
        base = f"diag-{gemm_cases.name(op, m, n, k, dt)}" + (gemm_cases.policy_tag(pol) if pol else "")
        text = gm.model_mlir(op, m, n, k, dt, policy=pol)
        d = os.path.join(work, base)
        launch, p = rw.compile_model(text, d, a.sm, a.build, sms=a.sms)
        entry = {"op": op, "mnk": [m, n, k], "dtype": dt, "extra": {}, "kernel": launch["kernel"],
                 "grid": launch["grid"], "block": launch["block"], "shared": launch.get("shared", 0),
                 "args": [x["buffer"] for x in launch["args"]], "policy": p}
        variants = {base: os.path.join(d, "kernel.cubin")}
        ll = os.path.join(d, "kernels.ll")
        o0 = os.path.join(d, "O0.cubin")
        subprocess.run([llc, f"-mcpu=sm_{a.sm}", "-O0", "-filetype=obj", ll, "-o", o0], check=True)
        variants[base + "-O0"] = o0
        if pol is None and op == "linear" and m == 256:
            asm = os.path.join(d, "kernel.s")
            subprocess.run([llc, f"-mcpu=sm_{a.sm}", "-O3", "-filetype=asm", ll, "-o", asm], check=True)
            sd = os.path.join(d, "stall")
            subprocess.run([sys.executable, bisect, asm, "--out", sd, "--oa-mc", mc, "--mcpu",
                            f"sm_{a.sm}", "--mode", "after", "--families", *STALL_FAMILIES],
                           check=True, capture_output=True)
            for fam in STALL_FAMILIES:
                variants[f"{base}-stall-{fam.split('=')[0]}"] = os.path.join(sd, f"after-{fam.split('=')[0]}.cubin")
        for name, cubin in variants.items():
            shutil.copy(cubin, os.path.join(a.out, "cubins", name + ".cubin"))
            out[name] = entry
        print(f"diag {base}: {len(variants)} variants", flush=True)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", required=True, help="oa build folder (bin/oa-opt ... oa-llc)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true", help="headline shapes only")
    ap.add_argument("--sm", type=int, default=90)
    ap.add_argument("--sms", type=int, default=132, help="SMs the policies are chosen for")
    ap.add_argument("--policy", type=rw.parse_policy, help="one policy for every case (tuning)")
    ap.add_argument("--diag", action="store_true",
                    help="also build diagnostic variants of small cases (gemm_run.py --diag)")
    a = ap.parse_args()
    for d in ("cubins", "sass"):
        os.makedirs(os.path.join(a.out, d), exist_ok=True)
    work = os.path.join(a.out, ".work")
    manifest = {"sm": a.sm, "sms": a.sms, "cases": {}}
    todo = gemm_cases.all_cases(a.quick)
    t0 = time.time()
    for i, (name, op, (m, n, k), dt, extra) in enumerate(todo):
        text = gm.model_mlir(op, m, n, k, dt, batch=extra.get("batch", 1),
                             bias=extra.get("bias", False), act=extra.get("act", "none"),
                             policy=extra.get("policy", a.policy))
        d = os.path.join(work, name)
        launch, pol = rw.compile_model(text, d, a.sm, a.build, sms=a.sms)
        shutil.copy(os.path.join(d, "kernel.cubin"), os.path.join(a.out, "cubins", name + ".cubin"))
        shutil.copy(os.path.join(d, "kernel.sass"), os.path.join(a.out, "sass", name + ".sass"))
        manifest["cases"][name] = {
            "op": op, "mnk": [m, n, k], "dtype": dt, "extra": extra,
            "kernel": launch["kernel"], "grid": launch["grid"], "block": launch["block"],
            "shared": launch.get("shared", 0), "args": [x["buffer"] for x in launch["args"]],
            "policy": pol}
        print(f"[{i + 1}/{len(todo)}] {name}: grid {launch['grid']} block {launch['block'][0]} "
              f"{pol}", flush=True)
    if a.diag:
        manifest["diag"] = build_diag(a, work)
    shutil.rmtree(work)
    with open(os.path.join(a.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    for s in ("gemm_run.py", "gemm_cases.py", "gemm_peers.py", "cudrv.py"):
        shutil.copy(os.path.join(HERE, s), a.out)
    size = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(a.out) for f in fs)
    print(f"bundle {a.out}: {len(todo)} cubins, {size / 1e6:.1f} MB, {time.time() - t0:.0f} s")
    if size > LIMIT_MB * 1e6:
        print(f"error: the bundle is over {LIMIT_MB} MB", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
