# Reference for convergence.cu: python3 convergence_ref.py KERNEL DIR (oa-emu
# --out DIR); exit 0 when DIR's o and m match.  m: every lane of the warp was
# back together after the region (__activemask() of a whole warp).
import struct
import sys


def fibr(n):
    if n < 2:
        return n
    return fibr(n - 1) + fibr(n - 2) + sum(i * n for i in range(n % 3))


def fibl(n):
    s = 0
    while n >= 2:
        s += sum(i * n for i in range(n % 3)) + fibl(n - 1)
        n -= 2
    return s + n


def h(n):
    return sum((x * 7 + 1) if x & 1 else x >> 1 for x in range(n, 2 * n))


def load(name):
    data = open(sys.argv[2] + "/" + name + ".bin", "rb").read()
    return list(struct.unpack("<%di" % (len(data) // 4), data))


f = {"fibrec": fibr, "fibloop": fibl, "loopcall": h}[sys.argv[1]]
p = load("p")
n = len(p)
v = [f(t & 15) if p[t] > 0 else 0 for t in range(n)]
ref = {"o": [v[t] + 1000 * v[(t + 1) % n] for t in range(n)], "m": [-1] * n}
ok = True
for name in ("o", "m"):
    got = load(name)
    bad = [i for i in range(n) if got[i] != ref[name][i]]
    print(name, "PASS" if not bad else "FAIL at %d of %d: %r != %r" % (len(bad), n, got[bad[0]], ref[name][bad[0]]))
    ok &= not bad
sys.exit(0 if ok else 1)
