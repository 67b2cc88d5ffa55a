#!/usr/bin/env python3
"""Run the tensor-core suite on a GPU (the bundle build-bundle.py makes).

  python3 run.py [--out DIR] [--time N] [--kernels a,b] [--timeout S]

Per kernel, each step a separate oa-run process (a fault costs one row):
  1. nvcc.cubin on the small description, outputs compared with the float64
     host reference (ref/): the kernels, the references and oa-emu's
     semantics (which passed the same comparison when the bundle was built)
     are right together only if the GPU agrees;
  2. oa.cubin (when the bundle has one) the same way (kernels marked
     oa-only, oa's NVVM IR tests, have no nvcc.cubin);
  3. with <k>.perf.json: nvcc.cubin (and oa.cubin) timed, --time launches
     after 10 warm-ups, median; TFLOP/s from the description's "_flops",
     and oa's time over nvcc's.
Prints a table, writes DIR/results.json; exit 0 when every correctness run
passes.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def oa_run():
    exe = os.path.join(HERE, "oa-run")
    if subprocess.run([exe, "--help"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
        return exe
    # The carried binary does not start here: rebuild it from its sources.
    src = os.path.join(HERE, "oa-run-src")
    files = [os.path.join(dp, f) for d in ("tools/oa-run", "lib/Launch", "lib/Runtime")
             for dp, _, fs in os.walk(os.path.join(src, d)) for f in fs if f.endswith(".cpp")]
    exe = os.path.join(HERE, "oa-run.rebuilt")
    r = subprocess.run(["g++", "-O2", "-std=c++17", "-ffp-contract=off", "-I", os.path.join(src, "include"),
                        "-o", exe] + files + ["-ldl"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if r.returncode:
        sys.exit("cannot run or rebuild oa-run:\n" + r.stdout[-2000:])
    return exe


def run(cmd, timeout):
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout + 10)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return 4, "timed out"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="results")
    ap.add_argument("--time", type=int, default=50)
    ap.add_argument("--kernels", default="")
    ap.add_argument("--timeout", type=int, default=30)
    a = ap.parse_args()
    exe = oa_run()
    os.makedirs(a.out, exist_ok=True)
    kdir = os.path.join(HERE, "kernels")
    names = [k for k in sorted(os.listdir(kdir)) if not a.kernels or k in a.kernels.split(",")]
    rows, ok = [], True
    print("%-16s %-10s %-10s %12s %12s %8s %8s %8s" % ("kernel", "nvcc", "oa", "nvcc us", "oa us",
                                                       "TF/s", "oa/nvcc", "rel err"), flush=True)
    for k in names:
        d = os.path.join(kdir, k)
        row = {"kernel": k}
        for who in ("nvcc", "oa"):
            cub = os.path.join(d, who + ".cubin")
            if not os.path.exists(cub):
                # oa-only kernels (oa's IR tests) have no nvcc build.
                oa_only = os.path.exists(os.path.join(d, "oa-only"))
                row[who] = "none" if who == "oa" else "n/a" if oa_only else "missing"
                ok &= who == "oa" or oa_only
                continue
            rc, outp = run([exe, os.path.join(d, k + ".json"), "--cubin", cub, "--compare",
                            os.path.join(d, "ref"), "--timeout", str(a.timeout),
                            "--out", os.path.join(a.out, k, who)], a.timeout)
            open(os.path.join(a.out, "%s.%s.log" % (k, who)), "w").write(outp)
            errs = [float(m) for m in re.findall(r"^\s*\S+\s+\S+\s+\d+\s+(\S+)\s", outp, re.M)
                    if re.match(r"^[0-9.e+-]+$", m)]
            row[who] = "pass" if rc == 0 else "FAIL(%d)" % rc
            row[who + "_relerr"] = max(errs) if errs else None
            ok &= rc == 0
            perf = os.path.join(d, k + ".perf.json")
            if rc == 0 and os.path.exists(perf):
                rc2, out2 = run([exe, perf, "--cubin", cub, "--time", str(a.time), "--warmup", "10",
                                 "--timeout", str(a.timeout)], a.timeout)
                open(os.path.join(a.out, "%s.%s.perf.log" % (k, who)), "w").write(out2)
                m = re.search(r"median ([0-9.]+) us", out2)
                if m:
                    row[who + "_us"] = float(m.group(1))
                    fl = json.load(open(perf)).get("_flops")
                    if fl:
                        row[who + "_tflops"] = fl / (row[who + "_us"] * 1e-6) / 1e12
                elif rc2:
                    row[who + "_perf"] = "FAIL(%d)" % rc2
        if "oa_us" in row and "nvcc_us" in row:
            row["ratio"] = row["oa_us"] / row["nvcc_us"]
        rows.append(row)
        fmt = lambda v, f: (f % v) if isinstance(v, (int, float)) else "-"
        print("%-16s %-10s %-10s %12s %12s %8s %8s %8s" % (
            k, row["nvcc"], row["oa"], fmt(row.get("nvcc_us"), "%.1f"), fmt(row.get("oa_us"), "%.1f"),
            fmt(row.get("nvcc_tflops"), "%.1f"), fmt(row.get("ratio"), "%.3f"),
            fmt(row.get("nvcc_relerr"), "%.1e")), flush=True)
    json.dump(rows, open(os.path.join(a.out, "results.json"), "w"), indent=1)
    print("all correctness runs pass" if ok else "SOME RUNS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
