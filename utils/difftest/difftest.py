#!/usr/bin/env python3
"""oa's random differential tester.

For each seed, gen.py writes a CUDA kernel and its launch; the kernel is
compiled for the host (test/Emulator/E2E/host_cuda.h: one fiber per CUDA
thread, the reference), by oa (oa-cc, clang-22 + oa-llc) for sm_80 and
sm_90, and by nvcc when it is installed; every cubin runs in oa-emu (hazard
checking on) and its outputs are compared bit for bit with the host's.  A
disagreement is reduced automatically (statements and outputs removed while
it persists) to a small reproducer under WORK/repro/.

  difftest.py --build BUILD [--count N] [--seed S] [--sm 80 --sm 90]
              [--no-nvcc] [--all | --features F,..] [--without F,..]
              [--no-reduce] [--cuda-sdk] [--work DIR]
              [--jobs J]
  difftest.py --build BUILD --bundle DIR [--count N] [--seed S]

Seeds are S, S+1, ... (S defaults to one drawn from the clock and printed
first, so that every run is new and any run can be repeated).  Exit status
0 when every program agrees everywhere.

--bundle DIR builds what the GPU host needs to run the same programs on the
GPU against nvcc in one call (sm_90 cubins from oa and nvcc, the inputs,
the host's outputs, oa-run); there, `bash DIR/run.sh OUT` writes one line
per program and a total to OUT/difftest-gpu.txt (8 programs at a time).

Result kinds, per compiler and SM: ok; compile-error (oa refused the
program with a message); compile-crash (the compiler aborted); emu-error
(oa-emu stopped: an instruction it cannot run, an out-of-bounds access ...);
hazard (a scoreboard or stall hazard); mismatch (outputs differ from the
host's); host-error (the reference itself failed: a generator bug).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, "..", ".."))
E2E = os.path.join(SRC, "test", "Emulator", "E2E")
sys.path.insert(0, HERE)
sys.path.insert(0, E2E)
import gen  # noqa: E402
import hostref  # noqa: E402

TIMEOUT = 120


def sh(cmd, cwd=None, timeout=TIMEOUT):
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           errors="replace", timeout=timeout)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return "timeout", ""


class Tools:
    def __init__(self, a):
        self.build = os.path.abspath(a.build)
        self.occ = os.path.join(self.build, "bin", "oa-cc")
        self.emu = os.path.join(self.build, "bin", "oa-emu")
        self.run = os.path.join(self.build, "bin", "oa-run")
        self.cxx = os.environ.get("CXX", "g++")
        nv = a.nvcc or os.environ.get("NVCC") or shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
        self.nvcc = None if a.no_nvcc or not os.path.isfile(nv) else nv
        self.sms = a.sm or [80, 90]
        # oa's own CUDA headers unless asked: the SDK's implement __half
        # arithmetic in inline PTX, which oa-llc does not take (yet).
        self.occ_flags = [] if a.cuda_sdk else ["--no-cuda-sdk"]
        if not a.cuda_sdk and "--no-cuda-sdk" not in sh([self.occ, "--help"])[1]:
            self.occ_flags = []
        self.features = list(gen.FEATURES) if a.all else (
            a.features.split(",") if a.features else list(gen.FEATURES_DEFAULT))
        bad = [f for f in self.features + (a.without.split(",") if a.without else []) if f not in gen.FEATURES]
        if bad:
            sys.exit("difftest: unknown feature(s) %s (gen.py --help lists them)" % ",".join(bad))
        if a.without:
            self.features = [f for f in self.features if f not in a.without.split(",")]
        # oa-llc's IR verifier between its passes (off by default, as in clang).
        if "-verify-each" in sh([os.path.join(self.build, "bin", "oa-llc"), "--help"])[1]:
            self.occ_flags += ["-Xllc", "-verify-each"]
        if "call" in self.features:  # the call ABI is opt-in (docs/CUDA.md, "Calls")
            self.occ_flags += ["-Xllc", "-sass-call-abi"]
        self.support = []

    def prepare(self, work):
        """The host reference's runtime, once per work directory."""
        os.makedirs(work, exist_ok=True)
        try:
            self.support = hostref.support_objects(work, self.cxx)
        except RuntimeError as e:
            sys.exit("difftest: cannot build the host reference's runtime:\n%s" % e)


