"""`oa rowwise`: one row-wise kernel (softmax, LayerNorm, RMSNorm) from the
model dialect to a cubin, its SASS listing and a launch description; then,
where a GPU is (oa-run finds libcuda), runs, verifies and times it, or runs
it in oa-emu (--emu) on the CPU.

    oa rowwise --op softmax --rows 4096 --width 768 --dtype f16 --out DIR
    python3 -m oa.commands.rowwise ...      (the same, without the dispatcher)

DIR gets model.mlir, lowered.mlir, kernels.ll, kernel.cubin, kernel.sass,
launch.json (docs/Launch.md; inputs from x.bin, gamma.bin, beta.bin),
kernel.json (the launch and the policy the lowering chose) and, after a
run, out/y.bin, ref/y.bin and result.json.  Tools come from --build DIR/bin,
$OA_BUILD/bin, or where `oa` finds them (docs/Command.md).
"""
import argparse
import array
import json
import math
import os
import random
import re
import struct
import subprocess
import sys

OPS = ("softmax", "layernorm", "rmsnorm")
DTYPES = ("f32", "f16", "bf16")
BYTES = {"f32": 4, "f16": 2, "bf16": 2}
# Relative L2 error allowed against the float64 reference (the output's own
# rounding dominates for f16/bf16).
RTOL = {"f32": 1e-5, "f16": 1e-3, "bf16": 8e-3}
EPS = {"layernorm": 1e-5, "rmsnorm": 1e-6}
# Pure-Python references above this many elements take too long: numpy
# (or torch) is needed for them.
PURE_PYTHON_LIMIT = 1 << 22


class Error(Exception):
    pass


# --- the model -------------------------------------------------------------

def model_mlir(op, rows, width, dtype, policy=None):
    """The oa-dialect function `rowwise(x[, gamma, beta]) -> y`."""
    t = f"tensor<{rows}x{width}x{dtype}>"
    v = f"tensor<{width}x{dtype}>"
    attrs = []
    if op in EPS:
        attrs.append(f"epsilon = {EPS[op]:e} : f32")
    if policy:
        fields = ", ".join(f"{k} = {int(val)}" for k, val in sorted(policy.items()))
        attrs.append(f"oa.policy = {{{fields}}}")
    attr = f" {{{', '.join(attrs)}}}" if attrs else ""
    if op == "softmax":
        args, body, ty = [("x", t)], "oa.softmax %x", f"({t})"
    elif op == "layernorm":
        args = [("x", t), ("gamma", v), ("beta", v)]
        body, ty = "oa.layer_norm %x, %gamma, %beta", f"({t}, {v}, {v})"
    else:
        args, body, ty = [("x", t), ("gamma", v)], "oa.rms_norm %x, %gamma", f"({t}, {v})"
    params = ", ".join(f'%{n}: {tt} {{oa.name = "{n}"}}' for n, tt in args)
    return (f"func.func @rowwise({params}) -> ({t} {{oa.name = \"y\"}}) {{\n"
            f"  %0 = {body}{attr} : {ty} -> {t}\n"
            f"  return %0 : {t}\n}}\n")


def input_names(op):
    return {"softmax": ["x"], "layernorm": ["x", "gamma", "beta"], "rmsnorm": ["x", "gamma"]}[op]


# --- tools -----------------------------------------------------------------

def find_tool(name, build=None):
    """--build BUILD/bin, $OA_BUILD/bin, then where the `oa` command finds
    its tools (oa/tools.py: $OA_TOOLS_DIR, the wheel's copies, the source
    tree's build/bin, $PATH), so `oa gemm`/`oa rowwise` work installed."""
    for d in (build and os.path.join(build, "bin"),
              os.environ.get("OA_BUILD") and os.path.join(os.environ["OA_BUILD"], "bin")):
        if d and os.path.exists(os.path.join(d, name)):
            return os.path.join(d, name)
    from oa import tools
    p = tools.find(name, required=False)
    if not p:
        raise Error(f"cannot find {name} (use --build BUILD, set OA_TOOLS_DIR or put it on PATH)")
    return p


