"""What the asm_*.py scripts share: the thread hashes of asm_hash.h, and
the check: each thread of a kernel wrote `per_thread` 32-bit words to
out.bin; compare them with expected(thread), print up to `show` mismatches
and "NAME ok" or "NAME: N mismatches"."""
import struct

M32 = (1 << 32) - 1


def thread_hashes(i):
    """The two words thread i of asm_carry.cu and asm_dot.cu starts from
    (asm_hash.h)."""
    h = (i * 0x9E3779B9) & M32
    h ^= h >> 15
    h = (h * 0x85EBCA6B) & M32
    h ^= h >> 13
    g = (h * 0x27D4EB2F + 0x165667B1) & M32
    g ^= g >> 16
    return h, g


def check(name, per_thread, expected, paths, show=20):
    bad = 0
    for path in paths:
        data = open(path, "rb").read()
        words = struct.unpack("<%dI" % (len(data) // 4), data)
        for i in range(len(words) // per_thread):
            exp = expected(i)
            for k in range(per_thread):
                got = words[per_thread * i + k]
                if got != exp[k]:
                    bad += 1
                    if bad <= show:
                        print("%s: thread %d word %d: got 0x%08x, expected 0x%08x" % (path, i, k, got, exp[k]))
    print("%s ok" % name if bad == 0 else "%s: %d mismatches" % (name, bad))
    return 1 if bad else 0
