"""The GEMM benchmark's cases, shared by build_gemm_bundle.py (here, with
LLVM) and gemm_run.py (on the GPU host): linear (x @ W^T, torch layout) and
matmul in f16 and bf16 at the issue's sizes, one fused epilogue, and odd
shapes that only check results."""

# (op, M, N, K): the square sizes and the LLM shapes of issue 13.
SHAPES = [("linear", 4096, 4096, 4096), ("linear", 8192, 8192, 8192),
          ("linear", 4096, 11008, 4096), ("linear", 16384, 4096, 4096),
          ("matmul", 4096, 4096, 4096)]
QUICK_SHAPES = [("linear", 4096, 4096, 4096), ("linear", 4096, 11008, 4096)]
DTYPES = ("f16", "bf16")
# Fused epilogue (bias + GELU, fp16): timed against torch eager/compile.
FUSED = [("linear", 4096, 11008, 4096, "f16", {"bias": True, "act": "gelu"})]
# Shapes that are no tile multiples: checked, timed only for the record.
ODD = [("linear", 1023, 4097, 1000, "bf16", {}), ("matmul", 777, 1000, 264, "f16", {}),
       ("batch_matmul", 515, 520, 136, "f16", {"batch": 6})]
# Policy candidates timed on one shape (oa only, checked): the measured
# defaults of Policy.cpp come from here.
TUNE_SHAPE = ("linear", 4096, 4096, 4096, "f16")
# prefetch = 1: ldmatrix of the next k16 step during the HMMAs of this one.
# Measured at 4096^3 f16 on the H200 (docs/results/gemm-h200-2026-12-04-night.md):
# with oa-llc none beats the default (0.37-0.39 ms; 8 warps 0.43-0.46), through
# ptxas the prefetched 8-warp tiles and bk 64 do (0.33 ms).
TUNE = [{"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 2, "stages": 3},
        {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 2, "stages": 3, "prefetch": 1},
        {"bm": 128, "bn": 128, "bk": 64, "warps_m": 2, "warps_n": 2, "stages": 2, "prefetch": 1},
        {"bm": 128, "bn": 256, "warps_m": 2, "warps_n": 4, "stages": 3, "prefetch": 1},
        {"bm": 256, "bn": 128, "warps_m": 4, "warps_n": 2, "stages": 3, "prefetch": 1},
        # sm_90's wgmma kernel: the default for linear there is wg-large,
        # 128x256 on two warpgroups and a TMA producer warp, 4 stages, a
        # CTA per tile; persistent 1: one CTA per SM walking the tiles; tma
        # 0: the same tile fed by cp.async from every warp.  128x128 with 3
        # stages fits two CTAs in an SM.
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "tma": 0},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "persistent": 1},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 3,
         "persistent": 1},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 3},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "group": 16},
        {"wgmma": 1, "bm": 128, "bn": 256, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 4,
         "group": 4},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 3},
        {"wgmma": 1, "bm": 128, "bn": 128, "bk": 64, "warps_m": 8, "warps_n": 1, "stages": 6},
        {"wgmma": 1, "bm": 256, "bn": 128, "bk": 64, "warps_m": 16, "warps_n": 1, "stages": 4}]
# Relative L2 error against float64 of the rounded inputs: FP32 accumulation
# over K terms, then the output's rounding.
RTOL = {"f16": 2e-3, "bf16": 1e-2, "f32": 1e-5}


def name(op, m, n, k, dt, extra=None):
    extra = extra or {}
    tag = "".join(["-bias" if extra.get("bias") else "",
                   f"-{extra['act']}" if extra.get("act") else "",
                   f"-b{extra['batch']}" if extra.get("batch") else ""])
    return f"{op}-{dt}-{m}x{n}x{k}{tag}"


def policy_tag(pol):
    return "-p" + "_".join(f"{k}{v}" for k, v in pol.items()).replace("warps_", "w")


def all_cases(quick=False, tune=None):
    """(name, op, (m, n, k), dtype, extra) for every case; extra may hold
    "policy" (a tuning candidate: oa only)."""
    out = []
    for dt in DTYPES:
        for op, m, n, k in (QUICK_SHAPES if quick else SHAPES):
            out.append((name(op, m, n, k, dt), op, (m, n, k), dt, {}))
    for op, m, n, k, dt, extra in FUSED + ([] if quick else ODD):
        out.append((name(op, m, n, k, dt, extra), op, (m, n, k), dt, extra))
    if tune or (tune is None and not quick):
        op, m, n, k, dt = TUNE_SHAPE
        for pol in TUNE:
            out.append((name(op, m, n, k, dt) + policy_tag(pol), op, (m, n, k), dt,
                        {"policy": pol}))
    return out
