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
import bundle  # noqa: E402
import gemm_cases  # noqa: E402
from oa.commands import gemm as gm  # noqa: E402
from oa.commands import rowwise as rw  # noqa: E402

LIMIT_MB = 30


# Diagnostic shapes (oa only, checked): each with the variants of
# gemm_variants.py (oa -O3/-O0, LLVM NVPTX + ptxas of the same IR, stall and
# pipeline edits of oa's listing) to tell a lowering bug from a backend one
# on the GPU (gemm_diag.py runs them).
LARGE = {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 4, "stages": 3}
ALL_VARIANTS = ["oa", "nvptx", "depbar4", "stall-ldgsts", "stall-copy", "stall-commit",
                "stall-wait", "stall-all"]
SOME_VARIANTS = ["oa", "nvptx", "depbar4", "stall-ldgsts", "stall-wait", "stall-all"]
TWO = ["oa", "nvptx", "depbar4", "stall-ldgsts", "stall-wait"]
DIAG = [  # (op, m, n, k, dtype, batch, policy or None for the default, variants)
    ("linear", 4096, 4096, 4096, "f16", 1, None, ALL_VARIANTS),
    ("matmul", 777, 1000, 264, "f16", 1, None, SOME_VARIANTS),
    ("linear", 1023, 4097, 1000, "bf16", 1, None, TWO),
    ("batch_matmul", 515, 520, 136, "f16", 6, None, SOME_VARIANTS),
    ("linear", 4096, 4096, 256, "f16", 1, LARGE, TWO),
    ("linear", 256, 256, 4096, "f16", 1, LARGE, TWO),
    ("linear", 1024, 1024, 1024, "f16", 1, LARGE, TWO),
    ("linear", 4096, 4096, 4096, "f16", 1, dict(LARGE, stages=2), TWO),
    ("linear", 4096, 4096, 4096, "f16", 1, {"bm": 128, "bn": 64, "bk": 64, "warps_m": 2,
                                            "warps_n": 2, "stages": 2}, TWO),
    ("linear", 4096, 4096, 4096, "f16", 1, dict(LARGE, stages=4), ["oa", "depbar4", "stall-ldgsts", "stall-wait"]),
    ("linear", 4096, 4096, 4096, "bf16", 1, None, TWO),
    ("matmul", 4096, 4096, 4096, "f16", 1, None, TWO),
]
# Run under compute-sanitizer with oa-run (small: racecheck is slow).
SANITIZE = ("linear", 256, 256, 256, "f16", 1, LARGE)


def diag_name(op, m, n, k, dt, batch, pol):
    extra = {"batch": batch} if batch > 1 else {}
    return gemm_cases.name(op, m, n, k, dt, extra) + (gemm_cases.policy_tag(pol) if pol else "")


