#!/usr/bin/env python3
"""oa's MLP block and pre-LN transformer block forward against torch eager
(cuBLAS, FlashAttention through SDPA) and torch.compile on the GPU, in one
run (the bundle of build_blocks_bundle.py):

    python3 BUNDLE/blocks_run.py --out DIR [--only SUBSTRING] [--no-compile] [--rep MS]

Every case launches oa's kernels (one cubin, through cudrv.py on torch's
stream, no LLVM needed) in the plan's order, with the plan's temporaries
allocated once, and runs the same block as torch code (bench/blocks.py)
eager and under torch.compile, on the same inputs; every result is checked
against a float64 run of the torch code on the same (rounded) inputs
(relative L2 error, limit by dtype), and each is timed with
triton.testing.do_bench (median, L2 flushed before every call).  oa is
timed as launched from Python and as a CUDA graph of its launches; each
kernel's share comes from CUDA events around it over 20 runs of the
chain.  FP32 runs exact FP32 (TF32 off, torch's default).  DIR gets
results.md, results.json and blocks.png (when matplotlib is installed);
both files are rewritten after every case.  Exit status 1 when an oa
result fails its check.
"""
import argparse
import ctypes
import json
import os
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import blocks  # noqa: E402

import torch  # noqa: E402

import cudrv  # noqa: E402
from timing import bench, rel_l2, report  # noqa: E402
import peers  # noqa: E402

TORCH_DTYPE = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
# The tensor-core rate the floor uses for f16/bf16 (dense wgmma, about what
# cuBLAS reaches on an H100/H200); FP32 uses the SIMT rate of the device.
TC_TFLOPS = 790.0


def fp32_tflops():
    """SMs x 128 FP32 lanes x 2 x the maximum clock (cuDeviceGetAttribute)."""
    props = torch.cuda.get_device_properties(0)
    khz = ctypes.c_int()
    dev = ctypes.c_int()
    cudrv.check(cudrv.lib().cuDeviceGet(ctypes.byref(dev), torch.cuda.current_device()), "cuDeviceGet")
    cudrv.check(cudrv.lib().cuDeviceGetAttribute(ctypes.byref(khz), 13, dev), "clock rate")
    return props.multi_processor_count * 128 * 2 * khz.value * 1e3 / 1e12


def make_inputs(kind, shape, dt, seed):
    """x ~ U(-2, 2), weights and biases U(-1/sqrt(in), 1/sqrt(in)) (torch.nn.Linear's
    init), LayerNorm gamma U(0.5, 1.5), beta U(-0.5, 0.5); in dt."""
    g = torch.Generator(device="cuda").manual_seed(seed)
    out = {}
    for name, sh in blocks.params(kind, shape):
        lo, hi = blocks.init_range(kind, shape, name)
        t = torch.rand(sh, generator=g, device="cuda", dtype=torch.float32) * (hi - lo) + lo
        out[name] = t.to(TORCH_DTYPE[dt])
    return out


def kernel_inputs(kind, spec, dt, seed):
    """gemm: x, r ~ U(-2, 2), w and b U(-1/sqrt(K), 1/sqrt(K)); attn: q, k, v
    ~ N(0, 1) [b*h, s, d]."""
    g = torch.Generator(device="cuda").manual_seed(seed)
    td = TORCH_DTYPE[dt]
    if kind == "attn":
        b, h, s_, d = spec
        return {n: torch.randn((b * h, s_, d), generator=g, device="cuda").to(td)
                for n in ("q", "k", "v")}
    out = {}
    for n, sh in blocks.gemm_params(spec):
        lim = 2.0 if n in ("x", "r") else spec[2] ** -0.5
        out[n] = ((torch.rand(sh, generator=g, device="cuda") * 2 - 1) * lim).to(td)
    return out


