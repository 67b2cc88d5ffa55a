"""Inputs and the check for sqrt-rounding.test: 4096 f32 and 4096 f64
values, from the smallest denormal up past where the correction's residual
stops being denormal (and a spread of ordinary ones), against the correctly
rounded square root (Python's, in double; for f32 the double rounding of
the double result to f32 is innocuous for sqrt: 53 >= 2 * 24 + 2)."""
import math, random, struct, sys

def inputs(bits):
    rnd = random.Random(bits)
    mant, lo, hi = (23, -149, -60) if bits == 32 else (52, -1074, -850)
    out = []
    for k in range(4096):
        if k % 8 == 7:  # ordinary values
            e = rnd.randint(lo, 120 if bits == 32 else 1000)
        else:
            e = rnd.randint(lo, hi)
        x = math.ldexp(1.0 + rnd.getrandbits(mant) / 2.0 ** mant, e)
        out.append(x)
    return out

def pack(bits, xs):
    return b"".join(struct.pack("<f" if bits == 32 else "<d", x) for x in xs)

if sys.argv[1] == "gen":
    for bits in (32, 64):
        xs = [struct.unpack("<f", struct.pack("<f", x))[0] if bits == 32 else x
              for x in inputs(bits)]
        open(f"{sys.argv[2]}/x{bits}.bin", "wb").write(pack(bits, xs))
else:  # check BITS X.bin OUT.bin
    bits, xf, of = int(sys.argv[2]), sys.argv[3], sys.argv[4]
    fmt, sz = ("<f", 4) if bits == 32 else ("<d", 8)
    xb, ob = open(xf, "rb").read(), open(of, "rb").read()
    bad = 0
    for i in range(len(xb) // sz):
        x = struct.unpack_from(fmt, xb, i * sz)[0]
        want = struct.pack(fmt, math.sqrt(x))
        got = ob[i * sz:(i + 1) * sz]
        if got != want:
            bad += 1
            if bad <= 5:
                print(f"f{bits} sqrt({x!r}) = {got.hex()}, want {want.hex()}")
    print(f"f{bits}: {bad} of {len(xb) // sz} wrong")
