"""Launches and the reference for convergence-give-up.ll.
`gen DIR` writes DIR/{loops,nest,spin}.json (32 threads, one output
per thread); `check KERNEL RESULT` compares RESULT/out.bin with what the
IR computes, exactly."""
import json
import os
import struct
import sys

M64 = (1 << 64) - 1


def loops(t):
    tm, big = t & 7, (1 << 40) if t & 1 else 1
    s, i, j = 1, 0, 0
    while True:
        i1, s1 = i + 1, (s + 7) & M64
        if i1 < tm:  # the header's own back edge
            i, s = i1, s1
            continue
        a = (s1 * big) & M64
        for k in range(16):
            a = ((a + k) & M64) // (k + 3) + a & M64
        j += 1
        if j < 3:
            i, s = 0, a
            continue
        return a


def spin(t):
    tm, big = t & 7, (1 << 40) if t & 1 else 1
    acc, x2 = 1, 0
    for _ in range(3):
        cnt = 0
        while True:  # the header's own back edge, counting in memory
            cnt, acc = cnt + 1, (acc + 7) & M64
            if cnt >= tm:
                break
        x0 = (acc * big) & M64
        x1 = (x0 // 3 + x0) & M64
        x2 = acc = (x1 // 5 + acc) & M64
    return x2


def nest(t):
    v = 5 * t
    for k in range(17, -1, -1):
        v = ((v if t > k else 1) * 3 + k + 1) & 0xFFFFFFFF
    return v


def main():
    if sys.argv[1] == "gen":
        os.makedirs(sys.argv[2], exist_ok=True)
        for k, dt in (("loops", "i64"), ("nest", "i32"), ("spin", "i64")):
            desc = {"kernel": k, "grid": [1], "block": [32],
                    "buffers": {"out": {"dtype": dt, "count": 32, "init": "poison", "output": True}},
                    "args": [{"buffer": "out"}]}
            with open(os.path.join(sys.argv[2], k + ".json"), "w") as f:
                json.dump(desc, f)
        return
    k = sys.argv[2]
    data = open(os.path.join(sys.argv[3], "out.bin"), "rb").read()
    got = struct.unpack("<32I" if k == "nest" else "<32Q", data)
    want = [{"loops": loops, "nest": nest, "spin": spin}[k](t) for t in range(32)]
    bad = [t for t in range(32) if got[t] != want[t]]
    for t in bad[:4]:
        print("thread %d: %d, expected %d" % (t, got[t], want[t]))
    print("%s: %d of 32 threads match" % (k, 32 - len(bad)))


main()
