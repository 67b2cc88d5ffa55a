#!/usr/bin/env bash
# build-e2e.sh OUT [options]: builds the end-to-end suite (test/E2E) into OUT,
# a directory that travels to the GPU host alone (docs/E2E.md):
#   OUT/oa-run            the runner (no LLVM, no CUDA at build time)
#   OUT/run-e2e.py        the GPU-side script: `python3 OUT/run-e2e.py`
#   OUT/oa-run-src/       oa-run's sources, rebuilt there if the binary fails
#   OUT/kernels/K/        K.json, nvcc.sm_90.cubin (reference, nvcc -cubin),
#                         nvcc.sm_80.cubin, oa.sm_90.ll/.cubin, oa.sm_80.ll/.cubin,
#                         clang.sm_90.cubin (oa's .ll through LLVM's NVPTX
#                         backend and ptxas: a diagnostic only, never oa's
#                         path; when it fails on the GPU as oa does, the bug
#                         is in the source or lib/Headers, not in oa-llc)
#   OUT/build.tsv         per kernel: status of every step, compile times
#   OUT/build.log         every command run and its output
# Steps per kernel: nvcc -cubin for sm_90 and sm_80 (the reference);
# nvcc -ptx then ptxas, timed (the best of --reps runs) for the ptxas
# figure; oa-cc --emit-llvm (clang-22, no CUDA SDK); oa-cc on the .ll
# (oa-llc), timed the same way; nvdisasm on every cubin (sm_80 ones must
# decode: they are not run on the H200). oa-llc missing: the oa steps are
# skipped with a message and the suite runs with nvcc only.
#
# Options: --build DIR (oa's build dir; default $OA_BUILD_DIR or build),
#   --kernels a,b,c  --reps N (default 3)  -j N (default 2)  --no-oa
#   --no-clang-ref (skip clang.sm_90.cubin)
#   --src DIR (kernels from DIR instead of test/E2E: .cu and .json pairs, as
#   the suite's; a held-out set)
#   -O N (oa's optimisation level, 0-3, for clang-22 and oa-llc; default 3;
#   the nvcc reference stays -O3): `-O 0` makes the -O0 bundle
# Tools: $NVCC (default /usr/local/cuda/bin/nvcc), $PTXAS, $OA_NVDISASM.
# Exit status 0 when every attempted step succeeded; 1 otherwise (the
# bundle still holds everything that did build); 2 usage or setup errors.
exec python3 - "$0" "$@" <<'PY'
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import time

script = os.path.realpath(sys.argv[1])
root = os.path.dirname(os.path.dirname(script))
ap = argparse.ArgumentParser(prog="build-e2e.sh")
ap.add_argument("out")
ap.add_argument("--build", default=os.environ.get("OA_BUILD_DIR", os.path.join(root, "build")))
ap.add_argument("--kernels", default="")
ap.add_argument("--reps", type=int, default=3)
ap.add_argument("-j", type=int, default=2)
ap.add_argument("--no-oa", action="store_true")
ap.add_argument("--archs", default="sm_90,sm_80")
ap.add_argument("--no-clang-ref", action="store_true")
ap.add_argument("-O", dest="olevel", default="3", choices="0123")
ap.add_argument("--src", default="",
                help="another directory of KERNEL.cu / KERNEL.json pairs (a held-out set) "
                     "instead of test/E2E")
a = ap.parse_args(sys.argv[2:])


def die(msg):
    sys.stderr.write(f"build-e2e: error: {msg}\n")
    sys.exit(2)


def note(msg):
    print(f"build-e2e: {msg}", flush=True)


build = os.path.abspath(a.build)
out = os.path.abspath(a.out)
suite = os.path.join(root, "test", "E2E")
src = os.path.abspath(a.src) if a.src else suite
includes = ["-I", src] + (["-I", suite] if src != suite else [])
nvcc = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")
ptxas = os.environ.get("PTXAS", os.path.join(os.path.dirname(nvcc), "ptxas"))
oa_run = os.path.join(build, "bin", "oa-run")
oa_cc = os.path.join(build, "bin", "oa-cc")
if not os.path.isfile(oa_cc):
    oa_cc = os.path.join(root, "tools", "oa-cc", "oa-cc")  # finds lib/Headers itself
