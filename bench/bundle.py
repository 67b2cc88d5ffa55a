"""What the bundle builders (build_bundle.py, build_gemm_bundle.py,
build_blocks_bundle.py) share at their end: the manifest, the host-side
scripts and tools copied in, the size reported and held to a limit (a
device call carries 64 MiB in all)."""
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# stall-bisect.py --mode wait families for the asynchronous units of sm_90.
WAIT_FAMILIES = ["hgmma=HGMMA", "warpgroup=WARPGROUP", "syncs=SYNCS", "utmaldg=UTMALDG|UTMASTG",
                 "r2ur=R2UR"]


def finish(out, manifest, files, built, t0, limit_mb):
    """Writes out/manifest.json, copies `files` (paths) into `out`, prints
    "bundle OUT: BUILT, SIZE MB, SECONDS s"; returns 1 (with an error) when
    the bundle is over `limit_mb`, else 0."""
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    for path in files:
        shutil.copy(path, out)
    size = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(out) for f in fs)
    print(f"bundle {out}: {built}, {size / 1e6:.1f} MB, {time.time() - t0:.0f} s")
    if size > limit_mb * 1e6:
        print(f"error: the bundle is over {limit_mb} MB", file=sys.stderr)
        return 1
    return 0


def poison_cubin(out, build, sm):
    """out/poison-smem.cubin: bench/poison-smem.ll built by oa-llc, for
    stress.py --poison-smem."""
    subprocess.run([os.path.join(build, "bin", "oa-llc"), f"-mcpu=sm_{sm}", "-O3", "-filetype=obj",
                    os.path.join(ROOT, "bench", "poison-smem.ll"), "-o",
                    os.path.join(out, "poison-smem.cubin")], check=True)


def stall_variants(case_dir, ll, sm, build):
    """{tag: cubin} of the stall and wait variants of case_dir/<ll> (utils/
    stall-bisect.py on oa-llc's listing, each assembled by oa-mc): every
    quarter of the code waiting on every scoreboard, each asynchronous
    family waiting, all-wait, all-stall, and the listing as it is."""
    listing = os.path.join(case_dir, "kernel.s")
    subprocess.run([os.path.join(build, "bin", "oa-llc"), f"-mcpu=sm_{sm}", "-O3", "-filetype=asm",
                    os.path.join(case_dir, ll), "-o", listing], check=True)
    out = os.path.join(case_dir, "sb")
    mc = os.path.join(build, "bin", "oa-mc")
    for args in (["--mode", "ranges", "--parts", "4"], ["--mode", "wait", "--families"] + WAIT_FAMILIES):
        subprocess.run([sys.executable, os.path.join(ROOT, "utils", "stall-bisect.py"), listing,
                        "--out", out, "--oa-mc", mc, "--mcpu", f"sm_{sm}"] + args,
                       check=True, stdout=subprocess.DEVNULL)
    subprocess.run([mc, f"-mcpu=sm_{sm}", "-filetype=obj", listing, "-o", os.path.join(out, "asis.cubin")],
                   check=True)
    return {f[:-6]: os.path.join(out, f) for f in sorted(os.listdir(out)) if f.endswith(".cubin")}
