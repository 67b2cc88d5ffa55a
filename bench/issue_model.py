#!/usr/bin/env python3
"""issue_model.py: one warp's issue time from a kernel's control codes, for
bundles of utils/build-e2e.sh, nvcc's build against oa's.

  python3 bench/issue_model.py --build build BUNDLE [BUNDLE...] [--kernels a,b]

For each kernel, oa-emu traces block 0 of a one-block launch (the bundle's
JSON with grid [1]); each warp's dynamic instruction sequence is then
replayed against the cubin's control fields:

  * stall: the sum of the stall counts of the executed instructions (the
    issue cycles when nothing waits on a scoreboard);
  * warp: the slowest warp's finish time when each instruction also waits
    for the scoreboards its wait mask names, a scoreboard being released a
    fixed latency after the instruction that set it issued (global and
    local memory 500 cycles, shared memory and shuffles 30, anything else
    20; the read release of an address 20).

Neither is the GPU's time: other warps hide latency, the pipes' issue rates
and the memory system are not modelled.  They show where a schedule waits
in one warp (a chain of dependent address computations, loads not in
flight together) without a device.  nvcc's figures come from the first
bundle; .registers is the cubin's declared count (occupancy).
"""
import argparse
import collections
import json
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CTRL = re.compile(r"\s*/\*([0-9a-f]+)\*/ \[B(\S{6}):R(\S):W(\S):\S:S(\d+)\]\s+(?:@!?U?P\w+\s+)?(\S+)")
# Words oa-objdump prints raw (text it cannot assemble back): the control
# fields are bits 105-125 of the instruction, the opcode in the comment.
WORD = re.compile(r"\s*/\*([0-9a-f]+)\*/ \.word 0x[0-9a-f]+, 0x([0-9a-f]+)\s*// (?:@!?U?P\w+\s+)?(\S+)")
TRACE = re.compile(r"^\s*warp (\d+) mask \S+ /\*([0-9a-f]+)\*/")


def latency(op, global_lat):
    if op.startswith(("LDG", "STG", "LDL", "STL", "RED", "ATOMG", "LD.", "ST.", "ATOM.")):
        return global_lat
    if op.startswith(("LDS", "STS", "ATOMS", "SHFL", "LDSM")):
        return 30
    return 20


def controls(objdump, cubin):
    """pc -> (wait mask indices, read SB, write SB, stall, opcode); registers."""
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", cubin], capture_output=True,
                         text=True).stdout
    ctrl, regs = {}, None
    for line in out.splitlines():
        m = CTRL.match(line)
        if m:
            wait = [i for i, c in enumerate(m.group(2)) if c != "-"]
            rb = None if m.group(3) == "-" else int(m.group(3))
            wb = None if m.group(4) == "-" else int(m.group(4))
            ctrl[int(m.group(1), 16)] = (wait, rb, wb, int(m.group(5)), m.group(6))
            continue
        m = WORD.match(line)
        if m:
            c = int(m.group(2), 16) >> 41
            rb, wb = (c >> 8) & 7, (c >> 5) & 7
            ctrl[int(m.group(1), 16)] = ([i for i in range(6) if (c >> 11) & (1 << i)],
                                         None if rb == 7 else rb, None if wb == 7 else wb,
                                         c & 15, m.group(3))
        elif regs is None and line.startswith(".registers"):
            regs = int(line.split()[1])
    return ctrl, regs


def model(emu, objdump, cubin, desc, work, global_lat):
    ctrl, regs = controls(objdump, cubin)
    r = subprocess.run([emu, "--cubin", cubin, desc, "--no-hazards", "--out", work, "--trace",
                        "--trace-block=0"], capture_output=True, text=True)
    seq = collections.defaultdict(list)
    for line in (r.stdout + r.stderr).splitlines():
        m = TRACE.match(line)
        if m:
            seq[m.group(1)].append(int(m.group(2), 16))
    if not seq:
        return None
    stall = slowest = 0
    for pcs in seq.values():
        t, sb = 0, [0] * 6
        for pc in pcs:
            if pc not in ctrl:
                return None
            wait, rb, wb, st, op = ctrl[pc]
            stall += st
            t = max([t] + [sb[i] for i in wait])
            if wb is not None:
                sb[wb] = max(sb[wb], t + latency(op, global_lat))
            if rb is not None:
                sb[rb] = max(sb[rb], t + 20)
            t += max(st, 1)
        slowest = max(slowest, t)
    return stall, slowest, regs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("bundles", nargs="+")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--kernels", default="")
    ap.add_argument("--global-latency", type=int, default=500)
    a = ap.parse_args()
    emu = os.path.join(a.build, "bin", "oa-emu")
    objdump = os.path.join(a.build, "bin", "oa-objdump")
    for tool in (emu, objdump):
        if not os.access(tool, os.X_OK):
            sys.exit(f"issue_model: error: {tool} is not built")
    first = os.path.join(a.bundles[0], "kernels")
    if not os.path.isdir(first):
        sys.exit(f"issue_model: error: {a.bundles[0]} is not a bundle (no kernels/)")
    ks = sorted(os.listdir(first))
    if a.kernels:
        want = a.kernels.split(",")
        missing = [k for k in want if k not in ks]
        if missing:
            sys.exit(f"issue_model: error: not in {a.bundles[0]}: {', '.join(missing)}")
        ks = want
    names = [os.path.basename(os.path.normpath(b)) for b in a.bundles]
    print("| kernel | nvcc stall / warp / regs | " +
          " | ".join(f"{n} stall / warp / regs" for n in names) + " |")
    print("|---|---|" + "---|" * len(names))
    ratios = collections.defaultdict(lambda: ([], []))
    with tempfile.TemporaryDirectory(prefix="oa-issue-") as work:
        for k in ks:
            with open(os.path.join(first, k, k + ".json")) as f:
                desc = json.load(f)
            desc["grid"] = [1]
            dpath = os.path.join(work, k + ".json")
            with open(dpath, "w") as f:
                json.dump(desc, f)
            nv = model(emu, objdump, os.path.join(first, k, "nvcc.sm_90.cubin"), dpath,
                       os.path.join(work, "o"), a.global_latency)
            row = [k, "-" if not nv else f"{nv[0]} / {nv[1]} / {nv[2]}"]
            for b, n in zip(a.bundles, names):
                r = model(emu, objdump, os.path.join(b, "kernels", k, "oa.sm_90.cubin"), dpath,
                          os.path.join(work, "o"), a.global_latency)
                if not r or not nv:
                    row.append("-")
                    continue
                row.append(f"{r[0]} ({r[0] / nv[0]:.2f}) / {r[1]} ({r[1] / nv[1]:.2f}) / {r[2]}")
                ratios[n][0].append(r[0] / nv[0])
                ratios[n][1].append(r[1] / nv[1])
            print("| " + " | ".join(row) + " |")

    def gm(xs):
        return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")

    print()
    for n in names:
        s, w = ratios[n]
        print(f"{n}: oa/nvcc geomean stall {gm(s):.3f}, warp {gm(w):.3f} over {len(s)} kernels")


if __name__ == "__main__":
    main()