oa_llc = os.environ.get("OA_LLC") or os.path.join(build, "bin", "oa-llc")
nvptx_llc = os.environ.get("OA_NVPTX_LLC", "/usr/lib/llvm-22/bin/llc")
clang_ref = not a.no_clang_ref and os.path.isfile(nvptx_llc)
for tool, what in ((nvcc, "nvcc"), (ptxas, "ptxas"), (oa_run, "oa-run (build the oa-run target)")):
    if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
        die(f"{what} not found at {tool}")
nvd = ""
for c in (os.environ.get("OA_NVDISASM", ""), os.path.join(root, ".deps", "nvdisasm", "bin", "nvdisasm"),
          os.path.join(os.path.dirname(nvcc), "nvdisasm"), shutil.which("nvdisasm") or ""):
    if c and os.path.isfile(c) and os.access(c, os.X_OK):
        nvd = c
        break
have_oa = not a.no_oa and os.path.isfile(oa_llc) and os.access(oa_llc, os.X_OK)
if a.no_oa:
    note("--no-oa: oa cubins not built")
elif not have_oa:
    note(f"oa-llc is not built ({oa_llc}): skipping the oa cubins (the .ll files are still made); "
         "the suite will run nvcc's cubins only")
if not nvd:
    note("nvdisasm not found (utils/setup-deps.sh fetches it; or set OA_NVDISASM): decode checks skipped")
archs = [x for x in a.archs.split(",") if x]
for x in archs:
    if x not in ("sm_80", "sm_90"):
        die(f"unsupported arch {x}")

names = sorted(f[:-3] for f in os.listdir(src) if f.endswith(".cu"))
if a.kernels:
    want = a.kernels.split(",")
    bad = [k for k in want if k not in names]
    if bad:
        die(f"no such kernels in {src}: {', '.join(bad)}")
    names = want
missing = [k for k in names if not os.path.isfile(os.path.join(src, k + ".json"))]
if missing:
    die(f"kernels without a launch description: {', '.join(missing)}")

os.makedirs(os.path.join(out, "kernels"), exist_ok=True)
logf = open(os.path.join(out, "build.log"), "w")


def run(cmd, k, timeout=300):
    """Runs cmd; returns (ok, seconds, output). Logged, never raises."""
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout, text=True)
        ok, text = p.returncode == 0, p.stdout
        if not ok:
            text += f"\n(exit {p.returncode})"
    except subprocess.TimeoutExpired as e:
        ok, text = False, (e.stdout or "") if isinstance(e.stdout, str) else ""
        text += f"\n(timed out after {timeout} s)"
    except OSError as e:
        ok, text = False, str(e)
    dt = time.perf_counter() - t0
    logf.write(f"[{k}] $ {' '.join(cmd)}\n{text}{'' if text.endswith(chr(10)) or not text else chr(10)}")
    logf.flush()
    return ok, dt, text


def best(cmd, k, own_time=None):
    """Best of --reps runs: compile times on a shared machine are noisy.
    own_time(text), when given and it finds one, is the run's time as the
    tool reports it (oa-cc --time: oa-llc's own), used instead of ours."""
    times, text = [], ""
    for _ in range(max(1, a.reps)):
        ok, dt, text = run(cmd, k)
        if not ok:
            return False, None, text
        own = own_time(text) if own_time else None
        times.append(dt if own is None else own)
    return True, min(times), text


def decode(cubin, k, r):
    """ok, warn (decoded, but nvdisasm warned: noted, not a failure) or FAIL."""
    if not nvd:
        return "skip"
    ok, _, text = run([nvd, "-c", cubin], k)
    lines = text.splitlines()
    errs = [l for l in lines if "error" in l.lower() and not l.startswith("\t")]
    warns = [l.strip() for l in lines if "warning" in l.lower() and not l.startswith("\t")]
    if not ok or errs:
        return "FAIL"
    if warns:
        r["warnings"].append(f"{os.path.basename(cubin)}: {warns[0][:160]}")
        return "warn"
    return "ok"


