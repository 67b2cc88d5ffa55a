#!/usr/bin/env bash
# One folder for a whole GPU session: every bundle the project checks on the
# H200 with, built here, and one runner that runs a chosen set of them in a
# single device call and packs every result into one file (a device call
# brings back at most 8 files from $OUT, two folders deep).
#
#   bash utils/gpu-session.sh DIR [PART...]     # here; DIR inside the session
#                                               # checkout, ignored by git
#   bash DIR/run.sh OUT [PART...]               # there; OUT/results.tgz
#
# The default budgets add up to about 19 minutes: use two calls, e.g.
#   bash DIR/run.sh $OUT cuda tensor e2e       and
#   bash DIR/run.sh $OUT training rowwise gemm oacmd   (fuzz joins if built)
#
# Parts (default: all but fuzz, conv and difftest):
#   cuda      CUDA front-door bundle (utils/build-cuda-bundle.py)
#   conv      calls-O3 convergence probes (utils/build-convergence-bundle.py)
#   tensor    tensor-core suite, oa and nvcc (test/E2E/tensor/build-bundle.py)
#   e2e       e2e suite timings against nvcc, then compute-sanitizer over it
#   training  training against torch (utils/gpu-training-bundle.sh; models
#             and precisions from OA_TRAINING_MODELS / OA_TRAINING_PRECISIONS)
#   rowwise   row-wise, elementwise and attention bench (bench/build_bundle.py)
#   gemm      GEMM bench (bench/build_gemm_bundle.py)
#   oacmd     the oa command's examples (utils/gpu-bundle.sh)
#   difftest  random differential test programs (utils/difftest --bundle,
#             OA_DIFFTEST_COUNT programs, default 300, about 63 KiB and 2.5 s
#             of a core here each): oa's sm_90 cubin against nvcc's and the
#             host's outputs on the GPU, 8 at a time
#   fuzz      fuzz targets on the host's cores (needs build-fuzz, or
#             OA_FUZZ_BUILD; 20 MiB); runs whenever built, beside the others
#             (`run.sh OUT fuzz` runs it alone); OUT/results.tgz then holds
#             fuzz/summary.txt and the new corpus (utils/fuzz-corpus-merge.sh)
#   v:NAME    the e2e suite again with oa cubins from oa-llc given the flags
#             in $OA_VARIANT_NAME (e.g. OA_VARIANT_Y=-sass-yield-all=false),
#             or from another build's oa-llc ($OA_VARIANT_NAME_LLC): only
#             the oa cubins travel (needs the e2e part); timed beside nvcc
#             like e2e, to compare code-generation choices in one call
#   ncu       Nsight Compute sections of oa's and nvcc's cubins of the e2e
#             kernels in $OA_NCU_KERNELS (needs the e2e part)
# run.sh gives each part a time budget (seconds, OA_BUDGET_<part>) so that
# the whole set ends inside one 10-minute call, and writes one line per
# part (status, seconds) to OUT/summary.txt, which is also in the tarball.
# DIR.tgz packs DIR (a call carries 64 MiB with the checkout; the cubins
# compress 4-5x): carry its folder and unpack it there, e.g.
#   mkdir -p /tmp/g && tar xzf gpuT/DIR.tgz -C /tmp/g && bash /tmp/g/DIR/run.sh $OUT e2e v:Y
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${OA_BUILD_DIR:-$root/build}
out=${1:?usage: gpu-session.sh DIR [PART...]}
shift
parts=${*:-cuda tensor e2e training rowwise gemm oacmd}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# The runner first: a part stopped while it is built (difftest adds programs
# one by one) still leaves a folder that runs.
cat > "$out/run.sh" <<'EOF'
#!/usr/bin/env bash
# Runs the parts of this folder (default: every part present but fuzz, which
# runs in the background on the CPU cores while the GPU parts run) and packs
# OUT into OUT/results.tgz.
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: run.sh OUT [PART...]}
shift
mkdir -p "$dest"; dest=$(cd "$dest" && pwd)
# Results gather outside OUT: only OUT/summary.txt and OUT/results.tgz go
# back (a device call returns at most 8 files).
res=$(mktemp -d /tmp/oa-session.XXXXXX)/results; mkdir -p "$res"
parts=${*:-$(for p in cuda conv tensor e2e training rowwise gemm oacmd difftest; do [ -d "$here/$p" ] && echo $p; done)}
budget() { local v="OA_BUDGET_$1"; echo "${!v:-$2}"; }
: > "$res/summary.txt"
fuzzpid=
if [ -d "$here/fuzz" ]; then
  # On every core, below the GPU parts (nice): their host work comes first.
  (nice -n 10 bash "$here/fuzz/run.sh" "$res/fuzz" "$(budget fuzz 420)" > "$res/fuzz.log" 2>&1) &
  fuzzpid=$!
