#!/usr/bin/env python3
"""Inserts instructions into an oa-llc -filetype=asm listing before every
instruction that matches a pattern, and moves the absolute branch and
convergence targets (BRA, BSSY, CALL, ...) to where their instructions now
are, so oa-mc assembles the edit into a cubin: a hypothesis about a kernel
that is wrong on the GPU (a fence before the mbarrier inits, a WARPSYNC
before each WARPGROUP.ARRIVE) becomes one more variant for a device call.

    python3 utils/listing-insert.py IN.s OUT.s 'REGEX=>TEXT[||TEXT...]' ...

TEXT is an instruction with its control prefix, e.g.
'[B------:R-:W-:Y:S05] WARPSYNC.ALL ;'.  A branch to an instruction that
got lines inserted before it goes to the first inserted line.
utils/stall-bisect.py changes control fields only; this adds instructions.
"""
import re
import sys

ADDR = re.compile(r"^(\s*)/\*([0-9a-f]{4,})\*/ (.*)$")
TARGET = re.compile(r"\b(BRA|BSSY|CALL\.REL(?:\.NOINC)?|CALL\.ABS\.NOINC|BRX|JMP|BREAK)\b"
                    r"(.*?)(0x[0-9a-f]+)\s*;?\s*$")


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    src, out, rules = sys.argv[1], sys.argv[2], sys.argv[3:]
    parsed = []
    for r in rules:
        if "=>" not in r:
            sys.exit(f"listing-insert: error: rule '{r}' is not REGEX=>TEXT")
        pat, text = r.split("=>", 1)
        parsed.append((re.compile(pat), text.split("||")))
    # ("raw", line) or ("ins", old address or None, indent, text)
    lines = []
    for ln in open(src).read().split("\n"):
        m = ADDR.match(ln)
        if not m:
            lines.append(("raw", ln))
            continue
        for rx, texts in parsed:
            if rx.search(m.group(3)):
                lines += [("ins", None, m.group(1), t) for t in texts]
        lines.append(("ins", int(m.group(2), 16), m.group(1), m.group(3)))
    # New addresses, 16 bytes an instruction from the first one's.
    new_of, at, first = {}, None, None
    for item in lines:
        if item[0] != "ins":
            continue
        at = item[1] if at is None else at
        if item[1] is None:
            first = at if first is None else first
        else:
            new_of[item[1]] = at if first is None else first
            first = None
        at += 16
    res, at, moved = [], None, 0
    for item in lines:
        if item[0] == "raw":
            res.append(item[1])
            continue
        _, old, indent, body = item
        at = old if at is None else at
        m = TARGET.search(body)
        if m and int(m.group(3), 16) in new_of:
            body = body[:m.start(3)] + hex(new_of[int(m.group(3), 16)]) + body[m.end(3):]
            moved += 1
        res.append(f"{indent}/*{at:04x}*/ {body}")
        at += 16
    with open(out, "w") as f:
        f.write("\n".join(res))
    print(f"listing-insert: {sum(1 for i in lines if i[0] == 'ins' and i[1] is None)} inserted, "
          f"{moved} targets updated")
    return 0


sys.exit(main())
