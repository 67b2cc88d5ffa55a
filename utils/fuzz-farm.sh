#!/usr/bin/env bash
# Runs oa's libFuzzer targets (tools/fuzz) on every core of a machine, one
# target after another, each for a time budget, and sums up what they did:
#
#   utils/fuzz-farm.sh [-j CORES] [-g GOAL] [-T SECONDS] BIN CORPUS OUT RUN=BUDGET...
#
# BIN holds the targets (oa-<target>-fuzzer), CORPUS/<target>/ the inputs
# each starts from (only read).  RUN is a target (sass-decode, sass-asm,
# cubin, launch, ptx, llc, mlir), llc-O0/llc-O2/llc-O3 (oa-llc's level), or
# several joined by "+" (llc-O2+llc-O0), which share the cores round robin.
# BUDGET is seconds, N% of what is left of -T's total when the run starts,
# or "rest": all that is left of it (no run goes past -T).  A run also stops
# when its processes have made GOAL executions (default 10^7, issue 16's
# bar), so the time a fast target does not need goes to the runs after it.
# CORES defaults to nproc (one fewer above 4 cores: the replays, the
# packing and the machine's own work keep one).
#
# Writes OUT/summary.txt (per run: processes, core-seconds, executions,
# executions per core-second, coverage cov and ft, crash inputs; then what
# each crash input does when run again), OUT/crashes.tgz (each crash input
# with that report; empty when there were none), OUT/logs.tgz (the
# processes' logs) and OUT/corpus-new.tar.gz (the inputs the run added:
# utils/fuzz-corpus-merge.sh keeps those that add coverage).  Exit status 1
# when a run found a crash, 0 otherwise.
#
# Parallel mode: a run is libFuzzer's -jobs=N -workers=N done here: N
# processes share a corpus directory (-reload: each takes up what the others
# find), and one that stops on a crash, timeout or out-of-memory input is
# started again for the time left, so one crash does not end the run.  Done
# here rather than by -jobs or -fork so that every process's executions are
# counted (its final stats), including a process that crashed, and none is
# started after the budget.
set -uo pipefail
cores=$(nproc) goal=10000000 total=
[ "$cores" -gt 4 ] && cores=$((cores - 1))
while getopts "j:g:T:" o; do
  case $o in
    j) cores=$OPTARG ;; g) goal=$OPTARG ;; T) total=$OPTARG ;;
    *) sed -n '2,24p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 4 ] || { sed -n '2,24p' "$0"; exit 2; }
bin=$(cd "$1" && pwd) corpus=$(cd "$2" && pwd) || exit 2
out=$(mkdir -p "$3" && cd "$3" && pwd) || exit 2
shift 3
t0=$(date +%s)
[ -n "$total" ] && deadline=$((t0 + total))
work=$(mktemp -d "${TMPDIR:-/tmp}/oa-fuzz-farm.XXXXXX")
trap 'rm -rf "$work"' EXIT
# LLVM is linked in uninstrumented while oa's copies of LLVM's inline code
# (BumpPtrAllocator's poisoning, new[]/delete[] pairs) are instrumented; the
# linker keeps one copy of each, so ASan's user poisoning and its
# alloc/dealloc pairing see halves of a pair: both are off.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

# A run name's target and its arguments after the corpus directories.
target_of() { case $1 in llc-O*) echo llc ;; *) echo "$1" ;; esac; }
extra_of() { case $1 in llc-O*) echo "-ignore_remaining_args=1 -${1#llc-}" ;; esac; }

