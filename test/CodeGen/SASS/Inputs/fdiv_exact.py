"""fdiv_exact.py gen DIR | check DIR OUT...

IEEE division (fdiv float/double, no fast-math flags) for every input
class: 4096 pairs per type with divisors whose mantissa is all ones (where
a reciprocal-based quotient is off by one ulp), denormal operands and
results, quotients at the overflow and underflow thresholds, zeros,
infinities and NaNs.  `gen` writes the kernel and its launch; `check`
compares each run bit for bit with the exact rational quotient rounded to
nearest (any NaN for a NaN)."""
import json
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nvvm_values as nv  # noqa: E402

N = 4096


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def fb32(b):
    return struct.unpack('<f', struct.pack('<I', b))[0]


def fb64(b):
    return struct.unpack('<d', struct.pack('<Q', b))[0]


rng = random.Random(7)


def pairs(is32):
    out = []
    mbits = 23 if is32 else 52
    ebias = 127 if is32 else 1023
    emax = 254 if is32 else 2046
    mk = fb32 if is32 else fb64
    sh = mbits
    def num(e, m, s=0):
        return mk((s << (31 if is32 else 63)) | (e << sh) | m)
    allones = (1 << mbits) - 1
    while len(out) < N:
        k = rng.randrange(10)
        if k == 0:   # divisor mantissa all ones / near
            lo, hi = (ebias - 20, ebias + 20) if rng.random() < .5 else (0, emax + 1)
            a = num(rng.randrange(lo, hi), rng.randrange(1 << mbits) if rng.random() < .7 else 0)
            b = num(rng.randrange(lo, hi), allones - rng.randrange(4))
        elif k == 1:  # dividend 1
            a = 1.0; b = num(rng.randrange(1, emax + 1), rng.randrange(1 << mbits) if rng.random() < .5 else allones - rng.randrange(3))
        elif k == 2:  # subnormals
            a = num(rng.randrange(0, 3), rng.randrange(1, 1 << mbits), rng.randrange(2))
            b = num(rng.randrange(0, emax + 1), rng.randrange(1 << mbits), rng.randrange(2))
            if rng.random() < .5: a, b = b, a
        elif k == 3:  # results near underflow / overflow
            e = rng.randrange(1, emax + 1)
            a = num(e, rng.randrange(1 << mbits), rng.randrange(2))
            tgt = rng.choice([-(ebias - 1) - rng.randrange(mbits + 3), ebias + rng.randrange(-1, 2)])
            eb = e - tgt
            eb = min(max(eb, 0), emax)
            b = num(eb, rng.randrange(1 << mbits), rng.randrange(2))
        elif k == 4:  # specials
            sp = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -3.0, num(0, 1), num(emax, allones)]
            a, b = rng.choice(sp), rng.choice(sp + [num(rng.randrange(1, emax), rng.randrange(1 << mbits))])
        else:
            a = num(rng.randrange(1, emax + 1), rng.randrange(1 << mbits), rng.randrange(2))
            b = num(rng.randrange(1, emax + 1), rng.randrange(1 << mbits), rng.randrange(2))
        out.append((f32(a) if is32 else a, f32(b) if is32 else b))
    return out


def inputs():
    global rng
    rng = random.Random(7)
    return pairs(True), pairs(False)


def gen(d):
    d = os.path.abspath(d)
    os.makedirs(d, exist_ok=True)
    p32, p64 = inputs()
    ll = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %a32, ptr %b32, ptr %q32, ptr %a64, ptr %b64, ptr %q64) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ct = shl i32 %c, 7
  %i = add i32 %t, %ct
  %pa = getelementptr float, ptr %a32, i32 %i
  %pb = getelementptr float, ptr %b32, i32 %i
  %pq = getelementptr float, ptr %q32, i32 %i
  %a = load float, ptr %pa
  %b = load float, ptr %pb
  %q = fdiv float %a, %b
  store float %q, ptr %pq
  %pa2 = getelementptr double, ptr %a64, i32 %i
  %pb2 = getelementptr double, ptr %b64, i32 %i
  %pq2 = getelementptr double, ptr %q64, i32 %i
  %a2 = load double, ptr %pa2
  %b2 = load double, ptr %pb2
  %q2 = fdiv double %a2, %b2
  store double %q2, ptr %pq2
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"""
    open(os.path.join(d, "k.ll"), "w").write(ll)
    bufs = {}
    for name, vals, fmt, dt in (("a32", [p[0] for p in p32], "<f", "f32"), ("b32", [p[1] for p in p32], "<f", "f32"),
                                ("a64", [p[0] for p in p64], "<d", "f64"), ("b64", [p[1] for p in p64], "<d", "f64")):
        path = os.path.join(d, name + ".bin")
        with open(path, "wb") as f:
            f.write(b"".join(struct.pack(fmt, v) for v in vals))
        bufs[name] = {"dtype": dt, "count": N, "init": {"file": path}}
    bufs["q32"] = {"dtype": "u32", "count": N, "init": "poison", "output": True}
    bufs["q64"] = {"dtype": "u64", "count": N, "init": "poison", "output": True}
    json.dump({"kernel": "k", "grid": [N // 128], "block": [128], "buffers": bufs,
               "args": [{"buffer": b} for b in ("a32", "b32", "q32", "a64", "b64", "q64")]},
              open(os.path.join(d, "k.json"), "w"))


def check(outs):
    p32, p64 = inputs()
    bad = 0
    for od in outs:
        for name, ps, fmt, w in (("q32", p32, nv.F32, "I"), ("q64", p64, nv.F64, "Q")):
            got = struct.unpack(f"<{N}{w}", open(os.path.join(od, name + ".bin"), "rb").read())
            for (a, b), g in zip(ps, got):
                want = nv.divsqrt("div", "rn", fmt, [a, b])
                gv = nv.bits2f(g, fmt)
                if math.isnan(want):  # f32: the hardware's canonical NaN
                    ok = g == 0x7fffffff if fmt is nv.F32 else math.isnan(gv)
                else:
                    ok = g == nv.f2bits(want, fmt)
                if not ok:
                    bad += 1
                    if bad <= 20:
                        print(f"{od}: {name}: {a!r} / {b!r} = {hex(g)} ({gv!r}) want {want!r}")
    print("fdiv exact" if not bad else f"fdiv: {bad} wrong")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        sys.exit(1 if check(sys.argv[2:]) else 0)
