"""`oa gemm`: one GEMM kernel (linear, matmul or batch_matmul with an
optional fused bias, activation and residual) from the model dialect to a
cubin, its SASS listing and a launch description; then, where a GPU is,
runs, verifies and times it, or runs it in oa-emu (--emu) on the CPU.

    oa gemm --m 4096 --n 4096 --k 4096 --dtype f16 [--bias] [--act gelu] [--tune] --out DIR
    python3 -m oa.commands.gemm ...      (the same, without the dispatcher)

DIR gets model.mlir, lowered.mlir, kernels.ll, kernel.cubin, kernel.sass,
launch.json (inputs from x.bin, w.bin, b.bin, r.bin), kernel.json and, after
a run, out/y.bin and result.json; with --tune, tune/NN/ per candidate and
tune.json.  A GEMM compiled without --policy takes the policy `--tune`
cached for it (python/oa/tune.py).  Tools come from --build DIR/bin,
$OA_BUILD/bin, or where `oa` finds them (docs/Command.md).
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys

from oa import tune
from oa.commands import rowwise as rw

OPS = ("linear", "matmul", "batch_matmul")
DTYPES = ("f16", "bf16", "f32")
ACTS = ("none", "relu", "gelu", "gelu_tanh")
# Relative L2 error allowed against the float64 reference of the rounded
# inputs: FP32 accumulation, then the output's own rounding.
RTOL = {"f32": 1e-5, "f16": 2e-3, "bf16": 1e-2}
Error = rw.Error


def shapes(op, m, n, k, batch=1):
    """(A shape, B shape, out shape) of the op (linear's weight is [n, k])."""
    if op == "linear":
        return [m, k], [n, k], [m, n]
    if op == "matmul":
        return [m, k], [k, n], [m, n]
    return [batch, m, k], [batch, k, n], [batch, m, n]


def model_mlir(op, m, n, k, dtype, out_dtype=None, batch=1, bias=False, act="none",
               residual=False, policy=None):
    out_dtype = out_dtype or dtype
    sa, sb, so = shapes(op, m, n, k, batch)
    ty = lambda s, d: f"tensor<{'x'.join(map(str, s))}x{d}>"  # noqa: E731
    ta, tb, to = ty(sa, dtype), ty(sb, dtype), ty(so, out_dtype)
    params = [f'%x: {ta} {{oa.name = "x"}}', f'%w: {tb} {{oa.name = "w"}}']
    operands, types = ["%x", "%w"], [ta, tb]
    if bias:
        if op != "linear":
            raise Error("--bias needs --op linear")
        tbias = ty([n], dtype)
        params.append(f'%b: {tbias} {{oa.name = "b"}}')
        operands.append("%b")
        types.append(tbias)
    if residual:
        params.append(f'%r: {to} {{oa.name = "r"}}')
    # An oa.policy, even empty, opts in to the tensor-core kernel (f16/bf16);
    # the lowering's defaults fill the fields it does not give.
    attrs = ""
    if dtype != "f32":
        attrs = " {oa.policy = {" + ", ".join(f"{k} = {v}" for k, v in (policy or {}).items()) + "}}"
    body = [f"%0 = oa.{op} {', '.join(operands)}{attrs} : ({', '.join(types)}) -> {to}"]
    cur = "%0"
    if act != "none":
        name = "relu" if act == "relu" else "gelu"
        extra = ' {approximate = "tanh"}' if act == "gelu_tanh" else ""
        body.append(f"%1 = oa.{name} {cur}{extra} : ({to}) -> {to}")
        cur = "%1"
    if residual:
        body.append(f"%2 = oa.add {cur}, %r : ({to}, {to}) -> {to}")
        cur = "%2"
    return (f"func.func @gemm({', '.join(params)}) -> ({to} {{oa.name = \"y\"}}) {{\n  "
            + "\n  ".join(body) + f"\n  return {cur} : {to}\n}}\n")


def _act(act):
    if act == "relu":
        return lambda v: max(v, 0.0)
    if act == "gelu":
        return lambda v: 0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0)))
    if act == "gelu_tanh":
        c = math.sqrt(2.0 / math.pi)
        return lambda v: 0.5 * v * (1.0 + math.tanh(c * (v + 0.044715 * v ** 3)))
    return lambda v: v


