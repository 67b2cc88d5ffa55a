# nobits-names.py IN OUT: the cubin IN with its section name table made
# NOBITS at an offset far past the end of the file (what oa-cubin-fuzzer
# found crashing the reader).
import struct
import sys

d = bytearray(open(sys.argv[1], "rb").read())
shoff, = struct.unpack_from("<Q", d, 0x28)
shstrndx, = struct.unpack_from("<H", d, 0x3e)
h = shoff + 64 * shstrndx
struct.pack_into("<I", d, h + 4, 8)            # sh_type = SHT_NOBITS
struct.pack_into("<Q", d, h + 24, 0x7d0000000000)  # sh_offset
open(sys.argv[2], "wb").write(d)
