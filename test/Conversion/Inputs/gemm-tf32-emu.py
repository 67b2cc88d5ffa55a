"""TF32 tensor-core GEMM kernels (f32 operands, module attribute
oa.fp32_matmul = "tf32") of oa-lower-to-kernels, compiled by oa-llc and run
in oa-emu (hazard checks on).  Plain products are compared bit for bit with
a host emulation of what the kernel computes: each element truncated to
TF32 (the top 19 bits: HMMA ignores the low 13 mantissa bits), and the FP32
accumulator advanced one k8 HMMA at a time (C + the 8 exact products,
summed in double in k order as oa-emu does, rounded once to f32); K past
its end is zero-filled, which adds exact zeros.  Every case is also
compared with the float64 product of the unrounded inputs (what torch's
FP32 matmul approximates) within a TF32 tolerance, and must be further
from it than FP32 would be (the kernel truly used TF32).  Fused epilogues
are checked against the emulation plus the epilogue in float64.  One line
`PASS|FAIL name sm what` per case.

    gemm-tf32-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import array
import os
import sys

from oa.commands import gemm as gm
from oa.commands import rowwise as rw

import emu_cases

# TF32 keeps 10 mantissa bits (truncated: up to 2^-10 relative per
# element); random-signed products of K terms leave a relative L2 error
# near 2^-11 against the exact product.
TF32_RTOL = 3e-3
LARGE = {"bm": 128, "bn": 128, "warps_m": 2, "warps_n": 4, "stages": 3}
# name: (op, m, n, k, options); options: batch, bias, act, residual,
# policy (an oa.policy on the op), exact (compare bit for bit).
CASES = {
    # The default policy (64 x 64 tiles, bk = 16 floats): ragged M, N, K.
    "linear-100x72x36": ("linear", 100, 72, 36, {"exact": True}),
    # [K, N] B (LDS.32 fragments), edges along all three.
    "matmul-70x68x44": ("matmul", 70, 68, 44, {"exact": True}),
    "bmm-3x33x64x24": ("batch_matmul", 33, 64, 24, {"batch": 3, "exact": True}),
    # 128 x 128 tiles, 8 warps, 3 stages wrapping over 6 slices.
    "linear-256x136x96-large": ("linear", 256, 136, 96, {"policy": LARGE, "exact": True}),
    # bk = 32 floats (128-byte rows, the other swizzle), [K, N].
    "matmul-64x128x72-bk32": ("matmul", 64, 128, 72,
                              {"policy": {"bm": 64, "bn": 64, "bk": 32, "warps_m": 1,
                                          "warps_n": 2, "stages": 2}, "exact": True}),
    # Fragments prefetched across steps and slices, [K, N] and [N, K].
    "matmul-100x72x200-pf": ("matmul", 100, 72, 200,
                             {"policy": {"bm": 64, "bn": 64, "warps_m": 1, "warps_n": 2,
                                         "stages": 3, "prefetch": 1}, "exact": True}),
    "linear-130x128x96-pf": ("linear", 130, 128, 96,
                             {"policy": dict(LARGE, warps_n=2, prefetch=1), "exact": True}),
    # 4 stages of 128 x 128 x 16 floats: 64 KiB, dynamic shared memory.
    "linear-136x256x160-dyn": ("linear", 136, 256, 160,
                               {"policy": dict(LARGE, stages=4), "exact": True}),
    # Fused bias, activation and residual.
    "linear-100x76x40-bias-gelu-res": ("linear", 100, 76, 40,
                                       {"bias": True, "act": "gelu", "residual": True}),
}


def model_text(op, m, n, k, o):
    # gemm.py writes an oa.policy only for 16-bit operands: write the f16
    # function, then make its tensors f32.
    text = gm.model_mlir(op, m, n, k, "f16", "f16", o.get("batch", 1), o.get("bias", False),
                         o.get("act", "none"), o.get("residual", False), o.get("policy"))
    text = text.replace("xf16>", "xf32>")
    if "policy" not in o:
        text = text.replace(" {oa.policy = {}}", "")
    return 'module attributes {oa.fp32_matmul = "tf32"} {\n' + text + "}\n"


def tf32(vals):
    """float32 values truncated to TF32 (the top 19 bits)."""
    bits = array.array("I", array.array("f", vals).tobytes())
    return array.array("f", array.array("I", [x & 0xFFFFE000 for x in bits]).tobytes()).tolist()


def f32(v):
    return array.array("f", [v])[0]


def emulate_tf32(op, m, n, k, x, w, batch):
    """The product as the HMMA.1688.F32.TF32 chain computes it (flat list):
    per k8 step, the f32 accumulator plus 8 exact products summed in double
    in k order, rounded to f32."""
    x, w = tf32(x), tf32(w)
    out = []
    for z in range(batch if op == "batch_matmul" else 1):
        for i in range(m):
            arow = x[(z * m + i) * k:(z * m + i + 1) * k]
            for j in range(n):
                col = w[j * k:(j + 1) * k] if op == "linear" else w[z * k * n + j::n][:k]
                acc = 0.0
                for k0 in range(0, k, 8):
                    s = acc
                    for q in range(k0, min(k0 + 8, k)):
                        s += arow[q] * col[q]
                    acc = f32(s)
                out.append(acc)
    return out


def run(name, case, sm, out):
    op, m, n, k, o = case
    d = os.path.join(out, f"{name}-sm{sm}")
    batch = o.get("batch", 1)
    rw.compile_model(model_text(op, m, n, k, o), d, sm)
    lowered = open(os.path.join(d, "lowered.mlir")).read()
    if 'oa.fp32_matmul = "tf32"' not in lowered:
        return False, "the kernel is not the TF32 tensor-core GEMM"
    vals = gm.make_inputs(op, m, n, k, "f32", d, "f32", batch, o.get("bias", False),
                          o.get("residual", False), seed=len(name))
    exact = gm.reference(op, m, n, k, vals, batch, o.get("act", "none"))
    emu = emulate_tf32(op, m, n, k, vals["x"], vals["w"], batch)
    launch = os.path.join(d, "launch.json")
    if o.get("exact"):
        ok, what = emu_cases.emulate(d, [launch], "f32", emu, 0.0)
        if not ok:
            return False, f"differs from the host TF32 emulation (rel L2 {what})"
    else:
        # The epilogue in float64 over the emulated product.
        act = gm._act(o.get("act", "none"))
        b, r = vals.get("b"), vals.get("r")
        ref = [act(v + (b[i % n] if b else 0.0)) + (r[i] if r else 0.0) for i, v in enumerate(emu)]
        ok, what = emu_cases.emulate(d, [launch], "f32", ref, 1e-6)
        if not ok:
            return False, f"rel L2 {what} from the host TF32 emulation + epilogue"
    got = rw.decode(open(os.path.join(d, "y.bin"), "rb").read(), "f32")
    err = rw.rel_l2(got, exact)
    # FP32 would be ~1e-7 from the float64 product; TF32 is ~1e-4.
    ok = 1e-5 < err <= TF32_RTOL
    return ok, f"{'exact' if o.get('exact') else 'epilogue'} ok; rel L2 {err:.3g} from FP64"


if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run))