def make_inputs(op, m, n, k, dtype, out, out_dtype=None, batch=1, bias=False, residual=False,
                seed=1):
    """Writes x.bin, w.bin (b.bin, r.bin) to `out`; returns the values as
    their dtype rounds them (flat lists)."""
    rng = random.Random(seed)
    sa, sb, so = shapes(op, m, n, k, batch)
    vals = {}
    sizes = {"x": (math.prod(sa), dtype), "w": (math.prod(sb), dtype)}
    if bias:
        sizes["b"] = (n, dtype)
    if residual:
        sizes["r"] = (math.prod(so), out_dtype or dtype)
    for name, (cnt, dt) in sizes.items():
        raw, vals[name] = rw.encode([rng.uniform(-1.0, 1.0) for _ in range(cnt)], dt)
        with open(os.path.join(out, f"{name}.bin"), "wb") as f:
            f.write(raw)
    return vals


def reference(op, m, n, k, vals, batch=1, act="none"):
    """float64 reference (pure Python; numpy when it is there)."""
    f = _act(act)
    x, w = vals["x"], vals["w"]
    b, r = vals.get("b"), vals.get("r")
    np = rw._np()
    if np is not None:
        bs = batch if op == "batch_matmul" else 1
        a = np.array(x, dtype=np.float64).reshape(bs, m, k)
        bm = np.array(w, dtype=np.float64)
        bm = bm.reshape(n, k).T[None] if op == "linear" else bm.reshape(bs, k, n)
        y = a @ bm
        if b is not None:
            y = y + np.array(b, dtype=np.float64)
        y = np.vectorize(f)(y) if act != "none" else y
        y = y.reshape(-1)
        if r is not None:
            y = y + np.array(r, dtype=np.float64)
        return y.tolist()
    out = []
    bs = batch if op == "batch_matmul" else 1
    for z in range(bs):
        for i in range(m):
            arow = x[(z * m + i) * k:(z * m + i + 1) * k]
            for j in range(n):
                if op == "linear":
                    col = w[j * k:(j + 1) * k]
                else:
                    col = w[z * k * n + j::n][:k]
                v = math.fsum(p * q for p, q in zip(arow, col))
                if b is not None:
                    v += b[j]
                out.append(f(v))
    if r is not None:
        out = [v + rr for v, rr in zip(out, r)]
    return out


def compile_kernel(args, out):
    text = model_mlir(args.op, args.m, args.n, args.k, args.dtype, args.out_dtype, args.batch,
                      args.bias, args.act, args.residual, args.policy)
    launch, pol = rw.compile_model(text, out, args.sm, args.build, sms=args.sms,
                                   rtol=RTOL[args.out_dtype or args.dtype])
    desc = {"kernel": launch.get("kernel"), "grid": launch.get("grid"),
            "block": launch.get("block"), "policy": pol}
    with open(os.path.join(out, "kernel.json"), "w") as f:
        json.dump(desc, f, indent=1)
    return desc


def check_case(args, out, quiet=False):
    """Compiles (and, unless --run none, runs and checks) one GEMM into out;
    the result dict (None when not run)."""
    desc = compile_kernel(args, out)
    if not quiet:
        print(f"{desc['kernel']}: grid {desc['grid']} block {desc['block']} policy {desc['policy']}")
    if args.run == "none":
        return None
    batch = args.batch if args.op == "batch_matmul" else 1
    if batch * args.m * args.n * args.k > (1 << 27) and not rw._np():
        raise Error("checking a GEMM this large needs numpy")
    vals = make_inputs(args.op, args.m, args.n, args.k, args.dtype, out, args.out_dtype,
                       args.batch, args.bias, args.residual, args.seed)
    outdir = os.path.join(out, "out")
    os.makedirs(outdir, exist_ok=True)
    launch = os.path.join(out, "launch.json")
    if args.run == "emu":
        cmd = [rw.find_tool("oa-emu", args.build), launch, "--out", outdir]
    else:
        cmd = [rw.find_tool("oa-run", args.build), launch, "--out", outdir, "--timeout", "60"]
        if args.time:
            cmd += ["--time", str(args.time), "--json", os.path.join(out, "oa-run.json")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stdout + r.stderr)
        raise Error(f"{os.path.basename(cmd[0])} failed (exit {r.returncode})")
    odt = args.out_dtype or args.dtype
    with open(os.path.join(outdir, "y.bin"), "rb") as f:
        got = rw.decode(f.read(), odt)
    ref = reference(args.op, args.m, args.n, args.k, vals, batch, args.act)
    err = rw.rel_l2(got, ref)
    ok = err <= RTOL[odt]
    result = {"kernel": desc, "mode": args.run, "rel_l2": err, "rtol": RTOL[odt], "pass": ok}
    rw.save_result(args, out, result)
    if not quiet:
        print(f"{args.op} {batch}x{args.m}x{args.n}x{args.k} {args.dtype}->{odt} sm_{args.sm} "
              f"({args.run}): relative L2 error {err:.3g} (limit {RTOL[odt]:g}) "
              + ("PASS" if ok else "FAIL"))
    return result


