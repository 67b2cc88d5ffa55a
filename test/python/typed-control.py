# Typed Python kernels: the control flow and GPU constructs issue 18 lists,
# each run in oa-emu and checked in Python (the example kernels of
# typed-run.py use some of them; this uses every one): if/elif/else,
# while with break and continue, nested range loops with a negative step,
# early return (from a kernel and from a device function), device functions
# calling device functions, local and shared arrays with a barrier, the
# atomics (add, sub, max, min, exch, cas; and, or, xor on a shared array),
# every shuffle (xor, down, up, idx) and vote (any, all, ballot), 2-D thread
# and block indices.
# REQUIRES: oa-emu, oa-llc, oa-opt, oa-translate
# RUN: rm -rf %t && mkdir -p %t && env OA_CACHE_DIR=%t/cache %python %s %t | FileCheck %s
# CHECK: branches ok
# CHECK-NEXT: loops ok
# CHECK-NEXT: device calls ok
# CHECK-NEXT: shared and local ok
# CHECK-NEXT: atomics ok
# CHECK-NEXT: warp ok
# CHECK-NEXT: 2-D indices ok
import array
import os
import sys

SRC = '''import oa


@oa.kernel
def branches(out: oa.i32[:], x: oa.i32[:], n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i >= n:
        return
    v = x[i]
    if v < -10:
        out[i] = 0
    elif v < 0:
        out[i] = 1
    elif v == 0:
        out[i] = 2
    else:
        if v % 2 == 0:
            out[i] = 3
        else:
            out[i] = 4


@oa.kernel
def loops(out: oa.i64[:], x: oa.i32[:], n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i >= n:
        return
    acc: oa.i64 = 0
    k = x[i]
    while True:
        k -= 1
        if k < 0:
            break
        if k % 3 == 0:
            continue
        for j in range(k, -1, -2):
            acc += j
    out[i] = acc


@oa.device
def clamp(v: oa.f32, lo: oa.f32, hi: oa.f32) -> oa.f32:
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


@oa.device
def soft(v: oa.f32) -> oa.f32:
    return clamp(v * 2.0, -1.0, 1.0) + 0.5


@oa.kernel
def device_calls(out: oa.f32[:], x: oa.f32[:], n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i < n:
        out[i] = soft(x[i])


@oa.kernel
def shared_local(out: oa.f32[:], x: oa.f32[:]):
    """Reverses each block of 64 through shared memory; a local array keeps
    a 4-value window."""
    tile = oa.shared.array(64, oa.f32)
    win = oa.local.array(4, oa.f32)
    t = oa.thread_idx.x
    base = oa.block_idx.x * 64
    tile[t] = x[base + t]
    oa.syncthreads()
    for k in range(4):
        win[k] = tile[(63 - t + k) % 64]
    out[base + t] = win[0] + 0.0 * win[3]


@oa.kernel
def atomics(g: oa.i32[:], f: oa.f32[:], bits: oa.u32[:], old: oa.i32[:]):
    t = oa.thread_idx.x
    s = oa.shared.array(3, oa.u32)
    if t == 0:
        s[0] = oa.u32(0)
        s[1] = oa.u32(4294967295)
        s[2] = oa.u32(0)
    oa.syncthreads()
    oa.atomic_add(g, 0, t)
    oa.atomic_sub(g, 1, t)
    oa.atomic_max(g, 2, t * 7 % 101)
    oa.atomic_min(g, 3, t * 7 % 101 - 50)
    oa.atomic_exch(g, 4, 5)
    old[t] = oa.atomic_cas(g, 5, 0, t + 1)  # one thread wins
    oa.atomic_add(f, 0, 0.5)
    oa.atomic_max(f, 1, oa.f32(t) * 0.25)
    oa.atomic_or(s, 0, oa.u32(1) << oa.u32(t % 32))
    oa.atomic_and(s, 1, ~(oa.u32(1) << oa.u32(t % 16)))
    oa.atomic_xor(s, 2, oa.u32(t * 3 + 1))
    oa.syncthreads()
    if t < 3:
        bits[t] = s[t]


@oa.kernel
def warp(out: oa.i32[:], pred: oa.u32[:]):
    t = oa.thread_idx.x
    l = oa.lane_id()
    out[4 * t + 0] = oa.shfl_xor(t, 1)
    out[4 * t + 1] = oa.shfl_down(t, 2)
    out[4 * t + 2] = oa.shfl_up(t, 3)
    out[4 * t + 3] = oa.shfl_idx(t * 10, 5)
    p = l % 2 == 0
    b = oa.ballot(p)
    a = oa.vote_all(l < 32)
    n = oa.vote_any(l == 40)
    if l == 0:
        pred[3 * (t // 32) + 0] = b
        pred[3 * (t // 32) + 1] = oa.u32(1) if a else oa.u32(0)
        pred[3 * (t // 32) + 2] = oa.u32(1) if n else oa.u32(0)


@oa.kernel
def index2d(out: oa.i32[:], w: oa.i32):
    x = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    y = oa.block_idx.y * oa.block_dim.y + oa.thread_idx.y
    out[y * w + x] = 1000 * y + x + oa.grid_dim.x * 0 + oa.block_dim.y * 0
'''

