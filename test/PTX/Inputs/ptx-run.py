#!/usr/bin/env python3
"""Runs e2e kernels through the PTX importer and compares with oa's direct path.

  ptx-run.py --bin DIR --work DIR [--compiler clang,nvcc] [--sm sm_80,sm_90]
             [-O N] [--jobs N] KERNEL.cu...

For each kernel K (test/E2E/K.cu with its K.json) and each SM:
  direct: oa-cc --no-cuda-sdk -O3 K.cu -> cubin (clang-22 -> LLVM IR -> oa-llc),
          run in oa-emu, outputs kept;
  ptx:    clang-22 --cuda-device-only -S (oa's headers, as the e2e build) or
          nvcc -ptx for the SM -> K.ptx -> oa-llc -ON K.ptx (default -O3) -> cubin, run in
          oa-emu with --compare against the direct path's outputs (each
          buffer's rtol from K.json).
Prints one line per kernel, compiler and SM ("ok", or the step that failed
and its first error) and a summary "N runs: I imported, C compiled, M matched";
exit status 1 when any run failed.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
HEADERS = os.path.join(SRC, "lib", "Headers", "oa_cuda.h")


def run(cmd, timeout=600):
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return 124, "timed out"


def first_error(out):
    lines = [l for l in out.splitlines() if "error" in l.lower() or "mismatch" in l.lower()]
    return (lines or out.strip().splitlines() or ["(no output)"])[0][:300]


def direct(a, src, sm):
    k = os.path.basename(src)[:-3]
    d = os.path.join(a.work, k, sm)
    os.makedirs(d, exist_ok=True)
    cubin = os.path.join(d, "direct.cubin")
    rc, out = run([os.path.join(a.bin, "oa-cc"), "--no-cuda-sdk", "-arch=" + sm, "-O3", "-I",
                   os.path.dirname(src), "-o", cubin, src])
    if rc:
        return "direct compile failed: " + first_error(out)
    rc, out = run([os.path.join(a.bin, "oa-emu"), "--cubin", cubin, "--out",
                   os.path.join(d, "direct"), src[:-3] + ".json"])
    if rc:
        return "direct run failed: " + first_error(out)
    return None


def via_ptx(a, src, sm, compiler):
    k = os.path.basename(src)[:-3]
    d = os.path.join(a.work, k, sm)
    ptx = os.path.join(d, compiler + ".ptx")
    inc = ["-I", os.path.dirname(src)]
    if compiler == "nvcc":
        cmd = [a.nvcc, "-ptx", "-arch=" + sm] + inc + ["-o", ptx, src]
    else:
        cmd = ["clang-22", "--cuda-device-only", "-S", "--cuda-gpu-arch=" + sm, "-O3",
               "-Wno-unknown-cuda-version", "-nocudainc", "-nocudalib", "-Xclang",
               "-target-feature", "-Xclang", "+ptx80", "-include", HEADERS] + inc + ["-o", ptx, src]
    rc, out = run(cmd)
    if rc:
        return "skip", "ptx: %s failed: %s" % (compiler, first_error(out))
    cubin = os.path.join(d, compiler + ".O" + a.olevel + ".cubin")
    rc, out = run([os.path.join(a.bin, "oa-llc"), "-mcpu=" + sm, "-O" + a.olevel, "-filetype=obj", "-o",
                   cubin, ptx])
    if rc:
        kind = "import" if ": error:" in out and ".ptx:" in out else "compile"
        return kind, "%s failed: %s" % (kind, first_error(out))
    rc, out = run([os.path.join(a.bin, "oa-emu"), "--cubin", cubin, "--compare",
                   os.path.join(d, "direct"), src[:-3] + ".json"])
    if rc:
        return "run", "mismatch or run failure: " + first_error(out)
    return "ok", "ok"


def one(a, src, sm):
    res = []
    e = direct(a, src, sm)
    for c in a.compiler.split(","):
        res.append((c, ("direct", e) if e else via_ptx(a, src, sm, c)))
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--compiler", default="clang")
    ap.add_argument("--sm", default="sm_80,sm_90")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "nvcc"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("-O", dest="olevel", default="3", choices="0123")
    ap.add_argument("srcs", nargs="+")
    a = ap.parse_args()
    jobs = [(s, sm) for s in a.srcs for sm in a.sm.split(",")]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(lambda j: one(a, *j), jobs))
    n = imported = compiled = matched = 0
    for (src, sm), res in zip(jobs, results):
        for c, (kind, msg) in res:
            n += 1
            imported += kind in ("ok", "run", "compile")
            compiled += kind in ("ok", "run")
            matched += kind == "ok"
            print("%-20s %-6s %-6s %s" % (os.path.basename(src)[:-3], c, sm, msg), flush=True)
    print("%d runs: %d imported, %d compiled, %d matched" % (n, imported, compiled, matched))
    return 0 if matched == n else 1


if __name__ == "__main__":
    sys.exit(main())
