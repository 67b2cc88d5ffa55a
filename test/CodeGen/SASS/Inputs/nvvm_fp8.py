"""nvvm_fp8.py gen DIR | check DIR OUT...

sm_90's fp8 conversions (llvm.nvvm.ff.to.{e4m3x2,e5m2x2}.rn[.relu],
f16x2.to.{e4m3x2,e5m2x2}.rn[.relu], {e4m3x2,e5m2x2}.to.f16x2.rn[.relu]),
bit for bit against an exact reference: round to nearest even, .satfinite
(PTX requires it for these: infinite or too large -> the largest finite
value of the sign, NaN -> 0x7f), .relu (negative values and -0 -> +0, NaN
stays NaN, the canonical 0x7fff in f16).  256 threads: f32 inputs as in
nvvm_cvt.py plus values around the fp8 ranges and ties; every fp8 byte."""
import json
import math
import os
import random
import struct
import sys
from fractions import Fraction as Fr

N = 256
E4M3 = (3, 7, 448.0, 0x7e)
E5M2 = (2, 15, 57344.0, 0x7b)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def inputs():
    r = random.Random(8)
    v = [math.nan, -math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0, -1.0, 448.0, 464.0, 463.9, 480.0,
         -448.0, 57344.0, 61440.0, 61439.0, -61440.0, 1e6, 2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -11,
         2.0 ** -6, 2.0 ** -16, 2.0 ** -17, 3 * 2.0 ** -18, 2.0 ** -14, 1.0625, 1.125, 1.1875, 1.25,
         -1.0625, 0.5 + 2.0 ** -5, 240.0, 248.0, 232.0, 2.0 ** -7 * 1.5, 1e-30, -1e-30]
    while len(v) < N:
        e = r.choice([r.randint(-20, 17), r.randint(-3, 9), r.randint(-10, 10)])
        q = r.choice([4, 8, 16, 64, 1 << 20])
        v.append(f32(r.randint(-2 * q, 2 * q) / q * 2.0 ** e))
    return v[:N]


def h16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0] if abs(x) < 65520 or not math.isfinite(x) \
        else math.copysign(math.inf, x)


def to_f8(x, fmt, relu):
    man, bias, mx, mxbits = fmt
    if math.isnan(x):
        return 0x7f
    if relu and x <= 0:
        x = 0.0
    s = 0x80 if math.copysign(1, x) < 0 else 0
    a = abs(x)
    if a == 0:
        return s
    if math.isinf(a):
        return s | mxbits
    e = max(math.frexp(a)[1] - 1, 1 - bias)
    q = Fr(a) / Fr(2) ** (e - man)
    lo = math.floor(q)
    f = q - lo
    r = lo + (1 if f > Fr(1, 2) or (f == Fr(1, 2) and lo % 2) else 0)
    v = r * Fr(2) ** (e - man)
    if v > mx:
        return s | mxbits
    if v == 0:
        return s
    e2 = math.frexp(float(v))[1] - 1
    if e2 < 1 - bias:
        return s | int(v / Fr(2) ** (1 - bias - man))
    return s | ((e2 + bias) << man) | int(v / Fr(2) ** (e2 - man) - (1 << man))


def from_f8(b, fmt, relu):
    man, bias, _, _ = fmt
    ex, m = (b & 0x7f) >> man, b & ((1 << man) - 1)
    sg = -1.0 if b & 0x80 else 1.0
    if (fmt is E4M3 and b & 0x7f == 0x7f) or (fmt is E5M2 and ex == 31 and m):
        return 0x7fff
    if fmt is E5M2 and ex == 31:
        v = sg * math.inf
    elif ex == 0:
        v = sg * m * 2.0 ** (1 - bias - man)
    else:
        v = sg * (m + (1 << man)) * 2.0 ** (ex - bias - man)
    if relu and v <= 0:
        v = 0.0
    return struct.unpack("<H", struct.pack("<e", v))[0]


