#!/usr/bin/env python3
"""Compiles kernels to PTX and checks oa's PTX front end on every file.

  ptx-corpus.py --oa-ptx BIN --compiler clang|nvcc --work DIR [--arch A] [--jobs N] SRC...

Each SRC (a .cu file; "SRC@sm_80" picks its architecture, default --arch, sm_90)
is compiled to PTX by clang-22 (oa's headers, as the e2e build uses them, or
the CUDA SDK's for files that include mma.h) or by nvcc -ptx, then
`oa-ptx --roundtrip --check-views` must parse it without error, print it,
parse the print back to the same text, and accept every mma / ldmatrix /
cp.async / wgmma / mbarrier instruction in it.  Prints one line per file
and "N files, M failed"; exit status 1 on any failure.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
HEADERS = os.path.join(SRC, "lib", "Headers", "oa_cuda.h")
SDK = "/usr/local/cuda"


def compile_one(a, src, arch, out):
    inc = ["-I", os.path.join(SRC, "test", "E2E"), "-I", os.path.dirname(src)]
    if a.compiler == "nvcc":
        cmd = [a.nvcc, "-ptx", "-arch=" + arch] + inc + ["-o", out, src]
    else:
        cmd = ["clang-22", "--cuda-device-only", "-S", "--cuda-gpu-arch=" + arch, "-O3",
               "-Wno-unknown-cuda-version"] + inc + ["-o", out, src]
        if "<mma.h>" in open(src).read():
            if not os.path.isdir(os.path.join(SDK, "include")):
                return "skip (needs the CUDA SDK's mma.h)"
            cmd += ["--cuda-path=" + SDK]
        else:
            # PTX 8.0 (sm_90a, wgmma) whatever CUDA clang finds, or none.
            cmd += ["-nocudainc", "-nocudalib", "-Xclang", "-target-feature", "-Xclang", "+ptx80",
                    "-include", HEADERS]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode:
        return "compile failed: " + r.stdout.strip()[-300:]
    r = subprocess.run([a.oa_ptx, "--roundtrip", "--check-views", "--count", out],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode:
        return "FAIL " + r.stdout.strip()[-600:]
    return "ok " + r.stdout.strip().split(": ", 1)[-1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oa-ptx", required=True)
    ap.add_argument("--compiler", choices=["clang", "nvcc"], required=True)
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "nvcc"))
    ap.add_argument("--work", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("srcs", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    jobs = []
    for s in a.srcs:
        src, _, arch = s.partition("@")
        arch = arch or a.arch
        out = os.path.join(a.work, "%s.%s.%s.ptx" % (os.path.basename(src)[:-3], a.compiler, arch))
        jobs.append((src, arch, out))
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(lambda j: compile_one(a, *j), jobs))
    failed = 0
    for (src, arch, _), r in zip(jobs, results):
        print("%-22s %-8s %s" % (os.path.basename(src), arch, r))
        failed += not (r.startswith("ok") or r.startswith("skip"))
    print("%d files, %d failed" % (len(jobs), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
