"""The results Inputs/legalize.ll's kernel must write, in DIR/o.bin and
DIR/m.bin (legalize-emu.test compares oa-emu's outputs with them)."""
import struct
import sys

out = sys.argv[1]
o = [0] * 224


def put(row, t, v):
    o[row * 32 + t] = v & 0xffffffff


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def s64(x):
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


for t in range(32):
    odd = t & 1
    put(0, t, (t ^ 1) & 1)
    put(1, t, -odd)
    put(2, t, f32bits(-odd + 1.0 + odd))
    sx = s64((t * 1073741825) << 33) >> 32
    put(3, t, (sx & 0xffffffff) ^ ((sx >> 32) & 0xffffffff))
    v = [t, 20, 30, 40]
    v[t & 3] = 99
    put(4, t, v[(t & 3) ^ 1] + v[t & 3])
    put(5, t, 7 + t + 1000 + t)
    M128 = (1 << 128) - 1
    W = t * 12345 - 200000
    Wm = W * 1000000000000000007  # fits in i128
    dv = W + 3
    q = abs(Wm) // 7919 * (1 if Wm >= 0 else -1)  # sdiv truncates
    rm = (Wm & M128) % (dv & M128)
    lt = rm < (Wm & M128)
    slt = q < W
    qs = (q & M128) if lt else rm
    q2 = qs if slt else 1
    put(6, t, q2 ^ (q2 >> 61))
m = bytearray(2048)
for t in range(32):
    row = t * 64
    for i in range(t + 1):
        m[row + i] = 0xAB
    for i in range(30):
        m[row + 32 + i] = 0xCD
for t in range(32):  # memcpy reads the row after the memsets of every thread
    row = t * 64
    src = bytes(m[row:row + (t & 7)])
    m[row + 34:row + 34 + (t & 7)] = src
open(out + "/o.bin", "wb").write(struct.pack("<224I", *o))
open(out + "/m.bin", "wb").write(bytes(m))
