#!/usr/bin/env python3
"""Variants of one SASS listing for finding a missing stall on the GPU.

For each opcode family, writes a copy of an `oa-llc -filetype=asm` listing in
which the instructions of that family get the stall FIELD raised to 15:

  --mode after   the family's own stall (its result gets more time: tests
                 whether the family's latency is modelled too short)
  --mode before  the stall of the instruction before each family member (the
                 family waits longer for whatever feeds it)

  --mode wait    the family waits on scoreboards (--sb, default all six)
                 before it issues: tests whether it needs a result or a
                 read that no wait covers
  --mode ranges  every instruction in each of --parts equal parts of the
                 code waits on all scoreboards (where the missing wait is)

then assembles each with oa-mc into DIR/<mode>-<family>.cubin (ranges:
DIR/range-<i>of<n>.cubin), plus DIR/all-wait.cubin (every instruction waits
on every scoreboard) and DIR/all-stall.cubin (every stall 15): if neither
runs right the fault is not a missing wait or stall.  Running the variants
side by side on the GPU tells which family needs more cycles or which wait;
the scoreboard model is then fixed in SASSScoreboard, not here.

  utils/stall-bisect.py LISTING.s --out DIR --oa-mc BUILD/bin/oa-mc --mcpu sm_90
      [--mode after|before|both|wait|ranges] [--sb 0,5] [--parts 4]
      [--families FAM=REGEX ...]
"""
import argparse
import os
import re
import subprocess
import sys

FAMILIES = {
    "isetp": r"ISETP|FSETP|DSETP|PLOP3", "fadd": r"FADD|FMUL|FFMA|FMNMX|FSEL", "mov": r"MOV|SEL|UMOV",
    "int": r"IADD3|IMAD|SHF|LEA|LOP3|VIADD|IMNMX", "cvt": r"I2F|F2I|F2F|I2FP|F2FP|FRND",
    "mufu": r"MUFU", "dp": r"DADD|DMUL|DFMA", "lds": r"LDS", "sts": r"STS", "ldl": r"LDL", "stl": r"STL",
    "ldg": r"LDG", "stg": r"STG|RED|ATOMG", "ldc": r"LDC|ULDC", "s2r": r"S2R|S2UR|CS2R",
    "bssy": r"BSSY", "bsync": r"BSYNC", "bar": r"BAR", "bra": r"BRA|EXIT", "shfl": r"SHFL|VOTE|MATCH",
    "r2ur": r"R2UR", "hgmma": r"HGMMA", "warpgroup": r"WARPGROUP", "ldgsts": r"LDGSTS|LDGDEPBAR|DEPBAR",
}
CTRL = re.compile(r"(\[B[^:]*:R.:W.:.:S)(\d\d)(\] )(@!?U?P\w+ )?([A-Z0-9]+)")


def with_waits(line, sbs):
    """line's control field waiting, in addition, on scoreboards sbs."""
    def sub(k):
        mask = list(k.group(1)[1:])
        for sb in sbs:
            mask[sb] = str(sb)
        return "[B" + "".join(mask) + k.group(2)
    return re.sub(r"\[(B[0-5-]{6})(:R.:W.:.:S\d\d\])", sub, line, count=1)


def wait_variant(lines, pred, sbs):
    """Every instruction i with pred(i, opcode) waits on sbs."""
    out = list(lines)
    idx = [i for i, l in enumerate(lines) if CTRL.search(l)]
    for n, i in enumerate(idx):
        if pred(n, len(idx), CTRL.search(lines[i]).group(5)):
            out[i] = with_waits(lines[i], sbs)
    return out


def variant(lines, rx, mode):
    out = list(lines)
    idx = [i for i, l in enumerate(lines) if CTRL.search(l)]
    for n, i in enumerate(idx):
        m = CTRL.search(lines[i])
        if not re.fullmatch(rx, m.group(5)):
            continue
        j = i if mode == "after" else (idx[n - 1] if n else None)
        if j is not None:
            out[j] = CTRL.sub(lambda k: k.group(1) + "15" + k.group(3) + (k.group(4) or "") + k.group(5),
                              out[j], count=1)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("listing")
    ap.add_argument("--out", required=True)
    ap.add_argument("--oa-mc", default="oa-mc")
    ap.add_argument("--mcpu", default="sm_90")
    ap.add_argument("--mode", choices=("after", "before", "both", "wait", "ranges"), default="both")
    ap.add_argument("--sb", default="0,1,2,3,4,5", help="scoreboards --mode wait adds (default all)")
    ap.add_argument("--parts", type=int, default=4, help="--mode ranges: parts of the code")
    ap.add_argument("--families", nargs="*", help="FAM=REGEX pairs instead of the built-in list")
    a = ap.parse_args()
    fams = dict(f.split("=", 1) for f in a.families) if a.families else FAMILIES
    lines = open(a.listing).read().split("\n")
    os.makedirs(a.out, exist_ok=True)

    def assemble(name, text):
        path = os.path.join(a.out, name)
        with open(path + ".s", "w") as f:
            f.write("\n".join(text))
        r = subprocess.run([a.oa_mc, "-mcpu=" + a.mcpu, "-filetype=obj", path + ".s", "-o", path + ".cubin"],
                           capture_output=True, text=True)
        if r.returncode:
            sys.exit(f"stall-bisect: oa-mc failed on {path}.s:\n{r.stderr}")
        os.remove(path + ".s")

    every = range(6)
    assemble("all-wait", wait_variant(lines, lambda n, t, op: True, every))
    assemble("all-stall", variant(lines, r"[A-Z0-9]+", "after"))
    made = 2
    if a.mode == "ranges":
        for p in range(a.parts):
            assemble(f"range-{p + 1}of{a.parts}",
                     wait_variant(lines, lambda n, t, op, p=p: n * a.parts // t == p, every))
            made += 1
    elif a.mode == "wait":
        sbs = [int(x) for x in a.sb.split(",")]
        for fam, rx in fams.items():
            assemble(f"wait-{fam}", wait_variant(lines, lambda n, t, op, rx=rx: re.fullmatch("(?:" + rx + ")", op), sbs))
            made += 1
    else:
        for mode in ("after", "before") if a.mode == "both" else (a.mode,):
            for fam, rx in fams.items():
                assemble(f"{mode}-{fam}", variant(lines, "(?:" + rx + ")", mode))
                made += 1
    print(f"stall-bisect: {made} variants in {a.out}")

if __name__ == "__main__":
    main()
