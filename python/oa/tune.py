"""The autotuner's cache: for a kernel (family, op, shape, dtype, SM), the
policy a sweep on a GPU found fastest among those that passed the
numerical check.  `oa gemm --tune` fills it; every later `oa gemm` of the
same kernel compiles with that policy.  An entry is used only with the
compiler that measured it (oa's version and the oa-opt and oa-llc binaries'
size and time): another build's entry is stale and ignored.  An entry whose
policy no longer compiles or checks is dropped and the default is used.

The cache is one JSON file, $OA_TUNE_CACHE, else tune.json in $OA_CACHE_DIR
(default ~/.cache/oa), written to a temporary name and renamed.
"""
import hashlib
import json
import os
import sys
import time

from . import cache, tools
from .version import __version__

VERSION = 1


def path():
    return os.environ.get("OA_TUNE_CACHE") or os.path.join(cache.cache_dir(), "tune.json")


def compiler_id(tool_paths):
    """What an entry is valid for: oa's version and the binaries that lower
    and compile the kernel (a rebuilt oa-llc may change which policy wins)."""
    return hashlib.sha256(f"{__version__}|{tools.files_fingerprint(tool_paths)}".encode()) \
        .hexdigest()[:16]


def gemm_key(op, batch, m, n, k, dtype, sm):
    """The kernel a GEMM entry is for: its op, shape, operand dtype and SM
    (the lowering's TuneCache::gemmKey is the same; a fused epilogue shares
    its GEMM's entry)."""
    return f"gemm/{op}/{batch}x{m}x{n}x{k}/{dtype}/sm_{sm}"


def lowering_options(tool_paths):
    """oa-lower-to-kernels' options that give a model's GEMMs the policies
    this build measured: none when there is no cache file."""
    p = path()
    if not os.path.isfile(p) or any(c in p for c in " {}"):
        return []
    return [f"tune-cache={p}", f"tune-compiler={compiler_id(tool_paths)}"]


def load(p=None):
    p = p or path()
    try:
        with open(p) as f:
            data = json.load(f)
    except FileNotFoundError:
        return {"version": VERSION, "entries": {}}
    except (OSError, ValueError) as e:
        raise ValueError(f"{p}: not a tune cache ({e}); remove it or set OA_TUNE_CACHE") from None
    if not isinstance(data, dict) or data.get("version") != VERSION or \
            not isinstance(data.get("entries"), dict):
        raise ValueError(f"{p}: not a version-{VERSION} tune cache; remove it or set OA_TUNE_CACHE")
    return data


def save(data, p=None):
    """Writes the cache; a cache that cannot be written is a warning (the
    kernel is built all the same), not a failure."""
    p = p or path()
    d = os.path.dirname(os.path.abspath(p))
    tmp = os.path.join(d, f".{os.path.basename(p)}.{os.getpid()}.tmp")
    try:
        os.makedirs(d, exist_ok=True)
        with open(tmp, "w") as f:
            json.dump(data, f, indent=1, sort_keys=True)
        os.replace(tmp, p)
    except OSError as e:
        print(f"warning: cannot write the tune cache {p}: {e.strerror or e}", file=sys.stderr)


def lookup(key, compiler):
    """(policy, note): the cached policy for key and a line saying where it
    came from, or (None, why not) when there is none or it is stale."""
    entry = load()["entries"].get(key)
    if not entry:
        return None, None
    if entry.get("compiler") != compiler:
        return None, (f"the tune cache's entry for this kernel ({path()}) was measured with "
                      f"another oa build; using the default policy (--tune measures again)")
    pol = entry.get("policy")
    if not isinstance(pol, dict) or not all(isinstance(v, int) for v in pol.values()):
        return None, f"the tune cache's entry for this kernel ({path()}) is malformed; ignored"
    return pol, (f"policy from the tune cache ({path()}): {entry.get('median_us', 0):.1f} us on "
                 f"{entry.get('device', '?')}, fastest of {entry.get('tried', '?')} candidates")


