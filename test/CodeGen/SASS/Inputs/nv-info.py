"""Prints a cubin's per-kernel driver-call attributes (EIATTR_EXTERNS with
symbol names, EIATTR_SYSCALL_OFFSETS), its register attributes
(EIATTR_MAXREG_COUNT, EIATTR_REG_RECONFIG) and its .nv.callgraph edges, for
FileCheck.  Usage: nv-info.py CUBIN"""
import struct
import sys

EIATTR = {0x0F: "EXTERNS", 0x46: "SYSCALL_OFFSETS"}

data = open(sys.argv[1], "rb").read()
shoff = struct.unpack_from("<Q", data, 0x28)[0]
shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
sections = []
for i in range(shnum):
    f = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
    sections.append({"name": f[0], "type": f[1], "off": f[4], "size": f[5], "link": f[6]})


def cstr(table, off):
    start = table["off"] + off
    return data[start:data.index(b"\0", start)].decode()


for s in sections:
    s["name"] = cstr(sections[shstrndx], s["name"])
symtab = next(s for s in sections if s["type"] == 2)
symbols = [cstr(sections[symtab["link"]], struct.unpack_from("<I", data, symtab["off"] + 24 * i)[0])
           for i in range(symtab["size"] // 24)]

for s in sections:
    body = data[s["off"]:s["off"] + s["size"]]
    if s["name"].startswith(".nv.info."):
        print(s["name"])
        p = 0
        while p < len(body):
            fmt, attr = body[p], body[p + 1]
            if fmt != 4:  # EIFMT_SVAL: a size and words; the others are 4 bytes
                if fmt == 3 and attr == 0x1B:
                    print("MAXREG_COUNT %d" % struct.unpack_from("<H", body, p + 2)[0])
                if fmt == 1 and attr == 0x54:
                    print("REG_RECONFIG")
                p += 4
                continue
            size = struct.unpack_from("<H", body, p + 2)[0]
            words = struct.unpack_from("<%dI" % (size // 4), body, p + 4)
            p += 4 + size
            if attr == 0x0F:
                print("EXTERNS " + " ".join(symbols[w] for w in words))
            elif attr == 0x46:
                print("SYSCALL_OFFSETS " + " ".join(hex(w) for w in words))
    elif s["name"] == ".nv.callgraph":
        print(".nv.callgraph")
        words = struct.unpack_from("<%di" % (len(body) // 4), body)
        for caller, callee in zip(words[0::2], words[1::2]):
            if caller > 0:
                print(symbols[caller] + " -> " + symbols[callee])
