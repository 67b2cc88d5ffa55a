# Reference for calls.cu (oa-emu --out DIR): exit 0 when DIR's outputs match.
#
# These are the values CUDA defines: calls.cu has no undefined behaviour
# (every lane reaches the one __syncthreads and the one full-mask
# __shfl_down_sync, which CUDA makes wait for all 32 lanes; the stack is
# 4096 bytes).  On the H200 (2026-12-05 pm) nvcc's build differs in 25
# elements of o and oa's -O3 build in 20, always the same way: s == 0 (the
# shuffle read a lane that was not executing it; lane 62 got 0 from lane 63
# while lane 63's own value was right), v and par right, warp 1 only.  The
# probes' fibrec kernel (test/Emulator/Inputs/convergence) shows why:
# __activemask() after `if (p[t] > 0) v = fib(...)` is the set of lanes that
# skipped fib (0x5137956f) in nvcc's build too, and __syncthreads let them
# read tile[] before the fib lanes wrote it.  So the hardware does not bring
# the warp back together at the BSYNC after divergent recursive calls (the
# same barrier saved, re-armed and restored in every frame), and the code
# both compilers emit after it (BAR.SYNC, SHFL without WARPSYNC) assumes it
# did.  nvcc's output is not an oracle for this kernel; a WARPSYNC.ALL
# before the BAR.SYNC (the edit-warpsync-bar probe) passed on the H200.
import struct
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2) + sum(i * n for i in range(n % 3))


def wrap64(x):
    return (x + (1 << 63)) % (1 << 64) - (1 << 63)


def leaf(x, k):
    return wrap64((x << k) ^ (x >> 3))


def load(name, fmt, size):
    data = open(sys.argv[1] + "/" + name + ".bin", "rb").read()
    return list(struct.unpack("<%d%s" % (len(data) // size, fmt), data))


p = load("p", "i", 4)
n = len(p)
v = [fib(t & 15) if p[t] > 0 else 0 for t in range(n)]
tile = [v[t] * 3 + 1 for t in range(n)]
w = [tile[(t + 1) % n] for t in range(n)]
# __shfl_down_sync(..., 1) in 32-lane warps: the last lane keeps its own.
s = [w[t + 1] if t % 32 != 31 else w[t] for t in range(n)]
o = [v[t] + 1000 * sum(1 for i in range(t & 3) if (t + i) % 2 == 0) + s[t] for t in range(n)]
q = []
for t in range(n):
    x = wrap64(p[t] * 1000003)
    q.append(wrap64(leaf(x, t & 7) + leaf(x + 1, (t >> 3) & 7)))
d = []
for t in range(n):
    r = float(t - 7) * (0.5 * p[t]) + t * 0.25  # all exact in double
    d.append(-r if t & 1 else r)
# All exact in f32: halves of small integers, and (t & 7) / 2 * 1.5 in f16.
f = [abs(p[t] * 0.5) + t + (t & 3) + (t & 7) * 0.5 * 1.5 for t in range(n)]
ok = True
for name, ref, fmt, size in (("o", o, "i", 4), ("q", q, "q", 8), ("d", d, "d", 8), ("f", f, "f", 4)):
    got = load(name, fmt, size)
    bad = [i for i in range(n) if got[i] != ref[i]]
    print(name, "PASS" if not bad else "FAIL at %d: %r != %r" % (bad[0], got[bad[0]], ref[bad[0]]))
    ok &= not bad
sys.exit(0 if ok else 1)
