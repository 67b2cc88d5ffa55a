#!/usr/bin/env python3
'''run.py of a GPU bundle (utils/gpu_bundle.py): runs each case of the bundle
with oa-run on the GPU; exit 0 = all pass.

python3 run.py [RESULTS] [--tar FILE]
  RESULTS/summary.txt   one line per case: PASS, or FAIL with how many output
                        elements differ from the expected ones (per launch
                        when the case repeats); oa-run's message after a FAIL
  RESULTS/CASE/runK/    the outputs of the failing launches (the first three)
  RESULTS/CASE-diff.txt for the cases with a ptxas build of the same kernel:
                        per slot (intrinsic), the elements where oa's GPU
                        bits, ptxas's GPU bits and the expected (oa-emu's)
                        bits disagree
  --tar FILE            RESULTS packed into FILE (.tar.gz) at the end: a
                        device call brings back at most 8 files
'''
import glob, json, os, shutil, struct, subprocess, sys, tarfile

here = os.path.dirname(os.path.abspath(__file__))
args = sys.argv[1:]
tar = None
if "--tar" in args:
    i = args.index("--tar")
    tar = os.path.abspath(args[i + 1])
    del args[i:i + 2]
res = os.path.abspath(args[0]) if args else os.path.join(here, "results")
os.makedirs(res, exist_ok=True)
run = os.path.join(here, "oa-run")
CASES = json.load(open(os.path.join(here, "cases.json")))
WIDTH = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "bf16": 2,
         "u64": 8, "i64": 8, "f64": 8}


def works(exe):
    return subprocess.run([exe, "--help"], capture_output=True).returncode == 0


if not works(run):  # rebuild from the sources carried along
    s = os.path.join(here, "oa-run-src")
    srcs = glob.glob(os.path.join(s, "lib", "*", "*.cpp")) + glob.glob(os.path.join(s, "tools", "oa-run", "*.cpp"))
    run = os.path.join(here, "oa-run.rebuilt")
    subprocess.check_call(["g++", "-O2", "-std=c++17", "-ffp-contract=off", "-I", os.path.join(s, "include"), "-o", run] + srcs + ["-ldl"])


def words(path, w):
    b = open(path, "rb").read()
    return struct.unpack("<%d%s" % (len(b) // (8 if w == 8 else 4), "Q" if w == 8 else "I"), b)


def wrong(d, out):
    """(elements that differ from the expect files, elements compared)."""
    desc = json.load(open(os.path.join(d, "launch.json")))
    bad = total = 0
    for bn, b in desc["buffers"].items():
        e = b.get("expect", {}).get("file")
        if not e or not os.path.exists(os.path.join(out, bn + ".bin")):
            continue
        w = WIDTH.get(b["dtype"], 4)
        got, exp = open(os.path.join(out, bn + ".bin"), "rb").read(), open(os.path.join(d, e), "rb").read()
        n = len(exp) // w
        total += n
        bad += sum(got[k * w:(k + 1) * w] != exp[k * w:(k + 1) * w] for k in range(n))
    return bad, total


def diff(c, d):
    lay = json.load(open(os.path.join(d, "layout.json")))
    desc = json.load(open(os.path.join(d, "launch.json")))
    lines, total = [], {"oa!=ptxas": 0, "emu!=ptxas": 0, "emu!=oa": 0}
    for bn, L in lay.items():
        w = 8 if desc["buffers"][bn]["dtype"] in ("u64", "i64", "f64") else 4
        oa = words(os.path.join(d, "gpu", bn + ".bin"), w)
        px = words(os.path.join(d, "gpu-ptxas", bn + ".bin"), w)
        em = words(os.path.join(d, desc["buffers"][bn]["expect"]["file"]), w)
        n = len(L["slots"])
        per = {}
        for k in range(len(oa)):
            name = L["slots"][k % n]
            if oa[k] == px[k] == em[k]:
                continue
            e = per.setdefault(name, {"oa!=ptxas": 0, "emu!=ptxas": 0, "emu!=oa": 0, "ex": []})
            for key, x, y in (("oa!=ptxas", oa[k], px[k]), ("emu!=ptxas", em[k], px[k]), ("emu!=oa", em[k], oa[k])):
                if x != y:
                    e[key] += 1
                    total[key] += 1
            if len(e["ex"]) < 4:
                e["ex"].append("elem %d (lane %d): oa %#x ptxas %#x emu %#x" % (k, k // n, oa[k], px[k], em[k]))
        for name, e in sorted(per.items()):
            lines.append("%s %s: oa!=ptxas %d, emu!=ptxas %d, emu!=oa %d" % (bn, name, e["oa!=ptxas"], e["emu!=ptxas"], e["emu!=oa"]))
            lines += ["    " + x for x in e["ex"]]
    open(os.path.join(res, c + "-diff.txt"), "w").write("\n".join(lines) + "\n")
    return total


def launch(d, out):
    """One launch into out: (passed, oa-run's output)."""
    shutil.rmtree(out, ignore_errors=True)
    p = subprocess.run([run, os.path.join(d, "launch.json"), "--out", out],
                       capture_output=True, text=True)
    ok = p.returncode == 0
    text = p.stdout + p.stderr
    want = os.path.join(d, "stdout.txt")
    if ok and os.path.exists(want):
        # Device printf: the lines the kernel printed, in any order.
        got = sorted(l for l in p.stdout.splitlines() if l.startswith("PF "))
        exp = open(want).read().splitlines()
        if got != exp:
            ok = False
            text += "\nprintf lines differ: %d printed, %d expected\n" % (len(got), len(exp))
    return ok, text


bad = 0
summary = []
for c in CASES:
    c, repeat = (c, 1) if isinstance(c, str) else c
    d = os.path.join(here, c)
    fails, counts, msg, total = 0, [], "", 0
    for k in range(repeat):
        out = os.path.join(d, "gpu")
        ok, text = launch(d, out)
        if ok:
            continue
        fails += 1
        n, total = wrong(d, out)
        counts.append(n)
        if not msg:
            msg = text.strip()[-1500:]
        if fails <= 3 and os.path.isdir(out):
            shutil.copytree(out, os.path.join(res, c, "run%d" % k), dirs_exist_ok=True)
    bad += fails > 0
    if not fails:
        line = "%s: PASS" % c + (" (%d launches)" % repeat if repeat > 1 else "")
    else:
        line = "%s: FAIL" % c + (" in %d of %d launches" % (fails, repeat) if repeat > 1 else "")
        if total:
            line += ", wrong %s of %d output elements" % (", ".join(map(str, counts)), total)
    if os.path.exists(os.path.join(d, "ref.json")) and os.path.isdir(os.path.join(d, "gpu")):
        q = subprocess.run([run, os.path.join(d, "ref.json"), "--out", os.path.join(d, "gpu-ptxas")],
                           capture_output=True, text=True)
        if q.returncode == 0:
            line += " (vs ptxas's build: %s)" % diff(c, d)
        else:
            line += " (ptxas's build failed to run: %s)" % (q.stdout + q.stderr).strip()[-300:]
    summary.append(line)
    print(line)
    if fails:
        summary.append(msg)
        print(msg)
summary.append("%d passed, %d failed" % (len(CASES) - bad, bad))
print(summary[-1])
open(os.path.join(res, "summary.txt"), "w").write("\n".join(summary) + "\n")
if tar:
    with tarfile.open(tar, "w:gz") as t:
        t.add(res, arcname=os.path.basename(res))
    print("packed:", tar)
sys.exit(1 if bad else 0)