def drop(key):
    data = load()
    if data["entries"].pop(key, None) is not None:
        save(data)


def choose(results):
    """The fastest result that passed its check: results are dicts with
    "policy", "pass" and "median_us" (None when it was not timed)."""
    timed = [r for r in results if r.get("pass") and r.get("median_us") is not None]
    return min(timed, key=lambda r: r["median_us"]) if timed else None


def record(key, compiler, best, tried, device):
    data = load()
    data["entries"][key] = {"policy": best["policy"], "median_us": best["median_us"],
                            "rel_l2": best.get("rel_l2"), "compiler": compiler,
                            "device": device, "tried": tried,
                            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    save(data)


# The GEMM policies a sweep tries, per SM and operand type (fields of
# GemmPolicy, docs/Kernels.md; {} is the lowering's own default).  sm_90
# f16/bf16: wgmma tiles fed by TMA, with stages, persistent CTAs and
# rasterisation groups; sm_80 and f32: HMMA / CUDA-core tiles.
GEMM_CANDIDATES = {
    (90, "half"): [
        {},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 3},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "persistent": 1},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "group": 16},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 3},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 6},
        {"wgmma": 1, "bm": 256, "bn": 128, "bk": 64, "warps_m": 16, "warps_n": 1, "stages": 4},
        {"wgmma": 1, "bm": 64, "bn": 256, "bk": 64, "warps_m": 4, "warps_n": 1, "stages": 4},
    ],
    (80, "half"): [
        {},
        {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 2, "stages": 3},
        {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 2, "stages": 3, "prefetch": 1},
        {"bm": 128, "bn": 128, "bk": 64, "warps_m": 2, "warps_n": 2, "stages": 2, "prefetch": 1},
        {"bm": 128, "bn": 256, "warps_m": 2, "warps_n": 4, "stages": 3, "prefetch": 1},
        {"bm": 256, "bn": 128, "warps_m": 4, "warps_n": 2, "stages": 3, "prefetch": 1},
        {"bm": 64, "bn": 128, "warps_m": 2, "warps_n": 2, "stages": 4},
    ],
}


def gemm_candidates(sm, dtype):
    """The sweep for a GEMM of `dtype` operands on sm_`sm`; f32 (CUDA cores,
    or TF32 where allowed) keeps its default: a list of one."""
    if dtype == "f32":
        return [{}]
    return GEMM_CANDIDATES[(90 if sm >= 90 else 80, "half")]


def rowwise_key(op, rows, width, dtype, sm):
    return f"rowwise/{op}/{rows}x{width}/{dtype}/sm_{sm}"


