#!/usr/bin/env python3
"""Builds the GPU benchmark bundle (run here, where LLVM and oa are built):

    python3 bench/build_bundle.py --build BUILD --out BUNDLE [--quick] [--sm 90] [--family attention]

BUNDLE gets, per case of bench/cases.py, cubins/<case>.cubin and an entry in
manifest.json (kernel, grid, block, shared, argument buffers, policy); the
bench scripts (run.py, cases.py, cudrv.py, peers.py); and oa-run.  Copy
BUNDLE to the GPU host (CUDA driver, PyTorch, Triton; no LLVM) and run
`python3 BUNDLE/run.py --out DIR` there.

`--stall-variants CASE,...` adds, for each case, copies of oa's cubin with
more waits and stalls (CASE@sb-<variant>, made by utils/stall-bisect.py from
its `oa-llc -filetype=asm` listing and oa-mc): every instruction waiting on
every scoreboard, every stall 15, each quarter of the code waiting, the
HGMMA / WARPGROUP / SYNCS / UTMALDG / R2UR families waiting, and the listing
reassembled as it is.  A kernel that is wrong on the GPU and right in
oa-emu is then bisected in one device call:

    python3 BUNDLE/run.py --out DIR --only CASE --launch-only
"""
import argparse
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
import bundle  # noqa: E402
import cases  # noqa: E402
from oa.commands import rowwise as rw  # noqa: E402

LIMIT_MB = 30
def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", required=True, help="oa build folder (bin/oa-opt ... oa-run)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true", help="headline shapes only")
    ap.add_argument("--sm", type=int, default=90)
    ap.add_argument("--sms", type=int, default=132, help="SMs the grids are sized for (H200: 132)")
    ap.add_argument("--variants", action="store_true",
                    help="also the policy variants of cases.VARIANTS (CASE@TAG, timed without peers)")
    ap.add_argument("--family", default="",
                    help="only the cases of one family (rowwise, elementwise, attention)")
    ap.add_argument("--nvptx", action="store_true",
                    help="also each attention case's LLVM IR through LLVM NVPTX + ptxas "
                         "(CASE@nvptx, timed and checked like a policy variant): oa-llc's "
                         "code against ptxas's for the same kernel")
    ap.add_argument("--stall-variants", default="",
                    help="comma-separated cases that also get CASE@sb-* stall and wait variants")
    a = ap.parse_args()
    sb_cases = set(filter(None, a.stall_variants.split(",")))
    os.makedirs(os.path.join(a.out, "cubins"), exist_ok=True)
    work = os.path.join(a.out, ".work")
    manifest = {"sm": a.sm, "sms": a.sms, "cases": {}}
    todo = [c + (None, None) for c in cases.all_cases(a.quick)]
    if a.variants:
        by_name = {c[0]: c for c in cases.all_cases(False)}
        todo += [(f"{base}@{tag}",) + by_name[base][1:] + (base, pol)
                 for base, tag, pol in cases.VARIANTS]
    if a.family:
        todo = [c for c in todo if c[1] == a.family]
    t0 = time.time()
    for i, (name, fam, op, shape, dt, base, given) in enumerate(todo):
        if fam == "rowwise":
            text = rw.model_mlir(op, shape[0], shape[1], dt, given)
        elif fam == "attention":
            text = cases.attn_mlir(shape, dt, given)
        else:
            text = cases.elt_mlir(op, shape[0], dt, given)
        d = os.path.join(work, name)
        launch, pol = rw.compile_model(text, d, a.sm, a.build, sms=a.sms)
        shutil.copy(os.path.join(d, "kernel.cubin"), os.path.join(a.out, "cubins", name + ".cubin"))
        manifest["cases"][name] = {
            "family": fam, "op": op, "shape": list(shape), "dtype": dt,
            "kernel": launch["kernel"], "grid": launch["grid"], "block": launch["block"],
            "shared": launch.get("shared", 0), "args": launch["args"],
            "policy": pol, "eps": cases.EPS.get(op)}
        if base:
            manifest["cases"][name]["variant_of"] = base
        if a.nvptx and fam == "attention":
            import gemm_variants
            made = gemm_variants.build(os.path.join(d, "kernels.ll"), os.path.join(d, "v"),
                                       a.build, a.sm, ["nvptx"])["nvptx"]
            if made.startswith("error:"):
                print(f"{name}@nvptx: {made}", file=sys.stderr)
            else:
                shutil.copy(made, os.path.join(a.out, "cubins", name + "@nvptx.cubin"))
                manifest["cases"][name + "@nvptx"] = dict(manifest["cases"][name],
                                                          variant_of=base or name)
        if name in sb_cases:
            for tag, cub in bundle.stall_variants(d, "kernels.ll", a.sm, a.build).items():
                shutil.copy(cub, os.path.join(a.out, "cubins", f"{name}@sb-{tag}.cubin"))
                manifest["cases"][f"{name}@sb-{tag}"] = dict(manifest["cases"][name], variant_of=name)
            sb_cases.discard(name)
        print(f"[{i + 1}/{len(todo)}] {name}: grid {launch['grid'][0]} block {launch['block'][0]} "
              f"{pol.get('name', '')}", flush=True)
    if sb_cases:
        sys.exit(f"--stall-variants: no such case: {', '.join(sorted(sb_cases))}")
    shutil.rmtree(work)
    files = [os.path.join(HERE, s) for s in ("run.py", "cases.py", "cudrv.py", "peers.py",
                                              "stress.py", "timing.py")]
    files.append(os.path.join(a.build, "bin", "oa-run"))
    bundle.poison_cubin(a.out, a.build, a.sm)
    return bundle.finish(a.out, manifest, files, f"{len(manifest['cases'])} cubins", t0, LIMIT_MB)


if __name__ == "__main__":
    sys.exit(main())
