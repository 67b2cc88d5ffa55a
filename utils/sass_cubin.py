#!/usr/bin/env python3
"""Read the code sections of a cubin (ELF64, any CUDA ELF ABI) in Python."""
import struct


def text_sections(path):
    """Return [(name, bytes)] for every .text.* section."""
    data = open(path, 'rb').read()
    if data[:4] != b'\x7fELF' or data[4] != 2:
        raise ValueError('%s: not an ELF64 file' % path)
    shoff, = struct.unpack_from('<Q', data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x3a)
    secs = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from('<IIQQQQ', data, shoff + i * shentsize)
        secs.append((name, typ, off, size))
    stro = secs[shstrndx][2]

    def nm(o):
        return data[stro + o:data.index(b'\0', stro + o)].decode()
    out = []
    for name, typ, off, size in secs:
        n = nm(name)
        if n.startswith('.text.') and typ == 1:
            out.append((n, data[off:off + size]))
    return out


def words(blob):
    return [struct.unpack_from('<QQ', blob, i) for i in range(0, len(blob) - len(blob) % 16, 16)]
