#!/usr/bin/env python3
"""cuda-corpus-run.py: run kernels of the unseen-kernel corpus (public
repositories' files, utils/cuda-corpus.py) built by oa, against the same
files built by nvcc, on the same inputs: in oa-emu here, and as a bundle for
the GPU host.

    utils/cuda-corpus-run.py CORPUS [--manifest utils/cuda-corpus/manifest.txt]
        [--launches utils/cuda-corpus/launch] [--archs sm_80,sm_90]
        [--levels 0,3] [--only REGEX] [--bundle OUT] [--no-emu]

Each launch description in --launches (docs/Launch.md) names a kernel of one
manifest entry in its `_entry` member.  For each one and each architecture:
nvcc -cubin -O3 compiles the entry's file (the reference), oa-cc compiles it
at every level; oa-emu runs nvcc's cubin (reference outputs) and then oa's,
comparing with the description's tolerances.  nvcc must be on PATH or in
$NVCC (CUDA 13 is installed here; the GPU host has it too).

--bundle OUT writes a self-contained folder for the GPU host: the sm_90
cubins of both compilers, the descriptions, oa-run (and its sources, rebuilt
with g++ if the binary does not start there) and run.py:

    python3 OUT/run.py RESULTS     # RESULTS/summary.txt; exit 0 = all pass

run.py runs oa's cubin and nvcc's with `oa-run --ref-cubin` (same inputs,
outputs compared) for every description and level.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "utils"))
corpus_mod = __import__("importlib").import_module("cuda-corpus")


def nvcc_path():
    for c in (os.environ.get("NVCC"), shutil.which("nvcc"), "/usr/local/cuda/bin/nvcc"):
        if c and os.path.isfile(c):
            return c
    sys.exit("cuda-corpus-run: nvcc not found (set NVCC)")


def nvcc_flags(flags):
    """The manifest's flags nvcc understands too (-I, -D, -U, -std, -include)."""
    out, i = [], 0
    while i < len(flags):
        f = flags[i]
        if f in ("-I", "-D", "-U", "-include", "-isystem") and i + 1 < len(flags):
            out += [f, flags[i + 1]]
            i += 2
            continue
        if re.match(r"-(I|D|U|std=)", f):
            out.append(f)
        i += 1
    return out


