"""Typed Python kernels for oa (docs/Python.md): run `oa compile .` here, or
`python3 kernels.py` to call them on arrays (oa-emu without a GPU)."""
import oa

BLOCK = 256


@oa.kernel
def axpy(out: oa.f32[:], x: oa.f32[:], a: oa.f32, n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i >= n:
        return
    out[i] = a * x[i] + 1.0


@oa.device
def warp_sum(v: oa.f32) -> oa.f32:
    off = 16
    while off > 0:
        v += oa.shfl_xor(v, off)
        off //= 2
    return v


@oa.kernel
def block_sum(total: oa.f32[:], x: oa.f32[:], n: oa.i32):
    """Grid-stride sum: warp shuffles, one partial per warp in shared memory,
    one atomic add per block."""
    partial = oa.shared.array(BLOCK // 32, oa.f32)
    t = oa.thread_idx.x
    acc = 0.0
    for i in range(oa.block_idx.x * BLOCK + t, n, BLOCK * oa.grid_dim.x):
        acc += x[i]
    acc = warp_sum(acc)
    if t % 32 == 0:
        partial[t // 32] = acc
    oa.syncthreads()
    if t < 32:
        v = partial[t] if t < BLOCK // 32 else 0.0
        v = warp_sum(v)
        if t == 0:
            oa.atomic_add(total, 0, v)


@oa.kernel
def histogram(bins: oa.u32[:], data: oa.i32[:], n: oa.i32, nbins: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if i < n:
        b = min(max(data[i], 0), nbins - 1)
        oa.atomic_add(bins, b, 1)


@oa.kernel
def scale_rows(y: oa.f64[:], x: oa.f64[:], rows: oa.i32, cols: oa.i32):
    """One thread per row: a local copy, a loop with continue and break."""
    r = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    if r >= rows:
        return
    buf = oa.local.array(4, oa.f64)
    for k in range(4):
        buf[k] = 0.0
    norm: oa.f64 = 0.0
    for c in range(cols):
        v = x[r * cols + c]
        if v == 0.0:
            continue
        norm += v * v
        buf[c % 4] += v
    s = oa.sqrt(norm)
    for c in range(cols):
        y[r * cols + c] = x[r * cols + c] / s if s > 0.0 else 0.0
        if c >= cols:
            break


@oa.kernel
def votes(out: oa.u32[:], x: oa.i32[:], n: oa.i32):
    i = oa.block_idx.x * oa.block_dim.x + oa.thread_idx.x
    pos = i < n and x[i] > 0
    mask = oa.ballot(pos)
    some = oa.vote_any(pos)  # every lane votes: not inside the branch below
    if oa.lane_id() == 0 and i < n:
        out[i // 32] = mask if some else oa.u32(0)