# One process after another in a slot until END or RUNS executions (0: no
# limit).  A line per process goes to RUN/procs: slot, number, executions,
# start and end (seconds since the farm started).
run_slot() {
  local slot=$1 name=$2 runs=$3 end=$4 done=0 i=0 left n log start
  local t d=$work/run/$name
  t=$(target_of "$name")
  mkdir -p "$d/crashes" "$d/logs" "$work/new/$t"
  # A process first runs its whole corpus, however little time is left, so
  # oa-llc's (a thousand inputs at some 20 a second) starts only with a
  # minute left.
  local least=3
  [ "$t" = llc ] && least=60
  while :; do
    left=$((end - $(date +%s)))
    [ "$left" -ge "$least" ] || [ "$i" = 0 ] && [ "$left" -ge 1 ] || break
    [ "$runs" -gt 0 ] && [ "$done" -ge "$runs" ] && break
    log=$d/logs/slot$slot.$i.log
    start=$(($(date +%s) - t0))
    local args=(-max_total_time="$left" -print_final_stats=1 -reload=1 -rss_limit_mb=4096
                -timeout=30 -artifact_prefix="$d/crashes/")
    [ "$runs" -gt 0 ] && args+=(-runs=$((runs - done)))
    # libFuzzer checks -max_total_time only after it has run the corpus (a
    # thousand oa-llc inputs take a minute or more): 10 s after the time
    # it is interrupted (SIGINT: it prints its stats and stops) and killed
    # 10 s later if it has not stopped.
    # shellcheck disable=SC2046
    timeout -s INT -k 10 $((left + 10)) \
      "$bin/oa-$t-fuzzer" "${args[@]}" "$work/new/$t" "$corpus/$t" $(extra_of "$name") >"$log" 2>&1
    n=$(grep -aoE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1)
    [ -n "$n" ] || n=$(grep -aoE "^#[0-9]+" "$log" | tail -1 | tr -d '#')
    done=$((done + ${n:-0}))
    # Only a log's start and end (stats, a crash's report) are kept: a fast
    # target prints a line for every input it adds.
    if [ "$(wc -l <"$log")" -gt 300 ]; then
      { head -n 60 "$log"; echo "[...]"; tail -n 200 "$log"; } >"$log.short" && mv "$log.short" "$log"
    fi
    echo "slot$slot $i ${n:-0} $start $(($(date +%s) - t0))" >>"$d/procs"
    i=$((i + 1))
  done
  # The CPU seconds of this slot's processes (bash's `times`, children's
  # user and system time; not in a pipeline, whose subshell has no
  # children): on a shared machine executions per CPU second is what a free
  # core would give.
  times >"$d/times.$slot"
  tail -1 "$d/times.$slot" | awk '{for (i = 1; i <= 2; i++) {split($i, a, /[ms]/); c += a[1] * 60 + a[2]}}
                         END {printf "%.1f\n", c}' >>"$d/cpu"
}