def rowwise_candidates(rows, width, dtype):
    """The sweep for a row-wise kernel: the default, then threads per row
    from a warp to 1024 with the row held in 16-byte vectors (slots a
    thread), several rows a CTA for warp-sized rows, and two CTAs an SM for
    wide ones; the lowering refuses what does not fit (the sweep skips it)."""
    vec = 16 // {"f32": 4, "f16": 2, "bf16": 2}[dtype]
    cands = [{}]
    for tpr in (32, 64, 128, 256, 512, 1024):
        if width % (tpr * vec) or not 1 <= width // (tpr * vec) <= 16:
            continue
        base = {"threads_per_row": tpr, "slots": width // (tpr * vec)}
        cands.append(base)
        if tpr == 32:
            cands += [dict(base, rows_per_cta=r) for r in (4, 8) if rows >= r]
        if tpr >= 256:
            cands.append(dict(base, ctas_per_sm=2))
    return cands


def sweep(cands, check, out, gpu, error):
    """Every candidate through check(policy, dir) -> result dict ("pass",
    "rel_l2", "median_us" on the GPU; `error` when it is not built or not
    run), a progress line each; out/tune.json gets them all.  Returns the
    fastest that passed (the GPU), or None where nothing is timed."""
    results = []
    for i, pol in enumerate(cands):
        try:
            res = check(pol, os.path.join(out, "tune", f"{i:02d}"))
            what = (f"{res['median_us']:.1f} us, " if res.get("median_us") is not None else "") + \
                f"error {res['rel_l2']:.2g} " + ("ok" if res["pass"] else "FAIL")
        except error as e:
            res = {"pass": False, "error": str(e)}
            what = f"not built or not run: {first_error(str(e))}"
        res["policy"] = pol
        results.append(res)
        print(f"tune [{i + 1}/{len(cands)}] {policy_text(pol)}: {what}", flush=True)
    with open(os.path.join(out, "tune.json"), "w") as f:
        json.dump(results, f, indent=1)
    passed = sum(1 for r in results if r["pass"])
    if not gpu:
        print(f"tune: {passed} of {len(cands)} candidates pass in oa-emu; it does not time "
              f"kernels, so nothing is cached (run --tune where there is a GPU)")
        return None, passed == len(cands)
    best = choose(results)
    if not best:
        raise error(f"--tune: none of the {len(cands)} candidates passed its check "
                    f"({os.path.join(out, 'tune.json')})")
    return best, True


def with_cache(key, compiler, build, error):
    """A kernel built without a policy of its own: build(policy) -> result
    (None when not run) with the cache's policy for `key` where this build
    measured one; an entry that no longer builds or checks is dropped and
    build(None) runs.  Returns the exit status."""
    try:
        pol, note = lookup(key, compiler)
    except ValueError as e:
        raise error(str(e))
    if note:
        print(("note: " if pol else "warning: ") + note, file=sys.stderr)
    if pol:
        try:
            res = build(pol)
            if status(res) == 0:
                return 0
            why = "its kernel failed the check"
        except error as e:
            why = f"it does not build: {first_error(str(e))}"
        print(f"warning: the tune cache's policy {policy_text(pol)} is dropped ({why}); "
              f"using the default policy", file=sys.stderr)
        drop(key)
    return status(build(None))


def status(res):
    """The exit status of a build's result (None: built, not run)."""
    return 0 if res is None or res["pass"] else 1


def command(args, cands, key, compiler, check_case, error):
    """The build of a kernel command (oa gemm, oa rowwise) as the tuner
    sees it: --tune sweeps `cands` (args.run "gpu" times them and caches
    the fastest that passed under `key` for compiler(); "emu" only checks)
    and builds the winner; without --policy the cache's entry for `key`
    (with_cache); else the given policy.  check_case(args, out, quiet)
    builds into out and returns the result dict (None when not run).
    Returns the exit status."""
    import argparse
    if args.tune:
        if args.policy:
            raise error("--tune sweeps the policies itself: drop --policy")
        if args.run == "none":
            raise error("--tune runs every candidate: it needs a GPU (oa-run finds none here), "
                        "or --emu to check them in oa-emu without timing")
        if args.run == "gpu" and not args.time:
            raise error("--tune on the GPU times each candidate: --time must be positive")
        check = lambda pol, d: check_case(argparse.Namespace(**dict(vars(args), policy=pol or None)),
                                          d, True)
        best, ok = sweep(cands, check, args.out, args.run == "gpu", error)
        if not best:
            return 0 if ok else 1
        record(key, compiler(), best, len(cands), best.get("device"))
        print(f"tune: fastest {policy_text(best['policy'])} ({best['median_us']:.1f} us); "
              f"cached in {path()}")
        args.policy = best["policy"] or None
        return status(check_case(args, args.out, False))
    if args.policy is None and not args.no_tune_cache:
        def build(pol):
            args.policy = pol
            return check_case(args, args.out, False)
        return with_cache(key, compiler(), build, error)
    return status(check_case(args, args.out, False))


def first_error(text):
    """The line of a tool's failure that says what went wrong."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return next((l for l in lines if "error:" in l), lines[0] if lines else "")


def policy_text(pol):
    return ",".join(f"{k}={v}" for k, v in pol.items()) or "default"
