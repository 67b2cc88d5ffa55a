#!/usr/bin/env python3
"""clang-ptx.py SM SRC.cu OUT.ptx: the PTX clang-22 writes for SRC's device
side at -O3 with oa's CUDA headers (as the e2e build and ptx-run.py do)."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HEADERS = os.path.join(HERE, "..", "..", "..", "lib", "Headers", "oa_cuda.h")
sm, src, out = sys.argv[1:4]
sys.exit(subprocess.call(["clang-22", "--cuda-device-only", "-S", "--cuda-gpu-arch=" + sm, "-O3",
                          "-Wno-unknown-cuda-version", "-nocudainc", "-nocudalib", "-Xclang",
                          "-target-feature", "-Xclang", "+ptx80", "-include", HEADERS,
                          "-I", os.path.dirname(src), "-o", out, src]))
