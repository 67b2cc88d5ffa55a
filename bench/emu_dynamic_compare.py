#!/usr/bin/env python3
"""Dynamic warp-instruction counts of every e2e kernel, oa against nvcc, in
oa-emu (no GPU needed): the offline proxy for issue 14's "as fast as ptxas".

  python3 bench/emu_dynamic_compare.py [--build build] [--before DIR]
          [--kernels a,b] [--tensor] [--ctas 4] [--opcodes] [--listing K]
          [--keep DIR] [--out FILE]

Each test/E2E kernel (with --tensor also test/E2E/tensor's) is compiled for
sm_90 by nvcc -cubin (the oracle) and by oa as utils/build-e2e.sh does it
(oa-cc --no-cuda-sdk -emit-llvm, then oa-cc -c on the .ll); both cubins run in
build/bin/oa-emu --report on the kernel's launch description with the grid cut
to at most --ctas CTAs (a grid-stride loop then runs more iterations per
thread: the same work for both compilers).  oa's outputs are compared with
nvcc's under the description's tolerances (column "outputs").

--before DIR adds a column with oa built from another build directory (e.g.
/work/main/build), for before/after tables.  --opcodes adds, per kernel, the
dynamic counts per opcode class (from oa-emu --trace).  --listing K prints
kernel K's two listings (nvdisasm) with each instruction's dynamic warp count,
the hot loops side by side.  Counts are warp instructions issued, predicated
off or not; they are not cycles (a MUFU and an IADD3 count the same)."""
import argparse
import collections
import concurrent.futures
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
E2E = os.path.join(ROOT, "test", "E2E")
TENSOR = os.path.join(E2E, "tensor")

# Opcode classes for --opcodes: what each costs differs (pipe, latency).
CLASSES = [
    ("mem.global", r"^(LDG|STG|LD|ST|LDGSTS|LDGDEPBAR)$"),
    ("mem.shared", r"^(LDS|STS|LDSM|STSM)$"),
    ("mem.local", r"^(LDL|STL)$"),
    ("atomic", r"^(ATOM|ATOMS|ATOMG|RED|REDG|REDAS|REDUX)$"),
    ("const", r"^(LDC|ULDC)$"),
    ("mufu", r"^MUFU$"),
    ("fp32", r"^(FADD|FMUL|FFMA|FMNMX|FSETP|FSET|FSEL|FCHK|FSWZADD|HADD2|HMUL2|HFMA2|HSETP2|HMNMX2)$"),
    ("fp64", r"^(DADD|DMUL|DFMA|DSETP|DMNMX)$"),
    ("convert", r"^(F2F|F2I|I2F|F2FP|I2FP|F2IP|FRND)$"),
    ("tensor", r"^(HMMA|IMMA|BMMA|DMMA|HGMMA|WARPGROUP.*)$"),
    ("move", r"^(MOV|MOVM|CS2R|S2R|S2UR|SEL|PRMT|P2R|R2P|SHFL|UMOV|R2UR)$"),
    ("int", r"^(IADD3|IMAD|IMNMX|LEA|LOP3|SHF|ISETP|IABS|POPC|FLO|BREV|VIMNMX|VIADD|IDP|PLOP3|VOTE|BMSK|SGXT|MATCH|ISCADD|IMUL|IADD|XMAD)$"),
    ("uniform", r"^(U.*|VOTEU)$"),
    ("control", r"^(BRA|BRX|BSSY|BSYNC|EXIT|RET|CALL|WARPSYNC|BAR|NOP|YIELD|BPT|MEMBAR|ERRBAR|CCTL|DEPBAR|ELECT|ACQBULK|ENDCOLLECTIVE)$"),
]


def op_class(op):
    for name, rx in CLASSES:
        if re.match(rx, op):
            return name
    return "other"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def first_error(text):
    lines = text.strip().splitlines() or ["?"]
    l = next((l for l in lines if "error:" in l), lines[-1]).strip()
    return l[l.find("error:"):][:200] if "error:" in l else l[:200]  # no temp paths