def build_diag(a, work):
    import gemm_variants
    out = []
    for op, m, n, k, dt, batch, pol, names in DIAG:
        base = diag_name(op, m, n, k, dt, batch, pol)
        d = os.path.join(work, "diag-" + base)
        launch, p = rw.compile_model(gm.model_mlir(op, m, n, k, dt, batch=batch, policy=pol), d,
                                     a.sm, a.build, sms=a.sms)
        made = gemm_variants.build(os.path.join(d, "kernels.ll"), os.path.join(d, "v"), a.build,
                                   a.sm, names)
        variants = {}
        for v, path in made.items():
            if path.startswith("error:"):
                variants[v] = path
                continue
            rel = f"diag/{base}.{v}.cubin"
            shutil.copy(path, os.path.join(a.out, rel))
            variants[v] = rel
        out.append({"case": base, "op": op, "mnk": [m, n, k], "dtype": dt,
                    "extra": {"batch": batch} if batch > 1 else {}, "kernel": launch["kernel"],
                    "grid": launch["grid"], "block": launch["block"],
                    "shared": launch.get("shared", 0), "args": launch["args"],
                    "policy": p, "variants": variants})
        print(f"diag {base}: {', '.join(v for v, x in variants.items() if not x.startswith('error'))}"
              + "".join(f"; {v} {x}" for v, x in variants.items() if x.startswith("error")),
              flush=True)
    # A small case for compute-sanitizer: oa-run's launch with input files.
    op, m, n, k, dt, batch, pol = SANITIZE
    d = os.path.join(a.out, "sanitize")
    text = gm.model_mlir(op, m, n, k, dt, batch=batch, policy=pol)
    rw.compile_model(text, os.path.join(work, "san"), a.sm, a.build, sms=a.sms)
    made = gemm_variants.build(os.path.join(work, "san", "kernels.ll"), os.path.join(work, "san", "v"),
                               a.build, a.sm, ["oa", "nvptx"])
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(work, "san", "launch.json")) as f:
        launch = json.load(f)
    import random
    rnd = random.Random(7)
    for name, b in launch["buffers"].items():
        if b.get("output"):
            continue
        import struct
        vals = [rnd.uniform(-1, 1) for _ in range(b["count"])]
        fmt = "e" if b["dtype"] == "f16" else "f"
        with open(os.path.join(d, f"{name}.bin"), "wb") as f:
            f.write(struct.pack(f"<{len(vals)}{fmt}", *vals))
    launch["cubin"] = "oa.cubin"
    with open(os.path.join(d, "launch.json"), "w") as f:
        json.dump(launch, f, indent=1)
    for v, path in made.items():
        if not path.startswith("error:"):
            shutil.copy(path, os.path.join(d, v + ".cubin"))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", required=True, help="oa build folder (bin/oa-opt ... oa-llc)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true", help="headline shapes only")
    ap.add_argument("--tune", action="store_true", help="the policy candidates too (with --quick)")
    ap.add_argument("--sm", type=int, default=90)
    ap.add_argument("--sms", type=int, default=132, help="SMs the policies are chosen for")
    ap.add_argument("--policy", type=rw.parse_policy, help="one policy for every case (tuning)")
    ap.add_argument("--diag", action="store_true",
                    help="also build the diagnostic variants (gemm_diag.py runs them)")
    ap.add_argument("--diag-only", action="store_true", help="only the diagnostic variants")
    ap.add_argument("--variant", help="build every case's cubin as this gemm_variants.py variant "
                    "(e.g. ldgsts4: to time a backend fix before it lands)")
    ap.add_argument("--also", default="", help="comma-separated gemm_variants.py variants built "
                    "next to each case as CASE@VARIANT (gemm_run.py times them, oa only; e.g. "
                    "nvptx: the same IR through NVPTX + ptxas)")
    a = ap.parse_args()
    a.diag = a.diag or a.diag_only
    for d in ("cubins", "sass") + (("diag",) if a.diag else ()):
        os.makedirs(os.path.join(a.out, d), exist_ok=True)
    work = os.path.join(a.out, ".work")
    manifest = {"sm": a.sm, "sms": a.sms, "cases": {}}
    todo = [] if a.diag_only else gemm_cases.all_cases(a.quick, a.tune or None)
    t0 = time.time()
    for i, (name, op, (m, n, k), dt, extra) in enumerate(todo):
        text = gm.model_mlir(op, m, n, k, dt, batch=extra.get("batch", 1),
                             bias=extra.get("bias", False), act=extra.get("act", "none"),
                             policy=extra.get("policy", a.policy))
        d = os.path.join(work, name)
        launch, pol = rw.compile_model(text, d, a.sm, a.build, sms=a.sms)
        cubin = os.path.join(d, "kernel.cubin")
        if a.variant:
            import gemm_variants
            cubin = gemm_variants.build(os.path.join(d, "kernels.ll"), os.path.join(d, "v"), a.build,
                                        a.sm, [a.variant])[a.variant]
            if cubin.startswith("error"):
                print(f"{name}: {cubin}", file=sys.stderr)
                return 1
        shutil.copy(cubin, os.path.join(a.out, "cubins", name + ".cubin"))
        shutil.copy(os.path.join(d, "kernel.sass"), os.path.join(a.out, "sass", name + ".sass"))
        manifest["cases"][name] = {
            "op": op, "mnk": [m, n, k], "dtype": dt, "extra": extra,
            "kernel": launch["kernel"], "grid": launch["grid"], "block": launch["block"],
            "shared": launch.get("shared", 0), "args": launch["args"],
            "policy": pol}
        print(f"[{i + 1}/{len(todo)}] {name}: grid {launch['grid']} block {launch['block'][0]} "
              f"{pol}", flush=True)
        also = [v for v in a.also.split(",") if v]
        if also:
            import gemm_variants
            made = gemm_variants.build(os.path.join(d, "kernels.ll"), os.path.join(d, "v"), a.build,
                                       a.sm, also)
            for v, path in made.items():
                if path.startswith("error"):
                    print(f"{name}@{v}: {path}", file=sys.stderr)
                    continue
                shutil.copy(path, os.path.join(a.out, "cubins", f"{name}@{v}.cubin"))
                manifest["cases"][f"{name}@{v}"] = dict(manifest["cases"][name], variant=v)
    if a.diag:
        manifest["diag"] = build_diag(a, work)
    shutil.rmtree(work)
    files = [os.path.join(HERE, s) for s in ("gemm_run.py", "gemm_cases.py", "gemm_peers.py",
                                              "cudrv.py", "gemm_diag.py", "gemm_prof.py",
                                              "timing.py")]
    if a.diag:
        files.append(os.path.join(a.build, "bin", "oa-run"))
    return bundle.finish(a.out, manifest, files, f"{len(todo)} cubins", t0, LIMIT_MB)


if __name__ == "__main__":
    sys.exit(main())
