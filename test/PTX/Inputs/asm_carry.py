#!/usr/bin/env python3
"""asm_carry.py OUT.bin...: checks asm_carry.cu's outputs against the PTX
ISA's definitions of the carry chains (CC.CF: the carry out of additions,
the borrow out of subtractions) and of mul24/mad24, computed exactly here.
Prints "asm_carry ok" or each mismatch (at most 20)."""
import sys

import asm_words

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s24(v):
    v &= 0xffffff
    return v - (1 << 24) if v & 0x800000 else v


def expected(i):
    h, g = asm_words.thread_hashes(i)
    if i % 4 == 1:
        h |= 0xffff0000
    if i % 4 == 2:
        g = ~h & M32
    o = [0] * 20
    t = h + g
    o[0], cf = t & M32, t >> 32
    o[1] = (g + h + cf) & M32
    t = h + g
    o[2], cf = t & M32, t >> 32
    t = g + h + cf
    o[3], cf = t & M32, t >> 32
    o[4] = (h + 7 + cf) & M32
    t = h - g
    o[5], bf = t & M32, int(t < 0)
    t = g - h - bf
    o[6], bf = t & M32, int(t < 0)
    o[7] = (h - g - bf) & M32
    p = h * g
    t = (p & M32) + h
    o[8], cf = t & M32, t >> 32
    o[9] = ((p >> 32) + g + cf) & M32
    o[10] = (s24(h) * s24(g)) & M32
    o[11] = (((h & 0xffffff) * (g & 0xffffff)) >> 16) & M32
    o[12] = ((s24(h) * s24(g)) >> 16) & M32
    o[13] = ((h & 0xffffff) * (g & 0xffffff) + h) & M32
    x, y = (h << 32) | g, (g << 32) | (~h & M32)
    t = x + y
    lo, cf = t & M64, t >> 64
    hi = (y + x + cf) & M64
    o[14], o[15], o[16], o[17] = lo & M32, lo >> 32, hi & M32, hi >> 32
    t = x - y
    lo, bf = t & M64, int(t < 0)
    hi = (y - x - bf) & M64
    o[18] = ((lo >> 7) & M32) ^ (lo & M32)
    o[19] = (hi & M32) ^ (hi >> 32)
    return o


if __name__ == "__main__":
    sys.exit(asm_words.check("asm_carry", 20, expected, sys.argv[1:]))
