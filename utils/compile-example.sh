#!/bin/bash
# The README's main job: build oa, compile a CUDA kernel to a cubin with oa
# alone (clang-22 device IR -> oa-llc: oa's instruction selection, register
# allocation, scoreboard pass, encoder and cubin writer; no ptxas), print its
# SASS, check every word decodes in nvdisasm (the test oracle) when present,
# and, when a launch description sits next to the source (<name>.json), run
# it in oa-emu, oa's SASS emulator, and print the first outputs.
#   utils/compile-example.sh [FILE.cu] [sm_80|sm_90]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/utils/setup-deps.sh"
build=${OA_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target oa-llc oa-cc oa-objdump oa-emu >/dev/null
src=${1:-$root/examples/axpy/axpy.cu}
sm=${2:-sm_90}
out=$(mktemp -d)
"$build/bin/oa-cc" -mcpu="$sm" -O3 -o "$out/k.cubin" "$src"
echo "// $src compiled by oa-cc (clang-22 + oa-llc) for $sm: $out/k.cubin"
"$build/bin/oa-objdump" -d "$out/k.cubin" | grep -v "^\s*/\*[0-9a-f]*\*/ \[B------:R-:W-:Y:S00\] NOP" | tee "$out/k.s"
nvd=${OA_NVDISASM:-$root/.deps/nvdisasm/bin/nvdisasm}
if [ -x "$nvd" ]; then
  if "$nvd" "$out/k.cubin" 2>&1 | grep -qi "error"; then
    echo "// nvdisasm: decode errors"; exit 1
  fi
  echo "// nvdisasm decodes every instruction"
fi
json=${src%.cu}.json
if [ -f "$json" ]; then
  "$build/bin/oa-emu" --cubin "$out/k.cubin" --out "$out/run" "$json"
  echo "// oa-emu ran it with hazard checking (outputs in $out/run)"
fi