def first_error(text):
    lines = text.splitlines()
    for l in lines:  # the tool's own message before any stack dump
        if l.startswith("LLVM ERROR") or "error:" in l:
            return l.strip()[:200]
    for l in lines:
        if "error" in l.lower():
            return l.strip()[:200]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1][:200] if lines else "failed"


def build_kernel(k):
    d = os.path.join(out, "kernels", k)
    os.makedirs(d, exist_ok=True)
    cu = os.path.join(src, k + ".cu")
    shutil.copy(os.path.join(src, k + ".json"), os.path.join(d, k + ".json"))
    shutil.copy(cu, os.path.join(d, k + ".cu"))  # for reading on the GPU host
    r = {"kernel": k, "errors": [], "warnings": []}
    for arch in archs:
        s = arch[3:]
        cub = os.path.join(d, f"nvcc.{arch}.cubin")
        ok, _, text = run([nvcc, "-cubin", f"-arch={arch}", "-O3", *includes, "-o", cub, cu], k)
        r[f"nvcc_{s}"] = "ok" if ok else "FAIL"
        if not ok:
            r["errors"].append(f"nvcc {arch}: {first_error(text)}")
        else:
            r[f"nvcc_{s}_decode"] = decode(cub, k, r)
        # ptxas alone, timed, on nvcc's PTX: the figure oa-llc is compared with.
        ptx = os.path.join(d, f"nvcc.{arch}.ptx")
        ok, _, text = run([nvcc, "-ptx", f"-arch={arch}", "-O3", *includes, "-o", ptx, cu], k)
        if ok:
            ok, t, text = best([ptxas, f"-arch={arch}", "-O3", ptx, "-o", os.devnull], k)
            r[f"ptxas_{s}_s"] = t
            os.remove(ptx)
        if not ok:
            r["errors"].append(f"ptxas {arch}: {first_error(text)}")
        # oa: clang-22 (no SDK) to IR, then oa-llc.
        ll = os.path.join(d, f"oa.{arch}.ll")
        ok, t, text = run([oa_cc, "--no-cuda-sdk", f"-mcpu={arch}", "-O" + a.olevel, "-emit-llvm", *includes, "-o", ll, cu], k)
        r[f"clang_{s}"] = "ok" if ok else "FAIL"
        r[f"clang_{s}_s"] = t if ok else None
        if not ok:
            r["errors"].append(f"clang {arch}: {first_error(text)}")
            continue
        if clang_ref and arch == "sm_90":
            ptx = os.path.join(d, "clang.sm_90.ptx")
            ok, _, text = run([nvptx_llc, "-mcpu=sm_90", "-mattr=+ptx80", "-O3", ll, "-o", ptx], k)
            if ok:
                ok, _, text = run([ptxas, "-arch=sm_90", "-O3", ptx, "-o", os.path.join(d, "clang.sm_90.cubin")], k)
                os.remove(ptx)
            r["clang_ref_90"] = "ok" if ok else "FAIL"
            if not ok:
                r["errors"].append(f"clang reference (NVPTX + ptxas): {first_error(text)}")
        if not have_oa:
            r[f"oa_{s}"] = "skip"
            continue
        ocub = os.path.join(d, f"oa.{arch}.cubin")
        # oa-cc --time gives oa-llc's own wall time; prefer it to ours (the
        # best of the runs, as ptxas's: the last run's was taken before).
        def llc_time(text):
            ts = [float(l.split()[3]) for l in text.splitlines() if l.startswith("oa-cc: time oa-llc")]
            return ts[-1] if ts else None
        ok, t, text = best([oa_cc, f"-mcpu={arch}", "-O" + a.olevel, "-c", "--time", "-o", ocub, ll], k,
                           llc_time)
        r[f"oa_{s}"] = "ok" if ok else "FAIL"
        r[f"oa_llc_{s}_s"] = t if ok else None
        if not ok:
            r["errors"].append(f"oa-llc {arch}: {first_error(text)}")
            if os.path.exists(ocub):
                os.remove(ocub)  # a partial cubin must not be run
            continue
        r[f"oa_{s}_decode"] = decode(ocub, k, r)
        if r[f"oa_{s}_decode"] == "FAIL":
            r["errors"].append(f"oa {arch}: cubin does not decode in nvdisasm")
    return r


