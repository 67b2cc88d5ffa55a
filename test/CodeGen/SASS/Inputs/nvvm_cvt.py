"""nvvm_cvt.py gen DIR | check DIR OUT... | check90 DIR OUT...

f32 -> f16 / bf16 / tf32 conversions with a rounding mode, .relu and
.satfinite (llvm.nvvm.f2{f16,bf16}.*, ff2{f16,bf16}x2.*, f2tf32.rna*, and
in DIR/k90.ll, sm_90's f2tf32.{rn,rz}[.relu]),
checked bit for bit against an exact reference (rationals rounded per mode)
on 256 inputs: NaNs, infinities, zeros, f32 denormals, the narrow types'
denormals, ties, values at and beyond their largest finite values, random
values.  Thread i converts input i (pairs: inputs i and 255 - i)."""
import json
import math
import os
import random
import struct
import sys
from fractions import Fraction as Fr

N = 256
F16 = (11, -14, 15)    # precision, emin, emax
BF16 = (8, -126, 127)
TF32 = (11, -126, 127)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def inputs():
    r = random.Random(15)
    v = [math.nan, -math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0, -1.0,
         65504.0, 65519.0, 65520.0, -65520.0, 65536.0, 1e5, -1e9, 3.4e38, -3.4e38,
         2.0 ** -14, 2.0 ** -24, 2.0 ** -25, 3 * 2.0 ** -26, 2.0 ** -26, -2.0 ** -24, 2.0 ** -15 * 1.5,
         2.0 ** -126, 2.0 ** -149, -2.0 ** -140, 2.0 ** -133 * 3, 1e-40, -1e-45,
         1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, 1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8, -(1 + 2.0 ** -8),
         1 + 2.0 ** -12, 255.5, 3.3895313892515355e38, 3.3961775292304957e38, -3.3961775292304957e38]
    raw = [0x7f800001, 0xff800001, 0x7fc00000, 0x7fffe001, 0x7f7ff000, 0x7f7fefff, 0x3f801000,
           0x3f803000, 0x3f800fff, 0x00001000, 0x00003000, 0x80003000, 0x477fefff, 0x477ff000]
    v += [struct.unpack("<f", struct.pack("<I", b))[0] for b in raw]
    while len(v) < N:
        e = r.choice([r.randint(-30, 20), r.randint(-150, 128), r.randint(-3, 3)])
        x = r.uniform(-2, 2) * 2.0 ** e
        try:
            v.append(f32(x))
        except OverflowError:
            v.append(math.inf)
    return v[:N]


def rnd(x, fmt, mode):
    """x (finite, nonzero f32) rounded to fmt; mode rn, rz or rna; beyond
    the largest finite value: inf (rn, rna) or that value (rz)."""
    p, emin, emax = fmt
    q = Fr(x)
    s = -1 if q < 0 else 1
    a = abs(q)
    e = math.frexp(x)[1] - 1
    e = max(e, emin)
    ulp = Fr(2) ** (e - p + 1)
    m = a / ulp
    lo = math.floor(m)
    f = m - lo
    if f == 0:
        r = lo
    elif mode == "rz":
        r = lo
    elif mode == "rna":
        r = lo + (1 if f >= Fr(1, 2) else 0)
    else:
        r = lo + (1 if f > Fr(1, 2) or (f == Fr(1, 2) and lo % 2) else 0)
    v = r * ulp
    big = (2 - Fr(2) ** (1 - p)) * Fr(2) ** emax
    if v > big:
        return s * math.inf if mode != "rz" else float(s * big)
    return math.copysign(float(v), s)


def narrow_bits(v, fmt):
    if fmt is F16:
        return struct.unpack("<H", struct.pack("<e", v))[0]
    return bits(v) >> 16


def cvt(x, fmt, mode, relu, sat):
    """PTX cvt.{rn,rz}[.relu][.satfinite].{f16,bf16}.f32: NaN -> the
    canonical NaN; .relu: negative values and -0 -> +0."""
    if math.isnan(x):
        return 0x7fff
    if relu and x <= 0:
        x = 0.0
    r = x if (math.isinf(x) or x == 0) else rnd(x, fmt, mode)
    if sat and math.isinf(r):
        p, _, emax = fmt
        r = math.copysign(float((2 - Fr(2) ** (1 - p)) * Fr(2) ** emax), r)
    return narrow_bits(r, fmt)


def tf32(x, sat):
    """cvt.rna[.satfinite].tf32.f32: round to 10 mantissa bits, ties away;
    .satfinite: an infinite result is the largest finite value.  NaNs and
    infinities keep their upper 19 bits (ptxas clears the low 13, and
    .satfinite then takes one unit off), as ptxas's code does."""
    b = bits(x)
    if math.isnan(x) or math.isinf(x):
        r = b & 0xffffe000
        return (r - 0x2000) if sat else r
    r = x if x == 0 else rnd(x, TF32, "rna")
    if sat and math.isinf(r):
        r = math.copysign(float((2 - Fr(2) ** -10) * Fr(2) ** 127), r)
    return bits(r)


