#!/usr/bin/env bash
# Compiles every finding here with oa-cc (sm_80, sm_90) and runs it in oa-emu
# against the host's outputs; prints per SM: wrong (the finding still
# stands), emu-error (oa-emu stops: deadlock, hazard, fault), fixed, or
# compile-error.  README.md says what each one is.
#   utils/difftest/findings/check.sh [BUILD]      (default: build)
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "${1:-$here/../../../build}" && pwd)/bin
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
for d in "$here"/*/ "$here"/*/f64/; do
  [ -f "$d/k.cu" ] || continue
  line=$(printf "%-28s" "${d#"$here"/}")
  for sm in 80 90; do
    if ! (cd "$d" && "$bin/oa-cc" -mcpu=sm_$sm -O3 -ffp-contract=off --no-cuda-sdk \
          -o "$tmp/k.cubin" k.cu) >"$tmp/log" 2>&1; then r=compile-error
    else
      rm -rf "$tmp/out"
      (cd "$d" && "$bin/oa-emu" --cubin "$tmp/k.cubin" --compare ref --out "$tmp/out" k.json) >"$tmp/log" 2>&1
      rc=$?
      # Bit for bit too: oa-emu's compare goes through doubles, so 64-bit
      # values beyond 2^53 that differ in their low bits pass there.
      for f in "$d"/ref/*.bin; do
        [ $rc = 0 ] && ! cmp -s "$f" "$tmp/out/$(basename "$f")" && rc=1 && echo FAIL >>"$tmp/log"
      done
      if [ $rc = 0 ]; then r=fixed
      elif grep -q FAIL "$tmp/log"; then r=wrong
      else r=emu-error; fi
    fi
    line+=$(printf " sm_%s:%-13s" $sm $r)
  done
  echo "$line"
done
