#!/usr/bin/env python3
"""Variants of one SASS listing for finding a missing stall on the GPU.

For each opcode family, writes a copy of an `oa-llc -filetype=asm` listing in
which the instructions of that family get the stall FIELD raised to 15:

  --mode after   the family's own stall (its result gets more time: tests
                 whether the family's latency is modelled too short)
  --mode before  the stall of the instruction before each family member (the
                 family waits longer for whatever feeds it)

then assembles each with oa-mc into DIR/<mode>-<family>.cubin.  Running the
variants side by side on the GPU tells which family needs more cycles; the
scoreboard model is then fixed in SASSScoreboard, not here.

  utils/stall-bisect.py LISTING.s --out DIR --oa-mc BUILD/bin/oa-mc --mcpu sm_90
      [--mode after|before|both] [--families FAM=REGEX ...]
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
}
CTRL = re.compile(r"(\[B[^:]*:R.:W.:.:S)(\d\d)(\] )(@!?U?P\w+ )?([A-Z0-9]+)")


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
    ap.add_argument("--mode", choices=("after", "before", "both"), default="both")
    ap.add_argument("--families", nargs="*", help="FAM=REGEX pairs instead of the built-in list")
    a = ap.parse_args()
    fams = dict(f.split("=", 1) for f in a.families) if a.families else FAMILIES
    lines = open(a.listing).read().split("\n")
    os.makedirs(a.out, exist_ok=True)
    modes = ("after", "before") if a.mode == "both" else (a.mode,)
    for mode in modes:
        for fam, rx in fams.items():
            name = os.path.join(a.out, f"{mode}-{fam}")
            with open(name + ".s", "w") as f:
                f.write("\n".join(variant(lines, "(?:" + rx + ")", mode)))
            r = subprocess.run([a.oa_mc, "-mcpu=" + a.mcpu, "-filetype=obj", name + ".s", "-o", name + ".cubin"],
                               capture_output=True, text=True)
            if r.returncode:
                sys.exit(f"stall-bisect: oa-mc failed on {name}.s:\n{r.stderr}")
            os.remove(name + ".s")
    print(f"stall-bisect: {len(modes) * len(fams)} variants in {a.out}")


if __name__ == "__main__":
    main()
