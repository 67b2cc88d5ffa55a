#!/usr/bin/env python3
"""Builds the FP32 (CUDA-core) GEMM benchmark bundle: build_gemm_bundle.py's
bundle with FP32 cases instead of f16/bf16 ones (the issue-13 sizes, a
training model's forward shape, a fused epilogue and odd shapes):

    python3 bench/build_simt_gemm_bundle.py --build BUILD --out BUNDLE
    python3 BUNDLE/gemm_run.py --out DIR --no-compile        # on the GPU host

cuBLAS runs with TF32 off (torch's default for matmul), so both sides are
exact FP32.  The bundle's gemm_cases.py carries the FP32 case list, so
gemm_run.py times the same cases on the host.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_gemm_bundle  # noqa: E402
import gemm_cases  # noqa: E402

# Appended to the bundle's copy of gemm_cases.py (and applied here).
FP32_CASES = '''
# FP32 cases (bench/build_simt_gemm_bundle.py): issue 13's 4096^3, the
# training models' forward product (1024 rows, 256 -> 1024), a fused
# epilogue, odd shapes.  Split-K shapes (weight gradients: two kernels) are
# not here: gemm_run.py times one kernel per case; the training run's
# kernels.md times them in place.
DTYPES = ("f32",)
SHAPES = QUICK_SHAPES = [("linear", 4096, 4096, 4096), ("matmul", 4096, 4096, 4096),
                         ("linear", 1024, 1024, 256), ("linear", 8192, 1024, 256)]
FUSED = [("linear", 1024, 1024, 256, "f32", {"bias": True, "act": "gelu"})]
ODD = [("linear", 1023, 4097, 1000, "f32", {}), ("matmul", 777, 1000, 263, "f32", {}),
       ("batch_matmul", 515, 520, 136, "f32", {"batch": 6})]
TUNE = []
'''


def main():
    exec(FP32_CASES, vars(gemm_cases))
    argv = sys.argv[1:]
    rc = build_gemm_bundle.main()
    if rc:
        return rc
    out = argv[argv.index("--out") + 1]
    with open(os.path.join(out, "gemm_cases.py"), "a") as f:
        f.write(FP32_CASES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
