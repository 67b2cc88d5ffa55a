#!/usr/bin/env bash
# Rebuild the committed SASS test corpus from CUDA sources with ptxas.
#
#   utils/build-corpus.sh            # rebuild all cubins
#   NVCC=/path/to/nvcc utils/build-corpus.sh
#
# Every test/Corpus/{src,heldout}/*.cu is compiled with
#   nvcc -cubin -O3 -arch=sm_80    -> test/Corpus/{cubins,heldout-cubins}/sm80/NAME.cubin
#   nvcc -cubin -O3 -arch=sm_90a   -> test/Corpus/{cubins,heldout-cubins}/sm90/NAME.cubin
# Sources whose name contains "sm90_" use sm_90a-only features (wgmma, TMA,
# clusters, ...) and are built for sm_90a only.
# Output directories are wiped first so stale cubins never linger.  The build
# is serial (one nvcc at a time), in a fixed (C-locale sorted) order, with
# relative paths and no debug/line info, so the cubins are byte-identical
# across runs with the same toolkit.  Any compile error aborts the script.
set -euo pipefail
export LC_ALL=C
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
NVCC="${NVCC:-/usr/local/cuda/bin/nvcc}"
[ -x "$NVCC" ] || { echo "build-corpus: nvcc not found at $NVCC" >&2; exit 1; }
FLAGS=(-cubin -O3 -std=c++17)

echo "build-corpus: $("$NVCC" --version | tail -1)"

build_set() {
  local srcdir="$1" outdir="$2"
  rm -rf "$outdir/sm80" "$outdir/sm90"
  mkdir -p "$outdir/sm80" "$outdir/sm90"
  local n=0 f name
  while IFS= read -r f; do
    name="$(basename "$f" .cu)"
    if [[ "$name" != *sm90_* ]]; then
      echo "  sm_80  $f"
      "$NVCC" "${FLAGS[@]}" -arch=sm_80 -o "$outdir/sm80/$name.cubin" "$f" ||
        { echo "build-corpus: FAILED: $f (sm_80)" >&2; exit 1; }
    fi
    echo "  sm_90a $f"
    "$NVCC" "${FLAGS[@]}" -arch=sm_90a -o "$outdir/sm90/$name.cubin" "$f" ||
      { echo "build-corpus: FAILED: $f (sm_90a)" >&2; exit 1; }
    n=$((n + 1))
  done < <(find "$srcdir" -maxdepth 1 -name '*.cu' | sort)
  [ "$n" -gt 0 ] || { echo "build-corpus: no sources in $srcdir" >&2; exit 1; }
}

build_set test/Corpus/src test/Corpus/cubins
build_set test/Corpus/heldout test/Corpus/heldout-cubins
echo "build-corpus: done"
