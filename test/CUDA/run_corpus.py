#!/usr/bin/env python3
"""run_corpus.py [options] CORPUS_DIR STATUS_FILE: build every .cu of the
corpus through oa-cc (with the CUDA SDK's headers) at each optimisation
level and compare the outcome with the expected-status table.

Outcomes:
  ok           oa-cc wrote a cubin that oa-objdump reads back
  clang-error  the front end rejected the file (clang's FILE:LINE:COL error)
  llc-error    oa-llc rejected it with an `error:` line and a non-zero exit
  crash        anything else: an abort, a signal, "LLVM ERROR", a stack dump,
               or a failure without an `error:` line (never acceptable in the
               long run; pinned here so that it is visible)

STATUS_FILE lines: `FILE LEVEL OUTCOME [# why]`.  Prints one line per build,
then `corpus: N builds, K ok, E clean errors, C crashes, U unexpected`; exit
status 1 when any outcome differs from the table (or a file or level is
missing from it).  --update rewrites the table with what was seen (keeping
the comments) for the developer who changed the status on purpose.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

CRASH_SIGNS = ("Stack dump", "LLVM ERROR", "PLEASE submit", "Assertion", "Segmentation fault",
               "UNREACHABLE", "Aborted")


def classify(rc, text, cubin, objdump):
    if rc == 0:
        if not os.path.isfile(cubin):
            return "crash", "exit 0 without a cubin"
        p = subprocess.run([objdump, cubin], capture_output=True, text=True)
        return ("ok", "") if p.returncode == 0 else ("crash", "unreadable cubin: " + p.stderr.strip())
    first_error = next((l for l in text.splitlines() if "error:" in l), "")
    if rc < 0 or rc >= 128 or any(s in text for s in CRASH_SIGNS) or not first_error:
        sign = next((s for s in CRASH_SIGNS if s in text), f"exit {rc}")
        msg = next((l for l in text.splitlines() if "LLVM ERROR" in l or "error" in l.lower()), "")
        return "crash", (sign + ": " + msg.strip())[:200]
    if "oa-cc: error: clang failed" in text:
        return "clang-error", first_error.strip()[:200]
    return "llc-error", first_error.strip()[:200]


def build(args, src, level, tmp):
    name = os.path.basename(src)
    cubin = os.path.join(tmp, f"{name}.O{level}.cubin")
    cmd = [args.oa_cc, f"-arch={args.arch}", f"-O{level}", "-o", cubin, src]
    p = subprocess.run(cmd, capture_output=True, text=True)
    text = p.stdout + p.stderr
    outcome, why = classify(p.returncode, text, cubin, args.objdump)
    # Messages name temporary files and absolute paths: keep them stable.
    why = re.sub(r"\S*/oa-cc-[^/\s]+/", "", why).replace(os.path.dirname(src) + "/", "")
    return name, f"O{level}", outcome, why


def read_table(path):
    table, comments = {}, {}
    if not os.path.isfile(path):
        return table, comments
    for line in open(path):
        body, _, comment = line.partition("#")
        f = body.split()
        if len(f) == 3:
            table[(f[0], f[1])] = f[2]
            comments[(f[0], f[1])] = comment.strip()
    return table, comments


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("status")
    ap.add_argument("--oa-cc", default="oa-cc")
    ap.add_argument("--objdump", default="oa-objdump")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--levels", default="0,3")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()

    srcs = sorted(os.path.join(args.corpus, f) for f in os.listdir(args.corpus) if f.endswith(".cu"))
    levels = [int(x) for x in args.levels.split(",")]
    table, comments = read_table(args.status)
    tmp = tempfile.mkdtemp(prefix="oa-corpus-")
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda t: build(args, *t, tmp), [(s, l) for s in srcs for l in levels]))
    counts = {"ok": 0, "clang-error": 0, "llc-error": 0, "crash": 0}
    unexpected = 0
    for name, level, outcome, why in results:
        counts[outcome] += 1
        want = table.get((name, level))
        mark = "" if want == outcome else f"  UNEXPECTED (table says {want})"
        unexpected += bool(mark)
        print(f"{name} {level}: {outcome}{(' -- ' + why) if why else ''}{mark}")
    print(f"corpus: {len(results)} builds, {counts['ok']} ok, "
          f"{counts['clang-error'] + counts['llc-error']} clean errors, {counts['crash']} crashes, "
          f"{unexpected} unexpected")
    if args.update:
        with open(args.status, "w") as f:
            f.write("# Expected outcome of each corpus build (test/CUDA/run_corpus.py --update).\n")
            for name, level, outcome, why in results:
                same = table.get((name, level)) == outcome
                c = (comments.get((name, level)) if same else "") or why
                f.write(f"{name} {level} {outcome}" + (f"  # {c}" if c else "") + "\n")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
