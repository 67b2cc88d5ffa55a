#!/usr/bin/env python3
"""How oa-llc holds up on random IR: llvm-stress modules made into kernels.

  utils/stress-llc.py --build BUILD [-n N] [--seed S] [--sm 80 --sm 90]
                      [-O 0 -O 3] [--size I] [--scalarize] [--jobs J]
                      [--keep DIR] [--timeout S] [--llc OA_LLC]

Module i is `llvm-stress -seed=S+i -size=I` (LLVM 22's, from
/usr/lib/llvm-22/bin) with its function given the ptx_kernel calling
convention; each is compiled by oa-llc for every SM and -O level asked
(default sm_80 and sm_90, -O0 and -O3) and the outcome counted:

  ok       a cubin
  error    a deliberate diagnostic (`error:` and exit 1)
  internal an error from oa-llc's last line of defence (`unsupported
           construct (internal error: ...)`, exit 1): a construct the code
           generator should handle or refuse on purpose, caught instead of
           aborting
  abort    "LLVM ERROR", an assertion, a signal (a crash of any kind)
  timeout  more than --timeout seconds (default 60)

Aborts, internal errors, timeouts and deliberate errors are grouped by
their first line with numbers and names blanked, most common first, each
with one module that shows it (kept in DIR with --keep): a deliberate error
on legal IR is still a gap (a construct oa refuses that NVPTX compiles).
--scalarize runs `opt -passes=scalarizer` first (vectors become scalars).
Exit status 0 when nothing aborted.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

LLVM_BIN = "/usr/lib/llvm-22/bin"


def run(cmd, timeout=60, stdin=None):
    try:
        r = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        return r.returncode, r.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""


def make_module(seed, size, scalarize):
    rc, ir = run([os.path.join(LLVM_BIN, "llvm-stress"), "-seed=%d" % seed, "-size=%d" % size])
    if rc != 0:
        return None
    ir = re.sub(r"^define void @", "define ptx_kernel void @", ir, flags=re.M)
    if scalarize:
        rc, out = run([os.path.join(LLVM_BIN, "opt"), "-S", "-passes=scalarizer,dce"], stdin=ir.encode())
        if rc != 0:
            return None
        ir = out
    return ir


def classify(rc, out):
    if rc == "timeout":
        return "timeout", "timeout"
    if rc == 0:
        return "ok", ""
    abort = (not isinstance(rc, int) or rc < 0 or rc > 1 or
             re.search(r"LLVM ERROR|Stack dump|PLEASE submit|Assertion|UNREACHABLE|Segmentation", out))
    if abort:
        line = next((l for l in out.splitlines() if "LLVM ERROR" in l or "Assertion" in l
                     or "UNREACHABLE" in l), None) or (out.strip().splitlines() or ["signal %s" % rc])[0]
        return "abort", line.strip()
    m = re.search(r"internal error: (.*)", out)
    if m:
        return "internal", m.group(1).strip()
    line = next((l for l in out.splitlines() if "error" in l), out.strip()[:200])
    # The message, not the file and function it names.
    return "error", re.sub(r"^.*?in function \S+ [^:]*: ", "", line)


def signature(line):
    s = re.sub(r"0x[0-9a-f]+", "#", line)
    s = re.sub(r"t\d+|%[\w.]+|@[\w.]+|\b\d+\b", "#", s)
    s = re.sub(r"<[^<>]*>", "<>", s)
    return s[:160]


def one(a, llc, seed, tmp):
    ir = make_module(seed, a.size, a.scalarize)
    if ir is None:
        return seed, None
    path = os.path.join(tmp, "m%d.ll" % seed)
    with open(path, "w") as f:
        f.write(ir)
    res = {}
    for sm in a.sm:
        for o in a.O:
            rc, out = run([llc, "-mcpu=sm_%d" % sm, "-O%d" % o, "-verify-each", "-filetype=obj", "-o", os.devnull, path],
                          timeout=a.timeout)
            res[(sm, o)] = classify(rc, out)
    return seed, res


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True)
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sm", type=int, action="append")
    ap.add_argument("-O", type=int, action="append")
    ap.add_argument("--size", type=int, default=100)
    ap.add_argument("--scalarize", action="store_true")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--keep")
    ap.add_argument("--timeout", type=int, default=60, help="seconds per compile (default 60)")
    ap.add_argument("--llc", help="the oa-llc to test (default BUILD/bin/oa-llc)")
    a = ap.parse_args()
    a.sm = a.sm or [80, 90]
    a.O = a.O if a.O is not None else [0, 3]
    llc = a.llc or os.path.join(os.path.abspath(a.build), "bin", "oa-llc")
    tmp = tempfile.mkdtemp(prefix="oa-stress-")
    t0 = time.time()
    counts = collections.Counter()
    groups = collections.defaultdict(list)
    made = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for seed, res in ex.map(lambda s: one(a, llc, s, tmp), range(a.seed, a.seed + a.n)):
            if res is None:
                continue
            made += 1
            for (sm, o), (kind, line) in res.items():
                counts[(sm, o, kind)] += 1
                if kind != "ok":
                    groups[(kind, signature(line))].append((seed, sm, o, line))
    print("oa-llc on %d llvm-stress modules (seeds %d..%d, -size=%d%s), %.0f s"
          % (made, a.seed, a.seed + a.n - 1, a.size, ", scalarized" if a.scalarize else "", time.time() - t0))
    kinds = ("ok", "error", "internal", "abort", "timeout")
    print("%-8s %-4s" % ("target", "-O") + "".join(" %8s" % k for k in kinds))
    for sm in a.sm:
        for o in a.O:
            print("%-8s -O%-2d" % ("sm_%d" % sm, o) + "".join(" %8d" % counts[(sm, o, k)] for k in kinds))
    if groups:
        print("\naborts, internal errors, timeouts and errors by kind (count, example seed/target, first line):")
        for (kind, sig), items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            seed, sm, o, line = items[0]
            print("%5d  %-8s seed %d sm_%d -O%d: %s" % (len(items), kind, seed, sm, o, line[:200]))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                shutil.copy(os.path.join(tmp, "m%d.ll" % seed), os.path.join(a.keep, "m%d.ll" % seed))
    shutil.rmtree(tmp, ignore_errors=True)
    return 1 if any(k in ("abort", "timeout") for (_, _, k) in counts) else 0


if __name__ == "__main__":
    sys.exit(main())
