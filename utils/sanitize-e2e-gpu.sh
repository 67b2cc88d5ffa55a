#!/usr/bin/env bash
# compute-sanitizer over oa's e2e cubins (sm_90), one launch each: memcheck,
# then racecheck, then synccheck.  On the GPU host, from the folder that holds
# the bundle of utils/build-e2e.sh as e2e/:  bash sanitize-e2e-gpu.sh OUTDIR
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
out=$1; mkdir -p $out
for tool in memcheck racecheck synccheck; do
  fail=0; n=0
  for d in e2e/kernels/*/; do
    k=$(basename $d); n=$((n+1))
    timeout 30 $CS --tool $tool --error-exitcode 9 e2e/oa-run $d/$k.json --cubin $d/oa.sm_90.cubin --out $out/o-$k > $out/$k.$tool.log 2>&1
    rc=$?; rm -rf $out/o-$k
    if [ $rc -ne 0 ]; then fail=$((fail+1)); echo "FAIL $k $tool rc=$rc $(grep -m1 'ERROR SUMMARY' $out/$k.$tool.log)"; fi
  done
  echo "compute-sanitizer $tool: $n kernels, $fail failing"
done
