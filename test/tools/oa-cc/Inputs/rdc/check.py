# Checks rdc.test's run (oa-emu --out DIR): o[t] = twice(scale(x[t], t)) with
# lib.cu's table, and every thread incremented lib.cu's counter.
import struct
import sys

d = sys.argv[1]
o = struct.unpack("<32f", open(d + "/o.bin", "rb").read())
x = struct.unpack("<32f", open(d + "/x.bin", "rb").read())
c = struct.unpack("<i", open(d + "/counter.bin", "rb").read())[0]
bad = [t for t in range(32) if o[t] != 2 * x[t] * [1, 2, 4, 8][t & 3]]
print("o", "ok" if not bad else "FAIL at %d" % bad[0])
print("counter", c)
sys.exit(1 if bad or c != 32 else 0)
