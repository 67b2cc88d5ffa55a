#!/usr/bin/env bash
# The runner of a fuzz bundle (utils/fuzz-bundle.sh makes the bundle and
# copies this script into it as run.sh):
#
#   bash run.sh OUT [SECONDS]      (default 300)
#
# Every target in bin/ runs at once in libFuzzer's fork mode for SECONDS,
# crashes, timeouts and out-of-memory inputs collected without stopping the
# run; the host's cores (nproc, one kept back) are shared out by WEIGHT
# below.  oa-llc-fuzzer runs twice, at -O2 and at -O0 (both SMs each).
# Writes OUT/summary.txt, OUT/logs.tar.gz, OUT/crashes.tar.gz.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { sed -n '2,11p' "$0"; exit 2; }
out=$(mkdir -p "$1" && cd "$1" && pwd)
secs=${2:-300}
work=$(mktemp -d "${TMPDIR:-/tmp}/oa-fuzz.XXXXXX")
tar -C "$work" -xJf "$here/payload.tar.xz"
cp "$here/COMMIT" "$work/" 2>/dev/null
here=$work
export LD_LIBRARY_PATH=$work/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# LLVM is linked in uninstrumented while oa's copies of LLVM's inline code
# (BumpPtrAllocator's poisoning, new[]/delete[] pairs) are instrumented; the
# linker keeps one copy of each, so ASan's user poisoning and its
# alloc/dealloc pairing see halves of a pair: both are off.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

# name target weight extra-args
runs=(
  "sass-decode sass-decode 2"
  "sass-asm sass-asm 3"
  "cubin cubin 2"
  "launch launch 2"
  "ptx ptx 2"
  "llc-O2 llc 3 -ignore_remaining_args=1 -O2"
  "llc-O0 llc 2 -ignore_remaining_args=1 -O0"
)
cores=$(nproc)
avail=$((cores > 2 ? cores - 1 : 1))
total=0
for r in "${runs[@]}"; do
  set -- $r
  [ -x "$here/bin/oa-$2-fuzzer" ] && total=$((total + $3))
done
pids=()
names=()
for r in "${runs[@]}"; do
  set -- $r
  name=$1 t=$2 w=$3
  shift 3
  bin=$here/bin/oa-$t-fuzzer
  [ -x "$bin" ] || continue
  jobs=$((w * avail / total))
  [ $jobs -ge 1 ] || jobs=1
  d=$work/run/$name && mkdir -p "$d/corpus" "$d/crashes"
  (cd "$d" && exec "$bin" -fork="$jobs" -ignore_crashes=1 -ignore_ooms=1 -ignore_timeouts=1 \
      -max_total_time="$secs" -rss_limit_mb=4096 -timeout=30 -print_final_stats=1 \
      -artifact_prefix="$d/crashes/" "$d/corpus" "$here/corpus/$t" "$@") >"$d/log.txt" 2>&1 &
  pids+=($!)
  names+=("$name:$jobs")
done
echo "$(date -u) fuzzing ${names[*]} on $cores cores for $secs s"
for p in "${pids[@]}"; do wait "$p"; done

{
  echo "oa fuzz bundle $(cat "$here/COMMIT" 2>/dev/null), $cores cores, $secs s, $(date -u)"
  printf "%-12s %5s %12s %9s %6s %7s %8s\n" run workers execs exec/s cov ft crashes
  for n in "${names[@]}"; do
    name=${n%%:*} jobs=${n##*:}
    log=$work/run/$name/log.txt
    # Fork mode prints "#EXECS: cov: C ft: F corp: N exec/s: E oom/timeout/crash: a/b/c ...".
    last=$(grep -E "^#[0-9]+: cov:" "$log" | tail -1)
    execs=$(echo "$last" | grep -oE "^#[0-9]+" | tr -d '#')
    cov=$(echo "$last" | grep -oE "cov: [0-9]+" | grep -oE "[0-9]+")
    ft=$(echo "$last" | grep -oE "ft: [0-9]+" | grep -oE "[0-9]+")
    eps=$(( ${execs:-0} / secs ))
    crashes=$(ls "$work/run/$name/crashes" | grep -vc "\.report$")
    printf "%-12s %5s %12s %9s %6s %7s %8s\n" "$name" "$jobs" "${execs:-?}" "$eps" "${cov:-?}" "${ft:-?}" "$crashes"
  done
  echo
  # What each crash input does when run again (the first 8 of each run, in
  # parallel, 20 s each, so that the whole stays within SECONDS + 1 minute).
  for n in "${names[@]}"; do
    name=${n%%:*}
    t=${name%%-O*}
    extra=()
    [ "$t" = llc ] && extra=(-ignore_remaining_args=1 "-${name##*-}")
    for c in $(ls "$work/run/$name"/crashes/* 2>/dev/null | head -8); do
      timeout 20 "$here/bin/oa-$t-fuzzer" "$c" "${extra[@]}" >"$c.report" 2>&1 &
    done
  done
  wait
  for n in "${names[@]}"; do
    name=${n%%:*}
    for r in "$work/run/$name"/crashes/*.report; do
      [ -e "$r" ] || continue
      why=$(grep -m1 -E "LLVM ERROR|ERROR: AddressSanitizer|runtime error|Assertion|invariant|ERROR: libFuzzer" "$r" |
            sed 's/^==[0-9]*==//')
      echo "$name $(basename "$r" .report): ${why:-no failure on replay}"
    done
  done
} >"$out/summary.txt"
(cd "$work/run" && tar czf "$out/logs.tar.gz" */log.txt)
(cd "$work/run" && tar czf "$out/crashes.tar.gz" */crashes)
cat "$out/summary.txt"
rm -rf "$work"
