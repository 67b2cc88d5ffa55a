#!/usr/bin/env python3
"""oa-llc's compile time next to ptxas's over the e2e suite (issue 14).

For each test/E2E kernel: nvcc -ptx once (not timed), then ptxas on that PTX
and oa-llc on oa's LLVM IR of the same source (oa-cc --emit-llvm, not timed),
both to a cubin for the same SM.  Each compile runs --reps times; the figure
is the least CPU time (user + system, from getrusage of the child), which a
loaded machine disturbs far less than wall time; the least wall time is
reported too.  Writes a markdown table (--out) and prints the summary:
geometric mean of the per-kernel ratio and the ratio of the sums.

  python3 bench/compile_time.py --build build [--sm 90] [--reps 5] [--out FILE]
"""
import argparse, math, os, resource, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def timed(cmd, reps):
    cpu, wall = [], []
    for _ in range(reps):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall.append(time.perf_counter() - t0)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode:
            raise RuntimeError(f"{' '.join(cmd)}: {p.stderr.strip()[:400]}")
        cpu.append((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime))
    return min(cpu), min(wall)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.environ.get("OA_BUILD_DIR", os.path.join(ROOT, "build")))
    ap.add_argument("--sm", default="90", choices=["80", "90"])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--kernels", default="", help="comma-separated subset")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "nvcc"))
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", "ptxas"))
    ap.add_argument("--out", help="markdown table to write")
    a = ap.parse_args()
    bin_ = os.path.join(os.path.abspath(a.build), "bin")
    src = os.path.join(ROOT, "test", "E2E")
    names = sorted(f[:-3] for f in os.listdir(src) if f.endswith(".cu"))
    if a.kernels:
        names = [n for n in names if n in a.kernels.split(",")]
    arch = f"sm_{a.sm}"
    occ = os.path.join(bin_, "oa-cc")
    if not os.path.exists(occ):
        occ = os.path.join(ROOT, "tools", "oa-cc", "oa-cc")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in names:
            cu, ptx, ll = os.path.join(src, n + ".cu"), os.path.join(tmp, n + ".ptx"), os.path.join(tmp, n + ".ll")
            try:
                subprocess.run([a.nvcc, "-ptx", f"-arch={arch}", "-O3", "-I", src, "-o", ptx, cu],
                               check=True, capture_output=True)
                subprocess.run([occ, "--no-cuda-sdk", f"-mcpu={arch}", "-O3", "-emit-llvm", "-I", src,
                                "-o", ll, cu], check=True, capture_output=True)
                p = timed([a.ptxas, f"-arch={arch}", "-O3", ptx, "-o", os.path.join(tmp, "p.cubin")], a.reps)
                o = timed([os.path.join(bin_, "oa-llc"), f"-mcpu={arch}", "-O3", "-filetype=obj", ll,
                           "-o", os.path.join(tmp, "o.cubin")], a.reps)
            except (subprocess.CalledProcessError, RuntimeError) as e:
                print(f"{n}: skipped ({e})", file=sys.stderr)
                continue
            rows.append((n, p, o))
            print(f"{n:18s} ptxas {p[0]*1e3:7.1f} ms  oa-llc {o[0]*1e3:7.1f} ms  {o[0]/p[0]:5.2f}", flush=True)
    if not rows:
        sys.exit("no kernel compiled")
    geo = math.exp(sum(math.log(o[0] / p[0]) for _, p, o in rows) / len(rows))
    tot = sum(o[0] for _, _, o in rows) / sum(p[0] for _, p, _ in rows)
    geow = math.exp(sum(math.log(o[1] / p[1]) for _, p, o in rows) / len(rows))
    summary = (f"{len(rows)} kernels, {arch}: oa-llc/ptxas CPU time geomean {geo:.3f}, "
               f"sum ratio {tot:.3f}; wall time geomean {geow:.3f}")
    print(summary)
    if a.out:
        with open(a.out, "w") as f:
            f.write(f"# oa-llc compile time next to ptxas ({arch})\n\n")
            f.write("Command: `python3 bench/compile_time.py " + " ".join(sys.argv[1:]) + "`\n\n")
            f.write(summary + "\n\n| kernel | ptxas CPU ms | oa-llc CPU ms | ratio | ptxas wall ms | oa-llc wall ms |\n"
                    "|---|---|---|---|---|---|\n")
            for n, p, o in rows:
                f.write(f"| {n} | {p[0]*1e3:.1f} | {o[0]*1e3:.1f} | {o[0]/p[0]:.2f} | {p[1]*1e3:.1f} | {o[1]*1e3:.1f} |\n")


if __name__ == "__main__":
    main()
