#!/usr/bin/env python3
"""Build the tensor-core suite's GPU bundle: a folder that runs alone on the
GPU host (CUDA driver, Python 3; no LLVM, no CUDA toolkit needed there).

  build-bundle.py OUT --build BUILD [--oa-cc OA_CC] [--work DIR] [kernel ...]

For every test/E2E/tensor/<k>.cu with a <k>.json:
  OUT/kernels/<k>/<k>.json, <k>.perf.json (timing size, when there is one)
  OUT/kernels/<k>/nvcc.cubin   nvcc -cubin for sm_90 (sm_90a when the
                               description says "_sm": ["90a"])
  OUT/kernels/<k>/oa.cubin     with --oa-cc, oa's build of the same source
                               (skipped with its error when oa cannot yet)
  OUT/kernels/<k>/ref/         the float64 host reference outputs
                               (test/Emulator/E2E/run-e2e.py builds them: the
                               kernel compiled as C++ under OA_HOST, on the
                               inputs the description makes)
Unless --no-oa-ir, also oa's IR kernels (ir/mma_ir.py: every mma.sync form
oa selects, and cp.async + ldmatrix + vector memory), oa-only (no nvcc
build; marked by an `oa-only` file):
  OUT/kernels/ir_<form>/ir_<form>.json, its inputs, oa.cubin (sm_90), ref/
and OUT/oa-run (static C++ runtime), OUT/oa-run-src (its sources, rebuilt by
run.py with g++ if the binary does not start), OUT/run.py.  run-e2e.py also
runs every nvcc cubin in oa-emu first, so the bundle's emulator column is
known before the GPU run.  Exit status 1 if anything failed to build.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def sh(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def add_ir_kernels(out, build, work):
    """oa's IR tensor kernels, built for sm_90 with their inputs and
    references; returns the number that failed to build."""
    r = sh([sys.executable, os.path.join(HERE, "ir", "mma_ir.py"), "--out", work, "--sm", "90",
            "--bundle", "--oa-llc", os.path.join(build, "bin", "oa-llc")])
    print(r.stdout, end="")
    for name in sorted(os.listdir(work)):
        src = os.path.join(work, name)
        cubin = os.path.join(src, "sm_90.cubin")
        if not os.path.exists(cubin):
            continue
        kd = os.path.join(out, "kernels", "ir_" + name)
        shutil.rmtree(kd, ignore_errors=True)
        os.makedirs(kd)
        for f in os.listdir(src):
            if f.endswith(".bin"):
                shutil.copy(os.path.join(src, f), kd)
        shutil.copy(os.path.join(src, "launch.json"), os.path.join(kd, "ir_%s.json" % name))
        shutil.copy(cubin, os.path.join(kd, "oa.cubin"))
        shutil.copytree(os.path.join(src, "ref"), os.path.join(kd, "ref"))
        open(os.path.join(kd, "oa-only"), "w").write("no nvcc build: written as NVVM IR for oa\n")
    return 0 if r.returncode == 0 else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--build", required=True)
    ap.add_argument("--oa-cc", help="also build oa.cubin with oa's driver")
    ap.add_argument("--work", help="run-e2e.py's work directory (host references)")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc"))
    ap.add_argument("--no-oa-ir", action="store_true",
                    help="leave out oa's IR tensor kernels (ir/mma_ir.py)")
    ap.add_argument("kernels", nargs="*")
    a = ap.parse_args()
    names = a.kernels or sorted(f[:-5] for f in os.listdir(HERE)
                                if f.endswith(".json") and not f.endswith(".perf.json")
                                and os.path.exists(os.path.join(HERE, f[:-5] + ".cu")))
    work = a.work or os.path.join(a.out, "work")
    os.makedirs(os.path.join(a.out, "kernels"), exist_ok=True)
    # Host references (and the oa-emu runs of the nvcc cubins).
    r = sh([sys.executable, os.path.join(SRC, "test", "Emulator", "E2E", "run-e2e.py"),
            "--build", a.build, "--work", work, "--sm", "90"] + names)
    open(os.path.join(a.out, "oa-emu.txt"), "w").write(r.stdout)
    print(r.stdout, end="")
    failed = 0
    for k in names:
        kd = os.path.join(a.out, "kernels", k)
        os.makedirs(kd, exist_ok=True)
        js = os.path.join(HERE, k + ".json")
        desc = open(js).read()
        # The descriptions and the data files they name (<k>.*.bin).
        for f in os.listdir(HERE):
            if f.startswith(k + ".") and not f.endswith(".cu"):
                shutil.copy(os.path.join(HERE, f), kd)
        arch = "sm_90a" if re.search(r'"_sm"\s*:\s*\[[^\]]*"90a"', desc) else "sm_90"
        r = sh([a.nvcc, "-cubin", "-arch=" + arch, "-O3", "-I", os.path.join(SRC, "test", "E2E"),
                "-I", HERE, "-o", os.path.join(kd, "nvcc.cubin"), os.path.join(HERE, k + ".cu")])
        if r.returncode:
            print("%s: nvcc failed:\n%s" % (k, r.stdout))
            failed += 1
        if a.oa_cc:
            r = sh([a.oa_cc, "-mcpu=" + arch.rstrip("a"), "-O3", "-I", os.path.join(SRC, "test", "E2E"),
                    "-I", HERE, "-o", os.path.join(kd, "oa.cubin"), os.path.join(HERE, k + ".cu")])
            if r.returncode:
                open(os.path.join(kd, "oa.error.txt"), "w").write(r.stdout)
                print("%s: oa-cc failed (recorded in oa.error.txt): %s" %
                      (k, (r.stdout.strip().splitlines() or ["?"])[-1][:200]))
        ref = os.path.join(work, k, "ref")
        if os.path.isdir(ref):
            shutil.rmtree(os.path.join(kd, "ref"), ignore_errors=True)
            shutil.copytree(ref, os.path.join(kd, "ref"))
        else:
            print("%s: no host reference was built" % k)
            failed += 1
    if not a.no_oa_ir:
        failed += add_ir_kernels(a.out, a.build, os.path.join(work, "ir"))
    shutil.copy(os.path.join(a.build, "bin", "oa-run"), a.out)
    srcd = os.path.join(a.out, "oa-run-src")
    shutil.rmtree(srcd, ignore_errors=True)
    for d in ("tools/oa-run", "lib/Launch", "lib/Runtime", "include/oa/Launch", "include/oa/Runtime"):
        shutil.copytree(os.path.join(SRC, d), os.path.join(srcd, d),
                        ignore=shutil.ignore_patterns("CMakeLists.txt"))
    shutil.copy(os.path.join(HERE, "run-bundle.py"), os.path.join(a.out, "run.py"))
    print("bundle in %s (%d kernels); on the GPU host: python3 %s/run.py --out DIR" %
          (a.out, len(names), os.path.basename(os.path.normpath(a.out))))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