note(f"{len(names)} kernels, archs {','.join(archs)}, oa at -O{a.olevel}, into {out}")
t0 = time.time()
with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
    results = list(ex.map(build_kernel, names))

# The runner and the GPU-side script, plus oa-run's sources as a fallback.
shutil.copy(oa_run, os.path.join(out, "oa-run"))
shutil.copy(os.path.join(root, "utils", "run-e2e.py"), os.path.join(out, "run-e2e.py"))
srcdir = os.path.join(out, "oa-run-src")
shutil.rmtree(srcdir, ignore_errors=True)
for sub in ("include/oa/Launch", "include/oa/Runtime", "lib/Launch", "lib/Runtime", "tools/oa-run"):
    shutil.copytree(os.path.join(root, sub), os.path.join(srcdir, sub),
                    ignore=shutil.ignore_patterns("CMakeLists.txt"))

cols = ["kernel"]
for arch in archs:
    s = arch[3:]
    cols += [f"nvcc_{s}", f"nvcc_{s}_decode", f"ptxas_{s}_s", f"clang_{s}", f"clang_{s}_s",
             f"oa_{s}", f"oa_{s}_decode", f"oa_llc_{s}_s"]
cols += ["clang_ref_90", "errors", "warnings"]


def fmt(v):
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4f}"
    if isinstance(v, list):
        return "; ".join(v) or "-"
    return str(v)


with open(os.path.join(out, "build.tsv"), "w") as f:
    f.write("\t".join(cols) + "\n")
    for r in results:
        f.write("\t".join(fmt(r.get(c)) for c in cols) + "\n")
with open(os.path.join(out, "build.json"), "w") as f:
    json.dump({"archs": archs, "oa_opt": "-O" + a.olevel, "have_oa": have_oa, "nvdisasm": bool(nvd), "kernels": results}, f, indent=1)

# Summary.
w = max(len(k) for k in names) + 1
print(f"{'kernel':<{w}} " + " ".join(f"{'nvcc ' + x:>9} {'clang':>6} {'oa ' + x:>9} {'decode':>7} "
                                     f"{'ptxas s':>8} {'oa-llc s':>8}" for x in archs))
for r in results:
    line = f"{r['kernel']:<{w}} "
    for arch in archs:
        s = arch[3:]
        dec = "/".join(r.get(f"{t}_{s}_decode", "-") for t in ("nvcc", "oa"))
        line += (f"{r.get(f'nvcc_{s}', '-'):>9} {r.get(f'clang_{s}', '-'):>6} {r.get(f'oa_{s}', '-'):>9} "
                 f"{dec:>7} {fmt(r.get(f'ptxas_{s}_s')):>8} {fmt(r.get(f'oa_llc_{s}_s')):>8} ")
    print(line.rstrip())
nerr = sum(len(r["errors"]) for r in results)
for r in results:
    for e in r["errors"]:
        print(f"  {r['kernel']}: {e}")
    for e in r["warnings"]:
        print(f"  {r['kernel']}: warning: {e}")
for arch in archs:
    s = arch[3:]
    pt = [r[f"ptxas_{s}_s"] for r in results if r.get(f"ptxas_{s}_s")]
    ot = [r[f"oa_llc_{s}_s"] for r in results if r.get(f"oa_llc_{s}_s")]
    msg = f"{arch}: ptxas total {sum(pt):.3f} s over {len(pt)} kernels"
    if ot:
        msg += f"; oa-llc total {sum(ot):.3f} s over {len(ot)} kernels"
    note(msg)
size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(out) for f in fs)
note(f"bundle {out}: {size / 2**20:.1f} MiB, built in {time.time() - t0:.0f} s"
     + ("" if size <= 60 * 2**20 else " (over the 60 MiB the device tool carries!)"))
note(f"{nerr} failures" if nerr else "every step succeeded")
note(f"on the GPU host: python3 {os.path.basename(out)}/run-e2e.py")
sys.exit(1 if nerr else 0)
PY
