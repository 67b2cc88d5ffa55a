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
# Executions per CPU second of one core, measured on the build machine
# (2026-12-05 at 7033626: utils/fuzz-farm.sh -j 1 -g 0, 30 s a target, the
# bundle's corpus; docs/Robustness.md, "On a many-core host").  At these
# rates 10^7 takes 20, 100 and 70 s on 15 cores; sass-asm (418 a CPU
# second), ptx (268) and oa-llc (32 at -O2, 41 at -O0) would need 27
# minutes, 41 minutes and 5 hours.
declare -A rate=([launch]=34000 [sass-decode]=6800 [cubin]=9900)
budget() { echo $((goal * 3 / 2 / (cores * rate[$1]) + 15)); }
echo "fuzz bundle $(cat "$here/COMMIT" 2>/dev/null): $cores cores, $secs s, goal $goal;" \
     "budgets launch $(budget launch) s, sass-decode $(budget sass-decode) s, cubin $(budget cubin) s"
bash "$here/fuzz-farm.sh" -j "$cores" -g "$goal" -T "$secs" "$here/bin" "$here/corpus" "$1" \
  launch="$(budget launch)" sass-decode="$(budget sass-decode)" cubin="$(budget cubin)" \
  sass-asm=33% ptx=50% llc-O2+llc-O0=rest