def run(cmd, cwd=None, timeout=600):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -9, "timed out"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus")
    ap.add_argument("--manifest", default=os.path.join(ROOT, "utils", "cuda-corpus", "manifest.txt"))
    ap.add_argument("--launches", default=os.path.join(ROOT, "utils", "cuda-corpus", "launch"))
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--archs", default="sm_80,sm_90")
    ap.add_argument("--levels", default="0,3")
    ap.add_argument("--only", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--work", default="/tmp/oa-cuda-corpus-run")
    ap.add_argument("--bundle", default=None)
    ap.add_argument("--no-emu", action="store_true")
    ap.add_argument("--emu-timeout", type=int, default=300)
    a = ap.parse_args()
    a.corpus = os.path.abspath(a.corpus)
    bin_ = os.path.join(a.build, "bin")
    oacc, emu = os.path.join(bin_, "oa-cc"), os.path.join(bin_, "oa-emu")
    nvcc = nvcc_path()
    ents = {n: (s, fl) for n, s, fl in corpus_mod.entries(a.corpus, a.manifest)}
    descs = []
    for p in sorted(glob.glob(os.path.join(a.launches, "*.json"))):
        name = os.path.splitext(os.path.basename(p))[0]
        if a.only and not re.search(a.only, name):
            continue
        d = json.load(open(p))
        if d.get("_entry") not in ents:
            sys.exit(f"cuda-corpus-run: {p}: _entry {d.get('_entry')!r} is not in {a.manifest}")
        descs.append((name, p, d))
    archs, levels = a.archs.split(","), [int(x) for x in a.levels.split(",")]
    os.makedirs(a.work, exist_ok=True)

    # Build every (entry, arch) with nvcc and every (entry, arch, level) with oa.
    builds = {}
    jobs = []
    for e in sorted({d["_entry"] for _, _, d in descs}):
        src, flags = ents[e]
        for arch in archs:
            cub = os.path.join(a.work, f"{e}.nvcc.{arch}.cubin")
            jobs.append(((e, arch, "nvcc"), cub, [nvcc, "-cubin", "-O3", f"-arch={arch}", "-I",
                                                  os.path.dirname(src), *nvcc_flags(flags), "-o", cub, src]))
            for lv in levels:
                cub = os.path.join(a.work, f"{e}.oa.{arch}.O{lv}.cubin")
                jobs.append(((e, arch, f"O{lv}"), cub, [oacc, f"-arch={arch}", f"-O{lv}", "-I",
                                                        os.path.dirname(src), *flags, "-o", cub, src]))

    def build(j):
        key, cub, cmd = j
        rc, text = run(cmd, cwd=a.corpus)
        return key, (cub if rc == 0 else None), text

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for key, cub, text in ex.map(build, jobs):
            builds[key] = cub
            if not cub:
                first = next((l for l in text.splitlines() if "error" in l), text.strip()[-200:])
                print(f"build {key[0]} {key[1]} {key[2]}: FAILED -- {first.strip()[:200]}", flush=True)

    # oa-emu: nvcc's outputs, then oa's compared with them.
    rows, bad = [], 0
    for name, path, d in descs:
        e = d["_entry"]
        for arch in archs:
            ref = builds.get((e, arch, "nvcc"))
            for lv in levels:
                oa = builds.get((e, arch, f"O{lv}"))
                if a.no_emu:
                    res = "built" if oa and ref else "not built"
                elif not ref:
                    res = "nvcc failed"
                elif not oa:
                    res = "oa failed"
                else:
                    rdir = os.path.join(a.work, f"{name}.{arch}.ref")
                    # ptxas's code is the reference, not what is checked: no
                    # hazard checks (oa-emu's model is stricter than it needs
                    # to be in places; that is oa-emu's business).
                    rc, text = run([emu, path, "--cubin", ref, "--out", rdir, "--no-hazards"],
                                   timeout=a.emu_timeout)
                    if rc:
                        res = "not checked: nvcc's cubin does not run in oa-emu: " + text.strip()[-160:]
                    else:
                        rc, text = run([emu, path, "--cubin", oa, "--compare", rdir],
                                       timeout=a.emu_timeout)
                        res = "pass" if rc == 0 else "FAIL " + " ".join(text.strip().splitlines()[-3:])[-240:]
                bad += not res.startswith(("pass", "built", "not checked"))
                rows.append((name, arch, lv, res))
                print(f"{name} {arch} -O{lv}: {res}", flush=True)
    unchecked = sum(r[3].startswith("not checked") for r in rows)
    print(f"cuda-corpus-run: {len(rows)} runs, {len(rows) - bad - unchecked} pass, "
          f"{bad} not passing (oa failed to build, or FAIL), {unchecked} not checked here")

    if a.bundle:
        make_bundle(a, descs, builds, levels)
    return 1 if bad else 0


RUN_PY = r'''#!/usr/bin/env python3
"""Runs each corpus kernel of this bundle on the GPU: oa's cubin and nvcc's
(the reference) with the same inputs, through oa-run --ref-cubin.
python3 run.py [RESULTS]: RESULTS/summary.txt, one line per kernel and level;
exit 0 when all pass."""
import glob, json, os, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
res = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(here, "results")
os.makedirs(res, exist_ok=True)
run = os.path.join(here, "oa-run")
if subprocess.run([run, "--help"], capture_output=True).returncode != 0:
    s = os.path.join(here, "oa-run-src")
    srcs = glob.glob(os.path.join(s, "lib", "*", "*.cpp")) + glob.glob(os.path.join(s, "tools", "oa-run", "*.cpp"))
    run = os.path.join(here, "oa-run.rebuilt")
    subprocess.check_call(["g++", "-O2", "-std=c++17", "-ffp-contract=off", "-I", os.path.join(s, "include"),
                           "-o", run] + srcs + ["-ldl"])
lines, bad, n = [], 0, 0
log = open(os.path.join(res, "log.txt"), "w")
for c in json.load(open(os.path.join(here, "cases.json"))):
    for lv, cub in sorted(c["oa"].items()):
        n += 1
        cmd = [run, os.path.join(here, c["launch"]), "--cubin", os.path.join(here, cub),
               "--ref-cubin", os.path.join(here, c["nvcc"]), "--timeout", "20"]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=40)
            rc, out = p.returncode, p.stdout + p.stderr
        except subprocess.TimeoutExpired:
            rc, out = 4, "timed out"
        ok = rc == 0
        bad += not ok
        line = "%s %s: %s" % (c["name"], lv, "PASS" if ok else "FAIL (exit %d) %s" % (rc, " ".join(out.strip().splitlines()[-2:])[-300:]))
        lines.append(line)
        print(line, flush=True)
        log.write("$ %s\n%s\n" % (" ".join(cmd), out))
lines.append("%d passed, %d failed" % (n - bad, bad))
print(lines[-1])
open(os.path.join(res, "summary.txt"), "w").write("\n".join(lines) + "\n")
sys.exit(1 if bad else 0)
'''


def make_bundle(a, descs, builds, levels):
    out = os.path.abspath(a.bundle)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "cubins"))
    os.makedirs(os.path.join(out, "launch"))
    cases = []
    for name, path, d in descs:
        e = d["_entry"]
        ref = builds.get((e, "sm_90", "nvcc"))
        oa = {f"O{lv}": builds.get((e, "sm_90", f"O{lv}")) for lv in levels}
        oa = {k: v for k, v in oa.items() if v}
        if not ref or not oa:
            print(f"bundle: {name} left out (no sm_90 build of both compilers)")
            continue
        for c in [ref, *oa.values()]:
            shutil.copy(c, os.path.join(out, "cubins"))
        shutil.copy(path, os.path.join(out, "launch"))
        cases.append({"name": name, "launch": f"launch/{os.path.basename(path)}",
                      "nvcc": f"cubins/{os.path.basename(ref)}",
                      "oa": {k: f"cubins/{os.path.basename(v)}" for k, v in oa.items()}})
    json.dump(cases, open(os.path.join(out, "cases.json"), "w"), indent=1)
    shutil.copy(os.path.join(a.build, "bin", "oa-run"), os.path.join(out, "oa-run"))
    for sub in ("include/oa/Launch", "include/oa/Runtime", "lib/Launch", "lib/Runtime", "tools/oa-run"):
        shutil.copytree(os.path.join(ROOT, sub), os.path.join(out, "oa-run-src", sub),
                        ignore=shutil.ignore_patterns("CMakeLists.txt"))
    with open(os.path.join(out, "run.py"), "w") as f:
        f.write(RUN_PY)
    print(f"bundle: {out} ({len(cases)} kernels); on the GPU host: python3 {out}/run.py RESULTS")


if __name__ == "__main__":
    sys.exit(main())
