#!/usr/bin/env bash
# Merges the inputs a fuzz-bundle run added (OUT/corpus-new.tar.gz of
# utils/fuzz-bundle-run.sh, or the results.tgz of a utils/gpu-session.sh run
# that had the fuzz part) into BUILD/fuzz-work/<target>/corpus, keeping only
# those that add coverage (libFuzzer's -merge=1).  utils/fuzz.sh starts from
# that corpus and utils/fuzz-bundle.sh packs it, so the next run on the
# many-core host goes on where this one stopped.
#
#   utils/fuzz-corpus-merge.sh [-b BUILD] RESULTS    (BUILD default build-fuzz)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-fuzz
while getopts "b:" o; do
  case $o in b) build=$OPTARG ;; *) sed -n '2,9p' "$0"; exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { sed -n '2,9p' "$0"; exit 2; }
build=$(cd "$build" && pwd)
in=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xzf "$in"
# A session's results.tgz holds results/fuzz/corpus-new.tar.gz.
inner=$(find "$tmp" -name corpus-new.tar.gz | head -1)
[ -z "$inner" ] || tar -C "$tmp" -xzf "$inner"
[ -d "$tmp/new" ] || { echo "fuzz-corpus-merge.sh: no new/ corpus in $1"; exit 2; }
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:allow_user_poisoning=0:alloc_dealloc_mismatch=0}
for d in "$tmp"/new/*; do
  t=$(basename "$d")
  bin=$build/bin/oa-$t-fuzzer
  [ -x "$bin" ] || { echo "skip $t: no $bin"; continue; }
  c=$build/fuzz-work/$t/corpus && mkdir -p "$c"
  before=$(ls "$c" | wc -l)
  "$bin" -merge=1 -rss_limit_mb=4096 -timeout=30 "$c" "$d" >"$tmp/$t.merge.log" 2>&1 ||
    { echo "$t: merge failed, see below"; tail -5 "$tmp/$t.merge.log"; continue; }
  echo "$t: $(ls "$d" | wc -l) new inputs, corpus $before -> $(ls "$c" | wc -l)"
done