def kernel_torch(kind, spec):
    """The op in torch: a function of the inputs (in kernel_inputs' order)."""
    import torch.nn.functional as F
    if kind == "attn":
        b, h, s_, d = spec

        def attn(q, k, v):
            return F.scaled_dot_product_attention(q.view(b, h, s_, d), k.view(b, h, s_, d),
                                                  v.view(b, h, s_, d), is_causal=True)
        return attn
    epi = spec[3]

    def gemm(x, w, b, r=None):
        y = F.linear(x, w, b)
        if epi == "bias_gelu":
            y = F.gelu(y)
        return r + y if epi == "bias_res" else y
    return gemm


def kernel_reference(kind, spec, ins):
    if kind == "attn":
        b, h, s_, d = spec
        q, k, v = (t.view(b, h, s_, d) for t in ins.values())
        return peers.attention_reference(q, k, v, True).reshape(b * h, s_, d)
    return kernel_torch(kind, spec)(*[t.double() for t in ins.values()])


def profile(fn, n=10):
    """[(kernel name, ms per call, launches per call)] of fn's GPU kernels
    (torch.profiler), the longest first."""
    from torch.profiler import ProfilerActivity
    from torch.profiler import profile as prof
    fn()
    torch.cuda.synchronize()
    with prof(activities=[ProfilerActivity.CUDA]) as p:
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
    out = []
    for e in p.key_averages():
        t = getattr(e, "self_device_time_total", None)
        if t is None:
            t = getattr(e, "self_cuda_time_total", 0)
        if t > 0:
            out.append((e.key[:120], t / 1e3 / n, e.count / n))
    return sorted(out, key=lambda x: -x[1])[:16]


def run_kernel_case(name, c, args, peer_rows):
    kind, spec, dt = c["kind"], tuple(c["shape"]), c["dtype"]
    base = c.get("variant_of") or name
    ins = kernel_inputs(kind, spec, dt, zlib.crc32(base.encode()))
    ref = kernel_reference(kind, spec, ins)
    rtol = blocks.RTOL[dt]
    flop = blocks.kernel_flops(kind, spec)
    row = {"case": name, "kind": kind, "shape": list(spec), "dtype": dt, "flop": flop,
           "variant_of": c.get("variant_of"), "given_policy": c.get("given_policy"),
           "policy": c["launches"][0].get("policy", {}), "grid": c["launches"][0]["grid"],
           "block": c["launches"][0]["block"][0], "shared": c["launches"][0].get("shared", 0)}
    chain = Chain(args.bundle, name, c, ins)
    row["registers"] = chain.kernels[0].registers()
    chain.out.fill_(float("nan"))
    row["oa_err"] = rel_l2(chain().view(ref.shape), ref)
    row["oa_ok"] = row["oa_err"] <= rtol
    row["oa_ms"] = bench(chain, args.rep)
    if c.get("variant_of"):
        for key, v in peer_rows.get(c["variant_of"], {}).items():
            if key.startswith(("cublas", "eager", "compile", "flash", "cudnn")):
                row[key] = v
    else:
        vals = list(ins.values())
        fn = kernel_torch(kind, spec)
        if kind == "gemm":
            import torch.nn.functional as F
            cands = [("cublas", lambda: (lambda: F.linear(vals[0], vals[1], vals[2])), False),
                     ("eager", lambda: (lambda: fn(*vals)), True)]
            if "compile" in args.peers:
                def comp():
                    f = torch.compile(fn, dynamic=False)
                    return lambda: f(*vals)
                cands.append(("compile", comp, True))
        else:
            b, h, s_, d = spec
            q, k, v = (t.view(b, h, s_, d) for t in vals)
            cands = [(be, (lambda be=be: peers.sdpa_fn(q, k, v, True, be)), True)
                     for be in ("flash", "cudnn")]
        for label, make, check in cands:
            try:
                with torch.no_grad():
                    f = make()
                    if f is None:
                        continue
                    r = f()
                    torch.cuda.synchronize()
                    if check:
                        row[f"{label}_err"] = rel_l2(r.reshape(ref.shape), ref)
                        row[f"{label}_ok"] = row[f"{label}_err"] <= rtol
                    row[f"{label}_ms"] = bench(f, args.rep)
            except Exception as e:
                row[f"{label}_error"] = f"{type(e).__name__}: {str(e)[:300]}"
        peer_rows[name] = row
    row["oa_tflops"] = flop / (row["oa_ms"] * 1e-3) / 1e12
    for p in ("cublas", "eager", "compile", "flash", "cudnn"):
        if f"{p}_ms" in row:
            row[f"{p}_tflops"] = flop / (row[f"{p}_ms"] * 1e-3) / 1e12
            row[f"{p}_over_oa"] = row[f"{p}_ms"] / row["oa_ms"]
    del chain, ins, ref
    return row


