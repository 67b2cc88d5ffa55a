#!/usr/bin/env bash
# Runs oa's fuzz targets (tools/fuzz) for a bounded time each and prints, per
# target, the executions, executions per second (of wall time and of CPU
# time: the second is what a free core gives), coverage and crashes.
#
#   utils/fuzz.sh [-t SECONDS] [-b BUILD] [-w WORKDIR] [TARGET...]
#
# BUILD (default build-fuzz) is configured once with
#   cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release \
#     -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DOA_ENABLE_FUZZERS=ON
# and this script builds the targets it runs.  TARGETs are
# sass-decode sass-asm cubin launch mlir llc ptx (default: all).  Each starts from
# its checked-in seeds plus WORKDIR/<target>/corpus (kept between runs); a
# crash is written to WORKDIR/<target>/crash-* and makes the exit status 1.
# llc runs in libFuzzer's fork mode with crashes ignored, so one known
# backend abort does not end the run: its crashes are collected, one line
# each (what aborted), in WORKDIR/llc/aborts.txt.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
secs=60 build=$root/build-fuzz work=$root/build-fuzz/fuzz-work
while getopts "t:b:w:" o; do
  case $o in
    t) secs=$OPTARG ;; b) build=$OPTARG ;; w) work=$OPTARG ;;
    *) sed -n '2,16p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
# Absolute: each target runs inside its work directory.
build=$(cd "$build" 2>/dev/null && pwd) || { echo "fuzz.sh: no build directory"; exit 2; }
mkdir -p "$work" && work=$(cd "$work" && pwd)
targets=${*:-sass-decode sass-asm cubin launch mlir llc ptx}
ninja -C "$build" $(for t in $targets; do echo oa-$t-fuzzer; done) >/dev/null ||
  { echo "fuzz.sh: build failed (configure $build as above)"; exit 2; }
# LLVM is linked in uninstrumented while oa's copies of LLVM's inline code
# (BumpPtrAllocator's poisoning, new[]/delete[] pairs) are instrumented; the
# linker keeps one copy of each, so ASan's user poisoning and its
# alloc/dealloc pairing see halves of a pair: both are off.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
status=0
printf "%-12s %10s %8s %6s %10s %6s %6s %7s\n" target execs exec/s cpu-s exec/cpu-s cov ft crashes
for t in $targets; do
  bin=$build/bin/oa-$t-fuzzer
  [ -x "$bin" ] || { echo "fuzz.sh: no $bin"; status=2; continue; }
  d=$work/$t && mkdir -p "$d/corpus" "$d/old" && log=$d/log.txt
  # Artifacts of earlier runs move aside: the count is this run's.
  mv "$d"/crash-* "$d"/leak-* "$d"/timeout-* "$d"/oom-* "$d"/slow-unit-* "$d/old/" 2>/dev/null
  args=(-max_total_time="$secs" -print_final_stats=1 -artifact_prefix="$d/" -rss_limit_mb=4096
        -timeout=30 "$d/corpus" "$root/tools/fuzz/corpus/$t")
  if [ "$t" = llc ]; then
    args=(-fork=1 -ignore_crashes=1 -ignore_ooms=1 -ignore_timeouts=1 "${args[@]}")
  fi
  # CPU seconds too (children included: llc's fork-mode jobs): on a loaded
  # machine executions per CPU second is the figure a free core would give.
  (cd "$d" && /usr/bin/time -f "%U %S" -o "$d/cpu.txt" "$bin" "${args[@]}") >"$log" 2>&1
  rc=$?
  cpu=$(awk '{printf "%.0f", $1 + $2}' "$d/cpu.txt" 2>/dev/null)
  execs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1)
  [ -n "$execs" ] || execs=$(grep -oE "^#[0-9]+" "$log" | tail -1 | tr -d '#')
  eps=$(grep -oE "exec/s: [0-9]+" "$log" | tail -1 | grep -oE "[0-9]+")
  cov=$(grep -oE "cov: [0-9]+" "$log" | tail -1 | grep -oE "[0-9]+")
  ft=$(grep -oE "ft: [0-9]+" "$log" | tail -1 | grep -oE "[0-9]+")
  crashes=$(ls "$d" | grep -cE "^(crash|leak|timeout|oom|slow-unit)-")
  if [ "$t" = llc ]; then
    : >"$d/aborts.txt"
    for c in "$d"/crash-*; do
      [ -e "$c" ] || continue
      why=$("$bin" "$c" 2>&1 | grep -m1 -E "LLVM ERROR|ERROR: AddressSanitizer|runtime error|Assertion" |
            sed 's/^==[0-9]*==//')
      echo "$(basename "$c"): ${why:-unknown}" >>"$d/aborts.txt"
    done
  fi
  ecpu=$(awk -v x="${execs:-0}" -v c="${cpu:-0}" 'BEGIN {if (c > 0) printf "%d", x / c; else print "?"}')
  printf "%-12s %10s %8s %6s %10s %6s %6s %7s\n" "$t" "${execs:-?}" "${eps:-?}" "${cpu:-?}" "$ecpu" \
    "${cov:-?}" "${ft:-?}" "$crashes"
  if [ "$crashes" != 0 ] || { [ $rc != 0 ] && [ "$t" != llc ]; }; then
    status=1
    [ "$t" = llc ] && echo "  aborts: $d/aborts.txt" || echo "  see $log"
  fi
done
exit $status
