#!/usr/bin/env python3
"""Runs the launches of an `oa compile` bundle: oa-run on a GPU, oa-emu
(oa's SASS emulator) on the CPU.  Standard library only: `oa run --backend
ssh://...` copies this file with the bundle and runs it on the remote host.

    python3 runner.py BUNDLE [--device auto|gpu|emu] [--verify] [--results DIR]

Exit status: 0 every launch ran (and, with --verify, matched its expected
outputs and reference), 1 a launch failed or differed, 3 no usable GPU
(with --device gpu, or auto with no emulator), 2 a bad bundle.
"""
import argparse
import ctypes
import json
import os
import shutil
import subprocess
import sys
import time

NO_GPU = 3


class NoGPU(Exception):
    pass


def gpu_arch(ordinal=0):
    """'sm_80' / 'sm_90' of the GPU, or NoGPU saying why there is none."""
    lib = os.environ.get("OA_LIBCUDA", "libcuda.so.1")
    try:
        cu = ctypes.CDLL(lib)
    except OSError as e:
        raise NoGPU(f"no NVIDIA driver: cannot load {lib} ({e})")
    rc = cu.cuInit(0)
    if rc != 0:
        name = ctypes.c_char_p()
        cu.cuGetErrorName(rc, ctypes.byref(name))
        raise NoGPU(f"the NVIDIA driver has no usable GPU: cuInit: "
                    f"{name.value.decode() if name.value else rc}")
    n = ctypes.c_int()
    if cu.cuDeviceGetCount(ctypes.byref(n)) != 0 or n.value <= ordinal:
        raise NoGPU("the NVIDIA driver reports no GPU")
    dev, major = ctypes.c_int(), ctypes.c_int()
    cu.cuDeviceGet(ctypes.byref(dev), ordinal)
    cu.cuDeviceGetAttribute(ctypes.byref(major), 75, dev)  # COMPUTE_CAPABILITY_MAJOR
    if major.value not in (8, 9):
        raise NoGPU(f"GPU {ordinal} is compute capability {major.value}.x; oa builds sm_80 and sm_90")
    return f"sm_{major.value}0"


def find_tool(name, bundle, tools_dir=None):
    for d in (tools_dir, os.path.join(bundle, "bin")):
        if d and os.path.isfile(os.path.join(d, name)):
            return os.path.join(d, name)
    try:
        from oa import tools
        return tools.find(name, required=False)
    except ImportError:
        return shutil.which(name)


def _run(cmd, log):
    t0 = time.monotonic()
    r = subprocess.run(cmd, capture_output=True, text=True)
    log.append("$ " + " ".join(cmd) + "\n" + r.stdout + r.stderr)
    return r.returncode, time.monotonic() - t0


def run_bundle(bundle, device="auto", verify=False, quiet=False, results=None, tools_dir=None):
    """Runs every launch of the bundle's manifest; returns their results."""
    with open(os.path.join(bundle, "manifest.json")) as f:
        man = json.load(f)
    results = results or os.path.join(bundle, "results")
    os.makedirs(results, exist_ok=True)
    arch = None
    if device in ("auto", "gpu"):
        try:
            arch = gpu_arch()
            device = "gpu"
        except NoGPU:
            if device == "gpu":
                raise
            device = "emu"
    out = []
    for r in man.get("runs", []):
        res = {"name": r["name"], "kernel": r["kernel"], "device": device, "passed": False}
        log = []
        a = arch if device == "gpu" else ("sm_90" if "sm_90" in r["cubins"] else sorted(r["cubins"])[0])
        res["arch"] = a
        cubin = r["cubins"].get(a)
        spec = os.path.join(bundle, r.get("bundle_spec", r["spec"]))
        odir = os.path.join(results, r["name"])
        if cubin is None:
            res["error"] = f"the bundle has no cubin for {a} (built: {', '.join(sorted(r['cubins']))})"
        else:
            cubin = os.path.join(bundle, cubin)
            tool = find_tool("oa-run" if device == "gpu" else "oa-emu", bundle, tools_dir)
            if not tool:
                res["error"] = f"{'oa-run' if device == 'gpu' else 'oa-emu'} not found"
            else:
                cmd = [tool, spec, "--cubin", cubin, "--out", odir]
                if device == "gpu":
                    cmd += ["--json", os.path.join(results, r["name"] + ".json")]
                rc, dt = _run(cmd, log)
                res["rc"], res["seconds"] = rc, round(dt, 3)
                res["passed"] = rc == 0
                check = find_tool("oa-run", bundle, tools_dir)
                if res["passed"] and verify and device == "emu" and check:
                    rc, _ = _run([check, spec, "--from", odir], log)  # the "expect" values
                    res["passed"] = rc == 0
                if res["passed"] and verify and r.get("bundle_reference"):
                    inputs = os.path.join(odir, "inputs")
                    if check:
                        _run([check, spec, "--print-plan", "--save-inputs", inputs], log)
                    rc, _ = _run([sys.executable, os.path.join(bundle, r["bundle_reference"]), inputs, odir], log)
                    res["passed"] = rc == 0
        res["log"] = "".join(log)[-4000:]
        if not quiet:
            state = "PASS" if res["passed"] else "FAIL"
            sys.stderr.write(f"{state} {r['name']} ({r['kernel']}, {device} {a})"
                             + (f": {res['error']}" if res.get("error") else "") + "\n")
            if not res["passed"] and not res.get("error"):
                sys.stderr.write(res["log"])
        out.append(res)
    with open(os.path.join(results, "summary.json"), "w") as f:
        json.dump({"device": device, "arch": arch, "runs": out}, f, indent=1)
        f.write("\n")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description="Run an oa bundle's launches (oa-run on a GPU, oa-emu on the CPU).")
    ap.add_argument("bundle")
    ap.add_argument("--device", choices=("auto", "gpu", "emu"), default="auto")
    ap.add_argument("--verify", action="store_true")
    ap.add_argument("--results")
    a = ap.parse_args(argv)
    try:
        res = run_bundle(a.bundle, a.device, a.verify, results=a.results)
    except NoGPU as e:
        sys.stderr.write(f"oa-runner: error: {e}\n")
        return NO_GPU
    except (OSError, ValueError, KeyError) as e:
        sys.stderr.write(f"oa-runner: error: bad bundle {a.bundle}: {e}\n")
        return 2
    return 0 if all(r["passed"] for r in res) else 1


if __name__ == "__main__":
    sys.exit(main())