def tf32_rnz(x, mode, relu):
    """cvt.{rn,rz}[.relu].tf32.f32 (sm_90's F2FP PACK_B): rounded to 10
    mantissa bits, the low 13 cleared, beyond the largest tf32 value inf
    (.rn) or that value (.rz); every NaN -> 0x7fffe000 (as the H100 gives
    it; the rest of this reference matched it bit for bit); .relu as for
    f16."""
    if math.isnan(x):
        return 0x7fffe000
    if relu and x <= 0:
        x = 0.0
    return bits(x if (math.isinf(x) or x == 0) else rnd(x, TF32, mode))


def ops(sm90=False):
    L = []
    for t, fmt in (("f16", F16), ("bf16", BF16)):
        for m in ("rn", "rz"):
            for v in ("", ".relu", ".satfinite", ".relu.satfinite"):
                kw = dict(fmt=fmt, m=m, relu="relu" in v, sat="sat" in v)
                L.append((f"f2{t}.{m}{v}", 1,
                          lambda x, y, kw=kw: cvt(x, kw["fmt"], kw["m"], kw["relu"], kw["sat"])))
                L.append((f"ff2{t}x2.{m}{v}", 2,
                          lambda x, y, kw=kw: cvt(x, kw["fmt"], kw["m"], kw["relu"], kw["sat"]) << 16 |
                          cvt(y, kw["fmt"], kw["m"], kw["relu"], kw["sat"])))
    L.append(("f2tf32.rna", 1, lambda x, y: tf32(x, False)))
    L.append(("f2tf32.rna.satfinite", 1, lambda x, y: tf32(x, True)))
    if sm90:
        for m in ("rn", "rz"):
            for v in ("", ".relu"):
                L.append((f"f2tf32.{m}{v}", 1, lambda x, y, m=m, r=bool(v): tf32_rnz(x, m, r)))
    return L


def gen(d, sm90=False):
    L = ops(sm90)
    stem = "k90" if sm90 else "k"
    lines = ['target triple = "nvptx64-nvidia-cuda"', "",
             "define ptx_kernel void @k(ptr %o, ptr %in) {",
             "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
             "  %ct = shl i32 %c, 7", "  %i = add i32 %t, %ct", f"  %j = sub i32 {N - 1}, %i",
             "  %pa = getelementptr float, ptr %in, i32 %i", "  %a = load float, ptr %pa",
             "  %pb = getelementptr float, ptr %in, i32 %j", "  %b = load float, ptr %pb",
             f"  %base = mul i32 %i, {len(L)}"]
    decls = set()
    for k, (name, n, _) in enumerate(L):
        args = "float %a" if n == 1 else "float %a, float %b"
        if name.startswith("f2tf32"):
            rt, conv = "i32", None
        elif n == 2:
            rt = "<2 x half>" if "f16x2" in name and "bf16" not in name else "<2 x bfloat>"
            conv = f"  %x{k} = bitcast {rt} %r{k} to i32"
        else:
            rt = "bfloat" if "bf16" in name else "half"
            conv = f"  %s{k} = bitcast {rt} %r{k} to i16\n  %x{k} = zext i16 %s{k} to i32"
        lines.append(f"  %r{k} = call {rt} @llvm.nvvm.{name}({args})")
        lines.append(conv if conv else f"  %x{k} = add i32 %r{k}, 0")
        lines.append(f"  %q{k} = add i32 %base, {k}")
        lines.append(f"  %p{k} = getelementptr i32, ptr %o, i32 %q{k}")
        lines.append(f"  store i32 %x{k}, ptr %p{k}")
        decls.add(f"declare {rt} @llvm.nvvm.{name}({', '.join(['float'] * n)})")
    lines += ["  ret void", "}", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
              "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"] + sorted(decls)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, stem + ".ll"), "w").write("\n".join(lines) + "\n")
    with open(os.path.join(d, "in.bin"), "wb") as f:
        for v in inputs():
            f.write(struct.pack("<f", v))
    json.dump({"kernel": "k", "grid": [N // 128], "block": [128],
               "buffers": {"o": {"dtype": "u32", "count": N * len(L), "init": "poison", "output": True},
                           "in": {"dtype": "f32", "count": N, "init": {"file": os.path.abspath(os.path.join(d, "in.bin"))}}},
               "args": [{"buffer": "o"}, {"buffer": "in"}]},
              open(os.path.join(d, stem + ".json"), "w"))


def check(outs, sm90=False):
    L = ops(sm90)
    xs = inputs()
    bad = 0
    for od in outs:
        o = struct.unpack(f"<{N * len(L)}I", open(os.path.join(od, "o.bin"), "rb").read())
        for i in range(N):
            for k, (name, n, fn) in enumerate(L):
                want = fn(xs[i], xs[N - 1 - i]) & 0xffffffff
                got = o[i * len(L) + k]
                if got != want:
                    bad += 1
                    if bad <= 30:
                        print(f"{od}: {name}({xs[i]!r}, {xs[N - 1 - i]!r}) = {got:#x} want {want:#x}")
    print("nvvm cvt ok" if not bad else f"nvvm cvt: {bad} wrong")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
        gen(sys.argv[2], sm90=True)
    else:
        sys.exit(1 if check(sys.argv[3:], sys.argv[1] == "check90") else 0)