names=()
echo "$(date -u +%H:%M:%S) fuzz-farm: $cores cores, goal $goal executions a run${total:+, $total s in all}"
for ((r = 1; r <= $#; r++)); do
  spec=${!r} parts=${spec%%=*} budget=${spec#*=}
  [ "$spec" != "$parts" ] || { echo "fuzz-farm: $spec: want RUN=SECONDS, RUN=N% or RUN=rest"; exit 2; }
  now=$(date +%s)
  if [ "$budget" = rest ] || [ "${budget%\%}" != "$budget" ]; then
    [ -n "$total" ] || { echo "fuzz-farm: $spec: needs -T"; exit 2; }
    secs=$((deadline - now))
    [ "$budget" = rest ] || secs=$((secs * ${budget%\%} / 100))
  elif [[ $budget =~ ^[0-9]+$ ]]; then secs=$budget
  else echo "fuzz-farm: $spec: want RUN=SECONDS, RUN=N% or RUN=rest"; exit 2
  fi
  # Never past -T's end.
  [ -n "$total" ] && [ $((now + secs)) -gt "$deadline" ] && secs=$((deadline - now))
  IFS=+ read -r -a want <<<"$parts"
  run=()
  for name in "${want[@]}"; do
    t=$(target_of "$name")
    if [ ! -x "$bin/oa-$t-fuzzer" ]; then echo "fuzz-farm: no $bin/oa-$t-fuzzer"
    elif [ ! -d "$corpus/$t" ]; then echo "fuzz-farm: no corpus $corpus/$t"
    else run+=("$name") names+=("$name"); fi
  done
  [ ${#run[@]} -gt 0 ] || continue
  [ "$secs" -ge 1 ] || { echo "fuzz-farm: $parts: no time left"; continue; }
  echo "$(date -u +%H:%M:%S) $parts: $secs s on $cores cores"
  # Each name's share of the goal goes to its slots evenly.
  declare -A nslots=()
  for ((k = 0; k < cores; k++)); do
    name=${run[$((k % ${#run[@]}))]}
    nslots[$name]=$((${nslots[$name]:-0} + 1))
  done
  pids=()
  for ((k = 0; k < cores; k++)); do
    name=${run[$((k % ${#run[@]}))]}
    per=$(((goal + nslots[$name] - 1) / nslots[$name]))
    [ "$goal" = 0 ] && per=0
    run_slot "$k" "$name" "$per" $((now + secs)) &
    pids+=($!)
  done
  wait "${pids[@]}"
  unset nslots
  for name in "${run[@]}"; do echo "$secs $(($(date +%s) - now))" >"$work/run/$name/wall"; done
done
took=$(($(date +%s) - t0))

status=0
{
  echo "oa fuzz-farm $(cat "$bin/../COMMIT" 2>/dev/null), $cores cores, took $took s, $(date -u)"
  echo "host: $(nproc) cores, $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
  # budget/wall: the seconds the run was given and took; crashes: crash,
  # timeout and out-of-memory inputs (slow-unit-* inputs are not counted).
  # core-s: the processes' lifetimes added up; cpu-s: their CPU time.
  printf "%-12s %7s %5s %6s %6s %12s %11s %10s %6s %7s %7s\n" run budget/s procs core-s cpu-s execs \
    exec/s/core exec/cpu-s cov ft crashes
  for name in "${names[@]}"; do
    d=$work/run/$name
    [ -f "$d/procs" ] || { printf "%-12s not run\n" "$name"; continue; }
    procs=$(wc -l <"$d/procs")
    execs=$(awk '{s += $3} END {print s + 0}' "$d/procs")
    # Core-seconds: the processes' lifetimes added up.
    cs=$(awk '{s += $5 - $4} END {print s + 0}' "$d/procs")
    eps=$(awk -v x="$execs" -v t="$cs" 'BEGIN {printf "%d", x / (t > 0 ? t : 1)}')
    cpu=$(awk '{s += $1} END {printf "%.1f", s}' "$d/cpu")
    epc=$(awk -v x="$execs" -v t="$cpu" 'BEGIN {printf "%d", x / (t > 0 ? t : 1)}')
    cov=$(cat "$d"/logs/*.log | grep -aoE "cov: [0-9]+" | grep -oE "[0-9]+" | sort -n | tail -1)
    ft=$(cat "$d"/logs/*.log | grep -aoE "ft: [0-9]+" | grep -oE "[0-9]+" | sort -n | tail -1)
    crashes=$(find "$d/crashes" -type f ! -name "slow-unit-*" | wc -l)
    [ "$crashes" = 0 ] || status=1
    printf "%-12s %7s %5s %6s %6s %12s %11s %10s %6s %7s %7s\n" "$name" "$(tr ' ' / <"$d/wall")" "$procs" \
      "$cs" "$cpu" "$execs" "$eps" "$epc" \
      "${cov:-?}" "${ft:-?}" "$crashes"
  done
  echo
  # What each crash input does when run again: the first 8 of each run, in
  # parallel, 20 s each.
  for name in "${names[@]}"; do
    [ -d "$work/run/$name/crashes" ] || continue
    for c in $(find "$work/run/$name/crashes" -type f ! -name "slow-unit-*" | head -8); do
      # shellcheck disable=SC2046
      timeout 20 "$bin/oa-$(target_of "$name")-fuzzer" "$c" $(extra_of "$name") >"$c.report" 2>&1 &
    done
  done
  wait
  for name in "${names[@]}"; do
    for r in "$work/run/$name"/crashes/*.report; do
      [ -e "$r" ] || continue
      why=$(grep -am1 -E "LLVM ERROR|ERROR: AddressSanitizer|runtime error|Assertion|invariant|ERROR: libFuzzer" "$r" |
            sed 's/^==[0-9]*==//')
      echo "crash $name $(basename "$r" .report): ${why:-no failure on replay}"
    done
  done
  echo "new corpus inputs: $(for t in "$work"/new/*; do [ -d "$t" ] && echo -n "$(basename "$t") $(ls "$t" | wc -l), "; done)"
} >"$out/summary.txt"
mkdir -p "$work/run" "$work/new"
# GNU tar makes an empty archive from an empty list given with -T.
(cd "$work/run" && ls -d */crashes 2>/dev/null | tar czf "$out/crashes.tgz" -T -)
(cd "$work/run" && ls -d */procs */wall */cpu */logs 2>/dev/null | tar czf "$out/logs.tgz" -T -)
(cd "$work" && tar czf "$out/corpus-new.tar.gz" new)
cat "$out/summary.txt"
exit $status