def ops():
    L = []
    for nm, fmt in (("e4m3x2", E4M3), ("e5m2x2", E5M2)):
        for v in ("", ".relu"):
            rl = v == ".relu"
            L.append((f"ff.to.{nm}.rn{v}", "ff", lambda a, b, h, q, fmt=fmt, rl=rl:
                      to_f8(a, fmt, rl) << 8 | to_f8(b, fmt, rl)))
            L.append((f"f16x2.to.{nm}.rn{v}", "H", lambda a, b, h, q, fmt=fmt, rl=rl:
                      to_f8(h16(a), fmt, rl) << 8 | to_f8(h16(b), fmt, rl)))
            L.append((f"{nm}.to.f16x2.rn{v}", "Q", lambda a, b, h, q, fmt=fmt, rl=rl:
                      from_f8(q >> 8, fmt, rl) << 16 | from_f8(q & 0xff, fmt, rl)))
    return L


def gen(d):
    L = ops()
    lines = ['target triple = "nvptx64-nvidia-cuda"', "",
             "define ptx_kernel void @k(ptr %o, ptr %in) {",
             "  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", f"  %j = sub i32 {N - 1}, %i",
             "  %pa = getelementptr float, ptr %in, i32 %i", "  %a = load float, ptr %pa",
             "  %pb = getelementptr float, ptr %in, i32 %j", "  %b = load float, ptr %pb",
             "  %ha = fptrunc float %a to half", "  %hb = fptrunc float %b to half",
             "  %h0 = insertelement <2 x half> poison, half %hb, i32 0",
             "  %h = insertelement <2 x half> %h0, half %ha, i32 1",
             "  %qi = trunc i32 %i to i8", "  %qj = trunc i32 %j to i8",
             "  %q0 = zext i8 %qi to i16", "  %q1 = zext i8 %qj to i16", "  %q1s = shl i16 %q1, 8",
             "  %q = or i16 %q1s, %q0", f"  %base = mul i32 %i, {len(L)}"]
    decls = set()
    for k, (name, args, _) in enumerate(L):
        if args == "ff":
            call, sig, rt = "float %a, float %b", "float, float", "i16"
        elif args == "H":
            call, sig, rt = "<2 x half> %h", "<2 x half>", "i16"
        else:
            call, sig, rt = "i16 %q", "i16", "<2 x half>"
        lines.append(f"  %r{k} = call {rt} @llvm.nvvm.{name}({call})")
        lines.append(f"  %x{k} = zext i16 %r{k} to i32" if rt == "i16" else f"  %x{k} = bitcast <2 x half> %r{k} to i32")
        lines.append(f"  %s{k} = add i32 %base, {k}")
        lines.append(f"  %p{k} = getelementptr i32, ptr %o, i32 %s{k}")
        lines.append(f"  store i32 %x{k}, ptr %p{k}")
        decls.add(f"declare {rt} @llvm.nvvm.{name}({sig})")
    lines += ["  ret void", "}", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"] + sorted(decls)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "k.ll"), "w").write("\n".join(lines) + "\n")
    open(os.path.join(d, "in.bin"), "wb").write(struct.pack(f"<{N}f", *inputs()))
    json.dump({"kernel": "k", "grid": [1], "block": [N],
               "buffers": {"o": {"dtype": "u32", "count": N * len(L), "init": "poison", "output": True},
                           "in": {"dtype": "f32", "count": N,
                                  "init": {"file": os.path.abspath(os.path.join(d, "in.bin"))}}},
               "args": [{"buffer": "o"}, {"buffer": "in"}]}, open(os.path.join(d, "k.json"), "w"))


def check(outs):
    L = ops()
    xs = inputs()
    bad = 0
    for od in outs:
        o = struct.unpack(f"<{N * len(L)}I", open(os.path.join(od, "o.bin"), "rb").read())
        for i in range(N):
            a, b = xs[i], xs[N - 1 - i]
            q = ((N - 1 - i) & 0xff) << 8 | (i & 0xff)
            for k, (name, _, fn) in enumerate(L):
                want, got = fn(a, b, None, q), o[i * len(L) + k]
                if got != want:
                    bad += 1
                    if bad <= 30:
                        print(f"{od}: {name}({a!r}, {b!r}, {q:#06x}) = {got:#x} want {want:#x}")
    print("nvvm fp8 ok" if not bad else f"nvvm fp8: {bad} wrong")
    return bad


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        sys.exit(1 if check(sys.argv[3:]) else 0)
