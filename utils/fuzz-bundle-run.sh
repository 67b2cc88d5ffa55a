#!/usr/bin/env bash
# The runner of a fuzz bundle (utils/fuzz-bundle.sh makes the bundle and
# copies this script into it as run.sh):
#
#   bash run.sh OUT [SECONDS]      (default 420)
#
# One libFuzzer process per core, each for what is left of SECONDS; the
# processes of a target share one corpus directory (-reload: each picks up
# what the others find) and one crash directory, and a process that stops
# on a crash, timeout or out-of-memory is started again.  The fast targets
# (launch, cubin, sass-decode) stop at OA_FUZZ_GOAL executions (default
# 10^7, issue 16's bar) and their cores then go to the slow ones (sass-asm,
# ptx, oa-llc at -O2 and -O0), which run to the end.
#
# Environment: OA_FUZZ_CORES (default nproc), OA_FUZZ_GOAL (default 10^7).
# Writes OUT/summary.txt (executions, exec/s, coverage, crashes per target,
# and what each crash does on replay), OUT/logs.tar.gz, OUT/crashes.tar.gz
# (each crash input with its report) and OUT/corpus-new.tar.gz (the inputs
# this run added; utils/fuzz-corpus-merge.sh merges them into build-fuzz's
# corpus, which the next bundle carries).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { sed -n '2,20p' "$0"; exit 2; }
out=$(mkdir -p "$1" && cd "$1" && pwd)
secs=${2:-420}
work=$(mktemp -d "${TMPDIR:-/tmp}/oa-fuzz.XXXXXX")
tar -C "$work" -xJf "$here/payload.tar.xz"
# SECONDS of fuzzing from here, after the unpacking.
t0=$(date +%s)
end=$((t0 + secs))
cp "$here/COMMIT" "$work/" 2>/dev/null
bundle=$work
export LD_LIBRARY_PATH=$work/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# LLVM is linked in uninstrumented while oa's copies of LLVM's inline code
# (BumpPtrAllocator's poisoning, new[]/delete[] pairs) are instrumented; the
# linker keeps one copy of each, so ASan's user poisoning and its
# alloc/dealloc pairing see halves of a pair: both are off.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
cores=${OA_FUZZ_CORES:-$(nproc)}
goal=${OA_FUZZ_GOAL:-10000000}

# run name -> target and extra arguments (after the corpus directories).
declare -A target extra
for r in sass-decode sass-asm cubin launch ptx; do target[$r]=$r extra[$r]=; done
target[llc-O2]=llc extra[llc-O2]="-ignore_remaining_args=1 -O2"
target[llc-O0]=llc extra[llc-O0]="-ignore_remaining_args=1 -O0"
have() { [ -x "$bundle/bin/oa-${target[$1]}-fuzzer" ]; }

# Slots: the fast targets first (launch an eighth of the cores, cubin and
# sass-decode a quarter each: at 8-20k exec/s a core, measured on the
# 2-core build machine, they reach 10^7 in about 5 minutes), every other
# slot a slow target (sass-asm 400, ptx 200, llc 10-20 exec/s a core there);
# a fast slot that reaches its share of the goal moves on to a slow target.
slow=(sass-asm ptx llc-O2 llc-O0 ptx sass-asm llc-O2 ptx sass-asm llc-O0 llc-O2 ptx)
fast=()
nl=$((cores / 8)) nc=$((cores / 4)) nd=$((cores / 4))
[ "$nl" -ge 1 ] || nl=1
[ "$cores" -ge 4 ] || nl=0 nc=0 nd=0
for ((i = 0; i < nl; i++)); do fast+=(launch); done
for ((i = 0; i < nc; i++)); do fast+=(cubin); done
for ((i = 0; i < nd; i++)); do fast+=(sass-decode); done
declare -A nfast
for f in "${fast[@]}"; do nfast[$f]=$((${nfast[$f]:-0} + 1)); done