def run_tool(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise Error(f"{os.path.basename(cmd[0])} failed (exit {r.returncode}):\n{r.stderr.strip()}")
    return r.stdout


def compile_model(text, out, sm=90, build=None, sms=None, index_bits=None, rtol=None):
    """Lowers an oa-dialect function of one kernel to out/: model.mlir,
    lowered.mlir, kernels.ll, kernel.cubin, kernel.sass and launch.json (each
    input read from <name>.bin).  Returns (launch, policy)."""
    os.makedirs(out, exist_ok=True)
    model = os.path.join(out, "model.mlir")
    with open(model, "w") as f:
        f.write(text)
    opt, tr = find_tool("oa-opt", build), find_tool("oa-translate", build)
    llc, objdump = find_tool("oa-llc", build), find_tool("oa-objdump", build)
    lowered = os.path.join(out, "lowered.mlir")
    from oa import pipeline
    passes = pipeline.model_lowering_flag(sm, sms, index_bits)
    run_tool([opt, model, passes, "-o", lowered])
    ll = os.path.join(out, "kernels.ll")
    run_tool([tr, "--oa-to-llvmir", f"--oa-sm={sm}", lowered, "-o", ll])
    plan = json.loads(run_tool([tr, "--oa-launch-plan", "--oa-cubin=kernel.cubin", lowered]))
    cubin = os.path.join(out, "kernel.cubin")
    run_tool([llc, f"-mcpu=sm_{sm}", "-O3", "-filetype=obj", ll, "-o", cubin])
    with open(os.path.join(out, "kernel.sass"), "w") as f:
        f.write(run_tool([objdump, "-d", cubin]))
    fn = plan["functions"][0]
    if len(fn["launches"]) != 1:
        raise Error(f"expected one kernel, the plan has {len(fn['launches'])}")
    launch = fn["launches"][0]
    for name, b in launch["buffers"].items():
        if not b.get("output"):
            b["init"] = {"file": f"{name}.bin"}
        elif rtol is not None:
            b["rtol"] = rtol
    with open(os.path.join(out, "launch.json"), "w") as f:
        json.dump(launch, f, indent=1)
    m = re.search(r"oa\.policy = \{([^}]*)\}", open(lowered).read())
    pol = {}
    if m:
        for k, v in re.findall(r'(\w+) = ("[^"]*"|\d+)', m.group(1)):
            pol[k] = v.strip('"') if v.startswith('"') else int(v)
    return launch, pol


def compile_kernel(op, rows, width, dtype, out, sm=90, build=None, policy=None, sms=None):
    """Writes the model, the kernel (.ll, .cubin, .sass), launch.json and
    kernel.json to `out`; returns the kernel description (launch, policy)."""
    launch, pol = compile_model(model_mlir(op, rows, width, dtype, policy), out, sm, build, sms,
                                rtol=RTOL[dtype])
    desc = {"op": op, "rows": rows, "width": width, "dtype": dtype, "sm": sm,
            "kernel": launch["kernel"], "grid": launch["grid"], "block": launch["block"],
            "shared": launch.get("shared", 0), "args": [a["buffer"] for a in launch["args"]],
            "policy": pol, "eps": EPS.get(op)}
    with open(os.path.join(out, "kernel.json"), "w") as f:
        json.dump(desc, f, indent=1)
    return desc


# --- data: inputs, references, comparison ----------------------------------

def _np():
    try:
        import numpy
        return numpy
    except ImportError:
        return None


def bf16_round(bits32):
    """f32 bit patterns -> bf16 bit patterns, round to nearest even."""
    return [((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF for b in bits32]


def encode(values, dtype):
    """float list -> (bytes in dtype, the values as dtype rounds them)."""
    if dtype == "f32":
        a = array.array("f", values)
        return a.tobytes(), a.tolist()
    if dtype == "f16":
        raw = struct.pack(f"<{len(values)}e", *values)
        return raw, list(struct.unpack(f"<{len(values)}e", raw))
    bits = array.array("I", array.array("f", values).tobytes())
    h = bf16_round(bits)
    back = array.array("f", array.array("I", [x << 16 for x in h]).tobytes()).tolist()
    return array.array("H", h).tobytes(), back


def decode(raw, dtype):
    if dtype == "f32":
        return array.array("f", raw).tolist()
    if dtype == "f16":
        return list(struct.unpack(f"<{len(raw) // 2}e", raw))
    h = array.array("H", raw)
    return array.array("f", array.array("I", [x << 16 for x in h]).tobytes()).tolist()


def make_inputs(op, rows, width, dtype, out, seed=1):
    """Writes the inputs to out/<name>.bin; returns them as float lists."""
    rng = random.Random(seed)
    spans = {"x": (-4.0, 4.0), "gamma": (0.5, 1.5), "beta": (-0.5, 0.5)}
    vals = {}
    for name in input_names(op):
        n = rows * width if name == "x" else width
        lo, hi = spans[name]
        raw, vals[name] = encode([rng.uniform(lo, hi) for _ in range(n)], dtype)
        with open(os.path.join(out, f"{name}.bin"), "wb") as f:
            f.write(raw)
    return vals


def reference(op, rows, width, vals):
    """float64 reference of y, row-major list."""
    x, y = vals["x"], []
    eps = EPS.get(op)
    for r in range(rows):
        row = x[r * width:(r + 1) * width]
        if op == "softmax":
            m = max(row)
            e = [math.exp(v - m) for v in row]
            s = math.fsum(e)
            y += [v / s for v in e]
        elif op == "layernorm":
            mean = math.fsum(row) / width
            var = math.fsum((v - mean) ** 2 for v in row) / width
            rstd = 1.0 / math.sqrt(var + eps)
            y += [(v - mean) * rstd * g + b for v, g, b in zip(row, vals["gamma"], vals["beta"])]
        else:
            rstd = 1.0 / math.sqrt(math.fsum(v * v for v in row) / width + eps)
            y += [v * rstd * g for v, g in zip(row, vals["gamma"])]
    return y


def rel_l2(out, ref):
    num = math.fsum((a - b) ** 2 for a, b in zip(out, ref))
    den = math.fsum(b * b for b in ref)
    bad = sum(1 for a in out if a != a)
    return (math.sqrt(num / den) if den else math.sqrt(num)) if not bad else float("inf")


# --- running ---------------------------------------------------------------

def check_case(args, out, quiet=False):
    """Compiles (and, unless --run none, runs and checks) one kernel into
    out; the result dict (None when not run)."""
    desc = compile_kernel(args.op, args.rows, args.width, args.dtype, out, args.sm, args.build,
                          args.policy, args.sms)
    if not quiet:
        print(f"{desc['kernel']}: grid {desc['grid']} block {desc['block']} policy {desc['policy']}")
        print(f"wrote {out}/kernel.cubin, kernel.sass, launch.json")
    mode = args.run
    if mode == "none":
        return None
    n = args.rows * args.width
    if n > PURE_PYTHON_LIMIT and not _np():
        raise Error(f"{n} elements: checking needs numpy (or a smaller shape)")
    vals = make_inputs(args.op, args.rows, args.width, args.dtype, out, args.seed)
    outdir = os.path.join(out, "out")
    os.makedirs(outdir, exist_ok=True)
    result = {"kernel": desc}
    launch = os.path.join(out, "launch.json")
    if mode == "emu":
        cmd = [find_tool("oa-emu", args.build), launch, "--out", outdir]
    else:
        cmd = [find_tool("oa-run", args.build), launch, "--out", outdir, "--timeout", "60"]
        if args.time:
            cmd += ["--time", str(args.time), "--json", os.path.join(out, "oa-run.json")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if not quiet:
        sys.stdout.write(r.stdout)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        raise Error(f"{os.path.basename(cmd[0])} failed (exit {r.returncode})")
    with open(os.path.join(outdir, "y.bin"), "rb") as f:
        got = decode(f.read(), args.dtype)
    ref = reference(args.op, args.rows, args.width, vals)
    refdir = os.path.join(out, "ref")
    os.makedirs(refdir, exist_ok=True)
    with open(os.path.join(refdir, "y.bin"), "wb") as f:
        f.write(encode(ref, args.dtype)[0])
    err = rel_l2(got, ref)
    ok = err <= RTOL[args.dtype]
    result.update({"mode": mode, "rel_l2": err, "rtol": RTOL[args.dtype], "pass": ok})
    save_result(args, out, result)
    if not quiet:
        print(f"{args.op} {args.rows}x{args.width} {args.dtype} sm_{args.sm} ({mode}): "
              f"relative L2 error {err:.3g} (limit {RTOL[args.dtype]:g}) "
              + ("PASS" if ok else "FAIL"))
    return result


def save_result(args, out, result):
    """out/result.json; on the GPU with the timing oa-run wrote, its median
    and the device lifted to the top (what the tuner compares)."""
    if args.run == "gpu" and args.time:
        with open(os.path.join(out, "oa-run.json")) as f:
            result["timing"] = json.load(f)
        result["median_us"] = result["timing"]["run"].get("median_us")
        result["device"] = result["timing"].get("device")
    with open(os.path.join(out, "result.json"), "w") as f:
        json.dump(result, f, indent=1)


def tune_key(args):
    from oa import tune
    return tune.rowwise_key(args.op, args.rows, args.width, args.dtype, args.sm)


def compiler(args):
    """The tune cache's id of the oa-opt and oa-llc that build the kernel
    (oa gemm's too)."""
    from oa import tune
    return tune.compiler_id([find_tool("oa-opt", args.build), find_tool("oa-llc", args.build)])


def parse_policy(text):
    pol = {}
    for item in filter(None, text.split(",")):
        k, _, v = item.partition("=")
        if not v.strip().lstrip("-").isdigit():
            raise argparse.ArgumentTypeError(f"policy entries are key=integer, got '{item}'")
        pol[k.strip()] = int(v)
    return pol


def add_arguments(p):
    p.add_argument("--op", required=True, choices=OPS)
    p.add_argument("--rows", required=True, type=int)
    p.add_argument("--width", required=True, type=int)
    p.add_argument("--dtype", default="f32", choices=DTYPES)
    p.add_argument("--out", default="rowwise-out", help="output folder (default rowwise-out)")
    p.add_argument("--sm", type=int, default=90, choices=(80, 90))
    p.add_argument("--sms", type=int, help="SM count the grid is sized for (default: the lowering's, 132)")
    p.add_argument("--policy", type=parse_policy,
                   help="override the row policy: threads_per_row=N,rows_per_cta=N,vec=N,slots=N")
    p.add_argument("--run", choices=("auto", "gpu", "emu", "none"), default="auto",
                   help="auto: the GPU when oa-run finds one, else only compile")
    p.add_argument("--emu", dest="run", action="store_const", const="emu",
                   help="run in oa-emu (same as --run emu)")
    p.add_argument("--time", type=int, default=100, help="timed launches on the GPU (default 100)")
    p.add_argument("--tune", action="store_true",
                   help="try every candidate row policy (built, run, checked, timed) and cache the "
                        "fastest that passes for this op, shape, dtype, SM and oa build; with "
                        "--emu: check them all, time and cache nothing")
    p.add_argument("--no-tune-cache", action="store_true",
                   help="ignore the tune cache ($OA_TUNE_CACHE, else tune.json in $OA_CACHE_DIR)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--build", help="oa build folder holding bin/ "
                                   "(default $OA_BUILD, then the tools `oa` finds)")


def has_gpu(build):
    try:
        tool = find_tool("oa-run", build)
    except Error:
        return False
    del tool
    try:
        import ctypes
        ctypes.CDLL(os.environ.get("OA_LIBCUDA", "libcuda.so.1"))
        return True
    except OSError:
        return False


def run(args):
    if args.rows < 1 or args.width < 1:
        raise Error("--rows and --width must be positive")
    if args.run == "auto":
        args.run = "gpu" if has_gpu(args.build) else "none"
    from oa import tune
    return tune.command(args, tune.rowwise_candidates(args.rows, args.width, args.dtype),
                        tune_key(args), lambda: compiler(args), check_case, Error)


def _main_checked(args):
    try:
        return run(args)
    except Error as e:
        sys.stderr.write(f"oa rowwise: error: {e}\n")
        return 1


def register(subparsers):
    p = subparsers.add_parser("rowwise", help="build, run and time one row-wise kernel",
                              description=__doc__.split("\n\n")[0])
    add_arguments(p)
    p.set_defaults(func=_main_checked)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="oa rowwise", description=__doc__.split("\n\n")[0])
    add_arguments(ap)
    return _main_checked(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
