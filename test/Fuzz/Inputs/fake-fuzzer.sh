#!/usr/bin/env bash
# Stands in for a libFuzzer target in fuzz-farm.test: it "executes" 1000
# inputs a process (fewer under -runs) and prints libFuzzer's lines; the
# first process of the whole farm (FAKE_STATE/crashed not there yet)
# crashes after 400, writing a crash input where -artifact_prefix says.
# Given a crash input (a replay), it reports an ASan error.
prefix= runs=1000
for a in "$@"; do
  case $a in
    -artifact_prefix=*) prefix=${a#*=} ;;
    -runs=*) runs=${a#*=} ;;
    -*) ;;
    *) [ -f "$a" ] && { echo "==1==ERROR: AddressSanitizer: fake crash in $(basename "$a")"; exit 1; } ;;
  esac
done
[ "$runs" -le 1000 ] || runs=1000
echo "#2 INITED cov: 10 ft: 20 corp: 1/1b exec/s: 0 rss: 30Mb"
if mkdir "$FAKE_STATE/crashed" 2>/dev/null; then
  echo "#400 NEW cov: 12 ft: 25 corp: 2/2b exec/s: 0 rss: 30Mb"
  echo "==1==ERROR: AddressSanitizer: fake"
  echo crash >"${prefix}crash-0123"
  echo "stat::number_of_executed_units: 400"
  exit 1
fi
echo "#$runs DONE cov: 11 ft: 23 corp: 1/1b exec/s: 0 rss: 30Mb"
echo "stat::number_of_executed_units: $runs"
