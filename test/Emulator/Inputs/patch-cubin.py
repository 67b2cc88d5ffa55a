#!/usr/bin/env python3
"""Plant a bug in a cubin: replace instructions, keeping everything else.

  patch-cubin.py IN OUT --sm 90 --find TEXT [--with TEXT] [--stall N] [--ctrl C]
                 [--nth N | --all]

Lists IN with oa-objdump, picks the instruction(s) whose text contains
--find (the N-th match, default the first, or every one with --all),
assembles the --with text (default: the instruction itself) under the same
control code, or with its stall count set to --stall, or under the control
code --ctrl ("[B------:R-:W-:-:S01]": no waits), with oa-mc, and
writes OUT with those 16 bytes replaced in the kernel's .text section.  The
cubin's other sections (parameters, shared sizes, attributes) stay as they
were, which re-assembling a listing would not keep.
"""
import argparse
import re
import struct
import subprocess
import sys


def text_sections(data):
    """(name, file offset, size) of every .text.* section of an ELF64 file."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        secs.append((name, off, size))
    stroff = secs[shstrndx][1]
    out = []
    for name, off, size in secs:
        n = data[stroff + name:data.index(b"\0", stroff + name)].decode()
        if n.startswith(".text."):
            out.append((n, off, size))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inp")
    ap.add_argument("out")
    ap.add_argument("--sm", type=int, required=True)
    ap.add_argument("--find", required=True)
    ap.add_argument("--with", dest="repl")
    ap.add_argument("--stall", type=int)
    ap.add_argument("--ctrl")
    ap.add_argument("--nth", type=int, default=0)
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--objdump", default="oa-objdump")
    ap.add_argument("--mc", default="oa-mc")
    a = ap.parse_args()
    data = bytearray(open(a.inp, "rb").read())
    listing = subprocess.run([a.objdump, "-d", a.inp], stdout=subprocess.PIPE, text=True, check=True).stdout
    hits, kernel = [], None
    for line in listing.splitlines():
        if line.startswith(".kernel "):
            kernel = line.split()[1]
        m = re.match(r"\s*/\*([0-9a-f]+)\*/ (\[[^\]]*\]) (.*?) ;", line)
        if m and a.find in m.group(3):
            hits.append((kernel, int(m.group(1), 16), m.group(2), m.group(3)))
    if not hits:
        sys.exit("patch-cubin: no instruction contains %r" % a.find)
    hits = hits if a.all else [hits[a.nth]]
    secs = {n[len(".text."):]: (off, size) for n, off, size in text_sections(data)}
    for kernel, pc, ctrl, orig in hits:
        repl = (a.repl or orig).rstrip(" ;")
        if a.ctrl:
            ctrl = a.ctrl
        if a.stall is not None:
            ctrl = re.sub(r"S\d\d\]$", "S%02d]" % a.stall, ctrl)
        asm = subprocess.run([a.mc, "-mcpu=sm_%d" % a.sm, "-show-encoding"],
                             input="%s %s ;\n" % (ctrl, repl), stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        m = re.search(r"encoding: \[(0x[0-9a-f]+), (0x[0-9a-f]+)\]", asm.stdout)
        if not m:
            sys.exit("patch-cubin: cannot assemble %r: %s" % (repl, asm.stdout))
        off, size = secs[kernel]
        struct.pack_into("<QQ", data, off + pc, int(m.group(1), 16), int(m.group(2), 16))
        print("patched /*%04x*/ of %s: %s %s" % (pc, kernel, ctrl, repl))
    open(a.out, "wb").write(data)


if __name__ == "__main__":
    main()
