#!/usr/bin/env python3
"""Row-wise and elementwise kernels of oa against Triton, torch eager and
torch.compile on the GPU, in one run (the bundle of build_bundle.py):

    python3 BUNDLE/run.py --out DIR [--quick] [--only SUBSTRING] [--no-compile]

Every case runs oa's prebuilt cubin (launched through cudrv.py, no LLVM
needed) and each peer on the same inputs, checks every result against a
float64 reference (relative L2 error, limit by dtype), and times each with
triton.testing.do_bench (median, L2 flushed before every launch).  The copy
roof is a device-to-device copy of 1 GiB timed the same way.  DIR gets
results.md (the table), results.json and roofline.png (when matplotlib is
installed).  Exit status 1 when any oa result fails its check.
"""
import argparse
import json
import os
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases  # noqa: E402

import torch  # noqa: E402

import cudrv  # noqa: E402
from timing import bench, geomean, rel_l2, report, time_peers  # noqa: E402
import peers  # noqa: E402

TORCH_DTYPE = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def inputs(fam, op, shape, dt, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    td = TORCH_DTYPE[dt]

    def u(size, lo, hi):
        return (torch.rand(size, generator=g, device="cuda", dtype=torch.float32) * (hi - lo) + lo).to(td)
    if fam == "elementwise":
        names = ["a"] if op == "gelu" else ["a", "b"]
        return {n: u(shape, -3.0, 3.0) for n in names}
    rows, width = shape
    ins = {"x": u(shape, -4.0, 4.0)}
    if op != "softmax":
        ins["gamma"] = u((width,), 0.5, 1.5)
    if op == "layernorm":
        ins["beta"] = u((width,), -0.5, 0.5)
    return ins


def bytes_moved(fam, op, shape, dt):
    e = cases.BYTES[dt]
    if fam == "elementwise":
        return (2 if op == "gelu" else 3) * shape[0] * e
    rows, width = shape
    params = {"softmax": 0, "layernorm": 2, "rmsnorm": 1}[op] * width * e
    return 2 * rows * width * e + params


def attention_inputs(c, seed_name):
    """q, k, v ~ N(0, 1) [b, h, s, d] of an attention case, seeded by
    `seed_name`, and the float64 reference."""
    b, h, s, d, causal = c["shape"]
    g = torch.Generator(device="cuda").manual_seed(zlib.crc32(seed_name.encode()))
    q, k, v = (torch.randn((b, h, s, d), generator=g, device="cuda").to(TORCH_DTYPE[c["dtype"]])
               for _ in range(3))
    return q, k, v, peers.attention_reference(q, k, v, causal)


def run_attention(name, c, args):
    """oa's attention against torch SDPA (flash, and cuDNN where torch has
    it) on q, k, v ~ N(0, 1) [b, h, s, d], checked against float64."""
    b, h, s, d, causal = c["shape"]
    dt = c["dtype"]
    q, k, v, ref = attention_inputs(c, name)
    rtol = cases.ATTN_RTOL[dt]
    flop = 4 * b * h * s * s * d * (0.5 if causal else 1.0)
    row = {"case": name, "family": "attention", "op": "attention", "shape": list(c["shape"]),
           "dtype": dt, "flop": flop, "policy": c.get("policy"), "grid": c["grid"],
           "block": c["block"][0], "shared": c.get("shared", 0),
           "variant_of": c.get("variant_of")}
    out = torch.empty_like(q)
    bufs = {"q": q, "k": k, "v": v, "y": out}
    run_oa(row, name, c, bufs, out, ref, rtol, args)
    peers_ = [] if c.get("variant_of") else [
        (label, lambda label=label: peers.sdpa_fn(q, k, v, causal, label)) for label in ("flash", "cudnn")]
    time_peers(row, peers_, ref, rtol, args.rep, unit="us")
    row["oa_tflops"] = flop / (row["oa_us"] * 1e-6) / 1e12
    if "flash_us" in row:
        row["flash_over_oa"] = row["flash_us"] / row["oa_us"]
    del q, k, v, ref, out, bufs
    return row


def write_attention_markdown(path, rows, meta):
    lines = ["", f"## Attention forward ({meta['device']})", "",
             "FLOP = 4·b·h·s²·d (half when causal).  `flash / oa` is torch SDPA's "
             "FlashAttention time over oa's (> 1: oa is faster; the issue's bar is 0.8, the "
             "goal 1.0).  Check: relative L2 error against float64 within 2e-3 (f16), 1e-2 "
             "(bf16).", "",
             "| case | oa µs | oa TFLOP/s | SDPA flash µs | SDPA cuDNN µs | flash / oa | oa policy | check |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bad = [p for p in ("oa", "flash", "cudnn") if f"{p}_ok" in r and not r[f"{p}_ok"]]
        errs = [p for p in ("flash", "cudnn") if f"{p}_error" in r]
        status = "ok" if not bad else "FAIL: " + ",".join(bad)
        if errs:
            status += " (error: " + ",".join(errs) + ")"
        pol = r.get("policy") or {}
        lines.append(f"| {r['case']} | {fmt(r.get('oa_us'))} | {fmt(r.get('oa_tflops'))} | "
                     f"{fmt(r.get('flash_us'))} | {fmt(r.get('cudnn_us'))} | "
                     f"{fmt(r.get('flash_over_oa'), '{:.2f}')} | "
                     f"{'wgmma' if pol.get('wgmma') else 'hmma'} q{pol.get('block_q')} "
                     f"k{pol.get('block_k')} w{pol.get('warp_rows')}"
                     f"{'' if pol.get('q_in_regs', 1) else ' qs'} r{r.get('registers')} | {status} |")
    with open(path, "a") as f:
        f.write("\n".join(lines) + "\n")


def run_oa(row, name, c, bufs, out, ref, rtol, args):
    """oa's kernel of a case on bufs: its registers, one checked launch (out
    NaN-filled first) and its median time, into row (oa_err, oa_ok, oa_us)."""
    k = cudrv.Kernel(os.path.join(args.bundle, "cubins", name + ".cubin"), c["kernel"])
    row["registers"] = k.registers()
    launch = k.launcher(c["grid"], c["block"], c.get("shared", 0), cudrv.plan_args(c["args"], bufs))
    out.fill_(float("nan"))
    launch()
    torch.cuda.synchronize()
    row["oa_err"] = rel_l2(out, ref)
    row["oa_ok"] = row["oa_err"] <= rtol
    row["oa_us"] = bench(launch, args.rep) * 1e3


def run_case(name, c, args, roof):
    fam, op, shape, dt = c["family"], c["op"], tuple(c["shape"]), c["dtype"]
    if fam == "attention":
        return run_attention(name, c, args)
    eps = c.get("eps")
    ins = inputs(fam, op, shape, dt, seed=zlib.crc32(name.encode()))
    order = list(ins.values())
    ref = peers.reference(op, order, eps)
    rtol = cases.RTOL[dt]
    row = {"case": name, "family": fam, "op": op, "shape": list(shape), "dtype": dt,
           "bytes": bytes_moved(fam, op, shape, dt), "policy": c.get("policy"),
           "grid": c["grid"][0], "block": c["block"][0]}

    out = torch.empty(shape, dtype=TORCH_DTYPE[dt], device="cuda")
    bufs = dict(ins, y=out)
    run_oa(row, name, c, bufs, out, ref, rtol, args)

    candidates = [] if c.get("variant_of") else [("torch", lambda: peers.torch_fn(op, order, eps))]
    if "triton" in args.peers and candidates:
        candidates.insert(0, ("triton", lambda: peers.triton_fn(op, order, eps)))
    if "compile" in args.peers and candidates:
        candidates.append(("compile", lambda: peers.compiled_fn(op, order, eps)))
    time_peers(row, candidates, ref, rtol, args.rep, unit="us")
    row["oa_gbs"] = row["bytes"] / (row["oa_us"] * 1e-6) / 1e9
    row["oa_roof"] = row["oa_gbs"] / roof
    peer_t = [row[f"{p}_us"] for p in ("triton", "torch", "compile") if f"{p}_us" in row]
    if peer_t:
        row["best_peer_over_oa"] = min(peer_t) / row["oa_us"]
    del ins, order, ref, out, bufs
    return row


def copy_roof(rep):
    n = 1 << 30
    src = torch.empty(n, dtype=torch.uint8, device="cuda").random_(0, 255)
    dst = torch.empty_like(src)
    ms = bench(lambda: dst.copy_(src), rep)
    assert torch.equal(src, dst), "device copy is wrong"
    del src, dst
    torch.cuda.empty_cache()
    return 2 * n / (ms * 1e-3) / 1e9


def fmt(v, f="{:.1f}"):
    return "-" if v is None else f.format(v)


def write_markdown(path, rows, roof, meta):
    lines = [f"# oa row-wise and elementwise kernels vs peers ({meta['device']})", "",
             f"Measured {meta['date']} with `{meta['command']}`; torch {meta['torch']}, "
             f"Triton {meta['triton']}.  Median of do_bench with the L2 flushed before every "
             f"launch; copy roof (device-to-device copy of 1 GiB): **{roof:.0f} GB/s**.  "
             "`peer / oa` is the best peer's time over oa's (> 1: oa is faster); "
             "`roof` is oa's bandwidth over the copy roof.  Check: relative L2 error "
             "against float64 within 1e-5 (f32), 1e-3 (f16), 8e-3 (bf16).", "",
             "| case | oa µs | oa GB/s | roof | Triton µs | torch µs | compile µs | peer / oa | oa policy | check |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in (r for r in rows if r["family"] != "attention"):
        checks = [p for p in ("oa", "triton", "torch", "compile")
                  if f"{p}_ok" in r and not r[f"{p}_ok"]]
        errs = [p for p in ("triton", "torch", "compile") if f"{p}_error" in r]
        status = "ok" if not checks else "FAIL: " + ",".join(checks)
        if errs:
            status += " (error: " + ",".join(errs) + ")"
        pol = r.get("policy") or {}
        ptxt = (f"{pol.get('name')} T{pol.get('threads_per_row')}x{pol.get('rows_per_cta')} "
                f"v{pol.get('vec')} s{pol.get('slots')}"
                + (f" c{pol['ctas_per_sm']}" if pol.get("ctas_per_sm") else "")
                + (f" pf g{r['grid']}" if pol.get("prefetch") else "") if r["family"] == "rowwise"
                else f"grid {r['grid']}x{r['block']} v{pol.get('vec')} u{pol.get('unroll')}")
        lines.append(f"| {r['case']} | {fmt(r.get('oa_us'))} | {fmt(r.get('oa_gbs'), '{:.0f}')} | "
                     f"{fmt(r.get('oa_roof'), '{:.2f}')} | {fmt(r.get('triton_us'))} | "
                     f"{fmt(r.get('torch_us'))} | {fmt(r.get('compile_us'))} | "
                     f"{fmt(r.get('best_peer_over_oa'), '{:.2f}')} | {ptxt} r{r.get('registers')} | {status} |")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def plot(path, rows, roof):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, axes = plt.subplots(1, 2, figsize=(14, 5.5))
    for ax, fam in zip(axes, ("rowwise", "elementwise")):
        sel = [r for r in rows if r["family"] == fam]
        for label, marker in (("oa", "o"), ("triton", "s"), ("torch", "^"), ("compile", "x")):
            pts = [(r["bytes"], r["bytes"] / (r[f"{label}_us"] * 1e-6) / 1e9)
                   for r in sel if f"{label}_us" in r]
            if pts:
                ax.scatter(*zip(*pts), marker=marker, label=label, alpha=0.7)
        ax.axhline(roof, color="k", ls="--", label=f"copy roof {roof:.0f} GB/s")
        ax.axhline(0.9 * roof, color="gray", ls=":", label="0.9 x roof")
        ax.set_xscale("log")
        ax.set_xlabel("bytes moved per call")
        ax.set_ylabel("GB/s")
        ax.set_title(f"{fam} (all dtypes and shapes)")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def launch_once(args):
    """One checked launch of oa's kernel of a case (what --ncu profiles)."""
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        c = json.load(f)["cases"][args.launch_once]
    fam, op, shape, dt = c["family"], c["op"], tuple(c["shape"]), c["dtype"]
    if fam == "attention":
        b, h, s, d, causal = shape
        q, k, v = (torch.randn((b, h, s, d), device="cuda").to(TORCH_DTYPE[dt]) for _ in range(3))
        out = torch.empty_like(q)
        bufs = {"q": q, "k": k, "v": v, "y": out}
        kern = cudrv.Kernel(os.path.join(args.bundle, "cubins", args.launch_once + ".cubin"),
                            c["kernel"])
        kern.launcher(c["grid"], c["block"], c.get("shared", 0), cudrv.plan_args(c["args"], bufs))()
        torch.cuda.synchronize()
        ref = peers.attention_reference(q, k, v, causal)
        err = rel_l2(out, ref)
        print(f"{args.launch_once}: relative L2 error {err:.3g}{where_wrong(out, ref, s)}")
        return 0 if err <= cases.ATTN_RTOL[dt] else 1
    ins = inputs(fam, op, shape, dt, seed=1)
    out = torch.empty(shape, dtype=TORCH_DTYPE[dt], device="cuda")
    bufs = dict(ins, y=out)
    k = cudrv.Kernel(os.path.join(args.bundle, "cubins", args.launch_once + ".cubin"), c["kernel"])
    k.launcher(c["grid"], c["block"], c.get("shared", 0), cudrv.plan_args(c["args"], bufs))()
    torch.cuda.synchronize()
    err = rel_l2(out, peers.reference(op, list(ins.values()), c.get("eps")))
    print(f"{args.launch_once}: relative L2 error {err:.3g}")
    return 0 if err <= cases.RTOL[dt] else 1


def _tiles(x, s, block):
    """x ([..., s, d]) as (batch*head, block-row tile, elements of the tile),
    the last tile padded with zeros (False for a mask)."""
    d = x.shape[-1]
    x = x.reshape(-1, s, d)
    nb = (s + block - 1) // block
    return torch.nn.functional.pad(x, (0, 0, 0, nb * block - s)).reshape(x.shape[0], nb, -1)


def worst_tile_error(out, ref, s, block=128):
    """The largest relative L2 error of one (batch*head, block-row) tile: a
    race that spoils one CTA's tile by a finite amount moves the whole
    output's error by a thousandth of that (1024 tiles), under any
    tolerance; inf when an element is not finite."""
    o, r = out.double(), ref.double().reshape(out.shape)
    if not bool(torch.isfinite(o).all()):
        return float("inf")
    err = _tiles(o - r, s, block).norm(dim=-1) / _tiles(r, s, block).norm(dim=-1).clamp_min(1e-30)
    return float(err.max())


def where_wrong(out, ref, s, block=128):
    """Where an attention result is wrong, for bisecting a bad kernel: the
    non-finite count, the (batch*head, block-row block) tiles with an element
    off by more than 0.05, and the rows (mod the block) and columns they hit."""
    d = out.shape[-1]
    o = out.double().reshape(-1, s, d)
    r = ref.double().reshape(-1, s, d)
    bad = ~torch.isfinite(o) | ((o - r).abs() > 0.05)
    if not bool(bad.any()):
        return ""
    tiles = _tiles(bad, s, block).any(-1)
    rows = sorted({int(i) % block for i in bad.any(-1).nonzero()[:, 1].tolist()})
    cols = sorted(set(bad.any(1).nonzero()[:, 1].tolist()))
    short = lambda xs: ",".join(map(str, xs[:16])) + (",..." if len(xs) > 16 else "")
    return (f"; {int((~torch.isfinite(o)).sum())} non-finite; {int(tiles.sum())} of {tiles.numel()} "
            f"(bh, {block}-row) tiles wrong, first {tiles.nonzero()[:4].tolist()}; rows%{block} "
            f"{short(rows)}; columns {short(cols)}")


def launch_alone(name, args, timeout):
    """One checked launch of case `name` in its own process with
    CUDA_LAUNCH_BLOCKING=1 (a kernel that faults poisons only that
    process's CUDA context): (exit status, stdout, output lines), the status
    None when it ran past `timeout` seconds."""
    import subprocess
    env = dict(os.environ, CUDA_LAUNCH_BLOCKING="1")
    try:
        r = subprocess.run(launch_once_cmd(name, args), env=env, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", []
    return r.returncode, r.stdout, (r.stdout + r.stderr).strip().splitlines()


def launch_table(todo, args):
    """--launch-only: each case launched once, alone, checked; no timing."""
    lines, bad = [], []
    for i, name in enumerate(todo):
        code, _, out = launch_alone(name, args, args.launch_timeout)
        ok = code == 0
        if code is None:
            what = f"did not finish in {args.launch_timeout} s"
        else:
            what = next((l.split(": ", 1)[1] for l in out if "relative L2 error" in l),
                        f"exit {code}: " + " | ".join(out[-2:]))
        lines.append(f"| `{name}` | {'ok' if ok else 'FAIL'} | {what.replace('|', '/')} |")
        if not ok:
            bad.append(name)
        print(f"[{i + 1}/{len(todo)}] {name}: {'ok' if ok else 'FAIL'}: {what}", flush=True)
    with open(os.path.join(args.out, "launches.md"), "w") as f:
        dev = torch.cuda.get_device_name() if torch.cuda.is_available() else "no GPU"
        f.write(f"# Single checked launches ({dev}, "
                f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})\n\n"
                f"    python3 {' '.join(sys.argv)}\n\n| case | check | result |\n|---|---|---|\n"
                + "\n".join(lines) + "\n")
    return report(args.out, "launches.md", bad)


def launch_once_cmd(name, args):
    """This script's command line for one checked launch of case `name`."""
    return [sys.executable, os.path.abspath(__file__), "--out", args.out, "--bundle", args.bundle,
            "--launch-once", name]


def isolated_launch(name, args):
    """Runs one checked launch of a case in its own process with
    CUDA_LAUNCH_BLOCKING=1, so that a kernel that faults (and so poisons its
    CUDA context) is reported by name and the run goes on.  Returns None
    when it ran (right or not: the timed run reports the error), else the
    fault's last lines."""
    code, stdout, out = launch_alone(name, args, 180)
    if code is None:
        return "timed out after 180 s"
    if code in (0, 1) and "relative L2 error" in stdout:
        return None
    return f"exit {code}: " + " | ".join(out[-3:])


def profile(args):
    import shutil
    import subprocess
    ncu = shutil.which("ncu") or "/usr/local/cuda/bin/ncu"
    with open(os.path.join(args.out, "ncu.txt"), "w") as log:
        for name in filter(None, args.ncu.split(",")):
            cmd = [ncu, "--section", "SpeedOfLight", "--section", "Occupancy",
                   "--section", "WarpStateStats", "--section", "LaunchStats",
                   "--section", "MemoryWorkloadAnalysis",
                   "-k", "regex:_k0_"] + launch_once_cmd(name, args)
            log.write(f"===== {name}\n")
            log.flush()
            try:
                r = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, timeout=120)
                print(f"ncu {name}: exit {r.returncode}", flush=True)
            except (OSError, subprocess.TimeoutExpired) as e:  # profiling is optional
                print(f"ncu {name}: {type(e).__name__}: {e}", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--bundle", default=HERE, help="the bundle (default: this script's folder)")
    ap.add_argument("--quick", action="store_true", help="headline shapes only")
    ap.add_argument("--only", default="", help="cases whose name contains this")
    ap.add_argument("--peers", default="triton,torch,compile")
    ap.add_argument("--no-compile", action="store_true", help="skip torch.compile")
    ap.add_argument("--rep", type=int, default=100, help="do_bench rep in ms (default 100)")
    ap.add_argument("--ncu", default="",
                    help="comma-separated cases: profile one launch of oa's kernel of each with "
                         "ncu (speed of light, occupancy, warp stall reasons) into OUT/ncu.txt")
    ap.add_argument("--isolate", action="store_true",
                    help="launch each oa kernel once in its own process first (CUDA_LAUNCH_BLOCKING=1): "
                         "a kernel that faults is reported and skipped instead of ending the run")
    ap.add_argument("--launch-only", action="store_true",
                    help="no timing: each selected case (variants too) launched once in its own "
                         "process and checked; where an attention result is wrong, which tiles, "
                         "rows and columns (OUT/launches.md)")
    ap.add_argument("--launch-timeout", type=int, default=30,
                    help="--launch-only: seconds a launch may take (a hang is reported)")
    ap.add_argument("--launch-once", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.launch_once:
        return launch_once(args)
    if args.no_compile:
        args.peers = args.peers.replace("compile", "")
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    t0 = time.time()
    todo = [c[0] for c in cases.all_cases(args.quick) if args.only in c[0]]
    missing = [n for n in todo if n not in manifest["cases"]]
    if missing:
        print(f"note: {len(missing)} cases are not in the bundle (built with --quick?)")
    todo = [n for n in todo if n in manifest["cases"]]
    todo += [n for n, c in manifest["cases"].items() if c.get("variant_of") and args.only in n]
    if args.launch_only:
        return launch_table(todo, args)
    roof = copy_roof(args.rep)
    print(f"copy roof: {roof:.0f} GB/s", flush=True)
    rows, crashed = [], {}
    for i, name in enumerate(todo):
        if args.isolate:
            bad = isolated_launch(name, args)
            if bad:
                crashed[name] = bad
                print(f"[{i + 1}/{len(todo)}] {name}: oa's launch FAILED in isolation: {bad}", flush=True)
                continue
        row = run_case(name, manifest["cases"][name], args, roof)
        rows.append(row)
        torch.cuda.empty_cache()
        if row["family"] == "attention":
            print(f"[{i + 1}/{len(todo)} {time.time() - t0:.0f}s] {name}: oa {row['oa_us']:.1f} us "
                  f"({row['oa_tflops']:.0f} TFLOP/s, err {row['oa_err']:.2g}"
                  f"{'' if row['oa_ok'] else ' FAIL'})"
                  + "".join(f", {p} {row[p + '_us']:.1f}" for p in ("flash", "cudnn")
                            if p + "_us" in row), flush=True)
            continue
        print(f"[{i + 1}/{len(todo)} {time.time() - t0:.0f}s] {name}: oa {row['oa_us']:.1f} us "
              f"({row['oa_roof']:.2f} roof, err {row['oa_err']:.2g}{'' if row['oa_ok'] else ' FAIL'})"
              + "".join(f", {p} {row[p + '_us']:.1f}" for p in ("triton", "torch", "compile")
                        if p + "_us" in row), flush=True)
    meta = {"device": torch.cuda.get_device_name(), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "command": "python3 " + " ".join(sys.argv), "torch": torch.__version__,
            "triton": getattr(peers.triton, "__version__", "absent"), "copy_roof_gbs": roof,
            "seconds": time.time() - t0, "crashed": crashed}
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
    write_markdown(os.path.join(args.out, "results.md"), rows, roof, meta)
    attn = [r for r in rows if r["family"] == "attention"]
    base = {r["case"]: r for r in attn if not r.get("variant_of")}
    for r in attn:  # a variant against its case's SDPA time
        b = base.get(r.get("variant_of") or "")
        if b and "flash_us" in b:
            r["flash_over_oa"] = b["flash_us"] / r["oa_us"]
    if attn:
        write_attention_markdown(os.path.join(args.out, "results.md"), attn, meta)
        ratios = [r["flash_over_oa"] for r in attn
                  if "flash_over_oa" in r and not r.get("variant_of")]
        if ratios:
            print(f"attention: geomean SDPA flash / oa {geomean(ratios):.3f}, "
                  f"min {min(ratios):.3f}")
    if crashed:
        with open(os.path.join(args.out, "results.md"), "a") as f:
            f.write("\n## Launches that faulted (run alone, CUDA_LAUNCH_BLOCKING=1)\n\n"
                    + "".join(f"- `{n}`: {why}\n" for n, why in sorted(crashed.items())))
    if args.ncu:
        profile(args)
    plotted = plot(os.path.join(args.out, "roofline.png"), rows, roof)
    bad = [r["case"] for r in rows if not r["oa_ok"]] + sorted(crashed)
    geo = [r["best_peer_over_oa"] for r in rows if "best_peer_over_oa" in r]  # not attention
    if geo:
        print(f"geomean best peer / oa: {geomean(geo):.3f}")
    return report(args.out, "results.md, results.json" + (", roofline.png" if plotted else
                                                           " (no matplotlib: no plot)"), bad)


if __name__ == "__main__":
    sys.exit(main())
