#!/usr/bin/env python3
"""Runs the GEMM bundle's diagnostic variants on the GPU (build the bundle
with build_gemm_bundle.py --diag or --diag-only):

    python3 BUNDLE/gemm_diag.py --out DIR [--no-sanitize] [--only SUBSTRING]

For every diagnostic shape, one set of inputs (uniform in [-1, 1]) and a
float64 reference; for every variant cubin (gemm_variants.py: oa, oa -O0,
NVPTX + ptxas of the same IR, stall/pipeline edits) two launches into
NaN-filled outputs, and per variant: the relative L2 error, the share of
wrong elements, whether both launches gave the same bits, how the wrong
elements fall on the tiles (16-row and 8-column groups inside a CTA tile,
the share of tiles hit), and the median time of 20 launches.  Then
compute-sanitizer (racecheck, synccheck, memcheck) over a small case with
oa-run, for oa's and the ptxas build.  DIR gets diag.txt, diag.json and
sanitize.txt.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import torch  # noqa: E402

import cudrv  # noqa: E402

TORCH_DTYPE = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
RTOL = {"f16": 2e-3, "bf16": 1e-2, "f32": 1e-5}


def make_inputs(c, seed=1):
    m, n, k = c["mnk"]
    g = torch.Generator(device="cuda").manual_seed(seed)
    td = TORCH_DTYPE[c["dtype"]]

    def u(*size):
        return (torch.rand(size, generator=g, device="cuda") * 2 - 1).to(td)
    bt = c["extra"].get("batch", 1)
    if c["op"] == "linear":
        x, w = u(m, k), u(n, k)
        ref = x.double() @ w.double().t()
    elif c["op"] == "matmul":
        x, w = u(m, k), u(k, n)
        ref = x.double() @ w.double()
    else:
        x, w = u(bt, m, k), u(bt, k, n)
        ref = torch.bmm(x.double(), w.double())
    return {"x": x, "w": w}, ref


def pattern(out, ref, c):
    """Where the wrong elements are, relative to the CTA tiles."""
    bm, bn = c["policy"]["bm"], c["policy"]["bn"]
    o = out.double()
    scale = ref.abs().mean().item() or 1.0
    bad = ~torch.isfinite(o) | ((o - ref).abs() > 1e-2 * ref.abs() + 2e-2 * scale)
    nonfinite = int((~torch.isfinite(o)).sum().item())
    nbad = int(bad.sum().item())
    info = {"bad": nbad, "bad_share": nbad / bad.numel(), "nonfinite": nonfinite}
    if nbad == 0:
        return info
    b = bad.reshape(-1, bad.shape[-2], bad.shape[-1]).any(0)  # over the batch
    m, n = b.shape
    rows = torch.arange(m, device=b.device) % bm // 16
    cols = torch.arange(n, device=b.device) % bn // 8
    info["row16_hist"] = [int(b[rows == i].sum().item()) for i in range(bm // 16)]
    info["col8_hist"] = [int(b[:, cols == j].sum().item()) for j in range(bn // 8)]
    tm, tn = (m + bm - 1) // bm, (n + bn - 1) // bn
    pad = torch.zeros(tm * bm, tn * bn, dtype=torch.bool, device=b.device)
    pad[:m, :n] = b
    tiles = pad.reshape(tm, bm, tn, bn).any(3).any(1)
    info["tiles_bad"] = f"{int(tiles.sum().item())}/{tm * tn}"
    info["first_bad"] = [int(v) for v in (b.nonzero()[0].tolist())]
    # Rows/cols of the last partial tile (edges) against the rest.
    info["bad_in_edge_tiles"] = int(pad[(tm - 1) * bm:, :].sum().item() + pad[:, (tn - 1) * bn:].sum().item())
    return info


def run_variant(bundle, c, cubin, ins, ref):
    k = cudrv.Kernel(os.path.join(bundle, cubin), c["kernel"])
    m, n, _ = c["mnk"]
    bt = c["extra"].get("batch", 1)
    shape = (bt, m, n) if c["op"] == "batch_matmul" else (m, n)
    outs = []
    for _ in range(2):
        y = torch.full(shape, float("nan"), dtype=TORCH_DTYPE[c["dtype"]], device="cuda")
        bufs = dict(ins, y=y)
        launch = k.launcher(c["grid"], c["block"], c.get("shared", 0), cudrv.plan_args(c["args"], bufs))
        launch()
        torch.cuda.synchronize()
        outs.append(y)
    o = outs[0].double()
    err = float("inf") if not torch.isfinite(o).all() else ((o - ref).norm() / ref.norm()).item()
    same = bool(torch.equal(outs[0].view(torch.int16), outs[1].view(torch.int16)))
    res = {"err": err, "ok": err <= RTOL[c["dtype"]], "deterministic": same,
           "registers": k.registers()}
    res.update(pattern(outs[0], ref, c))
    times = []
    for _ in range(20):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        launch()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e))
    res["ms"] = sorted(times)[len(times) // 2]
    return res


def sanitize(bundle, out):
    d = os.path.join(bundle, "sanitize")
    cs = shutil.which("compute-sanitizer") or "/usr/local/cuda/bin/compute-sanitizer"
    lines = []
    if not os.path.exists(cs) or not os.path.isdir(d):
        return ["compute-sanitizer or the sanitize case is missing"]
    run = os.path.join(bundle, "oa-run")
    os.chmod(run, 0o755)
    p = subprocess.run([run, "launch.json", "--cubin", "oa.cubin", "--ref-cubin", "nvptx.cubin"],
                       cwd=d, capture_output=True, text=True, timeout=60)
    lines.append(f"== oa-run oa.cubin against nvptx.cubin: rc {p.returncode}")
    lines += (p.stdout + p.stderr).strip().split("\n")[-10:]
    for cubin in ("oa.cubin", "nvptx.cubin"):
        if not os.path.exists(os.path.join(d, cubin)):
            continue
        for tool in ("racecheck", "synccheck", "memcheck"):
            cmd = [cs, "--tool", tool, run, "launch.json", "--cubin", cubin, "--out",
                   os.path.join(out, "san-" + cubin)]
            t0 = time.time()
            try:
                p = subprocess.run(cmd, cwd=d, capture_output=True, text=True, timeout=120)
                text = (p.stdout + p.stderr).strip().split("\n")
                lines.append(f"== {tool} {cubin}: rc {p.returncode} ({time.time() - t0:.0f} s)")
                lines += text[-40:]
            except subprocess.TimeoutExpired:
                lines.append(f"== {tool} {cubin}: timed out")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--bundle", default=HERE)
    ap.add_argument("--only", default="")
    ap.add_argument("--no-sanitize", action="store_true")
    ap.add_argument("--case", help=argparse.SUPPRESS)  # one case, in a child process
    args = ap.parse_args()
    if not args.case:
        return parent(args)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    rows, text = [], []

    def say(s):
        text.append(s)
    say(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}")
    for c in manifest.get("diag", []):
        if c["case"] != args.case:
            continue
        ins, ref = make_inputs(c)
        p = c["policy"]
        say(f"## {c['case']}  grid {c['grid']} block {c['block'][0]}  policy {p.get('bm')}x{p.get('bn')}"
            f"x{p.get('bk')} w{p.get('warps_m')}x{p.get('warps_n')} s{p.get('stages')}")
        for v, cubin in c["variants"].items():
            if cubin.startswith("error"):
                say(f"  {v:12s} not built: {cubin[:200]}")
                continue
            try:
                r = run_variant(args.bundle, c, cubin, ins, ref)
            except Exception as e:  # a launch failure is a result too (and ends this case)
                r = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
                say(f"  {v:12s} {r['error']}")
                rows.append(dict(r, case=c["case"], variant=v))
                break
            rows.append(dict(r, case=c["case"], variant=v))
            line = (f"  {v:12s} {'ok  ' if r['ok'] else 'FAIL'} err {r['err']:.3g}  bad {r['bad_share']:.4%}"
                    f" (nonfinite {r['nonfinite']})  same-bits {'yes' if r['deterministic'] else 'NO'}"
                    f"  {r['ms']:.3f} ms  regs {r['registers']}")
            if r["bad"]:
                line += (f"\n      tiles {r['tiles_bad']} first {r['first_bad']} edge {r['bad_in_edge_tiles']}"
                         f" rows/16 {r['row16_hist']} cols/8 {r['col8_hist']}")
            say(line)
    with open(os.path.join(args.out, f".case-{args.case}.json"), "w") as f:
        json.dump({"rows": rows, "text": text}, f)
    return 0


def parent(args):
    """Each case in its own process: a variant that faults leaves the CUDA
    context unusable, and must not take the other cases with it."""
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    rows, text = [], []
    t0 = time.time()
    for c in manifest.get("diag", []):
        if args.only not in c["case"]:
            continue
        part = os.path.join(args.out, f".case-{c['case']}.json")
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--out", args.out, "--bundle",
                            args.bundle, "--case", c["case"]], capture_output=True, text=True,
                           timeout=300)
        if os.path.exists(part):
            with open(part) as f:
                got = json.load(f)
            os.remove(part)
            rows += got["rows"]
            text += got["text"]
        else:
            msg = f"## {c['case']}: the child failed (rc {p.returncode})"
            print(msg, flush=True)
            text += [msg] + ["  " + l for l in (p.stdout + p.stderr).strip().split("\n")[-30:]]
            continue
        print("\n".join(got["text"]), flush=True)
        print(f"  ({time.time() - t0:.0f} s)", flush=True)
    if not args.no_sanitize:
        san = ["## compute-sanitizer (linear f16 256^3, 128x128x32 s3) with oa-run"]
        san += ["  " + l for l in sanitize(args.bundle, args.out)]
        print("\n".join(san), flush=True)
        text += san
    with open(os.path.join(args.out, "diag.json"), "w") as f:
        json.dump(rows, f, indent=1)
    with open(os.path.join(args.out, "diag.txt"), "w") as f:
        f.write("\n".join(text) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
