#!/bin/bash
# Fetches ptxas (PyPI nvidia-cuda-nvcc) into .deps/ptxas/bin, as a test
# oracle and benchmark peer only: `bench/build_bundle.py --nvptx` builds each
# attention case's LLVM IR through LLVM's NVPTX backend and this ptxas, so
# that a kernel oa-llc gets wrong on the GPU can be told from one whose
# algorithm is wrong, and listings can be read side by side with oa's.
# Not part of .ci/run (47 MB); nothing in oa's compile path uses it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dst="$root/.deps/ptxas/bin"
if [ -x "$dst/ptxas" ]; then
  "$dst/ptxas" --version | tail -1
  exit 0
fi
python3 "$root/utils/pypi-binary.py" 'nvidia-cuda-nvcc>=13' ptxas "$dst"
"$dst/ptxas" --version | tail -1
