#!/usr/bin/env python3
"""Latency facts from ptxas's own listings, for oa's scheduling model.

Reads `oa-objdump -d` listings (of ptxas cubins, or of oa's to compare) and
prints, for every fixed-latency producer opcode and the opcode of the first
instruction that reads its result, the smallest number of stall cycles the
listing puts between them, with the sample count:

  utils/ptxas-latencies.py LISTING [--compare OA_LISTING] [--yield]

--compare prints only the pairs where the second listing waits less than
the first (candidates for a missing stall).  --yield counts how often bit
109 is clear ("Y") on a producer whose result the very next instruction
reads.  docs/CodeGen.md says what oa's scoreboard pass took from it.
"""
import argparse
import collections
import re

STORES = ("STG", "STS", "STL", "ST", "RED", "REDG", "ATOMS")
CTRL = re.compile(r"\[(B[^:]*):R(.):W(.):(.):S(\d\d)\] (.*?) ;")


def kernels(path):
    fn = []
    for line in open(path):
        if line.startswith(".kernel"):
            if fn:
                yield fn
            fn = []
        m = CTRL.search(line)
        if m:
            fn.append({"w": m.group(3), "y": m.group(4), "s": int(m.group(5)), "t": m.group(6)})
    if fn:
        yield fn


def regs(s):
    out = set()
    for m in re.finditer(r"\b(U?R)(\d+)(\.64)?|\b(U?P)(\d)", s):
        if m.group(1):
            n = int(m.group(2))
            out.add(m.group(1) + str(n))
            if m.group(3):
                out.add(m.group(1) + str(n + 1))
        else:
            out.add(m.group(4) + m.group(5))
    return out - {"RZ", "PT", "URZ", "UPT"}


def split(t):
    guard = ""
    if t.startswith("@"):
        guard, t = t.split(None, 1)
    p = t.split(None, 1)
    ops = [x.strip() for x in p[1].split(",")] if len(p) > 1 else []
    return guard, p[0], ops


def mnemonic(full):
    return full if full.startswith("IMAD") else full.split(".")[0]


def defs(full, ops):
    if not ops or mnemonic(full) in STORES:
        return set()
    d = regs(ops[0])
    if len(ops) > 1 and re.match(r"U?P\d", ops[1]):
        d |= regs(ops[1])
    return d


def uses(guard, full, ops):
    src = regs(guard)
    if ops:
        src |= regs(",".join(ops if mnemonic(full) in STORES else ops[1:]))
    return src


def table(path):
    res = collections.defaultdict(list)
    for fn in kernels(path):
        for i, ins in enumerate(fn):
            if ins["w"] != "-":
                continue
            _, full, ops = split(ins["t"])
            if mnemonic(full) in ("BRA", "BSSY", "BSYNC", "EXIT", "NOP", "BAR", "CALL", "RET", "WARPSYNC"):
                continue
            d = defs(full, ops)
            if not d:
                continue
            acc = ins["s"]
            for nxt in fn[i + 1:i + 20]:
                g2, f2, o2 = split(nxt["t"])
                if mnemonic(f2) in ("BRA", "BSSY", "BSYNC", "EXIT", "CALL", "RET") and not g2:
                    break
                if uses(g2, f2, o2) & d:
                    kind = "guard" if regs(g2) & d else mnemonic(f2)
                    res[(mnemonic(full), kind)].append(acc)
                    break
                acc += nxt["s"]
                if acc > 30:
                    break
    return {k: (min(v), len(v)) for k, v in res.items()}


def yields(path):
    c = collections.Counter()
    for fn in kernels(path):
        for a, b in zip(fn, fn[1:]):
            _, full, ops = split(a["t"])
            if a["w"] != "-":
                continue
            d = defs(full, ops)
            if not d:
                continue
            g2, f2, o2 = split(b["t"])
            c[(bool(uses(g2, f2, o2) & d), a["y"])] += 1
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("listing")
    ap.add_argument("--compare")
    ap.add_argument("--yield", dest="yld", action="store_true")
    a = ap.parse_args()
    if a.yld:
        for (dep, y), n in sorted(yields(a.listing).items()):
            print("%-22s bit109 %s: %d" % ("dependent next" if dep else "independent next",
                                           "clear (Y)" if y == "Y" else "set (-)", n))
        return
    ref = table(a.listing)
    if not a.compare:
        for (p, c), (v, n) in sorted(ref.items()):
            print("%-14s %-10s min %2d  n=%d" % (p, c, v, n))
        return
    for (p, c), (v, n) in sorted(table(a.compare).items()):
        if (p, c) in ref and v < ref[(p, c)][0]:
            print("%-14s %-10s %2d (n=%d) < reference %2d (n=%d)" % (p, c, v, n, *ref[(p, c)]))


if __name__ == "__main__":
    main()