def host_ref(t, d):
    """Builds and runs the host reference in d; returns (ok, message)."""
    cpp = os.path.join(d, "k.host.cpp")
    with open(os.path.join(d, "k.cu")) as f:
        text = f.read()
    text += ("\n#include <cstdint>\nvoid oa_call_kernel(const uint8_t *P, const uint32_t *O, unsigned N)"
             " { oa_invoke(k, P, O, N); }\n")
    with open(cpp, "w") as f:
        f.write(text)
    exe = os.path.join(d, "k.host")
    rc, out = sh([t.cxx, "-O1", "-std=c++17", "-w", "-ffp-contract=off", "-fno-strict-aliasing",
                  "-DOA_HOST", "-include", os.path.join(E2E, "host_cuda.h"), cpp] + t.support + ["-o", exe])
    if rc != 0:
        return False, "host compile: " + out.strip()[-400:]
    ref = os.path.join(d, "ref")
    shutil.rmtree(ref, ignore_errors=True)
    rc, out = sh([exe, os.path.join(d, "k.json"), ref])
    if rc != 0:
        return False, "host run: " + str(rc) + " " + out.strip()[-300:]
    return True, ""


def compile_one(t, d, who, sm):
    """(cubin or None, kind, message)."""
    cub = os.path.join(d, "k.%s.sm_%d.cubin" % (who, sm))
    cu = os.path.join(d, "k.cu")
    if who == "oa":
        rc, out = sh([t.occ, "-mcpu=sm_%d" % sm, "-O3", "-w", "-ffp-contract=off"] + t.occ_flags +
                     ["-o", cub, cu])
    else:
        rc, out = sh([t.nvcc, "-cubin", "-arch=sm_%d" % sm, "--fmad=false", "-w", "-o", cub, cu])
    if rc == 0:
        return cub, "ok", ""
    crash = rc == "timeout" or (isinstance(rc, int) and rc < 0) or \
        re.search(r"LLVM ERROR|Stack dump|PLEASE submit|Assertion|Segmentation|Aborted|core dumped", out)
    return None, "compile-crash" if crash else "compile-error", first_error(out)


def first_error(out):
    for l in out.splitlines():
        if "LLVM ERROR" in l or "error" in l.lower():
            return l.strip()[:300]
    lines = [l for l in out.splitlines() if l.strip()]
    return (lines[-1] if lines else "?")[:300]


DTYPE_SIZE = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "bf16": 2, "u32": 4, "i32": 4, "f32": 4,
              "u64": 8, "i64": 8, "f64": 8}


