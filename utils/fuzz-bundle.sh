#!/usr/bin/env bash
# Packs oa's libFuzzer targets (tools/fuzz), their corpora and the runner
# into a folder, or a .tgz of one folder named fuzz, that runs on a
# many-core host without LLVM (the GPU host):
#
#   utils/fuzz-bundle.sh [-b BUILD] DIR|FILE.tgz   (BUILD default build-fuzz,
#                                                  configured as in utils/fuzz.sh)
#   there: bash DIR/run.sh OUT [SECONDS]
#     or:  mkdir -p /tmp/f && tar xzf FILE.tgz -C /tmp/f && bash /tmp/f/fuzz/run.sh OUT
#
# A target travels only if it needs nothing outside the system's C library
# (LLVM and the C++ runtime linked in; tools/fuzz/CMakeLists.txt), so the
# MLIR target, which links MLIR's shared library, stays behind.  The
# targets are stripped (about 90 MiB, 26 MiB packed): the host has no
# llvm-symbolizer, so a sanitizer report there gives module offsets
# whatever the symbols, and they symbolize here against BUILD's unstripped
# targets at the commit in COMMIT.  Each target's corpus is its checked-in
# seeds and regression inputs plus what utils/fuzz.sh and earlier bundle
# runs found (BUILD/fuzz-work/<target>/corpus, and llc-O0's for llc;
# utils/fuzz-corpus-merge.sh merges a run's new inputs there).  run.sh is
# utils/fuzz-bundle-run.sh, which runs utils/fuzz-farm.sh (copied in too).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-fuzz
while getopts "b:" o; do
  case $o in b) build=$OPTARG ;; *) sed -n '2,21p' "$0"; exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { sed -n '2,21p' "$0"; exit 2; }
nice -n 5 ninja -C "$build" oa-fuzzers >/dev/null || { echo "fuzz-bundle.sh: build of $build failed"; exit 2; }
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
case $1 in
  *.tgz) tgz=$(mkdir -p "$(dirname "$1")" && cd "$(dirname "$1")" && pwd)/$(basename "$1") out=$tmp/fuzz ;;
  *) tgz= out=$1 ;;
esac
rm -rf "$out" && mkdir -p "$out/bin" "$out/lib" "$out/corpus"
for t in sass-decode sass-asm cubin launch ptx llc mlir; do
  bin=$build/bin/oa-$t-fuzzer
  [ -x "$bin" ] || { echo "skip $t: no $bin"; continue; }
  # ldd's output first: `ldd | grep -q` under pipefail fails when grep
  # stops reading before ldd has written everything (SIGPIPE).
  deps=$(ldd "$bin")
  if grep -qE "libLLVM|libMLIR|libstdc\+\+|not found" <<<"$deps"; then
    echo "skip $t: needs $(grep -oE "lib(LLVM|MLIR|stdc\+\+)[^ ]*" <<<"$deps" | sort -u | tr '\n' ' ')"
    continue
  fi
  # The compression libraries LLVM's support library uses travel along.
  for l in $(grep -oE "/[^ ]*lib(z|zstd)\.so[^ ]*" <<<"$deps"); do cp -L "$l" "$out/lib/"; done
  strip -o "$out/bin/oa-$t-fuzzer" "$bin"
  c=$out/corpus/$t && mkdir -p "$c"
  cp "$root/tools/fuzz/corpus/$t/"* "$c/"
  cp "$root/tools/fuzz/regressions/$t/"* "$c/" 2>/dev/null || true
  for w in "$build/fuzz-work/$t/corpus" "$build/fuzz-work/$t-O0/corpus"; do
    [ -d "$w" ] && cp "$w/"* "$c/" 2>/dev/null || true
  done
done
cp "$root/utils/fuzz-bundle-run.sh" "$out/run.sh"
cp "$root/utils/fuzz-farm.sh" "$out/fuzz-farm.sh"
(cd "$root" && git rev-parse --short HEAD) >"$out/COMMIT" 2>/dev/null || true
targets=$(ls "$out/bin" | sed 's/oa-//;s/-fuzzer//' | tr '\n' ' ')
if [ -n "$tgz" ]; then
  tar czf "$tgz" -C "$tmp" fuzz
  size=$(du -m "$tgz" | cut -f1) where=$tgz
else
  size=$(du -sm "$out" | cut -f1) where=$out
fi
echo "bundle $where: $size MiB, targets: $targets"
# A device call carries 64 MiB in all, the checkout included.
[ -z "$tgz" ] || [ "$size" -le 50 ] || echo "fuzz-bundle.sh: warning: $where is over 50 MiB"
