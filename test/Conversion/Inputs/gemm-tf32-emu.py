"""TF32 tensor-core GEMM kernels (f32 operands, module attribute
oa.fp32_matmul = "tf32") of oa-lower-to-kernels, compiled by oa-llc and run
in oa-emu (hazard checks on).  Plain products are compared bit for bit with
a host emulation of what the kernel computes: each element rounded to TF32
to nearest, ties away from zero (cvt.rna.tf32.f32, as cuBLAS and CUTLASS
round; HMMA itself would just drop the low 13 mantissa bits), and the FP32
accumulator advanced one k8 HMMA at a time (C + the 8 exact products,
summed in double in k order as oa-emu does, rounded once to f32); K past
its end is zero-filled, which adds exact zeros.  Every case is also
compared with the float64 product of the unrounded inputs (what torch's
FP32 matmul approximates) within a TF32 tolerance, and must be further
from it than FP32 would be (the kernel truly used TF32); and the product
must not shrink: truncated operands make every product ~2^-11 smaller
(the result ~7e-4 of its size, a bias training accumulates), rounded ones
leave it unbiased (|shrink| ~1e-5 at these sizes).  Fused epilogues are
checked against the emulation plus the epilogue in float64.  A case with
NaN, inf and the largest finite float in A checks that they pass through
(+-NaN stays NaN, +-inf gives +-inf; 0x7f7fffff rounds to inf, as
cvt.rna rounds it).  One line `PASS|FAIL name sm what` per case.

    gemm-tf32-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import array
import os
import sys

from oa.commands import gemm as gm
from oa.commands import rowwise as rw

import emu_cases

# TF32 keeps 10 mantissa bits (rounded: up to 2^-11 relative per
# element); random-signed products of K terms leave a relative L2 error
# near 2^-12 against the exact product.
TF32_RTOL = 3e-3
# How much smaller than the float64 product the result may be, as a
# fraction of it (least squares over all elements): truncated operands
# give ~7e-4, rounded ones ~1e-5.
SHRINK_TOL = 1e-4
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
    # NaN, inf and 0x7f7fffff in A (rows 0, 1, 2), [N, K] and [K, N] B.
    "linear-40x64x24-special": ("linear", 40, 64, 24, {"exact": True, "special": True}),
    "matmul-40x64x24-special": ("matmul", 40, 64, 24, {"exact": True, "special": True}),
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


def rna(x):
    """cvt.rna.tf32.f32 on f32 bits: half a TF32 unit added to finite values
    (a carry into the kept bits when the dropped ones are at least half of
    one), the low 13 bits cleared; inf and NaN as they are."""
    return (x if (x & 0x7F800000) == 0x7F800000 else x + 0x1000) & 0xFFFFE000


def tf32(vals):
    """float32 values rounded to TF32 as the kernel rounds them (rna)."""
    bits = array.array("I", array.array("f", vals).tobytes())
    return array.array("f", array.array("I", [rna(x) for x in bits]).tobytes()).tolist()


# k = 0 of rows 0-4 of A: a NaN (the GPU's 0x7fffffff, which half a TF32
# unit added would wrap to -0), +inf, the largest finite float (rounds to
# inf), the NaN's negation (would wrap to +0), -inf; and which rows of C
# they make: NaN or +-inf.
SPECIAL = (0x7FFFFFFF, 0x7F800000, 0x7F7FFFFF, 0xFFFFFFFF, 0xFF800000)
SPECIAL_ROWS = ("nan", "inf", "inf", "nan", "inf")


def set_special(vals, k, d):
    """Puts SPECIAL into A (vals["x"] and d/x.bin)."""
    bits = array.array("I", array.array("f", vals["x"]).tobytes())
    for row, b in enumerate(SPECIAL):
        bits[row * k] = b
    raw = bits.tobytes()
    with open(os.path.join(d, "x.bin"), "wb") as f:
        f.write(raw)
    vals["x"] = array.array("f", raw).tolist()


def same(got, want):
    """Bit for bit, except that any NaN matches any NaN: (ok, what)."""
    for i, (g, w) in enumerate(zip(got, want)):
        if not (g == w or (g != g and w != w)):
            return False, f"element {i}: {g!r}, expected {w!r}"
    return len(got) == len(want), f"{len(got)} elements"


def shrink(got, exact):
    """1 - (got . exact) / (exact . exact): how much smaller than the
    float64 product the result is, as a fraction of it."""
    return 1.0 - sum(g * e for g, e in zip(got, exact)) / sum(e * e for e in exact)


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
    if o.get("special"):
        set_special(vals, k, d)
    emu = emulate_tf32(op, m, n, k, vals["x"], vals["w"], batch)
    launch = os.path.join(d, "launch.json")
    if o.get("special"):
        emu_cases.emulate(d, [launch], "f32", emu, float("inf"))
        got = rw.decode(open(os.path.join(d, "y.bin"), "rb").read(), "f32")
        ok, what = same(got, emu)
        kinds = [all((v != v) if want == "nan" else abs(v) == float("inf")
                     for v in got[r * n:(r + 1) * n]) for r, want in enumerate(SPECIAL_ROWS)]
        if not ok:
            return False, f"differs from the host TF32 emulation: {what}"
        if not all(kinds):
            return False, f"rows 0-4 are not {'/'.join(SPECIAL_ROWS)}: {kinds}"
        return True, "+-NaN, +-inf, 0x7f7fffff -> inf as cvt.rna; the rest exact"
    exact = gm.reference(op, m, n, k, vals, batch, o.get("act", "none"))
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
    if not 1e-5 < err <= TF32_RTOL:
        return False, f"rel L2 {err:.3g} from FP64 (FP32 or worse than TF32)"
    sh = shrink(got, exact)
    if abs(sh) > SHRINK_TOL:
        return False, f"biased: {sh:.3g} smaller than the FP64 product (rel L2 {err:.3g})"
    return True, (f"{'exact' if o.get('exact') else 'epilogue'} ok; rel L2 {err:.3g}, "
                  f"shrink {sh:.2g} from FP64")


if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run))
