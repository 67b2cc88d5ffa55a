#!/usr/bin/env python3
"""Repeated checked launches of a bundle's cases, for results that are
wrong only some of the time (a race, or an input-dependent fault):

    python3 BUNDLE/stress.py --out DIR [--only SUBSTRING] [--launches N] [--poison-smem]

Works on both kinds of bundle (build_bundle.py's attention cases,
build_blocks_bundle.py's kernel and block cases; run.py / blocks_run.py
next to it), with the same seeded inputs their runners use.  Each case is
launched N times, its output NaN-filled before each launch and checked
after it; cases that fault (a stall or wait variant, a bad kernel) run in
a child process so the others keep their CUDA context.  DIR/stress.md
gets one row a case: wrong launches of N, the error's range, and where
the first wrong one was wrong (attention: tiles, rows, columns).  An
attention launch is wrong when its worst (batch*head, 128-row) tile is.

--poison-smem fills every SM's shared memory with NaN before each launch:
a kernel that reads a tile before its copy has landed otherwise reads the
previous launch's data there, finite and often close, and passes.
"""
import argparse
import json
import os
import subprocess
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def root(cs, name):
    """The case whose seeded inputs `name` runs on: the end of its
    variant_of chain in the manifest's cases `cs` (a stall variant of a
    policy variant runs on the base case's inputs, so every variant sees
    the same data)."""
    while cs.get(name, {}).get("variant_of") and cs[name]["variant_of"] != name:
        name = cs[name]["variant_of"]
    return name


def case_runner(bundle, cs, name):
    """(launch, out, ref, rtol, where, error) for case `name` of `bundle`
    (its manifest's cases `cs`): launch() runs it on the case's seeded
    inputs, error() measures `out` against `ref` (attention: the worst tile's
    error, which a race in one CTA moves where the whole output's does not)."""
    import torch
    import cudrv
    c = cs[name]
    base = root(cs, name)
    if "family" in c:  # build_bundle.py (run.py)
        import cases
        import run
        s, dt = c["shape"][2], c["dtype"]
        q, k, v, ref = run.attention_inputs(c, base)
        out = torch.empty_like(q)
        kern = cudrv.Kernel(os.path.join(bundle, "cubins", name + ".cubin"), c["kernel"])
        launch = kern.launcher(c["grid"], c["block"], c.get("shared", 0),
                               cudrv.plan_args(c["args"], {"q": q, "k": k, "v": v, "y": out}))
        # The launcher holds the inputs' addresses, not the tensors: without
        # this the caching allocator hands q/k/v's memory to the next
        # temporary and every launch after the first reads garbage.
        launch.inputs = (q, k, v)
        return (launch, out, ref, cases.ATTN_RTOL[dt], lambda: run.where_wrong(out, ref, s),
                lambda: run.worst_tile_error(out.view(ref.shape), ref, s))
    import blocks
    import blocks_run
    kind, spec, dt = c["kind"], tuple(c["shape"]), c["dtype"]
    if kind in ("gemm", "attn"):
        ins = blocks_run.kernel_inputs(kind, spec, dt, zlib.crc32(base.encode()))
        ref = blocks_run.kernel_reference(kind, spec, ins)
    else:
        ins = blocks_run.make_inputs(kind, spec, dt, zlib.crc32(base.encode()))
        ref = blocks_run.reference(kind, spec, ins)
    chain = blocks_run.Chain(bundle, name, c, ins)
    from timing import rel_l2
    return (chain, chain.out, ref, blocks.RTOL[dt], lambda: "",
            lambda: rel_l2(chain.out.view(ref.shape), ref))


