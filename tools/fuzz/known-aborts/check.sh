#!/usr/bin/env bash
# Compiles every reproducer here with oa-llc (sm_80, sm_90; -O0, -O3) and
# prints what each does now: abort (the finding still stands), internal
# (oa-llc's fatal-error net caught it: still to be handled), error (a
# deliberate diagnostic) or ok.  Fixed ones move to test/CodeGen/SASS/stress.  docs/Robustness.md lists them.
#   tools/fuzz/known-aborts/check.sh [BUILD]      (default: build)
shopt -s nullglob
here=$(cd "$(dirname "$0")" && pwd)
llc=${1:-$here/../../../build}/bin/oa-llc
for f in "$here"/*.ll; do
  line=$(printf "%-28s" "$(basename "$f")")
  for sm in 80 90; do
    for o in 0 3; do
      out=$("$llc" -mcpu=sm_$sm -O$o -filetype=null "$f" 2>&1)
      rc=$?
      if [ $rc = 0 ]; then r=ok
      elif [ $rc = 1 ] && grep -q "internal error:" <<<"$out"; then r=internal
      elif [ $rc = 1 ] && ! grep -qE "LLVM ERROR|Stack dump|PLEASE submit" <<<"$out"; then r=error
      else r=abort; fi
      line+=$(printf " sm_%s/-O%s:%-5s" $sm $o $r)
    done
  done
  echo "$line"
done
