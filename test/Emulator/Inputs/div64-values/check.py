"""check.py gen DIR | check DIR OUT...: div64-values.test's operand pairs and
launch description, and the check of every quotient and remainder (u64 and
s64, C's truncating division) against Python's integers, bit for bit."""
import json
import os
import random
import struct
import sys

M = 1 << 64


def pairs():
    edge = [1, 2, 3, 7, 10, (1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, (1 << 32) + 1,
            (1 << 33) - 1, (1 << 52) + 1, (1 << 53) - 1, (1 << 62) + 3, (1 << 63) - 1, 1 << 63,
            (1 << 63) + 1, M - 2, M - 1, 0xFFFFFFFF00000000, 0x00000001FFFFFFFF, 1000003]
    ps = [(a, b) for a in edge + [0] for b in edge]
    rng = random.Random(64)
    while len(ps) < 8192:
        a = rng.getrandbits(64) >> rng.randrange(64)
        b = rng.getrandbits(64) >> rng.randrange(64)
        if rng.random() < 0.2:
            b = (M - 1 - b) | 1  # divisors close to 2^64 (negative as s64)
        if b:
            ps.append((a, b))
    return [(a, b) for a, b in ps if not (a == 1 << 63 and b == M - 1)]  # INT64_MIN / -1


def s64(v):
    return v - M if v >> 63 else v


def main():
    ps = pairs()
    n = len(ps)
    if sys.argv[1] == "gen":
        d = sys.argv[2]
        open(os.path.join(d, "a.bin"), "wb").write(struct.pack(f"<{n}Q", *[a for a, _ in ps]))
        open(os.path.join(d, "b.bin"), "wb").write(struct.pack(f"<{n}Q", *[b for _, b in ps]))
        desc = {"kernel": "div64", "grid": [(n + 255) // 256], "block": [256],
                "buffers": {"a": {"dtype": "u64", "count": n, "init": {"file": "a.bin"}},
                            "b": {"dtype": "u64", "count": n, "init": {"file": "b.bin"}},
                            "o": {"dtype": "u64", "count": 4 * n, "init": "poison", "output": True}},
                "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"i32": n}]}
        json.dump(desc, open(os.path.join(d, "k.json"), "w"))
        return 0
    bad = 0
    for out in sys.argv[3:]:
        got = struct.unpack(f"<{4 * n}Q", open(os.path.join(out, "o.bin"), "rb").read())
        for i, (a, b) in enumerate(ps):
            sa, sb = s64(a), s64(b)
            sq = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
            want = [a // b, a % b, sq % M, (sa - sq * sb) % M]
            for k, name in enumerate(["udiv", "urem", "sdiv", "srem"]):
                if got[4 * i + k] != want[k]:
                    bad += 1
                    if bad < 10:
                        print(f"{out}: {name} {a:#x}, {b:#x} = {got[4 * i + k]:#x}, want {want[k]:#x}")
    print(f"div64 {n} pairs ok" if not bad else f"div64: {bad} wrong")
    return 0


sys.exit(main())
