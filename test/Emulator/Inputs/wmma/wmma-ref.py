# Reference for wmma.cu (oa-emu --out DIR): every case's D = A * B + C,
# exact (small integers), elements outside each stored tile untouched (0).
import struct
import sys

SLOT = 512
d = sys.argv[1]


def load(name, fmt, size):
    data = open(d + "/" + name + ".bin", "rb").read()
    n = len(data) // size
    if fmt == "bf16":
        return [struct.unpack("<f", struct.pack("<I", v << 16))[0]
                for v in struct.unpack("<%dH" % n, data)]
    return list(struct.unpack("<%d%s" % (n, fmt), data))


h, bf, f = load("h", "e", 2), load("bf", "bf16", 2), load("f", "f", 4)
s8, s32 = load("s8", "b", 1), load("s32", "i", 4)
of, oh, oi = load("of", "f", 4), load("oh", "e", 2), load("oi", "i", 4)


def mat(buf, base, rows, cols, ld, row_major):
    return [[buf[base + (r * ld + c if row_major else c * ld + r)] for c in range(cols)]
            for r in range(rows)]


def check(name, out, base, M, N, K, A, B, C, ldd, row_major, scale_a=1):
    bad = 0
    touched = set()
    for m in range(M):
        for n in range(N):
            want = sum(scale_a * A[m][k] * B[k][n] for k in range(K)) + C[m][n]
            at = base + (m * ldd + n if row_major else n * ldd + m)
            touched.add(at)
            if out[at] != want:
                bad += 1
                if bad <= 3:
                    print("%s: D[%d][%d] = %r, want %r" % (name, m, n, out[at], want))
    print(name, "PASS" if not bad else "FAIL (%d wrong)" % bad)
    return touched


def untouched(name, out, touched, lo, hi):
    stray = [i for i in range(lo, hi) if i not in touched and out[i] != 0]
    if stray:
        print(name, "wrote outside its tile at", stray[0])


def ha(w):
    return 2 * w * SLOT


def hb(w):
    return (2 * w + 1) * SLOT


t = check("f16 16x16x16 row/col f32", of, 0, 16, 16, 16, mat(h, ha(0), 16, 16, 16, True),
          mat(h, hb(0), 16, 16, 16, False), mat(f, 0, 16, 16, 16, False), 16, True)
untouched("f16 16x16x16", of, t, 0, SLOT)
t = check("f16 16x16x16 col/row f16 doubled", oh, 0, 16, 16, 16, mat(h, ha(1), 16, 16, 16, False),
          mat(h, hb(1), 16, 16, 16, True), mat(h, 16 * SLOT, 16, 16, 16, True), 16, False, 2)
untouched("f16 16x16x16 f16", oh, t, 0, SLOT)
check("bf16 16x16x16", of, SLOT, 16, 16, 16, mat(bf, 0, 16, 16, 24, True),
      mat(bf, SLOT, 16, 16, 32, False), mat(f, SLOT, 16, 16, 16, True), 16, True)
check("tf32 16x16x8", of, 2 * SLOT, 16, 16, 8, mat(f, 4 * SLOT, 16, 8, 8, True),
      mat(f, 5 * SLOT, 8, 16, 8, False), mat(f, 2 * SLOT, 16, 16, 16, True), 16, True)
check("s8 16x16x16", oi, 0, 16, 16, 16, mat(s8, 0, 16, 16, 16, True),
      mat(s8, SLOT, 16, 16, 16, False), mat(s32, 0, 16, 16, 16, True), 16, True)
check("f16 32x8x16 f16", oh, SLOT, 32, 8, 16, mat(h, ha(5), 32, 16, 16, True),
      mat(h, hb(5), 16, 8, 8, True), mat(h, 17 * SLOT, 32, 8, 8, True), 8, True)
check("f16 8x32x16 f32", of, 3 * SLOT, 8, 32, 16, mat(h, ha(6), 8, 16, 16, True),
      mat(h, hb(6), 16, 32, 16, False), mat(f, 3 * SLOT, 8, 32, 32, True), 8, False)
check("s8 32x8x16", oi, SLOT, 32, 8, 16, mat(s8, 2 * SLOT, 32, 16, 16, True),
      mat(s8, 3 * SLOT, 16, 8, 16, False), mat(s32, SLOT, 32, 8, 8, True), 8, True)
check("s8 8x32x16", oi, 2 * SLOT, 8, 32, 16, mat(s8, 4 * SLOT, 8, 16, 16, True),
      mat(s8, 5 * SLOT, 16, 32, 32, True), mat(s32, 2 * SLOT, 8, 32, 32, True), 32, True)
