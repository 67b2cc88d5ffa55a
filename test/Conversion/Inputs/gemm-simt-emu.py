"""CUDA-core (FP32) GEMM kernels of oa-lower-to-kernels (GemmSimt.cpp),
compiled by oa-llc and run in oa-emu (hazard checks on) against float64
references, at odd shapes for each tile (oa.simt_tile 8, 4, 2, 1) and the
one the lowering picks: tails along M, N and K, K and N that are not
multiples of 4 (element loads), [K, N] operands, batches, fused bias,
activation and residual, f16 operands the tensor-core kernel does not take
(K % 8 != 0), several slices with both buffers reused, split-K (partials
in a workspace, then a second kernel sums them and applies the epilogue),
also for a small C over a long K with f16 or TF32-allowed f32 operands
(which the tensor-core kernel, without split-K, leaves to this one).
One line
`PASS|FAIL name sm rel-L2` per case.

    gemm-simt-emu.py OUT [--sm 80,90] [--only SUBSTRING]
"""
import json
import os
import re
import sys

from oa.commands import gemm as gm
from oa.commands import rowwise as rw

import emu_cases

# name: (op, m, n, k, dtype, out dtype, options)
CASES = {
    "linear-t8-130x136x44-bias-gelu-res": ("linear", 130, 136, 44, "f32", "f32",
                                           {"tile": 8, "bias": True, "act": "gelu",
                                            "residual": True}),
    "matmul-t8-129x131x27": ("matmul", 129, 131, 27, "f32", "f32", {"tile": 8}),
    "bmm-t8-2x70x132x20": ("batch_matmul", 70, 132, 20, "f32", "f32", {"tile": 8, "batch": 2}),
    "linear-t4-67x70x37-bias-relu": ("linear", 67, 70, 37, "f32", "f32",
                                     {"tile": 4, "bias": True, "act": "relu"}),
    "matmul-t4-65x64x48": ("matmul", 65, 64, 48, "f32", "f32", {"tile": 4}),
    "bmm-t2-3x33x35x65": ("batch_matmul", 33, 35, 65, "f32", "f32", {"tile": 2, "batch": 3}),
    "linear-t2-40x36x100-res": ("linear", 40, 36, 100, "f32", "f32", {"tile": 2, "residual": True}),
    "matmul-t1-17x18x130": ("matmul", 17, 18, 130, "f32", "f32", {"tile": 1}),
    "linear-f16-t8-100x76x12-bias": ("linear", 100, 76, 12, "f16", "f16",
                                     {"tile": 8, "bias": True}),
    # Split-K: partial tiles in a workspace, then their sum with the
    # epilogue.  K % bk != 0; K % bk == 0 but the last range short; batches.
    "matmul-t4-s4-65x70x1000": ("matmul", 65, 70, 1000, "f32", "f32", {"tile": 4, "split": 4}),
    "linear-t4-s4-40x36x1040-bias-gelu-res": ("linear", 40, 36, 1040, "f32", "f32",
                                              {"tile": 4, "split": 4, "bias": True,
                                               "act": "gelu", "residual": True}),
    "bmm-t2-s3-2x33x35x300": ("batch_matmul", 33, 35, 300, "f32", "f32",
                              {"tile": 2, "split": 3, "batch": 2}),
    # The lowering's own choice: one of each size class, and a weight
    # gradient's shape (small C, long K: split).
    "linear-auto-300x260x40": ("linear", 300, 260, 40, "f32", "f32", {}),
    "matmul-auto-24x20x50": ("matmul", 24, 20, 50, "f32", "f32", {}),
    "matmul-auto-27x32x8192": ("matmul", 27, 32, 8192, "f32", "f32", {"want_split": True}),
    # The same shape with operands the tensor-core kernel takes (f16, and
    # f32 under oa.fp32_matmul = "tf32"): it has no split-K and would run
    # one CTA over all of K, so the lowering keeps this split FP32 tile.
    "matmul-auto-f16-27x32x8192": ("matmul", 27, 32, 8192, "f16", "f16", {"want_split": True}),
    "matmul-auto-tf32-27x32x8192": ("matmul", 27, 32, 8192, "f32", "f32",
                                    {"want_split": True, "tf32": True}),
}


def model(op, m, n, k, dt, odt, o):
    text = gm.model_mlir(op, m, n, k, "f32" if dt == "f32" else dt, odt, o.get("batch", 1),
                         o.get("bias", False), o.get("act", "none"), o.get("residual", False))
    # f16 with K % 8 != 0: the tensor-core kernel does not take it; drop the
    # opt-in the helper writes for f16 so the lowering picks by itself.
    text = re.sub(r" \{oa\.policy = \{[^}]*\}\}", "", text)
    attrs = []
    if "tile" in o:
        attrs.append(f"oa.simt_tile = {o['tile']} : i64")
    if "split" in o:
        attrs.append(f"oa.split_k = {o['split']} : i64")
    if attrs:
        text = re.sub(rf"(%0 = oa\.{op} [^:]*?)( : \()",
                      rf"\1 {{{', '.join(attrs)}}}\2", text, count=1)
    if o.get("tf32"):
        text = 'module attributes {oa.fp32_matmul = "tf32"} {\n' + text + "}\n"
    return text


def compile_launches(text, d, sm):
    """Lowers the function to d/ (kernel.cubin) and writes launch<i>.json
    per launch of its plan, chained through d/ (a launch's output file is a
    later one's input)."""
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as f:
        f.write(text)
    lowered, ll = os.path.join(d, "lowered.mlir"), os.path.join(d, "kernels.ll")
    rw.run_tool([rw.find_tool("oa-opt"), os.path.join(d, "model.mlir"), "--oa-model-to-llvm",
                 "-o", lowered])
    tr = rw.find_tool("oa-translate")
    rw.run_tool([tr, "--oa-to-llvmir", f"--oa-sm={sm}", lowered, "-o", ll])
    plan = json.loads(rw.run_tool([tr, "--oa-launch-plan", "--oa-cubin=kernel.cubin", lowered]))
    rw.run_tool([rw.find_tool("oa-llc"), f"-mcpu=sm_{sm}", "-O3", "-filetype=obj", ll, "-o",
                 os.path.join(d, "kernel.cubin")])
    files = []
    for i, launch in enumerate(plan["functions"][0]["launches"]):
        for bname, b in launch["buffers"].items():
            if not b.get("output"):
                b["init"] = {"file": f"{bname}.bin"}
        files.append(os.path.join(d, f"launch{i}.json"))
        with open(files[-1], "w") as f:
            json.dump(launch, f, indent=1)
    with open(lowered) as f:
        return files, f.read()


def run(name, case, sm, out):
    op, m, n, k, dt, odt, o = case
    d = os.path.join(out, f"{name}-sm{sm}")
    batch = o.get("batch", 1)
    launches, lowered = compile_launches(model(op, m, n, k, dt, odt, o), d, sm)
    if "mma" in lowered:
        return False, "the tensor-core kernel took it"
    want = 2 if "split" in o or o.get("want_split") else 1
    if len(launches) != want:
        return False, f"{len(launches)} launches, expected {want}"
    vals = gm.make_inputs(op, m, n, k, dt, d, odt, batch, o.get("bias", False),
                          o.get("residual", False), seed=len(name))
    expect = gm.reference(op, m, n, k, vals, batch, o.get("act", "none"))
    return emu_cases.emulate(d, launches, odt, expect, gm.RTOL[odt])



if __name__ == "__main__":
    sys.exit(emu_cases.main(CASES, run))
