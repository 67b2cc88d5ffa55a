"""Tensor-core GEMM kernels of oa-lower-to-kernels, compiled by oa-llc and
run in oa-emu (hazard checks on) against float64 references of the rounded
inputs, at small shapes: edges along M, N and K, odd N, [K, N] operands
(ldmatrix.trans), bf16, batches, fused bias/activation/residual, and
pipelines that wrap around their stages.  One line `PASS|FAIL name sm
rel-L2` per case.

    gemm-emu.py OUT [--sm 80,90] [--only SUBSTRING]
    gemm-emu.py --wgmma OUT --sm 90 [--only SUBSTRING]   (sm_90's wgmma kernel)
"""
import os
import sys

from oa.commands import gemm as gm
from oa.commands import rowwise as rw

import emu_cases

LARGE = {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 4, "stages": 3}
# name: (op, m, n, k, dtype, out dtype, options)
CASES = {
    "linear-f16-f32-256x128x96-large": ("linear", 256, 128, 96, "f16", "f32", {"policy": LARGE}),
    "matmul-f16-100x72x40": ("matmul", 100, 72, 40, "f16", "f16", {}),
    "linear-bf16-130x136x48-bias-relu-res": ("linear", 130, 136, 48, "bf16", "bf16",
                                             {"bias": True, "act": "relu", "residual": True,
                                              "policy": LARGE}),
    "linear-f16-100x75x40-bias-gelu-res": ("linear", 100, 75, 40, "f16", "f16",
                                           {"bias": True, "act": "gelu", "residual": True}),
    "bmm-bf16-f32-3x33x64x24": ("batch_matmul", 33, 64, 24, "bf16", "f32", {"batch": 3}),
    "matmul-f16-192x128x160-medium": ("matmul", 192, 128, 160, "f16", "f16",
                                      {"policy": {"bm": 128, "bn": 64, "warps_m": 2,
                                                  "warps_n": 2, "stages": 4}}),
    "linear-f16-70x64x200-bk64": ("linear", 70, 64, 200, "f16", "f32",
                                  {"policy": {"bm": 64, "bn": 64, "bk": 64, "warps_m": 1,
                                              "warps_n": 2, "stages": 2}}),
    # 64 KiB of pipeline: dynamic shared memory (opted in above 48 KiB).
    "linear-f16-136x256x160-dyn": ("linear", 136, 256, 160, "f16", "f16",
                                   {"policy": dict(LARGE, stages=4)}),
    # Fragments prefetched across k16 steps and slices: a main loop with
    # copies and a tail without (3 slices, 3 stages), [K, N] with tails, two
    # stages of bk = 64, and K shorter than one slice (the tail loop only).
    "linear-f16-f32-130x128x96-pf": ("linear", 130, 128, 96, "f16", "f32",
                                     {"policy": dict(LARGE, warps_n=2, prefetch=1)}),
    "matmul-bf16-100x72x200-pf-bk64": ("matmul", 100, 72, 200, "bf16", "bf16",
                                       {"policy": {"bm": 64, "bn": 64, "bk": 64, "warps_m": 1,
                                                   "warps_n": 2, "stages": 2, "prefetch": 1}}),
    "linear-f16-64x64x24-pf": ("linear", 64, 64, 24, "f16", "f16",
                               {"policy": {"bm": 64, "bn": 64, "warps_m": 1, "warps_n": 2,
                                           "stages": 4, "prefetch": 1}}),
}

