#!/usr/bin/env python3
"""cuda-corpus.py: build a folder of CUDA files that oa has never seen (samples
and benchmarks from public repositories, kept outside the repository) with
oa-cc at every optimisation level and architecture asked for, and say for each
build whether it compiled, stopped with an error, or aborted.

    utils/cuda-corpus.py CORPUS [--archs sm_80,sm_90] [--levels 0,3]
                         [--oa-cc build/bin/oa-cc] [--jobs 2] [--out DIR]
                         [--markdown FILE] [--tsv FILE] [--only REGEX] [--nvcc]

CORPUS is a folder.  With --manifest FILE (or when CORPUS holds corpus.txt),
each line of that file is one entry: `NAME SOURCE [oa-cc flags...]` (SOURCE
and relative paths in the flags are relative to CORPUS, where oa-cc runs;
`@oa/` is the manifest's own folder; `#` starts a comment); otherwise every
`*.cu` below CORPUS is one, named by its path.  utils/cuda-corpus/manifest.txt
is the corpus docs/CUDA.md reports on (public repositories, pinned commits).  Each
source is compiled with `-I` its own folder (as nvcc would find its quoted
includes) and the CUDA SDK's headers (oa-cc's SDK mode).

Outcomes (one per build):
  ok       a cubin that oa-objdump reads back
  error    oa-cc or oa-llc stopped with `error:` and a non-zero exit; `located`
           when the message names FILE:LINE (the rule for user errors)
  ABORT    anything else: a signal, `LLVM ERROR`, a stack dump, an assertion,
           a non-zero exit without an `error:` line, or a hang (--timeout).
           Every ABORT is an oa bug.

With --nvcc, each entry is also compiled once by nvcc (-cubin, the first
architecture, -O3, the same flags): the reference that the file is valid CUDA
(column `nvcc`; an entry nvcc rejects says nothing about oa).

Prints a line per build, then the errors grouped by their message (the
unsupported constructs, most frequent first: what to implement next), then
`cuda-corpus: N builds, K ok, E errors (L located), A aborts`.  Exit status 1
when any build aborted.
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ABORT_SIGNS = ("Stack dump", "LLVM ERROR", "PLEASE submit", "Assertion", "Segmentation fault",
               "UNREACHABLE", "Aborted", "Traceback (most recent call last)")
LOCATED = re.compile(r"[^\s:]+:\d+:\d+")


def entries(corpus, manifest=None):
    manifest = manifest or os.path.join(corpus, "corpus.txt")
    out = []
    if os.path.isfile(manifest):
        here = os.path.dirname(os.path.abspath(manifest))
        for line in open(manifest):
            f = line.split("#", 1)[0].replace("@oa/", here + "/").split()
            if f:
                out.append((f[0], os.path.abspath(os.path.join(corpus, f[1])), f[2:]))
        return out
    for d, _, files in sorted(os.walk(corpus)):
        for f in sorted(files):
            if f.endswith(".cu"):
                p = os.path.abspath(os.path.join(d, f))
                out.append((os.path.relpath(p, corpus), p, []))
    return out


def classify(rc, text, cubin, objdump, timed_out):
    """(outcome, located, message) of one oa-cc run."""
    if timed_out:
        return "ABORT", False, "hang: no answer within the time limit"
    if rc == 0:
        if not os.path.isfile(cubin):
            return "ABORT", False, "exit 0 without a cubin"
        p = subprocess.run([objdump, cubin], capture_output=True, text=True)
        if p.returncode:
            return "ABORT", False, "unreadable cubin: " + p.stderr.strip()[:160]
        return "ok", False, ""
    lines = text.splitlines()
    first = next((l for l in lines if "error:" in l), "")
    sign = next((s for s in ABORT_SIGNS if s in text), "")
    if rc < 0 or rc >= 128 or sign or not first:
        msg = next((l for l in lines if "LLVM ERROR" in l or "rror" in l), lines[-1] if lines else "")
        return "ABORT", False, f"{sign or 'exit %d' % rc}: {msg.strip()}"[:300]
    return "error", bool(LOCATED.search(first)), first.strip()


def kind_of(msg):
    """The message without its locations and names: what groups errors."""
    m = re.sub(r"\S*/oa-cc-[^/\s]+/", "", msg)
    m = re.sub(r"^[^\s:]+\.ll: ", "", m)  # oa-llc's input (the file's name): group across files
    m = LOCATED.sub("LOC", m)
    m = re.sub(r"in function \S+ [^:]*\):", "in function F:", m)
    m = re.sub(r"'_Z\w+'", "'F'", m)
    m = re.sub(r"\b\d+\b", "N", m)
    return m[:160]


def build(args, tmp, name, src, flags, arch, level):
    safe = re.sub(r"[^\w.-]", "_", name)
    cubin = os.path.join(tmp, f"{safe}.{arch}.O{level}.cubin")
    cmd = [args.oa_cc, f"-arch={arch}", f"-O{level}", "-I", os.path.dirname(src), *flags,
           *args.cflags.split(),
           "-o", cubin, src]
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout,
                           cwd=args.corpus)
        rc, text, timed_out = p.returncode, p.stdout + p.stderr, False
    except subprocess.TimeoutExpired as e:
        rc, text, timed_out = -9, (e.stderr or b"").decode(errors="replace"), True
    outcome, located, msg = classify(rc, text, cubin, args.objdump, timed_out)
    if args.out and outcome == "ok":
        shutil.copy(cubin, os.path.join(args.out, os.path.basename(cubin)))
    if args.out and outcome != "ok":
        with open(os.path.join(args.out, f"{safe}.{arch}.O{level}.log"), "w") as f:
            f.write(" ".join(cmd) + "\n" + text)
    return dict(name=name, arch=arch, level=level, outcome=outcome, located=located, msg=msg,
                secs=time.time() - t0, cmd=" ".join(cmd))


def nvcc_build(args, tmp, name, src, flags, arch):
    """ok, or nvcc's first error line: is the entry valid CUDA at all?"""
    safe = re.sub(r"[^\w.-]", "_", name)
    cmd = [args.nvcc, "-cubin", f"-arch={arch}", "-O3", "-I", os.path.dirname(src),
           *flags, "-o", os.path.join(tmp, f"{safe}.nvcc.cubin"), src]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout,
                           cwd=args.corpus)
    except subprocess.TimeoutExpired:
        return "nvcc: timeout"
    if p.returncode == 0:
        return "ok"
    text = p.stdout + p.stderr
    return "error: " + next((l for l in text.splitlines() if "error" in l), text.strip()[-160:])[:160]


