#!/usr/bin/env bash
# The runner of a fuzz bundle (utils/fuzz-bundle.sh copies it in as run.sh,
# beside fuzz-farm.sh, bin/, lib/ and corpus/):
#
#   bash run.sh OUT [SECONDS]      (default 470)
#
# Runs utils/fuzz-farm.sh on every core but one (OA_FUZZ_CORES), one
# target after another.  The fast targets first, each until it has made
# OA_FUZZ_GOAL executions (default 10^7, issue 16's bar) or its budget is
# spent; a budget is the time 10^7 takes at the rate measured on the build
# machine (below), times 1.5, plus 15 s to run the corpus, so a host no
# slower than it gets there and one up to 1.5 times slower still does.
# What they leave goes to the slow targets, none of which reaches 10^7 in
# one call: sass-asm and ptx a third of what is left each, then oa-llc at
# -O2 and -O0 (half the cores each) the rest.  SECONDS (the whole run; the
# crash replays, at most 20 s, and the packing come after it) defaults to
# 470: with the unpacking the call takes about 8.5 minutes.
#
# Writes OUT/summary.txt, OUT/crashes.tgz, OUT/logs.tgz and
# OUT/corpus-new.tar.gz (fuzz-farm.sh says what each holds;
# utils/fuzz-corpus-merge.sh OUT/corpus-new.tar.gz, here, keeps the new
# inputs that add coverage, so the next bundle goes on from them).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { sed -n '2,22p' "$0"; exit 2; }
secs=${2:-470}
n=$(nproc)
cores=${OA_FUZZ_CORES:-$((n > 4 ? n - 1 : n))}
goal=${OA_FUZZ_GOAL:-10000000}
export LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# Executions per second of one core on the GPU host with all cores busy
# (2026-12-06, the H100 host, 13-15 processes: sass-decode 2,100-3,100,
# cubin 7,100; docs/Robustness.md, "Executions per core"); launch as
# measured on the build machine (2026-12-05).  The build machine's single
# core gave 6,800 and 9,900: a core of the host under full load is slower.
# At these rates 10^7 takes about 320 s of 15 cores for sass-decode alone
# and 95 s for cubin; sass-asm, ptx and oa-llc would need 27 minutes, 41
# minutes and 5 hours (build-machine rates).
declare -A rate=([launch]=34000 [sass-decode]=2100 [cubin]=7100)
budget() { echo $((goal * 3 / 2 / (cores * rate[$1]) + 15)); }
echo "fuzz bundle $(cat "$here/COMMIT" 2>/dev/null): $cores cores, $secs s, goal $goal;" \
     "budgets launch $(budget launch) s, sass-decode $(budget sass-decode) s, cubin $(budget cubin) s"
bash "$here/fuzz-farm.sh" -j "$cores" -g "$goal" -T "$secs" "$here/bin" "$here/corpus" "$1" \
  launch="$(budget launch)" sass-decode="$(budget sass-decode)" cubin="$(budget cubin)" \
  sass-asm=33% ptx=50% llc-O2+llc-O0=rest