def tune_key(args):
    batch = args.batch if args.op == "batch_matmul" else 1
    return tune.gemm_key(args.op, batch, args.m, args.n, args.k, args.dtype, args.sm)



def add_arguments(p):
    p.add_argument("--op", default="linear", choices=OPS)
    p.add_argument("--m", required=True, type=int)
    p.add_argument("--n", required=True, type=int)
    p.add_argument("--k", required=True, type=int)
    p.add_argument("--batch", type=int, default=1, help="batch_matmul's batch (default 1)")
    p.add_argument("--dtype", default="f16", choices=DTYPES)
    p.add_argument("--out-dtype", choices=DTYPES, help="output dtype (default: --dtype)")
    p.add_argument("--bias", action="store_true", help="linear with a bias")
    p.add_argument("--act", default="none", choices=ACTS, help="fused activation")
    p.add_argument("--residual", action="store_true", help="fused residual add")
    p.add_argument("--out", default="gemm-out", help="output folder (default gemm-out)")
    p.add_argument("--sm", type=int, default=90, choices=(80, 90))
    p.add_argument("--sms", type=int, help="SM count the policy is chosen for (default 132)")
    p.add_argument("--policy", type=rw.parse_policy,
                   help="override the GEMM policy: bm=,bn=,bk=,warps_m=,warps_n=,stages=,group=,"
                        "prefetch=,wgmma= (sm_90 runs f16/bf16 GEMMs on wgmma; a tile given "
                        "without wgmma=1 is an HMMA tile)")
    p.add_argument("--run", choices=("auto", "gpu", "emu", "none"), default="auto",
                   help="auto: the GPU when oa-run finds one, else only compile")
    p.add_argument("--emu", dest="run", action="store_const", const="emu",
                   help="run in oa-emu (same as --run emu)")
    p.add_argument("--time", type=int, default=20, help="timed launches on the GPU (default 20)")
    p.add_argument("--tune", action="store_true",
                   help="try every candidate policy (compiled, run, checked, timed) and cache the "
                        "fastest that passes for this GEMM, SM and oa build (python/oa/tune.py); "
                        "with --emu: check them all, time and cache nothing")
    p.add_argument("--no-tune-cache", action="store_true",
                   help="ignore the tune cache ($OA_TUNE_CACHE, else tune.json in $OA_CACHE_DIR)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--build", help="oa build folder holding bin/ "
                                   "(default $OA_BUILD, then the tools `oa` finds)")


def run(args):
    if min(args.m, args.n, args.k, args.batch) < 1:
        raise Error("--m, --n, --k and --batch must be positive")
    if args.run == "auto":
        args.run = "gpu" if rw.has_gpu(args.build) else "none"
    return tune.command(args, tune.gemm_candidates(args.sm, args.dtype), tune_key(args),
                        lambda: rw.compiler(args), check_case, Error)


def _main_checked(args):
    try:
        return run(args)
    except Error as e:
        sys.stderr.write(f"oa gemm: error: {e}\n")
        return 1


def register(subparsers):
    p = subparsers.add_parser("gemm", help="build, run and time one GEMM kernel",
                              description=__doc__.split("\n\n")[0])
    add_arguments(p)
    p.set_defaults(func=_main_checked)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="oa gemm", description=__doc__.split("\n\n")[0])
    add_arguments(ap)
    return _main_checked(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
