#!/usr/bin/env python3
"""Dynamic warp-instruction counts of CUDA math operations, oa against nvcc,
in oa-emu (no GPU needed): what each build executes, to see where oa's
math library or lowering is longer before timing anything.

  python3 bench/math_emu_counts.py --build build [--nvcc PATH] [--out FILE]

Each kernel applies one operation of test/E2E/math_funcs.cu to 4096 inputs
(the e2e kernel's ranges); both cubins run on the same inputs and their
outputs are compared bit for bit (a difference is reported, not an error:
the library functions are not required to agree to the bit)."""
import argparse, json, os, random, re, struct, subprocess, sys, tempfile

OPS = [  # name, result type, expression (a in [-8, 8], b in [0.5, 4], c in [0.1, 10])
    ("div", "float", "a / b"), ("sqrt", "float", "sqrtf(b)"),
    ("sincos", "float", "sinf(a) + cosf(a)"), ("exp2log2", "float", "exp2f(a) * log2f(b)"),
    ("logrsqrt", "float", "logf(b) - rsqrtf(b)"),
    ("minmax", "float", "fmaxf(fminf(a, b), -1.0f) + fabsf(a)"),
    ("fast", "float", "__expf(a * 0.5f) + __sinf(a) + __fdividef(a, b)"),
    ("dexp", "double", "exp(c * 0.5)"), ("dlog", "double", "log(c)"),
    ("dsqrtdiv", "double", "sqrt(c) / c")]
N = 4096


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    ap.add_argument("--out")
    a = ap.parse_args()
    bins = os.path.join(os.path.abspath(a.build), "bin")
    d = tempfile.mkdtemp(prefix="oa-math-")
    src = ["#define K(n, T, e) extern \"C\" __global__ void n(const float *x, const float *y, "
           "const double *z, T *o, int n_) { int i = blockIdx.x * blockDim.x + threadIdx.x; "
           "if (i >= n_) return; float a = x[i], b = y[i]; double c = z[i]; "
           "(void)a; (void)b; (void)c; o[i] = (e); }"]
    src += [f"K(k_{n}, {t}, {e})" for n, t, e in OPS]
    open(os.path.join(d, "m.cu"), "w").write("\n".join(src) + "\n")
    subprocess.check_call([a.nvcc, "-arch=sm_90", "-cubin", "-O3", "-o", os.path.join(d, "nvcc.cubin"),
                           os.path.join(d, "m.cu")], stderr=subprocess.DEVNULL)
    subprocess.check_call([os.path.join(bins, "oa-cc"), "-arch=sm_90", "-O3", "-o",
                           os.path.join(d, "oa.cubin"), os.path.join(d, "m.cu")])
    rng = random.Random(1)
    for name, fmt, lo, hi in (("x", "f", -8, 8), ("y", "f", 0.5, 4), ("z", "d", 0.1, 10)):
        open(os.path.join(d, name + ".bin"), "wb").write(
            struct.pack(f"<{N}{fmt}", *[rng.uniform(lo, hi) for _ in range(N)]))
    rows = []
    for n, t, e in OPS:
        dt = "f32" if t == "float" else "f64"
        desc = {"kernel": "k_" + n, "grid": [N // 256], "block": [256],
                "buffers": {"x": {"dtype": "f32", "count": N, "init": {"file": "x.bin"}},
                            "y": {"dtype": "f32", "count": N, "init": {"file": "y.bin"}},
                            "z": {"dtype": "f64", "count": N, "init": {"file": "z.bin"}},
                            "o": {"dtype": dt, "count": N, "init": "poison", "output": True}},
                "args": [{"buffer": "x"}, {"buffer": "y"}, {"buffer": "z"}, {"buffer": "o"},
                         {"i32": N}]}
        jp = os.path.join(d, n + ".json")
        json.dump(desc, open(jp, "w"))
        counts, outs = [], []
        for c in ("nvcc", "oa"):
            od = os.path.join(d, f"{n}.{c}")
            r = subprocess.run([os.path.join(bins, "oa-emu"), "--cubin", os.path.join(d, c + ".cubin"),
                                jp, "--report", "--no-hazards", "--out", od],
                               capture_output=True, text=True)
            m = re.search(r"(\d+) warp instructions", r.stderr)
            if not m:
                sys.exit(f"oa-emu failed on {n} ({c}): {r.stderr[-300:]}")
            counts.append(int(m.group(1)))
            outs.append(open(os.path.join(od, "o.bin"), "rb").read())
        size = 4 if dt == "f32" else 8
        diff = sum(outs[0][i:i + size] != outs[1][i:i + size] for i in range(0, len(outs[0]), size))
        rows.append((n, e, counts[0], counts[1], counts[1] / counts[0], diff))
    lines = ["| operation | expression | nvcc warp instr | oa warp instr | oa / nvcc | outputs differing |",
             "|---|---|---|---|---|---|"]
    lines += [f"| {n} | `{e}` | {c0} | {c1} | {r:.2f} | {df} of {N} |" for n, e, c0, c1, r, df in rows]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if a.out:
        open(a.out, "w").write(text)


if __name__ == "__main__":
    main()