def reference(kind, shape, ins):
    """float64 result of the torch code on the rounded inputs."""
    def attn(q, k, v):
        return peers.attention_reference(q.contiguous(), k.contiguous(), v.contiguous(), True)
    fn = blocks.torch_fn(kind, shape, attention=attn)
    with torch.no_grad():
        return fn(*[t.double() for t in ins.values()])


class Chain:
    """oa's launches of one plan, bound to torch tensors."""

    def __init__(self, bundle, name, c, ins):
        td = TORCH_DTYPE
        bound = dict(ins)
        if c.get("split_qkv"):
            bound.update(blocks.split_qkv_buffers(ins, c["shape"]))
        self.bufs = {}
        for n, b in c["buffers"].items():
            if b["role"] == "input":
                t = bound[n]
                if t.numel() != b["count"] or t.dtype != td[b["dtype"]] or not t.is_contiguous():
                    raise RuntimeError(f"input {n}: {tuple(t.shape)} {t.dtype} does not fit {b}")
                self.bufs[n] = t
            else:
                self.bufs[n] = torch.empty(b["count"], dtype=td[b["dtype"]], device="cuda")
        self.out = self.bufs["y"]
        cubin = os.path.join(bundle, "cubins", c["cubin"] + ".cubin")
        self.kernels, self.launches = [], []
        for l in c["launches"]:
            k = cudrv.Kernel(cubin, l["kernel"])
            self.kernels.append(k)
            # Buffers, and TMA tensor maps encoded over them (sm_90 GEMMs).
            self.launches.append(k.launcher(l["grid"], l["block"], l.get("shared", 0),
                                            cudrv.plan_args(l["args"], self.bufs)))

    def __call__(self):
        for f in self.launches:
            f()
        return self.out

    def graph(self):
        """The chain as one CUDA graph (captured on a side stream)."""
        self()
        torch.cuda.synchronize()
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            self()
        return g

    def per_kernel(self, runs=20):
        """Median ms of each launch inside the chain (CUDA events; the runs of
        2026-12-06 had no sleep first, so their first kernel includes the
        wait for its Python launch)."""
        times = [[] for _ in self.launches]
        for _ in range(runs):
            ev = [torch.cuda.Event(enable_timing=True) for _ in range(len(self.launches) + 1)]
            try:  # the GPU waits ~0.5 ms while Python queues every launch: no launch gaps
                torch.cuda._sleep(1 << 20)
            except AttributeError:
                pass
            ev[0].record()
            for i, f in enumerate(self.launches):
                f()
                ev[i + 1].record()
            ev[-1].synchronize()
            for i in range(len(self.launches)):
                times[i].append(ev[i].elapsed_time(ev[i + 1]))
        return [sorted(t)[len(t) // 2] for t in times]


def run_case(name, c, args, fp32_rate, peer_rows):
    kind, shape, dt = c["kind"], tuple(c["shape"]), c["dtype"]
    base = c.get("variant_of") or name
    ins = make_inputs(kind, shape, dt, zlib.crc32(base.encode()))
    ref = reference(kind, shape, ins)
    rtol = blocks.RTOL[dt]
    flop = blocks.flops(kind, shape)
    rate = TC_TFLOPS if dt != "f32" else fp32_rate
    row = {"case": name, "kind": kind, "shape": list(shape), "dtype": dt, "flop": flop,
           "floor_ms": flop / (rate * 1e12) * 1e3, "floor_tflops": rate,
           "variant_of": c.get("variant_of"), "launches": len(c["launches"])}
    chain = Chain(args.bundle, name, c, ins)
    chain.out.fill_(float("nan"))
    y = chain().view(ref.shape).clone()
    torch.cuda.synchronize()
    row["oa_err"] = rel_l2(y, ref)
    row["oa_ok"] = row["oa_err"] <= rtol
    chain.out.fill_(float("nan"))
    again = chain().view(ref.shape)
    torch.cuda.synchronize()
    row["oa_repeatable"] = bool(torch.equal(again, y))  # bit for bit, run to run
    del y, again
    row["oa_ms"] = bench(chain, args.rep)
    try:
        g = chain.graph()
        chain.out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        row["oa_graph_err"] = rel_l2(chain.out.view(ref.shape), ref)
        row["oa_graph_ok"] = row["oa_graph_err"] <= rtol
        row["oa_graph_ms"] = bench(g.replay, args.rep)
    except Exception as e:
        row["oa_graph_error"] = f"{type(e).__name__}: {str(e)[:200]}"
    ks = chain.per_kernel()
    row["kernels"] = [{"kernel": l["kernel"], "grid": l["grid"], "block": l["block"][0],
                       "shared": l.get("shared", 0), "policy": l.get("policy", {}),
                       "registers": k.registers(), "ms": t}
                      for l, k, t in zip(c["launches"], chain.kernels, ks)]
    if c.get("variant_of") and c["variant_of"] in peer_rows:
        src = peer_rows[c["variant_of"]]
        for p in ("eager", "compile"):
            for key in ("_ms", "_err", "_ok"):
                if p + key in src:
                    row[p + key] = src[p + key]
    elif not c.get("variant_of"):
        fn = blocks.torch_fn(kind, shape)
        vals = list(ins.values())
        cands = [("eager", lambda: (lambda: fn(*vals)))]
        if "compile" in args.peers:
            def comp():
                f = torch.compile(fn, dynamic=False)
                return lambda: f(*vals)
            cands.append(("compile", comp))
        for label, make in cands:
            try:
                t0 = time.time()
                with torch.no_grad():
                    f = make()
                    r = f()
                    torch.cuda.synchronize()
                    row[f"{label}_first_s"] = time.time() - t0
                    row[f"{label}_err"] = rel_l2(r.view(ref.shape), ref)
                    row[f"{label}_ok"] = row[f"{label}_err"] <= rtol
                    row[f"{label}_ms"] = bench(f, args.rep)
                    if args.profile:
                        row[f"{label}_kernels"] = profile(f)
            except Exception as e:  # a peer that fails is reported, not fatal
                row[f"{label}_error"] = f"{type(e).__name__}: {str(e)[:300]}"
        peer_rows[name] = row
    for p in ("oa", "oa_graph", "eager", "compile"):
        if f"{p}_ms" in row:
            row[f"{p}_tflops"] = flop / (row[f"{p}_ms"] * 1e-3) / 1e12
            row[f"{p}_of_floor"] = row["floor_ms"] / row[f"{p}_ms"]
    for p in ("eager", "compile"):
        if f"{p}_ms" in row:
            row[f"{p}_over_oa"] = row[f"{p}_ms"] / row["oa_ms"]
            if "oa_graph_ms" in row:
                row[f"{p}_over_oa_graph"] = row[f"{p}_ms"] / row["oa_graph_ms"]
    del chain, ins, ref
    return row


def fmt(v, f="{:.3f}"):
    return "-" if v is None else f.format(v)


def short(kernel):
    return kernel.split("_", 1)[1] if "_" in kernel else kernel


def write_markdown(path, rows, meta):
    krows = [r for r in rows if r.get("kind") in ("gemm", "attn")]
    rows = [r for r in rows if r.get("kind") not in ("gemm", "attn")]
    lines = [f"# oa's MLP and transformer blocks vs torch eager and torch.compile ({meta['device']})",
             "",
             f"Measured {meta['date']} with `{meta['command']}`; torch {meta['torch']}, "
             f"Triton {meta['triton']}.  Median of do_bench (L2 flushed before every call).  "
             "`oa` is oa's kernels launched one by one from Python (ctypes, torch's stream); "
             "`oa graph` the same launches replayed as one CUDA graph.  `x / oa` is the peer's "
             "time over oa's (>= 1: oa is as fast or faster).  Floor: useful FLOPs (GEMMs and "
             f"the computed half of causal attention) at {TC_TFLOPS:.0f} TFLOP/s (f16/bf16) or "
             f"the device's FP32 SIMT rate ({meta['fp32_tflops']:.1f} TFLOP/s, exact FP32); "
             "`of floor` is floor / time.  Check: relative L2 error against float64 of the "
             "same inputs within " + ", ".join(f"{v:g} ({k})" for k, v in blocks.RTOL.items())
             + ".", "",
             "| case | launches | oa ms | oa graph ms | eager ms | compile ms | eager / oa | "
             "compile / oa | compile / oa graph | floor ms | oa of floor | compile of floor | "
             "oa err | eager err | compile err | check |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bad = [p for p in ("oa", "oa_graph", "eager", "compile")
               if f"{p}_ok" in r and not r[f"{p}_ok"]]
        errs = [p for p in ("oa", "oa_graph", "eager", "compile") if f"{p}_error" in r]
        status = ("ok" if not bad else "FAIL: " + ",".join(bad)) + (
            " (error: " + ",".join(errs) + ")" if errs else "")
        if r.get("oa_repeatable") is False:
            status += " (oa differs between runs)"
        lines.append(
            f"| {r['case']} | {r.get('launches', '-')} | {fmt(r.get('oa_ms'))} | "
            f"{fmt(r.get('oa_graph_ms'))} | {fmt(r.get('eager_ms'))} | {fmt(r.get('compile_ms'))} | "
            f"{fmt(r.get('eager_over_oa'), '{:.2f}')} | {fmt(r.get('compile_over_oa'), '{:.2f}')} | "
            f"{fmt(r.get('compile_over_oa_graph'), '{:.2f}')} | {fmt(r.get('floor_ms'))} | "
            f"{fmt(r.get('oa_of_floor'), '{:.2f}')} | {fmt(r.get('compile_of_floor'), '{:.2f}')} | "
            f"{fmt(r.get('oa_err'), '{:.2g}')} | {fmt(r.get('eager_err'), '{:.2g}')} | "
            f"{fmt(r.get('compile_err'), '{:.2g}')} | {status} |")
    lines += ["", "## oa's kernels, in plan order", "",
              "Median of CUDA events around each launch over 20 runs of the chain "
              "(no L2 flush between kernels: each reads what the one before wrote).", ""]
    for r in rows:
        if not r.get("kernels"):
            continue
        tot = sum(k["ms"] for k in r["kernels"]) or 1.0
        lines += [f"### {r['case']}", "", "| kernel | grid x block | policy | regs | ms | share |",
                  "|---|---|---|---|---|---|"]
        for k in r["kernels"]:
            pol = k["policy"] or {}
            ptxt = pol.get("name", "")
            if "bm" in pol:
                ptxt += f" {pol['bm']}x{pol['bn']}x{pol['bk']} s{pol.get('stages')}"
            g = "x".join(str(v) for v in k["grid"] if v != 1) or "1"
            lines.append(f"| {short(k['kernel'])} | {g} x {k['block']} | {ptxt} | "
                         f"{k['registers']} | {k['ms']:.4f} | {100 * k['ms'] / tot:.1f}% |")
        lines.append("")
    for r in rows:
        for p in ("eager", "compile"):
            if r.get(f"{p}_kernels"):
                lines += [f"### torch {p}'s kernels: {r['case']}", "",
                          "torch.profiler over 10 calls; ms and launches per call, the 16 longest.",
                          "", "| kernel | ms | launches |", "|---|---|---|"]
                lines += [f"| `{k[:90]}` | {t:.4f} | {n:g} |" for k, t, n in r[f"{p}_kernels"]]
                lines.append("")
    if krows:
        lines += ["## The blocks' kernels alone", "",
                  "Each GEMM of the blocks (with its fused epilogue) and their attention as a "
                  "one-op oa model: the lowering's default policy and other policies (`@tag`), "
                  "against cuBLAS (torch F.linear: the GEMM and bias only, no GELU or residual), "
                  "torch eager and torch.compile of the same op with its epilogue, and SDPA "
                  "(FlashAttention, cuDNN) on [b, h, s, d].  A variant's peer columns are its "
                  "default's.  `best / oa`: the fastest peer's time over oa's.", "",
                  "| case | grid x block | policy | regs | oa ms | oa TFLOP/s | cuBLAS ms | "
                  "eager ms | compile ms | flash ms | cudnn ms | best / oa | oa err | check |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in krows:
            if "oa_ms" not in r:
                lines.append(f"| {r['case']} | - | - | - | - | - | - | - | - | - | - | - | - | "
                             f"error: {r.get('oa_error', '?')[:120]} |")
                continue
            pol = r.get("policy") or {}
            if "bm" in pol:
                ptxt = f"{pol.get('name', '')} {pol['bm']}x{pol['bn']}x{pol['bk']} s{pol.get('stages')}"
            else:
                ptxt = " ".join(f"{k}={v}" for k, v in sorted(pol.items()) if k != "name")
            g = "x".join(str(v) for v in r["grid"] if v != 1) or "1"
            best = [r[f"{p}_ms"] for p in ("cublas", "eager", "compile", "flash", "cudnn")
                    if f"{p}_ms" in r]
            bad = [p for p in ("oa", "eager", "compile", "flash", "cudnn")
                   if f"{p}_ok" in r and not r[f"{p}_ok"]]
            lines.append(
                f"| {r['case']} | {g} x {r['block']} | {ptxt} | {r.get('registers')} | "
                f"{r['oa_ms']:.4f} | {r['oa_tflops']:.0f} | {fmt(r.get('cublas_ms'), '{:.4f}')} | "
                f"{fmt(r.get('eager_ms'), '{:.4f}')} | {fmt(r.get('compile_ms'), '{:.4f}')} | "
                f"{fmt(r.get('flash_ms'), '{:.4f}')} | {fmt(r.get('cudnn_ms'), '{:.4f}')} | "
                f"{fmt(min(best) / r['oa_ms'] if best else None, '{:.2f}')} | "
                f"{r['oa_err']:.2g} | {'ok' if not bad else 'FAIL: ' + ','.join(bad)} |")
        lines.append("")
    for r in rows + krows:
        for p in ("oa", "oa_graph", "eager", "compile", "cublas", "flash", "cudnn"):
            if f"{p}_error" in r:
                lines.append(f"- {r['case']} {p}: {r[p + '_error']}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def plot(path, rows):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    rows = [r for r in rows if "oa_ms" in r and not r.get("variant_of")
            and r.get("kind") in ("mlp", "block")]
    labels = [r["case"] for r in rows]
    series = [("oa", "oa_ms"), ("oa graph", "oa_graph_ms"), ("eager", "eager_ms"),
              ("compile", "compile_ms"), ("floor", "floor_ms")]
    fig, ax = plt.subplots(figsize=(max(6, 1.6 * len(rows)), 4.5))
    w = 0.8 / len(series)
    for i, (lab, key) in enumerate(series):
        ax.bar([j + i * w for j in range(len(rows))], [r.get(key, 0) or 0 for r in rows], w, label=lab)
    ax.set_xticks([j + 0.4 - w / 2 for j in range(len(rows))])
    ax.set_xticklabels(labels, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel("ms (lower is better)")
    ax.set_yscale("log")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--bundle", default=HERE, help="the bundle (default: this script's folder)")
    ap.add_argument("--only", default="", help="cases whose name contains this")
    ap.add_argument("--peers", default="eager,compile")
    ap.add_argument("--no-compile", action="store_true", help="skip torch.compile")
    ap.add_argument("--rep", type=int, default=100, help="do_bench rep in ms (default 100)")
    ap.add_argument("--no-profile", dest="profile", action="store_false",
                    help="skip the torch.profiler list of the peers' kernels")
    ap.add_argument("--blocks-only", action="store_true", help="not the kernels alone")
    args = ap.parse_args()
    if args.no_compile:
        args.peers = args.peers.replace("compile", "")
    torch.backends.cuda.matmul.allow_tf32 = False  # exact FP32, torch's default
    torch.backends.cudnn.allow_tf32 = False
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    todo = [n for n, c in manifest["cases"].items() if args.only in n
            and not (args.blocks_only and c["kind"] in ("gemm", "attn"))]
    meta = {"device": torch.cuda.get_device_name(), "sm": manifest["sm"],
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "command": "python3 " + " ".join(sys.argv), "torch": torch.__version__,
            "triton": getattr(peers.triton, "__version__", "absent"),
            "fp32_tflops": fp32_tflops(), "tc_tflops": TC_TFLOPS}
    rows, peer_rows = [], {}
    for i, name in enumerate(todo):
        try:
            c = manifest["cases"][name]
            if c["kind"] in ("gemm", "attn"):
                row = run_kernel_case(name, c, args, peer_rows)
            else:
                row = run_case(name, c, args, meta["fp32_tflops"], peer_rows)
        except Exception as e:  # an oa launch failure is reported and counted as a failure
            import traceback
            traceback.print_exc()
            row = {"case": name, "kind": manifest["cases"][name]["kind"], "oa_ok": False,
                   "oa_error": f"{type(e).__name__}: {str(e)[:300]}"}
        rows.append(row)
        torch.cuda.synchronize()
        torch.cuda.empty_cache()
        print(f"[{i + 1}/{len(todo)} {time.time() - t0:.0f}s] {name}: "
              + (f"oa {row['oa_ms']:.4f} ms (graph {row.get('oa_graph_ms', float('nan')):.3f}, "
                 f"err {row['oa_err']:.2g}{'' if row['oa_ok'] else ' FAIL'})"
                 if "oa_ms" in row else row.get("oa_error", "?"))
              + "".join(f", {p} {row[p + '_ms']:.3f} (err {row.get(p + '_err', 0):.2g})"
                        for p in ("cublas", "eager", "compile", "flash", "cudnn")
                        if p + "_ms" in row), flush=True)
        meta["seconds"] = time.time() - t0
        with open(os.path.join(args.out, "results.json"), "w") as f:
            json.dump({"meta": meta, "rows": rows}, f, indent=1)
        write_markdown(os.path.join(args.out, "results.md"), rows, meta)
    if plot(os.path.join(args.out, "blocks.png"), rows):
        print(f"wrote {args.out}/blocks.png")
    return report(args.out, f"results.md, results.json ({time.time() - t0:.0f} s)",
                  [r["case"] for r in rows if not r.get("oa_ok") or r.get("oa_graph_ok") is False])


if __name__ == "__main__":
    sys.exit(main())
