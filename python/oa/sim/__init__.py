"""Runs oa's lowered kernels on the CPU (no GPU, no backend).

    python3 -m oa.sim CASEDIR [--out DIR] [--cc clang-22]

CASEDIR holds what python/examples/e2e.py writes: kernels.ll, plan.json,
launch_<i>.json and the input .bin files.  The kernels' LLVM IR is
recompiled for the host against harness.c (coroutine threads, barriers,
warp shuffles; see there) and the launches run in order; the function's
outputs are written to DIR/<name>.bin (default CASEDIR/sim).  This checks
the MLIR lowering (indexing, tiling, reductions, synchronisation) against a
reference before the backend and the GPU are involved; the only changed
semantics are ex2.approx/rsqrt.approx, computed exactly here.
"""
import ctypes
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def host_ir(text):
    """The NVPTX kernels as host IR: sim_nvvm_* calls, C calling convention."""
    text = re.sub(r"@llvm\.nvvm\.([a-z0-9.]+)",
                  lambda m: "@sim_nvvm_" + m.group(1).replace(".", "_"), text)
    text = re.sub(r"^target (datalayout|triple) = .*$", "", text, flags=re.M)
    text = text.replace("define ptx_kernel ", "define ")
    text = re.sub(r'"target-(cpu|features)"="[^"]*"', "", text)
    # An attribute group left empty is a parse error; keep it with nounwind.
    return re.sub(r"^(attributes #\d+ = )\{\s*\}$", r"\1{ nounwind }", text, flags=re.M)


def unsupported(ir):
    """The llvm.nvvm.* intrinsics of the kernels' IR that harness.c lacks."""
    with open(os.path.join(HERE, "harness.c")) as f:
        have = set(re.findall(r"\b(sim_nvvm_\w+)\(", f.read()))
    used = set(re.findall(r"@(llvm\.nvvm\.[a-z0-9.]+)\(", ir))
    return sorted(n for n in used if "sim_nvvm_" + n[len("llvm.nvvm."):].replace(".", "_") not in have)


def build(ll_path, workdir, cc="clang-22"):
    os.makedirs(workdir, exist_ok=True)
    with open(ll_path) as f:
        ir = f.read()
    text = host_ir(ir)
    missing = unsupported(ir)
    if missing:
        names = ", ".join(missing)
        raise ValueError(f"{ll_path}: oa.sim cannot run {names} (tensor-core kernels: lower "
                         "with oa-lower-to-kernels{tensor-cores=0} to simulate on the CPU)")
    host = os.path.join(workdir, "host.ll")
    with open(host, "w") as f:
        f.write(text)
    so = os.path.join(workdir, "sim.so")
    subprocess.run([cc, "-O2", "-shared", "-fPIC", "-Wno-override-module",
                    os.path.join(HERE, "harness.c"), host, "-o", so, "-lm"], check=True)
    return ctypes.CDLL(so)


def run_case(casedir, outdir=None, cc="clang-22"):
    outdir = outdir or os.path.join(casedir, "sim")
    lib = build(os.path.join(casedir, "kernels.ll"), outdir, cc)
    with open(os.path.join(casedir, "plan.json")) as f:
        plan = json.load(f)
    bufs = {}
    for name, b in plan["buffers"].items():
        size = b["count"] * {"f32": 4, "f16": 2, "bf16": 2, "f64": 8}[b["dtype"]]
        if b["role"] == "input":
            with open(os.path.join(casedir, name + ".bin"), "rb") as f:
                data = f.read()
            if len(data) != size:
                raise ValueError(f"{name}.bin has {len(data)} bytes, expected {size}")
            bufs[name] = ctypes.create_string_buffer(data, size)
        else:
            bufs[name] = ctypes.create_string_buffer(b"\xff" * size, size)
    lib.sim_launch.restype = ctypes.c_int
    for i, l in enumerate(plan["launches"]):
        if any("buffer" not in a for a in l["args"]):
            raise ValueError(f"launch {i} ({l['kernel']}) takes a TMA tensor map, which the CPU "
                             "simulation cannot run (lower with sm=0 or 80, or tma=0)")
        fn = ctypes.cast(getattr(lib, l["kernel"]), ctypes.c_void_p)
        args = (ctypes.c_void_p * len(l["args"]))(
            *[ctypes.cast(bufs[a["buffer"]], ctypes.c_void_p) for a in l["args"]])
        g = (l["grid"] + [1, 1])[:3]
        b = (l["block"] + [1, 1])[:3]
        if lib.sim_launch(fn, *g, *b, len(l["args"]), args) != 0:
            raise RuntimeError(f"launch {i} ({l['kernel']}) was refused")
    for name, b in plan["buffers"].items():
        if b["role"] == "output":
            with open(os.path.join(outdir, name + ".bin"), "wb") as f:
                f.write(bufs[name].raw)
    return outdir


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("casedir")
    ap.add_argument("--out")
    ap.add_argument("--cc", default="clang-22")
    a = ap.parse_args(argv)
    print(run_case(a.casedir, a.out, a.cc))
    return 0
