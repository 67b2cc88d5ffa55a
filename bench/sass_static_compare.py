#!/usr/bin/env python3
"""Static comparison of two oa-llc configurations over the e2e and tensor
suites (no GPU needed): per kernel the register count, the instruction count,
the stall cycles of the control codes (a single warp's issue time, ignoring
scoreboard waits) and the local-memory spill instructions.

  python3 bench/sass_static_compare.py --build A [--build-b B]
          [--flags-a "..."] [--flags-b "..."] [--sm sm_90] [--all]

A and B are build directories (B defaults to A); the flags are extra oa-llc
options, e.g. --flags-a=-sass-occupancy-target=false to see what the
occupancy target does.  Each .cu goes through oa-cc -emit-llvm once (with
A's oa-cc); only kernels that differ are printed unless --all."""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def listing_stats(build, ll, sm, flags, work):
    cubin = os.path.join(work, "k.cubin")
    r = subprocess.run([os.path.join(build, "bin", "oa-llc"), "-mcpu=" + sm, "-O3", ll,
                        "-filetype=obj", "-o", cubin] + flags, capture_output=True, text=True)
    if r.returncode:
        return None
    d = subprocess.run([os.path.join(build, "bin", "oa-objdump"), "-d", cubin],
                       capture_output=True, text=True).stdout
    ins = re.findall(r"\[B[-0-9]+:R.:W.:.:S(\d+)\] (\S+)", d)
    regs = [int(x) for x in re.findall(r"\.registers (\d+)", d)]
    return (max(regs or [0]), sum(op != "NOP" for _, op in ins),
            sum(int(s) for s, op in ins if op != "NOP"), len(re.findall(r"\b(STL|LDL)\b", d)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", required=True)
    ap.add_argument("--build-b")
    ap.add_argument("--flags-a", default="")
    ap.add_argument("--flags-b", default="")
    ap.add_argument("--sm", default="sm_90")
    ap.add_argument("--all", action="store_true", help="print every kernel")
    a = ap.parse_args()
    ba, bb = a.build, a.build_b or a.build
    srcs = sorted(glob.glob(os.path.join(ROOT, "test", "E2E", "*.cu")) +
                  glob.glob(os.path.join(ROOT, "test", "E2E", "tensor", "*.cu")))
    inc = ["-I", os.path.join(ROOT, "test", "E2E"), "-I", os.path.join(ROOT, "test", "E2E", "tensor")]
    print("%-18s %13s %13s %15s %9s" % ("kernel", "registers", "instructions", "stall cycles", "spills"))
    failed = 0
    with tempfile.TemporaryDirectory() as work:
        for src in srcs:
            k = os.path.basename(src)[:-3]
            ll = os.path.join(work, k + ".ll")
            # As build-e2e.sh: the project's headers, or the SDK's where a
            # kernel needs them (mma.h).
            for sdk in (["--no-cuda-sdk"], []):
                r = subprocess.run([os.path.join(ba, "bin", "oa-cc")] + sdk + ["-mcpu=" + a.sm, "-O3", "-emit-llvm"] +
                                   inc + ["-o", ll, src], capture_output=True, text=True)
                if not r.returncode:
                    break
            if r.returncode:
                print("%-18s not compiled (oa-cc -emit-llvm failed)" % k)
                continue
            sa = listing_stats(ba, ll, a.sm, shlex.split(a.flags_a), work)
            sb = listing_stats(bb, ll, a.sm, shlex.split(a.flags_b), work)
            if not sa or not sb:
                # Both failing is a kernel oa does not compile yet; one is a change.
                print("%-18s oa-llc failed: %s" % (k, "both" if not sa and not sb else "A" if not sa else "B"))
                failed += bool(sa) != bool(sb)
                continue
            if sa != sb or a.all:
                print("%-18s %5d -> %5d %5d -> %5d %6d -> %6d %3d -> %3d" %
                      (k, sa[0], sb[0], sa[1], sb[1], sa[2], sb[2], sa[3], sb[3]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
