#!/usr/bin/env python3
"""oa's GEMM kernels against cuBLAS (torch), Triton's tutorial matmul and
torch eager/torch.compile (fused epilogues) on the GPU, in one run (the
bundle of build_gemm_bundle.py):

    python3 BUNDLE/gemm_run.py --out DIR [--quick] [--only SUBSTRING] [--no-compile]
    python3 BUNDLE/gemm_run.py --profile CASE      (launch oa's kernel 3 times, for ncu)

Every case runs oa's prebuilt cubin (cudrv.py) and each peer on the same
inputs (uniform in [-1, 1]), checks every result against float64 (relative
L2 error), and times each with triton.testing.do_bench (median).  DIR gets
results.md and results.json.  Exit status 1 when an oa result fails.
"""
import argparse
import json
import os
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gemm_cases as cases  # noqa: E402

import torch  # noqa: E402

import cudrv  # noqa: E402
from timing import bench, geomean, rel_l2, report, time_peers  # noqa: E402
import gemm_peers as peers  # noqa: E402

TORCH_DTYPE = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def inputs(op, mnk, dt, extra, seed):
    m, n, k = mnk
    g = torch.Generator(device="cuda").manual_seed(seed)
    td = TORCH_DTYPE[dt]

    def u(*size):
        return (torch.rand(size, generator=g, device="cuda") * 2 - 1).to(td)
    bt = extra.get("batch")
    if op == "linear":
        ins = {"x": u(m, k), "w": u(n, k)}
        if extra.get("bias"):
            ins["b"] = u(n)
    elif op == "matmul":
        ins = {"x": u(m, k), "w": u(k, n)}
    else:
        ins = {"x": u(bt, m, k), "w": u(bt, k, n)}
    return ins


def out_shape(op, mnk, extra):
    m, n, _ = mnk
    return (extra["batch"], m, n) if op == "batch_matmul" else (m, n)


def oa_launcher(args, name, c, bufs):
    k = cudrv.Kernel(os.path.join(args.bundle, "cubins", name + ".cubin"), c["kernel"])
    return k, k.launcher(c["grid"], c["block"], c.get("shared", 0), cudrv.plan_args(c["args"], bufs))


def run_case(name, c, args):
    op, mnk, dt, extra = c["op"], tuple(c["mnk"]), c["dtype"], dict(c.get("extra", {}))
    # A policy candidate or another build of a case (CASE@VARIANT): oa only.
    tuning = extra.pop("policy", None) is not None or "@" in name
    m, n, k = mnk
    flop = 2.0 * m * n * k * extra.get("batch", 1)
    ins = inputs(op, mnk, dt, extra, seed=zlib.crc32(name.encode()))
    order = list(ins.values())
    ref = peers.reference(op, order, extra)
    rtol = cases.RTOL[dt]
    row = {"case": name, "op": op, "mnk": list(mnk), "dtype": dt, "extra": extra,
           "policy": c.get("policy"), "grid": c["grid"], "block": c["block"][0]}
    out = torch.empty(out_shape(op, mnk, extra), dtype=TORCH_DTYPE[dt], device="cuda")
    bufs = dict(ins, y=out)
    kern, launch = oa_launcher(args, name, c, bufs)
    row["registers"] = kern.registers()
    out.fill_(float("nan"))
    launch()
    torch.cuda.synchronize()
    row["oa_err"] = rel_l2(out, ref)
    row["oa_ok"] = row["oa_err"] <= rtol
    row["oa_ms"] = bench(launch, args.rep)
    cands = [] if tuning else [("cublas", lambda: peers.eager_fn(op, order, extra))]
    if "triton" in args.peers and not tuning:
        cands.append(("triton", lambda: peers.triton_fn(op, order, extra)))
    if extra and not tuning and "compile" in args.peers and op == "linear":
        cands.append(("compile", lambda: peers.compiled_fn(op, order, extra)))
    time_peers(row, cands, ref, rtol, args.rep)
    for p in ("oa", "cublas", "triton", "compile"):
        if f"{p}_ms" in row:
            row[f"{p}_tflops"] = flop / (row[f"{p}_ms"] * 1e-3) / 1e12
            if p != "oa":
                row[f"{p}_over_oa"] = row[f"{p}_ms"] / row["oa_ms"]
    del ins, order, ref, out, bufs
    return row


def fmt(v, f="{:.3f}"):
    return "-" if v is None else f.format(v)