fi
for p in $parts; do
  [ "$p" = fuzz ] && continue  # runs in the background above
  t0=$(date +%s); mkdir -p "$res/$p"
  case $p in v:*) [ -d "$here/v_${p#v:}" ] || continue ;; esac
  case $p in
    cuda) timeout "$(budget cuda 150)" python3 "$here/cuda/run.py" "$res/cuda" ;;
    conv) timeout "$(budget conv 120)" python3 "$here/conv/run.py" "$res/conv" ;;
    tensor) timeout "$(budget tensor 120)" python3 "$here/tensor/run.py" --out "$res/tensor" --time 50 ;;
    e2e) timeout "$(budget e2e 170)" python3 "$here/e2e/run-e2e.py" --time 100 --warmup 10 \
           --out "$res/e2e" --budget "$(( $(budget e2e 170) - 10 ))"
         (cd "$here" && timeout "$(budget sanitize 120)" bash sanitize-e2e-gpu.sh "$res/sanitize") ;;
    training) OUT="$res/training" timeout "$(budget training 200)" bash "$here/training/run.sh" 100 ;;
    rowwise) timeout "$(budget rowwise 150)" python3 "$here/rowwise/run.py" --out "$res/rowwise" --quick --rep 50 ;;
    gemm) timeout "$(budget gemm 120)" python3 "$here/gemm/gemm_run.py" --out "$res/gemm" --quick --rep 50 ;;
    oacmd) timeout "$(budget oacmd 120)" bash "$here/oacmd/run.sh" ;;
    difftest) JOBS=8 timeout "$(budget difftest 300)" bash "$here/difftest/run.sh" "$res/difftest" ;;
    v:*) v=${p#v:}; rm -rf "/tmp/e2e-$v"; cp -r "$here/e2e" "/tmp/e2e-$v"
         for k in "$here/v_$v"/*/; do cp "$k/oa.sm_90.cubin" "/tmp/e2e-$v/kernels/$(basename "$k")/"; done
         cp "$here/v_$v/FLAGS" "$res/$p/"
         timeout "$(budget v 120)" python3 "/tmp/e2e-$v/run-e2e.py" --time 100 --warmup 10 \
           --out "$res/$p" --budget "$(( $(budget v 120) - 10 ))" ;;
    ncu) ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu 2>/dev/null | head -1)
         for k in $(cat "$here/ncu.kernels"); do for c in oa nvcc; do
           d=$here/e2e/kernels/$k
           timeout 40 "$ncu" --csv --page details --section SpeedOfLight --section WarpStateStats \
             --section Occupancy --section SchedulerStats "$here/e2e/oa-run" "$d/$k.json" \
             --cubin "$d/$c.sm_90.cubin" > "$res/ncu/$k.$c.csv" 2>&1
           echo "$k $c rc=$?"
         done; done ;;
  esac > "$res/${p//:/_}.log" 2>&1
  echo "$p rc=$? $(( $(date +%s) - t0 ))s" | tee -a "$res/summary.txt"
done
[ -f "$res/difftest/difftest-gpu.txt" ] && tail -n 1 "$res/difftest/difftest-gpu.txt" >> "$res/summary.txt"
[ -n "$fuzzpid" ] && { wait "$fuzzpid"; echo "fuzz rc=$?" | tee -a "$res/summary.txt"
                        cat "$res/fuzz/summary.txt" >> "$res/summary.txt" 2>/dev/null; }
cp "$res/summary.txt" "$dest/"
tar czf "$dest/results.tgz" -C "$(dirname "$res")" results
ls -la "$dest/results.tgz"
EOF
chmod +x "$out/run.sh"
for p in $parts; do
  case $p in v:*|ncu) ;; *) rm -rf "${out:?}/$p" ;; esac
  echo "== $p" >&2
  case $p in
    cuda) python3 "$root/utils/build-cuda-bundle.py" "$out/cuda" --build "$build" ;;
    conv) python3 "$root/utils/build-convergence-bundle.py" "$out/conv" --build "$build" ;;
    tensor) python3 "$root/test/E2E/tensor/build-bundle.py" "$out/tensor" --build "$build" \
              --oa-cc "$build/bin/oa-cc" ;;
    e2e) bash "$root/utils/build-e2e.sh" "$out/e2e" --build "$build" --reps 1 --no-clang-ref -j 2
         cp "$root/utils/sanitize-e2e-gpu.sh" "$out/" ;;
    training) OA_BUILD_DIR=$build bash "$root/utils/gpu-training-bundle.sh" "$out/training" ;;
    rowwise) python3 "$root/bench/build_bundle.py" --build "$build" --out "$out/rowwise" --quick ;;
    gemm) python3 "$root/bench/build_gemm_bundle.py" --build "$build" --out "$out/gemm" --quick ;;
    oacmd) OA_BUILD_DIR=$build bash "$root/utils/gpu-bundle.sh" "$out/oacmd" ;;
    fuzz) bash "$root/utils/fuzz-bundle.sh" -b "${OA_FUZZ_BUILD:-$root/build-fuzz}" "$out/fuzz" ;;
    difftest) python3 "$root/utils/difftest/difftest.py" --build "$build" --bundle "$out/difftest" \
                --count "${OA_DIFFTEST_COUNT:-300}" ;;
    v:*) v=${p#v:}; fv="OA_VARIANT_$v"; lv="OA_VARIANT_${v}_LLC"
         [ -d "$out/e2e" ] || { echo "gpu-session.sh: $p needs the e2e part first" >&2; exit 2; }
         wrap=$(mktemp); tmp=$(mktemp -d)
         printf '#!/bin/sh\nexec %s %s "$@"\n' "${!lv:-$build/bin/oa-llc}" "${!fv:-}" > "$wrap"; chmod +x "$wrap"
         OA_LLC=$wrap bash "$root/utils/build-e2e.sh" "$tmp" --build "$build" --reps 1 --no-clang-ref \
           -j 2 --archs sm_90 >&2 || true
         rm -rf "${out:?}/v_$v"
         for k in "$tmp"/kernels/*/; do
           k=$(basename "$k"); mkdir -p "$out/v_$v/$k"
           cp "$tmp/kernels/$k/oa.sm_90.cubin" "$out/v_$v/$k/" 2>/dev/null || true
         done
         echo "${!fv:-} ${!lv:-}" > "$out/v_$v/FLAGS"; rm -rf "$tmp" "$wrap" ;;
    ncu) [ -d "$out/e2e" ] || { echo "gpu-session.sh: ncu needs the e2e part first" >&2; exit 2; }
         echo "${OA_NCU_KERNELS:-axpy convert i64_math sgemm_tiled divergent_loop math_funcs}" > "$out/ncu.kernels" ;;
    *) echo "gpu-session.sh: unknown part '$p'" >&2; exit 2 ;;
  esac
done
du -sh "$out"
tar czf "$out.tgz" -C "$(dirname "$out")" "$(basename "$out")"
size=$(du -sm "$out.tgz" | cut -f1)
echo "packed: $out.tgz (${size} MiB)" >&2
if [ "$size" -gt 50 ]; then
  echo "gpu-session.sh: $out.tgz is ${size} MiB; a device call carries 64 MiB with the checkout: split the parts" >&2
  exit 1
fi
