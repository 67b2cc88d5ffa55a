"""What the bundle builders (build_bundle.py, build_gemm_bundle.py,
build_blocks_bundle.py) share at their end: the manifest, the host-side
scripts and tools copied in, the size reported and held to a limit (a
device call carries 64 MiB in all)."""
import json
import os
import shutil
import sys
import time


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