def write_markdown(path, rows, meta):
    lines = [f"# oa GEMM kernels vs cuBLAS, Triton and torch ({meta['device']})", "",
             f"Measured {meta['date']} with `{meta['command']}`; torch {meta['torch']}, "
             f"Triton {meta['triton']}.  Median of do_bench.  `x / oa` is the peer's time over "
             "oa's (>= 1: oa is as fast or faster).  cuBLAS is torch's F.linear/matmul (eager, "
             "with the fused epilogue as separate kernels for the fused case).  Check: relative "
             "L2 error against float64 within 2e-3 (f16), 1e-2 (bf16).", "",
             "| case | oa ms | oa TFLOP/s | cuBLAS ms | Triton ms | compile ms | cuBLAS / oa | "
             "Triton / oa | compile / oa | oa policy | regs | check |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bad = [p for p in ("oa", "cublas", "triton", "compile") if f"{p}_ok" in r and not r[f"{p}_ok"]]
        errs = [p for p in ("cublas", "triton", "compile") if f"{p}_error" in r]
        status = ("ok" if not bad else "FAIL: " + ",".join(bad)) + (
            " (error: " + ",".join(errs) + ")" if errs else "")
        pol = r.get("policy") or {}
        ptxt = (f"{pol.get('name')} {pol.get('bm')}x{pol.get('bn')}x{pol.get('bk')} "
                f"w{pol.get('warps_m')}x{pol.get('warps_n')} s{pol.get('stages')}"
                + (" pf" if pol.get("prefetch") else ""))
        lines.append(f"| {r['case']} | {fmt(r.get('oa_ms'))} | {fmt(r.get('oa_tflops'), '{:.0f}')} | "
                     f"{fmt(r.get('cublas_ms'))} | {fmt(r.get('triton_ms'))} | "
                     f"{fmt(r.get('compile_ms'))} | {fmt(r.get('cublas_over_oa'), '{:.2f}')} | "
                     f"{fmt(r.get('triton_over_oa'), '{:.2f}')} | {fmt(r.get('compile_over_oa'), '{:.2f}')} | "
                     f"{ptxt} | {r.get('registers')} | {status} |")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out")
    ap.add_argument("--bundle", default=HERE, help="the bundle (default: this script's folder)")
    ap.add_argument("--quick", action="store_true", help="headline shapes only")
    ap.add_argument("--tune", action="store_true", help="the policy candidates too (with --quick)")
    ap.add_argument("--only", default="", help="cases whose name contains this")
    ap.add_argument("--exclude", default="", help="not the cases whose name contains this")
    ap.add_argument("--peers", default="cublas,triton,compile")
    ap.add_argument("--no-compile", action="store_true", help="skip torch.compile")
    ap.add_argument("--rep", type=int, default=100, help="do_bench rep in ms (default 100)")
    ap.add_argument("--profile", help="launch this case's oa kernel 3 times and exit (for ncu)")
    args = ap.parse_args()
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    if args.profile:
        c = manifest["cases"][args.profile]
        ins = inputs(c["op"], tuple(c["mnk"]), c["dtype"], c.get("extra", {}), 1)
        out = torch.empty(out_shape(c["op"], tuple(c["mnk"]), c.get("extra", {})),
                          dtype=TORCH_DTYPE[c["dtype"]], device="cuda")
        _, launch = oa_launcher(args, args.profile, c, dict(ins, y=out))
        for _ in range(3):
            launch()
        torch.cuda.synchronize()
        return 0
    if not args.out:
        ap.error("--out is required")
    if args.no_compile:
        args.peers = args.peers.replace("compile", "")
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    todo = [c[0] for c in cases.all_cases(args.quick, args.tune or None)
            if args.only in c[0] and not (args.exclude and args.exclude in c[0])]
    todo = [n for n in todo if n in manifest["cases"]]
    todo += [n for n in manifest["cases"] if "@" in n and n.split("@")[0] in todo]
    rows = []
    for i, name in enumerate(todo):
        try:
            row = run_case(name, manifest["cases"][name], args)
        except Exception as e:  # an oa launch failure is reported and counted as a failure
            row = {"case": name, "oa_ok": False, "oa_error": f"{type(e).__name__}: {str(e)[:300]}"}
        rows.append(row)
        torch.cuda.empty_cache()
        print(f"[{i + 1}/{len(todo)} {time.time() - t0:.0f}s] {name}: "
              + (f"oa {row['oa_ms']:.3f} ms ({row['oa_tflops']:.0f} TFLOP/s, err {row['oa_err']:.2g}"
                 f"{'' if row['oa_ok'] else ' FAIL'})" if "oa_ms" in row else row.get("oa_error", "?"))
              + "".join(f", {p} {row[p + '_ms']:.3f}" for p in ("cublas", "triton", "compile")
                        if p + "_ms" in row), flush=True)
    meta = {"device": torch.cuda.get_device_name(),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "command": "python3 " + " ".join(sys.argv), "torch": torch.__version__,
            "triton": getattr(peers.triton, "__version__", "absent"), "seconds": time.time() - t0}
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
    write_markdown(os.path.join(args.out, "results.md"), rows, meta)
    for p in ("cublas", "triton"):
        g = [r[f"{p}_over_oa"] for r in rows if f"{p}_over_oa" in r]
        if g:
            print(f"geomean {p} / oa: {geomean(g):.3f}")
    return report(args.out, "results.md, results.json", [r["case"] for r in rows if not r.get("oa_ok")])


if __name__ == "__main__":
    sys.exit(main())
