#!/usr/bin/env python3
"""Mutates PTX files and compiles each mutant with oa-llc: never a crash.

  ptx-mutate.py --oa-llc BIN --count N --seed S PTX...

Each mutant deletes, duplicates or reorders the operands of one line of a
function body (seeded, so the run repeats).  oa-llc must exit 0, or 1 with
its first error located FILE:LINE:COL in the PTX; a signal, another status,
a stack dump or an unlocated error is a failure.  Prints each failure and
"N mutants: C compiled, E located errors, F failures"; exit status 1 on any
failure.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oa-llc", required=True)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("ptx", nargs="+")
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    texts = {f: open(f).read().split("\n") for f in a.ptx}
    work = tempfile.mkdtemp(prefix="ptx-mutate-")
    compiled = located = failures = 0
    for n in range(a.count):
        f = rnd.choice(a.ptx)
        lines = list(texts[f])
        body = [i for i, l in enumerate(lines) if l.startswith("\t") and not l.strip().startswith("//")]
        i = rnd.choice(body)
        kind = rnd.randrange(3)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(rnd.choice(body), lines[i])
        else:
            toks = lines[i].split()
            if len(toks) > 2:
                x, y = rnd.sample(range(1, len(toks)), 2)
                toks[x], toks[y] = toks[y], toks[x]
            lines[i] = "\t" + " ".join(toks)
        m = re.search(r"\.target\s+sm_(\d+)", "\n".join(lines))
        sm = "sm_90" if m and int(m.group(1)) >= 90 else "sm_80"
        p = os.path.join(work, "m%d.ptx" % n)
        open(p, "w").write("\n".join(lines))
        r = subprocess.run([a.oa_llc, "-mcpu=" + sm, "-O3", "-filetype=null", p],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        first = (r.stdout.strip().split("\n") or [""])[0]
        if r.returncode == 0:
            compiled += 1
            os.remove(p)
        elif r.returncode == 1 and "Stack dump" not in r.stdout and re.search(r"\.ptx:\d+:\d+", first):
            located += 1
            os.remove(p)
        else:
            failures += 1
            print("FAIL %s (from %s, line %d, mutation %d): status %d: %s" %
                  (p, os.path.basename(f), i + 1, kind, r.returncode, first[:300]))
    print("%d mutants: %d compiled, %d located errors, %d failures" % (a.count, compiled, located, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
