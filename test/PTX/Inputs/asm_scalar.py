"""asm_scalar.py OUT.bin...: checks asm_scalar.cu's results against the PTX
ISA's definitions, computed here with exact arithmetic (fractions), not with
oa's algorithms.  Prints 'asm_scalar ok' or the first mismatches."""
import bisect
import struct
import sys

import asm_words
from fractions import Fraction

M = 0xFFFFFFFF


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def f32_round(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def f16_value(b):
    return struct.unpack("<e", struct.pack("<H", b))[0]


# Every finite f16 as an exact rational, sorted, with its bits.
F16 = sorted((Fraction(f16_value(b)), b) for b in range(0x10000) if (b & 0x7C00) != 0x7C00 and b != 0x8000)
F16V = [v for v, _ in F16]


def cvt_f16(x, rnd):
    q = Fraction(x)
    if rnd == "rn":
        return struct.unpack("<H", struct.pack("<e", x))[0] if abs(x) < 65520 else (0x7C00 if x > 0 else 0xFC00)
    if rnd == "rz":
        rnd = "rm" if q > 0 else "rp"
    k = bisect.bisect_right(F16V, q) - 1  # largest <= q
    if rnd == "rm":
        if k < 0:
            return 0xFC00
        v, b = F16[k]
        if v == 0 and q < 0:
            return 0x8000  # not reached for nonzero q
        return 0x8000 if (v == 0 and x < 0) else b
    j = bisect.bisect_left(F16V, q)  # smallest >= q
    if j >= len(F16):
        return 0x7C00
    v, b = F16[j]
    return 0x8000 if (v == 0 and x < 0) else b


def cvt_bf16_rn(bits):
    lsb = (bits >> 16) & 1
    return ((bits + 0x7FFF + lsb) >> 16) & 0xFFFF


def sat_s32(v):
    return max(-(1 << 31), min((1 << 31) - 1, v)) & M


def rni(q):
    f = q.numerator // q.denominator
    r = q - f
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and f % 2):
        f += 1
    return f


def bit(a, k):
    return (a >> k) & 1


def prmt(a, b, c):
    x = a | (b << 32)
    d = 0
    for k in range(4):
        sel = (c >> (4 * k)) & 0xF
        byte = (x >> (8 * (sel & 7))) & 0xFF
        if sel & 8:
            byte = 0xFF if byte & 0x80 else 0
        d |= byte << (8 * k)
    return d


def bfe(a, pos, ln, signed):
    msb, pos, ln = 31, pos & 0xFF, ln & 0xFF
    sbit = 0 if (not signed or ln == 0) else bit(a, min(pos + ln - 1, msb))
    d = 0
    for i in range(msb + 1):
        v = bit(a, pos + i) if (i < ln and pos + i <= msb) else sbit
        d |= v << i
    return d


def bfi(a, b, pos, ln):
    msb, pos, ln = 31, pos & 0xFF, ln & 0xFF
    f = b
    i = 0
    while i < ln and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (bit(a, i) << (pos + i))
        i += 1
    return f & M


def s32(v):
    return v - (1 << 32) if v & 0x80000000 else v


def expected(i):
    h = (i * 0x9E3779B9) & M
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & M
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & M
    h ^= h >> 16
    g = (h * 0x27D4EB2F + 0x165667B1) & M
    g ^= g >> 15
    xb = (h & 0x807FFFFF) | ((((h >> 23) % 60) + 97) << 23)
    x = f32(xb)
    y = f32(g & 0xBFFFFFFF)
    o = [cvt_f16(x, r) for r in ("rn", "rz", "rm", "rp")]
    o.append(cvt_bf16_rn(xb))
    t = Fraction(f32_round(x * 8.0))
    o.append(sat_s32(int(t)))  # int() truncates towards zero
    t = Fraction(f32_round(x * f32(0x3A83126F)))
    o.append(sat_s32(rni(t)))
    o.append(prmt(h, g, g >> 7))
    p, l = i % 40, (i // 40) % 40
    o.append(bfe(h, p, l, False))
    o.append(bfe(g, p, l, True))
    o.append(bfi(h, g, p, l))
    o.append((h * g) >> 32)
    w = (s32(h) * s32(g)) & 0xFFFFFFFFFFFFFFFF
    o.append(((w ^ 0x123456789AB) >> 17) & M)
    t = (h << p) & M if p < 32 else 0
    sh = g % 40
    o.append((s32(t) >> min(sh, 31)) & M)
    lt = x < y
    d = 1 if not lt else 2
    o.append(d + 4 if lt else d)
    o.append((bin(h).count("1") ^ h ^ g) & M)
    return o


sys.exit(asm_words.check("asm_scalar", 16, expected, sys.argv[1:], show=10))
