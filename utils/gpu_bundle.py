"""The parts every GPU bundle shares (utils/build-cuda-bundle.py,
utils/build-convergence-bundle.py): a folder of cases (a cubin and a launch
description each, with expected outputs), each first run in oa-emu here, and
the runner that runs them on the GPU host with oa-run (gpu_bundle_run.py,
copied in as run.py) together with oa-run and its sources, which links
neither LLVM nor CUDA and is rebuilt with g++ if the binary does not start
there.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


def sh(cmd, who="gpu-bundle", **kw):
    """Runs cmd; exits with its output when it fails."""
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode:
        sys.exit(f"{who}: {' '.join(cmd)} failed:\n{p.stdout}{p.stderr}")
    return p.stdout


class Bundle:
    def __init__(self, out, build, no_emu=False):
        self.out = os.path.abspath(out)
        self.bin = os.path.join(os.path.abspath(build), "bin")
        self.no_emu = no_emu
        self.cases = []  # [name, repeat]
        self.emu_failed = []
        os.makedirs(self.out, exist_ok=True)

    def tool(self, name):
        return os.path.join(self.bin, name)

    def case(self, name, cubin, kernel, desc, ref=None, layout=None, repeat=1):
        """OUT/name: the cubin and launch.json (desc with kernel and cubin
        set), run here in oa-emu (unless --no-emu), which checks the outputs'
        expect files (exit 1 on a mismatch), and against stdout.txt (device printf lines "PF ...", any order).
        ref: a ptxas cubin of the same kernel, run too on the GPU and compared
        value by value (layout: {buffer: [name of each element slot]} for the
        report).  repeat: launches on the GPU (a race may show in some only)."""
        d = os.path.join(self.out, name)
        os.makedirs(d, exist_ok=True)
        if ref:
            rdesc = dict(desc, kernel=kernel, cubin=os.path.basename(ref))
            rdesc["buffers"] = {k: {kk: vv for kk, vv in b.items() if kk != "expect"}
                                for k, b in desc["buffers"].items()}
            with open(os.path.join(d, "ref.json"), "w") as f:
                json.dump(rdesc, f)
            with open(os.path.join(d, "layout.json"), "w") as f:
                json.dump(layout or {}, f)
        desc = dict(desc, kernel=kernel, cubin=os.path.basename(cubin))
        if os.path.dirname(os.path.abspath(cubin)) != d:
            shutil.copy(cubin, d)
        with open(os.path.join(d, "launch.json"), "w") as f:
            json.dump(desc, f)
        self.cases.append([name, repeat])
        if self.no_emu:
            return
        p = subprocess.run([self.tool("oa-emu"), os.path.join(d, "launch.json"), "--out",
                            os.path.join(d, "emu")], capture_output=True, text=True)
        ok = p.returncode == 0  # oa-emu checks the "expect" values itself
        want = os.path.join(d, "stdout.txt")
        if ok and os.path.exists(want):
            got = sorted(l for l in p.stdout.splitlines() if l.startswith("PF "))
            ok = got == open(want).read().splitlines()
        if not ok:
            self.emu_failed.append(name)
        print(f"{name}: oa-emu {'pass' if ok else 'FAIL ' + p.stderr.strip()[-200:]}")

    def finish(self):
        """oa-run, its sources, run.py and cases.json; the command for the
        GPU host."""
        shutil.copy(self.tool("oa-run"), os.path.join(self.out, "oa-run"))
        srcdir = os.path.join(self.out, "oa-run-src")
        shutil.rmtree(srcdir, ignore_errors=True)
        for sub in ("include/oa/Launch", "include/oa/Runtime", "lib/Launch", "lib/Runtime",
                    "tools/oa-run"):
            shutil.copytree(os.path.join(ROOT, sub), os.path.join(srcdir, sub),
                            ignore=shutil.ignore_patterns("CMakeLists.txt"))
        shutil.copy(os.path.join(ROOT, "utils", "gpu_bundle_run.py"), os.path.join(self.out, "run.py"))
        with open(os.path.join(self.out, "cases.json"), "w") as f:
            json.dump(self.cases, f)
        print(f"bundle: {self.out} ({len(self.cases)} cases); on the GPU host: "
              f"python3 {self.out}/run.py RESULTS")
