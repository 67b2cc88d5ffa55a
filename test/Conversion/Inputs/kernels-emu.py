"""Row-wise and elementwise kernels of oa-lower-to-kernels, compiled by oa-llc
and run in oa-emu (hazard checks on) against float64 references, at small
shapes with tails: one line `PASS|FAIL name sm rel-L2` per case.

    kernels-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import math
import os
import random
import sys

from oa.commands import rowwise as rw

import emu_cases

GELU = lambda v: 0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0)))  # noqa: E731


def elementwise(name, n, dtype, body, inputs, ref, **kw):
    t = f"tensor<{n}x{dtype}>"
    params = ", ".join(f'%{a}: {t} {{oa.name = "{a}"}}' for a in inputs)
    lines = [f"  {ln.replace('T', t)}" for ln in body]
    text = (f"func.func @{name}({params}) -> ({t} {{oa.name = \"y\"}}) {{\n"
            + "\n".join(lines) + f"\n  return %r : {t}\n}}\n")
    return text, {a: n for a in inputs}, dtype, ref, kw


def rows_case(op, rows, width, dtype, policy=None):
    return rw.model_mlir(op, rows, width, dtype, policy), None, dtype, (op, rows, width), {}


def reduction(op, rows, width, dtype):
    t, r = f"tensor<{rows}x{width}x{dtype}>", f"tensor<{rows}x{dtype}>"
    text = (f'func.func @{op}(%x: {t} {{oa.name = "x"}}) -> ({r} {{oa.name = "y"}}) {{\n'
            f"  %r = oa.{op} %x {{axis = -1 : i64}} : ({t}) -> {r}\n  return %r : {r}\n}}\n")
    fold = {"reduce_sum": math.fsum, "reduce_mean": lambda v: math.fsum(v) / len(v),
            "reduce_max": max}[op]
    return text, {"x": rows * width}, dtype, ("rows", fold, width), {}


def transpose(shape, perm, dtype):
    """oa.transpose of a random tensor: the copy kernel (vectors of up to 16
    bytes when the innermost dimension stays innermost)."""
    osh = [shape[p] for p in perm]
    it = f"tensor<{'x'.join(map(str, shape))}x{dtype}>"
    ot = f"tensor<{'x'.join(map(str, osh))}x{dtype}>"
    text = (f'func.func @transpose(%x: {it} {{oa.name = "x"}}) -> ({ot} {{oa.name = "y"}}) {{\n'
            f"  %r = oa.transpose %x {{permutation = array<i64: {', '.join(map(str, perm))}>}} : "
            f"({it}) -> {ot}\n  return %r : {ot}\n}}\n")
    n = math.prod(shape)

    def ref(v):
        x, out = v["x"], []
        for o in range(n):
            rest, idx = o, [0] * len(shape)
            for d in range(len(osh) - 1, -1, -1):
                idx[perm[d]] = rest % osh[d]
                rest //= osh[d]
            flat = 0
            for d, size in enumerate(shape):
                flat = flat * size + idx[d]
            out.append(x[flat])
        return out
    return text, {"x": n}, dtype, ref, {}


def mse(n, dtype):
    t = f"tensor<{n}x{dtype}>"
    text = (f'func.func @mse(%x: {t} {{oa.name = "x"}}, %t: {t} {{oa.name = "t"}}) -> '
            f'(tensor<f32> {{oa.name = "y"}}) {{\n'
            f"  %r = oa.mse_loss %x, %t : ({t}, {t}) -> tensor<f32>\n  return %r : tensor<f32>\n}}\n")
    ref = lambda v: [math.fsum((a - b) ** 2 for a, b in zip(v["x"], v["t"])) / n]  # noqa: E731
    return text, {"x": n, "t": n}, dtype, ref, {"out_dtype": "f32"}


CASES = {
    "softmax-37x1000-f32": rows_case("softmax", 37, 1000, "f32"),
    "softmax-9x100-bf16": rows_case("softmax", 9, 100, "bf16"),
    "layernorm-5x4096-f16": rows_case("layernorm", 5, 4096, "f16"),
    "layernorm-3x1001-f32": rows_case("layernorm", 3, 1001, "f32"),
    "rmsnorm-37x64-f32": rows_case("rmsnorm", 37, 64, "f32"),
    "rmsnorm-streamed-3x1000-f16": rows_case("rmsnorm", 3, 1000, "f16",
                                             {"threads_per_row": 32, "slots": 2}),
    "softmax-streamed-5x3000-bf16": rows_case("softmax", 5, 3000, "bf16",
                                              {"threads_per_row": 64, "slots": 2}),
    "softmax-streamed-3x1000-f32": rows_case("softmax", 3, 1000, "f32",
                                             {"threads_per_row": 32, "slots": 2}),
    # Prefetch: a capped grid looping over rows (last trips clamp the
    # prefetched row; the warp variant has a last CTA part past the rows).
    "softmax-prefetch-37x1000-f32": rows_case("softmax", 37, 1000, "f32",
                                              {"threads_per_row": 64, "slots": 4, "prefetch": 1,
                                               "max_ctas": 5}),
    "layernorm-prefetch-9x100-bf16": rows_case("layernorm", 9, 100, "bf16",
                                               {"threads_per_row": 16, "rows_per_cta": 2,
                                                "slots": 2, "prefetch": 1, "max_ctas": 2}),
    "rmsnorm-prefetch-6x4096-f16": rows_case("rmsnorm", 6, 4096, "f16",
                                             {"threads_per_row": 256, "slots": 2, "prefetch": 1,
                                              "max_ctas": 4}),
    # ctas_per_sm caps the registers (32 here): the row spills to local memory.
    "layernorm-capped-5x4096-f16": rows_case("layernorm", 5, 4096, "f16",
                                             {"threads_per_row": 128, "slots": 4,
                                              "ctas_per_sm": 16}),
    "layernorm-preload-5x4096-f16": rows_case("layernorm", 5, 4096, "f16", {"preload": 1}),
    "rmsnorm-preload-37x64-f32": rows_case("rmsnorm", 37, 64, "f32", {"preload": 1}),
    "reduce_max-7x300-f32": reduction("reduce_max", 7, 300, "f32"),
    "reduce_mean-5x777-f16": reduction("reduce_mean", 5, 777, "f16"),
    "mse-5000-f32": mse(5000, "f32"),
    "add-4099-f32": elementwise("add", 4099, "f32", ["%r = oa.add %a, %b : (T, T) -> T"],
                                ["a", "b"], lambda v: [a + b for a, b in zip(v["a"], v["b"])]),
    "bias_gelu-70001-bf16": elementwise(
        "bias_gelu", 70001, "bf16",
        ["%s = oa.add %a, %b : (T, T) -> T", "%r = oa.gelu %s : (T) -> T"], ["a", "b"],
        lambda v: [GELU(a + b) for a, b in zip(v["a"], v["b"])]),
    # Grid capped (1 SM): whole sweeps, a masked partial sweep, a scalar tail.
    "add-sweeps-100003-f32": elementwise("add", 100003, "f32", ["%r = oa.add %a, %b : (T, T) -> T"],
                                         ["a", "b"],
                                         lambda v: [a + b for a, b in zip(v["a"], v["b"])], sms=1),
    # Registers capped at 32 (ctas_per_sm 8 of 256): the chain spills.
    "bias_gelu-capped-70001-f16": elementwise(
        "bias_gelu", 70001, "f16",
        ["%s = oa.add %a, %b {oa.policy = {unroll = 4, ctas_per_sm = 8, max_ctas = 16}} : (T, T) -> T",
         "%r = oa.gelu %s : (T) -> T"], ["a", "b"],
        lambda v: [GELU(a + b) for a, b in zip(v["a"], v["b"])]),
    "chain-1003-f16": elementwise(
        "chain", 1003, "f16",
        ["%s = oa.sub %a, %b : (T, T) -> T", "%m = oa.relu %s : (T) -> T",
         "%r = oa.mul %m, %a : (T, T) -> T"], ["a", "b"],
        lambda v: [max(a - b, 0.0) * a for a, b in zip(v["a"], v["b"])]),
    # Transposes: attention's head split [b, s, 3, h, dh] -> [3, b, h, s, dh]
    # and merge (8 halves a thread), an odd inner size (one element), and
    # an innermost dimension that moves.
    "transpose-headsplit-2x5x3x2x16-f16": transpose([2, 5, 3, 2, 16], [2, 0, 3, 1, 4], "f16"),
    "transpose-merge-2x3x7x12-bf16": transpose([2, 3, 7, 12], [0, 2, 1, 3], "bf16"),
    "transpose-odd-3x5x7-f32": transpose([3, 5, 7], [1, 0, 2], "f32"),
    "transpose-inner-9x10-f32": transpose([9, 10], [1, 0], "f32"),
    # The same kernels with 64-bit index arithmetic (what tensors of 2^31
    # elements get), forced at a small shape so it runs here.
    "i64-softmax-37x1000-f16": rows_case("softmax", 37, 1000, "f16") [:4] + ({"index_bits": 64},),
    "i64-gelu-4099-f32": elementwise("gelu", 4099, "f32", ["%r = oa.gelu %a : (T) -> T"], ["a"],
                                     lambda v: [GELU(a) for a in v["a"]], index_bits=64),
}


def run(name, case, sm, out):
    text, sizes, dtype, ref, kw = case
    d = os.path.join(out, f"{name}-sm{sm}")
    rtol = rw.RTOL[dtype]
    out_dtype = kw.get("out_dtype", dtype)
    rw.compile_model(text, d, sm, sms=kw.get("sms"), index_bits=kw.get("index_bits"), rtol=rtol)
    rng = random.Random(name)
    if sizes is None:  # a row-wise op of oa rowwise
        op, rows, width = ref
        vals = rw.make_inputs(op, rows, width, dtype, d, seed=1)
        expect = rw.reference(op, rows, width, vals)
    else:
        vals = {}
        for a, n in sizes.items():
            raw, vals[a] = rw.encode([rng.uniform(-3.0, 3.0) for _ in range(n)], dtype)
            with open(os.path.join(d, f"{a}.bin"), "wb") as f:
                f.write(raw)
        if isinstance(ref, tuple):  # per-row fold
            _, fold, width = ref
            x = vals["x"]
            expect = [fold(x[i:i + width]) for i in range(0, len(x), width)]
        else:
            expect = ref(vals)
    rtol = rw.RTOL[out_dtype] if out_dtype != dtype else rtol
    return emu_cases.emulate(d, [os.path.join(d, "launch.json")], out_dtype, expect, rtol)



if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run))
