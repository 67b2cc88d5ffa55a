#!/usr/bin/env python3
"""Differential e2e check for oa-emu against a host reference.

For every test/E2E/<k>.cu with a <k>.json launch description: builds the
host reference (the .cu compiled as C++ with host_cuda.h, one fiber per CUDA
thread, inputs from OALaunch exactly as oa-emu makes them), runs it, builds a
cubin per SM with nvcc -cubin (or with oa-cc given --oa-cc, or takes
<cubin-dir>/sm_XX/<k>.cubin), runs it in oa-emu with --compare against the reference, and prints a
pass table.  Exit status 0 only when every run passes with no hazard.

  run-e2e.py --build BUILD [--sm 80 --sm 90] [--cubin-dir DIR | --oa-cc OA_CC [-O N]]
             [--work DIR] [--skip k1,k2]
             [kernel ...]
"""
import argparse
import errno
import os
import re
import subprocess
import sys
import time

import hostref

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
E2E = os.path.join(SRC, "test", "E2E")
# The emulator's own extra kernels (tensor cores ...): host reference under
# #ifdef OA_HOST in the same file.
EXTRA = os.path.join(HERE, "kernels")
# The tensor-core suite (test/E2E/tensor): host reference under OA_HOST too;
# a description may restrict its SMs with "_sm": ["90a"] (wgmma, TMA).
TENSOR = os.path.join(E2E, "tensor")


def sh(cmd, **kw):
    # A binary the linker has just written can briefly refuse exec with
    # ETXTBSY while the file system still counts a writer; retry a few times.
    for attempt in range(6):
        try:
            return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
        except OSError as e:
            if e.errno != errno.ETXTBSY or attempt == 5:
                raise
            time.sleep(0.2 * (attempt + 1))


def fresh(out, *ins):
    """True when out exists and is newer than every input (reruns skip it)."""
    if not os.path.exists(out):
        return False
    t = os.path.getmtime(out)
    return all(os.path.getmtime(i) <= t for i in ins)


