#!/usr/bin/env bash
# Packs oa's libFuzzer targets (tools/fuzz), their corpora and a runner into
# a folder that runs on a many-core host without LLVM (the GPU host):
#
#   utils/fuzz-bundle.sh [-b BUILD] DIR     (BUILD default build-fuzz,
#                                            configured as in utils/fuzz.sh)
#   on the host:  bash DIR/run.sh OUT [SECONDS]   (default 420)
#
# A target travels only if it needs nothing outside the system's C library
# (LLVM and the C++ runtime linked in; tools/fuzz/CMakeLists.txt), so the
# MLIR target, which links MLIR's shared library, stays behind.  Each
# target's corpus is its checked-in seeds and regression inputs plus what
# utils/fuzz.sh and earlier bundle runs found (BUILD/fuzz-work/<target>/
# corpus; utils/fuzz-corpus-merge.sh merges a run's new inputs there); all
# of it is packed in payload.tar.xz (the targets link LLVM in: ~100 MiB
# unpacked, ~20 MiB packed).  run.sh (utils/fuzz-bundle-run.sh) runs one
# process per core, the fast targets up to 10^7 executions and the slow ones
# to the end, and writes OUT/summary.txt (executions, exec/s a core,
# coverage, crashes per target), OUT/logs.tar.gz, OUT/crashes.tar.gz (each
# crash input with the report it produced) and OUT/corpus-new.tar.gz.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-fuzz
while getopts "b:" o; do
  case $o in b) build=$OPTARG ;; *) sed -n '2,20p' "$0"; exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { sed -n '2,20p' "$0"; exit 2; }
out=$1
ninja -C "$build" oa-fuzzers >/dev/null || { echo "fuzz-bundle.sh: build of $build failed"; exit 2; }
rm -rf "$out" && mkdir -p "$out"
stage=$(mktemp -d) && trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib" "$stage/corpus"
for t in sass-decode sass-asm cubin launch ptx llc mlir; do
  bin=$build/bin/oa-$t-fuzzer
  [ -x "$bin" ] || { echo "skip $t: no $bin"; continue; }
  if ldd "$bin" | grep -qE "libLLVM|libMLIR|libstdc\+\+|not found"; then
    echo "skip $t: needs $(ldd "$bin" | grep -oE "lib(LLVM|MLIR|stdc\+\+)[^ ]*" | sort -u | tr '\n' ' ')"
    continue
  fi
  # The compression libraries LLVM's support library uses travel along.
  for l in $(ldd "$bin" | grep -oE "/[^ ]*lib(z|zstd)\.so[^ ]*"); do cp -L "$l" "$stage/lib/"; done
  # Debug info off (ASan reports still name functions); coverage stays.
  strip --strip-debug -o "$stage/bin/oa-$t-fuzzer" "$bin"
  mkdir -p "$stage/corpus/$t"
  cp "$root/tools/fuzz/corpus/$t/"* "$stage/corpus/$t/"
  cp "$root/tools/fuzz/regressions/$t/"* "$stage/corpus/$t/" 2>/dev/null || true
  [ -d "$build/fuzz-work/$t/corpus" ] && cp "$build/fuzz-work/$t/corpus/"* "$stage/corpus/$t/" 2>/dev/null || true
done
# Compressed: the targets link LLVM statically (about 100 MiB unpacked).
tar -C "$stage" -cJf "$out/payload.tar.xz" bin lib corpus
cp "$root/utils/fuzz-bundle-run.sh" "$out/run.sh"
(cd "$root" && git rev-parse --short HEAD) >"$out/COMMIT" 2>/dev/null || true
[ "$(du -sm "$out" | cut -f1)" -le 40 ] || echo "fuzz-bundle.sh: warning: $out is over 40 MiB (a device call carries 64 MiB in all)"
echo "bundle $out: $(du -sh "$out" | cut -f1), targets: $(ls "$stage/bin" | sed 's/oa-//;s/-fuzzer//' | tr '\n' ' ')"
echo "run: bash $out/run.sh OUT [SECONDS]"
