#!/usr/bin/env python3
"""Builds the block benchmark bundle (run here, where LLVM and oa are built):

    python3 bench/build_blocks_bundle.py --build BUILD --out BUNDLE [--sm 90] [--only SUBSTRING]

Each case of bench/blocks.py (the MLP block and the pre-LN transformer
block, f32/f16/bf16) is one oa-dialect function; oa-opt lowers it to
kernels, oa-translate writes its LLVM IR and launch plan, oa-llc one cubin
with all its kernels.  BUNDLE gets cubins/<case>.cubin,
models/<case>.mlir and manifest.json (per case: the plan's buffers with
their roles and the launches in order: kernel, grid, block, shared
memory, argument buffers, policy), plus blocks_run.py, blocks.py, cudrv.py
and peers.py.  On the GPU host (PyTorch, Triton, no LLVM):
`python3 BUNDLE/blocks_run.py --out DIR`.
"""
import argparse
import json
import os
import re
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
import blocks  # noqa: E402
import bundle  # noqa: E402
from oa import pipeline  # noqa: E402
from oa.commands import rowwise as rw  # noqa: E402

LIMIT_MB = 8


def kernel_policies(lowered_text):
    """{kernel: {field: value}} from the oa.policy each kernel carries."""
    out = {}
    for m in re.finditer(r"(?:llvm|gpu)\.func @(\w+)\(([^\n]*)", lowered_text):
        p = re.search(r"oa\.policy = \{([^}]*)\}", m.group(2))
        if p:
            out[m.group(1)] = {k: (v.strip('"') if v.startswith('"') else int(v))
                               for k, v in re.findall(r'(\w+) = ("[^"]*"|-?\d+)', p.group(1))}
    return out


def lowering_flag(sm, sms=None, index_bits=None, extra=""):
    """pipeline.model_lowering_flag with `extra` options of oa-lower-to-kernels
    added (e.g. "tma=0")."""
    flag = pipeline.model_lowering_flag(sm, sms, index_bits)
    return flag.replace("oa-lower-to-kernels{", "oa-lower-to-kernels{" + extra + " ", 1) if extra else flag