work = sys.argv[1]
with open(os.path.join(work, "control.py"), "w") as f:
    f.write(SRC)
sys.path.insert(0, work)
import control as C  # noqa: E402

n = 256
xs = array.array("i", [(i * 37) % 61 - 30 for i in range(n)])
out = array.array("i", [9] * n)
C.branches[1, 256](out, xs, n)


def branch(v):
    return 0 if v < -10 else 1 if v < 0 else 2 if v == 0 else 3 if v % 2 == 0 else 4


print("branches", "ok" if list(out) == [branch(v) for v in xs] else "bad")

ks = array.array("i", [i % 40 for i in range(n)])
lo = array.array("q", [0] * n)
C.loops[1, 256](lo, ks, n)


def loop(k):
    acc = 0
    while True:
        k -= 1
        if k < 0:
            break
        if k % 3 == 0:
            continue
        acc += sum(range(k, -1, -2))
    return acc


print("loops", "ok" if list(lo) == [loop(k) for k in ks] else "bad")

fx = array.array("f", [(i - 128) / 64.0 for i in range(n)])
fo = array.array("f", [0.0] * n)
C.device_calls[1, 256](fo, fx, n)
print("device calls", "ok" if list(fo) == [min(max(v * 2, -1.0), 1.0) + 0.5 for v in fx] else "bad")

sx = array.array("f", [float(i) for i in range(128)])
so = array.array("f", [0.0] * 128)
C.shared_local[2, 64](so, sx)
print("shared and local", "ok" if list(so) == [float(b * 64 + 63 - t) for b in range(2) for t in range(64)]
      else "bad")

T = 128
g = array.array("i", [0, 0, -1, 1000, 0, 0])
f = array.array("f", [0.0, -1.0])
bits = array.array("I", [0, 0, 0])
old = array.array("i", [0] * T)
C.atomics[1, T](g, f, bits, old)
xor = 0
for t in range(T):
    xor ^= t * 3 + 1
ok = (list(g[:5]) == [sum(range(T)), -sum(range(T)), max(t * 7 % 101 for t in range(T)),
                      min(t * 7 % 101 - 50 for t in range(T)), 5]
      and list(old).count(0) == 1 and g[5] == list(old).index(0) + 1
      and all(o == g[5] for o in old if o)
      and list(f) == [0.5 * T, (T - 1) * 0.25]
      and list(bits) == [0xFFFFFFFF, 0xFFFF0000, xor] and xor != 0)
print("atomics", "ok" if ok else f"bad {list(g)} {list(f)} {list(bits)}")

W = 64
wo = array.array("i", [0] * (4 * W))
pr = array.array("I", [7] * 6)
C.warp[1, W](wo, pr)
want = []
for t in range(W):
    l, base = t % 32, t - t % 32
    want += [base + (l ^ 1), base + (l + 2 if l + 2 < 32 else l), base + (l - 3 if l >= 3 else l),
             (base + 5) * 10]
ok = list(wo) == want and list(pr) == [0x55555555, 1, 0] * 2
print("warp", "ok" if ok else f"bad {list(pr)}")

w, h = 16, 8
io = array.array("i", [0] * (w * h))
C.index2d[(2, 2), (8, 4)](io, w)
print("2-D indices", "ok" if list(io) == [1000 * y + x for y in range(h) for x in range(w)] else "bad")
