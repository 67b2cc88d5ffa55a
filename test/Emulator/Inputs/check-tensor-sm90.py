#!/usr/bin/env python3
"""Independent float64 references for tensor-sm90.test (no numpy needed).

  check-tensor-sm90.py gemm IN OUT M N K   D = A * B^T (A M x K, B N x K, f16)
  check-tensor-sm90.py tma  IN OUT         tma_layout's dump and Y

IN holds the inputs oa-run --save-inputs wrote, OUT the outputs of oa-emu
--out.  Prints the worst relative error and exits 1 past the tolerance.
"""
import math
import operator
import struct
import sys


def load(path, fmt):
    data = open(path, "rb").read()
    return list(struct.unpack("<%d%s" % (len(data) // struct.calcsize(fmt), fmt), data))


def gemm(inp, out, m, n, k):
    a, b = load(inp + "/A.bin", "e"), load(inp + "/B.bin", "e")
    d = load(out + "/D.bin", "f")
    num = den = 0.0
    for i in range(m):
        row = a[i * k:(i + 1) * k]
        for j in range(n):
            ref = math.fsum(map(operator.mul, row, b[j * k:(j + 1) * k]))
            num += (d[i * n + j] - ref) ** 2
            den += ref * ref
    err = math.sqrt(num / den)
    print("gemm: relative L2 error %.3e" % err)
    return err < 1e-5


def swz(addr, bits):
    return addr ^ (((addr >> 7) & ((1 << bits) - 1)) << 4) if bits else addr


def tma(inp, out):
    x = load(inp + "/X.bin", "f")
    coords = load(inp + "/coords.bin", "i")
    dump, y = load(out + "/dump.bin", "f"), load(out + "/Y.bin", "f")
    ok = True
    yref = [-1.0] * 5000
    for blk in range(4):
        c0, c1 = coords[2 * blk], coords[2 * blk + 1]
        for w, bits, off, nan in ((32, 3, 0, False), (16, 2, 1024, False), (8, 1, 1536, True), (8, 0, 1792, False)):
            for r in range(8):
                for e in range(w):
                    xx, yy = c0 + e, c1 + r
                    inb = 0 <= xx < 100 and 0 <= yy < 50
                    want = x[yy * 100 + xx] if inb else (math.nan if nan else 0.0)
                    got = dump[blk * 512 + swz(off + (r * w + e) * 4, bits) // 4]
                    if not (got == want or (math.isnan(got) and math.isnan(want))):
                        if ok:
                            print("tma: block %d box %d row %d col %d: %r, want %r" % (blk, w, r, e, got, want))
                        ok = False
        for r in range(8):
            for e in range(32):
                xx, yy = c0 + e, c1 + r
                if 0 <= xx < 100 and 0 <= yy < 50:
                    yref[yy * 100 + xx] = float(blk * 1000 + r * 32 + e)
    if y != yref:
        print("tma: Y differs at %d" % next(i for i in range(5000) if y[i] != yref[i]))
        ok = False
    print("tma: " + ("exact" if ok else "MISMATCH"))
    return ok


if __name__ == "__main__":
    if sys.argv[1] == "gemm":
        good = gemm(sys.argv[2], sys.argv[3], *map(int, sys.argv[4:7]))
    else:
        good = tma(sys.argv[2], sys.argv[3])
    sys.exit(0 if good else 1)