def smem_poisoner(bundle):
    """A launcher of the bundle's poison-smem.cubin (bench/poison-smem.ll)
    over every SM: each CTA takes all the shared memory an SM has and fills
    it with all-ones words, NaN in every float format."""
    import torch
    import cudrv
    props = torch.cuda.get_device_properties(torch.cuda.current_device())
    shared = getattr(props, "shared_memory_per_block_optin", 227 * 1024)
    kern = cudrv.Kernel(os.path.join(bundle, "poison-smem.cubin"), "poison_smem")
    return kern.launcher((2 * props.multi_processor_count,), (1024,), shared, [shared // 4])


def stress_one(bundle, cs, name, n, poison=False):
    """{wrong, launches, err_min, err_max, where, rtol}"""
    import torch
    launch, out, ref, rtol, where, error = case_runner(bundle, cs, name)
    before = smem_poisoner(bundle) if poison else (lambda: None)
    r = {"wrong": 0, "launches": n, "err_min": None, "err_max": None, "where": "", "rtol": rtol}
    for _ in range(n):
        out.fill_(float("nan"))
        before()
        launch()
        torch.cuda.synchronize()
        e = error()
        r["err_min"] = e if r["err_min"] is None else min(r["err_min"], e)
        r["err_max"] = e if r["err_max"] is None else max(r["err_max"], e)
        if not e <= rtol:
            r["wrong"] += 1
            if not r["where"]:
                r["where"] = f"first at launch {_ + 1}: err {e:.3g}{where()}"
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--bundle", default=HERE)
    ap.add_argument("--only", default="", help="cases whose name contains this (comma: any of; NAME$ matches exactly)")
    ap.add_argument("--launches", type=int, default=50)
    ap.add_argument("--timeout", type=int, default=60, help="seconds a case may take")
    ap.add_argument("--poison-smem", action="store_true",
                    help="fill every SM's shared memory with NaN before each launch "
                         "(poison-smem.cubin): a tile read before its copy lands reads NaN "
                         "instead of the last launch's data")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    a = ap.parse_args()
    with open(os.path.join(a.bundle, "manifest.json")) as f:
        cs = json.load(f)["cases"]
    if a.one:
        print(json.dumps(stress_one(a.bundle, cs, a.one, a.launches, a.poison_smem)))
        return 0
    os.makedirs(a.out, exist_ok=True)
    pats = [p for p in a.only.split(",") if p] or [""]
    # "NAME$" names one case exactly (a plain pattern also matches its variants)
    todo = [n for n in cs if any(n == p[:-1] if p.endswith("$") else p in n for p in pats)]
    rows = []
    for i, name in enumerate(todo):
        t0 = time.time()
        cmd = [sys.executable, os.path.abspath(__file__), "--out", a.out, "--bundle", a.bundle,
               "--launches", str(a.launches), "--one", name]
        cmd += ["--poison-smem"] if a.poison_smem else []
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            lines = p.stdout.strip().splitlines()
            r = json.loads(lines[-1]) if p.returncode == 0 and lines else {
                "error": ((p.stdout + p.stderr).strip().splitlines() or ["?"])[-1][:200]}
        except subprocess.TimeoutExpired:
            r = {"error": f"did not finish in {a.timeout} s (a hang?)"}
        r["case"] = name
        rows.append(r)
        msg = r.get("error") or (f"{r['wrong']}/{r['launches']} wrong, err {r['err_min']:.3g}.."
                                 f"{r['err_max']:.3g} {r['where']}")
        print(f"[{i + 1}/{len(todo)} {time.time() - t0:.0f}s] {name}: {msg}", flush=True)
    with open(os.path.join(a.out, "stress.json"), "w") as f:
        json.dump(rows, f, indent=1)
    with open(os.path.join(a.out, "stress.md"), "w") as f:
        f.write(f"`python3 stress.py --out DIR --only '{a.only}' --launches {a.launches}"
                f"{' --poison-smem' if a.poison_smem else ''}`\n\n"
                "| case | wrong / launches | error range | first wrong |\n|---|---|---|---|\n")
        for r in rows:
            if "error" in r:
                f.write(f"| {r['case']} | - | - | {r['error']} |\n")
            else:
                f.write(f"| {r['case']} | {r['wrong']} / {r['launches']} | {r['err_min']:.3g} .. "
                        f"{r['err_max']:.3g} | {r['where']} |\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