# sm_90's wgmma kernel with given tiles (linear's other cases above take it
# by default on sm_90): slices that wrap around the stages, tails along M, N
# and K, bf16 with a fused epilogue, bn 64 (one warpgroup, one N range) and
# 256 (two N ranges of 128 per k16 step).
WG = {"wgmma": 1, "bk": 64, "warps_n": 1}
WG_CASES = {
    "linear-f16-f32-256x512x320-wg-large": ("linear", 256, 512, 320, "f16", "f32",
                                            {"policy": dict(WG, bm=128, bn=256, warps_m=8,
                                                            stages=4)}),
    "linear-bf16-200x200x200-wg-medium-bias-gelu": ("linear", 200, 200, 200, "bf16", "bf16",
                                                    {"bias": True, "act": "gelu",
                                                     "policy": dict(WG, bm=128, bn=128,
                                                                    warps_m=8, stages=3)}),
    "linear-f16-64x64x448-wg-bn64-res": ("linear", 64, 64, 448, "f16", "f16",
                                         {"residual": True,
                                          "policy": dict(WG, bm=64, bn=64, warps_m=4,
                                                         stages=3)}),
    "linear-f16-f32-72x136x1024-wg-default": ("linear", 72, 136, 1024, "f16", "f32", {}),
    # Stages refilled after a second barrier (3 of 3 slices in flight), K
    # shorter than the stages, and a K tail.
    "linear-f16-f32-130x256x600-wg-pf": ("linear", 130, 256, 600, "f16", "f32",
                                         {"policy": dict(WG, bm=128, bn=256, warps_m=8,
                                                         stages=4, prefetch=1)}),
    "linear-bf16-64x128x72-wg-pf-short": ("linear", 64, 128, 72, "bf16", "f32",
                                          {"policy": dict(WG, bm=64, bn=128, warps_m=4,
                                                          stages=4, prefetch=1)}),
    # B [K, N] in wgmma's MN-major layout (read transposed): two N ranges of
    # 128 in 64-column blocks, tails along N and K, and batches.
    "matmul-f16-f32-200x512x328-wg-large": ("matmul", 200, 512, 328, "f16", "f32",
                                            {"policy": dict(WG, bm=128, bn=256, warps_m=8,
                                                            stages=4)}),
    "bmm-bf16-2x130x200x136-wg-medium": ("batch_matmul", 130, 200, 136, "bf16", "bf16",
                                         {"batch": 2,
                                          "policy": dict(WG, bm=128, bn=128, warps_m=8,
                                                         stages=3, tma=1)}),
    # The persistent TMA kernel: with the GPU said to have one or two SMs,
    # each CTA walks several tiles (across batches too: rank-3 maps), the
    # stages' phases running on from tile to tile, C stored from the
    # fragments (with a fused chain and tails); N = 520 leaves a 64-column
    # box of B wholly past N in the last tile column.
    "linear-f16-f32-256x512x320-wg-sms1": ("linear", 256, 512, 320, "f16", "f32",
                                           {"sms": 1,
                                            "policy": dict(WG, bm=128, bn=256, warps_m=8,
                                                           stages=4, persistent=1)}),
    "bmm-bf16-3x130x520x136-wg-medium-sms2": ("batch_matmul", 130, 520, 136, "bf16", "bf16",
                                              {"batch": 3, "sms": 2,
                                               "policy": dict(WG, bm=128, bn=128, warps_m=8,
                                                              stages=3, tma=1, persistent=1)}),
    "linear-bf16-200x200x200-wg-persistent-bias-gelu": ("linear", 200, 200, 200, "bf16", "bf16",
                                                        {"bias": True, "act": "gelu", "sms": 1,
                                                         "policy": dict(WG, bm=128, bn=128,
                                                                        warps_m=8, stages=4,
                                                                        persistent=1)}),
    # The cp.async-fed kernel (tma = 0; batched GEMMs take it by default).
    "linear-f16-f32-130x256x600-wg-cpasync-pf": ("linear", 130, 256, 600, "f16", "f32",
                                                 {"policy": dict(WG, bm=128, bn=256, warps_m=8,
                                                                 stages=4, prefetch=1, tma=0)}),
    "matmul-bf16-200x520x200-wg-cpasync": ("matmul", 200, 520, 200, "bf16", "bf16",
                                           {"policy": dict(WG, bm=128, bn=128, warps_m=8,
                                                           stages=3, tma=0)}),
}


def run(name, case, sm, out):
    op, m, n, k, dt, odt, o = case
    d = os.path.join(out, f"{name}-sm{sm}")
    batch = o.get("batch", 1)
    text = gm.model_mlir(op, m, n, k, dt, odt, batch, o.get("bias", False), o.get("act", "none"),
                         o.get("residual", False), o.get("policy"))
    rw.compile_model(text, d, sm, sms=o.get("sms"), rtol=gm.RTOL[odt])
    vals = gm.make_inputs(op, m, n, k, dt, d, odt, batch, o.get("bias", False),
                          o.get("residual", False), seed=len(name))
    expect = gm.reference(op, m, n, k, vals, batch, o.get("act", "none"))
    return emu_cases.emulate(d, [os.path.join(d, "launch.json")], odt, expect, gm.RTOL[odt])



if __name__ == "__main__":
    if "--wgmma" in sys.argv:
        sys.argv.remove("--wgmma")
        sys.exit(emu_cases.main(WG_CASES, run))
    sys.exit(emu_cases.main(CASES, run))