def cell(r):
    if r["outcome"] == "ok":
        return "ok"
    if r["outcome"] == "error":
        return "error" if r["located"] else "error (no location)"
    return "**ABORT**"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--manifest", default=None,
                    help="the entries (default: CORPUS/corpus.txt, else every .cu below CORPUS)")
    ap.add_argument("--oa-cc", default=os.path.join(ROOT, "build", "bin", "oa-cc"))
    ap.add_argument("--objdump", default=None, help="default: oa-objdump next to oa-cc")
    ap.add_argument("--archs", default="sm_80,sm_90")
    ap.add_argument("--levels", default="0,3")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300, help="seconds per build")
    ap.add_argument("--only", default=None, help="regex on entry names")
    ap.add_argument("--cflags", default="", help="more oa-cc flags for every build (split on spaces)")
    ap.add_argument("--out", default=None, help="keep cubins and failure logs here")
    ap.add_argument("--markdown", default=None, help="write the table as markdown")
    ap.add_argument("--tsv", default=None, help="write one line per build")
    ap.add_argument("--nvcc", nargs="?", const=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc",
                    default=None, help="also build each entry with nvcc (the reference)")
    args = ap.parse_args()
    args.oa_cc = os.path.abspath(args.oa_cc)
    args.objdump = args.objdump or os.path.join(os.path.dirname(args.oa_cc), "oa-objdump")
    args.out = args.out and os.path.abspath(args.out)
    if args.out:
        os.makedirs(args.out, exist_ok=True)

    ents = [e for e in entries(args.corpus, args.manifest) if not args.only or re.search(args.only, e[0])]
    if not ents:
        sys.exit(f"cuda-corpus: no sources in {args.corpus}")
    archs, levels = args.archs.split(","), [int(x) for x in args.levels.split(",")]
    jobs = [(n, s, fl, a, l) for n, s, fl in ents for a in archs for l in levels]
    tmp = tempfile.mkdtemp(prefix="oa-cuda-corpus-")
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futs = [ex.submit(build, args, tmp, *j) for j in jobs]
        for i, fu in enumerate(futs):
            r = fu.result()
            results.append(r)
            print(f"[{i + 1}/{len(jobs)}] {r['name']} {r['arch']} -O{r['level']}: {cell(r)}"
                  f" ({r['secs']:.1f} s){' -- ' + r['msg'] if r['msg'] else ''}", flush=True)
    nv = {}
    if args.nvcc:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = {n: ex.submit(nvcc_build, args, tmp, n, s, fl, archs[0]) for n, s, fl in ents}
            for n, fu in futs.items():
                nv[n] = fu.result()
                if nv[n] != "ok":
                    print(f"nvcc {n}: {nv[n]}", flush=True)
        print(f"nvcc: {sum(v == 'ok' for v in nv.values())} of {len(ents)} entries build "
              f"({archs[0]} -O3)")
    shutil.rmtree(tmp, ignore_errors=True)

    kinds = collections.Counter()
    examples = {}
    for r in results:
        if r["outcome"] != "ok":
            k = ("ABORT " if r["outcome"] == "ABORT" else "") + kind_of(r["msg"])
            kinds[k] += 1
            examples.setdefault(k, set()).add(r["name"])
    print("\nby message (builds, files):")
    for k, n in kinds.most_common():
        print(f"  {n:4d}  {k}    [{', '.join(sorted(examples[k])[:4])}]")
    n_ok = sum(r["outcome"] == "ok" for r in results)
    n_err = sum(r["outcome"] == "error" for r in results)
    n_loc = sum(r["outcome"] == "error" and r["located"] for r in results)
    n_abort = sum(r["outcome"] == "ABORT" for r in results)
    print(f"cuda-corpus: {len(results)} builds, {n_ok} ok, {n_err} errors ({n_loc} located), "
          f"{n_abort} aborts")

    cols = [(a, l) for a in archs for l in levels]
    by = {(r["name"], r["arch"], r["level"]): r for r in results}
    if args.markdown:
        with open(args.markdown, "w") as f:
            nvh = " nvcc |" if nv else ""
            f.write("| file |" + nvh + " " + " | ".join(f"{a} -O{l}" for a, l in cols)
                    + " | first error |\n")
            f.write("|---" * (len(cols) + 2 + bool(nv)) + "|\n")
            for n, _, _ in ents:
                rs = [by[(n, a, l)] for a, l in cols]
                msg = next((r["msg"] for r in rs if r["msg"]), "")
                msg = re.sub(r"\S*/oa-cc-[^/\s]+/", "", msg).replace("|", "\\|")[:140]
                nvc = (" ok |" if nv[n] == "ok" else " error |") if nv else ""
                f.write(f"| {n} |{nvc} " + " | ".join(cell(r) for r in rs) + f" | {msg} |\n")
    if args.tsv:
        with open(args.tsv, "w") as f:
            for r in results:
                f.write("\t".join([r["name"], r["arch"], f"O{r['level']}", r["outcome"],
                                   "located" if r["located"] else "", r["msg"]]) + "\n")
    return 1 if n_abort else 0


if __name__ == "__main__":
    sys.exit(main())