def kernels(a):
    out = []
    dirs = [(os.path.abspath(a.src), None)] if a.src else [(E2E, None), (TENSOR, "tensor")]
    for d, pat in dirs:
        if d == TENSOR and not a.tensor:
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".json") and not f.endswith(".perf.json") and os.path.exists(os.path.join(d, f[:-5] + ".cu")):
                out.append((f[:-5], d))
    if a.kernels:
        want = a.kernels.split(",")
        bad = [k for k in want if k not in [n for n, _ in out]]
        if bad:
            sys.exit(f"emu_dynamic_compare: error: no such kernels: {', '.join(bad)} (tensor ones need --tensor)")
        out = [x for x in out if x[0] in want]
    return out


def cut_desc(src, dst, ctas):
    """The launch description with the grid cut to at most ctas CTAs (x first)
    and init files made absolute (the copy lives elsewhere)."""
    d = json.load(open(src))
    left, grid = ctas, []
    for g in d["grid"]:
        n = max(1, min(g, left))
        grid.append(n)
        left = max(1, left // n)
    d["grid"] = grid
    for b in d.get("buffers", {}).values():
        init = b.get("init")
        if isinstance(init, dict) and "file" in init:
            init["file"] = os.path.join(os.path.dirname(src), init["file"])
    json.dump(d, open(dst, "w"), indent=1)
    return d


def build(k, srcdir, work, a):
    """Compiles k with nvcc and oa (and the --before oa); returns errors."""
    kd = os.path.join(work, k)
    os.makedirs(kd, exist_ok=True)
    cu = os.path.join(srcdir, k + ".cu")
    desc = open(os.path.join(srcdir, k + ".json")).read()
    arch = "sm_90a" if re.search(r'"_sm"\s*:\s*\[[^\]]*"90a"', desc) else "sm_90"
    inc = ["-I", E2E, "-I", srcdir]
    errs = []
    r = run([a.nvcc, "-cubin", "-arch=" + arch, "-O3"] + inc + ["-o", os.path.join(kd, "nvcc.cubin"), cu])
    if r.returncode:
        errs.append("nvcc: " + first_error(r.stderr))
    for tag, bdir in (("oa", a.build), ("before", a.before)):
        if not bdir:
            continue
        oa_cc = os.path.join(bdir, "bin", "oa-cc")
        ll = os.path.join(kd, tag + ".ll")
        # As the bundles build them: the e2e kernels without the CUDA SDK
        # (build-e2e.sh), the tensor ones with it (mma.h; build-bundle.py).
        sdk = ["--no-cuda-sdk"] if srcdir == E2E else []
        r = run([oa_cc] + sdk + ["-mcpu=sm_90", "-O3", "-emit-llvm"] + inc + ["-o", ll, cu])
        if not r.returncode:
            xllc = [x for f in a.llc_flags.split() for x in ("-Xllc", f)] if tag == "oa" else []
            r = run([oa_cc, "-mcpu=sm_90", "-O3", "-c"] + xllc + ["-o", os.path.join(kd, tag + ".cubin"), ll])
        if r.returncode:
            errs.append(f"{tag}: " + first_error(r.stderr))
    return errs


def emulate(emu, cubin, desc, outdir, compare=None, trace=False, blocks=1):
    """(warp instructions, outputs ok or None, per-PC counts or None, error)."""
    cmd = [emu, "--cubin", cubin, desc, "--report", "--no-hazards", "--out", outdir]
    if compare:
        cmd += ["--compare", compare]
    if not trace:
        r = run(cmd)
        m = re.search(r"(\d+) warp instructions", r.stderr)
        if not m:
            return None, None, None, (r.stderr.strip().splitlines() or ["?"])[-1][:200]
        ok = None if not compare else r.returncode == 0
        return int(m.group(1)), ok, None, None
    # --trace follows one block: one run per block, one line per warp
    # instruction ("warp W mask M /*PC*/ OP").
    pcs = collections.Counter()
    rx = re.compile(r"^\s*warp \d+ mask \S+ /\*([0-9a-f]+)\*/ (\S+)")
    total, tail = None, ""
    for b in range(blocks):
        p = subprocess.Popen(cmd + ["--trace", f"--trace-block={b}"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        for line in p.stdout:
            m = rx.match(line)
            if m:
                pcs[(int(m.group(1), 16), m.group(2))] += 1
                continue
            m = re.search(r"(\d+) warp instructions", line)
            if m:
                total = int(m.group(1))
            elif line.startswith("oa-emu"):
                tail = line.strip()
        p.wait()
        if total is None:
            return None, None, None, tail[:200] or "oa-emu failed"
    if sum(pcs.values()) != total:
        return None, None, None, f"--trace saw {sum(pcs.values())} warp instructions, --report {total}"
    return total, None, pcs, None


def nvdisasm():
    for c in (os.environ.get("OA_NVDISASM", ""), os.path.join(ROOT, ".deps", "nvdisasm", "bin", "nvdisasm"),
              "/work/main/.deps/nvdisasm/bin/nvdisasm", "/usr/local/cuda/bin/nvdisasm"):
        if c and os.access(c, os.X_OK):
            return c
    return None


def listing(cubin, pcs):
    """nvdisasm's listing with each instruction's dynamic warp count."""
    nvd = nvdisasm()
    if not nvd:
        return "(nvdisasm not found: set OA_NVDISASM)\n"
    by_pc = collections.Counter()
    for (pc, _), n in pcs.items():
        by_pc[pc] += n
    out = []
    for line in run([nvd, "-c", "-hex", cubin]).stdout.splitlines():
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*(/\*.*)?$", line)
        if not m:
            continue
        ins = re.sub(r"\s+", " ", m.group(2))
        out.append(f"{by_pc.get(int(m.group(1), 16), 0):>9}  /*{m.group(1)}*/ {ins}")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="oa's build dir (default build)")
    ap.add_argument("--before", help="a second oa build dir: adds its column (before/after tables)")
    ap.add_argument("--kernels", default="", help="comma-separated subset")
    ap.add_argument("--tensor", action="store_true", help="also test/E2E/tensor's kernels")
    ap.add_argument("--llc-flags", default="", help="oa-llc options for the oa column (not --before's), "
                    "space-separated: the effect of a hidden flag")
    ap.add_argument("--src", help="kernels (.cu + .json) from this directory instead of test/E2E "
                    "(a held-out set: bench/holdout-s21)")
    ap.add_argument("--ctas", type=int, default=4, help="grid cut to at most this many CTAs (default 4)")
    ap.add_argument("--opcodes", action="store_true", help="per-kernel counts per opcode class")
    ap.add_argument("--listing", help="print this kernel's listings with per-instruction counts")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc"))
    ap.add_argument("--keep", help="keep cubins and outputs in this dir")
    ap.add_argument("--out", help="also write the table (markdown) here")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    a.build = os.path.abspath(a.build)
    a.before = a.before and os.path.abspath(a.before)
    emu = os.path.join(a.build, "bin", "oa-emu")
    for t in (emu, os.path.join(a.build, "bin", "oa-cc"), a.nvcc):
        if not os.access(t, os.X_OK):
            sys.exit(f"emu_dynamic_compare: error: {t} not found")
    ks = kernels(a)
    if a.listing and a.listing not in [k for k, _ in ks]:
        sys.exit(f"emu_dynamic_compare: error: --listing {a.listing} is not among the kernels run")
    work = os.path.abspath(a.keep) if a.keep else tempfile.mkdtemp(prefix="oa-emucmp-")
    os.makedirs(work, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        errs = dict(zip([k for k, _ in ks], ex.map(lambda x: build(x[0], x[1], work, a), ks)))

    tags = ["nvcc", "oa"] + (["before"] if a.before else [])

    def one(kd):
        k, srcdir = kd
        d = os.path.join(work, k)
        desc = os.path.join(d, k + ".json")
        cut = cut_desc(os.path.join(srcdir, k + ".json"), desc, a.ctas)
        res = {"grid": cut["grid"]}
        trace = a.opcodes or a.listing == k
        for t in tags:
            cub = os.path.join(d, t + ".cubin")
            if not os.path.exists(cub):
                res[t] = (None, None, None, "not built")
                continue
            ref = os.path.join(d, "out.nvcc") if t != "nvcc" and res["nvcc"][0] is not None else None
            res[t] = emulate(emu, cub, desc, os.path.join(d, "out." + t), ref, trace, math.prod(cut["grid"]))
            if trace and ref and res[t][0] is not None:  # outputs checked in a run without --trace
                res[t] = (res[t][0], emulate(emu, cub, desc, os.path.join(d, "out." + t), ref)[1],
                          res[t][2], None)
        return k, res

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        results = dict(ex.map(one, ks))

    hdr = ["kernel", "CTAs", "nvcc", "oa", "oa/nvcc"]
    if a.before:
        hdr += ["before", "before/nvcc"]
    hdr += ["outputs"]
    rows, ratios, bratios = [], [], []
    for k, _ in ks:
        r = results[k]
        nv, oa = r["nvcc"][0], r["oa"][0]
        row = [k, str(math.prod(r["grid"])), str(nv or "-"), str(oa or "-")]
        if nv and oa:
            ratios.append(oa / nv)
        row.append(f"{oa / nv:.2f}" if nv and oa else "-")
        if a.before:
            b = r["before"][0]
            row += [str(b or "-"), f"{b / nv:.2f}" if nv and b else "-"]
            if nv and b:
                bratios.append(b / nv)
        oks = [r[t][1] for t in tags[1:]]
        row.append("-" if any(o is None for o in oks) else "match" if all(oks) else "DIFFER")
        problems = errs[k] + [f"{t}: {r[t][3]}" for t in tags if r[t][3] and r[t][3] != "not built"]
        if problems:
            row[-1] += " (" + "; ".join(problems) + ")"
        rows.append(row)

    def gm(xs):
        return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")

    lines = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    foot = f"geomean oa/nvcc {gm(ratios):.3f} over {len(ratios)} kernels"
    if a.before:
        foot += f"; before/nvcc {gm(bratios):.3f} over {len(bratios)}"
    lines += ["", foot]
    if a.opcodes:
        for k, _ in ks:
            r = results[k]
            cls = {t: collections.Counter() for t in tags}
            other = set()
            for t in tags:
                for (pc, op), n in (r[t][2] or {}).items():
                    c = op_class(op.split(".")[0])
                    cls[t][c] += n
                    if c == "other":
                        other.add(op.split(".")[0])
            names = sorted(set().union(*cls.values()), key=lambda c: -max(cls[t][c] for t in tags))
            lines += ["", f"{k}: warp instructions per opcode class", "",
                      "| class | " + " | ".join(tags) + " |", "|---|" + "---|" * len(tags)]
            lines += [f"| {c} | " + " | ".join(str(cls[t][c]) for t in tags) + " |" for c in names]
            if other:
                lines += ["", "other: " + " ".join(sorted(other))]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if a.out:
        with open(a.out, "w") as f:
            f.write(f"Command: `python3 bench/emu_dynamic_compare.py {' '.join(sys.argv[1:])}`\n\n" + text)
    if a.listing:
        r = results[a.listing]
        for t in tags:
            if r[t][2] is not None:
                print(f"\n=== {a.listing}: {t} ({r[t][0]} warp instructions) ===")
                print(listing(os.path.join(work, a.listing, t + ".cubin"), r[t][2]), end="")
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    bad = any(row[-1] != "match" for row in rows)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
