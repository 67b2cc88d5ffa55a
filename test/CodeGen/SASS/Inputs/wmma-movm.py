"""Reference for wmma-movm.ll in oa-emu (`wmma-movm.py DIR KERNEL`, DIR from
--out): D = A * B + C, exact (small integers), D's elements outside the tile
0.  t: 16x16x16 f16, A, C and D column-major, B row-major, leading dimension
24; t8: 8x32x16, A column-major, B row-major, f32 C and D row-major, 40."""
import struct
import sys

d, k = sys.argv[1], sys.argv[2]


def load(name, fmt, size):
    data = open(d + "/" + name + ".bin", "rb").read()
    return struct.unpack("<%d%s" % (len(data) // size, fmt), data)


a, b = load("a", "e", 2), load("b", "e", 2)
if k == "t":
    M, N, K, LD, acc = 16, 16, 16, 24, ("e", 2)
    cm = lambda m, n: n * LD + m  # C and D column-major
else:
    M, N, K, LD, acc = 8, 32, 16, 40, ("f", 4)
    cm = lambda m, n: m * LD + n
c, out = load("c", *acc), load("d", *acc)
want = [0.0] * len(out)
for m in range(M):
    for n in range(N):
        want[cm(m, n)] = sum(a[q * LD + m] * b[q * LD + n] for q in range(K)) + c[cm(m, n)]
bad = 0
for i, (x, y) in enumerate(zip(out, want)):
    if x != y:
        bad += 1
        if bad <= 3:
            print("%s: d[%d] = %r, want %r" % (k, i, x, y))
print(k, "PASS" if not bad else "FAIL (%d wrong)" % bad)