def host_source(cu, kernel):
    """The .cu as C++: e2e.h dropped, dynamic shared memory as a pointer."""
    text = open(cu).read()
    text = re.sub(r'#include\s+"e2e.h"', "", text)
    text = re.sub(r"extern\s+__shared__\s+(?:__align__\(\d+\)\s+)?([\w:]+)\s+(\w+)\s*\[\s*\]\s*;",
                  r"\1 *\2 = (\1 *)oa_dyn_smem;", text)
    text += ("\n#include <cstdint>\nvoid oa_call_kernel(const uint8_t *P, const uint32_t *O, unsigned N)"
             " { oa_invoke(%s, P, O, N); }\n" % kernel)
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True, help="build directory with bin/oa-emu")
    ap.add_argument("--sm", action="append", type=int)
    ap.add_argument("--cubin-dir", help="take DIR/sm_XX/<k>.cubin instead of running nvcc")
    ap.add_argument("--work", default=None)
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc"))
    ap.add_argument("--oa-cc", help="build the cubins with oa's driver (clang-22 + oa-llc) instead of "
                    "nvcc; the emulator's own kernels (inline PTX) are then skipped")
    ap.add_argument("-O", dest="olevel", default="3", choices="0123",
                    help="oa-cc's optimisation level with --oa-cc (default 3)")
    ap.add_argument("--skip", default="", help="kernels left out (comma-separated)")
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    ap.add_argument("kernels", nargs="*")
    a = ap.parse_args()
    sms = a.sm or [80, 90]
    work = a.work or os.path.join(a.build, "test", "Emulator", "e2e-work")
    os.makedirs(work, exist_ok=True)
    emu = os.path.join(a.build, "bin", "oa-emu")
    where = {}
    for d in (E2E, EXTRA, TENSOR):
        for f in os.listdir(d):
            if f.endswith(".json") and os.path.exists(os.path.join(d, f[:-5] + ".cu")):
                where[f[:-5]] = d
    names = a.kernels or sorted(k for k in where if not (a.oa_cc and where[k] in (EXTRA, TENSOR)))
    names = [k for k in names if k not in a.skip.split(",")]
    try:
        support = hostref.support_objects(work, a.cxx)
    except RuntimeError as e:
        print(e)
        return 1
    fails = 0
    print("%-18s %-10s %s" % ("kernel", "host-ref", "  ".join("%-22s" % ("sm_%d" % s) for s in sms)))
    for k in names:
        d = where.get(k, E2E)
        cu, js = os.path.join(d, k + ".cu"), os.path.join(d, k + ".json")
        kern = re.search(r'"kernel"\s*:\s*"(\w+)"', open(js).read()).group(1)
        kw = os.path.join(work, k)
        os.makedirs(kw, exist_ok=True)
        hcpp = os.path.join(kw, k + ".host.cpp")
        exe = os.path.join(kw, k + ".host")
        ref = os.path.join(kw, "ref")
        hdr = os.path.join(HERE, "host_cuda.h")
        r = subprocess.CompletedProcess([], 0, "")
        if not fresh(exe, cu, hdr, *support,
                     *[os.path.join(d, h) for h in os.listdir(d) if h.endswith(".h")]):
            open(hcpp, "w").write(host_source(cu, kern))
            r = sh([a.cxx, "-O2", "-std=c++17", "-ffp-contract=off", "-DOA_HOST", "-include", hdr,
                    "-I", E2E, "-I", d, hcpp] + support + ["-o", exe])
        if r.returncode == 0 and not fresh(os.path.join(ref, ".done"), exe, js):
            r = sh([exe, js, ref])
            if r.returncode == 0:
                open(os.path.join(ref, ".done"), "w").close()
        if r.returncode:
            print("%-18s FAIL: %s" % (k, r.stdout.strip().splitlines()[-1] if r.stdout.strip() else "?"))
            sys.stdout.write(r.stdout[-3000:])
            fails += 1
            continue
        cols = []
        only = re.search(r'"_sm"\s*:\s*\[([^\]]*)\]', open(js).read())
        only = re.findall(r'"(\d+a?)"', only.group(1)) if only else None
        for sm in sms:
            arch = "sm_%d" % sm
            if only is not None:
                match = [x for x in only if x.rstrip("a") == str(sm)]
                if not match:
                    cols.append("n/a")
                    continue
                arch = "sm_" + match[0]
            if a.cubin_dir:
                cub = os.path.join(a.cubin_dir, "sm_%d" % sm, k + ".cubin")
            else:
                cub = os.path.join(kw, "%s.sm_%d.cubin" % (k, sm))
                r = subprocess.CompletedProcess([], 0, "")
                if a.oa_cc:
                    cub = os.path.join(kw, "%s.oa.O%s.sm_%d.cubin" % (k, a.olevel, sm))
                    r = sh([a.oa_cc, "--no-cuda-sdk", "-mcpu=sm_%d" % sm, "-O" + a.olevel, "-I", E2E, "-o", cub, cu])
                elif not fresh(cub, cu, os.path.join(E2E, "e2e.h"), *[os.path.join(d, h) for h in os.listdir(d) if h.endswith(".h")]):
                    r = sh([a.nvcc, "-cubin", "-arch=" + arch, "-I", E2E, "-I", d, "-o", cub, cu])
                if r.returncode:
                    cols.append(("oa-cc failed: " + r.stdout.strip()[-120:]) if a.oa_cc else "nvcc failed")
                    fails += 1
                    continue
            t0 = time.time()
            r = sh([emu, "--cubin", cub, "--compare", ref, js])
            dt = time.time() - t0
            if r.returncode == 0:
                cols.append("pass %6.2fs" % dt)
            else:
                fails += 1
                lines = [l for l in r.stdout.splitlines() if "FAIL" in l or "error" in l or "hazard" in l
                         or "not supported" in l]
                cols.append("FAIL " + (lines[0].strip()[:150] if lines else r.stdout.strip()[-150:]))
        print("%-18s %-10s %s" % (k, "ok", "  ".join("%-22s" % c for c in cols)), flush=True)
    print("%d failing runs" % fails)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
