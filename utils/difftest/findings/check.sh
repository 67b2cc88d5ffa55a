#!/usr/bin/env bash
# Compiles every finding here with oa-cc (sm_80, sm_90) and runs it in oa-emu
# against the host's outputs; prints per SM: wrong (the finding still
# stands), emu-error (oa-emu stops: deadlock, hazard, fault), fixed, or
# compile-error.  README.md says what each one is.
#   utils/difftest/findings/check.sh [BUILD]      (default: build)
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "${1:-$here/../../../build}" && pwd)/bin
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
for d in "$here"/*/; do
  line=$(printf "%-28s" "$(basename "$d")")
  for sm in 80 90; do
    if ! (cd "$d" && "$bin/oa-cc" -mcpu=sm_$sm -O3 -ffp-contract=off --no-cuda-sdk \
          -o "$tmp/k.cubin" k.cu) >"$tmp/log" 2>&1; then r=compile-error
    else
      (cd "$d" && "$bin/oa-emu" --cubin "$tmp/k.cubin" --compare ref k.json) >"$tmp/log" 2>&1
      rc=$?
      if [ $rc = 0 ]; then r=fixed
      elif grep -q FAIL "$tmp/log"; then r=wrong
      else r=emu-error; fi
    fi
    line+=$(printf " sm_%s:%-13s" $sm $r)
  done
  echo "$line"
done
