# Reference for virtual.cu (oa-emu --out DIR): exit 0 when DIR's outputs match.
import struct
import sys


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def load(name, fmt):
    data = open(sys.argv[1] + "/" + name + ".bin", "rb").read()
    return struct.unpack("<%d%s" % (len(data) // 4, fmt), data)


x, o = load("x", "f"), load("o", "f")
bad = []
for t in range(len(x)):
    u = 63 - t
    s = x[t]
    ref = f32(f32(u * s) * s) if u % 3 else f32(f32(f32(0.5 * u) * s) * s)
    if o[t] != ref:
        bad.append(t)
print("o", "PASS" if not bad else "FAIL at %d: %r" % (bad[0], o[bad[0]]))
sys.exit(0 if not bad else 1)
