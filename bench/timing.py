"""What every bench/ runner times and checks with: the median time of a
launch (triton's do_bench when Triton is there, else CUDA events over 50
launches, L2 flushed before each) and the relative L2 error of a result
against its float64 reference (inf when the result is not finite)."""
import math

import torch

try:
    from triton.testing import do_bench
except ImportError:  # the event fallback below
    do_bench = None


def bench(fn, rep_ms):
    """Median milliseconds of fn()."""
    if do_bench is not None:
        return do_bench(fn, warmup=max(5, rep_ms // 4), rep=rep_ms, return_mode="median")
    flush = torch.empty(256 << 20, dtype=torch.int8, device="cuda")
    fn()
    times = []
    for _ in range(50):
        flush.zero_()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e))
    return sorted(times)[len(times) // 2]


def rel_l2(out, ref):
    out = out.double()
    if not torch.isfinite(out).all():
        return float("inf")
    den = ref.norm().item()
    return (out - ref).norm().item() / (den if den else 1.0)


def time_peers(row, candidates, ref, rtol, rep_ms, unit="ms"):
    """Checks and times each peer of `candidates` ((label, make) pairs; make()
    gives fn, (fn, result) or None when the peer is absent) into row:
    LABEL_err, LABEL_ok and LABEL_ms (unit "ms") or LABEL_us ("us"); a peer
    that fails is reported as LABEL_error, not raised."""
    scale = 1e3 if unit == "us" else 1.0
    for label, make in candidates:
        try:
            made = make()
            if made is None:
                continue
            fn, res = made if isinstance(made, tuple) else (made, None)
            r = fn()
            torch.cuda.synchronize()
            row[f"{label}_err"] = rel_l2(res if res is not None else r, ref)
            row[f"{label}_ok"] = row[f"{label}_err"] <= rtol
            row[f"{label}_{unit}"] = bench(fn, rep_ms) * scale
        except Exception as e:  # a peer that fails is reported, not fatal
            row[f"{label}_error"] = f"{type(e).__name__}: {str(e)[:200]}"


def geomean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def report(out, written, bad):
    """A runner's last lines: what it wrote under `out` and the cases whose
    oa result failed its check; the exit status (1 when any failed)."""
    print(f"wrote {out}/{written}")
    if bad:
        print(f"oa FAILED the check on: {', '.join(bad)}")
        return 1
    return 0
