# nobits-names.py IN OUT [TYPE]: the cubin IN with its section name table
# given a type without file contents (NOBITS, 8, by default; ptxas -rdc's
# .nv.global is 0x70000007) at an offset far past the end of the file (what
# oa-cubin-fuzzer found crashing the reader).
import struct
import sys

d = bytearray(open(sys.argv[1], "rb").read())
shoff, = struct.unpack_from("<Q", d, 0x28)
shstrndx, = struct.unpack_from("<H", d, 0x3e)
h = shoff + 64 * shstrndx
struct.pack_into("<I", d, h + 4, int(sys.argv[3], 0) if len(sys.argv) > 3 else 8)
struct.pack_into("<Q", d, h + 24, 0x7d0000000000)  # sh_offset
open(sys.argv[2], "wb").write(d)