def compile_plan(text, out, sm=90, build=None, sms=None, index_bits=None, lower_opts=""):
    """Lowers an oa-dialect function of any number of kernels to out/
    (model.mlir, lowered.mlir, kernels.ll, kernels.cubin, kernels.sass,
    plan.json).  Returns the plan's function: {"name", "buffers" (dtype,
    count, shape, role), "launches" (docs/Launch.md descriptions, in
    order)} with each launch's policy as "_policy" (a comment to oa-run)."""
    os.makedirs(out, exist_ok=True)
    model = os.path.join(out, "model.mlir")
    with open(model, "w") as f:
        f.write(text)
    opt, tr = rw.find_tool("oa-opt", build), rw.find_tool("oa-translate", build)
    llc, objdump = rw.find_tool("oa-llc", build), rw.find_tool("oa-objdump", build)
    lowered = os.path.join(out, "lowered.mlir")
    rw.run_tool([opt, model, lowering_flag(sm, sms, index_bits, lower_opts), "-o", lowered])
    ll = os.path.join(out, "kernels.ll")
    rw.run_tool([tr, "--oa-to-llvmir", f"--oa-sm={sm}", lowered, "-o", ll])
    plan = json.loads(rw.run_tool([tr, "--oa-launch-plan", "--oa-cubin=kernels.cubin", lowered]))
    with open(os.path.join(out, "plan.json"), "w") as f:
        json.dump(plan, f, indent=1)
    cubin = os.path.join(out, "kernels.cubin")
    rw.run_tool([llc, f"-mcpu=sm_{sm}", "-O3", "-filetype=obj", ll, "-o", cubin])
    with open(os.path.join(out, "kernels.sass"), "w") as f:
        f.write(rw.run_tool([objdump, "-d", cubin]))
    fn = plan["functions"][0]
    pols = kernel_policies(open(lowered).read())
    for l in fn["launches"]:
        l["_policy"] = pols.get(l["kernel"], {})
    return fn


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", required=True, help="oa build folder (bin/oa-opt ... oa-llc)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--sm", type=int, default=90)
    ap.add_argument("--sms", type=int, default=132, help="SMs the grids are sized for")
    ap.add_argument("--only", default="", help="cases whose name contains this")
    ap.add_argument("--lower-opts", default="",
                    help='more oa-lower-to-kernels options, e.g. "tma=0" (wgmma fed by cp.async, '
                         "for a runner whose launcher passes no tensor maps)")
    ap.add_argument("--no-kernels", action="store_true",
                    help="only the blocks, not their GEMMs and attention alone (blocks.kernel_cases)")
    ap.add_argument("--stall-variants", default="",
                    help="comma-separated cases that also get CASE@sb-* stall and wait variants "
                         "(bundle.stall_variants; one-kernel cases)")
    ap.add_argument("--sass", help="also write each case's SASS listing to SASS/<case>.sass "
                    "(not in the bundle: ~1 MB a case)")
    a = ap.parse_args()
    for d in ("cubins", "models"):
        os.makedirs(os.path.join(a.out, d), exist_ok=True)
    if a.sass:
        os.makedirs(a.sass, exist_ok=True)
    work = os.path.join(a.out, ".work")
    manifest = {"sm": a.sm, "sms": a.sms, "lower_opts": a.lower_opts, "cases": {}}
    sb_cases = set(filter(None, a.stall_variants.split(",")))
    todo = [c for c in blocks.all_cases() if a.only in c[0]]
    if not a.no_kernels:
        todo += [(n, kind, spec, dt, {"policy": pol}, base)
                 for n, kind, spec, dt, pol, base in blocks.kernel_cases() if a.only in n]
    t0 = time.time()
    failed = []
    for i, (name, kind, shape, dt, opts, base) in enumerate(todo):
        d = os.path.join(work, name.replace("@", "."))
        if kind in ("gemm", "attn"):
            text = blocks.kernel_mlir(kind, shape, dt, opts["policy"])
        else:
            text = blocks.model_mlir(kind, shape, dt, **opts)
        try:
            fn = compile_plan(text, d, a.sm, a.build, a.sms, lower_opts=a.lower_opts)
        except rw.Error as e:
            if not base:
                raise
            failed.append(name)  # a policy candidate the lowering or oa-llc refuses
            print(f"[{i + 1}/{len(todo)}] {name}: not built: {str(e).splitlines()[-1][:200]}",
                  flush=True)
            continue
        shutil.copy(os.path.join(d, "kernels.cubin"), os.path.join(a.out, "cubins", name + ".cubin"))
        if a.sass:
            shutil.copy(os.path.join(d, "kernels.sass"), os.path.join(a.sass, name + ".sass"))
        shutil.copy(os.path.join(d, "model.mlir"), os.path.join(a.out, "models", name + ".mlir"))
        manifest["cases"][name] = {
            "kind": kind, "shape": list(shape), "dtype": dt, "cubin": name,
            "variant_of": base, "split_qkv": bool(opts.get("split_qkv")),
            "given_policy": opts.get("policy", opts.get("policies")),
            "buffers": {n: {k: b[k] for k in ("dtype", "count", "shape", "role")}
                        for n, b in fn["buffers"].items()},
            "launches": [{"kernel": l["kernel"], "grid": l["grid"], "block": l["block"],
                          "shared": l.get("shared", 0), "args": l["args"], "policy": l["_policy"]}
                         for l in fn["launches"]]}
        if name in sb_cases:
            for tag, cub in bundle.stall_variants(d, "kernels.ll", a.sm, a.build).items():
                shutil.copy(cub, os.path.join(a.out, "cubins", f"{name}@sb-{tag}.cubin"))
                manifest["cases"][f"{name}@sb-{tag}"] = dict(manifest["cases"][name],
                                                             cubin=f"{name}@sb-{tag}", variant_of=name)
            sb_cases.discard(name)
        print(f"[{i + 1}/{len(todo)}] {name}: {len(fn['launches'])} launches "
              + ", ".join(f"{l['kernel'].split('_', 1)[1]} {l['grid']}x{l['block'][0]}"
                          for l in fn["launches"]), flush=True)
    if sb_cases:
        sys.exit(f"--stall-variants: no such case: {', '.join(sorted(sb_cases))}")
    shutil.rmtree(work)
    if failed:
        print(f"not built ({len(failed)}): {', '.join(failed)}")
    files = [os.path.join(HERE, s) for s in ("blocks_run.py", "blocks.py", "cudrv.py", "peers.py",
                                              "stress.py", "timing.py")]
    bundle.poison_cubin(a.out, a.build, a.sm)
    return bundle.finish(a.out, manifest, files, f"{len(todo) - len(failed)} cases", t0,
                         LIMIT_MB)


if __name__ == "__main__":
    sys.exit(main())
