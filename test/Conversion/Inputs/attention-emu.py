"""Tensor-core attention kernels of oa-lower-to-kernels (AttentionTC.cpp),
compiled by oa-llc and run in oa-emu (hazard checks on) against float64
references of the rounded inputs, at small shapes: f16 and bf16, head dims
64 and 128 (dynamic shared memory), causal and not, sequence tails along
queries and keys, Sq != Sk, the policies' block sizes, two m16 tiles per warp and Q read
from shared memory.  On sm_90 a case without a policy takes the default
wgmma kernel (TMA from thread 0, overlapped); the `wg-` cases are its
other forms (wgmma = 1; sm_90 only).  One line
`PASS|FAIL name sm rel-L2` per case.

    attention-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import math
import os
import random
import sys

from oa.commands import rowwise as rw

import emu_cases

RTOL = {"f16": 2e-3, "bf16": 1e-2}
# name: (batch*heads, sq, sk, d, dtype, causal, policy)
CASES = {
    "f16-2x128x128-d64": (2, 128, 128, 64, "f16", False, {}),
    "f16-2x80x80-d64-causal": (2, 80, 80, 64, "f16", True, {}),
    "bf16-2x80x80-d64": (2, 80, 80, 64, "bf16", False, {}),
    "bf16-2x128x128-d64-causal": (2, 128, 128, 64, "bf16", True, {}),
    "f16-1x48x112-d64-causal-q128k32": (1, 48, 112, 64, "f16", True,
                                         {"block_q": 128, "block_k": 32}),
    "bf16-1x100x72-d128-causal": (1, 100, 72, 128, "bf16", True, {}),
    # f16 at head dim 128, Q in registers.
    "f16-2x130x130-d128-causal": (2, 130, 130, 128, "f16", True, {}),
    # Two m16 tiles per warp (2 warps of 32 rows), Q in registers.
    "f16-2x80x80-d64-causal-w32": (2, 80, 80, 64, "f16", True, {"warp_rows": 32, "wgmma": 0}),
    # Two m16 tiles per warp, Q read from shared memory per key tile.
    "bf16-1x100x136-d128-w32-qsmem": (1, 100, 136, 128, "bf16", False,
                                      {"block_q": 128, "warp_rows": 32, "block_k": 32,
                                       "q_in_regs": 0, "wgmma": 0}),
    # wgmma: one warpgroup (64 query rows), 64-key tiles, tails both ways.
    "wg-f16-1x100x136-d128-q64k64": (1, 100, 136, 128, "f16", False,
                                     {"wgmma": 1, "block_q": 64, "block_k": 64}),
    # wgmma: two warpgroups, 32-key tiles (S is m64n32), causal.
    "wg-bf16-2x96x96-d64-causal-k32": (2, 96, 96, 64, "bf16", True, {"wgmma": 1, "block_k": 32}),
    # wgmma, S of tile j issued before P V of tile j-1: one key tile, tails,
    # causal (the masked loop only, and both loops).
    "wg-f16-1x40x40-d64-overlap": (1, 40, 40, 64, "f16", False, {"wgmma": 1, "tma": 1, "overlap": 1}),
    "wg-bf16-2x200x330-d128-causal-overlap-k64": (2, 200, 330, 128, "bf16", True,
                                                  {"wgmma": 1, "tma": 1, "overlap": 1, "block_k": 64}),
    "wg-f16-1x300x300-d64-overlap-q64k64": (1, 300, 300, 64, "f16", False,
                                            {"wgmma": 1, "tma": 1, "overlap": 1, "block_q": 64,
                                             "block_k": 64}),
    # wgmma with TMA and no TMA warp (thread 0 loads between its MMAs),
    # 128-key tiles, with and without overlap.
    "wg-bf16-2x150x300-d128-causal-tw0": (2, 150, 300, 128, "bf16", True,
                                          {"wgmma": 1, "tma": 1, "tma_warp": 0, "block_k": 128}),
    "wg-f16-1x200x520-d64-tw0-overlap": (1, 200, 520, 64, "f16", False,
                                         {"wgmma": 1, "tma": 1, "tma_warp": 0, "block_k": 128,
                                          "overlap": 1}),
    # wgmma's defaults (128 x 128, thread 0's TMA loads, overlap), and the
    # TMA warp (64-key tiles), causal and not, both dtypes.
    "wg-f16-2x130x260-d128-causal": (2, 130, 260, 128, "f16", True, {"wgmma": 1}),
    "wg-bf16-1x200x200-d64": (1, 200, 200, 64, "bf16", False, {"wgmma": 1}),
    "wg-f16-2x130x200-d128-tma": (2, 130, 200, 128, "f16", False, {"wgmma": 1, "tma": 1}),
    "wg-bf16-1x144x144-d64-causal-tma": (1, 144, 144, 64, "bf16", True, {"wgmma": 1, "tma": 1}),
}
SCALE = 0.3


def model_mlir(bh, sq, sk, d, dt, causal, policy):
    ty = lambda s: f"tensor<{bh}x{s}x{d}x{dt}>"  # noqa: E731
    pol = ", ".join(f"{k} = {v}" for k, v in policy.items())
    return (f'func.func @attn(%q: {ty(sq)} {{oa.name = "q"}}, %k: {ty(sk)} {{oa.name = "k"}}, '
            f'%v: {ty(sk)} {{oa.name = "v"}}) -> ({ty(sq)} {{oa.name = "y"}}) {{\n'
            f"  %0 = oa.attention %q, %k, %v {{causal = {str(causal).lower()}, "
            f"scale = {SCALE} : f32, oa.policy = {{{pol}}}}} : ({ty(sq)}, {ty(sk)}, {ty(sk)}) "
            f"-> {ty(sq)}\n  return %0 : {ty(sq)}\n}}\n")


def reference(bh, sq, sk, d, causal, q, k, v):
    out = []
    for b in range(bh):
        for i in range(sq):
            qi = q[(b * sq + i) * d:(b * sq + i + 1) * d]
            end = min(i + 1, sk) if causal else sk
            sc = []
            for j in range(end):
                kj = k[(b * sk + j) * d:(b * sk + j + 1) * d]
                sc.append(SCALE * sum(x * y for x, y in zip(qi, kj)))
            m = max(sc)
            w = [math.exp(x - m) for x in sc]
            tot = sum(w)
            row = [0.0] * d
            for j, wj in enumerate(w):
                base = (b * sk + j) * d
                for e in range(d):
                    row[e] += wj * v[base + e]
            out.extend(x / tot for x in row)
    return out


def run(name, case, sm, out):
    bh, sq, sk, d, dt, causal, policy = case
    path = os.path.join(out, f"{name}-sm{sm}")
    rw.compile_model(model_mlir(bh, sq, sk, d, dt, causal, policy), path, sm, rtol=RTOL[dt])
    rng = random.Random(len(name))
    vals = {}
    for nm, rows, span in (("q", sq, 2.0), ("k", sk, 1.0), ("v", sk, 1.0)):
        raw, vals[nm] = rw.encode([rng.uniform(-span, span) for _ in range(bh * rows * d)], dt)
        with open(os.path.join(path, f"{nm}.bin"), "wb") as f:
            f.write(raw)
    expect = reference(bh, sq, sk, d, causal, vals["q"], vals["k"], vals["v"])
    return emu_cases.emulate(path, [os.path.join(path, "launch.json")], dt, expect, RTOL[dt])



if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run, skip=lambda name, sm: name.startswith("wg-") and sm != 90))
