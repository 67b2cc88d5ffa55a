"""What the oa-emu drivers of test/Conversion share: run a compiled case's
launches in oa-emu and compare its output y with the host's, and the
command line that runs every case on each SM ("PASS|FAIL name sm_N what")."""
import argparse
import os
import subprocess

from oa.commands import rowwise as rw


def emulate(d, launches, dtype, expect, rtol):
    """Runs each launch description in oa-emu (outputs to d), then compares
    d/y.bin, read as dtype, with expect: (passed, relative L2 error or the
    emulator's complaint)."""
    for launch in launches:
        r = subprocess.run([rw.find_tool("oa-emu"), launch, "--out", d],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return False, f"oa-emu exit {r.returncode}: {(r.stdout + r.stderr).strip()[:2000]}"
    with open(os.path.join(d, "y.bin"), "rb") as f:
        got = rw.decode(f.read(), dtype)
    err = rw.rel_l2(got, expect)
    return err <= rtol, f"{err:.3g}"


def main(cases, run, skip=None):
    """`SCRIPT OUT [--sm 80,90] [--only SUBSTRING]`: run(name, case, sm, OUT)
    for every case and SM (but those skip(name, sm) leaves out); exit
    status 0 when all pass."""
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--sm", default="80,90")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    ok = True
    for sm in (int(s) for s in a.sm.split(",")):
        for name, case in cases.items():
            if a.only not in name or (skip and skip(name, sm)):
                continue
            try:
                good, what = run(name, case, sm, a.out)
            except rw.Error as e:
                good, what = False, str(e)
            ok &= good
            print(f"{'PASS' if good else 'FAIL'} {name} sm_{sm} {what}", flush=True)
    return 0 if ok else 1
