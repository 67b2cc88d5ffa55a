# Reference for function-pointers.cu (oa-emu --out DIR): exit 0 when DIR's outputs match.
import struct
import sys



def load(name, fmt, size):
    data = open(sys.argv[1] + "/" + name + ".bin", "rb").read()
    return list(struct.unpack("<%d%s" % (len(data) // size, fmt), data))


def f32(v):
    # Exact: + - * of two floats are exact in double or round once to float.
    return struct.unpack("<f", struct.pack("<f", v))[0]


ops = [lambda a, b: f32(a + b), lambda a, b: f32(a - b), lambda a, b: f32(a * b)]
x, sel = load("x", "f", 4), load("sel", "i", 4)
n = len(x)
chosen = [ops[(t + 1) % 3] for t in range(4)]
o, m = [], []
for t in range(n):
    f = ops[2] if t & 1 else ops[0]
    v = f(f32(x[t]), f32(2.0))
    v = f32(v + ops[sel[t] % 3](f32(x[t]), f32(0.5)))
    v = f32(v + chosen[t & 3](v, f32(1.0)))
    o.append(float(v))
    r = (t * t + 1000) if t & 1 else 2 * t
    m.append(r + 7 if t % 3 == 0 else r)
ok = True
for name, ref, fmt in (("o", o, "f"), ("n", m, "i")):
    got = load(name, fmt, 4)
    bad = [i for i in range(n) if got[i] != ref[i]]
    print(name, "PASS" if not bad else "FAIL at %d: %r != %r" % (bad[0], got[bad[0]], ref[bad[0]]))
    ok &= not bad
sys.exit(0 if ok else 1)