# One process after another in a slot, each for the time left, until the
# time (or the executions asked) is used up.  Each process writes its
# executions ("stat::number_of_executed_units", printed at exit and at a
# crash) to its log; a line per process goes to RUN/procs: slot, number,
# executions, start and end (seconds into the run).
run_slot() {
  local slot=$1 name=$2 runs=$3 done=0 i=0 left n log start
  local t=${target[$name]} d=$work/run/$name
  mkdir -p "$d/crashes" "$d/logs" "$work/new/$t"
  # A process first runs its whole corpus, however little time is left:
  # oa-llc's (some 600 inputs at 20 a second) is not started in the last
  # minute, so that the run ends near SECONDS.
  local least=5
  [ "$t" = llc ] && least=60
  while :; do
    left=$((end - $(date +%s)))
    [ "$left" -ge "$least" ] || break
    [ "$runs" -gt 0 ] && [ "$done" -ge "$runs" ] && break
    log=$d/logs/slot$slot.$i.log
    start=$(($(date +%s) - t0))
    local args=(-max_total_time="$left" -print_final_stats=1 -reload=1 -rss_limit_mb=4096
                -timeout=30 -artifact_prefix="$d/crashes/")
    [ "$runs" -gt 0 ] && args+=(-runs=$((runs - done)))
    # shellcheck disable=SC2086
    "$bundle/bin/oa-$t-fuzzer" "${args[@]}" "$work/new/$t" "$bundle/corpus/$t" ${extra[$name]} \
      >"$log" 2>&1
    n=$(grep -aoE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1)
    [ -n "$n" ] || n=$(grep -aoE "^#[0-9]+" "$log" | tail -1 | tr -d '#')
    done=$((done + ${n:-0}))
    # Only the start and the end (stats, a crash's report) come back: a
    # fast target's log has a line for every input it adds.
    if [ "$(wc -l <"$log")" -gt 400 ]; then
      { head -n 100 "$log"; echo "[...]"; tail -n 200 "$log"; } >"$log.short" && mv "$log.short" "$log"
    fi
    echo "slot$slot $i ${n:-0} $start $(($(date +%s) - t0))" >>"$d/procs"
    i=$((i + 1))
  done
}
slot_main() {
  local k=$1
  if [ "$k" -lt "${#fast[@]}" ]; then
    local f=${fast[$k]}
    have "$f" && run_slot "$k" "$f" $(((goal + nfast[$f] - 1) / nfast[$f]))
  fi
  # The slow targets: the other slots take the list from its start, a fast
  # slot that is done from where they left off; the first that this bundle
  # has.
  local j first=$((k - ${#fast[@]}))
  [ "$first" -ge 0 ] || first=$((cores - ${#fast[@]} + k))
  for ((j = 0; j < ${#slow[@]}; j++)); do
    local s=${slow[$(((first + j) % ${#slow[@]}))]}
    if have "$s"; then run_slot "$k" "$s" 0; return; fi
  done
}
echo "$(date -u) fuzzing on $cores cores for $secs s; fast slots: ${fast[*]:-none}"
pids=()
for ((k = 0; k < cores; k++)); do
  slot_main "$k" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
took=$(($(date +%s) - t0))

runs=(sass-decode cubin launch sass-asm ptx llc-O2 llc-O0)
{
  echo "oa fuzz bundle $(cat "$work/COMMIT" 2>/dev/null), $cores cores, $secs s (took $took s), $(date -u)"
  echo "host: $(nproc) cores, $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//');" \
       "compilers: $(for c in g++ gcc clang nvcc; do command -v $c >/dev/null && echo -n "$c "; done)"
  printf "%-12s %5s %6s %12s %9s %6s %7s %8s\n" run procs core-s execs exec/s/core cov ft crashes
  for name in "${runs[@]}"; do
    d=$work/run/$name
    [ -f "$d/procs" ] || continue
    procs=$(wc -l <"$d/procs")
    execs=$(awk '{s += $3} END {print s + 0}' "$d/procs")
    # Core-seconds: the processes' lifetimes added up.
    cs=$(awk '{s += $5 - $4} END {print s + 0}' "$d/procs")
    eps=$(awk -v x="$execs" -v t="$cs" 'BEGIN {printf "%d", x / (t > 0 ? t : 1)}')
    cov=$(cat "$d"/logs/*.log | grep -aoE "cov: [0-9]+" | grep -oE "[0-9]+" | sort -n | tail -1)
    ft=$(cat "$d"/logs/*.log | grep -aoE "ft: [0-9]+" | grep -oE "[0-9]+" | sort -n | tail -1)
    crashes=$(find "$d/crashes" -type f ! -name "*.report" | wc -l)
    printf "%-12s %5s %6s %12s %9s %6s %7s %8s\n" "$name" "$procs" "${cs:--}" "$execs" "$eps" \
      "${cov:-?}" "${ft:-?}" "$crashes"
  done
  echo
  # What each crash input does when run again (the first 8 of each run, in
  # parallel, 20 s each).
  for name in "${runs[@]}"; do
    d=$work/run/$name
    [ -d "$d/crashes" ] || continue
    for c in $(find "$d/crashes" -type f | head -8); do
      # shellcheck disable=SC2086
      timeout 20 "$bundle/bin/oa-${target[$name]}-fuzzer" "$c" ${extra[$name]} >"$c.report" 2>&1 &
    done
  done
  wait
  for name in "${runs[@]}"; do
    for r in "$work/run/$name"/crashes/*.report; do
      [ -e "$r" ] || continue
      why=$(grep -am1 -E "LLVM ERROR|ERROR: AddressSanitizer|runtime error|Assertion|invariant|ERROR: libFuzzer" "$r" |
            sed 's/^==[0-9]*==//')
      echo "$name $(basename "$r" .report): ${why:-no failure on replay}"
    done
  done
  echo "new corpus inputs: $(for t in "$work"/new/*; do [ -d "$t" ] && echo -n "$(basename "$t") $(ls "$t" | wc -l), "; done)"
} >"$out/summary.txt"
(cd "$work/run" && tar czf "$out/logs.tar.gz" */procs */logs)
(cd "$work/run" && tar czf "$out/crashes.tar.gz" */crashes)
(cd "$work" && tar czf "$out/corpus-new.tar.gz" new)
cat "$out/summary.txt"
rm -rf "$work"
