#!/usr/bin/env python3
"""asm_dot.py OUT.bin...: checks asm_dot.cu's outputs against the PTX ISA's
definitions of dp4a and dp2a, computed exactly here.  Prints "asm_dot ok"
or each mismatch (at most 20)."""
import sys

import asm_words

M32 = (1 << 32) - 1


def elem(v, bits, k, signed):
    e = (v >> (bits * k)) & ((1 << bits) - 1)
    return e - (1 << bits) if signed and e >> (bits - 1) else e


def dp4a(a, b, c, sa, sb):
    return (c + sum(elem(a, 8, k, sa) * elem(b, 8, k, sb) for k in range(4))) & M32


def dp2a(a, b, c, hi, sa, sb):
    return (c + sum(elem(a, 16, k, sa) * elem(b, 8, 2 * hi + k, sb) for k in range(2))) & M32


def expected(i):
    h, g = asm_words.thread_hashes(i)
    c = (h ^ (g << 3)) & M32
    return [dp4a(h, g, c, 0, 0), dp4a(h, g, c, 0, 1), dp4a(h, g, c, 1, 0), dp4a(h, g, c, 1, 1),
            dp2a(h, g, c, 0, 0, 0), dp2a(h, g, c, 1, 0, 1), dp2a(h, g, c, 0, 1, 0), dp2a(h, g, c, 1, 1, 1),
            dp4a(h, g, c, 1, 1), dp4a(h, g, c, 0, 0), dp2a(h, g, c, 0, 1, 1), dp2a(h, g, c, 1, 0, 0)]


if __name__ == "__main__":
    sys.exit(asm_words.check("asm_dot", 12, expected, sys.argv[1:]))