def bits_differ(d, outdir):
    """The outputs compared bit for bit with the host's: oa-emu's --compare
    goes through doubles, so two 64-bit integers beyond 2^53 that differ only
    in their low bits (an f64 result's bit pattern 1 ulp off) compare equal
    there.  Returns a message for the first buffer that differs, or None."""
    with open(os.path.join(d, "k.json")) as f:
        bufs = json.load(f)["buffers"]
    for name, b in sorted(bufs.items()):
        if not b.get("output"):
            continue
        try:
            with open(os.path.join(d, "ref", name + ".bin"), "rb") as f:
                ref = f.read()
            with open(os.path.join(outdir, name + ".bin"), "rb") as f:
                got = f.read()
        except OSError as e:
            return "%s: %s" % (name, e)
        n = DTYPE_SIZE.get(b["dtype"], 1)
        bad = [i for i in range(0, min(len(ref), len(got)), n) if ref[i:i + n] != got[i:i + n]]
        if bad or len(ref) != len(got):
            return "%s %s %d: %d differ in their bits, first at [%d]" % (
                name, b["dtype"], len(ref) // n, len(bad), bad[0] // n if bad else 0)
    return None


def run_emu(t, d, cub):
    outdir = cub + ".out"
    shutil.rmtree(outdir, ignore_errors=True)
    rc, out = sh([t.emu, "--cubin", cub, "--compare", os.path.join(d, "ref"), "--out", outdir,
                  os.path.join(d, "k.json")])
    if rc == 0:
        why = bits_differ(d, outdir)
        return ("mismatch", why) if why else ("ok", "")
    if rc == "timeout":
        return "emu-error", "timed out"
    lines = out.splitlines()
    haz = [l for l in lines if "hazard" in l]
    err = [l for l in lines if "error" in l or "not supported" in l]
    fail = [l for l in lines if "FAIL" in l]
    if err:
        return "emu-error", err[0].strip()[:300]
    if fail:
        return "mismatch", " | ".join(l.strip() for l in fail)[:300]
    if haz:
        return "hazard", haz[0].strip()[:300]
    return "emu-error", (lines[-1] if lines else "exit %s" % rc)[:300]


def check(t, d, only=None):
    """Runs one generated program; returns {(who, sm): (kind, message)} and
    the host reference's status."""
    ok, msg = host_ref(t, d)
    if not ok:
        return {("host", 0): ("host-error", msg)}
    res = {}
    whos = ["oa"] + (["nvcc"] if t.nvcc else [])
    for who in whos:
        for sm in t.sms:
            if only and (who, sm) != only:
                continue
            cub, kind, m = compile_one(t, d, who, sm)
            if cub:
                kind, m = run_emu(t, d, cub)
            res[(who, sm)] = (kind, m)
    return res


def signature(kind, msg):
    """What must stay the same while reducing: the kind and, for errors,
    the message without numbers and names."""
    if kind in ("mismatch", "hazard"):
        return kind
    msg = re.sub(r"\S*/\S*", "", msg)  # paths (temporary files)
    return kind + ":" + re.sub(r"0x[0-9a-f]+|\d+|'[^']*'|%\w+|v\d+", "#", msg)[:120]


def reduce(t, seed, d, who, sm, kind, msg, log):
    """Removes statements and outputs while (who, sm) still gives the same
    kind of disagreement; leaves the smallest program in d."""
    g = gen.Gen(seed, t.features)
    g.program()
    nstmt, nout = g.sid, g.nout
    want = signature(kind, msg)
    tries = [0]

    def fails(dis, drop):
        tries[0] += 1
        gen.generate(seed, d, t.features, dis, drop)
        r = check(t, d, only=(who, sm))
        k, m = r.get((who, sm), ("host-error", ""))
        return signature(k, m) == want

    def ddmin(universe, still_fails):
        """The largest subset of universe (found in halving chunks, then one
        by one) whose removal keeps the failure."""
        removed = set()
        n = max(1, len(universe) // 2)
        while True:
            cand = [x for x in universe if x not in removed]
            i = 0
            while i < len(cand):
                chunk = set(cand[i:i + n])
                if still_fails(removed | chunk):
                    removed |= chunk
                    cand = [x for x in universe if x not in removed]
                else:
                    i += n
            if n == 1:
                return removed
            n //= 2

    # Outputs first (they unlock the statements that only feed them).
    drop = ddmin(list(range(nout)), lambda s: fails(set(), s))
    dis = ddmin(list(range(1, nstmt + 1)), lambda s: fails(s, drop))
    gen.generate(seed, d, t.features, dis, drop)
    check(t, d, only=(who, sm))
    log("  reduced seed %d (%s sm_%d %s) in %d runs: %d of %d statements, %d of %d outputs left"
        % (seed, who, sm, kind, tries[0], nstmt - len(dis), nstmt, nout - len(drop), nout))
    return dis, drop


def write_readme(d, seed, who, sm, kind, msg, t, dis, drop):
    with open(os.path.join(d, "README.txt"), "w") as f:
        f.write("difftest seed %d, %s sm_%d: %s\n%s\n\n" % (seed, who, sm, kind, msg))
        f.write("features: %s\ndisabled statements: %s\ndropped outputs: %s\n\n"
                % (",".join(t.features), sorted(dis), sorted(drop)))
        f.write("Reproduce (from the repository root, BUILD = the build directory):\n")
        if who == "oa":
            f.write("  BUILD/bin/oa-cc -mcpu=sm_%d -O3 -ffp-contract=off %s -o k.cubin k.cu\n"
                    % (sm, " ".join(t.occ_flags)))
        else:
            f.write("  nvcc -cubin -arch=sm_%d --fmad=false -o k.cubin k.cu\n" % sm)
        f.write("  BUILD/bin/oa-emu --cubin k.cubin --compare ref k.json\n")
        f.write("ref/ holds the host's outputs (k.host.cpp, built with test/Emulator/E2E/host_cuda.h).\n")


def one_seed(t, seed, work, do_reduce, log):
    d = os.path.join(work, "s%d" % seed)
    shutil.rmtree(d, ignore_errors=True)
    gen.generate(seed, d, t.features)
    res = check(t, d)
    bad = {k: v for k, v in res.items() if v[0] != "ok"}
    repros = []
    if do_reduce:
        done = set()
        for (who, sm), (kind, msg) in sorted(bad.items(), key=lambda x: (x[0][0], x[0][1])):
            if who == "host":
                continue
            sig = (who, signature(kind, msg))
            if sig in done:
                continue  # the same failure on the other SM: one reproducer
            done.add(sig)
            rd = os.path.join(work, "repro", "s%d-%s-sm%d-%s" % (seed, who, sm, kind))
            shutil.rmtree(rd, ignore_errors=True)
            shutil.copytree(d, rd)
            dis, drop = reduce(t, seed, rd, who, sm, kind, msg, log)
            write_readme(rd, seed, who, sm, kind, msg, t, dis, drop)
            repros.append(rd)
    if not bad:
        shutil.rmtree(d, ignore_errors=True)
    return seed, res, repros


def bundle(t, a, seeds, log):
    """The GPU bundle: sm_90 cubins from oa and nvcc, inputs, host outputs."""
    out = os.path.abspath(a.bundle)
    os.makedirs(out, exist_ok=True)
    shutil.copy(t.run, os.path.join(out, "oa-run"))
    with open(os.path.join(out, "run.sh"), "w") as f:
        f.write("""#!/usr/bin/env bash
# Runs every difftest program of this bundle on the GPU: oa's sm_90 cubin
# against nvcc's (same inputs, same process) and against the host's outputs,
# JOBS programs at a time (default 8).
#   bash run.sh [OUT]   writes OUT/difftest-gpu.txt (one line per program,
#                       then the totals; default: stdout only); exit 1 if
#                       any program disagrees.
cd "$(dirname "$0")"
res=$(mktemp -d)
one() {
  out=$(./oa-run "$1/k.json" --cubin "$1/oa.cubin" --ref-cubin "$1/nvcc.cubin" --compare "$1/ref" --timeout 60 2>&1)
  rc=$?
  if [ $rc = 0 ]; then echo "$1 PASS"
  else echo "$1 FAIL (exit $rc)"; echo "$out" | grep -E "FAIL|error|differ" | head -5 | sed 's/^/    /'; fi >"$res/$1"
}
export -f one; export res
xargs -P "${JOBS:-8}" -I{} bash -c 'one {}' <programs.txt
pass=$(cat "$res"/* | grep -c "^s[0-9]* PASS$") fail=$(cat "$res"/* | grep -c "^s[0-9]* FAIL ")
{ cat "$res"/*; echo "difftest on the GPU: $pass passed, $fail failed ($(wc -l <programs.txt) programs, $(cat COMMIT 2>/dev/null))"; } >"$res.txt"
rm -rf "$res"
if [ -n "${1:-}" ]; then mkdir -p "$1" && cp "$res.txt" "$1/difftest-gpu.txt"; fi
cat "$res.txt"
[ "$fail" = 0 ]
""")
    rc, head = sh(["git", "-C", SRC, "rev-parse", "--short", "HEAD"])
    with open(os.path.join(out, "COMMIT"), "w") as f:
        f.write(head.strip() + "\n" if rc == 0 else "?\n")
    os.chmod(os.path.join(out, "run.sh"), 0o755)
    # One line per program as it is made: a bundle stopped early still runs,
    # and a later call with new seeds adds to it.
    names = []
    for seed in seeds:
        d = os.path.join(out, "s%d" % seed)
        shutil.rmtree(d, ignore_errors=True)
        gen.generate(seed, d, t.features)
        ok, msg = host_ref(t, d)
        if not ok:
            log("seed %d: host reference failed, left out: %s" % (seed, msg))
            shutil.rmtree(d)
            continue
        oa, k1, m1 = compile_one(t, d, "oa", 90)
        nv, k2, m2 = compile_one(t, d, "nvcc", 90) if t.nvcc else (None, "no nvcc", "")
        if not oa or not nv:
            log("seed %d: left out: oa %s %s / nvcc %s %s" % (seed, k1, m1, k2, m2))
            shutil.rmtree(d)
            continue
        os.rename(oa, os.path.join(d, "oa.cubin"))
        os.rename(nv, os.path.join(d, "nvcc.cubin"))
        for f in ("k.host", "k.host.cpp"):
            os.remove(os.path.join(d, f))
        names.append("s%d" % seed)
        with open(os.path.join(out, "programs.txt"), "a") as f:
            f.write("s%d\n" % seed)
    log("bundle %s: %d programs; on the GPU host run: bash %s/run.sh OUT" % (out, len(names), os.path.basename(out)))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seed", type=int, help="first seed (default: from the clock)")
    ap.add_argument("--sm", type=int, action="append")
    ap.add_argument("--nvcc")
    ap.add_argument("--no-nvcc", action="store_true")
    ap.add_argument("--all", action="store_true", help="every feature (gen.py --all)")
    ap.add_argument("--features", help="comma-separated features (default: gen.FEATURES_DEFAULT)")
    ap.add_argument("--without", help="comma-separated features to leave out (e.g. fdiv)")
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--cuda-sdk", action="store_true",
                    help="let oa-cc use the CUDA SDK's headers (default: oa's own, --no-cuda-sdk)")
    ap.add_argument("--work")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--bundle", help="build a GPU bundle in this directory instead of testing")
    a = ap.parse_args()
    t = Tools(a)
    start = a.seed if a.seed is not None else int(time.time() * 1000) % 1000000000
    seeds = list(range(start, start + a.count))
    work = os.path.abspath(a.work or os.path.join(a.build, "difftest-work"))
    t.prepare(work)

    def log(s):
        print(s, flush=True)
    log("difftest: seeds %d..%d, features %s, compilers %s, SMs %s"
        % (seeds[0], seeds[-1], ",".join(t.features), "oa" + (" nvcc" if t.nvcc else ""),
           " ".join("sm_%d" % s for s in t.sms)))
    if a.bundle:
        return bundle(t, a, seeds, log)
    counts = {}
    failures = []
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = [ex.submit(one_seed, t, s, work, not a.no_reduce, log) for s in seeds]
        for fu in concurrent.futures.as_completed(futs):
            seed, res, repros = fu.result()
            for (who, sm), (kind, msg) in sorted(res.items()):
                counts[(who, sm, kind)] = counts.get((who, sm, kind), 0) + 1
                if kind != "ok":
                    failures.append((seed, who, sm, kind, msg))
                    log("seed %d: %s sm_%d: %s: %s" % (seed, who, sm, kind, msg))
            for r in repros:
                log("  reproducer: %s" % r)
    log("\n%d programs in %.0f s" % (len(seeds), time.time() - t0))
    keys = sorted({(w, s) for (w, s, _) in counts})
    for w, s in keys:
        kinds = {k: n for (w2, s2, k), n in counts.items() if (w2, s2) == (w, s)}
        log("  %-5s sm_%-3s %s" % (w, s, "  ".join("%s %d" % kv for kv in sorted(kinds.items()))))
    with open(os.path.join(work, "results.jsonl"), "a") as f:
        for s, w, sm, k, m in failures:
            f.write(json.dumps({"seed": s, "compiler": w, "sm": sm, "kind": k, "message": m,
                                "features": t.features}) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
