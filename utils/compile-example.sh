#!/usr/bin/env bash
# The README's main job.  Until oa-llc lands (issue: CodeGen), the CUDA
# kernel is compiled by ptxas to get a cubin; oa then reads, prints,
# re-assembles and re-reads it with its own MC layer and cubin writer.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/utils/setup-deps.sh"
build=${OA_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target oa-mc oa-objdump >/dev/null
src=${1:-$root/examples/axpy/axpy.cu}
sm=${2:-sm_90}
out=$(mktemp -d)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
arch=$sm; [ "$sm" = sm_90 ] && arch=sm_90a
"$nvcc" -cubin -O3 -arch="$arch" -o "$out/k.cubin" "$src"
"$build/bin/oa-objdump" -d "$out/k.cubin" | tee "$out/k.s"
"$build/bin/oa-mc" -filetype=obj "$out/k.s" -o "$out/k.oa.cubin"
echo "// reassembled by oa-mc: $out/k.oa.cubin"
cmp <(python3 "$root/utils/sass-roundtrip.py" --print-text "$out/k.cubin") \
    <(python3 "$root/utils/sass-roundtrip.py" --print-text "$out/k.oa.cubin") &&
  echo "// .text identical after the round trip"
